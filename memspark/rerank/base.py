"""The reranker seam: score (query, document) pairs; ``None`` means "no opinion, keep the order".

Every provider (HTTP cross-encoder, local ONNX cross-encoder, second-opinion embedding model)
implements :class:`Reranker`. A provider never raises on a failed call: it logs, records a short
``last_reason`` for the trace and returns ``None``, and the caller falls back to passthrough
(spec: "reranker down → passthrough"). Configuration problems found at construction (missing
model files) do raise :class:`~memspark.errors.ConfigError`, because they never heal by waiting.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable


@runtime_checkable
class Reranker(Protocol):
    """Scores documents against a query.

    ``rerank`` returns one relevance score per document, in the documents' order (higher is
    better; the scale is the provider's own: logits, probabilities or cosines — blend by rank or
    normalise before mixing), or ``None`` when the provider is unavailable.
    """

    name: str

    def rerank(self, query: str, documents: Sequence[str]) -> list[float] | None: ...

    def probe(self) -> bool: ...


class PassthroughReranker:
    """The no-op reranker: never has an opinion, so the fused order stands."""

    name = "passthrough"
    last_reason: str | None = None

    def rerank(self, query: str, documents: Sequence[str]) -> list[float] | None:
        return None

    def probe(self) -> bool:
        return True
