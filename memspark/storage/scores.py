"""Leg scores: cosine similarity from LanceDB's distance, and sigmoid-normalised BM25.

Spec (api-reference, StorageBackend.ftsSearch): "BM25 full-text search with sigmoid score
normalization". Raw BM25 is unbounded (Lance: k1 = 1.2, b = 0.75; a query term contributes at most
≈ 2.2 × its IDF, and IDF = ln(1 + (N - n + 0.5) / (n + 0.5)) is ≈ 2–9 in memory-sized tables), so we
map it with a logistic centred on a typical single-rare-term match:

    score = 1 / (1 + exp(-(bm25 - BM25_MIDPOINT) / BM25_SCALE))

It is monotonic (ranking is unchanged), always in (0, 1), and unlike ``bm25 / (1 + bm25)`` it does
not crowd every real match into 0.8–1.0: 0 → 0.08, 5 → 0.5, 10 → 0.92. The raw BM25 value is
kept as ``SearchHit.raw_score``.
"""

from __future__ import annotations

import math

BM25_MIDPOINT = 5.0  # raw BM25 of one moderately rare term (IDF ≈ 5, n/N ≈ 0.7 %) at tf ≈ 1 → 0.5
BM25_SCALE = 2.0  # one IDF-5 term more (≈ +5..10 raw) lifts a hit from 0.5 to ≥ 0.92


def bm25_sigmoid(raw: float) -> float:
    """The spec's sigmoid normalisation of a raw BM25 score, in (0, 1)."""
    z = (raw - BM25_MIDPOINT) / BM25_SCALE
    # exp overflows past ~709; clamp so the result stays a float strictly inside (0, 1) in practice.
    z = max(-700.0, min(700.0, z))
    return 1.0 / (1.0 + math.exp(-z))


def cosine_score(distance: float) -> float:
    """LanceDB's cosine distance is ``1 - cos``; the vector leg's score is the cosine itself."""
    return 1.0 - distance
