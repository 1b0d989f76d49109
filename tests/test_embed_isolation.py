"""One text a provider cannot embed fails alone (the queue bisects the batch), and lone surrogates never
reach a tokenizer or an HTTP body. Real components: the bundled MiniLM model, and a real OpenAI-compatible
HTTP server on 127.0.0.1 (tests/embed_server.py) that refuses inputs the way a content filter does."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from embed_server import EmbedServer, Reply, Seen, bag_of_words

from memspark.config import EmbedConfig
from memspark.embed import EmbedQueue, create_provider
from memspark.errors import EmbeddingContractError, EmbeddingUnavailableError
from memspark.tuning import Tuning

BLOCKED = "forbidden-word"
REFUSAL = {"error": {"message": "input rejected by the content filter", "type": "invalid_request_error"}}


class FilteringServer(EmbedServer):
    """Answers HTTP 400 to any request holding an input with the blocked word (as a content filter does)."""

    def _next_reply(self, seen: Seen) -> Reply:
        reply = super()._next_reply(seen)
        inputs = seen.body.get("input", [])
        if any(BLOCKED in text for text in (inputs if isinstance(inputs, list) else [inputs])):
            return Reply(status=400, body=REFUSAL)
        return reply


@pytest.fixture
def server() -> Iterator[FilteringServer]:
    with FilteringServer(dims=32) as srv:
        yield srv


def http_queue(server: EmbedServer, **kw: Any) -> EmbedQueue:
    cfg = EmbedConfig(**{"provider": "spark", "base_url": server.base_url, "model": "test-embed", "dims": 32,
                         "retries": 1, "backoff_s": 0.01, "timeout_s": 5.0, "batch_size": 8, **kw})
    return EmbedQueue(create_provider(cfg), cfg, tuning=Tuning(breaker_failures=50))


def unit(vec: list[float]) -> np.ndarray:
    arr = np.asarray(vec, dtype=np.float32)
    return arr / np.linalg.norm(arr)


def texts_with_blocked(n: int, bad: set[int]) -> list[str]:
    return [f"note {i} about topic{i} and more words" + (f" {BLOCKED}" if i in bad else "") for i in range(n)]


@pytest.mark.parametrize("concurrency", [1, 3])
def test_a_refused_text_fails_alone_and_the_rest_embed(server: FilteringServer, concurrency: int) -> None:
    bad = {3, 17, 18}
    texts = texts_with_blocked(30, bad)
    with http_queue(server, concurrency=concurrency) as queue:
        with pytest.raises(EmbeddingContractError):  # the plain lane still raises the batch's error
            queue.embed_documents(texts)
        before = server.count
        out = queue.embed_documents_isolated(texts)
    assert set(out.failures) == bad
    assert all(isinstance(e, EmbeddingContractError) and "HTTP 400" in e.message for e in out.failures.values())
    for i, text in enumerate(texts):
        if i in bad:
            assert not out.vectors[i].any()
        else:
            np.testing.assert_allclose(out.vectors[i], unit(bag_of_words(text, 32)), atol=1e-5)
    # bisection, not one request per text: 4 batches of 8, one probe, about 2 log2(8) splits per bad text
    requests = server.count - before
    assert requests <= 4 + 1 + len(bad) * 2 * math.ceil(math.log2(8)), requests


def test_a_provider_that_refuses_everything_raises_instead_of_failing_each_text(server: FilteringServer) -> None:
    server.default = Reply(status=400, body=REFUSAL)  # e.g. a wrong model name: nothing is the input's fault
    with http_queue(server, concurrency=1) as queue, pytest.raises(EmbeddingContractError):
        queue.embed_documents_isolated(texts_with_blocked(40, set()))
    assert server.count <= 3  # the batch, the known-good probe: then the error, no bisection


def test_an_outage_raises_without_bisecting(server: FilteringServer) -> None:
    server.default = Reply(status=503)
    with http_queue(server, concurrency=1, retries=1) as queue, pytest.raises(EmbeddingUnavailableError):
        queue.embed_documents_isolated(texts_with_blocked(16, {2}))
    assert server.count == 2  # the first batch and its one retry


def test_lone_surrogates_reach_neither_the_tokenizer_nor_the_http_body(queue: EmbedQueue,
                                                                      server: FilteringServer) -> None:
    # a file name with bytes that are not UTF-8, decoded by Python with surrogateescape
    name = b"memory/bad-\xff\xfe-name.md".decode("utf-8", "surrogateescape")
    text = f"File: {name} | Section: notes\n\nThe deploy key rotates monthly."
    clean = text.replace("\udcff", "\ufffd").replace("\udcfe", "\ufffd")
    vectors = queue.embed_documents([text, "plain text", "\ud800 a high surrogate alone"])
    assert vectors.shape == (3, 384) and np.isfinite(vectors).all()
    np.testing.assert_allclose(vectors[0], queue.embed_documents([clean])[0], atol=1e-6)
    assert np.isfinite(queue.embed_query(f"where is {name}?")).all()
    with http_queue(server) as http:
        got = http.embed_documents([text])
    np.testing.assert_allclose(got[0], unit(bag_of_words(clean, 32)), atol=1e-5)
    assert server.requests[-1].body["input"] == [clean]

