"""Stage 14, context-overlap dedup: skip a memory the conversation already holds.

Tokens are lowercased words of 3+ characters minus stop words. A chunk is dropped when more than
``threshold`` (0.4) of its distinct tokens already appear in the recent messages / summaries
passed in (spec: overlap 8/8 = 1.0 > 0.4 → dropped, "LCM already provides this information").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.recall.candidate import Candidate
from memspark.recall.stages.contract import StageOutput
from memspark.recall.trace import Drop, DropReason

_WORD = re.compile(r"[a-z0-9]+")
_STOP_TEXT = (
    "the and for are but not you all any can had her was one our out has him his how its may new now old "
    "see two way who did get got let put say she too use that with have this will your from they been "
    "were said each which their there what about would make like into them these some could other than "
    "then also only when where while after before just over such very most more much many does doing done "
    "here those being because should shall might must upon onto within without between through during "
    "again further once both same own off why whom yours ours hers theirs mine itself himself herself"
)
STOP_WORDS = frozenset(_STOP_TEXT.split())
MIN_TOKEN_LEN = 3


def content_tokens(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if len(w) >= MIN_TOKEN_LEN and w not in STOP_WORDS}


def overlap_ratio(chunk: str, context_tokens: set[str]) -> float:
    tokens = content_tokens(chunk)
    return len(tokens & context_tokens) / len(tokens) if tokens else 0.0


def drop_context_overlap(candidates: tuple[Candidate, ...], context_texts: Sequence[str],
                         threshold: float) -> StageOutput:
    if not context_texts:
        return StageOutput(candidates)
    ctx = set().union(*(content_tokens(t) for t in context_texts))
    kept, drops = [], []
    for c in candidates:
        ratio = overlap_ratio(c.text, ctx)
        if ratio > threshold:
            drops.append(Drop(c.id, c.location, DropReason.CONTEXT_OVERLAP, f"overlap {ratio:.2f} > {threshold:g}"))
        else:
            kept.append(c)
    return StageOutput(tuple(kept), drops=tuple(drops))
