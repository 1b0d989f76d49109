"""Which lines the hook's block keeps: evidence rate of the windowed block by design, development split only.

    python bench/abstention_windows.py [--data ../shared/data/locomo/locomo10.json] [--work-dir DIR]
                                       [--embed-cache F] [--out bench/results/abstention_windows.json]

The abstention bench (``bench/abstention.py``) asks 25 questions per conversation; on the development
conversations (0–4) the block then misses its evidence for so few of them (8 of 125) that a change to
how the block picks its lines cannot be judged on them. This bench asks every *other* question with
mapped evidence of the development conversations (not the 25 of ``tests/data/abstention/locomo_sets.json``;
≈ 870 questions) once, in ``hook`` mode with no abstention, and rebuilds the block from the same ranked
turns (:func:`~memspark.recall.stages.windows.expand_sections`, then
:func:`~memspark.recall.stages.windows.fit_windows`) for each design and budget:

- ``reply_rank``: where a matched turn's reply (the next line with text) is admitted, as if it ranked
  ``reply_rank × (rank + 1)`` (``None``: no replies, only the matched turns, then context);
- the budget: the hook's ``recall.max_injected_chars`` and a smaller one (is a gain robust to less room?).

Outcome: the share of questions whose block holds an evidence turn (as ``bench/abstention.py`` counts it),
per design, overall and per conversation. The replay skips the hook's context-overlap dedup (the bench
passes no conversation context) and its injection screen; ``replay_agrees`` counts the questions whose
replayed block at the shipped design holds evidence exactly when the hook's own block does. The held-out
conversations (5–9) are never asked here: ``bench/abstention.py`` reports them once, at the shipped design.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import write_result  # noqa: E402
from bench.abstention import SETS, locomo_index  # noqa: E402
from memspark.config import load_config  # noqa: E402
from memspark.recall.candidate import Candidate  # noqa: E402
from memspark.recall.format import BLOCK_OVERHEAD  # noqa: E402
from memspark.recall.pipeline import PipelineRequest, RecallPipeline  # noqa: E402
from memspark.recall.stages.windows import REPLY_RANK, expand_sections, fit_windows  # noqa: E402
from memspark.rerank.factory import create_reranker  # noqa: E402
from memspark_eval.locomo import DEV_CONVERSATIONS  # noqa: E402
from memspark_eval.locomo_data import convert_all, load_locomo  # noqa: E402

REPLY_RANKS: list[float | None] = [None, 1, 2, 3, 4, 6]


def holds(cs: tuple[Candidate, ...], targets: list[tuple[str, str]]) -> bool:
    return any(c.path == p and t in c.injected_text for c in cs for p, t in targets)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" / "locomo" / "locomo10.json")
    ap.add_argument("--work-dir", type=Path, default=Path(tempfile.gettempdir()) / "memspark-abstention-locomo")
    ap.add_argument("--embed-cache", type=Path, default=None)
    ap.add_argument("--out", type=Path, default=None, help="default: bench/results/abstention_windows.json")
    args = ap.parse_args(argv)

    cfg = load_config(root=args.work_dir, data_dir=args.work_dir / ".memspark", env={})
    budgets = [cfg.recall.max_injected_chars, cfg.recall.max_injected_chars * 3 // 4]
    converted = convert_all(load_locomo(args.data))
    cfg = cfg.with_overrides(tuning={"hook_min_relevance": 0.0})
    cfg, queue, store, _ = locomo_index(cfg, converted, args.work_dir, False, embed_cache=args.embed_cache)
    pipe = RecallPipeline(store, queue, cfg, reranker=create_reranker(cfg.rerank, cfg.embed))
    asked = {e["conversation"]: set(e["on_topic"]) for e in json.loads((SETS / "locomo_sets.json").read_text())["conversations"]}
    designs = [(r, b) for b in budgets for r in REPLY_RANKS]
    held: dict[tuple[float | None, int], dict[int, int]] = {d: {} for d in designs}
    n: dict[int, int] = {}
    agree = 0
    t0 = time.perf_counter()
    for i in DEV_CONVERSATIONS:
        notes, questions = converted[i]
        where = {dia: key for key, dia in notes.line_map.items()}
        lines = {p: t.split("\n") for p, t in notes.files.items()}
        now = (notes.last_date + timedelta(days=1)).date() if notes.last_date else None
        for q in questions:
            if not q.evidence or q.index in asked.get(i, set()):
                continue
            res = pipe.run(PipelineRequest(q.question, notes.agent_id, mode="hook", now=now))
            targets = [(where[d][0], lines[where[d][0]][where[d][1] - 1].strip()) for d in q.evidence]
            sections = expand_sections(res.results, store, cfg.recall.hook_max_results).candidates
            n[i] = n.get(i, 0) + 1
            for reply_rank, budget in designs:
                block = fit_windows(sections, budget, BLOCK_OVERHEAD, reply_rank=reply_rank).candidates
                got = holds(block, targets)
                held[(reply_rank, budget)][i] = held[(reply_rank, budget)].get(i, 0) + got
                if reply_rank == REPLY_RANK and budget == budgets[0]:
                    agree += got == holds(res.injected, targets)
        print(f"asked conv{i}: {n.get(i, 0)} questions ({time.perf_counter() - t0:.0f}s)", flush=True)
    pipe.close()
    store.close()
    queue.close()
    total = sum(n.values())
    rows = [{"reply_rank": r, "budget": b, "evidence_rate": round(sum(held[(r, b)].values()) / total, 4),
             "held": sum(held[(r, b)].values()), "per_conversation": [held[(r, b)].get(i, 0) for i in sorted(n)]}
            for r, b in designs]
    report: dict[str, Any] = {
        "sample": f"{total} questions with evidence of conversations 0-4 not in locomo_sets.json's on-topic sets "
                  f"(per conversation {[n[i] for i in sorted(n)]}); hook mode, no abstention",
        "shipped_reply_rank": REPLY_RANK, "replay_agrees": f"{agree}/{total}", "designs": rows,
        "query_s": round(time.perf_counter() - t0, 1)}
    path = write_result("abstention_windows", report) if args.out is None else args.out
    if args.out is not None:
        args.out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    for row in rows:
        print(f"budget {row['budget']} reply_rank {row['reply_rank']}: {row['held']}/{total} "
              f"({row['evidence_rate']:.1%}) {row['per_conversation']}")
    print(f"replay agrees with the hook's block: {agree}/{total}; wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
