"""Stage 4, per-pool search: a vector leg and a BM25 leg for each pool group.

Depth per leg is ``max(20, max_results × candidate_multiplier)``. Groups (see
:mod:`memspark.recall.pools`): the agent's own pools filtered by its ``agent_id``; the shared
pools; ``shared_rules`` on its own (always searched); reference pools for tool calls only. The
vector leg is skipped when there is no query vector (embedding fallback).

Each leg is one store call for every group (``fts_search_many``, ``vector_search_many``): the store
answers all groups from one LanceDB FTS call and one mat-vec over its vector cache, split back per
group exactly (a group crowded out of the shared FTS call is asked again on its own). An FTS call is the
stage's biggest cost (≈ 4.5 ms at 10k rows, nearly all of it LanceDB's fixed cost per call, flat in the
limit), so one call per query instead of one per group is most of the saving; measured at 10k rows,
quiet 2 cores: the search stage 14.7 → 7.3 ms, memory_search p50 29.4 → 20.4 ms (2–3 FTS calls and four
vector scans before).
The pipeline starts the BM25 call on ``executor`` before it embeds the query, which it does not need.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from memspark.recall.pools import PoolGroup
from memspark.recall.trace import PoolCount, SearchDetail
from memspark.storage.types import SearchHit, SearchOptions

MIN_DEPTH = 20


class SearchStore(Protocol):
    """The read side of :class:`memspark.storage.LanceStore` that recall uses."""

    def vector_search(self, vector: np.ndarray, opts: SearchOptions) -> list[SearchHit]: ...

    def vector_search_many(self, vector: np.ndarray, options: Sequence[SearchOptions]) -> list[list[SearchHit]]: ...

    def fts_search(self, query: str, opts: SearchOptions) -> list[SearchHit]: ...

    def fts_search_many(self, query: str, options: Sequence[SearchOptions]) -> list[list[SearchHit]]: ...

    def get_by_ids(self, ids: Sequence[str]) -> list[SearchHit]: ...

    def turn_vectors(self, ids: Sequence[str], opts: SearchOptions | None = None) -> Mapping[str, np.ndarray]: ...


@dataclass(frozen=True)
class GroupHits:
    group: PoolGroup
    vector: tuple[SearchHit, ...]
    bm25: tuple[SearchHit, ...]


@dataclass(frozen=True)
class SearchOutput:
    groups: tuple[GroupHits, ...]
    detail: SearchDetail


def search_depth(max_results: int, multiplier: int) -> int:
    return max(MIN_DEPTH, max_results * multiplier)


def group_options(query: str, groups: Sequence[PoolGroup], depth: int) -> list[SearchOptions]:
    """Each group's search: its agent, its pools, ``depth`` hits."""
    return [SearchOptions(query=query, max_results=depth, agent_id=g.agent_id, pools=g.pools) for g in groups]


def bm25_leg(query: str, store: SearchStore, groups: Sequence[PoolGroup], depth: int) -> list[list[SearchHit]]:
    """Each group's top ``depth`` BM25 hits (one store call for all groups)."""
    if not query.strip():
        return [[] for _ in groups]
    return store.fts_search_many(query, group_options(query, groups, depth))


def start_bm25(query: str, store: SearchStore, groups: Sequence[PoolGroup], depth: int,
               executor: Executor) -> Future[list[list[SearchHit]]]:
    """The BM25 leg running on ``executor``: it needs no query vector, so the pipeline starts it before
    it embeds the query."""
    return executor.submit(bm25_leg, query, store, groups, depth)


def search_pools(query: str, vector: np.ndarray | None, store: SearchStore, groups: Sequence[PoolGroup],
                 depth: int, executor: Executor | None = None,
                 bm25: Future[list[list[SearchHit]]] | None = None) -> SearchOutput:
    """Both legs for every group; ``bm25``: the BM25 leg already started (:func:`start_bm25`); with an
    ``executor`` and none started, the BM25 leg runs on it beside the vector leg."""
    with_vector, with_bm25 = vector is not None, bool(query.strip())
    if bm25 is None and with_bm25 and executor is not None:
        bm25 = start_bm25(query, store, groups, depth, executor)
    vector_hits = store.vector_search_many(vector, group_options(query, groups, depth)) if vector is not None \
        else [[] for _ in groups]
    if not with_bm25:
        bm25_hits: list[list[SearchHit]] = [[] for _ in groups]
    else:
        bm25_hits = bm25.result() if bm25 is not None else bm25_leg(query, store, groups, depth)
    out: list[GroupHits] = []
    counts: list[PoolCount] = []
    for g, vh, bh in zip(groups, vector_hits, bm25_hits, strict=True):
        vhits, bhits = tuple(vh), tuple(bh)
        out.append(GroupHits(g, vhits, bhits))
        for leg, hits in (("vector", vhits), ("bm25", bhits)):
            per_pool = Counter(h.pool for h in hits)
            counts.extend(PoolCount(g.name, pool, leg, n) for pool, n in sorted(per_pool.items()))
    legs_on = tuple(leg for leg, on in (("vector", with_vector), ("bm25", with_bm25)) if on)
    return SearchOutput(tuple(out), SearchDetail(depth, legs_on, tuple(counts), tuple(g.name for g in groups)))
