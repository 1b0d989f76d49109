"""Overlapping windows of a long text, so the injection rules never see more than a bounded piece.

The detector's rules are regular expressions; a few of them scan forward or back over a run of
characters, and anything superlinear in the length of what they see turns a long adversarial text
into seconds or minutes. Screening windows of at most :data:`SCREEN_WINDOW` characters bounds the
work per window, so the work per text grows linearly with its length.

Consecutive windows share at least :data:`SCREEN_OVERLAP` characters, more than any phrase the rules
match (the longest rule spans a few hundred characters of normalised text), so a phrase that straddles
a window boundary lies whole inside one of the two windows. Cuts fall after a line break when there
is one near the boundary, else at a space, else anywhere; a window cut inside a line starts and/or
ends with :data:`CUT` (a control character no rule matches: it is neither a word character, a space
nor punctuation), so a cut is never read as a line start, a line end or the end of a sentence.
"""

from __future__ import annotations

SCREEN_WINDOW = 4096  # characters of normalised text one pass of the rules sees at most
SCREEN_OVERLAP = 512  # characters consecutive windows share at least
CUT = "\x01"  # marks a window edge that is not a line edge


def _cut(text: str, lo: int, hi: int) -> tuple[int, bool]:
    """A cut position in ``[lo, hi]``: after the last line break there, else after the last space,
    else ``hi``; and whether the cut is inside a line."""
    nl = text.rfind("\n", lo, hi)
    if nl >= 0:
        return nl + 1, False
    sp = text.rfind(" ", lo, hi)
    if sp >= 0:
        return sp + 1, True
    return hi, True


def screen_windows(text: str, size: int = SCREEN_WINDOW, overlap: int = SCREEN_OVERLAP) -> list[str]:
    """``text`` itself when it fits in ``size`` characters, else overlapping windows covering it.

    Every window is at most ``size + 2`` characters (two :data:`CUT` marks); consecutive windows share
    at least ``overlap`` characters of ``text``; the total length is about ``len(text) * size /
    (size - 2 * overlap)``, linear in ``len(text)``."""
    if len(text) <= size:
        return [text]
    if size < 4 * overlap:
        raise ValueError(f"window size {size} must be at least 4 × the overlap {overlap}")
    out: list[str] = []
    start, cut_before = 0, False
    n = len(text)
    while True:
        end, cut_after = n, False
        if start + size < n:
            # end the window at a line break (or space) in its last `overlap` characters
            end, cut_after = _cut(text, start + size - overlap, start + size)
        piece = text[start:end]
        out.append((CUT if cut_before else "") + piece + (CUT if cut_after else ""))
        if end >= n:
            return out
        # the next window starts at least `overlap` characters before this one ends
        start, cut_before = _cut(text, end - 2 * overlap, end - overlap)
