"""Which relevance signal should the hook abstain on? Candidate signals compared on the development split.

    python bench/abstention_signals.py --work-dir DIR [--embed-cache F] [--rows rows.pkl] [--conversations 0,1,2,3,4]
    python bench/abstention_signals.py --work-dir DIR [--embed-cache F] --blocks

Asks the LoCoMo query sets of ``bench/abstention.py`` (its cached index in ``--work-dir``: run that bench
first) in ``hook`` mode at threshold 0 and keeps, per query, what each candidate signal needs: every
ranked chunk's cosine and the query terms it holds, the lowest cosine the vector leg returned, each head
turn's stored-vector cosine and terms, and the turn model's probabilities. It then prints, per signal, the
ROC AUC of on-topic against off-topic and the share of on-topic questions whose block holds an evidence
turn at the value that keeps 95 % of off-topic prompts silent. Only the development conversations (0–4,
the default) are for choosing; ``--rows`` keeps the recorded rows (pickle) to compare more signals offline.

``--blocks`` replays the hook's block instead, at threshold 0, on *every* question with evidence of the
chosen conversations (≈ 1,000 on the development split, not only the protocol's 25 each): the share whose
block holds an evidence turn with the shipped block and with variants in the same budget (more or fewer
sections, anchors only from focus's first turns, at most a few anchors per section), and where the
shipped block's misses lost it (:data:`bench.abstention.MISSES`).
"""

from __future__ import annotations

import argparse
import bisect
import json
import math
import pickle
import sys
from collections import Counter
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.abstention import SETS, locomo_index, miss_of  # noqa: E402
from memspark.config import Config, load_config  # noqa: E402
from memspark.embed import EmbedQueue  # noqa: E402
from memspark.recall.candidate import Anchor, Candidate  # noqa: E402
from memspark.recall.format import BLOCK_OVERHEAD  # noqa: E402
from memspark.recall.pipeline import PipelineRequest, RecallPipeline, StageRunner  # noqa: E402
from memspark.recall.stages.focus import (  # noqa: E402
    BIAS,
    TOP_N,
    head_turns,
    is_conversation,
    split_blocks,
    turn_cosines,
    weight_vector,
)
from memspark.recall.stages.focus_features import term_set  # noqa: E402
from memspark.recall.stages.relevance import query_terms, vector_floor  # noqa: E402
from memspark.recall.stages.windows import expand_sections, fit_windows  # noqa: E402
from memspark.rerank.factory import create_reranker  # noqa: E402
from memspark.storage import LanceStore  # noqa: E402
from memspark_eval.locomo_data import ConversationNotes, Question, convert_all, load_locomo  # noqa: E402

Row = dict[str, Any]


def record(pipe: RecallPipeline, store: Any, text: str, agent: str, now: Any,
           targets: list[tuple[str, str]]) -> Row:
    """One query's signal inputs (see the module docstring) and whether its block holds evidence."""
    plan = pipe.plan("hook")
    runner = StageRunner(pipe.context(PipelineRequest(text, agent, mode="hook", now=now)))
    ranked = runner.run(plan.ranking, ())
    final = runner.run(plan.finish, runner.run(plan.selection, ranked))
    q, qv = runner.ctx.query or "", runner.ctx.vector
    qt = query_terms(q)
    turns: list[dict[str, Any]] = []
    probs: list[float] = []
    ht = head_turns(ranked, q, runner.ctx.settings.min_score, TOP_N, qv, store.turn_vectors)
    if ht is not None:
        probs = (1.0 / (1.0 + np.exp(-np.clip(ht.features @ weight_vector() + BIAS, -50, 50)))).tolist()
        split = [split_blocks(c.text, c.start_line) for c in ht.head]
        cos = turn_cosines(ht.head, split, [is_conversation(b) for b in split], qv, store.turn_vectors)
        turns = [{"rank": rank, "cos": float(cos[rank][i]), "terms": sorted(qt & term_set(b.plain))}
                 for rank in cos for i, b in enumerate(split[rank])]
    return {"qterms": sorted(qt), "vector": qv is not None, "floor": vector_floor(runner.ctx.hits),
            "chunks": [{"cos": c.cosine, "abs": c.absolute, "terms": sorted(qt & term_set(c.text))} for c in ranked],
            "turns": turns, "probs": probs,
            "held": any(c.path == p and t in c.injected_text for c in final for p, t in targets)}


def open_bench(args: argparse.Namespace) -> tuple[Config, list[tuple[ConversationNotes, list[Question]]],
                                                 EmbedQueue, LanceStore, RecallPipeline]:
    """bench/abstention.py's cached index (threshold 0: every value recorded) and a hook pipeline over it."""
    cfg = load_config(root=args.work_dir, data_dir=args.work_dir / ".memspark", env={})
    cfg = cfg.with_overrides(tuning={"hook_min_relevance": 0.0})
    converted = convert_all(load_locomo(args.data))
    cfg, queue, store, _ = locomo_index(cfg, converted, args.work_dir, False, True, args.embed_cache)
    return cfg, converted, queue, store, RecallPipeline(store, queue, cfg,
                                                        reranker=create_reranker(cfg.rerank, cfg.embed))


def collect(args: argparse.Namespace) -> list[Row]:
    wanted = {int(x) for x in args.conversations.split(",")}
    _, converted, queue, store, pipe = open_bench(args)
    sets = json.loads((SETS / "locomo_sets.json").read_text(encoding="utf-8"))
    general = [p["text"] for p in json.loads((SETS / "general_prompts.json").read_text(encoding="utf-8"))["prompts"]]
    questions = {(n.index, q.index): q for n, qs in converted for q in qs}
    rows = []
    for entry in (e for e in sets["conversations"] if e["conversation"] in wanted):
        i = entry["conversation"]
        notes = converted[i][0]
        where = {dia: key for key, dia in notes.line_map.items()}
        lines = {p: t.split("\n") for p, t in notes.files.items()}
        now = (notes.last_date + timedelta(days=1)).date() if notes.last_date else None
        items = [("on", questions[(i, k)].question, questions[(i, k)].evidence) for k in entry["on_topic"]]
        items += [("off", questions[(c, k)].question, ()) for c, k in entry["off_topic"]]
        items += [("off", g, ()) for g in general]
        for kind, text, evidence in items:
            targets = [(where[d][0], lines[where[d][0]][where[d][1] - 1].strip()) for d in evidence]
            rows.append({**record(pipe, store, text, notes.agent_id, now, targets), "kind": kind})
        print(f"asked conv{i}", flush=True)
    pipe.close()
    store.close()
    queue.close()
    return rows


# ---- the candidate signals: each the best value over a query's candidates ----------------------------

def _cover(r: Row, terms: list[str], idf: dict[str, float] | None = None) -> float:
    if idf is None:
        return len(terms) / len(r["qterms"]) if r["qterms"] else 0.0
    total = sum(idf.values())
    return sum(idf[t] for t in terms) / total if total else 0.0


def _idf(r: Row) -> dict[str, float]:
    """IDF of the query's terms over the query's candidates (no corpus statistics)."""
    n = max(len(r["chunks"]), 1)
    df = Counter(t for c in r["chunks"] for t in c["terms"])
    return {t: math.log(1.0 + n / (1.0 + df[t])) for t in r["qterms"]}


def chunk_signal(w: float, *, idf: bool = False, turn_share: float = 0.0, own_floor: bool = False
                 ) -> Callable[[Row], float]:
    """max over chunks of ``cosine + w × coverage``; ``turn_share``: the cosine mixed with the chunk's best
    turn cosine; ``own_floor``: the shipped rule before (BM25-only chunks take the candidates' lowest cosine,
    coverage alone when no candidate has one)."""
    def value(r: Row) -> float:
        cos = [c["cos"] for c in r["chunks"] if c["cos"] is not None]
        floor = min(cos, default=None) if own_floor or r["floor"] is None else r["floor"]
        weights = _idf(r) if idf else None
        best_turn: dict[int, float] = {}
        for t in r["turns"]:
            best_turn[t["rank"]] = max(best_turn.get(t["rank"], -1.0), t["cos"])
        out = 0.0
        for rank, c in enumerate(r["chunks"]):
            cover = _cover(r, c["terms"], weights)
            if floor is None:
                out = max(out, cover)
                continue
            base = c["cos"] if c["cos"] is not None else floor
            if rank in best_turn:
                base = (1 - turn_share) * base + turn_share * best_turn[rank]
            out = max(out, base + w * cover)
        return out
    return value


def turn_signal(w: float) -> Callable[[Row], float]:
    """max over head turns of ``turn cosine + w × the turn's own coverage`` (chunks without turns: the chunk)."""
    def value(r: Row) -> float:
        turned = {t["rank"] for t in r["turns"]}
        best = max((t["cos"] + w * _cover(r, t["terms"]) for t in r["turns"]), default=0.0)
        rest = chunk_signal(w)({**r, "chunks": [c for k, c in enumerate(r["chunks"]) if k not in turned], "turns": []})
        return max(best, rest)
    return value


SIGNALS: dict[str, Callable[[Row], float]] = {
    "shipped before: cosine + 0.3 x coverage, candidates' own floor": chunk_signal(0.3, own_floor=True),
    "chunk cosine alone": chunk_signal(0.0),
    "coverage alone": lambda r: max((_cover(r, c["terms"]) for c in r["chunks"]), default=0.0),
    **{f"cosine + {w} x coverage": chunk_signal(w) for w in (0.2, 0.3, 0.4)},
    **{f"cosine + {w} x IDF-weighted coverage": chunk_signal(w, idf=True) for w in (0.2, 0.3, 0.4)},
    "best turn cosine": turn_signal(0.0),
    "best turn: cosine + 0.3 x its own coverage": turn_signal(0.3),
    "chunk's best turn cosine + 0.3 x chunk coverage": chunk_signal(0.3, turn_share=1.0),
    "mean of chunk and best turn cosine + 0.3 x coverage": chunk_signal(0.3, turn_share=0.5),
    "turn model's best probability": lambda r: max(r["probs"], default=0.0),
}


def compare(rows: list[Row], signal: Callable[[Row], float], silent: float = 0.95) -> dict[str, float]:
    """ROC AUC (on vs off, ties half) and the evidence rate at the lowest value keeping ``silent`` off-topic quiet."""
    on = [(signal(r), r["held"]) for r in rows if r["kind"] == "on"]
    off = sorted(signal(r) for r in rows if r["kind"] == "off")
    wins = sum(bisect.bisect_left(off, v) + 0.5 * (bisect.bisect_right(off, v) - bisect.bisect_left(off, v))
               for v, _ in on)
    cut = off[math.ceil(silent * len(off)) - 1] + 1e-9
    return {"auc": wins / (len(on) * len(off)), "threshold": cut,
            "evidence": sum(held and v >= cut for v, held in on) / len(on),
            "blocks": sum(v >= cut for v, _ in on) / len(on)}


def block_variants(focused: tuple[Candidate, ...], store: Any, budget: int, sections: int
                   ) -> dict[str, tuple[Candidate, ...]]:
    """The shipped block and its variants (see the module docstring), each fitted in ``budget`` characters."""
    def fit(secs: tuple[Candidate, ...]) -> tuple[Candidate, ...]:
        return fit_windows(secs, budget, BLOCK_OVERHEAD).candidates

    def ranked(c: Candidate) -> list[Anchor]:
        return sorted(c.anchors, key=lambda a: a.rank)

    shipped = expand_sections(focused, store, sections).candidates
    out = {"shipped": fit(shipped)}
    for n in (3, 4, 6, 8):
        out[f"{n} sections"] = fit(expand_sections(focused, store, n).candidates)
    for k in (8, 12, 16, 24):  # a section keeps its best anchor even when it is later than k
        out[f"anchors from focus's first {k} turns"] = fit(tuple(
            c.evolve(anchors=tuple(a for a in ranked(c) if a.rank < k) or tuple(ranked(c)[:1])) for c in shipped))
    for k in (1, 2, 3, 4):
        out[f"at most {k} anchors per section"] = fit(tuple(c.evolve(anchors=tuple(ranked(c)[:k])) for c in shipped))
    return out


def replay_blocks(args: argparse.Namespace) -> None:
    wanted = {int(x) for x in args.conversations.split(",")}
    cfg, converted, queue, store, pipe = open_bench(args)
    held: Counter[str] = Counter()
    lost: Counter[str] = Counter()
    n = 0
    for notes, qs in (pair for pair in converted if pair[0].index in wanted):
        where = {dia: key for key, dia in notes.line_map.items()}
        lines = {p: t.split("\n") for p, t in notes.files.items()}
        now = (notes.last_date + timedelta(days=1)).date() if notes.last_date else None
        for q in qs:
            if not q.evidence or any(d not in where for d in q.evidence):
                continue
            targets = [(where[d][0], lines[where[d][0]][where[d][1] - 1].strip()) for d in q.evidence]
            res = pipe.run(PipelineRequest(q.question, notes.agent_id, mode="hook", now=now))
            n += 1
            for name, block in block_variants(res.results, store, cfg.recall.max_injected_chars,
                                              cfg.recall.hook_max_results).items():
                held[name] += any(c.path == p and t in c.injected_text for c in block for p, t in targets)
            lost[miss_of(res, store, targets, cfg.recall.hook_max_results) or "held"] += 1
        print(f"replayed conv{notes.index}", flush=True)
    pipe.close()
    store.close()
    queue.close()
    print(f"{n} questions with evidence; the shipped block (as the pipeline injects it): {dict(lost)}")
    for name, k in held.items():
        print(f"{name:40s} holds evidence for {k} ({k / n:.1%})")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" / "locomo" / "locomo10.json")
    ap.add_argument("--work-dir", type=Path, required=True, help="bench/abstention.py's --work-dir (its index)")
    ap.add_argument("--embed-cache", type=Path, default=None)
    ap.add_argument("--rows", type=Path, default=None, help="pickle of the recorded rows: read if it exists, else written")
    ap.add_argument("--conversations", default="0,1,2,3,4", help="default: the development split")
    ap.add_argument("--blocks", action="store_true", help="replay block variants instead (module docstring)")
    args = ap.parse_args()
    if args.blocks:
        replay_blocks(args)
        return 0
    if args.rows is not None and args.rows.exists():
        rows = pickle.loads(args.rows.read_bytes())
    else:
        rows = collect(args)
        if args.rows is not None:
            args.rows.write_bytes(pickle.dumps(rows))
    n_on = sum(r["kind"] == "on" for r in rows)
    print(f"{n_on} on-topic, {len(rows) - n_on} off-topic; blocks holding evidence with no abstention: "
          f"{sum(r['held'] for r in rows if r['kind'] == 'on') / n_on:.1%}")
    for name, signal in SIGNALS.items():
        m = compare(rows, signal)
        print(f"{name:66s} AUC {m['auc']:.4f}  at 95 % silent (value {m['threshold']:.3f}): "
              f"evidence {m['evidence']:.1%}, blocks {m['blocks']:.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
