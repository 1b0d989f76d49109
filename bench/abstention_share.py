"""How should term coverage count toward the hook's relevance value? Development split only.

    python bench/abstention_share.py [--data ../shared/data/locomo/locomo10.json] [--work-dir DIR]
                                     [--embed-cache F]    → bench/results/abstention_share.json

Asks, in ``hook`` mode with no abstention, on the development conversations (0–4; ``bench/abstention.py``'s cached
index in ``--work-dir``): every question with mapped evidence (on-topic; the protocol's 125 among them) and the
off-topic sets the protocol's tenth-round addendum fits on — other conversations' questions and general sets 1, 2
and 3. Per query it keeps the ranked chunks' texts and cosines (a BM25-only chunk: the vector leg's floor) and the
texts the abstain stage reads for names, then replays the abstain value for each coverage variant: the plain share,
a share over at least two or three terms, over n + 1 terms, quoted text (12+ characters between quotes, code
fences) left out of the query's terms, and other weights. Per variant: the threshold the protocol's rule picks, the
evidence kept there (of the 125 and of all on-topic questions), each off-topic set's silent rate, and the ROC AUC.
The held-out conversations and general set 4 are never asked here.
"""

from __future__ import annotations

import argparse
import bisect
import json
import re
import sys
import tempfile
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import write_result  # noqa: E402
from bench.abstention import EVIDENCE_GOAL, SETS, SILENT_GOAL, THRESHOLDS  # noqa: E402
from bench.abstention_signals import open_bench  # noqa: E402
from memspark.recall.pipeline import PipelineRequest, StageRunner  # noqa: E402
from memspark.recall.stages.focus_features import term_set  # noqa: E402
from memspark.recall.stages.relevance import UNKNOWN_NAME_WEIGHT, query_names, query_terms, vector_floor  # noqa: E402
from memspark_eval.locomo import DEV_CONVERSATIONS  # noqa: E402

OFF = ("cross", "general", "general2", "general3")
QUOTED = re.compile(r"""'[^'\n]{12,}'|"[^"\n]{12,}"|“[^”\n]{12,}”|‘[^’\n]{12,}’|```.*?```""", re.S)
Share = Callable[[int, int], float]  # (terms held, query terms) -> share


def unquoted_terms(query: str) -> frozenset[str]:
    return query_terms(QUOTED.sub(" ", query)) or query_terms(query)


VARIANTS: dict[str, tuple[Callable[[str], frozenset[str]], Share, float]] = {
    "plain share (before)": (query_terms, lambda k, n: k / n, 0.3),
    "over at least 2 terms": (query_terms, lambda k, n: k / max(n, 2), 0.3),
    "over at least 3 terms": (query_terms, lambda k, n: k / max(n, 3), 0.3),
    "over n + 1 terms (shipped)": (query_terms, lambda k, n: k / (n + 1), 0.3),
    "quoted text out": (unquoted_terms, lambda k, n: k / n, 0.3),
    "quoted text out, over at least 2": (unquoted_terms, lambda k, n: k / max(n, 2), 0.3),
    "quoted text out, over n + 1": (unquoted_terms, lambda k, n: k / (n + 1), 0.3),
    **{f"plain share x {w}": (query_terms, lambda k, n: k / n, w) for w in (0.2, 0.25, 0.35)},
    **{f"over at least 2 x {w}": (query_terms, lambda k, n: k / max(n, 2), w) for w in (0.2, 0.25, 0.35)},
    **{f"over n + 1 x {w}": (query_terms, lambda k, n: k / (n + 1), w) for w in (0.35, 0.4)},
}


Asked = tuple[str, str, list[tuple[str, str]]]  # kind, prompt, its evidence lines as (path, stripped text)


def conversation_prompts(converted: list[tuple[Any, list[Any]]], sets: dict[int, dict[str, Any]],
                         questions: dict[tuple[int, int], Any], general: dict[str, list[str]],
                         i: int) -> tuple[str, date | None, list[Asked]]:
    """Conversation ``i``'s agent, its "now" (the day after its last session) and what its agent is asked: its own
    questions with evidence ("on" for the protocol's, "on-other" for the rest), the other conversations' questions
    ("cross") and each general set (by its kind)."""
    notes, own = converted[i]
    where = {dia: key for key, dia in notes.line_map.items()}
    lines = {p: t.split("\n") for p, t in notes.files.items()}
    now = (notes.last_date + timedelta(days=1)).date() if notes.last_date else None
    proto = set(sets[i]["on_topic"])
    items = [("on" if q.index in proto else "on-other", q.question, q.evidence) for q in own
             if q.evidence and all(d in where for d in q.evidence)]
    items += [("cross", questions[(c, k)].question, ()) for c, k in sets[i]["off_topic"]]
    items += [(kind, g, ()) for kind, texts in general.items() for g in texts]
    return notes.agent_id, now, [(kind, text, [(where[d][0], lines[where[d][0]][where[d][1] - 1].strip())
                                               for d in evidence]) for kind, text, evidence in items]


def run_hook(pipe: Any, text: str, agent_id: str, now: date | None) -> tuple[StageRunner, Any, Any, Any]:
    """The hook's stages on ``text``, step by step: the runner (its context and trace) and the ranked, selected and
    final candidates."""
    plan = pipe.plan("hook")
    runner = StageRunner(pipe.context(PipelineRequest(text, agent_id, mode="hook", now=now)))
    ranked = runner.run(plan.ranking, ())
    selected = runner.run(plan.selection, ranked)
    return runner, ranked, selected, runner.run(plan.finish, selected)


def holds_evidence(final: Any, targets: list[tuple[str, str]]) -> bool:
    """An injected section holds one of the evidence lines."""
    return any(c.path == p and t in c.injected_text for c in final for p, t in targets)


def collect(args: argparse.Namespace) -> list[dict[str, Any]]:
    _, converted, queue, store, pipe = open_bench(args)
    sets = {e["conversation"]: e for e in json.loads((SETS / "locomo_sets.json").read_text())["conversations"]}
    general = {k: [p["text"] for p in json.loads((SETS / f).read_text(encoding="utf-8"))["prompts"]] for k, f in
               (("general", "general_prompts.json"), ("general2", "general_prompts_2.json"),
                ("general3", "general_prompts_3.json"))}
    questions = {(n.index, q.index): q for n, qs in converted for q in qs}
    rows = []
    for i in DEV_CONVERSATIONS:
        agent_id, now, items = conversation_prompts(converted, sets, questions, general, i)
        for kind, text, targets in items:
            runner, ranked, selected, final = run_hook(pipe, text, agent_id, now)
            floor = vector_floor(runner.ctx.hits)
            rows.append({"kind": kind, "query": runner.ctx.query or "", "block": bool(final),
                         "held": holds_evidence(final, targets),
                         "chunks": [(term_set(c.text), c.cosine if c.cosine is not None else floor) for c in ranked],
                         "read": [term_set(c.text) for c in selected]})
        print(f"asked conv{i}", flush=True)
    pipe.close()
    store.close()
    queue.close()
    return rows


def value(row: dict[str, Any], qterms: Callable[[str], frozenset[str]], share: Share, weight: float) -> float:
    """The abstain stage's value with the coverage bonus as ``share`` × ``weight`` (names as shipped)."""
    if not row["chunks"] or not row["read"]:
        return 0.0
    qt = qterms(row["query"])
    best = max((cos or 0.0) + (weight * share(len(qt & ts), len(qt)) if qt else 0.0) for ts, cos in row["chunks"])
    names = query_names(row["query"])
    missing = {n for n in names if not any(n in ts for ts in row["read"])}
    return best - (UNKNOWN_NAME_WEIGHT * len(missing) / len(names) if names else 0.0)


def judge(rows: list[dict[str, Any]], vals: list[float]) -> dict[str, Any]:
    off = [(r, v) for r, v in zip(rows, vals, strict=True) if r["kind"] in OFF]

    def silent(t: float, kinds: tuple[str, ...] = OFF) -> float:
        xs = [not (r["block"] and v >= t) for r, v in off if r["kind"] in kinds]
        return round(sum(xs) / len(xs), 4)

    def evidence(t: float, kinds: tuple[str, ...]) -> int:
        return sum(r["held"] and v >= t for r, v in zip(rows, vals, strict=True) if r["kind"] in kinds)

    n125 = sum(r["kind"] == "on" for r in rows)
    t = next((t for t in THRESHOLDS if silent(t) >= SILENT_GOAL), THRESHOLDS[-1])
    on = sorted(v for r, v in zip(rows, vals, strict=True) if r["kind"].startswith("on"))
    offv = sorted(v for _, v in off)
    auc = sum(bisect.bisect_left(offv, x) + 0.5 * (bisect.bisect_right(offv, x) - bisect.bisect_left(offv, x))
              for x in on) / (len(on) * len(offv))
    per = {k: silent(t, (k,)) for k in OFF}
    return {"threshold": t, "silent_fitted": silent(t), "evidence_rate_125": round(evidence(t, ("on",)) / n125, 4),
            "meets_goals": silent(t) >= SILENT_GOAL and evidence(t, ("on",)) / n125 >= EVIDENCE_GOAL,
            "evidence_all": evidence(t, ("on", "on-other")), "silent_by_set": per,
            "lowest_set_silent": min(per.values()), "auc": round(auc, 4)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" / "locomo" / "locomo10.json")
    ap.add_argument("--work-dir", type=Path, default=Path(tempfile.gettempdir()) / "memspark-abstention-locomo")
    ap.add_argument("--embed-cache", type=Path, default=None)
    args = ap.parse_args(argv)
    rows = collect(args)
    n_on = sum(r["kind"].startswith("on") for r in rows)
    report = {"benchmark": "abstention_share",
              "sample": f"conversations 0-4: {n_on} questions with evidence (the protocol's 125 among them), "
                        f"{sum(r['kind'] in OFF for r in rows)} off-topic (other conversations, general sets 1-3)",
              "held_without_abstention": sum(r["held"] for r in rows if r["kind"].startswith("on")),
              "variants": {name: judge(rows, [value(r, *spec) for r in rows]) for name, spec in VARIANTS.items()}}
    path = write_result("abstention_share", report)
    for name, row in report["variants"].items():
        print(f"{name}: t {row['threshold']}, silent {row['silent_fitted']:.1%}, evidence {row['evidence_all']}/"
              f"{n_on}, lowest set {row['lowest_set_silent']:.1%}, AUC {row['auc']}")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
