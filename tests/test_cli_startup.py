"""`memspark --help` and `--version` start fast: no LanceDB, Prefect, ONNX runtime or numpy; every
command has a description and every flag says its default."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

from memspark.cli import build_parser

REPO = Path(__file__).resolve().parents[1]
HEAVY = ("lancedb", "prefect", "onnxruntime", "numpy", "pyarrow", "tokenizers", "tiktoken")


def imported_modules(*args: str) -> set[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    res = subprocess.run([sys.executable, "-X", "importtime", "-m", "memspark.cli", *args], capture_output=True,
                         text=True, env=env, timeout=60)
    assert res.returncode == 0, res.stderr[-2000:]
    assert "memspark" in res.stdout
    return {line.split("|")[-1].strip() for line in res.stderr.splitlines() if line.startswith("import time:")}


@pytest.mark.parametrize("flag", ["--help", "--version"])
def test_help_and_version_import_nothing_heavy(flag: str) -> None:
    mods = imported_modules(flag)
    assert "memspark.cli" in mods  # the check sees our imports at all
    heavy = sorted(m for m in mods if m.split(".")[0] in HEAVY)
    assert heavy == []


def _subparsers(parser: argparse.ArgumentParser) -> list[tuple[str, argparse.ArgumentParser]]:
    out: list[tuple[str, argparse.ArgumentParser]] = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, p in action.choices.items():
                out.append((name, p))
                out += [(f"{name} {n}", q) for n, q in _subparsers(p)]
    return out


def test_every_command_has_a_description_and_every_flag_its_default() -> None:
    missing: list[str] = []
    for name, p in _subparsers(build_parser()):
        if not p.description:
            missing.append(f"{name}: no description")
        for a in p._actions:
            if isinstance(a, argparse._HelpAction | argparse._SubParsersAction) or not a.option_strings:
                continue
            text = a.help or ""
            if "default" not in text and not a.required:
                missing.append(f"{name} {a.option_strings[0]}: {text!r}")
    assert missing == []


def test_mcp_help_names_the_servers_real_path_and_port() -> None:
    from memspark.cli.tool import MCP_DEFAULT_PORT, MCP_HTTP_PATH
    from memspark.mcp_server import DEFAULT_PORT, HTTP_PATH

    assert (MCP_HTTP_PATH, MCP_DEFAULT_PORT) == (HTTP_PATH, DEFAULT_PORT)
