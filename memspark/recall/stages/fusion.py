"""Stage 5, weighted reciprocal rank fusion of the vector and BM25 legs (k = 60), and the base relevance.

Each leg is merged across pool groups into one ranking (cosines are comparable across groups;
BM25 sigmoid scores come from one index), then ``fused = Σ_leg w_leg / (k + rank_leg)``.

Base relevance — what weighting, decay and normalisation (stages 7–9) act on — is chosen by
``recall.relevance`` (the function's own default stays ``cosine``, the legacy behaviour):

- ``mix`` (config default): ``cosine + bm25_mix × bm25`` with ``bm25_mix`` 0.3 and ``bm25`` the
  FTS leg's sigmoid score (0 when the chunk matched no query term); a chunk only BM25 found
  takes its group's lowest returned cosine (vector search is exact: it is at most that similar).
- ``rrf``: ``fused / ((w_vector + w_bm25)/(k + 1))``; 1.0 = first in both legs.
- ``cosine``: the vector similarity alone (a BM25-only hit capped at the group's lowest cosine).

With one leg only (embedding fallback, or a query BM25 cannot match) every mode uses that leg's
own score. The RRF value orders candidates before scoring, breaks score ties later, and decides
which duplicate survives.

Why ``mix``, measured with ``memspark eval locomo`` (MiniLM, children ≤ 64 tokens, decay on with
``now`` = last session + 1 day; conversations 0–1, 160 questions; full pipeline R@10 / nDCG@10):
cosine 0.456 / 0.305 (the BM25 leg barely moved the order, although BM25 alone beats the small
dense models on LoCoMo); rrf 0.644 / 0.404; mix β 0.3 0.683 / 0.471, β 0.5 0.688 / 0.490,
β 1.0 0.696 / 0.492. β = 0.3 keeps the spec's worked examples on the real test workspaces (decay
ordering of the "Mika LoRA" notes, the mistakes boost, USER.md first): there BM25 sigmoid
scores are ≈ 0.1 (tiny corpus, low IDF) and their differences stay below the weights' and
decay's effect, while in a real memory a rare-term match (sigmoid ≈ 0.9) is worth ≈ 0.27,
several times the cosine spread of a top five. Full runs: README and ``bench/results/locomo_*.json``.

minScore 0.75 (after normalisation to top = 1.0) thus means "at least 75 % of the best
candidate's cosine-plus-term-match relevance": a paraphrase without shared terms still passes
when its cosine is close to the best one's; a chunk that matches neither way does not.
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


def rrf_fuse(groups: tuple[GroupHits, ...], k: int, vector_weight: float, bm25_weight: float,
             relevance: str = "cosine", bm25_mix: float = 0.0) -> StageOutput:
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
    # "rrf": the fused value over the best one possible (rank 1 in every leg that returned hits),
    # so 1.0 means "first in both legs". With one leg only (embedding fallback, or a query BM25
    # cannot match) there is no fusion: the base stays that leg's own score.
    both_legs = vector_ran and bool(bm25_hits)
    fused_top = (vector_weight + bm25_weight) / (k + 1)

    out: list[Candidate] = []
    for cid, hit in by_id.items():
        fused = 0.0
        if cid in vrank:
            fused += vector_weight / (k + vrank[cid])
        if cid in brank:
            fused += bm25_weight / (k + brank[cid])
        if relevance == "rrf" and both_legs and fused_top > 0:
            base = fused / fused_top
        elif cid in cosine:
            base = cosine[cid]
        else:
            floor = floor_by_group.get(id(group_of[cid])) if vector_ran else None
            base = bm25[cid] if floor is None else min(bm25[cid], floor)
        if relevance == "mix" and both_legs:
            # cosine (or its exact-search bound for a BM25-only hit) plus a BM25 term bonus
            floor = floor_by_group.get(id(group_of[cid]))
            base = cosine.get(cid, floor if floor is not None else 0.0) + bm25_mix * bm25.get(cid, 0.0)
        out.append(dataclasses.replace(candidate_from_hit(hit), cosine=cosine.get(cid), bm25=bm25.get(cid),
                                       fused=fused, relevance=base, score=base))
    out.sort(key=lambda c: -c.fused)
    both = sum(1 for c in out if c.cosine is not None and c.bm25 is not None)
    vonly = sum(1 for c in out if c.cosine is not None and c.bm25 is None)
    detail = FusionDetail(k, vector_weight, bm25_weight, both, vonly, len(out) - both - vonly)
    return StageOutput(tuple(out), detail=detail)

