"""Files that give no rows: how the next ingest knows it saw them.

The chunks table knows a file by its rows, and their content hash is what the planner compares
(:func:`~memspark.ingest.plan.plan_changes`). A file whose text chunks to nothing (only whitespace, or
only the guidance lines ``memspark init`` writes) has no rows, so every run planned it as added again.
When a run indexes such a file, its ``(agent_id, path, content_hash)`` is recorded in a small side table
of the same database, ``<table>_rowless`` (:func:`record_rowless`); the next run plans with the rows'
hashes and these records together (:func:`stored_hashes`), so the same bytes are unchanged.

A record says only "these bytes give no rows", which stays true whatever happens to the chunks table.
Where a file has rows as well (it has content again), the rows' hash wins; a record of a file gone from
the workspace is removed with its rows (:func:`forget_rowless`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence

import pyarrow as pa

from memspark.ingest.prepare import PreparedFile
from memspark.storage import LanceStore
from memspark.storage.side import open_side_table

ROWLESS_SCHEMA = pa.schema([pa.field("id", pa.string(), nullable=False), pa.field("agent_id", pa.string()),
                            pa.field("path", pa.string()), pa.field("content_hash", pa.string())])


def rowless_table(store: LanceStore) -> str:
    """The side table's name: ``<table>_rowless``."""
    return f"{store.cfg.table}_rowless"


def _record_id(key: tuple[str, str]) -> str:
    return hashlib.sha256(f"{key[0]}\0{key[1]}".encode()).hexdigest()


def stored_hashes(store: LanceStore) -> dict[tuple[str, str], str]:
    """``(agent_id, path) → content hash`` of every file an ingest has seen: from its rows, else from its
    record as a file without rows."""
    side = open_side_table(store, rowless_table(store))
    recorded: dict[tuple[str, str], str] = {}
    if side is not None:
        data = side.scan(["agent_id", "path", "content_hash"])
        recorded = {(a, p): h or "" for a, p, h in zip(data.column("agent_id").to_pylist(),
                                                        data.column("path").to_pylist(),
                                                        data.column("content_hash").to_pylist(), strict=True)}
    return recorded | store.file_hashes()


def record_rowless(store: LanceStore, files: Sequence[PreparedFile]) -> int:
    """Record the ``files`` that have no chunks (their rows, none, were just written); returns how many."""
    rowless = [pf for pf in files if not pf.chunks]
    if not rowless:
        return 0
    data = pa.table({"id": [_record_id(pf.key) for pf in rowless], "agent_id": [pf.agent_id for pf in rowless],
                     "path": [pf.path for pf in rowless], "content_hash": [pf.content_hash for pf in rowless]},
                    schema=ROWLESS_SCHEMA)
    with store.writer():
        side = open_side_table(store, rowless_table(store), ROWLESS_SCHEMA)
        assert side is not None  # created when missing
        side.upsert(data)
    return len(rowless)


def forget_rowless(store: LanceStore, keys: Iterable[tuple[str, str]]) -> None:
    """Remove the records of the files ``keys`` (gone from the workspace)."""
    ids = [_record_id(k) for k in keys]
    if not ids:
        return
    with store.writer():
        side = open_side_table(store, rowless_table(store))
        if side is not None:
            side.delete_ids(ids)


__all__ = ["ROWLESS_SCHEMA", "forget_rowless", "record_rowless", "rowless_table", "stored_hashes"]
