"""What embedding conversation turns costs at ingest: the same LoCoMo conversations indexed with
``ingest.embed_turns`` off and on, alternately in one run (the real indexing core and model).

    python bench/ingest_turns.py [--conversations 3] [--runs 2]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import write_result  # noqa: E402

LOCOMO = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo10.json"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--conversations", type=int, default=3)
    ap.add_argument("--runs", type=int, default=2)
    ap.add_argument("--data", default=str(LOCOMO), help="locomo10.json")
    args = ap.parse_args()
    from memspark.config import load_config
    from memspark.embed import EmbedQueue, create_provider
    from memspark.storage import LanceStore
    from memspark_eval.index import index_agent
    from memspark_eval.locomo_data import convert_all, load_locomo

    conv = convert_all(load_locomo(Path(args.data)))[:args.conversations]
    seconds: dict[str, list[float]] = {"off": [], "on": []}
    counts: dict[str, int] = {}
    for _ in range(args.runs):
        for on in (False, True):
            with tempfile.TemporaryDirectory() as tmp:
                work = Path(tmp)
                for notes, _ in conv:
                    notes.write(work)
                cfg = load_config(root=str(work), data_dir=str(work / "data"), env={},
                                  overrides={"ingest": {"embed_turns": on}})
                queue = EmbedQueue(create_provider(cfg.embed), cfg.embed)
                store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
                t0 = time.perf_counter()
                children = sum(index_agent(cfg, store, queue, notes.agent_id)[0] for notes, _ in conv)
                seconds["on" if on else "off"].append(round(time.perf_counter() - t0, 2))
                counts["children"] = children
                store.close()
    counts["turns"] = sum(n.turns for n, _ in conv)
    off, on = round(statistics.median(seconds["off"]), 2), round(statistics.median(seconds["on"]), 2)
    res = {"conversations": args.conversations, **counts, "index_seconds": seconds,
           "index_seconds_median": {"off": off, "on": on}, "on_over_off": round(on / off, 2)}
    print(res)
    print("wrote", write_result("ingest_turns", res))


if __name__ == "__main__":
    main()
