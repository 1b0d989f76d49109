"""Capture store models: candidate changes judged out of family, the whole capture pipeline replayed.

    OMP_NUM_THREADS=1 python bench/capture_cv.py [--variants V0 V1-feature … | key=value,…] [--sweep] [--diff]
        [--check] [--name k1_capture_cv]

For each candidate (:data:`VARIANTS`), two figures against the shipped recipe (``V0``):

- ``cv``: the capture corpus (every split and its multilingual lines, 1,007 rows), each row decided by the
  whole capture pipeline (gates, injection-suspect bars, the heuristic's dampers, the abstain band,
  min_confidence) with store models fitted without its family (family-grouped folds of
  :func:`bench.fit_classifiers.family_folds` over the families of both models' rows); the store thresholds
  by the fit's rule on those out-of-family scores. ``store_alone``: the English store model's own
  out-of-family precision/recall at its threshold, as ``fit.out_of_family_*`` reports it.
- ``seen``: the seen holdouts v3-v12 (they never train the store models), decided by the pipeline with the
  models fitted on the whole corpus and thresholds as :mod:`bench.fit_classifiers` chooses them.

The pipeline is replayed from cached per-message parts (gate verdict, language route, injection-suspect
verdicts): the gates and injection models are the shipped ones for every candidate. ``V0`` reproduces the
shipped store weights and thresholds (``--check``) and :func:`memspark.capture.decide`'s figures on the seen sets
(``bench/capture_misses.py``).

The candidates (:data:`VARIANTS`, fields of :class:`Variant`): the question feature of the store models reading
a wh-word + subject as a clause (``V1-feature``; the heuristic's damper does since K1); lexical features for
"keep/save/remember this", a conditional standing rule, a fix story, first person + a date (``V2``); a chatty
prefix ("fyi,", "btw", "just so you know,") read past before scoring (``V3``); the store class weighted 1.5 / 2
(``V4``); the e5 store model deciding English-path messages inside the MiniLM abstain band, or the mean of both
(``V5``); the threshold rule's targets and the band's width (``V6``); the transient damper sparing a fix story
(``V7``); messages of four words or more with no English function word routed to the e5 models (``V8``); the
injection-suspect margin (``V9``, for the record: it trades instructions stored); the recipe before C6, whose band
kept nothing on a one-line cue where the heuristic is silent (``V10-no-band-cues``; V0 keeps it, as
:meth:`memspark.capture.learned.LearnedClassifier` does since).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import pickle
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from bench import fit_classifiers as fc  # noqa: E402
from bench._common import write_result  # noqa: E402
from bench.capture_misses import load  # noqa: E402
from memspark.capture import classify as heuristic  # noqa: E402
from memspark.capture import learned  # noqa: E402
from memspark.capture.gates import run_gates  # noqa: E402
from memspark.capture.suspect import over_bar, suspect_bar  # noqa: E402
from memspark.config import CaptureConfig  # noqa: E402
from memspark.safety.language import function_words, not_english  # noqa: E402
from memspark.safety.learned import char_ngrams, detection_view, injection_probability  # noqa: E402
from memspark.safety.multilingual import multilingual_model, multilingual_probability  # noqa: E402
from memspark.tuning import Tuning  # noqa: E402

_WORDS = heuristic._rx(r"[^\W\d_]{2,}")
SEEN = ("v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15", "v16", "v17")
CFG = CaptureConfig(use_classifier=False)
_CLAUSE = heuristic._rx(r"^\W*(?:when(?:ever)?|where(?:ver)?|how|what|why|who|which)\s+(?:I|you|we|they|he|she|it|my|our|"
                        r"your|his|her|their|the|a|an|someone|anyone|somebody|anybody|everyone|people)\b")
_KEEP = heuristic._rx(r"^\W*(?:(?:please\s+)?(?:keep|save|remember|note|store|log|record|jot down|write down|memori[sz]e)"
                      r"(?:\s+(?:this|that|it|down|the following))?(?:\s+for (?:me|later|the \w+))?\s*[:,-]|"
                      r"(?:remember|note|keep in mind|bear in mind|don't forget) that\b)")
_STANDING = heuristic._rx(r"^\W*(?:when(?:ever)?|if|before|after|any ?time|each time|every time|once)\b[^.?!]{3,120}[,;]\s*"
                          r"(?:please\s+)?(?:always|never|don't|do not|just|only|ask|check|tell|send|put|use|add|keep|"
                          r"remind|draft|flag|say|list|give|copy|cc|include|leave|offer|wait|answer|reply|write)\b")
_FIX = heuristic._rx(r"\b(?:turned out|root cause|the (?:fix|cause|culprit|problem|issue|trick) (?:is|was)|fixed (?:it|by)|"
                     r"(?:was|were) caused by|solved (?:it|by)|workaround|now (?:every|I|we) )")
_FUTURE = heuristic._rx(r"\b(?:I(?:'m| am|'ll| will| have|'ve got)|we(?:'re| are|'ll| will| have))\b[^.?!]{0,60}\b(?:monday|tuesday|"
                        r"wednesday|thursday|friday|saturday|sunday|tomorrow|next (?:week|month)|\d{1,2}(?:st|nd|rd|th)\b|"
                        r"\d{1,2}[:.]\d{2}|\d{1,2} ?(?:am|pm)\b|january|february|march|april|june|july|august|september|"
                        r"october|november|december)")
_PREFIX = heuristic._rx(r"^\s*(?:fyi|btw|by the way|just so you know|oh and|also|and also|note|ps|quick note|heads up)\b"
                        r"\s*[,:;-]?\s*")


@dataclass(frozen=True)
class Variant:
    question: str = "old"  # clause: a wh-word + its subject opens a clause, not a question, in the store models'
    # question feature too (the heuristic's question damper reads it so since K1)
    extra: bool = False  # the lexical features _KEEP, _STANDING, _FIX, _FUTURE
    strip_prefix: bool = False  # a chatty prefix is read past before scoring
    store_weight: float = 1.0  # multiplies the store class's balanced weight
    e5_band: str = ""  # "" | decide | mean: the e5 store model on English-path rows in the MiniLM band
    en_precision: float = fc.STORE_PRECISION
    e5_precision: float = fc.E5_STORE_PRECISION
    fix_transient: bool = False  # the transient damper spares a fix story
    en_flag: float = 0.0  # > 0: the English store flag, whatever the rule says (CV and seen)
    band: float = 0.2  # abstain = flag - band: between them the heuristic decides
    e5_width: float = fc.E5_STORE_BAND  # the e5 path's band (abstain = e5 flag - e5_width)
    route: bool = False  # a message with no English function word goes to the e5 models too
    suspect_bar: float = 0.0  # > 0: the English suspect bar instead of capture's shipped one (memspark.capture.suspect)
    band_cues: bool = True  # in the band, a user's one-line message with a durable statement's cue is kept where the
    # heuristic is silent (memspark.capture.learned.band_cues; shipped since C6: False is the recipe before it)


# every candidate tried (K1, session 12), each alone on top of the shipped recipe (V0)
VARIANTS: dict[str, Variant] = {
    "V0": Variant(),
    "V1-feature": Variant(question="clause"),
    "V2-lexical": Variant(extra=True),
    "V3-prefix": Variant(strip_prefix=True),
    "V4-weight-1.5": Variant(store_weight=1.5),
    "V4-weight-2": Variant(store_weight=2.0),
    "V5-e5-band": Variant(e5_band="decide"),
    "V5-e5-band-mean": Variant(e5_band="mean"),
    "V6-precision-0.85": Variant(en_precision=0.85),
    "V6-precision-0.95": Variant(en_precision=0.95),
    "V6-e5-precision-0.9": Variant(e5_precision=0.9),
    "V6-band-0.1": Variant(band=0.1),
    "V6-band-0.3": Variant(band=0.3),
    "V7-fix-transient": Variant(fix_transient=True),
    "V8-route": Variant(route=True),
    "V9-suspect-0.35": Variant(suspect_bar=0.35),
    "V9-suspect-0.4": Variant(suspect_bar=0.4),
    "V10-no-band-cues": Variant(band_cues=False),
}


def variant(spec: str) -> Variant:
    """A named variant, or ``key=value,…`` over :class:`Variant`'s fields (``question=clause,extra=1``)."""
    if spec in VARIANTS:
        return VARIANTS[spec]
    fields: dict[str, object] = {}
    for part in spec.split(","):
        key, value = part.split("=", 1)
        kind = type(getattr(Variant(), key))
        fields[key] = value in ("1", "true", "True") if kind is bool else kind(value)
    return Variant(**fields)  # type: ignore[arg-type]


def lexical(text: str, role: str, v: Variant) -> np.ndarray:
    base = learned.capture_lexical(text, role)
    if v.question == "clause" and base[0] and not text.strip().endswith(("?", "？", "؟")) and _CLAUSE.match(text):
        base[0] = 0.0
    if not v.extra:
        return base
    prose = heuristic.strip_code(text)
    more = [1.0 if rx.search(prose) else 0.0 for rx in (_KEEP, _STANDING, _FIX, _FUTURE)]
    return np.concatenate([base, np.asarray(more, dtype=np.float32)])


def scored_text(text: str, v: Variant) -> str:
    return _PREFIX.sub("", text, count=1) if v.strip_prefix else text


def en_matrix(rows: list[dict[str, str]], v: Variant) -> np.ndarray:
    texts = [scored_text(r["text"], v) for r in rows]
    vecs = fc.vectors(texts)
    return np.stack([np.concatenate([vec.astype(np.float32), char_ngrams(detection_view(t)), lexical(t, r["role"], v)])
                     for t, r, vec in zip(texts, rows, vecs, strict=True)])


def e5_matrix(rows: list[dict[str, str]], v: Variant) -> np.ndarray:
    texts = [scored_text(r["text"], v) for r in rows]
    vecs = fc.e5_vectors(texts)
    return np.stack([np.concatenate([vec.astype(np.float32), lexical(t, r["role"], v)])
                     for t, r, vec in zip(texts, rows, vecs, strict=True)])


def weighted(fit: Callable[..., tuple[np.ndarray, float]], v: Variant) -> Callable[[np.ndarray, np.ndarray], tuple[np.ndarray, float]]:
    """``fit`` with the store class weighted ``v.store_weight`` (as the benign class is in the injection fit)."""
    if v.store_weight == 1.0:
        return fit
    return lambda x, y: fit(x, y, benign_weight=1.0 / v.store_weight)


def fit_e5(x: np.ndarray, y: np.ndarray, benign_weight: float = 1.0) -> tuple[np.ndarray, float]:
    xs, mu, sd = fc._standardise(x, fc.E5_DIMS)
    w, b = fc.fit_logistic(xs, y, fc.E5_CAPTURE_L2, benign_weight=benign_weight)
    raw = w.copy()
    raw[:fc.E5_DIMS] = w[:fc.E5_DIMS] / sd
    return raw, float(b - float(np.dot(w[:fc.E5_DIMS], mu / sd)))


# --- the pipeline, from cached parts ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Parts:
    passed: bool
    foreign: bool  # the language gate: the e5 models read it
    suspect: bool  # the injection model of its path scores it at or above the suspect bar
    no_english: bool = False  # four words or more, none of them an English function word
    suspect_ml: bool = False  # the multilingual injection model scores it inside its band or above
    p_inj: float = 0.0  # the English injection model's probability (English path)


def _bars(path: str) -> tuple[float, float]:
    """The path's suspect bar and the bar of a rule that keeps the user in charge (memspark.capture.suspect)."""
    bar = suspect_bar(path)
    return bar.bar, bar.in_charge_bar


def parts_of(rows: list[dict[str, str]], cache: Path) -> list[Parts]:
    code = [*sorted((ROOT / "memspark" / "safety").rglob("*.py")), *sorted((ROOT / "memspark" / "capture").glob("control*.py")), ROOT / "memspark" / "capture" / "protective.py",
            ROOT / "memspark" / "capture" / "gates.py"]
    assets = b"".join(p.read_bytes() for p in [*sorted((ROOT / "memspark" / "safety" / "assets").glob("*.json")),
                                               *sorted((ROOT / "memspark" / "capture" / "assets").glob("*.json")), *code])
    key = hashlib.sha256(assets).hexdigest()[:16]
    known: dict[str, Parts] = pickle.loads(cache.read_bytes()) if cache.is_file() else {}
    known = {k: p for k, p in known.items() if k.startswith(key)}
    tn, out = Tuning(), []
    for r in rows:
        k = f"{key}:{r['text']}"
        if k not in known:
            text = r["text"].strip()
            gate = run_gates(r["text"], min_length=tn.capture_min_message_length,
                             max_length=tn.capture_max_message_length, min_quality=tn.capture_min_quality)
            foreign = not_english(text)
            if foreign:
                inj = multilingual_model()
                p = multilingual_probability(text, inj) if inj is not None else None
                suspect = over_bar(p, *_bars("e5"), text) is not None
            else:
                p = injection_probability(text)
                suspect = over_bar(p, *_bars("en"), text) is not None
            p_en_inj = float(p) if not foreign and p is not None else 0.0
            english, _ = function_words(text)
            no_english = not foreign and english == 0 and len(_WORDS.findall(text)) >= 4
            suspect_ml = suspect if foreign else False
            if no_english:
                inj = multilingual_model()
                p = multilingual_probability(text, inj) if inj is not None else None
                suspect_ml = over_bar(p, *_bars("e5"), text) is not None
            known[k] = Parts(gate.passed, foreign, suspect, no_english, suspect_ml, p_en_inj)
        out.append(known[k])
    cache.write_bytes(pickle.dumps(known))
    return out


def heuristic_view(text: str, role: str, v: Variant, multilingual: bool = False) -> heuristic.Classification:
    got = heuristic.HeuristicClassifier().classify(text, role, CFG.categories)
    if v.band_cues and role == "user" and got.category == heuristic.OTHER and not got.cues:
        why = learned.band_cues(text, multilingual=multilingual)
        if why:  # what the band keeps where the heuristic is silent (every category is allowed in CFG)
            return heuristic.Classification("fact", learned.STRUCTURED_CONFIDENCE, "band", (why,))
    if v.fix_transient and "transient" in got.cues and _FIX.search(heuristic.strip_code(text)):
        cues = tuple(c for c in got.cues if c != "transient")
        return heuristic.Classification(got.category, round(got.confidence / 0.6, 3), got.classifier, cues)
    return got


def keep(p: float, flag: float, got: heuristic.Classification, role: str, band: float = 0.2) -> tuple[bool, str]:
    damp = [c for c in got.cues if c in learned._PENALTY]
    p_kept = p * float(np.prod([learned._PENALTY[c] for c in damp])) if damp else p
    if p_kept >= flag:
        return p_kept >= CFG.min_confidence, "kept"
    if p_kept < round(flag - band, 3) or damp:
        return False, "damper" if damp and p >= round(flag - band, 3) else "below"
    ok = got.category in CFG.categories and got.category != heuristic.OTHER and got.confidence >= CFG.min_confidence
    return ok, "band"


def decide_rows(rows: list[dict[str, str]], parts: list[Parts], p_en: np.ndarray, p_e5: np.ndarray,
                en_flag: float, e5_flag: float, v: Variant) -> list[bool]:
    out = []
    for r, pt, pe, p5 in zip(rows, parts, p_en, p_e5, strict=True):
        e5_path = pt.foreign or (v.route and pt.no_english)
        suspect = pt.p_inj >= v.suspect_bar if v.suspect_bar else pt.suspect
        if not pt.passed or (pt.suspect_ml if e5_path else suspect):
            out.append(False)
            continue
        got = heuristic_view(r["text"].strip(), r["role"], v, multilingual=e5_path)
        if e5_path:
            out.append(keep(float(p5), e5_flag, got, r["role"], v.e5_width)[0])
            continue
        kept, stage = keep(float(pe), en_flag, got, r["role"], v.band)
        if stage == "band" and v.e5_band:
            p = float(p5) if v.e5_band == "decide" else (float(pe) + float(p5)) / 2
            kept = keep(p, e5_flag if v.e5_band == "decide" else en_flag, got, r["role"], v.band)[0]
        out.append(kept)
    return out


def figures(rows: list[dict[str, str]], kept: list[bool]) -> dict[str, object]:
    want = [r["label"] == "store" for r in rows]
    tp = sum(k and w for k, w in zip(kept, want, strict=True))
    fp = sum(k and not w for k, w in zip(kept, want, strict=True))
    inst = sum(k and r["kind"] in ("instruction-to-assistant", "instruction") for k, r in zip(kept, rows, strict=True))
    return {"precision": round(tp / max(tp + fp, 1), 4), "recall": round(tp / max(sum(want), 1), 4), "fp": fp,
            "missed": sum(want) - tp, "instructions_stored": inst}


# --- fitting and scoring a candidate -----------------------------------------------------------------------------

def evaluate(v: Variant, corpus: list[dict[str, str]], n_en: int, cparts: list[Parts],
             holdouts: dict[str, tuple[list[dict[str, str]], list[Parts]]]) -> dict[str, object]:
    y = np.asarray([r["label"] == "store" for r in corpus], dtype=np.float64)
    x_en, x_e5 = en_matrix(corpus, v), e5_matrix(corpus, v)
    fit_en, fit_5 = weighted(fc.fit_logistic, v), weighted(fit_e5, v)
    foreign = np.asarray([p.foreign or (v.route and p.no_english) for p in cparts])
    # the fit's own recipe: English folds over the English rows' families, e5 folds over all rows'
    en_folds = fc.family_folds([r["family"] for r in corpus[:n_en]])
    all_folds = fc.family_folds([r["family"] for r in corpus])
    oof_en, _ = fc._oof(x_en[:n_en], y[:n_en], en_folds, fit_en)
    oof_5, _ = fc._oof(x_e5, y, all_folds, fit_5)
    en_flag = v.en_flag or fc._store_flag(oof_en, y[:n_en] > 0.5, v.en_precision)
    e5_flag = fc._store_flag(oof_5[foreign], y[foreign] > 0.5, v.e5_precision)
    kept_alone, want = oof_en >= en_flag, y[:n_en] > 0.5
    out: dict[str, object] = {"en_flag": en_flag, "e5_flag": e5_flag, "store_alone": {
        "precision": round(float(want[kept_alone].mean()), 4), "recall": round(float(kept_alone[want].mean()), 4)}}
    # pipeline out of family: every corpus row, models fitted without its family (the union folds)
    cv_en, cv_5 = np.zeros(len(corpus)), np.zeros(len(corpus))
    for k in range(int(all_folds.max()) + 1):
        rest = all_folds != k
        w, b = fit_en(x_en[:n_en][rest[:n_en]], y[:n_en][rest[:n_en]])
        cv_en[~rest] = fc._probs(x_en[~rest], w, b)
        w5, b5 = fit_5(x_e5[rest], y[rest])
        cv_5[~rest] = fc._probs(x_e5[~rest], w5, b5)
    cv_en_flag = v.en_flag or fc._store_flag(cv_en[:n_en], y[:n_en] > 0.5, v.en_precision)
    cv_e5_flag = fc._store_flag(cv_5[foreign], y[foreign] > 0.5, v.e5_precision)
    out["cv_flags"] = [cv_en_flag, cv_e5_flag]
    out["cv_sweep"] = {f"{t:.3f}": figures(corpus, decide_rows(corpus, cparts, cv_en, cv_5, float(t), cv_e5_flag, v))
                       for t in np.arange(0.5, 0.8, 0.025)}
    cv_kept = decide_rows(corpus, cparts, cv_en, cv_5, cv_en_flag, cv_e5_flag, v)
    out["cv"] = figures(corpus, cv_kept)
    out["kept"] = {"cv": cv_kept}
    full_en, full_5 = fit_en(x_en[:n_en], y[:n_en]), fit_5(x_e5, y)
    out["weights"] = (full_en, full_5)
    seen: dict[str, object] = {}
    for name, (rows, parts) in holdouts.items():
        p_en = fc._probs(en_matrix(rows, v), *full_en)
        p_5 = fc._probs(e5_matrix(rows, v), *full_5)
        kept = decide_rows(rows, parts, p_en, p_5, en_flag, e5_flag, v)
        seen[name] = figures(rows, kept)
        out["kept"][name] = kept  # type: ignore[index]
    out["seen"] = seen
    pooled_rows = [r for rows, _ in holdouts.values() for r in rows]
    pooled_parts = [p for _, parts in holdouts.values() for p in parts]
    pe = fc._probs(en_matrix(pooled_rows, v), *full_en)
    p5 = fc._probs(e5_matrix(pooled_rows, v), *full_5)
    out["seen_sweep"] = {f"{t:.3f}": figures(pooled_rows, decide_rows(pooled_rows, pooled_parts, pe, p5, float(t), e5_flag, v))
                         for t in np.arange(0.5, 0.8, 0.025)}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variants", nargs="*", default=list(VARIANTS))
    ap.add_argument("--sets", nargs="*", default=list(SEEN))
    ap.add_argument("--check", action="store_true", help="V0 against the shipped assets and decide()")
    ap.add_argument("--name", default="")
    ap.add_argument("--sweep", action="store_true", help="pipeline figures at English store flags 0.5-0.775")
    ap.add_argument("--diff", action="store_true", help="list the rows each variant decides unlike the first")
    args = ap.parse_args(argv)
    cache = Path(os.environ.get("TMPDIR", "/tmp")) / "k1_parts.pkl"
    # the seen holdouts stay out of the corpus (the shipped e5 store model reads them too since C11: their figures
    # here are of models fitted without any of them, and --check reproduces the English weights only)
    seen = tuple(f"{p}-" for p in fc.SEEN_PARTS)
    corpus = [dict(r) for r in fc.capture_examples(multilingual=True) if not r["family"].startswith(seen)]
    n_en = len(fc.capture_examples())
    for r in corpus:
        r.setdefault("role", "user")
    cparts = parts_of(corpus, cache)
    holdouts = {}
    for name in args.sets:
        rows = [dict(r) for r in load(name)]
        for r in rows:
            r.setdefault("role", "user")
        holdouts[name] = (rows, parts_of(rows, cache))
    report: dict[str, object] = {}
    first: dict[str, list[bool]] = {}
    for name in args.variants:
        got = evaluate(variant(name), corpus, n_en, cparts, holdouts)
        (w_en, b_en), (w_5, b_5) = got.pop("weights")  # type: ignore[misc]
        if args.check and name == "V0":
            import json
            shipped = json.loads(learned.ASSET.read_text())["store"]
            shipped5 = json.loads(learned.E5_ASSET.read_text())["store"]
            print("V0 reproduces the shipped English store weights:",
                  np.allclose(np.round(w_en, 6), shipped["weights"], atol=2e-6), shipped["flag"], got["en_flag"],
                  "e5:", np.allclose(np.round(w_5, 6), shipped5["weights"], atol=2e-6), shipped5["flag"], got["e5_flag"])
        if args.sweep:
            for t, f in got["cv_sweep"].items():  # type: ignore[union-attr]
                s = got["seen_sweep"][t]  # type: ignore[index]
                print(f"   en flag {t}: cv P {f['precision']:.4f} R {f['recall']:.4f} fp {f['fp']:3d} | seen P {s['precision']:.4f} "
                      f"R {s['recall']:.4f} fp {s['fp']} inst {s['instructions_stored']}")
        print(name, "\n  flags", got["en_flag"], got["e5_flag"], "store_alone", got["store_alone"],
              "\n  cv", got["cv"], got["cv_flags"], "\n  seen", {k: (v["precision"], v["recall"], v["instructions_stored"])  # type: ignore[index]
                                                                for k, v in got["seen"].items()}, flush=True)  # type: ignore[union-attr]
        kept_by = got.pop("kept")
        if args.diff and first:
            for part, kept in kept_by.items():  # type: ignore[union-attr]
                rows = corpus if part == "cv" else holdouts[part][0]
                for r, a, b in zip(rows, first[part], kept, strict=True):
                    if a != b:
                        good = (r["label"] == "store") == b
                        print(f"  {part} {'+' if good else '-'} {'kept' if b else 'lost'} [{r['kind']}] {r['text'][:130]}")
        first = first or kept_by  # type: ignore[assignment]
        report[name] = {"variant": variant(name).__dict__, **got}
    if args.name:
        print(f"wrote {write_result(args.name, {'variants': report})}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
