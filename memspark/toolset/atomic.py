"""Lock-protected, atomic rewrites of one workspace file (the rules files any agent may append to).

Every writer takes an OS lock beside the file (``.<name>.lock``, ``filelock``: threads and processes
alike; freed by the OS when the holder dies), reads the current text, and writes the new text to a
temporary file in the same folder that replaces the original with ``os.replace``. A reader (ingest,
``memory_get``) sees the old file or the new one, never a half-written one, and no update is lost
to a concurrent writer. The lock and temporary names have suffixes the workspace never indexes.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path

from filelock import FileLock, Timeout

from memspark.errors import WriterLockTimeout


def lock_path(path: Path) -> Path:
    return path.parent / f".{path.name}.lock"


def locked_rewrite(path: Path, update: Callable[[str | None], str], *, timeout: float) -> None:
    """Replace ``path``'s text with ``update(current text or None)`` under the file's lock, atomically.

    ``update`` may raise to refuse the change: the file is then left exactly as it was."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        with FileLock(str(lock_path(path)), timeout=timeout, thread_local=False):
            current = path.read_text(encoding="utf-8") if path.is_file() else None
            atomic_write(path, update(current))
    except Timeout as exc:
        raise WriterLockTimeout(f"another writer held {path.name} for more than {timeout:g} s",
                                action="Retry in a moment; raise storage.lock_timeout_s if writers are slow.") from exc


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, flush it to disk, then ``os.replace`` it."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if path.exists():
            os.chmod(tmp, stat.S_IMODE(path.stat().st_mode))
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
