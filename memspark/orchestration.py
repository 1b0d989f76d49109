"""The one door from the library to ``flows/``: surfaces that must run a Prefect flow ask here.

``memspark`` is a plain library and ``flows/`` composes it into Prefect flows, so the dependency
points from ``flows`` to ``memspark``. A few surfaces still start a flow on the user's behalf — the
CLI commands, the file watcher (direct mode) and the ``memory_reindex`` tool — and they reach it only
through this module, lazily (``import prefect`` costs ≈ 1 s, and nothing on the recall path may load
it). ``tests/test_architecture.py`` holds every other library module to never import ``flows``, at
module level or inside a function.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable, Iterator
from importlib import import_module
from typing import TYPE_CHECKING, Any, Literal

from memspark.errors import PrefectServerError
from memspark.vocab import PrefectApiMode

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


@contextlib.contextmanager
def prefect_api(cfg: Config, *, ephemeral: bool) -> Iterator[str]:
    """Point this process's Prefect client at a server for the duration of the block; yields its URL.
    The server is the one :func:`memspark.ops.prefect_server.choose_api` names (the order lives there, so
    ``doctor`` reports what a write command uses); a server that is not running is started here."""
    from memspark.ops import prefect_server as ps

    base = ps.base_dir(cfg)
    os.environ.setdefault("PREFECT_HOME", str(ps.prefect_home(base)))
    choice = ps.choose_api(cfg, ephemeral=ephemeral)
    if choice.mode == PrefectApiMode.ENV:
        if not choice.up:
            raise PrefectServerError(f"the Prefect API at {choice.url} (PREFECT_API_URL) does not answer",
                                     action="Start that server, fix PREFECT_API_URL, or unset it to let memspark "
                                            "run a local one.")
        yield str(choice.url)
        return
    timeout_s = cfg.ops.server_start_timeout_s
    if choice.mode == PrefectApiMode.EPHEMERAL:
        with ps.temporary_server(base, timeout_s=timeout_s) as url, _api_env(url):
            yield url
        return
    url = choice.url or ps.start_background(base, idle_s=cfg.ops.server_idle_s, timeout_s=timeout_s)
    with _api_env(url), ps.heartbeat(base):
        yield url


@contextlib.contextmanager
def _api_env(url: str) -> Iterator[None]:
    os.environ["PREFECT_API_URL"] = url
    try:
        yield
    finally:
        os.environ.pop("PREFECT_API_URL", None)


def _api_already_chosen() -> bool:
    """Whether this process already talks to a Prefect API: ``PREFECT_API_URL`` in the environment, or
    Prefect already imported with an API URL in its current settings (a test harness, a flow run)."""
    if os.environ.get("PREFECT_API_URL"):
        return True
    if "prefect" not in sys.modules:
        return False
    from prefect.settings import PREFECT_API_URL

    return bool(PREFECT_API_URL.value())


@contextlib.contextmanager
def library_flow_api(cfg: Config) -> Iterator[None]:
    """The Prefect API a flow started by a library surface (``memory_reindex`` from a tool, MCP or
    ``Memory``) talks to: the one this process already uses, else the same choice ``memspark index``
    makes (:func:`prefect_api`: env, this data dir's background server, ``memspark serve``'s, else
    start the background server) — never Prefect's own temporary server, which would put its state in
    ``~/.prefect`` and race the background server's database."""
    if _api_already_chosen():
        yield
        return
    with prefect_api(cfg, ephemeral=False):
        yield
