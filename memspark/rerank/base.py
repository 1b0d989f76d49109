"""The reranker seam: score (query, document) pairs; ``None`` means "no opinion, keep the order".

Every provider (HTTP cross-encoder, local ONNX cross-encoder, second-opinion embedding model)
implements :class:`Reranker`. An *outage* is answered, not raised: the HTTP provider maps a server that
is down or answers the wrong shape into a typed error at its seam (:mod:`memspark.http`), logs it,
records a short ``last_reason`` for the trace and returns ``None``, and the rerank stage keeps the order
(spec: "reranker down → passthrough"). Anything else raises: a local model has no outage, so its
failure is a bug or a broken export, and the recall runner's declared rerank fallback
(:class:`memspark.recall.pipeline.StageRunner`) is the one place that catches it, logs it once with its
traceback, notes it in the trace and keeps the order. Configuration problems found at construction
(missing model files) raise :class:`~memspark.errors.ConfigError`, because they never heal by waiting.
"""

from __future__ import annotations

import logging
import math
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


def probe_rerank(reranker: Reranker, log: logging.Logger) -> bool:
    """A local reranker's probe: one (query, document) pair scores to a finite number. Never raises: a probe
    *reports* (``doctor``, the latency bench), so a model that fails is ``False`` with a warning naming why —
    the recall runner, not the probe, is where a failure while answering is caught and traced."""
    try:
        scores = reranker.rerank("probe", ["probe"])
    except Exception as exc:  # noqa: BLE001 - a probe reports, never raises
        log.warning("rerank probe failed for %s: %s: %s", reranker.name, type(exc).__name__, exc)
        return False
    return scores is not None and len(scores) == 1 and math.isfinite(scores[0])
