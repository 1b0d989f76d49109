"""Metadata refresh end to end: real ingest flow, real LanceDB, the refresh flow (Prefect test harness)."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from memspark.config import StorageConfig, WorkspaceConfig
from memspark.ingest import IngestReport, snapshot_files
from memspark.ops.refresh import route_hash
from memspark.storage import LanceStore
from memspark.storage.admin import scan_columns
from memspark.workspace import Workspace

pytestmark = pytest.mark.usefixtures("prefect_harness")

NOTES = "memory/notes.md"


def make_ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    files = {"workspace-meta/MEMORY.md": "# Memory\n\nKlein prefers concise TypeScript.\n",
             f"workspace-meta/{NOTES}": "# Notes\n\nThe gateway restarts need approval.\n",
             "workspace-meta/memory/2026-03-01.md": "# 2026-03-01\n\nWorked on the LoRA run.\n"}
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


def ingest(root: Path, data: Path, **kw: Any) -> IngestReport:
    from flows.ingest import ingest as flow

    return asyncio.run(flow(root=str(root), data_dir=str(data), **kw))


def refresh(root: Path, data: Path, **kw: Any) -> dict[str, Any]:
    from flows.refresh import refresh as flow

    return asyncio.run(flow(root=str(root), data_dir=str(data), **kw))


def rows_of(data: Path, path: str) -> dict[str, dict[str, Any]]:
    store = LanceStore(data, StorageConfig(), model_id=None, dims=None)
    table = scan_columns(store, ["id", "path", "doc_date", "evergreen", "content_hash", "vector", "updated_at"],
                         where=f"path = '{path}'")
    assert table is not None
    return {r["id"]: r for r in table.to_pylist()}


def test_route_hash_matches_the_ingest_snapshot(tmp_path: Path) -> None:
    root = make_ws(tmp_path)
    ws = Workspace(WorkspaceConfig(), root)
    for snap in snapshot_files(ws, ws.iter_files()):
        r = snap.route
        assert route_hash(r.abs_path.read_bytes(), r.pool, r.content_type, r.source, r.evergreen) == snap.content_hash


def test_touched_file_gets_its_new_date_without_reembedding(tmp_path: Path) -> None:
    root, data = make_ws(tmp_path), tmp_path / "data"
    ingest(root, data)
    before = rows_of(data, NOTES)
    old = time.time() - 10 * 86400
    os.utime(root / "workspace-meta" / NOTES, (old, old))
    assert ingest(root, data).chunks_embedded == 0  # ingest never re-embeds a touched file...
    assert {r["doc_date"] for r in rows_of(data, NOTES).values()} == {r["doc_date"] for r in before.values()}

    dry = refresh(root, data, dry_run=True)
    assert dry["files_changed"] == 1 and dry["rows_updated"] == 0
    out = refresh(root, data)  # ...refresh moves the date
    assert out["files_changed"] == 1 and out["rows_updated"] == len(before)
    assert out["files"][0]["path"] == NOTES and "doc_date" in out["files"][0]["why"]
    after = rows_of(data, NOTES)
    expected = time.strftime("%Y-%m-%d", time.gmtime(old))
    assert {r["doc_date"] for r in after.values()} == {expected}
    for rid, row in after.items():  # same rows, same vectors, no new write timestamp
        assert np.array_equal(np.asarray(row["vector"]), np.asarray(before[rid]["vector"]))
        assert row["updated_at"] == before[rid]["updated_at"]
    assert refresh(root, data)["files_changed"] == 0  # idempotent


def test_evergreen_glob_change_refreshes_flags_and_ingest_stays_a_no_op(tmp_path: Path) -> None:
    root, data = make_ws(tmp_path), tmp_path / "data"
    ingest(root, data)
    assert {r["evergreen"] for r in rows_of(data, NOTES).values()} == {False}
    globs = list(WorkspaceConfig().evergreen_globs) + [NOTES]
    (root / "memspark.toml").write_text(f"[workspace]\nevergreen_globs = {globs!r}\n".replace("'", '"'),
                                        encoding="utf-8")
    out = refresh(root, data)
    assert out["files_changed"] == 1 and out["files"][0]["hash_rewritten"]
    assert {r["evergreen"] for r in rows_of(data, NOTES).values()} == {True}
    again = ingest(root, data)
    assert again.chunks_embedded == 0 and again.changed == 0  # the rewritten hash matches the new route
