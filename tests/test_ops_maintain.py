"""Maintenance on real LanceDB tables: bounded versions, FTS upkeep, the ANN index with its recall check."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from memspark.config import StorageConfig
from memspark.storage import LanceStore, SearchOptions
from memspark.storage.admin import create_tag, version_count
from memspark.storage.ann import ensure_ann_index, has_vector_index
from tests.test_storage_store import DIMS, file_records

CFG = StorageConfig(lock_timeout_s=10.0)


def run_maintain(root: Path, data: Path, **kw: Any) -> dict[str, Any]:
    from flows.maintain import maintain

    return asyncio.run(maintain(root=str(root), data_dir=str(data), **kw))


@pytest.mark.usefixtures("prefect_harness")
def test_busy_table_keeps_a_bounded_version_count(tmp_path: Path) -> None:
    data = tmp_path / "data"
    store = LanceStore(data, CFG, model_id="m", dims=DIMS)
    for i in range(30):  # a busy day: one ingest per save
        store.replace_files(file_records("main", f"n{i % 5}.md", [f"edit {i} of note"], tag=str(i)),
                            [("main", f"n{i % 5}.md")])
    busy = version_count(store)
    assert busy > 30
    kept = run_maintain(tmp_path, data, retention_s=3600)  # everything is younger than the window
    assert kept["cleanup"]["versions_after"] >= busy
    time.sleep(1.1)
    out = run_maintain(tmp_path, data, retention_s=1)  # (0 would also drop versions a reader may be on)
    assert out["cleanup"]["versions_before"] > 30 and out["cleanup"]["versions_after"] <= 3
    assert out["ann"]["action"] == "below-threshold" and "text_idx" in out["indexes"]
    fresh = LanceStore(data, CFG, model_id="m", dims=DIMS)
    assert fresh.count() == 10 and fresh.fts_search("edit 29", SearchOptions(max_results=5))
    # a tagged version (e.g. pre-reembed) survives cleanup until its tag is deleted
    tagged = create_tag(fresh, "keep-me")
    for i in range(5):
        fresh.upsert(file_records("main", "x.md", [f"more {i}"], tag=str(i)))
    time.sleep(2.2)
    out = run_maintain(tmp_path, data, retention_s=1)  # the tag is older than the window: no failure
    assert out["cleanup"]["versions_after"] <= 12 and not out["cleanup"]["tags_deleted"]
    assert tagged in [v["version"] for v in fresh.table_handle().list_versions()]
    time.sleep(1.1)
    out = run_maintain(tmp_path, data, retention_s=1, overrides={"ops": {"tag_ttl_s": 1}})  # restore window over
    assert list(out["cleanup"]["tags_deleted"]) == ["keep-me"] and out["cleanup"]["versions_after"] <= 3


def test_missing_table_is_a_no_op(tmp_path: Path, prefect_harness: None) -> None:
    assert run_maintain(tmp_path, tmp_path / "none")["skipped"] == "no table"


def _big_store(tmp_path: Path, files: int, per_file: int) -> LanceStore:
    store = LanceStore(tmp_path / "data", CFG, model_id="m", dims=DIMS)
    import pyarrow as pa

    tables = [file_records("main", f"f{i}.md", [f"row {i}-{j}" for j in range(per_file)]) for i in range(files)]
    store.replace_files(pa.concat_tables(tables), [("main", f"f{i}.md") for i in range(files)])
    return store


def test_ann_index_is_built_past_the_threshold_and_checked(tmp_path: Path) -> None:
    store = _big_store(tmp_path, files=60, per_file=50)  # 3060 rows
    assert ensure_ann_index(store, min_rows=10_000, min_recall=0.9, sample=20).action == "below-threshold"
    res = ensure_ann_index(store, min_rows=2000, min_recall=0.8, sample=20)
    assert res.action == "built" and res.recall is not None and res.recall >= 0.8
    assert has_vector_index(store.table_handle()) and "vector_idx" in store.index_names()
    assert ensure_ann_index(store, min_rows=2000, min_recall=0.8, sample=20).action == "kept"
    rows = file_records("main", "f3.md", [f"row 3-{j}" for j in range(50)])  # same seeded vectors
    q = np.asarray(rows.column("vector")[8].as_py(), dtype=np.float32)  # row 0 is the parent: child 7
    assert store.vector_search(q, SearchOptions(max_results=1))[0].id == "main:f3.md:7"


def test_ann_index_under_the_recall_bar_is_dropped(tmp_path: Path) -> None:
    store = _big_store(tmp_path, files=30, per_file=50)
    res = ensure_ann_index(store, min_rows=1000, min_recall=1.01, sample=10)  # a bar no index can pass
    assert res.action == "rejected" and res.recall is not None
    assert not has_vector_index(store.table_handle())


@pytest.mark.usefixtures("prefect_harness")
def test_maintain_builds_the_ann_index_past_the_threshold_and_search_takes_it(tmp_path: Path) -> None:
    from memspark.storage.ann import refine_factor

    data = tmp_path / "data"
    past_cache = StorageConfig(lock_timeout_s=10.0, vector_cache_max_rows=1000)  # the cache stops at 1,000 children
    lowered = {"tuning": {"ann_min_rows": 2000}, "storage": {"vector_cache_max_rows": 1000}}
    store = LanceStore(data, past_cache, model_id="m", dims=DIMS)
    import pyarrow as pa

    def add(first: int, files: int) -> None:
        store.upsert(pa.concat_tables([file_records("main", f"f{i}.md", [f"row {i}-{j}" for j in range(50)])
                                       for i in range(first, first + files)]))

    add(0, 30)  # 1,500 children: below the threshold
    out = run_maintain(tmp_path, data, overrides=lowered)
    assert out["ann"]["action"] == "below-threshold" and out["ann"]["rows"] == 1500
    assert "vector_idx" not in out["indexes"]
    q = np.asarray(file_records("main", "f3.md", [f"row 3-{j}" for j in range(50)]).column("vector")[8].as_py(),
                   dtype=np.float32)
    assert store.vector_search(q, SearchOptions(max_results=3))[0].id == "main:f3.md:7"
    assert store.last_vector_plan is not None and store.last_vector_plan.path == "flat"  # no index: exact scan
    add(30, 30)  # 3,000 children: past it
    out = run_maintain(tmp_path, data, overrides=lowered)
    assert out["ann"]["action"] == "built" and out["ann"]["rows"] == 3000 and out["ann"]["recall"] >= 0.9
    assert "vector_idx" in out["indexes"]
    hits = store.vector_search(q, SearchOptions(max_results=3))
    assert hits[0].id == "main:f3.md:7" and hits[0].score == pytest.approx(1.0, abs=1e-4)
    assert store.last_vector_plan is not None and store.last_vector_plan.path == "ann"
    assert store.last_vector_plan.refine_factor == 2 and refine_factor(3, 2) == 134  # ≥ 400 candidates re-ranked
    assert "ANN" in store.vector_plan_text(q, SearchOptions(max_results=3))
    # below the cache limit the same table is answered exactly in process, index or not
    small = LanceStore(data, StorageConfig(lock_timeout_s=10.0), model_id="m", dims=DIMS)
    assert small.vector_search(q, SearchOptions(max_results=3))[0].id == "main:f3.md:7"
    assert small.last_vector_plan is not None and small.last_vector_plan.path == "cache"
