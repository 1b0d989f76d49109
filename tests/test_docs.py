"""The README stays true: every CLI command and every config key is documented."""

from __future__ import annotations

import argparse
from pathlib import Path

from memspark.cli import build_parser
from memspark.config import config_reference_markdown, tuning_reference_markdown

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


def _commands() -> list[str]:
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    names: list[str] = []
    for name, p in sub.choices.items():
        inner = [a for a in p._actions if isinstance(a, argparse._SubParsersAction)]
        if inner:
            names += [f"memspark {name} {n}" for n in inner[0].choices]
        else:
            names.append(f"memspark {name}")
    return names


def _documented(command: str) -> bool:
    words = command.split()[1:]
    for line in README.splitlines():
        tokens = line.replace("`", " ").split()
        if "memspark" in tokens:
            after = tokens[tokens.index("memspark") + 1:]
            if all(w in after for w in words):
                return True
    return False


def test_every_cli_command_is_in_the_readme() -> None:
    assert [c for c in _commands() if not _documented(c)] == []


def test_config_table_is_current() -> None:
    assert config_reference_markdown() in README, "run: python scripts/update_readme.py"
    assert tuning_reference_markdown() in README, "run: python scripts/update_readme.py"
