"""Fit focus's turn model on LoCoMo's development conversations, written in a mix of layouts.

    python bench/fit_focus.py [--conversations 0-4] [--layout mixed] [--seed 20] [--l2 1.0]
                              [--embed-cache FILE] [--write-asset]

Conversations 0–4 (the development split) are written in the ``mixed`` layout — each session in a layout
drawn from the eval's nine with ``--seed`` (``memspark_eval.locomo_layouts.session_layouts``) — indexed,
and every question with evidence gives the rows of the head focus would split (``memspark_eval.focus_fit``).
Writes ``bench/results/focus_model.json`` (weights, bias, provenance, machine) and, with
``--write-asset``, the model focus ships: ``memspark/recall/assets/focus_model.json``. Check it with
``memspark eval locomo --layout NAME`` (conversations 5–9, the held-out split, are never fitted on).
The fit is deterministic: the same data, seed, model and code give the same weights.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import write_result  # noqa: E402

LOCOMO = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo10.json"


def _range(text: str) -> list[int]:
    lo, _, hi = text.partition("-")
    return list(range(int(lo), int(hi or lo) + 1))


def main() -> None:
    from memspark_eval.locomo import git_commit
    from memspark_eval.locomo_layouts import MIX_SEED, MIXED

    ap = argparse.ArgumentParser()
    ap.add_argument("--conversations", default="0-4", help="LoCoMo conversations to fit on (default 0-4, the dev split)")
    ap.add_argument("--layout", default=MIXED, help="how the notes write the turns (default: mixed, a seeded draw per session)")
    ap.add_argument("--seed", type=int, default=MIX_SEED, help=f"the mixed layout's seed (default {MIX_SEED})")
    ap.add_argument("--l2", type=float, default=1.0, help="L2 penalty on the standardised weights")
    ap.add_argument("--data", default=str(LOCOMO), help="locomo10.json")
    ap.add_argument("--embed-cache", default=None, help="the eval's embedding cache file (memspark_eval.embed_cache)")
    ap.add_argument("--write-asset", action="store_true", help="also write memspark/recall/assets/focus_model.json")
    args = ap.parse_args()
    from memspark.config import load_config
    from memspark.recall.stages.focus import ASSET
    from memspark.recall.stages.focus_features import FEATURES
    from memspark_eval.focus_fit import fit_focus

    started = time.perf_counter()
    cfg = load_config(env={})
    model = fit_focus(cfg, Path(args.data), _range(args.conversations), args.l2,
                      progress=lambda m: print(m, file=sys.stderr, flush=True), layout=args.layout, seed=args.seed,
                      embed_cache=Path(args.embed_cache) if args.embed_cache else None)
    fit = {"script": "bench/fit_focus.py", "data": "LoCoMo locomo10.json", "conversations": args.conversations,
           "layout": args.layout, "seed": args.seed if args.layout == MIXED else None, "l2": args.l2,
           "rows": model.rows, "positives": model.positives, "embed_model": f"{cfg.embed.provider}:{cfg.embed.model}",
           "commit": git_commit(), "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    res = {**{k: fit[k] for k in ("conversations", "layout", "seed", "l2", "rows", "positives")},
           "weights": model.weights, "bias": model.bias, "seconds": round(time.perf_counter() - started, 1)}
    print(json.dumps({"weights": model.weights, "bias": model.bias}, indent=2))
    print("wrote", write_result("focus_model", res))
    if args.write_asset:
        asset = {"model": "focus turn model: logistic regression of 'this turn holds the evidence'",
                 "features": list(FEATURES), "weights": model.weights, "bias": model.bias, "fit": fit}
        ASSET.write_text(json.dumps(asset, indent=2) + "\n", encoding="utf-8")
        print("wrote", ASSET)


if __name__ == "__main__":
    main()
