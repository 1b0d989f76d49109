"""Table administration for the operations flows: column scans, metadata updates, versions, tags
and the atomic swap. Part of the storage package, so the LanceDB calls stay here (side tables:
:mod:`memspark.storage.side`).

- :func:`update_columns` rewrites some columns of existing rows (a partial ``merge_insert`` on
  ``id``): dates and flags change without touching, or re-embedding, the vectors.
- :func:`swap_in` replaces the whole table with new rows in ONE commit (``mode="overwrite"``,
  which may change the schema, e.g. another model's vectors): a reader sees the old version or
  the new one, never a mix. The version before the swap is tagged so it can be restored, and the
  swap restores it itself when anything after the overwrite fails.
- :func:`cleanup_versions` prunes old versions (a busy table otherwise piles up thousands).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import pyarrow as pa

from memspark.errors import StorageError

if TYPE_CHECKING:
    from memspark.storage.lance import LanceStore

logger = logging.getLogger(__name__)


def scan_columns(store: LanceStore, columns: Sequence[str], where: str | None = None,
                 limit: int | None = None) -> pa.Table | None:
    """The given columns (those the table has) of every row (``where`` holds; at most ``limit``), or None
    when there is no table."""
    table = store.table_handle()
    if table is None:
        return None
    present = [c for c in columns if c in table.schema.names]
    with store.errors("scan"):
        q = table.search().select(present)
        if where:
            q = q.where(where)
        return q.limit(limit).to_arrow()


def update_columns(store: LanceStore, data: pa.Table) -> None:
    """Set the columns of ``data`` on the rows with its ``id`` values (rows gone meanwhile are skipped)."""
    if data.num_rows == 0:
        return
    with store.writer():
        table = store.table_handle()
        if table is None:
            return
        target = table.schema
        data = data.cast(pa.schema([target.field(n) for n in data.schema.names]))
        store.handle.commit("update columns", lambda: table.merge_insert("id").when_matched_update_all()
                            .execute(data))


# ---- versions & tags ---------------------------------------------------------------------------------
def version_count(store: LanceStore) -> int:
    table = store.table_handle()
    if table is None:
        return 0
    with store.errors("list versions"):
        return len(table.list_versions())


def current_version(store: LanceStore) -> int | None:
    table = store.table_handle()
    if table is None:
        return None
    with store.errors("version"):
        return int(table.version)


def list_tags(store: LanceStore) -> dict[str, int]:
    table = store.table_handle()
    if table is None:
        return {}
    with store.errors("list tags"):
        tags = table.tags.list()
    return {name: int(info["version"] if isinstance(info, dict) else info.version) for name, info in tags.items()}


def create_tag(store: LanceStore, tag: str, version: int | None = None) -> int:
    table = store.table_handle()
    if table is None:
        raise StorageError(f"no table {store.cfg.table!r} to tag", action="Run `memspark index` first.")
    v = int(version if version is not None else table.version)
    delete_tag(store, tag)
    with store.errors("create tag"):
        table.tags.create(tag, v)
    return v


def delete_tag(store: LanceStore, tag: str) -> None:
    table = store.table_handle()
    if table is not None and tag in list_tags(store):
        with store.errors("delete tag"):
            table.tags.delete(tag)


def restore_version(store: LanceStore, version: int) -> None:
    """Make ``version`` the latest again (a new commit; the versions after it stay in history)."""
    with store.writer():
        table = store.table_handle()
        if table is None:
            raise StorageError(f"no table {store.cfg.table!r} to restore")
        store.handle.commit("restore", lambda: table.restore(version))
        store.reopen()


@dataclass(frozen=True)
class CleanupResult:
    versions_before: int
    versions_after: int
    tags_deleted: tuple[str, ...] = ()
    older_than_s: float = 0.0  # the window actually used (widened to spare a live tag)


def _version_ages(table: Any) -> dict[int, float]:
    """version → age in seconds (LanceDB reports naive local timestamps)."""
    now = datetime.now()
    return {int(v["version"]): (now - v["timestamp"]).total_seconds() for v in table.list_versions()}


def cleanup_versions(store: LanceStore, older_than: timedelta, *, tag_ttl: timedelta | None = None) -> CleanupResult:
    """Compact and remove versions older than ``older_than``.

    LanceDB refuses the whole cleanup while a tagged version is older than the window ("tagged
    version(s) have been marked for cleanup"), so tags older than ``tag_ttl`` are deleted first
    (their restore window is over), and a live tag older than the window widens the window to
    keep it instead of failing.
    """
    with store.writer():
        table = store.table_handle()
        if table is None:
            return CleanupResult(0, 0)
        before = version_count(store)
        with store.errors("list versions"):
            ages = _version_ages(table)
        deleted = []
        live_ages = []
        for name, version in list_tags(store).items():
            age = ages.get(version, 0.0)
            if tag_ttl is not None and age > tag_ttl.total_seconds():
                delete_tag(store, name)
                deleted.append(name)
                logger.info("deleted tag %s (version %d, %.0f s old): past ops tag TTL", name, version, age)
            else:
                live_ages.append(age)
        window = older_than.total_seconds()
        if live_ages and max(live_ages) >= window:
            window = max(live_ages) + 1.0  # versions since the oldest live tag stay until it expires
            logger.info("keeping versions younger than %.0f s: a tagged version is that old", window)
        # optimize(cleanup_older_than=...) prunes too (cleanup_old_versions would need pylance); it
        # returns no statistics in lancedb 0.40, so the version counts are the measure
        store.handle.commit("optimize", lambda: table.optimize(cleanup_older_than=timedelta(seconds=window)))
        return CleanupResult(before, version_count(store), tuple(deleted), window)


# ---- the swap ---------------------------------------------------------------------------------------
def swap_in(store: LanceStore, data: pa.Table | pa.RecordBatchReader, *, tag: str,
            expected_rows: int | None = None) -> int:
    """Replace the table's content (and schema) with ``data`` in one commit; returns the pre-swap version.

    The pre-swap version is tagged ``tag``. When the commit, the row-count check (``expected_rows``)
    or the index rebuild fails, the tagged version is restored and the error re-raised. The commit
    is never retried: a reader is consumed by the first attempt, and a retry would swap in whatever
    is left of it. The caller holds the writer lock.
    """
    table = store.table_handle()
    if table is None:
        raise StorageError(f"no table {store.cfg.table!r} to swap", action="Run `memspark index` first.")
    before = create_tag(store, tag)
    try:
        with store.errors("swap"):
            table.add(data, mode="overwrite")
        store.reopen()
        count = store.count()
        if expected_rows is not None and count != expected_rows:
            raise StorageError(f"swap wrote {count} rows, expected {expected_rows}",
                               action="Run the command again; the previous version was restored.")
        store.ensure_indexes()
    except Exception:
        logger.error("swap failed: restoring version %d (tag %s)", before, tag)
        store.reopen()
        handle = store.table_handle()
        if handle is not None:
            store.handle.commit("restore", lambda: handle.restore(before))
        store.reopen()
        raise
    logger.info("swapped %s: version %d tagged %s", store.table_path, before, tag)
    return before


__all__ = [
    "CleanupResult",
    "cleanup_versions",
    "create_tag",
    "current_version",
    "delete_tag",
    "list_tags",
    "restore_version",
    "scan_columns",
    "swap_in",
    "update_columns",
    "version_count",
]
