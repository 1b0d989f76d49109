"""Open a workspace file so that what is read is what was checked.

Every read of a workspace file — the ingest scan, the chunk step, ``memory_get`` (tool, CLI ``get``,
MCP) — goes through :func:`open_route`. It judges the path once, opens exactly what it judged, and
checks the opened descriptor, not the path:

1. **Judge once.** The path is resolved once (``realpath``). A symlink loop or a dangling link is
   refused; a link whose target another agent or pool owns, or that leads out of the root, is refused
   (:meth:`Workspace.link_verdict <memspark.workspace.Workspace.link_verdict>`, the rule in
   ``workspace.py``). The resolved path is ``lstat``-ed: anything but a regular file (FIFO, socket,
   character or block device, folder) is refused *before* it is opened.
2. **Open what was judged.** The resolved path is opened component by component from ``/`` with
   ``O_NOFOLLOW`` on every component (``O_PATH | O_DIRECTORY`` for the folders), the file itself with
   ``O_RDONLY | O_NOFOLLOW | O_NONBLOCK``: no symlink is followed anywhere on the way (a link swapped in
   after step 1 fails the open), and a FIFO swapped in cannot block.
3. **Check the descriptor.** ``fstat`` of the opened descriptor must be a regular file with the
   ``(st_dev, st_ino)`` that step 1 approved; otherwise the path changed in between and the whole
   check starts again (at most :data:`ATTEMPTS` times, then :class:`UnsafeFileError` ``changed``).
4. **Hard links.** A file with ``st_nlink == 1`` has one name, the one just checked. A file with
   ``st_nlink = n > 1`` is read only when all ``n`` of its names are found inside the folders of the
   path's owner (:meth:`Workspace.owner_dirs <memspark.workspace.Workspace.owner_dirs>`:
   ``workspace-<agent>/`` and ``agents/<agent>/`` for an agent, ``shared/``, ``reference/`` or one
   reference folder for the shared pools), counting regular-file names (no symlink followed) with the
   same ``(st_dev, st_ino)``. Otherwise it is *foreign* when one of the missing names lies elsewhere
   under the root (another agent's folder, or shared ↔ agent), else *outside* (its other names lie out of
   the root, or in a folder the walk could not list). Two names inside one agent's own folder stay
   allowed. The data read is the descriptor's, so a link made after the check reads the checked inode.

Errors: :class:`~memspark.errors.UnsafeFileError` (not a regular file, symlink loop, dangling symlink,
changed while opened) and :class:`~memspark.errors.ForeignFileError` (a symlink or hard link to a file
another owner holds, or one leading out of the root), both with a :class:`Refusal`; ``OSError`` for
everything else (``FileNotFoundError``, ``PermissionError``), which callers map as before.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from memspark.errors import ForeignFileError, UnsafeFileError

if TYPE_CHECKING:
    from memspark.workspace import FileRoute, Workspace

ATTEMPTS = 3  # re-judge a path that changed between its check and its open (an editor's atomic save)
_READ_CHUNK = 1 << 16
_DIR_FLAGS = getattr(os, "O_PATH", os.O_RDONLY) | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_FILE_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC


class Refusal(StrEnum):
    """Why a path is not read (the closed set the scan and ``memory_get`` map to their own words)."""

    NOT_REGULAR = "not a regular file"
    SYMLINK_LOOP = "symlink loop"
    SYMLINK_DANGLING = "dangling symlink"
    CHANGED = "changed while it was opened"
    SYMLINK_FOREIGN = "symlink to a file another agent or pool owns"
    SYMLINK_OUTSIDE = "symlink leading outside the workspace root"
    HARDLINK_FOREIGN = "hard link shared with another agent's (or the shared) folder"
    HARDLINK_OUTSIDE = "hard link with names outside its owner's folder"


class LinkVerdict(StrEnum):
    """What a symlink on a file's path (the file itself or a folder above it) means for its owner
    (:meth:`Workspace.judge <memspark.workspace.Workspace.judge>` decides it; step 1 refuses the last two)."""

    DIRECT = "direct"  # no link on the way, or a link the config allows
    SAME_OWNER = "same-owner"  # a link inside the root to a file of the same agent and pool
    OUTSIDE = "outside"  # leads out of the root and the reference folders
    FOREIGN = "foreign"  # leads to a file another agent or pool owns (or no one: not a memory file)


_KINDS = ((stat.S_ISREG, "regular file"), (stat.S_ISDIR, "folder"), (stat.S_ISLNK, "symlink"),
          (stat.S_ISFIFO, "FIFO"), (stat.S_ISSOCK, "socket"), (stat.S_ISCHR, "character device"),
          (stat.S_ISBLK, "block device"))


def kind_of(mode: int) -> str:
    """``st_mode`` in words: ``regular file``, ``folder``, ``FIFO``, ``socket``, ``character device`` …"""
    return next((name for test, name in _KINDS if test(mode)), "special file")


@dataclass(frozen=True)
class FileId:
    """A file's identity: the inode, not the path."""

    dev: int
    ino: int

    @classmethod
    def of(cls, st: os.stat_result) -> FileId:
        return cls(st.st_dev, st.st_ino)


@dataclass
class OpenedFile:
    """An opened regular file and the ``fstat`` of its descriptor; read from it, close it (a context manager)."""

    fd: int
    st: os.stat_result
    real: Path  # the resolved path that was judged and opened

    @property
    def file_id(self) -> FileId:
        return FileId.of(self.st)

    def read(self, limit: int) -> bytes:
        """The file's bytes, at most ``limit + 1`` of them (one more than allowed says "too large")."""
        parts: list[bytes] = []
        left = limit + 1
        while left > 0:
            piece = os.read(self.fd, min(_READ_CHUNK, left))
            if not piece:
                break
            parts.append(piece)
            left -= len(piece)
        return b"".join(parts)

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1

    def __enter__(self) -> OpenedFile:
        return self

    def __exit__(self, et: type[BaseException] | None, ev: BaseException | None, tb: TracebackType | None) -> None:
        self.close()


def _unsafe(path: Path, refusal: Refusal, detail: str = "") -> UnsafeFileError:
    extra = f" ({detail})" if detail else ""
    return UnsafeFileError(f"{path}: {refusal.value}{extra}", refusal=refusal.value, detail=detail)


def open_no_follow(real: Path, expect: FileId | None = None) -> OpenedFile:
    """Open the absolute, fully resolved path ``real`` following no symlink on any component.

    Raises :class:`UnsafeFileError` ``changed`` when a component is a symlink now (it was not when
    ``real`` was resolved) or the opened file is not ``expect``; ``not a regular file`` when it is not
    one (checked with ``lstat`` before the open and ``fstat`` after); ``OSError`` otherwise."""
    parts = real.parts
    if not real.is_absolute() or len(parts) < 2:
        raise _unsafe(real, Refusal.NOT_REGULAR, "not a file path")
    dfd = os.open(parts[0], _DIR_FLAGS)
    try:
        for name in parts[1:-1]:
            try:
                nfd = os.open(name, _DIR_FLAGS, dir_fd=dfd)
            except OSError as exc:
                if exc.errno in (errno.ENOTDIR, errno.ELOOP) and _is_link(name, dfd):
                    raise _unsafe(real, Refusal.CHANGED, f"{name} became a symlink") from exc
                raise
            os.close(dfd)
            dfd = nfd
        name = parts[-1]
        st = os.stat(name, dir_fd=dfd, follow_symlinks=False)
        if stat.S_ISLNK(st.st_mode):
            raise _unsafe(real, Refusal.CHANGED, "became a symlink")
        if not stat.S_ISREG(st.st_mode):  # never open a FIFO, socket or device: refuse on lstat
            raise _unsafe(real, Refusal.NOT_REGULAR, kind_of(st.st_mode))
        try:
            fd = os.open(name, _FILE_FLAGS, dir_fd=dfd)
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                raise _unsafe(real, Refusal.CHANGED, "became a symlink") from exc
            if exc.errno == errno.ENXIO:  # a socket swapped in after the lstat
                raise _unsafe(real, Refusal.NOT_REGULAR, "socket") from exc
            raise
    finally:
        os.close(dfd)
    opened = OpenedFile(fd, os.fstat(fd), real)
    if not stat.S_ISREG(opened.st.st_mode):
        opened.close()
        raise _unsafe(real, Refusal.NOT_REGULAR, kind_of(opened.st.st_mode))
    if expect is not None and opened.file_id != expect:
        opened.close()
        raise _unsafe(real, Refusal.CHANGED, "another file took its place")
    return opened


def _is_link(name: str, dir_fd: int) -> bool:
    try:
        return stat.S_ISLNK(os.stat(name, dir_fd=dir_fd, follow_symlinks=False).st_mode)
    except OSError:
        return False


@dataclass
class InodeIndex:
    """Regular-file names by inode number under folders, each folder walked once (lazily, only when a file
    with hard links asks). One index serves one scan; a stale index only errs towards refusing."""

    _by_folder: dict[Path, dict[int, list[str]]] = field(default_factory=dict)
    unlistable: set[Path] = field(default_factory=set)  # folders the walks could not list

    def names(self, file_id: FileId, folders: Iterable[Path]) -> set[str]:
        """Every path under ``folders`` (no symlink followed) that is a name of ``file_id``."""
        out: set[str] = set()
        for folder in folders:
            for path in self._walk(folder).get(file_id.ino, ()):
                try:
                    st = os.stat(path, follow_symlinks=False)
                except OSError:
                    continue
                if FileId.of(st) == file_id and stat.S_ISREG(st.st_mode):
                    out.add(path)
        return out

    def _walk(self, folder: Path) -> dict[int, list[str]]:
        cached = self._by_folder.get(folder)
        if cached is not None:
            return cached
        by_ino: dict[int, list[str]] = {}
        pending = [str(folder)]
        while pending:
            top = pending.pop()
            try:
                with os.scandir(top) as it:
                    for entry in it:
                        if entry.is_dir(follow_symlinks=False):
                            pending.append(entry.path)
                        elif entry.is_file(follow_symlinks=False):
                            by_ino.setdefault(entry.inode(), []).append(entry.path)
            except FileNotFoundError:
                continue
            except OSError:
                self.unlistable.add(Path(top))
        self._by_folder[folder] = by_ino
        return by_ino


def hardlink_refusal(ws: Workspace, route: FileRoute, st: os.stat_result,
                     index: InodeIndex) -> tuple[Refusal, str] | None:
    """None when the file ``st`` (opened at ``route``) has one name, or all its names lie in the folders of
    ``route``'s owner; else ``HARDLINK_FOREIGN`` / ``HARDLINK_OUTSIDE`` and a detail naming the other names
    (the rule in the module docstring)."""
    if st.st_nlink <= 1:
        return None
    fid = FileId.of(st)
    owned = index.names(fid, ws.owner_dirs(route))
    if len(owned) >= st.st_nlink:
        return None
    elsewhere = sorted(index.names(fid, [ws.root]) - owned)
    if elsewhere:
        shown = ", ".join(os.path.relpath(p, ws.root) for p in elsewhere[:3])
        more = f" and {len(elsewhere) - 3} more" if len(elsewhere) > 3 else ""
        return Refusal.HARDLINK_FOREIGN, f"also named {shown}{more}"
    return Refusal.HARDLINK_OUTSIDE, f"{st.st_nlink} names, {len(owned)} of them in its owner's folder"


def _judge(ws: Workspace, route: FileRoute) -> tuple[Path, FileId]:
    """Step 1: resolve once, refuse loops, dangling and foreign links and non-regular files; the
    resolved path and the identity it had."""
    path = route.abs_path
    try:
        st = os.stat(path)  # follows links: what a read would reach
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise _unsafe(path, Refusal.SYMLINK_LOOP, os.readlink(path) if os.path.islink(path) else "") from exc
        if exc.errno in (errno.ENOENT, errno.ENOTDIR) and os.path.islink(path):
            raise _unsafe(path, Refusal.SYMLINK_DANGLING, os.path.realpath(path)) from exc
        raise
    real, verdict = ws.judge(route)
    if verdict is LinkVerdict.FOREIGN:
        raise ForeignFileError(f"{path}: {Refusal.SYMLINK_FOREIGN.value} ({real})",
                               refusal=Refusal.SYMLINK_FOREIGN.value, detail=str(real))
    if verdict is LinkVerdict.OUTSIDE:
        raise ForeignFileError(f"{path}: {Refusal.SYMLINK_OUTSIDE.value} ({real})",
                               refusal=Refusal.SYMLINK_OUTSIDE.value, detail=str(real))
    if not stat.S_ISREG(st.st_mode):
        raise _unsafe(path, Refusal.NOT_REGULAR, kind_of(st.st_mode))
    return real, FileId.of(st)


def open_route(ws: Workspace, route: FileRoute, *, index: InodeIndex | None = None,
               approved: FileId | None = None) -> OpenedFile:
    """Open ``route``'s file for reading after the checks of the module docstring.

    ``index``: the scan's shared :class:`InodeIndex` (a fresh one otherwise); ``approved``: an identity
    whose hard-link check already passed in this run (the scan's), so the chunk step does not walk again."""
    index = index if index is not None else InodeIndex()
    for attempt in range(ATTEMPTS):
        real, fid = _judge(ws, route)
        try:
            opened = open_no_follow(real, fid)
        except UnsafeFileError as exc:
            if exc.refusal == Refusal.CHANGED.value and attempt + 1 < ATTEMPTS:
                continue
            raise
        if approved is not None and opened.file_id == approved:
            return opened
        try:
            refusal = hardlink_refusal(ws, route, opened.st, index)
        except BaseException:
            opened.close()
            raise
        if refusal is not None:
            opened.close()
            why, detail = refusal
            raise ForeignFileError(f"{route.abs_path}: {why.value} ({detail})", refusal=why.value, detail=detail)
        return opened
    raise AssertionError("unreachable")  # pragma: no cover - the loop returns or raises


__all__ = ["ATTEMPTS", "FileId", "InodeIndex", "OpenedFile", "Refusal", "hardlink_refusal", "kind_of",
           "open_no_follow", "open_route"]
