"""Rerankers: providers behind one narrow protocol, chosen by ``rerank.provider``.

``create_reranker(cfg)`` returns a :class:`Reranker`; ``rerank(query, documents)`` gives one score
per document or ``None`` (unavailable → the caller keeps the fused order). Providers: passthrough,
HTTP cross-encoder (NVIDIA ``/v1/ranking`` or ``/rerank``), local ONNX cross-encoder, and the e5
second-opinion re-scorer. Heavy dependencies load only when their provider is built.
"""

from __future__ import annotations

from memspark.rerank.base import PassthroughReranker, Reranker
from memspark.rerank.factory import create_reranker

__all__ = ["PassthroughReranker", "Reranker", "create_reranker"]
