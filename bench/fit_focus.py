"""Fit focus's turn model on LoCoMo's development conversations and print the constants it ships.

    python bench/fit_focus.py [--conversations 0-4] [--l2 1.0]

Writes ``bench/results/focus_model.json``; paste the printed ``WEIGHTS`` / ``BIAS`` into
``memspark/recall/stages/focus.py`` and check them with ``memspark eval locomo`` (its held-out split,
conversations 5–9, is never fitted on).
"""

from __future__ import annotations

import argparse
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
    ap = argparse.ArgumentParser()
    ap.add_argument("--conversations", default="0-4", help="LoCoMo conversations to fit on (default 0-4, the dev split)")
    ap.add_argument("--l2", type=float, default=1.0, help="L2 penalty on the standardised weights")
    ap.add_argument("--data", default=str(LOCOMO), help="locomo10.json")
    args = ap.parse_args()
    from memspark.config import load_config
    from memspark.eval.focus_fit import fit_focus, render_python

    started = time.perf_counter()
    cfg = load_config(env={})
    model = fit_focus(cfg, Path(args.data), _range(args.conversations), args.l2,
                      progress=lambda m: print(m, file=sys.stderr, flush=True))
    print(render_python(model))
    res = {"conversations": args.conversations, "l2": args.l2, "rows": model.rows, "positives": model.positives,
           "weights": model.weights, "bias": model.bias, "seconds": round(time.perf_counter() - started, 1)}
    print("wrote", write_result("focus_model", res))


if __name__ == "__main__":
    main()
