"""Architecture rules from ARCHITECTURE.md, checked on the source."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PKG = REPO / "memspark"


def _module_level_imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in tree.body:  # module level only: lazy imports inside functions are allowed
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def _dynamic_import(node: ast.Call) -> str | None:
    """The package named by ``import_module("x.y")`` / ``import_module(f"x.{name}")`` / ``__import__("x")``."""
    func = node.func
    called = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
    if called not in {"import_module", "__import__"} or not node.args:
        return None
    arg = node.args[0]
    if isinstance(arg, ast.JoinedStr) and arg.values:
        arg = arg.values[0]
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value.split(".")[0]
    return None


def _all_imports(path: Path) -> set[str]:
    """Every package the file imports: at module level, lazily inside functions, or through import_module."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
        elif isinstance(node, ast.Call) and (dynamic := _dynamic_import(node)):
            names.add(dynamic)
    return names


def test_library_never_imports_prefect_or_flows_at_module_level() -> None:
    offenders = [str(p.relative_to(REPO)) for p in PKG.rglob("*.py")
                 if _module_level_imports(p) & {"prefect", "flows"}]
    assert offenders == []


def test_the_library_reaches_flows_only_through_orchestration() -> None:
    """flows/ composes memspark, not the other way round: the few surfaces that start a flow (CLI, watcher,
    memory_reindex) go through memspark/orchestration.py; lazy and import_module imports count too."""
    door = PKG / "orchestration.py"
    offenders = [str(p.relative_to(REPO)) for p in PKG.rglob("*.py") if p != door and "flows" in _all_imports(p)]
    assert offenders == []
    assert "flows" in _all_imports(door)  # the walker sees import_module(f"flows.{name}")


def test_the_walker_follows_lazy_imports(tmp_path: Path) -> None:
    src = tmp_path / "m.py"
    src.write_text("import os\n\ndef f():\n    from flows.ingest import ingest\n    import prefect.events\n"
                   "    return importlib.import_module(f'lancedb.{x}')\n", encoding="utf-8")
    assert _module_level_imports(src) == {"os"}
    assert _all_imports(src) == {"os", "flows", "prefect", "lancedb"}


def test_recall_never_imports_prefect_or_flows() -> None:
    offenders = [str(p.relative_to(REPO)) for p in (PKG / "recall").rglob("*.py") if _all_imports(p) & {"prefect", "flows"}]
    assert offenders == []
    code = "import sys, memspark.recall; bad = [m for m in sys.modules if m.split('.')[0] in ('prefect', 'flows')]; print(bad)"
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_only_storage_touches_lancedb() -> None:
    offenders = [str(p.relative_to(REPO)) for p in PKG.rglob("*.py")
                 if "lancedb" in _all_imports(p) and "storage" not in p.relative_to(PKG).parts]
    assert offenders == []
