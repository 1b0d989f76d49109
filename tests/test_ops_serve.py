"""The local stack for real: `prefect server`, a process worker, the deployments of prefect.yaml, and the
watcher in events mode as its own process. A saved file becomes a completed flow run and a searchable chunk."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from memspark.config import StorageConfig, load_config
from memspark.ops.serve import Stack, check, ensure_concurrency_limit, ensure_work_pool
from memspark.storage import LanceStore, SearchOptions

REPO = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_check_without_a_server_reports_down(tmp_path: Path) -> None:
    cfg = load_config(root=tmp_path, overrides={"ops": {"server_port": free_port()}})
    st = check(cfg)
    assert not st.server and not st.ready and any("DOWN server" in line for line in st.lines())


@pytest.mark.timeout(240)
@pytest.mark.slow
def test_events_mode_change_becomes_a_completed_flow_run_and_a_searchable_chunk(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    (root / "workspace-meta" / "memory").mkdir(parents=True)
    (root / "workspace-meta" / "MEMORY.md").write_text("# Memory\n\nKlein prefers concise TypeScript.\n")
    port = free_port()
    (root / "memspark.toml").write_text(f"[ops]\nserver_port = {port}\n[tuning]\nwatch_debounce_s = 0.2\n")
    cfg = load_config(root=root)
    stack = Stack(cfg, log_dir=tmp_path / "logs")
    stack.env["PREFECT_HOME"] = str(tmp_path / "prefect-home")
    stack.env["PREFECT_WORKER_QUERY_SECONDS"] = "1"
    stack.env["PREFECT_LOGGING_LEVEL"] = "INFO"
    watcher = None
    try:
        stack.up()
        assert not ensure_work_pool(cfg) and not ensure_concurrency_limit(cfg)  # idempotent: already there
        env = dict(stack.env)
        log = (tmp_path / "logs" / "watch.log").open("wb")  # noqa: SIM115 - the child writes it until killed
        watcher = subprocess.Popen([sys.executable, "-m", "memspark.cli", "--root", str(root), "watch", "--mode",
                                    "events", "--no-catch-up"], env=env, cwd=str(REPO), start_new_session=True,
                                   stdout=log, stderr=subprocess.STDOUT)
        deadline = time.time() + 60
        while time.time() < deadline and not check(cfg).ready:
            time.sleep(0.5)
        assert check(cfg).ready, "\n".join(check(cfg).lines())
        time.sleep(3)  # the watcher process imports and starts its observer
        (root / "workspace-meta" / "memory" / "2026-04-01.md").write_text("# x\n\nThe vorpalite migration finished.\n")
        store = LanceStore(cfg.data_dir, StorageConfig(), model_id=None, dims=None)
        url = stack.env["PREFECT_API_URL"]
        deadline = time.time() + 150
        found = False
        while time.time() < deadline and not found:
            time.sleep(1)
            found = bool(store.fts_search("vorpalite", SearchOptions(max_results=3)))
        logs = "".join(f.read_text(errors="replace")[-1500:] for f in sorted((tmp_path / "logs").glob("*.log")))
        assert found, logs
        # the row is searchable as soon as the upsert commits; the run completes after its optimize step
        deadline, completed, runs = time.time() + 60, [], []
        while time.time() < deadline and not completed:
            runs = httpx.post(f"{url}/flow_runs/filter", json={}, timeout=5).json()
            completed = [r for r in runs if r["state_type"] == "COMPLETED" and r["name"].startswith("ingest-")]
            time.sleep(0 if completed else 1)
        assert completed, [(r["name"], r["state_type"]) for r in runs]
    finally:
        if watcher is not None and watcher.poll() is None:
            os.killpg(watcher.pid, signal.SIGTERM)
            watcher.wait(15)
        if watcher is not None:
            log.close()
        stack.close()


def test_a_fresh_roots_stack_creates_its_prefect_home_and_ties_children_to_itself(tmp_path: Path) -> None:
    """`memspark serve` on a fresh root: the Prefect home under the data dir did not exist, so the server
    could not open its database. Every child now starts with its home in place, under a lifeline."""
    cfg = load_config(root=tmp_path, overrides={"ops": {"server_port": free_port()}})
    stack = Stack(cfg, log_dir=tmp_path / "logs")
    # what stack_env gives outside the test session, which sets PREFECT_HOME for every test
    stack.env["PREFECT_HOME"] = str(cfg.state_dir / "prefect" / "serve-home")
    home = Path(stack.env["PREFECT_HOME"])
    assert not home.exists() and not home.parent.exists()
    proc = stack._spawn("version", ["version"])
    try:
        assert proc.wait(120) == 0, (tmp_path / "logs" / "version.log").read_text(errors="replace")
        assert home.is_dir()
        assert "memspark.ops.lifeline" in proc.args  # the child dies with this process, even by kill -9
    finally:
        stack.close()
