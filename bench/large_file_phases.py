"""Where a large file's memory goes: the peak RSS of each step of staging and publishing one generated
Markdown file, in this process, without Prefect (the levers of issue 22 item 13 were measured with it).

Each mark prints the resident set now and the peak since the previous mark (``VmHWM``, reset at every
mark through ``/proc/self/clear_refs``; Linux only). Steps: every 10th staged piece, the publish's fresh
handles, its append, its retire, the index build of a table the publish created, then the ingest's
``optimize`` (its duplicate scan first). The steps are marked by wrapping memspark's functions in this
script only. Embeddings come from tests/embed_server.py (hashed bag of words, 384 dims).

    python bench/large_file_phases.py [--mb 50] [--slice-rows 2048] [--arrow-system-pool] [--no-arena-cap]
                                      [--no-mmap-fix]

Prints the marks and one JSON line at the end; writes nothing (the figures are quoted in
bench/results/large_file.json's ``phases_in_process``).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
os.environ.setdefault("DO_NOT_TRACK", "1")

T0 = time.monotonic()
MARKS: list[tuple[str, int, int, float]] = []


def _status() -> dict[str, int]:
    text = Path("/proc/self/status").read_text()
    return {k: int(re.search(k + r":\s+(\d+)", text).group(1)) // 1024 for k in ("VmRSS", "VmHWM")}  # type: ignore[union-attr]


def mark(name: str) -> None:
    st = _status()
    MARKS.append((name, st["VmRSS"], st["VmHWM"], round(time.monotonic() - T0, 1)))
    print(f"{name:30s} rss={st['VmRSS']:5d} MiB  peak since last mark={st['VmHWM']:5d} MiB  t={MARKS[-1][3]} s",
          flush=True)
    Path("/proc/self/clear_refs").write_text("5")  # resets VmHWM to the current RSS


def _marked(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    def call(*args: Any, **kwargs: Any) -> Any:
        out = fn(*args, **kwargs)
        mark(name)
        return out
    return call


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mb", type=float, default=50.0)
    ap.add_argument("--slice-rows", type=int, default=None, help="stage.PUBLISH_SLICE_ROWS (default: the code's)")
    ap.add_argument("--arrow-system-pool", action="store_true", help="pyarrow's system allocator instead of mimalloc")
    ap.add_argument("--no-arena-cap", action="store_true", help="leave glibc's arena count as it is")
    ap.add_argument("--no-mmap-fix", action="store_true", help="leave glibc's mmap threshold dynamic")
    args = ap.parse_args()
    if args.no_arena_cap:
        os.environ["MALLOC_ARENA_MAX"] = "16"  # heap.bound_arenas leaves a set value alone; glibc read it at start
    if args.no_mmap_fix:
        import memspark.storage.stage as staging

        staging.fix_mmap_threshold = lambda: False
    if args.arrow_system_pool:
        import pyarrow as pa

        pa.set_memory_pool(pa.system_memory_pool())
    from embed_server import EmbedServer

    import memspark.storage.stage as stage
    import memspark.storage.write as write
    from bench.large_file import write_large_markdown
    from memspark.config import load_config
    from memspark.embed import EmbedQueue, create_provider
    from memspark.ingest import snapshot_files
    from memspark.ingest.stream import stream_file
    from memspark.storage import LanceStore
    from memspark.workspace import Workspace

    if args.slice_rows:
        stage.PUBLISH_SLICE_ROWS = args.slice_rows
    stage._append = _marked("publish: append", stage._append)
    stage._retire = _marked("publish: retire", stage._retire)
    stage._fresh_handles = _marked("publish: fresh handles", stage._fresh_handles)
    write.remove_duplicates = _marked("optimize: duplicate scan", write.remove_duplicates)
    write.StoreWrites._ensure_indexes = _marked("index build", write.StoreWrites._ensure_indexes)

    with tempfile.TemporaryDirectory() as tmp:
        note = Path(tmp) / "ws" / "workspace-main" / "memory" / "release-notes.md"
        write_large_markdown(note, int(args.mb * 1e6))
        with EmbedServer(dims=384) as server:
            cfg = load_config(root=str(Path(tmp) / "ws"), data_dir=str(Path(tmp) / "data"), overrides={
                "workspace": {"max_file_bytes": int(args.mb * 2e6)}, "chunk": {"file_time_budget_s": 0},
                "embed": {"provider": "spark", "base_url": server.base_url, "model": "bow-384", "dims": 384,
                          "batch_size": 64}})
            ws = Workspace(cfg.workspace, cfg.root)
            (snap,) = snapshot_files(ws, [note])
            queue = EmbedQueue(create_provider(cfg.embed), cfg.embed)
            store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=384)
            mark("before the file")
            pieces = [0]

            def progress(done: int, total: int) -> None:
                pieces[0] += 1
                if pieces[0] % 10 == 0:
                    mark(f"staging: line {done}/{total}")

            streamed = stream_file(snap, cfg, queue, store, model_id=queue.identity, dims=384, on_progress=progress)
            mark("published")
            LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None).optimize()
            mark("optimize")
    print(json.dumps({"mb": args.mb, "rows": streamed.rows_written, "peak_mib": max(m[2] for m in MARKS),
                      "marks": MARKS}))


if __name__ == "__main__":
    main()
