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


# LanceDB's table and connection methods: only memspark/storage may call them.
LANCE_METHODS = frozenset({"merge_insert", "count_rows", "open_table", "create_table", "drop_table", "list_tables",
                           "create_index", "drop_index", "list_indices", "add_columns", "list_versions"})
QUERY_BUILDER = frozenset({"select", "where", "limit", "to_arrow", "to_list", "to_pandas", "distance_type",
                           "bypass_vector_index", "nprobes", "refine_factor"})


def _lance_uses(source: str) -> list[str]:
    """LanceDB uses in ``source``: a ``lancedb`` import (lazy ones too), a LanceDB table method, or a
    ``.search(`` that builds a LanceDB query (no argument, LanceDB's keywords, or chained into the query
    builder). A regex's ``.search(text)`` is not one."""
    found = []
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            found += [f"line {node.lineno}: import {m}" for m in modules if m.split(".")[0] == "lancedb"]
        elif isinstance(node, ast.Attribute) and node.attr in LANCE_METHODS:  # a call or a bound method
            found.append(f"line {node.lineno}: .{node.attr}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            name = node.func.attr
            inner = node.func.value
            if name == "search" and (not node.args or any(k.arg in ("query_type", "vector_column_name")
                                                            for k in node.keywords)):
                found.append(f"line {node.lineno}: .search(")
            elif (name in QUERY_BUILDER and isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute)
                  and inner.func.attr == "search"):
                found.append(f"line {node.lineno}: .search(...).{name}(")
    return found


def test_the_lancedb_detector_tells_a_query_from_a_regex() -> None:
    assert _lance_uses("import re\nm = re.compile('x').search(text)\nm2 = rx.search(text).group(0)\n") == []
    assert _lance_uses("store.search('q', k=5)\nstore.vector_search(v, opts)\n") == []
    for snippet in ("import lancedb", "from lancedb.index import FTS", "def f():\n    import lancedb.query\n",
                    "t.search().limit(None).to_arrow()", "t.search(q).where('x')",
                    "t.search(q, vector_column_name='vector')", "n = t.count_rows('is_parent = false')", "guard('count', t.count_rows)",
                    "t.merge_insert('id').when_matched_update_all().execute(data)", "db.open_table('chunks')"):
        assert _lance_uses(snippet), snippet


# Benchmarks whose *baseline* must bypass the seam: bench/bucket_writers.py measures the former
# lock-free bucket protocol (raw merge_insert commits), which the library no longer offers.
BASELINES_OUTSIDE_THE_SEAM = frozenset({"bench/bucket_writers.py"})


def test_storage_is_the_only_lancedb_user() -> None:
    """No module outside memspark/storage imports lancedb or calls LanceDB's table/query API (issue 12)."""
    roots = [PKG, REPO / "flows", REPO / "bench"]
    offenders = {}
    for path in (p for root in roots for p in root.rglob("*.py")):
        if (PKG / "storage") in path.parents or str(path.relative_to(REPO)) in BASELINES_OUTSIDE_THE_SEAM:
            continue
        uses = _lance_uses(path.read_text(encoding="utf-8"))
        if uses:
            offenders[str(path.relative_to(REPO))] = uses
    assert offenders == {}


def test_migrations_receive_the_handle_and_import_no_store() -> None:
    """storage/migrations.py works on the LanceHandle it is given: no import of the store (no cycle)."""
    tree = ast.parse((PKG / "storage" / "migrations.py").read_text(encoding="utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert not imported & {"memspark.storage.lance", "memspark.storage.core", "memspark.storage"}
    assert "memspark.storage.handle" in imported


# ---- import cycles (issue 24 item 5) ----------------------------------------------------------------


def _module_name(path: Path, base: Path) -> str:
    parts = list(path.relative_to(base).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _runtime_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement that can run: at module level, in functions and classes, in ``try`` and
    ``if`` blocks; not the body of ``if TYPE_CHECKING:`` (annotations only, never executed)."""
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def import_graph(base: Path, roots: tuple[str, ...]) -> dict[str, set[str]]:
    """Module -> the modules of the packages ``roots`` (under ``base``) it imports (``from pkg import mod``
    is an edge to ``pkg.mod``, ``from pkg import name`` to ``pkg``; relative imports resolved;
    ``import_module("x.y")`` with a constant name counts too)."""
    files = {_module_name(p, base): p for root in roots for p in (base / root).rglob("*.py")}

    def known(name: str) -> str | None:
        while name and name not in files:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for module, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        targets: set[str | None] = set()
        for node in _runtime_imports(tree):
            if isinstance(node, ast.Import):
                targets.update(known(a.name) for a in node.names)
                continue
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, *([node.module] if node.module else [])])
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                targets.add(sub if sub in files else known(base))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _dynamic_import(node):
                arg = node.args[0]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    targets.add(known(arg.value))
        graph[module] = {t for t in targets if t is not None and t != module}
    return graph


def strongly_connected(graph: dict[str, set[str]]) -> list[set[str]]:
    """Tarjan's strongly connected components (iterative: no recursion limit on a long import chain)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[set[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            child = next(edges, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                out.append(component)
    return out


def test_no_import_cycles_in_the_library_and_flows() -> None:
    """No strongly connected group of modules in memspark/, flows/ and the eval plugin memspark_eval/, lazy
    imports inside functions included (a lazy import that hides a cycle is still a cycle); ``if
    TYPE_CHECKING:`` imports are not."""
    groups = [sorted(g) for g in strongly_connected(import_graph(REPO, ("memspark", "memspark_eval", "flows")))
              if len(g) > 1]
    assert groups == [], "import cycles (move the shared part into a leaf module):\n" + "\n".join(
        " <-> ".join(g) for g in groups)


def test_the_library_and_flows_never_import_the_eval_plugin() -> None:
    """memspark_eval (LoCoMo, the focus fit, ``memspark eval``) uses the library, never the other way round:
    no module of memspark/ or flows/ imports it, lazily or through import_module, and the CLI finds the
    ``eval`` command as an entry point (memspark/cli/plugins.py), not by name."""
    offenders = [str(p.relative_to(REPO)) for root in (PKG, REPO / "flows") for p in root.rglob("*.py")
                 if "memspark_eval" in _all_imports(p)]
    assert offenders == []
    graph = import_graph(REPO, ("memspark", "memspark_eval", "flows"))
    assert "memspark" in {m.split(".")[0] for m in graph["memspark_eval.cli"]}  # the walker sees the plugin's side
    assert not any(t.startswith("memspark_eval") for m, ts in graph.items() if not m.startswith("memspark_eval")
                   for t in ts)


def test_vocab_is_a_leaf() -> None:
    """memspark/vocab.py imports nothing of memspark, so every layer (config validation included) may use it."""
    assert import_graph(REPO, ("memspark",))["memspark.vocab"] == set()


def test_the_cycle_finder_sees_lazy_relative_and_type_only_imports(tmp_path: Path) -> None:
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("", encoding="utf-8")
    (pkg / "a.py").write_text("from pkg import b\n", encoding="utf-8")
    (pkg / "b.py").write_text("def f():\n    from pkg.sub import c\n", encoding="utf-8")  # lazy
    (pkg / "sub" / "__init__.py").write_text("", encoding="utf-8")
    (pkg / "sub" / "c.py").write_text("from .. import a\nimport pkg.d\n", encoding="utf-8")  # relative
    (pkg / "d.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import a\n"
                              "else:\n    import pkg.e\n", encoding="utf-8")
    (pkg / "e.py").write_text("import importlib\nimportlib.import_module('pkg.d')\n", encoding="utf-8")
    graph = import_graph(tmp_path, ("pkg",))
    assert graph["pkg.d"] == {"pkg.e"}  # the TYPE_CHECKING branch is skipped, its else is not
    cycles = sorted(sorted(g) for g in strongly_connected(graph) if len(g) > 1)
    assert cycles == [["pkg.a", "pkg.b", "pkg.sub.c"], ["pkg.d", "pkg.e"]]  # lazy + relative; import_module
