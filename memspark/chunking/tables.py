"""A chat kept as a Markdown table: one row per message, a name column and a text column.

A chat copied into a table for the record (``| Time | From | Message |``) holds its turns in rows, whatever the
headers say or the language they say it in. :func:`chat_rows` reads a table's body by its cells alone: besides
any columns of dates, times or row numbers, it has exactly two columns — names (every cell a name as a label
holds it) and, last, what was written. Each body row is then a label line of shape :data:`TABLE`, and the
conversation evidence of :mod:`memspark.chunking.turns` decides whether those rows are turns (a table of people,
a rota or a cast list has more columns, names once each, or no sentences). A chat kept side by side — two columns,
one per side, each row filling one of them — is read the same way, each side named by its header cell
(:func:`_sides`). A table's header and rule rows open nothing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking.labels import Label, is_name, is_stamp
from memspark.chunking.stamps import QUESTION_MARKS

TABLE = ("table",)  # the shape of a chat table's row
_RULE_CELL = re.compile(r":?-+:?")
_NUMBER = re.compile(r"#?\d{1,6}")  # a row number


def cells(line: str) -> list[str] | None:
    """The cells of a Markdown table row (``| a | b |``), or None for any other line."""
    row = line.strip()
    if len(row) < 3 or not row.startswith("|") or not row.endswith("|") or len(line) - len(line.lstrip()) > 3:
        return None
    return [cell.strip() for cell in row[1:-1].split("|")]


def _is_rule(line: str) -> bool:
    row = cells(line)
    return row is not None and all(_RULE_CELL.fullmatch(cell) for cell in row)


def _dated(column: list[str]) -> bool:
    """A column of dates, times or row numbers (blank cells allowed, not all of them)."""
    filled = [cell for cell in column if cell]
    return bool(filled) and all(is_stamp(cell) or _NUMBER.fullmatch(cell) for cell in filled)


def _speaker(cell: str) -> str | None:
    name = cell.strip("*_ ").lstrip("@")
    return name if name and is_name(name) else None


def _chat_table(rows: list[list[str]]) -> tuple[int, int] | None:
    """The name column and the text column of a table body that reads as a chat, or None."""
    width = len(rows[0])
    if any(len(row) != width for row in rows):
        return None
    columns = [[row[c] for row in rows] for c in range(width)]
    words = [c for c in range(width) if not _dated(columns[c])]
    if len(words) != 2:
        return None
    who, what = words
    if all(_speaker(cell) for cell in columns[who]) and any(columns[what]):
        return who, what
    return None


SIDE_ROWS = 4  # a chat kept as two columns, one per side, holds at least this many rows


def _sides(rows: list[list[str]]) -> tuple[int, int] | None:
    """The two columns of a chat kept side by side, one column a side (a screenshot copied as "left theirs, right
    mine"): besides any columns of dates or times exactly two, every body row filling exactly one of them, both used."""
    width = len(rows[0])
    if len(rows) < SIDE_ROWS or any(len(row) != width for row in rows):
        return None
    columns = [[row[c] for row in rows] for c in range(width)]
    words = [c for c in range(width) if not _dated(columns[c])]
    if len(words) != 2 or any(bool(row[words[0]]) == bool(row[words[1]]) for row in rows):
        return None
    return (words[0], words[1]) if all(any(columns[c]) for c in words) else None


def _side_name(header: list[str] | None, column: int) -> str:
    """A side's name: its header cell as written ("Them", "sağ", "Ana"), or its place when the header is blank."""
    cell = (header[column] if header is not None and column < len(header) else "").strip("*_ ")
    return cell or ("left", "right")[min(column, 1)]


def chat_rows(lines: Sequence[str]) -> dict[int, Label]:
    """The body rows of every chat table in ``lines`` (index → label of shape :data:`TABLE`: the row's name,
    what it says); whether they are turns is the conversation evidence's decision."""
    out: dict[int, Label] = {}
    i = 0
    while i + 1 < len(lines):
        if cells(lines[i]) is None or not _is_rule(lines[i + 1]):
            i += 1
            continue
        start = j = i + 2
        body: list[list[str]] = []
        while j < len(lines) and (row := cells(lines[j])) is not None:
            body.append(row)
            j += 1
        found = _chat_table(body) if body else None
        if found is not None:
            who, what = found
            out.update((start + n, Label(_speaker(row[who]) or "", TABLE, text=row[what])) for n, row in enumerate(body))
        elif body and (sides := _sides(body)) is not None:
            names = [_side_name(cells(lines[i]), c) for c in sides]  # the header row names the sides
            out.update((start + n, Label(names[0] if row[sides[0]] else names[1], TABLE,
                                         text=row[sides[0]] or row[sides[1]])) for n, row in enumerate(body))
        i = j
    return out


def chat_like(lines: Sequence[str], rows: Sequence[int], labels: Sequence[Label]) -> bool:
    """Table rows read as messages rather than records: a column of dates or times (a message log's usual first
    column), or a question among them ("did you push the fix?": a task list or a cast list asks nothing)."""
    return (any(any(is_stamp(cell) for cell in cells(lines[i]) or []) for i in rows)
            or any(label.text.endswith(QUESTION_MARKS) for label in labels))


__all__ = ["TABLE", "cells", "chat_like", "chat_rows"]
