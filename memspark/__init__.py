"""memspark: persistent, searchable memory for AI agents.

The public API is re-exported here and resolved lazily (PEP 562), so ``import memspark`` stays cheap
and the CLI only pays for what a command uses.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

__version__ = "0.1.0"

_EXPORTS: dict[str, str] = {
    "AutoRecallDeps": "memspark.recall.hook",
    "Config": "memspark.config",
    "EmbedQueue": "memspark.embed",
    "LanceStore": "memspark.storage",
    "Memory": "memspark.memory",
    "MemoryHit": "memspark.memory",
    "MemorySparkManager": "memspark.recall.manager",
    "MemsparkError": "memspark.errors",
    "RecallHit": "memspark.recall.request",
    "RecallPipeline": "memspark.recall.pipeline",
    "RecallRequest": "memspark.recall.request",
    "RecallResult": "memspark.recall.request",
    "RerankOptions": "memspark.recall.options",
    "SearchOptions": "memspark.storage.types",
    "SearchResults": "memspark.memory",
    "Workspace": "memspark.workspace",
    "before_prompt_build": "memspark.recall.hook",
    "chunk_document": "memspark.chunking",
    "create_provider": "memspark.embed",
    "create_reranker": "memspark.rerank",
    "load_config": "memspark.config",
    "memory_get": "memspark.toolset.search",
    "memory_search": "memspark.toolset.search",
    "render_trace": "memspark.recall.trace",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'memspark' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
