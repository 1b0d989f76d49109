"""Embedding: providers (local ONNX MiniLM, local e5, ONNX dir, Spark HTTP), the queue, the cache.

    provider = create_provider(cfg.embed)
    queue = EmbedQueue(provider, cfg.embed, tuning=cfg.tuning)
    queue.embed_query("what port does Spark use?")        # (dims,) float32, unit length, cached
    queue.embed_documents(chunks, on_batch=progress)       # (n, dims) float32, input order
"""

from __future__ import annotations

from memspark.embed.base import EmbeddingProvider, l2_normalize, make_identity
from memspark.embed.cache import QueryCache
from memspark.embed.e5 import E5Provider
from memspark.embed.factory import LOCAL_MODELS, create_provider
from memspark.embed.identity import EmbeddingIdentity
from memspark.embed.onnx_local import OnnxProvider
from memspark.embed.queue import EmbedQueue, EmbedStats
from memspark.embed.spark import SparkProvider

__all__ = [
    "LOCAL_MODELS",
    "E5Provider",
    "EmbedQueue",
    "EmbedStats",
    "EmbeddingIdentity",
    "EmbeddingProvider",
    "OnnxProvider",
    "QueryCache",
    "SparkProvider",
    "create_provider",
    "l2_normalize",
    "make_identity",
]
