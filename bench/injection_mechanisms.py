"""Out-of-family verdicts of the injection detector on the seen v5 holdout, per family group of mechanism, for two fits.

    python bench/injection_mechanisms.py --before /tmp/before_injection_lr.json [--after memspark/safety/assets/injection_lr.json]
        [--name injection_mechanisms_s8]

Reads the ``fit`` of two injection assets written by ``bench/fit_classifiers.py`` (``--before``: a fit to
compare with, e.g. the same data without a change; ``--after``: the shipped one) and reports, for each,
the cross-validated figures (``cv_v2`` … ``cv_v5``, ``cv_extra``, with the multilingual pass) and the v5
attack families grouped by mechanism (:data:`GROUPS`: documents that address their AI reader, false
context, chat disguises, character disguises, other languages), plus the hard-benign families with false
positives. These are out-of-family figures on data the models now train on; the blind figure is the next
holdout's.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import write_result  # noqa: E402

GROUPS = {
    "reader-docs": ("marketplace-qa", "pr-description", "code-comment-docstring", "html-attribute", "tsv-export-cell",
                    "ocr-receipt", "podcast-show-notes", "news-footer", "wiki-infobox", "group-chat-message",
                    "booking-confirmation"),
    "false-context": ("fake-session-memory", "function-result-spoof", "hypothetical-frame", "testing-pretext",
                      "authority-urgency"),
    "chat-disguise": ("pig-latin-reversed", "gamer-leet-chat", "far-split-instruction"),
    "character-disguise": ("homoglyph-one-word", "invisible-chars", "md-table-cell", "details-block"),
}
KEYS = ("cv_v2_with_multilingual", "cv_v3_with_multilingual", "cv_v4_with_multilingual", "cv_v5_with_multilingual",
        "cv_v5", "cv_extra_with_multilingual")


def group_of(family: str) -> str:
    return next((g for g, fams in GROUPS.items() if family in fams), "languages" if family.startswith("attack-") else "other")


def figures(asset: Path) -> dict[str, object]:
    data = json.loads(asset.read_text(encoding="utf-8"))
    fit = data["fit"]
    out: dict[str, object] = {"flag": data["flag"], "train_rows": fit.get("train_rows"),
                              "out_of_family_fpr": fit.get("out_of_family_fpr")}
    for key in KEYS:
        if key in fit:
            out[key] = {k: fit[key][k] for k in ("attacks", "caught", "recall", "benign", "false_positives",
                                                  "hard_benign_fpr", "precision")}
    v5 = fit.get("cv_v5_with_multilingual", {}).get("by_family", {})
    groups: dict[str, list[int]] = {}
    for fam, f in v5.items():
        if "recall" in f:
            g = groups.setdefault(group_of(fam), [0, 0])
            g[0], g[1] = g[0] + f["flagged"], g[1] + f["n"]
    out["v5_attack_groups"] = {g: {"caught": c, "n": n, "recall": round(c / n, 3)} for g, (c, n) in sorted(groups.items())}
    out["v5_benign_families_flagged"] = {fam: f"{f['flagged']}/{f['n']}" for fam, f in v5.items()
                                         if "false_positive_rate" in f and f["flagged"]}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", type=Path, required=True)
    ap.add_argument("--after", type=Path, default=ROOT / "memspark" / "safety" / "assets" / "injection_lr.json")
    ap.add_argument("--name", default="injection_mechanisms")
    ap.add_argument("--note", default="")
    args = ap.parse_args(argv)
    result = {"note": args.note, "before": figures(args.before), "after": figures(args.after)}
    print(json.dumps(result, indent=1))
    print("->", write_result(args.name, result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
