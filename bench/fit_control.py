"""Fit the learned control model (:mod:`memspark.capture.control_model`) and write their shipped weights.

    python bench/fit_control.py [--check] [--out PATH] [--explore]

Positives: instructions aimed at the assistant (``kind: instruction-to-assistant``) of the capture corpus
(every split and its multilingual lines), of the control-gate development lines
(``tests/data/capture_control_dev/``), of the seen capture holdouts v3-v8 (each scored once blind, then
fitted on) and of session 11's capture messages (``bench/corpora/train_s11_capture_src.py``, rendered as
the capture corpus is, families ``s11cap-<writer>``; a labelled set like the others), and the hand-written
control instructions of ``bench/corpora/control_src.py``. Negatives: every other row of those sets (the
stored facts, preferences, rules and delegations, and questions, chat and requests) and the hand-written
look-alikes. Holdouts later than v8 are never read.

The shipped model: a logistic regression (numpy, full-batch Adam, zero start, fixed steps: the same data
gives the same weights) over the multilingual-e5 vector (standardised dimensions, folded back into the
weights), fitted on every row the injection detector passes (e5's space is cross-lingual, so the English
rows teach the other languages too) and read only for messages the language gate
(:func:`~memspark.safety.language.not_english`) says are not English. Its ``flag`` is chosen by
**family-grouped cross-validation**: whole source families (a writer of a set, a structure of the
hand-written lines) are dealt to ``K_FOLDS`` seeded folds, each row is scored by the model fitted without
its fold, and the flag is :data:`MARGIN` above the highest out-of-family score of a row of the labelled
sets that must be stored (label ``store``) among the non-English rows the rules pass (the hand-written
look-alikes train, they do not set the flag). ``fit.cv`` in the asset holds the out-of-family figures of
the rules alone and of rules + model, with the flag chosen on all folds and, for the honest figure, each
fold's flag chosen on the other folds (``rules_and_model_nested_flag``).

``--explore`` also scores an English model (MiniLM vector ‖ hashed character and word n-grams, the
injection detector's features) the same way; it is not shipped: on the same criterion it added little
out of family (hand-written English instructions 0.36 -> 0.52, none of the sets' instructions the rules
miss), and on the seen v6 holdout, looked at once with it (a second look), it refused a stored rule ("…
answer, but never move money without my OK", scored above an instruction it caught); it was dropped then.
Run with ``OMP_NUM_THREADS=1`` on a shared box.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import write_result  # noqa: E402
from bench.fit_classifiers import (  # noqa: E402
    CAPTURE_EXTRA,
    K_FOLDS,
    capture_extra,
    digest,
    e5_vectors,
    family_folds,
    fit_logistic,
    fit_standardised,
    rows,
    vectors,
)
from memspark.capture.control import control_instruction  # noqa: E402
from memspark.capture.control_model import ASSET  # noqa: E402
from memspark.safety import detect_injection  # noqa: E402
from memspark.safety.language import not_english  # noqa: E402
from memspark.safety.learned import (  # noqa: E402
    LinearModel,  # noqa: E402
    char_ngrams,
    detection_view,
    word_ngrams,
)

DATA = ROOT / "tests" / "data"
SOURCES = {
    "corpus": [DATA / "capture_corpus" / f"{s}.jsonl" for s in ("train", "dev", "test", "train_multilingual",
                                                                 "dev_multilingual")],
    "control": [DATA / "capture_control_dev" / f"{s}.jsonl" for s in ("dev", "check", "check2", "dev2")],
    "v3": [DATA / "capture_holdout_v3" / "holdout.jsonl"],
    "v4": [DATA / "capture_holdout_v4" / "holdout.jsonl"],
    "v5": [DATA / "capture_holdout_v5" / "holdout.jsonl"],
    "v6": [DATA / "capture_holdout_v6" / "holdout.jsonl"],
    "v7": [DATA / "capture_holdout_v7" / "holdout.jsonl"],
    "v8": [DATA / "capture_holdout_v8" / "holdout.jsonl"],
}
HAND = ROOT / "bench" / "corpora" / "control_src.py"
MARGIN = 0.1  # the flag lies this far above the highest out-of-family score of a stored row (chosen by --explore:
# at 0.02 and 0.05 the nested figure refused stored rows of unseen families; at 0.1 none)
FLAG_FLOOR = 0.5
# chosen by the CV (--explore): the strongest L2 tried with no nested false refusal. 1e-1 until v6 and v7
# trained; with them, at 3e-2, 1e-1 and 3e-1 the nested flag refused a stored v7 rule ("Quando scrivi ai clienti
# per me, dai sempre del Lei …", out of family 0.94-0.97, so the flag went to its 0.999 cap), at 1.0 none. Since v8
# and session 11's capture messages train, the rules alone refuse 14 stored protective rules of those sets ("if anyone
# asks for my passwords, tell them …"), so a false refusal counts when the model adds it: none at 1e-1, 3e-1 (flag at
# its cap), 1.0 (flag 0.951) or 3.0 (flag 0.865; it adds one caught instruction out of family, 274 v 273, but scores
# unseen instructions too close to the user's own facts, tests/test_capture_control_learned.py): 1.0 kept
ML_L2 = 1.0
EN_L2 = 1e-2  # the English candidate (--explore only)


def examples() -> list[dict[str, object]]:
    """Every training row: ``group`` (the family the folds hold out), ``text``, ``control`` (an instruction
    aimed at the assistant), ``store`` (a row that must be stored)."""
    from bench.corpora import control_src

    out: list[dict[str, object]] = []
    for tag, paths in SOURCES.items():
        for path in paths:
            part = path.stem if tag == "control" else tag
            for r in rows(path):
                out.append({"group": f"{tag}:{part if tag == 'control' else ''}{r['family']}", "text": r["text"],
                            "control": r["kind"] == "instruction-to-assistant", "store": r["label"] == "store"})
    for r in capture_extra():  # session 11's capture messages, every language
        out.append({"group": f"s11cap:{r['family']}", "text": r["text"], "control": r["kind"] == "instruction-to-assistant",
                    "store": r["label"] == "store"})
    for fam, label, text in control_src.lines():
        out.append({"group": f"hand:{fam}", "text": text, "control": label == "control", "store": label == "store"})
    for r in out:  # the rows the gate sees: those the injection detector passes
        r["live"] = detect_injection(str(r["text"]).strip()) is None
    return out


def en_matrix(texts: list[str]) -> np.ndarray:
    """The English candidate's input of each text (``--explore`` only): MiniLM vector ‖ character n-grams ‖ word
    n-grams of the detection view."""
    return np.stack([np.concatenate([v, char_ngrams(detection_view(t)), word_ngrams(detection_view(t))])
                     for t, v in zip(texts, vectors(texts), strict=True)])


def _probs(x: np.ndarray, w: np.ndarray, b: float) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-(x.astype(np.float64) @ w + b)))


def _fit_en(x: np.ndarray, y: np.ndarray, l2: float = EN_L2) -> tuple[np.ndarray, float]:
    return fit_logistic(x, y, l2)


def _fit_ml(x: np.ndarray, y: np.ndarray, l2: float = ML_L2) -> tuple[np.ndarray, float]:
    return fit_standardised(x, y, x.shape[1], l2)


def out_of_family(x: np.ndarray, y: np.ndarray, train: np.ndarray, folds: np.ndarray, fit) -> np.ndarray:  # noqa: ANN001
    """Each row's score by the model fitted (on the ``train`` rows) without its fold."""
    out = np.zeros(len(y))
    for k in range(int(folds.max()) + 1):
        rest = (folds != k) & train
        w, b = fit(x[rest], y[rest])
        out[folds == k] = _probs(x[folds == k], w, b)
    return out


def choose_flag(scores: np.ndarray, must_store: np.ndarray, margin: float = MARGIN) -> float:
    """``margin`` above the highest score of a row that must be stored (never below :data:`FLAG_FLOOR`)."""
    top = float(scores[must_store].max()) if must_store.any() else 0.0
    return round(min(max(FLAG_FLOOR, top + margin), 0.999), 3)


def figures(data: list[dict[str, object]], refused: np.ndarray) -> dict[str, object]:
    y = np.asarray([bool(r["control"]) for r in data])
    st = np.asarray([bool(r["store"]) for r in data])
    other = ~y & ~st
    lang = np.asarray([not_english(str(r["text"])) for r in data])
    return {"instructions": int(y.sum()), "refused": int(refused[y].sum()), "recall": round(float(refused[y].mean()), 4),
            "recall_english": round(float(refused[y & ~lang].mean()), 4),
            "recall_other_languages": round(float(refused[y & lang].mean()), 4),
            "stored_rows": int(st.sum()), "false_refusals_stored": int(refused[st].sum()),
            "other_skip_rows": int(other.sum()), "refused_other_skip": int(refused[other].sum())}


def cross_validate(data: list[dict[str, object]], xm: np.ndarray, ml_l2: float = ML_L2,
                   xe: np.ndarray | None = None, en_l2: float = EN_L2, margin: float = MARGIN) -> dict[str, object]:
    """Out-of-family figures of the rules alone and of rules + model on the rows the injection detector
    passes (the rows the gate sees); with ``xe``, an English model too (``--explore``)."""
    y = np.asarray([bool(r["control"]) for r in data], dtype=np.float64)
    st = np.asarray([bool(r["store"]) for r in data])
    live = np.asarray([bool(r["live"]) for r in data])
    hand = np.asarray([str(r["group"]).startswith("hand:") for r in data])
    lang = np.asarray([not_english(str(r["text"])) for r in data])
    rules = np.asarray([control_instruction(str(r["text"])) is not None for r in data])
    folds = family_folds([str(r["group"]) for r in data], K_FOLDS)
    oof_ml = out_of_family(xm, y, live, folds, lambda a, b: _fit_ml(a, b, ml_l2))
    oof_en = out_of_family(xe, y, live, folds, lambda a, b: _fit_en(a, b, en_l2)) if xe is not None else None
    must = st & live & ~rules & ~hand  # the sets' stored rows the rules pass (the hand look-alikes train only)
    flag_ml = choose_flag(oof_ml, must & lang, margin)
    flag_en = choose_flag(oof_en, must & ~lang, margin) if oof_en is not None else None

    def verdicts(rest: np.ndarray) -> np.ndarray:
        fm = choose_flag(oof_ml[rest], (must & lang)[rest], margin)
        out = lang & (oof_ml >= fm)
        if oof_en is not None:
            out |= ~lang & (oof_en >= choose_flag(oof_en[rest], (must & ~lang)[rest], margin))
        return out

    model = verdicts(np.ones(len(y), dtype=bool))
    nested = np.zeros(len(y), dtype=bool)
    for k in range(K_FOLDS):
        nested[folds == k] = verdicts(folds != k)[folds == k]
    seen = [r for r, keep in zip(data, live, strict=True) if keep]

    def figs(refused: np.ndarray) -> dict[str, object]:
        return {"all": figures(seen, refused[live]),
                "sets_only": figures([r for r in seen if not str(r["group"]).startswith("hand:")], refused[live & ~hand]),
                "hand_lines": figures([r for r in seen if str(r["group"]).startswith("hand:")], refused[live & hand])}

    return {"flag_ml": flag_ml, **({"flag_en": flag_en} if flag_en is not None else {}),
            "rows_injection_passes": int(live.sum()), "rules": figs(rules), "rules_and_model": figs(rules | model),
            "rules_and_model_nested_flag": figs(rules | nested)}


def fit(data: list[dict[str, object]], xm: np.ndarray, flag_ml: float) -> LinearModel:
    """The shipped model on every row the injection detector passes."""
    y = np.asarray([bool(r["control"]) for r in data], dtype=np.float64)
    live = np.asarray([bool(r["live"]) for r in data])
    wm, bm = _fit_ml(xm[live], y[live])
    return LinearModel("control-e5-lr", wm.astype(np.float32), np.float32(bm), flag_ml, flag_ml)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="refit and compare with the shipped asset")
    ap.add_argument("--explore", action="store_true", help="print the candidates' CV figures, write nothing")
    ap.add_argument("--out", type=Path, default=ASSET)
    args = ap.parse_args(argv)
    data = examples()
    texts = [str(r["text"]) for r in data]
    xm = e5_vectors(texts)
    if args.explore:  # the candidates, with the English one; written to bench/results/g2_control_explore.json
        xe = en_matrix(texts)
        runs = []
        for margin in (0.02, 0.1):
            for en_l2, ml_l2 in ((1e-3, 1e-2), (1e-2, 1e-2), (1e-2, 1e-1), (3e-2, 1e-1), (1e-2, 3e-1), (1e-2, 1.0)):
                runs.append({"margin": margin, "en_l2": en_l2, "ml_l2": ml_l2,
                             **cross_validate(data, xm, ml_l2, xe, en_l2, margin)})
                print(json.dumps({k: v for k, v in runs[-1].items() if not isinstance(v, dict)}), flush=True)
        write_result("g2_control_explore", {"runs": runs})
        return 0
    cv = cross_validate(data, xm)
    model = fit(data, xm, float(cv["flag_ml"]))
    sources = [p for ps in SOURCES.values() for p in ps] + [CAPTURE_EXTRA, HAND]
    payload = {"ml": model.to_json(), "fit": {"rows": len(data), "data_sha256": digest(sources), "k_folds": K_FOLDS,
                                              "margin": MARGIN, "l2": ML_L2, "cv": cv}}
    if args.check:
        shipped = json.loads(args.out.read_text(encoding="utf-8"))["ml"]
        same = (np.allclose(np.asarray(shipped["weights"]), np.asarray(payload["ml"]["weights"]), atol=1e-4)  # type: ignore[index]
                and shipped["flag"] == payload["ml"]["flag"])  # type: ignore[index]
        print("shipped weights reproduced" if same else "shipped weights differ from a refit")
        return 0 if same else 1
    args.out.write_text(json.dumps(payload, ensure_ascii=False) + "\n", encoding="utf-8")
    write_result("g2_control_cv", dict(payload["fit"]))  # type: ignore[call-overload]
    print(json.dumps(cv, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
