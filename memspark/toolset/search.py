"""The agent-facing ``memory_search`` and ``memory_get``: plain dicts in and out, converted at this edge.

``memory_search`` is an adapter over the typed core: its parameters become a
:class:`~memspark.recall.request.RecallRequest`, :func:`memspark.recall.core.search` answers it, and
the :class:`~memspark.recall.request.RecallResult` is rendered in the spec's shape
(:func:`memspark.toolset.shapes.search_dict`).

They never raise into the agent: every failure — bad parameters, an exhausted quota, a refused
key, another model's index, a missing table, a scope violation, or an unexpected bug — comes back
as the spec's error shape (:mod:`memspark.toolset.shapes`). An embedding outage is not a failure: the
results are BM25-only and ``fallback`` says so. Parameters are checked by the tools' models
(:mod:`memspark.toolset.models`), like every other tool's.

``manager`` may be a :class:`MemorySparkManager` or a zero-argument callable that builds one, so
that an error while opening (e.g. ModelMismatchError) also comes back as the error shape.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any

from memspark.errors import InvalidToolParams, MemsparkError
from memspark.recall.core import search
from memspark.recall.manager import MemorySparkManager, as_date
from memspark.recall.options import SPEC_KEYS, RerankOptions
from memspark.recall.pipeline import PipelineRun
from memspark.recall.reader import DEFAULT_LINES
from memspark.recall.request import QUERY_ACTION, RecallRequest
from memspark.toolset.models import RERANK_PARAMS, TOOL_MODELS
from memspark.toolset.params import check_names, validate
from memspark.toolset.shapes import error_text, get_error, search_dict, search_error

log = logging.getLogger(__name__)

ManagerSource = MemorySparkManager | Callable[[], MemorySparkManager]


def rerank_options(params: Mapping[str, Any]) -> RerankOptions:
    """The spec's per-call RerankOptions (``alphaOverride`` … ``gateLowThresholdOverride``) given as
    ``params``, validated by memory_search's model; keys left out keep the configured values. A name that
    is not one of them is refused (``memspark search --rerank-options``)."""
    check_names(TOOL_MODELS["memory_search"], params)
    other = [k for k in params if k not in RERANK_PARAMS]
    if other:
        names = ", ".join(RERANK_PARAMS)
        raise InvalidToolParams(f"{', '.join(repr(k) for k in other)} are not RerankOptions; they are: {names}",
                                action=f"Pass only these names as RerankOptions: {names}.")
    given = validate(TOOL_MODELS["memory_search"], {**params, "query": "-"})
    return RerankOptions(**{SPEC_KEYS[k]: v for k, v in given.items() if k in RERANK_PARAMS})


def _open(manager: ManagerSource) -> MemorySparkManager:
    return manager if isinstance(manager, MemorySparkManager) else manager()


# ---- memory_search -----------------------------------------------------------------------------
def request_from_params(params: Mapping[str, Any], *, session_kind: str = "direct", now: Any = None) -> RecallRequest:
    """memory_search's parameters as the typed request (checked by the tool's model first); ``session_kind``
    and ``now`` are the caller's defaults for ``sessionKind`` and ``now`` (``now`` given here wins)."""
    params = validate(TOOL_MODELS["memory_search"], params)
    query = params["query"]
    if not query.strip():
        raise InvalidToolParams("query is required and must be a non-empty string", action=QUERY_ACTION)
    when = now if now is not None else params.get("now")
    kind: Any = params.get("sessionKind") or session_kind  # checked by RecallRequest (the server's may be any text)
    return RecallRequest(query=query, max_results=params.get("maxResults"), min_score=params.get("minScore"),
                         session_kind=kind, now=as_date(when),
                         rerank=RerankOptions(**{SPEC_KEYS[k]: v for k, v in params.items() if k in RERANK_PARAMS}))


def run_search(manager: ManagerSource, params: Mapping[str, Any], *, session_kind: str = "direct",
               now: Any = None) -> tuple[dict[str, Any], PipelineRun]:
    """memory_search's return object and the pipeline run behind it; raises a MemsparkError
    (``search_response`` turns it into the error shape). The dict is converted at this edge only:
    params → :class:`RecallRequest` → :func:`memspark.recall.core.search` → :func:`search_dict`."""
    request = request_from_params(params, session_kind=session_kind, now=now)
    result = search(_open(manager), request)
    return search_dict(result), result.run


def search_response(manager: ManagerSource, params: Mapping[str, Any], *, session_kind: str = "direct",
                    now: Any = None) -> tuple[dict[str, Any], PipelineRun | None]:
    """memory_search's return object and the pipeline result behind it (None on error), for the
    CLI's ``--trace``. ``now`` (or ``params["now"]``) fixes the decay date. Never raises."""
    try:
        return run_search(manager, params, session_kind=session_kind, now=now)
    except Exception as exc:  # noqa: BLE001 - a tool never raises into the agent
        if not isinstance(exc, MemsparkError):
            log.exception("memory_search failed unexpectedly")
        else:
            log.warning("memory_search failed: %s", error_text(exc))
        return search_error(exc), None


def memory_search(manager: ManagerSource, params: Mapping[str, Any], *, session_kind: str = "direct") -> dict[str, Any]:
    """Spec ``memory_search({query, maxResults=10, minScore=0.75})``; ``session_kind`` is
    ``direct`` | ``group`` | ``channel`` (citations "auto" are on only in direct chats)."""
    return search_response(manager, params, session_kind=session_kind)[0]


# ---- memory_get --------------------------------------------------------------------------------
def run_get(manager: ManagerSource, params: Mapping[str, Any]) -> dict[str, str]:
    """memory_get's ``{"text", "path"}``; raises a MemsparkError (``memory_get`` returns the error shape)."""
    params = validate(TOOL_MODELS["memory_get"], params)
    path = params["path"]
    if not path.strip():
        raise InvalidToolParams("path is required and must be a non-empty string",
                                action='Call memory_get({"path": "MEMORY.md"}) with a path memory_search returned.')
    from_line = params.get("from")  # checked: whole numbers within their declared ranges
    lines = params.get("lines")
    return _open(manager).read_file(path.strip(), from_line, DEFAULT_LINES if lines is None else lines)


def memory_get(manager: ManagerSource, params: Mapping[str, Any]) -> dict[str, Any]:
    """Spec ``memory_get({path, from?, lines=50})`` → ``{"text", "path"}``; never raises."""
    path = params.get("path") if isinstance(params, Mapping) else None
    try:
        return run_get(manager, params)
    except Exception as exc:  # noqa: BLE001 - a tool never raises into the agent
        if not isinstance(exc, MemsparkError):
            log.exception("memory_get failed unexpectedly")
        return get_error(path, exc)
