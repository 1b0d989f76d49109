"""A minimal OpenAI-compatible chat client (``POST {base_url}/chat/completions``) over httpx.

Used by HyDE (and anything else that needs one short completion). It is deliberately small: one
request shape, a bearer token, a *total* time budget per call and a bounded retry on transient
failures (5xx, connection errors). Errors are translated at this seam into :class:`LLMError`
subclasses carrying a short ``reason`` the recall trace can show; the key is never logged.
"""

from __future__ import annotations

import logging
import time
from typing import Any

import httpx

from memspark.errors import MemsparkError

log = logging.getLogger(__name__)

_ACTION = "Check hyde.base_url / hyde.model and the key in the env var named by hyde.api_key_env."


class LLMError(MemsparkError):
    """The chat completion failed. ``reason`` is a short machine-friendly tag for traces."""

    code = "llm_error"
    default_action = _ACTION

    def __init__(self, message: str, *, reason: str = "error", action: str | None = None) -> None:
        super().__init__(message, action=action)
        self.reason = reason


class LLMTimeoutError(LLMError):
    """The call ran past its time budget."""

    code = "llm_timeout"
    default_action = "The LLM did not answer in time: raise hyde.timeout_s or use a faster model."


class LLMAuthError(LLMError):
    """HTTP 401/403: the key was refused. Never retried."""

    code = "llm_auth"
    default_action = "The LLM server refused the key: set the env var named by hyde.api_key_env to a valid key."


def chat_completions_url(base_url: str) -> str:
    """``base_url`` is the OpenAI-style root (``…/v1``); a full ``…/chat/completions`` URL is kept as is."""
    url = base_url.rstrip("/")
    return url if url.endswith("/chat/completions") else url + "/chat/completions"


class ChatClient:
    """One OpenAI-compatible chat model.

    ``timeout_s`` is the budget of a whole :meth:`complete` call, retries included: a retry only
    gets the time left, so a caller on the recall hot path never waits longer than it asked for.
    """

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str = "",
        timeout_s: float = 4.0,
        retries: int = 1,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.url = chat_completions_url(base_url)
        self.model = model
        self.timeout_s = timeout_s
        self.retries = max(0, retries)
        headers = {"Content-Type": "application/json"}
        if api_key:
            headers["Authorization"] = f"Bearer {api_key}"
        self._client = httpx.Client(headers=headers, transport=transport)

    def close(self) -> None:
        self._client.close()

    def __enter__(self) -> ChatClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def complete(
        self, messages: list[dict[str, str]], *, max_tokens: int = 200, temperature: float = 0.0
    ) -> str:
        """The first choice's message content ("" when the model returned null content).

        Raises :class:`LLMTimeoutError`, :class:`LLMAuthError` or :class:`LLMError`.
        """
        body = {"model": self.model, "messages": messages, "max_tokens": max_tokens,
                "temperature": temperature}
        deadline = time.monotonic() + self.timeout_s
        attempt = 0
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise LLMTimeoutError(f"LLM call to {self.url} ran past {self.timeout_s:g}s", reason="timeout")
            try:
                return self._attempt(body, remaining)
            except LLMError as exc:
                transient = exc.reason == "connect" or exc.reason.startswith("http 5")
                if not transient or attempt >= self.retries:
                    raise
                attempt += 1
                log.info("LLM call failed (%s); retry %d of %d", exc.reason, attempt, self.retries)

    def _attempt(self, body: dict[str, Any], timeout_s: float) -> str:
        try:
            resp = self._client.post(self.url, json=body, timeout=timeout_s)
        except httpx.TimeoutException as exc:
            raise LLMTimeoutError(f"LLM call to {self.url} timed out after {timeout_s:.2f}s",
                                  reason="timeout") from exc
        except httpx.HTTPError as exc:
            raise LLMError(f"cannot reach the LLM at {self.url}: {type(exc).__name__}", reason="connect") from exc
        if resp.status_code in (401, 403):
            raise LLMAuthError(f"LLM server refused the key (HTTP {resp.status_code})",
                               reason=f"auth {resp.status_code}")
        if resp.status_code >= 400:
            raise LLMError(f"LLM server answered HTTP {resp.status_code}", reason=f"http {resp.status_code}")
        try:
            content = resp.json()["choices"][0]["message"]["content"]
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            raise LLMError("LLM response is not a chat completion (choices[0].message.content missing)",
                           reason="bad response") from exc
        if content is None:
            return ""
        if not isinstance(content, str):
            raise LLMError("LLM message content is not a string", reason="bad response")
        return content
