"""The recall runner: one pipeline for the hook, the tools and the CLI.

The pipeline runs a declared list of stages (:mod:`memspark.recall.stages.registry`): ``clean → HyDE →
embed → search pools → RRF → source weight → decay → normalise/minScore → dedup → relevance → gate →
rerank → MMR → focus (tool mode) → limit`` gives ``results``; the hook continues with ``abstain →
parent expansion → context-overlap dedup → injection filter → budget`` for ``injected``; tool calls run
the injection filter on their results (a tool result is prompt text as well). An ablation is the list
minus a stage (``RecallPipeline(..., without=("decay",))``).

The runner owns timing, tracing, fallbacks and error wrapping (the contract:
:mod:`memspark.recall.stages.contract`): each stage is timed and recorded as a
:class:`~memspark.recall.trace.TraceEntry`. A stage that fails and declares a fallback (HyDE → the raw
query, rerank → passthrough, focus → unfocused results) degrades: the failure is logged — with its
traceback unless it is a memspark error, whose message says it all — and noted in the trace, and the run
goes on. Any other failure stops the run: a foreign exception becomes a
:class:`~memspark.errors.RecallStageError` (a RecallError) naming the stage; memspark errors pass through with their own
``action``. An embedding outage never raises either: the search runs BM25-only and ``fallback`` says so.
"""

from __future__ import annotations

import dataclasses
import logging
import threading
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import date

from memspark.config import Config
from memspark.errors import MemsparkError, RecallStageError, fallback_exc_info
from memspark.recall.candidate import Candidate
from memspark.recall.options import RerankOptions
from memspark.recall.pools import RecallMode
from memspark.recall.stages.context import RecallContext, RecallSettings
from memspark.recall.stages.contract import Stage, StageIO, StageOutput
from memspark.recall.stages.embedding import HypotheticalWriter, QueryEmbedder, provider_id
from memspark.recall.stages.registry import StagePlan, check_removable, declared_plan
from memspark.recall.stages.rerank import RerankerLike
from memspark.recall.stages.search import SearchStore
from memspark.recall.trace import RecallTrace, RerankDetail, TraceEntry

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class PipelineRequest:
    query: str
    agent_id: str
    mode: RecallMode = "tool"
    max_results: int | None = None  # None: recall.max_results (tool) / recall.hook_max_results (hook)
    min_score: float | None = None  # None: recall.min_score
    now: date | None = None  # decay reference date (None: today) — set it for reproducible runs
    context_texts: tuple[str, ...] = ()  # recent messages / summaries for context-overlap dedup
    overrides: RerankOptions = field(default_factory=RerankOptions)


@dataclass(frozen=True)
class PipelineRun:
    query: str  # the cleaned query
    results: tuple[Candidate, ...]
    injected: tuple[Candidate, ...]  # hook mode: after expansion, overlap dedup, filter, budget
    provider: str
    fallback: dict[str, str] | None
    trace: RecallTrace
    timings: dict[str, float]


class StageRunner:
    """Runs declared stages over one context, recording one trace entry per stage (see the module
    docstring for timing, fallbacks and error wrapping)."""

    def __init__(self, ctx: RecallContext) -> None:
        self.ctx = ctx
        self.entries: list[TraceEntry] = []
        self.halted = False
        self._prefetched = False

    def run(self, stages: Sequence[Stage], candidates: tuple[Candidate, ...]) -> tuple[Candidate, ...]:
        for stage in stages:
            if self.halted:
                break
            if not self._prefetched and self.ctx.query is not None:
                self._prefetch(stages)
            candidates = self.step(stage, candidates)
        return candidates

    def step(self, stage: Stage, candidates: tuple[Candidate, ...]) -> tuple[Candidate, ...]:
        view = self.ctx.for_io(stage.name, stage.io, tuple(self.entries))
        start = time.perf_counter()
        try:
            out = stage.run(view, candidates)
        except Exception as exc:
            out = self._fallback(stage, view, candidates, exc)
        ms = (time.perf_counter() - start) * 1000.0
        if out.context is not None:
            self.ctx = out.context.provided(self.ctx)
        detail = out.detail
        if isinstance(detail, RerankDetail) and detail.ran:
            detail = dataclasses.replace(detail, rerank_ms=ms)
        count_in, count_out = out.counts or (len(candidates), len(out.candidates))
        self.entries.append(TraceEntry(stage.name, ms, count_in, count_out, out.drops, out.notes, detail))
        self.halted = out.halt
        return out.candidates

    def _prefetch(self, stages: Sequence[Stage]) -> None:
        """Once the query is known: the stages that run I/O on the executor start what needs only the query."""
        self._prefetched = True
        for stage in stages:
            if StageIO.EXECUTOR in stage.io:
                self.ctx = stage.prefetch(self.ctx.for_io(stage.name, stage.io, ())).provided(self.ctx)

    @staticmethod
    def _fallback(stage: Stage, ctx: RecallContext, candidates: tuple[Candidate, ...],
                  exc: Exception) -> StageOutput:
        degraded = stage.fallback(ctx, candidates, exc)
        if degraded is None:
            if isinstance(exc, MemsparkError):
                raise exc
            raise RecallStageError(f"recall stage {stage.name!r} failed: {type(exc).__name__}: {exc}") from exc
        # a bug keeps its traceback; a memspark error's message and action say what happened
        log.warning("recall stage %r failed, falling back: %s", stage.name, exc, exc_info=fallback_exc_info(exc))
        note = f"stage {stage.name} failed ({type(exc).__name__}: {exc}) — fallback"
        return dataclasses.replace(degraded, notes=(*degraded.notes, note))


SEARCH_WORKERS = 8  # one BM25 call per query runs on the pool (beside the embedding): 8 concurrent queries


class RecallPipeline:
    """``RecallPipeline(store, queue, cfg, reranker=None, hyde=None).run(request)``.

    The BM25 leg runs on ``executor`` while the query is embedded; without one the pipeline starts its own
    small thread pool on first use (threads idle between queries; :meth:`close` stops them). ``without``:
    stages to leave out of the declared list (an ablation, e.g. ``("decay",)``).
    """

    def __init__(self, store: SearchStore, queue: QueryEmbedder, cfg: Config, reranker: RerankerLike | None = None,
                 hyde: HypotheticalWriter | None = None, executor: Executor | None = None,
                 without: Iterable[str] = ()) -> None:
        self.store, self.queue, self.cfg = store, queue, cfg
        self.reranker, self.hyde = reranker, hyde
        self.without = check_removable(without)
        self._executor = executor
        self._owns_executor = executor is None
        self._executor_lock = threading.Lock()  # two first runs on two threads start one pool
        self._fit: bool | None = None  # see _vectors_fit

    def plan(self, mode: RecallMode) -> StagePlan:
        """The stages a run in ``mode`` goes through, in order."""
        return declared_plan(self.cfg, mode).without(self.without)

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

    def context(self, request: PipelineRequest) -> RecallContext:
        """The context a run of ``request`` starts from: its resolved settings and this pipeline's store,
        models and executor (a tuning script runs a part of :meth:`plan` over it with a :class:`StageRunner`)."""
        settings = RecallSettings.resolve(self.cfg, request.agent_id, request.mode, max_results=request.max_results,
                                          min_score=request.min_score, now=request.now,
                                          context_texts=request.context_texts, overrides=request.overrides)
        return RecallContext(request.query, settings, self.store, self.queue, self.reranker, self.hyde,
                             self.executor, self._vectors_fit)

    def run(self, request: PipelineRequest) -> PipelineRun:
        started = time.perf_counter()
        plan = self.plan(request.mode)
        runner = StageRunner(self.context(request))
        results = runner.run((*plan.ranking, *plan.selection), ())
        final = runner.run(plan.finish, results)
        hook = request.mode == "hook"
        results, injected = (results, final) if hook else (final, ())
        total = (time.perf_counter() - started) * 1000.0
        query = runner.ctx.query or ""
        trace = RecallTrace(query=query, agent_id=request.agent_id, mode=request.mode,
                            entries=tuple(runner.entries), total_ms=total)
        timings = {e.stage: e.ms for e in runner.entries} | {"total": total}
        return PipelineRun(query, results, injected, provider_id(self.queue), runner.ctx.fallback, trace, timings)
