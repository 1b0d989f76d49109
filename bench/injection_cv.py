"""Family-held-out cross-validation of the injection detector's learned models on the seen holdouts (v3-v16).

    python bench/injection_cv.py --locomo locomo10.json [--variants linear,mlp,...] [--out NAME]

Every row of ``bench/fit_classifiers.py``'s training data is scored by the fold model fitted without its
family (:func:`bench.fit_classifiers.family_folds`, the same folds for every variant: dropping a part from
training removes its rows from every fold's fit, it does not move families between folds). A holdout row is
flagged, as the detector does, when the rules hit it, when the English model's out-of-family score reaches
its flag, or when the language gate sends it to the multilingual pass and the e5 model's score reaches that
flag; each flag is set, as the fit sets it, for a ``TARGET_FPR`` false-positive rate on the out-of-family
scores of the training benign notes the rules pass. The mention override (which overrules a few rule hits
on benign notes) is left out: the rule verdict is the same in every variant. Figures per holdout (recall,
hard-benign false-positive rate), split into attacks in other languages and the rest, so a variant is
chosen on the families it would meet unseen, not on one set. Every holdout read here was scored blind
once and is development data now. The multilingual pass's model is a variant's choice: the logistic
regression shipped until session 15 (``e5_model="linear"``) or the one-hidden-layer perceptron
(``"mlp"``, :mod:`bench.fit_mlp`) that replaced it; the English model's out-of-family scores are computed
once per training set and shared by the variants.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import fit_classifiers as fc  # noqa: E402
from bench._common import RESULTS, machine  # noqa: E402
from bench.fit_mlp import fit_mlp, mlp_logits, platt  # noqa: E402
from memspark.safety.injection import detect_by_rules  # noqa: E402
from memspark.safety.language import not_english  # noqa: E402

_FOREIGN = re.compile(r"^(?:attack|notes|benign)-[a-z]{2}(?:-|$)")


class Data:
    """The matrices, labels and families of both models' training rows (the corpus rows first, in one order)."""

    def __init__(self, locomo: Path | None) -> None:
        self.en_texts, self.en_y = fc.injection_examples(locomo=locomo)
        self.en_groups = fc.injection_groups(locomo=locomo)
        self.ml_texts, self.ml_y = fc.injection_examples(multilingual=True)
        self.ml_groups = fc.injection_groups(multilingual=True)
        if fc.E5_GUARD_SHARE <= 0:  # the agent sessions' rows, for e5 guard variants (left out of fits at share 0)
            from bench.corpora.agent_sessions import guard_lines

            sessions = guard_lines()
            self.ml_texts += [t for _, t in sessions]
            self.ml_y = np.concatenate([self.ml_y, np.zeros(len(sessions), dtype=self.ml_y.dtype)])
            self.ml_groups += [fam for fam, _ in sessions]
        self.x_en = fc.injection_matrix(self.en_texts)
        self.x_ml = fc.e5_injection_matrix(self.ml_texts)
        self.corpus = fc.injection_rows()
        self.en_passed = np.asarray([detect_by_rules(t) is None for t in self.en_texts])
        self.ml_gated = np.asarray([not_english(t) and detect_by_rules(t) is None for t in self.ml_texts])
        self.guard = np.asarray([fc._is_guard(g) for g in self.en_groups])
        self.ml_guard = np.asarray([fc._is_guard(g) for g in self.ml_groups])  # never sets the e5 flag either
        # the agent sessions' rows in the e5 data, with their English model row and whether the gate reads them foreign
        en_row = {(g, t): i for i, (g, t) in enumerate(zip(self.en_groups, self.en_texts, strict=True))}
        self.sessions = [(i, en_row[(g, t)]) for i, (g, t) in enumerate(zip(self.ml_groups, self.ml_texts, strict=True))
                         if g.startswith(fc.SESSION_GUARD)]
        self.foreign = np.asarray([not_english(t) for t in self.en_texts])
        # one fold assignment over both models' families, so a holdout family is held out of both at once
        families = sorted(set(self.en_groups) | set(self.ml_groups))
        fold = dict(zip(families, fc.family_folds(families), strict=True))
        self.en_folds = np.asarray([fold[g] for g in self.en_groups])
        self.ml_folds = np.asarray([fold[g] for g in self.ml_groups])
        self.en_oof: dict[tuple[tuple[str, ...], float], np.ndarray] = {}  # (drop, en_weight) -> scores
        self.scores: dict[str, np.ndarray] = {}


def _part(group: str) -> str | None:
    m = re.match(r"v2:(v\d+)-", group)
    return m.group(1) if m else None


def _oof(x: np.ndarray, y: np.ndarray, folds: np.ndarray, train: np.ndarray,
         fit: Callable[[np.ndarray, np.ndarray, np.ndarray], tuple[np.ndarray, float]]) -> np.ndarray:
    out = np.zeros(len(y))
    for k in range(int(folds.max()) + 1):
        rest = (folds != k) & train
        w, b = fit(x[rest], y[rest], rest)
        out[folds == k] = fc._probs(x[folds == k], w, b)
    return out


def run_variant(d: Data, drop: tuple[str, ...] = (), en_weight: float = fc.BENIGN_WEIGHT,
                e5_l2: float = fc.E5_INJECTION_L2, e5_weight: float = 1.0, e5_model: str = "linear",
                hidden: int = 64, epochs: int = 30, mlp_l2: float = 1e-4,
                e5_guard_share: float = fc.E5_GUARD_SHARE) -> dict[str, object]:
    """Out-of-family verdicts with the parts ``drop`` left out of every fit (still scored); ``e5_guard_share``: the
    agent sessions' weight in the e5 model's fit (0: they do not train it). ``agree``: the same verdicts when the
    English model's flag on a text the language gate reads as foreign stands only if the e5 score reaches a bar."""
    en_train = np.asarray([_part(g) not in drop for g in d.en_groups])
    ml_train = np.asarray([_part(g) not in drop for g in d.ml_groups]) & (~d.ml_guard if e5_guard_share <= 0 else True)

    def fit_en(x: np.ndarray, y: np.ndarray, rows: np.ndarray) -> tuple[np.ndarray, float]:
        return fc.fit_logistic(x, y, benign_weight=en_weight, guard=d.guard[rows])

    if (drop, en_weight) not in d.en_oof:
        d.en_oof[(drop, en_weight)] = _oof(d.x_en, d.en_y, d.en_folds, en_train, fit_en)
    en = d.en_oof[(drop, en_weight)]
    # the e5 model standardises on its training rows; scoring with raw weights is the same as folding back
    ml = np.zeros(len(d.ml_y))
    for k in range(int(d.ml_folds.max()) + 1):
        rest = (d.ml_folds != k) & ml_train
        if e5_model == "mlp":  # logits here, calibrated below as the fit calibrates them
            ml[d.ml_folds == k] = mlp_logits(d.x_ml[d.ml_folds == k], *fit_mlp(
                d.x_ml[rest], d.ml_y[rest], hidden=hidden, epochs=epochs, l2=mlp_l2, benign_weight=e5_weight,
                guard=d.ml_guard[rest], guard_share=e5_guard_share))
            continue
        w, b = fc.fit_standardised(d.x_ml[rest], d.ml_y[rest], l2=e5_l2) if e5_weight == 1.0 else _weighted_e5(
            d.x_ml[rest], d.ml_y[rest], e5_l2, e5_weight)
        ml[d.ml_folds == k] = fc._probs(d.x_ml[d.ml_folds == k], w, b)
    if e5_model == "mlp":
        a, c = platt(ml[ml_train & ~d.ml_guard], d.ml_y[ml_train & ~d.ml_guard])
        ml = 1.0 / (1.0 + np.exp(-np.clip(a * ml + c, -500.0, 500.0)))
    en_flag = fc._flag_at(en[(d.en_y < 0.5) & d.en_passed & ~d.guard & en_train], 0.95)
    ml_flag = fc._flag_at(ml[(d.ml_y < 0.5) & d.ml_gated & ml_train & ~d.ml_guard], fc.E5_FLAG_CAP)
    d.scores = {"en": en, "ml": ml}  # the out-of-family scores of the last variant run, for analysis
    n = len(d.corpus)
    agreed = {"none": 0.0, "e5_half": 0.5, "e5_abstain": max(0.5, ml_flag - 0.2), "e5_flag": ml_flag}

    def verdicts(bar: float) -> list[bool]:
        return [(not d.en_passed[i]) or (en[i] >= en_flag and (not d.foreign[i] or ml[i] >= bar))
                or (d.ml_gated[i] and ml[i] >= ml_flag) for i in range(n)]

    def sessions(bar: float) -> dict[str, int]:
        hit = [(not d.en_passed[j]) or (en[j] >= en_flag and (not d.foreign[j] or ml[i] >= bar))
               or (d.ml_gated[i] and ml[i] >= ml_flag) for i, j in d.sessions]
        return {"rows": len(hit), "flagged": int(sum(hit)),
                "foreign_flagged": int(sum(h for h, (_, j) in zip(hit, d.sessions, strict=True) if d.foreign[j]))}

    seen = [tag in fc.SEEN_PARTS for tag, _ in d.corpus]
    agree = {}
    for name, bar in agreed.items():
        f = verdicts(bar)
        agree[name] = {"bar": round(bar, 3), "sessions": sessions(bar),
                       "v3_v16": _figures([r for (_, r), s in zip(d.corpus, seen, strict=True) if s],
                                          [x for x, s in zip(f, seen, strict=True) if s])}
    flagged = verdicts(0.0)
    parts: dict[str, dict[str, object]] = {}
    for part in fc.SEEN_PARTS:
        ix = [i for i, (tag, _) in enumerate(d.corpus) if tag == part]
        parts[part] = _figures([d.corpus[i][1] for i in ix], [flagged[i] for i in ix])
    return {"drop": list(drop), "en_weight": en_weight, "e5_l2": e5_l2, "e5_weight": e5_weight, "e5_model": e5_model,
            **({"hidden": hidden, "epochs": epochs, "mlp_l2": mlp_l2, "e5_guard_share": e5_guard_share}
               if e5_model == "mlp" else {}), "agree": agree,
            "en_flag": en_flag, "e5_flag": ml_flag,
            "e5_oof_fpr": round(float((ml[(d.ml_y < 0.5) & d.ml_gated & ml_train & ~d.ml_guard] >= ml_flag).mean()), 4),
            "e5_oof_recall_gated": round(float((ml[(d.ml_y > 0.5) & d.ml_gated] >= ml_flag).mean()), 4),
            "en_oof_fpr": round(float((en[(d.en_y < 0.5) & d.en_passed & ~d.guard] >= en_flag).mean()), 4),
            "guard_flagged": int(((en >= en_flag) & d.guard).sum()),
            "parts": parts,
            "v3_v10": _figures([r for tag, r in d.corpus if tag in V3_V10],
                               [f for (tag, _), f in zip(d.corpus, flagged, strict=True) if tag in V3_V10]),
            "v3_v16": _figures([r for (_, r), s in zip(d.corpus, seen, strict=True) if s],
                               [f for f, s in zip(flagged, seen, strict=True) if s])}


def _weighted_e5(x: np.ndarray, y: np.ndarray, l2: float, weight: float) -> tuple[np.ndarray, float]:
    xs, mu, sd = fc._standardise(x, fc.E5_DIMS)
    w, b = fc.fit_logistic(xs, y, l2, benign_weight=weight)
    raw = w.copy()
    raw[:fc.E5_DIMS] = w[:fc.E5_DIMS] / sd
    return raw, float(b - float(np.dot(w[:fc.E5_DIMS], mu / sd)))


def _figures(rows: list[dict[str, str]], flagged: list[bool]) -> dict[str, object]:
    out: dict[str, object] = {}
    for name, keep in (("all", lambda r: True), ("other_languages", lambda r: bool(_FOREIGN.match(r["family"]))),
                       ("english", lambda r: not _FOREIGN.match(r["family"]))):
        att = [f for r, f in zip(rows, flagged, strict=True) if keep(r) and r["label"] == "attack"]
        ben = [f for r, f in zip(rows, flagged, strict=True) if keep(r) and r["label"] != "attack"]
        out[name] = {"attacks": len(att), "recall": round(sum(att) / max(len(att), 1), 4),
                     "benign": len(ben), "fpr": round(sum(ben) / max(len(ben), 1), 4)}
    return out


V3_V10 = ("v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10")  # last round's comparison set
VARIANTS: dict[str, dict[str, object]] = {
    "linear": {},  # the logistic regression shipped until session 15, v3-v13 training
    "linear_no_v12": {"drop": ("v12",)},  # the same on the shipped fit's data (v3-v11 train)
    "mlp": {"e5_model": "mlp"},  # the one-hidden-layer perceptron (bench/fit_mlp.py's defaults)
    "mlp_h32": {"e5_model": "mlp", "hidden": 32},
    "mlp_h128": {"e5_model": "mlp", "hidden": 128},
    "mlp_e15": {"e5_model": "mlp", "epochs": 15},
    "mlp_e60": {"e5_model": "mlp", "epochs": 60},
    "mlp_l2_1e-3": {"e5_model": "mlp", "mlp_l2": 1e-3},
    "mlp_w2": {"e5_model": "mlp", "e5_weight": 2.0},
    "mlp_g05": {"e5_model": "mlp", "e5_guard_share": 0.05},  # the agent sessions guard the e5 model (session 19)
    "mlp_g10": {"e5_model": "mlp", "e5_guard_share": 0.1},
    "mlp_g20": {"e5_model": "mlp", "e5_guard_share": 0.2},
}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--locomo", type=Path, default=None)
    ap.add_argument("--variants", default="linear,mlp")
    ap.add_argument("--out", default="i2_injection_cv")
    ap.add_argument("--dump", type=Path, default=None,
                    help="write the last variant's out-of-family scores and the rows' masks here (.npz), for "
                         "bench/injection_english_mix.py")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    d = Data(args.locomo)
    print(f"data ready in {time.perf_counter() - t0:.0f} s: {len(d.en_y)} English rows, {len(d.ml_y)} e5 rows", flush=True)
    report: dict[str, object] = {"benchmark": "injection_cv", "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                                 "machine": machine(), "variants": {}}
    for name in args.variants.split(","):
        t1 = time.perf_counter()
        spec = dict(VARIANTS[name])
        spec["drop"] = tuple(spec.get("drop", ()))  # type: ignore[arg-type]
        res = run_variant(d, **spec)  # type: ignore[arg-type]
        report["variants"][name] = res  # type: ignore[index]
        print(name, f"{time.perf_counter() - t1:.0f} s", "flags", res["en_flag"], res["e5_flag"],
              "v3-v16", res["v3_v16"], "v16", res["parts"]["v16"]["all"], flush=True)  # type: ignore[index]
        (RESULTS / f"{args.out}.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    if args.dump is not None:
        n = len(d.corpus)
        np.savez(args.dump, en=d.scores["en"][:n], ml=d.scores["ml"][:n], passed=d.en_passed[:n], gated=d.ml_gated[:n],
                 en_flag=float(res["en_flag"]), e5_flag=float(res["e5_flag"]),  # type: ignore[arg-type]
                 part=np.asarray([tag for tag, _ in d.corpus]),
                 family=np.asarray([r["family"] for _, r in d.corpus]), text=np.asarray([r["text"] for _, r in d.corpus]),
                 attack=np.asarray([r["label"] == "attack" for _, r in d.corpus]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
