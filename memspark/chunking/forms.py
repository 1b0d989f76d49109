"""Label lines that fill in a form or an outline's items, record after record: a contact list's cards, a care plan's
problems, a team list's entries, an agenda's items with their fields.

A form's records each take a block of lines, one field a line, every record opening with the same key and the
keys in the same order in each ("Name: …" / "Role: …" / "Ext.: …" per person; "Problem: …" / "Goal: …" / "Action: …"
per diagnosis; "Ability: …" / "EVs: …" under each entry's title). A record may leave a field out or hold one twice
in a row, so the keys need not cycle exactly (:func:`memspark.chunking.records.is_template` asks for that). People
talking in blocks answer each other within a block (a name comes back after another's line), ask something or say
sentences; a form's fields do none of these (:func:`filled_in`). An outline's items, numbered and counting up, each
carry their fields right under them ("2. Budget" / "Rapporteur: …"): the keys are the items', no one speaking
(:func:`outlined`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import groupby

from memspark.chunking.labels import Label
from memspark.chunking.records import sentences

MIN_FIELDS = 3  # a form's longest record holds this many field lines or more
MIN_ITEMS = 3  # label lines right under this many numbered items: an outline's fields
# an outline's item: an Arabic or a Roman number and a period or a parenthesis, then its title ("2. …", "IV. …", "3) …")
_ITEM = re.compile(r"\s*(?:(\d{1,3})|([IVXLC]{1,6}))[.)]\s+\S")
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}


def _blocks(labels: Sequence[Label], index: Sequence[int]) -> list[list[str]]:
    blocks: list[list[str]] = []
    for j, label in enumerate(labels):
        if j == 0 or index[j] - index[j - 1] > 1:
            blocks.append([])
        blocks[-1].append(label.name.casefold())
    return blocks


def filled_in(labels: Sequence[Label], index: Sequence[int]) -> bool:
    """Two or more blocks of two or more label lines, one right under the other, each opening with the same key, no
    key coming back within a block but right after itself, the keys in one order across the blocks, three keys or
    more, one block of :data:`MIN_FIELDS` lines or more, no line asking anything and most saying no sentence:
    records of a form, not a conversation."""
    records = [[key for key, _ in groupby(block)] for block in _blocks(labels, index) if len(block) >= 2]
    if len(records) < 2 or len({r[0] for r in records}) > 1 or any(len(set(r)) < len(r) for r in records):
        return False
    if len({n for r in records for n in r}) < 3 or max(len(b) for b in _blocks(labels, index)) < MIN_FIELDS:
        return False
    order: dict[tuple[str, str], bool] = {}
    for r in records:
        for a in r:
            for b in r:
                if a != b and order.setdefault((a, b), r.index(a) < r.index(b)) != (r.index(a) < r.index(b)):
                    return False  # two keys in one order here, the other there: no form
    return not sentences(labels) and not any("?" in label.text or "？" in label.text for label in labels)


def _number(line: str) -> int | None:
    m = _ITEM.match(line)
    if m is None:
        return None
    if m.group(1):
        return int(m.group(1))
    values = [_ROMAN[c] for c in m.group(2)]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def outlined(index: Sequence[int], lines: Sequence[str]) -> bool:
    """:data:`MIN_ITEMS` or more of the label lines, none numbered, right under numbered items (no label lines
    themselves: a numbered transcript's speeches are no items) whose numbers count up (Arabic or Roman), and half the label lines or more under an item or another label line under one:
    an agenda's items with their fields ("1. …" / "Rapporteur: …"), no one speaking."""
    under: list[int] = []
    held = 0
    labelled = set(index)
    for j, i in enumerate(index):
        item = i > 0 and i - 1 not in labelled and _number(lines[i]) is None  # a key under an item, not an item's line
        number = _number(lines[i - 1]) if item else None
        if number is not None:
            under.append(number)
        if number is not None or (j > 0 and index[j - 1] == i - 1 and held):
            held += 1
    return len(under) >= MIN_ITEMS and under == sorted(set(under)) and 2 * held >= len(index)


__all__ = ["MIN_FIELDS", "MIN_ITEMS", "filled_in", "outlined"]
