"""Stage 4, per-pool search: a vector leg and a BM25 leg for each pool group.

Depth per leg is ``max(20, max_results × candidate_multiplier)``. Groups (see
:mod:`memspark.recall.pools`): the agent's own pools filtered by its ``agent_id``; the shared
pools; ``shared_rules`` on its own (always searched); reference pools for tool calls only. The
vector leg is skipped when there is no query vector (embedding fallback).

The BM25 leg is one call for every group but ``shared_rules`` (the filter "any of the groups' agents,
any of their pools"), split back into the groups (:func:`_split_bm25`), and one call for
``shared_rules`` beside it (:func:`bm25_batches`); a group crowded out of a saturated combined call
gets a call of its own. FTS calls are the stage's biggest cost (≈ 6–7 ms each at 10k rows, most of it
LanceDB's fixed cost per query); the pipeline starts them before it embeds the query, which they do
not need. Measured at 10k rows (quiet 2 cores, BM25 leg alone): one call per agent filter 44 ms (loaded
box) → one combined call 34; with the rules call beside it 15.6 → 13.0 ms.

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

from memspark.recall.pools import RULES_POOL, PoolGroup
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


def _split_bm25(hits: list[SearchHit], members: Sequence[PoolGroup], depth: int,
                limit: int | None = None) -> list[list[SearchHit] | None]:
    """Split one combined BM25 call back into its groups, in score order.

    A hit belongs to the group whose agent filter and pool list it matches (the combined call's
    filter — any of the agents, any of the pools — is wider than the union of the groups). A group's
    top ``depth`` hits are exact when the combined call was not saturated (it returned fewer than its
    ``limit``, default ``depth × groups``: every match is there) or when the group kept ``depth`` hits (any better hit of the group
    would rank above them in the combined list). Otherwise the group's share may have been crowded
    out: ``None`` asks for a call of its own.
    """
    group_of = {(g.agent_id, pool): i for i, g in enumerate(members) for pool in g.pools}
    split: list[list[SearchHit]] = [[] for _ in members]
    for h in hits:
        i = group_of.get((h.agent_id, h.pool))
        if i is not None and len(split[i]) < depth:
            split[i].append(h)
    saturated = len(hits) >= (limit or depth * len(members))
    return [part if (not saturated or len(part) >= depth) else None for part in split]


def _options(query: str, members: Sequence[PoolGroup], limit: int) -> SearchOptions:
    pools = tuple(p for g in members for p in g.pools)
    agents = tuple(dict.fromkeys(g.agent_id for g in members))
    return SearchOptions(query=query, max_results=limit, agent_id=agents[0] if len(agents) == 1 else None,
                         agent_ids=agents if len(agents) > 1 else None, pools=pools,
                         pool=pools[0] if len(pools) == 1 else None)


def bm25_leg(query: str, store: SearchStore, groups: Sequence[PoolGroup], depth: int,
             limit: int | None = None) -> list[list[SearchHit]]:
    """Each group's top ``depth`` BM25 hits: one combined call for ``groups`` (``limit`` hits, default
    ``depth × groups``), split back, and a call of its own for a group crowded out of a saturated
    combined call."""
    if not query.strip():
        return [[] for _ in groups]
    limit = limit or depth * len(groups)
    hits = store.fts_search(query, _options(query, groups, limit))
    parts = _split_bm25(hits, groups, depth, limit) if len(groups) > 1 else [hits[:depth]]
    return [part if part is not None else store.fts_search(query, _options(query, [g], depth))
            for g, part in zip(groups, parts, strict=True)]


def bm25_batches(groups: Sequence[PoolGroup]) -> list[list[int]]:
    """The groups (indexes) that share a BM25 call: ``shared_rules`` alone — a small pool that larger ones
    crowd out of a combined call (every query of the 10k bench), so sharing costs a second call after
    the first instead of one beside it — and every other group together."""
    rules = [i for i, g in enumerate(groups) if g.pools == (RULES_POOL,)]
    rest = [i for i in range(len(groups)) if i not in rules]
    return [b for b in (rest, rules) if b]


StartedBM25 = list[tuple[list[int], Future[list[list[SearchHit]]]]]


def start_bm25(query: str, store: SearchStore, groups: Sequence[PoolGroup], depth: int,
               executor: Executor) -> StartedBM25:
    """The BM25 calls (:func:`bm25_batches`), running on ``executor``; each combined call keeps the
    whole search's ``depth × groups`` hits, so the other groups are crowded out no more often than in one
    call for all. They need no query vector: the pipeline starts them before it embeds the query."""
    limit = depth * len(groups)
    return [(batch, executor.submit(bm25_leg, query, store, [groups[i] for i in batch], depth, limit))
            for batch in bm25_batches(groups)]


def search_pools(query: str, vector: np.ndarray | None, store: SearchStore, groups: Sequence[PoolGroup],
                 depth: int, executor: Executor | None = None, bm25: StartedBM25 | None = None) -> SearchOutput:
    """Both legs for every group; ``bm25``: the BM25 calls already started (:func:`start_bm25`)."""
    with_vector, with_bm25 = vector is not None, bool(query.strip())

    def run(calls: list[Callable[[], list[SearchHit]]]) -> list[list[SearchHit]]:
        if executor is None or len(calls) < 2:
            return [c() for c in calls]
        futures = [executor.submit(c) for c in calls]
        return [f.result() for f in futures]  # submission order: same as the sequential run

    if bm25 is None and with_bm25 and executor is not None:
        bm25 = start_bm25(query, store, groups, depth, executor)
    calls: list[Callable[[], list[SearchHit]]] = []
    if with_vector:
        calls += [lambda o=_options(query, [g], depth): store.vector_search(vector, o) for g in groups]
    vector_hits = run(calls) if with_vector else [[] for _ in groups]
    bm25_hits: list[list[SearchHit]] = [[] for _ in groups]
    if with_bm25:
        started = bm25 if bm25 is not None else [(b, None) for b in bm25_batches(groups)]
        for batch, future in started:
            parts = future.result() if future is not None else bm25_leg(
                query, store, [groups[i] for i in batch], depth, depth * len(groups))
            for i, part in zip(batch, parts, strict=True):
                bm25_hits[i] = part
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
