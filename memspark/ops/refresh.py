"""Metadata refresh: recompute document dates and evergreen flags without re-embedding.

Why it exists: ingest does not re-embed a file whose bytes are unchanged, so a touched file keeps
its old mtime-derived ``doc_date``, and a changed ``workspace.evergreen_globs`` does not reach the
stored flags. This planner compares each stored file with what routing says today and returns
the column updates; :func:`apply_refresh` writes them in one partial ``merge_insert`` (vectors
untouched). Files that are gone or unreadable are left to ingest.

The stored ``content_hash`` mixes the bytes with the route's metadata (``memspark.ingest.scan``),
evergreen flag included. When only the flag changed, the hash is rewritten too, so the next
ingest does not re-embed the file; when the bytes changed, the hash is kept and ingest re-embeds.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass

import pyarrow as pa

from memspark.errors import WorkspaceError
from memspark.ingest.scan import route_hash
from memspark.safe_open import open_route
from memspark.storage import LanceStore
from memspark.storage.admin import scan_columns, update_columns
from memspark.workspace import Workspace

logger = logging.getLogger(__name__)

_COLUMNS = ["id", "agent_id", "path", "doc_date", "evergreen", "content_hash", "pool", "content_type", "source"]


@dataclass(frozen=True)
class StoredFile:
    agent_id: str
    path: str
    doc_date: str | None
    evergreen: bool | None
    content_hash: str | None
    pool: str | None
    content_type: str | None
    source: str | None


@dataclass(frozen=True)
class FileRefresh:
    """New metadata for one stored file (only files that change are planned)."""

    agent_id: str
    path: str
    doc_date: str
    evergreen: bool
    content_hash: str | None  # None: keep the stored hash
    reasons: tuple[str, ...]


def plan_refresh(ws: Workspace, stored: Iterable[StoredFile]) -> list[FileRefresh]:
    """What each stored file's date and evergreen flag should be today (pure but for reading the files)."""
    out: list[FileRefresh] = []
    for f in stored:
        try:
            route = ws.resolve(f.path, f.agent_id)
            st = route.abs_path.stat()
        except (WorkspaceError, OSError):
            continue  # gone or out of the workspace model: ingest deletes it
        doc_date = route.doc_date(st.st_mtime)
        reasons = []
        if doc_date != f.doc_date:
            reasons.append(f"doc_date {f.doc_date} -> {doc_date}")
        if route.evergreen != f.evergreen:
            reasons.append(f"evergreen {f.evergreen} -> {route.evergreen}")
        new_hash: str | None = None
        same_route = (route.pool, route.content_type, route.source) == (f.pool, f.content_type, f.source)
        if route.evergreen != f.evergreen and same_route and f.evergreen is not None:
            try:  # only a regular file of the agent, never a FIFO (safe_open)
                with open_route(ws, route) as opened:
                    raw = opened.read(ws.cfg.max_file_bytes)
            except (OSError, WorkspaceError):
                continue
            if route_hash(raw, route.pool, route.content_type, route.source, f.evergreen) == f.content_hash:
                new_hash = route_hash(raw, route.pool, route.content_type, route.source, route.evergreen)
        if reasons:
            out.append(FileRefresh(f.agent_id, f.path, doc_date, route.evergreen, new_hash, tuple(reasons)))
    return out


def stored_files(store: LanceStore) -> tuple[list[StoredFile], pa.Table | None]:
    """One :class:`StoredFile` per indexed file, and the (id, agent_id, path) rows behind them."""
    rows = scan_columns(store, _COLUMNS)
    if rows is None or rows.num_rows == 0:
        return [], rows
    seen: dict[tuple[str, str], StoredFile] = {}
    data = rows.to_pydict()
    for i in range(rows.num_rows):
        key = (data["agent_id"][i], data["path"][i])
        if key in seen:
            continue
        seen[key] = StoredFile(key[0], key[1], *(data[c][i] if c in data else None for c in _COLUMNS[3:]))
    return list(seen.values()), rows


def apply_refresh(store: LanceStore, plan: list[FileRefresh], rows: pa.Table) -> int:
    """Write the planned metadata onto every row of the planned files; returns the rows updated."""
    by_file = {(p.agent_id, p.path): p for p in plan}
    ids, dates, flags, hashes = [], [], [], []
    data = rows.to_pydict()
    for i in range(rows.num_rows):
        p = by_file.get((data["agent_id"][i], data["path"][i]))
        if p is None:
            continue
        ids.append(data["id"][i])
        dates.append(p.doc_date)
        flags.append(p.evergreen)
        hashes.append(p.content_hash if p.content_hash is not None else data["content_hash"][i])
    if not ids:
        return 0
    update_columns(store, pa.table({"id": ids, "doc_date": dates, "evergreen": flags, "content_hash": hashes}))
    return len(ids)


def refresh_store(store: LanceStore, ws: Workspace, *, dry_run: bool = False) -> tuple[list[FileRefresh], int]:
    """Plan and (unless ``dry_run``) apply, holding the writer lock so no ingest interleaves."""
    with store.writer():
        files, rows = stored_files(store)
        plan = plan_refresh(ws, files)
        if dry_run or not plan or rows is None:
            return plan, 0
        return plan, apply_refresh(store, plan, rows)


__all__ = ["FileRefresh", "StoredFile", "apply_refresh", "plan_refresh", "refresh_store", "route_hash",
           "stored_files"]
