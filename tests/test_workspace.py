from __future__ import annotations

import os
from pathlib import Path

import pytest

from memspark.config import WorkspaceConfig
from memspark.errors import ScopeMismatchError, WorkspaceError
from memspark.workspace import Workspace, date_from_name


def _touch(root: Path, rel: str, text: str = "# x\n\nhello\n") -> Path:
    p = root / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")
    return p


@pytest.fixture()
def ws(tmp_path: Path) -> Workspace:
    for rel in ["workspace-meta/MEMORY.md", "workspace-meta/USER.md", "workspace-meta/TOOLS.md",
                "workspace-meta/MISTAKES.md", "workspace-meta/notes.txt", "workspace-meta/memory/2026-03-01.md",
                "workspace-meta/memory/2026-03.md", "workspace-meta/memory/infrastructure.md",
                "workspace-meta/memory/session-notes.md", "workspace-meta/mistakes/lance.md",
                "workspace-meta/other/ignored.md", "workspace-dev/MEMORY.md",
                "shared/knowledge/bluebubbles.md", "shared/mistakes/arrow.md", "shared/rules/prefs.json",
                "shared/rules/profile.md", "shared/knowledge/image.png", "reference/openclaw/cron.md",
                "reference/snippets/restart.py", "agents/meta/sessions/s1.jsonl"]:
        _touch(tmp_path, rel)
    return Workspace(WorkspaceConfig(), tmp_path)


def test_agents_discovered(ws: Workspace) -> None:
    assert ws.agents() == ["dev", "meta"]


def test_routing_table(ws: Workspace) -> None:
    r = {(x.agent_id, x.path): x for x in (ws.route(p) for p in ws.iter_files()) if x}
    assert r[("meta", "MEMORY.md")].pool == "agent_memory"
    assert r[("meta", "TOOLS.md")].pool == "agent_tools"
    assert r[("meta", "MISTAKES.md")].pool == "agent_mistakes"
    assert r[("meta", "mistakes/lance.md")].pool == "agent_mistakes"
    assert r[("meta", "notes.txt")].content_type == "text"
    assert r[("shared", "shared/knowledge/bluebubbles.md")].pool == "shared_knowledge"
    assert r[("shared", "shared/mistakes/arrow.md")].pool == "shared_mistakes"
    assert r[("shared", "shared/rules/prefs.json")].content_type == "rules"
    assert r[("shared", "shared/rules/profile.md")].pool == "shared_rules"
    assert r[("shared", "reference/openclaw/cron.md")].pool == "reference_library"
    assert r[("shared", "reference/snippets/restart.py")].pool == "reference_code"
    assert ("meta", "other/ignored.md") not in r  # only memory/ and mistakes/ subfolders belong to an agent
    assert not any(k[1].endswith(".png") for k in r)
    assert not any(k[1].startswith("sessions/") for k in r)  # index_sessions off by default
    # two agents' MEMORY.md are distinct keys
    assert ("dev", "MEMORY.md") in r and ("meta", "MEMORY.md") in r


def test_sessions_when_enabled(tmp_path: Path, ws: Workspace) -> None:
    ws2 = Workspace(WorkspaceConfig(index_sessions=True), ws.root)
    routes = [ws2.route(p) for p in ws2.iter_files(["meta"])]
    sess = [r for r in routes if r and r.source == "sessions"]
    assert [(s.agent_id, s.path, s.content_type) for s in sess] == [("meta", "sessions/s1.jsonl", "session")]


def test_dates_and_evergreen(ws: Workspace) -> None:
    r = {x.path: x for x in (ws.route(p) for p in ws.iter_files(["meta"])) if x}
    assert r["memory/2026-03-01.md"].name_date == "2026-03-01" and not r["memory/2026-03-01.md"].evergreen
    assert r["memory/2026-03.md"].name_date == "2026-03-01"
    assert r["MEMORY.md"].evergreen and r["memory/infrastructure.md"].evergreen
    assert not r["memory/session-notes.md"].evergreen and r["memory/session-notes.md"].name_date is None
    mtime = os.stat(r["memory/session-notes.md"].abs_path).st_mtime
    assert r["memory/session-notes.md"].doc_date(mtime) >= "2026-01-01"
    assert date_from_name("2026-13-45.md") is None and date_from_name("notes.md") is None


def test_resolve_refuses_traversal_and_other_agents(ws: Workspace) -> None:
    assert ws.resolve("MEMORY.md", "meta").abs_path == ws.root / "workspace-meta" / "MEMORY.md"
    assert ws.resolve("shared/knowledge/bluebubbles.md", "dev").agent_id == "shared"
    with pytest.raises(ScopeMismatchError):
        ws.resolve("../workspace-dev/MEMORY.md", "meta")
    with pytest.raises(ScopeMismatchError):
        ws.resolve("workspace-dev/MEMORY.md", "meta")
    with pytest.raises(ScopeMismatchError):
        ws.resolve("/etc/passwd", "meta")
    with pytest.raises(WorkspaceError):
        ws.resolve("other/ignored.md", "meta")


def test_missing_root_is_clear(tmp_path: Path) -> None:
    with pytest.raises(WorkspaceError, match="root not found") as info:
        Workspace(WorkspaceConfig(), tmp_path / "nope")
    assert "--root" in info.value.action


def test_reference_paths_from_config(tmp_path: Path) -> None:
    ext = tmp_path / "docs"
    _touch(ext, "guide.md")
    root = tmp_path / "root"
    root.mkdir()
    ws = Workspace(WorkspaceConfig(reference_paths=[str(ext)]), root)
    routes = [ws.route(p) for p in ws.iter_files([])]
    assert [(r.path, r.pool) for r in routes if r] == [("@docs/guide.md", "reference_library")]
