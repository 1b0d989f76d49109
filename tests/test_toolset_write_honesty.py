"""A writing tool's answer matches what it did to the workspace: refused before writing when the index
cannot take the rows (nothing on disk), and "changed, not indexed" when the file was written but the
index step failed (never "nothing was changed" after a file changed)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from memspark.capture import CaptureService
from memspark.config import Config, load_config
from memspark.embed import EmbedQueue
from memspark.storage import LanceStore
from memspark.toolset import Toolset
from memspark_eval.index import index_agent

WRITES = (("memory_rules_store", {"rule": "Always answer in British English."}),
          ("memory_mistakes_store", {"description": "Pushed without running the tests."}),
          ("memory_store", {"text": "The user prefers green tea over coffee."}))


def _files(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*") if p.is_file()}


def _call(cfg: Config, tool: str, params: dict) -> dict:
    tools = Toolset(cfg, "meta")
    try:
        return tools.call(tool, params)
    finally:
        tools.close()


@pytest.fixture()
def indexed(tmp_path: Path, queue: EmbedQueue) -> Path:
    """A workspace indexed with the default model."""
    root = tmp_path / "ws"
    (root / "workspace-meta").mkdir(parents=True)
    (root / "workspace-meta" / "MEMORY.md").write_text("# Memory\n\nThe build server is ci-3.\n", encoding="utf-8")
    cfg = load_config(root=root, data_dir=tmp_path / "data", env={})
    index_agent(cfg, LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims), queue, "meta")
    return root


@pytest.mark.parametrize(("tool", "params"), WRITES)
def test_a_model_mismatch_refuses_before_writing(indexed: Path, tmp_path: Path, tool: str, params: dict) -> None:
    cfg: Config = load_config(root=indexed, data_dir=tmp_path / "data", env={},
                              overrides={"embed": {"model": "multilingual-e5-small-q4"}})
    before = _files(indexed)
    out = _call(cfg, tool, params)
    assert out["error"].startswith("model_mismatch"), out
    assert "Nothing was changed" in out["warning"] and "memspark reembed" in out["action"]
    assert all(f.endswith(".lock") for f in _files(indexed) - before), _files(indexed) - before  # no note written


@pytest.mark.parametrize("tool", ["memory_rules_store", "memory_mistakes_store"])
def test_a_file_written_but_not_indexed_says_so(indexed: Path, tmp_path: Path, queue: EmbedQueue, tool: str) -> None:
    cfg = load_config(root=indexed, data_dir=tmp_path / "data", env={},
                      overrides={"workspace": {"max_file_bytes": 120}})
    long = "Run the full test suite and the linter before every push, including documentation-only changes. " * 2
    params = {"rule": long} if tool == "memory_rules_store" else {"description": long}
    before = _files(indexed)
    out = _call(cfg, tool, params)
    written = [f for f in _files(indexed) - before if not f.endswith(".lock")]
    assert written, "the tool wrote its file"
    assert out["error"].startswith("not_indexed"), out
    assert "nothing was changed" not in out["warning"].lower() and "changed" in out["warning"]
    assert "changed on disk" in out["error"]
    assert "memspark index" in out["action"]


def _block_commits(store: LanceStore) -> None:
    """Make every later commit to the chunks table fail while reads still work: LanceDB writes a transaction
    file into ``_transactions/`` with each commit, and a plain file in that folder's place refuses it (a real
    failure of the real table, after the retries: ``commit_failed``)."""
    txn = Path(store.table_path) / "_transactions"
    shutil.rmtree(txn)
    txn.write_text("in the way\n", encoding="utf-8")


CAPTURE_FACTS = ("The staging database runs on db-staging.internal port 5433.",
                 "Klein prefers dark mode in every editor and terminal.")


@pytest.mark.parametrize("change", ["store", "forget one", "forget all"])
def test_a_capture_file_changed_but_not_indexed_says_so(tmp_path: Path, queue: EmbedQueue, change: str) -> None:
    root = tmp_path / "ws"
    (root / "workspace-meta").mkdir(parents=True)
    cfg = load_config(root=root, data_dir=tmp_path / "data", env={})
    tools = Toolset(cfg, "meta", capture=CaptureService.from_config(cfg, queue=queue))
    try:
        ids = [tools.call("memory_store", {"text": t})["id"] for t in CAPTURE_FACTS]
        day = next((root / "workspace-meta" / "memory" / "captures").glob("*.md"))
        before = day.read_text(encoding="utf-8")
        _block_commits(tools.writer_store)
        if change == "store":
            out = tools.call("memory_store", {"text": "Our quarterly planning offsite is in Lisbon this year."})
        else:
            out = tools.call("memory_forget", {"ids": ids[:1] if change == "forget one" else ids, "confirm": True})
    finally:
        tools.close()
    after = day.read_text(encoding="utf-8") if day.exists() else None
    assert after != before, "the tool changed its file"
    assert out["error"].startswith("not_indexed"), out
    assert "commit_failed" in out["error"] and "changed on disk" in out["error"]
    assert "nothing was changed" not in out["warning"].lower() and "changed" in out["warning"]
    assert "memspark index" in out["action"]
