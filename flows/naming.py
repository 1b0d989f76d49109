"""Flow run names that carry the real parameters.

A run started from a deployment passes no ``root`` (the worker's ``MEMSPARK_ROOT`` / ``memspark.toml``
decide it), so a ``"migrate-{root}"`` template printed ``migrate-None``. These names resolve the
workspace the run will actually use, the same way the flow does (:func:`memspark.config.load_config`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from memspark.config import load_config
from memspark.errors import MemsparkError


def describe_target(params: Mapping[str, Any]) -> str:
    """``<root folder name>`` plus ``@<uri>`` when the tables live on object storage."""
    try:
        cfg = load_config(root=params.get("root"), config_file=params.get("config_file"),
                          data_dir=params.get("data_dir"))
    except MemsparkError:  # the flow itself reports a broken config; the name must not fail first
        return str(params.get("root") or "workspace")
    where = cfg.root.name or str(cfg.root)
    return f"{where}@{cfg.data_dir.uri}" if cfg.data_dir.is_remote else where


def run_name(kind: str, *, flag: str | None = None) -> Callable[[], str]:
    """A ``flow_run_name`` callable: ``<kind>-<target>``, ``-<flag>`` appended when that parameter is true."""

    def name() -> str:
        from prefect.runtime import flow_run

        params = flow_run.parameters or {}
        suffix = f"-{flag.replace('_', '-')}" if flag and params.get(flag) else ""
        return f"{kind}-{describe_target(params)}{suffix}"

    return name


__all__ = ["describe_target", "run_name"]
