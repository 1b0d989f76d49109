"""Small talk's formulas out of the query's content terms: the hook's silence before and after, on recorded rows.

    python bench/abstention_smalltalk.py --rows dev.pkl [--threshold 0.41] [--out bench/results/X.json]

``--rows``: a ``bench/abstention_rows.py`` recording of the development conversations (0–4), ideally with the
seen general sets 1–6 (``--general 1,2,3,4,5,6``). Recording does not depend on how the query's terms are read
(the hook runs with no abstention and the rows keep the ranked candidates' texts and cosines), so one recording
serves both sides: *before* reads the query's terms as the base did (every content term, request framing out),
*after* as :func:`memspark.recall.stages.relevance.query_terms` does now (without the conversational formulas of
:mod:`memspark.recall.stages.smalltalk`). Reported for each side: the protocol's rule (``bench/abstention_compare.py``'s
judge: threshold, evidence of the 125 and of every development question, lowest per-set silent rate, AUC) and
the figures at ``--threshold``, per off-topic set (the fitted (b) and general 1–3, the later seen sets 4–6
beside them); the off-topic prompts that flip at ``--threshold``; every on-topic question whose terms change.
Held-out rows are refused: they are read once, by the lead, at the end.
"""

from __future__ import annotations

import argparse
import json
import pickle
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.abstention_carry import silent_by_set  # noqa: E402
from bench.abstention_compare import GRID, judge, judge_at, shipped, terms_of  # noqa: E402
from memspark.recall.stages.focus_features import terms  # noqa: E402
from memspark.recall.stages.relevance import (  # noqa: E402
    COVERAGE_WEIGHT,
    REQUEST_WORDS,
    UNKNOWN_NAME_WEIGHT,
    query_names,
    query_terms,
    said_terms,
)
from memspark.recall.stages.smalltalk import small_talk  # noqa: E402

Row = dict[str, Any]
Terms = Callable[[str], frozenset[str]]


def base_terms(query: str) -> frozenset[str]:
    """The query's content terms as the base read them: every term, request framing out."""
    return frozenset(terms(query)) - REQUEST_WORDS


def value(row: Row, qterms: Terms, said: bool = False, whole: bool = False) -> float:
    """The abstain stage's value (``abstention_compare.shipped``) with the query's terms read by ``qterms``; with
    ``said``, the share's denominator counts every term the query says (:func:`said_terms`: a formula's word is
    not evidence but is said), and with ``whole`` a prompt that is small talk as a whole has value 0."""
    if not row["chunks"] or not row["read"] or (whole and small_talk(row["query"])):
        return 0.0
    qt = qterms(row["query"])
    n = max(said_terms(row["query"]), len(qt)) if said else len(qt)
    best = max((cos or 0.0) + (COVERAGE_WEIGHT * len(qt & terms_of(t)) / (n + 1) if qt else 0.0)
               for t, cos, _ in row["chunks"])
    names = query_names(row["query"])
    missing = {n for n in names if not any(n in terms_of(t) for t in row["read"])}
    return best - (UNKNOWN_NAME_WEIGHT * len(missing) / len(names) if names else 0.0)


def flips(rows: list[Row], before: list[float], after: list[float], t: float) -> dict[str, Any]:
    """Off-topic prompts whose outcome at ``t`` changes, and on-topic questions whose terms change."""
    out: dict[str, Any] = {"now_silent": [], "now_pass": [], "on_topic_changed": []}
    for r, b, a in zip(rows, before, after, strict=True):
        tb, ta = base_terms(r["query"]), query_terms(r["query"])
        item = {"conv": r["conv"], "kind": r["kind"], "query": r["query"][:160], "before": round(b, 4),
                "after": round(a, 4), "terms_out": sorted(tb - ta)}
        if r["kind"].startswith("on"):
            if tb != ta:
                out["on_topic_changed"].append({**item, "held": r["held"], "lost": bool(r["held"] and b >= t > a)})
        elif r["block"] and (b >= t) != (a >= t):
            out["now_silent" if b >= t else "now_pass"].append(item)
    out["counts"] = {k: len(v) for k, v in out.items() if isinstance(v, list)}
    out["counts"]["on_topic_lost"] = sum(x["lost"] for x in out["on_topic_changed"])
    return out


def dominance(rows: list[Row], before: list[float], after: list[float]) -> dict[str, Any]:
    """Whether ``after`` is, at every threshold of the grid, at least as silent on every off-topic set and keeps
    evidence for as many questions (and where it is not); values compared row by row too."""
    worse = []
    for u in GRID:
        b, a = judge_at(rows, before, u), judge_at(rows, after, u)
        sb, sa = silent_by_set(rows, before, u), silent_by_set(rows, after, u)
        if a["evidence_all"] < b["evidence_all"] or any(sa[k] < sb[k] for k in sb):
            worse.append(u)
    on = [(b, a) for r, b, a in zip(rows, before, after, strict=True) if r["kind"].startswith("on")]
    off = [(b, a) for r, b, a in zip(rows, before, after, strict=True) if not r["kind"].startswith("on")]
    return {"thresholds": len(GRID), "thresholds_worse": worse,
            "on_topic_values_changed": sum(abs(b - a) > 1e-12 for b, a in on),
            "off_topic_values_raised": sum(a > b + 1e-12 for b, a in off),
            "off_topic_values_lowered": sum(a < b - 1e-12 for b, a in off)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=Path, required=True, help="development rows (bench/abstention_rows.py)")
    ap.add_argument("--threshold", type=float, default=0.41, help="the shipped recall.hook_min_relevance")
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args(argv)
    rows: list[Row] = pickle.loads(args.rows.read_bytes())
    if any(r["conv"] >= 5 for r in rows):
        raise SystemExit("development rows only (conversations 0-4)")
    t = args.threshold
    sides: dict[str, Callable[[Row], float]] = {
        "before": lambda r: value(r, base_terms),
        "formulas out of the terms": lambda r: value(r, query_terms),
        "formulas said, not evidence": lambda r: value(r, query_terms, said=True),
        "formulas out, small talk silent": lambda r: value(r, query_terms, whole=True),
        "after": lambda r: value(r, query_terms, said=True, whole=True)}  # as relevance.py reads it now
    vals = {side: [f(r) for r in rows] for side, f in sides.items()}
    mism = sum(abs(v - r["shipped"]) > 1e-6 for r, v in zip(rows, vals["before"], strict=True) if r["read"])
    now = sum(abs(v - shipped(r)) > 1e-9 for r, v in zip(rows, vals["after"], strict=True))
    print(f"{len(rows)} rows; the before side differs from the recorded stage value for {mism}, the after side from "
          f"abstention_compare.shipped (the stage now) for {now}")
    report: dict[str, Any] = {"threshold": t, "rows": len(rows), "sides": {}}
    for side, vs in vals.items():
        picked = judge(rows, vs)
        picked.pop("curve")
        at = {"silent_by_set": silent_by_set(rows, vs, t), **judge_at(rows, vs, t)}
        report["sides"][side] = {"rule": picked, "at_threshold": at,
                                 "rule_silent_by_set": silent_by_set(rows, vs, picked["threshold"])}
        print(f"{side}\n       rule t {picked['threshold']:.2f} silent {picked['silent_fitted']:.1%} ev125 "
              f"{picked['evidence_rate_125']:.1%} ev_all {picked['evidence_all']} lowest "
              f"{picked['lowest_set_silent']:.1%} AUC {picked['auc']}")
        print(f"       at {t}: silent {at['silent_fitted']:.1%} ev125 {at['evidence_rate_125']:.1%} ev_all "
              f"{at['evidence_all']}/{at['n_all']} by set { {k: f'{v:.1%}' for k, v in at['silent_by_set'].items()} }")
    report["dominance"] = dominance(rows, vals["before"], vals["after"])
    print(f"after against before over the grid: {report['dominance']}")
    report["flips"] = flips(rows, vals["before"], vals["after"], t)
    print(f"flips at {t}: {report['flips']['counts']}")
    if args.out is not None:
        args.out.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
