"""A message header of a display name and a date/time, the app's edit mark or badge after the time (a chat copied from
a desktop client: ``Name  date time  Edited``), with the message on the line below: the same header as without the
mark, the mark no one's words."""

from __future__ import annotations

import pytest

from memspark.chunking.labels import parse_label
from memspark.chunking.turns import conversation_turns

# (a header without a mark, the mark an app writes after the time): numeric and month-name dates, 12/24 h, seconds
HEADERS = [
    ("Dmitri Volkov  11/3/24 9:07 AM", "  Edited"),
    ("Ines  Nov 3, 2024 21:07", "  (edited)"),
    ("Jonas Berg  03.11.2024 21:07:44", "  Bearbeitet"),
    ("Léa Martin  03/11/2024 21:07", " · Modifié"),
    ("Ana Lima  2024-11-03 09:07 PM", "  (editado)"),
    ("王伟  2024/11/3 21:07", "  已编辑"),
]


@pytest.mark.parametrize(("header", "mark"), HEADERS)
def test_a_mark_after_the_headers_time_leaves_the_header_alone(header: str, mark: str) -> None:
    plain, marked = parse_label(header), parse_label(header + mark)
    assert plain is not None and plain.alone and "stamp-after" in plain.shape
    assert marked is not None and marked.shape == plain.shape and marked.name == plain.name
    assert marked.alone and marked.text == "" and marked.stamp == plain.stamp


def test_words_after_the_time_are_still_said() -> None:
    label = parse_label("Dmitri Volkov  11/3/24 9:07 AM  Edited the budget sheet for Friday")
    assert label is not None and not label.alone and label.text.startswith("Edited the budget")


@pytest.mark.parametrize(("header", "mark"), HEADERS)
def test_two_messages_one_edited_are_two_turns(header: str, mark: str) -> None:
    """Two senders, one message each, no blank line between them, the second header marked: a chunk cut from a copied
    chat splits into both turns, and the mark is not in what was said."""
    name = header.split("  ")[0]
    other = f"Priya Raman{header[len(name):]}"
    text = "\n".join([f"# Chat with {name} and Priya Raman", "", header, "Did the venue confirm the booking for us?",
                      other + mark, "Yes, they called this morning and it is all set."])
    turns = [b for b in conversation_turns(text, 1) if b.speaker]
    assert [(b.start_line, b.speaker) for b in turns] == [(3, name), (5, "Priya Raman")]
    assert turns[1].said == "Priya Raman: Yes, they called this morning and it is all set."
