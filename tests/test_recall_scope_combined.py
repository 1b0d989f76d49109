"""Scoped and narrowed stores under recall's combined BM25 call (``SearchOptions.agent_ids``)."""

from __future__ import annotations

from pathlib import Path

from memspark.config import StorageConfig
from memspark.recall.narrow import NarrowStore
from memspark.recall.pools import ALL_POOLS, SHARED_AGENT_ID, pool_groups
from memspark.recall.scope import ScopedStore
from memspark.recall.stages.search import search_pools
from memspark.storage import LanceStore, SearchOptions
from tests.test_recall_pipeline import DIMS, add_file, vec


def _store(tmp_path: Path) -> LanceStore:
    s = LanceStore(tmp_path / "data", StorageConfig(lock_timeout_s=10.0), model_id="fake", dims=DIMS)
    add_file(s, "meta", "memory/captures/c1.md", ["dentist appointment tuesday"], [vec(1.0)], pool="agent_memory",
             source="capture")
    add_file(s, "dev", "memory/captures/c2.md", ["dentist appointment friday"], [vec(1.0)], pool="agent_memory",
             source="capture")
    add_file(s, SHARED_AGENT_ID, "shared/knowledge/k.md", ["dentist opening hours"], [vec(1.0)],
             pool="shared_knowledge")
    s.optimize()
    return s


def test_own_only_narrowing_keeps_the_own_agents_bm25_hits_in_the_combined_call(tmp_path: Path) -> None:
    store = _store(tmp_path)
    captures = NarrowStore(ScopedStore(store, "meta", ALL_POOLS), pools=("agent_memory",),
                           path_contains="memory/captures/", source="capture", own_only=True)
    out = search_pools("dentist appointment", None, captures, pool_groups("meta", "tool"), depth=10)
    assert [(h.agent_id, h.path) for g in out.groups for h in g.bm25] == [("meta", "memory/captures/c1.md")]


def test_scoped_store_drops_agents_it_may_not_read_from_a_combined_call(tmp_path: Path) -> None:
    store = _store(tmp_path)
    scoped = ScopedStore(store, "meta", ALL_POOLS)
    opts = SearchOptions(query="dentist", max_results=10, agent_ids=("dev", SHARED_AGENT_ID, "meta"))
    assert sorted(h.agent_id for h in scoped.fts_search("dentist", opts)) == sorted([SHARED_AGENT_ID, "meta"])
    only_other = SearchOptions(query="dentist", max_results=10, agent_ids=("dev",))
    assert scoped.fts_search("dentist", only_other) == []
