"""The one per-file indexing core: prepare_file / prepare_files / to_records / group_by_rows, on real files."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from memspark.chunking import chunk_document
from memspark.config import load_config
from memspark.ingest import (
    FileSkip,
    PreparedFile,
    SkipReason,
    group_by_rows,
    prepare_file,
    prepare_files,
    snapshot_files,
    to_records,
)
from memspark.workspace import Workspace

DIMS = 8


def _setup(tmp_path: Path, files: dict[str, str]) -> tuple[object, Workspace]:
    for rel, text in files.items():
        p = tmp_path / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    cfg = load_config(root=tmp_path, data_dir=tmp_path / "data", env={})
    return cfg, Workspace(cfg.workspace, cfg.root)


NOTE = "# Plan\n\n## Launch\n\nThe launch is on Tuesday.\n\n## Team\n\nKlein and Mika own the rollout.\n"


def test_prepare_file_reads_hashes_and_chunks_like_the_snapshot(tmp_path: Path) -> None:
    cfg, ws = _setup(tmp_path, {"workspace-a/memory/2026-03-01.md": NOTE})
    [snap] = snapshot_files(ws, ws.iter_files())
    pf = prepare_file(snap, cfg)
    assert pf.key == ("a", "memory/2026-03-01.md") == snap.key
    assert pf.content_hash == snap.content_hash  # unchanged file: the same bytes, the same hash
    assert pf.doc_date == "2026-03-01"  # from the name
    assert (pf.pool, pf.source, pf.content_type, pf.evergreen) == (snap.route.pool, snap.route.source,
                                                                    snap.route.content_type, snap.route.evergreen)
    expected = chunk_document(NOTE, agent_id="a", path="memory/2026-03-01.md", content_type="markdown",
                              doc_date="2026-03-01", cfg=cfg.chunk)
    assert [c.id for c in pf.chunks] == [c.id for c in expected]
    assert pf.embed_texts == [c.embed_text for c in expected if not c.is_parent] and pf.embed_texts


def test_the_hash_is_of_the_bytes_chunked_not_of_the_snapshot(tmp_path: Path) -> None:
    cfg, ws = _setup(tmp_path, {"workspace-a/memory/plan.md": NOTE})
    [snap] = snapshot_files(ws, ws.iter_files())
    (tmp_path / "workspace-a/memory/plan.md").write_text(NOTE.replace("Tuesday", "Friday"), encoding="utf-8")
    pf = prepare_file(snap, cfg)
    assert pf.content_hash != snap.content_hash
    assert "Friday" in " ".join(c.text for c in pf.chunks)


def test_a_file_that_cannot_be_prepared_is_a_skip_and_the_batch_goes_on(tmp_path: Path) -> None:
    deep = "[" * 1200 + "]" * 1200  # valid JSON that recursion chokes on
    cfg, ws = _setup(tmp_path, {"workspace-a/memory/gone.md": "# Gone\n\nSoon deleted.\n",
                                "workspace-a/memory/kept.md": "# Kept\n\nStays.\n",
                                "shared/rules/poison.json": deep})
    snaps = sorted(snapshot_files(ws, ws.iter_files()), key=lambda s: s.key)
    os.unlink(tmp_path / "workspace-a/memory/gone.md")
    gone = next(s for s in snaps if s.route.path == "memory/gone.md")
    with pytest.raises(FileSkip) as info:
        prepare_file(gone, cfg)
    assert info.value.reason is SkipReason.DISAPPEARED
    prepared, failed = prepare_files(snaps, cfg)
    assert [pf.path for pf in prepared] == ["memory/kept.md"]
    by_path = {f.path: f for f in failed}
    assert set(by_path) == {"memory/gone.md", "shared/rules/poison.json"}
    assert "disappeared" in by_path["memory/gone.md"].reason
    poison = by_path["shared/rules/poison.json"]
    assert "RecursionError" in poison.reason and poison.line.startswith("shared:shared/rules/poison.json: ")
    assert poison.line.endswith(f"— {poison.action}") and poison.action


def test_a_skipped_snapshot_raises_its_own_skip(tmp_path: Path) -> None:
    cfg, ws = _setup(tmp_path, {"workspace-a/memory/empty.md": "  \n"})
    [snap] = snapshot_files(ws, ws.iter_files())
    assert snap.skip is SkipReason.EMPTY
    with pytest.raises(FileSkip) as info:
        prepare_file(snap, cfg)
    assert info.value.reason is SkipReason.EMPTY


def _prepared(tmp_path: Path) -> list[PreparedFile]:
    cfg, ws = _setup(tmp_path, {"workspace-a/MEMORY.md": NOTE, "workspace-a/USER.md": "# User\n\n- Lisbon\n"})
    prepared, failed = prepare_files(sorted(snapshot_files(ws, ws.iter_files()), key=lambda s: s.key), cfg)
    assert not failed
    return prepared


def test_to_records_places_each_childs_vector_and_carries_the_file_metadata(tmp_path: Path) -> None:
    prepared = _prepared(tmp_path)
    n = sum(len(pf.embed_texts) for pf in prepared)
    vectors = np.arange(n * DIMS, dtype=np.float32).reshape(n, DIMS) + 1
    table = to_records(prepared, vectors, model_id="test:m:8", dims=DIMS)
    rows = table.to_pylist()
    assert len(rows) == sum(len(pf.chunks) for pf in prepared)
    assert [r["id"] for r in rows] == [c.id for pf in prepared for c in pf.chunks]
    children = [r for r in rows if not r["is_parent"]]
    assert np.array_equal(np.array([r["vector"] for r in children], dtype=np.float32), vectors)
    assert all(not any(r["vector"]) for r in rows if r["is_parent"])
    for pf in prepared:
        mine = [r for r in rows if r["path"] == pf.path]
        assert {(r["content_hash"], r["doc_date"], r["pool"], r["model_id"]) for r in mine} == {
            (pf.content_hash, pf.doc_date, pf.pool, "test:m:8")}


def test_to_records_without_vectors_and_with_none(tmp_path: Path) -> None:
    prepared = _prepared(tmp_path)
    bm25_only = to_records(prepared, None, model_id="test:m:8", dims=DIMS).to_pylist()
    assert bm25_only and all(not any(r["vector"]) for r in bm25_only)
    empty = to_records([], None, model_id="test:m:8", dims=DIMS)
    assert empty.num_rows == 0 and "vector" in empty.schema.names
    with pytest.raises(ValueError, match="vectors for"):
        n = sum(len(pf.embed_texts) for pf in prepared)
        to_records(prepared, np.ones((n + 1, DIMS), dtype=np.float32), model_id="test:m:8", dims=DIMS)


def test_group_by_rows_keeps_files_whole(tmp_path: Path) -> None:
    base = _prepared(tmp_path)[0]
    sized = [PreparedFile(base.agent_id, f"f{i}.md", base.chunks[:1] * n, base.pool, base.source, base.content_type,
                          base.doc_date, base.evergreen, base.content_hash) for i, n in enumerate([2, 3, 6, 1, 1])]
    paths = [[pf.path for pf in g] for g in group_by_rows(sized, 5)]
    assert paths == [["f0.md", "f1.md"], ["f2.md"], ["f3.md", "f4.md"]]  # f2 (6 rows) is committed alone
    assert [[pf.path for pf in g] for g in group_by_rows(sized, 1)] == [[pf.path] for pf in sized]
    assert len(group_by_rows(sized, 2000)) == 1
    assert group_by_rows([], 10) == []
