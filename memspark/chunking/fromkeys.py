"""Messages under a sender key: a help desk's, a school board's or a forum's posts whose header is one key line naming
the writer (``Autor: Ana Ruiz``, ``Von: jens_k » 3.4.2024 09:12``, ``Nom : Léa (support)``), the words under it.

No label grammar reads these: the label is the key, the same on every post, and the speaker is its value. A sender
key recurs on :data:`MIN_POSTS` lines or more, each value opening with a name (what follows it — a role in
parentheses, a date after a separator — the site's), words said under each (maybe below a field or two of the same
header: ``Datum: …``), two to :data:`MAX_SENDERS` writers, one coming back after another's post (someone answered).
The turn opens at the header's first line: a field key that stands right above every sender line (``Fecha: …`` over
``Autor: …``) is the header's too. A contact list's or a rota's keys hold names but no words said under them, and
nobody comes back in turn.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking import records
from memspark.chunking.labels import Label
from memspark.chunking.labelwords import is_name
from memspark.chunking.stanzas import said

SENDER = ("key", "sender")  # the shape of a sender key's line (its words below it)
MIN_POSTS = 3
MAX_SENDERS = 6
HEADER_LINES = 2  # a header's other fields under the sender line: at most this many
_KEY = re.compile(r"\s*(?:\d{1,3}[.)]\s+)?(?P<key>[^\W\d_][^\W\d_ .'-]*(?: [^\W\d_]+){0,2})\s?[:：]\s*(?P<value>\S.*)$")
_ANY_KEY = re.compile(r"[^:：\n]{1,40}[:：]\s*(?P<value>\S.*)$")  # any key, its value a name or not
_NUMBERS = re.compile(r"[\d+()/.,:-]*\d[\d+()/.,:-]*")
_CUT = re.compile(r"\s*(?:[(（»«·|,，]|\s[-–—]\s|\s{2}).*$")  # a role, a date or a site's mark after the name


def _field(line: str) -> tuple[str, str] | None:
    m = _KEY.match(line)
    return (m["key"].casefold(), m["value"]) if m is not None and len(line) <= 120 else None


def sender_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The turns a chunk's sender-keyed posts open (index → label: the writer, at the header's first line), or none
    when no key reads as a thread's sender (module docstring)."""
    fields = {i: f for i, line in enumerate(lines) if (f := _field(line)) is not None}
    by_key: dict[str, list[tuple[int, str]]] = {}
    for i, (key, value) in fields.items():
        name = _CUT.sub("", value).strip()
        if is_name(name.removesuffix(".")) and len(name.split()) <= 4:  # "Jens K.": an initial last
            by_key.setdefault(key, []).append((i, name))
    keys = list(by_key)
    for chosen in [[a, b] for a in keys for b in keys if a < b] + [[key] for key in keys]:
        rows = sorted(row for key in chosen for row in by_key[key])
        if len(chosen) == 2 and any(fields[i][0] == fields[j][0] for (i, _), (j, _) in zip(rows, rows[1:], strict=False)):
            continue  # a question's key and its answer's, in turn ("Question from: …" / "Answer from: …")
        posts = [(i, name) for i, name in rows if _words_below(lines, fields, i)]
        senders = [name.casefold() for _, name in posts]
        if len(posts) < MIN_POSTS or len(posts) < len(rows) - 1 or not 2 <= len(set(senders)) <= MAX_SENDERS \
                or not records.returns(senders):
            continue
        above = {fields[i - 1][0] if i - 1 in fields else None for i, _ in posts}
        lift = 1 if len(above) == 1 and None not in above and not above & set(chosen) else 0
        return {i - lift: Label(name, SENDER, True, span=1 + lift) for i, name in posts}
    return {}


def _words_below(lines: Sequence[str], fields: dict[int, tuple[str, str]], i: int) -> bool:
    """Words said right under the sender line ``i``, maybe below a field or two of the same header."""
    j = i + 1
    while j < len(lines) and j in fields and j - i <= HEADER_LINES:
        j += 1
    if j >= len(lines) or j in fields or (m := _ANY_KEY.match(lines[j])) and is_name(_CUT.sub("", m["value"]).strip()):
        return False  # another key naming someone ("Bins + recycling: Marta"): a record's field, no words
    return said(_NUMBERS.sub(" ", lines[j]))  # a phone number says nothing


__all__ = ["MAX_SENDERS", "MIN_POSTS", "SENDER", "sender_turns"]
