"""One provider error family: memspark.http maps a real HTTP server's failures (5xx, 429, 4xx,
garbage, a hang, a closed port) into transient / permanent / contract errors once, and every
provider client (embedding, LLM, reranker, capture classifier) reports the same kind for the same
failure. Also: every exception class of the package lives in memspark/errors.py's tree."""

from __future__ import annotations

import ast
import socket
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from rerank_server import LocalServer, Reply

import memspark.errors as errors
from memspark import http
from memspark.capture.spark import SparkClassifier
from memspark.config import CaptureConfig, EmbedConfig, RerankConfig
from memspark.embed.spark import SparkProvider
from memspark.errors import (
    EmbeddingAuthError,
    EmbeddingContractError,
    MemsparkError,
    PermanentProviderError,
    ProviderContractError,
    ProviderTimeoutError,
    TransientEmbeddingError,
    TransientProviderError,
)
from memspark.llm import ChatClient
from memspark.rerank.http import HttpReranker

REPO = Path(__file__).resolve().parents[1]
KINDS = (TransientProviderError, PermanentProviderError, ProviderContractError)


@pytest.fixture
def server() -> Iterator[LocalServer]:
    with LocalServer(lambda req: Reply(status=500, json={"error": "unscripted"})) as srv:
        yield srv


def closed_port_url() -> str:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    return f"http://127.0.0.1:{port}"


# (reply, kind, reason, status)
CASES = [
    (Reply(status=503, json={"error": "overloaded"}), TransientProviderError, "http 503", 503),
    (Reply(status=500, body=b"<html>oops</html>"), TransientProviderError, "http 500", 500),
    (Reply(status=401, json={"error": "bad key"}), PermanentProviderError, "auth 401", 401),
    (Reply(status=403, json={}), PermanentProviderError, "auth 403", 403),
    (Reply(status=404, json={"error": "no route"}), ProviderContractError, "http 404", 404),
    (Reply(status=422, json={"detail": "texts missing"}), ProviderContractError, "http 422", 422),
    (Reply(status=200, body=b"not json {"), ProviderContractError, "bad response: invalid JSON", 200),
]


@pytest.mark.parametrize(("reply", "kind", "reason", "status"), CASES)
def test_the_seam_maps_each_answer_to_one_kind(server: LocalServer, reply: Reply, kind: type, reason: str,
                                               status: int) -> None:
    server.queue(reply)
    with httpx.Client() as client, pytest.raises(kind) as err:
        http.post_json(client, server.url + "/x", {"q": 1}, what="the test server")
    assert err.value.reason == reason and err.value.status == status
    assert [k for k in KINDS if isinstance(err.value, k)] == [kind]  # exactly one kind
    assert isinstance(err.value, MemsparkError) and err.value.action


def test_429_is_transient_with_the_servers_retry_after(server: LocalServer) -> None:
    server.queue(Reply(status=429, json={"error": "slow down"}, headers={"Retry-After": "7"}))
    with httpx.Client() as client, pytest.raises(TransientProviderError) as err:
        http.post(client, server.url, {}, what="the test server")
    assert err.value.rate_limited and err.value.retry_after == 7.0 and err.value.reason == "http 429"
    assert err.value.body == {"error": "slow down"}  # the provider may read more out of it


def test_a_hang_is_a_timeout_and_a_closed_port_a_connect_error(server: LocalServer) -> None:
    server.queue(Reply(json={}, delay_s=5.0))
    with httpx.Client() as client:
        with pytest.raises(ProviderTimeoutError) as hung:
            http.post(client, server.url, {}, what="the test server", timeout=0.2)
        with pytest.raises(TransientProviderError) as refused:
            http.post(client, closed_port_url(), {}, what="nobody")
    assert hung.value.reason == "timeout" and hung.value.status is None
    assert refused.value.reason == "connect: ConnectError" and not isinstance(refused.value, ProviderTimeoutError)


def test_allowed_statuses_come_back_as_responses(server: LocalServer) -> None:
    server.queue(Reply(status=422, json={"detail": "x"}))
    with httpx.Client() as client:
        assert http.post(client, server.url, {}, what="t", allow=(422,)).status_code == 422


# ---- every provider client reports the seam's kind -------------------------------------------

def embed(url: str, reply: Reply, server: LocalServer) -> None:
    server.queue(reply)
    provider = SparkProvider(EmbedConfig(provider="spark", model="m", base_url=url, dims=4, timeout_s=2.0))
    try:
        provider.embed_query("q")
    finally:
        provider.close()


def chat(url: str, reply: Reply, server: LocalServer) -> None:
    server.queue(reply)
    with ChatClient(url, "m", timeout_s=2.0, retries=0) as client:
        client.complete([{"role": "user", "content": "q"}])


@pytest.mark.parametrize(("reply", "kind", "embed_class"), [
    (Reply(status=503, json={}), TransientProviderError, TransientEmbeddingError),
    (Reply(status=401, json={}), PermanentProviderError, EmbeddingAuthError),
    (Reply(status=200, body=b"garbage"), ProviderContractError, EmbeddingContractError),
])
def test_embedding_and_llm_clients_raise_the_seams_kind(server: LocalServer, reply: Reply, kind: type,
                                                        embed_class: type) -> None:
    with pytest.raises(embed_class) as embedded:
        embed(server.url, reply, server)
    with pytest.raises(kind) as chatted:
        chat(server.url, reply, server)
    assert isinstance(embedded.value, kind)
    assert embedded.value.reason == chatted.value.reason or reply.status == 200  # LLM says "bad response"


def test_the_reranker_and_classifier_fall_back_with_the_seams_reason(server: LocalServer) -> None:
    rr = HttpReranker(RerankConfig(provider="http", base_url=server.url + "/v1", api_style="ranking"), cooldown_s=0)
    clf = SparkClassifier(CaptureConfig(use_classifier=True, classifier_url=server.url + "/classify"))
    try:
        for reply, reason in [(Reply(status=503, json={}), "http 503"), (Reply(status=401, json={}), "auth 401"),
                              (Reply(status=200, body=b"{{"), "bad response: invalid JSON")]:
            server.queue(reply, reply)
            assert rr.rerank("q", ["a", "b"]) is None and rr.last_reason == reason
            got = clf.classify("I prefer tabs over spaces", "user", ["fact", "preference"])
            assert got.classifier == f"heuristic (fallback: {reason})"
    finally:
        rr.close()
        clf.close()


# ---- one tree -------------------------------------------------------------------------------

def exception_classes(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.name for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
            and any(getattr(b, "id", "").endswith(("Error", "Exception", "Timeout")) or getattr(b, "id", "") == "FileSkip"
                    for b in node.bases)]


def test_every_exception_class_lives_in_errors_py() -> None:
    outside = {f"{p.relative_to(REPO)}:{name}" for top in ("memspark", "flows") for p in (REPO / top).rglob("*.py")
               if p.name != "errors.py" for name in exception_classes(p)}
    # FileSkip carries the ingest planner's SkipReason, so it stays next to it (still an IngestError).
    assert outside == {"memspark/ingest/scan.py:FileSkip"}


def test_the_docstring_draws_every_class_of_the_tree() -> None:
    classes = [c for c in vars(errors).values() if isinstance(c, type) and issubclass(c, MemsparkError)]
    assert len(classes) > 25
    doc = errors.__doc__ or ""
    assert all(c.__name__ in doc for c in classes), [c.__name__ for c in classes if c.__name__ not in doc]
    assert all(c.default_action for c in classes)



def test_only_the_seam_catches_httpx_errors_for_model_servers() -> None:
    """The provider clients map nothing themselves: no ``except httpx.…`` outside memspark/http.py
    (the Prefect API clients under ops/ and cli/ are not model servers)."""
    clients = [*(REPO / "memspark").glob("*.py"), *(REPO / "memspark" / "embed").rglob("*.py"),
               *(REPO / "memspark" / "rerank").rglob("*.py"), *(REPO / "memspark" / "capture").rglob("*.py"),
               *(REPO / "memspark" / "recall").rglob("*.py")]
    catching = [str(p.relative_to(REPO)) for p in clients if p.name != "http.py"
                for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))) if isinstance(node, ast.ExceptHandler)
                and node.type is not None and "httpx." in ast.unparse(node.type)]
    assert catching == []
    assert "except httpx." in (REPO / "memspark" / "http.py").read_text(encoding="utf-8")
