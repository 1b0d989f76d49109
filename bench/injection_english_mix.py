"""The English path's false positives out of family, and a mixed English score, from ``injection_cv``'s scores.

    python bench/injection_cv.py --locomo locomo10.json --variants mlp --dump /tmp/scores.npz
    python bench/injection_english_mix.py --scores /tmp/scores.npz [--out NAME]

Reads the out-of-family scores of both injection models on the seen holdouts (v3-v13, development data:
each was scored blind once) and reports, pooled over the holdouts:

- the detector as the CV harness replays it (a rule hit, the English model at its flag, or the multilingual
  pass at its flag on the texts the language gate sends there), per language group;
- its false positives on the hard-benign notes by source (``rules``, ``english``, ``e5``) and by family, with
  the English model's listed (what the English path flags);
- a **mixed English score**: for a text the gate keeps on the English path, ``w·p_english + (1-w)·p_e5``
  (both models' out-of-family probabilities), its threshold set leave-one-holdout-out at a rate ``t`` on the
  other holdouts' benign notes on that path (the operating point chosen on CV, never on the holdout scored).
  The detector today computes the e5 vector of non-English texts only: the mix would add an e5 embedding to
  every English text (see ``bench/injection_e5_latency.py`` for its cost).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import RESULTS, machine  # noqa: E402
from bench.fit_classifiers import SEEN_PARTS  # noqa: E402
from bench.injection_cv import _FOREIGN  # noqa: E402

WEIGHTS = (1.0, 0.7, 0.5)  # 1.0: the English model alone, its threshold set leave-one-holdout-out
RATES = (0.005, 0.0075, 0.01)


def figures(flag: np.ndarray, attack: np.ndarray, mask: np.ndarray) -> dict[str, object]:
    a, b = mask & attack, mask & ~attack
    return {"attacks": int(a.sum()), "recall": round(float(flag[a].mean()), 4), "benign": int(b.sum()),
            "false_positives": int(flag[b].sum()), "fpr": round(float(flag[b].mean()), 4)}


def groups(flag: np.ndarray, attack: np.ndarray, seen: np.ndarray, english: np.ndarray) -> dict[str, object]:
    return {"all": figures(flag, attack, seen), "other_languages": figures(flag, attack, seen & ~english),
            "english": figures(flag, attack, seen & english)}


def leave_one_out(score: np.ndarray, rate: float, part: np.ndarray, pool: np.ndarray) -> np.ndarray:
    """Each holdout's verdicts at the threshold for ``rate`` on the other holdouts' ``pool`` scores."""
    out = np.zeros(len(score), dtype=bool)
    for p in SEEN_PARTS:
        top = np.sort(score[pool & (part != p)])[::-1]
        bar = float(top[int(len(top) * rate)]) + 1e-9
        out[part == p] = score[part == p] >= bar
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scores", type=Path, required=True)
    ap.add_argument("--out", default="i3_english_mix")
    args = ap.parse_args(argv)
    z = np.load(args.scores)
    en, ml, passed, gated, attack = z["en"], z["ml"], z["passed"], z["gated"], z["attack"]
    part, family, text = z["part"], z["family"], z["text"]
    en_flag, e5_flag = float(z["en_flag"]), float(z["e5_flag"])
    seen = np.isin(part, SEEN_PARTS)
    english = np.asarray([not _FOREIGN.match(f) for f in family])
    rules, en_hit, e5_hit = ~passed, passed & (en >= en_flag), passed & gated & (ml >= e5_flag)
    base = rules | en_hit | e5_hit
    fp = seen & ~attack & base
    source = np.where(rules, "rules", np.where(en_hit, "english", "e5"))
    report: dict[str, object] = {
        "benchmark": "injection_english_mix", "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "machine": machine(), "scores": str(args.scores), "en_flag": en_flag, "e5_flag": e5_flag,
        "detector": groups(base, attack, seen, english),
        "false_positives_by_source": dict(Counter(source[fp].tolist())),
        "false_positives_by_family": {f"{s}:{f}": n for (s, f), n in sorted(
            Counter(zip(source[fp].tolist(), family[fp].tolist(), strict=True)).items(), key=lambda kv: -kv[1])},
        "english_model_false_positives": [
            {"part": str(part[i]), "family": str(family[i]), "p_english": round(float(en[i]), 3),
             "p_e5": round(float(ml[i]), 3), "text": str(text[i])[:160]} for i in np.where(fp & en_hit)[0]],
        "mixed": {}}
    path = passed & ~gated  # the texts the gate keeps on the English path
    for w in WEIGHTS:
        mix = w * en + (1 - w) * ml
        for rate in RATES:
            hit = path & leave_one_out(mix, rate, part, path & ~attack & seen)
            flag = rules | hit | (passed & gated & ((en >= en_flag) | (ml >= e5_flag)))
            report["mixed"][f"w{w}_t{rate}"] = groups(flag, attack, seen, english)  # type: ignore[index]
            print(f"w {w} t {rate}", report["mixed"][f"w{w}_t{rate}"]["all"], flush=True)  # type: ignore[index]
    print("detector", report["detector"]["all"], "fp by source", report["false_positives_by_source"])  # type: ignore[index]
    (RESULTS / f"{args.out}.json").write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
