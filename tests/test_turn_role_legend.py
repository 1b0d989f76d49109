"""A legend in the heading says which role stands for whom ("→ Caroline, ← Melanie", "Sent = Caroline",
"Caroline (→)"): role-labelled turns then read ``Caroline: …`` in their plain form, as in a note that names its
speakers (:func:`memspark.chunking.roles.legend`)."""

from __future__ import annotations

import pytest

from memspark.chunking.roles import legend, names
from memspark.chunking.turns import conversation_turns

MESSAGES = ["Hey, did the parcel arrive?", "Yes, this morning, thanks!", "Great, enjoy the book."]


@pytest.mark.parametrize(("context", "expected"), [
    ("# Chat, 8 May 2023: → Caroline, ← Melanie", {"own": "Caroline", "other": "Melanie"}),
    ("Sent = Caroline; Received = Melanie", {"own": "Caroline", "other": "Melanie"}),
    ("Caroline (→) and Melanie (←)", {"own": "Caroline", "other": "Melanie"}),
    ("legend: ➡ Anna Weber ⬅ Tom", {"own": "Anna Weber", "other": "Tom"}),
    ("Them = Priya, Me = Tom", {"own": "Tom", "other": "Priya"}),
    ("Gesendet: Jonas · Empfangen: Lea", {"own": "Jonas", "other": "Lea"}),
])
def test_a_legend_names_each_side(context: str, expected: dict[str, str]) -> None:
    assert legend(context) == expected


@pytest.mark.parametrize("context", [
    "Status: done", "→ see below", "→ Caroline, → Melanie",  # a side named twice says nothing
    "# Weekly notes", "Me: me",
])
def test_no_legend_or_an_ambiguous_one_names_nobody(context: str) -> None:
    assert legend(context) == {}
    assert names([("→", "hi"), ("←", "hey")], context) == {}


def test_arrow_turns_under_a_legend_heading_read_as_the_named_people() -> None:
    text = "# Chat — 8 May 2023: → Caroline, ← Melanie\n\n" + "\n".join(
        f"{'→' if i % 2 == 0 else '←'} {m}" for i, m in enumerate(MESSAGES)) + "\n"
    turns = [b for b in conversation_turns(text, 1) if b.speaker]
    assert [b.plain for b in turns] == [f"{'Caroline' if i % 2 == 0 else 'Melanie'}: {m}" for i, m in enumerate(MESSAGES)]
    bare = text.replace(": → Caroline, ← Melanie", "")
    assert [b.plain for b in conversation_turns(bare, 1) if b.speaker][0] == f"→: {MESSAGES[0]}"
