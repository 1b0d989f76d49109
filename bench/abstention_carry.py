"""What a chunking change did to the hook's silence, on recorded rows: before against after, development split only.

    python bench/abstention_carry.py --before pre.pkl --after base.pkl [--threshold 0.41] [--out bench/results/X.json]

Both files are ``bench/abstention_rows.py`` recordings of the development conversations (0–4) with the same general
sets (``--general 1,2,3,4,5,6``), one on each side of the change; ``--after`` is the current chunking. Reported:

- per off-topic set, the silent rate at ``--threshold`` on each side, and the evidence kept (the protocol's 125 and
  every development question with evidence);
- the off-topic prompts that flip (silent on one side, a block on the other), each with its best candidate on both
  sides, and how many of those best candidates open on a question turn (a conversation child whose first turn
  asks and that holds more turns: what the question carry puts at a child's head);
- the head's share of the cosine: for a question-headed child after the change whose rest was a child of its own
  before (same file, same last line, the rest's text), the cosine difference over the same query;
- candidate signals that read a question-headed child without its head — the covered share counted on the rest
  only, and/or its cosine less a step — and one that counts a child's covered share on the turns of focus's
  selection inside it (the windowed block's own text), judged as ``bench/abstention_compare.py`` judges (the protocol's rule on
  other conversations' questions and general sets 1–3; the later sets 4–6 reported beside it).
"""

from __future__ import annotations

import argparse
import json
import pickle
import statistics
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.abstention_compare import judge, judge_at, terms_of  # noqa: E402
from memspark.chunking.turns import is_conversation, split_blocks  # noqa: E402
from memspark.recall.stages.relevance import (  # noqa: E402
    COVERAGE_WEIGHT,
    UNKNOWN_NAME_WEIGHT,
    query_names,
    query_terms,
)

Row = dict[str, Any]
OFF = ("cross", "general", "general2", "general3")  # the protocol's fitted off-topic sets
LATER = ("general4", "general5", "general6")  # seen since, reported beside them
ASKS = ("?", "\uff1f", "\u061f")  # the question marks the carry reads (chunking.stamps.QUESTION_MARKS)
STEPS = (0.0, 0.02, 0.04, 0.06)  # cosine steps off a question-headed child


@cache
def split_head(text: str) -> tuple[str, str]:
    """``(head, rest)`` of a conversation child that opens on a question turn and holds more, else ``("", text)``."""
    blocks = split_blocks(text, 1, "")
    if len(blocks) < 2 or not is_conversation(blocks):
        return "", text
    first = blocks[0]
    if first.speaker is None or not first.plain.rstrip().endswith(ASKS):
        return "", text
    return first.text, "\n".join(b.text for b in blocks[1:])


def value(row: Row, step: float = 0.0, rest_only: bool = False) -> float:
    """The abstain stage's value (as ``abstention_compare.shipped``), a question-headed child read with its cosine
    less ``step`` and, with ``rest_only``, its covered share counted on the turns after its head."""
    if not row["chunks"] or not row["read"]:
        return 0.0
    qt = query_terms(row["query"])
    best = float("-inf")
    for text, cos, _ in row["chunks"]:
        head, rest = split_head(text)
        held = len(qt & terms_of(rest if rest_only and head else text))
        best = max(best, (cos or 0.0) - (step if head else 0.0)
                   + (COVERAGE_WEIGHT * held / (len(qt) + 1) if qt else 0.0))
    names = query_names(row["query"])
    missing = {n for n in names if not any(n in terms_of(t) for t in row["read"])}
    return best - (UNKNOWN_NAME_WEIGHT * len(missing) / len(names) if names else 0.0)


def focused_value(row: Row) -> float:
    """The value with each child's covered share counted on the turns of focus's selection inside it (what the
    block shows of it; the child's whole text when none of them is), as the windowed block's relevance."""
    if not row["chunks"] or not row["read"]:
        return 0.0
    qt = query_terms(row["query"])

    def share(text: str) -> float:
        return len(qt & terms_of(text)) / (len(qt) + 1) if qt else 0.0

    best = float("-inf")
    for text, cos, _ in row["chunks"]:
        inside = [t for t in row["read"] if t and t in text]
        best = max(best, (cos or 0.0) + COVERAGE_WEIGHT * (max(map(share, inside)) if inside else share(text)))
    names = query_names(row["query"])
    missing = {n for n in names if not any(n in terms_of(t) for t in row["read"])}
    return best - (UNKNOWN_NAME_WEIGHT * len(missing) / len(names) if names else 0.0)


def best_chunk(row: Row) -> tuple[float, str, Any]:
    """The cosine, text and span of the row's best candidate by the shipped value."""
    qt = query_terms(row["query"])
    spans = row.get("spans") or [None] * len(row["chunks"])
    scored = [((cos or 0.0) + (COVERAGE_WEIGHT * len(qt & terms_of(t)) / (len(qt) + 1) if qt else 0.0), cos or 0.0, t, s)
              for (t, cos, _), s in zip(row["chunks"], spans, strict=True)]
    _, cos, text, span = max(scored, key=lambda x: x[0])
    return cos, text, span


def silent_by_set(rows: list[Row], vals: list[float], t: float) -> dict[str, float]:
    out = {}
    for kind in (*OFF, *LATER):
        xs = [not (r["block"] and v >= t) for r, v in zip(rows, vals, strict=True) if r["kind"] == kind]
        if xs:
            out[kind] = round(sum(xs) / len(xs), 4)
    return out


def flips(before: list[Row], after: list[Row], t: float) -> dict[str, Any]:
    """Off-topic prompts silent on one side only, with their best candidates."""
    def key(r: Row) -> tuple[int, str, str]:
        return r["conv"], r["kind"], r["query"]

    was = {key(r): r for r in before}
    out: dict[str, Any] = {"now_pass": [], "now_silent": []}
    for r in after:
        p = was.get(key(r))
        if p is None or not (r["kind"] in OFF or r["kind"] in LATER):
            continue
        on_now, on_then = r["block"] and value(r) >= t, p["block"] and value(p) >= t
        if on_now == on_then:
            continue
        (cn, tn, sn), (cp, tp, sp) = best_chunk(r), best_chunk(p)
        out["now_pass" if on_now else "now_silent"].append({
            "conv": r["conv"], "kind": r["kind"], "query": r["query"],
            "after": {"value": round(value(r), 4), "cosine": round(cn, 4), "span": sn,
                      "question_head": bool(split_head(tn)[0]), "text": tn[:240]},
            "before": {"value": round(value(p), 4), "cosine": round(cp, 4), "span": sp,
                       "question_head": bool(split_head(tp)[0]), "text": tp[:240]}})
    for side in ("now_pass", "now_silent"):
        out[f"{side}_count"] = len(out[side])
        out[f"{side}_question_head_after"] = sum(x["after"]["question_head"] for x in out[side])
    return out


def head_share(before: list[Row], after: list[Row]) -> dict[str, Any]:
    """Cosine of a question-headed child (after) less that of its rest as a child of its own (before), same query."""
    was = {(r["conv"], r["kind"], r["query"]): r for r in before}
    diffs: dict[str, list[float]] = {"on-topic": [], "off-topic": []}
    for r in after:
        p = was.get((r["conv"], r["kind"], r["query"]))
        if p is None or "spans" not in p or "spans" not in r:
            continue
        alone = {(s[0], s[2]): (s[1], cos, t) for (t, cos, bm25_only), s in zip(p["chunks"], p["spans"], strict=True)
                 if not bm25_only}
        for (text, cos, bm25_only), span in zip(r["chunks"], r["spans"], strict=True):
            head, rest = split_head(text)
            other = alone.get((span[0], span[2])) if head and not bm25_only else None
            if other and other[0] > span[1] and rest.strip() and other[2].strip().startswith(rest.strip()[:40]):
                diffs["on-topic" if r["kind"].startswith("on") else "off-topic"].append(cos - other[1])
    return {k: {"n": len(v), "mean": round(statistics.fmean(v), 4), "median": round(statistics.median(v), 4)}
            for k, v in diffs.items() if v}


def variants() -> dict[str, Callable[[Row], float]]:
    out: dict[str, Callable[[Row], float]] = {}
    for rest_only in (False, True):
        for step in STEPS:
            name = ("rest coverage" if rest_only else "coverage") + (f", cosine -{step}" if step else "")
            out[name] = (lambda s, ro: lambda r: value(r, s, ro))(step, rest_only)
    out["focused-turn coverage"] = focused_value
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", type=Path, required=True, help="development rows recorded before the change")
    ap.add_argument("--after", type=Path, required=True, help="development rows recorded after it (current chunking)")
    ap.add_argument("--threshold", type=float, default=0.41, help="the shipped recall.hook_min_relevance")
    ap.add_argument("--out", type=Path, default=None)
    args = ap.parse_args(argv)
    before, after = pickle.loads(args.before.read_bytes()), pickle.loads(args.after.read_bytes())
    if any(r["conv"] >= 5 for r in (*before, *after)):
        raise SystemExit("development rows only (conversations 0-4)")
    t = args.threshold
    report: dict[str, Any] = {"threshold": t, "sides": {}}
    for side, rows in (("before", before), ("after", after)):
        vals = [value(r) for r in rows]
        report["sides"][side] = {"silent_by_set": silent_by_set(rows, vals, t), **judge_at(rows, vals, t)}
        print(f"{side}: {report['sides'][side]}")
    report["flips"] = flips(before, after, t)
    f = report["flips"]
    print(f"flips at {t}: {f['now_pass_count']} now pass ({f['now_pass_question_head_after']} with a question-headed "
          f"best child), {f['now_silent_count']} now silent ({f['now_silent_question_head_after']})")
    report["head_share"] = head_share(before, after)
    print(f"question head's cosine share: {report['head_share']}")
    report["variants"] = {}
    for name, signal in variants().items():
        vals = [signal(r) for r in after]
        picked = judge(after, vals)
        picked.pop("curve")
        fixed = {"silent_by_set": silent_by_set(after, vals, t), **judge_at(after, vals, t)}
        report["variants"][name] = {"rule": picked, "at_shipped_threshold": fixed}
        print(f"{name:28s} rule t {picked['threshold']:.2f} silent {picked['silent_fitted']:.1%} ev125 "
              f"{picked['evidence_rate_125']:.1%} ev_all {picked['evidence_all']} lowest {picked['lowest_set_silent']:.1%}"
              f" AUC {picked['auc']} | at {t}: silent {fixed['silent_fitted']:.1%} ev_all {fixed['evidence_all']}")
    if args.out is not None:
        args.out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
