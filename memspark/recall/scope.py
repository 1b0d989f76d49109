"""Which pools an agent may read, enforced at the storage seam for every read surface.

``recall.agent_scopes`` maps an agent id to the pools it may read; an agent that is not listed
reads every pool. The scope is enforced twice, on purpose: :class:`ScopedStore` narrows every
search leg's pool filter before LanceDB is asked (so a pool outside the scope is never searched),
and drops any returned row that is another agent's private chunk or outside the scope (so a
future pipeline change that forgets an agent filter still cannot leak a private pool).
``memory_get`` checks the resolved file's pool with :func:`check_pool`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence

import numpy as np

from memspark.config import RecallConfig
from memspark.config_parse import check_agent_scopes
from memspark.errors import ScopeMismatchError
from memspark.recall.pools import ALL_POOLS, SHARED_AGENT_ID
from memspark.recall.stages.search import SearchStore
from memspark.storage.types import SearchHit, SearchOptions


def readable_pools(cfg: RecallConfig, agent_id: str) -> tuple[str, ...]:
    """The pools ``agent_id`` may read (all pools when the agent has no configured scope)."""
    scope = cfg.agent_scopes.get(agent_id)
    if scope is None:
        return ALL_POOLS
    check_agent_scopes({agent_id: scope}, "config")  # load_config checked it; a hand-built config is checked here
    return tuple(p for p in ALL_POOLS if p in scope)


def check_pool(cfg: RecallConfig, agent_id: str, pool: str, what: str) -> None:
    """Raise SCOPE_MISMATCH when ``pool`` is outside ``agent_id``'s configured scope."""
    allowed = readable_pools(cfg, agent_id)
    if pool not in allowed:
        raise ScopeMismatchError(
            f"SCOPE_MISMATCH: agent {agent_id!r} may not read {what} (pool {pool!r} is outside its scope: "
            f"{', '.join(allowed) or 'no pools'})",
            action=f"Add {pool!r} to recall.agent_scopes.{agent_id} in memspark.toml, or read a file of an allowed pool.")


class ScopedStore:
    """A read-only view of a store limited to one agent's readable rows (see module docstring)."""

    def __init__(self, store: SearchStore, agent_id: str, pools: Sequence[str]) -> None:
        self.store = store
        self.agent_id = agent_id
        self.pools = tuple(pools)

    def _narrow(self, opts: SearchOptions) -> SearchOptions | None:
        asked = opts.pools if opts.pools is not None else ((opts.pool,) if opts.pool else ALL_POOLS)
        pools = tuple(p for p in asked if p in self.pools)
        if not pools:
            return None
        readable = {self.agent_id, SHARED_AGENT_ID}
        agent = opts.agent_id
        if agent is not None and agent not in readable:
            return None  # another agent's private rows are never searched
        agents = opts.agent_ids
        if agents is not None:  # recall's combined BM25 call: keep the agents this one may read
            agents = tuple(a for a in agents if a in readable)
            if not agents:
                return None
        return dataclasses.replace(opts, pools=pools, pool=pools[0] if len(pools) == 1 else None, agent_ids=agents)

    def _visible(self, hits: Sequence[SearchHit]) -> list[SearchHit]:
        return [h for h in hits if h.agent_id in {self.agent_id, SHARED_AGENT_ID} and h.pool in self.pools]

    def vector_search(self, vector: np.ndarray, opts: SearchOptions) -> list[SearchHit]:
        narrowed = self._narrow(opts)
        return [] if narrowed is None else self._visible(self.store.vector_search(vector, narrowed))

    def fts_search(self, query: str, opts: SearchOptions) -> list[SearchHit]:
        narrowed = self._narrow(opts)
        return [] if narrowed is None else self._visible(self.store.fts_search(query, narrowed))

    def vector_search_many(self, vector: np.ndarray, options: Sequence[SearchOptions]) -> list[list[SearchHit]]:
        found = search_narrowed([self._narrow(o) for o in options], lambda live: self.store.vector_search_many(vector, live))
        return [self._visible(hits) for hits in found]

    def fts_search_many(self, query: str, options: Sequence[SearchOptions]) -> list[list[SearchHit]]:
        found = search_narrowed([self._narrow(o) for o in options], lambda live: self.store.fts_search_many(query, live))
        return [self._visible(hits) for hits in found]

    def get_by_ids(self, ids: Sequence[str]) -> list[SearchHit]:
        return self._visible(self.store.get_by_ids(ids))

    def turn_vectors(self, ids: Sequence[str], opts: SearchOptions | None = None) -> Mapping[str, np.ndarray]:
        narrowed = self._narrow(opts or SearchOptions())
        if narrowed is None:
            return {}
        if narrowed.agent_id is None and narrowed.agent_ids is None:  # no `_visible` after: filter in the read
            narrowed = dataclasses.replace(narrowed, agent_ids=(self.agent_id, SHARED_AGENT_ID))
        return self.store.turn_vectors(ids, narrowed)


def search_narrowed(narrowed: Sequence[SearchOptions | None],
                    search: Callable[[list[SearchOptions]], list[list[SearchHit]]]) -> list[list[SearchHit]]:
    """A ``*_search_many`` call of a narrowing view: ``search`` over the option sets left after narrowing,
    no hits for those narrowed away (None), in the order asked."""
    live = [o for o in narrowed if o is not None]
    found = iter(search(live) if live else [])
    return [next(found) if o is not None else [] for o in narrowed]
