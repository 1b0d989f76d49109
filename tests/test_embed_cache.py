"""QueryCache (LRU + TTL) on its own and inside EmbedQueue (real HTTP server: requests are counted)."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from embed_server import EmbedServer

from memspark.config import EmbedConfig
from memspark.embed import EmbedQueue, QueryCache, create_provider
from memspark.tuning import Tuning


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def vec(x: float) -> np.ndarray:
    return np.full(4, x, dtype=np.float32)


def test_hit_on_repeat_and_miss_after_ttl() -> None:
    clock = Clock()
    cache = QueryCache(size=4, ttl_s=1800.0, clock=clock)
    assert cache.get("local:m:4", "", "q") is None
    cache.put("local:m:4", "", "q", vec(1))
    clock.now += 1799
    np.testing.assert_array_equal(cache.get("local:m:4", "", "q"), vec(1))
    clock.now += 1
    assert cache.get("local:m:4", "", "q") is None
    assert len(cache) == 0  # the expired entry was dropped


def test_lru_eviction_keeps_recently_used() -> None:
    cache = QueryCache(size=2, ttl_s=60.0, clock=Clock())
    cache.put("id", "", "a", vec(1))
    cache.put("id", "", "b", vec(2))
    assert cache.get("id", "", "a") is not None  # a is now the most recent
    cache.put("id", "", "c", vec(3))  # evicts b, the least recently used
    assert cache.get("id", "", "b") is None
    assert cache.get("id", "", "a") is not None and cache.get("id", "", "c") is not None
    assert len(cache) == 2


def test_key_includes_identity_and_prefix() -> None:
    cache = QueryCache(clock=Clock())
    cache.put("local:all-MiniLM-L6-v2-int8:384", "", "q", vec(1))
    assert cache.get("local:multilingual-e5-small-q4:384", "", "q") is None
    assert cache.get("local:all-MiniLM-L6-v2-int8:384", "query: ", "q") is None
    assert cache.get("local:all-MiniLM-L6-v2-int8:384", "", "q") is not None


def test_stored_vectors_cannot_be_mutated() -> None:
    cache = QueryCache(clock=Clock())
    original = vec(1)
    stored = cache.put("id", "", "q", original)
    original[:] = 9  # the caller's array is not the cached one
    with pytest.raises(ValueError):
        stored[0] = 5
    np.testing.assert_array_equal(cache.get("id", "", "q"), vec(1))


def test_from_config_uses_size_and_ttl() -> None:
    cache = QueryCache.from_config(Tuning(query_cache_size=3, query_cache_ttl_s=5.0))
    assert (cache.size, cache.ttl_s) == (3, 5.0)
    assert (QueryCache.from_config(Tuning()).size, QueryCache.from_config(Tuning()).ttl_s) == (256, 1800.0)


@pytest.fixture
def server() -> Iterator[EmbedServer]:
    with EmbedServer(dims=16) as srv:
        yield srv


def _queue(server: EmbedServer, cache: QueryCache, model: str = "m1") -> EmbedQueue:
    cfg = EmbedConfig(provider="spark", base_url=server.base_url, model=model, dims=16, backoff_s=0.01)
    return EmbedQueue(create_provider(cfg), cfg, cache=cache)


def test_queue_serves_repeated_queries_from_cache(server: EmbedServer) -> None:
    clock = Clock()
    queue = _queue(server, QueryCache(size=8, ttl_s=10.0, clock=clock))
    first = queue.embed_query("what port?")
    first[:] = 0  # a caller scribbling on its result must not poison the cache
    again = queue.embed_query("what port?")
    assert server.count == 1 and queue.stats.cache_hits == 1 and queue.stats.cache_misses == 1
    assert abs(float(np.linalg.norm(again)) - 1.0) < 1e-5
    clock.now += 10
    queue.embed_query("what port?")
    assert server.count == 2 and queue.stats.cache_misses == 2
    queue.embed_documents(["what port?"])  # documents are never served from the query cache
    assert server.count == 3


def test_queue_cache_key_changes_with_model_identity(server: EmbedServer) -> None:
    shared = QueryCache(clock=Clock())
    _queue(server, shared, model="m1").embed_query("q")
    _queue(server, shared, model="m1").embed_query("q")
    assert server.count == 1
    other = _queue(server, shared, model="m2")
    other.embed_query("q")
    assert server.count == 2 and other.identity == "spark:m2:16" and len(shared) == 2


def test_first_query_learns_dims_without_an_extra_request(server: EmbedServer) -> None:
    cfg = EmbedConfig(provider="spark", base_url=server.base_url, model="m", dims=0)
    queue = EmbedQueue(create_provider(cfg), cfg)
    assert queue.embed_query("q").shape == (16,)
    assert server.count == 1 and queue.identity == "spark:m:16"
    queue.embed_query("q")
    assert server.count == 1 and queue.stats.cache_hits == 1
