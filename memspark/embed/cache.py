"""Per-process LRU cache of query embeddings (256 entries, 30 min TTL by default).

Agents repeat queries (retries, the hook and the tool asking the same thing); a cached vector
saves a model call. The key holds the provider identity and the query prefix, so a model or
prefix change can never serve a stale vector.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable

import numpy as np

from memspark.tuning import Tuning


class QueryCache:
    """Thread-safe LRU with a TTL; ``clock`` is injectable so tests can move time."""

    def __init__(self, size: int = 256, ttl_s: float = 1800.0, clock: Callable[[], float] = time.monotonic) -> None:
        self.size = size
        self.ttl_s = ttl_s
        self._clock = clock
        self._lock = threading.Lock()
        self._items: OrderedDict[tuple[str, str, str], tuple[float, np.ndarray]] = OrderedDict()

    @classmethod
    def from_config(cls, tuning: Tuning, clock: Callable[[], float] = time.monotonic) -> QueryCache:
        """The cache ``tuning.query_cache_size`` / ``tuning.query_cache_ttl_s`` describe."""
        return cls(tuning.query_cache_size, tuning.query_cache_ttl_s, clock)

    def get(self, identity: str, prefix: str, text: str) -> np.ndarray | None:
        key = (identity, prefix, text)
        with self._lock:
            item = self._items.get(key)
            if item is None:
                return None
            stored_at, vector = item
            if self._clock() - stored_at >= self.ttl_s:
                del self._items[key]
                return None
            self._items.move_to_end(key)
            return vector

    def put(self, identity: str, prefix: str, text: str, vector: np.ndarray) -> np.ndarray:
        """Store ``vector`` (made read-only: every caller shares it) and return it."""
        frozen = np.array(vector, dtype=np.float32)
        frozen.setflags(write=False)
        key = (identity, prefix, text)
        with self._lock:
            self._items[key] = (self._clock(), frozen)
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)
        return frozen

    def clear(self) -> None:
        with self._lock:
            self._items.clear()

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)
