"""The one door from the library to ``flows/``: surfaces that must run a Prefect flow ask here.

``memspark`` is a plain library and ``flows/`` composes it into Prefect flows, so the dependency
points from ``flows`` to ``memspark``. A few surfaces still start a flow on the user's behalf — the
CLI commands, the file watcher (direct mode) and the ``memory_reindex`` tool — and they reach it only
through this module, lazily (``import prefect`` costs ≈ 1 s, and nothing on the recall path may load
it). ``tests/test_architecture.py`` holds every other library module to never import ``flows``, at
module level or inside a function.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from memspark.config import Config

FlowName = Literal["ingest", "migrate", "refresh", "reembed", "maintain"]


def workspace_args(cfg: Config) -> dict[str, Any]:
    """The parameters every flow takes to rebuild the caller's config in its own process."""
    return {"root": str(cfg.root), "config_file": cfg.source_file or None, "data_dir": str(cfg.data_dir)}


def flow(name: FlowName) -> Callable[..., Any]:
    """``flows.<name>.<name>`` (imported on first use)."""
    return getattr(import_module(f"flows.{name}"), name)


def call_flow(name: FlowName, cfg: Config, **params: Any) -> Any:
    """Call the flow for ``cfg``'s workspace: the flow run's result, or its coroutine for an async flow."""
    return flow(name)(**workspace_args(cfg), **params)
