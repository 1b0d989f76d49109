"""ChatClient and HydeGenerator against a real OpenAI-compatible server on 127.0.0.1."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from rerank_server import LocalServer, Reply

from memspark.config import HydeConfig
from memspark.errors import ConfigError, LLMAuthError, LLMError, LLMTimeoutError, MemsparkError
from memspark.llm import ChatClient
from memspark.recall.hyde import HydeGenerator, clean_hypothetical
from memspark.tuning import Tuning

NOTE = ("The DGX Spark node runs llama-embed-nemotron-8b for embeddings on port 18091 "
        "and llama-nemotron-rerank-1b-v2 for reranking.")


def completion(content: Any) -> Reply:
    return Reply(json={"id": "c1", "object": "chat.completion",
                       "choices": [{"index": 0, "message": {"role": "assistant", "content": content},
                                    "finish_reason": "stop"}]})


@pytest.fixture
def server() -> Iterator[LocalServer]:
    with LocalServer(lambda req: completion(NOTE)) as srv:
        yield srv


def hyde(srv: LocalServer, *, timeout_s: float = 2.0, enabled: bool = True) -> HydeGenerator:
    return HydeGenerator(HydeConfig(enabled=enabled, base_url=srv.url + "/v1", model="nemotron-super",
                                    timeout_s=timeout_s, api_key_env="MEMSPARK_TEST_HYDE_KEY"),
                         tuning=Tuning(hyde_max_tokens=120))


def test_happy_path_returns_the_note(server: LocalServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMSPARK_TEST_HYDE_KEY", "sk-llm")
    server.handler = lambda req: completion(f"  {NOTE}\n")
    gen = hyde(server)
    assert gen.generate("spark models") == NOTE
    assert gen.last_reason == "ok"
    (req,) = server.requests
    assert req.path == "/v1/chat/completions"
    assert req.headers["authorization"] == "Bearer sk-llm"
    body = req.json
    assert body["model"] == "nemotron-super" and body["max_tokens"] == 120 and body["temperature"] == 0.0
    assert [m["role"] for m in body["messages"]] == ["system", "user"]
    assert body["messages"][1]["content"] == "spark models"
    gen.close()


@pytest.mark.parametrize("content", ["", "   \n", None, "null", "NULL.", "None", "<think>too vague</think>\nnull"])
def test_empty_or_null_answer_falls_back(server: LocalServer, content: Any) -> None:
    server.handler = lambda req: completion(content)
    gen = hyde(server)
    assert gen.generate("what was that config change we made?") is None
    assert gen.last_reason == "empty"
    gen.close()


def test_thinking_is_stripped() -> None:
    assert clean_hypothetical("<think>the user asks about ports</think>\n\n" + NOTE) == NOTE
    assert clean_hypothetical('"' + NOTE + '"') == NOTE
    assert clean_hypothetical("<think>never closed") is None


def test_timeout_falls_back_within_budget(server: LocalServer) -> None:
    server.handler = lambda req: Reply(json={}, delay_s=3.0)
    gen = hyde(server, timeout_s=0.3)
    start = time.monotonic()
    assert gen.generate("spark models") is None
    assert time.monotonic() - start < 1.5
    assert gen.last_reason == "timeout"
    assert len(server.requests) == 1  # a timed-out call is not retried: the budget is spent
    gen.close()


def test_server_error_then_success_is_retried(server: LocalServer) -> None:
    server.queue(Reply(status=500, json={"error": "busy"}))
    gen = hyde(server)
    assert gen.generate("spark models") == NOTE
    assert len(server.requests) == 2
    gen.close()


def test_persistent_server_error_falls_back(server: LocalServer) -> None:
    server.handler = lambda req: Reply(status=503, json={"error": "down"})
    gen = hyde(server)
    assert gen.generate("spark models") is None
    assert gen.last_reason == "error: http 503"
    assert len(server.requests) == 2  # one retry, then give up
    gen.close()


def test_disabled_never_calls(server: LocalServer) -> None:
    gen = hyde(server, enabled=False)
    outcome = gen.generate_outcome("spark models")
    assert outcome.text is None and outcome.reason == "disabled"
    assert gen.last_reason == "disabled"
    assert server.requests == []


def test_enabled_without_endpoint_is_a_config_error() -> None:
    with pytest.raises(ConfigError) as err:
        HydeGenerator(HydeConfig(enabled=True))
    assert "hyde.base_url" in err.value.action


def test_chat_client_auth_error_is_not_retried(server: LocalServer) -> None:
    server.handler = lambda req: Reply(status=401, json={"error": "bad key"})
    with ChatClient(server.url + "/v1", "m", api_key="sk-x", retries=3) as client, \
            pytest.raises(LLMAuthError) as err:
        client.complete([{"role": "user", "content": "hi"}])
    assert isinstance(err.value, MemsparkError) and err.value.reason == "auth 401"
    assert "sk-x" not in str(err.value)
    assert len(server.requests) == 1


def test_chat_client_errors(server: LocalServer) -> None:
    server.handler = lambda req: Reply(json={"choices": []})
    with ChatClient(server.url + "/v1/chat/completions", "m") as client:
        with pytest.raises(LLMError) as err:
            client.complete([{"role": "user", "content": "hi"}])
        assert err.value.reason == "bad response"
        assert server.requests[0].path == "/v1/chat/completions"
        server.handler = lambda req: Reply(json={}, delay_s=2.0)
    with ChatClient(server.url + "/v1", "m", timeout_s=0.2) as client, pytest.raises(LLMTimeoutError):
        client.complete([{"role": "user", "content": "hi"}])


def test_unexpected_error_in_client_is_raised_for_the_stage_to_fall_back(server: LocalServer) -> None:
    """Only the LLM seam's errors become a fallback reason here; anything else is a bug, raised to the
    pipeline's HyDE stage, whose declared fallback (the one place) logs its traceback and uses the raw query
    (tests/test_recall_pipeline.py)."""
    class Broken(ChatClient):
        def complete(self, messages: list[dict[str, str]], *, max_tokens: int = 200,
                     temperature: float = 0.0) -> str:
            raise RuntimeError("boom")

    gen = HydeGenerator(HydeConfig(enabled=True), client=Broken(server.url, "m"))
    with pytest.raises(RuntimeError, match="boom"):
        gen.generate("q")
    gen.close()
