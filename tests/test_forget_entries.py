"""memory_forget's preview equals its removal, also after a full re-index (issue 19, item 12b).

A full re-index chunks a capture file like any Markdown file, several entries per row; the preview
listed those chunks (three facts each) while the confirm removed one entry — sometimes another one.
Both now select single entries parsed from the file. Real LanceDB in a temp dir, the bundled model,
the ingest core (and, in the slow test, the real ingest flow with ``full=True``)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from memspark import Memory
from memspark.capture import CaptureService
from memspark.capture.entries import parse
from memspark.config import Config, load_config
from memspark.embed import EmbedQueue
from memspark.toolset import Toolset
from memspark.toolset.indexer import index_paths
from memspark.workspace import Workspace

FACTS = ["My dentist appointment is on the 12th at 3pm at the Elm Street clinic.",
         "The staging database runs on db-staging.internal port 5433.",
         "Klein prefers dark mode in every editor and terminal.",
         "The dentist said I should floss twice a day after the appointment.",
         "Our quarterly planning offsite is in Lisbon this year.",
         "The CI runners were moved to the new arm64 pool last week."]


@pytest.fixture()
def cfg(tmp_path: Path) -> Config:
    (tmp_path / "workspace-meta").mkdir()
    return load_config(root=tmp_path, env={})


@pytest.fixture()
def meta(cfg: Config, queue: EmbedQueue) -> Iterator[Toolset]:
    tools = Toolset(cfg, "meta", capture=CaptureService.from_config(cfg, queue=queue), today=lambda: date(2026, 3, 2))
    yield tools
    tools.close()


def _store_all(meta: Toolset) -> tuple[Path, dict[str, str]]:
    ids = {}
    for text in FACTS:
        out = meta.call("memory_store", {"text": text})
        assert out["stored"], out
        ids[text] = out["id"]
    path = meta.cfg.root / "workspace-meta" / out["path"]
    return path, ids


def _reindex_like_full(cfg: Config, meta: Toolset, queue: EmbedQueue, path: Path) -> None:
    """What ``memspark index --full`` does to the file: the ingest core chunks it as Markdown."""
    index_paths(cfg, Workspace(cfg.workspace, cfg.root), meta.writer_store, queue, [path])
    rel = f"memory/captures/{path.name}"
    info = next(i for i in meta.writer_store.list_paths("meta") if i.path == rel)
    assert info.chunk_count < len(FACTS)  # the precondition: multi-entry rows, not one row per entry


def _texts(path: Path) -> list[str]:
    return [e.text for e in parse(path.read_text(encoding="utf-8"))]


@pytest.mark.parametrize("query", ["dentist appointment", "database port", "editor theme"])
def test_preview_lists_exactly_what_the_confirm_removes_after_a_full_reindex(cfg: Config, meta: Toolset,
                                                                              queue: EmbedQueue, query: str) -> None:
    path, _ = _store_all(meta)
    _reindex_like_full(cfg, meta, queue, path)
    preview = meta.call("memory_forget", {"query": query, "minScore": 0.1})
    assert "error" not in preview, preview
    listed = [p["text"] for p in preview["wouldRemove"]]
    assert listed and all(t in FACTS for t in listed)  # single memories, no chunk of several, no headers
    assert len(set(listed)) == len(listed)
    done = meta.call("memory_forget", {"query": query, "minScore": 0.1, "confirm": True})
    assert done["removed"] == len(preview["wouldRemove"]) and done["items"] == preview["wouldRemove"]
    assert _texts(path) == [t for t in FACTS if t not in listed]  # exactly the listed ones are gone
    left = meta.writer_store.get_by_ids([meta.capture.writer.row_id("meta", f"memory/captures/{path.name}", e)
                                         for e in parse(path.read_text(encoding="utf-8"))])
    assert sorted(h.text for h in left) == sorted(_texts(path))  # and the rows are the file's entries again


def test_preview_ids_confirm_removes_those_entries_only(cfg: Config, meta: Toolset, queue: EmbedQueue) -> None:
    path, ids = _store_all(meta)
    _reindex_like_full(cfg, meta, queue, path)
    preview = meta.call("memory_forget", {"query": "dentist", "minScore": 0.1})
    chosen = preview["wouldRemove"][:1]
    done = meta.call("memory_forget", {"ids": [chosen[0]["id"]], "confirm": True})
    assert done == {"confirmed": True, "removed": 1, "items": chosen}
    assert _texts(path) == [t for t in FACTS if t != chosen[0]["text"]]


def test_an_id_memory_store_returned_still_forgets_after_a_full_reindex(cfg: Config, meta: Toolset,
                                                                        queue: EmbedQueue) -> None:
    path, ids = _store_all(meta)
    _reindex_like_full(cfg, meta, queue, path)
    target = FACTS[4]
    preview = meta.call("memory_forget", {"ids": [ids[target]]})
    assert [p["text"] for p in preview["wouldRemove"]] == [target]
    done = meta.call("memory_forget", {"ids": [ids[target]], "confirm": True})
    assert done["removed"] == 1 and done["items"] == preview["wouldRemove"]
    assert _texts(path) == [t for t in FACTS if t != target]


def test_the_memory_api_preview_equals_its_removal_after_the_real_full_ingest(tmp_path: Path,
                                                                               prefect_harness: None) -> None:
    from flows.ingest import ingest

    (tmp_path / "workspace-meta").mkdir()
    with Memory(tmp_path, agent="meta") as mem:
        for text in FACTS:
            assert mem.add(text).stored
        asyncio.run(ingest(root=str(tmp_path), full=True))
        path = next((tmp_path / "workspace-meta" / "memory" / "captures").glob("*.md"))
        rows = mem.status()["captures"]
        assert rows < len(FACTS), rows  # the full re-index made multi-entry chunks of the capture file
        preview = mem.forget("dentist appointment")
        assert preview.items and all(i.text in FACTS for i in preview.items)
        done = mem.forget(ids=[i.id for i in preview.items], confirm=True)
        assert done.removed == len(preview.items) and done.items == preview.items
        assert _texts(path) == [t for t in FACTS if t not in {i.text for i in preview.items}]
