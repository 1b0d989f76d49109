"""A chat export that writes each message's time on the line under its words (a Messenger archive page: the name
alone, the text, ``May 08, 2023 1:56:00 pm``; a wall's comments: ``8 мая в 14:02``): the time line is the message's
stamp, not what was said. The turn's plain form (what focus reads and the turn vectors embed) leaves it out, the
chunk budget does not count it (the export is cut into about as many children as the same turns written as lines), and
a chunk cut right after the next sender's name does not hand that name to the message above it."""

from __future__ import annotations

import pytest

from memspark.chunking import chunk_document
from memspark.chunking.saidcost import UNSAID, said_costs
from memspark.chunking.turns import conversation_turns
from memspark.config import ChunkConfig

CFG = ChunkConfig()
TALK = [("Priya Nair", "did the plumber ever call you back about the leak under the sink"),
        ("Tom Okafor", "yes he is coming thursday morning, between eight and ten"),
        ("Priya Nair", "great, I will leave the key with Mrs Dalton next door"),
        ("Tom Okafor", "perfect, and remind me to buy a new washer for the tap"),
        ("Priya Nair", "already on the list, next to the light bulbs and the bin bags")]


def _export(stamp: str) -> str:
    return "\n".join(f"{name}\n{words}\n{stamp.format(m=10 + i)}" for i, (name, words) in enumerate(TALK))


def said(text: str) -> list[str]:
    return [b.plain for b in conversation_turns(text, 1) if b.speaker is not None]


@pytest.mark.parametrize("stamp", ["Jun 14, 2024 7:{m}:00 pm", "14 June 2024 at 19:{m}", "2024-06-14 19:{m}",
                                   "14.06.2024, 19:{m}"])
def test_the_time_under_a_message_is_no_part_of_what_was_said(stamp: str) -> None:
    text = "Participants: Priya Nair and Tom Okafor\n\n" + _export(stamp)
    blocks = [b for b in conversation_turns(text, 1) if b.speaker is not None]
    assert [(b.start_line, b.end_line) for b in blocks] == [(3, 5), (6, 8), (9, 11), (12, 14), (15, 17)]
    assert said(text) == [f"{name}: {words}" for name, words in TALK]


def test_a_wall_comment_time_with_its_reply_button_is_no_part_of_the_comment() -> None:
    text = ("Марина Соколова\nкто идёт в субботу на субботник во дворе?\n8 мая в 14:02 Ответить\n"
            "Олег Петров\nя приду к десяти, возьму грабли\n8 мая в 14:05 Ответить\n"
            "Марина Соколова\nотлично, тогда я принесу мешки для листьев\n8 мая в 14:07 Ответить")
    assert said(text)[1] == "Олег Петров: я приду к десяти, возьму грабли"


def test_a_name_and_words_line_with_its_time_under_it_says_only_the_words() -> None:
    text = "\n".join(f"{name}: {words}\n14 Jun 2024, 19:{10 + i}" for i, (name, words) in enumerate(TALK))
    assert said(text) == [f"{name}: {words}" for name, words in TALK]
    assert said_costs(text.split("\n"), len)[1] == UNSAID  # the time line costs nothing; the words line what it says


def test_a_message_that_is_only_a_date_keeps_it() -> None:
    text = ("Priya Nair\nwhen is the plumber coming?\nTom Okafor\nThursday 13 June\nPriya Nair\n"
            "ok, I will be home by then\nTom Okafor\ngood, see you")
    assert said(text)[1] == "Tom Okafor: Thursday 13 June"


def test_a_mail_headers_date_field_is_the_headers_not_a_time_below() -> None:
    text = ("From: Priya Nair <priya@example.org>\nTo: Tom Okafor <tom@example.org>\nDate: Fri, 14 Jun 2024 19:10\n\n"
            "did the plumber call?\n\nFrom: Tom Okafor <tom@example.org>\nTo: Priya Nair <priya@example.org>\n"
            "Date: Fri, 14 Jun 2024 19:12\n\nyes, thursday")
    assert all(cost != 0 for i, cost in said_costs(text.split("\n"), len).items() if text.split("\n")[i].strip())


def _children(text: str) -> list:
    return [c for c in chunk_document(text, agent_id="a", path="memory/chat.md", content_type="markdown",
                                      doc_date="2024-06-14", cfg=CFG) if not c.is_parent]


LONG = [(TALK[i % 2][0], f"{TALK[i % 5][1]}, and about item {i} of the move we still need to sort before july")
        for i in range(120)]


def test_the_export_is_cut_into_as_many_children_as_the_same_turns_as_lines() -> None:
    lines = "\n".join(f"{name}: {words}" for name, words in LONG)
    export = "\n".join(f"{name}\n{words}\nJun 14, 2024 {1 + i // 60}:{i % 60:02d}:00 pm"
                       for i, (name, words) in enumerate(LONG))
    assert len(_children(lines)) >= 3
    # counted, the time lines made 35 children of 24's turns; a child may still end on the next sender's name line
    # (it costs a token or two), which can add one child over the whole export
    assert len(_children(lines)) <= len(_children(export)) <= len(_children(lines)) + 1
    # a child's overlap starts at a message, never at the time line of the message above it
    starts = [c.text.split("\n")[0] for c in _children(export)]
    assert all(not line.startswith("Jun 14, 2024") for line in starts)


def test_a_chunk_cut_after_the_next_senders_name_leaves_the_name_out_of_the_message_above() -> None:
    text = _export("Jun 14, 2024 7:{m}:00 pm") + "\nTom Okafor"  # the chunk ends on the next sender's name
    last = [b for b in conversation_turns(text, 1) if b.speaker is not None][-1]
    assert (last.start_line, last.end_line) == (13, 15)
    assert last.plain == f"Priya Nair: {TALK[-1][1]}"
