"""Does the auto-recall hook stay silent when nothing is relevant? The abstention trade-off curve.

    python bench/abstention.py [--data ../shared/data/locomo/locomo10.json] [--work-dir DIR] [--reindex] [--embed-cache F]
                               [--out bench/results/abstention.json]

Protocol and query sets: ``tests/data/abstention/`` (PROTOCOL.md; written before any threshold was
fitted). Each LoCoMo conversation is written as agent ``conv<i>``'s notes with the eval's own helpers and
indexed once (cached in ``--work-dir``, keyed by the model, the chunk settings and the chunking code);
the example workspace is indexed into a temp dir. Every query runs the recall pipeline in ``hook`` mode
with ``tuning.hook_min_relevance = 0`` and records the abstain stage's relevance value: the hook's gate
is one comparison of that value with the threshold, and nothing before it depends on the threshold, so
one run gives the outcome at every threshold. Outcomes:

- on-topic (a conversation's own questions): the block holds an evidence turn (a turn named in the
  question's evidence is inside an injected memory's text) — the *evidence rate*; and any block at all;
- on-topic questions whose block holds no evidence turn even with no abstention are split by where the
  evidence was lost (``misses_without_abstention``): in no ranked result, in a section past the hook's
  ``hook_max_results``, or in an injected section but outside its windows;
- off-topic (other conversations' questions, general prompts, the examples' off-topic prompts): no block
  — the *silent rate*. Every later set of general prompts, ``general_prompts_<n>.json`` (added later, each written
  before any score was seen for it; :func:`general_sets` finds them), is reported apart
  (``silent_rate_general_<n>``), outside the off-topic rate the threshold is chosen on.

Since the protocol's tenth-round addendum the threshold is chosen on ``silent_rate_fitted``: other
conversations' questions and general sets 1, 2 and 3 (all seen) on the development conversations
(``FITTED``); set 4 stays apart. ``silent_rate_off_topic`` keeps the first rounds' meaning (other
conversations' questions and set 1) so earlier figures compare.

The threshold is chosen on the development split (conversations 0–4) by the protocol's rule and the
held-out split (5–9) is reported beside it. The example workspace's queries run through the real
``before_prompt_build`` at the shipped threshold. The relevance and abstain stages' own time is reported
from the trace (they compute from scores and texts the candidates already hold).
"""

from __future__ import annotations

import argparse
import bisect
import hashlib
import json
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import machine, write_result  # noqa: E402
from memspark.config import Config, load_config  # noqa: E402
from memspark.embed import EmbedQueue, create_provider  # noqa: E402
from memspark.recall import MemorySparkManager, before_prompt_build  # noqa: E402
from memspark.recall.candidate import Candidate  # noqa: E402
from memspark.recall.pipeline import PipelineRequest, PipelineRun, RecallPipeline  # noqa: E402
from memspark.recall.stages.windows import expand_sections  # noqa: E402
from memspark.recall.trace import RelevanceDetail  # noqa: E402
from memspark.rerank.factory import create_reranker  # noqa: E402
from memspark.storage import LanceStore  # noqa: E402
from memspark_eval.index import conversation_store, index_agent, index_workspace  # noqa: E402
from memspark_eval.locomo import DEV_CONVERSATIONS, git_commit  # noqa: E402
from memspark_eval.locomo_data import ConversationNotes, Question, convert_all, load_locomo  # noqa: E402

SETS = ROOT / "tests" / "data" / "abstention"
EXAMPLES = ROOT / "examples"
EXAMPLES_NOW = date(2026, 4, 3)
THRESHOLDS = [round(0.30 + 0.01 * i, 2) for i in range(61)]  # 0.30 … 0.90
SILENT_GOAL, EVIDENCE_GOAL = 0.95, 0.90
FITTED = ("cross", "general", "general2", "general3")  # the off-topic sets the rule reads (PROTOCOL.md, addendum)
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def general_sets() -> list[tuple[str, Path]]:
    """Every general prompt set in :data:`SETS`, in order: ``general_prompts.json`` as kind ``general``, then each
    ``general_prompts_<n>.json`` as ``general<n>`` (a set added later is asked and reported with no code change)."""
    later = [(int(p.stem.rsplit("_", 1)[1]), p) for p in SETS.glob("general_prompts_*.json")
             if p.stem.rsplit("_", 1)[1].isdigit()]
    return [("general", SETS / "general_prompts.json"), *((f"general{n}", p) for n, p in sorted(later))]


def set_number(kind: str) -> int:
    """A general set's number from its kind: ``general`` is set 1, ``general<n>`` set n."""
    return int(kind[len("general"):] or 1)


@dataclass(frozen=True)
class Outcome:
    conv: int
    kind: str  # "on" | "cross" | "general" | "general<n>" (general_sets: the later sets, apart, never fitted)
    relevance: float
    block: bool  # a block at threshold 0
    evidence: bool  # on-topic: the block holds an evidence turn
    miss: str = ""  # on-topic without evidence in the block: where it was lost (MISSES)


# Where an on-topic block without an evidence turn lost it (threshold 0): in no ranked result at all, in a
# section past the hook's hook_max_results, or in an injected section but outside its windows.
MISSES = ("not-retrieved", "below-last-section", "outside-window")


def miss_of(res: PipelineRun, store: LanceStore, targets: list[tuple[str, str]], max_sections: int) -> str:
    """Why the block of ``res`` holds no evidence turn ("" when it does; see :data:`MISSES`)."""
    def holds(cs: tuple[Candidate, ...]) -> bool:
        return any(c.path == p and t in c.injected_text for c in cs for p, t in targets)

    if holds(res.injected):
        return ""
    sections = expand_sections(res.results, store, len(res.results) + 1).candidates
    first = next((k for k, c in enumerate(sections) if holds((c,))), None)
    if first is None:
        return "not-retrieved"
    return "below-last-section" if first >= max_sections else "outside-window"


def cache_key(cfg: Config, model: str) -> str:
    """The cached index is reused only for the same model, chunk settings and chunking/indexing code."""
    h = hashlib.sha256(f"{model}|{cfg.chunk}|{cfg.ingest}".encode())
    for p in sorted([*(ROOT / "memspark" / "chunking").glob("*.py"), ROOT / "memspark" / "ingest" / "prepare.py",
                     ROOT / "memspark_eval" / "locomo_data.py", ROOT / "memspark_eval" / "locomo_layouts.py"]):
        h.update(p.read_bytes())
    return h.hexdigest()[:16]


def locomo_index(cfg: Config, converted: list[tuple[ConversationNotes, list[Question]]], work: Path,
                 reindex: bool, reuse: bool = False,
                 embed_cache: Path | None = None) -> tuple[Config, EmbedQueue, LanceStore, float | None]:
    probe = EmbedQueue(create_provider(cfg.embed), cfg.embed, tuning=cfg.tuning)
    key = cache_key(cfg, probe.identity)
    probe.close()
    marker = work / ".abstention-index"
    fresh = reindex or not marker.exists() or (marker.read_text().strip() != key and not reuse)
    if fresh and work.exists():
        shutil.rmtree(work)
    cfg, queue, store = conversation_store(cfg, (n for n, _ in converted), work, embed_cache)
    if not fresh:
        return cfg, queue, store, None
    t0 = time.perf_counter()
    for notes, _ in converted:
        index_agent(cfg, store, queue, notes.agent_id)
        print(f"indexed {notes.agent_id} ({time.perf_counter() - t0:.0f}s)", flush=True)
    store.optimize()
    marker.write_text(key)
    return cfg, queue, store, time.perf_counter() - t0


def relevance_of(res: PipelineRun) -> float:
    entry = res.trace.entry("abstain")
    detail = entry.detail if entry is not None else None
    return detail.relevance if isinstance(detail, RelevanceDetail) else 0.0


def stage_ms(res: PipelineRun) -> float:
    return sum(e.ms for e in res.trace.entries if e.stage in ("relevance", "abstain"))


def run_locomo(cfg: Config, data: Path, work: Path, reindex: bool, reuse: bool = False,
               embed_cache: Path | None = None) -> tuple[list[Outcome], dict[str, Any]]:
    samples = load_locomo(data)
    converted = convert_all(samples)
    cfg = cfg.with_overrides(tuning={"hook_min_relevance": 0.0})  # record every value; the gate is simulated
    cfg, queue, store, index_s = locomo_index(cfg, converted, work, reindex, reuse, embed_cache)
    pipe = RecallPipeline(store, queue, cfg, reranker=create_reranker(cfg.rerank, cfg.embed))
    sets = json.loads((SETS / "locomo_sets.json").read_text(encoding="utf-8"))
    general = {kind: [p["text"] for p in json.loads(path.read_text(encoding="utf-8"))["prompts"]]
               for kind, path in general_sets()}
    questions = {(n.index, q.index): q for n, qs in converted for q in qs}
    out: list[Outcome] = []
    ms: list[float] = []
    total_ms: list[float] = []
    t0 = time.perf_counter()
    for entry in sets["conversations"]:
        i = entry["conversation"]
        notes = converted[i][0]
        where = {dia: key for key, dia in notes.line_map.items()}
        lines = {p: t.split("\n") for p, t in notes.files.items()}
        now = (notes.last_date + timedelta(days=1)).date() if notes.last_date else None
        items: list[tuple[str, str, tuple[str, ...]]] = [
            ("on", questions[(i, k)].question, questions[(i, k)].evidence) for k in entry["on_topic"]]
        items += [("cross", questions[(c, k)].question, ()) for c, k in entry["off_topic"]]
        items += [(kind, g, ()) for kind, texts in general.items() for g in texts]
        for kind, text, evidence in items:
            res = pipe.run(PipelineRequest(text, notes.agent_id, mode="hook", now=now))
            targets = [(where[d][0], lines[where[d][0]][where[d][1] - 1].strip()) for d in evidence]
            held = any(c.path == p and t in c.injected_text for c in res.injected for p, t in targets)
            miss = miss_of(res, store, targets, cfg.recall.hook_max_results) if kind == "on" else ""
            out.append(Outcome(i, kind, relevance_of(res), bool(res.injected), held, miss))
            ms.append(stage_ms(res))
            total_ms.append(res.trace.total_ms)
        print(f"asked conv{i} ({time.perf_counter() - t0:.0f}s)", flush=True)
    pipe.close()
    store.close()
    queue.close()
    timing = {"index_s": None if index_s is None else round(index_s, 1), "queries": len(out),
              "query_s": round(time.perf_counter() - t0, 1),
              "relevance_abstain_ms_mean": round(statistics.fmean(ms), 3),
              "relevance_abstain_ms_p95": round(sorted(ms)[int(0.95 * (len(ms) - 1))], 3),
              "hook_total_ms_median": round(statistics.median(total_ms), 1)}
    return out, timing


def rates(rows: list[Outcome], t: float) -> dict[str, Any]:
    on = [r for r in rows if r.kind == "on"]
    off = [r for r in rows if r.kind in ("cross", "general")]

    def share(xs: list[bool]) -> float | None:
        return round(sum(xs) / len(xs), 4) if xs else None

    def silent(kinds: tuple[str, ...]) -> float | None:
        return share([not (r.block and r.relevance >= t) for r in rows if r.kind in kinds])

    out: dict[str, Any] = {
        "threshold": t,
        "evidence_rate": share([r.evidence and r.relevance >= t for r in on]),
        "block_rate_on_topic": share([r.block and r.relevance >= t for r in on]),
        "silent_rate_off_topic": silent(("cross", "general")),
        "silent_rate_other_conversations": silent(("cross",)),
        "silent_rate_general": silent(("general",)),
        "n_on": len(on), "n_off": len(off),
        "silent_rate_fitted": silent(FITTED),
        "n_fitted": sum(r.kind in FITTED for r in rows)}
    for kind, _ in general_sets()[1:]:  # the later sets, each apart: silent_rate_general_<n>, n_general_<n>
        n = set_number(kind)
        out[f"silent_rate_general_{n}"] = silent((kind,))
        out[f"n_general_{n}"] = sum(r.kind == kind for r in rows)
    return out


def sample(rows: list[Outcome]) -> str:
    """What the report's figures are over: the prompts of each kind per conversation (counted from the outcomes,
    a range where conversations differ), which later general sets are fitted, and the example files' sizes."""
    def each(kind: str) -> str:
        n = sorted({sum(r.conv == c and r.kind == kind for r in rows) for c in {r.conv for r in rows}} or {0})
        return str(n[0]) if len(n) == 1 else f"{n[0]}-{n[-1]}"

    later = sorted({r.kind[7:] for r in rows if r.kind.startswith("general") and r.kind[7:].isdigit()}, key=int)
    fitted = ", ".join(f"general_prompts_{k}.json" for k in later if f"general{k}" in FITTED) or "none"
    apart = ", ".join(f"general_prompts_{k}.json" for k in later if f"general{k}" not in FITTED) or "none"
    on_ex = sum(bool(line.strip()) for line in (EXAMPLES / "queries.jsonl").read_text(encoding="utf-8").splitlines())
    off_ex = len(json.loads((SETS / "examples_offtopic.json").read_text(encoding="utf-8"))["prompts"])
    return (f"per LoCoMo conversation: {each('on')} own questions (on-topic), {each('cross')} other conversations' "
            f"questions and {each('general')} general prompts of general_prompts.json (off-topic); plus "
            + ", ".join(f"{each('general' + k)} of general_prompts_{k}.json" for k in later)
            + f" (each reported apart as silent_rate_general_<n>; also in silent_rate_fitted with the off-topic ones, "
              f"the rate the threshold is chosen on: {fitted}; never fitted: {apart}); examples: {on_ex} on-topic, "
              f"{off_ex} off-topic")


def misses(rows: list[Outcome]) -> dict[str, int]:
    """On-topic questions whose block (threshold 0) holds no evidence turn, by where it was lost."""
    return {m: sum(r.kind == "on" and r.miss == m for r in rows) for m in MISSES}


def auc(rows: list[Outcome], off_kinds: tuple[str, ...] = ("cross", "general")) -> float:
    """ROC AUC of the relevance value, on-topic against off-topic (ties count half)."""
    on = [r.relevance for r in rows if r.kind == "on"]
    off = sorted(r.relevance for r in rows if r.kind in off_kinds)
    if not on or not off:
        return float("nan")
    wins = sum(bisect.bisect_left(off, x) + 0.5 * (bisect.bisect_right(off, x) - bisect.bisect_left(off, x))
               for x in on)
    return round(wins / (len(on) * len(off)), 4)


def choose(curve: list[dict[str, Any]]) -> tuple[dict[str, Any], str]:
    """The protocol's rule: the lowest threshold silent on ≥ 95 % of off-topic prompts, if it keeps ≥ 90 %
    evidence; else the one maximising the mean of the two rates."""
    first = next((row for row in curve if row["silent_rate_fitted"] >= SILENT_GOAL), None)
    if first is not None and first["evidence_rate"] >= EVIDENCE_GOAL:
        return first, "lowest threshold with dev silent rate >= 95 % (evidence rate >= 90 %)"
    best = max(curve, key=lambda row: (row["silent_rate_fitted"] + row["evidence_rate"]) / 2)
    return best, "no threshold meets both goals on dev: the one maximising the mean of the two rates"


def run_examples(cfg: Config, threshold: float) -> dict[str, Any]:
    on = [json.loads(line) for line in (EXAMPLES / "queries.jsonl").read_text(encoding="utf-8").splitlines()
          if line.strip()]
    off = json.loads((SETS / "examples_offtopic.json").read_text(encoding="utf-8"))["prompts"]
    with tempfile.TemporaryDirectory(prefix="memspark-abstention-examples-") as tmp:
        root = Path(tmp) / "workspace"
        shutil.copytree(EXAMPLES / "workspace", root)
        cfg = cfg.with_overrides(workspace={"root": str(root), "data_dir": str(Path(tmp) / "data")},
                                 tuning={"hook_min_relevance": threshold})
        queue = EmbedQueue(create_provider(cfg.embed), cfg.embed, tuning=cfg.tuning)
        store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.provider.dims)
        index_workspace(cfg, store, queue)
        store.optimize()
        managers: dict[str, MemorySparkManager] = {}
        rows = []
        try:
            for kind, items in (("on", on), ("off", off)):
                for q in items:
                    agent, text = q["agent"], q.get("query") or q["text"]
                    mgr = managers.get(agent) or managers.setdefault(
                        agent, MemorySparkManager(cfg, agent, store=store, queue=queue))
                    block = before_prompt_build(mgr, prompt=text, now=EXAMPLES_NOW).get("prependContext", "")
                    value = relevance_of(mgr.recall(text, mode="hook", now=EXAMPLES_NOW))
                    rows.append({"kind": kind, "agent": agent, "query": text, "relevance": round(value, 4),
                                 "block": bool(block)})
        finally:
            for mgr in managers.values():
                mgr.close()
            store.close()
            queue.close()
    on_rows = [r for r in rows if r["kind"] == "on"]
    off_rows = [r for r in rows if r["kind"] == "off"]
    return {"threshold": threshold,
            "on_topic_blocks": f"{sum(r['block'] for r in on_rows)}/{len(on_rows)}",
            "off_topic_silent": f"{sum(not r['block'] for r in off_rows)}/{len(off_rows)}",
            "min_on_topic_relevance": min(r["relevance"] for r in on_rows),
            "max_off_topic_relevance": max(r["relevance"] for r in off_rows),
            "queries": rows}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" / "locomo" / "locomo10.json")
    ap.add_argument("--work-dir", type=Path, default=Path(tempfile.gettempdir()) / "memspark-abstention-locomo")
    ap.add_argument("--reindex", action="store_true", help="rebuild the cached LoCoMo index")
    ap.add_argument("--reuse-index", action="store_true",
                    help="use the cached index even if the chunking code changed since it was built")
    ap.add_argument("--embed-cache", type=Path, default=None,
                    help="reuse vectors embedded before (memspark_eval.embed_cache; same model, same texts)")
    ap.add_argument("--out", type=Path, default=None, help="default: bench/results/abstention.json")
    args = ap.parse_args(argv)

    cfg = load_config(root=args.work_dir, data_dir=args.work_dir / ".memspark", env={})
    shipped = cfg.tuning.hook_min_relevance
    rows, timing = run_locomo(cfg, args.data, args.work_dir, args.reindex, args.reuse_index, args.embed_cache)
    dev = [r for r in rows if r.conv in DEV_CONVERSATIONS]
    held = [r for r in rows if r.conv not in DEV_CONVERSATIONS]
    dev_curve = [rates(dev, t) for t in THRESHOLDS]
    chosen, rule = choose(dev_curve)
    report: dict[str, Any] = {
        "benchmark": "abstention",
        "machine": machine(),
        "commit": git_commit(),
        "protocol": "tests/data/abstention/PROTOCOL.md",
        "sample": sample(rows),
        "block": "hook block: the first hook_max_results sections of focus's turns, windows around every matched "
                 "turn admitted in focus's order, then widened to the budget (memspark/recall/stages/windows.py)",
        "signal": "best candidate's absolute relevance = raw cosine + 0.3 x the query's terms it holds over their "
                  "number + 1 (a BM25-only "
                  "candidate takes the lowest cosine the vector leg returned), less 0.1 x the share of the "
                  "query's names no candidate mentions (memspark/recall/stages/relevance.py)",
        "shipped_threshold": shipped,
        "auc_on_vs_off": {"dev": auc(dev), "held_out": auc(held)},
        "auc_on_vs_fitted_off": {"dev": auc(dev, FITTED), "held_out": auc(held, FITTED)},
        "chosen_on_dev": {"rule": rule, **chosen},
        "at_shipped": {"dev": rates(dev, shipped), "held_out": rates(held, shipped)},
        "without_abstention": {"dev": rates(dev, 0.0), "held_out": rates(held, 0.0)},
        "misses_without_abstention": {"dev": misses(dev), "held_out": misses(held)},
        "abstained_with_evidence_at_shipped": {
            "dev": sum(r.kind == "on" and r.evidence and r.relevance < shipped for r in dev),
            "held_out": sum(r.kind == "on" and r.evidence and r.relevance < shipped for r in held)},
        "curve": {"dev (conversations 0-4)": dev_curve,
                  "held-out (conversations 5-9)": [rates(held, t) for t in THRESHOLDS]},
        "examples": run_examples(cfg, shipped),
        "timing": timing,
    }
    path = write_result("abstention", report) if args.out is None else args.out
    if args.out is not None:
        args.out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    s, h = report["at_shipped"]["dev"], report["at_shipped"]["held_out"]
    print(f"dev-chosen threshold {chosen['threshold']} ({rule}); shipped {shipped}")
    fitted = "general sets " + ", ".join(str(set_number(k)) for k in FITTED if k != "cross")
    for name, r in (("dev", s), ("held-out", h)):
        apart = [(set_number(k), r[f"silent_rate_general_{set_number(k)}"]) for k, _ in general_sets()[1:]]
        later = "; ".join(f"{ORDINALS[n - 1] + ' general set' if n <= len(ORDINALS) else f'general set {n}'} silent "
                          f"{v:.1%}" for n, v in apart if v is not None)
        print(f"{name}: silent {r['silent_rate_fitted']:.1%} ({fitted} and other conversations; first rounds' "
              f"{r['silent_rate_off_topic']:.1%}: other conversations "
              f"{r['silent_rate_other_conversations']:.1%}, general {r['silent_rate_general']:.1%}), evidence "
              f"{r['evidence_rate']:.1%}, on-topic blocks {r['block_rate_on_topic']:.1%}; {later}")
    ex = report["examples"]
    print(f"misses without abstention: {report['misses_without_abstention']}; abstained with evidence at "
          f"{shipped}: {report['abstained_with_evidence_at_shipped']}")
    print(f"examples: on-topic blocks {ex['on_topic_blocks']}, off-topic silent {ex['off_topic_silent']}")
    print(f"relevance+abstain stages: {timing['relevance_abstain_ms_mean']} ms mean; wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
