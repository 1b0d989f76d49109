"""Capture as shipped on every labelled capture set, with the control gate's rules alone and with its learned half.

    OMP_NUM_THREADS=1 python bench/control_gate_sets.py [--sets corpus v3 …] [--name g2_control_sets]

For the capture corpus (every split, and its multilingual lines), the seen holdouts v3-v12, the
control-gate development lines and session 11's capture training messages (``train_s11``: rendered as the
capture corpus is, :func:`bench.fit_classifiers.capture_extra`): :func:`memspark.capture.decide` with the default config and the learned
classifier, once with the learned control model switched off (``rules``) and once as shipped
(``rules_and_model``). Figures: capture precision and recall, instructions aimed at the assistant stored
(count and texts), stored rows the control gate refused (count and texts; the aim is none). The corpus,
v3-v8, the development lines and train_s11 all train the control model, so these figures are in-sample;
``bench/fit_control.py`` holds the out-of-family figures.

Also the latency the learned half adds to a capture call: the median of ``decide`` over the v6 messages
with and without it, each message decided once before timing (the vectors are then cached, as they are
after the injection gate of the same call).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import write_result  # noqa: E402
from bench.capture_precision import _rows  # noqa: E402
from memspark.capture import control  # noqa: E402
from memspark.capture.decide import CaptureDecision, decide  # noqa: E402
from memspark.config import CaptureConfig  # noqa: E402

DATA = ROOT / "tests" / "data"
SETS = {
    "corpus": [DATA / "capture_corpus" / f"{s}.jsonl" for s in ("train", "dev", "test", "train_multilingual",
                                                                 "dev_multilingual")],
    "v3": [DATA / "capture_holdout_v3" / "holdout.jsonl"],
    "v4": [DATA / "capture_holdout_v4" / "holdout.jsonl"],
    "v5": [DATA / "capture_holdout_v5" / "holdout.jsonl"],
    "v6": [DATA / "capture_holdout_v6" / "holdout.jsonl"],
    "v7": [DATA / "capture_holdout_v7" / "holdout.jsonl"],
    "v8": [DATA / "capture_holdout_v8" / "holdout.jsonl"],
    "v9": [DATA / "capture_holdout_v9" / "holdout.jsonl"],
    "v10": [DATA / "capture_holdout_v10" / "holdout.jsonl"],
    "v11": [DATA / "capture_holdout_v11" / "holdout.jsonl"],
    "v12": [DATA / "capture_holdout_v12" / "holdout.jsonl"],
    "v13": [DATA / "capture_holdout_v13" / "holdout.jsonl"],
    "v14": [DATA / "capture_holdout_v14" / "holdout.jsonl"],
    "v15": [DATA / "capture_holdout_v15" / "holdout.jsonl"],
    "v16": [DATA / "capture_holdout_v16" / "holdout.jsonl"],
    "v17": [DATA / "capture_holdout_v17" / "holdout.jsonl"],
    "v18": [DATA / "capture_holdout_v18" / "holdout.jsonl"],
    "control_dev": [DATA / "capture_control_dev" / f"{s}.jsonl" for s in ("dev", "check", "check2", "dev2")],
    "train_s11": [],  # rendered from bench/corpora/train_s11_capture_src.py (set_rows)
}
CFG = CaptureConfig(use_classifier=False)  # the default gates, as bench/capture_precision.py runs them


def set_rows(name: str) -> list[dict[str, str]]:
    """The labelled rows of one set, labels as :func:`bench.capture_precision._rows` gives them."""
    if name != "train_s11":
        return [r for path in SETS[name] for r in _rows(str(path))]
    from bench.capture_precision import STORED_CATEGORY
    from bench.fit_classifiers import capture_extra

    rows = capture_extra()
    for r in rows:  # store/skip with a fine category, as _rows converts the corpus's rows
        r["label"] = STORED_CATEGORY[r["category"]] if r["label"] == "store" else "none"
        r["kind"] = "instruction" if r["kind"] == "instruction-to-assistant" else r["kind"]
    return rows


def _group(row: dict[str, str]) -> str:
    """The row's language group: ``en`` or ``other`` (by its ``lang`` field, else the language gate)."""
    lang = row.get("lang")
    if lang is None:
        from memspark.safety.language import not_english

        return "other" if not_english(row["text"]) else "en"
    return "en" if lang == "en" else "other"


def score(rows: list[dict[str, str]]) -> dict[str, object]:
    """Precision, recall, instructions stored and stored rows refused by the control gate, whole and per language
    group (``by_language``: English or not, :func:`_group`)."""
    decisions = [decide(r["text"], role=r.get("role", "user"), agent_id="bench", cfg=CFG) for r in rows]
    whole = _tally(rows, decisions)
    parts = {g: [(r, d) for r, d in zip(rows, decisions, strict=True) if _group(r) == g] for g in ("en", "other")}
    whole["by_language"] = {g: {k: v for k, v in _tally([r for r, _ in p], [d for _, d in p]).items()
                                if not k.endswith("texts")} for g, p in parts.items() if p}
    return whole


def _tally(rows: list[dict[str, str]], decisions: list[CaptureDecision]) -> dict[str, object]:
    tp = fp = fn = 0
    stored_instructions: list[str] = []
    refused_stored: list[str] = []
    for r, d in zip(rows, decisions, strict=True):
        wanted = r["label"] != "none"
        tp += d.keep and wanted
        fp += d.keep and not wanted
        fn += (not d.keep) and wanted
        if r["kind"] == "instruction" and d.keep:
            stored_instructions.append(r["text"])
        if wanted and d.gate == "control":
            refused_stored.append(f"{r['text'][:120]} — {d.reason[-60:]}")
    return {"messages": len(rows), "precision": round(tp / max(tp + fp, 1), 4), "recall": round(tp / max(tp + fn, 1), 4),
            "instructions": sum(r["kind"] == "instruction" for r in rows), "instructions_stored": len(stored_instructions),
            "stored_rows": sum(r["label"] != "none" for r in rows), "stored_rows_refused_by_control": len(refused_stored),
            "instructions_stored_texts": stored_instructions, "stored_rows_refused_texts": refused_stored}


def latency(rows: list[dict[str, str]]) -> dict[str, float]:
    """Median ms of ``decide`` per message, warm (each message decided once first), without and with the model."""
    saved = control.learned_control
    out: dict[str, float] = {}
    for name, fn in (("rules", lambda text, models=None: None), ("rules_and_model", saved)):
        control.learned_control = fn  # type: ignore[assignment]
        control.control_instruction.cache_clear()
        times = []
        for r in rows:
            decide(r["text"], role=r.get("role", "user"), agent_id="bench", cfg=CFG)
            started = time.perf_counter()
            decide(r["text"], role=r.get("role", "user"), agent_id="bench", cfg=CFG)
            times.append((time.perf_counter() - started) * 1000.0)
        out[f"{name}_p50_ms"] = round(statistics.median(times), 3)
    control.learned_control = saved  # type: ignore[assignment]
    out["added_p50_ms"] = round(out["rules_and_model_p50_ms"] - out["rules_p50_ms"], 3)
    return out


def gate_only_latency(rows: list[dict[str, str]]) -> dict[str, float]:
    """Median µs of :func:`control.control_refusal` per message with the vectors cached (what the gate itself adds)."""
    for r in rows:
        control.control_refusal(r["text"])
    times = []
    for r in rows:
        control.control_instruction.cache_clear()
        started = time.perf_counter()
        control.learned_control(r["text"].strip())
        times.append((time.perf_counter() - started) * 1e6)
    return {"learned_half_p50_us": round(statistics.median(times), 1), "learned_half_max_us": round(max(times), 1)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--name", default="g2_control_sets", help="the result's name under bench/results/")
    ap.add_argument("--sets", nargs="*", default=list(SETS))
    args = ap.parse_args(argv)
    report: dict[str, object] = {"sets": {}}
    saved = control.learned_control
    for name in args.sets:
        rows = set_rows(name)
        entry = {}
        for mode, fn in (("rules", lambda text, models=None: None), ("rules_and_model", saved)):
            control.learned_control = fn  # type: ignore[assignment]
            entry[mode] = score(rows)
        control.learned_control = saved  # type: ignore[assignment]
        report["sets"][name] = entry  # type: ignore[index]
        print(name, {m: {k: v for k, v in e.items() if not k.endswith("texts")} for m, e in entry.items()}, flush=True)
    v6 = _rows(str(SETS["v6"][0]))
    report["latency"] = latency(v6) | gate_only_latency(v6)
    print(report["latency"])
    print(f"wrote {write_result(args.name, report)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
