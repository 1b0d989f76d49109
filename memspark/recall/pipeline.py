"""The recall runner: one pipeline for the hook, the tools and the CLI.

``clean → HyDE → embed → search pools → RRF → source weight → decay → normalise/minScore → dedup
→ relevance → gate → rerank → MMR → focus (tool mode) → limit`` gives ``results``; the hook continues with
``abstain → parent expansion → context-overlap dedup → injection filter → budget`` for ``injected``.
"relevance" gives every candidate an absolute relevance beside its normalised score; "abstain" drops
everything when the best one is below ``recall.hook_min_relevance`` (:mod:`~memspark.recall.stages.relevance`). Tool calls run the injection
filter on their results too (a tool result is prompt text as well).

The runner owns timing, tracing and error wrapping: each stage is timed and recorded as a
:class:`~memspark.recall.trace.TraceEntry`; a foreign exception inside a stage becomes a
:class:`~memspark.errors.RecallError` naming the stage; memspark errors pass through with their
own ``action``. Embedding, HyDE and reranker failures never raise: they degrade (BM25-only, raw
query, passthrough) and say so in ``fallback`` and the trace.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import date
from typing import Any, TypeVar

import numpy as np

from memspark.config import Config
from memspark.errors import MemsparkError, RecallError
from memspark.recall.candidate import Candidate
from memspark.recall.format import BLOCK_OVERHEAD, memory_cost
from memspark.recall.options import RerankOptions, pick
from memspark.recall.pools import RecallMode, low_threshold, pool_groups
from memspark.recall.stages import (
    StageOutput,
    apply_gate,
    apply_rerank,
    apply_source_weights,
    apply_temporal_decay,
    clamp_budget,
    clean_query,
    drop_context_overlap,
    expand_parents,
    filter_injections,
    focus,
    hyde_vector,
    limit,
    mmr,
    normalise,
    query_vector,
    remove_near_duplicates,
    rrf_fuse,
    search_pools,
)
from memspark.recall.stages.embedding import HypotheticalWriter, QueryEmbedder, provider_id
from memspark.recall.stages.relevance import abstain, assess_relevance
from memspark.recall.stages.rerank import RerankerLike
from memspark.recall.stages.scoring import LEAD_MARGIN
from memspark.recall.stages.search import GroupHits, SearchStore, search_depth, start_bm25
from memspark.recall.time_intent import time_anchor
from memspark.recall.trace import EmbedDetail, HydeDetail, RecallTrace, RerankDetail, StageDetail, TraceEntry
from memspark.rerank.blend import BlendSettings
from memspark.rerank.gate import GateDecision, RerankGateSettings

log = logging.getLogger(__name__)
T = TypeVar("T")


@dataclass(frozen=True)
class RecallRequest:
    query: str
    agent_id: str
    mode: RecallMode = "tool"
    max_results: int | None = None  # None: recall.max_results (tool) / recall.hook_max_results (hook)
    min_score: float | None = None  # None: recall.min_score
    now: date | None = None  # decay reference date (None: today) — set it for reproducible runs
    context_texts: tuple[str, ...] = ()  # recent messages / summaries for context-overlap dedup
    overrides: RerankOptions = field(default_factory=RerankOptions)


@dataclass(frozen=True)
class RecallResult:
    query: str  # the cleaned query
    results: tuple[Candidate, ...]
    injected: tuple[Candidate, ...]  # hook mode: after expansion, overlap dedup, filter, budget
    provider: str
    fallback: dict[str, str] | None
    trace: RecallTrace
    timings: dict[str, float]


class _Tracer:
    def __init__(self) -> None:
        self.entries: list[TraceEntry] = []

    def timed(self, stage: str, fn: Callable[..., T], *args: Any) -> tuple[T, float]:
        start = time.perf_counter()
        try:
            value = fn(*args)
        except MemsparkError:
            raise
        except Exception as exc:
            raise RecallError(f"recall stage {stage!r} failed: {type(exc).__name__}: {exc}",
                              action="Run the query with --trace and report the failing stage; "
                                     "`memspark status` checks the index.") from exc
        return value, (time.perf_counter() - start) * 1000.0

    def record(self, stage: str, ms: float, count_in: int, count_out: int, *, notes: tuple[str, ...] = (),
               detail: StageDetail | None = None, drops: tuple = ()) -> None:
        self.entries.append(TraceEntry(stage, ms, count_in, count_out, drops, notes, detail))

    def stage(self, stage: str, fn: Callable[..., StageOutput], candidates: tuple[Candidate, ...],
              *args: Any) -> StageOutput:
        out, ms = self.timed(stage, fn, candidates, *args)
        detail = out.detail
        if isinstance(detail, RerankDetail) and detail.ran:
            detail = dataclasses.replace(detail, rerank_ms=ms)
        self.record(stage, ms, len(candidates), len(out.candidates), notes=out.notes, detail=detail,
                    drops=out.drops)
        return out


SEARCH_WORKERS = 8  # one BM25 call per query runs on the pool (beside the embedding): 8 concurrent queries


class RecallPipeline:
    """``RecallPipeline(store, queue, cfg, reranker=None, hyde=None).run(request)``.

    The BM25 leg runs on ``executor`` while the query is embedded; without one the pipeline starts its own
    small thread pool on first use (threads idle between queries; :meth:`close` stops them).
    """

    def __init__(self, store: SearchStore, queue: QueryEmbedder, cfg: Config, reranker: RerankerLike | None = None,
                 hyde: HypotheticalWriter | None = None, executor: Executor | None = None) -> None:
        self.store, self.queue, self.cfg = store, queue, cfg
        self.reranker, self.hyde = reranker, hyde
        self._executor = executor
        self._owns_executor = executor is None
        self._executor_lock = threading.Lock()  # two first runs on two threads start one pool
        self._fit: bool | None = None  # see _vectors_fit

    def _vectors_fit(self) -> bool:
        """Whether the stored vectors are the bundled MiniLM's, which the injection screen's learned part
        scores instead of embedding (issue 21); asked once: the table's model is the query model."""
        if self._fit is None:
            from memspark.safety.learned import vectors_fit

            try:
                ident = getattr(self.queue, "identity", "") or getattr(self.queue.provider, "identity", "")
            except MemsparkError:  # the provider is down (recall falls back to BM25): rules only, ask again later
                return False
            self._fit = vectors_fit(str(ident or ""))
        return self._fit

    @property
    def executor(self) -> Executor:
        # Threads start on demand (≈ 0.1 ms each) and exit once the pipeline is garbage-collected,
        # so a pipeline built per call costs about a millisecond, not leaked threads.
        with self._executor_lock:
            if self._executor is None:
                self._executor = ThreadPoolExecutor(max_workers=SEARCH_WORKERS,
                                                    thread_name_prefix="memspark-search")
            return self._executor

    def close(self) -> None:
        """Stop the pipeline's own search threads (a caller's executor is left alone)."""
        with self._executor_lock:
            if self._owns_executor and self._executor is not None:
                self._executor.shutdown(wait=False)
                self._executor = None

    def gate_settings(self, o: RerankOptions) -> RerankGateSettings:
        tn = self.cfg.tuning
        return RerankGateSettings(mode=pick(o.gate, self.cfg.recall.gate),
                                  threshold=pick(o.gate_threshold, tn.gate_threshold),
                                  low_threshold=pick(o.gate_low_threshold, tn.gate_low_threshold))

    def blend_settings(self, o: RerankOptions) -> BlendSettings:
        tn = self.cfg.tuning
        return BlendSettings(mode=pick(o.blend_mode, self.cfg.rerank.blend), alpha=pick(o.alpha, tn.blend_alpha),
                             rrf_k=pick(o.rrf_k, tn.rrf_k),
                             vector_weight=pick(o.vector_weight, tn.blend_vector_weight),
                             reranker_weight=pick(o.reranker_weight, tn.blend_reranker_weight))

    def _query_vector(self, t: _Tracer, query: str) -> tuple[np.ndarray | None, dict[str, str] | None]:
        vector = None
        if self.hyde is not None and self.cfg.hyde.enabled:
            (vector, hdetail, notes), ms = t.timed("hyde", hyde_vector, query, self.hyde, self.queue)
            t.record("hyde", ms, 0, 0, notes=notes, detail=hdetail)
        else:
            t.record("hyde", 0.0, 0, 0, detail=HydeDetail(False, "disabled"))
        if vector is not None:
            t.record("embed", 0.0, 0, 0, detail=EmbedDetail(provider_id(self.queue), "hyde"))
            return vector, None
        (vector, edetail, notes), ms = t.timed("embed", query_vector, query, self.queue)
        t.record("embed", ms, 0, 0, notes=notes, detail=edetail)
        fallback = None
        if edetail.fallback_reason is not None:
            fallback = {"from": edetail.provider, "reason": edetail.fallback_reason}
        return vector, fallback

    def run(self, request: RecallRequest) -> RecallResult:
        rc = self.cfg.recall
        t = _Tracer()
        started = time.perf_counter()
        max_results, min_score, now = self._limits(request)

        (query, qdetail), ms = t.timed("clean", clean_query, request.query, rc.max_query_chars)
        t.record("clean", ms, 0, 0, detail=qdetail)
        vector, fallback = (None, None)
        results: tuple[Candidate, ...] = ()
        injected: tuple[Candidate, ...] = ()
        if query:
            cands, vector, fallback = self._rank(t, request, query, max_results, min_score, now)
            if rc.focus and request.mode != "hook":
                # turns of conversation chunks ranked by meaning too: their stored vectors against the query's
                by_meaning = functools.partial(focus, query_vector=vector, turn_vectors=self.store.turn_vectors,
                                               meaning_weight=self.cfg.tuning.focus_meaning_weight)
                cands = t.stage("focus", by_meaning, cands, query, min_score).candidates
            results = t.stage("limit", limit, cands, max_results).candidates
            if request.mode == "hook":
                out = t.stage("abstain", abstain, results, query, rc.hook_min_relevance).candidates
                out = t.stage("expand", expand_parents, out, self.store).candidates
                out = t.stage("context-overlap", drop_context_overlap, out, request.context_texts,
                              rc.context_overlap_threshold).candidates
                out = t.stage("injection-filter", filter_injections, out, self._vectors_fit()).candidates
                injected = t.stage("budget", clamp_budget, out, rc.max_injected_chars, memory_cost,
                                   BLOCK_OVERHEAD).candidates
            else:
                results = t.stage("injection-filter", filter_injections, results, self._vectors_fit()).candidates
        total = (time.perf_counter() - started) * 1000.0
        trace = RecallTrace(query=query, agent_id=request.agent_id, mode=request.mode,
                            entries=tuple(t.entries), total_ms=total)
        timings = {e.stage: e.ms for e in t.entries} | {"total": total}
        return RecallResult(query, results, injected, provider_id(self.queue), fallback, trace, timings)

    def ranked(self, request: RecallRequest) -> tuple[tuple[Candidate, ...], np.ndarray | None]:
        """The candidates the focus and limit stages act on — searched, fused, weighted, decayed, over
        minScore, deduplicated, reranked and diversified — and the query vector: for tuning scripts
        (``bench/fit_focus.py`` fits focus's turn model on them) and debugging."""
        query, _ = clean_query(request.query, self.cfg.recall.max_query_chars)
        if not query:
            return (), None
        cands, vector, _ = self._rank(_Tracer(), request, query, *self._limits(request))
        return cands, vector

    def _limits(self, request: RecallRequest) -> tuple[int, float, date]:
        """The request's max_results, minScore and decay date, the configured defaults filled in."""
        rc = self.cfg.recall
        max_results = request.max_results or (rc.hook_max_results if request.mode == "hook" else rc.max_results)
        min_score = rc.min_score if request.min_score is None else request.min_score
        return max_results, min_score, request.now or date.today()

    def _rank(self, t: _Tracer, request: RecallRequest, query: str, max_results: int, min_score: float,
              now: date) -> tuple[tuple[Candidate, ...], np.ndarray | None, dict[str, str] | None]:
        rc = self.cfg.recall
        groups = pool_groups(request.agent_id, request.mode)
        depth = search_depth(max_results, rc.candidate_multiplier)
        # BM25 needs no vector: its calls run while the query is embedded (the search stage's
        # time is what is left of them then, plus the vector legs)
        bm25 = start_bm25(query, self.store, groups, depth, self.executor)
        vector, fallback = self._query_vector(t, query)
        found, ms = t.timed("search", search_pools, query, vector, self.store, groups, depth, self.executor, bm25)
        hits = sum(len(g.vector) + len(g.bm25) for g in found.groups)
        t.record("search", ms, 0, hits, detail=found.detail)
        cands = self._fuse(t, found.groups)
        cands = t.stage("source-weight", apply_source_weights, cands, rc.source_weights).candidates
        anchor, margin = (time_anchor(query), LEAD_MARGIN) if rc.time_aware_decay else (None, float("inf"))
        cands = t.stage("decay", apply_temporal_decay, cands, now, rc.decay_floor, rc.decay_rate, anchor,
                        margin).candidates
        cands = t.stage("normalise", normalise, cands, min_score, low_threshold(min_score)).candidates
        # after minScore: a candidate dropped anyway suppresses nobody, and ~15 candidates, not ~200, are compared
        cands = t.stage("dedup", remove_near_duplicates, cands, rc.dedup_threshold).candidates
        cands = t.stage("relevance", assess_relevance, cands, query).candidates
        gate = t.stage("gate", apply_gate, cands, self.gate_settings(request.overrides)).detail
        assert isinstance(gate, GateDecision)
        cands = t.stage("rerank", apply_rerank, cands, query, self.reranker, gate,
                        self.blend_settings(request.overrides), self.cfg.rerank.top_n,
                        self.cfg.rerank.reformulate).candidates
        cands = t.stage("mmr", mmr, cands, rc.mmr_lambda, self.cfg.tuning.mmr_adaptive).candidates
        return cands, vector, fallback

    def _fuse(self, t: _Tracer, groups: tuple[GroupHits, ...]) -> tuple[Candidate, ...]:
        tn = self.cfg.tuning
        out, ms = t.timed("fuse", rrf_fuse, groups, tn.rrf_k, tn.fusion_vector_weight, tn.fusion_bm25_weight,
                             tn.relevance, tn.bm25_mix)
        t.record("fuse", ms, sum(len(g.vector) + len(g.bm25) for g in groups), len(out.candidates),
                 detail=out.detail)
        return out.candidates
