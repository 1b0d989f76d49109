"""Running a Prefect flow from a command: which API it talks to, what reaches the terminal, and how
SIGTERM/SIGINT end it.

:func:`prefect_api` sets ``PREFECT_API_URL`` before Prefect is imported (see
:mod:`memspark.ops.prefect_server` for the order: env, this data dir's background server,
``memspark serve``'s server, else start one). :func:`run_flow` adds the rest: Prefect's own
console lines (run start/finish, a failed run's traceback) are hidden unless ``--debug`` — the
command renders the error itself — and a signal stops the command within
:data:`STOP_GRACE_S` seconds with one line saying what was kept.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import signal
import sys
import threading
from collections.abc import Callable, Coroutine, Iterator
from typing import TYPE_CHECKING, Any

from memspark.cli.common import quiet_prefect_env
from memspark.cli.progress_view import show_progress
from memspark.errors import MemsparkError, PrefectServerError
from memspark.orchestration import prefect_api

if TYPE_CHECKING:
    from memspark.config import Config

STOP_GRACE_S = 3.5  # after a signal, give the command this long to stop on its own, then exit anyway
EXIT_INTERRUPTED = 130


class Stopped(KeyboardInterrupt):
    """Raised out of a command that was stopped by SIGTERM or SIGINT."""


# Prefect's background services log under their class name ("Still processing items: 5 remaining" at exit)
_PREFECT_SERVICE_LOGGERS = frozenset({"EventsWorker", "APILogWorker"})


class _HidePrefectRunLines(logging.Filter):
    """Terminal filter: of Prefect's lines only a run's warnings (skipped files) reach the terminal —
    none when the command reports them itself (``run_warnings=False``: ``index`` lists every skipped
    file in its summary); run start/finish lines, retries, a failed run's traceback and client chatter
    stay in the run history (the API handler) — the command prints the error itself."""

    def __init__(self, *, run_warnings: bool = True) -> None:
        super().__init__()
        self.run_warnings = run_warnings

    def filter(self, record: logging.LogRecord) -> bool:
        if record.name in _PREFECT_SERVICE_LOGGERS:
            return False
        if not record.name.startswith("prefect"):
            return True
        return (self.run_warnings and record.name.startswith(("prefect.flow_runs", "prefect.task_runs"))
                and record.levelno == logging.WARNING)


def hide_prefect_console_lines(*, run_warnings: bool = True) -> None:
    """Install the filter on the root logger's handlers. Prefect's logging is set up first (importing
    ``prefect`` alone does not, and a later setup would replace the handlers, filter and all: ``watch``
    printed every INFO line of its runs)."""
    from prefect.logging.configuration import ensure_logging_setup

    ensure_logging_setup()
    for handler in logging.getLogger().handlers:
        for f in [f for f in handler.filters if isinstance(f, _HidePrefectRunLines)]:
            handler.removeFilter(f)
        handler.addFilter(_HidePrefectRunLines(run_warnings=run_warnings))


@contextlib.contextmanager
def stop_on_signals(kept: Callable[[], str]) -> Iterator[threading.Event]:
    """SIGTERM and SIGINT raise :class:`Stopped` in the main thread; if the command has not ended
    :data:`STOP_GRACE_S` after the signal *arrived*, print ``kept()`` and exit anyway (children are in
    other sessions and watch their parent, so nothing is left behind). Yields an event that is set once
    a signal came. Whatever error leaves the block after a signal is the stop's consequence (code that
    caught the ``Stopped`` and raised something else, an import the signal interrupted, Prefect's engine
    failing with "Task run is not set" when the signal landed while it set a task run up), not a failure
    of the command: it leaves as :class:`Stopped`, so ``except KeyboardInterrupt`` sees every stop.

    The deadline is fast by design: a Python signal handler only runs when the main thread is between
    bytecodes, and while a flow run is in flight Prefect's engine swaps in its own SIGTERM handler, so
    neither may run for seconds (a long embedding batch in C) or at all. The clock therefore starts
    from the interpreter's wakeup fd (:func:`signal.set_wakeup_fd`), which the C-level handler writes
    the moment the signal arrives, whichever Python handler is installed; a watcher thread reads it."""
    fired = threading.Event()
    if threading.current_thread() is not threading.main_thread():
        yield fired
        return
    finished = threading.Event()
    deadline_started = threading.Lock()

    def arm() -> None:
        """Mark the stop and start the deadline once (from the watcher thread or the handler)."""
        fired.set()
        if not deadline_started.acquire(blocking=False):
            return

        def deadline() -> None:
            if not finished.wait(STOP_GRACE_S):
                print(kept(), file=sys.stderr, flush=True)
                os._exit(EXIT_INTERRUPTED)

        threading.Thread(target=deadline, daemon=True, name="memspark-stop-deadline").start()

    raised = threading.Event()

    def handler(signum: int, frame: Any) -> None:
        arm()
        if raised.is_set():
            return
        raised.set()
        raise Stopped(signal.Signals(signum).name)

    read_fd, write_fd = os.pipe()
    os.set_blocking(write_fd, False)
    watched = {int(signal.SIGTERM), int(signal.SIGINT)}

    def watch() -> None:
        try:
            while data := os.read(read_fd, 64):  # b"" once the block closed the write end
                if watched & set(data) and not finished.is_set():
                    arm()
        finally:
            os.close(read_fd)

    previous = {s: signal.signal(s, handler) for s in (signal.SIGTERM, signal.SIGINT)}
    previous_fd = signal.set_wakeup_fd(write_fd, warn_on_full_buffer=False)
    threading.Thread(target=watch, daemon=True, name="memspark-signal-watch").start()
    try:
        yield fired
    except (KeyboardInterrupt, GeneratorExit):
        raise
    except BaseException as exc:
        # e.g. the Stopped raised inside a class body that an import was defining comes out as
        # "RuntimeError: Error calling __set_name__": after a signal, it is still the stop
        if fired.is_set():
            raise Stopped(f"stopped ({type(exc).__name__} on the way out)") from exc
        raise
    finally:
        finished.set()
        signal.set_wakeup_fd(previous_fd)
        for s, h in previous.items():
            signal.signal(s, h)
        os.close(write_fd)  # the watcher reads EOF, closes its end and ends


def stopped_line(task: str, kept: str, again: str) -> str:
    """The one line a stopped command prints: how far ``task`` got (its last progress report), what
    is kept, and the command that carries on."""
    from memspark.progress import last

    u = last(task)
    where = f" after {u.done:,} of {u.total:,} {u.unit}" if u is not None and not u.finished else ""
    return f"{task} stopped{where}: {kept}; run `{again}` to resume"


def run_flow(args: argparse.Namespace, cfg: Config, make_flow: Callable[[], Coroutine[Any, Any, Any]], *,
             kept: Callable[[], str], run_warnings: bool = True) -> Any:
    """Run the flow coroutine ``make_flow()`` against a Prefect API; returns its result.

    ``make_flow`` imports the flow module (so Prefect loads after the API is chosen). ``kept()`` is
    the line printed when a signal stops the run; the process then exits with 130. ``run_warnings``:
    whether the run's warnings reach the terminal (False when the command's own report lists them).
    """
    quiet_prefect_env()
    debug = bool(getattr(args, "debug", False))
    stopping: threading.Event | None = None
    try:
        with stop_on_signals(kept) as stopping, prefect_api(cfg, ephemeral=bool(getattr(args, "ephemeral", False))) as url:
            coro = make_flow()
            if not debug:
                hide_prefect_console_lines(run_warnings=run_warnings)
            try:
                with show_progress():
                    result = asyncio.run(coro)
            except Exception as exc:
                if stopping.is_set():  # the stop's consequence: no draining (seconds), straight out
                    raise Stopped(f"stopped ({type(exc).__name__} on the way out)") from exc
                drain_prefect_clients()
                _raise_translated(exc, url)
                raise
            drain_prefect_clients()  # not after a signal: stopping fast matters more than the last log lines
            return result
    except BaseException as exc:
        if not (_is_stop(exc) or (stopping is not None and stopping.is_set())):
            raise
        print(kept(), file=sys.stderr, flush=True)
        sys.stdout.flush()
        # exit now: every child is stopped and what is written is committed; Prefect's exit hooks
        # would only retry shipping the last log lines to a server that may be gone (seconds)
        os._exit(EXIT_INTERRUPTED)


def _is_stop(exc: BaseException) -> bool:
    """A signal's stop: our :class:`Stopped` / Ctrl-C, or Prefect's ``TerminationSignal`` (the flow
    engine swaps in its own SIGTERM handler while a run is in flight)."""
    if isinstance(exc, KeyboardInterrupt):
        return True
    prefect_exceptions = sys.modules.get("prefect.exceptions")
    return prefect_exceptions is not None and isinstance(exc, prefect_exceptions.TerminationSignal)


def drain_prefect_clients(timeout_s: float = 5.0) -> None:
    """Send the run's queued logs and events now, while the API is surely up (Prefect would at exit,
    after a temporary server is gone: "Error logging to API")."""
    from prefect.events.worker import EventsWorker
    from prefect.logging.handlers import APILogWorker

    for worker in (APILogWorker, EventsWorker):
        worker.drain_all(timeout=timeout_s)


def _raise_translated(exc: Exception, url: str) -> None:
    """Prefect's client errors become :class:`PrefectServerError`, chosen by type: an httpx error
    raised, or wrapped by Prefect (``RuntimeError(...) from httpx.ConnectError``). Our own errors
    (an embedding server's httpx errors are already translated) pass through."""
    import httpx

    if isinstance(exc, MemsparkError):
        return
    seen: Exception | BaseException | None = exc
    while seen is not None:
        if isinstance(seen, httpx.TransportError):
            raise PrefectServerError(f"the Prefect API at {url} did not answer ({type(seen).__name__})") from exc
        if isinstance(seen, httpx.HTTPStatusError):
            raise PrefectServerError(f"the Prefect API at {url} answered HTTP {seen.response.status_code}") from exc
        seen = seen.__cause__


__all__ = ["Stopped", "drain_prefect_clients", "hide_prefect_console_lines", "prefect_api", "run_flow",
           "stop_on_signals", "stopped_line"]
