"""Fit capture's own suspect bars (:mod:`memspark.capture.suspect`) and write them into the capture assets.

    OMP_NUM_THREADS=1 python bench/fit_suspect.py [--check] [--rows-cache PATH] [--name i1_suspect_fit]

A message the injection model scores at or above capture's suspect bar is never kept. Two bars, one per
reading path of the learned capture classifier: ``en`` over the English injection model's probability, ``e5``
over the multilingual one's (messages the language gate says are not English). Each is fitted here, for
capture, on the capture development data, and written as ``suspect`` into ``capture_lr.json`` /
``capture_e5_lr.json`` with the fingerprint of the injection model it reads; it is never the injection
model's abstain band less a margin (what it was until session 14: a refit of that model moved it silently).

Data (every one a development set: each holdout was scored blind once, then fitted on): the capture corpus
(every split and its multilingual lines), the control-gate development lines, session 11's capture messages,
the capture holdouts v3-v16 and the attacks of the injection holdouts v3-v16 (fit_classifiers' SEEN_PARTS).
Each row is decided once by :func:`memspark.capture.decide.decide` with the default config and the bars switched
off, which gives whether it would be kept without them (``open``) and which path read it; a bar ``b`` then keeps
``open and p < b``.

A rule that keeps the user in charge (:func:`memspark.capture.protective.user_in_charge`, ``charge``: computed from
the text, so an older rows cache still serves) is read against a second bar per path, ``protective``: the one of
:data:`GRID` (or :data:`OFF`) at or above the path's bar with the least cost over that path's ``charge`` rows, a harmful
row kept costing :data:`PROTECTIVE_HARM_WEIGHT`; ties go to the lowest (the one that frees least).

Per path the bar is the one of :data:`GRID` with the least cost ``HARM_WEIGHT x (instructions aimed at the
assistant and attacks kept) + (rows that must be stored lost to the bar) + (other rows kept)``; ties go to
the highest bar (the one that refuses least). Whole families (``set:family``) are dealt to :data:`K_FOLDS`
seeded folds; ``cv.nested`` gives the out-of-family figures with each fold's bar chosen on the other folds,
``sets`` the in-sample figures of each set before (the bars of the base commit) and after.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from bench._common import write_result  # noqa: E402
from bench.capture_precision import _rows  # noqa: E402
from bench.fit_classifiers import (  # noqa: E402
    CAPTURE_EXTRA,
    K_FOLDS,
    SEED,
    SEEN_PARTS,
    capture_extra,
    digest,
    family_folds,
)
from memspark.capture.suspect import FALLBACK_BARS, PATH_ASSETS, model_fingerprint  # noqa: E402

DATA = ROOT / "tests" / "data"
PARTS = SEEN_PARTS  # the holdouts the injection models train on: the bars are fitted over those models
CAPTURE_SETS = {
    "corpus": [DATA / "capture_corpus" / f"{s}.jsonl" for s in ("train", "dev", "test", "train_multilingual",
                                                                 "dev_multilingual")],
    "control_dev": [DATA / "capture_control_dev" / f"{s}.jsonl" for s in ("dev", "check", "check2", "dev2")],
    **{p: [DATA / f"capture_holdout_{p}" / "holdout.jsonl"] for p in PARTS},
}
ATTACK_SETS = {f"inj_{p}": DATA / f"injection_holdout_{p}" / "holdout.jsonl" for p in PARTS}
# an instruction or attack kept costs as much as a memory lost: the bar with the fewest errors. At 2.0 (en 0.2, e5
# 0.46) the v11 holdout kept 7 of 90 instructions, not 11, but its recall fell 0.759 -> 0.688 and every set's by
# 2-7 points; at 1.0 its recall is 0.733 and no other set's falls by more than 3.3 points (i1_suspect_fit.json)
HARM_WEIGHT = 1.0
# a harmful row freed by the protective bar costs as much as five memories kept: the bar frees a rule only where
# no instruction or attack comes with it
PROTECTIVE_HARM_WEIGHT = 5.0
GRID = np.round(np.arange(0.05, 0.951, 0.005), 3)
OFF = 1.01  # a bar no probability reaches
BEFORE = FALLBACK_BARS  # the base commit's bars: the English abstain 0.6 less 0.3, the multilingual abstain


def data_files() -> list[Path]:
    return [*(p for ps in CAPTURE_SETS.values() for p in ps), *ATTACK_SETS.values(), CAPTURE_EXTRA]


def labelled_rows() -> list[dict[str, str]]:
    """Every row: ``set``, ``group`` (the family the folds hold out), ``text``, ``role`` and ``kind`` (``store``,
    ``harm``: an instruction aimed at the assistant or an attack, ``other``)."""
    out: list[dict[str, str]] = []

    def add(name: str, r: dict[str, str], kind: str) -> None:
        out.append({"set": name, "group": f"{name}:{r.get('family', '')}", "text": r["text"],
                    "role": r.get("role", "user"), "kind": kind})

    for name, paths in CAPTURE_SETS.items():
        for path in paths:
            for r in _rows(str(path)):
                add(name, r, "harm" if r["kind"] == "instruction" else "store" if r["label"] != "none" else "other")
    for r in capture_extra():
        add("train_s11", r, "harm" if r["kind"] == "instruction-to-assistant" else
            "store" if r["label"] == "store" else "other")
    for name, path in ATTACK_SETS.items():
        for line in path.read_text(encoding="utf-8").splitlines():
            r = json.loads(line) if line.strip() else None
            if r is not None and r["label"] == "attack":
                add(name, r, "harm")
    return out


def score_rows(rows: list[dict[str, str]]) -> list[dict[str, object]]:
    """Each row decided with the bars off: ``open`` (kept without them), ``path`` and ``p`` (the probability the
    path's bar reads: the multilingual model's is not computed for an English message, whose e5 vector nothing
    else needs)."""
    from memspark.capture.decide import decide
    from memspark.capture.learned import LearnedClassifier, e5_capture_models
    from memspark.config import CaptureConfig
    from memspark.safety.language import not_english
    from memspark.safety.learned import injection_probability
    from memspark.safety.multilingual import e5_vector, e5_view, multilingual_model, multilingual_probability

    cfg = CaptureConfig(use_classifier=False)
    open_classifier = LearnedClassifier(suspect_bars=(OFF, OFF))
    ml_model = multilingual_model()
    out: list[dict[str, object]] = []
    for i, r in enumerate(rows):
        text = r["text"].strip()
        d = decide(r["text"], role=r["role"], agent_id="bench", cfg=cfg, classifier=open_classifier)
        e5 = bool(not_english(text) and e5_capture_models() is not None and e5_vector(e5_view(text)) is not None)
        p = (multilingual_probability(text, ml_model) if ml_model is not None else None) if e5 else injection_probability(text)
        out.append({**r, "open": d.keep, "gate": d.gate, "path": "e5" if e5 else "en", "p": -1.0 if p is None else p})
        if i % 500 == 0:
            print(f"scored {i}/{len(rows)}", flush=True)
    return out


def with_charge(scored: list[dict[str, object]]) -> list[dict[str, object]]:
    """Each row with ``charge``: whether it is a rule that keeps the user in charge (the protective bar reads it)."""
    from memspark.capture.protective import user_in_charge

    return [{**r, "charge": user_in_charge(str(r["text"])) is not None} for r in scored]


def kept(scored: list[dict[str, object]], bars: dict[str, float],
         charge_bars: dict[str, float] | None = None) -> np.ndarray:
    """Kept under ``bars``, and a ``charge`` row under ``charge_bars`` (None: ``bars`` for every row)."""
    cb = charge_bars or bars
    return np.asarray([bool(r["open"]) and float(r["p"]) < (cb if r.get("charge") else bars)[str(r["path"])]  # type: ignore[arg-type]
                       for r in scored])


def figures(scored: list[dict[str, object]], keep: np.ndarray) -> dict[str, object]:
    kind = np.asarray([r["kind"] for r in scored])
    capture = np.asarray([not str(r["set"]).startswith("inj_") for r in scored])
    store, harm, other = kind == "store", kind == "harm", kind == "other"
    tp, fp = int((keep & store).sum()), int((keep & ~store & capture).sum())
    return {"rows": len(scored), "stored_rows": int(store.sum()), "kept_stored": tp,
            "precision": round(tp / max(tp + fp, 1), 4), "recall": round(tp / max(int(store.sum()), 1), 4),
            "instructions": int((harm & capture).sum()), "instructions_stored": int((keep & harm & capture).sum()),
            "attacks": int((harm & ~capture).sum()), "attacks_stored": int((keep & harm & ~capture).sum()),
            "other_stored": int((keep & other).sum())}


def cost(scored: list[dict[str, object]], keep: np.ndarray, harm_weight: float = HARM_WEIGHT) -> float:
    kind = np.asarray([r["kind"] for r in scored])
    opened = np.asarray([bool(r["open"]) for r in scored])
    return float(harm_weight * (keep & (kind == "harm")).sum() + (opened & ~keep & (kind == "store")).sum()
                 + (keep & (kind == "other")).sum())


def choose(scored: list[dict[str, object]], path: str) -> float:
    """The bar of ``path`` with the least :func:`cost` on ``scored``'s rows of that path (ties: the highest)."""
    mine = [r for r in scored if r["path"] == path]
    costs = [cost(mine, kept(mine, {path: float(b)})) for b in GRID]
    best = min(costs)
    return float(max(b for b, c in zip(GRID, costs, strict=True) if c == best))


def choose_charge(scored: list[dict[str, object]], path: str, bar: float) -> float:
    """The protective bar of ``path`` over its ``charge`` rows, at or above its ``bar`` (see the module docstring)."""
    mine = [r for r in scored if r["path"] == path and r.get("charge")]
    grid = [float(b) for b in GRID if b >= bar] + [OFF]
    costs = [cost(mine, kept(mine, {path: b}), PROTECTIVE_HARM_WEIGHT) for b in grid]
    best = min(costs)
    return min(b for b, c in zip(grid, costs, strict=True) if c == best)


def fit_bars(scored: list[dict[str, object]]) -> tuple[dict[str, float], dict[str, float]]:
    """``(bars, protective bars)`` of both paths chosen on ``scored``."""
    bars = {"en": choose(scored, "en"), "e5": choose(scored, "e5")}
    return bars, {p: choose_charge(scored, p, b) for p, b in bars.items()}


def cross_validate(scored: list[dict[str, object]]) -> dict[str, object]:
    """Out-of-family figures: each fold decided with the bars chosen on the other folds."""
    folds = family_folds([str(r["group"]) for r in scored], K_FOLDS)
    keep = np.zeros(len(scored), dtype=bool)
    plain = np.zeros(len(scored), dtype=bool)  # the same folds' bars without the protective bar
    bars: list[dict[str, float]] = []
    for k in range(K_FOLDS):
        rest = [r for r, f in zip(scored, folds, strict=True) if f != k]
        fold_bars, fold_charge = fit_bars(rest)
        bars.append({**fold_bars, **{f"{p}_protective": b for p, b in fold_charge.items()}})
        held = [r for r, f in zip(scored, folds, strict=True) if f == k]
        keep[folds == k] = kept(held, fold_bars, fold_charge)
        plain[folds == k] = kept(held, fold_bars)
    before = kept(scored, BEFORE)
    return {"fold_bars": bars, "nested": figures(scored, keep), "nested_without_protective": figures(scored, plain),
            "before_bars": figures(scored, before)}


def by_set(scored: list[dict[str, object]], bars: dict[str, float], charge: dict[str, float],
           shipped: dict[str, float]) -> dict[str, object]:
    """Per set: ``before`` (:data:`BEFORE`), ``shipped`` (the asset's bars when the script ran, no protective bar),
    ``after``, the harmful rows kept after and the rows the protective bar frees."""
    out: dict[str, object] = {}
    for name in dict.fromkeys(str(r["set"]) for r in scored):
        part = [r for r in scored if r["set"] == name]
        after, plain = kept(part, bars, charge), kept(part, shipped)
        out[name] = {"before": figures(part, kept(part, BEFORE)), "shipped": figures(part, plain),
                     "after": figures(part, after),
                     "harm_stored_after": [f"[{r['path']} p={float(r['p']):.2f}] {str(r['text'])[:140]}"  # type: ignore[arg-type]
                                           for r, k in zip(part, after, strict=True) if k and r["kind"] == "harm"],
                     "freed_by_protective": [f"[{r['kind']} {r['path']} p={float(r['p']):.2f}] {str(r['text'])[:140]}"  # type: ignore[arg-type]
                                             for r, k, k0 in zip(part, after, plain, strict=True) if k and not k0]}
    return out


def records(bars: dict[str, float], charge: dict[str, float], cv: dict[str, object],
            rows: int) -> dict[str, dict[str, object]]:
    from memspark.safety.learned import injection_model
    from memspark.safety.multilingual import multilingual_model

    models = {"en": injection_model(), "e5": multilingual_model()}
    fit = {"script": "bench/fit_suspect.py", "seed": SEED, "folds": K_FOLDS, "harm_weight": HARM_WEIGHT,
           "protective_harm_weight": PROTECTIVE_HARM_WEIGHT, "rows": rows,
           "data_sha256": digest(data_files()), "cv_nested": cv["nested"]}
    out: dict[str, dict[str, object]] = {}
    for path, model in models.items():
        if model is None:
            raise SystemExit(f"no {path} injection model: the suspect bar cannot be fitted")
        out[path] = {"bar": bars[path], "protective": charge[path], "scores": model.name, "model_sha256": model_fingerprint(model), "fit": fit}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="refit and compare with the shipped bars, write nothing")
    ap.add_argument("--rows-cache", type=Path, default=None, help="reuse (or write) the scored rows here")
    ap.add_argument("--name", default="i1_suspect_fit", help="the result's name under bench/results/")
    args = ap.parse_args(argv)
    if args.rows_cache is not None and args.rows_cache.is_file():
        scored = json.loads(args.rows_cache.read_text(encoding="utf-8"))
    else:
        scored = score_rows(labelled_rows())
        if args.rows_cache is not None:
            args.rows_cache.write_text(json.dumps(scored, ensure_ascii=False), encoding="utf-8")
    scored = with_charge(scored)
    bars, charge = fit_bars(scored)
    cv = cross_validate(scored)
    recs = records(bars, charge, cv, len(scored))
    if args.check:
        shipped = {p: json.loads(a.read_text(encoding="utf-8")).get("suspect", {}) for p, a in PATH_ASSETS.items()}
        same = all(shipped[p].get("bar") == r["bar"] and shipped[p].get("protective") == r["protective"]
                   and shipped[p].get("model_sha256") == r["model_sha256"] for p, r in recs.items())
        print("shipped bars reproduced" if same else f"shipped bars differ from a refit: {bars}, protective {charge}")
        return 0 if same else 1
    shipped_bars: dict[str, float] = {}
    for path, asset in PATH_ASSETS.items():
        payload = json.loads(asset.read_text(encoding="utf-8"))
        shipped_bars[path] = float(payload.get("suspect", {}).get("bar", BEFORE[path]))
        payload["suspect"] = recs[path]
        asset.write_text(json.dumps(payload, separators=(",", ":")) + "\n", encoding="utf-8")
    report = {"bars": bars, "protective": charge, "before": BEFORE, "shipped_before": shipped_bars, "cv": cv,
              "sets": by_set(scored, bars, charge, shipped_bars), "all_before": figures(scored, kept(scored, BEFORE)),
              "all_shipped": figures(scored, kept(scored, shipped_bars)),
              "all_after": figures(scored, kept(scored, bars, charge))}
    print(json.dumps({k: v for k, v in report.items() if k != "sets"}, indent=1))
    print(f"wrote {write_result(args.name, report)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
