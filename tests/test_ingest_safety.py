"""Data safety of the write side, on the real flow: links never carry memory across agents, one poisoned
file never stops a run, and the stored hash is the hash of the bytes that were chunked."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from memspark.config import load_config
from memspark.errors import ScopeMismatchError
from memspark.ingest import SkipReason
from memspark.storage.types import SearchOptions
from memspark.workspace import Workspace
from tests.test_ingest_flow import run_ingest, store_for, write

pytestmark = pytest.mark.usefixtures("prefect_harness")


def texts_of(data_dir: Path, agent: str) -> str:
    """Every stored text of ``agent`` (a full scan: nothing may hide from it)."""
    rows = store_for(data_dir).table_handle().to_arrow().to_pylist()
    return "\n".join(r["text"] for r in rows if r["agent_id"] == agent)


@pytest.fixture()
def linked(tmp_path: Path) -> Path:
    """Agent b's tree holds links to agent a's private file, a's memory folder, and a folder outside."""
    root = tmp_path / "ws"
    write(root, "workspace-a/MEMORY.md", "# A\n\nThe vault passphrase is alpha-orchid-secret.\n")
    write(root, "workspace-a/memory/2026-01-02.md", "# Day\n\nAgent a met the auditor about zebra-ledger.\n")
    write(root, "workspace-b/MEMORY.md", "# B\n\nAgent b keeps notes about gardening.\n")
    outside = tmp_path / "outside"
    write(outside, "leak.md", "# Outside\n\nThe outside-marmot-secret lives here.\n")
    (root / "workspace-b" / "memory").mkdir(parents=True)
    (root / "workspace-b/memory/link.md").symlink_to(Path("../../workspace-a/MEMORY.md"))
    (root / "workspace-b/memory/a-days").symlink_to(Path("../../workspace-a/memory"), target_is_directory=True)
    (root / "workspace-b/memory/own.md").symlink_to(Path("../MEMORY.md"))  # b's own file: allowed
    (root / "workspace-b/mistakes").symlink_to(outside, target_is_directory=True)
    (root / "workspace-b/outside.md").symlink_to(outside / "leak.md")
    return root


def test_links_never_carry_memory_across_agents(linked: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    out = run_ingest(linked, data)
    reasons = {(s.agent, s.path): s.reason for s in out.skipped_files}
    assert reasons == {
        ("b", "memory/link.md"): SkipReason.SYMLINK_FOREIGN.value,
        ("b", "memory/a-days/"): SkipReason.SYMLINK_DIR.value,
        ("b", "mistakes/"): SkipReason.SYMLINK_OUTSIDE.value,
        ("b", "outside.md"): SkipReason.SYMLINK_OUTSIDE.value,
    }
    b_text = texts_of(data, "b")
    assert "gardening" in b_text  # b's own file, also through its own link
    assert {p.path for p in store_for(data).list_paths("b")} == {"MEMORY.md", "memory/own.md"}
    for secret in ("alpha-orchid", "zebra-ledger", "outside-marmot"):
        assert secret not in b_text
    assert "alpha-orchid" in texts_of(data, "a")  # indexed for its owner, where it lives
    assert not store_for(data).fts_search("passphrase", SearchOptions(agent_id="b"))

    # memory_get applies the same rule
    ws = Workspace(load_config(root=linked).workspace, linked)
    for path in ("memory/link.md", "outside.md", "mistakes/leak.md", "memory/a-days/2026-01-02.md"):
        with pytest.raises(ScopeMismatchError):
            ws.resolve(path, "b")
    assert ws.resolve("memory/own.md", "b").agent_id == "b"


def test_rows_that_leaked_through_a_link_are_removed(linked: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    follow = {"workspace": {"follow_symlinks_outside_root": True}}
    first = run_ingest(linked, data, overrides=follow)
    assert "outside-marmot" in texts_of(data, "b")  # configured: the linking agent owns the outside folder
    assert ("b", "mistakes/leak.md") not in {(s.agent, s.path) for s in first.skipped_files}
    second = run_ingest(linked, data)
    assert second.deleted >= 2 and "outside-marmot" not in texts_of(data, "b")


def test_a_poisoned_file_is_one_skip_line_and_the_run_completes(tmp_path: Path) -> None:
    root, data = tmp_path / "ws", tmp_path / "data"
    for i in range(10):
        write(root, f"workspace-a/memory/topic-{i}.md", f"# Topic {i}\n\nOriginal note number {i}.\n")
    for i in range(5):
        write(root, f"workspace-a/memory/old-{i}.md", f"# Old {i}\n\nObsolete note {i}.\n")
    first = run_ingest(root, data)
    assert first.added == 15
    for i in range(10):
        write(root, f"workspace-a/memory/topic-{i}.md", f"# Topic {i}\n\nRevised note kiwi-{i}.\n")
    for i in range(5):
        (root / f"workspace-a/memory/old-{i}.md").unlink()
    write(root, "shared/rules/poison.json", "[" * 1000 + "]" * 1000)
    out = run_ingest(root, data)
    assert out.changed == 10 and out.deleted == 5 and out.added == 0
    [skip] = out.skipped_files
    assert skip.path == "shared/rules/poison.json" and "RecursionError" in skip.line
    st = store_for(data)
    paths = {p.path for p in st.list_paths("a")}
    assert paths == {f"memory/topic-{i}.md" for i in range(10)}
    assert len(st.fts_search("kiwi", SearchOptions(agent_id="a", max_results=20))) == 10


def test_the_stored_hash_is_the_hash_of_what_was_chunked(tmp_path: Path) -> None:
    """Edit a file between the planner's snapshot and the chunk task, undo the edit: no stale rows."""
    from flows.ingest import chunk_files, detect_changes, embed_chunks, upsert_files

    root, data = tmp_path / "ws", tmp_path / "data"
    original = "# Plan\n\nThe launch is on Tuesday.\n"
    f = write(root, "workspace-a/memory/plan.md", original)
    cfg = load_config(root=root, data_dir=data)
    report = detect_changes.fn(cfg, None, None)  # snapshot: hash of the original bytes
    f.write_text("# Plan\n\nThe launch moved to Friday.\n", encoding="utf-8")  # edited mid-run
    prepared, failed, rest = chunk_files.fn(cfg, report.to_index)
    assert not failed and not rest
    embedded = embed_chunks.fn(cfg, prepared)
    assert not embedded.failed
    from flows.ingest import embed_queue_for

    q = embed_queue_for(cfg)
    upsert_files.fn(cfg, embedded.files, embedded.vectors, q.identity, q.provider.dims)
    f.write_text(original, encoding="utf-8")  # the edit is undone
    out = run_ingest(root, data)
    assert out.changed == 1  # the stored hash was of the Friday bytes, so the original is re-indexed
    stored = texts_of(data, "a")
    assert "Tuesday" in stored and "Friday" not in stored


def test_a_file_deleted_mid_run_is_reported_as_disappeared(tmp_path: Path) -> None:
    from flows.ingest import chunk_files, detect_changes

    root, data = tmp_path / "ws", tmp_path / "data"
    f = write(root, "workspace-a/memory/gone.md", "# Gone\n\nSoon deleted.\n")
    write(root, "workspace-a/memory/kept.md", "# Kept\n\nStays.\n")
    cfg = load_config(root=root, data_dir=data)
    report = detect_changes.fn(cfg, None, None)
    os.unlink(f)
    prepared, failed, _ = chunk_files.fn(cfg, report.to_index)
    assert [pf.path for pf in prepared] == ["memory/kept.md"]
    [gone] = failed
    assert "disappeared" in gone.reason and "permission" not in gone.action


# ---- hard links, FIFOs and sockets on the real flow and every read surface (issue 19, items 2-4) ----------
def _surfaces(root: Path, data: Path, agent: str, query: str, path: str) -> dict[str, str]:
    """What ``agent`` gets back on every read surface: search, the recall block, memory_get and MCP."""
    import asyncio
    import json

    from memspark.mcp_server import build_server
    from memspark.recall.hook import before_prompt_build
    from memspark.recall.manager import MemorySparkManager
    from memspark.toolset.search import memory_get, memory_search

    cfg = load_config(root=root, data_dir=data)
    out: dict[str, str] = {}
    with MemorySparkManager(cfg, agent) as mgr:
        out["search"] = json.dumps(memory_search(mgr, {"query": query, "minScore": 0.0, "maxResults": 20}))
        out["recall"] = before_prompt_build(mgr, prompt=query).get("prependContext", "")
        out["get"] = json.dumps(memory_get(mgr, {"path": path}))

    async def mcp() -> str:
        server = build_server(cfg, agent)
        try:
            got = [await server.call_tool("memory_get", {"path": path}),
                   await server.call_tool("memory_search", {"query": query, "minScore": 0.0})]
            return json.dumps([r.model_dump(mode="json") for r in got])
        finally:
            server._memspark_tools.close()

    out["mcp"] = asyncio.run(mcp())
    return out


def test_hard_links_fifos_and_sockets_on_the_real_flow(tmp_path: Path) -> None:
    import socket

    root, data = tmp_path / "ws", tmp_path / "data"
    write(root, "workspace-alice/MEMORY.md", "# Alice\n\nAlice keeps notes about tea.\n")
    write(root, "workspace-alice/memory/x.md", "# X\n\nAlice's own x note about sencha.\n")
    write(root, "workspace-bob/memory/secret.md", "# Bob\n\nThe bob-vault code is heron-4471.\n")
    for i in range(6):
        write(root, f"workspace-alice/memory/note-{i}.md", f"# Note {i}\n\nAlice note number {i}.\n")
    first = run_ingest(root, data)
    assert first.added == 9 and "sencha" in texts_of(data, "alice")

    # alice's x.md becomes a second name of bob's secret; a FIFO, a socket and a rules FIFO appear
    (root / "workspace-alice/memory/x.md").unlink()
    os.link(root / "workspace-bob/memory/secret.md", root / "workspace-alice/memory/x.md")
    os.mkfifo(root / "workspace-alice/memory/pipe.md")
    (root / "shared/rules").mkdir(parents=True)
    os.mkfifo(root / "shared/rules/pipe.json")
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.bind(str(root / "workspace-alice/memory/sock.md"))
    try:
        second = run_ingest(root, data)
    finally:
        sock.close()
    reasons = {(s.agent, s.path): s.reason for s in second.skipped_files}
    assert reasons == {
        ("alice", "memory/x.md"): SkipReason.HARDLINK_FOREIGN.value,
        ("bob", "memory/secret.md"): SkipReason.HARDLINK_FOREIGN.value,
        ("alice", "memory/pipe.md"): SkipReason.NOT_REGULAR.value,
        ("alice", "memory/sock.md"): SkipReason.NOT_REGULAR.value,
        ("shared", "shared/rules/pipe.json"): SkipReason.NOT_REGULAR.value,
    }
    lines = {s.path: s.line for s in second.skipped_files}
    assert "workspace-bob/memory/secret.md" in lines["memory/x.md"] and "(FIFO)" in lines["memory/pipe.md"]
    assert "(socket)" in lines["memory/sock.md"]
    assert second.deleted == 2  # alice's old x.md rows, and bob's file that alice can now write through
    alice = texts_of(data, "alice")
    assert "heron" not in alice and "sencha" not in alice and "note number 5" in alice
    paths = {p.path for p in store_for(data).list_paths("alice")}
    assert paths == {"MEMORY.md"} | {f"memory/note-{i}.md" for i in range(6)}

    seen = _surfaces(root, data, "alice", "What is the bob-vault code?", "memory/x.md")
    for surface, text in seen.items():
        assert "heron" not in text, surface
    assert "SCOPE_MISMATCH" in seen["get"] and "hard link" in seen["get"]
