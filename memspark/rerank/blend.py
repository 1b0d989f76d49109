"""Blend the vector ranking with the reranker's scores (spec RerankOptions: blendMode rrf | score).

- ``rrf``: ``vw·m/(k + rank_vector) + rw/(k + rank_reranker)``, divided by its maximum
  ``(vw·m + rw)/(k + 1)`` so the result lies in [0, 1] like every other recall score;
- ``score``: ``α·m·vector + (1 − α)·reranker`` over ``α·m + (1 − α)``, with the reranker scores
  min-max normalised (or passed through a sigmoid when they are logits and ``normalise="sigmoid"``).

``m`` is the soft gate's vector-weight multiplier (1.0 in hard mode). Ranks are 1-based; ties in
a ranking keep input order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np

from memspark.vocab import BlendMode


@dataclass(frozen=True)
class BlendSettings:
    mode: BlendMode = BlendMode.RRF
    alpha: float = 0.5
    rrf_k: int = 60
    vector_weight: float = 1.0
    reranker_weight: float = 1.0
    vector_multiplier: float = 1.0
    normalise: Literal["minmax", "sigmoid"] = "minmax"


def ranks(scores: Sequence[float]) -> np.ndarray:
    """1-based rank of each score, highest first (stable for ties)."""
    order = np.argsort(-np.asarray(scores, dtype=np.float64), kind="stable")
    out = np.empty(len(order), dtype=np.int64)
    out[order] = np.arange(1, len(order) + 1)
    return out


def minmax(scores: Sequence[float]) -> np.ndarray:
    """Scale to [0, 1]; a constant vector maps to all ones (no opinion between the documents)."""
    arr = np.asarray(scores, dtype=np.float64)
    if arr.size == 0 or float(arr.max() - arr.min()) < 1e-12:
        return np.ones_like(arr)
    lo, hi = float(arr.min()), float(arr.max())
    return (arr - lo) / (hi - lo)


def sigmoid(scores: Sequence[float]) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.asarray(scores, dtype=np.float64)))


def blend(vector_scores: Sequence[float], reranker_scores: Sequence[float], cfg: BlendSettings) -> list[float]:
    """One blended score in [0, 1] per candidate (same order as the inputs)."""
    if len(vector_scores) != len(reranker_scores):
        raise ValueError("vector and reranker scores differ in length")
    if not vector_scores:
        return []
    vw = cfg.vector_weight * cfg.vector_multiplier
    if cfg.mode == BlendMode.RRF:
        k = cfg.rrf_k
        fused = vw / (k + ranks(vector_scores)) + cfg.reranker_weight / (k + ranks(reranker_scores))
        top = (vw + cfg.reranker_weight) / (k + 1)
        return [float(x) for x in (fused / top if top > 0 else fused)]
    rr = sigmoid(reranker_scores) if cfg.normalise == "sigmoid" else minmax(reranker_scores)
    va = cfg.alpha * cfg.vector_multiplier
    ra = 1.0 - cfg.alpha
    total = va + ra
    mixed = (va * np.asarray(vector_scores, dtype=np.float64) + ra * rr) / (total if total > 0 else 1.0)
    return [float(x) for x in mixed]
