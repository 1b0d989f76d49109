"""A message header's first line: where a turn opens when its label sits a line or two down its header.

A ticket's history, a forum's post or a mail archive writes each message under a header of a few lines — the
article's number and channel above the sender's ``From:`` (``Artikel #1 – E-Mail an Kunde-Extern`` / ``Von: …``),
the post's number and date above the poster's name and rank (``#1 · 08-05-2023, 13:56`` / ``dror_k`` / ``Registered
user``) — and a label grammar reads the line it knows, not the first. A turn opens at the header's first line
(:func:`at_header`) when every turn of the chunk opens one or two lines below the first line of its blank-line block
(a rank under the poster's name may be read in one post and not in the next) and the lines above it read as a
header's: a few words, no sentence's end, no date alone (a date separator above a day's first message is context,
not a header, and so are a subtitle cue's timing and a thread's depth, ``level 2``), no list item. Where some turns
open their blocks, a display name read on a block's second line is the poster's rank: the turn opens a line up, and
so does a speaker's role alone in parentheses above the speaker's line (``(Ordfører)`` / ``Jens Holm (V):``). An
answer signed below its words (``Mejor respuesta: …`` / ``Lucía · hace 9 años``) opens at its block's first line.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from memspark.chunking.labels import NAME_LINE, Label, parse_label
from memspark.chunking.labelwords import is_name
from memspark.chunking.stamps import SENTENCE_ENDS, is_day, is_stamp

MAX_DEPTH = 2  # a header's lines above the labelled one
HEADER_WORDS = 8  # a header's line holds at most this many words
SIGNED_ABOVE = 6  # an answer signed below its words: at most this many lines of words above the signature
SIGNED_BELOW = 2  # and at most this many lines of the site's counters under it ("Pulgar arriba 7 · Pulgar abajo 0")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
_SPAN = re.compile(r"\d\s*(?:-->|→|–>)\s*\d")  # a subtitle's cue timing ("00:00:01,000 --> 00:00:04,500"): context
_DEPTH = re.compile(r"[^\W\d_]{2,12}\s+\d{1,3}")  # a thread's depth or a counter alone ("level 2"): context, no header
_COUNTERS = re.compile(r"\d|\s[·•|]\s")  # "Pulgar arriba 7 · Pulgar abajo 0", "Helpful · Report"
_ROLE_LINE = re.compile(r"[(（][^\W\d_][^\W\d_ .'-]*(?:[ .'-][^\W\d_]+){0,2}[)）]")  # "(Ordfører)", "(Vice Chair)"
_LIST_ITEM = re.compile(r"^\s*(?:[-*+•]|\d+[.)])\s+")


def _header_line(line: str) -> bool:
    text = line.strip()
    return (bool(text) and len(text.split()) <= HEADER_WORDS and not text.endswith(SENTENCE_ENDS)
            and not is_stamp(text) and not is_day(text) and _LIST_ITEM.match(line) is None
            and _HEADING.match(line) is None and not line[:1].isspace() and _SPAN.search(text) is None
            and _DEPTH.fullmatch(text) is None)


def at_header(turns: dict[int, Label], lines: Sequence[str]) -> dict[int, Label]:
    """``turns`` opened at their headers' first lines when every one of them sits a line or two down its header (module
    docstring); else ``turns`` as they are. The label takes the header's lines (its ``span``): they are not said."""
    if len(turns) < 2:
        return turns
    turns = _signed_below(turns, lines)
    starts: dict[int, int] = {}
    for i in turns:
        top = i
        while top > 0 and top - 1 not in turns and i - top < MAX_DEPTH and _header_line(lines[top - 1]):
            top -= 1
        if top > 0 and lines[top - 1].strip() and _HEADING.match(lines[top - 1]) is None:
            return turns  # the block goes on above its header's lines: the turn opens inside a paragraph
        starts[i] = top
    if any(top == i for i, top in starts.items()):  # a turn opens its block: the others' lines above are context,
        return dict(_role_above(i, label, lines) if _role_above(i, label, lines)[0] != i else  # a role's line above,
                    _poster_above(i, label, starts[i], lines) for i, label in turns.items())  # a rank's poster
    return dict(_poster_above(i, label, starts[i], lines) if i - starts[i] == 1 and label.shape == NAME_LINE else
                (starts[i], dataclasses.replace(label, span=label.span + i - starts[i])) for i, label in turns.items())


def _signed_below(turns: dict[int, Label], lines: Sequence[str]) -> dict[int, Label]:
    """Answers signed below their words on a Q&A site, beside a question whose poster's header opens its block
    (``Pregunta de Anónimo · hace 9 años`` / the question; ``Mejor respuesta: Sí, …`` / ``Lucía · hace 9 años`` /
    ``Pulgar arriba 7 · Pulgar abajo 0``): a poster's name with its time or age read under a block's words, with no
    more than the site's counters under it (a number, or words set apart by a dot), opens its turn at the block's first
    line, where the answer begins; not under a line of the thread's own (``… approved this merge request 1 day ago``)."""
    tops = {i: _block_top(i, lines) for i in turns}
    heads = {label.shape for i, label in turns.items() if tops[i] == i and label.alone and "stamp-after" in label.shape}
    out: dict[int, Label] = {}
    for i, label in turns.items():
        top, below = tops[i], _block_rest(i, lines)
        if (label.shape in heads and top < i and i - top <= SIGNED_ABOVE and not any(top <= j < i for j in turns)
                and not _header_line(lines[top]) and not _timed_label(lines[top]) and len(below) <= SIGNED_BELOW
                and all(_COUNTERS.search(lines[j]) and not lines[j].strip().endswith(SENTENCE_ENDS)
                        and len(lines[j].split()) <= HEADER_WORDS for j in below)):
            out[top] = dataclasses.replace(label, alone=False, text=lines[top].strip(), span=1)
        else:
            out[i] = label
    return dict(sorted(out.items()))


def _timed_label(line: str) -> bool:
    label = parse_label(line)
    return label is not None and bool(label.stamp)


def _block_top(i: int, lines: Sequence[str]) -> int:
    while i > 0 and lines[i - 1].strip() and _HEADING.match(lines[i - 1]) is None:
        i -= 1
    return i


def _block_rest(i: int, lines: Sequence[str]) -> list[int]:
    out = []
    while i + 1 < len(lines) and lines[i + 1].strip() and _HEADING.match(lines[i + 1]) is None:
        i += 1
        out.append(i)
    return out


def _role_above(i: int, label: Label, lines: Sequence[str]) -> tuple[int, Label]:
    """A speaker's role alone in parentheses on its block's first line, right above the speaker's own line with the
    words under it (a record's ``(Ordfører)`` / ``Jens Holm (V):``): the turn opens at the role's line. A stage
    direction above a line that holds its words (``(Laughter)`` / ``ANNA: …``) opens nothing."""
    if not label.alone or i < 1 or not _ROLE_LINE.fullmatch(lines[i - 1].strip()) or (i > 1 and lines[i - 2].strip()
                                                                                       and _HEADING.match(lines[i - 2]) is None):
        return i, label
    return i - 1, dataclasses.replace(label, span=label.span + 1)


def _poster_above(i: int, label: Label, top: int, lines: Sequence[str]) -> tuple[int, Label]:
    """A display name's line right under its block's first line is the poster's rank or badge, read as a name
    (``Mama Tumaini`` / ``Member`` / ``Mei 8, 2023 #2``): the turn opens at the poster's name above it."""
    if label.shape != NAME_LINE or i - top != 1:
        return i, label
    name = lines[top].strip()
    return top, dataclasses.replace(label, name=name if is_name(name) else label.name, span=label.span + 1)


__all__ = ["MAX_DEPTH", "at_header"]
