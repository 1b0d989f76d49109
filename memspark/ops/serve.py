"""`memspark serve`: what one machine needs — a Prefect server on 127.0.0.1, a process work pool with a
worker, the deployments of ``prefect.yaml``, and the watcher in events mode.

Everything is idempotent: an already-running healthy server is reused, the work pool and the
``storage.concurrency_limit`` global limit (1 slot, for ``storage.lock = "prefect"``) are created only
when missing (HTTP 409 means "exists"), and ``prefect deploy`` updates deployments in place.
:func:`check` reports each part without starting anything (``memspark serve --check``).

The server, the deploy and the worker are ``prefect`` CLI subprocesses (their own processes, as in
production); the REST calls use httpx against ``/api``.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from memspark.config import Config
from memspark.errors import ServeError
from memspark.ops.lifeline import spawn_tied

logger = logging.getLogger(__name__)

REPO = Path(__file__).resolve().parents[2]
DEPLOYMENTS = ("ingest", "reembed", "refresh", "migrate", "maintain")


def api_url(cfg: Config) -> str:
    return f"http://{cfg.ops.server_host}:{cfg.ops.server_port}/api"


def stack_env(cfg: Config) -> dict[str, str]:
    """The environment of the server, deploy and worker processes (and of flow runs, which inherit it)."""
    env = dict(os.environ)
    env.update({
        "PREFECT_API_URL": api_url(cfg),
        "PREFECT_SERVER_API_HOST": cfg.ops.server_host,
        "PREFECT_SERVER_API_PORT": str(cfg.ops.server_port),
        "PREFECT_WORKER_QUERY_SECONDS": env.get("PREFECT_WORKER_QUERY_SECONDS", "2"),
        "DO_NOT_TRACK": "1",
        "PREFECT_SERVER_ANALYTICS_ENABLED": "false",
        "MEMSPARK_REPO": str(REPO),
        "MEMSPARK_ROOT": str(cfg.root),
        "MEMSPARK_DATA_DIR": str(cfg.data_dir),
        "PYTHONPATH": os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH", "")) if p),
    })
    if cfg.source_file:
        env["MEMSPARK_CONFIG"] = cfg.source_file
    # the stack's run history lives with the data, not in ~/.prefect (an explicit PREFECT_HOME wins);
    # apart from the background server's home: two servers must not share one SQLite file
    env.setdefault("PREFECT_HOME", str(cfg.state_dir / "prefect" / "serve-home"))
    return env


def _get(url: str, path: str) -> httpx.Response | None:
    try:
        return httpx.get(url + path, timeout=2.0)
    except httpx.HTTPError:
        return None


def server_healthy(url: str) -> bool:
    r = _get(url, "/health")
    return r is not None and r.status_code == 200


@dataclass
class StackStatus:
    api_url: str
    server: bool = False
    work_pool: bool = False
    workers_online: int = 0
    concurrency_limit: bool = False
    deployments: list[str] = field(default_factory=list)

    @property
    def ready(self) -> bool:
        return (self.server and self.work_pool and self.workers_online > 0
                and set(DEPLOYMENTS) <= set(self.deployments))

    def lines(self) -> list[str]:
        mark = {True: "ok  ", False: "DOWN"}
        missing = sorted(set(DEPLOYMENTS) - set(self.deployments))
        return [f"{mark[self.server]} server {self.api_url}",
                f"{mark[self.work_pool]} work pool",
                f"{mark[self.workers_online > 0]} workers online: {self.workers_online}",
                f"{mark[self.concurrency_limit]} writer concurrency limit",
                f"{mark[not missing]} deployments: {', '.join(sorted(self.deployments)) or 'none'}"
                + (f" (missing: {', '.join(missing)})" if missing else "")]


def check(cfg: Config) -> StackStatus:
    """What runs now (never starts anything)."""
    url = api_url(cfg)
    st = StackStatus(url)
    st.server = server_healthy(url)
    if not st.server:
        return st
    pool = cfg.ops.work_pool
    r = _get(url, f"/work_pools/{pool}")
    st.work_pool = r is not None and r.status_code == 200
    if st.work_pool:
        try:
            workers = httpx.post(f"{url}/work_pools/{pool}/workers/filter", json={}, timeout=2.0).json()
            st.workers_online = sum(1 for w in workers if w.get("status") == "ONLINE")
        except (httpx.HTTPError, ValueError):
            st.workers_online = 0
    r = _get(url, f"/v2/concurrency_limits/{cfg.storage.concurrency_limit}")
    st.concurrency_limit = r is not None and r.status_code == 200
    try:
        deps = httpx.post(f"{url}/deployments/filter", json={}, timeout=2.0).json()
        st.deployments = sorted({d["name"] for d in deps})
    except (httpx.HTTPError, ValueError, KeyError):
        st.deployments = []
    return st


def _create(url: str, path: str, body: dict[str, Any]) -> bool:
    """POST; True when created, False when it already existed (409)."""
    r = httpx.post(url + path, json=body, timeout=10.0)
    if r.status_code == 409:
        return False
    if r.status_code >= 400:
        raise ServeError(f"POST {path} failed: HTTP {r.status_code} {r.text[:200]}")
    return True


def ensure_work_pool(cfg: Config) -> bool:
    return _create(api_url(cfg), "/work_pools/", {"name": cfg.ops.work_pool, "type": "process"})


def ensure_concurrency_limit(cfg: Config) -> bool:
    return _create(api_url(cfg), "/v2/concurrency_limits/", {"name": cfg.storage.concurrency_limit, "limit": 1})


class Stack:
    """Start (or reuse) the server, set up pool/limit/deployments, start a worker; ``close()`` stops what it started."""

    def __init__(self, cfg: Config, *, log_dir: Path | None = None) -> None:
        self.cfg = cfg
        self.env = stack_env(cfg)
        self.log_dir = log_dir or (cfg.state_dir / "serve")
        self.procs: list[subprocess.Popen[bytes]] = []

    def _spawn(self, name: str, args: list[str]) -> subprocess.Popen[bytes]:
        self.log_dir.mkdir(parents=True, exist_ok=True)
        # Prefect creates its home but not the folders above it: without them a fresh root's server could not
        # open its SQLite file ("unable to open database file")
        Path(self.env["PREFECT_HOME"]).mkdir(parents=True, exist_ok=True)
        log = open(self.log_dir / f"{name}.log", "ab")  # noqa: SIM115 - owned by the child for its lifetime
        # under a lifeline: the server and worker go down with this process, even when it is killed with SIGKILL
        proc = spawn_tied([sys.executable, "-m", "prefect", *args], env=self.env, cwd=REPO, stdout=log)
        self.procs.append(proc)
        return proc

    def start_server(self, timeout_s: float = 120.0) -> bool:
        """Start the server unless one answers already; returns whether this call started it."""
        url = api_url(self.cfg)
        if server_healthy(url):
            logger.info("reusing the Prefect server at %s", url)
            return False
        proc = self._spawn("server", ["server", "start", "--host", self.cfg.ops.server_host,
                                      "--port", str(self.cfg.ops.server_port)])
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if server_healthy(url):
                return True
            if proc.poll() is not None:
                break
            time.sleep(0.3)
        raise ServeError(f"the Prefect server did not come up at {url}",
                         action=f"See {self.log_dir / 'server.log'}; is port {self.cfg.ops.server_port} taken "
                                "(set ops.server_port)?")

    def deploy(self, prefect_file: Path = REPO / "prefect.yaml") -> None:
        res = subprocess.run([sys.executable, "-m", "prefect", "--no-prompt", "deploy", "--all",
                              "--prefect-file", str(prefect_file)], env=self.env, cwd=str(REPO),
                             capture_output=True, text=True, timeout=300)
        if res.returncode != 0:
            raise ServeError(f"prefect deploy failed: {res.stdout[-800:]} {res.stderr[-800:]}",
                             action="Check prefect.yaml (`prefect deploy --prefect-file prefect.yaml --all`).")

    def start_worker(self) -> None:
        self._spawn("worker", ["worker", "start", "--pool", self.cfg.ops.work_pool, "--type", "process"])

    def up(self) -> None:
        self.start_server()
        ensure_work_pool(self.cfg)
        ensure_concurrency_limit(self.cfg)
        self.deploy()
        self.start_worker()

    def close(self, timeout_s: float = 3.0) -> None:
        """Stop what this stack started, whole process groups (a worker's flow runs, the server's
        uvicorn), within ``timeout_s`` plus a moment for SIGKILL."""
        live = [p for p in reversed(self.procs) if p.poll() is None]
        for proc in live:
            _signal_group(proc, signal.SIGTERM)
        deadline = time.monotonic() + timeout_s
        for proc in live:
            try:
                proc.wait(max(0.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                _signal_group(proc, signal.SIGKILL)
                proc.wait()
        for proc in self.procs:
            if proc.stdin is not None:
                with contextlib.suppress(OSError):
                    proc.stdin.close()
        self.procs.clear()


def _signal_group(proc: subprocess.Popen[bytes], sig: int) -> None:
    """Signal the child's process group (it leads one: ``start_new_session``)."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, sig)


__all__ = ["DEPLOYMENTS", "ServeError", "Stack", "StackStatus", "api_url", "check", "ensure_concurrency_limit",
           "ensure_work_pool", "server_healthy", "stack_env"]
