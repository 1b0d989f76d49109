"""Docstrings and comments in memspark/ and flows/ cite files and modules that exist (issue 24: tuning.py
cited ``memspark/embed/breaker.py`` long after the breaker moved into ``embed/resilience.py``)."""

from __future__ import annotations

import ast
import re
from importlib import import_module
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
# a repository path in prose: memspark/embed/resilience.py, docs/operations.md, bench/results/x.json …
PATH_REF = re.compile(r"(?<![\w/.])((?:memspark|flows|tests|bench|scripts|docs|deployments)/[\w./-]*\w\."
                      r"(?:py|md|jsonl|json|toml|yaml|yml|sh))\b")
# a Sphinx cross-reference to our code: :mod:`memspark.x`, :class:`~memspark.x.Y`, :meth:`text <memspark.x.Y.z>`
SPHINX_REF = re.compile(r":(mod|class|func|meth|data|attr|exc):`(?:[^`<]*<)?~?((?:memspark|flows)\.[\w.]+)")
# paths that are examples of what to write, not citations
EXAMPLES = {("memspark/cli/__init__.py", "memspark/cli/doctor.py")}


def _sources() -> list[Path]:
    return sorted(p for top in ("memspark", "flows") for p in (REPO / top).rglob("*.py"))


def broken_paths(text: str) -> list[str]:
    return [m.group(1) for m in PATH_REF.finditer(text) if not (REPO / m.group(1)).exists()]


def _module_file(dotted: str) -> tuple[str, list[str]] | None:
    """The longest prefix of ``dotted`` that is a module of the repository, and the rest."""
    parts = dotted.split(".")
    for i in range(len(parts), 0, -1):
        base = REPO.joinpath(*parts[:i])
        if base.with_suffix(".py").is_file() or (base / "__init__.py").is_file():
            return ".".join(parts[:i]), parts[i:]
    return None


def _defines(module: str, name: str) -> bool:
    path = REPO.joinpath(*module.split("."))
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) and node.name == name:
            return True
        if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Store):
            return True
        if isinstance(node, ast.alias) and (node.asname or node.name).split(".")[0] == name:
            return True
    return name in getattr(import_module(module), "__all__", ())  # memspark's lazy re-exports (PEP 562)


def broken_sphinx_refs(text: str) -> list[str]:
    out = []
    for m in SPHINX_REF.finditer(text):
        role, dotted = m.group(1), m.group(2).rstrip(".")
        found = _module_file(dotted)
        if found is None or (role == "mod" and found[1]) or (found[1] and not _defines(found[0], found[1][0])):
            out.append(f":{role}:`{dotted}`")
    return out


def test_cited_files_and_modules_exist() -> None:
    broken = []
    for path in _sources():
        rel = path.relative_to(REPO).as_posix()
        text = path.read_text(encoding="utf-8")
        broken += [f"{rel}: {ref}" for ref in broken_paths(text) if (rel, ref) not in EXAMPLES]
        broken += [f"{rel}: {ref}" for ref in broken_sphinx_refs(text)]
    assert broken == []


def test_the_checker_catches_a_moved_file_and_a_renamed_name() -> None:
    assert broken_paths("# embedding circuit breaker (memspark/embed/breaker.py; every EmbedQueue)") == [
        "memspark/embed/breaker.py"]
    assert broken_paths("see memspark/embed/resilience.py and tests/data/injection_corpus.jsonl") == []
    assert broken_sphinx_refs(":mod:`memspark.embed.breaker` :class:`~memspark.vocab.Pools`") == [
        ":mod:`memspark.embed.breaker`", ":class:`memspark.vocab.Pools`"]
    assert broken_sphinx_refs(":mod:`memspark.vocab` :class:`~memspark.vocab.Pool` :class:`memspark.Memory` "
                              ":meth:`Workspace.judge <memspark.workspace.Workspace.judge>`") == []
