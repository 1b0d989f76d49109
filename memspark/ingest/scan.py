"""Snapshot workspace files: route, size, mtime, content hash — or a skip reason, one clear line each.

Bad input never stops a run: binary files, invalid UTF-8, files over ``workspace.max_file_bytes``, empty
files, unreadable files and symlinks that lead out of the root each become a :class:`FileSnapshot`
with ``skip`` set, and the other files are indexed.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from memspark.errors import IngestError
from memspark.workspace import FileRoute, Workspace


class SkipReason(StrEnum):
    """The closed set of reasons a file is not indexed (each rendered with a fix)."""

    BINARY = "binary file (NUL bytes)"
    INVALID_UTF8 = "invalid UTF-8"
    TOO_LARGE = "larger than workspace.max_file_bytes"
    EMPTY = "empty file"
    UNREADABLE = "unreadable"
    SYMLINK_OUTSIDE = "symlink leading outside the workspace root"
    INVALID_RULES = "invalid rules JSON"


SKIP_ACTIONS: dict[SkipReason, str] = {
    SkipReason.BINARY: "only text is indexed; move binaries out of the workspace or add an ignore glob",
    SkipReason.INVALID_UTF8: "re-save the file as UTF-8",
    SkipReason.TOO_LARGE: "split the file or raise workspace.max_file_bytes",
    SkipReason.EMPTY: "nothing to index; stale rows of the file were removed",
    SkipReason.UNREADABLE: "fix the file permissions",
    SkipReason.SYMLINK_OUTSIDE: "copy the target into the root or set workspace.follow_symlinks_outside_root",
    SkipReason.INVALID_RULES: "fix the JSON syntax at the line shown",
}


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


def read_text(path: Path, max_bytes: int) -> str:
    """Read a workspace file as UTF-8 text, or raise IngestError naming the problem."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise IngestError(f"{path}: unreadable ({exc.strerror})", action=SKIP_ACTIONS[SkipReason.UNREADABLE]) from exc
    if len(raw) > max_bytes:
        raise IngestError(f"{path}: {len(raw)} bytes > {max_bytes}", action=SKIP_ACTIONS[SkipReason.TOO_LARGE])
    if b"\x00" in raw:
        raise IngestError(f"{path}: binary file", action=SKIP_ACTIONS[SkipReason.BINARY])
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise IngestError(f"{path}: invalid UTF-8 at byte {exc.start}", action=SKIP_ACTIONS[SkipReason.INVALID_UTF8]) from exc


def _snapshot(ws: Workspace, route: FileRoute) -> FileSnapshot:
    p = route.abs_path
    try:
        st = p.stat()  # follows symlinks
    except OSError as exc:
        return FileSnapshot(route, 0, 0.0, "", SkipReason.UNREADABLE, exc.strerror or "")
    if p.is_symlink() and not ws.cfg.follow_symlinks_outside_root:
        real = Path(os.path.realpath(p))
        allowed = [ws.root] + [r for _, r in ws.reference_roots]
        if not any(real == a or a in real.parents for a in allowed):
            return FileSnapshot(route, st.st_size, st.st_mtime, "", SkipReason.SYMLINK_OUTSIDE, str(real))
    if st.st_size > ws.cfg.max_file_bytes:
        return FileSnapshot(route, st.st_size, st.st_mtime, "", SkipReason.TOO_LARGE,
                            f"{st.st_size} bytes > {ws.cfg.max_file_bytes}")
    try:
        raw = p.read_bytes()
    except OSError as exc:
        return FileSnapshot(route, st.st_size, st.st_mtime, "", SkipReason.UNREADABLE, exc.strerror or "")
    if not raw.strip():
        return FileSnapshot(route, st.st_size, st.st_mtime, "", SkipReason.EMPTY)
    if b"\x00" in raw:
        return FileSnapshot(route, st.st_size, st.st_mtime, "", SkipReason.BINARY)
    try:
        raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        return FileSnapshot(route, st.st_size, st.st_mtime, "", SkipReason.INVALID_UTF8, f"byte {exc.start}")
    return FileSnapshot(route, st.st_size, st.st_mtime,
                        route_hash(raw, route.pool, route.content_type, route.source, route.evergreen))


def snapshot_files(ws: Workspace, files: Iterable[Path]) -> list[FileSnapshot]:
    """Route and snapshot each file; files outside the workspace model are ignored silently."""
    out: list[FileSnapshot] = []
    seen: set[tuple[str, str]] = set()
    for f in files:
        route = ws.route(f)
        if route is None or route.key in seen:
            continue
        seen.add(route.key)
        out.append(_snapshot(ws, route))
    return out
