"""Commands other packages add to ``memspark``: the entry points of the group ``memspark.cli``.

A plugin package declares, in its ``pyproject.toml``::

    [project.entry-points."memspark.cli"]
    eval = "memspark_eval.cli:register"

and its ``register(sub, common)`` adds its sub-commands exactly as a module of
:data:`memspark.cli.COMMAND_MODULES` does. The library never imports a plugin by name (the arrow goes
plugin → memspark only; ``tests/test_architecture.py`` checks it). A command the docs promise whose
plugin is not installed (:data:`KNOWN_PLUGINS`) still parses, and fails with a hint saying how to get it.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from memspark.cli.common import add_command
from memspark.errors import ConfigError

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

GROUP = "memspark.cli"

# commands shipped as a plugin package: name -> (one line of help, how to get the plugin)
KNOWN_PLUGINS: dict[str, tuple[str, str]] = {
    "eval": ("retrieval benchmarks (eval locomo, eval examples)",
             "The evaluation plugin (package memspark_eval) ships in the memspark repository: in a checkout run "
             "`bash scripts/setup.sh` (or `pip install -e .`), which installs it and registers `memspark eval`."),
}


def discover() -> list[EntryPoint]:
    """The installed plugin commands, one per name, by name (importlib.metadata is imported here: reading
    it costs tens of milliseconds a built-in command does not pay)."""
    from importlib.metadata import entry_points

    by_name: dict[str, EntryPoint] = {}
    for ep in entry_points(group=GROUP):
        by_name.setdefault(ep.name, ep)
    return [by_name[name] for name in sorted(by_name)]


def _load(ep: EntryPoint) -> Callable[[Any, argparse.ArgumentParser], None] | None:
    """The plugin's ``register``; None when its package is not importable (metadata left by an older
    install). Any other import failure is a bug in the plugin and is raised."""
    try:
        register: Callable[[Any, argparse.ArgumentParser], None] = ep.load()
    except ModuleNotFoundError as exc:
        if exc.name is not None and exc.name.split(".")[0] == ep.module.split(".")[0]:
            return None
        raise
    return register


def add_plugins(sub: Any, common: argparse.ArgumentParser, plugins: Iterable[EntryPoint]) -> None:
    """Register each plugin's commands; a known plugin that is absent gets a command saying how to get it."""
    added: set[str] = set()
    for ep in plugins:
        register = _load(ep)
        if register is not None:
            register(sub, common)
            added.add(ep.name)
    for name, (what, how) in KNOWN_PLUGINS.items():
        if name not in added:
            _add_missing(sub, common, name, what, how)


def _add_missing(sub: Any, common: argparse.ArgumentParser, name: str, what: str, how: str) -> None:
    def missing(args: argparse.Namespace) -> int:
        raise ConfigError(f"`memspark {name}` is a plugin that is not installed", action=how)

    p = add_command(sub, common, name, f"{what} [plugin not installed]", missing)
    p.add_argument("rest", nargs=argparse.REMAINDER, help="the plugin's arguments")
