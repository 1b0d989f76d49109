"""Stage 4, per-pool search: a vector leg and a BM25 leg for each pool group.

Depth per leg is ``max(20, max_results × candidate_multiplier)``. Groups (see
:mod:`memspark.recall.pools`): the agent's own pools filtered by its ``agent_id``; the shared
pools; ``shared_rules`` on its own (always searched); reference pools for tool calls only. The
vector leg is skipped when there is no query vector (embedding fallback).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
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


def search_pools(query: str, vector: np.ndarray | None, store: SearchStore, groups: Sequence[PoolGroup],
                 depth: int) -> SearchOutput:
    out: list[GroupHits] = []
    counts: list[PoolCount] = []
    for g in groups:
        opts = SearchOptions(query=query, max_results=depth, agent_id=g.agent_id,
                             pools=g.pools, pool=g.pools[0] if len(g.pools) == 1 else None)
        vhits = tuple(store.vector_search(vector, opts)) if vector is not None else ()
        bhits = tuple(store.fts_search(query, opts)) if query.strip() else ()
        out.append(GroupHits(g, vhits, bhits))
        for leg, hits in (("vector", vhits), ("bm25", bhits)):
            per_pool = Counter(h.pool for h in hits)
            counts.extend(PoolCount(g.name, pool, leg, n) for pool, n in sorted(per_pool.items()))
    legs = tuple(leg for leg, on in (("vector", vector is not None), ("bm25", bool(query.strip()))) if on)
    return SearchOutput(tuple(out), SearchDetail(depth, legs, tuple(counts), tuple(g.name for g in groups)))
