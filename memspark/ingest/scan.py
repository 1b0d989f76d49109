"""Snapshot workspace files: route, size, mtime, content hash — or a skip reason, one clear line each.

Bad input never stops a run: binary files, invalid UTF-8, files over ``workspace.max_file_bytes``, empty
files, unreadable files and folders, files that disappear, symlinks that lead out of the root or to another
agent's or pool's file, symlink loops and dangling links, hard links whose other names lie in another
agent's folder or outside the owner's, FIFOs, sockets and devices (never opened, so never a hang), and any
other failure on one file each become a :class:`FileSnapshot` with ``skip`` set, and the other files are
indexed.

Every read goes through :func:`memspark.safe_open.open_route`: the path is judged once, opened without
following any link, and the opened descriptor is checked (regular file, the judged identity, the hard-link
rule); the bytes come from that descriptor. The content hash stored with a file's rows is computed from
the exact bytes that were chunked: :func:`read_file` reads once and derives both the text and the hash from
those bytes. The chunk step reads again (:func:`read_snapshot`), through the same checks.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from memspark.errors import ForeignFileError, IngestError, UnsafeFileError
from memspark.safe_open import FileId, InodeIndex, Refusal, open_no_follow, open_route
from memspark.vocab import ContentType
from memspark.workspace import FileRoute, LinkVerdict, Workspace

if TYPE_CHECKING:
    from memspark.config import Config


class SkipReason(StrEnum):
    """The closed set of reasons a file is not indexed (each rendered with a fix)."""

    BINARY = "binary file (NUL bytes)"
    INVALID_UTF8 = "invalid UTF-8"
    TOO_LARGE = "larger than workspace.max_file_bytes"
    EMPTY = "empty file"
    UNREADABLE = "unreadable"
    DISAPPEARED = "disappeared during the run"
    SYMLINK_OUTSIDE = "symlink leading outside the workspace root"
    SYMLINK_FOREIGN = "symlink to a file another agent or pool owns"
    SYMLINK_DIR = "symlinked folder inside the root"
    SYMLINK_LOOP = "symlink loop"
    SYMLINK_DANGLING = "dangling symlink"
    HARDLINK_FOREIGN = "hard link shared with another agent's (or the shared) folder"
    HARDLINK_OUTSIDE = "hard link with other names outside its owner's folder"
    NOT_REGULAR = "not a regular file"
    UNREADABLE_DIR = "unreadable folder"
    CHANGED = "changed while it was opened"
    INVALID_RULES = "invalid rules JSON"
    FAILED = "could not be read or chunked"
    TOO_SLOW = "took too long to chunk"


SKIP_ACTIONS: dict[SkipReason, str] = {
    SkipReason.BINARY: "only text is indexed; move binaries out of the workspace or add an ignore glob",
    SkipReason.INVALID_UTF8: "re-save the file as UTF-8",
    SkipReason.TOO_LARGE: "split the file or raise workspace.max_file_bytes",
    SkipReason.EMPTY: "nothing to index; stale rows of the file were removed",
    SkipReason.UNREADABLE: "fix the file permissions",
    SkipReason.DISAPPEARED: "nothing to do: the file was deleted or moved while indexing; the next run settles it",
    SkipReason.SYMLINK_OUTSIDE: "copy the target into the root or set workspace.follow_symlinks_outside_root",
    SkipReason.SYMLINK_FOREIGN: "the target is indexed where it lives, for its owner; copy the text instead of "
                                "linking it",
    SkipReason.SYMLINK_DIR: "its files are indexed where they live; move the folder instead of linking it",
    SkipReason.SYMLINK_LOOP: "the link leads back to itself through other links: point it at a real file or "
                             "remove it",
    SkipReason.SYMLINK_DANGLING: "the link's target does not exist: restore the target or remove the link",
    SkipReason.HARDLINK_FOREIGN: "a file named in two owners' folders is neither's (every name of it is "
                                 "skipped): copy the text instead of hard-linking it and remove the other name",
    SkipReason.HARDLINK_OUTSIDE: "copy the file instead of hard-linking it, or remove its other names "
                                 "(`find / -xdev -samefile <file>` lists them)",
    SkipReason.NOT_REGULAR: "only regular files are read: remove it or move it out of the workspace "
                            "(or add an ignore glob)",
    SkipReason.UNREADABLE_DIR: "fix the permissions of the folder (e.g. chmod u+rx) so memspark can list it; "
                               "the rows of the files it held are kept",
    SkipReason.CHANGED: "nothing to do: it was replaced while being read; the next run settles it",
    SkipReason.INVALID_RULES: "fix the JSON syntax at the line shown",
    SkipReason.FAILED: "fix or simplify the file (the detail names the error); the rest of the run went on",
    SkipReason.TOO_SLOW: "simplify or split the file (deep nesting, tens of thousands of headings), or raise "
                         "chunk.file_time_budget_s; the rest of the run went on",
}

# Skips whose file is really gone from this place: the rows it had are removed (for a link, they
# may have carried another agent's text).
REMOVES_ROWS = frozenset({SkipReason.EMPTY, SkipReason.DISAPPEARED, SkipReason.SYMLINK_OUTSIDE,
                          SkipReason.SYMLINK_FOREIGN, SkipReason.SYMLINK_DIR, SkipReason.HARDLINK_FOREIGN,
                          SkipReason.HARDLINK_OUTSIDE, SkipReason.NOT_REGULAR})

# safe_open's refusals in the scan's words
_REFUSALS: dict[str, SkipReason] = {
    Refusal.NOT_REGULAR: SkipReason.NOT_REGULAR, Refusal.SYMLINK_LOOP: SkipReason.SYMLINK_LOOP,
    Refusal.SYMLINK_DANGLING: SkipReason.SYMLINK_DANGLING, Refusal.CHANGED: SkipReason.CHANGED,
    Refusal.SYMLINK_FOREIGN: SkipReason.SYMLINK_FOREIGN, Refusal.SYMLINK_OUTSIDE: SkipReason.SYMLINK_OUTSIDE,
    Refusal.HARDLINK_FOREIGN: SkipReason.HARDLINK_FOREIGN, Refusal.HARDLINK_OUTSIDE: SkipReason.HARDLINK_OUTSIDE,
}


@dataclass(frozen=True)
class FileSnapshot:
    route: FileRoute
    size: int
    mtime: float
    content_hash: str  # "" when skipped
    skip: SkipReason | None = None
    detail: str = ""
    file_id: FileId | None = None  # the identity the checks approved (None when skipped)

    @property
    def key(self) -> tuple[str, str]:
        return self.route.key

    def holds(self, key: tuple[str, str]) -> bool:
        """Whether ``key`` is a file under this skipped folder whose rows stay (an unreadable folder: its
        files are not gone, only unlisted this run)."""
        return (self.skip is not None and self.skip not in REMOVES_ROWS and self.route.content_type == ContentType.DIRECTORY
                and key[0] == self.route.agent_id and key[1].startswith(self.route.path))

    def skip_line(self) -> str:
        assert self.skip is not None
        extra = f" ({self.detail})" if self.detail else ""
        return f"{self.route.agent_id}:{self.route.path}: {self.skip.value}{extra} — {SKIP_ACTIONS[self.skip]}"


def route_hash(raw: bytes, pool: str, content_type: str, source: str, evergreen: bool) -> str:
    """The content hash stored with a file's rows: its bytes plus its route.

    The route is part of the identity: moving a file to another pool or flipping its evergreen flag
    must re-write its rows even though the bytes are unchanged. The mtime-derived date is not: a
    touched file is not re-embedded (the refresh flow updates dates without re-embedding).
    """
    digest = hashlib.sha256(raw).hexdigest()
    return hashlib.sha256(f"{digest}|{pool}|{content_type}|{source}|{evergreen}".encode()).hexdigest()[:40]


class FileSkip(IngestError):
    """A file that cannot be indexed now, with its :class:`SkipReason` (the run goes on)."""

    def __init__(self, path: Path, reason: SkipReason, detail: str = "") -> None:
        extra = f" ({detail})" if detail else ""
        super().__init__(f"{path}: {reason.value}{extra}", action=SKIP_ACTIONS[reason])
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True)
class FileContent:
    """One read of a file: the text and the content hash both come from these bytes."""

    text: str
    content_hash: str


def _refused(path: Path, exc: ForeignFileError | UnsafeFileError) -> FileSkip:
    return FileSkip(path, _REFUSALS.get(exc.refusal, SkipReason.FAILED), exc.detail)


def _os_skip(path: Path, exc: OSError) -> FileSkip:
    if isinstance(exc, FileNotFoundError | NotADirectoryError):
        return FileSkip(path, SkipReason.DISAPPEARED)
    return FileSkip(path, SkipReason.UNREADABLE, exc.strerror or "")


def _read_bytes(path: Path, max_bytes: int) -> bytes:
    """A path's bytes (any caller's path: no owner check), never following a link swapped in on the way and
    never opening a FIFO, socket or device."""
    try:
        with open_no_follow(Path(os.path.realpath(path))) as f:
            return f.read(max_bytes)
    except (ForeignFileError, UnsafeFileError) as exc:
        raise _refused(path, exc) from exc
    except OSError as exc:
        raise _os_skip(path, exc) from exc


def _read_route(ws: Workspace, route: FileRoute, max_bytes: int, index: InodeIndex | None,
                approved: FileId | None) -> tuple[bytes, os.stat_result]:
    """``route``'s bytes and the ``fstat`` they were read under, through every check of
    :func:`memspark.safe_open.open_route`; raises :class:`FileSkip`."""
    try:
        with open_route(ws, route, index=index, approved=approved) as f:
            if f.st.st_size > max_bytes:
                raise FileSkip(route.abs_path, SkipReason.TOO_LARGE, f"{f.st.st_size} bytes > {max_bytes}")
            return f.read(max_bytes), f.st
    except (ForeignFileError, UnsafeFileError) as exc:
        raise _refused(route.abs_path, exc) from exc
    except OSError as exc:
        raise _os_skip(route.abs_path, exc) from exc


def decode_text(path: Path, raw: bytes, max_bytes: int) -> str:
    if len(raw) > max_bytes:
        raise FileSkip(path, SkipReason.TOO_LARGE, f"{len(raw)} bytes > {max_bytes}")
    if b"\x00" in raw:
        raise FileSkip(path, SkipReason.BINARY)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FileSkip(path, SkipReason.INVALID_UTF8, f"byte {exc.start}") from exc


def read_text(path: Path, max_bytes: int) -> str:
    """Read a file as UTF-8 text (a regular file only, no link swapped in on the way), or raise
    :class:`FileSkip` naming the problem. Workspace files of an agent are read with :func:`read_file`
    or :func:`read_route_text`, which also check who owns them."""
    return decode_text(path, _read_bytes(path, max_bytes), max_bytes)


def read_route_text(ws: Workspace, route: FileRoute, max_bytes: int) -> str:
    """``route``'s file as UTF-8 text, through every check of :func:`memspark.safe_open.open_route` (what
    ``memory_get`` reads); raises :class:`FileSkip`."""
    raw, _ = _read_route(ws, route, max_bytes, None, None)
    return decode_text(route.abs_path, raw, max_bytes)


def _content(route: FileRoute, raw: bytes, max_bytes: int) -> FileContent:
    if not raw.strip():
        raise FileSkip(route.abs_path, SkipReason.EMPTY)
    text = decode_text(route.abs_path, raw, max_bytes)
    return FileContent(text, route_hash(raw, route.pool, route.content_type, route.source, route.evergreen))


def read_file(ws: Workspace, route: FileRoute, max_bytes: int, *, approved: FileId | None = None) -> FileContent:
    """Read ``route``'s file once, through every check of :func:`memspark.safe_open.open_route`: its text and
    the content hash of exactly those bytes. ``approved``: the identity the scan checked (no second walk
    for a hard-linked file that is still that file)."""
    raw, _ = _read_route(ws, route, max_bytes, None, approved)
    return _content(route, raw, max_bytes)


def read_snapshot(snap: FileSnapshot, cfg: Config) -> FileContent:
    """The chunk step's read of ``snap``'s file: :func:`read_file` under the scan's workspace settings."""
    return read_file(Workspace(cfg.workspace, cfg.root), snap.route, cfg.workspace.max_file_bytes,
                     approved=snap.file_id)


def _snapshot(ws: Workspace, route: FileRoute, index: InodeIndex) -> FileSnapshot:
    try:
        raw, st = _read_route(ws, route, ws.cfg.max_file_bytes, index, None)
    except FileSkip as skip:
        return FileSnapshot(route, 0, 0.0, "", skip.reason, skip.detail)
    try:
        content = _content(route, raw, ws.cfg.max_file_bytes)
    except FileSkip as skip:
        return FileSnapshot(route, st.st_size, st.st_mtime, "", skip.reason, skip.detail)
    return FileSnapshot(route, st.st_size, st.st_mtime, content.content_hash, file_id=FileId.of(st))


def _unlistable_dir_snapshot(ws: Workspace, folder: Path) -> FileSnapshot | None:
    """The skip line of a folder the walk could not list (the rows of its files are kept); None for a
    folder that can be listed (a path given on the command line, or a folder fixed since the walk)."""
    route = ws.route_link_dir(folder)
    if route is None:
        return None
    try:
        os.listdir(folder)
    except OSError as exc:
        return FileSnapshot(route, 0, 0.0, "", SkipReason.UNREADABLE_DIR,
                            f"{exc.strerror or type(exc).__name__}: {folder}")
    return None


def _link_dir_snapshot(ws: Workspace, link: Path) -> FileSnapshot | None:
    route = ws.route_link_dir(link)
    if route is None:
        return None
    real = os.path.realpath(link)
    reason = SkipReason.SYMLINK_DIR if ws.link_verdict(route) is not LinkVerdict.OUTSIDE else SkipReason.SYMLINK_OUTSIDE
    return FileSnapshot(route, 0, 0.0, "", reason, real)


def snapshot_files(ws: Workspace, files: Iterable[Path]) -> list[FileSnapshot]:
    """Route and snapshot each file; files outside the workspace model are ignored silently.

    A symlinked folder, or a folder that cannot be listed (yielded by :meth:`Workspace.iter_files` instead
    of its files), is one skip line.
    Any unexpected error on one file is that file's skip line, never the run's end."""
    out: list[FileSnapshot] = []
    seen: set[tuple[str, str]] = set()
    index = InodeIndex()  # hard links: each owner's folder walked at most once per call, only when needed
    for f in files:
        if f.is_dir():  # a folder: a symlinked one (not descended), or one the walk could not list
            snap = _link_dir_snapshot(ws, f) if f.is_symlink() else _unlistable_dir_snapshot(ws, f)
            if snap is not None and snap.key not in seen:
                seen.add(snap.key)
                out.append(snap)
            continue
        route = ws.route(f)
        if route is None or route.key in seen:
            continue
        seen.add(route.key)
        try:
            out.append(_snapshot(ws, route, index))
        except Exception as exc:  # noqa: BLE001 - one odd file must not stop the run
            out.append(FileSnapshot(route, 0, 0.0, "", SkipReason.FAILED, f"{type(exc).__name__}: {exc}"[:200]))
    return out
