"""The post a thread answers: the block above the first reply, written under a header of its own.

A comment thread copied with the post it answers holds the post first, often under a header unlike the replies'
headers: a work network's post under its author's name and a line of its date and group (``Renata Silva`` /
``May 8 at 1:56 PM · Office Move``) above comments under name lines alone, a channel's post under the channel's
header with its date (``Channel post · 8 May 2023``) and its views below, a help desk's new ticket (``Emma Lind
opened a ticket`` / ``8 May 2023, 13:56``) above the agents' ``… replied`` headers. When a label grammar read the
replies under header lines of their own, :func:`lead_post` reads that block as a turn too, opening at its header:
the chunk's first block (headings aside), above the first reply with at most single lines between (an assignment
notice), its first line a header — a poster's name, badges after it, no sentence — dated on that line or on the
line under it, and words under it that read as said. A block above a line-labelled chat (``Ana: …``) is never read:
there a header of its own is no message's.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from memspark.chunking.chrome import is_interface
from memspark.chunking.labels import Label
from memspark.chunking.stamps import STAMP, dated_meta
from memspark.chunking.stanzas import blocks_of, is_time_line, poster, said

LEAD = ("lead", "line")  # the shape of the lead post's header (a header: its words below it)
MIN_REPLIES = 2  # replies under their own headers the lead post stands above
_OPENERS = re.compile(r"\s*(?:[-*+>|•]\s|\d+[.)]\s|```|~~~|\[)")  # a list item, a quote, a table, a fence, a link
_KEYED = re.compile(r"[^\W\d_][\w .-]{0,24}[:：]\s")  # "Participants: Ana, Ben": an export's field, no post's words
_DATED = re.compile(rf"\s[·•|,–—-]\s*(?:{STAMP})")  # "Channel post · 8 May 2023": a date after the header's name


def _dated(head: str, below: str) -> bool:
    """The header is dated on its own line, after its name, or on the line under it."""
    return _DATED.search(head) is not None or is_time_line(below) or dated_meta(below)


def lead_post(turns: Mapping[int, Label], lines: Sequence[str]) -> dict[int, Label]:
    """``turns`` with the lead post above them (module docstring) when every turn opens under a header line of its
    own; otherwise ``turns`` as they are."""
    if len(turns) < MIN_REPLIES or not all(label.alone for label in turns.values()):
        return dict(turns)
    first = min(turns)
    above = [block for block in blocks_of(lines) if block[-1] < first]
    if not above or any(len(block) > 1 for block in above[1:]) or len(above[0]) < 2 or above[0][0] in turns:
        return dict(turns)
    block = above[0]
    head = lines[block[0]].strip()
    name = poster(head)
    if name is None or _OPENERS.match(head) or head.endswith((":", "：")) or not _dated(head, lines[block[1]]):
        return dict(turns)
    words = [lines[j] for j in block[1:] if not is_time_line(lines[j]) and not dated_meta(lines[j])
             and not is_interface(lines[j])]
    if not words or _KEYED.match(words[0].strip()) or not said(" ".join(words)):
        return dict(turns)
    return dict(sorted({block[0]: Label(name, LEAD, True, span=1), **turns}.items()))


__all__ = ["LEAD", "lead_post"]
