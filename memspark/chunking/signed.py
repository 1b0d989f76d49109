"""Comments signed at their end: a thread whose messages carry the author and the time after the text.

A comment thread copied from a Q&A site or a forum signs each comment after its words
(``Did you try dropna=False? – jezrael May 8 at 13:56``), so the label that opens every other layout's turn
comes last. A line that ends in a dash, a name and a stamp closes a comment; the comment (the turn) opens on the
first line after the comment before it, a blank line or a heading; so does a signature on a line of its own under
the words (``posted by maplewood at 1:56 PM on May 8, 2023``), or a signature line of the date and the nick
(``08.05.2023 14:20 ~ 14:22 meal prep guru``), or of the nick in parentheses and the date (``(Dana, Haifa)  08.05.23``)
under the comment's title or words — the comment opening at its block's first line (the chunk's first block may hold
the topic's title above the first entry). :func:`signed_turns` gives those opening
lines as labels of shape :data:`SIGNED`, and the conversation evidence of :mod:`memspark.chunking.turns` decides
whether they are turns (the names must recur).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking.labels import NAME_PATTERN, Label, parse_label
from memspark.chunking.stamps import RELATIVE, STAMP, is_stamp

SIGNED = ("signed",)  # the shape of a comment's first line, its author named at its end
SIGN_LINE = ("signed", "below")  # the shape of a comment's first line, its author on a signature line of its own
MIN_SIGNED = 3  # signed comments a thread of signature lines needs
_SIGNATURE = re.compile(rf"\s[–—-]\s*(?!{STAMP}|{RELATIVE})(?P<who>{NAME_PATTERN})\s*,?\s+(?:{STAMP}|{RELATIVE})\s*$")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
# a signature on a line of its own under a comment's words ("posted by maplewood to Pets & Animals at 1:56 PM on May 8,
# 2023 [4 favorites]"): the site's verb, by, the poster, then (on the line) the time
_POSTED_BY = re.compile(r"\s*(?:[–—-]\s*)?(?i:posted|written|answered|submitted|replied|geplaatst|gepostet|geschrieben|publié"
                        r"|posté|escrito|publicado|inviato|scritto)\s+(?i:by|door|von|par|por|da|di)\s+"
                        r"(?P<who>[^\W_][\w.'-]*)(?=[\s,]|$)")
_WHEN = re.compile(rf"{STAMP}|{RELATIVE}")
_NICK = r"[^\W\d_][\w.'’-]*(?:\s[^\W\d_][\w.'’-]*){0,3}"  # a nick of one to four words, in any script
# a signature on a line of its own: the date, maybe an edit's time, then the nick; or the nick and a place in
# parentheses, then the date
_SIGN_LINE = re.compile(rf"\s*(?:(?P<when>{STAMP})(?:\s*~\s*(?:{STAMP}))?\s+(?P<who>{_NICK})"
                        rf"|[(（](?P<named>{_NICK})(?:[,،]\s*[^()（）\n]{{1,30}})?[)）]\s*(?:{STAMP}))\s*")
TITLE_WORDS = 6  # a topic's title above the first entry: a few words, no sentence
_DIGIT = re.compile(r"\d")
_NUMBERED = re.compile(r"\s*(\d{1,3})[.)]\s")  # a talkback's number before its title ("3. Why not open part of it?")
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
    return out or _sign_lines(lines)


def _sign_lines(lines: Sequence[str]) -> dict[int, Label]:
    """The first line of each blank-line block holding a signature line (module docstring) below its first line."""
    out: dict[int, Label] = {}
    block: list[int] = []
    for i in [*range(len(lines)), len(lines)]:
        if i < len(lines) and lines[i].strip() and not _HEADING.match(lines[i]):
            block.append(i)
            continue
        signs = [(j, m) for j in block[1:] if _DIGIT.search(lines[j]) and not is_stamp(lines[j])  # "…, 9:12 AM": a date
                 and (m := _SIGN_LINE.fullmatch(lines[j]))]
        if (len(signs) == 1 and signs[0][0] in (block[1], block[-1]) and parse_label(lines[block[0]]) is None
                and (at := _opening(lines, block, signs[0][0], not out)) is not None):  # "16:07 channel quiet": a log's
            m = signs[0][1]
            out[at] = Label(m["who"] or m["named"], SIGN_LINE, text=lines[at].strip())
        block = []
    return out if len(out) >= MIN_SIGNED else {}


def _opening(lines: Sequence[str], block: list[int], sign: int, first: bool) -> int | None:
    """Where the comment signed on ``sign`` opens: its block's first line, below a topic's title in the chunk's first
    signed block (a title of a few words, no sentence, above words ending in the signature); None without words."""
    words = [j for j in block if j != sign]
    if not words:
        return None
    title = lines[block[0]].strip()
    if (first and sign == block[-1] and len(words) >= 2 and len(title.split()) <= TITLE_WORDS
            and not title.endswith((".", "!", "?", ":", "…")) and not _DIGIT.search(title)):
        return block[1]
    return block[0]


def answered(rows: Sequence[tuple[int, Label, int]], lines: Sequence[str]) -> bool:
    """Comments under signature lines are a thread: three or more, most of the chunk's blocks, and someone answered —
    a signer comes back, a comment names an earlier signer (``@meal prep guru …``, ``לדני``), or the comments are
    numbered one after another (a news site's talkbacks)."""
    index = [i for i, _, _ in rows]
    blocks = sum(bool(line.strip()) and not _HEADING.match(line) and (j == 0 or not lines[j - 1].strip()
                 or _HEADING.match(lines[j - 1]) is not None) for j, line in enumerate(lines))
    if len(rows) < MIN_SIGNED or 3 * len(rows) < 2 * (blocks - 1):
        return False
    names = [label.name.casefold() for _, label, _ in rows]
    if len(set(names)) < len(names):
        return True
    ends = [*index[1:], len(lines)]
    named = any(any(n in " ".join(lines[a:b]).casefold() for n in names[:k])
                for k, (a, b) in enumerate(zip(index, ends, strict=True)) if k)
    numbers = [int(m.group(1)) if (m := _NUMBERED.match(lines[i])) else -1 for i in index]
    return named or numbers == list(range(numbers[0], numbers[0] + len(numbers))) and numbers[0] >= 0


__all__ = ["SIGNED", "SIGN_LINE", "answered", "signed_turns"]
