"""No-op re-index of an unchanged workspace (aim <= 2 s after start-up), and the detect step alone.

    python bench/noop_reindex.py [--files 1000]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("DO_NOT_TRACK", "1")
os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING")

from bench._common import make_workspace, write_result  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    from flows.ingest import ingest

    with tempfile.TemporaryDirectory() as tmp:
        # short notes keep the one-off initial embedding affordable; the no-op path does not depend on size
        root = make_workspace(Path(tmp) / "ws", args.files, paragraphs=1)
        data = str(Path(tmp) / "data")
        t0 = time.perf_counter()
        first = asyncio.run(ingest(root=str(root), data_dir=data))
        initial_s = time.perf_counter() - t0
        times = []
        for _ in range(args.runs):
            t0 = time.perf_counter()
            out = asyncio.run(ingest(root=str(root), data_dir=data))
            times.append(time.perf_counter() - t0)
            assert out.chunks_embedded == 0 and out.unchanged == args.files, out
    res = {"files": args.files, "initial_index_seconds": round(initial_s, 2), "initial_chunks": first.chunks_embedded,
           "noop_seconds": [round(t, 3) for t in times], "noop_best_seconds": round(min(times), 3),
           "target_seconds": 2.0}
    print(res)
    print("wrote", write_result("noop_reindex", res))


if __name__ == "__main__":
    main()
