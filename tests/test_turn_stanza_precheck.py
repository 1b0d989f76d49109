"""The stanza reader's pre-check: a conversation whose turns follow each other line by line skips the post stanzas
(:func:`memspark.chunking.stanzas.widen` returns the grammar's turns unread), and a thread whose turns open blocks still
reads them, with the same turns as the reader found before the pre-check."""

from __future__ import annotations

import pytest

from memspark.chunking import stanzas
from memspark.chunking.stanzas import opens_blocks
from memspark.chunking.turns import conversation_turns

LINE_BY_LINE = """# Session 3

Caroline: Did you get the tickets for Saturday?
Melanie: Yes, two in the second row.
Caroline: Great, I will bring the snacks.
Melanie: Perfect, see you at seven."""

THREAD = """# Comments

rui.m  ★★★☆☆
The delivery took two weeks, but the shelf is solid.
há 3 h   Responder   ♡ 12

padaria_ze · Autor
Sorry for the wait, rui.m, the carrier lost a pallet.
há 2 h   Responder   ♡ 4

rui.m
No problem, thanks for the discount code!
há 1 h   Responder   ♡ 2"""


def _turns(text: str) -> list[int]:
    return [b.start_line for b in conversation_turns(text, 1) if b.speaker is not None]


def test_line_by_line_turns_skip_the_stanza_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    assert not opens_blocks([2, 3, 4, 5], LINE_BY_LINE.split("\n"))

    def unread(lines: object) -> dict[int, object]:
        raise AssertionError("the stanza reader ran on a line-by-line conversation")

    monkeypatch.setattr(stanzas, "stanza_turns", unread)
    from memspark.chunking import turns

    turns._split_blocks.cache_clear()
    assert _turns(LINE_BY_LINE) == [3, 4, 5, 6]


def test_a_thread_of_stanzas_still_reads_them() -> None:
    lines = THREAD.split("\n")
    assert opens_blocks([2, 6, 10], lines) and opens_blocks([0, 1], ["a", "  b"])
    assert _turns(THREAD) == [3, 7, 11]
