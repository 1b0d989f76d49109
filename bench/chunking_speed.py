"""Chunking speed: 1,000 typical ~2 KB Markdown files (CPU seconds, best of 3), and pathological but
legal Markdown (issue 19, item 8) at growing sizes: seconds and ms per KB vs size (near-linear: ms/KB flat).

    python bench/chunking_speed.py                  # both
    python bench/chunking_speed.py --pathological   # only the pathological cases
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import write_result  # noqa: E402
from memspark.chunking import chunk_document  # noqa: E402
from memspark.config import ChunkConfig  # noqa: E402

WORDS = ["alpha", "beta", "gamma", "delta", "restart", "gateway", "config", "model", "table", "index", "server", "port", "memory", "note", "agent"]


def para(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(n))


PATHOLOGICAL = {
    "nested-emphasis": lambda n: "*" * (n // 2) + "a" + "*" * (n // 2) + "\n",
    "nested-emphasis-words": lambda n: "".join(f"{'*' * (i % 7 + 1)}w{i % 10} " for i in range(n // 6)) + "\n",
    "nested-links": lambda n: "[" * (n - 10) + "a](b)\n",
    "nested-links-lines": lambda n: "".join("[" * (i % 40 + 1) + "x](y)\n" for i in range(n // 26)),
    "headings": lambda n: "# h\n" * (n // 4),
    "deep-json-block": lambda n: "```json\n" + "[" * (n // 2) + "]" * (n // 2) + "\n```\n",
}
SIZES = (50_000, 100_000, 200_000, 400_000)


def pathological() -> dict[str, object]:
    cfg = ChunkConfig(file_time_budget_s=0)
    out: dict[str, object] = {}
    for name, make in PATHOLOGICAL.items():
        rows = []
        for n in SIZES:
            src = make(n)
            t0 = time.process_time()
            chunks = chunk_document(src, agent_id="a", path="x.md", content_type="markdown", doc_date=None, cfg=cfg)
            cpu = time.process_time() - t0
            rows.append({"bytes": len(src.encode()), "cpu_seconds": round(cpu, 3),
                         "ms_per_kb": round(1000 * cpu / (len(src.encode()) / 1024), 3), "chunks": len(chunks)})
            print(name, rows[-1], flush=True)
        out[name] = rows
    return out


def main() -> None:
    if "--pathological" in sys.argv:
        res = {"pathological": pathological(), "note": "CPU seconds of chunk_document per file, one run each"}
        print("wrote", write_result("chunking_speed_pathological", res))
        return
    rng = random.Random(11)
    docs = []
    for i in range(1000):
        parts = [f"# Day {i}"]
        while sum(len(p) for p in parts) < 2000:
            parts.append(rng.choice([f"## {para(rng, 3)}", para(rng, rng.randint(20, 60)),
                                     "\n".join(f"- {para(rng, 8)}" for _ in range(4))]))
        docs.append("\n\n".join(parts) + "\n")
    cfg = ChunkConfig()
    chunk_document(docs[0], agent_id="a", path="x.md", content_type="markdown", doc_date=None, cfg=cfg)
    timings = []
    total = 0
    for _ in range(3):
        t0 = time.process_time()
        total = sum(len(chunk_document(d, agent_id="a", path=f"memory/{i}.md", content_type="markdown",
                                       doc_date=None, cfg=cfg)) for i, d in enumerate(docs))
        timings.append(time.process_time() - t0)
    res = {"files": len(docs), "bytes_per_file": 2000, "chunks": total, "cpu_seconds_best": round(min(timings), 3),
           "cpu_seconds": [round(t, 3) for t in timings], "target_seconds": 2.0, "pathological": pathological()}
    print(res)
    print("wrote", write_result("chunking_speed", res))


if __name__ == "__main__":
    main()
