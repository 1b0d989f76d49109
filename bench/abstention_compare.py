"""Compare relevance signals for the hook's abstention offline, on rows ``bench/abstention_rows.py`` recorded.

    python bench/abstention_compare.py --rows dev.pkl [--out bench/results/NAME.json] [--show N]

Each variant recomputes the abstain stage's value from the recorded candidates (texts, cosines, focus's selection)
and is judged by the protocol's tenth-round addendum (``tests/data/abstention/PROTOCOL.md``): the rule's threshold
(the lowest in ``bench/abstention.py``'s grid with a silent rate ≥ 95 % over other conversations' questions and
general sets 1–3), the evidence kept there (of the protocol's 125 and of every question with evidence), each
off-topic set's silent rate and the lowest of them, and the ROC AUC. Rows of the development split only are for
choosing; a held-out pickle is read once, at the end, with the chosen variant. ``--show`` lists the off-topic
prompts still over the threshold (and the on-topic questions under it) for the shipped value.
"""

from __future__ import annotations

import argparse
import bisect
import json
import pickle
import sys
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.abstention import EVIDENCE_GOAL, SILENT_GOAL, THRESHOLDS, run_examples  # noqa: E402
from memspark.config import load_config  # noqa: E402
from memspark.recall.stages.focus_features import term_set  # noqa: E402
from memspark.recall.stages.relevance import (  # noqa: E402
    COVERAGE_WEIGHT,
    UNKNOWN_NAME_WEIGHT,
    query_names,
    query_terms,
    said_terms,
)
from memspark.recall.stages.smalltalk import small_talk  # noqa: E402

OFF = ("cross", "general", "general2", "general3")
GRID = sorted({*THRESHOLDS, *(round(0.10 + 0.01 * i, 2) for i in range(20))})  # bench/abstention.py's, from 0.10
Row = dict[str, Any]
Signal = Callable[[Row], float]


@cache
def terms_of(text: str) -> frozenset[str]:
    return term_set(text)


def shipped(row: Row, weight: float = COVERAGE_WEIGHT, name_weight: float = UNKNOWN_NAME_WEIGHT) -> float:
    """The abstain stage's value as shipped: best cosine + weight × held / (n + 1) (n: the terms the query says, its
    small talk's formulas with its content terms), less the unknown names' share; 0 for small talk as a whole."""
    if not row["chunks"] or not row["read"] or small_talk(row["query"]):
        return 0.0
    qt = query_terms(row["query"])
    n = max(said_terms(row["query"]), len(qt))
    best = max((cos or 0.0) + (weight * len(qt & terms_of(t)) / (n + 1) if qt else 0.0)
               for t, cos, _ in row["chunks"])
    names = query_names(row["query"])
    missing = {n for n in names if not any(n in terms_of(t) for t in row["read"])}
    return best - (name_weight * len(missing) / len(names) if names else 0.0)


def names_step(row: Row, w: float) -> float:
    """The value with the name penalty a step: ``w`` off when any of the query's names is unknown."""
    base = shipped(row, name_weight=0.0)
    names = query_names(row["query"])
    missing = any(not any(n in terms_of(t) for t in row["read"]) for n in names)
    return base - (w if missing else 0.0)


def contrast(row: Row, lam: float, ref: str, k: int = 10) -> float:
    """The value less ``lam`` × a background cosine: how close the query comes to the memory *in general*
    (query performance prediction: a prompt that is about nothing here comes as close to every chunk)."""
    vec = row.get("vec") or []
    if not vec or not row["read"]:
        return shipped(row)
    if ref == "floor":
        bg = vec[-1]
    elif ref == "mean":
        bg = sum(vec[1:k + 1]) / len(vec[1:k + 1]) if len(vec) > 1 else vec[0]
    else:  # median
        bg = vec[len(vec) // 2]
    return shipped(row) - lam * (bg - 0.3)


def share_over(row: Row, extra: int, weight: float = COVERAGE_WEIGHT, name_weight: float = UNKNOWN_NAME_WEIGHT,
               lam: float = 0.0) -> float:
    if not row["chunks"] or not row["read"]:
        return 0.0
    qt = query_terms(row["query"])
    best = max((cos or 0.0) + (weight * len(qt & terms_of(t)) / (len(qt) + extra) if qt else 0.0)
               for t, cos, _ in row["chunks"])
    names = query_names(row["query"])
    missing = {n for n in names if not any(n in terms_of(t) for t in row["read"])}
    vec = row.get("vec") or []
    bg = vec[len(vec) // 2] if vec else 0.3
    return best - (name_weight * len(missing) / len(names) if names else 0.0) - lam * (bg - 0.3)


def rare_share(row: Row, extra: int, weight: float, power: float = 1.0) -> float:
    """Coverage with each query term weighted by how few of the ranked candidates hold it (1 - share)^power: a word
    every candidate holds ("hey", the speaker's name) is the memory's background, not evidence."""
    if not row["chunks"] or not row["read"]:
        return 0.0
    qt = query_terms(row["query"])
    sets = [terms_of(t) for t, _, _ in row["chunks"]]
    wt = {q: (1.0 - sum(q in ts for ts in sets) / len(sets)) ** power for q in qt}
    best = max((cos or 0.0) + (weight * sum(wt[q] for q in qt & ts) / (len(qt) + extra) if qt else 0.0)
               for ts, (_, cos, _) in zip(sets, row["chunks"], strict=True))
    names = query_names(row["query"])
    missing = {n for n in names if not any(n in terms_of(t) for t in row["read"])}
    return best - (UNKNOWN_NAME_WEIGHT * len(missing) / len(names) if names else 0.0)


VARIANTS: dict[str, Signal] = {
    **{f"rare share n + {e} x {w} ^{p}": (lambda r, e=e, w=w, p=p: rare_share(r, e, w, p))
       for e in (1, 3) for w in (0.3, 0.4, 0.6) for p in (0.5, 1.0)},
    "shipped": shipped,
    **{f"name weight {w}": (lambda r, w=w: shipped(r, name_weight=w)) for w in (0.15, 0.2, 0.3)},
    **{f"name step {w}": (lambda r, w=w: names_step(r, w)) for w in (0.05, 0.1, 0.15)},
    **{f"contrast {ref} x {lam}": (lambda r, lam=lam, ref=ref: contrast(r, lam, ref))
       for ref in ("floor", "mean", "median") for lam in (0.25, 0.5, 0.75, 1.0)},
    **{f"share over n + {e}": (lambda r, e=e: share_over(r, e)) for e in (2, 3)},
    **{f"share over n + {e} x {w}": (lambda r, e=e, w=w: share_over(r, e, w)) for e in (1, 2, 3)
       for w in (0.35, 0.4, 0.45, 0.5)},
    **{f"share over n + {e} x {w}, names {nw}, median x {lam}": (
        lambda r, e=e, w=w, nw=nw, lam=lam: share_over(r, e, w, nw, lam))
       for e in (2, 3) for w in (0.4, 0.5) for nw in (0.1, 0.15) for lam in (0.0, 0.25)},
}


def judge(rows: list[Row], vals: list[float]) -> dict[str, Any]:
    pairs = list(zip(rows, vals, strict=True))

    def silent(t: float, kinds: tuple[str, ...] = OFF) -> float:
        xs = [not (r["block"] and v >= t) for r, v in pairs if r["kind"] in kinds]
        return round(sum(xs) / len(xs), 4)

    def evidence(t: float, kinds: tuple[str, ...]) -> int:
        return sum(r["held"] and v >= t for r, v in pairs if r["kind"] in kinds)

    n125 = sum(r["kind"] == "on" for r in rows)
    t = next((t for t in GRID if silent(t) >= SILENT_GOAL), GRID[-1])
    on = [v for r, v in pairs if r["kind"].startswith("on")]
    offv = sorted(v for r, v in pairs if r["kind"] in OFF)
    auc = sum(bisect.bisect_left(offv, x) + 0.5 * (bisect.bisect_right(offv, x) - bisect.bisect_left(offv, x))
              for x in on) / (len(on) * len(offv))
    per = {k: silent(t, (k,)) for k in OFF}
    curve = [{"threshold": u, "silent_fitted": silent(u), "evidence_rate_125": round(evidence(u, ("on",)) / n125, 4),
              "evidence_all": evidence(u, ("on", "on-other")), **{f"silent_{k}": silent(u, (k,)) for k in OFF}}
             for u in GRID if t - 0.06 <= u <= t + 0.06]
    return {"threshold": t, "silent_fitted": silent(t), "evidence_rate_125": round(evidence(t, ("on",)) / n125, 4),
            "meets_goals": silent(t) >= SILENT_GOAL and evidence(t, ("on",)) / n125 >= EVIDENCE_GOAL,
            "evidence_all": evidence(t, ("on", "on-other")), "silent_by_set": per,
            "lowest_set_silent": min(per.values()), "auc": round(auc, 4), "curve": curve}


def judge_at(rows: list[Row], vals: list[float], t: float) -> dict[str, Any]:
    """Silent rates (fitted and per set) and evidence (125, all) at threshold ``t``."""
    pairs = list(zip(rows, vals, strict=True))

    def silent(kinds: tuple[str, ...]) -> float:
        xs = [not (r["block"] and v >= t) for r, v in pairs if r["kind"] in kinds]
        return round(sum(xs) / len(xs), 4)

    n125 = sum(r["kind"] == "on" for r in rows)
    n_all = sum(r["kind"].startswith("on") for r in rows)
    return {"threshold": t, "silent_fitted": silent(OFF), **{f"silent_{k}": silent((k,)) for k in OFF},
            "evidence_rate_125": round(sum(r["held"] and v >= t for r, v in pairs if r["kind"] == "on") / n125, 4),
            "evidence_all": sum(r["held"] and v >= t for r, v in pairs if r["kind"].startswith("on")), "n_all": n_all}


def judge_curve(rows: list[Row], vals: list[float], grid: list[float]) -> list[dict[str, Any]]:
    return [judge_at(rows, vals, t) for t in grid]


def show(rows: list[Row], signal: Signal, t: float, n: int) -> None:
    over = sorted(((signal(r), r) for r in rows if r["kind"] in OFF and r["block"]), key=lambda x: -x[0])
    print(f"--- off-topic over {t}:")
    for v, r in over:
        if v < t or n <= 0:
            break
        n -= 1
        qt = query_terms(r["query"])
        top = max(r["chunks"], key=lambda c: (c[1] or 0.0) + 0.3 * len(qt & terms_of(c[0])) / (len(qt) + 1))
        print(f"{v:.3f} {r['kind']:8s} c{r['conv']} {r['query'][:90]!r}  terms {sorted(qt)} held "
              f"{sorted(qt & terms_of(top[0]))} cos {top[1]:.3f} bm25only {top[2]} names {sorted(query_names(r['query']))}")
    lost = [(signal(r), r) for r in rows if r["kind"].startswith("on") and r["held"] and signal(r) < t]
    print(f"--- on-topic with evidence under {t}: {len(lost)}")
    for v, r in sorted(lost, key=lambda x: x[0])[:20]:
        print(f"{v:.3f} {r['query'][:100]!r} names {sorted(query_names(r['query']))}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=Path, required=True)
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--show", type=int, default=0)
    ap.add_argument("--only", default="", help="comma-separated variant names (default: all)")
    ap.add_argument("--held", type=Path, default=None,
                    help="the held-out rows: read once, at the end, for the variants in --only at their dev threshold")
    ap.add_argument("--examples", action="store_true", help="with --held: the example workspace guard at each pick")
    args = ap.parse_args(argv)
    rows = pickle.loads(args.rows.read_bytes())
    mism = sum(abs(shipped(r) - r["shipped"]) > 1e-6 for r in rows if r["read"])
    print(f"{len(rows)} rows; replayed shipped value differs from the stage's for {mism}")
    wanted = [k for k in VARIANTS if not args.only or k in args.only.split(",")]
    report: dict[str, Any] = {}
    for name in wanted:
        row = judge(rows, [VARIANTS[name](r) for r in rows])
        report[name] = row
        print(f"{name:55s} t {row['threshold']:.2f} silent {row['silent_fitted']:.1%} ev125 "
              f"{row['evidence_rate_125']:.1%} ev_all {row['evidence_all']} lowest {row['lowest_set_silent']:.1%} "
              f"{ {k: f'{v:.1%}' for k, v in row['silent_by_set'].items()} } AUC {row['auc']}")
    if args.held is not None:
        held = pickle.loads(args.held.read_bytes())
        for name in wanted:
            t = report[name]["threshold"]
            vals = [VARIANTS[name](r) for r in held]
            full = judge_at(held, vals, t)
            report[name]["held_out_at_dev_threshold"] = full
            report[name]["held_out_curve"] = judge_curve(held, vals, [u for u in GRID if t - 0.06 <= u <= t + 0.06])
            print(f"HELD-OUT {name} at dev threshold {t}: {full}")
        if args.examples:
            cfg = load_config(root=Path(tempfile.gettempdir()), env={})
            for name in wanted:
                ex = run_examples(cfg, report[name]["threshold"])
                report[name]["examples"] = {k: v for k, v in ex.items() if k != "queries"}
                print(f"examples {name}: {report[name]['examples']}")
    if args.show:
        show(rows, shipped, report["shipped"]["threshold"] if "shipped" in report else 0.41, args.show)
    if args.out is not None:
        args.out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
