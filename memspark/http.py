"""The one httpx seam of the model-server clients (embedding, rerank, LLM, capture classifier).

Every request to a model server goes through :func:`post` and every failure comes out as one of
the three provider kinds of :mod:`memspark.errors`, mapped here once:

    timeout                            -> ProviderTimeoutError    reason "timeout" (a TransientProviderError)
    connection / other transport error -> TransientProviderError  reason "connect: <httpx class>"
    HTTP 5xx, 429                      -> TransientProviderError  reason "http <status>" (retry_after on 429)
    HTTP 401/403                       -> PermanentProviderError  reason "auth <status>"
    other HTTP 4xx                     -> ProviderContractError   reason "http <status>"
    a 2xx body that is not JSON        -> ProviderContractError   reason "bad response: invalid JSON"

The error carries ``status`` and the parsed error ``body`` so a provider can tell more (an
OpenAI ``insufficient_quota`` body) and re-raise in its own family (``EmbeddingAuthError`` …)
without looking at httpx again. Keys never appear in a message.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

import httpx

from memspark.errors import (
    PermanentProviderError,
    ProviderContractError,
    ProviderError,
    ProviderTimeoutError,
    TransientProviderError,
)

AUTH_STATUSES = frozenset({401, 403})


def retry_after_s(value: str | None) -> float | None:
    """Retry-After in seconds (delta-seconds form; an HTTP-date falls back to the caller's own backoff)."""
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        return None


def _json_or_none(resp: httpx.Response) -> Any:
    try:
        return resp.json()
    except ValueError:
        return None


def status_error(resp: httpx.Response, what: str) -> ProviderError:
    """The typed error for a response with status >= 400 (not raised: the caller decides)."""
    status = resp.status_code
    body = _json_or_none(resp)
    if status in AUTH_STATUSES:
        return PermanentProviderError(f"{what} refused the key (HTTP {status})", reason=f"auth {status}",
                                      status=status, body=body)
    if status == 429 or status >= 500:
        return TransientProviderError(f"{what} answered HTTP {status}", reason=f"http {status}", status=status,
                                      body=body, retry_after=retry_after_s(resp.headers.get("Retry-After")))
    return ProviderContractError(f"{what} rejected the request (HTTP {status})", reason=f"http {status}",
                                 status=status, body=body)


def post(client: httpx.Client, url: str, body: Any, *, what: str, timeout: float | None = None,
         allow: Collection[int] = ()) -> httpx.Response:
    """POST ``body`` as JSON; the response when its status is < 400 or in ``allow``, else the typed error.

    ``what`` names the server in messages (e.g. ``"reranker http://spark:18096/v1/ranking"``);
    ``timeout`` overrides the client's for this request (a remaining time budget).
    """
    kwargs: dict[str, Any] = {} if timeout is None else {"timeout": timeout}
    try:
        resp = client.post(url, json=body, **kwargs)
    except httpx.TimeoutException as exc:
        raise ProviderTimeoutError(f"{what} timed out ({type(exc).__name__})", reason="timeout") from exc
    except httpx.HTTPError as exc:
        raise TransientProviderError(f"cannot reach {what} ({type(exc).__name__})",
                                     reason=f"connect: {type(exc).__name__}") from exc
    if resp.status_code >= 400 and resp.status_code not in allow:
        raise status_error(resp, what)
    return resp


def json_body(resp: httpx.Response, what: str) -> Any:
    """The parsed JSON of a successful response, or :class:`ProviderContractError`."""
    try:
        return resp.json()
    except ValueError as exc:
        raise ProviderContractError(f"{what} returned invalid JSON", reason="bad response: invalid JSON",
                                    status=resp.status_code) from exc


def post_json(client: httpx.Client, url: str, body: Any, *, what: str, timeout: float | None = None) -> Any:
    """:func:`post` then :func:`json_body`."""
    return json_body(post(client, url, body, what=what, timeout=timeout), what)
