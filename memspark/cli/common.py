"""What every ``memspark`` command shares: the global flags, config loading, JSON output, the
``--json`` flag and error rendering — written once.

This module is imported for ``memspark --help``: it must stay free of LanceDB, Prefect, ONNX
runtime and numpy (a test runs ``memspark --help`` in a subprocess and checks ``sys.modules``).
"""

from __future__ import annotations

import argparse
import json
import os
import select
import sys
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from memspark.config import Config
    from memspark.errors import MemsparkError


def global_flags(p: argparse.ArgumentParser, default: Any) -> None:
    """``--root``, ``--config``, ``--data-dir``, ``--ephemeral`` and ``--debug`` (before or after the command)."""
    p.add_argument("--root", default=default,
                   help="workspace root (default: memspark.toml's workspace.root, else .)")
    p.add_argument("--config", default=default, help="config file (default: <root>/memspark.toml when present)")
    p.add_argument("--data-dir", dest="data_dir", default=default,
                   help="where tables live: a folder or s3://bucket/prefix (default: <root>/.memspark)")
    p.add_argument("--ephemeral", action="store_true", default=default,
                   help="run flows on a temporary Prefect server that stops with the command instead of the "
                        "reused background server (default: ops.prefect_server)")
    p.add_argument("--debug", action="store_true", default=default,
                   help="show full tracebacks and Prefect's own log lines (default: off)")


def add_command(sub: Any, common: argparse.ArgumentParser, name: str, what: str,
                func: Callable[[argparse.Namespace], int] | None = None) -> argparse.ArgumentParser:
    """A sub-command with the global flags, ``what`` as its help line and description, run by ``func``."""
    p: argparse.ArgumentParser = sub.add_parser(name, parents=[common], help=what, description=what)
    if func is not None:
        p.set_defaults(func=func)
    return p


def add_json(p: argparse.ArgumentParser, what: str = "the result") -> None:
    """The ``--json`` flag of a command: ``what`` says what is printed."""
    p.add_argument("--json", action="store_true", help=f"print {what} as one JSON object (default: off)")


def load(args: argparse.Namespace, overrides: dict[str, dict[str, Any]] | None = None) -> Config:
    """The validated config for the global flags (the one ``_load`` of every command)."""
    from memspark.config import load_config

    return load_config(root=getattr(args, "root", None), config_file=getattr(args, "config", None),
                       data_dir=getattr(args, "data_dir", None), overrides=overrides)


def print_json(obj: Any) -> None:
    """One JSON object on one line (flushed: other tools read it from a pipe)."""
    print(json.dumps(obj, ensure_ascii=False, default=str), flush=True)


def quiet_prefect_env() -> None:
    """Defaults that keep the embedded setup offline and quiet; explicit env always wins."""
    os.environ.setdefault("DO_NOT_TRACK", "1")
    os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
    os.environ.setdefault("PREFECT_LOGGING_TO_API_WHEN_MISSING_FLOW", "ignore")
    # against a real server the run logs belong in the UI (plan, skips, retries); only warnings
    # reach the terminal unless --debug
    os.environ.setdefault("PREFECT_LOGGING_LEVEL", "INFO")
    os.environ.setdefault("PREFECT_SERVER_LOGGING_LEVEL", "WARNING")


EXIT_UNEXPECTED = 1
EXIT_CLOSED_PIPE = 128 + 13  # what a Unix tool killed by SIGPIPE exits with (141): `memspark search … | head -1`


def render_error(exc: MemsparkError, *, debug: bool) -> int:
    """``Error:`` and ``Hint:`` on stderr (the traceback only with ``--debug``); returns the exit code."""
    if debug:
        traceback.print_exception(exc, file=sys.stderr)
    print(f"Error: {exc.message}", file=sys.stderr)
    print(f"Hint: {exc.action}", file=sys.stderr)
    return exc.exit_code


def render_unexpected(exc: BaseException, *, debug: bool) -> int:
    """The last resort for an error no seam translated (a bug, or an OS error in a place nobody
    expected): one ``Error:`` line naming its type, the way to see the traceback, exit 1."""
    if debug:
        traceback.print_exception(exc, file=sys.stderr)
    print(f"Error: {type(exc).__name__}: {exc}", file=sys.stderr)
    print("Hint: this is an unexpected error; rerun with --debug for the traceback and report it "
          "if it is not about your files or settings", file=sys.stderr)
    return EXIT_UNEXPECTED


def stdout_reader_gone() -> bool:
    """Whether stdout is a pipe (or socket) whose reading end is closed — ``| head`` took what it
    wanted — as opposed to a broken pipe to some other process. Without ``poll`` (Windows) a broken
    pipe is taken to be stdout's, as Python's docs do."""
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, ValueError, OSError):  # replaced by an object without a descriptor, or closed
        return False
    if not hasattr(select, "poll"):  # pragma: no cover - Windows
        return True
    poller = select.poll()
    poller.register(fd, select.POLLOUT)
    return any(ev & (select.POLLERR | select.POLLHUP) for _, ev in poller.poll(0))


def end_on_closed_stdout() -> int:
    """Leave quietly after the reader of stdout went away, as Unix tools do (Python's docs, "Note on
    SIGPIPE"): stdout now points at devnull, so the interpreter's last flush cannot fail again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)
    return EXIT_CLOSED_PIPE
