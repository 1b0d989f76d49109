"""Read-side file identity on real files: what the scan and memory_get read is a regular file of the agent.

Real hard links, FIFOs, Unix sockets, symlink loops, a real flipping process racing memory_get, and real
unreadable folders in a child process that dropped root (root reads through mode 000)."""

from __future__ import annotations

import json
import os
import pickle
import socket
import subprocess
import sys
import tempfile
import threading
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from memspark.config import load_config
from memspark.errors import ForeignFileError, ScopeMismatchError, UnsafeFileError, WorkspaceError
from memspark.ingest import SkipReason, plan_changes, prepare_file, snapshot_files
from memspark.ingest.scan import FileSkip, FileSnapshot
from memspark.recall.reader import read_lines
from memspark.workspace import Workspace

NOBODY = 65534


def write(root: Path, rel: str, text: str) -> Path:
    p = root / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text, encoding="utf-8")
    return p


def snaps_of(root: Path) -> dict[tuple[str, str], FileSnapshot]:
    ws = Workspace(load_config(root=root).workspace, root)
    return {s.key: s for s in snapshot_files(ws, ws.iter_files())}


def get(root: Path, agent: str, path: str) -> str:
    cfg = load_config(root=root)
    return read_lines(Workspace(cfg.workspace, root), cfg, agent, path).text


@pytest.fixture()
def unix_socket() -> Iterator[Callable[[Path], Path]]:
    opened: list[socket.socket] = []

    def bind(path: Path) -> Path:
        path.parent.mkdir(parents=True, exist_ok=True)
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.bind(str(path))
        opened.append(s)
        return path

    yield bind
    for s in opened:
        s.close()


# ---- FIFOs, sockets, devices: a skip line, never a hang ------------------------------------------------
def test_fifos_sockets_and_devices_are_skip_lines_and_never_block(tmp_path: Path,
                                                                    unix_socket: Callable[[Path], Path]) -> None:
    root = tmp_path / "ws"
    for i in range(5):
        write(root, f"workspace-h/memory/note-{i}.md", f"# Note {i}\n\nPlain note {i}.\n")
    write(root, "shared/rules/ok.json", '{"rules": ["be kind"]}')
    (root / "workspace-h/memory").mkdir(parents=True, exist_ok=True)
    os.mkfifo(root / "workspace-h/memory/x.md")
    os.mkfifo(root / "workspace-h/USER.md")  # a top-level file of the agent, too
    os.mkfifo(root / "shared/rules/pipe.json")
    unix_socket(root / "workspace-h/memory/sock.md")
    device = root / "workspace-h/memory/null.md"
    try:
        os.mknod(device, 0o600 | 0o020000, os.makedev(1, 3))  # a character device (/dev/null's numbers)
    except OSError:
        device = None  # no CAP_MKNOD here: the FIFO and socket cases still run

    done: dict[tuple[str, str], FileSnapshot] = {}
    scan = threading.Thread(target=lambda: done.update(snaps_of(root)), daemon=True)
    scan.start()
    scan.join(120)
    assert not scan.is_alive(), "the scan blocked on a FIFO"
    kinds = {("h", "memory/x.md"): "FIFO", ("h", "USER.md"): "FIFO", ("shared", "shared/rules/pipe.json"): "FIFO",
             ("h", "memory/sock.md"): "socket"} | ({("h", "memory/null.md"): "character device"} if device else {})
    for key, kind in kinds.items():
        snap = done[key]
        assert snap.skip is SkipReason.NOT_REGULAR and snap.detail == kind
        assert f"not a regular file ({kind})" in snap.skip_line() and "regular files" in snap.skip_line()
    assert all(done[("h", f"memory/note-{i}.md")].skip is None for i in range(5))
    assert done[("shared", "shared/rules/ok.json")].skip is None

    # memory_get refuses them the same way, at once
    for path in ("memory/x.md", "USER.md", "memory/sock.md", "shared/rules/pipe.json"):
        with pytest.raises(UnsafeFileError, match="not a regular file"):
            get(root, "h", path)
    assert "Plain note 1" in get(root, "h", "memory/note-1.md")


# ---- symlink loops ---------------------------------------------------------------------------------------
def test_a_symlink_loop_has_its_own_reason_and_fix(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    write(root, "workspace-a/MEMORY.md", "# A\n\nfine\n")
    mem = root / "workspace-a/memory"
    mem.mkdir(parents=True)
    (mem / "loop1.md").symlink_to("loop2.md")
    (mem / "loop2.md").symlink_to("loop1.md")
    (mem / "self.md").symlink_to("self.md")
    (mem / "dangling.md").symlink_to("nowhere.md")
    snaps = snaps_of(root)
    for name in ("loop1.md", "loop2.md", "self.md"):
        snap = snaps[("a", f"memory/{name}")]
        assert snap.skip is SkipReason.SYMLINK_LOOP
        assert "symlink loop" in snap.skip_line() and "permission" not in snap.skip_line()
    dangling = snaps[("a", "memory/dangling.md")]
    assert dangling.skip is SkipReason.SYMLINK_DANGLING and "permission" not in dangling.skip_line()
    assert snaps[("a", "MEMORY.md")].skip is None


# ---- hard links -----------------------------------------------------------------------------------------
@pytest.fixture()
def hard_linked(tmp_path: Path) -> Path:
    """alice's tree holds hard links to bob's secret, to a shared rule and to a file outside the root; and two
    names of one of her own notes."""
    root = tmp_path / "ws"
    write(root, "workspace-alice/MEMORY.md", "# Alice\n\nAlice likes tea.\n")
    write(root, "workspace-bob/memory/secret.md", "# Bob\n\nThe bob-vault code is heron-4471.\n")
    write(root, "shared/knowledge/guide.md", "# Guide\n\nShared guide text.\n")
    own = write(root, "workspace-alice/memory/own.md", "# Own\n\nAlice's own linked note.\n")
    outside = write(tmp_path / "elsewhere", "o.md", "# Out\n\nThe outside-lynx text.\n")
    os.link(root / "workspace-bob/memory/secret.md", root / "workspace-alice/memory/x.md")
    os.link(root / "shared/knowledge/guide.md", root / "workspace-alice/memory/guide.md")
    os.link(outside, root / "workspace-alice/memory/out.md")
    os.link(own, root / "workspace-alice/memory/2026-01-01.md")  # her own second name: allowed
    return root


def test_hard_links_across_owners_are_skipped_and_same_agent_links_allowed(hard_linked: Path) -> None:
    snaps = snaps_of(hard_linked)
    x = snaps[("alice", "memory/x.md")]
    assert x.skip is SkipReason.HARDLINK_FOREIGN and "workspace-bob/memory/secret.md" in x.detail
    # symmetric: a file named in two agents' folders is neither's (alice could write bob's memory through it)
    assert snaps[("bob", "memory/secret.md")].skip is SkipReason.HARDLINK_FOREIGN
    assert snaps[("alice", "memory/guide.md")].skip is SkipReason.HARDLINK_FOREIGN
    assert snaps[("shared", "shared/knowledge/guide.md")].skip is SkipReason.HARDLINK_FOREIGN
    out = snaps[("alice", "memory/out.md")]
    assert out.skip is SkipReason.HARDLINK_OUTSIDE and "2 names, 1 of them" in out.detail
    assert snaps[("alice", "memory/own.md")].skip is None and snaps[("alice", "memory/2026-01-01.md")].skip is None
    assert snaps[("alice", "MEMORY.md")].skip is None
    for reason in (SkipReason.HARDLINK_FOREIGN, SkipReason.HARDLINK_OUTSIDE):  # their old rows go
        plan = plan_changes([FileSnapshot(x.route, 0, 0.0, "", reason)], {x.key: "old"})
        assert plan.deleted == [x.key]


def test_memory_get_refuses_hard_links_across_owners(hard_linked: Path) -> None:
    for path in ("memory/x.md", "memory/guide.md", "memory/out.md"):
        with pytest.raises(ForeignFileError) as err:
            get(hard_linked, "alice", path)
        assert isinstance(err.value, ScopeMismatchError) and "hard link" in err.value.message
    with pytest.raises(ForeignFileError):
        get(hard_linked, "bob", "memory/secret.md")
    assert "own linked note" in get(hard_linked, "alice", "memory/2026-01-01.md")


def test_the_chunk_step_checks_again_what_it_reads(hard_linked: Path) -> None:
    """A file the scan approved and that became a hard link to bob's file before the chunk step is not read."""
    root = hard_linked
    cfg = load_config(root=root)
    snap = snaps_of(root)[("alice", "MEMORY.md")]
    assert snap.skip is None and snap.file_id is not None
    target = root / "workspace-alice/MEMORY.md"
    target.unlink()
    os.link(root / "workspace-bob/memory/secret.md", target)
    with pytest.raises(FileSkip) as err:
        prepare_file(snap, cfg)
    assert err.value.reason is SkipReason.HARDLINK_FOREIGN


# ---- the memory_get race --------------------------------------------------------------------------------
FLIPPER = """
import os, sys
path, bob, alice_text = sys.argv[1], sys.argv[2], sys.argv[3]
tmp_link, tmp_file = path + ".l", path + ".f"
i = 0
while True:
    i += 1
    if i % 2:
        os.symlink(bob, tmp_link)
        os.replace(tmp_link, path)          # atomically: now a symlink to bob's file
    else:
        with open(tmp_file, "w") as f:
            f.write(alice_text)
        if i % 4 == 0:
            os.unlink(path)                  # sometimes not atomically: a moment with no file at all
        os.replace(tmp_file, path)           # a real file of alice's again
"""


@pytest.mark.slow  # 3,000 reads racing a real flipping process: ≈ 5-20 s on a loaded box
def test_memory_get_never_reads_another_agents_file_through_a_flipping_path(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    bob = write(root, "workspace-bob/USER.md", "# Bob\n\nbob-private-marker kestrel.\n")
    write(root, "workspace-alice/memory/flip.md", "# Flip\n\nalice-owned text.\n")
    cfg = load_config(root=root)
    ws = Workspace(cfg.workspace, root)
    flipper = subprocess.Popen([sys.executable, "-c", FLIPPER, str(root / "workspace-alice/memory/flip.md"), str(bob),
                                "# Flip\n\nalice-owned text.\n"])
    leaks = ok = refused = 0
    try:
        for _ in range(3000):
            try:
                text = read_lines(ws, cfg, "alice", "memory/flip.md").text
            except WorkspaceError:  # SCOPE_MISMATCH (the symlink), or gone for a moment
                refused += 1
                continue
            if "bob-private" in text:
                leaks += 1
            elif "alice-owned" in text:
                ok += 1
    finally:
        flipper.kill()
        flipper.wait()
    assert leaks == 0
    assert ok > 0 and refused > 0, (ok, refused)  # the race really ran both ways


# ---- unreadable folders and files (a child that dropped root) ---------------------------------------------
def _scan_as_nobody(root: Path) -> list[FileSnapshot]:
    """snapshot_files in a forked child running as uid/gid 65534 (root reads through mode 000)."""
    import encodings.utf_8_sig  # noqa: F401 - the child cannot import from root's Python folders

    ws = Workspace(load_config(root=root).workspace, root)
    r, w = os.pipe()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # lancedb's at-fork warning: the child touches no table
        pid = os.fork()
    if pid == 0:  # pragma: no cover - runs in the child
        code = 0
        try:
            os.close(r)
            os.setgroups([])
            os.setgid(NOBODY)
            os.setuid(NOBODY)
            data = pickle.dumps(snapshot_files(ws, ws.iter_files()))
            while data:
                data = data[os.write(w, data):]
        except BaseException:  # noqa: BLE001 - report through the exit status
            code = 1
        finally:
            os._exit(code)
    os.close(w)
    chunks = []
    while chunk := os.read(r, 1 << 16):
        chunks.append(chunk)
    os.close(r)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    return pickle.loads(b"".join(chunks))


@pytest.mark.skipif(os.geteuid() != 0, reason="dropping to uid 65534 needs root; as a user, chmod 000 works directly")
def test_unreadable_folders_and_files_get_a_skip_line_and_keep_their_rows() -> None:
    base = Path(tempfile.mkdtemp(prefix="memspark-perm-"))  # not under pytest's root-only tmp folder
    try:
        root = base / "ws"
        write(root, "workspace-a/memory/ok.md", "# Ok\n\nReadable note.\n")
        write(root, "workspace-a/memory/private/inside.md", "# In\n\nBehind a locked folder.\n")
        write(root, "workspace-a/memory/locked.md", "# Locked\n\nA locked file.\n")
        write(root, "shared/knowledge/closed/k.md", "# K\n\nShared but locked.\n")
        write(root, "workspace-b/MEMORY.md", "# B\n\nAgent b's whole folder is locked.\n")
        subprocess.run(["chown", "-R", f"{NOBODY}:{NOBODY}", str(base)], check=True)
        os.chmod(base, 0o755)
        for rel in ("workspace-a/memory/private", "workspace-a/memory/locked.md", "shared/knowledge/closed",
                    "workspace-b"):
            os.chmod(root / rel, 0)
        snaps = {s.key: s for s in _scan_as_nobody(root)}
    finally:
        for dirpath, _, _ in os.walk(base):
            os.chmod(dirpath, 0o755)
        subprocess.run(["rm", "-rf", str(base)], check=True)

    folder = snaps[("a", "memory/private/")]
    assert folder.skip is SkipReason.UNREADABLE_DIR and "memory/private" in folder.detail
    assert "fix the permissions" in folder.skip_line()
    assert snaps[("shared", "shared/knowledge/closed/")].skip is SkipReason.UNREADABLE_DIR
    assert snaps[("b", "")].skip is SkipReason.UNREADABLE_DIR
    locked = snaps[("a", "memory/locked.md")]
    assert locked.skip is SkipReason.UNREADABLE and "permission" in locked.skip_line()
    assert snaps[("a", "memory/ok.md")].skip is None

    stored = {("a", "memory/private/inside.md"): "h1", ("a", "memory/locked.md"): "h2", ("b", "MEMORY.md"): "h3",
              ("shared", "shared/knowledge/closed/k.md"): "h4", ("a", "memory/gone.md"): "h5"}
    plan = plan_changes(list(snaps.values()), stored)
    assert plan.deleted == [("a", "memory/gone.md")]  # only the file really gone; locked ones keep their rows


def test_skip_lines_render_as_json(tmp_path: Path) -> None:
    """The new reasons are plain strings in the run report (JSON output of `memspark index`)."""
    root = tmp_path / "ws"
    write(root, "workspace-a/MEMORY.md", "# A\n\nfine\n")
    (root / "workspace-a/memory").mkdir()
    os.mkfifo(root / "workspace-a/memory/p.md")
    lines = [s.skip_line() for s in snaps_of(root).values() if s.skip]
    assert json.loads(json.dumps(lines)) == lines and len(lines) == 1
