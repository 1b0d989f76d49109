"""The watcher: a watchdog observer over the workspace root and reference folders, feeding batches to
the ingest flow.

- ``direct`` mode runs ``flows.ingest.ingest(paths=batch)`` in this process (no server needed).
- ``events`` mode emits one Prefect event ``memspark.files.changed`` per batch (payload: the paths);
  the ``ingest`` deployment's trigger turns it into a flow run (decoupled, retried, in the UI).

It never loops on its own writes (the data dir is filtered out), survives a failed run (the batch's
paths are retried with the next batch, up to ``MAX_ATTEMPTS`` times), and on start catches up
with a plain full ingest run (changes made while it was down). A directory that is moved or
deleted triggers a full scan, since only the index knows which files it held.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from watchdog.events import FileSystemEventHandler

from memspark.config import Config
from memspark.orchestration import call_flow, workspace_args
from memspark.vocab import WatchMode
from memspark.watch.batcher import ChangeBatcher
from memspark.watch.filters import watched_path
from memspark.workspace import Workspace

logger = logging.getLogger(__name__)

EVENT_NAME = "memspark.files.changed"
MAX_ATTEMPTS = 3


def resource_id(root: Path) -> str:
    """The event resource of a workspace (the deployment trigger matches ``memspark.workspace.*``)."""
    return "memspark.workspace." + hashlib.sha256(str(root).encode()).hexdigest()[:12]


class _Handler(FileSystemEventHandler):
    """watchdog event handler → batcher."""

    def __init__(self, watcher: Watcher) -> None:
        super().__init__()
        self._w = watcher

    def dispatch(self, event: Any) -> None:
        kind = event.event_type
        if kind in {"opened", "closed_no_write"}:
            return
        paths = [event.src_path] + ([event.dest_path] if getattr(event, "dest_path", "") else [])
        if event.is_directory:
            if kind in {"moved", "deleted"} and any(self._w.relevant_dir(p) for p in paths):
                self._w.request_full_scan()
            return
        for p in paths:
            self._w.offer(p if isinstance(p, str) else p.decode())


class Watcher:
    """Watch one workspace (see the module docstring); ``start()``/``stop()`` or ``run()`` until interrupted."""

    def __init__(self, cfg: Config, *, mode: str | None = None,
                 on_run: Callable[[dict[str, Any]], None] | None = None) -> None:
        self.cfg = cfg
        self.mode = mode or cfg.watch.mode
        if self.mode not in set(WatchMode):
            raise ValueError(f"unknown watch mode {self.mode!r}")
        self.ws = Workspace(cfg.workspace, cfg.root)
        self.data_dir = cfg.data_dir.local.resolve() if cfg.data_dir.local is not None else None
        self.batcher = ChangeBatcher(cfg.tuning.watch_debounce_s, cfg.tuning.watch_max_batch_wait_s)
        self.on_run = on_run  # observer hook for callers (CLI output, the bench); never changes behaviour
        self.runs: list[dict[str, Any]] = []
        self._attempts: dict[str, int] = {}
        self._cond = threading.Condition()
        self._stop = threading.Event()
        self._observer: Any = None
        self._thread: threading.Thread | None = None
        self.caught_up = threading.Event()

    # ---- event intake (watchdog thread) ---------------------------------------------------------
    def offer(self, path: str) -> None:
        if watched_path(self.ws, self.data_dir, path):
            with self._cond:
                self.batcher.add(path)
                self._cond.notify()

    def relevant_dir(self, path: str | bytes) -> bool:
        p = Path(path if isinstance(path, str) else path.decode())
        if self.data_dir is None:  # the tables live on object storage: every local folder is relevant
            return True
        try:
            p.relative_to(self.data_dir)
            return False
        except ValueError:
            return True

    def request_full_scan(self) -> None:
        with self._cond:
            self.batcher.request_full_scan()
            self._cond.notify()

    # ---- lifecycle --------------------------------------------------------------------------------
    def watch_roots(self) -> list[Path]:
        roots = [self.ws.root] + [r for _, r in self.ws.reference_roots if r.is_dir()]
        return [r for r in roots if not any(r != o and o in r.parents for o in roots)]

    def start(self) -> None:
        from watchdog.observers import Observer

        self._observer = Observer()
        handler = _Handler(self)
        for root in self.watch_roots():
            self._observer.schedule(handler, str(root), recursive=True)
        self._observer.start()  # before the catch-up: a change made during it is not missed
        self._thread = threading.Thread(target=self._loop, name="memspark-watch", daemon=True)
        self._thread.start()
        logger.info("watching %s (%s mode)", ", ".join(map(str, self.watch_roots())), self.mode)

    def stop(self) -> None:
        self._stop.set()
        with self._cond:
            self._cond.notify()
        if self._observer is not None:
            self._observer.stop()
            self._observer.join(5)
        if self._thread is not None:
            self._thread.join(30)

    def run(self, on_started: Callable[[], None] | None = None) -> None:
        """Watch until :meth:`stop` or Ctrl-C; ``on_started()`` runs once the observer is running."""
        try:
            self.start()
            if on_started is not None:
                on_started()
            while not self._stop.is_set():
                time.sleep(0.5)
        except KeyboardInterrupt:
            pass
        finally:
            self.stop()

    # ---- the batch loop ---------------------------------------------------------------------------
    def _loop(self) -> None:
        if self.cfg.watch.catch_up:
            self._dispatch(None)
        self.caught_up.set()
        while not self._stop.is_set():
            with self._cond:
                wait = self.batcher.next_wakeup()
                self._cond.wait(timeout=0.5 if wait is None else max(wait, 0.01))
                due = self.batcher.take()
            if due is not None:
                paths, full = due
                self._dispatch(None if full else paths)

    def _dispatch(self, paths: list[str] | None) -> None:
        started = time.perf_counter()
        record: dict[str, Any] = {"paths": paths, "mode": self.mode, "ok": True}
        try:
            if self.mode == WatchMode.EVENTS:
                record["event_id"] = self._emit(paths)
            else:
                record["summary"] = self._ingest(paths)
            for p in paths or []:
                self._attempts.pop(p, None)
        except Exception as exc:  # noqa: BLE001 - the watcher must outlive any failed run
            record["ok"] = False
            record["error"] = f"{type(exc).__name__}: {exc}"
            logger.error("ingest of %s failed (the watcher keeps running): %s",
                         "the workspace" if paths is None else f"{len(paths)} file(s)", exc)
            self._retry_later(paths)
        record["seconds"] = round(time.perf_counter() - started, 3)
        self.runs.append(record)
        if self.on_run is not None:
            self.on_run(record)

    def _retry_later(self, paths: list[str] | None) -> None:
        with self._cond:
            if paths is None:
                self.batcher.request_full_scan()
                return
            for p in paths:
                n = self._attempts.get(p, 0) + 1
                if n >= MAX_ATTEMPTS:
                    logger.error("giving up on %s after %d failed runs (the nightly sweep retries it)", p, n)
                    self._attempts.pop(p, None)
                    continue
                self._attempts[p] = n
                self.batcher.add(p)

    def _ingest(self, paths: list[str] | None) -> dict[str, Any]:
        return asyncio.run(call_flow("ingest", self.cfg, paths=paths)).to_dict()

    def _emit(self, paths: list[str] | None) -> str:
        from prefect.events import emit_event

        event = emit_event(
            event=EVENT_NAME,
            resource={"prefect.resource.id": resource_id(self.cfg.root), "prefect.resource.name": str(self.cfg.root)},
            payload={**workspace_args(self.cfg), "paths": paths, "count": len(paths) if paths is not None else None},
        )
        if event is None:
            raise RuntimeError("Prefect did not emit the event (no API configured: set PREFECT_API_URL to a "
                               "running `prefect server`, or use --mode direct)")
        return str(event.id)


__all__ = ["EVENT_NAME", "Watcher", "resource_id"]
