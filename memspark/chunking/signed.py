"""Comments signed at their end: a thread whose messages carry the author and the time after the text.

A comment thread copied from a Q&A site or a forum signs each comment after its words
(``Did you try dropna=False? – jezrael May 8 at 13:56``), so the label that opens every other layout's turn
comes last. A line that ends in a dash, a name and a stamp closes a comment; the comment (the turn) opens on the
first line after the comment before it, a blank line or a heading; so does a signature on a line of its own under
the words (``posted by maplewood at 1:56 PM on May 8, 2023``). :func:`signed_turns` gives those opening
lines as labels of shape :data:`SIGNED`, and the conversation evidence of :mod:`memspark.chunking.turns` decides
whether they are turns (the names must recur).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking.labels import NAME_PATTERN, Label, parse_label
from memspark.chunking.stamps import RELATIVE, STAMP

SIGNED = ("signed",)  # the shape of a comment's first line, its author named at its end
_SIGNATURE = re.compile(rf"\s[–—-]\s*(?!{STAMP}|{RELATIVE})(?P<who>{NAME_PATTERN})\s*,?\s+(?:{STAMP}|{RELATIVE})\s*$")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
# a signature on a line of its own under a comment's words ("posted by maplewood to Pets & Animals at 1:56 PM on May 8,
# 2023 [4 favorites]"): the site's verb, by, the poster, then (on the line) the time
_POSTED_BY = re.compile(r"\s*(?:[–—-]\s*)?(?i:posted|written|answered|submitted|replied|geplaatst|gepostet|geschrieben|publié"
                        r"|posté|escrito|publicado|inviato|scritto)\s+(?i:by|door|von|par|por|da|di)\s+"
                        r"(?P<who>[^\W_][\w.'-]*)(?=[\s,]|$)")
_WHEN = re.compile(rf"{STAMP}|{RELATIVE}")
_DIGIT = re.compile(r"\d")
_AGES = ("ago", "yesterday", "today", "now")  # how a signature's age ends, if not in a digit


def signed_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The first line of each signed comment in ``lines`` (index → label: the signer, the line's words)."""
    out: dict[int, Label] = {}
    start: int | None = None
    for i, line in enumerate(lines):
        if not line.strip() or _HEADING.match(line):
            start = None
            continue
        if start is None:
            start = i
        end = line.rstrip()
        signed = _DIGIT.search(end, max(0, len(end) - 12)) is not None or end.endswith(_AGES)  # a quick test first
        m = _SIGNATURE.search(line) if signed else None
        label = parse_label(line) if m is not None else None
        if m is not None and not (label is not None and label.alone):  # "Ferrox — Today at 10:02": a header
            text = lines[start] if start < i else line[:m.start()]
            out[start] = Label(m["who"], SIGNED, text=text.strip())
            start = None
        elif start < i and signed and (by := _POSTED_BY.match(line)) is not None and _WHEN.search(line, by.end()):
            out[start] = Label(by["who"], SIGNED, text=lines[start].strip())  # "posted by maplewood at 1:56 PM on May 8"
            start = None
    return out


__all__ = ["SIGNED", "signed_turns"]
