"""The per-layout LoCoMo table, one layout at a time, the result file rewritten after each.

    nice python bench/locomo_layouts.py [--layouts bare,bold,monthly,timestamped-list|all]
                                        [--conversations N] [--embed-cache FILE] [--name locomo_layouts]
    python bench/locomo_layouts.py --combine RUN_A,RUN_B --name locomo_layouts   # one table of parallel runs

Runs ``memspark eval locomo --layout NAME --ablations full`` (shipped defaults, 10-turn budget, the hook
not run) for each layout in turn and writes ``bench/results/<name>.json`` after every layout: each
layout's report, the table (R@5, R@10, multi-hop, open-domain, the held-out split) and the spread between
the layouts done so far — so a run stopped part way still leaves honest numbers for what it finished.
``--embed-cache`` keeps every vector in a SQLite file (``memspark_eval.embed_cache``): a question, chunk
or turn embedded by an earlier run or layout is not embedded again, which changes no measured figure.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._common import write_result  # noqa: E402

LOCOMO = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo10.json"
ISSUE_LAYOUTS = "bare,bold,monthly,timestamped-list"  # the layouts of issue 20's table


def main() -> None:
    from memspark.config import load_config
    from memspark.recall.stages.focus import PROVENANCE
    from memspark_eval.locomo import EvalOptions, git_commit, layout_table, render_layouts, run_locomo
    from memspark_eval.locomo_layouts import LAYOUTS, check_layout

    ap = argparse.ArgumentParser()
    ap.add_argument("--layouts", default=ISSUE_LAYOUTS, help=f"comma-separated, or all (default {ISSUE_LAYOUTS})")
    ap.add_argument("--conversations", type=int, default=None, help="the first N conversations (default: all ten)")
    ap.add_argument("--embed-cache", default=None, help="the eval's embedding cache file")
    ap.add_argument("--data", default=str(LOCOMO), help="locomo10.json")
    ap.add_argument("--name", default="locomo_layouts", help="result file name under bench/results/")
    ap.add_argument("--combine", default=None,
                    help="comma-separated result names under bench/results/ (runs of other layouts made in parallel): "
                         "write their layouts' reports as one table under --name, nothing run")
    args = ap.parse_args()
    if args.combine:
        combine([n.strip() for n in args.combine.split(",")], args.name, layout_table, render_layouts)
        return
    layouts = list(LAYOUTS) if args.layouts == "all" else [check_layout(n.strip()) for n in args.layouts.split(",")]
    cfg = load_config(env={})
    opts = EvalOptions(data=Path(args.data), conversations=args.conversations, ablations=("full",),
                       embed_cache=Path(args.embed_cache) if args.embed_cache else None, hook=False)
    reports: dict[str, dict] = {}
    started = time.perf_counter()
    for name in layouts:
        print(f"layout {name} ({time.perf_counter() - started:.0f}s)", file=sys.stderr, flush=True)
        reports[name] = run_locomo(cfg, dataclasses.replace(opts, layout=name),
                                   progress=lambda m: print(m, file=sys.stderr, flush=True))
        table = layout_table(reports)
        res = {"what": "memspark eval locomo --layout NAME --ablations full: shipped defaults, 10-turn budget, "
                       "R@k over turns; the hook not run",
               "eval_commit": git_commit(), "focus_model": PROVENANCE, "layouts_asked": layouts,
               "layouts_done": list(reports), "table": table,
               "seconds": {n: r["seconds"] for n, r in reports.items()},
               "embed_cache": {n: r.get("embed_cache") for n, r in reports.items()},
               "reports": reports}
        out = write_result(args.name, res)
        print(render_layouts({"table": table}), file=sys.stderr, flush=True)
        print("wrote", out, file=sys.stderr, flush=True)


def combine(names: list[str], name: str, layout_table, render_layouts) -> None:  # noqa: ANN001 - the eval's helpers
    """One table of the layouts of several result files (the first file's report wins for a layout run twice)."""
    import json

    from bench._common import RESULTS

    runs = [json.loads((RESULTS / f"{n}.json").read_text(encoding="utf-8")) for n in names]
    reports: dict[str, dict] = {}
    for run in runs:
        for layout, report in run["reports"].items():
            reports.setdefault(layout, report)
    table = layout_table(reports)
    res = {"what": runs[0]["what"], "combined_from": names, "eval_commit": runs[0].get("eval_commit"),
           "focus_model": runs[0].get("focus_model"), "layouts_done": list(reports), "table": table,
           "seconds": {n: r["seconds"] for n, r in reports.items()},
           "embed_cache": {n: r.get("embed_cache") for n, r in reports.items()}, "reports": reports}
    out = write_result(name, res)
    print(render_layouts({"table": table}), file=sys.stderr, flush=True)
    print("wrote", out, file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
