"""LoCoMo R@10 of the full pipeline at several ``sessions`` source weights, one index per layout.

    nice python bench/source_weight_sweep.py --layouts mixed,jsonl --weights 0.5,0.7,0.85,1.0 \\
        --conversations 5 --embed-cache FILE --name locomo_layouts_s5_sweep_dev

Each layout's conversations are indexed once; then every question is asked (tool call, ``max_results``
25, ``min_score`` 0, the hook not run — as ``bench/locomo_layouts.py``) once per weight, with only
``recall.source_weights["sessions"]`` (and, with ``--similarities``, ``tuning.source_penalty_similarity``) changed
from the shipped values. Writes
``bench/results/<name>.json``: R@10 overall and per split per (layout, weight), and per question the
R@10 and whether its evidence lies in a session transcript (for reading wins and losses).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import write_result  # noqa: E402

LOCOMO = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo10.json"


def _mean(xs: list[float]) -> float | None:
    return round(100 * sum(xs) / len(xs), 2) if xs else None


def run_layout(cfg: Any, layout: str, weights: list[float], conversations: int | None, data: Path,
               embed_cache: Path | None, similarities: list[float] | None = None) -> dict[str, Any]:
    from memspark.recall.pipeline import PipelineRequest, RecallPipeline
    from memspark.rerank.factory import create_reranker
    from memspark_eval.ablations import MAX_RESULTS
    from memspark_eval.index import conversation_store, index_agent
    from memspark_eval.locomo import DEV_CONVERSATIONS
    from memspark_eval.locomo_data import convert_all, load_locomo
    from memspark_eval.locomo_layouts import LAYOUTS, MIXED
    from memspark_eval.metrics import recall_at_k, turn_list

    samples = load_locomo(data)[: conversations if conversations is not None else None]
    converted = convert_all(samples, layout)
    if layout == MIXED or LAYOUTS[layout].transcript:
        cfg = cfg.with_overrides(workspace={"index_sessions": True})
    with tempfile.TemporaryDirectory(prefix="memspark-sweep-") as tmp:
        cfg, queue, store = conversation_store(cfg, (n for n, _ in converted), Path(tmp), embed_cache)
        t0 = time.perf_counter()
        for notes, _ in converted:
            index_agent(cfg, store, queue, notes.agent_id)
        store.optimize()
        index_s = time.perf_counter() - t0
        plan = [(n, q) for n, qs in converted for q in qs if q.evidence]
        shipped = dict(cfg.recall.source_weights)
        out: dict[str, Any] = {"index_s": round(index_s, 1), "questions": len(plan), "weights": {}}
        per_q: list[dict[str, Any]] = [
            {"conv": n.index, "q": q.index, "category": q.category,
             "evidence_in_sessions": any(p.endswith(".jsonl") for (p, _), d in n.line_map.items() if d in q.evidence)}
            for n, q in plan]
        sims = similarities or [cfg.tuning.source_penalty_similarity]
        for w, sim in ((w, sim) for w in weights for sim in sims):
            name = str(w) if similarities is None else f"{w}@sim{sim}"
            wcfg = cfg.with_overrides(recall={"source_weights": shipped | {"sessions": w}},
                                      tuning={"source_penalty_similarity": sim})
            pipe = RecallPipeline(store, queue, wcfg, reranker=create_reranker(wcfg.rerank, wcfg.embed))
            t1 = time.perf_counter()
            for row, (notes, q) in zip(per_q, plan, strict=True):
                now = (notes.last_date + timedelta(days=1)).date() if notes.last_date else None
                res = pipe.run(PipelineRequest(q.question, notes.agent_id, mode="tool", max_results=MAX_RESULTS,
                                               min_score=0.0, now=now))
                turns = turn_list([(c.path, c.start_line, c.end_line) for c in res.results], notes.line_map, 10)
                row[f"r10@{name}"] = recall_at_k(turns, q.evidence, 10)
            key = f"r10@{name}"
            dev = [r[key] for r in per_q if r["conv"] in DEV_CONVERSATIONS]
            held = [r[key] for r in per_q if r["conv"] not in DEV_CONVERSATIONS]
            ses = [r[key] for r in per_q if r["evidence_in_sessions"]]
            out["weights"][name] = {"r10": _mean([r[key] for r in per_q]), "dev_r10": _mean(dev),
                                      "heldout_r10": _mean(held), "evidence_in_sessions_r10": _mean(ses),
                                      "evidence_in_sessions_n": len(ses), "query_s": round(time.perf_counter() - t1, 1)}
            print(layout, name, out["weights"][name], file=sys.stderr, flush=True)
        out["per_question"] = per_q
        return out


def main() -> None:
    from memspark.config import load_config
    from memspark.recall.stages.focus import PROVENANCE
    from memspark_eval.locomo import git_commit

    ap = argparse.ArgumentParser()
    ap.add_argument("--layouts", default="mixed,jsonl")
    ap.add_argument("--weights", default="0.5,0.7,0.85,1.0", help="the sessions source weights to measure")
    ap.add_argument("--similarities", default=None,
                    help="tuning.source_penalty_similarity values to measure at each weight (default: the shipped one)")
    ap.add_argument("--conversations", type=int, default=5, help="the first N conversations (default 5: dev)")
    ap.add_argument("--embed-cache", default=None)
    ap.add_argument("--data", default=str(LOCOMO))
    ap.add_argument("--name", default="locomo_layouts_s5_sweep")
    args = ap.parse_args()
    cfg = load_config(env={})
    weights = [float(w) for w in args.weights.split(",")]
    res: dict[str, Any] = {"what": "full pipeline R@10 per sessions source weight (other weights as shipped), "
                                   "tool call, 25 results, min_score 0, hook not run",
                           "conversations": args.conversations, "eval_commit": git_commit(),
                           "focus_model": PROVENANCE, "shipped_source_weights": dict(cfg.recall.source_weights),
                           "layouts": {}}
    for layout in args.layouts.split(","):
        res["layouts"][layout] = run_layout(cfg, layout, weights, args.conversations, Path(args.data),
                                            Path(args.embed_cache) if args.embed_cache else None,
                                            [float(x) for x in args.similarities.split(",")] if args.similarities else None)
        print("wrote", write_result(args.name, res), file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
