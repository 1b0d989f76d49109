"""Save → searchable latency of `memspark watch`, in direct mode (in process) and events mode (a real
`prefect server`, a process worker running the ingest deployment, the watcher as its own process).

    python bench/watch_latency.py [--mode direct|events|both] [--files 200] [--edits 5]

Each edit writes a unique word into a note; the time until a BM25 search finds it is the latency.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("DO_NOT_TRACK", "1")
os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING")
os.environ.setdefault("PREFECT_LOGGING_TO_API_WHEN_MISSING_FLOW", "ignore")

from bench._common import machine, make_workspace, write_result  # noqa: E402

REPO = Path(__file__).resolve().parents[1]


def _found(store: Any, word: str) -> bool:
    from memspark.storage import SearchOptions

    return bool(store.fts_search(word, SearchOptions(max_results=3)))


def _edits(root: Path, store: Any, edits: int, timeout: float) -> list[float]:
    target = sorted((root).glob("workspace-*/memory/*.md"))
    out = []
    for i in range(edits):
        word = f"latencyprobe{i}x{int(time.time())}"
        note = target[i % len(target)]
        t0 = time.perf_counter()
        note.write_text(note.read_text() + f"\n\nProbe {word}.\n")
        while not _found(store, word):
            if time.perf_counter() - t0 > timeout:
                raise TimeoutError(f"{word} not searchable after {timeout} s")
            time.sleep(0.02)
        out.append(time.perf_counter() - t0)
        time.sleep(1.0)  # let the run's optimize finish before the next save
    return out


def _summary(lat: list[float]) -> dict[str, float]:
    return {"median_s": round(statistics.median(lat), 3), "max_s": round(max(lat), 3),
            "min_s": round(min(lat), 3), "samples": len(lat)}


def bench_direct(files: int, edits: int) -> dict[str, Any]:
    from memspark.config import load_config
    from memspark.storage import LanceStore
    from memspark.watch import Watcher

    with tempfile.TemporaryDirectory() as tmp:
        root = make_workspace(Path(tmp) / "ws", files)
        cfg = load_config(root=root)
        watcher = Watcher(cfg, mode="direct")
        t0 = time.perf_counter()
        watcher.start()
        watcher.caught_up.wait(600)
        catch_up = time.perf_counter() - t0
        try:
            store = LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None)
            lat = _edits(root, store, edits, 60)
        finally:
            watcher.stop()
    return {"catch_up_s": round(catch_up, 2), "debounce_s": cfg.tuning.watch_debounce_s, **_summary(lat)}


def bench_events(files: int, edits: int) -> dict[str, Any]:
    from memspark.config import load_config
    from memspark.ops.serve import Stack, check
    from memspark.storage import LanceStore

    with tempfile.TemporaryDirectory() as tmp:
        root = make_workspace(Path(tmp) / "ws", files)
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        (root / "memspark.toml").write_text(f"[ops]\nserver_port = {port}\n")
        cfg = load_config(root=root)
        stack = Stack(cfg, log_dir=Path(tmp) / "logs")
        stack.env["PREFECT_HOME"] = str(Path(tmp) / "prefect-home")
        stack.env["PREFECT_WORKER_QUERY_SECONDS"] = "1"
        watcher = None
        try:
            t0 = time.perf_counter()
            stack.up()
            watcher = subprocess.Popen([sys.executable, "-m", "memspark.cli", "--root", str(root), "watch",
                                        "--mode", "events"], env=stack.env, cwd=str(REPO), start_new_session=True,
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            while not check(cfg).ready:
                time.sleep(0.5)
            store = LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None)
            while store.count() == 0:  # the catch-up run went through the deployment
                time.sleep(0.5)
            stack_up = time.perf_counter() - t0
            time.sleep(3)
            lat = _edits(root, store, edits, 180)
        finally:
            if watcher is not None:
                os.killpg(watcher.pid, signal.SIGTERM)
                watcher.wait(15)
            stack.close()
    return {"stack_up_and_catch_up_s": round(stack_up, 2), "worker_query_seconds": 1, **_summary(lat)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", choices=["direct", "events", "both"], default="both")
    ap.add_argument("--files", type=int, default=200)
    ap.add_argument("--edits", type=int, default=5)
    args = ap.parse_args()
    result: dict[str, Any] = {"machine": machine(), "files": args.files}
    if args.mode in {"direct", "both"}:
        result["direct"] = bench_direct(args.files, args.edits)
        print("direct:", result["direct"], flush=True)
    if args.mode in {"events", "both"}:
        result["events"] = bench_events(args.files, args.edits)
        print("events:", result["events"], flush=True)
    print("wrote", write_result("watch_latency", result))


if __name__ == "__main__":
    main()
