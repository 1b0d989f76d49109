"""A search view narrowed further than the agent's scope, for the specialised search tools.

It wraps a :class:`~memspark.recall.scope.ScopedStore` (so the agent's scope still applies) and
adds, to every search leg's options *before* LanceDB is asked: a smaller pool set, a path
substring, and a document-date window. Filtering at the seam is what makes ``memory_temporal``
filter before ranking: the pipeline only ever sees rows inside the window, so the window cannot
empty a top-k that was computed over everything.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

import numpy as np

from memspark.recall.scope import ScopedStore, search_narrowed
from memspark.storage.types import SearchHit, SearchOptions


class NarrowStore:
    def __init__(self, scoped: ScopedStore, *, pools: Sequence[str] | None = None, path_contains: str | None = None,
                 date_from: str | None = None, date_to: str | None = None, source: str | None = None,
                 own_only: bool = False) -> None:
        self.scoped = scoped
        self.pools = tuple(pools) if pools is not None else None
        self.path_contains = path_contains
        self.date_from, self.date_to = date_from, date_to
        self.source = source
        self.own_only = own_only

    def _opts(self, opts: SearchOptions) -> SearchOptions | None:
        if self.own_only:
            own = self.scoped.agent_id
            if opts.agent_ids is not None:  # recall's combined BM25 call: any of the groups' agents
                if own not in opts.agent_ids:
                    return None
                opts = dataclasses.replace(opts, agent_ids=None, agent_id=own)
            elif opts.agent_id != own:
                return None
        if self.pools is not None:
            asked = opts.pools if opts.pools is not None else ((opts.pool,) if opts.pool else self.pools)
            pools = tuple(p for p in asked if p in self.pools)
            if not pools:
                return None
            opts = dataclasses.replace(opts, pools=pools, pool=pools[0] if len(pools) == 1 else None)
        return dataclasses.replace(opts, path_contains=self.path_contains or opts.path_contains,
                                   date_from=self.date_from or opts.date_from, date_to=self.date_to or opts.date_to,
                                   source=self.source or opts.source)

    def vector_search(self, vector: np.ndarray, opts: SearchOptions) -> list[SearchHit]:
        narrowed = self._opts(opts)
        return [] if narrowed is None else self.scoped.vector_search(vector, narrowed)

    def fts_search(self, query: str, opts: SearchOptions) -> list[SearchHit]:
        narrowed = self._opts(opts)
        return [] if narrowed is None else self.scoped.fts_search(query, narrowed)

    def vector_search_many(self, vector: np.ndarray, options: Sequence[SearchOptions]) -> list[list[SearchHit]]:
        return search_narrowed([self._opts(o) for o in options],
                               lambda live: self.scoped.vector_search_many(vector, live))

    def fts_search_many(self, query: str, options: Sequence[SearchOptions]) -> list[list[SearchHit]]:
        return search_narrowed([self._opts(o) for o in options], lambda live: self.scoped.fts_search_many(query, live))

    def get_by_ids(self, ids: Sequence[str]) -> list[SearchHit]:
        return self.scoped.get_by_ids(ids)

    def turn_vectors(self, ids: Sequence[str], opts: SearchOptions | None = None) -> Mapping[str, np.ndarray]:
        narrowed = self._opts(opts or SearchOptions(agent_id=self.scoped.agent_id if self.own_only else None))
        return {} if narrowed is None else self.scoped.turn_vectors(ids, narrowed)
