"""Score the shipped injection detector and capture classifier on a blind holdout pair (by default v4).

    OMP_NUM_THREADS=1 python bench/score_holdout_v4.py [--injection tests/data/injection_holdout_v4/holdout.jsonl]
        [--capture tests/data/capture_holdout_v4/holdout.jsonl] [--out bench/results/holdout_v4.json]

Injection (rows ``text``, ``label`` attack/benign, ``family``, ``transform``): the rules alone
(:func:`memspark.safety.injection.detect_by_rules`) and the detector as shipped
(:func:`memspark.safety.detect_injection`: rules, the mention override, the learned model and the
multilingual pass): precision, recall, hard-benign false-positive rate, per family (recall of an attack
family, false-positive rate of a benign one) and per disguise. The figures are computed as
``bench/injection_detector.py`` computes them for the v3 holdout.

Capture (rows ``text``, ``label`` store/skip, ``category``, ``kind``, ``family``, ``role``): the classifier
as shipped (learned, with the multilingual pass) and the heuristic one, through
:func:`memspark.capture.decide` with the default config, scored as ``bench/capture_precision.py`` scores
the v3 holdout: precision, recall, category accuracy, per family, and the instructions aimed at the
assistant that were stored (count and texts; the aim is none).

A holdout is scored with models that were fitted and thresholded before it was read; it is never used to
fit, tune or choose anything, and never edited after its results are seen.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")  # the embedding runtimes' threads spin on a shared box

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import machine  # noqa: E402
from bench.capture_precision import _SUMMARY, _by_family, _rows, evaluate  # noqa: E402
from bench.injection_detector import _figures  # noqa: E402

INJECTION = ROOT / "tests" / "data" / "injection_holdout_v4" / "holdout.jsonl"
CAPTURE = ROOT / "tests" / "data" / "capture_holdout_v4" / "holdout.jsonl"
OUT = ROOT / "bench" / "results" / "holdout_v4.json"


def _jsonl(path: Path) -> list[dict[str, str]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _by_transform(rows: list[dict[str, str]], flagged: list[bool]) -> dict[str, object]:
    out: dict[str, object] = {}
    for transform in sorted({r["transform"] for r in rows if "transform" in r}):
        pick = [i for i, r in enumerate(rows) if r.get("transform") == transform]
        sub = _figures([rows[i] for i in pick], [flagged[i] for i in pick])
        out[transform] = {k: sub[k] for k in ("attacks", "benign", "caught", "false_positives", "recall",
                                              "hard_benign_fpr")}
    return out


def injection_report(path: Path) -> dict[str, object]:
    """Rules alone and the shipped detector on the injection holdout at ``path``."""
    from memspark.safety import detect_injection
    from memspark.safety.injection import detect_by_rules

    rows = _jsonl(path)
    texts = [r["text"] for r in rows]
    detectors: dict[str, Callable[[str], object]] = {"rules_only": detect_by_rules,
                                                      "rules_and_learned": detect_injection}
    out: dict[str, object] = {"path": str(path), "rows": len(rows)}
    for name, detect in detectors.items():
        flagged = [detect(t) is not None for t in texts]
        figures = _figures(rows, flagged)
        figures["by_transform"] = _by_transform(rows, flagged)
        figures["missed"] = [t[:160] for t, f, r in zip(texts, flagged, rows, strict=True) if not f and r["label"] == "attack"]
        figures["false_positive_texts"] = [t[:160] for t, f, r in zip(texts, flagged, rows, strict=True)
                                           if f and r["label"] != "attack"]
        out[name] = figures
    return out


def capture_report(path: Path) -> dict[str, object]:
    """The shipped (learned) and the heuristic capture classifier on the capture holdout at ``path``."""
    from memspark.capture.classify import HeuristicClassifier
    from memspark.capture.decide import decide
    from memspark.config import CaptureConfig

    rows = _rows(str(path))
    cfg = CaptureConfig(use_classifier=False)  # the default gates, as bench/capture_precision.py runs them
    out: dict[str, object] = {"path": str(path), "rows": len(rows)}
    for name, classifier in (("learned", None), ("heuristic", HeuristicClassifier())):
        full = evaluate(rows, cfg, classifier)
        stored = [r["text"] for r in rows if r["kind"] == "instruction"
                  and decide(r["text"], role=r["role"], agent_id="bench", cfg=cfg, classifier=classifier).keep]
        out[name] = {k: full[k] for k in _SUMMARY} | {
            "instructions_stored_texts": stored,
            "by_family": _by_family(rows, cfg, classifier),
            "mistakes": full["mistakes"]}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--injection", type=Path, default=INJECTION)
    ap.add_argument("--capture", type=Path, default=CAPTURE)
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    started = time.perf_counter()
    injection = injection_report(args.injection)
    capture = capture_report(args.capture)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=ROOT).stdout.strip()
    report = {"benchmark": "holdout_v4", "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "commit": commit,
              "machine": machine(), "injection": injection, "capture": capture,
              "seconds": round(time.perf_counter() - started, 1)}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    for name in ("rules_only", "rules_and_learned"):
        f = injection[name]
        print(f"injection {name}: precision {f['precision']}  recall {f['recall']}  "  # type: ignore[index]
              f"hard-benign FPR {f['hard_benign_fpr']}")  # type: ignore[index]
    for name in ("learned", "heuristic"):
        c = capture[name]
        print(f"capture {name}: precision {c['precision']}  recall {c['recall']}  "  # type: ignore[index]
              f"instructions stored {c['instructions_stored']} of {c['instructions']}")  # type: ignore[index]
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
