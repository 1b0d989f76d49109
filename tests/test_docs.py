"""The docs stay true: every CLI command and every config key is documented, and nothing points outside
the repository."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from memspark.cli import build_parser
from memspark.config import config_reference_markdown, tuning_reference_markdown

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
DOCS = {p.name: p.read_text(encoding="utf-8") for p in sorted((ROOT / "docs").glob("*.md"))}
ALL_DOCS = "\n".join([README, *DOCS.values()])


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
    for line in ALL_DOCS.splitlines():
        tokens = line.replace("`", " ").split()
        if "memspark" in tokens:
            after = tokens[tokens.index("memspark") + 1:]
            if all(w in after for w in words):
                return True
    return False


def test_every_cli_command_is_in_the_docs() -> None:
    assert [c for c in _commands() if not _documented(c)] == []


def test_config_tables_are_current() -> None:
    page = DOCS["configuration.md"]
    assert config_reference_markdown() in page, "run: python scripts/update_docs.py"
    assert tuning_reference_markdown() in page, "run: python scripts/update_docs.py"


def test_readme_is_a_tour_not_a_notebook() -> None:
    assert len(README.splitlines()) <= 250
    for page in DOCS:
        assert f"docs/{page}" in README, f"README does not link docs/{page}"


def test_nothing_points_outside_the_repository() -> None:
    outside = re.compile(r"\.\./shared|RECALL-QUALITY|\bARCHITECTURE(?:\.md| §)|\b[Tt]he spec\b|\bspec k\b")
    hits = [f"{name}: {line.strip()[:80]}" for name, text in [("README.md", README), *DOCS.items()]
            for line in text.splitlines() if outside.search(line)]
    assert hits == []


def test_relative_links_resolve() -> None:
    missing = []
    for name, text in [("README.md", README), *(("docs/" + n, t) for n, t in DOCS.items())]:
        base = (ROOT / name).parent
        for target in re.findall(r"\]\(([^)#\s]+)", text):
            if "://" not in target and not (base / target).exists():
                missing.append(f"{name} -> {target}")
    assert missing == []
