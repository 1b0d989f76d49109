"""Writing workspace files: never through a link, never a cut file, "disk full" when the disk is full.

The one seam every workspace writer goes through (capture files, the rules files, mistake files,
``memory_forget``'s edits, ``memspark init``):

- The folder is opened once without following a symlink (``O_DIRECTORY | O_NOFOLLOW``) and every
  later step is relative to that handle, so a folder swapped for a link mid-write changes nothing.
  (Links higher up are :meth:`memspark.workspace.Workspace.check_writable`'s job.)
- A file is never written in place: the new text goes to a temporary file in the same folder
  (a dot name the workspace never indexes), is flushed to disk (``fsync``) and renamed over the name
  (``os.replace``). A reader sees the old file or the new one; a failed write (a full disk, a
  crash) leaves the old file byte for byte; and a rename replaces the *name*, so the other name of
  a hard link never changes.
- A file that is a symbolic link or has more than one hard link is not this writer's to extend:
  its text may be another agent's. :func:`read_own_text` (read in order to extend) and
  :func:`replace_text` refuse it with :class:`~memspark.errors.LinkedFileError`; anything but a
  regular file (a FIFO, a socket, a folder) is refused with
  :class:`~memspark.errors.WorkspaceWriteError` — never opened in a way that could block.
- OS errors are mapped by ``errno`` (never by message text): ``ENOSPC``, ``EDQUOT`` and ``EFBIG``
  (a file size limit) are :class:`~memspark.errors.DiskFullError` ("disk full"); ``ELOOP`` (a link
  where none may be) is :class:`~memspark.errors.LinkedFileError`; anything else is
  :class:`~memspark.errors.WorkspaceWriteError` naming the path and the errno.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
from collections.abc import Iterator
from pathlib import Path

from memspark.errors import DiskFullError, LinkedFileError, MemsparkError, WorkspaceError, WorkspaceWriteError

_DISK_FULL = {errno.ENOSPC: "no space left on the device", errno.EDQUOT: "the disk quota is exceeded",
              errno.EFBIG: "the file size limit was reached"}
_NEW_FILE_MODE = 0o666  # as open(..., "w"): the umask decides
_NO_LINK_SUPPORT = {errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK, errno.EXDEV}


def write_error(exc: OSError, path: Path, doing: str = "write") -> MemsparkError:
    """The memspark error for ``exc`` raised while ``doing`` ``path`` (chosen by ``errno``)."""
    name = errno.errorcode.get(exc.errno or 0, "no errno")
    if exc.errno in _DISK_FULL:
        return DiskFullError(f"disk full: could not {doing} {path}: {_DISK_FULL[exc.errno]} ({name}); "
                             "nothing was changed")
    if exc.errno == errno.ELOOP:
        return LinkedFileError(f"{path} (or its folder) is a symbolic link: memspark never writes through a link; "
                               "nothing was changed")
    return WorkspaceWriteError(f"could not {doing} {path}: {exc.strerror or exc} ({name}); nothing was changed")


def _refuse_foreign(st: os.stat_result, path: Path) -> None:
    """Raise unless ``st`` is a regular file with one link (a file this writer may extend or replace)."""
    if stat.S_ISLNK(st.st_mode):
        raise LinkedFileError(f"{path} is a symbolic link: memspark neither writes through a link nor copies the "
                              "text it points to; nothing was changed")
    if not stat.S_ISREG(st.st_mode):
        kind = "folder" if stat.S_ISDIR(st.st_mode) else "FIFO" if stat.S_ISFIFO(st.st_mode) else \
            "socket" if stat.S_ISSOCK(st.st_mode) else "device or special file"
        raise WorkspaceWriteError(f"{path} is a {kind}, not a regular file; nothing was changed",
                                  action=f"Move the {kind} away (memspark writes regular files only), then retry.")
    if st.st_nlink > 1:
        raise LinkedFileError(f"{path} has {st.st_nlink} hard links: its content is shared with another file "
                              "(possibly another agent's), so memspark neither extends it nor writes through it; "
                              "nothing was changed")


@contextlib.contextmanager
def _folder(path: Path, *, create: bool = True) -> Iterator[int | None]:
    """A descriptor of ``path``'s folder opened without following a link (None if missing and not ``create``)."""
    folder = path.parent
    try:
        if create:
            folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except FileNotFoundError:
        if create:
            raise WorkspaceWriteError(f"could not create the folder of {path}: it vanished while being created",
                                      action="Retry; check nothing else deletes folders in the workspace.") from None
        yield None
        return
    except OSError as exc:
        if folder.is_symlink():  # O_DIRECTORY | O_NOFOLLOW on a link: ENOTDIR or ELOOP, by platform
            raise LinkedFileError(f"the folder of {path} is a symbolic link ({folder.name}): memspark never writes "
                                  "through a link; nothing was changed") from exc
        if exc.errno == errno.ENOTDIR:
            raise WorkspaceWriteError(f"{folder} is not a folder; nothing was changed",
                                      action=f"Move {folder.name} away (or rename it), then retry.") from exc
        raise write_error(exc, path, "open the folder of") from exc
    try:
        yield fd
    finally:
        os.close(fd)


def read_own_text(path: Path) -> str | None:
    """The text of ``path`` read in order to extend it; ``None`` when there is no such file.

    A symlink, a file with other hard links, or anything but a regular file is refused (see the module
    docstring): extending it would copy text that may be another agent's. Opened without following a
    link and without blocking (a FIFO never hangs the read), then checked on the opened file itself."""
    with _folder(path, create=False) as dfd:
        if dfd is None:
            return None
        try:
            fd = os.open(path.name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=dfd)
        except FileNotFoundError:
            return None
        except OSError as exc:
            if exc.errno == errno.ELOOP:  # O_NOFOLLOW on a symlink
                _refuse_foreign(os.stat(path.name, dir_fd=dfd, follow_symlinks=False), path)
            raise write_error(exc, path, "read") from exc
        with os.fdopen(fd, "rb") as f:
            _refuse_foreign(os.fstat(f.fileno()), path)
            data = f.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise WorkspaceError(f"{path} is not valid UTF-8 (byte {exc.start}); nothing was changed",
                             action="Fix or remove the file's invalid bytes (it must be UTF-8 text), then retry.") from exc


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _write_temp(dfd: int, path: Path, data: bytes, mode: int | None) -> str:
    """A new temporary file beside ``path`` holding ``data``, flushed to disk; returns its name."""
    tmp = f".{path.name}.{secrets.token_hex(6)}.tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, _NEW_FILE_MODE,
                 dir_fd=dfd)
    try:
        _write_all(fd, data)
        if mode is not None:
            os.fchmod(fd, mode)
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(tmp, dir_fd=dfd)
        raise
    os.close(fd)
    return tmp


def replace_text(path: Path, text: str) -> None:
    """Make ``path`` hold ``text``: a temporary file in the same folder, ``fsync``, then ``os.replace``.

    On any failure the previous file is left byte for byte and the temporary file is removed. An
    existing ``path`` that is a link (symbolic, or one of several hard links) or not a regular file
    is refused before anything is written."""
    data = text.encode("utf-8")
    with _folder(path) as dfd:
        assert dfd is not None
        try:
            old = os.stat(path.name, dir_fd=dfd, follow_symlinks=False)
        except FileNotFoundError:
            old = None
        except OSError as exc:
            raise write_error(exc, path) from exc
        if old is not None:
            _refuse_foreign(old, path)
        tmp = None
        try:
            tmp = _write_temp(dfd, path, data, None if old is None else stat.S_IMODE(old.st_mode))
            os.replace(tmp, path.name, src_dir_fd=dfd, dst_dir_fd=dfd)
            tmp = None
            with contextlib.suppress(OSError):
                os.fsync(dfd)  # the rename itself survives a crash
        except OSError as exc:
            raise write_error(exc, path) from exc
        finally:
            if tmp is not None:
                with contextlib.suppress(OSError):
                    os.unlink(tmp, dir_fd=dfd)


def create_text(path: Path, text: str) -> None:
    """Create ``path`` holding ``text``; :class:`FileExistsError` if the name is taken (by anything, a
    dangling link included). The file appears whole: written and flushed under a temporary name, then
    hard-linked to ``path`` (which fails rather than replaces), so a concurrent creator is never overwritten."""
    data = text.encode("utf-8")
    with _folder(path) as dfd:
        assert dfd is not None
        tmp = None
        try:
            tmp = _write_temp(dfd, path, data, None)
            try:
                os.link(tmp, path.name, src_dir_fd=dfd, dst_dir_fd=dfd, follow_symlinks=False)
            except FileExistsError:
                raise
            except OSError as exc:
                if exc.errno not in _NO_LINK_SUPPORT:
                    raise
                # a file system without hard links: reserve the name exclusively, then rename over it
                os.close(os.open(path.name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC,
                                 _NEW_FILE_MODE, dir_fd=dfd))
                try:
                    os.replace(tmp, path.name, src_dir_fd=dfd, dst_dir_fd=dfd)
                except OSError:
                    with contextlib.suppress(OSError):
                        os.unlink(path.name, dir_fd=dfd)  # the empty reservation, ours
                    raise
                tmp = None
            with contextlib.suppress(OSError):
                os.fsync(dfd)
        except FileExistsError:
            raise
        except OSError as exc:
            raise write_error(exc, path, "create") from exc
        finally:
            if tmp is not None:
                with contextlib.suppress(OSError):
                    os.unlink(tmp, dir_fd=dfd)


def remove_name(path: Path) -> None:
    """Remove the name ``path`` (a link's other names and target are untouched); missing is fine."""
    try:
        path.unlink(missing_ok=True)
    except OSError as exc:
        raise write_error(exc, path, "remove") from exc


def ensure_folder(path: Path) -> None:
    """``mkdir -p path`` with the OS error mapped (a full disk is "disk full")."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise write_error(exc, path, "create the folder") from exc
