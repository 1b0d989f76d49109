"""Stage 4, per-pool search: a vector leg and a BM25 leg for each pool group.

Depth per leg is ``max(20, max_results × candidate_multiplier)``. Groups (see
:mod:`memspark.recall.pools`): the agent's own pools filtered by its ``agent_id``; the shared
pools; ``shared_rules`` on its own (always searched); reference pools for tool calls only. The
vector leg is skipped when there is no query vector (embedding fallback).

The BM25 leg is one call for every group — the filter "any of the groups' agents, any of their pools",
``depth × groups`` hits — split back into the groups (:func:`_split_bm25`); only a group crowded out
of a saturated combined call gets a call of its own. FTS calls are the stage's biggest cost (≈ 7 ms
each at 10k rows; one combined call instead of one per agent filter: 44 → 34 ms for the stage run sequentially, same
hits).

With an ``executor`` the legs run concurrently: LanceDB's sync API hands each query to its Rust
runtime and waits with the GIL released, so the calls overlap instead of queueing (measured
109 → 85 ms at 10k rows on a loaded 2-core box; more with idle cores). Results are collected in
the sequential order, so the output is the same with or without an executor.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
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

    def fts_search(self, query: str, opts: SearchOptions) -> list[SearchHit]: ...

    def get_by_ids(self, ids: Sequence[str]) -> list[SearchHit]: ...


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


def _split_bm25(hits: list[SearchHit], members: Sequence[PoolGroup], depth: int) -> list[list[SearchHit] | None]:
    """Split one combined BM25 call back into its groups, in score order.

    A hit belongs to the group whose agent filter and pool list it matches (the combined call's
    filter — any of the agents, any of the pools — is wider than the union of the groups). A group's
    top ``depth`` hits are exact when the combined call was not saturated (it returned fewer than its
    limit: every match is there) or when the group kept ``depth`` hits (any better hit of the group
    would rank above them in the combined list). Otherwise the group's share may have been crowded
    out: ``None`` asks for a call of its own.
    """
    group_of = {(g.agent_id, pool): i for i, g in enumerate(members) for pool in g.pools}
    split: list[list[SearchHit]] = [[] for _ in members]
    for h in hits:
        i = group_of.get((h.agent_id, h.pool))
        if i is not None and len(split[i]) < depth:
            split[i].append(h)
    saturated = len(hits) >= depth * len(members)
    return [part if (not saturated or len(part) >= depth) else None for part in split]


def _options(query: str, members: Sequence[PoolGroup], limit: int) -> SearchOptions:
    pools = tuple(p for g in members for p in g.pools)
    agents = tuple(dict.fromkeys(g.agent_id for g in members))
    return SearchOptions(query=query, max_results=limit, agent_id=agents[0] if len(agents) == 1 else None,
                         agent_ids=agents if len(agents) > 1 else None, pools=pools,
                         pool=pools[0] if len(pools) == 1 else None)


def bm25_leg(query: str, store: SearchStore, groups: Sequence[PoolGroup], depth: int) -> list[list[SearchHit]]:
    """Each group's top ``depth`` BM25 hits: one combined call for every group, split back, and a call
    of its own for a group crowded out of a saturated combined call. It needs no query vector, so the
    pipeline starts it before the query is embedded (:class:`memspark.recall.pipeline.RecallPipeline`)."""
    if not query.strip():
        return [[] for _ in groups]
    hits = store.fts_search(query, _options(query, groups, depth * len(groups)))
    parts = _split_bm25(hits, groups, depth) if len(groups) > 1 else [hits[:depth]]
    return [part if part is not None else store.fts_search(query, _options(query, [g], depth))
            for g, part in zip(groups, parts, strict=True)]


def search_pools(query: str, vector: np.ndarray | None, store: SearchStore, groups: Sequence[PoolGroup],
                 depth: int, executor: Executor | None = None,
                 bm25: Future[list[list[SearchHit]]] | None = None) -> SearchOutput:
    """Both legs for every group; ``bm25`` is the BM25 leg already started (:func:`bm25_leg`)."""
    with_vector, with_bm25 = vector is not None, bool(query.strip())

    def run(calls: list[Callable[[], list[SearchHit]]]) -> list[list[SearchHit]]:
        if executor is None or len(calls) < 2:
            return [c() for c in calls]
        futures = [executor.submit(c) for c in calls]
        return [f.result() for f in futures]  # submission order: same as the sequential run

    if bm25 is None and with_bm25:
        bm25 = executor.submit(bm25_leg, query, store, groups, depth) if executor is not None else None
    calls: list[Callable[[], list[SearchHit]]] = []
    if with_vector:
        calls += [lambda o=_options(query, [g], depth): store.vector_search(vector, o) for g in groups]
    vector_hits = run(calls) if with_vector else [[] for _ in groups]
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
