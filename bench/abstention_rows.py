"""Record, once, what the hook's abstain stage reads per query, so relevance signals are compared offline.

    python bench/abstention_rows.py --work-dir DIR [--embed-cache F] --out rows.pkl [--split dev|held-out]

Asks, in ``hook`` mode with no abstention (``bench/abstention.py``'s cached index in ``--work-dir``), on the
chosen conversations: every question with mapped evidence (kind ``on`` for the protocol's 25 per conversation,
``on-other`` for the rest) and the off-topic sets the protocol's tenth-round addendum fits on — other
conversations' questions (``cross``) and general sets 1, 2 and 3. Per query it keeps the query, whether a block
came and whether it held an evidence turn, and per ranked candidate its text and cosine (a BM25-only one: the
vector leg's floor), plus the texts of focus's selection (what the abstain stage reads for names).

Only the development split (conversations 0–4, the default) is for choosing (``bench/abstention_compare.py``);
``--split held-out`` (or ``both`` with ``--out-held``: one run, the held-out rows in their own file) is there
to read a chosen signal once, at the end. General set 4 and later sets are never
asked here.
"""

from __future__ import annotations

import argparse
import json
import pickle
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.abstention import SETS  # noqa: E402
from bench.abstention_share import conversation_prompts, holds_evidence, run_hook  # noqa: E402
from bench.abstention_signals import open_bench  # noqa: E402
from memspark.recall.stages.relevance import vector_floor  # noqa: E402
from memspark.recall.trace import RelevanceDetail  # noqa: E402
from memspark_eval.locomo import DEV_CONVERSATIONS  # noqa: E402

GENERAL_SETS = "1,2,3"  # the fitted sets (tenth-round addendum); later seen sets by --general


def general_files(numbers: str) -> list[tuple[str, str]]:
    """(kind, file) of the general sets named by ``numbers`` ("1,2,3"): set 1 is ``general``, set n ``general<n>``."""
    return [("general" if n == "1" else f"general{n}", "general_prompts.json" if n == "1" else f"general_prompts_{n}.json")
            for n in (x.strip() for x in numbers.split(",") if x.strip())]


def collect(args: argparse.Namespace) -> list[dict[str, Any]]:
    _, converted, queue, store, pipe = open_bench(args)
    sets = {e["conversation"]: e for e in json.loads((SETS / "locomo_sets.json").read_text())["conversations"]}
    general = {k: [p["text"] for p in json.loads((SETS / f).read_text(encoding="utf-8"))["prompts"]]
               for k, f in general_files(args.general)}
    questions = {(n.index, q.index): q for n, qs in converted for q in qs}
    convs = {"dev": list(DEV_CONVERSATIONS), "held-out": [i for i in range(10) if i not in DEV_CONVERSATIONS],
             "both": list(range(10))}[args.split]
    rows = []
    for i in convs:
        agent_id, now, items = conversation_prompts(converted, sets, questions, general, i)
        for kind, text, targets in items:
            runner, ranked, selected, final = run_hook(pipe, text, agent_id, now)
            floor = vector_floor(runner.ctx.hits)
            detail = next((e.detail for e in runner.entries if e.stage == "abstain"), None)
            rows.append({"conv": i, "kind": kind, "query": runner.ctx.query or "", "block": bool(final),
                         "held": holds_evidence(final, targets),
                         "floor": floor, "vec": sorted((h.score for g in runner.ctx.hits for h in g.vector), reverse=True),
                         "shipped": detail.relevance if isinstance(detail, RelevanceDetail) else 0.0,
                         "chunks": [(c.text, c.cosine if c.cosine is not None else floor, c.cosine is None)
                                    for c in ranked],
                         "spans": [(c.path, c.start_line, c.end_line) for c in ranked],
                         "read": [c.text for c in selected]})
        print(f"asked conv{i}", flush=True)
    pipe.close()
    store.close()
    queue.close()
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" / "locomo" / "locomo10.json")
    ap.add_argument("--work-dir", type=Path, default=Path(tempfile.gettempdir()) / "memspark-abstention-locomo")
    ap.add_argument("--embed-cache", type=Path, default=None)
    ap.add_argument("--general", default=GENERAL_SETS,
                    help="the general sets asked, by number (default: the fitted sets 1-3; never a blind one)")
    ap.add_argument("--split", choices=("dev", "held-out", "both"), default="dev")
    ap.add_argument("--out", type=Path, required=True, help="pickle of the recorded rows (dev rows with --split both)")
    ap.add_argument("--out-held", type=Path, default=None,
                    help="with --split both: the held-out rows' pickle, kept apart to be read once, at the end")
    args = ap.parse_args(argv)
    rows = collect(args)
    dev = [r for r in rows if r["conv"] in DEV_CONVERSATIONS]
    held = [r for r in rows if r["conv"] not in DEV_CONVERSATIONS]
    if args.split == "both" and args.out_held is not None:
        args.out.write_bytes(pickle.dumps(dev))
        args.out_held.write_bytes(pickle.dumps(held))
    else:
        args.out.write_bytes(pickle.dumps(rows))
    print(f"{len(rows)} rows -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
