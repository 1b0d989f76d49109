"""The on-disk state of the local Prefect server memspark supervises, and whether it answers.

Under ``<data_dir>/prefect/`` (:func:`state_dir`; :func:`base_dir` for tables on object storage):
``home/`` (``PREFECT_HOME``: the SQLite run history), ``server.json`` (pid, port, url of the background
server: :func:`read_info`), ``last_used`` (touched by every command while it runs: :func:`touch`; its
age is the idle time, :func:`idle_seconds`), ``server.log``. An OS error on that folder is a
:class:`StorageError` (:func:`state_error`). Shared by the client side
(:mod:`memspark.ops.prefect_server`) and the server process (:mod:`memspark.ops.prefect_server_process`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from memspark.errors import PrefectStateError, StorageError

if TYPE_CHECKING:
    from memspark.config import Config

HEALTH_TIMEOUT_S = 5.0


@dataclass(frozen=True)
class ServerInfo:
    """What ``server.json`` records about a running background server."""

    pid: int
    port: int
    url: str
    started_at: float
    idle_s: float


def base_dir(cfg: Config) -> Path:
    """The local folder whose ``prefect/`` holds this data dir's Prefect state: the data dir itself, or
    for tables on object storage a folder per URI under ``$XDG_STATE_HOME/memspark`` (default
    ``~/.local/state``), so nothing is created next to the workspace for a bucket."""
    local = cfg.data_dir.local
    if local is not None:
        return Path(local)
    state_home = Path(os.environ.get("XDG_STATE_HOME") or Path.home() / ".local" / "state")
    return state_home / "memspark" / hashlib.sha256(str(cfg.data_dir).encode()).hexdigest()[:16]


def state_dir(data_dir: Path) -> Path:
    """``<data_dir>/prefect``: Prefect's home, the server's pid/port file, its log."""
    return Path(data_dir) / "prefect"


def prefect_home(data_dir: Path) -> Path:
    return state_dir(data_dir) / "home"


def healthy(url: str, timeout_s: float = HEALTH_TIMEOUT_S) -> bool:
    """Whether ``GET {url}/health`` answers 200 (``url`` ends in ``/api``)."""
    import httpx

    try:
        return httpx.get(f"{url}/health", timeout=timeout_s).status_code == 200
    except httpx.HTTPError:
        return False


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def read_info(data_dir: Path) -> ServerInfo | None:
    """The recorded background server, or None (no file, unreadable, or its process is gone)."""
    try:
        raw = json.loads((state_dir(data_dir) / "server.json").read_text(encoding="utf-8"))
        info = ServerInfo(int(raw["pid"]), int(raw["port"]), str(raw["url"]), float(raw["started_at"]),
                          float(raw["idle_s"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return info if pid_alive(info.pid) else None


def running_url(data_dir: Path) -> str | None:
    """The URL of this data dir's background server when it is alive and healthy."""
    info = read_info(data_dir)
    return info.url if info is not None and healthy(info.url) else None


def touch(data_dir: Path) -> None:
    """Mark the background server as used now (its idle clock restarts)."""
    path = state_dir(data_dir) / "last_used"
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch()


def idle_seconds(data_dir: Path, since: float) -> float:
    try:
        last = max(since, (state_dir(data_dir) / "last_used").stat().st_mtime)
    except OSError:
        last = since
    return time.time() - last


def state_error(what: str, exc: OSError, data_dir: Path) -> StorageError:
    """An OS error on the server's state folder (``<data_dir>/prefect``: a data dir that is a file,
    read-only or full) as the :class:`StorageError` any other use of that data dir raises — one cause,
    one exit code — naming the folder and what to do."""
    where = exc.filename or state_dir(data_dir)
    return PrefectStateError(
        f"cannot {what} {where}: {exc.strerror or exc}",
        action=f"The local Prefect server keeps its state under {state_dir(data_dir)}: make {data_dir} a writable "
               "folder (it is the data dir, --data-dir or workspace.data_dir; for tables on object storage a folder "
               "under $XDG_STATE_HOME/memspark), or point PREFECT_API_URL at a running Prefect server.")


def ensure_state_dir(data_dir: Path) -> Path:
    """``<data_dir>/prefect``, created when missing; an OS error becomes :class:`StorageError` (:func:`state_error`)."""
    sdir = state_dir(data_dir)
    try:
        sdir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise state_error("create the Prefect state folder", exc, data_dir) from exc
    return sdir


__all__ = [
    "HEALTH_TIMEOUT_S",
    "ServerInfo",
    "base_dir",
    "ensure_state_dir",
    "healthy",
    "idle_seconds",
    "pid_alive",
    "prefect_home",
    "read_info",
    "running_url",
    "state_dir",
    "state_error",
    "touch",
]
