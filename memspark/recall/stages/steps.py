"""Every recall stage as a :class:`~memspark.recall.stages.contract.Stage` over the context.

Each class wraps the stage's pure function (which stays importable and testable on its own) and
reads its settings from :class:`~memspark.recall.stages.context.RecallSettings`; the order they run
in is declared in :mod:`memspark.recall.stages.registry`. Stages with a ``fallback`` degrade instead
of failing the run (HyDE → the raw query, rerank → passthrough, focus → the unfocused results).
"""

from __future__ import annotations

from memspark.recall.candidate import Candidate
from memspark.recall.format import BLOCK_OVERHEAD
from memspark.recall.pools import low_threshold
from memspark.recall.stages.context import RecallContext
from memspark.recall.stages.contract import PureStage, StageIO, StageOutput
from memspark.recall.stages.dedup import remove_near_duplicates
from memspark.recall.stages.embedding import HYDE_FALLBACK_NOTE, hyde_vector, provider_id, query_vector
from memspark.recall.stages.focus import focus
from memspark.recall.stages.fusion import rrf_fuse
from memspark.recall.stages.injection import filter_injections
from memspark.recall.stages.mmr import limit, mmr
from memspark.recall.stages.overlap import drop_context_overlap
from memspark.recall.stages.query import clean_query
from memspark.recall.stages.relevance import abstain, assess_relevance, vector_floor
from memspark.recall.stages.rerank import apply_gate, apply_rerank, rerank_head
from memspark.recall.stages.scoring import LEAD_MARGIN, apply_source_weights, apply_temporal_decay, normalise
from memspark.recall.stages.search import search_pools, start_bm25
from memspark.recall.stages.windows import expand_sections, fit_windows
from memspark.recall.time_intent import time_anchor
from memspark.recall.trace import EmbedDetail, HydeDetail, RerankDetail
from memspark.rerank.gate import GateDecision

Cands = tuple[Candidate, ...]
_ALWAYS = GateDecision("none", True, "no gate stage: the reranker always runs", 0.0)


def _query(ctx: RecallContext) -> str:
    return ctx.query or ""


# ---- the query: clean, HyDE, embed, search, fuse ----------------------------------------------------

class Clean(PureStage):
    name = "clean"
    required = True

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        query, detail = clean_query(ctx.raw_query, ctx.settings.max_query_chars)
        return StageOutput(candidates, detail=detail, context=ctx.evolve(query=query), counts=(0, 0),
                           halt=not query)


class Hyde(PureStage):
    """The query vector from a hypothetical document; any failure falls back to the raw query."""

    name = "hyde"
    io = frozenset({StageIO.GENERATOR, StageIO.EMBEDDER})

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        if ctx.hyde is None or not ctx.settings.hyde_enabled:
            return StageOutput(candidates, detail=HydeDetail(False, "disabled"), counts=(0, 0))
        vector, detail, notes = hyde_vector(_query(ctx), ctx.hyde, ctx.queue)
        return StageOutput(candidates, notes=notes, detail=detail, context=ctx.evolve(vector=vector), counts=(0, 0))

    def fallback(self, ctx: RecallContext, candidates: Cands, error: Exception) -> StageOutput:
        notes = (f"HyDE: generating hypothetical document for query={_query(ctx)!r}", HYDE_FALLBACK_NOTE)
        return StageOutput(candidates, notes=notes, counts=(0, 0),
                           detail=HydeDetail(False, f"error: {type(error).__name__}: {error}"))


class Embed(PureStage):
    """The query's embedding (unless HyDE gave the vector); an outage → BM25-only with ``fallback``."""

    name = "embed"
    io = frozenset({StageIO.EMBEDDER})
    required = True

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        if ctx.vector is not None:
            return StageOutput(candidates, detail=EmbedDetail(provider_id(ctx.queue), "hyde"), counts=(0, 0))
        vector, detail, notes = query_vector(_query(ctx), ctx.queue)
        fallback = None
        if detail.fallback_reason is not None:
            fallback = {"from": detail.provider, "reason": detail.fallback_reason}
        return StageOutput(candidates, notes=notes, detail=detail, counts=(0, 0),
                           context=ctx.evolve(vector=vector, fallback=fallback))


class Search(PureStage):
    """Both legs for every pool group; the BM25 leg starts (``prefetch``) while the query is embedded."""

    name = "search"
    io = frozenset({StageIO.STORE, StageIO.EXECUTOR})
    required = True

    def prefetch(self, ctx: RecallContext) -> RecallContext:
        s = ctx.settings
        return ctx.evolve(bm25=start_bm25(_query(ctx), ctx.store, s.groups, s.depth, ctx.executor))

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        s = ctx.settings
        found = search_pools(_query(ctx), ctx.vector, ctx.store, s.groups, s.depth, ctx.executor, ctx.bm25)
        hits = sum(len(g.vector) + len(g.bm25) for g in found.groups)
        return StageOutput(candidates, detail=found.detail, context=ctx.evolve(hits=found.groups, bm25=None),
                           counts=(0, hits))


class Fuse(PureStage):
    name = "fuse"
    required = True

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        s = ctx.settings
        out = rrf_fuse(ctx.hits, s.rrf_k, s.fusion_vector_weight, s.fusion_bm25_weight, s.relevance, s.bm25_mix)
        hits = sum(len(g.vector) + len(g.bm25) for g in ctx.hits)
        return StageOutput(out.candidates, detail=out.detail, counts=(hits, len(out.candidates)))


# ---- scoring and ranking ----------------------------------------------------------------------------

class SourceWeight(PureStage):
    name = "source-weight"

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        return apply_source_weights(candidates, ctx.settings.source_weights, ctx.settings.source_penalty_similarity)


class Decay(PureStage):
    name = "decay"

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        s = ctx.settings
        anchor, margin = (time_anchor(_query(ctx)), LEAD_MARGIN) if s.time_aware_decay else (None, float("inf"))
        return apply_temporal_decay(candidates, s.now, s.decay_floor, s.decay_rate, anchor, margin)


class Normalise(PureStage):
    name = "normalise"

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        return normalise(candidates, ctx.settings.min_score, low_threshold(ctx.settings.min_score))


class Dedup(PureStage):
    name = "dedup"

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        return remove_near_duplicates(candidates, ctx.settings.dedup_threshold)


class Relevance(PureStage):
    name = "relevance"

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        floor = vector_floor(ctx.hits) if ctx.vector is not None else None
        return assess_relevance(candidates, _query(ctx), floor=floor)


class Gate(PureStage):
    name = "gate"

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        out = apply_gate(candidates, ctx.settings.gate)
        assert isinstance(out.detail, GateDecision)
        return StageOutput(out.candidates, detail=out.detail, context=ctx.evolve(gate=out.detail))


class Rerank(PureStage):
    """The cross-encoder on the head; a provider that raises leaves the order as it was."""

    name = "rerank"
    io = frozenset({StageIO.RERANKER})

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        s = ctx.settings
        return apply_rerank(candidates, _query(ctx), ctx.reranker, ctx.gate or _ALWAYS, s.blend, s.rerank_top_n,
                            s.reformulate)

    def fallback(self, ctx: RecallContext, candidates: Cands, error: Exception) -> StageOutput:
        name, asked, head = rerank_head(candidates, _query(ctx), ctx.reranker, ctx.settings.rerank_top_n,
                                        ctx.settings.reformulate)
        why = f"reranker raised {type(error).__name__}: {error}"
        return StageOutput(candidates, notes=(f"rerank: {why} — passthrough (vector order kept)",),
                           detail=RerankDetail(False, name, asked, head, fallback_reason=why))


class MMR(PureStage):
    name = "mmr"

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        return mmr(candidates, ctx.settings.mmr_lambda, ctx.settings.mmr_adaptive)


class Focus(PureStage):
    """Tool results point at their best turns/blocks; reads the stored turn vectors (the store)."""

    name = "focus"
    io = frozenset({StageIO.STORE})

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        s = ctx.settings
        return focus(candidates, _query(ctx), s.min_score, query_vector=ctx.vector,
                     turn_vectors=ctx.store.turn_vectors, meaning_weight=s.focus_meaning_weight)

    def fallback(self, ctx: RecallContext, candidates: Cands, error: Exception) -> StageOutput:
        return StageOutput(candidates, notes=(f"focus failed ({type(error).__name__}: {error}) — results unfocused",))


class Limit(PureStage):
    name = "limit"
    required = True

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        return limit(candidates, ctx.settings.max_results)


# ---- the hook's block and the injection screen ------------------------------------------------------

class Abstain(PureStage):
    name = "abstain"

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        return abstain(candidates, _query(ctx), ctx.settings.hook_min_relevance)


class Expand(PureStage):
    """The first ``max_results`` sections of the hook's turns, with their matched lines as anchors."""

    name = "expand"
    io = frozenset({StageIO.STORE})

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        return expand_sections(candidates, ctx.store, ctx.settings.max_results)


class ContextOverlap(PureStage):
    name = "context-overlap"

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        return drop_context_overlap(candidates, ctx.settings.context_texts, ctx.settings.context_overlap_threshold)


class InjectionFilter(PureStage):
    """Never degrades: a screen that fails fails the run (closed, not open)."""

    name = "injection-filter"
    io = frozenset({StageIO.EMBEDDER})
    required = True  # a safety screen: no ablation removes it

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        return filter_injections(candidates, ctx.vectors_fit())


class Budget(PureStage):
    name = "budget"

    def run(self, ctx: RecallContext, candidates: Cands) -> StageOutput:
        return fit_windows(candidates, ctx.settings.max_injected_chars, BLOCK_OVERHEAD)
