"""A local Prefect API server that memspark supervises: reused across commands, or tied to one.

Every write runs as a Prefect flow, and a flow needs an API. Without ``PREFECT_API_URL`` Prefect
would start a temporary server inside every command (≈ 7–11 s on 2 cores, and its uvicorn child
outlives a ``kill -9`` of the command). Instead a write command's API is, in order (:func:`choose_api`;
:func:`memspark.orchestration.prefect_api` starts the server it names):

1. ``PREFECT_API_URL`` from the environment (a remote or self-run server): used as is;
2. the **background server** of this data dir, when its ``server.json`` names a live, healthy one;
3. the server ``memspark serve`` runs (``ops.server_host``/``ops.server_port``), when it answers;
4. otherwise it starts one: a **background server** (``ops.prefect_server = "background"``, the
   default) that later commands reuse and that stops itself after ``ops.server_idle_s`` without a
   command, or ``memspark server stop``; or a **temporary server** (``--ephemeral`` or
   ``ops.prefect_server = "ephemeral"``) that exits with the command — even after ``kill -9``,
   because it watches a pipe from its parent and exits when the pipe closes.

Both are this module run as a process (``python -m memspark.ops.prefect_server``, whose code is
:mod:`memspark.ops.prefect_server_process`): one uvicorn server in-process
(no grandchild), in its own session (a terminal's Ctrl-C reaches only the command). State lives under
``<data_dir>/prefect/`` (:mod:`memspark.ops.prefect_state`; see :func:`base_dir` for object storage):
``home/`` (``PREFECT_HOME``: the SQLite run history), ``server.json`` (pid, port, url), ``last_used``
(touched by every command while it runs; its age is the idle time), ``server.log``. A temporary server
keeps its database in a ``tmp-*`` folder there that it deletes on exit. This module is the client side:
choosing, starting, stopping and keeping alive.

A start that does not answer within ``ops.server_start_timeout_s`` is killed and retried once
with twice the time; only then does the command fail, with :class:`PrefectServerError`. An OS error
on the state folder (a data dir that is a file, read-only or full) is a :class:`StorageError`.

:func:`choose_api` tells, without starting anything, which of these a write command would use now
and whether it is up (``memspark doctor``).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from memspark.errors import PrefectServerError
from memspark.ops.prefect_state import (
    HEALTH_TIMEOUT_S,
    ServerInfo,
    base_dir,
    ensure_state_dir,
    healthy,
    idle_seconds,
    pid_alive,
    prefect_home,
    read_info,
    running_url,
    state_dir,
    state_error,
    touch,
)
from memspark.vocab import PrefectApiMode, PrefectServerMode

if TYPE_CHECKING:
    from memspark.config import Config

HEARTBEAT_S = 20.0  # a running command touches last_used this often (idle time < this never stops a run)


ApiMode = PrefectApiMode  # the name this module exported before the vocabulary moved to memspark.vocab


@dataclass(frozen=True)
class ApiChoice:
    """The Prefect API a write command would use now (:func:`choose_api`). ``url`` is None when the
    command starts the server itself (a temporary one, or the background one that is not running)."""

    mode: PrefectApiMode
    url: str | None
    up: bool

    def describe(self) -> str:
        """One line for ``memspark doctor``."""
        if self.mode == PrefectApiMode.ENV:
            return f"the server in PREFECT_API_URL, {self.url}: {'up' if self.up else 'not answering'}"
        if self.mode == PrefectApiMode.EPHEMERAL:
            return ("a temporary server per write command (--ephemeral or ops.prefect_server = \"ephemeral\"): "
                    "it starts with each command and stops with it; nothing runs in between")
        if self.mode == PrefectApiMode.SERVE:
            return f"the server of `memspark serve`, {self.url}: up"
        if self.up:
            return f"this data dir's background server, {self.url}: up (`memspark server status`)"
        return ("this data dir's background server: not running; the next write command starts it and it stops "
                "by itself when idle (`memspark server start` starts it now)")


def choose_api(cfg: Config, *, ephemeral: bool = False) -> ApiChoice:
    """Which Prefect API a write command of ``cfg`` would use now, in the module docstring's order,
    and whether it answers; starts and creates nothing."""
    from memspark.ops.serve import api_url

    given = os.environ.get("PREFECT_API_URL")
    if given:
        return ApiChoice(PrefectApiMode.ENV, given, healthy(given.rstrip("/")))
    if ephemeral or cfg.ops.prefect_server == PrefectServerMode.EPHEMERAL:
        return ApiChoice(PrefectApiMode.EPHEMERAL, None, False)
    url = running_url(base_dir(cfg))
    if url is not None:
        return ApiChoice(PrefectApiMode.BACKGROUND, url, True)
    if healthy(api_url(cfg), timeout_s=1.0):
        return ApiChoice(PrefectApiMode.SERVE, api_url(cfg), True)
    return ApiChoice(PrefectApiMode.BACKGROUND, None, False)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def server_env(home: Path, *, temporary: bool) -> dict[str, str]:
    """The server process's environment: its own Prefect home; no UI/services for a temporary one."""
    env = dict(os.environ)
    env.pop("PREFECT_API_URL", None)
    env.update({"PREFECT_HOME": str(home), "DO_NOT_TRACK": "1", "PREFECT_SERVER_ANALYTICS_ENABLED": "false"})
    if temporary:
        env.update({"PREFECT_UI_ENABLED": "0", "PREFECT__SERVER_EPHEMERAL": "1"})
    else:  # API and UI for the run history; no scheduler/trigger services (memspark serve runs those)
        env["PREFECT__SERVER_WEBSERVER_ONLY"] = "1"
    return env



def _spawn(data_dir: Path, port: int, *, idle_s: float, temporary: bool) -> subprocess.Popen[bytes]:
    sdir = ensure_state_dir(data_dir)
    try:
        home = Path(tempfile.mkdtemp(prefix="tmp-", dir=sdir)) if temporary else prefect_home(data_dir)
    except OSError as exc:
        raise state_error("create a temporary Prefect home in", exc, data_dir) from exc
    try:
        log = open(sdir / ("temporary.log" if temporary else "server.log"), "ab")  # noqa: SIM115 - the child's
    except OSError as exc:
        if temporary:
            shutil.rmtree(home, ignore_errors=True)
        raise state_error("open the Prefect server log", exc, data_dir) from exc
    args = [sys.executable, "-m", "memspark.ops.prefect_server", "--data-dir", str(data_dir), "--port", str(port),
            "--idle-s", str(idle_s), "--home", str(home)] + (["--temporary"] if temporary else [])
    try:
        return subprocess.Popen(args, env=server_env(home, temporary=temporary), stdout=log, stderr=subprocess.STDOUT,
                                stdin=subprocess.PIPE if temporary else subprocess.DEVNULL, start_new_session=True)
    except OSError as exc:
        if temporary:
            shutil.rmtree(home, ignore_errors=True)
        raise PrefectServerError(f"cannot start the local Prefect server ({sys.executable}): {exc.strerror or exc}",
                                 action="Check that this Python can run (memory, process limits), or point "
                                        "PREFECT_API_URL at a running Prefect server.") from exc
    finally:
        log.close()


def _stop(proc: subprocess.Popen[bytes], timeout_s: float = 5.0) -> None:
    if proc.stdin is not None:  # a temporary server exits when its stdin closes
        with contextlib.suppress(OSError):
            proc.stdin.close()
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout_s)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _start(data_dir: Path, *, idle_s: float, timeout_s: float, temporary: bool) -> tuple[subprocess.Popen[bytes], str]:
    """Start a server and wait until it answers; one retry (new port, twice the time) before failing."""
    waits = (timeout_s, timeout_s * 2)
    for attempt, wait_s in enumerate(waits):
        port = _free_port()
        url = f"http://127.0.0.1:{port}/api"
        proc = _spawn(data_dir, port, idle_s=idle_s, temporary=temporary)
        deadline = time.monotonic() + wait_s
        while time.monotonic() < deadline and proc.poll() is None:
            if healthy(url, timeout_s=2.0):
                return proc, url
            time.sleep(0.2)
        _stop(proc)
        if attempt + 1 < len(waits):
            print(f"the local Prefect server did not answer within {wait_s:.0f} s; retrying once", file=sys.stderr)
    log = state_dir(data_dir) / ("temporary.log" if temporary else "server.log")
    raise PrefectServerError(
        f"the local Prefect server did not start (waited {waits[0]:.0f} s, then {waits[1]:.0f} s)",
        action=f"See {log}; on a loaded machine raise ops.server_start_timeout_s, or point PREFECT_API_URL "
               "at a running server.")


def start_background(data_dir: Path, *, idle_s: float, timeout_s: float) -> str:
    """This data dir's background server: reused when alive, else started (one at a time, under a lock)."""
    from filelock import FileLock

    lock = FileLock(str(ensure_state_dir(data_dir) / "start.lock"))
    try:
        lock.acquire()
    except OSError as exc:
        raise state_error("lock", exc, data_dir) from exc
    try:
        url = running_url(data_dir)
        if url is not None:
            return url
        touch(data_dir)
        _, url = _start(data_dir, idle_s=idle_s, timeout_s=timeout_s, temporary=False)
        return url
    finally:
        lock.release()


def stop_background(data_dir: Path, timeout_s: float = 10.0) -> ServerInfo | None:
    """Stop this data dir's background server; returns what was stopped (None: none ran)."""
    info = read_info(data_dir)
    if info is None:
        return None
    with contextlib.suppress(ProcessLookupError):
        os.kill(info.pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline and pid_alive(info.pid):
        time.sleep(0.1)
    if pid_alive(info.pid):
        with contextlib.suppress(ProcessLookupError):
            os.kill(info.pid, signal.SIGKILL)
    return info


@contextlib.contextmanager
def temporary_server(data_dir: Path, *, timeout_s: float) -> Iterator[str]:
    """A server for one command: stopped on exit, and gone by itself if this process dies."""
    proc, url = _start(data_dir, idle_s=0.0, timeout_s=timeout_s, temporary=True)
    try:
        yield url
    finally:
        _stop(proc)


@contextlib.contextmanager
def heartbeat(data_dir: Path) -> Iterator[None]:
    """Keep the background server's idle clock at zero while a command runs."""
    done = threading.Event()

    def beat() -> None:
        while not done.wait(HEARTBEAT_S):
            touch(data_dir)

    touch(data_dir)
    thread = threading.Thread(target=beat, name="memspark-server-heartbeat", daemon=True)
    thread.start()
    try:
        yield
    finally:
        done.set()
        touch(data_dir)


__all__ = [
    "HEALTH_TIMEOUT_S",
    "HEARTBEAT_S",
    "ApiChoice",
    "ApiMode",
    "ServerInfo",
    "base_dir",
    "choose_api",
    "ensure_state_dir",
    "healthy",
    "heartbeat",
    "idle_seconds",
    "prefect_home",
    "read_info",
    "running_url",
    "server_env",
    "start_background",
    "state_dir",
    "state_error",
    "stop_background",
    "temporary_server",
    "touch",
]


if __name__ == "__main__":  # pragma: no cover - the server process (its code: prefect_server_process)
    from memspark.ops.prefect_server_process import main

    sys.exit(main())
