"""HTTP cross-encoder rerankers: NVIDIA ``/v1/ranking`` and the common ``/rerank`` shape.

``api_style = "ranking"`` (NVIDIA NIM, e.g. llama-nemotron-rerank)::

    POST {base}/v1/ranking  {"model", "query": {"text"}, "passages": [{"text"}], "truncate": "END"}
    → {"rankings": [{"index", "logit"}]}

``api_style = "rerank"`` (Cohere, Jina, vLLM, Infinity; TEI)::

    POST {base}/rerank  {"model", "query", "documents", "top_n"}  → {"results": [{"index", "relevance_score"}]}
    TEI:                {"query", "texts"}                        → [{"index", "score"}]

Responses are read by shape, whatever the style. A server that rejects the Cohere body with
400/422 (TEI wants ``texts``) is asked once more in the TEI dialect, which then sticks.

Any failure — a typed provider error from :mod:`memspark.http` or a response of the wrong shape —
logs, sets ``last_reason`` to the error's reason and returns ``None`` (the rerank stage falls back to
passthrough). After a timeout or a connection failure the reranker stays quiet for ``cooldown_s`` so a dead server does not add its
timeout to every query. The bearer token comes from the env var ``cfg.api_key_env`` and is never
logged.
"""

from __future__ import annotations

import logging
import math
import os
import re
import threading
import time
from collections.abc import Sequence
from typing import Any

import httpx

from memspark import http
from memspark.config import RerankConfig
from memspark.errors import (
    ConfigError,
    PermanentProviderError,
    ProviderContractError,
    ProviderError,
    TransientProviderError,
)
from memspark.vocab import RerankApiStyle

log = logging.getLogger(__name__)

_VERSIONED = re.compile(r"/v\d+$")


def endpoint_url(base_url: str, api_style: str) -> str:
    """The POST URL for ``base_url``: a full endpoint URL is kept; ``…/v1`` gets the endpoint appended.

    NIM only serves ``/v1/ranking``, so a bare host gets ``/v1/ranking``; ``/rerank`` is appended as
    is because TEI serves it at the root while Cohere/Jina/vLLM bases already end in ``/v1``.
    """
    url = base_url.rstrip("/")
    if api_style == RerankApiStyle.RANKING:
        if url.endswith("/ranking"):
            return url
        return url + "/ranking" if _VERSIONED.search(url) else url + "/v1/ranking"
    return url if url.endswith("/rerank") else url + "/rerank"


def parse_scores(payload: Any, n: int) -> list[float] | None:
    """Scores in document order from any supported response shape, or None if malformed/incomplete."""
    items = payload.get("rankings", payload.get("results")) if isinstance(payload, dict) else payload
    if not isinstance(items, list):
        return None
    scores: list[float | None] = [None] * n
    for item in items:
        if not isinstance(item, dict):
            return None
        index = item.get("index")
        value = next((item[k] for k in ("logit", "relevance_score", "score") if k in item), None)
        if (not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < n
                or not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value)):
            return None
        scores[index] = float(value)
    if any(s is None for s in scores):
        return None  # top_n is set to n, so a missing index means a server we do not understand
    return [float(s) for s in scores if s is not None]


class HttpReranker:
    """A cross-encoder behind HTTP. See the module docstring for the wire formats."""

    name = "http"

    def __init__(
        self,
        cfg: RerankConfig,
        *,
        api_key: str | None = None,
        cooldown_s: float = 30.0,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        if not cfg.base_url:
            raise ConfigError("rerank.provider = \"http\" needs rerank.base_url",
                              action="Set rerank.base_url (e.g. http://spark:18096/v1) or rerank.provider = \"passthrough\".")
        self.cfg = cfg
        self.url = endpoint_url(cfg.base_url, cfg.api_style)
        self.cooldown_s = cooldown_s
        self.last_reason: str | None = None
        # "tei" once a server rejected the Cohere body; only meaningful for api_style "rerank".
        self._dialect = "cohere"
        self._quiet_until = 0.0
        self._quiet_reason = ""
        self._lock = threading.Lock()
        key = api_key if api_key is not None else os.environ.get(cfg.api_key_env, "")
        headers = {"Accept": "application/json"}
        if key:
            headers["Authorization"] = f"Bearer {key}"
        self._client = httpx.Client(headers=headers, timeout=cfg.timeout_s, transport=transport)

    def close(self) -> None:
        self._client.close()

    def probe(self) -> bool:
        """True when the server scores a one-document request (ignores the cooldown)."""
        with self._lock:
            self._quiet_until = 0.0
        return self.rerank("probe", ["probe"]) is not None

    def rerank(self, query: str, documents: Sequence[str]) -> list[float] | None:
        docs = list(documents)
        if not docs:
            self.last_reason = None
            return []
        if time.monotonic() < self._quiet_until:
            self._fail(f"cooling down after {self._quiet_reason}")
            return None
        try:
            scores = self._scores(query, docs)
        except ProviderError as exc:
            # A server that is down (no answer at all) stays quiet for cooldown_s; one that answered does not.
            quiet = isinstance(exc, TransientProviderError) and exc.status is None
            if isinstance(exc, PermanentProviderError):
                log.warning("reranker auth failure: %s answered HTTP %s; check the key in $%s",
                            self.url, exc.status, self.cfg.api_key_env)
            else:
                log.warning("reranker %s failed (%s); falling back to passthrough", self.url, exc.reason)
            self._fail(exc.reason, quiet=quiet)
            return None
        self.last_reason = None
        return scores

    def _scores(self, query: str, docs: list[str]) -> list[float]:
        """Scores in document order; a typed provider error (see :mod:`memspark.http`) otherwise."""
        what = f"reranker {self.url}"
        tei_fallback = self.cfg.api_style == RerankApiStyle.RERANK and self._dialect == "cohere"
        resp = http.post(self._client, self.url, self._body(query, docs, self._dialect), what=what,
                         allow=(400, 422) if tei_fallback else ())
        if resp.status_code in (400, 422):
            resp = http.post(self._client, self.url, self._body(query, docs, "tei"), what=what)
            log.info("reranker at %s speaks the TEI dialect (query/texts); using it from now on", self.url)
            self._dialect = "tei"
        scores = parse_scores(http.json_body(resp, what), len(docs))
        if scores is None:
            raise ProviderContractError(f"{what} returned an unexpected response shape",
                                        reason="bad response: unexpected shape", status=resp.status_code)
        return scores

    def _body(self, query: str, docs: list[str], dialect: str) -> dict[str, Any]:
        if self.cfg.api_style == RerankApiStyle.RANKING:
            return {"model": self.cfg.model, "query": {"text": query},
                    "passages": [{"text": d} for d in docs], "truncate": "END"}
        if dialect == "tei":
            return {"query": query, "texts": docs}
        body: dict[str, Any] = {"query": query, "documents": docs, "top_n": len(docs)}
        if self.cfg.model:
            body["model"] = self.cfg.model
        return body

    def _fail(self, reason: str, *, quiet: bool = False) -> None:
        """Record why this call fell back to passthrough (and, for a server that did not answer, cool down)."""
        self.last_reason = reason
        if quiet and self.cooldown_s > 0:
            with self._lock:
                self._quiet_until = time.monotonic() + self.cooldown_s
                self._quiet_reason = reason
