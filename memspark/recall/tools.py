"""The agent-facing tools: ``memory_search`` and ``memory_get``, plain dicts in and out.

They never raise into the agent: every failure — bad parameters, an exhausted quota, a refused
key, another model's index, a missing table, a scope violation, or an unexpected bug — comes back
as the spec's error shape. An embedding outage is not a failure: the results are BM25-only and
``fallback`` says so.

``manager`` may be a :class:`MemorySparkManager` or a zero-argument callable that builds one, so
that an error while opening (e.g. ModelMismatchError) also comes back as the error shape.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Mapping
from typing import Any

from memspark.errors import (
    ConfigError,
    DiskFullError,
    EmbeddingAuthError,
    EmbeddingError,
    ForgetConflictError,
    InsufficientQuotaError,
    InvalidToolParams,
    LinkedFileError,
    MemsparkError,
    ModelMismatchError,
    SchemaMismatchError,
    ScopeMismatchError,
    StorageError,
    WorkspaceError,
    WorkspaceWriteError,
)
from memspark.recall.format import SESSION_KINDS, citations_on, result_dict
from memspark.recall.manager import MemorySparkManager
from memspark.recall.options import SPEC_KEYS, RerankOptions
from memspark.recall.pipeline import RecallResult
from memspark.recall.reader import DEFAULT_LINES
from memspark.vocab import BlendMode, GateMode

log = logging.getLogger(__name__)

ManagerSource = MemorySparkManager | Callable[[], MemorySparkManager]
MAX_RESULTS_LIMIT = 100


# First match wins: the human-readable line of the error shape, by error type.
_WARNINGS: tuple[tuple[type[BaseException], str], ...] = (
    (InvalidToolParams, "The memory tool call was malformed; nothing was searched."),
    (InsufficientQuotaError, "Memory search is unavailable: the embedding provider's quota is exhausted."),
    (EmbeddingAuthError, "Memory search is unavailable: the embedding provider refused the API key."),
    (EmbeddingError, "Memory search is unavailable: the embedding provider failed."),
    (DiskFullError, "Nothing was written: the disk is full."),
    (LinkedFileError, "Nothing was written: the memory file is a link, and memspark never writes through links."),
    (WorkspaceWriteError, "Nothing was written: a memory file could not be written."),
    (ModelMismatchError, "Memory search is disabled: the index was built with a different embedding model."),
    (SchemaMismatchError, "Memory search is disabled: the index has an older table schema."),
    (StorageError, "Memory search is unavailable: the memory index is missing or unreadable."),
    (ScopeMismatchError, "This agent is not allowed to read that memory."),
    (WorkspaceError, "The memory workspace could not be read."),
    (ConfigError, "Memory search is disabled by a configuration error."),
    (MemsparkError, "Memory search failed."),
)


def error_text(exc: BaseException) -> str:
    """``<code>: <message>`` for memspark errors (``SCOPE_MISMATCH: …``), ``<Type>: <msg>`` else."""
    if isinstance(exc, MemsparkError):
        return exc.message if exc.message.startswith(exc.code) else f"{exc.code}: {exc.message}"
    return f"{type(exc).__name__}: {exc}"


# For the tools that write (store, forget, rules, mistakes, reindex), the first match here wins over
# _WARNINGS: their failures never "searched" anything, they changed nothing.
_WRITE_WARNINGS: tuple[tuple[type[BaseException], str], ...] = (
    (InvalidToolParams, "The memory tool call was malformed; nothing was changed."),
    (ForgetConflictError, "Nothing was forgotten: the note changed since the preview."),
    (InsufficientQuotaError, "Nothing was stored: the embedding provider's quota is exhausted."),
    (EmbeddingAuthError, "Nothing was stored: the embedding provider refused the API key."),
    (EmbeddingError, "Nothing was stored: the embedding provider failed."),
    (DiskFullError, "Nothing was written: the disk is full."),
    (LinkedFileError, "Nothing was written: the memory file is a link, and memspark never writes through links."),
    (WorkspaceWriteError, "Nothing was written: a memory file could not be written."),
    (ModelMismatchError, "Nothing was changed: the index was built with a different embedding model."),
    (SchemaMismatchError, "Nothing was changed: the index has an older table schema."),
    (StorageError, "Nothing was changed: the memory index is missing or unreadable."),
    (ScopeMismatchError, "This agent is not allowed to change that memory."),
    (MemsparkError, "The memory tool failed; nothing was changed."),
)


def search_error(exc: BaseException, *, writes: bool = False) -> dict[str, Any]:
    """The spec's memory_search error return; ``writes`` words the warning for a tool that writes."""
    table = (*_WRITE_WARNINGS, *_WARNINGS) if writes else _WARNINGS
    fallback = "The memory tool failed unexpectedly; nothing was changed." if writes else \
        "Memory search failed unexpectedly."
    warning = next((w for cls, w in table if isinstance(exc, cls)), fallback)
    action = exc.action if isinstance(exc, MemsparkError) else (
        "Run `memspark search --trace` with this query and report the error; `memspark status` checks the index.")
    return {"results": [], "disabled": True, "unavailable": True, "error": error_text(exc), "warning": warning,
            "action": action}


def get_error(path: Any, exc: BaseException) -> dict[str, Any]:
    """The spec's memory_get error return (the action is folded into ``error``: the shape has no
    ``action`` key, and the agent needs to know what to do)."""
    action = exc.action if isinstance(exc, MemsparkError) else "Check the path; memory_search returns valid paths."
    return {"path": path if isinstance(path, str) else "", "text": "", "disabled": True,
            "error": f"{error_text(exc)} — {action}"}


# ---- parameter validation ----------------------------------------------------------------------
def _query(params: Mapping[str, Any]) -> str:
    query = params.get("query")
    if not isinstance(query, str) or not query.strip():
        raise InvalidToolParams("query is required and must be a non-empty string",
                                action='Call memory_search({"query": "what you want to remember"}).')
    return query


def _choice(params: Mapping[str, Any], key: str, choices: tuple[str, ...]) -> str | None:
    value = params.get(key)
    if value is None:
        return None
    if value not in choices:
        raise InvalidToolParams(f"{key} = {value!r} is not one of {', '.join(choices)}",
                                action=f"Pass {key} as one of: {', '.join(choices)}.")
    return str(value)


def rerank_options(params: Mapping[str, Any]) -> RerankOptions:
    """The spec's per-call RerankOptions (``alphaOverride`` … ``gateLowThresholdOverride``) found in
    ``params``, validated; keys left out keep the configured values."""
    from memspark.toolset.schema import numeric_value  # the tool schemas import this module

    values: dict[str, Any] = {
        "alphaOverride": numeric_value(params, "alphaOverride"),
        "blendModeOverride": _choice(params, "blendModeOverride", tuple(BlendMode)),
        "rrfKOverride": numeric_value(params, "rrfKOverride"),
        "vectorWeightOverride": numeric_value(params, "vectorWeightOverride"),
        "rerankerWeightOverride": numeric_value(params, "rerankerWeightOverride"),
        "gateOverride": _choice(params, "gateOverride", tuple(GateMode)),
        "gateThresholdOverride": numeric_value(params, "gateThresholdOverride"),
        "gateLowThresholdOverride": numeric_value(params, "gateLowThresholdOverride"),
    }
    return RerankOptions(**{SPEC_KEYS[k]: v for k, v in values.items() if v is not None})


def _checked(tool: str, params: Mapping[str, Any]) -> dict[str, Any]:
    """``params`` with names and numeric values checked against the tool's schema (one validation path)."""
    from memspark.toolset.schema import check_values  # the tool schemas import this module

    return check_values(tool, params)


def _mapping(params: Any) -> Mapping[str, Any]:
    if not isinstance(params, Mapping):
        raise InvalidToolParams(f"parameters must be an object, got {type(params).__name__}",
                                action="Pass the parameters as a JSON object.")
    return params


def _open(manager: ManagerSource) -> MemorySparkManager:
    return manager if isinstance(manager, MemorySparkManager) else manager()


# ---- memory_search -----------------------------------------------------------------------------
def run_search(manager: ManagerSource, params: Mapping[str, Any], *, session_kind: str = "direct",
               now: Any = None) -> tuple[dict[str, Any], RecallResult]:
    """memory_search's return object and the pipeline result behind it; raises a MemsparkError
    (``search_response`` turns it into the error shape; the :class:`memspark.Memory` API raises it)."""
    params = _checked("memory_search", _mapping(params))
    query = _query(params)
    max_results = params.get("maxResults")  # checked: a whole number in [1, MAX_RESULTS_LIMIT]
    min_score = params.get("minScore")  # checked: in [0, 1]
    session_kind = _choice(params, "sessionKind", SESSION_KINDS) or session_kind
    overrides = rerank_options(params)
    if session_kind not in SESSION_KINDS:
        raise InvalidToolParams(f"session kind {session_kind!r} is not one of {', '.join(SESSION_KINDS)}",
                                action="Use direct, group or channel.")
    mgr = _open(manager)
    cfg = mgr.cfg.recall
    limit = max_results or cfg.max_results
    floor = cfg.min_score if min_score is None else min_score
    when = now if now is not None else params.get("now")
    if mgr.cfg.hyde.multi_query:
        # optional multi-query expansion: one pipeline run per rephrasing, fused; falls back silently
        from memspark.recall.multiquery import QueryExpander, multi_query_recall

        expander = QueryExpander(mgr.cfg.hyde)
        try:
            mq = multi_query_recall(mgr, query, expander, max_results=limit, min_score=floor, now=when,
                                    overrides=overrides)
        finally:
            expander.close()
        result = dataclasses.replace(mq.runs[0], results=mq.results)
    else:
        result = mgr.recall(query, mode="tool", max_results=limit, min_score=floor, now=when, overrides=overrides)
    cite = citations_on(cfg.citations, session_kind)
    out: dict[str, Any] = {
        "results": [result_dict(c, citations=cite) for c in mgr.clamp(result)],
        "provider": mgr.provider_name,
        "model": mgr.model,
        "citations": cfg.citations,
        "mode": "search",
    }
    if result.fallback is not None:
        out["fallback"] = {"from": mgr.provider_name, "reason": result.fallback.get("reason", "")}
    unknown = mgr.unknown_agent
    if unknown is not None:
        out["warning"] = f"{unknown}; only shared memory was searched"
    return out, result


def search_response(manager: ManagerSource, params: Mapping[str, Any], *, session_kind: str = "direct",
                    now: Any = None) -> tuple[dict[str, Any], RecallResult | None]:
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
    params = _checked("memory_get", _mapping(params))
    path = params.get("path")
    if not isinstance(path, str) or not path.strip():
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
