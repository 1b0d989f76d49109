"""Term rarity over the whole memory as an abstention signal, replayed on recorded rows (PROTOCOL.md, twelfth round).

    python bench/abstention_rarity.py df --work-dir DIR [--embed-cache F] [--unit row|line] --out df.pkl
    python bench/abstention_rarity.py compare --rows dev.pkl --df df.pkl [--out bench/results/a2_rarity_dev.json]
        [--held held.pkl --only NAME]

``df`` counts, per agent, in how many stored child rows (``--unit line``: non-empty lines of them) each content
term occurs (the same stemmed terms the
coverage bonus uses; ``bench/abstention.py``'s cached index). ``compare`` replays the addendum's candidate
families on rows ``bench/abstention_rows.py`` recorded, on top of the shipped value
(``bench/abstention_compare.py``'s ``shipped``), and applies the addendum's rule to ship: (R1) a step off when
fewer than ``k`` query terms are rare (df / N ≤ ``c``); (R2) the coverage bonus weighted by normalised IDF; (R3)
less ``w`` × (1 − the query's highest normalised IDF); added after those failed: (R4) less ``w`` × the share of the
query's terms no stored row holds, (R5) (R4) and (R3) together. Development rows only are for choosing; ``--held`` reads the
held-out rows once, at the end, for the variant named in ``--only``.
"""

from __future__ import annotations

import argparse
import json
import math
import pickle
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.abstention_compare import GRID, judge, judge_at, shipped, terms_of  # noqa: E402
from memspark.recall.stages.relevance import UNKNOWN_NAME_WEIGHT, query_names, query_terms  # noqa: E402

Row = dict[str, Any]
Df = dict[str, tuple[int, Counter[str]]]  # agent → (rows, term → rows holding it)


def count_df(args: argparse.Namespace) -> Df:
    from bench.abstention_signals import open_bench
    _, converted, queue, store, pipe = open_bench(args)
    out: Df = {}
    for notes, _ in converted:
        df: Counter[str] = Counter()
        n = 0
        for info in store.list_paths(notes.agent_id):
            for hit in store.get_by_path(info.path, notes.agent_id):
                if not hit.is_parent:
                    docs = [x for x in hit.text.splitlines() if x.strip()] if args.unit == "line" else [hit.text]
                    n += len(docs)
                    for doc in docs:
                        df.update(terms_of(doc))
        out[notes.agent_id] = (n, df)
        print(f"{notes.agent_id}: {n} {args.unit}s of child rows, {len(df)} terms", flush=True)
    pipe.close()
    store.close()
    queue.close()
    return out


def nidf(df: Df, row: Row, term: str) -> float:
    """log(N / df) / log N of ``term`` in the row's agent's memory (1.0: in no row)."""
    n, counts = df[f"conv{row['conv']}"]
    return math.log(n / max(counts.get(term, 0), 1)) / math.log(n)


def rare_count(df: Df, row: Row, c: float) -> int:
    n, counts = df[f"conv{row['conv']}"]
    return sum(counts.get(t, 0) / n <= c for t in query_terms(row["query"]))


def step(df: Df, row: Row, k: int, c: float, w: float) -> float:
    """(R1) ``w`` off the shipped value when fewer than ``k`` of the query's terms are rare (df / N ≤ ``c``)."""
    return shipped(row) - (w if rare_count(df, row, c) < k else 0.0)


def idf_cover(df: Df, row: Row, weight: float) -> float:
    """(R2) the shipped value with each held term counting its normalised IDF instead of 1 (over n + 1)."""
    if not row["chunks"] or not row["read"]:
        return 0.0
    qt = query_terms(row["query"])
    wt = {t: nidf(df, row, t) for t in qt}
    best = max((cos or 0.0) + (weight * sum(wt[t] for t in qt & terms_of(text)) / (len(qt) + 1) if qt else 0.0)
               for text, cos, _ in row["chunks"])
    names = query_names(row["query"])
    missing = {x for x in names if not any(x in terms_of(t) for t in row["read"])}
    return best - (UNKNOWN_NAME_WEIGHT * len(missing) / len(names) if names else 0.0)


def common(df: Df, row: Row, w: float) -> float:
    """(R3) the shipped value less ``w`` × (1 − the query's highest normalised IDF; 1 without content terms)."""
    qt = query_terms(row["query"])
    top = max((nidf(df, row, t) for t in qt), default=0.0)
    return shipped(row) - w * (1.0 - top)


def unknown_share(df: Df, row: Row) -> float:
    """The share of the query's content terms that occur in no stored row of the agent (0 without terms)."""
    qt = query_terms(row["query"])
    counts = df[f"conv{row['conv']}"][1]
    return sum(counts.get(t, 0) == 0 for t in qt) / len(qt) if qt else 0.0


def unknown(df: Df, row: Row, w: float, w3: float = 0.0) -> float:
    """(R4) the shipped value less ``w`` × :func:`unknown_share`; (R5) with ``w3``: (R3)'s term as well."""
    return (common(df, row, w3) if w3 else shipped(row)) - w * unknown_share(df, row)


def variants(df: Df) -> dict[str, Callable[[Row], float]]:
    out: dict[str, Callable[[Row], float]] = {"shipped": shipped}
    for k in (1, 2):
        for c in (0.01, 0.02, 0.05):
            for w in (0.05, 0.1, 0.15):
                out[f"R1 k {k} c {c} w {w}"] = lambda r, k=k, c=c, w=w: step(df, r, k, c, w)
    for w in (0.3, 0.4, 0.5, 0.6):
        out[f"R2 w {w}"] = lambda r, w=w: idf_cover(df, r, w)
    for w in (0.05, 0.1, 0.15, 0.2, 0.3):
        out[f"R3 w {w}"] = lambda r, w=w: common(df, r, w)
    for w in (0.05, 0.1, 0.15, 0.2, 0.3):
        out[f"R4 w {w}"] = lambda r, w=w: unknown(df, r, w)
        for w3 in (0.1, 0.2):
            out[f"R5 w {w} w3 {w3}"] = lambda r, w=w, w3=w3: unknown(df, r, w, w3)
    return out


def matched_silent(rows: list[Row], base: list[float], evidence: int) -> float:
    """The shipped signal's fitted silent rate at the lowest threshold where it keeps evidence for no more than
    ``evidence`` development questions (matched evidence)."""
    for u in GRID:
        at = judge_at(rows, base, u)
        if at["evidence_all"] <= evidence:
            return float(at["silent_fitted"])
    return 1.0


def rule(rows: list[Row], vals: dict[str, list[float]], name: str, ref: dict[str, Any]) -> dict[str, Any]:
    """The addendum's conditions 2–4 (the weight's ±10 % neighbours are checked by the caller)."""
    got = judge(rows, vals[name])
    t = got["threshold"]
    band = [u for u in GRID if 0.9 * t - 1e-9 <= u <= 1.1 * t + 1e-9]
    head = []
    for u in band:
        at = judge_at(rows, vals[name], u)
        head.append({"threshold": u, "silent": at["silent_fitted"], "evidence_all": at["evidence_all"],
                     "shipped_matched": matched_silent(rows, vals["shipped"], at["evidence_all"])})
    c2 = got["evidence_rate_125"] >= 0.9 and got["evidence_all"] >= ref["evidence_all"]
    c3 = got["lowest_set_silent"] >= ref["lowest_set_silent"] + 0.01 - 1e-9
    c4 = all(h["silent"] >= h["shipped_matched"] + 0.01 - 1e-9 for h in head)
    return {**got, "c2": c2, "c3": c3, "c4_band": c4, "band": head}


def compare(args: argparse.Namespace) -> dict[str, Any]:
    rows = pickle.loads(args.rows.read_bytes())
    df: Df = pickle.loads(args.df.read_bytes())
    table = variants(df)
    vals = {k: [f(r) for r in rows] for k, f in table.items()}
    ref = judge(rows, vals["shipped"])
    report: dict[str, Any] = {"shipped": ref}
    for name in table:
        if name == "shipped":
            continue
        got = rule(rows, vals, name, ref)
        report[name] = got
        print(f"{name:28s} t {got['threshold']:.2f} silent {got['silent_fitted']:.1%} ev125 "
              f"{got['evidence_rate_125']:.1%} ev_all {got['evidence_all']} (shipped {ref['evidence_all']}) lowest "
              f"{got['lowest_set_silent']:.1%} (shipped {ref['lowest_set_silent']:.1%}) "
              f"{ {k: f'{v:.1%}' for k, v in got['silent_by_set'].items()} } c2 {got['c2']} c3 {got['c3']} "
              f"c4 {got['c4_band']} AUC {got['auc']}", flush=True)
    print(f"shipped t {ref['threshold']} silent {ref['silent_fitted']:.1%} ev_all {ref['evidence_all']} lowest "
          f"{ref['lowest_set_silent']:.1%} {ref['silent_by_set']} AUC {ref['auc']}")
    if args.held is not None and args.only:
        held = pickle.loads(args.held.read_bytes())
        for name in ("shipped", *args.only.split(",")):
            t = report[name]["threshold"]
            out = judge_at(held, [table[name](r) for r in held], t)
            report[name]["held_out_at_dev_threshold"] = out
            print(f"HELD-OUT {name} at {t}: {out}")
    return report


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("df")
    d.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" / "locomo" / "locomo10.json")
    d.add_argument("--work-dir", type=Path, default=Path(tempfile.gettempdir()) / "memspark-abstention-locomo")
    d.add_argument("--embed-cache", type=Path, default=None)
    d.add_argument("--out", type=Path, required=True)
    d.add_argument("--unit", choices=("row", "line"), default="row", help="what one document is")
    c = sub.add_parser("compare")
    c.add_argument("--rows", type=Path, required=True)
    c.add_argument("--df", type=Path, required=True)
    c.add_argument("--out", type=Path, default=None)
    c.add_argument("--held", type=Path, default=None)
    c.add_argument("--only", default="")
    args = ap.parse_args(argv)
    if args.cmd == "df":
        args.out.write_bytes(pickle.dumps(count_df(args)))
        return 0
    report = compare(args)
    if args.out is not None:
        args.out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
