from __future__ import annotations

from pathlib import Path

from memspark.config import WorkspaceConfig
from memspark.ingest import SkipReason, build_batches, plan_changes, snapshot_files
from memspark.workspace import Workspace


def _ws(tmp_path: Path, files: dict[str, bytes]) -> Workspace:
    for rel, data in files.items():
        p = tmp_path / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
    return Workspace(WorkspaceConfig(max_file_bytes=1000), tmp_path)


def test_plan_added_changed_unchanged_deleted(tmp_path: Path) -> None:
    ws = _ws(tmp_path, {"workspace-a/MEMORY.md": b"# a\n", "workspace-a/USER.md": b"# u\n",
                        "workspace-a/memory/2026-01-01.md": b"# d\n"})
    snaps = {s.key: s for s in snapshot_files(ws, ws.iter_files())}
    stored = {("a", "MEMORY.md"): snaps[("a", "MEMORY.md")].content_hash, ("a", "USER.md"): "old",
              ("a", "gone.md"): "x", ("b", "MEMORY.md"): "y"}
    rep = plan_changes(list(snaps.values()), stored, scope_agents={"a", "shared"})
    assert [s.key for s in rep.unchanged] == [("a", "MEMORY.md")]
    assert [s.key for s in rep.changed] == [("a", "USER.md")]
    assert [s.key for s in rep.added] == [("a", "memory/2026-01-01.md")]
    assert rep.deleted == [("a", "gone.md")]  # agent b is out of scope: untouched
    rep_all = plan_changes(list(snaps.values()), stored)
    assert ("b", "MEMORY.md") in rep_all.deleted


def test_bad_input_is_skipped_with_reason(tmp_path: Path) -> None:
    ws = _ws(tmp_path, {"workspace-a/bin.md": b"ab\x00cd", "workspace-a/latin.md": "caf\xe9".encode("latin-1"),
                        "workspace-a/big.md": b"x" * 2000, "workspace-a/empty.md": b"  \n",
                        "workspace-a/ok.md": b"# fine\n"})
    outside = tmp_path.parent / f"{tmp_path.name}-outside.md"
    outside.write_text("secret", encoding="utf-8")
    (tmp_path / "workspace-a" / "link.md").symlink_to(outside)
    snaps = {s.route.path: s for s in snapshot_files(ws, ws.iter_files())}
    assert snaps["bin.md"].skip is SkipReason.BINARY
    assert snaps["latin.md"].skip is SkipReason.INVALID_UTF8
    assert snaps["big.md"].skip is SkipReason.TOO_LARGE
    assert snaps["empty.md"].skip is SkipReason.EMPTY
    assert snaps["link.md"].skip is SkipReason.SYMLINK_OUTSIDE
    assert snaps["ok.md"].skip is None
    assert "re-save the file as UTF-8" in snaps["latin.md"].skip_line()
    stored = {("a", "latin.md"): "h1", ("a", "empty.md"): "h2"}
    rep = plan_changes(list(snaps.values()), stored)
    # an unreadable/invalid file keeps its rows (nothing lost); an emptied file's rows go
    assert rep.deleted == [("a", "empty.md")]
    assert len(rep.skipped) == 5 and [s.key for s in rep.added] == [("a", "ok.md")]


def test_route_change_changes_hash(tmp_path: Path) -> None:
    ws = _ws(tmp_path, {"workspace-a/memory/topic.md": b"# t\n"})
    h1 = snapshot_files(ws, ws.iter_files())[0].content_hash
    ws2 = Workspace(WorkspaceConfig(evergreen_globs=["memory/topic.md"]), tmp_path)
    h2 = snapshot_files(ws2, ws2.iter_files())[0].content_hash
    assert h1 != h2  # evergreen flip re-writes the rows


def test_build_batches() -> None:
    assert build_batches([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]
    assert build_batches([], 3) == []
