"""What every ``memspark`` command shares: the global flags, config loading, JSON output, the
``--json`` flag and error rendering — written once.

This module is imported for ``memspark --help``: it must stay free of LanceDB, Prefect, ONNX
runtime and numpy (a test runs ``memspark --help`` in a subprocess and checks ``sys.modules``).
"""

from __future__ import annotations

import argparse
import json
import os
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


def render_error(exc: MemsparkError, *, debug: bool) -> int:
    """``Error:`` and ``Hint:`` on stderr (the traceback only with ``--debug``); returns the exit code."""
    if debug:
        traceback.print_exception(exc, file=sys.stderr)
    print(f"Error: {exc.message}", file=sys.stderr)
    print(f"Hint: {exc.action}", file=sys.stderr)
    return exc.exit_code
