"""The capture control gate (``memspark/capture/control.py``) before → after, on the capture sets.

    OMP_NUM_THREADS=1 python bench/capture_control.py [--out bench/results/capture_control.json]

For each set the shipped capture path (:func:`memspark.capture.decide`, learned classifier, default
``[capture]`` config) decides every message once with the control gate switched off ("before"); the
gate only ever refuses, after the injection gate and before every other one, so "after" is "before"
less the messages it refuses. Reported per set: precision, recall and instructions to the assistant
stored, before and after, plus every message the gate refuses that a careful person would store (its
false refusals) and every instruction still stored. LoCoMo's dialogue turns (ordinary conversation
nobody here wrote; ``../shared/data/locomo/locomo10.json`` when present) and the injection corpus's
benign notes are screened by the gate alone (what it would refuse in ``memory_store``).

Sets: the gate's own development lines (``tests/data/capture_control_dev/dev.jsonl``, written with
it: in-sample), a check set written by the same hand after the rules and scored once before any
change (``check.jsonl``: not blind to the author's habits, but unseen by the rules; the rules were
then extended on it, so its "after" is in-sample), a second such set written after that extension
and scored once (``check2.jsonl``), the capture corpus (every split), the labelled and tuning sets and holdouts v2/v3 (all
seen before) and capture holdouts v4 and v5 (seen: the instructions they stored motivated the gate's rules, so
development figures too). ``control_dev2`` is a second development file, written per family and
language after v5 was scored (see its README).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import machine  # noqa: E402
from bench.capture_precision import _rows  # noqa: E402
from memspark.capture import gates  # noqa: E402
from memspark.capture.control import control_instruction  # noqa: E402
from memspark.capture.decide import decide  # noqa: E402
from memspark.config import CaptureConfig  # noqa: E402

SETS = {
    "control_dev": ROOT / "tests/data/capture_control_dev/dev.jsonl",
    "control_check": ROOT / "tests/data/capture_control_dev/check.jsonl",
    "control_check2": ROOT / "tests/data/capture_control_dev/check2.jsonl",
    "control_dev2": ROOT / "tests/data/capture_control_dev/dev2.jsonl",
    "corpus_train": ROOT / "tests/data/capture_corpus/train.jsonl",
    "corpus_train_multilingual": ROOT / "tests/data/capture_corpus/train_multilingual.jsonl",
    "corpus_dev": ROOT / "tests/data/capture_corpus/dev.jsonl",
    "corpus_dev_multilingual": ROOT / "tests/data/capture_corpus/dev_multilingual.jsonl",
    "corpus_test": ROOT / "tests/data/capture_corpus/test.jsonl",
    "labelled_v1": ROOT / "bench/data/capture_labelled.jsonl",
    "tuning_v2": ROOT / "bench/data/capture_tuning_v2.jsonl",
    "holdout_v2": ROOT / "bench/data/capture_holdout_v2.jsonl",
    "holdout_v3_bench": ROOT / "bench/data/capture_holdout_v3.jsonl",
    "holdout_v3": ROOT / "tests/data/capture_holdout_v3/holdout.jsonl",
    "holdout_v4_seen": ROOT / "tests/data/capture_holdout_v4/holdout.jsonl",
    "holdout_v5_seen": ROOT / "tests/data/capture_holdout_v5/holdout.jsonl",
}
INJECTION_CORPUS = ROOT / "tests/data/injection_corpus.jsonl"
LOCOMO = ROOT.parent / "shared" / "data" / "locomo" / "locomo10.json"


@contextmanager
def gate_off() -> Iterator[None]:
    """The capture path as it was before the gate (the bench's "before"; nothing else changes)."""
    saved = gates.control_refusal
    gates.control_refusal = lambda text: None  # type: ignore[assignment]
    try:
        yield
    finally:
        gates.control_refusal = saved


def _figures(rows: list[dict[str, str]], kept: list[bool]) -> dict[str, object]:
    tp = sum(k and r["label"] != "none" for r, k in zip(rows, kept, strict=True))
    fp = sum(k and r["label"] == "none" for r, k in zip(rows, kept, strict=True))
    wanted = sum(r["label"] != "none" for r in rows)
    instructions = [r for r in rows if r["kind"] == "instruction"]
    stored = [r["text"] for r, k in zip(rows, kept, strict=True) if k and r["kind"] == "instruction"]
    return {"precision": round(tp / (tp + fp), 4) if tp + fp else None, "recall": round(tp / wanted, 4) if wanted else None,
            "true_positives": tp, "false_positives": fp, "instructions": len(instructions),
            "instructions_stored": len(stored), "instructions_stored_texts": stored}


def score_set(path: Path, cfg: CaptureConfig) -> dict[str, object]:
    rows = _rows(str(path))
    with gate_off():
        before = [decide(r["text"], role=r["role"], agent_id="bench", cfg=cfg).keep for r in rows]
    hits = [control_instruction(r["text"].strip()) for r in rows]
    after = [k and h is None for k, h in zip(before, hits, strict=True)]
    return {"path": str(path.relative_to(ROOT)), "messages": len(rows), "before": _figures(rows, before),
            "after": _figures(rows, after),
            "refused_instructions": sum(h is not None and r["kind"] == "instruction" for r, h in zip(rows, hits, strict=True)),
            "false_refusals": [{"text": r["text"], "finding": str(h), "was_kept": k}
                               for r, h, k in zip(rows, hits, before, strict=True) if h is not None and r["label"] != "none"],
            "refused_other_skips": [{"text": r["text"], "finding": str(h), "kind": r["kind"]}
                                    for r, h in zip(rows, hits, strict=True)
                                    if h is not None and r["label"] == "none" and r["kind"] != "instruction"]}


def screen_only() -> dict[str, Any]:
    out: dict[str, Any] = {}
    benign = [json.loads(line)["text"] for line in INJECTION_CORPUS.read_text(encoding="utf-8").splitlines()
              if line.strip() and json.loads(line).get("label") != "attack"]
    flagged = [(t, str(h)) for t in benign if (h := control_instruction(t)) is not None]
    out["injection_corpus_benign"] = {"texts": len(benign), "refused": len(flagged), "examples": flagged[:20]}
    if LOCOMO.is_file():
        turns = [turn["text"] for conv in json.loads(LOCOMO.read_text(encoding="utf-8"))
                 for key, session in conv["conversation"].items() if key.startswith("session_") and isinstance(session, list)
                 for turn in session if turn.get("text")]
        flagged = [(t, str(h)) for t in turns if (h := control_instruction(t)) is not None]
        out["locomo_turns"] = {"texts": len(turns), "refused": len(flagged), "examples": flagged[:20]}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "bench/results/capture_control.json")
    ap.add_argument("--sets", nargs="*", default=list(SETS), choices=list(SETS))
    args = ap.parse_args(argv)
    started = time.perf_counter()
    cfg = CaptureConfig(use_classifier=False)  # the default gates, as bench/capture_precision.py runs them
    screened = screen_only()
    report: dict[str, object] = {"benchmark": "capture_control", "machine": machine(), "screen_only": screened}
    for name in args.sets:
        scored: dict[str, Any] = score_set(SETS[name], cfg)
        report[name] = scored
        b, a = scored["before"], scored["after"]
        print(f"{name:28s} P {b['precision']} → {a['precision']}  R {b['recall']} → {a['recall']}  "
              f"instructions stored {b['instructions_stored']} → {a['instructions_stored']} of {b['instructions']}  "
              f"false refusals {len(scored['false_refusals'])}")
    for name, screen in screened.items():
        print(f"{name:28s} refused {screen['refused']} of {screen['texts']}")
    report["seconds"] = round(time.perf_counter() - started, 1)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
