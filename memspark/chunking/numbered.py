"""Numbered comments: a thread copied as header lines of the site's word and the comment's number, no blank lines.

A forum or a news site copies each comment under a line of its word for a comment and the comment's number — a reply's
number after its parent's (``Comment 1``, ``Comment 1-1``, ``Comment 2``; ``Kommentar #3``; ``ความคิดเห็นที่ 2``) —
its words, then the poster and the date, the next header right below. :func:`numbered_comments` reads each header as
a turn of the poster named on the line above the comment's date (the header's words where none is), only where no
label grammar and no other reader found a conversation, and only with a thread's evidence: three headers or more of
one word (a counter under a comment, ``Likes 12``, is none of them), their numbers running forward, every comment
dated on a line of its own and saying something, not every time on the quarter hour. A document's numbered steps,
weeks or chapters carry no date in each, a plan's weeks their slots.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from memspark.chunking.labels import Label
from memspark.chunking.stamps import MARKS, dated_meta, has_time, minutes
from memspark.chunking.stanzas import MIN_STANZAS, is_time_line, said

NUMBERED = ("numbered", "line")  # the shape of a numbered comment's header (its words below it)
NAME_WORDS = 5  # a poster's line above the comment's date holds at most this many words
_LETTERS = rf"(?:[^\W\d_]|[{MARKS}])(?:[^\W\d]|[{MARKS}])*"  # a word, Thai's and Devanagari's vowel marks in it
_HEAD = re.compile(rf"\s*(?P<kind>{_LETTERS}(?:\s{_LETTERS}){{0,3}}?)\s*#?(?P<n>\d{{1,4}})(?:[-.](?P<sub>\d{{1,3}}))?\s*")
DATE_WORDS = 3  # words besides the figures on a comment's date line ("8 May 2023 at 13:56", "8 พฤษภาคม 2566 เวลา 13:56 น.")
DATE_CHARS = 40
QUARTER = 15  # a plan's times fall on the quarter hour; comments are posted at any minute
_HEADING = re.compile(r"\s{0,3}#{1,6}\s")


def _dated(line: str) -> bool:
    """``line`` is a comment's date line: a clock time among a few short words and figures."""
    text = line.strip().rstrip(".")
    words = [w for w in text.split() if not any(c.isdigit() for c in w)]
    return has_time(text) and (is_time_line(text) or dated_meta(text)
                               or len(text) <= DATE_CHARS and len(words) <= DATE_WORDS)


def numbered_comments(lines: Sequence[str]) -> dict[int, Label]:
    """The turns a chunk's numbered comments open (index → label), or none when they are no thread (module docstring)."""
    heads = [(i, m) for i, line in enumerate(lines) if (m := _HEAD.fullmatch(line)) is not None]
    kinds = Counter(m["kind"].casefold() for _, m in heads).most_common(2)
    if not kinds or kinds[0][1] < MIN_STANZAS or len(kinds) > 1 and kinds[1][1] == kinds[0][1]:
        return {}
    heads = [(i, m) for i, m in heads if m["kind"].casefold() == kinds[0][0]]  # "Likes 12" under a comment: a counter
    numbers = [(int(m["n"]), int(m["sub"] or 0)) for _, m in heads]
    if numbers != sorted(set(numbers)):
        return {}
    out: dict[int, Label] = {}
    clock: list[int | None] = []
    ends = [*(i for i, _ in heads[1:]), len(lines)]
    for (i, m), end in zip(heads, ends, strict=True):
        body = []
        for j in range(i + 1, end):
            if not lines[j].strip() or _HEADING.match(lines[j]):
                break
            body.append(j)
        dated = [j for j in body if _dated(lines[j])]
        words = " ".join(lines[j] for j in body if j not in dated)
        if not dated or not said(words):
            return {}
        above = dated[0] - 1
        name = lines[above].strip() if above > i and len(lines[above].split()) <= NAME_WORDS else m.group(0).strip()
        out[i] = Label(name, NUMBERED, True, span=1)
        clock.append(minutes(lines[dated[0]]))
    if all(m is None or m % QUARTER == 0 for m in clock):
        return {}  # "Week 2" / "Tue 18:00 intervals": a plan's slots, on the quarter hour
    return out


__all__ = ["NUMBERED", "numbered_comments"]
