"""A chat copied from screenshots by text recognition: the other side's bubbles flush left, the owner's indented.

A messenger shows the owner's messages on the right and the other person's on the left; text recognition keeps that
as indentation — the other side's lines at the margin, the owner's far in, a bubble's wrapped lines at its indent
(``Hi it's Dave from DR Plumbing, running`` / ``about 20 mins late sorry`` / ``                        No problem, see
you`` / ``                        soon``). :func:`side_turns` reads such a block as turns of shape :data:`SIDE` at each
change of side — ``Them`` for the margin, ``Me`` for the indent (:mod:`memspark.chunking.roles` names them where a
heading or legend says whom) — when the indent is one and deep (:data:`INDENT` spaces or more), the sides change at
least :data:`SWITCHES` times and both sides write words, not code (Greek's question mark, ``;`` after a word, is
no code's). Time lines between the bubbles open nothing. Code,
nested lists and outlines indent by a few spaces, in steps, or hold code.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking.labels import Label
from memspark.chunking.stamps import SENTENCE_ENDS, is_stamp

SIDE = ("side",)  # the shape of a bubble's first line, named by its side
OWN, OTHER = "Me", "Them"
INDENT = 8  # the owner's bubbles stand this far in, at least
DAY_WORDS = 4  # a day's line above the bubbles holds this many words at most
SWITCHES = 3  # the side changes from one bubble to the next at least this often
# code (brackets, operators, a flag, a path or a URL, a dotted name), or a nested list item: no bubble
_CODE = re.compile(r"[{}();=<>\[\]%$`|\\/]|\s--?\w|[^\W\d]\.[^\W\d]|^\s*(?:[-*+]|\d+[.)])\s")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
_GREEK_QUESTION = re.compile(r"(?<=[\u0370-\u03ff\u1f00-\u1fff]);(?=\s|$)")  # Greek asks with ";" ("Τετάρτης;"): no code
_WORDS = re.compile(r"[^\W\d_]{2,}")


def side_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The first line of each bubble of a chat written down by side (module docstring), index → label; or none."""
    deep = {len(line) - len(line.lstrip(" ")) for line in lines if line.startswith(" " * INDENT) and line.strip()}
    if not deep or max(deep) - min(deep) > 2:
        return {}  # no indent, or indents in steps: an outline, nested code
    runs: list[tuple[int, str]] = []  # a bubble's first line and its side
    for i, line in enumerate(lines):
        text = line.strip()
        if not text or _HEADING.match(line) or is_stamp(text):
            if runs and runs[-1][1]:
                runs.append((i, ""))  # a time line or a gap between two bubbles of one side
            continue
        if line[:1].isspace() and (not line.startswith(" " * INDENT) or _CODE.search(_GREEK_QUESTION.sub("?", line))):
            return {}  # a shallow indent, or code in the deep one
        side = OWN if line[:1].isspace() else OTHER
        if side == OWN and runs and runs[-1][1] == OTHER and lines[i - 1].rstrip().endswith((":", "：")):
            return {}  # "Run it like this:" above the indented lines: what they introduce, not a reply
        if not runs or runs[-1][1] != side:
            runs.append((i, side))
    bubbles = [(i, side) for i, side in runs if side]
    if bubbles and _day_line(lines, bubbles[0][0]):
        bubbles = bubbles[1:]  # "Δευτέρα 8 Μαΐου" set apart above the bubbles: the day's, no one's
    sides = [side for _, side in bubbles]
    switches = sum(a != b for a, b in zip(sides, sides[1:], strict=False))
    if switches < SWITCHES or len(set(sides)) < 2 or not all(_WORDS.search(lines[i]) for i, _ in bubbles):
        return {}
    return {i: Label(side, SIDE, text=lines[i].strip()) for i, side in bubbles}


def _day_line(lines: Sequence[str], i: int) -> bool:
    """Line ``i`` stands alone above a blank line, a few words ending in no sentence's end: a date or a title line."""
    text = lines[i].strip()
    return (i + 1 < len(lines) and not lines[i + 1].strip() and len(text.split()) <= DAY_WORDS
            and not text.endswith((*SENTENCE_ENDS, ";")))


__all__ = ["OTHER", "OWN", "SIDE", "side_turns"]
