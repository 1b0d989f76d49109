"""Stages 2–3: the query vector, from a HyDE hypothetical document or the cleaned query.

HyDE (spec "HyDE with fallback"): the generator's note is embedded as a DOCUMENT (no query
prefix: it stands in for a stored note). Any failure — ``None``/empty note, a timeout, or the
document embedding failing — falls back to the raw query embedding and leaves a trace line; a
generator that raises falls back the same way through the HyDE stage's declared fallback, which the
runner applies (:mod:`memspark.recall.stages.steps`).

Query embedding: through the queue (which caches). An embedding outage never reaches the agent:
the search runs BM25-only and the result carries ``fallback = {"from": <provider id>, "reason": ...}``
(spec: "Graceful degradation"). A :class:`~memspark.errors.PermanentProviderError` (quota exhausted,
key refused) is not an outage that heals by waiting: it is raised, and the surfaces report search
unavailable.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Protocol

import numpy as np

from memspark.errors import EmbeddingError, PermanentProviderError
from memspark.recall.trace import EmbedDetail, HydeDetail

log = logging.getLogger(__name__)

HYDE_FALLBACK_NOTE = "HyDE: generation returned empty/null — falling back to raw query embedding"


class QueryEmbedder(Protocol):
    """What recall needs of :class:`memspark.embed.EmbedQueue`."""

    @property
    def provider(self) -> object: ...

    def embed_query(self, text: str) -> np.ndarray: ...

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray: ...


class HypotheticalWriter(Protocol):
    """What recall needs of :class:`memspark.recall.hyde.HydeGenerator`."""

    def generate(self, query: str) -> str | None: ...


def provider_id(queue: QueryEmbedder) -> str:
    provider = queue.provider
    return str(getattr(provider, "id", None) or type(provider).__name__)


def hyde_vector(query: str, hyde: HypotheticalWriter, queue: QueryEmbedder) -> tuple[np.ndarray | None, HydeDetail, tuple[str, ...]]:
    """The hypothetical document's embedding, or None with the fallback reason."""
    notes = [f"HyDE: generating hypothetical document for query={query!r}"]
    text = hyde.generate(query)  # a generator that raises: the HyDE stage's declared fallback (the runner's)
    reason = str(getattr(hyde, "last_reason", "") or ("ok" if text and text.strip() else "empty"))
    if not text or not text.strip():
        if reason == "ok":
            reason = "empty"
        notes.append(HYDE_FALLBACK_NOTE)
        log.info("%s (%s)", HYDE_FALLBACK_NOTE, reason)
        return None, HydeDetail(used=False, reason=reason), tuple(notes)
    try:
        vectors = queue.embed_documents([text])
        vector = np.asarray(vectors[0], dtype=np.float32)
    except EmbeddingError as exc:
        notes.append(f"HyDE: embedding the hypothetical document failed ({exc}) — falling back to raw query embedding")
        return None, HydeDetail(used=False, reason=f"embed-failed: {exc}"), tuple(notes)
    return vector, HydeDetail(used=True, reason="ok", hypothetical_chars=len(text)), tuple(notes)


def query_vector(query: str, queue: QueryEmbedder) -> tuple[np.ndarray | None, EmbedDetail, tuple[str, ...]]:
    """The (cached) query embedding, or None when the provider is out (→ BM25-only); a permanent
    provider error is raised."""
    pid = provider_id(queue)
    try:
        return np.asarray(queue.embed_query(query), dtype=np.float32), EmbedDetail(pid, "query"), ()
    except PermanentProviderError:
        raise
    except EmbeddingError as exc:
        reason = f"{exc.code}: {exc}"
        log.warning("query embedding failed (%s): searching BM25-only", reason)
        note = f"embedding unavailable ({reason}) — BM25-only search"
        return None, EmbedDetail(pid, "none", fallback_reason=reason), (note,)
