"""A search view narrowed further than the agent's scope: a request's pools and sources, and the
specialised search tools' pools, path substring and document-date window.

:class:`NarrowStore` wraps a :class:`~memspark.recall.scope.ScopedStore` (so the agent's scope still
applies) and adds its filters to every search leg's options *before* LanceDB is asked. Filtering at
the seam is what makes a filter apply before ranking: the pipeline only ever sees rows inside it
(``memory_temporal``'s window cannot empty a top-k computed over everything, nor can a pool filter).
:func:`request_view` is the one place a :class:`~memspark.recall.request.RecallRequest`'s ``pools`` /
``sources`` become such a view (:func:`memspark.recall.core.search`, so ``Memory.search`` too); the
specialised tools (:mod:`memspark.toolset.lookup`, ``memory_forget``) build theirs with the same class.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Mapping, Sequence

import numpy as np

from memspark.recall.scope import ScopedStore, search_narrowed
from memspark.storage.types import SearchHit, SearchOptions


def _within(single: str | None, several: tuple[str, ...] | None, allowed: tuple[str, ...]) -> tuple[str, ...]:
    """The values of ``allowed`` an option set's own ``single`` / ``several`` filter lets through."""
    asked = several if several is not None else ((single,) if single else allowed)
    return tuple(v for v in asked if v in allowed)


class NarrowStore:
    def __init__(self, scoped: ScopedStore, *, pools: Sequence[str] | None = None, path_contains: str | None = None,
                 date_from: str | None = None, date_to: str | None = None, source: str | None = None,
                 sources: Sequence[str] | None = None, own_only: bool = False) -> None:
        self.scoped = scoped
        self.pools = tuple(pools) if pools is not None else None
        self.path_contains = path_contains
        self.date_from, self.date_to = date_from, date_to
        allowed = tuple(sources) if sources is not None else None
        if source is not None:
            allowed = (source,) if allowed is None or source in allowed else ()
        self.sources = allowed
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
            pools = _within(opts.pool, opts.pools, self.pools)
            if not pools:
                return None
            opts = dataclasses.replace(opts, pools=pools, pool=pools[0] if len(pools) == 1 else None)
        if self.sources is not None:
            sources = _within(opts.source, opts.sources, self.sources)
            if not sources:
                return None
            opts = dataclasses.replace(opts, source=sources[0] if len(sources) == 1 else None,
                                       sources=sources if len(sources) > 1 else None)
        return dataclasses.replace(opts, path_contains=self.path_contains or opts.path_contains,
                                   date_from=self.date_from or opts.date_from, date_to=self.date_to or opts.date_to)

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


def request_view(pools: Sequence[str] | None, sources: Sequence[str] | None) -> Callable[[ScopedStore], NarrowStore] | None:
    """The view a request's ``pools`` / ``sources`` filters make (None: neither is set, the agent's scope as is)."""
    if pools is None and sources is None:
        return None
    return functools.partial(NarrowStore, pools=pools, sources=sources)
