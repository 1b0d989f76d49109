"""The injection detector's out-of-family figures per language group, before and after a refit.

    python bench/injection_cv_groups.py --before OLD_injection_lr.json --after NEW_injection_lr.json --out NAME
        [--label-before TEXT] [--label-after TEXT]

Reads each asset's ``fit.cv_<part>_with_multilingual`` (``bench/fit_classifiers.py``: the whole detector, rules,
mention override and both models, each seen holdout row scored by the fold model fitted without its family) and
sums them over the seen holdouts both fits share (every one a development set: scored blind once, then fitted
on), split into attacks and benign notes in other languages (a family named ``attack-<lang>-…``,
``notes-<lang>-…`` or ``benign-<lang>-…``, as ``bench/injection_cv.py`` splits them) and the rest (English).
Writes ``bench/results/<NAME>.json``.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import RESULTS  # noqa: E402

_FOREIGN = re.compile(r"^(?:attack|notes|benign)-[a-z]{2}(?:-|$)")
_PART = re.compile(r"^cv_(v\d+)_with_multilingual$")


def groups(fit: dict[str, dict[str, object]], parts: list[str]) -> dict[str, dict[str, float]]:
    """Attacks caught and benign notes flagged, summed over ``parts``, overall and per language group."""
    sums = {g: {"attacks": 0, "caught": 0, "benign": 0, "false_positives": 0}
            for g in ("all", "english", "other_languages")}
    for part in parts:
        for fam, f in fit[f"cv_{part}_with_multilingual"]["by_family"].items():  # type: ignore[union-attr]
            attack = "recall" in f
            for g in ("all", "other_languages" if _FOREIGN.match(fam) else "english"):
                sums[g]["attacks" if attack else "benign"] += f["n"]
                sums[g]["caught" if attack else "false_positives"] += f["flagged"]
    return {g: {**s, "recall": round(s["caught"] / max(s["attacks"], 1), 4),
                "hard_benign_fpr": round(s["false_positives"] / max(s["benign"], 1), 4)} for g, s in sums.items()}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", type=Path, required=True)
    ap.add_argument("--after", type=Path, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--label-before", default="")
    ap.add_argument("--label-after", default="")
    args = ap.parse_args(argv)
    fits = [json.loads(p.read_text(encoding="utf-8"))["fit"] for p in (args.before, args.after)]
    shared = [[m.group(1) for m in map(_PART.match, fit) if m and m.group(1) != "v2"] for fit in fits]
    parts = [p for p in shared[0] if p in shared[1]]
    report: dict[str, object] = {"benchmark": args.out, "parts": parts,
                                 "before": {"label": args.label_before, "v3_on": groups(fits[0], parts),
                                            "by_part": {p: groups(fits[0], [p]) for p in parts}},
                                 "after": {"label": args.label_after, "v3_on": groups(fits[1], parts),
                                           "by_part": {p: groups(fits[1], [p]) for p in parts}}}
    (RESULTS / f"{args.out}.json").write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    for side in ("before", "after"):
        print(side, json.dumps(report[side]["v3_on"]))  # type: ignore[index]
    return 0


if __name__ == "__main__":
    sys.exit(main())
