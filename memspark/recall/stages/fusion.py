"""Stage 5, weighted reciprocal rank fusion of the vector and BM25 legs (k = 60), and the base relevance.

Each leg is merged across pool groups into one ranking (cosines are comparable across groups;
BM25 sigmoid scores come from one index), then ``fused = Σ_leg w_leg / (k + rank_leg)``.

Base relevance — what weighting, decay and normalisation (stages 7–9) act on — is chosen by
``tuning.relevance`` (:class:`~memspark.vocab.RelevanceMode`; :func:`rrf_fuse` defaults to the
configured defaults, ``mix`` with ``bm25_mix`` 0.3, so a caller that omits them gets what recall does):

- ``mix`` (default): ``cosine + bm25_mix × bm25`` with ``bm25_mix`` 0.3. The BM25 term
  is 0 when the chunk matched no query term; otherwise the best BM25 hit keeps its sigmoid score
  and every other hit gets that times its raw BM25 over the best raw BM25. The sigmoid saturates
  (raw 10 → 0.92, raw 15 → 0.99), so on a multi-term question every real match used to add the
  same ≈ 0.3 and the term ranking was lost (that earlier form, each hit's own sigmoid score, was
  called ``mix_sigmoid``; a config naming it now reads ``mix``, :mod:`memspark.tuning`); the relative
  scaling keeps it, while the best hit's sigmoid still says how strong the match is at all (a weak
  match stays a small bonus). A chunk only BM25 found takes its group's lowest returned cosine
  (vector search is exact: it is at most that similar).
- ``rrf``: ``fused / ((w_vector + w_bm25)/(k + 1))``; 1.0 = first in both legs.
- ``cosine``: the vector similarity alone (a BM25-only hit capped at the group's lowest cosine).

With one leg only (embedding fallback, or a query BM25 cannot match) every mode uses that leg's
own score. The RRF value orders candidates before scoring, breaks score ties later, and decides
which duplicate survives.

How the mode and β were chosen, with ``memspark eval locomo`` (MiniLM int8, decay on with ``now`` =
last session + 1 day, ``max_results`` 25, min_score 0; full pipeline R@10 / nDCG@10 per turn). These
runs predate the focus stage and used the eval's own chunking of the time (64- and then 112-token
children; the eval now indexes with the shipped ``chunk`` settings, 200-token children):

- Conversations 0–1, 160 questions, 64-token children: cosine 0.456 / 0.305; rrf 0.644 / 0.404;
  mix_sigmoid β 0.3 0.683 / 0.471, β 0.5 0.688 / 0.490, β 1.0 0.696 / 0.492.
- Conversations 0–2, 300 evenly spaced questions, 64-token children: mix_sigmoid β 0.3
  0.664 / 0.441; mix β 0.3 0.680 / 0.493, β 0.5 0.696 / 0.510, β 1.0 0.697 / 0.522, β 1.5
  0.693 / 0.520; BM25 leg alone 0.697 / 0.532, RRF hybrid 0.659 / 0.466. 112-token children:
  mix β 0.3 0.704 / 0.468, β 0.5 0.719, β 1.0 0.720; BM25 alone 0.733. MMR λ 1.0 instead of 0.9:
  −0.004 to +0.010 (noise, λ stays 0.9); decay off (β 1.0, 64 tokens): +0.016.
- β stays 0.3: a larger β breaks the spec's decay worked example on the real example workspace
  ("Mika LoRA": the 33-day-old note with the highest cosine sits at 0.756 after normalisation
  with β 0.3 and falls under minScore 0.75 from β ≈ 0.4, because MEMORY.md's 1.4 weight then
  multiplies a larger term bonus). On LoCoMo β 0.5–1.0 would add ≈ 1.5 points R@10.

The current full-run figures (all 10 conversations, 1982 questions, shipped config with focus) are
in ``bench/results/locomo_minilm_full.json``: full pipeline R@10 / R@25 / nDCG@10 0.802 / 0.867 /
0.611, BM25 leg R@10 0.698, vector leg 0.450, RRF hybrid 0.578. The spec's decay (floor 0.8) is the
product's recency preference and is kept although LoCoMo asks about sessions up to a year old (with
time-aware decay it costs 0.003 R@10 there: 0.805 without it).

minScore 0.75 (after normalisation to top = 1.0) thus means "at least 75 % of the best
candidate's cosine-plus-term-match relevance": a paraphrase without shared terms still passes
when its cosine is close to the best one's; a chunk that matches neither way does not.
"""

from __future__ import annotations

from memspark.recall.candidate import Candidate, candidate_from_hit
from memspark.recall.stages.contract import StageOutput
from memspark.recall.stages.search import GroupHits
from memspark.recall.trace import FusionDetail
from memspark.storage.types import SearchHit
from memspark.tuning import Tuning
from memspark.vocab import RelevanceMode

_DEFAULTS = Tuning()  # rrf_fuse's defaults are the configured ones


def _leg_ranking(hits: list[SearchHit]) -> dict[str, int]:
    # equal scores rank by place in the workspace: LanceDB returns BM25 ties in an arbitrary order
    # (it can differ between two identical calls), which made fused ranks — and results — flip
    ranked = sorted(hits, key=lambda h: (-h.score, h.path, h.start_line, h.id))
    out: dict[str, int] = {}
    for h in ranked:
        out.setdefault(h.id, len(out) + 1)
    return out


def _bm25_terms(bm25_hits: list[SearchHit], sigmoid: dict[str, float]) -> dict[str, float]:
    """The BM25 term of ``mix``: the best match keeps its sigmoid score, the others scale with
    their raw BM25 relative to it."""
    raw: dict[str, float] = {}
    for h in bm25_hits:
        raw[h.id] = max(raw.get(h.id, h.raw_score), h.raw_score)
    top = max(raw.values(), default=0.0)
    if top <= 0:  # no raw scores (a backend that only reports the normalised one)
        return sigmoid
    best = max(sigmoid.values())
    return {cid: best * max(r, 0.0) / top for cid, r in raw.items()}


def rrf_fuse(groups: tuple[GroupHits, ...], k: int, vector_weight: float, bm25_weight: float,
             relevance: RelevanceMode = _DEFAULTS.relevance, bm25_mix: float = _DEFAULTS.bm25_mix) -> StageOutput:
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
    bm25_term = _bm25_terms(bm25_hits, bm25) if relevance == RelevanceMode.MIX else {}
    fused_top = (vector_weight + bm25_weight) / (k + 1)

    out: list[Candidate] = []
    for cid, hit in by_id.items():
        fused = 0.0
        if cid in vrank:
            fused += vector_weight / (k + vrank[cid])
        if cid in brank:
            fused += bm25_weight / (k + brank[cid])
        if relevance == RelevanceMode.RRF and both_legs and fused_top > 0:
            base = fused / fused_top
        elif cid in cosine:
            base = cosine[cid]
        else:
            floor = floor_by_group.get(id(group_of[cid])) if vector_ran else None
            base = bm25[cid] if floor is None else min(bm25[cid], floor)
        if relevance == RelevanceMode.MIX and both_legs:
            # cosine (or its exact-search bound for a BM25-only hit) plus a BM25 term bonus
            floor = floor_by_group.get(id(group_of[cid]))
            base = cosine.get(cid, floor if floor is not None else 0.0) + bm25_mix * bm25_term.get(cid, 0.0)
        out.append(candidate_from_hit(hit, cosine=cosine.get(cid), bm25=bm25.get(cid), fused=fused, relevance=base,
                                      score=base))
    out.sort(key=lambda c: -c.fused)
    both = sum(1 for c in out if c.cosine is not None and c.bm25 is not None)
    vonly = sum(1 for c in out if c.cosine is not None and c.bm25 is None)
    detail = FusionDetail(k, vector_weight, bm25_weight, both, vonly, len(out) - both - vonly)
    return StageOutput(tuple(out), detail=detail)

