"""The shipped injection detector on every seen injection holdout (v3-v12), injection only.

    OMP_NUM_THREADS=1 python bench/injection_seen_holdouts.py [--parts v3,...,v12] [--out NAME]

Each set was scored blind once and has trained the models since (``bench/fit_classifiers.py``), so these
are in-sample figures: they show what the detector as shipped does on the families it has seen, and where it
still misses them; generalisation is measured by ``bench/injection_cv.py`` (family-held-out folds). Per
holdout: recall, hard-benign false-positive rate (as ``bench/injection_detector.py`` computes them), split
into attacks and notes in other languages and the rest, and per family. With ``--locomo`` also every LoCoMo
dialogue turn (ordinary conversation: the aim is none flagged).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import RESULTS, machine  # noqa: E402
from bench.injection_detector import _figures  # noqa: E402

PARTS = ("v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13")
_FOREIGN = re.compile(r"^(?:attack|notes|benign)-[a-z]{2}(?:-|$)")


def score(part: str) -> dict[str, object]:
    from memspark.safety import detect_injection

    path = ROOT / "tests" / "data" / f"injection_holdout_{part}" / "holdout.jsonl"
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    flagged = [detect_injection(r["text"]) is not None for r in rows]
    out: dict[str, object] = {"rows": len(rows)}
    for name, keep in (("all", lambda r: True), ("other_languages", lambda r: bool(_FOREIGN.match(r["family"]))),
                       ("english", lambda r: not _FOREIGN.match(r["family"]))):
        pick = [i for i, r in enumerate(rows) if keep(r)]
        fig = _figures([rows[i] for i in pick], [flagged[i] for i in pick])
        out[name] = {k: fig[k] for k in ("attacks", "benign", "caught", "false_positives", "recall", "hard_benign_fpr")}
        if name == "all":
            out["by_family"] = fig.get("by_family")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--parts", default=",".join(PARTS))
    ap.add_argument("--out", default="i2_seen_holdouts")
    ap.add_argument("--label", default="")
    ap.add_argument("--locomo", type=Path, default=None, help="LoCoMo JSON: count its dialogue turns flagged")
    args = ap.parse_args(argv)
    report: dict[str, object] = {"benchmark": "injection_seen_holdouts", "label": args.label,
                                 "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "machine": machine(),
                                 "parts": {}}
    for part in args.parts.split(","):
        t0 = time.perf_counter()
        res = score(part)
        report["parts"][part] = res  # type: ignore[index]
        print(part, f"{time.perf_counter() - t0:.0f} s", {k: res[k] for k in ("all", "other_languages", "english")}, flush=True)
    if args.locomo is not None:
        from bench.injection_detector import locomo_false_positives

        report["locomo_turns"] = loc = locomo_false_positives(args.locomo)
        print("locomo", {k: v for k, v in (loc or {}).items() if k != "flagged_texts"}, flush=True)
    (RESULTS / f"{args.out}.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
