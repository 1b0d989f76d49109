"""The embedding provider protocol and the small helpers every provider shares.

A provider turns text into L2-normalised float32 vectors. It makes one attempt per call and
translates foreign errors into memspark errors; retries, the circuit breaker, batching across
threads and the query cache live once, in :class:`memspark.embed.queue.EmbedQueue`.
A provider raises :class:`~memspark.errors.TransientEmbeddingError` for failures worth retrying
(5xx, timeouts, connection errors, HTTP 429); every other error is final.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator, Sequence
from typing import Protocol, runtime_checkable

import numpy as np

from memspark.embed.identity import EmbeddingIdentity

# Any surrogate code point in a Python str is a lone one (pairs only exist in UTF-16, never in a str).
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
# Guards the division for an all-zero vector (a degenerate model output), which stays zero.
_NORM_EPS = 1e-12


@runtime_checkable
class EmbeddingProvider(Protocol):
    """What the ingest flow and recall need from an embedding model.

    ``identity`` ("<id>:<model>:<dims>") is stored with every vector: when it changes, the table
    must be re-embedded, never mixed. ``embed_query`` applies the model's query prefix,
    ``embed_documents`` its document prefix; both return L2-normalised float32 rows.
    """

    id: str
    model: str

    @property
    def dims(self) -> int: ...

    @property
    def identity(self) -> str: ...

    def embed_query(self, text: str) -> np.ndarray: ...

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray: ...

    def probe(self) -> bool: ...


def make_identity(provider_id: str, model: str, dims: int) -> str:
    """The identity key stored with every vector (``<provider>:<model>:<dims>``)."""
    return EmbeddingIdentity(provider_id, model, dims).key


def l2_normalize(vectors: np.ndarray) -> np.ndarray:
    """Rows scaled to unit length, as float32 (cosine similarity becomes a dot product)."""
    arr = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(arr, axis=-1, keepdims=True)
    return (arr / np.maximum(norms, _NORM_EPS)).astype(np.float32, copy=False)


def iter_batches(n: int, size: int) -> Iterator[range]:
    """Consecutive index ranges of at most ``size`` covering ``range(n)``."""
    for start in range(0, n, size):
        yield range(start, min(start + size, n))


def encodable(texts: Sequence[str]) -> list[str]:
    """``texts`` as valid Unicode: each lone surrogate becomes U+FFFD.

    Python strings may hold lone surrogates (a file name or text decoded with ``surrogateescape``);
    tokenizers and JSON encoders refuse them (``TypeError`` from ``encode_batch``, a
    ``UnicodeEncodeError`` in an HTTP body), so every provider passes its input through here first.
    ASCII text, the common case, is returned as is without a copy of its characters."""
    return [t if t.isascii() else _replace_surrogates(t) for t in texts]


def _replace_surrogates(text: str) -> str:
    return _LONE_SURROGATE.sub("\ufffd", text)


def empty_matrix(dims: int) -> np.ndarray:
    """The (0, dims) result of embedding no documents."""
    return np.zeros((0, dims), dtype=np.float32)


def probe_query(provider: EmbeddingProvider, log: logging.Logger) -> bool:
    """A local provider's probe: one query embeds to a finite vector (never raises)."""
    try:
        vec = provider.embed_query("ping")
    except Exception as exc:  # noqa: BLE001 - a probe reports, never raises
        log.warning("embedding probe failed for %s: %s", provider.model, exc)
        return False
    return bool(np.isfinite(vec).all())
