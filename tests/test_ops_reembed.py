"""Re-embedding into a shadow table and swapping atomically: real LanceDB, the real local model, real Prefect."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pytest

from memspark.chunking.assemble import embed_prefix
from memspark.chunking.model import Chunk
from memspark.config import StorageConfig, load_config
from memspark.errors import StorageError
from memspark.ops.reembed import TAG_PREFIX, shadow_name
from memspark.storage import LanceStore, SearchOptions, build_records
from memspark.storage.admin import list_tags, swap_in
from memspark.storage.side import open_side_table, table_names

pytestmark = pytest.mark.usefixtures("prefect_harness")

REPO = Path(__file__).resolve().parents[1]
OLD_MODEL = "local:multilingual-e5-small-q4:384"  # the table's model; the config's default is MiniLM
DIMS = 384
TOPICS = ["gateway restart approval", "LoRA training run", "TypeScript style", "Spark embedding port",
          "cron syntax fields", "timezone preference", "backup rotation", "GPU memory limits"]


def file_rows(i: int, children: int, model: str = OLD_MODEL, seed: int = 0) -> pa.Table:
    path = f"memory/note-{i}.md"
    pid = f"meta:{path}:p"
    chunks = [Chunk(id=pid, agent_id="meta", path=path, start_line=1, end_line=children, text="parent",
                    embed_text="", heading="H", is_parent=True, parent_id=None, token_count=5)]
    for j in range(children):
        text = f"Note {i}.{j} about {TOPICS[(i + j) % len(TOPICS)]} number {i * 100 + j}"
        chunks.append(Chunk(id=f"meta:{path}:{j}", agent_id="meta", path=path, start_line=j + 1, end_line=j + 1,
                            text=text, embed_text=embed_prefix(path, "H", "2026-01-01") + text, heading="H",
                            is_parent=False, parent_id=pid, token_count=5))
    vecs = np.random.default_rng(i + seed).normal(size=(children, DIMS)).astype(np.float32)
    return build_records(chunks, vecs / np.linalg.norm(vecs, axis=1, keepdims=True), pool="agent_memory",
                         source="memory", content_type="markdown", doc_date="2026-01-01", evergreen=False,
                         content_hash=f"h{i}", model_id=model, dims=DIMS)


def make_table(data: Path, files: int, children: int) -> int:
    store = LanceStore(data, StorageConfig(), model_id=OLD_MODEL, dims=DIMS)
    tables = [file_rows(i, children) for i in range(files)]
    store.replace_files(pa.concat_tables(tables), [("meta", f"memory/note-{i}.md") for i in range(files)])
    return store.count()


def admin_store(data: Path) -> LanceStore:
    return LanceStore(data, StorageConfig(), model_id=None, dims=None)


def run_reembed(root: Path, data: Path, **kw: Any) -> dict[str, Any]:
    from flows.reembed import reembed

    return asyncio.run(reembed(root=str(root), data_dir=str(data), **kw))


def test_dry_run_then_reembed_while_recall_keeps_serving(tmp_path: Path) -> None:
    data = tmp_path / "data"
    total = make_table(data, files=20, children=10)
    plan = run_reembed(tmp_path, data, dry_run=True)
    assert plan["needed"] and plan["rows_todo"] == total and plan["children_total"] == 200
    assert plan["estimated_seconds"] > 0 and plan["source_model"] == OLD_MODEL
    assert admin_store(data).identity().model_id == OLD_MODEL

    seen: list[str] = []
    errors: list[BaseException] = []
    stop = threading.Event()

    def reader() -> None:  # recall's view: one store handle, re-reading the latest version each query
        store = admin_store(data)
        q = np.ones(DIMS, dtype=np.float32) / np.sqrt(DIMS)
        while not stop.is_set():
            try:
                rows = store.table_handle().search().select(["model_id"]).limit(None).to_arrow()
                models = set(rows.column("model_id").to_pylist())
                assert len(models) == 1 and rows.num_rows == total, (models, rows.num_rows)
                assert len(store.vector_search(q, SearchOptions(max_results=5))) == 5
                seen.append(models.pop())
            except BaseException as exc:  # noqa: BLE001 - reported to the main thread
                errors.append(exc)
                return
            time.sleep(0.01)

    t = threading.Thread(target=reader)
    t.start()
    try:
        out = run_reembed(tmp_path, data)
    finally:
        time.sleep(0.2)
        stop.set()
        t.join(10)
    assert not errors, errors[0]
    cfg = load_config(root=tmp_path)
    target = f"local:{cfg.embed.model}:{DIMS}"
    assert seen[0] == OLD_MODEL and seen[-1] == target and set(seen) == {OLD_MODEL, target}
    assert out["embedded"] == 200 and out["text_mismatches"] == 0 and out["rows"] == total and out["swapped"]
    store = admin_store(data)
    assert store.identity().model_id == target and store.count() == total
    assert shadow_name(store) not in table_names(store)
    tags = list_tags(store)
    assert tags[out["tag"]] == out["pre_swap_version"] and out["tag"].startswith(TAG_PREFIX)
    assert set(store.index_names()) >= {"text_idx", "agent_id_idx"}
    # the new vectors are the configured model's: a query embedded with it finds its chunk
    from flows.ingest import embed_queue_for

    q = embed_queue_for(cfg).embed_query(f"Note 7.3 about {TOPICS[(7 + 3) % len(TOPICS)]} number 703")
    assert store.vector_search(q, SearchOptions(max_results=1))[0].id == "meta:memory/note-7.md:3"
    again = run_reembed(tmp_path, data)
    assert not again["needed"] and again["embedded"] == 0


def test_resume_and_final_sync_pick_up_rows_written_meanwhile(tmp_path: Path) -> None:
    from flows.ingest import embed_queue_for
    from flows.reembed import _embed_into_shadow
    from memspark.ops.reembed import plan_reembed

    data = tmp_path / "data"
    make_table(data, files=6, children=5)
    cfg = load_config(root=tmp_path, data_dir=data)
    queue = embed_queue_for(cfg)
    store = admin_store(data)
    first = plan_reembed(store, queue.identity, DIMS)
    _embed_into_shadow(cfg, store, first.todo_ids[:18], queue.identity, DIMS)  # an interrupted run
    # meanwhile an ingest (still on the old model) rewrites one file and adds another
    writer = LanceStore(data, StorageConfig(), model_id=OLD_MODEL, dims=DIMS)
    writer.replace_files(file_rows(0, 3, seed=99), [("meta", "memory/note-0.md")])
    writer.replace_files(file_rows(50, 2), [("meta", "memory/note-50.md")])
    out = run_reembed(tmp_path, data)
    assert out["rows_done"] >= 18 - 6  # note-0's rows in the shadow are stale now
    assert out["embedded"] < 5 * 6 + 2
    final = admin_store(data)
    rows = final.table_handle().to_arrow()
    assert set(rows.column("model_id").to_pylist()) == {queue.identity}
    assert rows.num_rows == 6 * 6 - 6 + 4 + 3  # note-0 rewritten with 3 children (+ parent), note-50 added (2 + 1)
    assert {p.path: p.chunk_count for p in final.list_paths()}["memory/note-0.md"] == 4


def test_kill_during_reembed_resumes(tmp_path: Path) -> None:
    data = tmp_path / "data"
    total = make_table(data, files=40, children=15)
    (tmp_path / "memspark.toml").write_text("[tuning]\nreembed_batch_rows = 16\n", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    proc = subprocess.Popen([sys.executable, "-m", "memspark.cli", "--root", str(tmp_path), "--data-dir", str(data),
                             "reembed"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    store = admin_store(data)
    killed_at = 0
    deadline = time.time() + 120
    while time.time() < deadline and proc.poll() is None:
        shadow = open_side_table(store, shadow_name(store))
        n = shadow.count() if shadow is not None else 0
        if n >= 64:
            os.killpg(proc.pid, signal.SIGKILL)
            killed_at = n
            break
        time.sleep(0.1)
    proc.wait(timeout=30)
    assert killed_at >= 64, "the re-embed finished before it could be killed; make the table larger"
    assert admin_store(data).identity().model_id == OLD_MODEL  # nothing swapped: recall still on the old model
    out = run_reembed(tmp_path, data)
    assert out["rows_done"] >= killed_at and out["embedded"] < 40 * 15 and out["swapped"]
    final = admin_store(data)
    assert final.count() == total and final.identity().model_id != OLD_MODEL
    assert set(final.table_handle().to_arrow().column("model_id").to_pylist()) == {final.identity().model_id}


def test_no_table_means_nothing_to_reembed(tmp_path: Path) -> None:
    out = run_reembed(tmp_path, tmp_path / "none")
    assert not out["needed"] and out["rows_total"] == 0 and out["embedded"] == 0


def test_failed_swap_restores_the_old_version(tmp_path: Path) -> None:
    data = tmp_path / "data"
    total = make_table(data, files=3, children=4)
    store = admin_store(data)
    schema = store.table_handle().schema

    def batches() -> Any:
        yield file_rows(0, 4).cast(schema).to_batches()[0]
        raise OSError("disk full in the middle of the swap")

    with pytest.raises(StorageError, match="disk full"), store.writer():
        swap_in(store, pa.RecordBatchReader.from_batches(schema, batches()), tag="pre-test")
    after = admin_store(data)
    assert after.count() == total and "pre-test" in list_tags(after)
    short = file_rows(0, 4).cast(schema)  # a swap that would lose rows is undone too
    with pytest.raises(StorageError, match="expected"), after.writer():
        swap_in(after, short, tag="pre-test-2", expected_rows=total)
    after = admin_store(data)
    assert after.count() == total and after.identity().model_id == OLD_MODEL
    assert after.fts_search("LoRA", SearchOptions(max_results=3))


def test_reembed_rebuilds_the_turn_vectors_with_the_new_model(tmp_path: Path) -> None:
    """A conversation chunk's turn vectors belong to the table's model like its own vector: a re-embed
    recomputes them with the new model (stale ones would be scored against the new model's queries)."""
    from flows.ingest import embed_queue_for

    data = tmp_path / "data"
    path = "memory/2023-05-08.md"
    turns = ["Caroline: I went to the support group yesterday.", "Melanie: How did it go?",
             "Caroline: It was powerful and inspiring."]
    text = "\n\n".join(turns)
    pid = f"meta:{path}:p"
    chunks = [Chunk(pid, "meta", path, 1, 5, text, "", "H", True, None, 30),
              Chunk(f"meta:{path}:0", "meta", path, 1, 5, text, embed_prefix(path, "H", "2023-05-08") + text, "H",
                    False, pid, 30)]
    rng = np.random.default_rng(3)
    old = rng.normal(size=(4, DIMS)).astype(np.float32)
    recs = build_records(chunks, old[:1], pool="agent_memory", source="memory", content_type="markdown",
                         doc_date="2023-05-08", evergreen=False, content_hash="h", model_id=OLD_MODEL, dims=DIMS,
                         turn_vectors={1: old[1:]})
    LanceStore(data, StorageConfig(), model_id=OLD_MODEL, dims=DIMS).replace_files(recs, [("meta", path)])
    np.testing.assert_allclose(admin_store(data).turn_vectors([f"meta:{path}:0"])[f"meta:{path}:0"], old[1:])
    out = run_reembed(tmp_path, data)
    assert out["swapped"] and out["embedded"] == 1
    got = admin_store(data).turn_vectors([f"meta:{path}:0"])[f"meta:{path}:0"]
    np.testing.assert_allclose(got, embed_queue_for(load_config(root=tmp_path)).embed_documents(turns), atol=1e-5)
