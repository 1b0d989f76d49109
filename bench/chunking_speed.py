"""Chunking speed: 1,000 typical ~2 KB Markdown files (CPU seconds, best of 3).

    python bench/chunking_speed.py
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


def main() -> None:
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
           "cpu_seconds": [round(t, 3) for t in timings], "target_seconds": 2.0}
    print(res)
    print("wrote", write_result("chunking_speed", res))


if __name__ == "__main__":
    main()
