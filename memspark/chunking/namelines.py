"""Names alone on their lines: when a chunk's name lines are the senders of its messages, not its section titles.

A chat export, a forum thread, a ticket's history or a run of letters puts each sender on a line of its own
(``Grace Adeyemi``, ``hjvoss`` above ``May 8``, ``Margaret Ellison`` above her letter) and the words below it. A
plain note writes its section titles (``Ingredients``, ``Monday``), list headers and keys the same way. Two
signals tell them apart (:func:`senders`):

- **an export's headers sit tight** (:func:`_tight`): under a date line of their own (iMessage) or right under the
  message before (a Messenger copy), while section titles stand apart, after a blank line — with a date line under
  each header, or each message ending in its time line (a wall's comments), distinct senders are messages even
  before anyone answers (a chunk cut from a ticket's thread);
- **or the names recur as people's do** (:func:`_recurring`): two or more names, one coming back after another's
  (someone answered), nearly every name line followed by words — a sentence, not a list, a key line, a table
  or another title — and written as a person's or a user's name (two words or more, a user name, or a date line
  under it, or a message ending in its age line: ``Rita`` / words / ``4m ago``), not as a one-word section title; a
  handle line under a display name (``@deealvarez.bsky.social``) is the header's, the words below it. A title that comes back under each heading is a template, which
  :mod:`memspark.chunking.records` rejects.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from memspark.chunking import records, roles
from memspark.chunking.chrome import is_badge, is_interface
from memspark.chunking.labels import NAME_LINE, Label, header_field, parse_label
from memspark.chunking.stamps import dated_meta, has_time, is_day, is_stamp, minutes, status_stamp

_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
_TABLE = re.compile(r"^\s*\|")
_HANDLE_LINE = re.compile(r"@[\w.-]+(?:@[\w-]+(?:\.[\w-]+)+)?")
_APART = re.compile(r"\s+[·•|]\s+")
_TO_THE_SECOND = re.compile(r"\d[:.]\d{2}[:.]\d{2}")  # "1:56:07 PM": an export's log time, never a planned one
PAIR = 2  # a status line ends this many messages or more
SAID_SHARE = 0.8  # this share of the name lines followed by words
SENTENCE_WORDS = 3  # words a line needs to read as said (or end in ! ?)


def senders(rows: Sequence[tuple[int, Label, int]], lines: Sequence[str], k: int) -> bool:
    """The name lines ``rows`` (``k`` distinct names) are the headers of messages: tight, or recurring with words."""
    return _tight(rows, lines, k) or _recurring(rows, lines)


def _tight(rows: Sequence[tuple[int, Label, int]], lines: Sequence[str], k: int) -> bool:
    """The names recur and most headers sit tight: under a date line of their own or right under the message
    before — a plain-text note's section titles ("Ingredients", "Monday") stand apart, after a blank line."""
    placed = [(i, label) for i, label, _ in rows if i > 0 or label.span == 2]  # a chunk's first line: cut above
    tight = sum(label.span >= 2 or bool(lines[i - 1].strip()) and not _HEADING.match(lines[i - 1])
                for i, label in placed)
    return (len(rows) >= 2 * k - 1 or records.returns([label.name for _, label, _ in rows]) or dated_below(rows, lines)
            or timed_after(rows, lines) or dated_above(rows, lines)) and 2 * tight > len(placed)


def dated_above(rows: Sequence[tuple[int, Label, int]], lines: Sequence[str]) -> bool:
    """Two or more headers, each a date line of its own above the name (``May 08, 2023  1:56:07 PM`` / ``Me``, the turn
    opening at the date line: :func:`memspark.chunking.headers.dated_above`), every date line set apart (after a blank
    line, a heading or the chunk's start: not a time line closing the message above) and a sentence right under the
    name: an export's messages, though nobody has answered yet (a chunk of two messages). The date lines must read as
    a messenger's too: timed to the second, or one with the app's status after its time (``(Read by you after 23
    seconds)``, ``✓✓``) and not every one on a quarter hour — a programme's ``10:00 (Hall A)`` above ``Opening
    Keynote`` and its blurb is a plan, a diary's ``May 8 2023 07:42`` above ``Morning Run`` a note's title."""
    if len(rows) < 2 or not all(label.span in (2, 3) and not lines[i].strip().startswith(label.name)
                                and (i == 0 or not lines[i - 1].strip() or _HEADING.match(lines[i - 1]) is not None)
                                and _said_below(lines, i + label.span) for i, label, _ in rows):
        return False
    stamps = [lines[i] for i, _, _ in rows]
    sent = [m for m in map(minutes, stamps) if m is not None]  # minutes of the lines timed to the minute
    return all(_TO_THE_SECOND.search(line) for line in stamps) or (
        any(status_stamp(line) for line in stamps) and not all(m % 15 == 0 for m in sent))


def dated_below(rows: Sequence[tuple[int, Label, int]], lines: Sequence[str]) -> bool:
    """Each header has its date line right under its name (``Hanna Berg`` / ``12 Jan 2024, 08:15``): messages, though
    nobody has answered yet (a chunk cut from a ticket's thread) — not an export's time line above a name, which may
    be the end of the message before."""
    return all(label.span > 1 and _named_at(lines, i, label) for i, label, _ in rows)


def _named_at(lines: Sequence[str], i: int, label: Label) -> bool:
    """The header opening at ``i`` names its sender on its first line, or on its second under a line the header took
    above the name (a post's subject; not a badge or an edit mark, which may end the message before) with the date
    line under it."""
    return lines[i].strip().startswith(label.name) or (label.span >= 3 and not is_badge(lines[i])
                                                        and lines[i + 1].strip().startswith(label.name))


def timed_after(rows: Sequence[tuple[int, Label, int]], lines: Sequence[str]) -> bool:
    """Each message under a name line ends in its time line, the site's buttons and counters after it aside (``Марина
    Соколова`` / words / ``8 мая в 14:02 Ответить`` / ``Нравится 37``), or has its date line under the name: messages,
    though nobody has answered yet (a chunk cut from a wall's comments)."""
    starts = [i for i, _, _ in rows]
    for n, (i, label, _) in enumerate(rows):
        if label.span > 1 and _named_at(lines, i, label):
            continue  # dated below the name (dated_below)
        end = i + label.span
        while end < len(lines) and end not in starts[n + 1:n + 2] and lines[end].strip() and not _HEADING.match(lines[end]):
            if (below := parse_label(lines[end])) is not None and below.shape == NAME_LINE:
                break  # the next sender's name, its message cut off (the chunk's last line)
            end += 1
        while end > i + label.span and is_interface(lines[end - 1]) and not _dated_line(lines[end - 1]):
            end -= 1  # "Нравится 37", "❤️ 5": the site's, after the time (not "Like · Reply · 2h": the time)
        if end - (i + label.span) < 2 or not _dated_line(lines[end - 1]):
            return False
    return bool(rows)


def time_below(words: Sequence[str]) -> bool:
    """A message's lines (its header's aside) end in its own time line under the words (``Caroline`` / words /
    ``May 08, 2023 1:56:00 pm``, ``Марина`` / words / ``8 мая в 14:02 Ответить``): a chat export's stamp, not said —
    not a mail header's ``Date:`` field under its ``To:``."""
    return (len(words) >= 2 and any(w.strip() for w in words[:-1]) and _dated_line(words[-1])
            and not any(header_field(w) for w in words))


def _dated_line(line: str) -> bool:
    """A line that is a message's time or age, maybe with an edit mark after it ("8 мая в 15:30 Ответить · ред.")."""
    parts = _APART.split(line.strip())
    while len(parts) > 1 and is_badge(parts[-1]):
        parts.pop()
    text = " · ".join(parts)
    return is_day(text) or is_stamp(text) or dated_meta(text)


def _recurring(rows: Sequence[tuple[int, Label, int]], lines: Sequence[str]) -> bool:
    """Two or more names, one coming back after another's, and nearly every name line followed by a sentence."""
    names = [label.name.casefold() for _, label, _ in rows]
    if len(set(names)) < 2 or not records.returns(names):
        return False
    people = sum(label.span > 1 or _personal(label.name) or _timed_below(lines, i + 1) for i, label, _ in rows)
    said = sum(_said_below(lines, i + label.span + _handle_below(lines, i + label.span)) for i, label, _ in rows)
    return min(people, said) >= SAID_SHARE * len(rows)


def _personal(name: str) -> bool:
    """A name as a sender's header writes it: two words or more ("Margaret Ellison", "Ms Lal") or a user name
    (lower case, a digit, ``_``, ``.`` or ``@``: "hjvoss", "pvd_nl") — a section title is one capitalised word
    ("Summary", "Risks"); the keeper's own side (``Me``) is a sender's too. A header with its date line under it needs neither (:mod:`memspark.chunking.headers`)."""
    return (len(name.split()) >= 2 or name[:1].islower() or any(c.isdigit() or c in "_.@" for c in name)
            or roles.side(name) is not None)  # "Me", "Tu", "Ich": the keeper's own side, as an export writes it


def _handle_below(lines: Sequence[str], j: int) -> int:
    """1 when line ``j`` is only a user's handle under a display name ("@deealvarez.bsky.social", "@rhi@mastodon.social"):
    the header's second line, the words below it."""
    return int(j < len(lines) and _HANDLE_LINE.fullmatch(lines[j].strip()) is not None)


def _timed_below(lines: Sequence[str], j: int) -> bool:
    """The words from ``j`` to the next blank line end in a line that is only the message's time or age ("8m ago",
    "May 8, 13:56"): a chat copy that dates each message under it (an inbox's "Hannah" / words / "8m ago")."""
    end = j
    while end < len(lines) and lines[end].strip() and not _HEADING.match(lines[end]):
        end += 1
    last = lines[end - 1].strip() if end - j >= 2 else ""
    return bool(last) and (is_day(last) or is_stamp(last) or dated_meta(last))


def _said_below(lines: Sequence[str], j: int) -> bool:
    """The first line of words at ``j`` (after one blank line at most) reads as said: no heading, list item, table,
    key or header line, and a few words or a question or an exclamation."""
    if j < len(lines) and not lines[j].strip():
        j += 1
    if j >= len(lines) or not lines[j].strip():
        return False
    line = lines[j].strip()
    if _HEADING.match(line) or _LIST_ITEM.match(line) or _TABLE.match(line):
        return False
    label = parse_label(lines[j])
    if label is not None and (label.header or not label.text or len(label.text.split()) < SENTENCE_WORDS):
        return False  # "Owner: dev agent", a header line: a record's key, not what someone said
    return len(line.split()) >= SENTENCE_WORDS or line.endswith(("!", "?", "！", "？", "؟"))


def statuses(lines: Sequence[str]) -> frozenset[int]:
    """The name-like lines of a chunk that are the app's status between messages, not a sender: a line that stands
    right above the name line of a sender with words under it ("Visualizzato" / "Luca, 31" / words, "Nabasa" / "Kusina
    Depot PH" / words, "Reservado" above a seller's first message) at least as often as it has words under it (a shop's notice after the last receipt) — a read receipt, a listing's state, in any language, told by
    where it stands, not by its word; so is one that ends two messages or more and never has words under it
    ("Delivered" under the words, a blank line after), and one under a message's words, above a sender's own timed
    header (``נקרא`` / ``אתה · 14:02``), that never has words under it. A line right under a sender's name is that
    sender's message ("Ok")."""
    heads = {i: label.name.casefold() for i, line in enumerate(lines)
             if (label := parse_label(line)) is not None and label.shape == NAME_LINE}
    said = Counter(name for i, name in heads.items() if _said_below(lines, i + 1))
    above = Counter(name for i, name in heads.items()  # not a one-word message under its sender ("You sent" / "Ok")
                    if heads.get(i + 1, name) != name and said[heads[i + 1]] and i - 1 not in heads)
    closing = Counter(name for i, name in heads.items()  # the last line of a message's words, before a blank line
                      if i - 1 not in heads and i > 0 and lines[i - 1].strip() and (i + 1 == len(lines) or not lines[i + 1].strip()))
    timed = {i: label.name.casefold() for i, line in enumerate(lines)  # "אתה · 14:02": a sender's own timed header
             if (label := parse_label(line)) is not None and label.alone and "stamp-after" in label.shape
             and has_time(label.stamp)}  # a clock time: a chat's header, not a site's "Posted · 8 May"
    own = {name for i, name in timed.items() if i - 1 not in heads}
    lone = Counter(name for i, name in heads.items()  # "…" / "נקרא" / "אתה · 14:02": read under the message before
                   if timed.get(i + 1) in own and i > 0 and lines[i - 1].strip() and i - 1 not in heads and i - 1 not in timed)
    return frozenset(i for i, name in heads.items() if above[name] >= max(1, said[name])
                     or closing[name] >= PAIR and not said[name] or lone[name] and not said[name])


def without_titles(turns: dict[int, Label], lines: Sequence[str]) -> dict[int, Label]:
    """``turns`` without the name lines that lack the date line every other sender's header has under it: where three
    or more headers are dated below (:func:`dated_below`), an undated one is a title inside a message ("Inline
    Comments" above a code review's inline notes)."""
    named = [(i, label) for i, label in turns.items() if label.shape == NAME_LINE]
    dated = {i for i, label in named if dated_below([(i, label, 0)], lines)}
    if len(dated) < 3 or len(dated) == len(named):
        return turns
    return {i: label for i, label in turns.items() if label.shape != NAME_LINE or i in dated}


__all__ = ["dated_above", "dated_below", "senders", "statuses", "time_below", "timed_after", "without_titles"]
