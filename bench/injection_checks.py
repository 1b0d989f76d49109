"""The injection detector's guard checks after a refit: transcripts and LoCoMo turns it must not flag.

    python bench/injection_checks.py --locomo locomo10.json --out NAME [--assets DIR] [--what TEXT]

Scores, with the detector as shipped (or with the two injection assets of ``--assets``: ``injection_lr.json`` and
``injection_e5_mlp.json``, read in place of ``memspark/safety/assets``): the foreign agent sessions of
``tests/test_injection_transcripts_ml.py`` (written for that test, never trained on) per topic, the agent sessions of
the fit's transcript guard (in-sample), every LoCoMo turn (conversations 0-4 train the English model's guard, 5-9 are
held out) and LoCoMo 5-9's sessions rendered as an agent's transcript (windows of four lines, as recall reads a
chunk). Writes ``bench/results/<NAME>.json``: rows and rows flagged per group, with the flagged texts' verdicts.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import RESULTS  # noqa: E402


def _use_assets(folder: Path) -> None:
    import memspark.safety.learned as learned
    import memspark.safety.multilingual as multilingual

    learned.ASSETS = folder
    multilingual.ASSET = folder / "injection_e5_mlp.json"


def _group(rows: list[tuple[str, str]]) -> dict[str, object]:
    from memspark.safety import detect_injection

    hits = [(fam, t, detect_injection(t)) for fam, t in rows]
    flagged = [(fam, t, f) for fam, t, f in hits if f is not None]
    by_family: dict[str, list[int]] = {}
    for fam, _, f in hits:
        by_family.setdefault(fam, [0, 0])
        by_family[fam][0] += 1
        by_family[fam][1] += f is not None
    return {"rows": len(rows), "flagged": len(flagged),
            "families_flagged": sorted(fam for fam, (_, k) in by_family.items() if k),
            "flagged_texts": [{"family": fam, "text": t[:120], "verdict": f.rule} for fam, t, f in flagged]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--locomo", type=Path, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--assets", type=Path, default=None)
    ap.add_argument("--what", default="")
    args = ap.parse_args(argv)
    if args.assets is not None:
        _use_assets(args.assets)
    from bench.corpora.agent_sessions import guard_lines
    from bench.fit_classifiers import locomo_transcripts, locomo_turns
    from memspark.safety.learned import injection_model
    from memspark.safety.multilingual import multilingual_model
    from tests.test_injection_transcripts_ml import _rows as test_rows

    en, ml = injection_model(), multilingual_model()
    report: dict[str, object] = {"benchmark": args.out, "what": args.what,
                                 "assets": str(args.assets) if args.assets else "memspark/safety/assets",
                                 "en_flag": en.flag if en else None, "e5_flag": ml.flag if ml else None}
    report["test_sessions_ml"] = _group(test_rows())
    report["guard_sessions"] = _group(guard_lines())
    report["locomo_turns"] = _group([(f"locomo:{i}", t) for i, t in locomo_turns(args.locomo, tuple(range(10)))])
    report["locomo_5_9_transcripts"] = _group(locomo_transcripts(args.locomo, (5, 6, 7, 8, 9)))
    (RESULTS / f"{args.out}.json").write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for key in ("test_sessions_ml", "guard_sessions", "locomo_turns", "locomo_5_9_transcripts"):
        g = report[key]
        print(key, g["rows"], "flagged", g["flagged"], g["families_flagged"][:12])  # type: ignore[index]
    return 0


if __name__ == "__main__":
    sys.exit(main())
