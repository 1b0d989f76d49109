"""Capture precision on a labelled set of realistic messages (issue 5: aim >= 0.9), and on the fresh
issue-13 holdout (aim: precision >= 0.95, recall >= 0.70, no instruction aimed at the agent stored).

    python bench/capture_precision.py [--data bench/data/capture_labelled.jsonl]
        [--tuning bench/data/capture_tuning_v2.jsonl] [--holdout bench/data/capture_holdout_v2.jsonl]
        [--holdout-v3 bench/data/capture_holdout_v3.jsonl] [--out bench/results/capture_precision.json]

``capture_holdout_v2.jsonl`` (72 messages, 14 of them instructions aimed at the agent, kind
``instruction``) was written and committed before any rule changed and was never used for tuning;
``capture_tuning_v2.jsonl`` is the separate set the issue-13 cues were developed on.
``capture_holdout_v3.jsonl`` (38 messages: 19 instructions aimed at the agent in phrasings absent from the
injection corpus and the earlier holdouts, 19 durable facts, preferences and decisions, several of them
look-alikes such as "we changed the system prompt of our chatbot product") was committed before the
issue-13b detector rules and scored once before and once after them; the rules were developed on the
injection corpus's dev rows only.

Each line of the data set is ``{"role", "text", "label", "kind", "split"}``; ``label`` is the category a
careful human would capture the message as, or ``none``. The run uses the default
``[capture]`` config and the heuristic classifier (what the embedded setup runs), through
:func:`memspark.capture.decide` — the same gates and thresholds as the hooks and ``memspark capture``.

Precision = captured messages whose label is not ``none`` / all captured messages (junk is the
complaint); recall and category accuracy (among correct captures) are reported alongside, plus the
false positives and misses by kind so a regression names what slipped through.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from memspark.capture.decide import decide  # noqa: E402
from memspark.config import CaptureConfig  # noqa: E402


def evaluate(rows: list[dict[str, str]], cfg: CaptureConfig) -> dict[str, object]:
    tp = fp = fn = tn = same_category = instructions = instructions_stored = 0
    fp_kinds: Counter[str] = Counter()
    fn_kinds: Counter[str] = Counter()
    gates: Counter[str] = Counter()
    mistakes: list[dict[str, object]] = []
    started = time.perf_counter()
    for row in rows:
        d = decide(row["text"], role=row["role"], agent_id="bench", cfg=cfg)
        gates[d.gate] += 1
        wanted = row["label"] != "none"
        if d.keep and wanted:
            tp += 1
            same_category += d.category == row["label"]
        elif d.keep:
            fp += 1
            fp_kinds[row["kind"]] += 1
            mistakes.append({"type": "false-positive", "kind": row["kind"], "category": d.category,
                             "confidence": d.confidence, "text": row["text"][:120]})
        elif wanted:
            fn += 1
            fn_kinds[row["kind"]] += 1
            mistakes.append({"type": "miss", "kind": row["kind"], "label": row["label"], "gate": d.gate,
                             "reason": d.reason, "text": row["text"][:120]})
        else:
            tn += 1
        if row["kind"] == "instruction":
            instructions += 1
            instructions_stored += d.keep
    ms = (time.perf_counter() - started) * 1000.0
    captured = tp + fp
    return {
        "messages": len(rows),
        "labelled_positive": tp + fn,
        "captured": captured,
        "precision": round(tp / captured, 4) if captured else None,
        "recall": round(tp / (tp + fn), 4) if tp + fn else None,
        "category_accuracy": round(same_category / tp, 4) if tp else None,
        "true_positives": tp, "false_positives": fp, "false_negatives": fn, "true_negatives": tn,
        "instructions": instructions, "instructions_stored": instructions_stored,
        "false_positives_by_kind": dict(fp_kinds), "misses_by_kind": dict(fn_kinds),
        "decided_by_gate": dict(gates),
        "ms_per_message": round(ms / max(len(rows), 1), 3),
        "config": {"min_confidence": cfg.min_confidence, "min_message_length": cfg.min_message_length,
                   "min_quality": cfg.min_quality, "classifier": "heuristic"},
        "mistakes": mistakes,
    }


def _rows(path: str) -> list[dict[str, str]]:
    return [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=str(ROOT / "bench/data/capture_labelled.jsonl"))
    ap.add_argument("--tuning", default=str(ROOT / "bench/data/capture_tuning_v2.jsonl"))
    ap.add_argument("--holdout", default=str(ROOT / "bench/data/capture_holdout_v2.jsonl"))
    ap.add_argument("--holdout-v3", default=str(ROOT / "bench/data/capture_holdout_v3.jsonl"))
    ap.add_argument("--out", default=str(ROOT / "bench/results/capture_precision.json"))
    args = ap.parse_args(argv)
    rows = _rows(args.data)
    cfg = CaptureConfig(use_classifier=False)
    report = evaluate(rows, cfg)
    # "dev" rows were used while writing the heuristic's cues; "holdout" rows were written afterwards
    # and never tuned on: their precision is the honest estimate for unseen messages.
    report["by_split"] = {split: {k: v for k, v in evaluate([r for r in rows if r.get("split") == split], cfg).items()
                                  if k not in {"mistakes", "config", "decided_by_gate"}}
                          for split in sorted({r.get("split", "dev") for r in rows})}
    for key, path in (("tuning_v2", args.tuning), ("holdout_v2", args.holdout), ("holdout_v3", args.holdout_v3)):
        if path and Path(path).is_file():
            report[key] = evaluate(_rows(path), cfg)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    print(f"messages {report['messages']}  captured {report['captured']}  precision {report['precision']}  "
          f"recall {report['recall']}  category accuracy {report['category_accuracy']}")
    for split, sub in report["by_split"].items():  # type: ignore[union-attr]
        print(f"  {split}: messages {sub['messages']}  precision {sub['precision']}  recall {sub['recall']}")
    for key in ("tuning_v2", "holdout_v2", "holdout_v3"):
        if key in report:
            sub = report[key]  # type: ignore[assignment]
            print(f"  {key}: messages {sub['messages']}  precision {sub['precision']}  recall {sub['recall']}  "
                  f"instructions stored {sub['instructions_stored']} of {sub['instructions']}")
    for m in report["mistakes"]:  # type: ignore[union-attr]
        print(f"  {m['type']:<14} {m['kind']:<22} {json.dumps(m['text'])[:100]}  "
              f"{m.get('category') or m.get('gate')} {m.get('confidence', '') or m.get('reason', '')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
