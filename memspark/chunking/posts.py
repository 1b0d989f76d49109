"""Untimed posts: a review site's or a comment thread's copy as blocks of a poster's name and the words under it.

Review sites, Q&A sites and reblog chains copy each post as a blank-line block: the poster's name alone on the
first line — a handle (``moss-and-tea``, ``ola_2010``), a name and an initial (``Thandi M.``), a name in any
script, with a badge or a role after it (``Claire Martin • Auteur``, ``林间小路（作者）``) or the business's reply
(``QuickFix Plumbing replied``) — and the words under it, often with no time line a stanza
(:mod:`memspark.chunking.stanzas`) needs. :func:`post_turns` reads such blocks as turns of their posters, only where
no label grammar and no other reader found a conversation, and only with a thread's evidence: three such blocks or
more, most of the chunk's blocks, most of them saying something, two to six posters, one of them coming back after
another's post (someone answered), each written as a poster's name — a handle, two words or more, or a name in a
script other than Latin's — not as a one-word section title (``Ingredients`` / ``Method``, ``Pros`` / ``Cons``). A
post whose header holds its kind and the poster's rank above the poster's handle (``Answer`` / ``Expert`` /
``mathfan77``) is read at its first line, as that poster's, when the handle heads another of the thread's posts.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from memspark.chunking import records, roles
from memspark.chunking.labels import Label
from memspark.chunking.stamps import MARKS
from memspark.chunking.stanzas import MIN_STANZAS, blocks_of, is_time_line, opens_blocks, poster, said

POST = ("post", "line")  # the shape of an untimed post's name line (a header: its words below it)
MAX_POSTERS = 6
RANK_WORDS = 3  # a post's kind or its poster's rank above the poster's name ("Answer", "Expert", "Ace · 120 pts")
_HANDLE = re.compile(r"[\w.-]*[\d_.-][\w.-]*|[^\W\d_A-Z][\w]*")  # "ola_2010", "moss-and-tea", "quietlarkspur"
_CAMEL = re.compile(r"[A-Z][a-z]+(?:[A-Z][a-z]+)+")  # "BacsiThuy": a handle beside others, a title alone ("JavaScript")
_TITLE = re.compile(rf"[^\W\d_][\w{MARKS}]{{0,3}}\.\s(?=\S)")  # a short title before a name ("Dr. ", "Mme ", "डॉ. ")
_OPENERS = re.compile(r"\s*(?:[-*+>|•]\s|\d+[.)]\s|```|~~~)")  # a list item, a quote, a table, a fence


def _written_as_poster(name: str) -> bool:
    """A handle (``BacsiThuy`` too, beside other posters), two words or more, a name in a script other than Latin's
    ("林间小路", "ตาล_กินเที่ยว"), or the owner's side in a chat app's copy, capitalised ("You", "Ich":
    :data:`memspark.chunking.roles.OWN`)."""
    return (len(name.split()) >= 2 or _HANDLE.fullmatch(name) is not None or _CAMEL.fullmatch(name) is not None
            or name[:1].isupper() and name.casefold() in roles.OWN
            or any(c.isalpha() and ord(c) > 0x24F for c in name))


def post_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The turns a chunk's untimed posts open (index → label: the poster, alone on the header line), or none when the
    blocks are no thread (module docstring)."""
    blocks = blocks_of(lines)
    if len(blocks) < MIN_STANZAS:
        return {}
    read: list[tuple[int, str, bool]] = []
    for block in blocks:
        head = lines[block[0]]
        if (len(block) < 2 or head[:1].isspace() or _OPENERS.match(head) or _OPENERS.match(lines[block[1]])
                or head.rstrip().endswith((":", "："))):  # a list under a name ("Jonas" / "- passport"): a packing list
            continue
        title = _TITLE.match(head)  # "Dr. Anna Weber", "डॉ. अनुराधा शर्मा": a title's period is no sentence's end
        name = poster(head[title.end():]) if title is not None else poster(head)
        name = f"{title.group(0)}{name}" if title is not None and name is not None else name
        below = 0 if name is not None and _written_as_poster(name) else _ranked(lines, block, blocks)
        if below is None:
            continue
        name = lines[block[below]].strip() if below else name
        words = " ".join(lines[j] for j in block[below + 1:] if not is_time_line(lines[j]))  # "8 May 2024 10:00": no words
        read.append((block[0], str(name), said(words)))
    if len(read) < MIN_STANZAS or 3 * len(read) < 2 * len(blocks) or 2 * sum(s for *_, s in read) <= len(read):
        return {}
    if all(_CAMEL.fullmatch(name) for _, name, _ in read):
        return {}  # "JavaScript" / "TypeScript" / "JavaScript": a comparison's titles, not posters
    keys = [name.casefold() for _, name, _ in read]
    if not 2 <= len(set(keys)) <= MAX_POSTERS or not records.returns(keys):
        return {}
    return {i: Label(name, POST, True, span=1) for i, name, _ in read}


def _ranked(lines: Sequence[str], block: Sequence[int], blocks: Sequence[Sequence[int]]) -> int | None:
    """Where the poster's name stands in a post whose header holds the post's kind and the poster's rank or points
    above the name (``Answer`` / ``Expert`` / ``mathfan77``): a line one or two down the block, a handle, a poster whose
    own name line heads another block; None for any other block."""
    if len(lines[block[0]].split()) > RANK_WORDS or lines[block[0]].rstrip().endswith((".", "!", "?", ":")):
        return None
    heads = {lines[b[0]].strip() for b in blocks if b is not block}
    for below in (1, 2):
        if below + 1 < len(block) and len(lines[block[below - 1]].split()) <= RANK_WORDS:
            name = lines[block[below]].strip()
            if name in heads and _HANDLE.fullmatch(name) is not None:
                return below
    return None


def widen_posts(turns: Mapping[int, Label], lines: Sequence[str]) -> dict[int, Label]:
    """``turns`` a label grammar found, with the untimed posts it missed when every turn it found opens such a post (a
    review thread whose reviewers' name lines are read, above their date lines, and the business's ``… replied`` not);
    only below the first turn found."""
    # a post opens a block of two lines or more: so must every turn, and there must be more such blocks than turns
    posts = (post_turns(lines) if opens_blocks(turns, lines)
             and sum(len(block) >= 2 for block in blocks_of(lines)) > len(turns) else {})
    if len(posts) <= len(turns) or not set(turns) <= set(posts):
        return dict(turns)
    first = min(turns)  # a title's or a notice's block above the thread is none of its posts
    return dict(sorted({**{i: label for i, label in posts.items() if i > first}, **turns}.items()))


__all__ = ["POST", "post_turns", "widen_posts"]
