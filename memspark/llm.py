"""A minimal OpenAI-compatible chat client (``POST {base_url}/chat/completions``) over httpx.

Used by HyDE (and anything else that needs one short completion). It is deliberately small: one
request shape, a bearer token, a *total* time budget per call and a bounded retry on transient
failures (5xx, connection errors). :mod:`memspark.http` maps the httpx failure; this module puts
it in the :class:`~memspark.errors.LLMError` family (same transient/permanent kind) with the short
``reason`` the recall trace shows; the key is never logged.
"""

from __future__ import annotations

import logging
import time
from typing import Any

import httpx

from memspark import http
from memspark.errors import (
    LLMAuthError,
    LLMError,
    LLMResponseError,
    LLMTimeoutError,
    LLMUnavailableError,
    PermanentProviderError,
    ProviderError,
    ProviderTimeoutError,
    TransientProviderError,
)

log = logging.getLogger(__name__)

__all__ = ["ChatClient", "as_llm_error", "chat_completions_url", "fallback_reason"]


def as_llm_error(exc: ProviderError) -> LLMError:
    """The seam's provider error in the LLM family (same kind, same trace reason)."""
    if isinstance(exc, PermanentProviderError):
        return LLMAuthError(f"LLM server refused the key (HTTP {exc.status})", reason=exc.reason, status=exc.status)
    if isinstance(exc, ProviderTimeoutError):
        return LLMTimeoutError(f"LLM call {exc}", reason="timeout")
    if isinstance(exc, TransientProviderError):
        reason = "connect" if exc.status is None else exc.reason
        return LLMUnavailableError(f"LLM call failed: {exc}", reason=reason, status=exc.status)
    reason = "bad response" if exc.status is not None and exc.status < 400 else exc.reason
    return LLMResponseError(f"LLM call failed: {exc}", reason=reason, status=exc.status)


def fallback_reason(exc: LLMError) -> str:
    """The trace reason of an optional LLM stage that fell back: ``timeout`` or ``error: <reason>``."""
    return "timeout" if isinstance(exc, LLMTimeoutError) else f"error: {exc.reason}"


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

        Raises :class:`LLMTimeoutError`, :class:`LLMAuthError`, :class:`LLMUnavailableError` or
        :class:`LLMError`; only the transient ones (not the timeout) are retried.
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
            except (LLMTimeoutError, PermanentProviderError):
                raise
            except TransientProviderError as exc:
                if attempt >= self.retries:
                    raise
                attempt += 1
                log.info("LLM call failed (%s); retry %d of %d", exc.reason, attempt, self.retries)

    def _attempt(self, body: dict[str, Any], timeout_s: float) -> str:
        try:
            data = http.post_json(self._client, self.url, body, what=f"the LLM at {self.url}", timeout=timeout_s)
        except ProviderError as exc:
            raise as_llm_error(exc) from exc
        try:
            content = data["choices"][0]["message"]["content"]
        except (KeyError, IndexError, TypeError) as exc:
            raise LLMResponseError("LLM response is not a chat completion (choices[0].message.content missing)",
                           reason="bad response") from exc
        if content is None:
            return ""
        if not isinstance(content, str):
            raise LLMResponseError("LLM message content is not a string", reason="bad response")
        return content
