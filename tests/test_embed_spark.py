"""The Spark (OpenAI-compatible HTTP) provider and the queue's retries, breaker and lanes,
against a real HTTP server on 127.0.0.1 (tests/embed_server.py)."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator

import numpy as np
import pytest
from embed_server import EmbedServer, Reply, bag_of_words

from memspark.config import EmbedConfig
from memspark.embed import EmbedQueue, SparkProvider, create_provider
from memspark.errors import (
    EmbeddingAuthError,
    EmbeddingError,
    EmbeddingUnavailableError,
    InsufficientQuotaError,
)
from memspark.tuning import Tuning

KEY = "sk-test-secret-123"
QUOTA_BODY = {"error": {"message": "You exceeded your current quota, please check your plan and billing details.",
                        "type": "insufficient_quota", "param": None, "code": "insufficient_quota"}}


@pytest.fixture
def server() -> Iterator[EmbedServer]:
    with EmbedServer(dims=64) as srv:
        yield srv


def spark_cfg(server: EmbedServer, **kw: object) -> EmbedConfig:
    base = {"provider": "spark", "base_url": server.base_url, "model": "nvidia/test-embed", "api_key": KEY,
            "retries": 2, "backoff_s": 0.01, "timeout_s": 5.0}
    base.update(kw)
    return EmbedConfig(**base)  # type: ignore[arg-type]


def make_queue(server: EmbedServer, breaker_failures: int = 5, breaker_reset_s: float = 30.0,
               **kw: object) -> EmbedQueue:
    cfg = spark_cfg(server, **kw)
    return EmbedQueue(create_provider(cfg), cfg,
                      tuning=Tuning(breaker_failures=breaker_failures, breaker_reset_s=breaker_reset_s))


def unit(vec: list[float]) -> np.ndarray:
    arr = np.asarray(vec, dtype=np.float32)
    return arr / np.linalg.norm(arr)


# -- success ------------------------------------------------------------------------------------

def test_documents_and_query_requests(server: EmbedServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MY_SPARK_KEY", KEY)
    cfg = spark_cfg(server, api_key="", api_key_env="MY_SPARK_KEY", dims=64)
    provider = create_provider(cfg)
    assert isinstance(provider, SparkProvider)
    texts = ["alpha beta", "gamma delta epsilon", "alpha"]
    out = provider.embed_documents(texts)
    # the server answers in reverse order: rows must follow "index", and come back unit length
    np.testing.assert_allclose(out, np.stack([unit(bag_of_words(t, 64)) for t in texts]), atol=1e-6)
    assert out.dtype == np.float32
    query = provider.embed_query("alpha beta")
    np.testing.assert_allclose(query, unit(bag_of_words("alpha beta", 64)), atol=1e-6)

    docs_req, query_req = server.requests
    assert docs_req.path == "/v1/embeddings"
    assert docs_req.headers["Authorization"] == f"Bearer {KEY}"
    assert docs_req.body == {"model": "nvidia/test-embed", "input": texts, "input_type": "passage",
                             "encoding_format": "float"}
    assert query_req.body["input_type"] == "query" and query_req.body["input"] == ["alpha beta"]
    assert provider.identity == "spark:nvidia/test-embed:64"
    provider.close()


def test_no_key_sends_no_authorization_header(server: EmbedServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEMSPARK_EMBED_API_KEY", raising=False)
    provider = create_provider(spark_cfg(server, api_key=""))
    provider.embed_query("x")
    assert "Authorization" not in server.requests[0].headers


def test_dims_discovered_from_the_first_response(server: EmbedServer) -> None:
    provider = create_provider(spark_cfg(server, dims=0))
    assert provider.dims == 64
    assert server.count == 1 and server.requests[0].body["input"] == ["ping"]
    assert provider.identity == "spark:nvidia/test-embed:64" and server.count == 1


def test_dims_mismatch_is_an_error(server: EmbedServer) -> None:
    provider = create_provider(spark_cfg(server, dims=32))
    with pytest.raises(EmbeddingError, match="64-dim") as err:
        provider.embed_query("x")
    assert "embed.dims = 64" in err.value.action


def test_document_prefix_and_query_prefix_from_config(server: EmbedServer) -> None:
    provider = create_provider(spark_cfg(server, query_prefix="Q: ", document_prefix="D: "))
    provider.embed_query("a")
    provider.embed_documents(["b"])
    assert [r.body["input"] for r in server.requests] == [["Q: a"], ["D: b"]]


# -- errors -------------------------------------------------------------------------------------

def test_429_is_retried_then_succeeds(server: EmbedServer) -> None:
    server.script(Reply(status=429, body={"error": {"type": "rate_limit_exceeded"}}, headers={"Retry-After": "0"}))
    queue = make_queue(server)
    out = queue.embed_documents(["one two", "three"])
    assert out.shape == (2, 64)
    assert server.count == 2 and queue.stats.retries == 1 and queue.stats.breaker_state == "closed"


def test_429_without_retry_after_backs_off_four_times_longer(server: EmbedServer) -> None:
    queue = make_queue(server, backoff_s=0.05)
    server.script(Reply(status=500))
    start = time.monotonic()
    queue.embed_documents(["a"])
    plain = time.monotonic() - start
    server.script(Reply(status=429))
    start = time.monotonic()
    queue.embed_documents(["b"])
    limited = time.monotonic() - start
    assert plain < 0.15 <= limited  # 0.05 s +-20 % vs 4 x 0.05 s +-20 %


def test_429_honours_retry_after(server: EmbedServer) -> None:
    server.script(Reply(status=429, headers={"Retry-After": "0.5"}))
    start = time.monotonic()
    make_queue(server).embed_query("x")
    assert time.monotonic() - start >= 0.45


def test_401_is_never_retried_and_never_shows_the_key(server: EmbedServer) -> None:
    server.default = Reply(status=401, body={"error": {"message": f"Incorrect API key provided: {KEY}"}})
    queue = make_queue(server)
    with pytest.raises(EmbeddingAuthError) as err:
        queue.embed_documents(["a"])
    assert server.count == 1
    assert KEY not in str(err.value) and KEY not in err.value.action
    with pytest.raises(EmbeddingAuthError):
        queue.embed_query("q")
    assert server.count == 2


def test_403_is_an_auth_error(server: EmbedServer) -> None:
    server.script(Reply(status=403))
    with pytest.raises(EmbeddingAuthError):
        make_queue(server).embed_query("x")
    assert server.count == 1


def test_insufficient_quota_is_not_retried(server: EmbedServer) -> None:
    server.default = Reply(status=429, body=QUOTA_BODY)
    queue = make_queue(server)
    with pytest.raises(InsufficientQuotaError) as err:
        queue.embed_documents(["a", "b"])
    assert server.count == 1
    assert str(err.value) == "insufficient_quota — Top up quota or switch provider"
    assert err.value.code == "insufficient_quota" and "Top up quota or switch provider" in err.value.action


def test_quota_code_alone_is_recognised(server: EmbedServer) -> None:
    server.script(Reply(status=429, body={"error": {"code": "insufficient_quota", "message": "no credit"}}))
    with pytest.raises(InsufficientQuotaError):
        make_queue(server).embed_query("x")


def test_timeouts_are_retried_then_unavailable(server: EmbedServer) -> None:
    server.default = Reply(delay_s=0.6)
    queue = make_queue(server, timeout_s=0.15, retries=2)
    start = time.monotonic()
    with pytest.raises(EmbeddingUnavailableError) as err:
        queue.embed_documents(["a"])
    assert time.monotonic() - start < 2.0
    # the client gives up on its third request after 0.15 s; under load the server may record it later
    deadline = time.monotonic() + 5.0
    while server.count < 3 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert server.count == 3 and queue.stats.retries == 2
    assert "memory search unavailable" in str(err.value) and "3 attempts" in str(err.value)
    assert "API key" in err.value.action


def test_connection_refused_is_unavailable() -> None:
    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    cfg = EmbedConfig(provider="spark", base_url=f"http://127.0.0.1:{port}/v1", retries=1, backoff_s=0.01, dims=8)
    queue = EmbedQueue(create_provider(cfg), cfg)
    with pytest.raises(EmbeddingUnavailableError, match="cannot reach"):
        queue.embed_documents(["a"])
    assert queue.stats.retries == 1
    assert queue.provider.probe() is False


def test_other_4xx_and_malformed_bodies_are_not_retried(server: EmbedServer) -> None:
    queue = make_queue(server)
    server.script(Reply(status=404, body={"error": {"message": "model nvidia/test-embed not found"}}))
    with pytest.raises(EmbeddingUnavailableError, match=r"HTTP 404\): model nvidia/test-embed not found"):
        queue.embed_query("x")
    server.script(Reply(status=200, body={"object": "list", "results": []}))
    with pytest.raises(EmbeddingUnavailableError, match="did not return OpenAI-style embeddings"):
        queue.embed_query("y")
    assert server.count == 2 and queue.stats.retries == 0


def test_500s_open_the_breaker_then_fail_fast_then_half_open(server: EmbedServer) -> None:
    server.default = Reply(status=500, body={"error": {"message": "CUDA out of memory"}})
    queue = make_queue(server, retries=1, breaker_failures=3, breaker_reset_s=0.3)
    with pytest.raises(EmbeddingUnavailableError, match="HTTP 500"):
        queue.embed_documents(["a"])  # 2 attempts -> 2 consecutive failures
    with pytest.raises(EmbeddingUnavailableError, match="circuit breaker open"):
        queue.embed_documents(["b"])  # 3rd failure opens it; the retry fails fast
    assert server.count == 3 and queue.stats.breaker_state == "open"
    start = time.monotonic()
    with pytest.raises(EmbeddingUnavailableError, match=r"next try in \d"):
        queue.embed_query("c")
    assert time.monotonic() - start < 0.05 and server.count == 3  # no request at all
    time.sleep(0.35)
    server.default = None  # the server recovers: the half-open trial succeeds and closes it
    assert queue.embed_documents(["d"]).shape == (1, 64)
    assert server.count == 4 and queue.stats.breaker_state == "closed" and queue.stats.breaker_opens == 1


def test_failed_half_open_trial_reopens(server: EmbedServer) -> None:
    server.default = Reply(status=503)
    queue = make_queue(server, retries=0, breaker_failures=1, breaker_reset_s=0.2)
    with pytest.raises(EmbeddingUnavailableError):
        queue.embed_query("a")
    time.sleep(0.25)
    with pytest.raises(EmbeddingUnavailableError, match="HTTP 503"):
        queue.embed_query("b")  # the trial goes out and fails
    with pytest.raises(EmbeddingUnavailableError, match="circuit breaker open"):
        queue.embed_query("c")
    assert server.count == 2 and queue.stats.breaker_opens == 2


def test_queries_retry_at_most_once(server: EmbedServer) -> None:
    server.default = Reply(status=502)
    queue = make_queue(server, retries=3, breaker_failures=10)
    with pytest.raises(EmbeddingUnavailableError):
        queue.embed_query("x")
    assert server.count == 2


# -- lanes and concurrency ----------------------------------------------------------------------

@pytest.mark.slow
def test_query_never_waits_behind_bulk_documents(server: EmbedServer) -> None:
    server.passage_delay_s = 0.8  # every bulk batch takes 0.8 s
    queue = make_queue(server, batch_size=2, concurrency=1)
    bulk_done = threading.Event()
    result: dict[str, np.ndarray] = {}

    def bulk() -> None:
        result["docs"] = queue.embed_documents([f"doc {i}" for i in range(4)])  # 2 batches, ~1.6 s
        bulk_done.set()

    worker = threading.Thread(target=bulk)
    worker.start()
    time.sleep(0.2)  # a batch is in flight on the bulk client
    start = time.monotonic()
    vec = queue.embed_query("where is the spark port?")
    elapsed = time.monotonic() - start
    assert not bulk_done.is_set(), "the bulk call finished before the query: the test proved nothing"
    assert elapsed < 0.4, elapsed
    assert vec.shape == (64,)
    worker.join(5)
    assert result["docs"].shape == (4, 64)


def test_batches_run_concurrently_but_bounded(server: EmbedServer) -> None:
    server.passage_delay_s = 0.15
    queue = make_queue(server, batch_size=2, concurrency=2)
    texts = [("word " * (i % 7 + 1)) + str(i) for i in range(12)]  # 6 batches
    progress: list[tuple[int, int]] = []
    start = time.monotonic()
    out = queue.embed_documents(texts, on_batch=lambda d, t: progress.append((d, t)))
    elapsed = time.monotonic() - start
    assert server.max_in_flight == 2
    assert elapsed < 6 * 0.15  # faster than one at a time
    np.testing.assert_allclose(out, np.stack([unit(bag_of_words(t, 64)) for t in texts]), atol=1e-6)
    assert [d for d, _ in progress] == [2, 4, 6, 8, 10, 12] and {t for _, t in progress} == {12}
    assert queue.stats.batches == 6
    # the queue sorted by length: each request holds texts of neighbouring lengths
    by_length = sorted(texts, key=len)
    expected = {frozenset(by_length[i:i + 2]) for i in range(0, 12, 2)}
    assert {frozenset(r.body["input"]) for r in server.requests} == expected


def test_a_failing_batch_fails_the_call(server: EmbedServer) -> None:
    server.default = Reply(status=401)
    queue = make_queue(server, batch_size=1, concurrency=2)
    with pytest.raises(EmbeddingAuthError):
        queue.embed_documents(["a", "b", "c", "d", "e", "f"])
    assert server.count < 6  # batches not yet started were cancelled
