"""The learned capture classifier (issue 21): store or skip, and as which category.

Two logistic models over the same features as the injection detector's (the bundled MiniLM vector of
the message's detection view — the vector the injection gate just computed, so it comes from the
cache — hashed character n-grams, and a few lexical features of a chat message: question, code
fence, length, role), fitted by ``bench/fit_classifiers.py`` and shipped in ``assets/capture_lr.json``:

- ``store``: the probability that a careful person would keep the message as a memory;
- ``category``: a softmax over the stored categories (fact, preference, decision, code-snippet; events,
  fixes and procedures are facts, rules for the assistant's work are preferences).

The learned probability is damped by the heuristic's reasons not to keep (question, hedge, request,
transient, generic knowledge, reported speech, boilerplate: its penalty factors), and a message the
injection model scores inside its uncertain band or above is never kept. Then ``p >= flag`` keeps the
message (confidence = p), ``p < abstain`` (or any damper) skips it (category ``other``); in the band
between, the :class:`~memspark.capture.classify.HeuristicClassifier` decides and the classification
says so. The injection gate still runs first (in :func:`~memspark.capture.decide.decide`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from memspark.capture.classify import OTHER, ROLE_CATEGORIES, Classification, Classifier, HeuristicClassifier
from memspark.safety.learned import (
    LinearModel,
    char_ngrams,
    detection_view,
    injection_probability,
    sentence_vector,
)
from memspark.vocab import CaptureRole

ASSET = Path(__file__).parent / "assets" / "capture_lr.json"
# the corpus's fine categories → the categories the capture writer stores
STORED_CATEGORY = {"preference": "preference", "rule": "preference", "fact": "fact", "event": "fact",
                   "fix": "fact", "procedure": "fact", "decision": "decision", "snippet": "code-snippet"}
# A capture is permanent: a message the injection model scores at or above this is never kept, though the
# detector itself flags only at its (higher) ``flag`` threshold.
INJECTION_SUSPECT = 0.4
# the heuristic's penalties (memspark/capture/classify.py), applied to the learned probability
_PENALTY = {"question": 0.45, "hedge": 0.6, "request": 0.5, "boilerplate": 0.6, "generic-knowledge": 0.6,
            "transient": 0.6, "reported-speech": 0.5}
_QUESTION = re.compile(r"[?？؟]\s*$|^\s*(?:what|how|why|when|where|who|which|is|are|can|could|should|do|does)\b",
                       re.IGNORECASE)


def capture_lexical(text: str, role: str) -> np.ndarray:
    stripped = text.strip()
    return np.array([
        1.0 if _QUESTION.search(stripped) else 0.0,
        1.0 if "```" in stripped else 0.0,
        min(np.log1p(len(stripped)) / 8.0, 1.0),
        1.0 if role == CaptureRole.ASSISTANT else 0.0,
        min(stripped.count("\n") / 5.0, 1.0),
    ], dtype=np.float32)


def capture_features(text: str, role: str, vector: np.ndarray) -> np.ndarray:
    view = detection_view(text)
    return np.concatenate([vector.astype(np.float32), char_ngrams(view), capture_lexical(text, role)])


@functools.lru_cache(maxsize=1)
def capture_models() -> tuple[LinearModel, LinearModel] | None:
    """``(store, category)`` models from the shipped asset, or None when it is missing."""
    if not ASSET.is_file():
        return None
    import json

    data = json.loads(ASSET.read_text(encoding="utf-8"))
    return _linear(data["store"]), _linear(data["category"])


def _linear(data: dict[str, object]) -> LinearModel:
    return LinearModel(str(data["name"]), np.asarray(data["weights"], dtype=np.float32),
                       np.asarray(data["bias"], dtype=np.float32), float(data["flag"]),  # type: ignore[arg-type]
                       float(data["abstain"]), tuple(data.get("labels") or ()))  # type: ignore[arg-type]


class LearnedClassifier:
    """Store/skip and category from the learned models; the heuristic decides inside the abstain band
    and whenever the models or the embedding model are unavailable."""

    name = "learned"

    def __init__(self, fallback: Classifier | None = None,
                 models: tuple[LinearModel, LinearModel] | None = None) -> None:
        self.fallback = fallback or HeuristicClassifier()
        self._models = models  # None: the shipped ones (``bench/fit_classifiers.py`` passes candidates)

    def classify(self, text: str, role: str, categories: Sequence[str]) -> Classification:
        models = self._models or capture_models()
        vector = sentence_vector(detection_view(text)) if models is not None else None
        if models is None or vector is None:
            got = self.fallback.classify(text, role, categories)
            return Classification(got.category, got.confidence, f"{got.classifier} (fallback: no model)", got.cues)
        store, category = models
        x = capture_features(text, role, vector)
        p = store.probability(x)
        allowed = [c for c in categories if c in ROLE_CATEGORIES.get(role, categories)]
        probs = category.softmax(x)
        ranked = sorted(zip(probs.tolist(), category.labels, strict=True), reverse=True)
        best = next((label for _, label in ranked if label in allowed), OTHER)
        # The heuristic's reasons not to keep (question, hedge, request, transient, generic knowledge, reported
        # speech, boilerplate) stay a high-precision damper, as the rules stay a pre-filter for injections.
        got = self.fallback.classify(text, role, categories)
        damp = [c for c in got.cues if c in _PENALTY]
        p_kept = p * float(np.prod([_PENALTY[c] for c in damp])) if damp else p
        # An instruction aimed at the assistant that the detector was unsure of is never stored: a capture is
        # permanent, so its uncertain band counts against the message.
        p_inj = injection_probability(text)
        suspect = p_inj is not None and p_inj >= INJECTION_SUSPECT
        cues = (f"store {p:.2f}", *damp) + ((f"injection-suspect {p_inj:.2f}",) if suspect else ())
        if suspect:
            return Classification(OTHER, 0.0, self.name, cues)
        if p_kept >= store.flag:
            return Classification(best, round(p_kept, 3), self.name, (*cues, f"{best} {max(probs):.2f}"))
        if p_kept < store.abstain or damp:
            return Classification(OTHER, round(p_kept, 3), self.name, cues)
        return Classification(got.category, got.confidence, f"{got.classifier} (learned abstained at {p:.2f})",
                              got.cues)


def default_classifier() -> Classifier:
    """The learned classifier (the heuristic is its fallback)."""
    return LearnedClassifier()
