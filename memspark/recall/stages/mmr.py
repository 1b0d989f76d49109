"""Stage 12, maximal marginal relevance on the candidates' embeddings, then the result cut.

``MMR(d) = λ·score(d) − (1 − λ)·max_{s ∈ selected} cos(d, s)`` picked greedily (λ = 0.9 by
default). The adaptive λ from the spread of the scores (max − min) is always computed and logged —
wide (> 0.3) 0.95, medium (0.1–0.3) 0.85, tight (< 0.1) 0.70 — and used when ``adaptive`` is on.
Candidates without a vector are treated as dissimilar to everything (they compete on score).
"""

from __future__ import annotations

import logging

import numpy as np

from memspark.recall.candidate import Candidate
from memspark.recall.stages.contract import StageOutput
from memspark.recall.stages.dedup import unit
from memspark.recall.trace import Drop, DropReason, MMRDetail

log = logging.getLogger(__name__)

WIDE, MEDIUM = 0.3, 0.1
TIER_LAMBDA = {"wide": 0.95, "medium": 0.85, "tight": 0.70}


def adaptive_lambda(spread: float) -> tuple[float, str]:
    tier = "wide" if spread > WIDE else "medium" if spread >= MEDIUM else "tight"
    return TIER_LAMBDA[tier], tier


def _similarity(candidates: tuple[Candidate, ...]) -> np.ndarray:
    n = len(candidates)
    sim = np.zeros((n, n))
    units = [unit(c.vector) if c.vector is not None else None for c in candidates]
    for i in range(n):
        for j in range(i + 1, n):
            a, b = units[i], units[j]
            if a is not None and b is not None and a.shape == b.shape:
                sim[i, j] = sim[j, i] = float(a @ b)
    return sim


def mmr(candidates: tuple[Candidate, ...], lambda_: float, adaptive: bool) -> StageOutput:
    scores = np.array([c.score for c in candidates], dtype=np.float64)
    spread = float(scores.max() - scores.min()) if len(scores) else 0.0
    lam_adaptive, tier = adaptive_lambda(spread)
    lam = lam_adaptive if adaptive else lambda_
    note = (f"MMR: configured λ={lambda_:g} | adaptive would be λ={lam_adaptive:.2f} "
            f"(spread={spread:.3f}, tier={tier})")
    log.info("[recall] %s", note)
    sim = _similarity(candidates)
    remaining = list(range(len(candidates)))
    picked: list[int] = []
    while remaining:
        penalty = sim[np.ix_(remaining, picked)].max(axis=1) if picked else np.zeros(len(remaining))
        mmr_scores = lam * scores[remaining] - (1.0 - lam) * penalty
        best = remaining[int(np.argmax(mmr_scores))]  # argmax: first of ties keeps the input order
        picked.append(best)
        remaining.remove(best)
    demoted = tuple(candidates[i].location for pos, i in enumerate(picked) if pos > i)
    detail = MMRDetail(lam, lambda_, lam_adaptive, spread, tier, demoted)
    return StageOutput(tuple(candidates[i] for i in picked), notes=(note,), detail=detail)


def limit(candidates: tuple[Candidate, ...], max_results: int) -> StageOutput:
    """Keep the first ``max_results`` (the tool's maxResults / the hook's hook_max_results)."""
    drops = tuple(Drop(c.id, c.location, DropReason.MAX_RESULTS, f"rank {i + 1} > {max_results}")
                  for i, c in enumerate(candidates[max_results:], start=max_results))
    return StageOutput(candidates[:max_results], drops=drops)
