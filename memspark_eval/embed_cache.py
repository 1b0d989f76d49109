"""An on-disk cache of embeddings for the evals: the same text through the same model is embedded once.

``memspark eval locomo`` spends most of its time in the embedding model: every run re-embeds ≈ 7,200
chunks and turns and ≈ 2,000 questions, and a per-layout table, a focus fit and its check embed the same
question texts (and, for a layout already run, the same chunk and turn texts) again and again.
:class:`CachedProvider` wraps the configured provider and keeps each vector in a SQLite file keyed by
the provider's identity (model and dimensions), its prefix for the lane, the lane (query or document)
and the exact text, so a vector is only ever served for the text and model that made it: what the eval
measures does not change (the vectors are the model's own; only which texts share a batch differs,
which moves an ONNX output by float rounding at most).

The cache is an eval tool (``--embed-cache PATH``), never used by ingest or recall.
"""

from __future__ import annotations

import hashlib
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from memspark.embed.base import EmbeddingProvider
from memspark.errors import ConfigError

_SCHEMA = "CREATE TABLE IF NOT EXISTS vectors (key BLOB PRIMARY KEY, dims INTEGER NOT NULL, vector BLOB NOT NULL)"
_LOOKUP_BATCH = 500  # keys per SELECT (SQLite's default limit on host parameters is 999+)


class CachedProvider:
    """An :class:`~memspark.embed.base.EmbeddingProvider` that serves vectors it has made before from a
    SQLite file and asks ``inner`` only for the texts it has not seen (one batched call per
    :meth:`embed_documents`). Everything else (identity, dims, prefixes, probe) is ``inner``'s."""

    def __init__(self, inner: EmbeddingProvider, path: Path) -> None:
        self.inner = inner
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(str(self.path), check_same_thread=False, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute(_SCHEMA)
        except (OSError, sqlite3.Error) as exc:
            raise ConfigError(f"cannot open the eval embedding cache {self.path}: {exc}",
                              action="Pass --embed-cache a path in a writable folder (or leave it out).") from exc
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    # -- the provider protocol --------------------------------------------------------------
    @property
    def id(self) -> str:
        return self.inner.id

    @property
    def model(self) -> str:
        return self.inner.model

    @property
    def dims(self) -> int:
        return self.inner.dims

    @property
    def identity(self) -> str:
        return self.inner.identity

    def __getattr__(self, name: str) -> Any:  # query_prefix, batch_concurrency, needs_discovery, close …
        if name == "inner":
            raise AttributeError(name)
        return getattr(self.inner, name)

    def probe(self) -> bool:
        return self.inner.probe()

    def embed_query(self, text: str) -> np.ndarray:
        key = self._key("query", getattr(self.inner, "query_prefix", ""), text)
        found = self._get([key])
        if key in found:
            self.hits += 1
            return found[key]
        self.misses += 1
        vector = np.asarray(self.inner.embed_query(text), dtype=np.float32)
        self._put({key: vector})
        return vector

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        prefix = getattr(self.inner, "document_prefix", "")
        keys = [self._key("document", prefix, t) for t in texts]
        found = self._get(list(dict.fromkeys(keys)))
        missing = list(dict.fromkeys(t for t, k in zip(texts, keys, strict=True) if k not in found))
        self.hits += len(texts) - sum(1 for k in keys if k not in found)
        self.misses += sum(1 for k in keys if k not in found)
        if missing:
            made = np.asarray(self.inner.embed_documents(missing), dtype=np.float32)
            new = {self._key("document", prefix, t): v for t, v in zip(missing, made, strict=True)}
            self._put(new)
            found.update(new)
        if not texts:
            return np.zeros((0, self.dims), dtype=np.float32)
        return np.stack([found[k] for k in keys]).astype(np.float32)

    # -- storage -------------------------------------------------------------------------------
    def _key(self, lane: str, prefix: str, text: str) -> bytes:
        h = hashlib.sha256()
        for part in (self.inner.identity, lane, prefix, text):
            h.update(part.encode("utf-8", "surrogatepass"))
            h.update(b"\x00")
        return h.digest()

    def _get(self, keys: list[bytes]) -> dict[bytes, np.ndarray]:
        out: dict[bytes, np.ndarray] = {}
        with self._lock:
            for i in range(0, len(keys), _LOOKUP_BATCH):
                part = keys[i: i + _LOOKUP_BATCH]
                marks = ",".join("?" * len(part))
                for key, dims, blob in self._db.execute(
                        f"SELECT key, dims, vector FROM vectors WHERE key IN ({marks})", part):  # noqa: S608 - marks only
                    vec = np.frombuffer(blob, dtype=np.float32)
                    if dims == len(vec):
                        out[bytes(key)] = vec.copy()
        return out

    def _put(self, vectors: dict[bytes, np.ndarray]) -> None:
        rows = [(k, int(v.shape[0]), np.ascontiguousarray(v, dtype=np.float32).tobytes()) for k, v in vectors.items()]
        with self._lock:
            self._db.execute("BEGIN")
            self._db.executemany("INSERT OR REPLACE INTO vectors (key, dims, vector) VALUES (?, ?, ?)", rows)
            self._db.execute("COMMIT")

    def close(self) -> None:
        closer = getattr(self.inner, "close", None)
        if callable(closer):
            closer()
        with self._lock:
            self._db.close()


def cached(provider: EmbeddingProvider, path: Path | None) -> EmbeddingProvider:
    """``provider`` behind the cache at ``path``; ``provider`` itself when ``path`` is None."""
    return provider if path is None else CachedProvider(provider, path)  # type: ignore[return-value]


__all__ = ["CachedProvider", "cached"]
