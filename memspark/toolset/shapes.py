"""The spec's shapes of the agent tools: ``memory_search``'s return object rendered from the typed
:class:`~memspark.recall.request.RecallResult` (:func:`search_dict`), and the error shapes, chosen by
the error's type (never by its text). One hit renders with :func:`memspark.recall.format.hit_dict`
(re-exported here), the one renderer the recall manager's spec ``search`` uses too.

``search_error`` is the shape every tool but ``memory_get`` returns on failure (``results: [],
disabled, unavailable, error, warning, action``); a tool that writes words its warning as "nothing was
changed" rather than "nothing was searched". ``get_error`` is ``memory_get``'s (``path, text,
disabled, error``).
"""

from __future__ import annotations

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
    NotIndexedError,
    PrefectStateError,
    SchemaMismatchError,
    ScopeMismatchError,
    StorageError,
    WorkspaceError,
    WorkspaceWriteError,
)
from memspark.recall.format import hit_dict
from memspark.recall.request import RecallResult

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
    (PrefectStateError, "The memory tool could not run: the Prefect server's state folder is not usable."),
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
    (NotIndexedError, "The memory file was changed, but the index was not updated: searches miss the change "
                      "until it is re-indexed."),
    (ForgetConflictError, "Nothing was forgotten: the note changed since the preview."),
    (InsufficientQuotaError, "Nothing was stored: the embedding provider's quota is exhausted."),
    (EmbeddingAuthError, "Nothing was stored: the embedding provider refused the API key."),
    (EmbeddingError, "Nothing was stored: the embedding provider failed."),
    (DiskFullError, "Nothing was written: the disk is full."),
    (LinkedFileError, "Nothing was written: the memory file is a link, and memspark never writes through links."),
    (WorkspaceWriteError, "Nothing was written: a memory file could not be written."),
    (ModelMismatchError, "Nothing was changed: the index was built with a different embedding model."),
    (SchemaMismatchError, "Nothing was changed: the index has an older table schema."),
    (PrefectStateError, "Nothing was changed: the Prefect server's state folder is not usable."),
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


def search_dict(result: RecallResult) -> dict[str, Any]:
    """The spec's ``memory_search`` return object for ``result``."""
    out: dict[str, Any] = {"results": [hit_dict(h) for h in result.hits], "provider": result.provider,
                           "model": result.model, "citations": result.citations, "mode": "search"}
    if result.fallback is not None:
        out["fallback"] = {"from": result.provider, "reason": result.fallback}
    if result.warning is not None:
        out["warning"] = result.warning
    return out
