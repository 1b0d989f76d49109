"""Tables on object storage vs local disk, same run: ingest seconds and memory_search latency.

The bucket is a real S3 API (``moto_server`` on 127.0.0.1, the ``moto[server]`` test extra) reached
over http, so the figure is the cost of the object-store protocol (list/get/conditional put per
commit and per version check), not of a network: a real bucket adds its round-trip time to every
request.

    python bench/object_storage.py [--files 60] [--queries 40]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("DO_NOT_TRACK", "1")
os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING")

from bench._common import RESULTS, make_workspace, write_result  # noqa: E402

QUERIES = ["gateway restart approval", "LanceDB schema change", "Spark embedding port", "SSH key rotation",
           "Tailscale network setup", "Mika LoRA training", "BlueBubbles MCP", "daily notes format",
           "cron syntax", "monitoring agent alerts", "TypeScript style", "backup policy", "GPU scheduling",
           "Discord approvals", "vector index rebuild"]


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def measure(root: Path, data_dir: str, options: dict[str, str], queries: int) -> dict[str, Any]:
    """Ingest ``root`` into ``data_dir`` through the flow, then time ``queries`` memory_search calls."""
    from flows.ingest import ingest
    from memspark import MemorySparkManager, memory_search
    from memspark.config import load_config

    overrides = {"storage": {"options": options}} if options else None
    t0 = time.perf_counter()
    out = asyncio.run(ingest(root=str(root), data_dir=data_dir, overrides=overrides))
    ingest_s = time.perf_counter() - t0
    cfg = load_config(root=root, data_dir=data_dir, env={}, overrides=overrides)
    lat: list[float] = []
    with MemorySparkManager(cfg, "agent0") as m:
        t0 = time.perf_counter()
        first = memory_search(m, {"query": QUERIES[0], "maxResults": 5})
        first_ms = (time.perf_counter() - t0) * 1000
        for i in range(queries):
            t0 = time.perf_counter()
            res = memory_search(m, {"query": QUERIES[i % len(QUERIES)] + f" {i}", "maxResults": 5})
            lat.append((time.perf_counter() - t0) * 1000)
            assert res["results"], res
    return {"ingest_seconds": round(ingest_s, 3), "chunks": out.chunks_embedded, "table_rows": out.table_rows,
            "embed_seconds": round(out.embed_seconds, 3),
            "ingest_minus_embed_seconds": round(ingest_s - out.embed_seconds, 3), "first_search_ms": round(first_ms, 1),
            "first_results": len(first["results"]),
            "search_p50_ms": round(statistics.median(lat), 1), "search_p95_ms": round(_percentile(lat, 0.95), 1),
            "search_mean_ms": round(statistics.fmean(lat), 1)}


def run(files: int, queries: int) -> dict[str, Any]:
    from flows.ingest import embed_queue_for, ingest
    from memspark.config import load_config
    from tests.s3_server import MotoS3

    with tempfile.TemporaryDirectory() as tmp, MotoS3() as s3:
        s3.create_bucket("memspark-bench")
        root = make_workspace(Path(tmp) / "ws", files)
        embed_queue_for(load_config(root=root, env={})).embed_documents(["warm the model"])
        empty = Path(tmp) / "empty"
        empty.mkdir()
        asyncio.run(ingest(root=str(empty), data_dir=str(Path(tmp) / "warm")))  # Prefect start-up, unbilled
        local = measure(root, str(Path(tmp) / "data"), {}, queries)
        remote = measure(root, "s3://memspark-bench/memspark", s3.storage_options, queries)
        objects = len(s3.keys("memspark-bench"))
    return {"files": files, "queries": queries, "endpoint": "moto_server on 127.0.0.1 (http)",
            "local": local, "s3_moto": remote, "bucket_objects": objects,
            "ratio_ingest_s3_vs_local": round(remote["ingest_seconds"] / local["ingest_seconds"], 2),
            "ratio_ingest_minus_embed_s3_vs_local": round(remote["ingest_minus_embed_seconds"]
                                                          / local["ingest_minus_embed_seconds"], 2),
            "ratio_search_p50_s3_vs_local": round(remote["search_p50_ms"] / local["search_p50_ms"], 2)}


def render_svg(res: dict[str, Any]) -> str:
    """Horizontal bars, local disk vs the moto bucket: ingest seconds, then search p50/p95 in ms."""
    rows = [("ingest, whole flow (s)", "ingest_seconds"), ("ingest minus embedding (s)", "ingest_minus_embed_seconds"),
            ("first search (ms)", "first_search_ms"), ("search p50 (ms)", "search_p50_ms"),
            ("search p95 (ms)", "search_p95_ms")]
    sides = (("local", "local disk", "#2b8cbe"), ("s3_moto", "s3:// on moto_server", "#f03b20"))
    width, left, bar_h, top = 720, 200, 14, 50
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{top + len(rows) * 44 + 30}" '
           'font-family="sans-serif" font-size="12">', f'<rect width="{width}" height="100%" fill="white"/>',
           f'<text x="10" y="20" font-size="14">memspark on object storage vs local disk, same run '
           f'({res["files"]} files, {res["queries"]} queries)</text>']
    for i, (label, color) in enumerate((s[1], s[2]) for s in sides):
        out.append(f'<rect x="{left + i * 180}" y="30" width="10" height="10" fill="{color}"/>'
                   f'<text x="{left + i * 180 + 14}" y="39">{label}</text>')
    for r, (label, key) in enumerate(rows):
        y = top + r * 44
        scale = (width - left - 90) / max(res[side][key] for side, _, _ in sides)
        out.append(f'<text x="10" y="{y + bar_h + 4}">{label}</text>')
        for i, (side, _, color) in enumerate(sides):
            v = res[side][key]
            out.append(f'<rect x="{left}" y="{y + i * (bar_h + 2)}" width="{v * scale:.1f}" height="{bar_h}" '
                       f'fill="{color}"/><text x="{left + v * scale + 4:.1f}" y="{y + i * (bar_h + 2) + 11}">{v:g}</text>')
    return "\n".join([*out, "</svg>"]) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=60)
    ap.add_argument("--queries", type=int, default=40)
    args = ap.parse_args()
    res = run(args.files, args.queries)
    print(res)
    print("wrote", write_result("object_storage", res))
    svg = RESULTS / "object_storage.svg"
    svg.write_text(render_svg(res), encoding="utf-8")
    print("wrote", svg)


if __name__ == "__main__":
    main()
