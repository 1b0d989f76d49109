"""Stage 5, weighted reciprocal rank fusion of the vector and BM25 legs (k = 60).

Each leg is merged across pool groups into one ranking (cosines are comparable across groups;
BM25 sigmoid scores come from one index), then ``fused = Σ_leg w_leg / (k + rank_leg)``.

Base relevance — what weighting, decay and normalisation (stages 7–9) act on — is the
candidate's **cosine** similarity, not the fused RRF value, because:

- the spec's stages work on a cosine scale (its trace: ``0.82 × 1.6 = 1.312 → 1.0``, minScore
  0.75 "after normalisation", gate thresholds 0.02/0.08 on cosine spreads);
- RRF values (≈ 1/61 … 1/100) carry ranks only: normalised to top = 1.0 they put rank 20 at ~0.76
  whatever its similarity, and a semantic-only hit at half a hit found by both legs, so minScore
  would mean "found by BM25" instead of "close to the best match".

A candidate only the BM25 leg found gets its BM25 score capped at the lowest cosine the vector leg
returned for its pool group: vector search is exact, so a chunk outside the vector top-depth is at
most that similar. With no vector leg (embedding fallback) relevance is the BM25 score. The RRF
value orders candidates before scoring and breaks score ties later, and decides which duplicate
survives.
"""

from __future__ import annotations

import dataclasses

from memspark.recall.candidate import Candidate, candidate_from_hit
from memspark.recall.stages.contract import StageOutput
from memspark.recall.stages.search import GroupHits
from memspark.recall.trace import FusionDetail
from memspark.storage.types import SearchHit


def _leg_ranking(hits: list[SearchHit]) -> dict[str, int]:
    ranked = sorted(hits, key=lambda h: -h.score)
    out: dict[str, int] = {}
    for h in ranked:
        out.setdefault(h.id, len(out) + 1)
    return out


def rrf_fuse(groups: tuple[GroupHits, ...], k: int, vector_weight: float, bm25_weight: float) -> StageOutput:
    vector_hits = [h for g in groups for h in g.vector]
    bm25_hits = [h for g in groups for h in g.bm25]
    vrank, brank = _leg_ranking(vector_hits), _leg_ranking(bm25_hits)
    by_id: dict[str, SearchHit] = {}
    cosine: dict[str, float] = {}
    bm25: dict[str, float] = {}
    for h in vector_hits:
        by_id.setdefault(h.id, h)
        cosine[h.id] = max(cosine.get(h.id, h.score), h.score)
    for h in bm25_hits:
        by_id.setdefault(h.id, h)
        bm25[h.id] = max(bm25.get(h.id, h.score), h.score)
    floor_by_group = {id(g): min((h.score for h in g.vector), default=None) for g in groups}
    group_of = {h.id: g for g in groups for h in (*g.vector, *g.bm25)}
    vector_ran = bool(vector_hits)

    out: list[Candidate] = []
    for cid, hit in by_id.items():
        fused = 0.0
        if cid in vrank:
            fused += vector_weight / (k + vrank[cid])
        if cid in brank:
            fused += bm25_weight / (k + brank[cid])
        if cid in cosine:
            relevance = cosine[cid]
        else:
            floor = floor_by_group.get(id(group_of[cid])) if vector_ran else None
            relevance = bm25[cid] if floor is None else min(bm25[cid], floor)
        out.append(dataclasses.replace(candidate_from_hit(hit), cosine=cosine.get(cid), bm25=bm25.get(cid),
                                       fused=fused, relevance=relevance, score=relevance))
    out.sort(key=lambda c: -c.fused)
    both = sum(1 for c in out if c.cosine is not None and c.bm25 is not None)
    vonly = sum(1 for c in out if c.cosine is not None and c.bm25 is None)
    detail = FusionDetail(k, vector_weight, bm25_weight, both, vonly, len(out) - both - vonly)
    return StageOutput(tuple(out), detail=detail)
