"""Stage 16, budget: clamp the injected memories to ``max_injected_chars`` (4,000).

The hook counts the whole ``<relevant-memories>`` block (tags, attributes, indentation), not only
the memories' text, and trims an over-long expanded parent to a window around its matched child.
Entries are taken in rank order while they fit. The first one that does not fit is cut at the
last sentence end that fits (a half sentence misleads more than it helps) — or dropped when not
even its first sentence fits — and everything after it is dropped.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from memspark.recall.candidate import Candidate
from memspark.recall.stages.contract import StageOutput
from memspark.recall.trace import Drop, DropReason

_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n\s*\n|\n(?=\s*[-*#\d])")


def cut_at_sentence(text: str, max_chars: int) -> str:
    """The longest prefix of ``text`` ending on a sentence (or paragraph/list item) boundary
    within ``max_chars``; "" when there is none."""
    if len(text) <= max_chars:
        return text
    best = 0
    for m in _SENTENCE_END.finditer(text):
        if m.end() > max_chars:
            break
        best = m.end()
    return text[:best].rstrip()


def trim_parent(c: Candidate, max_chars: int, cost: Callable[[Candidate], int]) -> Candidate:
    """An expanded parent cut down to a window of whole lines around the matched child that fits
    ``max_chars`` (as ``cost`` counts it), widened a line at a time on alternating sides. The child's
    own lines always stay; a parent that already fits is returned as it is."""
    if c.parent_text is None or c.parent_start_line is None or cost(c) <= max_chars:
        return c
    lines, first = c.parent_text.split("\n"), c.parent_start_line
    lo = max(c.start_line - first, 0)
    hi = min(c.end_line - first, len(lines) - 1)

    def window(a: int, b: int) -> Candidate:
        return dataclasses.replace(c, parent_text="\n".join(lines[a:b + 1]), parent_start_line=first + a,
                                   parent_end_line=first + b)

    best = window(lo, hi)
    grow_up = True
    while lo > 0 or hi < len(lines) - 1:
        a, b = (lo - 1, hi) if (grow_up and lo > 0) or hi >= len(lines) - 1 else (lo, hi + 1)
        grow_up = not grow_up
        wider = window(a, b)
        if cost(wider) > max_chars:
            break
        lo, hi, best = a, b, wider
    return best


def clamp_budget(candidates: tuple[Candidate, ...], max_chars: int,
                 cost: Callable[[Candidate], int] | None = None, overhead: int = 0) -> StageOutput:
    """Keep memories in rank order within ``max_chars``.

    ``cost`` is what one memory adds to the output (default: its injected text's length; the hook
    passes the length of its formatted ``<memory>`` element) and ``overhead`` the fixed frame (the
    ``<relevant-memories>`` tags), so the budget holds for the block as injected. An expanded
    parent larger than its fair share — the remaining budget split over the remaining memories — is
    trimmed to a window around its matched child (:func:`trim_parent`), so one long section cannot
    crowd out every other memory.
    """
    size = cost or (lambda c: len(c.injected_text))
    kept: list[Candidate] = []
    drops: list[Drop] = []
    used = overhead
    for i, c in enumerate(candidates):
        share = (max_chars - used) // (len(candidates) - i)
        c = trim_parent(c, share, size)
        if used + size(c) <= max_chars:
            kept.append(c)
            used += size(c)
            continue
        body = c.parent_text if c.parent_text is not None else c.text
        frame = size(c) - len(body)  # what the element adds around its text
        cut = cut_at_sentence(body, max_chars - used - frame)
        while cut and used + size(_body_cut(c, cut)) > max_chars:
            cut = cut_at_sentence(cut, len(cut) - 1)  # escaping made the element longer than its text
        if cut:
            kept.append(_body_cut(c, cut))
            rest = candidates[i + 1:]
        else:
            rest = candidates[i:]
        drops.extend(Drop(d.id, d.location, DropReason.BUDGET, f"budget {max_chars} chars used") for d in rest)
        break
    return StageOutput(tuple(kept), drops=tuple(drops))


def _body_cut(c: Candidate, cut: str) -> Candidate:
    """``c`` with the text it injects (its expanded parent's, else its own) replaced by ``cut``."""
    return dataclasses.replace(c, parent_text=cut) if c.parent_text is not None else dataclasses.replace(c, text=cut)
