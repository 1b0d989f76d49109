"""Where auto-capture loses the messages it should store, on the seen labelled sets.

    OMP_NUM_THREADS=1 python bench/capture_misses.py [--sets corpus v3 … v12] [--name k1_capture_misses]

For every row of the capture corpus (every split, with its multilingual lines; the store models are fitted on
it, so its figures are in-sample) and of the seen holdouts v3-v12 (which never train the store models), the
decision :func:`memspark.capture.decide` takes with the default config (the gates, then the learned
classifier), traced stage by stage: which gate refused it, or which path read it (``en``: MiniLM,
``e5``: the multilingual pass), the store probability, the heuristic's dampers, the injection-suspect
bar, the abstain band (the heuristic decides) and the confidence floor. A stored row that is not kept
is a miss, named by the first stage that lost it:

- ``gate:<name>``: a gate before the classifier (injection, control, noise, length, quality …);
- ``suspect``: at or above capture's suspect bar of its path (:mod:`memspark.capture.suspect`; never stored; a rule
  that keeps the user in charge: at or above the path's protective bar);
- ``damper``: the heuristic's reasons not to keep (question, hedge, request …) skip a message the store model
  scored at or above its abstain bar;
- ``below-abstain``: the store model's score under its abstain bar;
- ``band-heuristic``: inside the abstain band, and the heuristic skipped it or was under min_confidence;
- ``category``: kept with a category the config or role does not allow.

The misses are counted by stage, by fine category (``kind``), language, variant (original, typo, lower,
prefix) and length, and listed with their scores; the same counts are given for the false positives.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from bench._common import write_result  # noqa: E402
from memspark.capture.decide import decide  # noqa: E402
from memspark.capture.gates import run_gates  # noqa: E402
from memspark.capture.learned import (  # noqa: E402
    _PENALTY,
    HeuristicClassifier,
    capture_features,
    capture_models,
    e5_capture_features,
    e5_capture_models,
)
from memspark.capture.suspect import over_bar, suspect_bar  # noqa: E402
from memspark.config import CaptureConfig  # noqa: E402
from memspark.safety.language import not_english  # noqa: E402
from memspark.safety.learned import detection_view, injection_probability, sentence_vector  # noqa: E402
from memspark.safety.multilingual import e5_vector, e5_view, multilingual_model, multilingual_probability  # noqa: E402
from memspark.tuning import Tuning  # noqa: E402

DATA = ROOT / "tests" / "data"
SEEN = ("v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15", "v16", "v17")
CORPUS = [DATA / "capture_corpus" / f"{s}.jsonl" for s in ("train", "dev", "test", "train_multilingual", "dev_multilingual")]
CFG = CaptureConfig(use_classifier=False)  # the default gates and classifier, as bench/capture_precision.py runs them


def set_paths(name: str) -> list[Path]:
    return CORPUS if name == "corpus" else [DATA / f"capture_holdout_{name}" / "holdout.jsonl"]


def load(name: str) -> list[dict[str, str]]:
    import json

    return [json.loads(line) for path in set_paths(name) for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()]


@dataclass(frozen=True)
class Trace:
    stage: str  # kept | gate:<name> | suspect | damper | below-abstain | band-heuristic | category
    path: str  # en | e5 | - (refused by a gate)
    p: float  # store probability (before dampers); -1 when no model read it
    p_kept: float
    flag: float
    abstain: float
    dampers: tuple[str, ...]
    keep: bool


def trace(text: str, role: str) -> Trace:
    """The stage that decided ``text`` (see the module docstring); ``keep`` agrees with :func:`decide`."""
    tn = Tuning()
    gate = run_gates(text, min_length=tn.capture_min_message_length, max_length=tn.capture_max_message_length,
                     min_quality=tn.capture_min_quality)
    if not gate.passed:
        return Trace(f"gate:{gate.gate}", "-", -1.0, -1.0, 0.0, 0.0, (), False)
    stripped = text.strip()
    ml = e5_capture_models() if not_english(stripped) else None
    if ml is not None:
        models, x, path = ml, e5_capture_features(stripped, role, e5_vector(e5_view(stripped))), "e5"
        inj = multilingual_model()
        p_ml = multilingual_probability(stripped, inj) if inj is not None else None
        bar = suspect_bar("e5")
        suspect = over_bar(p_ml, bar.bar, bar.in_charge_bar, stripped) is not None
    else:
        models = capture_models()
        assert models is not None
        x, path = capture_features(stripped, role, sentence_vector(detection_view(stripped))), "en"
        p_inj = injection_probability(stripped)
        bar = suspect_bar("en")
        suspect = over_bar(p_inj, bar.bar, bar.in_charge_bar, stripped) is not None
    store, _ = models
    p = float(store.probability(x))
    heur = HeuristicClassifier().classify(stripped, role, CFG.categories)
    damp = tuple(c for c in heur.cues if c in _PENALTY)
    p_kept = p * float(np.prod([_PENALTY[c] for c in damp])) if damp else p
    d = decide(text, role=role, agent_id="bench", cfg=CFG)
    if suspect:
        stage = "suspect"
    elif p_kept >= store.flag:
        stage = "kept" if d.keep else "category"
    elif damp and p >= store.abstain:
        stage = "damper"
    elif p_kept < store.abstain:
        stage = "below-abstain"
    else:
        stage = "kept" if d.keep else "band-heuristic"
    return Trace(stage, path, round(p, 3), round(p_kept, 3), store.flag, store.abstain, damp, d.keep)


def length_bucket(text: str) -> str:
    n = len(text.strip())
    return "<60" if n < 60 else "60-119" if n < 120 else "120-199" if n < 200 else "200+"


def summarise(rows: list[dict[str, str]], traces: list[Trace]) -> dict[str, object]:
    stored = [(r, t) for r, t in zip(rows, traces, strict=True) if r["label"] == "store"]
    skipped = [(r, t) for r, t in zip(rows, traces, strict=True) if r["label"] != "store"]
    missed = [(r, t) for r, t in stored if not t.keep]
    fps = [(r, t) for r, t in skipped if t.keep]
    tp = len(stored) - len(missed)
    out: dict[str, object] = {"rows": len(rows), "stored_rows": len(stored), "kept": tp + len(fps),
                              "precision": round(tp / max(tp + len(fps), 1), 4), "recall": round(tp / max(len(stored), 1), 4)}
    for key, get in (("stage", lambda r, t: t.stage), ("kind", lambda r, t: r["kind"]),
                     ("lang", lambda r, t: "en" if r.get("lang", "en") == "en" else "other"),
                     ("path", lambda r, t: t.path), ("variant", lambda r, t: r.get("variant", "original")),
                     ("length", lambda r, t: length_bucket(r["text"])), ("role", lambda r, t: r.get("role", "user"))):
        total: Counter[str] = Counter(get(r, t) for r, t in stored)
        lost: Counter[str] = Counter(get(r, t) for r, t in missed)
        out[f"misses_by_{key}"] = {k: f"{lost[k]}/{total[k]}" for k in sorted(total)}
    out["false_positives_by_kind"] = dict(Counter(r["kind"] for r, _ in fps))
    out["false_positives_by_stage"] = dict(Counter(t.stage for _, t in fps))
    out["misses"] = [{"stage": t.stage, "path": t.path, "p": t.p, "p_kept": t.p_kept, "dampers": list(t.dampers),
                      "kind": r["kind"], "lang": r.get("lang"), "variant": r.get("variant"), "family": r.get("family"),
                      "text": r["text"][:160]} for r, t in missed]
    out["false_positives"] = [{"stage": t.stage, "path": t.path, "p": t.p, "kind": r["kind"], "lang": r.get("lang"),
                               "text": r["text"][:160]} for r, t in fps]
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sets", nargs="*", default=["corpus", *SEEN])
    ap.add_argument("--name", default="k1_capture_misses")
    args = ap.parse_args(argv)
    report: dict[str, object] = {}
    pooled: dict[str, list[object]] = defaultdict(list)
    for name in args.sets:
        rows = load(name)
        traces = [trace(r["text"], r.get("role", "user")) for r in rows]
        report[name] = summarise(rows, traces)
        if name != "corpus":
            pooled["rows"] += rows
            pooled["traces"] += traces
        brief = {k: v for k, v in report[name].items() if k not in ("misses", "false_positives")}  # type: ignore[union-attr]
        print(name, brief, flush=True)
    if pooled["rows"]:
        report["seen_holdouts_pooled"] = summarise(pooled["rows"], pooled["traces"])  # type: ignore[arg-type]
        print("pooled", {k: v for k, v in report["seen_holdouts_pooled"].items()  # type: ignore[union-attr]
                         if k not in ("misses", "false_positives")})
    print(f"wrote {write_result(args.name, {'sets': report})}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
