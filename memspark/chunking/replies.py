"""Reviews and the business's replies: a review site's copy as a reviewer's block and the reply under one key.

A booking or review site copies each review as a block under the reviewer's name (``Ivana`` / ``Croatia · Family ·
Stayed: May 2023`` / ``8.0 Very good`` / ``Liked: …`` / ``Disliked: …``) and the business's reply as a block under
one key of its own, alone on its line (``Property response:`` / ``Dear Ivana, thank you …``). The review's keys
(``Liked:``) are its parts, not speakers; the label grammar reads them as labels all the same.
:func:`replied_reviews` reads each reviewer's block and each reply as a turn — the reviewer at the name line, the
business at its key — when the same key heads two replies or more, each right under a block headed by a name alone
on its line, and the replies answer: most of them name the reviewer they answer (``Dear Thomas``). A list of
records with a notes key under each names no one in it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking.labels import NAME_LINE, Label, parse_label
from memspark.chunking.stanzas import blocks_of, poster

REPLIED = ("replied", "line")  # the shape of a review's name line and of the business's reply key (words below both)
MIN_REPLIES = 2
_WORD = re.compile(r"[^\W\d_]{2,}")


def _key(line: str) -> str | None:
    """The reply's key when ``line`` is a key alone on its line (``Property response:``), else None."""
    label = parse_label(line)
    return label.name if label is not None and label.alone and label.shape[-1] == "colon" and label.shape != NAME_LINE else None


def replied_reviews(lines: Sequence[str]) -> dict[int, Label]:
    """The turns of a chunk's reviews and replies (module docstring), index → label, or none."""
    blocks = [b for b in blocks_of(lines) if len(b) >= 2]
    keys = [_key(lines[b[0]]) for b in blocks]
    named = {k.casefold() for k in keys if k is not None}
    if len(named) != 1:
        return {}
    out: dict[int, Label] = {}
    answered = 0
    for n, (block, key) in enumerate(zip(blocks, keys, strict=True)):
        if key is None:
            continue
        review = blocks[n - 1] if n else None
        head = lines[review[0]] if review is not None else ""
        label = parse_label(head) if review is not None else None
        name = poster(head) if label is not None and label.shape == NAME_LINE else None
        if review is None or name is None:
            return {}
        first = _WORD.findall(name)[:1]
        reply = " ".join(lines[j] for j in block[1:]).casefold()
        answered += bool(first) and re.search(rf"(?<!\w){re.escape(first[0].casefold())}(?!\w)", reply) is not None
        out[review[0]] = Label(name, REPLIED, True, span=1)
        out[block[0]] = Label(key, REPLIED, True, span=1)
    replies = len(out) // 2
    return out if replies >= MIN_REPLIES and 2 * answered > replies else {}


__all__ = ["REPLIED", "replied_reviews"]
