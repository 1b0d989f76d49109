"""Writers never write through a link (issue 19, item 2, the write side).

Real hard links, symlinks and FIFOs in tmp dirs, the real tools on a real LanceDB table and the
bundled model. The rule: every workspace writer replaces a file by rename (temp + fsync +
``os.replace``), so the other name of a hard link never changes; and a file that is a symlink or has
more than one hard link is refused (never read to be extended, never written), so another agent's
text is never copied into this agent's file either."""

from __future__ import annotations

import os
import stat
import threading
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from memspark.capture import CaptureService
from memspark.config import Config, load_config
from memspark.embed import EmbedQueue
from memspark.errors import LinkedFileError, WorkspaceWriteError
from memspark.filewrite import create_text, read_own_text, replace_text
from memspark.ops.init import init_workspace
from memspark.toolset import Toolset
from memspark.toolset.notes import RULES_JSON

TODAY = date(2026, 3, 2)
BOB_MEMORY = "# Bob\n\nBob's bank PIN hint: the year his dog was born, 2011.\n"
BOB_CAPTURES = ("# Captures 2026-03-01\n\n<!-- capture category=fact confidence=0.90 role=user "
                "captured=2026-03-01T10:00:00Z seen=2026-03-01T10:00:00Z -->\nBob's locker code is 4471.\n")


# ---- the seam itself ---------------------------------------------------------------------------------
def test_replace_breaks_no_link_and_refuses_linked_files(tmp_path: Path) -> None:
    bob, alice = tmp_path / "bob.md", tmp_path / "alice.md"
    bob.write_text(BOB_MEMORY)
    os.link(bob, alice)
    with pytest.raises(LinkedFileError) as info:
        replace_text(alice, "alice's own text\n")
    assert "2 hard links" in info.value.message and "rm" in info.value.action
    with pytest.raises(LinkedFileError):
        read_own_text(alice)  # extending it would copy bob's text
    assert bob.read_text() == BOB_MEMORY and alice.stat().st_ino == bob.stat().st_ino
    alice.unlink()
    alice.symlink_to(bob)
    for call in (lambda: replace_text(alice, "x\n"), lambda: read_own_text(alice)):
        with pytest.raises(LinkedFileError):
            call()
    assert bob.read_text() == BOB_MEMORY and alice.is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["alice.md", "bob.md"]  # no temp file left behind


def test_replace_keeps_the_mode_and_a_folder_link_is_refused(tmp_path: Path) -> None:
    own = tmp_path / "own.md"
    own.write_text("old\n")
    own.chmod(0o640)
    replace_text(own, "new\n")
    assert own.read_text() == "new\n" and stat.S_IMODE(own.stat().st_mode) == 0o640
    real, link = tmp_path / "bob-folder", tmp_path / "linked-folder"
    real.mkdir()
    link.symlink_to(real, target_is_directory=True)
    with pytest.raises(LinkedFileError):
        replace_text(link / "x.md", "through the folder link\n")
    with pytest.raises(LinkedFileError):
        read_own_text(link / "x.md")
    assert list(real.iterdir()) == []


def test_a_fifo_is_refused_at_once_never_opened_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.md"
    os.mkfifo(fifo)
    outcome: list[BaseException | str | None] = []

    def read() -> None:
        try:
            outcome.append(read_own_text(fifo))
        except BaseException as exc:  # noqa: BLE001 - asserted below
            outcome.append(exc)

    t = threading.Thread(target=read, daemon=True)
    t.start()
    t.join(timeout=30)  # a blocking open of a FIFO with no writer would never return
    assert not t.is_alive() and isinstance(outcome[0], WorkspaceWriteError) and "FIFO" in str(outcome[0])
    with pytest.raises(WorkspaceWriteError):
        replace_text(fifo, "x\n")
    assert stat.S_ISFIFO(fifo.lstat().st_mode)


def test_create_never_takes_a_name_that_exists_even_as_a_dangling_link(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "bob-new.md"
    target.parent.mkdir()
    dangling = tmp_path / "mine.md"
    dangling.symlink_to(target)
    with pytest.raises(FileExistsError):
        create_text(dangling, "must not appear at the target\n")
    assert not target.exists()
    create_text(tmp_path / "fresh.md", "hello\n")
    assert (tmp_path / "fresh.md").read_text() == "hello\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["elsewhere", "fresh.md", "mine.md"]


# ---- the tools, end to end ----------------------------------------------------------------------------
@pytest.fixture()
def cfg(tmp_path: Path) -> Config:
    for agent in ("alice", "bob"):
        (tmp_path / f"workspace-{agent}" / "memory" / "captures").mkdir(parents=True)
    (tmp_path / "workspace-bob" / "MEMORY.md").write_text(BOB_MEMORY)
    (tmp_path / "workspace-bob" / "memory" / "captures" / "2026-03-01.md").write_text(BOB_CAPTURES)
    return load_config(root=tmp_path, env={})


@pytest.fixture()
def alice(cfg: Config, queue: EmbedQueue) -> Iterator[Toolset]:
    tools = Toolset(cfg, "alice", capture=CaptureService.from_config(cfg, queue=queue), today=lambda: TODAY)
    yield tools
    tools.close()


def _capture_days() -> list[str]:
    now = datetime.now(UTC)  # memory_store writes today's (UTC) file; cover a midnight between the calls
    return sorted({(now + timedelta(hours=h)).date().isoformat() for h in (-1, 0, 1)})


def _bytes(paths: list[Path]) -> list[bytes]:
    return [p.read_bytes() for p in paths]


@pytest.mark.parametrize("bob_file", ["workspace-bob/MEMORY.md", "workspace-bob/memory/captures/2026-03-01.md"])
def test_memory_store_into_a_capture_file_hard_linked_to_bobs_file(cfg: Config, alice: Toolset, bob_file: str) -> None:
    root = cfg.root
    bob = root / bob_file
    before = bob.read_bytes()
    links = [root / "workspace-alice" / "memory" / "captures" / f"{day}.md" for day in _capture_days()]
    for link in links:
        os.link(bob, link)
    out = alice.call("memory_store", {"text": "Alice keeps her climbing gear in the blue locker."})
    assert out["results"] == [] and "SCOPE_MISMATCH" in out["error"] and "hard links" in out["error"]
    assert "rm" in out["action"]
    assert bob.read_bytes() == before and bob.stat().st_nlink == 1 + len(links)  # untouched, links intact
    assert all(link.stat().st_ino == bob.stat().st_ino for link in links)  # nothing of bob's copied anywhere
    assert alice.writer_store.list_paths("alice") == []  # no row of alice's holds anything


def test_bob_linking_alices_capture_file_sees_none_of_her_later_writes(cfg: Config, alice: Toolset) -> None:
    first = alice.call("memory_store", {"text": "Alice's gym membership renews every March."})
    assert first["stored"], first
    own = cfg.root / "workspace-alice" / first["path"]
    spy = cfg.root / "workspace-bob" / "memory" / "spy.md"
    os.link(own, spy)
    seen = spy.read_bytes()
    for name, params in [("memory_store", {"text": "Alice's new passport number ends in 7781."}),
                         ("memory_forget", {"ids": [first["id"]], "confirm": True})]:
        out = alice.call(name, params)
        assert out.get("results") == [] and "hard links" in out["error"], (name, out)
    assert spy.read_bytes() == seen and b"7781" not in spy.read_bytes()
    assert own.read_bytes() == seen  # refused, not rewritten: her entry is still there, in her file


@pytest.mark.parametrize("linked", ["file", "folder"])
def test_memory_store_through_a_symlinked_capture_file_or_folder_is_refused(cfg: Config, alice: Toolset,
                                                                            linked: str) -> None:
    bob_folder = cfg.root / "workspace-bob" / "memory" / "captures"
    bob = bob_folder / "2026-03-01.md"
    for day in _capture_days():
        os.link(bob, bob_folder / f"{day}.md")  # bob's text under the names alice would read today
    own_folder = cfg.root / "workspace-alice" / "memory" / "captures"
    if linked == "folder":
        own_folder.rmdir()
        own_folder.symlink_to(bob_folder, target_is_directory=True)
    else:
        for day in _capture_days():
            (own_folder / f"{day}.md").symlink_to(bob_folder / f"{day}.md")
    listing = sorted(p.name for p in bob_folder.iterdir())
    out = alice.call("memory_store", {"text": "Bob's locker code is 4471."})  # an exact repeat of bob's entry
    assert out["results"] == [] and "SCOPE_MISMATCH" in out["error"]
    assert bob.read_text() == BOB_CAPTURES and sorted(p.name for p in bob_folder.iterdir()) == listing


@pytest.mark.parametrize(("scope", "rel", "bob_rel"),
                         [("agent", "workspace-alice/memory/rules.md", "workspace-bob/MEMORY.md"),
                          ("global", RULES_JSON, "workspace-bob/prefs.json")])
def test_rules_store_refuses_a_hard_linked_rules_file(cfg: Config, alice: Toolset, scope: str, rel: str,
                                                      bob_rel: str) -> None:
    bob = cfg.root / bob_rel
    if bob.suffix == ".json":  # a file the rules writer could extend: it must not copy it into the shared file
        bob.write_text('{"rules": [{"rule": "Bob\'s private rule: the vault key is under the desk."}]}\n')
    before = bob.read_bytes()
    target = cfg.root / rel
    target.parent.mkdir(parents=True, exist_ok=True)
    os.link(bob, target)
    out = alice.call("memory_rules_store", {"rule": "Always answer alice in French.", "scope": scope})
    assert out["results"] == [] and "hard links" in out["error"], out
    assert bob.read_bytes() == before and target.stat().st_ino == bob.stat().st_ino  # bob's text not copied


def test_mistakes_store_never_follows_a_dangling_link_into_bobs_tree(cfg: Config, alice: Toolset) -> None:
    folder = cfg.root / "workspace-alice" / "mistakes"
    folder.mkdir()
    planted = cfg.root / "workspace-bob" / "mistakes-planted.md"
    (folder / f"{TODAY.isoformat()}-pushed-to-main-without-review.md").symlink_to(planted)
    out = alice.call("memory_mistakes_store", {"description": "Pushed to main without review."})
    assert out["stored"] and out["path"].endswith("-pushed-to-main-without-review-2.md"), out
    assert not planted.exists()
    assert "Pushed to main" in (cfg.root / "workspace-alice" / out["path"]).read_text()


def test_init_keeps_a_link_and_never_writes_through_it(tmp_path: Path) -> None:
    root, outside = tmp_path / "agents", tmp_path / "outside.md"
    (root / "workspace-meta").mkdir(parents=True)
    (root / "workspace-meta" / "MEMORY.md").symlink_to(outside)  # dangling
    report = init_workspace(root, ("meta",))
    assert "workspace-meta/MEMORY.md" in report.kept and not outside.exists()
    assert (root / "workspace-meta" / "USER.md").is_file()


def test_a_capture_file_of_her_own_still_works(cfg: Config, alice: Toolset) -> None:
    a = alice.call("memory_store", {"text": "Alice's standup is at 9:30 every weekday."})
    b = alice.call("memory_store", {"text": "Alice's team uses Linear for issue tracking."})
    path = cfg.root / "workspace-alice" / a["path"]
    assert a["stored"] and b["stored"] and path.stat().st_nlink == 1
    text = path.read_text()
    assert "9:30" in text and "Linear" in text
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temp files left
