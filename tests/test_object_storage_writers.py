"""Concurrent writers on one bucket table end like a single writer (issue 19, item 1).

Everything runs against a real S3 API (``moto_server``, tests/s3_server.py) with real processes:
the writer lease (:mod:`memspark.storage.lease`) excludes, frees itself after a crash and is
noticed when lost; three writer processes (store-level and the real ``memspark index`` CLI, with a
``memory_store`` process and a file mutator in one variant) leave exactly one row per id, equal to
a single writer's table; a table damaged by duplicate rows written straight through LanceDB is
repaired by ``index``; a commit failure maps to a hint about concurrent writers, not credentials.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from memspark.config import StorageConfig, load_config
from memspark.datadir import DataDir
from memspark.errors import CommitFailedError, StorageError, WriterLeaseLost, WriterLockTimeout
from memspark.storage import LanceStore
from memspark.storage.handle import REMOTE_ACTION, LanceHandle
from memspark.storage.lease import ObjectLease, obstore_options
from memspark.storage.lock import WriterLock, effective_lock
from tests.s3_server import MotoS3, moto_available

REPO = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(not moto_available(), reason="moto[server] (a test extra) is not installed")


@pytest.fixture(scope="module")
def s3() -> Iterator[MotoS3]:
    with MotoS3() as server:
        yield server


_bucket_seq = iter(range(10_000))


def _bucket(s3: MotoS3, stem: str) -> str:
    name = f"{stem}-{os.getpid()}-{next(_bucket_seq)}"
    s3.create_bucket(name)
    return name


def _table_rows(uri: str, s3: MotoS3) -> list[tuple[str, str, str, str]]:
    """(id, agent_id, path, text) of every row of the chunks table at ``uri``."""
    store = LanceStore.existing(uri, StorageConfig(options=s3.storage_options))
    table = store.table_handle()
    assert table is not None, f"no table at {uri}"
    cols = table.search().select(["id", "agent_id", "path", "text"]).limit(None).to_arrow().to_pydict()
    return list(zip(cols["id"], cols["agent_id"], cols["path"], cols["text"], strict=True))


def _assert_like_single_writer(got: list[tuple[str, str, str, str]], ref: list[tuple[str, str, str, str]],
                               *, paths: set[str] | None = None) -> None:
    dup = {i: n for i, n in Counter(r[0] for r in got).items() if n > 1}
    assert not dup, f"{sum(dup.values()) - len(dup)} duplicate rows, e.g. {list(dup.items())[:3]}"
    keep = (lambda r: r[2] in paths) if paths is not None else (lambda r: True)
    mine = {r[0]: r[1:] for r in got if keep(r)}
    theirs = {r[0]: r[1:] for r in ref if keep(r)}
    assert set(mine) == set(theirs), (sorted(set(mine) ^ set(theirs))[:5])
    assert mine == theirs  # same agent, path and text per id


# ---- the lease ----------------------------------------------------------------------------------
def test_lease_excludes_a_second_writer_until_released(s3: MotoS3) -> None:
    uri = f"s3://{_bucket(s3, 'lease-basic')}/team"
    cfg = StorageConfig(options=s3.storage_options, lock_timeout_s=0.4)
    first, second = WriterLock(uri, cfg), WriterLock(uri, cfg)
    assert first.mode == second.mode == "lease"
    with first.hold():
        with pytest.raises(WriterLockTimeout) as err, second.hold():
            pass
        assert "chunks.lease" in err.value.message and first.lease and first.lease.owner in err.value.message
        first.check()  # held and renewed: a commit may go ahead
    with second.hold():  # released: taken at once
        assert second.held
    assert "team/chunks.lease" in s3.keys(uri.split("/")[2])
    # the lease object does not confuse LanceDB: it lists no table for it
    store = LanceStore(uri, StorageConfig(options=s3.storage_options), model_id="m", dims=8)
    assert store.handle.table_names() == []


def test_lease_options_split_like_object_store_expects() -> None:
    config, client = obstore_options("s3", {"aws_endpoint": "http://127.0.0.1:9", "allow_http": "true",
                                            "region": "eu-west-1", "download_retry_count": "3", "timeout": "30s"})
    assert config == {"aws_endpoint": "http://127.0.0.1:9", "region": "eu-west-1"}
    assert client == {"allow_http": "true", "timeout": "30s"}
    assert obstore_options("gs", {"google_service_account": "x", "aws_region": "y"}) == (
        {"google_service_account": "x"}, {})


def test_a_local_data_dir_keeps_the_file_lock_whatever_the_lease_setting(tmp_path: Path) -> None:
    for mode in ("auto", "lease", "commit"):
        lock = WriterLock(tmp_path, StorageConfig(lock=mode))
        assert lock.mode == "file" and lock.lease is None
    bucket = load_config(root=tmp_path, data_dir="s3://b-ucket/p", env={"MEMSPARK_STORAGE_LOCK": "commit"})
    assert effective_lock(bucket.storage.lock, bucket.data_dir) == "lease"


_HOLDER = """
import sys, time
from memspark.config import StorageConfig
from memspark.errors import WriterLeaseLost
from memspark.storage.lock import WriterLock
lock = WriterLock(sys.argv[1], StorageConfig(options=dict(a.split("=", 1) for a in sys.argv[3:])),
                  lease_s=float(sys.argv[2]))
with lock.hold():
    print("held", flush=True)
    sys.stdin.readline()
    try:
        lock.check()
        print("still held", flush=True)
    except WriterLeaseLost as exc:
        print("lost:", exc.code, flush=True)
"""


def _holder(uri: str, s3: MotoS3, lease_s: float) -> subprocess.Popen[str]:
    proc = subprocess.Popen([sys.executable, "-c", _HOLDER, uri, str(lease_s),
                             *(f"{k}={v}" for k, v in s3.storage_options.items())],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=REPO)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line.strip() == "held", proc.stderr.read() if proc.stderr else ""
    return proc


@pytest.mark.slow
def test_a_crashed_holder_frees_the_lease_after_its_lease_time(s3: MotoS3) -> None:
    uri = f"s3://{_bucket(s3, 'lease-crash')}/x"
    proc = _holder(uri, s3, lease_s=1.5)
    proc.kill()  # SIGKILL: no release, no more renewals
    proc.wait(10)
    lease = ObjectLease(DataDir.parse(uri), "chunks.lease", s3.storage_options)
    started = time.monotonic()
    lease.acquire(timeout=60)
    try:
        assert lease.takeovers == 1
        assert 1.0 < time.monotonic() - started < 30  # waited out the dead holder's 1.5 s lease, not forever
    finally:
        lease.release()


@pytest.mark.slow
def test_a_stalled_holder_learns_it_lost_the_lease_before_committing(s3: MotoS3) -> None:
    uri = f"s3://{_bucket(s3, 'lease-stall')}/x"
    proc = _holder(uri, s3, lease_s=1.0)
    os.kill(proc.pid, signal.SIGSTOP)  # a stalled process (GC pause, suspended VM): its renewals stop
    try:
        successor = WriterLock(uri, StorageConfig(options=s3.storage_options, lock_timeout_s=60))
        with successor.hold():
            assert successor.lease is not None and successor.lease.takeovers == 1
            os.kill(proc.pid, signal.SIGCONT)
            out, _ = proc.communicate("\n", timeout=30)
            assert "lost: writer_lease_lost" in out
            successor.check()  # the stalled holder's exit did not release the successor's lease
    finally:
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGCONT)
            proc.kill()


# ---- the commit seam ----------------------------------------------------------------------------
def test_a_commit_that_keeps_failing_is_retried_then_hints_at_writers_not_credentials(s3: MotoS3) -> None:
    handle = LanceHandle(DataDir.parse("s3://some-bucket/x"), "chunks", s3.storage_options)
    attempts: list[int] = []

    def conflict() -> None:  # how LanceDB reports a lost commit race: a bare RuntimeError
        attempts.append(1)
        raise RuntimeError("Retryable commit conflict for version 7: This Merge transaction was preempted by "
                           "concurrent transaction Merge at version 7. Please retry.")

    with pytest.raises(CommitFailedError) as err:
        handle.commit("optimize", conflict)
    assert len(attempts) == 4  # the first try and three retries
    assert "credentials" not in err.value.action and "another process" in err.value.action
    assert err.value.code == "commit_failed" and isinstance(err.value, StorageError)

    def unreachable() -> None:  # an object-store failure is what the bucket hint is for
        raise OSError("error sending request: connection refused")

    with pytest.raises(StorageError) as err2:
        handle.commit("upsert", unreachable)
    assert err2.value.action == REMOTE_ACTION.format(uri="s3://some-bucket/x")

    def lost() -> None:
        raise WriterLeaseLost("lease gone")

    guarded = LanceHandle(DataDir.parse("s3://some-bucket/x"), "chunks", {}, guard=lost)
    calls: list[int] = []
    with pytest.raises(WriterLeaseLost):
        guarded.commit("upsert", lambda: calls.append(1))
    assert calls == []  # the guard stops the commit before it runs, and is not retried


# ---- concurrent writer processes ------------------------------------------------------------------
_STORE_WRITER = """
import random, sys, time
from pathlib import Path
from memspark.config import StorageConfig
from memspark.storage import LanceStore
from tests.test_storage_lock import _records
uri, seed, files, go = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), Path(sys.argv[4])
opts = dict(a.split("=", 1) for a in sys.argv[5:])
store = LanceStore(uri, StorageConfig(options=opts, lock_timeout_s=120), model_id="m", dims=8)
order = list(range(files))
random.Random(seed).shuffle(order)
while not go.exists():
    time.sleep(0.01)
for i in order:  # every writer writes the same files (same ids, same text) in its own order
    path = f"memory/{i}.md"
    store.replace_files(_records("a", path, 4, seed=i), [("a", path)])
store.optimize()
"""


@pytest.mark.slow
def test_three_store_writer_processes_end_like_a_single_writer(s3: MotoS3, tmp_path: Path) -> None:
    from tests.test_storage_lock import _records

    bucket = _bucket(s3, "writers")
    uri, ref_uri = f"s3://{bucket}/shared", f"s3://{bucket}/single"
    go = tmp_path / "go"
    opts = [f"{k}={v}" for k, v in s3.storage_options.items()]
    procs = [subprocess.Popen([sys.executable, "-c", _STORE_WRITER, uri, str(seed), "12", str(go), *opts],
                              cwd=REPO, stderr=subprocess.PIPE, text=True) for seed in range(3)]
    time.sleep(2.0)  # let the three import memspark, then start them together
    go.touch()
    errors = [p.communicate(timeout=180)[1] for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0], errors
    single = LanceStore(ref_uri, StorageConfig(options=s3.storage_options), model_id="m", dims=8)
    for i in range(12):
        single.replace_files(_records("a", f"memory/{i}.md", 4, seed=i), [("a", f"memory/{i}.md")])
    got = _table_rows(uri, s3)
    assert len(got) == 48
    _assert_like_single_writer(got, _table_rows(ref_uri, s3))


def _workspace(root: Path, files: int, seed: int = 7) -> None:
    rng = random.Random(seed)
    words = ["lease", "bucket", "writer", "commit", "manifest", "fragment", "version", "index", "recall", "vector"]
    for i in range(files):
        agent = "meta" if i % 2 else "dev"
        p = root / f"workspace-{agent}" / "memory" / f"note-{i:03d}.md"
        p.parent.mkdir(parents=True, exist_ok=True)
        body = "\n\n".join(f"## Part {j}\n\n" + " ".join(rng.choice(words) for _ in range(40)) for j in range(3))
        p.write_text(f"# Note {i}\n\n{body}\n", encoding="utf-8")


def _env(s3: MotoS3, home: Path) -> dict[str, str]:
    env = {**os.environ, **s3.env, "MEMSPARK_EMBED_PROVIDER": "local", "PYTHONPATH": str(REPO),
           "MEMSPARK_INGEST_FILES_PER_BATCH": "3", "PREFECT_HOME": str(home), "DO_NOT_TRACK": "1",
           "PREFECT_SERVER_ANALYTICS_ENABLED": "false", "PREFECT_LOGGING_TO_API_WHEN_MISSING_FLOW": "ignore"}
    env.pop("PREFECT_API_URL", None)  # each CLI process runs its own ephemeral Prefect, as users run it
    return env


def _index_procs(root: Path, uri: str, env: dict[str, str], n: int, home: Path) -> list[subprocess.Popen[str]]:
    return [subprocess.Popen([sys.executable, "-m", "memspark.cli", "--root", str(root), "--data-dir", uri, "index",
                              "--json"], env={**env, "PREFECT_HOME": str(home / f"p{i}")}, cwd=root,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for i in range(n)]


def _single_writer(root: Path, uri: str) -> None:
    from flows.ingest import ingest

    asyncio.run(ingest(root=str(root), data_dir=uri))


@pytest.mark.slow
@pytest.mark.timeout(900)  # three CLI processes, each with its own ephemeral Prefect, on a 2-core box
@pytest.mark.usefixtures("prefect_harness")
def test_three_index_processes_on_one_bucket_end_like_a_single_writer(s3: MotoS3, tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    bucket = _bucket(s3, "index3")
    uri, ref_uri = f"s3://{bucket}/shared", f"s3://{bucket}/single"
    root = tmp_path / "ws"
    _workspace(root, 15)
    procs = _index_procs(root, uri, _env(s3, tmp_path), 3, tmp_path)
    outs = [p.communicate(timeout=800) for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0], [e[-1500:] for _, e in outs]
    for k, v in s3.env.items():
        monkeypatch.setenv(k, v)
    _single_writer(root, ref_uri)
    got = _table_rows(uri, s3)
    assert len(got) > 15
    _assert_like_single_writer(got, _table_rows(ref_uri, s3))


_STORER = """
import sys
from memspark.config import load_config
from memspark.toolset import Toolset
cfg = load_config(root=sys.argv[1], data_dir=sys.argv[2])
tools = Toolset(cfg, "meta")
for i in range(int(sys.argv[3])):
    out = tools.call("memory_store", {"text": f"Fact {i}: the staging bucket for team {i} is named stage-{i}-data."})
    assert out.get("stored") or out.get("action"), out
print("stored", flush=True)
"""


@pytest.mark.slow
@pytest.mark.timeout(900)
@pytest.mark.usefixtures("prefect_harness")
def test_index_processes_with_memory_store_and_a_file_mutator_leave_one_row_per_id(
        s3: MotoS3, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bucket = _bucket(s3, "mixed")
    uri, ref_uri = f"s3://{bucket}/shared", f"s3://{bucket}/single"
    root = tmp_path / "ws"
    _workspace(root, 12)
    env = _env(s3, tmp_path)
    procs = _index_procs(root, uri, env, 2, tmp_path)
    storer = subprocess.Popen([sys.executable, "-c", _STORER, str(root), uri, "10"], env=env, cwd=REPO,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    stop = threading.Event()

    def mutate() -> None:  # rewrite some notes while the writers run
        rng = random.Random(3)
        n = 0
        while not stop.is_set():
            i = rng.randrange(0, 12, 3)
            p = root / f"workspace-{'meta' if i % 2 else 'dev'}" / "memory" / f"note-{i:03d}.md"
            p.write_text(f"# Note {i}\n\n## Edit {n}\n\nRewritten by the mutator, round {n}.\n", encoding="utf-8")
            n += 1
            stop.wait(0.3)

    mutator = threading.Thread(target=mutate)
    mutator.start()
    try:
        outs = [p.communicate(timeout=800) for p in [*procs, storer]]
    finally:
        stop.set()
        mutator.join()
    assert [p.returncode for p in [*procs, storer]] == [0, 0, 0], [e[-1500:] for _, e in outs]
    got = _table_rows(uri, s3)
    dup = {i: n for i, n in Counter(r[0] for r in got).items() if n > 1}
    assert not dup, f"duplicate rows right after the concurrent run: {list(dup.items())[:3]}"
    # once the files stop changing, one more index makes the workspace notes equal a single writer's
    for k, v in s3.env.items():
        monkeypatch.setenv(k, v)
    _single_writer(root, uri)
    _single_writer(root, ref_uri)
    notes = {str(p.relative_to(p.parents[1])) for p in root.glob("workspace-*/memory/note-*.md")}
    _assert_like_single_writer(_table_rows(uri, s3), _table_rows(ref_uri, s3), paths=notes)
    stored = [r for r in _table_rows(uri, s3) if r[2] not in notes]
    assert sum("stage-" in r[3] for r in stored) >= 1  # the stores landed too


# ---- repair ---------------------------------------------------------------------------------------
def _status(root: Path, uri: str, s3: MotoS3, tmp_path: Path) -> dict[str, Any]:
    res = subprocess.run([sys.executable, "-m", "memspark.cli", "--root", str(root), "--data-dir", uri, "status",
                          "--json"], capture_output=True, text=True, timeout=120, env=_env(s3, tmp_path), cwd=root)
    assert res.returncode == 0, res.stderr[-2000:]
    return json.loads(res.stdout)


@pytest.mark.usefixtures("prefect_harness")
def test_index_repairs_duplicate_rows_written_straight_through_lancedb(s3: MotoS3, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    import lancedb
    import pyarrow as pa
    import pyarrow.compute as pc

    from flows.ingest import ingest

    for k, v in s3.env.items():
        monkeypatch.setenv(k, v)
    uri = f"s3://{_bucket(s3, 'repair')}/team"
    root = tmp_path / "ws"
    _workspace(root, 6)
    asyncio.run(ingest(root=str(root), data_dir=uri))
    clean = _table_rows(uri, s3)
    n = len(clean)

    def damage(path_like: str, text: str) -> str:
        """Copies of one file's rows, appended through LanceDB itself (as an unguarded writer would)."""
        table = lancedb.connect(uri, storage_options=s3.storage_options).open_table("chunks")
        rows = table.search().where(f"path LIKE '%{path_like}%'").limit(None).to_arrow()
        newer = rows.set_column(rows.schema.get_field_index("text"), "text",
                                pa.array([text] * rows.num_rows, pa.string()))
        newer = newer.set_column(newer.schema.get_field_index("updated_at"), "updated_at",
                                 pc.cast(pa.array(["2999-01-01T00:00:00+00:00"] * rows.num_rows), pa.string()))
        table.add(rows)  # an identical second copy
        table.add(newer)  # and a third, newer copy with another text: that one must stay
        return rows.column("id")[0].as_py()

    kept_id = damage("note-001", "the newest copy")
    st = _status(root, uri, s3, tmp_path)
    assert st["duplicateRows"] > 0 and st["chunkCount"] == n + st["duplicateRows"]

    asyncio.run(ingest(root=str(root), data_dir=uri))  # nothing changed on disk: the repair still runs
    repaired = _table_rows(uri, s3)
    assert len(repaired) == n and len({r[0] for r in repaired}) == n
    assert {r[0]: r[3] for r in repaired}[kept_id] == "the newest copy"
    assert _status(root, uri, s3, tmp_path)["duplicateRows"] == 0

    damage("note-002", "newer again")
    asyncio.run(ingest(root=str(root), data_dir=uri, full=True))  # index --full heals too
    again = _table_rows(uri, s3)
    assert len(again) == n and {r[0] for r in again} == {r[0] for r in clean}
