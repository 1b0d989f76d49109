"""Dated posts: a forum's or a digest's copy as blocks under a header line holding the poster and the post's date.

Forums print each post's header on a line of its own above the words — the poster, the date and time, and what the
site adds around them, in any order and decoration: a title before the poster (``**Re: …** · Bitschubser ·
08.05.2023 13:56``), a verb of posting (``Publié par **ptitecerise33** le 08/05/2023 à 13:56``), the post's number
after it (``Anonyymi  08.05.2023 13:56  No.126043112``), an address (``Erik Lundqvist <erik@…>: 8 maj 2023 13:56``),
or a numbered title with the poster's line indented under it (``2. תגובה: …`` / ``   נכתב ע"י מוטי99 בתאריך …``).
:func:`dated_posts` reads such blocks as turns, opening at the header's first line, only where no label grammar and
no other reader found a conversation, and only with a thread's evidence: :data:`MIN_POSTS` such blocks or more, most
of the chunk's blocks, each saying words under its header, two to six posters, one coming back after another's post
(someone answered). A diary's dated entries name no poster; a log's timed lines have no words under them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking import records
from memspark.chunking.labels import Label
from memspark.chunking.labelwords import is_name
from memspark.chunking.stamps import DAY, STAMP
from memspark.chunking.stanzas import blocks_of, said

DATED = ("post", "dated")  # the shape of a dated post's header (its words below it)
MIN_POSTS = 3
MAX_POSTERS = 6
HEADER_CHARS = 120  # a header line is short; a line of words holding a date is no header
_WHEN = re.compile(rf"{STAMP}|{DAY}")
_DATE = re.compile(r"\d{1,4}[./-]\d{1,2}(?:[./-]\d{2,4})?|\d{1,2}\.?\s+[^\W\d_]{3,}\.?\s+\d{4}")  # a day's date in it
_BOLD = re.compile(r"\*\*([^*\n]+)\*\*")
_PARTS = re.compile(r"\s*(?:[·•|]|\s{2}|<[^<>\n]*>|\*\*)\s*")
_NUMBER = re.compile(r"(?:No\.|#)\s?\d+")
_TAG = re.compile(r"\s*\([^()\n]{1,12}\)$")  # "Anonyymi (AP)": the thread's opener, still a poster's name
_HANDLE = re.compile(r"[^\W\d_][\w.]*(?:_[\w.]*|\d)[\w.]*")  # "דני_מהמושב", "מוטי99"


def _dated(line: str) -> bool:
    """``line`` is short and holds a date (a day's, not a clock time alone)."""
    return len(line) <= HEADER_CHARS and any(_DATE.search(m.group(0)) for m in _WHEN.finditer(line))


def poster(line: str) -> str | None:
    """The poster a dated header line names: a name in bold, else the first part that is a name (between the
    site's separators, the date and the post's number left out), a handle first (``NullPointer_42``, ``מוטי99``); None
    where it names none."""
    rest = _NUMBER.sub(" ", _WHEN.sub(_unstamped, line)).strip()
    for bold in _BOLD.findall(rest):
        if is_name(_TAG.sub("", bold.strip())):
            return bold.strip()
    handle = _HANDLE.search(rest)
    if handle is not None:
        return handle.group(0)
    for part in _PARTS.split(rest):
        part = part.strip(" ,:-–—")
        if part and is_name(_TAG.sub("", part)) and len(part.split()) <= 3:
            return part
    return None


def _unstamped(match: re.Match[str]) -> str:
    """A stamp left out of a header (two spaces: a separator), unless it starts inside a word ("Anonyymi  08.05"
    holds no weekday's "mi")."""
    at = match.start()
    return match.group(0) if at > 0 and match.string[at - 1].isalnum() else "  "


def dated_posts(lines: Sequence[str]) -> dict[int, Label]:
    """The turns a chunk's dated posts open (index → label: the poster, the header's first line), or none when the
    blocks are no thread (module docstring)."""
    blocks = [block for block in blocks_of(lines) if not lines[block[0]].lstrip().startswith("#")]
    read: list[tuple[int, str]] = []
    for block in blocks:
        at = next((k for k in range(min(2, len(block) - 1)) if _dated(lines[block[k]])), None)
        if at is None or at == 1 and not lines[block[1]][:1].isspace():
            continue  # a header's dated line opens the block or stands indented under its title
        name = poster(lines[block[at]])
        words = " ".join(lines[j] for j in block[at + 1:])
        if name is not None and said(words) and not any(_dated(lines[j]) for j in block[at + 1:at + 2]):
            read.append((block[0], name))
    if len(read) < MIN_POSTS or 2 * len(read) <= len(blocks):
        return {}
    keys = [name.casefold() for _, name in read]
    if not 2 <= len(set(keys)) <= MAX_POSTERS or not records.returns(keys):
        return {}
    return {i: Label(name, DATED, True, span=1) for i, name in read}


__all__ = ["DATED", "MIN_POSTS", "dated_posts", "poster"]
