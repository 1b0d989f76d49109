"""Per-message cost of the multilingual injection pass beyond the e5 embedding: the model's input features and
its probability, for the shipped model and for another asset (e.g. the logistic regression it replaced).

    OMP_NUM_THREADS=1 python bench/injection_e5_latency.py [--other PATH] [--n 300] [--name i2_e5_latency]

Texts: the gated lines of the hand-written multilingual training corpora (development data), each embedded once
(timed too: the embedding is the cost the pass already paid), then scored ``--repeat`` times by each model.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from bench._common import write_result  # noqa: E402
from memspark.safety.language import not_english  # noqa: E402
from memspark.safety.learned import LinearModel  # noqa: E402
from memspark.safety.mlp import load_model  # noqa: E402
from memspark.safety.multilingual import e5_features, e5_vector, e5_view, multilingual_model  # noqa: E402


def _ms(samples: list[float]) -> dict[str, float]:
    a = np.asarray(samples) * 1000.0
    return {"p50_ms": round(float(np.median(a)), 4), "p95_ms": round(float(np.percentile(a, 95)), 4),
            "mean_ms": round(float(a.mean()), 4)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--other", type=Path, default=None, help="another model asset to time beside the shipped one")
    ap.add_argument("--n", type=int, default=300)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--name", default="i2_e5_latency")
    args = ap.parse_args(argv)
    from bench.corpora import train_s12_multilingual_src

    texts = [t for _, _, t in train_s12_multilingual_src.lines() if not_english(t)][: args.n]
    embed, vecs = [], []
    for t in texts:
        t0 = time.perf_counter()
        vecs.append(e5_vector(e5_view(t)))
        embed.append(time.perf_counter() - t0)
    models: dict[str, LinearModel] = {}
    shipped = multilingual_model()
    assert shipped is not None
    models[f"shipped:{shipped.name}"] = shipped
    if args.other is not None:
        other = load_model(args.other)
        models[f"other:{other.name}"] = other
    report: dict[str, object] = {"texts": len(texts), "e5_embedding": _ms(embed)}
    for name, model in models.items():
        features, score = [], []
        for _ in range(args.repeat):
            for t, v in zip(texts, vecs, strict=True):
                t0 = time.perf_counter()
                x = e5_features(t, v)
                t1 = time.perf_counter()
                model.probability(x)
                t2 = time.perf_counter()
                features.append(t1 - t0)
                score.append(t2 - t1)
        report[name] = {"features": _ms(features), "probability": _ms(score),
                        "pass_beyond_embedding": _ms([a + b for a, b in zip(features, score, strict=True)])}
        print(name, report[name], flush=True)
    print("e5 embedding", report["e5_embedding"])
    print(f"wrote {write_result(args.name, report)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
