"""Optional multi-query expansion: search LLM-written rephrasings too, and fuse the runs.

Off by default (``hyde.multi_query``); it uses the HyDE endpoint (an OpenAI-compatible chat model).
:meth:`QueryExpander.expand` never raises: on any failure — disabled, timeout, HTTP error, empty or
unusable answer — it returns only the original query and a reason, and the search runs exactly as
without expansion ("falls back silently"). Each query runs the one recall pipeline; the runs are
fused by reciprocal rank (k = ``tuning.rrf_k``), a candidate keeping its best score.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from memspark.config import Config, HydeConfig
from memspark.errors import LLMError
from memspark.llm import ChatClient, fallback_reason
from memspark.recall.candidate import Candidate
from memspark.recall.pipeline import PipelineRun
from memspark.tuning import Tuning

log = logging.getLogger(__name__)

SYSTEM_PROMPT = ("Rewrite the user's search query for a personal memory search. Give {n} different rephrasings "
                 "that use other words for the same need, one per line, no numbering, no commentary.")
_BULLET = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s*")


@dataclass(frozen=True)
class Expansion:
    queries: tuple[str, ...]  # the original first
    reason: str  # "ok" | "disabled" | "empty" | "timeout" | "error: ..."


def parse_rephrasings(raw: str, original: str, limit: int) -> list[str]:
    """Distinct non-empty lines, bullets stripped, without the original; at most ``limit``."""
    out: list[str] = []
    seen = {original.strip().lower()}
    for line in raw.splitlines():
        q = _BULLET.sub("", line).strip().strip('"').strip()
        if q and q.lower() not in seen and len(q) <= 500:
            seen.add(q.lower())
            out.append(q)
    return out[:limit]


class QueryExpander:
    def __init__(self, cfg: HydeConfig, client: ChatClient | None = None, *, tuning: Tuning | None = None) -> None:
        self.cfg = cfg
        tn = tuning or Tuning()  # the prompt's sizes are research constants
        self.count, self.max_tokens = tn.multi_query_count, tn.hyde_max_tokens
        self._client = client
        if client is None and cfg.multi_query and cfg.base_url and cfg.model:
            self._client = ChatClient(cfg.base_url, cfg.model, api_key=os.environ.get(cfg.api_key_env, ""),
                                      timeout_s=cfg.timeout_s)

    def close(self) -> None:
        if self._client is not None:
            self._client.close()

    def expand(self, query: str) -> Expansion:
        """The original query plus up to ``tuning.multi_query_count`` rephrasings. Never raises."""
        if not self.cfg.multi_query or self._client is None:
            return Expansion((query,), "disabled")
        messages = [{"role": "system", "content": SYSTEM_PROMPT.format(n=self.count)},
                    {"role": "user", "content": query}]
        try:
            raw = self._client.complete(messages, max_tokens=self.max_tokens, temperature=0.0)
        except LLMError as exc:
            reason = fallback_reason(exc)
            log.info("multi-query: expansion failed (%s) — searching the original query only", reason)
            return Expansion((query,), reason)
        except Exception as exc:  # noqa: BLE001 - an optional stage never breaks recall
            log.warning("multi-query: expansion failed (%s) — searching the original query only", exc,
                        exc_info=True)  # not a memspark error: a bug, so keep its traceback
            return Expansion((query,), f"error: {type(exc).__name__}")
        extra = parse_rephrasings(raw, query, self.count)
        if not extra:
            return Expansion((query,), "empty")
        return Expansion((query, *extra), "ok")


@dataclass(frozen=True)
class MultiQueryResult:
    results: tuple[Candidate, ...]
    expansion: Expansion
    runs: tuple[PipelineRun, ...]


def fuse_runs(runs: Sequence[Sequence[Candidate]], k: int, limit: int) -> tuple[Candidate, ...]:
    """Reciprocal-rank fusion of several result lists by candidate id (best score kept)."""
    fused: dict[str, float] = {}
    best: dict[str, Candidate] = {}
    for ranked in runs:
        for rank, c in enumerate(ranked, 1):
            fused[c.id] = fused.get(c.id, 0.0) + 1.0 / (k + rank)
            if c.id not in best or c.score > best[c.id].score:
                best[c.id] = c
    order = sorted(fused, key=lambda i: (fused[i], best[i].score), reverse=True)[:limit]
    return tuple(best[i].evolve(fused=fused[i]) for i in order)


def multi_query_recall(manager: Any, query: str, expander: QueryExpander, *, max_results: int | None = None,
                       min_score: float | None = None, **kwargs: Any) -> MultiQueryResult:
    """Run ``manager.recall`` for the query and each rephrasing; fuse. With no rephrasings this is
    exactly one ordinary recall."""
    cfg: Config = manager.cfg
    expansion = expander.expand(query)
    runs = tuple(manager.recall(q, max_results=max_results, min_score=min_score, **kwargs) for q in expansion.queries)
    limit = max_results or cfg.recall.max_results
    if len(runs) == 1:
        return MultiQueryResult(runs[0].results[:limit], expansion, runs)
    return MultiQueryResult(fuse_runs([r.results for r in runs], cfg.tuning.rrf_k, limit), expansion, runs)
