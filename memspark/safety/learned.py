"""The learned half of the one injection detector (issue 21), behind :func:`~memspark.safety.detect_injection`.

The rules run first and stay a high-precision pre-filter (a rule hit is flagged whatever the model
says). A text the rules pass is then read the way an attacker may have written it and scored:

1. **Readings.** The text itself with disguises the rules' normalisation leaves on taken off
   (:func:`detection_view`: every invisible format character, e.g. the musical-symbol invisibles, and
   homoglyphs from Armenian, Cherokee, Lisu, Coptic and other Latin look-alike scripts), plus the
   decoded forms a human cannot read at a glance (:func:`readings`): base64 split into pieces, hex,
   and a reversed or rot13 reading when it reads as language far better than the text does (fewer
   model tokens per character). The rules run on the decoded readings too.
2. **Scoring.** A logistic regression (:class:`LinearModel`, weights in ``assets/injection_lr.json``,
   fitted by ``bench/fit_classifiers.py``, seeded) over the bundled MiniLM sentence vector of the
   reading, hashed character n-grams (3–4 letters, so other languages and spellings count), hashed
   words and word pairs (:func:`word_ngrams`), a few lexical features and the structural signals of
   :mod:`memspark.safety.addressed` (:func:`lexical_features`).
   A probability at or above the model's ``flag`` threshold flags the text (rule family ``learned``);
   one inside the abstain band ``[abstain, flag)`` is left to the rules, which already passed it (and
   to the optional LLM judge, :mod:`memspark.safety.judge`). ``flag`` is chosen for a 0.5 % false-positive
   rate on benign notes of families the model was not fitted on (``bench/fit_classifiers.py``).

Vectors: recall passes each candidate's stored vector (:func:`~memspark.safety.injection.detect_injection_by_vector`,
when :func:`vectors_fit` says the table holds the bundled MiniLM's vectors) and never embeds to screen.
Every other surface calls :func:`detect_injection` with text only, and the configured embedding
model may not be MiniLM, so the detector embeds with the bundled MiniLM itself (the process-wide
runtime the default provider shares) and caches vectors by text (:func:`sentence_vector`). Measured on
the 2-core box: ≈ 2–5 ms for a short note, ≈ 10–20 ms for a 2 KB chunk, 0 for a repeat; see
``bench/injection_detector.py`` and docs/security.md. When the model package is missing the detector
degrades to the rules alone and says so once in the log.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import functools
import json
import logging
import math
import re
import unicodedata
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

import numpy as np

from memspark.safety.addressed import structure_features
from memspark.safety.normalise import LEET, LEET_CHARS, fold

log = logging.getLogger(__name__)

ASSETS = Path(__file__).parent / "assets"
NGRAM_DIMS = 2048  # hashed character n-gram buckets
WORD_DIMS = 4096  # hashed word unigram and bigram buckets
MAX_CHARS = 2000  # characters of a reading the model looks at (MiniLM reads 256 tokens anyway)


class QueryEmbedder(Protocol):
    """What :func:`query_vectors` needs of a model: a query's vector."""

    def embed_query(self, text: str) -> np.ndarray: ...

# Latin look-alikes from scripts the rules' confusables table does not cover (Unicode confusables,
# the letters attackers use): Armenian, Cherokee (capital and small), Lisu, Coptic, Georgian, Latin
# extended and IPA shapes. Folded before scoring; never shown or stored.
_LOOKALIKE_PAIRS = (
    ("օսցհոռզքաԱՍՕՏ", "oughnnqpwuuos"),  # Armenian
    ("ᎪᏴᏟᎠᎬᏀᎻᎥᏦᏞᎷᏢᎡᏚᎢᏙᏉᏔᏃᏩᏫ", "abcdeghiklmprstgvvzwo"),  # Cherokee capitals
    ("ꭺꮯꭰꭼꮐꮋꭵꮶꮮꮇꮲꭱꮪꭲꮩꮃꮓ", "acdeghiklmprstvwz"),  # Cherokee small letters
    ("ꓮꓐꓚꓓꓰꓝꓖꓧꓲꓙꓗꓡꓟꓠꓳꓑꓣꓢꓔꓴꓦꓪꓫꓬꓜ", "abcdefghijklmnoprstuvwxyz"),  # Lisu
    ("ⲁⲃⲉⲓⲕⲙⲛⲟⲣⲥⲧⲩⲭⲱⲀⲂⲈⲒⲔⲘⲚⲞⲢⲤⲦⲨⲬⲰⲎ", "abeikmnopctyxwabeikmnopctyxwh"),  # Coptic
    ("ɑɡɩɪɴʀʏᴀᴄᴅᴇᴊᴋᴍᴏᴘᴛᴜᴠᴡᴢꜱ", "agiinryacdejkmoptuvwzs"),  # Latin extensions, IPA, small capitals
    ("ჿႽႿჂ", "yson"),  # Georgian
)
_LOOKALIKES = {src: dst for chars, latin in _LOOKALIKE_PAIRS for src, dst in zip(chars, latin, strict=True)}
_LOOKALIKE_TABLE = str.maketrans(_LOOKALIKES)
_LOOKALIKE_SET = frozenset(_LOOKALIKES)
_WORD = re.compile(r"\w+")
_ASCII_LETTER = re.compile(r"[A-Za-z]")
_B64_PIECE = re.compile(r"[A-Za-z0-9+/]{8,}={0,2}")
_HEX_RUN = re.compile(r"(?:[0-9a-fA-F]{2}[\s:,]?){12,}")
_URL = re.compile(r"https?://|www\.", re.IGNORECASE)
# leetspeak: digits (and @, $) written for the letters they look like
_LEET_WORD = re.compile(r"[a-z0-9@$]+")
_LEET_SHORT = re.compile(rf"\b[{''.join(sorted(c for c in LEET_CHARS if c.isdigit()))}]{{1,2}}\b")
_LEET_MIN = 3


def _is_invisible(ch: str) -> bool:
    return unicodedata.category(ch) == "Cf"


def unleet(text: str, view: str) -> str:
    """``view`` (folded ``text``) with short runs of leetspeak digits read as letters ("41 15" → "ai is":
    the fold reads back digits inside words, not words written in digits alone) when ``text`` is written
    in leetspeak: at least :data:`_LEET_MIN` words, and a quarter of them, mix letters with those digits.
    A note with a few model numbers or units ("2x milk 1l", "rtx 4090") is left as it is."""
    return _LEET_SHORT.sub(lambda m: m.group().translate(LEET), view) if _leetspeak(text) else view


def _leetspeak(text: str) -> bool:
    words = _LEET_WORD.findall(text.lower())
    mixed = sum(1 for w in words if not w.isalpha() and not w.isdigit() and any(c in LEET_CHARS for c in w))
    return mixed >= _LEET_MIN and mixed >= 0.25 * len(words)


def _mixed_script(word: str) -> bool:
    """A word that mixes ASCII letters with look-alikes, Greek or Cyrillic letters ("Іgnore", "ꭺll")."""
    return any(c.isascii() and c.isalpha() for c in word) and any(
        c in _LOOKALIKE_SET or ("\u0370" <= c <= "\u04ff") for c in word)


def disguised(text: str) -> bool:
    """Whether the detector reads ``text`` through a disguise it takes off (:func:`detection_view`: invisible
    characters, words mixing scripts, leetspeak): a vector of the text as written is not one of what it scores."""
    return _leetspeak(text) or not text.isascii() and (
        any(map(_is_invisible, text)) or any(map(_mixed_script, _WORD.findall(text))))


def detection_view(text: str) -> str:
    """``text`` folded like the rules see it, and further: invisible format characters removed,
    homoglyphs from the scripts above folded to Latin and leetspeak read back (:func:`unleet`; for
    scoring only)."""
    if not text.isascii():
        text = "".join(ch for ch in text if not _is_invisible(ch)).translate(_LOOKALIKE_TABLE)
    return unleet(text, fold(text))


def _printable(s: str) -> bool:
    return bool(s) and sum(ch.isprintable() or ch in "\n\t" for ch in s) >= 0.95 * len(s)


def _decode_b64(blob: str) -> str | None:
    try:
        raw = base64.b64decode(blob + "=" * (-len(blob) % 4), validate=True)
        out = raw.decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    return out if _printable(out) and re.search(r"[^\W\d_]{2,}", out) else None


def _token_density(text: str) -> float:
    """Model tokens per character of the first 400 characters: real words take fewer tokens."""
    provider = _embedder()
    head = text[:400]
    if provider is None or not head.strip():
        return 1.0
    return float(provider.token_counts([head])[0]) / len(head)


# Function words of the Latin-script languages the corpora hold (two letters or more: a reversed "a" is "a").
_FUNCTION_WORD_TEXT = (
    "the and to of in is it that for on with as are be this you your we our at by or not from have was an my "
    "der die das und ist nicht ein eine zu mit den von für auf ich sie wir le la les et est une des du pour pas "
    "dans que qui en el los las es por con del una un di il che per non sono het een van niet op ik")
_FUNCTION_WORDS = frozenset(_FUNCTION_WORD_TEXT.split())


def _reads_as_words(text: str) -> bool:
    """Whether ``text`` already reads as language (a quarter of its words or more are function words of
    a common Latin-script language): its reversed or rot13 reading cannot read far better, so the
    tokenizer (≈ 1 ms a reading) is not asked. Recall screens every candidate: this keeps it cheap."""
    words = [w for w in _WORD.findall(text[:400].lower()) if len(w) >= 2]
    if len(words) < 4:
        return False
    if sum(w in _FUNCTION_WORDS for w in words) >= 0.25 * len(words):
        return True
    # Notes in lists, logs and keywords have few function words but their words are whole entries of the
    # model's vocabulary; a reversed or rot13 text's are not (a set lookup, no tokenizer call).
    provider = _embedder()
    long_words = [w for w in words if len(w) >= 4 and w.isalpha()]
    if provider is None or len(long_words) < 4:
        return False
    vocab = provider.vocabulary()
    return sum(w in vocab for w in long_words) >= 0.7 * len(long_words)


def readings(text: str) -> list[str]:
    """Decoded forms of ``text`` an attacker may have hidden an instruction in (not ``text`` itself):
    base64 pieces joined, hex runs, and a reversed or rot13 reading that reads as language far
    better than the text does."""
    out: list[str] = []
    pieces = _B64_PIECE.findall(text)
    if len(pieces) >= 2 and sum(map(len, pieces)) >= 24:
        joined = _decode_b64("".join(p.rstrip("=") for p in pieces))
        if joined:
            out.append(joined)
    for run in _HEX_RUN.findall(text):
        digits = re.sub(r"[^0-9a-fA-F]", "", run)
        try:
            decoded = bytes.fromhex(digits[: len(digits) // 2 * 2]).decode("utf-8")
        except (ValueError, UnicodeDecodeError):
            continue
        if _printable(decoded) and re.search(r"[^\W\d_]{3,}", decoded):
            out.append(decoded)
    letters = len(_ASCII_LETTER.findall(text))
    if letters >= 12 and letters >= 0.5 * len(text.strip()) and not _reads_as_words(text):
        base = _token_density(text)
        for alt in (text[::-1], codecs.decode(text, "rot13")):
            if _token_density(alt) < 0.7 * base:  # e.g. 0.45 → 0.25 tokens per character for real words
                out.append(alt)
    return out


def lexical_features(text: str, view: str) -> np.ndarray:
    """A few cheap signals the sentence vector misses (see the module docstring), then the structural
    signals of :mod:`memspark.safety.addressed` (a directive addressed to an AI reader, a covert action,
    an outward tool call, a courteous request about the reader's own rules)."""
    words = _WORD.findall(text)
    mixed = 0 if text.isascii() else sum(map(_mixed_script, words))  # look-alikes, Greek, Cyrillic: never ASCII
    invisible = sum(map(_is_invisible, text)) if not text.isascii() else 0
    markup = sum(view.count(c) for c in "<>{}[]#|")
    return np.concatenate([np.array([
        min(mixed / max(len(words), 1) * 5.0, 1.0),
        1.0 if invisible else 0.0,
        min(markup / max(len(view), 1) * 10.0, 1.0),
        min(math.log1p(len(view)) / 8.0, 1.0),
        1.0 if _URL.search(view) else 0.0,
    ], dtype=np.float32), structure_features(view[:MAX_CHARS])])


@functools.lru_cache(maxsize=65536)
def _word_buckets(word: str, dims: int) -> tuple[int, ...]:
    """The hash buckets of one word's 3- and 4-grams (padded with spaces); cached, as words repeat."""
    w = f" {word} "
    return tuple(zlib.crc32(w[i:i + n].encode("utf-8")) % dims for n in (3, 4) for i in range(len(w) - n + 1))


def char_ngrams(view: str, dims: int = NGRAM_DIMS) -> np.ndarray:
    """Hashed character 3- and 4-grams of each word (padded with spaces), log-scaled, unit length."""
    buckets = [b for word in _WORD.findall(view[:MAX_CHARS]) for b in _word_buckets(word, dims)]
    vec = np.bincount(np.asarray(buckets, dtype=np.int64), minlength=dims).astype(np.float32)
    np.log1p(vec, out=vec)
    norm = float(np.linalg.norm(vec))
    return vec / norm if norm else vec


def word_ngrams(view: str, dims: int = WORD_DIMS) -> np.ndarray:
    """Hashed words and word pairs (any script: ``\\w+`` runs), log-scaled, unit length: phrasing the
    character n-grams of single words miss ("ignore … previous", "tus reglas")."""
    words = _WORD.findall(view[:MAX_CHARS])
    keys = words + [f"{a} {b}" for a, b in zip(words, words[1:], strict=False)]
    buckets = [zlib.crc32(k.encode("utf-8")) % dims for k in keys]
    vec = np.bincount(np.asarray(buckets, dtype=np.int64), minlength=dims).astype(np.float32)
    np.log1p(vec, out=vec)
    norm = float(np.linalg.norm(vec))
    return vec / norm if norm else vec


def injection_features(text: str, view: str, vector: np.ndarray) -> np.ndarray:
    """The model's input for one reading: sentence vector ‖ character n-grams ‖ word n-grams ‖ lexical
    features."""
    return np.concatenate([vector.astype(np.float32), char_ngrams(view), word_ngrams(view),
                           lexical_features(text, view)])


@dataclass(frozen=True)
class LinearModel:
    """A fitted logistic regression: ``p = sigmoid(w·x + b)``; ``flag`` and ``abstain`` bound the
    abstain band. ``classes`` > 1 makes it a softmax over ``labels`` (rows of ``weights``)."""

    name: str
    weights: np.ndarray  # (features,) or (classes, features)
    bias: np.ndarray  # () or (classes,)
    flag: float
    abstain: float
    labels: tuple[str, ...] = ()
    sha256: str = ""
    # below these, a hit of an ambiguous rule family with a mention cue is overruled (memspark.safety.mention); 0: never
    override_quoted: float = 0.0
    override_addressed: float = 0.0

    def probability(self, x: np.ndarray) -> float:
        return float(1.0 / (1.0 + np.exp(-(float(x @ self.weights) + float(self.bias)))))

    def softmax(self, x: np.ndarray) -> np.ndarray:
        z = self.weights @ x + self.bias
        e = np.exp(z - z.max())
        return e / e.sum()

    def to_json(self) -> dict[str, object]:
        bars = ({"override_quoted": self.override_quoted, "override_addressed": self.override_addressed}
                if self.override_quoted or self.override_addressed else {})
        return {"name": self.name, "flag": self.flag, "abstain": self.abstain, "labels": list(self.labels), **bars,
                "bias": np.round(self.bias, 6).tolist(), "weights": np.round(self.weights, 6).tolist()}


def load_linear(path: Path) -> LinearModel:
    data = json.loads(path.read_text(encoding="utf-8"))
    return LinearModel(str(data["name"]), np.asarray(data["weights"], dtype=np.float32),
                       np.asarray(data["bias"], dtype=np.float32), float(data["flag"]), float(data["abstain"]),
                       tuple(data.get("labels") or ()), str(data.get("sha256", "")),
                       float(data.get("override_quoted", 0.0)), float(data.get("override_addressed", 0.0)))


@functools.lru_cache(maxsize=1)
def _embedder():  # noqa: ANN202 - OnnxProvider, imported lazily (the embed package is heavy)
    from memspark.embed.onnx_local import minilm_provider
    from memspark.errors import ConfigError

    try:
        provider = minilm_provider(max_tokens=256)
        provider.dims  # noqa: B018 - loads the runtime now, so a broken install degrades here
    except ConfigError as exc:
        log.warning("learned injection screening is off (rules only): %s", exc)
        return None
    return provider


def query_vectors(provider: Callable[[], QueryEmbedder | None],
                  what: str) -> functools._lru_cache_wrapper[np.ndarray | None]:
    """A text's (query) vector from the embedding ``provider`` returns (its first :data:`MAX_CHARS`
    characters, read-only), cached by text (4,096 texts); None when ``provider`` returns None (the
    model is missing). One function for both models the detector reads: :func:`sentence_vector`
    (MiniLM) and :func:`memspark.safety.multilingual.e5_vector` (multilingual-e5)."""

    @functools.lru_cache(maxsize=4096)
    def vector(text: str) -> np.ndarray | None:
        model = provider()
        if model is None:
            return None
        vec = model.embed_query(text[:MAX_CHARS])
        vec.setflags(write=False)
        return vec

    vector.__doc__ = f"The {what}'s (query) vector of ``text``, cached by text; None without the model."
    return vector


sentence_vector = query_vectors(_embedder, "bundled MiniLM")


@functools.lru_cache(maxsize=1)
def injection_model() -> LinearModel | None:
    path = ASSETS / "injection_lr.json"
    if not path.is_file():
        log.warning("learned injection screening is off (rules only): %s is missing", path)
        return None
    return load_linear(path)


def injection_probability(text: str, model: LinearModel | None = None) -> float | None:
    """The model's probability that ``text`` (one reading) is an injection; None without the model."""
    model = model or injection_model()
    view = detection_view(text)
    vector = sentence_vector(view)
    if model is None or vector is None:
        return None
    return model.probability(injection_features(text, view, vector))


def vectors_fit(identity: str) -> bool:
    """Whether vectors stored under the embedding ``identity`` (``<provider>:<model>:<dims>``) are the
    bundled MiniLM's, the vectors the weights were fitted on (any other model: the rules alone)."""
    from memspark.embed.identity import EmbeddingIdentity
    from memspark.embed.onnx_local import MINILM_MODEL

    parsed = EmbeddingIdentity.parse(identity)
    return parsed is not None and parsed.model == MINILM_MODEL and parsed.dims == 384


def learned_verdict(text: str, rules: Callable[[str], object | None], vector: np.ndarray | None = None,
                    model: LinearModel | None = None) -> tuple[str, str] | None:
    """``(rule, excerpt)`` when a decoded reading hits a rule or the model flags a reading, else None.

    ``vector``: the bundled MiniLM's vector of ``text`` already at hand (recall passes the stored one):
    the model scores ``text`` with it and nothing is embedded; decoded readings then meet the rules only.
    A :func:`disguised` text is embedded as the detector reads it instead (the stored vector is of the
    disguise: a Cherokee-lettered attack scored 0.72 on it and 0.91 read), so both readings agree.
    ``model``: another fit than the shipped one (the benches' learning curve)."""
    if not text.strip():
        return None
    if vector is not None and disguised(text):
        vector = None
    extra = readings(text)
    for alt in extra:
        hit = rules(alt)
        if hit is not None:
            return f"decoded:{hit.rule}", str(getattr(hit, "excerpt", ""))  # type: ignore[attr-defined]
    model = model or injection_model()
    if model is None:
        return None
    best, where = 0.0, text
    if vector is not None:
        view = detection_view(text)
        best = model.probability(injection_features(text, view, np.asarray(vector, dtype=np.float32)))
        extra = []
    for reading in [text, *extra] if vector is None else []:
        p = injection_probability(reading, model)
        if p is not None and p > best:
            best, where = p, reading
    if best >= model.flag:
        return f"learned:{best:.2f}", " ".join(where.split())[:80]
    return None  # below the band, or inside it: the rules (which passed it) decide
