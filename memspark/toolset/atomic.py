"""Lock-protected, atomic rewrites of one workspace file (the rules files any agent may append to).

Every writer takes an OS lock beside the file (``.<name>.lock``, ``filelock``: threads and processes
alike; freed by the OS when the holder dies), reads the current text, and replaces the file through
:mod:`memspark.filewrite` (a temporary file in the same folder, ``fsync``, ``os.replace``). A reader
(ingest, ``memory_get``) sees the old file or the new one, never a half-written one; no update is
lost to a concurrent writer; a full disk leaves the old file intact and says "disk full"; and a
file that is a link (symbolic, or one of several hard links) is refused, never read to be extended
nor written through. The lock and temporary names have suffixes the workspace never indexes.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from filelock import FileLock, Timeout

from memspark.errors import WriterLockTimeout
from memspark.filewrite import ensure_folder, read_own_text, replace_text, write_error


def lock_path(path: Path) -> Path:
    return path.parent / f".{path.name}.lock"


def locked_rewrite(path: Path, update: Callable[[str | None], str], *, timeout: float) -> None:
    """Replace ``path``'s text with ``update(current text or None)`` under the file's lock, atomically.

    ``update`` may raise to refuse the change: the file is then left exactly as it was."""
    ensure_folder(path.parent)
    try:
        with FileLock(str(lock_path(path)), timeout=timeout, thread_local=False):
            replace_text(path, update(read_own_text(path)))
    except Timeout as exc:
        raise WriterLockTimeout(f"another writer held {path.name} for more than {timeout:g} s",
                                action="Retry in a moment; raise storage.lock_timeout_s if writers are slow.") from exc
    except OSError as exc:  # the lock file itself: a full disk, a symlink planted at its name
        raise write_error(exc, lock_path(path), "lock") from exc


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, flush it to disk, then ``os.replace`` it."""
    replace_text(path, text)
