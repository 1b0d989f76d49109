"""The LanceDB seam on real tables in tmp_path: the database handle, the one error-mapping context
manager, side tables (the re-embed's shadow) and the store's operations constructor."""

from __future__ import annotations

from pathlib import Path

import pyarrow as pa
import pytest

from memspark.errors import StorageError
from memspark.storage import LanceStore, chunk_schema
from memspark.storage.side import drop_side_table, open_side_table, table_names
from tests.test_storage_store import CFG, DIMS, file_records


@pytest.fixture
def store(tmp_path: Path) -> LanceStore:
    s = LanceStore(tmp_path / "data", CFG, model_id="m", dims=DIMS)
    s.upsert(file_records("main", "a.md", ["alpha", "beta", "gamma"]))
    return s


def test_a_lancedb_failure_in_the_seam_is_a_storage_error_naming_what_and_where(store: LanceStore) -> None:
    table = store.table_handle()
    with pytest.raises(StorageError) as err, store.errors("scan"):
        table.search().where("no_such_column = 1").limit(None).to_arrow()
    assert str(err.value).startswith("LanceDB scan failed on ") and store.table_path in str(err.value)
    assert isinstance(err.value.__cause__, ValueError | RuntimeError)  # the foreign error is kept as the cause
    assert err.value.action  # every memspark error carries a hint


def test_a_failed_commit_is_translated_after_the_retries(store: LanceStore) -> None:
    table = store.table_handle()
    bad = pa.table({"id": ["x"], "no_such_column": [1]})
    with pytest.raises(StorageError, match="LanceDB upsert-bad failed"):
        store.handle.commit("upsert-bad", lambda: table.merge_insert("id").when_matched_update_all()
                            .when_not_matched_insert_all().execute(bad))


def test_errors_outside_lancedb_pass_through_untouched(store: LanceStore) -> None:
    with pytest.raises(KeyError), store.errors("anything"):
        raise KeyError("ours")


def test_count_where_rows_by_id_and_schema(store: LanceStore) -> None:
    assert store.count() == 4 and store.count("is_parent = false") == 3
    ids = ["main:a.md:2", "main:a.md:0", "missing"]
    full = store.rows_by_id(ids)
    assert set(full.column("id").to_pylist()) == {"main:a.md:0", "main:a.md:2"}
    assert full.schema.names == store.schema().names  # full rows, vectors and bookkeeping included
    assert store.rows_by_id(ids, ["id", "text"]).schema.names == ["id", "text"]
    assert store.rows_by_id([]).num_rows == 0


def test_existing_opens_any_model_and_never_creates(store: LanceStore, tmp_path: Path) -> None:
    ops = LanceStore.existing(tmp_path / "data", CFG)
    assert ops.has_table() and ops.identity().model_id == "m" and ops.count() == 4
    absent = LanceStore.existing(tmp_path / "nowhere", CFG)
    assert not absent.has_table() and absent.schema() is None and absent.count() == 0
    assert not (tmp_path / "nowhere").exists()  # nothing created on disk
    with pytest.raises(StorageError, match="no table") as err:
        absent.upsert(file_records("main", "b.md", ["x"]))
    assert "memspark index" in err.value.action


def test_side_table_round_trip(store: LanceStore) -> None:
    assert open_side_table(store, "chunks_shadow") is None
    side = open_side_table(store, "chunks_shadow", chunk_schema(DIMS, "other-model"))
    assert side is not None and "chunks_shadow" in table_names(store)
    assert (side.identity.model_id, side.identity.dims) == ("other-model", DIMS)
    rows = store.rows_by_id([f"main:a.md:{i}" for i in range(3)]).replace_schema_metadata(
        chunk_schema(DIMS, "other-model").metadata)
    side.upsert(rows.cast(chunk_schema(DIMS, "other-model")))
    side.upsert(rows.cast(chunk_schema(DIMS, "other-model")))  # merged by id: no duplicates
    assert side.count() == 3
    assert sorted(side.scan(["id"]).column("id").to_pylist()) == [f"main:a.md:{i}" for i in range(3)]
    side.delete_ids(["main:a.md:1"])
    assert side.count() == 2 and side.scan().num_rows == 2
    again = open_side_table(store, "chunks_shadow")
    assert again is not None and again.count() == 2  # the same table, reopened
    drop_side_table(store, "chunks_shadow")
    assert "chunks_shadow" not in table_names(store) and open_side_table(store, "chunks_shadow") is None


def test_the_chunks_table_is_never_a_side_table(store: LanceStore) -> None:
    with pytest.raises(ValueError, match="not a side table"):
        open_side_table(store, store.cfg.table)
    with pytest.raises(ValueError, match="main table"):
        drop_side_table(store, store.cfg.table)
    assert store.count() == 4
