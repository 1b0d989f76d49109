"""The one search entry every surface calls: :func:`search` (a :class:`RecallRequest` in, a
:class:`RecallResult` out, no dict in between).

It runs the agent's pipeline through :meth:`MemorySparkManager.recall` (or, with ``hyde.multi_query``,
one run per rephrasing, fused), clamps the results to ``recall.max_injected_chars`` and decides the
citations for the request's session kind. Errors are raised as MemsparkError subclasses; the dict tool
turns them into the spec's error shapes, :class:`memspark.Memory` lets them through.
"""

from __future__ import annotations

import dataclasses

from memspark.errors import RecallError
from memspark.recall.format import citations_on
from memspark.recall.manager import MemorySparkManager
from memspark.recall.narrow import request_view
from memspark.recall.pipeline import PipelineRun
from memspark.recall.request import RecallHit, RecallRequest, RecallResult


def _run(manager: MemorySparkManager, request: RecallRequest, limit: int, floor: float) -> PipelineRun:
    view = request_view(request.pools, request.sources)  # None: the agent's scope as it is
    if not manager.cfg.hyde.multi_query:
        return manager.recall(request.query, mode="tool", max_results=limit, min_score=floor, now=request.now,
                              overrides=request.rerank, view=view)
    # optional multi-query expansion: one pipeline run per rephrasing, fused; falls back silently
    from memspark.recall.multiquery import QueryExpander, multi_query_recall

    expander = QueryExpander(manager.cfg.hyde, tuning=manager.cfg.tuning)
    try:
        mq = multi_query_recall(manager, request.query, expander, max_results=limit, min_score=floor,
                                now=request.now, overrides=request.rerank, view=view)
    finally:
        expander.close()
    return dataclasses.replace(mq.runs[0], results=mq.results)


def search(manager: MemorySparkManager, request: RecallRequest) -> RecallResult:
    """memory_search's answer for ``request``, typed; raises a MemsparkError when search is unavailable."""
    if request.agent is not None and request.agent != manager.agent_id:
        raise RecallError(f"a request for agent {request.agent!r} was given to agent {manager.agent_id!r}'s manager",
                          action="Search with the manager of the agent the request names.")
    cfg = manager.cfg.recall
    limit = request.max_results or cfg.max_results
    floor = cfg.min_score if request.min_score is None else request.min_score
    run = _run(manager, request, limit, floor)
    cite = citations_on(cfg.citations, request.session_kind)
    hits = tuple(RecallHit.from_candidate(c, citations=cite) for c in manager.clamp(run))
    fallback = None if run.fallback is None else run.fallback.get("reason", "")
    unknown = manager.unknown_agent
    warning = None if unknown is None else f"{unknown}; only shared memory was searched"
    return RecallResult(hits, manager.provider_name, manager.model, cfg.citations, run, fallback, warning)
