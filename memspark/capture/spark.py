"""The Spark zero-shot classifier over HTTP, with the heuristic classifier as its fallback.

Protocol (a zero-shot-classification endpoint, e.g. a Hugging Face ``zero-shot-classification``
pipeline behind a small server on the DGX Spark)::

    POST {capture.classifier_url}
    {"model": "...", "text": "...", "labels": ["fact", "preference", "decision", "code-snippet", "other"],
     "hypothesis_template": "This message states a {}.", "multi_label": false}
    → {"labels": ["preference", ...], "scores": [0.91, ...]}      (sorted or not; the top score wins)

``[{"label": ..., "score": ...}, ...]`` and ``{"label": ..., "score": ...}`` answers are accepted
too. Any failure — connection, timeout, HTTP error, malformed answer — falls back to the heuristic
classifier, and the classification names the fallback reason (``heuristic (fallback: timeout)``).
The role rules of :mod:`memspark.capture.classify` apply to the model's answer as well.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable, Sequence
from typing import Any

import httpx

from memspark import http
from memspark.capture.classify import OTHER, ROLE_CATEGORIES, Classification, Classifier, HeuristicClassifier
from memspark.config import CaptureConfig
from memspark.errors import ClassifierResponseError, ProviderError

log = logging.getLogger(__name__)

HYPOTHESIS = "This message states a {}."


def parse_scores(data: Any) -> dict[str, float]:
    """``{label: score}`` from any of the accepted answer shapes (see module docstring)."""
    if isinstance(data, dict) and isinstance(data.get("labels"), list) and isinstance(data.get("scores"), list):
        pairs: Iterable[tuple[Any, Any]] = zip(data["labels"], data["scores"], strict=False)
    elif isinstance(data, dict) and "label" in data and "score" in data:
        pairs = [(data["label"], data["score"])]
    elif isinstance(data, list) and all(isinstance(d, dict) and "label" in d and "score" in d for d in data):
        pairs = [(d["label"], d["score"]) for d in data]
    else:
        raise ClassifierResponseError("no labels/scores in the classifier's answer")
    out: dict[str, float] = {}
    for label, score in pairs:
        if not isinstance(label, str) or isinstance(score, bool) or not isinstance(score, int | float):
            raise ClassifierResponseError(f"bad label/score pair {label!r}: {score!r}")
        out[label.strip().lower()] = float(score)
    if not out:
        raise ClassifierResponseError("empty classifier answer")
    return out


class SparkClassifier:
    """Zero-shot classification over HTTP; ``fallback`` (the heuristic) on any failure."""

    name = "spark"

    def __init__(self, cfg: CaptureConfig, *, fallback: Classifier | None = None,
                 transport: httpx.BaseTransport | None = None) -> None:
        self.cfg = cfg
        self.fallback = fallback or HeuristicClassifier()
        headers = {"Content-Type": "application/json"}
        key = os.environ.get(cfg.classifier_api_key_env, "")
        if key:
            headers["Authorization"] = f"Bearer {key}"
        self._client = httpx.Client(headers=headers, timeout=cfg.classifier_timeout_s, transport=transport)

    def close(self) -> None:
        self._client.close()

    def _ask(self, text: str, labels: Sequence[str]) -> dict[str, float]:
        body: dict[str, Any] = {"text": text, "labels": list(labels), "hypothesis_template": HYPOTHESIS,
                                "multi_label": False}
        if self.cfg.classifier_model:
            body["model"] = self.cfg.classifier_model
        data = http.post_json(self._client, self.cfg.classifier_url, body, what="the capture classifier")
        return parse_scores(data)

    def classify(self, text: str, role: str, categories: Sequence[str]) -> Classification:
        allowed = [c for c in categories if c in ROLE_CATEGORIES.get(role, categories)]
        try:
            scores = self._ask(text, [*categories, OTHER])
        except ProviderError as exc:
            return self._fall_back(text, role, categories, exc.reason)
        label, score = max(scores.items(), key=lambda kv: kv[1])
        if label not in allowed:
            # "other" (or a category this role cannot state) wins: nothing worth capturing
            return Classification(label if label in categories else OTHER, 0.0, self.name,
                                  (f"top label {label} {score:.2f}",))
        return Classification(label, round(min(max(score, 0.0), 1.0), 3), self.name, (f"zero-shot {score:.2f}",))

    def _fall_back(self, text: str, role: str, categories: Sequence[str], reason: str) -> Classification:
        log.info("capture classifier unavailable (%s): using the heuristic classifier", reason)
        got = self.fallback.classify(text, role, categories)
        return Classification(got.category, got.confidence, f"heuristic (fallback: {reason})", got.cues)


def create_classifier(cfg: CaptureConfig) -> Classifier:
    """The Spark classifier when ``use_classifier`` and ``classifier_url`` are set (the learned classifier
    is its fallback), else the learned classifier (issue 21; the heuristic decides its uncertain band)."""
    from memspark.capture.learned import LearnedClassifier

    if cfg.use_classifier and cfg.classifier_url:
        return SparkClassifier(cfg, fallback=LearnedClassifier())
    return LearnedClassifier()
