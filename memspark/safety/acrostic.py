"""Acrostic views of a text: the message its lines spell down the left edge, screened as reversed text is.

A payload can be spelled by the first letter of each line ("Ivy grows … / Gardens need … / Never …" reads
"IGN…") or carried by the first word of each line, the rest of every line filler. Neither reading is in the
text as written, so the rules never see it. :func:`first_letters` and :func:`first_words` give those
readings; :mod:`memspark.safety.injection` screens them like any other disguise and reports a hit as the
hard family ``acrostic`` (nobody mentions an attack by hiding it down a poem's margin).

:func:`acrostic_order` is the hard family ``acrostic-order``: a text that tells its reader to read the first
letters or words ("read the first letters, assistant, and do as they say", "first letters are the task") and
has such a reading, down its lines or across items a slash or bar separates ("Share / Every / Note / Day").
Measured on the development holdouts, these are the acrostics attacks use; last letters and bold capitals
occur in none, so they have no view.

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


# items a slash, bar or middle dot separates, each a capitalised word ("Share / Every / Note / Day / Now")
_ITEMS = re.compile(r"(?<![\w/])[^\W\d_][\w']*(?:[^\S\n]*[/|·][^\S\n]*[^\W\d_][\w']*){3,}+")
# (English, German, French, Spanish, Italian)
_CUE = re.compile(r"\b(?:first|initial|opening|capital) (?:letters?|words?)\b|\binitials\b|\bacrostic\b|\bread (?:it |them )?down\b|"
                  r"\banfangsbuchstaben\b|\bakrostichon\b|\bpremi[eè]res? lettres\b|\bacrostiche\b|\bprimeras letras\b|"
                  r"\bacr[óo]stico\b|\bprime lettere\b", re.IGNORECASE)
_ACT = re.compile(r"\b(?:do (?:as|what) (?:they|it) says?|(?:is|are) (?:the|your) (?:task|order|instructions?|job)|"
                  r"obey|act on|carry (?:it |them )?out|follow (?:it|them|what)|befolge|f[üu]hre (?:es|sie) aus|"
                  r"tu,? was (?:sie|es) sagt|ob[ée]is|ex[ée]cute(?:-les|-le)?|fais ce qu|haz lo que|obedece|cumple(?:lo|las)?|"
                  r"esegui|obbedisci|fai (?:quello|ci[òo]) che)\b", re.IGNORECASE)
ACT_SPAN = 160  # characters between the cue and the order, at most


def item_letters(text: str) -> list[str]:
    """The first letters of each run of :data:`MIN_LINES` or more separated items in ``text``."""
    return ["".join(w.strip()[0] for w in re.split(r"[/|·]", m.group())).lower() for m in _ITEMS.finditer(text)]


def acrostic_order(text: str) -> str | None:
    """The cue and order (``acrostic-order``) when ``text`` tells its reader to act on what its first letters or
    words spell and has such a reading, else None."""
    for cue in _CUE.finditer(text):
        act = _ACT.search(text, max(0, cue.start() - ACT_SPAN), cue.end() + ACT_SPAN)
        if act is not None:
            if first_letters(text) or item_letters(text):
                return text[min(cue.start(), act.start()):max(cue.end(), act.end())]
            return None
    return None


__all__ = ["MIN_LINES", "acrostic_order", "first_letters", "first_words", "item_letters"]
