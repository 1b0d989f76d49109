"""What safe workspace writes cost: the :mod:`memspark.filewrite` seam against an in-place write.

    python bench/workspace_writes.py [--reps 200] [--stores 20]

1. Seam cost: ``replace_text`` (temp file + fsync + rename + folder fsync, link checks) against
   ``Path.write_text`` (in place, no fsync — what the capture writer did before), for files of 1 KiB,
   25 KiB and 256 KiB in a temp folder on the machine's disk; median and p95 per write.
2. ``memory_store`` end to end (real model, real LanceDB table in a temp dir), ``--stores`` calls on
   one capture file: median and p95 latency, the share the file write takes being the seam's cost above.

The point is that the fsync'd rename costs milliseconds per write, next to an embedding and a LanceDB
commit per store. Results: ``bench/results/workspace_writes.json`` (the machine is noted).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import _TOPICS, _WORDS, write_result  # noqa: E402
from memspark.filewrite import replace_text  # noqa: E402


def _stats(ms: list[float]) -> dict[str, float]:
    ms = sorted(ms)
    return {"median_ms": round(statistics.median(ms), 3), "p95_ms": round(ms[int(0.95 * (len(ms) - 1))], 3)}


def seam_cost(reps: int) -> dict[str, dict[str, dict[str, float]]]:
    out = {}
    with tempfile.TemporaryDirectory(dir=ROOT) as tmp:  # the repo's disk, not a tmpfs /tmp
        for kib in (1, 25, 256):
            text = ("x" * 63 + "\n") * (kib * 16)
            path = Path(tmp) / f"f{kib}.md"
            timings: dict[str, list[float]] = {"replace_text": [], "write_text_in_place": []}
            for _ in range(reps):
                for name, write in (("replace_text", replace_text),
                                    ("write_text_in_place", lambda p, t: p.write_text(t, encoding="utf-8"))):
                    t0 = time.perf_counter()
                    write(path, text)
                    timings[name].append((time.perf_counter() - t0) * 1000)
            out[f"{kib}KiB"] = {k: _stats(v) for k, v in timings.items()}
    return out


def store_latency(stores: int) -> dict[str, float]:
    from memspark.capture import CaptureService
    from memspark.config import load_config
    from memspark.embed import EmbedQueue, create_provider
    from memspark.toolset import Toolset

    with tempfile.TemporaryDirectory(dir=ROOT) as tmp:
        (Path(tmp) / "workspace-meta").mkdir()
        cfg = load_config(root=Path(tmp), env={})
        queue = EmbedQueue(create_provider(cfg.embed), cfg.embed)
        tools = Toolset(cfg, "meta", capture=CaptureService.from_config(cfg, queue=queue))
        try:
            tools.call("memory_store", {"text": "Warm-up: the build farm has twelve runners."})
            rng = random.Random(7)
            texts = [" ".join(rng.choice(_WORDS) for _ in range(14)).capitalize() + f" ({rng.choice(_TOPICS)} {i})."
                     for i in range(stores)]  # dissimilar: each one is stored, not refreshed as a duplicate
            ms = []
            for i in range(stores):
                t0 = time.perf_counter()
                out = tools.call("memory_store", {"text": texts[i]})
                ms.append((time.perf_counter() - t0) * 1000)
                assert "error" not in out, out
        finally:
            tools.close()
            queue.close()
    return _stats(ms) | {"stores": stores}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=200)
    ap.add_argument("--stores", type=int, default=20)
    args = ap.parse_args()
    load_before = os.getloadavg()[0]  # the machine may be shared: the load says how noisy the figures are
    result = {"reps": args.reps, "seam": seam_cost(args.reps), "memory_store": store_latency(args.stores),
              "load_avg_1min": {"before": round(load_before, 2), "after": round(os.getloadavg()[0], 2)}}
    print(write_result("workspace_writes", result))
    for size, rows in result["seam"].items():
        print(size, rows)
    print("memory_store", result["memory_store"])


if __name__ == "__main__":
    main()
