"""What classification adds to one capture call, measured apart from the embedding it reads.

    OMP_NUM_THREADS=1 python bench/capture_latency.py [--data JSONL ...] [--n 400] [--repeat 3] [--name capture_latency]

One capture call is :func:`memspark.capture.decide.decide` with the default ``[capture]`` config: the gates (length,
noise, the injection detector's rules and learned models, the control gate, quality) and the classifier. Per message,
in one process and one run (so the figures are ratios on the same load):

- ``cold``: a message never seen before, every cache empty — what the first call on a message pays, embeddings
  included (MiniLM, and multilingual-e5 for a message the language gate says is not English);
- ``classification``: the same call with the message's sentence vectors already computed (the embedding caches warm)
  and every RESULT cache cleared (rule findings, learned verdicts, control findings) — the cost of the rules, the
  control gate and the linear models on vectors that are there, i.e. what classification adds;
- ``heuristic``: the same call with the heuristic classifier (no store/category model) and the result caches
  cleared; ``classification - heuristic`` is what the learned store/category models add;
- ``injection_models``: the English injection model's probability (and the multilingual one's, for a message the
  language gate says is not English) on the cached vectors — the learned part of the injection gate.

Messages: the text of the capture holdouts named by ``--data`` (development data: each was scored blind once).
Each timing is the median of ``--repeat`` takes. On a shared machine, read the ratios and the p50s, not the tails.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from bench._common import write_result  # noqa: E402
from memspark.capture import control  # noqa: E402
from memspark.capture.classify import HeuristicClassifier  # noqa: E402
from memspark.capture.decide import decide  # noqa: E402
from memspark.capture.learned import LearnedClassifier  # noqa: E402
from memspark.config_sections import CaptureConfig  # noqa: E402
from memspark.safety import injection, multilingual  # noqa: E402
from memspark.safety.language import not_english  # noqa: E402
from memspark.safety.learned import injection_probability, sentence_vector  # noqa: E402
from memspark.safety.multilingual import e5_vector, multilingual_probability  # noqa: E402

DEFAULT_DATA = [ROOT / "tests" / "data" / f"capture_holdout_{v}" / "holdout.jsonl" for v in ("v14", "v15")]
# the caches of RESULTS computed from a message's text (not of vectors, models or compiled patterns)
RESULT_CACHES: tuple[Callable[..., object], ...] = (
    injection.detect_injection, control.control_instruction)
VECTOR_CACHES = (sentence_vector, e5_vector)


def _clear(caches: tuple[Callable[..., object], ...]) -> None:
    for cache in caches:
        cache.cache_clear()  # type: ignore[attr-defined]
    if injection.detect_injection in caches:  # the multilingual verdicts, cached by digest beside the e5 vectors
        multilingual.verdicts_clear()


def _injection_models(text: str) -> None:
    injection_probability(text)
    if not_english(text):
        multilingual_probability(text)


def _take(call: Callable[[], object], before: Callable[[], None], repeat: int) -> float:
    """The median seconds of ``repeat`` calls, ``before`` run (untimed) ahead of each."""
    out = []
    for _ in range(repeat):
        before()
        t = time.perf_counter()
        call()
        out.append(time.perf_counter() - t)
    return float(np.median(out))


def _ms(samples: list[float]) -> dict[str, float]:
    a = np.asarray(samples) * 1000.0
    return {"p50_ms": round(float(np.median(a)), 3), "p95_ms": round(float(np.percentile(a, 95)), 3),
            "mean_ms": round(float(a.mean()), 3)}


def messages(paths: list[Path], n: int) -> list[tuple[str, str]]:
    """(text, role) of the first ``n`` original (not variant) rows, spread evenly over ``paths``."""
    rows: list[tuple[str, str]] = []
    per = max(1, n // max(len(paths), 1))
    for path in paths:
        got = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        got = [r for r in got if r.get("variant", "original") == "original"]
        rows += [(str(r["text"]), str(r.get("role") or "user")) for r in got[:per]]
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, nargs="*", default=DEFAULT_DATA)
    ap.add_argument("--n", type=int, default=400)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--name", default="capture_latency")
    args = ap.parse_args(argv)
    cfg = CaptureConfig()
    learned, heuristic = LearnedClassifier(), HeuristicClassifier()
    rows = messages(args.data, args.n)
    decide("warm-up: load the models and compile the patterns", role="user", agent_id="bench", cfg=cfg,
           classifier=learned)
    cold: list[float] = []
    classification: list[float] = []
    heuristic_only: list[float] = []
    models: list[float] = []
    for text, role in rows:
        call = functools.partial(decide, text, role=role, agent_id="bench", cfg=cfg, classifier=learned)
        cold.append(_take(call, lambda: _clear(RESULT_CACHES + VECTOR_CACHES), args.repeat))
        call()  # the vectors are in their caches now
        classification.append(_take(call, lambda: _clear(RESULT_CACHES), args.repeat))
        plain = functools.partial(decide, text, role=role, agent_id="bench", cfg=cfg, classifier=heuristic)
        heuristic_only.append(_take(plain, lambda: _clear(RESULT_CACHES), args.repeat))
        models.append(_take(functools.partial(_injection_models, text), lambda: None, args.repeat))
    c, h, k = np.asarray(cold), np.asarray(classification), np.asarray(heuristic_only)
    result = {
        "messages": len(rows), "repeat": args.repeat, "data": [os.path.relpath(p, ROOT) for p in args.data],
        "cold": _ms(cold), "classification": _ms(classification), "heuristic": _ms(heuristic_only),
        "injection_models": _ms(models), "store_models_added": _ms(list(h - k)),
        "learned_models_added": _ms(list(h - k + np.asarray(models))),
        "classification_share_of_cold_p50": round(float(np.median(h) / np.median(c)), 3),
    }
    write_result(args.name, result)
    print(json.dumps({k: v for k, v in result.items() if k != "data"}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
