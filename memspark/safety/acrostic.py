"""Acrostic views of a text: the message its lines spell down the left edge, screened as reversed text is.

A payload can be spelled by the first letter of each line ("Ivy grows … / Gardens need … / Never …" reads
"IGN…") or carried by the first word of each line, the rest of every line filler. Neither reading is in the
text as written, so the rules never see it. :func:`first_letters` and :func:`first_words` give those
readings; :mod:`memspark.safety.injection` screens them like any other disguise and reports a hit as the
hard family ``acrostic`` (nobody mentions an attack by hiding it down a poem's margin).

Blank lines are skipped (stanzas), and a line's leading list marks, numbers, quote marks and punctuation
are not its first letter or word. Both views are built in one pass over the lines, so screening them costs
time linear in the text's length. A text of fewer than :data:`MIN_LINES` non-blank lines has no view: its
first words are a sentence's words, which the rules read already.
"""

from __future__ import annotations

import re

MIN_LINES = 4
# what may come before a line's first word: list marks, numbers, quote marks, brackets, punctuation, spaces
_LEAD = re.compile(r"[\W\d_]*")
_FIRST_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


def _firsts(text: str) -> list[str]:
    """The first word of each non-blank line of ``text`` that has one."""
    out = []
    for line in text.split("\n"):
        m = _FIRST_WORD.match(line, _LEAD.match(line).end())  # type: ignore[union-attr]  # _LEAD matches anything
        if m is not None:
            out.append(m.group())
    return out


def first_letters(text: str) -> str:
    """The first letters of ``text``'s non-blank lines, joined ("" when under :data:`MIN_LINES` lines)."""
    words = _firsts(text)
    return "".join(w[0] for w in words) if len(words) >= MIN_LINES else ""


def first_words(text: str) -> str:
    """The first words of ``text``'s non-blank lines, space-joined ("" when under :data:`MIN_LINES` lines)."""
    words = _firsts(text)
    return " ".join(words) if len(words) >= MIN_LINES else ""


__all__ = ["MIN_LINES", "first_letters", "first_words"]
