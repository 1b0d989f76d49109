"""The vector leg past the in-process cache, on real LanceDB tables in tmp_path: the ANN index that
`maintain` builds (IVF_HNSW_SQ) searched with a refine step, one LanceDB call shared by several pool
groups and split back per group, and the same top results as the exact scan; the shared FTS call of a
table no snapshot holds (filter columns first, the kept hits taken by row id)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest

from memspark.chunking.model import Chunk
from memspark.config import StorageConfig
from memspark.recall.pools import pool_groups
from memspark.recall.stages.search import group_options
from memspark.storage import LanceStore, SearchOptions, build_records
from memspark.storage.ann import ensure_ann_index, has_vector_index
from memspark.storage.types import SearchHit

DIMS = 32
AGENTS = ("main", "ops", "coder")
# (pool, agent-owned): the hook's and the tool's groups all have rows
POOLS = (("agent_memory", True), ("agent_tools", True), ("shared_knowledge", False), ("shared_rules", False),
         ("reference_library", False))
WORDS = ("gateway", "restart", "port", "backup", "lance", "index", "deploy", "rollback", "token", "cron")
VOCAB = tuple(f"w{k}" for k in range(400))  # rarer words: BM25 scores rarely tie


def clustered(n: int, rng: np.random.Generator, centres: np.ndarray) -> np.ndarray:
    """Unit vectors around random cluster centres (cosine to the centre ≈ 0.8–0.9)."""
    v = centres[rng.integers(0, len(centres), n)] + rng.normal(scale=0.1, size=(n, DIMS))
    return (v / np.linalg.norm(v, axis=1, keepdims=True)).astype(np.float32)


def build(data: Path, cfg: StorageConfig, files: int = 300, per_file: int = 10, seed: int = 1) -> LanceStore:
    """``files × per_file`` children (3,000 by default) over three agents, the shared agent and five pools."""
    rng = np.random.default_rng(seed)
    centres = rng.normal(size=(40, DIMS))
    store = LanceStore(data, cfg, model_id="m", dims=DIMS)
    tables = []
    for i in range(files):
        pool, owned = POOLS[i % len(POOLS)]
        agent = AGENTS[i % len(AGENTS)] if owned else "shared"
        texts = [" ".join([*rng.choice(WORDS, int(rng.integers(1, 4))), *rng.choice(VOCAB, int(rng.integers(3, 12)))])
                 for j in range(per_file)]
        tables.append(records(agent, f"f{i}.md", texts, clustered(per_file, rng, centres), pool))
    store.upsert(pa.concat_tables(tables))
    store.optimize()
    return store


def records(agent: str, path: str, texts: list[str], vectors: np.ndarray, pool: str) -> pa.Table:
    """One parent (zero vector) and one child per text, as ingest writes a file."""
    pid = f"{agent}:{path}:p"
    chunks = [Chunk(id=pid, agent_id=agent, path=path, start_line=1, end_line=len(texts), text="\n".join(texts),
                    embed_text="", heading="H", is_parent=True, parent_id=None, token_count=10 * len(texts))]
    chunks += [Chunk(id=f"{agent}:{path}:{i}", agent_id=agent, path=path, start_line=i + 1, end_line=i + 1, text=t,
                     embed_text=t, heading="H", is_parent=False, parent_id=pid, token_count=10)
               for i, t in enumerate(texts)]
    source = "reference" if pool.startswith("reference") else "memory"
    return build_records(chunks, vectors, pool=pool, source=source, content_type="markdown", doc_date="2024-05-01",
                         evergreen=False, content_hash="h", model_id="m", dims=DIMS)


def ids(hits: list[SearchHit]) -> list[str]:
    return [h.id for h in hits]


def ranked(hits: list[SearchHit]) -> list[tuple[float, str]]:
    """(score, id) best first, ties in id order (LanceDB orders tied scores arbitrarily)."""
    return sorted((-round(h.raw_score, 5), h.id) for h in hits)


@pytest.fixture
def tables(tmp_path: Path) -> tuple[LanceStore, LanceStore]:
    """(a store past its vector cache with the ANN index built, an exact store on the same table)."""
    past_cache = StorageConfig(lock_timeout_s=10.0, vector_cache_max_rows=1000)  # tuning.ann_refine_factor: 2
    store = build(tmp_path / "data", past_cache)
    res = ensure_ann_index(store, min_rows=2000, min_recall=0.8, sample=20, refine=2)
    assert res.action == "built" and res.rows == 3000
    exact = LanceStore(tmp_path / "data", StorageConfig(lock_timeout_s=10.0), model_id="m", dims=DIMS)
    return store, exact


def queries(n: int, seed: int = 9) -> np.ndarray:
    q = np.random.default_rng(seed).normal(size=(n, DIMS)).astype(np.float32)
    return q / np.linalg.norm(q, axis=1, keepdims=True)


def test_the_ann_path_is_taken_past_the_cache_and_matches_the_exact_scan(
        tables: tuple[LanceStore, LanceStore]) -> None:
    store, exact = tables
    plan = store.vector_plan_text(queries(1)[0], SearchOptions(max_results=10, agent_id="main"))
    assert "ANN" in plan, plan  # LanceDB's plan searches the index (an exact scan has no ANN node)
    for q in queries(5):
        opts = SearchOptions(max_results=10, agent_id="main")
        got = store.vector_search(q, opts)
        assert store.last_vector_plan is not None and store.last_vector_plan.path == "ann"
        assert store.last_vector_plan.refine_factor == 2
        want = exact.vector_search(q, opts)
        assert exact.last_vector_plan is not None and exact.last_vector_plan.path == "cache"
        assert ids(got)[:5] == ids(want)[:5]
        # the refine step re-ranks by the full vectors: the scores are the exact cosines
        assert np.allclose([h.score for h in got[:5]], [h.score for h in want[:5]], atol=1e-4)


def test_pool_groups_share_one_vector_call_split_back_per_group(tables: tuple[LanceStore, LanceStore]) -> None:
    store, exact = tables
    for q in queries(4, seed=3):
        groups = group_options("q", pool_groups("main", "hook"), 5)
        got = store.vector_search_many(q, groups)
        plan = store.last_vector_plan
        want = exact.vector_search_many(q, groups)
        assert plan is not None and plan.path == "ann" and plan.lance_calls <= len(groups)
        for g, w, o in zip(got, want, groups, strict=True):
            assert ids(g) == ids(w), o
            assert all(h.pool in (o.pools or ()) and h.agent_id == o.agent_id for h in g)
    # a depth no group is crowded out of (its rows all fit the shared call): the groups cost one LanceDB call
    wide = group_options("q", pool_groups("main", "tool"), 600)
    got = store.vector_search_many(queries(1)[0], wide)
    assert store.last_vector_plan is not None and store.last_vector_plan.lance_calls == 1
    assert [ids(g) for g in got] == [ids(w) for w in exact.vector_search_many(queries(1)[0], wide)]


def test_a_crowded_out_group_is_asked_alone(tmp_path: Path) -> None:
    cfg = StorageConfig(lock_timeout_s=10.0, vector_cache_max_rows=0)  # no cache, no index: flat LanceDB
    store = build(tmp_path / "data", cfg, files=60)
    exact = LanceStore(tmp_path / "data", StorageConfig(lock_timeout_s=10.0), model_id="m", dims=DIMS)
    q = queries(1, seed=4)[0]
    groups = group_options("q", pool_groups("ops", "tool"), 20)  # rules hold 120 rows of 600: crowded out
    got = store.vector_search_many(q, groups)
    plan = store.last_vector_plan
    assert plan is not None and plan.path == "flat" and plan.lance_calls >= 2
    assert [ids(g) for g in got] == [ids(w) for w in exact.vector_search_many(q, groups)]
    assert all(len(g) == 20 for g in got)


def test_shared_fts_past_the_cache_reads_filter_columns_then_takes_the_hits(tmp_path: Path) -> None:
    big = build(tmp_path / "data", StorageConfig(lock_timeout_s=10.0, vector_cache_max_rows=100), files=90)
    cached = LanceStore(tmp_path / "data", StorageConfig(lock_timeout_s=10.0), model_id="m", dims=DIMS)
    query = "gateway restart port w7 w19"
    groups = group_options(query, pool_groups("coder", "tool"), 15)
    got = big.fts_search_many(query, groups)
    want = cached.fts_search_many(query, groups)
    alone = [big.fts_search(query, o) for o in groups]
    assert any(got) and [ranked(g) for g in got] == [ranked(w) for w in want]  # the snapshot's shared path
    for g, a in zip(got, alone, strict=True):  # each group asked alone: same scores, same hits above a cut tie
        assert [x for x, _ in ranked(g)] == [x for x, _ in ranked(a)]
        cut = ranked(g)[-1][0] if g else 0.0
        assert [r for r in ranked(g) if r[0] < cut] == [r for r in ranked(a) if r[0] < cut]
    hit = next(h for g in got for h in g)
    assert hit.text and hit.vector is not None and hit.vector.shape == (DIMS,)  # taken by row id: every column


def test_the_exact_paths_stay_below_the_threshold(tmp_path: Path) -> None:
    store = build(tmp_path / "data", StorageConfig(lock_timeout_s=10.0, vector_cache_max_rows=1000), files=60)
    assert ensure_ann_index(store, min_rows=2000, min_recall=0.8, sample=10).action == "below-threshold"
    assert not has_vector_index(store.table_handle())
    store.vector_search(queries(1)[0], SearchOptions(max_results=5))
    assert store.last_vector_plan is not None and store.last_vector_plan.path == "cache"


@pytest.mark.parametrize("filters", [
    {"agent_id": "main"}, {"agent_ids": ("main", "shared")}, {"pools": ("agent_tools", "shared_rules")},
    {"pool": "reference_library", "source": "reference"}, {"content_type": "markdown", "agent_id": "ops"},
    {"path_contains": "f1"}, {"date_from": "2024-05-01", "date_to": "2024-05-01"}, {"date_from": "2025-01-01"},
    {"include_parents": True, "agent_id": "coder"}, {"source": "nowhere"},
])
def test_rows_mask_selects_what_the_lancedb_prefilter_selects(tmp_path: Path, filters: dict[str, object]) -> None:
    from memspark.storage.filters import search_where
    from memspark.storage.search import SPLIT_COLUMNS
    from memspark.storage.vector_cache import rows_mask

    store = build(tmp_path / "data", StorageConfig(lock_timeout_s=10.0), files=20, per_file=3)
    opts = SearchOptions(max_results=10, **filters)  # type: ignore[arg-type]
    table = store.table_handle()
    rows = table.search().select(list(SPLIT_COLUMNS)).limit(None).to_arrow()
    where = search_where(opts)
    query = table.search().select(["id"]).limit(None)
    want = set((query.where(where) if where else query).to_arrow().column("id").to_pylist())
    got = {rows.column("id")[int(i)].as_py() for i in np.flatnonzero(rows_mask(rows, opts))}
    assert got == want
