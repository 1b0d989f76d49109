"""Keys beside a conversation's own labels: a message header's sender key, a timeless line in a timed log, a profile
line naming a speaker, a document's footer keys under its list.

Four layouts read key lines as turns of people who never spoke:

- **a sender key** — a school or mail system's messages open with one key whose value is the sender and the time
  (``Od: Kowalska Anna (Nauczyciel) · 08.05.2023 13:56``); the other keys once each around them (the subject above,
  an attachment or a read receipt under a message: ``Temat: …``, ``Załącznik: plik.pdf``) are fields, no one's turn
  (:func:`sender_key`);
- **a timeless line in a timed log** — where every line of the conversation carries its time (``13:57 ricebowl:
  …``, ``nick (10:13:02 AM): …``), a line of a speaker's name without one is the client's (a bot's notice, a buzz),
  not a message (:func:`untimed`);
- **a profile line** — a one-off key above a chat whose value opens with a speaker's name (``Driver: Sakib · Honda
  …`` over ``Sakib: …`` / ``You: …``): context (:func:`without_profile`);
- **footer keys** — two one-off keys under a numbered list (an answer key's or a word test's ``Points: …`` /
  ``Teacher: …``): the document's, not two people talking (:func:`list_footer`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from memspark.chunking.labels import Label
from memspark.chunking.labelwords import is_name
from memspark.chunking.stamps import has_time

_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+\S")
_TAG = re.compile(r"\s*\([^()\n]*\)")  # "Kowalska Anna (Nauczyciel)": the sender's role
_SENDER_CUT = re.compile(r"\s+[·|•–—-]\s+")  # "name · time", not "Mãe, que horas?" (a vocative)
MIN_SENDERS = 2  # a sender key names at least this many people (a key repeating one value is a record's)
MIN_LIST = 3  # items of the list above two footer keys


def _stamped(shape: tuple[str, ...]) -> bool:
    return any(part.startswith("stamp") for part in shape)


def untimed(shapes: set[tuple[str, ...]], label: Label) -> bool:
    """``label`` carries no time where every shape the conversation passed on does (module docstring)."""
    return bool(shapes) and all(_stamped(shape) for shape in shapes) and not _stamped(label.shape) and not label.header


def sender_key(turns: dict[int, Label]) -> dict[int, Label]:
    """``turns`` without the one-off keys beside a sender key (module docstring): a key on two or more turns, every
    value of it a sender and a time, two or more senders."""
    said = Counter(label.name.casefold() for label in turns.values())
    for key in (name for name, n in said.items() if n >= MIN_SENDERS):
        heads = [_SENDER_CUT.split(_TAG.sub("", label.text).strip(), maxsplit=1) for label in turns.values()
                 if label.name.casefold() == key]
        if not all(len(head) == 2 and has_time(head[1]) and is_name(head[0]) for head in heads):
            continue  # "Dmitri - the raid starts at 21:00, not 20:00": words, no sender
        if len({head[0].casefold() for head in heads}) >= MIN_SENDERS:
            return {i: label for i, label in turns.items() if said[label.name.casefold()] > 1}
    return turns


def without_profile(rows: list[tuple[int, Label, int]]) -> list[tuple[int, Label, int]]:
    """``rows`` (a chunk's label lines) without the first when its key comes once and its value opens with the name of
    a later label, a separator after it ("রাইডার: সাকিব · Honda CB Hornet" above "সাকিব: …"): a profile line naming
    the person, not their words."""
    if len(rows) < MIN_SENDERS + 1:
        return rows
    label = rows[0][1]
    names = {other.name.casefold() for _, other, _ in rows[1:]}
    head = _SENDER_CUT.split(label.text.strip(), maxsplit=1)
    if label.name.casefold() in names or len(head) < 2 or head[0].strip().casefold() not in names:
        return rows
    return rows[1:]


def list_footer(turns: dict[int, Label], lines: Sequence[str]) -> dict[int, Label]:
    """No turns where the only two are one-off keys under a list of :data:`MIN_LIST` items or more that opens the
    note's body (module docstring)."""
    if len(turns) != 2 or len({label.name.casefold() for label in turns.values()}) != 2:
        return turns
    first = min(turns)
    items = sum(bool(_LIST_ITEM.match(line)) for line in lines[:first])
    said = [line for line in lines[:first] if line.strip() and not line.lstrip().startswith("#")]
    return {} if items >= MIN_LIST and items == len(said) else turns


__all__ = ["MIN_LIST", "MIN_SENDERS", "list_footer", "without_profile", "sender_key", "untimed"]
