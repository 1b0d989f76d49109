"""Where the agent tools live: all of them in ``memspark/toolset``, which reads ``memspark/recall`` and is
never read by it (no import cycle, lazy imports included), in modules of at most 400 lines; the shared
ranges in a module that imports nothing from memspark."""

from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PKG = REPO / "memspark"
MAX_LINES = 400


def _imported_modules(path: Path) -> set[str]:
    """Every module the file imports, at module level or lazily inside a function."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
    return names


def test_recall_never_imports_the_toolset() -> None:
    offenders = {str(p.relative_to(REPO)): sorted(m for m in _imported_modules(p) if m.startswith("memspark.toolset"))
                 for p in (PKG / "recall").rglob("*.py")}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_the_walker_sees_lazy_imports(tmp_path: Path) -> None:
    src = tmp_path / "m.py"
    src.write_text("def f():\n    from memspark.toolset.schema import x\n", encoding="utf-8")
    assert "memspark.toolset.schema" in _imported_modules(src)


def test_every_agent_tool_is_defined_in_the_toolset() -> None:
    """A function or method named after a tool is defined only under memspark/toolset."""
    from memspark.toolset.models import TOOL_MODELS

    assert len(TOOL_MODELS) == 15
    outside = []
    for path in PKG.rglob("*.py"):
        if (PKG / "toolset") in path.parents:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name in TOOL_MODELS:
                outside.append(f"{path.relative_to(REPO)}:{node.lineno} {node.name}")
    assert outside == []
    assert not (PKG / "recall" / "tools.py").exists()


def test_tool_modules_stay_small() -> None:
    files = [*(PKG / "toolset").glob("*.py"), PKG / "mcp_server.py", PKG / "memory.py", PKG / "bounds.py"]
    sizes = {str(p.relative_to(REPO)): len(p.read_text(encoding="utf-8").splitlines()) for p in files}
    assert {name: n for name, n in sizes.items() if n > MAX_LINES} == {}


def test_the_shared_ranges_import_nothing_from_memspark() -> None:
    assert {m for m in _imported_modules(PKG / "bounds.py") if m.startswith("memspark")} == set()


def test_every_tool_has_one_model_and_every_model_a_tool() -> None:
    from memspark.toolset import TOOL_NAMES, Toolset
    from memspark.toolset.models import TOOL_MODELS
    from memspark.toolset.search import memory_get, memory_search

    assert set(TOOL_MODELS) == {*TOOL_NAMES, memory_search.__name__, memory_get.__name__}
    assert all(callable(getattr(Toolset, name)) for name in TOOL_NAMES)
