"""Files that give no rows (init's notes, guidance only) are seen once: a second ``index`` of the
same workspace reports them unchanged, not added again (memspark.ingest.rowless). Real Prefect (test
harness), real LanceDB, the bundled model."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from memspark.config import StorageConfig
from memspark.ingest import IngestReport
from memspark.ingest.rowless import stored_hashes
from memspark.ops.init import AGENT_FILES, init_workspace
from memspark.storage import LanceStore

pytestmark = pytest.mark.usefixtures("prefect_harness")

ROWLESS = tuple(AGENT_FILES)  # init's notes: guidance only


def _index(root: Path, data: Path, *, full: bool = False) -> IngestReport:
    from flows.ingest import ingest

    return asyncio.run(ingest(root=str(root), data_dir=str(data), full=full))


@pytest.fixture()
def workspace(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    init_workspace(root)
    agent = root / "workspace-main"
    (agent / "memory").mkdir(exist_ok=True)
    (agent / "memory" / "2026-03-01.md").write_text("# Notes\n\nThe build server is ci-3.\n", encoding="utf-8")
    return root


def test_a_second_index_reports_files_without_rows_unchanged(workspace: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = _index(workspace, data)
    rows = {p.path for p in LanceStore(data, StorageConfig(), model_id=None, dims=None).list_paths()}
    assert rows == {"memory/2026-03-01.md"}  # the precondition: the other files give no rows
    assert first.added == len(ROWLESS) + 1 and first.skipped == 0
    again = _index(workspace, data)
    assert (again.added, again.changed, again.deleted) == (0, 0, 0)
    assert again.unchanged == first.added
    assert again.chunks_embedded == 0


def test_a_file_without_rows_that_gets_text_is_indexed_and_one_that_goes_is_deleted(workspace: Path,
                                                                                    tmp_path: Path) -> None:
    data = tmp_path / "data"
    _index(workspace, data)
    agent = workspace / "workspace-main"
    tools = agent / "TOOLS.md"
    tools.write_text(tools.read_text(encoding="utf-8") + "The deploy host is ci-3, port 2222.\n", encoding="utf-8")
    (agent / "USER.md").unlink()
    changed = _index(workspace, data)
    assert (changed.added, changed.changed, changed.deleted) == (0, 1, 1)
    store = LanceStore(data, StorageConfig(), model_id=None, dims=None)
    assert "TOOLS.md" in {p.path for p in store.list_paths()}
    assert ("main", "USER.md") not in stored_hashes(store)  # its record went with it
    settled = _index(workspace, data)
    assert (settled.added, settled.changed, settled.deleted) == (0, 0, 0)


def test_full_reindexes_files_without_rows_too(workspace: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = _index(workspace, data)
    full = _index(workspace, data, full=True)
    assert full.changed == first.added and full.added == 0


def test_write_through_indexing_records_a_file_without_rows(workspace: Path, tmp_path: Path) -> None:
    """A tool that empties a note indexes it at once (index_paths); the next ``index`` sees it unchanged."""
    from memspark.config import load_config
    from memspark.embed import EmbedQueue, create_provider
    from memspark.toolset.indexer import index_paths
    from memspark.workspace import Workspace

    data = tmp_path / "data"
    _index(workspace, data)
    note = workspace / "workspace-main" / "memory" / "2026-03-01.md"
    guidance = (workspace / "workspace-main" / "USER.md").read_text(encoding="utf-8")
    note.write_text(guidance, encoding="utf-8")  # its entry forgotten, init's guidance left: no rows
    cfg = load_config(root=workspace, env={"MEMSPARK_DATA_DIR": str(data)})
    queue = EmbedQueue(create_provider(cfg.embed), cfg.embed)
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
    assert index_paths(cfg, Workspace(cfg.workspace, cfg.root), store, queue, [note]) == 0
    assert ("main", "memory/2026-03-01.md") in stored_hashes(store)
    again = _index(workspace, data)
    assert (again.added, again.changed, again.deleted) == (0, 0, 0)


def test_write_through_indexing_of_an_emptied_file_removes_its_rows(workspace: Path, tmp_path: Path) -> None:
    """An empty file is nothing to index: its stale rows go at once, and the tool's write is not an error."""
    from memspark.config import load_config
    from memspark.embed import EmbedQueue, create_provider
    from memspark.toolset.indexer import index_paths
    from memspark.workspace import Workspace

    data = tmp_path / "data"
    _index(workspace, data)
    note = workspace / "workspace-main" / "memory" / "2026-03-01.md"
    note.write_text("", encoding="utf-8")
    cfg = load_config(root=workspace, env={"MEMSPARK_DATA_DIR": str(data)})
    queue = EmbedQueue(create_provider(cfg.embed), cfg.embed)
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
    assert index_paths(cfg, Workspace(cfg.workspace, cfg.root), store, queue, [note]) == 0
    assert "memory/2026-03-01.md" not in {p.path for p in store.list_paths()}
