"""A one-hidden-layer perceptron: the multilingual injection pass's model (:mod:`memspark.safety.multilingual`).

The pass's logistic regression over the multilingual-e5 vector underfitted: attacks in other languages are
spread over many phrasings and scripts in e5's space, and one hyperplane through it caught 0.24 of the v9
holdout's other-language attacks in sample. A hidden layer of ReLU units draws the boundary in pieces:

    p = sigmoid(w · relu(x @ W1 + b1) + b)

``x`` is the same input as before (:func:`~memspark.safety.multilingual.e5_features`: the e5 vector ‖ the
detector's lexical features), raw: the standardisation the fit used is folded into ``W1`` and ``b1``. The
model is a :class:`~memspark.safety.learned.LinearModel` whose ``weights``/``bias`` are the output layer, so
every caller of the pass (capture's suspect bars, the benches) reads ``flag``, ``abstain`` and
:meth:`MlpModel.probability` as before. Fitted by ``bench/fit_mlp.py`` (seeded, deterministic on one
machine), shipped in ``assets/injection_e5_mlp.json``; one message costs two small matrix products
(≈ 20 µs for 394 × 64), nothing beside the e5 embedding.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from memspark.safety.learned import LinearModel, load_linear


def _empty() -> np.ndarray:
    return np.zeros((0, 0), dtype=np.float32)


@dataclass(frozen=True)
class MlpModel(LinearModel):
    """``weights`` (hidden,) and ``bias`` () are the output layer; ``hidden_weights`` (features, hidden) and
    ``hidden_bias`` (hidden,) the hidden layer, over raw inputs."""

    hidden_weights: np.ndarray = field(default_factory=_empty)
    hidden_bias: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.float32))

    def hidden(self, x: np.ndarray) -> np.ndarray:
        """The hidden layer's activations of one input (or of a matrix of inputs, one a row)."""
        return np.maximum(np.asarray(x, dtype=np.float32) @ self.hidden_weights + self.hidden_bias, 0.0)

    def probability(self, x: np.ndarray) -> float:
        z = float(self.hidden(x) @ self.weights) + float(self.bias)
        return float(1.0 / (1.0 + np.exp(-min(max(z, -500.0), 500.0))))

    def probabilities(self, x: np.ndarray) -> np.ndarray:
        """:meth:`probability` of each row of ``x``."""
        z = self.hidden(x).astype(np.float64) @ self.weights.astype(np.float64) + float(self.bias)
        return 1.0 / (1.0 + np.exp(-np.clip(z, -500.0, 500.0)))

    def to_json(self) -> dict[str, object]:
        return {**super().to_json(), "kind": "mlp",
                "hidden_weights": np.round(self.hidden_weights, 6).tolist(),
                "hidden_bias": np.round(self.hidden_bias, 6).tolist()}


def load_mlp(path: Path) -> MlpModel:
    return _mlp(json.loads(path.read_text(encoding="utf-8")))


def load_model(path: Path) -> LinearModel:
    """The model an asset holds: an :class:`MlpModel` where its ``kind`` says so, a linear one otherwise."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return _mlp(data) if data.get("kind") == "mlp" else load_linear(path)


def _mlp(data: dict[str, Any]) -> MlpModel:
    return MlpModel(str(data["name"]), np.asarray(data["weights"], dtype=np.float32),
                    np.asarray(data["bias"], dtype=np.float32), float(data["flag"]), float(data["abstain"]),
                    sha256=str(data.get("sha256", "")),
                    hidden_weights=np.asarray(data["hidden_weights"], dtype=np.float32),
                    hidden_bias=np.asarray(data["hidden_bias"], dtype=np.float32))
