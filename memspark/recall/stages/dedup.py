"""Near-duplicate removal (after source weighting, temporal decay and minScore): the same text (hash) or
cosine ≥ ``threshold`` between the candidates' stored vectors. The better candidate — higher
*final* score, then higher fused score — stays, so of three identical notes the newest survives
decay's ordering (it used to run before weighting and keep the best raw cosine, i.e. an older
copy); the same chunk indexed twice (a file copied between agents) is injected once. It runs on what
passed minScore: a candidate dropped there anyway must not take a near-identical survivor with it (a
shared rule is kept down to a lower threshold than the memory it repeats), and at 10k chunks ≈ 15
candidates are compared instead of ≈ 200.

The decision is greedy in rank order (a candidate is compared with the candidates already kept),
but the cosines come from one normalised matrix product over all candidates: the pairwise Python
loop cost 40 ms at ~250 candidates (114 ms at 100k rows); the float32 matrix product takes well under 1 ms.
"""

from __future__ import annotations

import numpy as np

from memspark.recall.candidate import Candidate
from memspark.recall.stages.contract import StageOutput
from memspark.recall.trace import Drop, DropReason

MISMATCHED = -1.0  # cosine recorded between vectors of different dims (another model's rows)


def unit(vector: np.ndarray) -> np.ndarray:
    v = np.asarray(vector, dtype=np.float64)
    n = float(np.linalg.norm(v))
    return v / n if n > 0 else v


def cosine_matrix(vectors: list[np.ndarray | None]) -> np.ndarray:
    """(n, n) cosines of the unit vectors; rows/columns of missing vectors and pairs of different
    dims hold :data:`MISMATCHED` (never a duplicate)."""
    n = len(vectors)
    sim = np.full((n, n), MISMATCHED)
    by_dims: dict[tuple[int, ...], list[int]] = {}
    for i, v in enumerate(vectors):
        if v is not None:
            by_dims.setdefault(np.shape(v), []).append(i)
    for idx in by_dims.values():
        # float32 (the stored vectors' type): float64 doubles the work and, on busy cores, made the
        # product ≈ 9 ms instead of ≈ 0.2 ms at 220 candidates
        units = np.stack([np.asarray(vectors[i], dtype=np.float32).reshape(-1) for i in idx])
        norms = np.linalg.norm(units, axis=1, keepdims=True)
        units = np.divide(units, norms, out=units.copy(), where=norms > 0)  # a zero vector stays zero
        if len(idx) == n:  # the usual case: one model, every candidate has a vector
            return units @ units.T
        sim[np.ix_(idx, idx)] = units @ units.T
    return sim


def remove_near_duplicates(candidates: tuple[Candidate, ...], threshold: float) -> StageOutput:
    ranked = sorted(candidates, key=lambda c: (-c.score, -c.fused))
    n = len(ranked)
    sim = cosine_matrix([c.vector for c in ranked])
    has_vec = np.array([c.vector is not None for c in ranked], dtype=bool)
    # For every candidate: the best cosine to any kept candidate so far and which one. Updated with
    # a strict ">" so that the earliest kept candidate wins a tie (argmax's first-of-ties).
    best_sim = np.full(n, -np.inf)
    best_of = np.full(n, -1, dtype=np.int64)
    kept_idx: list[int] = []
    kept_hash: dict[str, Candidate] = {}
    drops: list[Drop] = []
    for i, c in enumerate(ranked):
        digest = c.text_hash  # a property that hashes each time: read once
        twin = kept_hash.get(digest)
        if twin is not None:
            drops.append(Drop(c.id, c.location, DropReason.DUPLICATE, f"same text as {twin.location}"))
            continue
        if has_vec[i] and best_of[i] >= 0 and best_sim[i] >= threshold:
            other = ranked[int(best_of[i])]
            drops.append(Drop(c.id, c.location, DropReason.DUPLICATE,
                              f"cosine {best_sim[i]:.3f} ≥ {threshold:g} with {other.location}"))
            continue
        kept_idx.append(i)
        kept_hash[digest] = c
        if has_vec[i]:
            row = sim[i]
            better = row > best_sim
            best_sim[better] = row[better]
            best_of[better] = i
    kept = [ranked[i] for i in kept_idx]
    order = {c.id: i for i, c in enumerate(candidates)}
    kept.sort(key=lambda c: order[c.id])  # keep the fused order for the next stage
    return StageOutput(tuple(kept), drops=tuple(drops))
