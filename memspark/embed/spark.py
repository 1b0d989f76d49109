"""The "Spark" provider: an OpenAI-compatible ``POST {base_url}/embeddings`` endpoint over HTTP.

Request: ``{"model", "input": [...], "input_type": "query"|"passage", "encoding_format": "float"}``
with a bearer token; response ``{"data": [{"embedding": [...], "index": i}, ...]}``. One attempt
per call: :mod:`memspark.http` maps the HTTP failure, this module puts it in the embedding family
(the queue retries the transient ones).

    401/403                          -> EmbeddingAuthError (never retried)
    error type/code insufficient_quota -> InsufficientQuotaError (never retried)
    429                              -> TransientEmbeddingError(rate_limited, retry_after)
    5xx, timeout, connection error   -> TransientEmbeddingError
    other 4xx, malformed body        -> EmbeddingContractError (misconfiguration, not retried)

The API key never appears in a message or log line.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Sequence
from typing import Any, TypedDict

import httpx
import numpy as np

from memspark import http
from memspark.config import EmbedConfig
from memspark.embed.base import empty_matrix, encodable, iter_batches, l2_normalize, make_identity
from memspark.errors import (
    EmbeddingAuthError,
    EmbeddingContractError,
    EmbeddingError,
    InsufficientQuotaError,
    PermanentProviderError,
    ProviderError,
    TransientEmbeddingError,
    TransientProviderError,
)

log = logging.getLogger(__name__)

QUOTA_MESSAGE = "insufficient_quota — Top up quota or switch provider"
_UNAVAILABLE = "memory search unavailable"
_NOT_OPENAI = "Check embed.base_url points at an OpenAI-compatible /embeddings API."


class _SeamFields(TypedDict):
    """What every embedding error keeps of the HTTP seam's :class:`ProviderError`."""

    reason: str
    status: int | None
    retry_after: float | None


def _error_fields(body: Any) -> tuple[str, str]:
    """(type/code, message) from an OpenAI-shaped error body, empty strings when absent."""
    err = body.get("error") if isinstance(body, dict) else None
    if isinstance(err, dict):
        kind = " ".join(str(err.get(k) or "") for k in ("type", "code")).strip()
        return kind, str(err.get("message") or "")
    if isinstance(err, str):
        return "", err
    return "", ""


class SparkProvider:
    """OpenAI-compatible HTTP embeddings; a separate client serves queries so they never queue."""

    id = "spark"

    def __init__(self, cfg: EmbedConfig) -> None:
        self.model = cfg.model
        self.url = cfg.base_url.rstrip("/") + "/embeddings"
        self.batch_size = cfg.batch_size
        self.batch_concurrency = cfg.concurrency
        self.query_prefix = cfg.query_prefix
        self.document_prefix = cfg.document_prefix
        self._configured_dims = cfg.dims
        self._dims = cfg.dims
        self._dims_lock = threading.Lock()
        self._api_key = cfg.api_key or os.environ.get(cfg.api_key_env, "")
        headers = {"Authorization": f"Bearer {self._api_key}"} if self._api_key else {}
        timeout = httpx.Timeout(cfg.timeout_s)
        # Two clients = two connection pools: bulk ingest can fill its pool (cfg.concurrency
        # connections) while a query still gets a connection of its own at once.
        self._doc_client = httpx.Client(headers=headers, timeout=timeout,
                                        limits=httpx.Limits(max_connections=max(1, cfg.concurrency)))
        self._query_client = httpx.Client(headers=headers, timeout=timeout)

    # -- identity -------------------------------------------------------------------------

    @property
    def dims(self) -> int:
        """Vector width; with ``embed.dims = 0`` it is learned from the first response (a probe)."""
        if self._dims == 0:
            self.embed_query("ping")
        return self._dims

    @property
    def needs_discovery(self) -> bool:
        """True until the vector width is known (``embed.dims = 0`` and no response yet)."""
        return self._dims == 0

    @property
    def identity(self) -> str:
        return make_identity(self.id, self.model, self.dims)

    # -- embedding ------------------------------------------------------------------------

    def embed_query(self, text: str) -> np.ndarray:
        return self._post(self._query_client, [self.query_prefix + text], "query")[0]

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return empty_matrix(self.dims)
        inputs = [self.document_prefix + t for t in texts]
        parts = [self._post(self._doc_client, inputs[b.start:b.stop], "passage")
                 for b in iter_batches(len(inputs), self.batch_size)]
        return np.concatenate(parts, axis=0)

    def probe(self) -> bool:
        try:
            self._post(self._query_client, ["ping"], "query")
        except EmbeddingError as exc:
            log.warning("embedding probe of %s failed: %s", self.url, exc)
            return False
        return True

    def close(self) -> None:
        self._doc_client.close()
        self._query_client.close()

    # -- HTTP -----------------------------------------------------------------------------

    def _scrub(self, text: str) -> str:
        """Server text with the API key masked (some servers echo the bad key back)."""
        return text.replace(self._api_key, "***") if self._api_key else text

    def _post(self, client: httpx.Client, inputs: list[str], input_type: str) -> np.ndarray:
        payload = {"model": self.model, "input": encodable(inputs), "input_type": input_type, "encoding_format": "float"}
        try:
            body = http.post_json(client, self.url, payload, what=self.url)
        except ProviderError as exc:
            raise self._embedding_error(exc) from exc
        try:
            rows = sorted(body["data"], key=lambda item: item["index"])
            matrix = np.asarray([row["embedding"] for row in rows], dtype=np.float32)
        except (KeyError, TypeError, ValueError) as exc:
            raise EmbeddingContractError(
                f"{_UNAVAILABLE}: {self.url} did not return OpenAI-style embeddings ({type(exc).__name__})",
                reason="bad response: unexpected shape", action=_NOT_OPENAI) from exc
        if matrix.ndim != 2 or matrix.shape[0] != len(inputs):
            raise EmbeddingContractError(
                f"{_UNAVAILABLE}: {self.url} returned {matrix.shape[0] if matrix.ndim else 0} vectors "
                f"for {len(inputs)} inputs", reason="bad response: unexpected shape", action=_NOT_OPENAI)
        self._check_dims(matrix.shape[1])
        return l2_normalize(matrix)

    def _check_dims(self, width: int) -> None:
        with self._dims_lock:
            if self._dims == 0:
                self._dims = width
                log.info("embedding server %s returns %d-dim vectors", self.url, width)
                return
        if width != self._dims:
            raise EmbeddingError(
                f"embedding server returned {width}-dim vectors, expected {self._dims}",
                action=f"Set embed.dims = {width} (or 0 to discover it) and run `memspark reembed`"
                if self._configured_dims else "The server changed models: run `memspark reembed`.")

    def _embedding_error(self, exc: ProviderError) -> EmbeddingError:
        """The seam's error in the embedding family (see the module docstring's table)."""
        kind, message = _error_fields(exc.body)
        detail = self._scrub(message)[:200]
        suffix = f": {detail}" if detail else ""
        fields: _SeamFields = {"reason": exc.reason, "status": exc.status, "retry_after": exc.retry_after}
        if isinstance(exc, PermanentProviderError):
            return EmbeddingAuthError(f"embedding server {self.url} refused the API key (HTTP {exc.status})", **fields)
        if "insufficient_quota" in kind:
            return InsufficientQuotaError(QUOTA_MESSAGE, **fields)
        if exc.status == 429:
            return TransientEmbeddingError(f"{_UNAVAILABLE}: {self.url} rate limited the request (HTTP 429)", **fields)
        if isinstance(exc, TransientProviderError) and exc.status is not None:
            return TransientEmbeddingError(f"{_UNAVAILABLE}: {self.url} answered HTTP {exc.status}{suffix}", **fields)
        if isinstance(exc, TransientProviderError):
            return TransientEmbeddingError(f"{_UNAVAILABLE}: {exc.message}", **fields)
        if exc.status is not None and exc.status >= 400:
            return EmbeddingContractError(f"{_UNAVAILABLE}: {self.url} rejected the request (HTTP {exc.status}){suffix}",
                                          **fields)
        return EmbeddingContractError(f"{_UNAVAILABLE}: {self.url} did not return OpenAI-style embeddings "
                                      f"({exc.reason})", action=_NOT_OPENAI, **fields)
