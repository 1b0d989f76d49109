"""Messages a new user reads: the missing-index hint names a non-default data dir, a data dir that is a
file says so, a Prefect state failure is not blamed on the index, and ``memspark status`` and
``memspark search --help`` read as plain text."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from memspark.cli import build_parser
from memspark.config import load_config
from memspark.errors import PrefectStateError, StorageError
from memspark.ops.prefect_state import ensure_state_dir
from memspark.recall import MemorySparkManager
from memspark.storage import LanceStore
from memspark.toolset.shapes import search_error


def _root(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    (root / "workspace-meta").mkdir(parents=True)
    (root / "workspace-meta" / "MEMORY.md").write_text("# Memory\n\nport 18091\n", encoding="utf-8")
    return root


def _missing_index_action(root: Path, data_dir: Path | None) -> str:
    cfg = load_config(root=root, data_dir=data_dir, env={})
    with MemorySparkManager(cfg, "meta") as m, pytest.raises(StorageError) as info:
        m.require_table()
    return info.value.action


def test_the_missing_index_hint_names_a_non_default_data_dir(tmp_path: Path) -> None:
    root = _root(tmp_path)
    custom = tmp_path / "elsewhere"
    action = _missing_index_action(root, custom)
    assert f"memspark index --root {root.resolve()} --data-dir {custom.resolve()}" in action, action
    default = _missing_index_action(root, None)
    assert f"memspark index --root {root.resolve()}`" in default and "--data-dir" not in default, default


@pytest.mark.parametrize("under", [False, True])
def test_a_data_dir_that_is_a_file_says_so(tmp_path: Path, under: bool) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("not a folder\n", encoding="utf-8")
    data_dir = blocker / "inner" if under else blocker
    cfg = load_config(root=_root(tmp_path), data_dir=data_dir, env={})
    with pytest.raises(StorageError) as info:
        LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None)
    assert f"{blocker} is a file, not a directory" in info.value.message, info.value.message
    assert "File exists" not in info.value.message and f"remove the file {blocker}" in info.value.action


def test_a_prefect_state_failure_has_its_own_tool_warning(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "prefect").write_text("a file where the state folder goes\n", encoding="utf-8")
    with pytest.raises(PrefectStateError) as info:
        ensure_state_dir(data)
    for writes in (False, True):
        out = search_error(info.value, writes=writes)
        assert "Prefect" in out["warning"] and "index" not in out["warning"], out["warning"]
        assert out["error"].startswith("prefect_state")


def test_status_prints_values_as_words_not_python(tmp_path: Path) -> None:
    root = _root(tmp_path)
    out = subprocess.run([sys.executable, "-m", "memspark.cli", "--root", str(root), "--data-dir",
                          str(tmp_path / "data"), "status"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    lines = dict(line.split(": ", 1) for line in out.stdout.splitlines() if ": " in line)
    assert lines["tableExists"] == "no" and lines["ready"] == "no" and lines["indexes"] == "none", out.stdout
    assert lines["model"] == "none" and lines["filesByAgent"] == "none"
    assert not any(v in out.stdout for v in ("None", "True", "False", "[]", "{}")), out.stdout


def test_search_help_says_what_rerank_options_are() -> None:
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command" or getattr(a, "choices", None))
    text = sub.choices["search"].format_help()
    flat = " ".join(text.split())
    assert "--rerank-options" in flat and "spec" not in flat.lower() and "ranking overrides" in flat
