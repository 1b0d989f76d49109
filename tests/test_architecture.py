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


def _all_imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_library_never_imports_prefect_or_flows_at_module_level() -> None:
    offenders = [str(p.relative_to(REPO)) for p in PKG.rglob("*.py")
                 if _module_level_imports(p) & {"prefect", "flows"}]
    assert offenders == []


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
