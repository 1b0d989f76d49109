"""The ``memspark`` command.

One module per command group, each with ``register(sub, common)`` that adds its sub-commands to the
parser; :data:`COMMAND_MODULES` lists them in the order ``memspark --help`` shows them. What every
command shares — the global flags (``--root``, ``--config``, ``--data-dir``, ``--ephemeral``,
``--debug``), config loading, ``--json`` output and ``Error:``/``Hint:`` rendering — lives in
:mod:`memspark.cli.common`; running a Prefect flow (server reuse, quiet logs, interrupts) lives
in :mod:`memspark.cli.flowrun` (a write command calls ``run_flow``).

Adding a command (e.g. ``memspark doctor``):

1. write ``memspark/cli/doctor.py``::

       from memspark.cli.common import add_command, add_json, load, print_json

       def cmd_doctor(args):
           cfg = load(args)                     # heavy imports go *inside* the command
           ...
           return 0                             # the exit code; raise a MemsparkError to fail

       def register(sub, common):
           p = add_command(sub, common, "doctor", "one line saying what it does", cmd_doctor)
           add_json(p, "the report")           # every flag gets a help text with its default

2. add ``"doctor"`` to :data:`COMMAND_MODULES` below (one line), and a line to docs/usage.md's
   command list (a test checks every command is documented).

A package outside the library adds commands as a plugin instead (:mod:`memspark.cli.plugins`: an entry
point of the group ``memspark.cli``); ``memspark eval`` is one (package ``memspark_eval``).

Keep module level imports light: ``memspark --help`` and ``--version`` must not import LanceDB,
Prefect, ONNX runtime or numpy (``tests/test_cli_startup.py``), and a built-in command does not look
for plugins at all (:func:`parser_for`: the entry point scan and the plugins' imports are for the
top-level help, a plugin's command and an unknown one). Errors print ``Error:`` and
``Hint:`` lines and exit with the error class's code (see :mod:`memspark.errors`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Container, Iterable, Sequence
from importlib import import_module
from typing import TYPE_CHECKING, Any

from memspark import __version__
from memspark.cli.common import (
    EXIT_CLOSED_PIPE,
    end_on_closed_stdout,
    global_flags,
    render_error,
    render_unexpected,
    stdout_reader_gone,
)
from memspark.cli.plugins import add_plugins, discover

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

COMMAND_MODULES: tuple[str, ...] = (
    "index",
    "info",
    "recall",
    "capture",
    "tool",
    "setup",
    "ops",
    "watch",
    "server",
)


def build_parser(plugins: Iterable[EntryPoint] | None = None) -> argparse.ArgumentParser:
    """The full parser: global flags, every module's sub-commands, then the plugins' (``plugins``: the
    entry points to register; None: the installed ones, :func:`memspark.cli.plugins.discover`)."""
    parser, sub, common = _builtin_parser()
    add_plugins(sub, common, discover() if plugins is None else plugins)
    return parser


def parser_for(argv: Sequence[str]) -> argparse.ArgumentParser:
    """The parser ``argv`` needs: :func:`build_parser`'s when :func:`needs_plugins` says so, else only the
    built-in commands (no entry point scan, no plugin import)."""
    parser, sub, common = _builtin_parser()
    if needs_plugins(argv, sub.choices):
        add_plugins(sub, common, discover())
    return parser


def needs_plugins(argv: Sequence[str], builtins: Container[str]) -> bool:
    """Whether parsing ``argv`` needs the plugins' commands: the top-level help (it lists them), a command
    that is not one of ``builtins`` (a plugin's, or an unknown one refused with every choice named) —
    not a built-in command (a plugin cannot take a built-in's name), ``--version`` or no command at all.
    ``argv`` is read past the global flags as argparse reads them (their values, ``--flag=value``,
    abbreviations); flags that do not parse need the full parser, which then says what is wrong."""
    flags = argparse.ArgumentParser(add_help=False, exit_on_error=False)
    global_flags(flags, argparse.SUPPRESS)
    try:
        _, rest = flags.parse_known_args(list(argv))  # what is left, in argv's order
    except argparse.ArgumentError:
        return True
    for arg in rest:
        if arg == "-h" or (len(arg) > 2 and "--help".startswith(arg)):
            return True
        if len(arg) > 2 and "--version".startswith(arg):
            return False
        if not arg.startswith("-"):
            return arg not in builtins
    return False


def _builtin_parser() -> tuple[argparse.ArgumentParser, Any, argparse.ArgumentParser]:
    """The parser with the global flags and every :data:`COMMAND_MODULES` command; its sub-command
    action and the parent parser holding the global flags (to add more commands to)."""
    # the global flags work before or after the sub-command; SUPPRESS keeps a sub-command's
    # unset flag from overwriting one given before it
    common = argparse.ArgumentParser(add_help=False)
    global_flags(common, argparse.SUPPRESS)
    parser = argparse.ArgumentParser(prog="memspark", description="Persistent, searchable memory for AI agents.")
    parser.add_argument("--version", action="version", version=f"memspark {__version__}",
                        help="print the version and exit")
    global_flags(parser, None)
    parser.set_defaults(ephemeral=False, debug=False)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in COMMAND_MODULES:
        import_module(f"memspark.cli.{name}").register(sub, common)
    return parser, sub, common


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns its exit code. Every error ends here as ``Error:``/``Hint:`` lines
    (a traceback only with ``--debug``): a memspark error with its class's exit code, any other
    exception with exit 1; a reader of stdout that went away (``| head -1``) ends the command quietly
    with 141, as a Unix tool killed by SIGPIPE does."""
    argv = sys.argv[1:] if argv is None else list(argv)
    args = parser_for(argv).parse_args(argv)
    code = run_command(args)
    try:
        sys.stdout.flush()  # what is still buffered: a closed pipe shows here, not at interpreter exit
    except BrokenPipeError:
        end_on_closed_stdout()
        return code or EXIT_CLOSED_PIPE
    return code


def run_command(args: argparse.Namespace) -> int:
    """Call the parsed command ``args.func(args)``; returns its exit code, every error rendered (see :func:`main`)."""
    from memspark.errors import MemsparkError

    debug = bool(getattr(args, "debug", False))
    try:
        code = int(args.func(args) or 0)
        sys.stdout.flush()
        return code
    except MemsparkError as exc:
        return render_error(exc, debug=debug)
    except KeyboardInterrupt:
        print("Error: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError as exc:
        if stdout_reader_gone():
            return end_on_closed_stdout()
        return render_unexpected(exc, debug=debug)  # a pipe to some other process: a real failure
    except Exception as exc:  # noqa: BLE001 - the last resort: no traceback for a new user
        return render_unexpected(exc, debug=debug)


__all__ = ["COMMAND_MODULES", "build_parser", "main", "needs_plugins", "parser_for", "run_command"]
