"""A full disk never cuts a file and says "disk full" (issue 19, item 11).

Two real ways to run out of room: a child process whose file size limit (``RLIMIT_FSIZE``) is the
size of the file it must grow, with ``SIGXFSZ`` ignored so ``write()`` fails with ``EFBIG``; and a
small tmpfs filled to the brim (``ENOSPC``; skipped where this sandbox cannot mount one). Each
writer — ``memory_store``'s capture file, ``memory_rules_store``'s rules files,
``memory_mistakes_store``'s new file — must leave the previous file byte for byte, leave no
temporary file, and answer with a "disk full" error whose action says to free space."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from memspark.capture import CaptureService
from memspark.capture.entries import Entry, render
from memspark.config import load_config
from memspark.embed import EmbedQueue
from memspark.toolset import Toolset
from memspark.toolset.notes import RULES_JSON

REPO = Path(__file__).resolve().parents[1]
TODAY = date(2026, 3, 2)

CHILD = r"""
import json, resource, signal, sys
from datetime import date
from pathlib import Path

from memspark.capture import CaptureService
from memspark.config import load_config
from memspark.embed import EmbedQueue, create_provider
from memspark.toolset import Toolset

root, limit = Path(sys.argv[1]), int(sys.argv[2])
cfg = load_config(root=root, env={})
queue = EmbedQueue(create_provider(cfg.embed), cfg.embed)
queue.embed_documents(["warm up"])  # the model is loaded before the limit (it only reads)
tools = Toolset(cfg, "meta", capture=CaptureService.from_config(cfg, queue=queue), today=lambda: date(2026, 3, 2))
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # write() past the limit fails with EFBIG instead of killing us
resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
calls = [("memory_store", {"text": "The nightly backup job writes to the cold-storage bucket at 02:00 UTC."}),
         ("memory_rules_store", {"rule": "Never run migrations on Fridays.", "scope": "agent"}),
         ("memory_rules_store", {"rule": "Tag every release in git.", "scope": "global"}),
         ("memory_mistakes_store", {"description": "Restarted the database during business hours. " * (limit // 40)})]
print(json.dumps([tools.call(name, params) for name, params in calls]))
"""


def _big_workspace(root: Path, day: str) -> dict[str, Path]:
    """A workspace whose capture file and rules files each hold more than 8 KiB."""
    (root / "workspace-meta" / "memory" / "captures").mkdir(parents=True)
    stamp = f"{day}T08:00:00Z"
    entries = [Entry(f"Fact number {i}: the build server rack {i} sits in aisle {i % 7}.", "fact", 0.9, "user",
                     stamp, stamp) for i in range(150)]
    files = {"capture": root / "workspace-meta" / "memory" / "captures" / f"{day}.md",
             "agent_rules": root / "workspace-meta" / "memory" / "rules.md",
             "global_rules": root / RULES_JSON}
    files["capture"].write_text(render(day, entries)[0], encoding="utf-8")
    files["agent_rules"].write_text("# Rules for meta\n\n" + "".join(f"- [general] Rule {i}: keep the lights on.\n"
                                                                     for i in range(400)), encoding="utf-8")
    files["global_rules"].parent.mkdir(parents=True)
    files["global_rules"].write_text(json.dumps({"rules": [{"rule": f"Team rule {i}.", "category": "team"}
                                                           for i in range(300)]}, indent=2), encoding="utf-8")
    assert all(p.stat().st_size > 8192 for p in files.values())
    return files


def _listing(root: Path) -> list[str]:
    """Every file under ``root`` but the index and the writers' (empty) lock files."""
    return sorted(str(p.relative_to(root)) for p in root.rglob("*")
                  if ".memspark" not in p.parts and not p.name.endswith(".lock") and not p.is_dir())


def _assert_disk_full(out: dict[str, object]) -> None:
    assert out.get("results") == [] and "disk full" in str(out["error"]), out
    assert "Free space" in str(out["action"]) and "--trace" not in str(out["action"])


@pytest.mark.slow
def test_file_size_limit_in_a_child_leaves_every_file_whole(tmp_path: Path) -> None:
    day = datetime.now(UTC).date().isoformat()
    files = _big_workspace(tmp_path, day)
    before = {k: p.read_bytes() for k, p in files.items()}
    listing = _listing(tmp_path)
    limit = min(len(b) for b in before.values())  # every file must grow past it
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    proc = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path), str(limit)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    results = json.loads(proc.stdout.strip().splitlines()[-1])
    if datetime.now(UTC).date().isoformat() == day:  # (a capture after midnight UTC starts a new, small file)
        _assert_disk_full(results[0])
    for out in results[1:]:
        _assert_disk_full(out)
    assert {k: p.read_bytes() for k, p in files.items()} == before  # not one byte cut or changed
    assert _listing(tmp_path) == listing  # no temporary file, no half-written mistake left behind


@contextlib.contextmanager
def _tmpfs(mountpoint: Path, size: str) -> Iterator[None]:
    mountpoint.mkdir()
    try:
        proc = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(mountpoint)],
                              capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as exc:
        pytest.skip(f"cannot mount a tmpfs here: {exc}")
    if proc.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here (needs root / CAP_SYS_ADMIN): {proc.stderr.strip()[:200]}")
    try:
        yield
    finally:
        subprocess.run(["umount", "-l", str(mountpoint)], capture_output=True, timeout=30)


def _fill(folder: Path) -> None:
    """Write until the file system refuses (ENOSPC): not one more page is free."""
    with open(folder / "filler.bin", "wb", buffering=0) as f:  # noqa: PTH123 - a raw, unbuffered write loop
        try:
            while True:
                f.write(b"\0" * 4096)
        except OSError:
            pass


def test_a_full_tmpfs_leaves_the_capture_and_rules_files_whole(tmp_path: Path, queue: EmbedQueue) -> None:
    mnt = tmp_path / "small"
    with _tmpfs(mnt, "512k"):
        root = mnt / "ws"
        files = _big_workspace(root, "2026-03-02")
        cfg = load_config(root=root, data_dir=tmp_path / "data", env={})  # the index lives on a disk with room
        tools = Toolset(cfg, "meta", capture=CaptureService.from_config(cfg, queue=queue), today=lambda: TODAY)
        try:
            tools.call("memory_store", {"text": "Warm-up: the staging cluster has three nodes."})  # builds the table
            files["capture"] = next((root / "workspace-meta" / "memory" / "captures").glob(
                f"{datetime.now(UTC).date().isoformat()}.md"))
            before = {k: p.read_bytes() for k, p in files.items()}
            _fill(root)
            listing = _listing(root)
            calls = [("memory_store", {"text": "The VPN gateway moved to vpn2.internal on port 1194."}),
                     ("memory_rules_store", {"rule": "Review every schema change.", "scope": "agent"}),
                     ("memory_rules_store", {"rule": "Rotate keys each quarter.", "scope": "global"}),
                     ("memory_mistakes_store", {"description": "Forgot to renew the TLS certificate."})]
            for name, params in calls:
                _assert_disk_full(tools.call(name, params))
            assert {k: p.read_bytes() for k, p in files.items()} == before
            assert _listing(root) == listing
        finally:
            tools.close()
