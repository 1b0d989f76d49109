"""The multilingual injection pass's perceptron (memspark.safety.mlp, fitted by bench/fit_mlp.py): it draws
boundaries a linear model cannot, reads raw inputs (the fit's standardisation folded in), is reproducible,
round-trips through its asset, and costs far under a millisecond beside the e5 embedding."""

from __future__ import annotations

import json
import time
from pathlib import Path

import numpy as np

from bench.fit_classifiers import fit_standardised
from bench.fit_mlp import fit_mlp, mlp_probs
from memspark.safety import multilingual
from memspark.safety.learned import LinearModel
from memspark.safety.mlp import MlpModel, load_mlp


def _rings(n: int = 600, seed: int = 3) -> tuple[np.ndarray, np.ndarray]:
    """Attacks on a shell around benign notes, offset and scaled unevenly (raw columns, as e5's are): no
    hyperplane separates them."""
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6))
    radius = np.linalg.norm(x[:, :2], axis=1)
    y = (radius > 1.2).astype(np.float32)
    scaled = x * np.array([0.01, 0.02, 1.0, 3.0, 0.5, 1.0]) + np.array([0.7, -0.3, 0.0, 5.0, 0.0, 1.0])
    return scaled.astype(np.float32), y


def test_the_perceptron_separates_what_a_linear_model_cannot() -> None:
    x, y = _rings()
    train, test = slice(0, 400), slice(400, None)
    w, b = fit_standardised(x[train], y[train], dims=x.shape[1], l2=1e-3)
    linear = ((1 / (1 + np.exp(-(x[test].astype(np.float64) @ w + b)))) >= 0.5) == (y[test] > 0.5)
    mlp = (mlp_probs(x[test], *fit_mlp(x[train], y[train], hidden=16, epochs=200)) >= 0.5) == (y[test] > 0.5)
    assert mlp.mean() >= 0.9 and linear.mean() < 0.75, (mlp.mean(), linear.mean())


def test_the_model_reads_raw_inputs_like_the_fit_and_round_trips(tmp_path: Path) -> None:
    x, y = _rings()
    w1, b1, w2, b2 = fit_mlp(x, y, hidden=8, epochs=5)
    again = fit_mlp(x, y, hidden=8, epochs=5)
    assert all(np.array_equal(a, b) for a, b in zip((w1, b1, w2), again[:3], strict=True)) and b2 == again[3]
    model = MlpModel("t", w2, np.float32(b2), 0.7, 0.5, hidden_weights=w1, hidden_bias=b1)
    assert isinstance(model, LinearModel)  # every caller of the pass reads flag, abstain and probability()
    expected = mlp_probs(x[:20], w1, b1, w2, b2)
    assert np.allclose([model.probability(row) for row in x[:20]], expected, atol=1e-5)
    assert np.allclose(model.probabilities(x[:20]), expected, atol=1e-5)
    path = tmp_path / "m.json"
    path.write_text(json.dumps(model.to_json()), encoding="utf-8")
    back = load_mlp(path)
    assert back.flag == 0.7 and back.abstain == 0.5 and back.hidden_weights.shape == (6, 8)
    assert np.allclose(back.probabilities(x[:20]), expected, atol=1e-4)


def test_the_shipped_multilingual_model_is_the_perceptron_and_costs_microseconds() -> None:
    from memspark.safety import addressed

    model = multilingual.multilingual_model()
    assert isinstance(model, MlpModel)
    dims = 384 + 5 + addressed.DIMS
    assert model.hidden_weights.shape[0] == dims and model.weights.shape == (model.hidden_weights.shape[1],)
    assert 0.5 <= model.flag < 1.0 and model.abstain == round(model.flag - 0.2, 3)
    assert multilingual.ASSET.stat().st_size < 3_000_000
    fit = json.loads(multilingual.ASSET.read_text(encoding="utf-8"))["fit"]
    assert fit["model"]["kind"] == "mlp" and fit["model"]["hidden"] == model.weights.shape[0]
    x = np.random.default_rng(0).normal(size=(200, dims)).astype(np.float32)
    times = []
    for row in x:
        t0 = time.perf_counter()
        model.probability(row)
        times.append(time.perf_counter() - t0)
    assert float(np.median(times)) < 0.002  # the brief's bound beyond the e5 embedding: 2 ms p50
