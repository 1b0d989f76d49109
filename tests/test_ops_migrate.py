"""Schema migrations against a table written by an older schema (raw LanceDB, fewer columns)."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import lancedb
import pyarrow as pa
import pytest

from memspark.cli import main
from memspark.config import StorageConfig
from memspark.errors import SchemaMismatchError
from memspark.storage import LanceStore
from memspark.storage.migrations import MIGRATIONS, missing_columns
from memspark.storage.schema import chunk_schema
from tests.test_storage_store import DIMS, file_records

CFG = StorageConfig(lock_timeout_s=10.0)
OLD_COLUMNS = ["id", "agent_id", "path", "start_line", "end_line", "text", "vector", "pool", "source",
               "content_type", "parent_id", "is_parent", "heading", "doc_date", "token_count"]


def write_old_table(data_dir: Path, with_metadata: bool = True) -> None:
    """A table as an older memspark wrote it: no category/evergreen/updated_at/content_hash/model_id/... columns."""
    full = file_records("main", "old.md", ["alpha old text", "beta old text"], model_id="m")
    old = full.select(OLD_COLUMNS)
    meta = {b"memspark.model_id": b"m", b"memspark.dims": str(DIMS).encode()} if with_metadata else None
    old = old.replace_schema_metadata(meta)
    db = lancedb.connect(str(data_dir), read_consistency_interval=timedelta(0))
    db.create_table("chunks", data=old)


def open_store(data_dir: Path, model: str | None = None) -> LanceStore:
    return LanceStore(data_dir, CFG, model_id=model, dims=DIMS if model else None)


def test_old_table_migrates_in_order_and_is_idempotent(tmp_path: Path) -> None:
    data = tmp_path / "data"
    write_old_table(data)
    store = open_store(data)
    missing = {f.name for f in missing_columns(store.table_handle().schema)}
    assert {"category", "evergreen", "updated_at", "content_hash", "model_id", "schema_version"} <= missing
    status = store.migration_status()
    assert [s.name for s in status] == [m.name for m in MIGRATIONS] and all(s.pending for s in status)

    assert store.migrate(dry_run=True) == [m.name for m in MIGRATIONS]
    assert missing_columns(open_store(data).table_handle().schema)  # dry run changed nothing

    assert store.migrate() == [m.name for m in MIGRATIONS]
    fresh = open_store(data)
    table = fresh.table_handle()
    assert not missing_columns(table.schema)
    assert all(table.schema.field(f.name).nullable for f in chunk_schema(DIMS, "m") if f.name in missing)
    rows = table.to_arrow().to_pylist()
    assert {r["model_id"] for r in rows} == {"m"} and {r["schema_version"] for r in rows} == {1}
    assert all(s.applied_at and not s.pending for s in fresh.migration_status())
    assert fresh.migrate() == []  # idempotent: nothing pending the second time
    assert fresh.get_by_ids(["main:old.md:0"])[0].text == "alpha old text"


def test_write_to_old_table_migrates_instead_of_failing(tmp_path: Path) -> None:
    data = tmp_path / "data"
    write_old_table(data)
    store = open_store(data, "m")
    assert store.file_hashes() == {("main", "old.md"): ""}  # content_hash missing: every file looks changed
    store.replace_files(file_records("main", "new.md", ["gamma new text"]), [("main", "new.md")])
    assert {p.path for p in store.list_paths()} == {"old.md", "new.md"}
    assert all(not s.pending for s in open_store(data).migration_status())
    # a column the current schema does not know is still the spec's error, with its fix
    recs = file_records("main", "c.md", ["x"]).append_column("sentiment", pa.array([0.5, 0.5]))
    with pytest.raises(SchemaMismatchError) as err:
        store.upsert(recs)
    assert "memspark migrate" in err.value.action


def test_migration_not_needed_is_recorded_as_a_no_op(tmp_path: Path) -> None:
    data = tmp_path / "data"
    write_old_table(data, with_metadata=False)  # no model in metadata: nothing to backfill model_id from
    store = open_store(data)
    assert store.identity() is not None and store.identity().model_id is None
    assert store.migrate() == [m.name for m in MIGRATIONS]
    assert [s.pending for s in open_store(data).migration_status()] == [False, False]
    assert {r["model_id"] for r in open_store(data).table_handle().to_arrow().to_pylist()} == {None}


def test_cli_migrate_list_dry_run_and_apply(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"
    write_old_table(data)
    base = ["--root", str(tmp_path), "--data-dir", str(data)]
    assert main([*base, "migrate", "--list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert listed["tableExists"] and all(m["pending"] for m in listed["migrations"])
    assert main([*base, "migrate", "--dry-run"]) == 0
    assert "would apply 0001_add_missing_columns" in capsys.readouterr().out
    assert main([*base, "migrate"]) == 0
    assert "applied 0002_backfill_identity" in capsys.readouterr().out
    assert main([*base, "migrate"]) == 0
    assert "schema is up to date" in capsys.readouterr().out


def test_migrate_without_a_table_is_a_no_op(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--root", str(tmp_path), "--data-dir", str(tmp_path / "none"), "migrate", "--list"]) == 0
    out = capsys.readouterr().out
    assert "nothing to migrate" in out and "[applied" not in out and "[pending" not in out  # nothing contradicts it
    assert not (tmp_path / "none").exists()


def test_a_table_this_version_creates_has_nothing_pending(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"
    store = open_store(data, "m")
    store.replace_files(file_records("main", "new.md", ["gamma new text"]), [("main", "new.md")])
    status = open_store(data).migration_status()
    assert [s.name for s in status] == [m.name for m in MIGRATIONS]
    assert all(s.applied_at and not s.pending for s in status)  # recorded when the table was created
    assert main(["--root", str(tmp_path), "--data-dir", str(data), "migrate", "--list"]) == 0
    out = capsys.readouterr().out
    assert "[pending]" not in out and out.count("[applied ") == len(MIGRATIONS)
    assert main(["--root", str(tmp_path), "--data-dir", str(data), "migrate", "--dry-run"]) == 0
    assert "schema is up to date" in capsys.readouterr().out
