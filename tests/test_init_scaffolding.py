"""A fresh ``memspark init`` workspace recalls nothing of its own scaffolding, and what a user writes
around init's guidance notes (their own HTML comments included) is indexed as before."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from memspark.chunking import chunk_document
from memspark.chunking.scaffold import drop_scaffolding, template_note
from memspark.config import ChunkConfig, load_config
from memspark.embed import EmbedQueue
from memspark.ops.init import AGENT_FILES, init_workspace
from memspark.recall import MemorySparkManager
from memspark.storage import LanceStore
from memspark.toolset.search import memory_search
from memspark_eval.index import index_agent


def _index(root: Path, data: Path, queue: EmbedQueue) -> LanceStore:
    cfg = load_config(root=root, data_dir=data, env={})
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
    index_agent(cfg, store, queue, "main")
    return store


@pytest.mark.usefixtures("prefect_harness")
def test_index_of_a_fresh_init_leaves_an_empty_index_that_answers_with_nothing(tmp_path: Path) -> None:
    from flows.ingest import ingest

    root, data = tmp_path / "ws", tmp_path / "data"
    init_workspace(root)
    report = asyncio.run(ingest(root=str(root), data_dir=str(data)))
    assert report.table_rows == 0
    assert _search(root, data, "green tea") == []  # an index with no rows, not "no memory index"


def _search(root: Path, data: Path, query: str) -> list[dict]:
    cfg = load_config(root=root, data_dir=data, env={})
    with MemorySparkManager(cfg, "main") as m:
        out = memory_search(m, {"query": query, "minScore": 0, "maxResults": 20})
    assert "error" not in out, out
    return list(out["results"])


def test_a_fresh_workspace_indexes_and_recalls_no_template_text(tmp_path: Path, queue: EmbedQueue) -> None:
    root, data = tmp_path / "ws", tmp_path / "data"
    init_workspace(root)
    (root / "workspace-main" / "memory" / "2026-03-01.md").write_text("# Notes\n\nThe build server is ci-3.\n",
                                                                      encoding="utf-8")
    _index(root, data, queue)  # one real note, so the table exists and every init note is chunked
    for query in ("green tea", "who the user is: name, time zone, role", "hosts ports paths commands",
                  "what went wrong and what to do instead", "long-lived facts preferences decisions"):
        paths = [h["path"] for h in _search(root, data, query)]
        assert not set(paths) & set(AGENT_FILES), (query, paths)
        assert paths == ["memory/2026-03-01.md"], (query, paths)  # the one note anyone wrote


def test_what_the_user_writes_under_the_note_is_recalled_and_the_note_is_not(tmp_path: Path,
                                                                             queue: EmbedQueue) -> None:
    root, data = tmp_path / "ws", tmp_path / "data"
    init_workspace(root)
    user = root / "workspace-main" / "USER.md"
    user.write_text(user.read_text(encoding="utf-8") + "\n<!-- reviewed by Dana -->\n"
                    "Dana drinks green tea every afternoon.\n", encoding="utf-8")
    _index(root, data, queue)
    hits = _search(root, data, "green tea")
    assert [h["path"] for h in hits] == ["USER.md"], hits
    text = " ".join(h["snippet"] if "snippet" in h else h.get("text", "") for h in hits)
    assert "never indexed" not in text and "who the user is" not in text.lower()
    assert "Dana drinks green tea" in text and "reviewed by Dana" in text  # the user's own comment stays


def test_notes_are_blanked_line_for_line_and_only_the_marked_ones() -> None:
    note = template_note("guidance here")
    text = f"# User\n{note}\n<!-- my own comment -->\n  {note}\r\nDana lives in Rotterdam.\n"
    out = drop_scaffolding(text)
    assert out.count("\n") == text.count("\n")
    assert "guidance" not in out and "<!-- my own comment -->" in out and "Dana lives in Rotterdam." in out
    chunks = chunk_document(out, agent_id="a", path="USER.md", content_type="markdown", doc_date=None,
                            cfg=ChunkConfig())
    assert chunks and max(c.end_line for c in chunks) == 5  # line numbers of the file, unchanged


def test_every_init_note_file_chunks_to_nothing() -> None:
    for name, text in AGENT_FILES.items():
        assert chunk_document(text, agent_id="a", path=name, content_type="markdown", doc_date=None,
                              cfg=ChunkConfig()) == [], name
