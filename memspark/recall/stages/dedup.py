"""Stage 6, near-duplicate removal: the same text (hash) or cosine ≥ ``threshold`` between the
candidates' stored vectors. The better candidate (higher relevance, then higher fused score)
stays; the same chunk indexed twice (a file copied between agents) is injected once."""

from __future__ import annotations

import numpy as np

from memspark.recall.candidate import Candidate
from memspark.recall.stages.contract import StageOutput
from memspark.recall.trace import Drop, DropReason


def unit(vector: np.ndarray) -> np.ndarray:
    v = np.asarray(vector, dtype=np.float64)
    n = float(np.linalg.norm(v))
    return v / n if n > 0 else v


def remove_near_duplicates(candidates: tuple[Candidate, ...], threshold: float) -> StageOutput:
    ranked = sorted(candidates, key=lambda c: (-c.relevance, -c.fused))
    kept: list[Candidate] = []
    kept_units: list[np.ndarray] = []
    kept_hash: dict[str, Candidate] = {}
    drops: list[Drop] = []
    for c in ranked:
        twin = kept_hash.get(c.text_hash)
        if twin is not None:
            drops.append(Drop(c.id, c.location, DropReason.DUPLICATE, f"same text as {twin.location}"))
            continue
        u = unit(c.vector) if c.vector is not None else None
        if u is not None and kept_units:
            sims = np.array([float(u @ k) if k.shape == u.shape else -1.0 for k in kept_units])
            best = int(np.argmax(sims))
            if sims[best] >= threshold:
                other = [k for k in kept if k.vector is not None][best]
                drops.append(Drop(c.id, c.location, DropReason.DUPLICATE,
                                  f"cosine {sims[best]:.3f} ≥ {threshold:g} with {other.location}"))
                continue
        kept.append(c)
        kept_hash[c.text_hash] = c
        if u is not None:
            kept_units.append(u)
    order = {c.id: i for i, c in enumerate(candidates)}
    kept.sort(key=lambda c: order[c.id])  # keep the fused order for the next stage
    return StageOutput(tuple(kept), drops=tuple(drops))
