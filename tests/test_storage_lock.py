"""The writer lock: re-entrancy, timeout, and two real processes writing one table."""

from __future__ import annotations

import multiprocessing
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from memspark.chunking.model import Chunk
from memspark.config import StorageConfig
from memspark.errors import WriterLockTimeout
from memspark.storage import LanceStore, WriterLock, build_records

DIMS = 8


def _records(agent: str, path: str, n: int, seed: int):  # -> pa.Table
    chunks = [Chunk(id=f"{agent}:{path}:{i}", agent_id=agent, path=path, start_line=i + 1, end_line=i + 1,
                    text=f"{agent} line {i}", embed_text=f"{agent} line {i}", heading="", is_parent=False,
                    parent_id=None, token_count=3) for i in range(n)]
    vecs = np.random.default_rng(seed).normal(size=(n, DIMS)).astype(np.float32)
    return build_records(chunks, vecs, pool="agent_memory", source="memory", content_type="markdown",
                         doc_date="2024-01-01", evergreen=False, content_hash=f"h{seed}", model_id="m", dims=DIMS)


def _writer_process(data_dir: str, agent: str, files: int, start: object,
                    options: dict[str, str] | None = None) -> None:
    """Runs in a spawned process: wait for the start signal, then write `files` files (a folder or a URI)."""
    start.wait(30)  # type: ignore[attr-defined]
    store = LanceStore(data_dir, StorageConfig(lock_timeout_s=60.0, options=options or {}), model_id="m", dims=DIMS)
    for i in range(files):
        path = f"memory/{i}.md"
        store.replace_files(_records(agent, path, 4, seed=i), [(agent, path)])
    store.close()


@pytest.mark.slow
def test_two_processes_write_concurrently_and_both_land(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    ctx = multiprocessing.get_context("spawn")
    start = ctx.Event()
    procs = [ctx.Process(target=_writer_process, args=(str(data_dir), agent, 6, start)) for agent in ("a", "b")]
    for p in procs:
        p.start()
    start.set()
    for p in procs:
        p.join(90)
    assert [p.exitcode for p in procs] == [0, 0]
    store = LanceStore(data_dir, StorageConfig(), model_id="m", dims=DIMS)
    assert store.count() == 2 * 6 * 4
    assert {p.agent_id for p in store.list_paths()} == {"a", "b"}
    assert len(store.file_hashes()) == 12


def test_held_lock_and_short_timeout_raise_writer_lock_timeout(tmp_path: Path) -> None:
    holder = LanceStore(tmp_path / "data", StorageConfig(), model_id="m", dims=DIMS)
    waiter = LanceStore(tmp_path / "data", StorageConfig(lock_timeout_s=0.2), model_id="m", dims=DIMS)
    with holder.writer():
        started = time.monotonic()
        with pytest.raises(WriterLockTimeout) as err:
            waiter.upsert(_records("a", "x.md", 1, seed=1))
        assert 0.15 < time.monotonic() - started < 5
    assert "chunks.lock" in err.value.message and err.value.action
    waiter.upsert(_records("a", "x.md", 1, seed=1))  # free again once released
    assert waiter.count() == 1


def test_lock_is_reentrant_within_a_thread(tmp_path: Path) -> None:
    store = LanceStore(tmp_path / "data", StorageConfig(lock_timeout_s=1.0), model_id="m", dims=DIMS)
    with store.writer(), store.writer():
        store.upsert(_records("a", "x.md", 2, seed=1))
        store.replace_files(_records("a", "y.md", 1, seed=2), [("a", "y.md")])
    assert store.count() == 3


def test_lock_serialises_threads_of_one_process(tmp_path: Path) -> None:
    lock = WriterLock(tmp_path, StorageConfig(lock_timeout_s=5.0))
    inside = 0
    peak = 0
    guard = threading.Lock()

    def work() -> None:
        nonlocal inside, peak
        for _ in range(20):
            with lock.hold():
                with guard:
                    inside += 1
                    peak = max(peak, inside)
                time.sleep(0.001)
                with guard:
                    inside -= 1

    threads = [threading.Thread(target=work) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert peak == 1 and not lock.held


def test_lock_is_released_after_an_exception(tmp_path: Path) -> None:
    lock = WriterLock(tmp_path, StorageConfig(lock_timeout_s=0.2))
    with pytest.raises(RuntimeError), lock.hold():
        raise RuntimeError("boom")
    other = WriterLock(tmp_path, StorageConfig(lock_timeout_s=0.2))
    with other.hold():
        assert other.held


@pytest.mark.slow
def test_importing_storage_does_not_import_prefect() -> None:
    code = "import sys, memspark.storage; print('prefect' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
