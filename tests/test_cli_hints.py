"""Every ``memspark …`` command a hint tells the user to run exists in the CLI, with the flags it names.

Hints are the ``action`` of memspark errors (class ``default_action`` and ``action=`` at raise sites),
``"action"`` / ``"hint"`` entries of the tools' error shapes and the resume command of a stopped run
(``stopped_line``), in memspark/ and flows/.
"""

from __future__ import annotations

import argparse
import ast
import re
from pathlib import Path

from memspark.cli import build_parser

REPO = Path(__file__).resolve().parents[1]
HINT_KEYS = {"action", "default_action", "hint"}
# `memspark cmd [sub] [--flag …]` in backticks, or "run (e.g.) memspark cmd" in plain text
COMMAND = re.compile(r"`memspark ([^`]+)`|\b[Rr]un (?:e\.g\. )?memspark ([a-z][a-z-]*)")


def _strings(node: ast.AST) -> list[str]:
    return [n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def hint_strings(path: Path) -> list[str]:
    """The string parts of every hint in ``path`` (f-string literal parts included)."""
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        values: list[ast.AST] = []
        if isinstance(node, ast.keyword) and node.arg in HINT_KEYS:
            values = [node.value]
        elif isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id in HINT_KEYS for t in targets):
                values = [node.value]
        elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "stopped_line" and len(node.args) == 3:
            found += [f"`{c}`" for c in _strings(node.args[2])]  # the command a stopped run prints to resume
        elif isinstance(node, ast.Dict):
            values = [v for k, v in zip(node.keys, node.values, strict=True)
                      if isinstance(k, ast.Constant) and k.value in HINT_KEYS]
        for value in values:
            found += _strings(value)
    return found


def named_commands(text: str) -> list[str]:
    return [(m.group(1) or m.group(2)).strip() for m in COMMAND.finditer(text)]


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(subs[0].choices) if subs else {}


def missing_from(parser: argparse.ArgumentParser, command: str) -> str | None:
    """Why ``command`` (the words after ``memspark``) is not a CLI command, or None when it is one."""
    words = command.split()
    while words and _subparsers(parser):
        name = words.pop(0)
        if name not in _subparsers(parser):
            return f"no command {name!r}"
        parser = _subparsers(parser)[name]
    positional = [a.choices for a in parser._actions if not a.option_strings and a.choices]
    if words and not words[0].startswith("-") and positional and words[0] not in positional[0]:
        return f"no command {words[0]!r}"  # a choice argument (e.g. `memspark server status|start|stop`)
    flags = {s for a in parser._actions for s in a.option_strings}
    unknown = [w.split("=")[0] for w in words if w.startswith("--") and w.split("=")[0] not in flags]
    return f"no flag {', '.join(unknown)}" if unknown else None


def test_every_command_a_hint_names_exists() -> None:
    parser = build_parser()
    named: dict[str, str] = {}
    for path in [*(REPO / "memspark").rglob("*.py"), *(REPO / "flows").rglob("*.py")]:
        for text in hint_strings(path):
            for command in named_commands(text):
                named[command] = str(path.relative_to(REPO))
    assert {"reembed", "migrate", "status", "server status", "index"} <= set(named)  # the scan finds known hints
    wrong = {f"memspark {c} ({where})": why for c, where in named.items() if (why := missing_from(parser, c))}
    assert wrong == {}


def test_the_check_catches_a_wrong_command_or_flag() -> None:
    parser = build_parser()
    assert named_commands("Run `memspark reembed` or `memspark server stop`; run e.g. memspark search x") == [
        "reembed", "server stop", "search"]
    assert missing_from(parser, "reembed") is None and missing_from(parser, "server stop") is None
    assert missing_from(parser, "rembed") == "no command 'rembed'"
    assert missing_from(parser, "server restart") == "no command 'restart'"
    assert missing_from(parser, "search --trace") is None
    assert missing_from(parser, "search --explain") == "no flag --explain"
