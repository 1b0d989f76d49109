"""The agent toolset: memory_store/forget, mistakes and rules, reference/temporal/related search,
index status, recall debug and reindex (see :mod:`memspark.toolset.tools`)."""

from __future__ import annotations

from memspark.toolset.tools import TOOL_NAMES, Toolset

__all__ = ["TOOL_NAMES", "Toolset"]
