"""Chats that name no one, their sides shown by place: a two-column table, one column per side and each row filling
one of them, and lines signed ``+``/``-`` by side. Both split into a turn per message; a table or a list of the same
shape that holds no exchange (pros and cons, a diff, a two-column list filled row by row) does not."""

from __future__ import annotations

from memspark.chunking.turns import conversation_turns


def _turns(text: str) -> list[tuple[int, str | None, str]]:
    return [(b.start_line, b.speaker, b.plain) for b in conversation_turns(text, 1) if b.speaker is not None]


SIDE_TABLE = """## Chat with the landlord (copied from screenshots: left his, right mine)

| Them | Me |
|------|----|
| Is the heating working again? | |
| | Not yet, the radiator in the hall is still cold. |
| | Could the plumber come on Friday? |
| Friday morning works. Will you be in? | |
| | Yes, from nine. |
| Good, I'll tell him. | |"""


def test_a_chat_kept_side_by_side_has_a_turn_per_row_named_by_its_column() -> None:
    turns = _turns(SIDE_TABLE)
    assert [t[0] for t in turns] == [5, 6, 7, 8, 9, 10]
    assert [t[1] for t in turns] == ["Them", "Me", "Me", "Them", "Me", "Them"]
    assert turns[1][2] == "Me: Not yet, the radiator in the hall is still cold."


def test_a_two_column_list_filled_in_both_columns_is_no_chat() -> None:
    table = """| Pros | Cons |
|------|------|
| cheap | heavy |
| quiet | slow to heat |
| | no timer |
| repairable | |"""
    assert _turns(table) == []


def test_one_sided_rows_that_say_no_sentences_are_no_chat() -> None:
    table = """| Done | Next |
|------|------|
| login page | |
| | signup page |
| db schema | |
| | payments |
| tests | |"""
    assert _turns(table) == []


SIGNED = """# Notes from the call with the garage (+ them, - me)

+ Your car is ready, the brake pads were worn down.
- Great, how much do I owe you?
+ 240 euros with the labour.
- Can I pay by card?
+ Yes, that's fine.
  We close at six today.
- I'll be there at five."""


def test_lines_signed_by_side_are_turns() -> None:
    turns = _turns(SIGNED)
    assert [t[0] for t in turns] == [3, 4, 5, 6, 7, 9]
    assert [t[1] for t in turns] == ["+", "-", "+", "-", "+", "-"]
    assert turns[4][2] == "+: Yes, that's fine.\nWe close at six today."


def test_a_pros_and_cons_list_or_a_diff_is_no_exchange() -> None:
    pros = """Heat pump vs gas boiler
+ cheaper to run
- expensive to install
+ no gas bill
- needs outdoor space
+ grants available"""
    diff = """- timeout = 30
+ timeout = 60
- retries = 3
+ retries = 5
- verbose = false
+ verbose = true"""
    grouped = """+ Is the room booked?
+ Did anyone order food?
+ Who brings the projector?
- Yes.
- Pizza is ordered.
- Tom does."""
    assert _turns(pros) == []
    assert _turns(diff) == []
    assert _turns(grouped) == []
