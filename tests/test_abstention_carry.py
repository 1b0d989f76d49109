"""bench/abstention_carry.py reads a child the question carry opened on a question turn: the head is that turn only
in a conversation child holding more turns, and a variant can leave the head's words out of the covered share."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.abstention_carry import split_head, value  # noqa: E402

CHILD = ("Caroline: Do you have any advice for someone who wants to start pottery?\n\n"
         "Melanie: Take a beginners' class and be patient with the wheel.\n\n"
         "Caroline: Thanks, I'll look for one nearby.")


def test_a_conversation_child_opening_on_a_question_has_a_head() -> None:
    head, rest = split_head(CHILD)
    assert head.startswith("Caroline: Do you have any advice") and head.rstrip().endswith("?")
    assert rest.startswith("Melanie: Take a beginners' class") and "advice" not in rest


def test_no_head_without_a_question_or_outside_a_conversation() -> None:
    answer_first = CHILD.split("\n\n", 1)[1]
    assert split_head(answer_first) == ("", answer_first)
    note = "Open questions?\n\nThe deploy needs a second reviewer.\n\nOwner: the platform team."
    assert split_head(note) == ("", note)


def test_the_rest_only_share_leaves_the_heads_words_out() -> None:
    row = {"query": "any advice on pottery", "chunks": [(CHILD, 0.3, False)], "read": [CHILD]}
    whole, rest = value(row), value(row, rest_only=True)
    assert whole > rest  # "advice" is held only by the head
    assert abs(value(row, step=0.05) - (whole - 0.05)) < 1e-9
