"""Unnamed chats whose sides are told apart by a mark: a pen's colour in parentheses at each line (``(blue) …`` /
``(red) …``, a line ending in no sentence's end wrapped onto the next), or the app's sent and read marks after the
own side's time (``… 13:56 ✓✓``, the other side's time alone) — a turn at each message; a list's lettered items, a
log of timed lines without the marks, stay whole."""

from __future__ import annotations

from memspark.chunking.linewise import timed_turns
from memspark.chunking.signs import sign_turns
from memspark.chunking.turns import conversation_turns


def turns(text: str) -> list[int]:
    return [b.start_line for b in conversation_turns(text, 1) if b.speaker is not None]


PENS = """# Fridge notebook (green pen me, black pen my brother)

(green) Who finished the orange juice? It was full yesterday.
(black) Not me! Maybe the neighbours came round?
(green) The neighbours were away all week.
(black) Fine, it was me. I'll buy some tomorrow.
(green) Buy two and we are even.
(black) Deal. And take the recycling out,
it's your turn this week.
(green) Done."""

LETTERED = """Exam questions

(aaa) Which treaty ended the war?
(bbb) Name the capital of the new state.
(ccc) Who signed for the other side?
(ddd) Why did the talks fail twice?"""

TICKED = """Typed in from screenshots (the ticks are mine)

Today
Are you at the station yet? 18:02 ✓✓
Not yet, the bus is late 18:07
Can you pick up bread on the way 18:08 ✓✓
Which one? 18:09
The dark rye, the small loaf 18:09 ✓✓
Ok 18:11
Also the kids said the school play starts
at seven, are we going together? 18:13
Yes, let's meet at the gate 18:16 ✓✓"""

UNTICKED = """Boiler readings

Pressure checked, 1.4 bar 18:02
Pump two noisy again? 18:07
Valve closed on the east loop 18:08
Pressure checked, 1.5 bar 18:11"""


def test_a_pens_colour_per_side_opens_a_turn_at_each_line() -> None:
    assert sorted(sign_turns(PENS.split("\n"))) == [2, 3, 4, 5, 6, 7, 9]
    assert turns(PENS) == [3, 4, 5, 6, 7, 8, 10]


def test_more_than_two_bracketed_words_are_a_lists_items() -> None:
    assert sign_turns(LETTERED.split("\n")) == {}


def test_the_apps_marks_after_the_time_tell_the_own_side() -> None:
    found = timed_turns(TICKED.split("\n"))
    assert sorted(found) == [3, 4, 5, 6, 7, 8, 9, 11]
    assert {label.name for label in found.values()} == {"✓✓", "·"}
    assert turns(TICKED) == [4, 5, 6, 7, 8, 9, 10, 12]


def test_timed_lines_without_the_marks_are_no_chat() -> None:
    assert timed_turns(UNTICKED.split("\n")) == {}
    assert turns(UNTICKED) == []
