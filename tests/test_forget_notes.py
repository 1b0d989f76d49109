"""memory_forget works wherever a fact was written (issue 22, item 14): the matching list item,
paragraph or table row of the agent's own notes goes, with the same preview → confirm as captures.

Real files in a temp dir, the bundled MiniLM, real LanceDB, the write-through indexer, the real
CLI in a subprocess. Each test reads the bytes of the files before and after: a confirm removes
exactly the previewed lines and nothing else."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from memspark import Memory
from memspark.capture import CaptureService
from memspark.config import Config, load_config
from memspark.embed import EmbedQueue
from memspark.storage import LanceStore
from memspark.toolset import Toolset
from memspark.toolset.forget_notes import remove_lines, split_units
from memspark.toolset.indexer import index_paths
from memspark.workspace import Workspace

REPO = Path(__file__).resolve().parents[1]
DARK_MODE = "- Klein prefers dark mode in every editor and terminal."
DENTIST = "- The dentist appointment is on the 12th at 3pm at the Elm Street clinic."
SPARK_ROW = "| Spark | 18091 | embedding server |"
MEMORY_MD = ("# Memory\n\n## People\n\n" + DARK_MODE + "\n- Klein's partner Dana works at the observatory.\n"
             + DENTIST + "\n  Bring the insurance card.\n\n## Infra\n\n"
             "The staging database runs on db-staging.internal port 5433.\n")
DAILY_MD = ("# 2026-03-01\n\nStandup: the release moved to Friday because QA found two blockers.\n\n"
            "| host | port | role |\n|---|---|---|\n" + SPARK_ROW + "\n| vault | 8200 | secrets |\n\n"
            "Lunch with the design team; they want the new onboarding flow by April.\n")
SHARED_MD = "# Team knowledge\n\nThe wifi password for the office guest network is hunter22.\n"
FILES = {
    "workspace-meta/MEMORY.md": MEMORY_MD,
    "workspace-meta/memory/2026-03-01.md": DAILY_MD,
    "workspace-meta/USER.md": "# User\n\nKlein lives in Rotterdam and cycles to work.\n",
    "workspace-dev/MEMORY.md": "# Dev memory\n\n- Klein prefers dark mode in every editor and terminal.\n",
    "shared/knowledge/office.md": SHARED_MD,
}


def _write(root: Path) -> list[Path]:
    paths = []
    for rel, text in FILES.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(text.encode("utf-8"))
        paths.append(p)
    return paths


def _index(cfg: Config, queue: EmbedQueue, paths: list[Path]) -> None:
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
    index_paths(cfg, Workspace(cfg.workspace, cfg.root), store, queue, paths)


@pytest.fixture()
def cfg(tmp_path: Path, queue: EmbedQueue) -> Config:
    cfg = load_config(root=tmp_path, env={})
    _index(cfg, queue, _write(tmp_path))
    return cfg


def _tools(cfg: Config, queue: EmbedQueue, agent: str) -> Toolset:
    return Toolset(cfg, agent, capture=CaptureService.from_config(cfg, queue=queue), today=lambda: date(2026, 3, 2))


@pytest.fixture()
def meta(cfg: Config, queue: EmbedQueue) -> Iterator[Toolset]:
    t = _tools(cfg, queue, "meta")
    yield t
    t.close()


def _without(text: str, *lines: str) -> bytes:
    """``text`` with each whole line in ``lines`` taken out (exactly one occurrence each)."""
    for line in lines:
        assert text.count(line + "\n") == 1
        text = text.replace(line + "\n", "", 1)
    return text.encode("utf-8")


def _found(tools: Toolset, query: str) -> list[str]:
    return [r["snippet"] for r in tools.manager.search(query, min_score=0.0, max_results=20)]


def _notes(preview: dict) -> list[dict]:
    assert "error" not in preview, preview
    return [i for i in preview["wouldRemove"] if i["id"].startswith("note-")]


# ---- units (pure) ----------------------------------------------------------------------------------
def test_units_are_list_items_paragraphs_and_table_body_rows_never_headings() -> None:
    text = ("---\ntitle: notes\n---\n# Memory\r\n\r\n- Klein likes dark mode.\r\n  He uses it everywhere.\r\n"
            "  - a nested fact\r\n- Port 5433.\r\n\r\nA paragraph\r\non two lines.\r\n\r\n"
            "| k | v |\n|---|---|\n| a | 1 |\n| a | 1 |\n\n## Empty section\n")
    units = [(u.lines, u.text, u.ordinal) for u in split_units(text)]
    assert units == [((6, 7), "- Klein likes dark mode.\n  He uses it everywhere.", 0),
                     ((8,), "  - a nested fact", 0), ((9,), "- Port 5433.", 0),
                     ((11, 12), "A paragraph\non two lines.", 0),
                     ((16,), "| a | 1 |", 0), ((17,), "| a | 1 |", 1)]  # the same row twice: told apart
    # removal keeps every other byte: CRLF endings, blank lines, the front matter, a missing final newline
    assert remove_lines(text, (6, 7)) == text.replace("- Klein likes dark mode.\r\n  He uses it everywhere.\r\n", "")
    assert remove_lines("a\nb", (2,)) == "a\n" and remove_lines("a\r\nb\rc", (2,)) == "a\r\nc"


# ---- preview → confirm on MEMORY.md and a daily note -----------------------------------------------
def test_preview_then_confirm_removes_exactly_the_list_item_from_memory_md(cfg: Config, meta: Toolset) -> None:
    path = cfg.root / "workspace-meta" / "MEMORY.md"
    assert any(DARK_MODE[2:] in s for s in _found(meta, "which editor theme does Klein like"))
    preview = meta.call("memory_forget", {"query": "Klein's dark mode editor preference"})
    notes = _notes(preview)
    assert [(n["path"], n["startLine"], n["endLine"], n["text"]) for n in notes] == [("MEMORY.md", 5, 5, DARK_MODE)]
    assert not preview["confirmed"] and path.read_bytes() == MEMORY_MD.encode()  # a preview removes nothing

    done = meta.call("memory_forget", {"ids": [n["id"] for n in notes], "confirm": True})
    assert done == {"confirmed": True, "removed": 1, "items": notes}
    assert path.read_bytes() == _without(MEMORY_MD, DARK_MODE)  # every other byte as it was
    assert not any("dark mode" in s for s in _found(meta, "which editor theme does Klein like"))
    assert any("5433" in s for s in _found(meta, "staging database port"))  # the rest of the file still found
    dev = (cfg.root / "workspace-dev" / "MEMORY.md").read_text()
    assert DARK_MODE in dev  # the same words in another agent's file are not this agent's to forget


def test_a_list_item_goes_with_its_continuation_lines(cfg: Config, meta: Toolset) -> None:
    path = cfg.root / "workspace-meta" / "MEMORY.md"
    notes = _notes(meta.call("memory_forget", {"query": "dentist appointment"}))
    assert [n["text"] for n in notes] == [DENTIST + "\n  Bring the insurance card."]
    meta.call("memory_forget", {"ids": [notes[0]["id"]], "confirm": True})
    assert path.read_bytes() == _without(MEMORY_MD, DENTIST, "  Bring the insurance card.")


def test_a_table_row_of_a_daily_note_is_forgotten_and_the_table_kept(cfg: Config, meta: Toolset) -> None:
    path = cfg.root / "workspace-meta" / "memory" / "2026-03-01.md"
    preview = meta.call("memory_forget", {"query": "Spark embedding server port"})
    notes = _notes(preview)
    assert [(n["path"], n["text"]) for n in notes] == [("memory/2026-03-01.md", SPARK_ROW)]
    done = meta.call("memory_forget", {"ids": [notes[0]["id"]], "confirm": True})
    assert done["removed"] == 1 and done["items"] == notes
    assert path.read_bytes() == _without(DAILY_MD, SPARK_ROW)  # header, delimiter and the other row stay
    assert not any("18091" in s for s in _found(meta, "Spark embedding server port"))
    assert any("8200" in s for s in _found(meta, "vault secrets port"))


def test_query_and_confirm_without_ids_never_edits_a_note(cfg: Config, meta: Toolset) -> None:
    path = cfg.root / "workspace-meta" / "MEMORY.md"
    out = meta.call("memory_forget", {"query": "dentist appointment", "confirm": True})
    assert out["confirmed"] and out["removed"] == 0 and path.read_bytes() == MEMORY_MD.encode()
    assert [r["path"] for r in out["notRemovable"]] == ["MEMORY.md"] and "ids" in out["notRemovable"][0]["reason"]


# ---- the file changed between preview and confirm --------------------------------------------------
def test_a_unit_edited_after_the_preview_is_refused_and_nothing_is_written(cfg: Config, meta: Toolset) -> None:
    path = cfg.root / "workspace-meta" / "MEMORY.md"
    dentist = _notes(meta.call("memory_forget", {"query": "dentist appointment"}))
    dark = _notes(meta.call("memory_forget", {"query": "Klein's dark mode editor preference"}))
    edited = MEMORY_MD.replace("12th at 3pm", "14th at 10am")
    path.write_text(edited, encoding="utf-8")  # the user moved the appointment after the preview
    out = meta.call("memory_forget", {"ids": [dark[0]["id"], dentist[0]["id"]], "confirm": True})
    assert out["results"] == [] and out["error"].startswith("forget_conflict") and dentist[0]["id"] in out["error"]
    assert "preview" in out["action"]
    assert path.read_bytes() == edited.encode()  # all or nothing: the unchanged item is still there too


def test_lines_that_moved_after_the_preview_are_found_by_their_text(cfg: Config, meta: Toolset) -> None:
    path = cfg.root / "workspace-meta" / "MEMORY.md"
    notes = _notes(meta.call("memory_forget", {"query": "Klein's dark mode editor preference"}))
    moved = MEMORY_MD.replace("## People\n", "## People\n\nAdded later: Klein visited Lisbon in May.\n")
    path.write_text(moved, encoding="utf-8")  # not re-indexed: the index still has the old line numbers
    again = _notes(meta.call("memory_forget", {"query": "Klein's dark mode editor preference"}))
    assert [(n["id"], n["startLine"]) for n in again] == [(notes[0]["id"], notes[0]["startLine"] + 2)]
    done = meta.call("memory_forget", {"ids": [notes[0]["id"]], "confirm": True})
    assert done["removed"] == 1 and done["items"][0]["startLine"] == notes[0]["startLine"] + 2  # where it was now
    assert path.read_bytes() == _without(moved, DARK_MODE)


# ---- not the agent's to edit ------------------------------------------------------------------------
def test_a_shared_note_match_is_named_but_never_removed(cfg: Config, meta: Toolset, queue: EmbedQueue) -> None:
    shared = cfg.root / "shared" / "knowledge" / "office.md"
    preview = meta.call("memory_forget", {"query": "office wifi password"})
    assert _notes(preview) == []
    refused = preview["notRemovable"]
    assert [(r["path"], r["pool"]) for r in refused] == [("shared/knowledge/office.md", "shared_knowledge")]
    assert "shared" in refused[0]["reason"]
    made_up = "note-" + "0" * 32  # an id no preview of this agent listed
    out = meta.call("memory_forget", {"ids": [made_up], "confirm": True})
    assert out["error"].startswith("forget_conflict")
    assert shared.read_bytes() == SHARED_MD.encode() and any("hunter22" in s for s in _found(meta, "wifi password"))
    dev = _tools(cfg, queue, "dev")
    try:  # another agent cannot use meta's ids either
        ids = [n["id"] for n in _notes(meta.call("memory_forget", {"query": "dentist appointment"}))]
        assert dev.call("memory_forget", {"ids": ids, "confirm": True})["error"].startswith("forget_conflict")
    finally:
        dev.close()
    assert (cfg.root / "workspace-meta" / "MEMORY.md").read_bytes() == MEMORY_MD.encode()


def test_a_hard_linked_note_is_listed_as_not_removable(cfg: Config, meta: Toolset, queue: EmbedQueue) -> None:
    own = cfg.root / "workspace-meta" / "USER.md"
    os.link(own, cfg.root / "workspace-dev" / "USER.md")  # the same bytes under another agent's name
    preview = meta.call("memory_forget", {"query": "where does Klein live"})
    assert _notes(preview) == [] and "hard links" in preview["notRemovable"][0]["reason"]
    assert own.read_text() == FILES["workspace-meta/USER.md"]


# ---- the Python API and the CLI ---------------------------------------------------------------------
def test_memory_forget_api_removes_a_note_line(tmp_path: Path, queue: EmbedQueue) -> None:
    paths = _write(tmp_path)
    with Memory(tmp_path, agent="meta") as mem:
        _index(mem.config, queue, paths)
        preview = mem.forget("Klein's dark mode editor preference")
        assert [(i.path, i.start_line, i.end_line, i.text) for i in preview.items] == [("MEMORY.md", 5, 5, DARK_MODE)]
        done = mem.forget(ids=[i.id for i in preview.items], confirm=True)
        assert done.confirmed and done.removed == 1 and done.items == preview.items
        assert (tmp_path / "workspace-meta" / "MEMORY.md").read_bytes() == _without(MEMORY_MD, DARK_MODE)
        assert not any("dark mode" in h.text for h in mem.search("Klein editor theme", min_score=0.0))
        wifi = mem.forget("office wifi password")
        assert wifi.items == () and [r.path for r in wifi.not_removable] == ["shared/knowledge/office.md"]


@pytest.mark.slow
def test_memspark_tool_memory_forget_removes_a_note_line(tmp_path: Path, queue: EmbedQueue) -> None:
    root, data = tmp_path / "ws", tmp_path / "data"
    paths = _write(root)
    _index(load_config(root=root, data_dir=data, env={}), queue, paths)
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    env.pop("MEMSPARK_CONFIG", None)

    def tool(params: dict) -> dict:
        res = subprocess.run([sys.executable, "-m", "memspark.cli", "--root", str(root), "--data-dir", str(data),
                              "tool", "memory_forget", "--agent", "meta", "--params", json.dumps(params)],
                             capture_output=True, text=True, env=env, timeout=300)
        assert res.returncode == 0, res.stderr[-3000:]
        return json.loads(res.stdout)

    notes = _notes(tool({"query": "Spark embedding server port"}))
    assert [n["text"] for n in notes] == [SPARK_ROW]
    done = tool({"ids": [notes[0]["id"]], "confirm": True})
    assert done["confirmed"] and done["items"] == notes
    assert (root / "workspace-meta" / "memory" / "2026-03-01.md").read_bytes() == _without(DAILY_MD, SPARK_ROW)
