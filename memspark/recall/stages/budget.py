"""Stage 16, budget: clamp the injected memories to ``max_injected_chars`` (4,000).

Entries are taken in rank order while they fit. The first one that does not fit is cut at the
last sentence end that fits (a half sentence misleads more than it helps) — or dropped when not
even its first sentence fits — and everything after it is dropped.
"""

from __future__ import annotations

import dataclasses
import re

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


def clamp_budget(candidates: tuple[Candidate, ...], max_chars: int) -> StageOutput:
    kept: list[Candidate] = []
    drops: list[Drop] = []
    used = 0
    for i, c in enumerate(candidates):
        text = c.injected_text
        if used + len(text) <= max_chars:
            kept.append(c)
            used += len(text)
            continue
        cut = cut_at_sentence(text, max_chars - used)
        if cut:
            field = "parent_text" if c.parent_text is not None else "text"
            kept.append(dataclasses.replace(c, **{field: cut}))
            rest = candidates[i + 1:]
        else:
            rest = candidates[i:]
        drops.extend(Drop(d.id, d.location, DropReason.BUDGET, f"budget {max_chars} chars used") for d in rest)
        break
    return StageOutput(tuple(kept), drops=tuple(drops))
