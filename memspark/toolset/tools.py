"""The full agent toolset beyond ``memory_search``/``memory_get`` — plain dicts in and out.

Every tool runs for one agent (the :class:`Toolset`'s ``agent_id``), never raises into the agent
and returns the spec's error shape on failure (``results: [], disabled, unavailable, error,
warning, action`` — :func:`memspark.toolset.shapes.search_error`). Scope rules:

- reads go through the agent's :class:`~memspark.recall.scope.ScopedStore` (its own rows, shared
  rows, only pools in ``recall.agent_scopes``); every search tool runs the one recall pipeline;
- writes and deletes touch only the agent's own files (a shared path or another agent's path is
  ``SCOPE_MISMATCH``); ``memory_forget`` and ``memory_forget_by_path`` show what they would remove
  and remove it only when called again with ``confirm: true``.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from memspark.errors import InvalidToolParams, MemsparkError
from memspark.toolset.forget import ForgetTools
from memspark.toolset.lookup import LookupTools
from memspark.toolset.schema import check_values, writes_memory
from memspark.toolset.shapes import search_error
from memspark.toolset.writing import WritingTools

log = logging.getLogger(__name__)

TOOL_NAMES = ("memory_store", "memory_forget", "memory_forget_by_path", "memory_mistakes_store",
              "memory_mistakes_search", "memory_rules_store", "memory_rules_search", "memory_reference_search",
              "memory_index_status", "memory_recall_debug", "memory_temporal", "memory_related", "memory_reindex")


class Toolset(WritingTools, ForgetTools, LookupTools):
    """The tools for one agent. ``Toolset(cfg, agent_id, manager=None, capture=None)``."""

    # ---- dispatch -------------------------------------------------------------------------------
    def run(self, name: str, params: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Run tool ``name`` with ``params`` checked by its model; raises a MemsparkError (the
        :class:`memspark.Memory` API), where :meth:`call` returns the error shape."""
        if name not in TOOL_NAMES:
            raise InvalidToolParams(f"unknown tool {name!r}", action=f"Use one of: {', '.join(TOOL_NAMES)}.")
        if params is not None and not isinstance(params, Mapping):
            raise InvalidToolParams("parameters must be an object", action="Pass the parameters as a JSON object.")
        result: dict[str, Any] = getattr(self, name)(check_values(name, params or {}))
        return result

    def call(self, name: str, params: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Run tool ``name`` with ``params``; the spec's error shape on any failure."""
        try:
            return self.run(name, params)
        except Exception as exc:  # noqa: BLE001 - a tool never raises into the agent
            if isinstance(exc, MemsparkError):
                log.warning("%s failed: %s", name, exc)
            else:
                log.exception("%s failed unexpectedly", name)
            return search_error(exc, writes=writes_memory(name))

