"""The agent toolset: memory_store/forget, mistakes and rules, reference/temporal/related search,
index status, recall debug and reindex (see :mod:`memspark.toolset.tools`), and ``memory_search`` /
``memory_get`` (:mod:`memspark.toolset.search`). What each accepts: :mod:`memspark.toolset.models`."""

from __future__ import annotations

from memspark.toolset.tools import TOOL_NAMES, Toolset

__all__ = ["TOOL_NAMES", "Toolset"]
