"""How much should a name no memory mentions lower the hook's relevance value? Development split only.

    python bench/abstention_names.py [--data ../shared/data/locomo/locomo10.json] [--work-dir DIR]
                                     [--embed-cache F]    → bench/results/abstention_names.json

``bench/abstention.py`` asks 25 own questions per conversation; at a 95 % silent rate the development
split (conversations 0–4) then loses evidence to abstention for one or two of its 125 questions, too few
to compare signals on. This bench asks *every* question with mapped evidence of the development
conversations (the protocol's 125 and the ≈ 870 others) against the protocol's off-topic sets of the same
conversations (other conversations' questions and the general prompts: 365), once each in ``hook`` mode
with no abstention (its cached index: run ``bench/abstention.py`` first), and recomputes the abstain
stage's value from the same ranked turns for each ``name_weight``
(:func:`~memspark.recall.stages.relevance.abstain`: the best absolute relevance less ``name_weight`` × the
share of the query's names no candidate mentions; 0: the signal before names counted). Per weight: ROC AUC
of on-topic against off-topic, and the share of on-topic questions whose block holds an evidence turn at
the lowest value that keeps 95 % of off-topic prompts silent. The held-out conversations (5–9) are never
asked here: ``bench/abstention.py`` reports them once, at the shipped weight and threshold.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import write_result  # noqa: E402
from bench.abstention import SETS, Outcome, auc  # noqa: E402
from bench.abstention_signals import open_bench  # noqa: E402
from memspark.recall.pipeline import PipelineRequest  # noqa: E402
from memspark.recall.stages.relevance import UNKNOWN_NAME_WEIGHT, abstain  # noqa: E402
from memspark.recall.trace import RelevanceDetail  # noqa: E402
from memspark_eval.locomo import DEV_CONVERSATIONS  # noqa: E402

WEIGHTS = [0.0, 0.05, 0.1, 0.15, 0.2, 0.3]
SILENT = 0.95


def value(results: Any, query: str, weight: float) -> float:
    detail = abstain(tuple(results), query, 0.0, name_weight=weight).detail if results else None
    return detail.relevance if isinstance(detail, RelevanceDetail) else 0.0


def at_silent(rows: list[Outcome]) -> dict[str, Any]:
    """The lowest value keeping ``SILENT`` of the off-topic prompts quiet, and the evidence kept there."""
    off = sorted(r.relevance for r in rows if r.kind != "on")
    on = [r for r in rows if r.kind == "on"]
    cut = off[math.ceil(SILENT * len(off)) - 1] + 1e-9
    held = sum(r.evidence and r.relevance >= cut for r in on)
    return {"value": round(cut, 4), "evidence": held, "evidence_rate": round(held / len(on), 4)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" / "locomo" / "locomo10.json")
    ap.add_argument("--work-dir", type=Path, default=Path(tempfile.gettempdir()) / "memspark-abstention-locomo")
    ap.add_argument("--embed-cache", type=Path, default=None)
    args = ap.parse_args(argv)

    _, converted, queue, store, pipe = open_bench(args)  # the cached index, threshold 0
    sets = {e["conversation"]: e for e in json.loads((SETS / "locomo_sets.json").read_text())["conversations"]}
    general = [p["text"] for p in json.loads((SETS / "general_prompts.json").read_text(encoding="utf-8"))["prompts"]]
    questions = {(n.index, q.index): q for n, qs in converted for q in qs}
    rows: dict[float, list[Outcome]] = {w: [] for w in WEIGHTS}
    t0 = time.perf_counter()
    for i in DEV_CONVERSATIONS:
        notes, own = converted[i]
        where = {dia: key for key, dia in notes.line_map.items()}
        lines = {p: t.split("\n") for p, t in notes.files.items()}
        now = (notes.last_date + timedelta(days=1)).date() if notes.last_date else None
        items = [("on", q.question, q.evidence) for q in own if q.evidence and all(d in where for d in q.evidence)]
        items += [("cross", questions[(c, k)].question, ()) for c, k in sets[i]["off_topic"]]
        items += [("general", g, ()) for g in general]
        for kind, text, evidence in items:
            res = pipe.run(PipelineRequest(text, notes.agent_id, mode="hook", now=now))
            targets = [(where[d][0], lines[where[d][0]][where[d][1] - 1].strip()) for d in evidence]
            held = any(c.path == p and t in c.injected_text for c in res.injected for p, t in targets)
            for w in WEIGHTS:
                rows[w].append(Outcome(i, kind, value(res.results, res.query, w), bool(res.injected), held))
        print(f"asked conv{i} ({time.perf_counter() - t0:.0f}s)", flush=True)
    pipe.close()
    store.close()
    queue.close()
    first = rows[WEIGHTS[0]]
    n_on = sum(r.kind == "on" for r in first)
    report: dict[str, Any] = {
        "benchmark": "abstention_names",
        "sample": f"conversations 0-4: {n_on} questions with evidence (on-topic), {len(first) - n_on} off-topic "
                  "(locomo_sets.json's other-conversation questions and general_prompts.json); hook mode, no abstention",
        "shipped_name_weight": UNKNOWN_NAME_WEIGHT,
        "block_holds_evidence_without_abstention": sum(r.evidence for r in first if r.kind == "on"),
        "weights": [{"name_weight": w, "auc": auc(rows[w]), **at_silent(rows[w])} for w in WEIGHTS],
        "query_s": round(time.perf_counter() - t0, 1)}
    path = write_result("abstention_names", report)
    print(f"{report['sample']}; blocks holding evidence with no abstention: "
          f"{report['block_holds_evidence_without_abstention']}")
    for row in report["weights"]:
        print(f"name_weight {row['name_weight']}: AUC {row['auc']}, at {SILENT:.0%} silent (value {row['value']}) "
              f"evidence {row['evidence']}/{n_on} ({row['evidence_rate']:.1%})")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
