"""Ingest throughput: the flow end to end (chunks/s) vs the raw embedding throughput of the same model on
the same texts in the same run. The ratio is our overhead (aim >= 0.7).

    python bench/ingest_throughput.py [--files 120]
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
    ap.add_argument("--files", type=int, default=120)
    args = ap.parse_args()
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

        t0 = time.perf_counter()
        queue.embed_documents(texts)
        raw_s = time.perf_counter() - t0

        t0 = time.perf_counter()
        out = asyncio.run(ingest(root=str(root), data_dir=str(Path(tmp) / "data")))
        flow_s = time.perf_counter() - t0
    raw_cps = len(texts) / raw_s
    flow_cps = out.chunks_embedded / flow_s
    res = {"files": args.files, "chunks": len(texts), "model": queue.identity,
           "raw_embed_seconds": round(raw_s, 3), "raw_chunks_per_s": round(raw_cps, 2),
           "flow_seconds": round(flow_s, 3), "flow_chunks_per_s": round(flow_cps, 2),
           "flow_embed_seconds": out.embed_seconds, "ratio_flow_vs_raw": round(flow_cps / raw_cps, 3)}
    print(res)
    print("wrote", write_result("ingest_throughput", res))


if __name__ == "__main__":
    main()
