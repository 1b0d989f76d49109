"""Ingest throughput: the flow end to end (chunks/s) vs the raw embedding throughput of the same model on
the same texts in the same run, and the peak RSS of each phase. The ratio is our overhead (aim >= 0.9 at
scale: what the flow adds — Prefect tasks, chunking, upserts, the FTS optimize — is under 10 %).

    python bench/ingest_throughput.py [--files 120] [--result ingest_throughput]

Both phases run in this process, in the same order every run: raw embedding first, then the flow (into
a fresh table). RSS is sampled every 50 ms by a thread (``/proc/self/status``), so each phase's peak is its
own, not the process's running maximum.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("DO_NOT_TRACK", "1")
os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING")
# a loaded box starts the ephemeral server slowly (the default 20 s timed out at load 12); a home of its own
# keeps this run's SQLite database apart from other Prefect users on the machine
os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "180")
os.environ.setdefault("PREFECT_HOME", tempfile.mkdtemp(prefix="memspark-bench-prefect-"))

from bench._common import make_workspace, write_result  # noqa: E402

_T = TypeVar("_T")


def rss_mib() -> float:
    """This process's resident set size now (MiB)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def with_peak_rss(call: Callable[[], _T], every_s: float = 0.05) -> tuple[_T, float, float]:
    """``call()``'s result, its wall seconds and the peak RSS (MiB) sampled while it ran."""
    peak = [rss_mib()]
    done = threading.Event()

    def sample() -> None:
        while not done.wait(every_s):
            peak[0] = max(peak[0], rss_mib())

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    t0 = time.perf_counter()
    try:
        out = call()
    finally:
        seconds = time.perf_counter() - t0
        done.set()
        sampler.join()
    return out, seconds, round(max(peak[0], rss_mib()), 1)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=120)
    ap.add_argument("--result", default="ingest_throughput", help="bench/results/<name>.json to write")
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args(argv)
    from flows.ingest import embed_queue_for, ingest
    from memspark.chunking import chunk_document
    from memspark.config import load_config
    from memspark.ingest import snapshot_files
    from memspark.workspace import Workspace

    with tempfile.TemporaryDirectory() as tmp:
        root = make_workspace(Path(tmp) / "ws", args.files)
        cfg = load_config(root=root, data_dir=Path(tmp) / "data", env={})
        ws = Workspace(cfg.workspace, cfg.root)
        texts = []
        for snap in snapshot_files(ws, ws.iter_files()):
            r = snap.route
            chunks = chunk_document(r.abs_path.read_text(encoding="utf-8"), agent_id=r.agent_id, path=r.path,
                                    content_type=r.content_type, doc_date=r.name_date, cfg=cfg.chunk)
            texts += [c.embed_text for c in chunks if not c.is_parent]
        queue = embed_queue_for(cfg)
        queue.embed_documents(texts[:8])  # load the model outside both timings
        # warm Prefect's ephemeral server with an empty workspace so its start-up is not billed to the flow
        empty = Path(tmp) / "empty"
        empty.mkdir()
        asyncio.run(ingest(root=str(empty), data_dir=str(Path(tmp) / "data0")))
        rss_before = round(rss_mib(), 1)

        _, raw_s, raw_peak = with_peak_rss(lambda: queue.embed_documents(texts))
        out, flow_s, flow_peak = with_peak_rss(lambda: asyncio.run(ingest(root=str(root),
                                                                          data_dir=str(Path(tmp) / "data"))))
    raw_cps = len(texts) / raw_s
    flow_cps = out.chunks_embedded / flow_s
    res = {"files": args.files, "chunks": len(texts), "chunks_embedded_by_flow": out.chunks_embedded,
           "model": queue.identity,
           "raw_embed_seconds": round(raw_s, 3), "raw_chunks_per_s": round(raw_cps, 2),
           "flow_seconds": round(flow_s, 3), "flow_chunks_per_s": round(flow_cps, 2),
           "flow_embed_seconds": round(out.embed_seconds, 3),
           "flow_overhead_seconds": round(flow_s - out.embed_seconds, 3),
           # the share of the flow's wall time spent embedding, measured inside one phase: unlike the ratio
           # to the raw phase, a load change between the two phases does not move it
           "flow_embed_share": round(out.embed_seconds / flow_s, 3),
           "ratio_flow_vs_raw": round(flow_cps / raw_cps, 3),
           "rss_mib": {"before": rss_before, "raw_embed_peak": raw_peak, "flow_peak": flow_peak},
           "files_per_batch": cfg.tuning.files_per_batch, "chunks_per_upsert": cfg.tuning.chunks_per_upsert,
           "loadavg_after": [round(x, 2) for x in os.getloadavg()]}
    print(res)
    if not args.no_write:
        print("wrote", write_result(args.result, res))
    return res


if __name__ == "__main__":
    main()
