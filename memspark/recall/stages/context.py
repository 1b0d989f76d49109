"""What every stage reads: one :class:`RecallContext` per run, with typed :class:`RecallSettings`.

The pipeline resolves the settings once per run (the config's values, the request's limits and its
per-call rerank overrides filled in) and builds the context; a stage reads what it needs from it
instead of taking its settings as positional arguments. The context is frozen: a stage that produces
something later stages read (the cleaned query, the query vector, the search hits, the gate's
decision) returns a new one in :attr:`StageOutput.context <memspark.recall.stages.contract.StageOutput>`.

The providers (``store``, ``queue``, ``reranker``, ``hyde``, ``executor``) are only reachable by a
stage that declares them in its ``io`` (:class:`~memspark.recall.stages.contract.StageIO`): the
runner hands every other stage a context whose undeclared providers refuse to be used
(:meth:`RecallContext.for_io`).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Mapping
from concurrent.futures import Executor, Future
from dataclasses import dataclass
from datetime import date
from typing import Any

import numpy as np

from memspark.config import Config
from memspark.errors import RecallStageError
from memspark.recall.options import RerankOptions, pick
from memspark.recall.pools import PoolGroup, RecallMode, pool_groups
from memspark.recall.stages.contract import StageIO
from memspark.recall.stages.embedding import HypotheticalWriter, QueryEmbedder
from memspark.recall.stages.rerank import RerankerLike
from memspark.recall.stages.search import GroupHits, SearchStore, search_depth
from memspark.recall.trace import TraceEntry
from memspark.rerank.blend import BlendSettings
from memspark.rerank.gate import GateDecision, RerankGateSettings
from memspark.storage.types import SearchHit
from memspark.vocab import RelevanceMode


@dataclass(frozen=True)
class RecallSettings:
    """Every value a stage is configured with, for one run."""

    agent_id: str
    mode: RecallMode
    max_results: int
    min_score: float
    now: date
    context_texts: tuple[str, ...]
    groups: tuple[PoolGroup, ...]
    depth: int
    max_query_chars: int
    hyde_enabled: bool
    rrf_k: int
    fusion_vector_weight: float
    fusion_bm25_weight: float
    relevance: RelevanceMode
    bm25_mix: float
    source_weights: Mapping[str, float]
    source_penalty_similarity: float
    decay_floor: float
    decay_rate: float
    time_aware_decay: bool
    dedup_threshold: float
    gate: RerankGateSettings
    blend: BlendSettings
    rerank_top_n: int
    reformulate: bool
    mmr_lambda: float
    mmr_adaptive: bool
    focus_meaning_weight: float
    hook_min_relevance: float
    context_overlap_threshold: float
    max_injected_chars: int

    @classmethod
    def resolve(cls, cfg: Config, agent_id: str, mode: RecallMode, *, max_results: int | None = None,
                min_score: float | None = None, now: date | None = None, context_texts: tuple[str, ...] = (),
                overrides: RerankOptions | None = None) -> RecallSettings:
        """The config's values with the request's limits (None: the configured default for ``mode``)
        and per-call rerank overrides (UNSET fields: the configured value)."""
        rc, tn, o = cfg.recall, cfg.tuning, overrides or RerankOptions()
        limit = max_results or (rc.hook_max_results if mode == "hook" else rc.max_results)
        gate = RerankGateSettings(mode=pick(o.gate, rc.gate), threshold=pick(o.gate_threshold, tn.gate_threshold),
                                  low_threshold=pick(o.gate_low_threshold, tn.gate_low_threshold))
        blend = BlendSettings(mode=pick(o.blend_mode, cfg.rerank.blend), alpha=pick(o.alpha, tn.blend_alpha),
                              rrf_k=pick(o.rrf_k, tn.rrf_k), vector_weight=pick(o.vector_weight, tn.blend_vector_weight),
                              reranker_weight=pick(o.reranker_weight, tn.blend_reranker_weight))
        return cls(
            agent_id=agent_id, mode=mode, max_results=limit,
            min_score=rc.min_score if min_score is None else min_score, now=now or date.today(),
            context_texts=context_texts, groups=pool_groups(agent_id, mode),
            depth=search_depth(limit, tn.candidate_multiplier), max_query_chars=tn.max_query_chars,
            hyde_enabled=cfg.hyde.enabled, rrf_k=tn.rrf_k, fusion_vector_weight=tn.fusion_vector_weight,
            fusion_bm25_weight=tn.fusion_bm25_weight, relevance=tn.relevance, bm25_mix=tn.bm25_mix,
            source_weights=rc.source_weights, source_penalty_similarity=tn.source_penalty_similarity,
            decay_floor=tn.decay_floor, decay_rate=tn.decay_rate,
            time_aware_decay=tn.time_aware_decay, dedup_threshold=tn.dedup_threshold, gate=gate, blend=blend,
            rerank_top_n=cfg.rerank.top_n, reformulate=tn.reformulate, mmr_lambda=tn.mmr_lambda,
            mmr_adaptive=tn.mmr_adaptive, focus_meaning_weight=tn.focus_meaning_weight,
            hook_min_relevance=tn.hook_min_relevance, context_overlap_threshold=tn.context_overlap_threshold,
            max_injected_chars=rc.max_injected_chars)


@dataclass(frozen=True, eq=False)  # identity equality: it holds arrays and providers
class RecallContext:
    """One run's inputs, providers and intermediate products (see the module docstring)."""

    raw_query: str
    settings: RecallSettings
    store: SearchStore
    queue: QueryEmbedder
    reranker: RerankerLike | None
    hyde: HypotheticalWriter | None
    executor: Executor
    vectors_fit: Callable[[], bool]  # whether the injection screen may score stored vectors (asked lazily)
    query: str | None = None  # the cleaned query (None until the clean stage ran)
    vector: np.ndarray | None = None  # the query (or HyDE) vector; None: BM25-only
    fallback: dict[str, str] | None = None  # the embedding outage the result reports
    bm25: Future[list[list[SearchHit]]] | None = None  # the BM25 leg, started while the query is embedded
    hits: tuple[GroupHits, ...] = ()  # what the search stage found, per pool group
    gate: GateDecision | None = None  # the gate's decision (None: no gate stage, the reranker always runs)
    trace: tuple[TraceEntry, ...] = ()  # the entries recorded so far, read-only

    def evolve(self, **changes: Any) -> RecallContext:
        """A copy with ``changes`` (a frozen copy: ``dataclasses.replace`` re-runs ``__init__``, several
        times slower, and the runner copies the context once per stage)."""
        unknown = changes.keys() - _FIELDS
        if unknown:
            raise TypeError(f"RecallContext has no field(s) {', '.join(sorted(unknown))}")
        new = object.__new__(RecallContext)
        new.__dict__.update(self.__dict__, **changes)
        return new

    def for_io(self, stage: str, io: frozenset[StageIO], trace: tuple[TraceEntry, ...]) -> RecallContext:
        """This context as ``stage`` sees it: the providers it did not declare refuse to be used."""
        return self.evolve(trace=trace, **_hidden(stage, io))

    def provided(self, full: RecallContext) -> RecallContext:
        """A context a stage returned, with the providers the runner hid from it restored from ``full``."""
        return self.evolve(**{name: getattr(full, name) for name in _PROVIDER_FIELDS})


_FIELDS = frozenset(f.name for f in dataclasses.fields(RecallContext))
# the context's provider fields and the I/O a stage declares to reach each
_PROVIDER_FIELDS: dict[str, StageIO] = {
    "store": StageIO.STORE, "queue": StageIO.EMBEDDER, "vectors_fit": StageIO.EMBEDDER,
    "reranker": StageIO.RERANKER, "hyde": StageIO.GENERATOR, "executor": StageIO.EXECUTOR,
}


@functools.cache
def _hidden(stage: str, io: frozenset[StageIO]) -> dict[str, Any]:
    """The stand-ins for the providers ``stage`` did not declare (made once per stage)."""
    return {name: _Undeclared(stage, resource) for name, resource in _PROVIDER_FIELDS.items() if resource not in io}


class _Undeclared:
    """Stands in for a provider a stage did not declare: any use is a bug in the stage's declaration."""

    def __init__(self, stage: str, resource: StageIO) -> None:
        self._stage, self._resource = stage, resource

    def _refuse(self) -> RecallStageError:  # a bug in the stage: logged with its traceback even where it falls back
        return RecallStageError(f"recall stage {self._stage!r} used the {self._resource.value} without declaring it",
                                action=f"Add StageIO.{self._resource.name} to the stage's `io`.")

    def __getattr__(self, name: str) -> Any:
        raise self._refuse()

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        raise self._refuse()

    def __bool__(self) -> bool:
        raise self._refuse()

