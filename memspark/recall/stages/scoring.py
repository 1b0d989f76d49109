"""Stages 7–9: source weighting, temporal decay, normalisation to top = 1.0 and minScore.

- Source weight (``recall.source_weights``): keys are matched against the file's basename
  (MEMORY.md 1.4, USER.md 1.3, TOOLS.md 1.3, AGENTS.md 1.2), its source (capture 1.5, sessions
  0.5) and its pool (agent_mistakes / shared_mistakes 1.6); several matches multiply.
- Temporal decay (spec examples, "temporal decay"): ``floor + (1 − floor)·e^(−rate·age_days)``,
  floor 0.8, rate 0.03; evergreen chunks and chunks without a date are exempt; age counts whole
  days from ``doc_date`` to ``now`` (never negative).
- Normalisation: divide by the top score so the best candidate has 1.0, re-sort (weights and decay
  can change the order; ties keep the fused order), then drop what is below ``min_score`` —
  ``shared_rules`` chunks only below the lower ``low_threshold``.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from datetime import date
from pathlib import PurePosixPath

from memspark.recall.candidate import Candidate
from memspark.recall.pools import RULES_POOL
from memspark.recall.stages.contract import StageOutput
from memspark.recall.trace import AdjustDetail, Adjustment, Drop, DropReason, NormaliseDetail


def source_weight(c: Candidate, weights: Mapping[str, float]) -> tuple[float, str]:
    """The product of the matching weights and a description of what matched."""
    factor, why = 1.0, []
    for key, label in ((PurePosixPath(c.path).name, "file"), (c.source, "source"), (c.pool, "pool")):
        if key in weights:
            factor *= weights[key]
            why.append(f"{label} {key}")
    return factor, ", ".join(why)


def apply_source_weights(candidates: tuple[Candidate, ...], weights: Mapping[str, float]) -> StageOutput:
    out, adjustments = [], []
    for c in candidates:
        factor, why = source_weight(c, weights)
        new = dataclasses.replace(c, weight=factor, score=c.score * factor)
        if factor != 1.0:
            adjustments.append(Adjustment(c.id, c.location, factor, c.score, new.score, why))
        out.append(new)
    return StageOutput(tuple(out), detail=AdjustDetail(tuple(adjustments)))


def decay_factor(age_days: float, floor: float, rate: float) -> float:
    """``floor + (1 − floor)·e^(−rate·age)``: age 0 → 1.0, 6 → 0.967, 33 → 0.874, 78 → 0.819."""
    return floor + (1.0 - floor) * math.exp(-rate * max(age_days, 0.0))


def age_days(doc_date: str, now: date) -> int | None:
    try:
        return max((now - date.fromisoformat(doc_date[:10])).days, 0)
    except ValueError:
        return None


LEAD_MARGIN = 0.10  # the best match keeps its place when it leads every decay-favoured rival by this much


def apply_temporal_decay(candidates: tuple[Candidate, ...], now: date, floor: float, rate: float,
                         anchor: str | None = None, lead_margin: float = LEAD_MARGIN) -> StageOutput:
    """The spec's decay for recency-neutral queries, with two guards for questions about the past.

    - ``anchor`` (a time cue found in the query, :func:`memspark.recall.time_intent.time_anchor`):
      decay is off — the question asks for a dated fact, and its note is as old as it is.
    - The best match (highest score before decay) is not decayed when it leads every candidate that
      decay would put above it by more than ``lead_margin`` (10 %): decay orders comparable
      memories newest first (the spec's example: 0.93 at 33 days vs 0.88 today, a 5.7 % lead), it
      does not bury the one clear answer under recent chatter.
    """
    if anchor is not None:
        out = tuple(dataclasses.replace(c, decay=1.0) for c in candidates)
        return StageOutput(out, notes=(f"decay off: time-anchored query ({anchor})",),
                           detail=AdjustDetail(()))
    out, adjustments = [], []
    for c in candidates:
        age = None if c.evergreen else age_days(c.doc_date, now)
        if age is None:
            out.append(dataclasses.replace(c, decay=1.0))
            continue
        factor = decay_factor(age, floor, rate)
        new = dataclasses.replace(c, decay=factor, score=c.score * factor)
        adjustments.append(Adjustment(c.id, c.location, factor, c.score, new.score, f"age {age}d"))
        out.append(new)
    notes: tuple[str, ...] = ()
    if out:
        best = max(range(len(out)), key=lambda i: (candidates[i].score, -i))
        kept = out[best]
        rivals = [candidates[i].score for i, c in enumerate(out) if i != best and c.score >= kept.score]
        if kept.decay < 1.0 and rivals and candidates[best].score > max(rivals) * (1.0 + lead_margin):
            lead = candidates[best].score / max(rivals) - 1.0
            out[best] = dataclasses.replace(kept, decay=1.0, score=candidates[best].score)
            adjustments = [a for a in adjustments if a.id != kept.id]
            notes = (f"decay spared {kept.location}: best match leads by {lead:.0%} (> {lead_margin:.0%})",)
    return StageOutput(tuple(out), notes=notes, detail=AdjustDetail(tuple(adjustments)))


def normalise(candidates: tuple[Candidate, ...], min_score: float, low_threshold: float) -> StageOutput:
    if not candidates:
        return StageOutput((), detail=NormaliseDetail(0.0, min_score, low_threshold))
    top = max(c.score for c in candidates)
    scale = 1.0 / top if top > 0 else 0.0
    ranked = sorted((dataclasses.replace(c, score=c.score * scale) for c in candidates),
                    key=lambda c: (-c.score, -c.fused))
    kept, drops = [], []
    for c in ranked:
        bar = low_threshold if c.pool == RULES_POOL else min_score
        if c.score < bar:
            drops.append(Drop(c.id, c.location, DropReason.BELOW_MIN_SCORE, f"{c.score:.3f} < {bar:g}"))
        else:
            kept.append(c)
    return StageOutput(tuple(kept), drops=tuple(drops), detail=NormaliseDetail(top, min_score, low_threshold))
