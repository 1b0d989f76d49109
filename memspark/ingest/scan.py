"""Snapshot workspace files: route, size, mtime, content hash — or a skip reason, one clear line each.

Bad input never stops a run: binary files, invalid UTF-8, files over ``workspace.max_file_bytes``, empty
files, unreadable files, files that disappear, symlinks that lead out of the root or to another agent's or
pool's file, and any other failure on one file each become a :class:`FileSnapshot` with ``skip`` set, and
the other files are indexed.

The content hash stored with a file's rows is computed from the exact bytes that were chunked:
:func:`read_file` reads once and derives both the text and the hash from those bytes.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from memspark.errors import IngestError
from memspark.workspace import FileRoute, LinkVerdict, Workspace


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
    INVALID_RULES = "invalid rules JSON"
    FAILED = "could not be read or chunked"


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
    SkipReason.INVALID_RULES: "fix the JSON syntax at the line shown",
    SkipReason.FAILED: "fix or simplify the file (the detail names the error); the rest of the run went on",
}

# Skips whose file is really gone from this place: the rows it had are removed (for a link, they
# may have carried another agent's text).
REMOVES_ROWS = frozenset({SkipReason.EMPTY, SkipReason.DISAPPEARED, SkipReason.SYMLINK_OUTSIDE,
                          SkipReason.SYMLINK_FOREIGN, SkipReason.SYMLINK_DIR})


@dataclass(frozen=True)
class FileSnapshot:
    route: FileRoute
    size: int
    mtime: float
    content_hash: str  # "" when skipped
    skip: SkipReason | None = None
    detail: str = ""

    @property
    def key(self) -> tuple[str, str]:
        return self.route.key

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


def _read_bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except FileNotFoundError as exc:
        raise FileSkip(path, SkipReason.DISAPPEARED) from exc
    except OSError as exc:
        raise FileSkip(path, SkipReason.UNREADABLE, exc.strerror or "") from exc


def _decode(path: Path, raw: bytes, max_bytes: int) -> str:
    if len(raw) > max_bytes:
        raise FileSkip(path, SkipReason.TOO_LARGE, f"{len(raw)} bytes > {max_bytes}")
    if b"\x00" in raw:
        raise FileSkip(path, SkipReason.BINARY)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FileSkip(path, SkipReason.INVALID_UTF8, f"byte {exc.start}") from exc


def read_text(path: Path, max_bytes: int) -> str:
    """Read a workspace file as UTF-8 text, or raise :class:`FileSkip` naming the problem."""
    return _decode(path, _read_bytes(path), max_bytes)


def read_file(route: FileRoute, max_bytes: int) -> FileContent:
    """Read ``route``'s file once: its text and the content hash of exactly those bytes."""
    raw = _read_bytes(route.abs_path)
    if not raw.strip():
        raise FileSkip(route.abs_path, SkipReason.EMPTY)
    text = _decode(route.abs_path, raw, max_bytes)
    return FileContent(text, route_hash(raw, route.pool, route.content_type, route.source, route.evergreen))


_LINK_SKIPS = {LinkVerdict.OUTSIDE: SkipReason.SYMLINK_OUTSIDE, LinkVerdict.FOREIGN: SkipReason.SYMLINK_FOREIGN}


def _snapshot(ws: Workspace, route: FileRoute) -> FileSnapshot:
    p = route.abs_path
    if p.is_symlink() and not p.exists():
        return FileSnapshot(route, 0, 0.0, "", SkipReason.UNREADABLE, f"dangling symlink to {os.path.realpath(p)}")
    link_skip = _LINK_SKIPS.get(ws.link_verdict(route))
    if link_skip is not None:
        return FileSnapshot(route, 0, 0.0, "", link_skip, os.path.realpath(p))
    try:
        st = p.stat()  # follows symlinks
    except FileNotFoundError:
        return FileSnapshot(route, 0, 0.0, "", SkipReason.DISAPPEARED)
    except OSError as exc:
        return FileSnapshot(route, 0, 0.0, "", SkipReason.UNREADABLE, exc.strerror or "")
    if st.st_size > ws.cfg.max_file_bytes:
        return FileSnapshot(route, st.st_size, st.st_mtime, "", SkipReason.TOO_LARGE,
                            f"{st.st_size} bytes > {ws.cfg.max_file_bytes}")
    try:
        content = read_file(route, ws.cfg.max_file_bytes)
    except FileSkip as skip:
        return FileSnapshot(route, st.st_size, st.st_mtime, "", skip.reason, skip.detail)
    return FileSnapshot(route, st.st_size, st.st_mtime, content.content_hash)


def _link_dir_snapshot(ws: Workspace, link: Path) -> FileSnapshot | None:
    route = ws.route_link_dir(link)
    if route is None:
        return None
    real = os.path.realpath(link)
    reason = SkipReason.SYMLINK_DIR if ws.link_verdict(route) is not LinkVerdict.OUTSIDE else SkipReason.SYMLINK_OUTSIDE
    return FileSnapshot(route, 0, 0.0, "", reason, real)


def snapshot_files(ws: Workspace, files: Iterable[Path]) -> list[FileSnapshot]:
    """Route and snapshot each file; files outside the workspace model are ignored silently.

    A symlinked folder (yielded by :meth:`Workspace.iter_files` instead of its files) is one skip line.
    Any unexpected error on one file is that file's skip line, never the run's end."""
    out: list[FileSnapshot] = []
    seen: set[tuple[str, str]] = set()
    for f in files:
        if f.is_symlink() and f.is_dir():
            snap = _link_dir_snapshot(ws, f)
            if snap is not None and snap.key not in seen:
                seen.add(snap.key)
                out.append(snap)
            continue
        route = ws.route(f)
        if route is None or route.key in seen:
            continue
        seen.add(route.key)
        try:
            out.append(_snapshot(ws, route))
        except Exception as exc:  # noqa: BLE001 - one odd file must not stop the run
            out.append(FileSnapshot(route, 0, 0.0, "", SkipReason.FAILED, f"{type(exc).__name__}: {exc}"[:200]))
    return out
