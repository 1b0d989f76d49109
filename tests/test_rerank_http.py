"""HttpReranker against real HTTP servers on 127.0.0.1 (NVIDIA /v1/ranking, Cohere /v1/rerank, TEI /rerank)."""

from __future__ import annotations

import logging
import socket
import time
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from rerank_server import LocalServer, Reply, Request

from memspark.config import RerankConfig
from memspark.embed import EmbedQueue
from memspark.errors import ConfigError
from memspark.recall import MemorySparkManager, RecallRequest, RerankOptions
from memspark.recall.core import search
from memspark.rerank import PassthroughReranker
from memspark.rerank.http import HttpReranker, endpoint_url, parse_scores
from memspark.vocab import GateMode
from tests.recall_fixtures import indexed_workspace

QUERY = "which port does the embedding server listen on"
DOCS = ["bananas are yellow", "the embedding server listens on port 18091", "server restarts nightly"]


def overlap(query: str, doc: str) -> float:
    return float(len(set(query.split()) & set(doc.split())))


def nim(req: Request) -> Reply:
    """NVIDIA NIM /v1/ranking: rankings sorted by logit, best first (not in input order)."""
    q = req.json["query"]["text"]
    ranks = [{"index": i, "logit": overlap(q, p["text"]) - 2.5} for i, p in enumerate(req.json["passages"])]
    return Reply(json={"rankings": sorted(ranks, key=lambda r: -r["logit"]), "usage": {}})


def cohere(req: Request) -> Reply:
    docs = req.json["documents"]
    results = [{"index": i, "relevance_score": overlap(req.json["query"], d) / 10} for i, d in enumerate(docs)]
    return Reply(json={"id": "x", "results": sorted(results, key=lambda r: -r["relevance_score"])})


def tei(req: Request) -> Reply:
    """TEI /rerank: wants {"query", "texts"}, rejects anything else with 422, answers a bare list."""
    if "texts" not in (req.json or {}):
        return Reply(status=422, json={"error": "Failed to deserialize: missing field `texts`"})
    scores = [{"index": i, "score": overlap(req.json["query"], t)} for i, t in enumerate(req.json["texts"])]
    return Reply(json=sorted(scores, key=lambda r: -r["score"]))


@pytest.fixture
def server() -> Iterator[LocalServer]:
    with LocalServer() as srv:
        yield srv


def make(url: str, *, style: str = "ranking", timeout_s: float = 2.0, **kw: object) -> HttpReranker:
    cfg = RerankConfig(provider="http", base_url=url, api_style=style, model="nvidia/llama-nemotron-rerank-1b-v2",
                       timeout_s=timeout_s, api_key_env="MEMSPARK_TEST_RERANK_KEY")
    return HttpReranker(cfg, **kw)  # type: ignore[arg-type]


def test_endpoint_urls() -> None:
    assert endpoint_url("http://h:1", "ranking") == "http://h:1/v1/ranking"
    assert endpoint_url("http://h:1/v1/", "ranking") == "http://h:1/v1/ranking"
    assert endpoint_url("http://h:1/v1/ranking", "ranking") == "http://h:1/v1/ranking"
    assert endpoint_url("https://api.cohere.com/v2", "rerank") == "https://api.cohere.com/v2/rerank"
    assert endpoint_url("http://tei:8080", "rerank") == "http://tei:8080/rerank"
    assert endpoint_url("http://tei:8080/rerank", "rerank") == "http://tei:8080/rerank"


def test_ranking_scores_follow_logits_in_document_order(server: LocalServer) -> None:
    server.handler = nim
    rr = make(server.url + "/v1")
    scores = rr.rerank(QUERY, DOCS)
    assert scores == [overlap(QUERY, d) - 2.5 for d in DOCS]  # by index, although the server sorted them
    assert scores[1] > scores[2] > scores[0]
    (req,) = server.requests
    assert req.path == "/v1/ranking"
    assert req.json == {"model": "nvidia/llama-nemotron-rerank-1b-v2", "query": {"text": QUERY},
                        "passages": [{"text": d} for d in DOCS], "truncate": "END"}
    assert rr.last_reason is None
    rr.close()


def test_bare_host_gets_v1_ranking(server: LocalServer) -> None:
    server.handler = nim
    rr = make(server.url)
    assert rr.rerank(QUERY, DOCS) is not None
    assert server.requests[0].path == "/v1/ranking"
    rr.close()


def test_cohere_rerank_shape(server: LocalServer) -> None:
    server.handler = cohere
    rr = make(server.url + "/v1", style="rerank")
    assert rr.rerank(QUERY, DOCS) == [overlap(QUERY, d) / 10 for d in DOCS]
    (req,) = server.requests
    assert req.path == "/v1/rerank"
    assert req.json == {"model": "nvidia/llama-nemotron-rerank-1b-v2", "query": QUERY, "documents": DOCS,
                        "top_n": 3}
    rr.close()


def test_tei_bare_list_shape_detected_and_sticky(server: LocalServer) -> None:
    server.handler = tei
    rr = make(server.url, style="rerank")
    assert rr.rerank(QUERY, DOCS) == [overlap(QUERY, d) for d in DOCS]
    assert [r.path for r in server.requests] == ["/rerank", "/rerank"]  # Cohere body refused, TEI body accepted
    assert server.requests[1].json == {"query": QUERY, "texts": DOCS}
    assert rr.rerank(QUERY, DOCS[:2]) == [overlap(QUERY, d) for d in DOCS[:2]]
    assert len(server.requests) == 3  # the dialect stuck: one request
    rr.close()


def test_parse_scores_rejects_malformed() -> None:
    assert parse_scores([{"index": 0, "score": 1.0}, {"index": 1, "score": 2.0}], 2) == [1.0, 2.0]
    assert parse_scores({"rankings": [{"index": 0, "logit": 1.0}]}, 2) is None  # index 1 missing
    assert parse_scores({"results": [{"index": 5, "relevance_score": 1.0}]}, 1) is None
    assert parse_scores({"results": [{"index": 0, "relevance_score": "high"}]}, 1) is None
    assert parse_scores({"data": []}, 1) is None
    assert parse_scores({"rankings": [{"index": 0, "logit": float("nan")}]}, 1) is None


def test_timeout_returns_none_then_cools_down(server: LocalServer) -> None:
    server.handler = lambda req: Reply(json={"rankings": [{"index": 0, "logit": 1.0}]}, delay_s=3.0)
    rr = make(server.url, timeout_s=0.3)
    start = time.monotonic()
    assert rr.rerank(QUERY, DOCS[:1]) is None
    assert time.monotonic() - start < 2.0
    assert rr.last_reason == "timeout"
    assert rr.rerank(QUERY, DOCS[:1]) is None  # no second timeout paid: the server is not asked
    assert len(server.requests) == 1
    assert rr.last_reason == "cooling down after timeout"
    rr.close()


def test_without_cooldown_every_call_asks(server: LocalServer) -> None:
    server.queue(Reply(json={}, delay_s=3.0))
    server.handler = nim
    rr = make(server.url, timeout_s=0.3, cooldown_s=0)
    assert rr.rerank(QUERY, DOCS) is None
    assert rr.rerank(QUERY, DOCS) is not None
    rr.close()


def test_server_error_returns_none_without_cooldown(server: LocalServer) -> None:
    server.queue(Reply(status=500, json={"error": "CUDA out of memory"}))
    server.handler = nim
    rr = make(server.url)
    assert rr.rerank(QUERY, DOCS) is None
    assert rr.last_reason == "http 500"
    assert rr.rerank(QUERY, DOCS) is not None  # a 5xx answer is not a dead server: no cooldown
    rr.close()


def test_invalid_json_returns_none(server: LocalServer) -> None:
    server.handler = lambda req: Reply(body=b"<html>proxy error</html>")
    rr = make(server.url)
    assert rr.rerank(QUERY, DOCS) is None
    assert rr.last_reason == "bad response: invalid JSON"
    rr.close()


def test_auth_failure_returns_none_and_never_logs_the_key(
    server: LocalServer, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("MEMSPARK_TEST_RERANK_KEY", "sk-very-secret")
    server.handler = lambda req: Reply(status=401, json={"error": "invalid key"})
    rr = make(server.url)
    with caplog.at_level(logging.DEBUG):
        assert rr.rerank(QUERY, DOCS) is None
    assert rr.last_reason == "auth 401"
    assert "auth failure" in caplog.text
    assert "sk-very-secret" not in caplog.text
    rr.close()


def test_bearer_token_from_env(server: LocalServer, monkeypatch: pytest.MonkeyPatch) -> None:
    server.handler = nim
    monkeypatch.setenv("MEMSPARK_TEST_RERANK_KEY", "sk-123")
    with_key = make(server.url)
    monkeypatch.delenv("MEMSPARK_TEST_RERANK_KEY")
    without_key = make(server.url)
    assert with_key.rerank(QUERY, DOCS) is not None
    assert without_key.rerank(QUERY, DOCS) is not None
    assert server.requests[0].headers["authorization"] == "Bearer sk-123"
    assert "authorization" not in server.requests[1].headers
    with_key.close()
    without_key.close()


def test_unreachable_server_returns_none() -> None:
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    rr = make(f"http://127.0.0.1:{port}")
    assert rr.rerank(QUERY, DOCS) is None
    assert rr.last_reason is not None and rr.last_reason.startswith("connect")
    assert rr.probe() is False
    rr.close()


def test_probe_and_empty_input(server: LocalServer) -> None:
    server.handler = nim
    rr = make(server.url)
    assert rr.rerank(QUERY, []) == []
    assert server.requests == []
    assert rr.probe() is True
    rr.close()


def test_missing_base_url_is_a_config_error() -> None:
    with pytest.raises(ConfigError) as err:
        HttpReranker(RerankConfig(provider="http"))
    assert "rerank.base_url" in err.value.action


NOTES = {"workspace-meta/MEMORY.md": "# Memory\n\nThe embedding server listens on port 18091.\n",
         "workspace-meta/memory/2026-03-15.md": "# Ops\n\nThe embedding server restarts nightly.\n",
         "shared/knowledge/servers.md": "# Servers\n\nWhich port does the embedding server use? 18091.\n"}


@pytest.mark.parametrize("garbage", [Reply(json={"rankings": "not a list"}), Reply(body=b"<html>busy</html>")])
def test_a_garbage_answer_in_recall_is_logged_once_and_recall_answers(
        tmp_path: Path, queue: EmbedQueue, server: LocalServer, garbage: Reply,
        caplog: pytest.LogCaptureFixture) -> None:
    """End to end (a real index, the bundled model, a real server on 127.0.0.1 answering garbage): the
    seam types the answer (a memspark error whose reason says it all), so it is logged once, without a
    traceback, by the provider and not again by the runner; the hits are the unreranked ones."""
    cfg = indexed_workspace(tmp_path / "ws", queue, NOTES)
    request = RecallRequest("embedding server port", min_score=0.0, now=date(2026, 3, 20),
                            rerank=RerankOptions(gate=GateMode.SOFT))  # soft: the reranker always runs
    with MemorySparkManager(cfg, "meta", queue=queue, reranker=PassthroughReranker()) as plain_manager:
        plain = search(plain_manager, request)
    server.handler = lambda req: garbage
    reranker = make(server.url + "/v1", cooldown_s=0)
    try:
        with MemorySparkManager(cfg, "meta", queue=queue, reranker=reranker) as manager, \
                caplog.at_level("DEBUG", logger="memspark"):
            result = search(manager, request)
    finally:
        reranker.close()
    assert len(server.requests) == 1 and len(result.hits) >= 2 and result.hits == plain.hits
    entry = result.run.trace.entry("rerank")
    assert entry.detail is not None and not entry.detail.ran
    assert entry.detail.fallback_reason is not None and entry.detail.fallback_reason.startswith("bad response")
    about_rerank = [r for r in caplog.records if "rerank" in r.getMessage().lower()]
    assert len(about_rerank) == 1 and about_rerank[0].name == "memspark.rerank.http", \
        [(r.name, r.getMessage()) for r in caplog.records]
    assert not any(r.exc_info for r in caplog.records)
