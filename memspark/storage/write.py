"""The write side of the store: replace a file's rows, upsert, delete, optimize, keep the indexes.

- Writes take the writer lock (:mod:`memspark.storage.lock`) and retry a failed commit up to three
  times with backoff (spec: "Commit conflict → automatic retry (up to 3x)").
- ``replace_files`` is one ``merge_insert`` commit: upsert the files' new rows and delete their
  stale rows (``when_not_matched_by_source_delete``), so a reader sees the old file or the new one,
  never a file with no rows.
- BITMAP indexes on the prefilter columns and the FTS index on ``text`` are created once the table
  has rows; a failure there is logged, never fatal (spec: "FTS index creation failure → non-fatal").
- ``stage_file`` writes a large file's rows a batch at a time into a stage and publishes them at once
  (:mod:`memspark.storage.stage`); ``recover_staged`` finishes or drops what a crashed run staged.
- ``optimize`` and ``remove_duplicates`` drop extra copies of an id (:mod:`memspark.storage.dedupe`):
  a table damaged by unguarded concurrent writers heals on the next ``index``.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

from memspark.storage.conform import Records, check_rows_in_files, conform, num_rows, peek
from memspark.storage.core import StoreCore
from memspark.storage.dedupe import count_duplicates, remove_duplicates
from memspark.storage.filters import file_condition, files_condition, sql_str
from memspark.storage.schema import chunk_schema
from memspark.storage.stage import StagedFile, begin_staging, give_back_freed_memory, recover_staged

logger = logging.getLogger(__name__)

BITMAP_COLUMNS = ("agent_id", "pool", "is_parent")  # low-cardinality prefilter columns
FTS_COLUMN = "text"
DEFAULT_CLEANUP = timedelta(days=7)  # LanceDB's own default window for optimize()


class StoreWrites(StoreCore):
    """Writes of :class:`memspark.storage.lance.LanceStore` (see the module docstring)."""

    def replace_files(self, records: Records, files: Sequence[tuple[str, str]]) -> None:
        """Atomically make ``records`` the complete content of the ``(agent_id, path)`` files.

        One commit upserts the new rows and deletes every other row of those files; with no
        records it is a pure delete. Each record must belong to one of ``files``.
        """
        files = list(dict.fromkeys(files))
        with self.writer():
            if self._open_existing() is None and num_rows(records) == 0:
                return
            table = self._table_for_write(peek(records))
            data = self._conform(records, table)
            check_rows_in_files(data, files)
            if not files:
                return
            condition = files_condition(files)
            self.handle.commit("replace files", lambda: table.merge_insert("id").when_matched_update_all()
                               .when_not_matched_insert_all().when_not_matched_by_source_delete(condition)
                               .execute(data))
            self._after_write(table)

    def stage_file(self, key: tuple[str, str]) -> StagedFile:
        """A stage for the next generation of the file ``key``: append its rows a batch at a time, then
        :meth:`StagedFile.publish` them in place of its current rows (see :mod:`memspark.storage.stage`)."""
        table = self._open_existing()
        if table is not None:
            with self.writer():
                table = self._table_for_write(None)  # an older table is migrated first: the stage takes its schema
            with self.errors("schema"):
                schema = table.schema
        elif self.dims and self.model_id:
            schema = chunk_schema(self.dims, self.model_id)
        else:
            raise ValueError("staging a file needs the store's model_id and dims (no table exists yet)")
        return begin_staging(self, key, schema=schema)

    def recover_staged(self) -> int:
        """Finish publishing, or drop, the stages that interrupted runs left; returns how many."""
        if not self.handle.reachable():
            return 0
        return recover_staged(self)

    def upsert(self, records: Records) -> None:
        """Insert or update rows, merged by ``id``."""
        if num_rows(records) == 0:
            return
        with self.writer():
            table = self._table_for_write(peek(records))
            data = self._conform(records, table)
            self.handle.commit("upsert", lambda: table.merge_insert("id").when_matched_update_all()
                               .when_not_matched_insert_all().execute(data))
            self._after_write(table)

    def delete_by_path(self, path: str, agent_id: str | None = None) -> int:
        """Delete every row of ``path`` (of one agent, or of all agents); returns the count."""
        with self.writer():
            table = self._open_existing()
            if table is None:
                return 0
            where = file_condition(agent_id, path) if agent_id is not None else f"path = {sql_str(path)}"
            result = self.handle.commit("delete", lambda: table.delete(where))
            return int(result.num_deleted_rows)

    def remove_duplicates(self) -> int:
        """Delete extra copies of an id, keeping the newest write; returns the rows removed."""
        return remove_duplicates(self)

    def duplicate_rows(self) -> int:
        """How many rows are extra copies of an id (``status`` reports it; 0 on a healthy table)."""
        return count_duplicates(self)

    def optimize(self, *, cleanup_older_than: timedelta | None = None) -> None:
        """Remove duplicate ids, compact, fold new rows into the FTS and scalar indexes, (re)create
        missing indexes.

        Old versions are pruned after ``cleanup_older_than`` (LanceDB default: 7 days); 0 is
        unsafe while another process reads the table.
        """
        with self.writer():
            table = self._open_existing()
            if table is None:
                return
            remove_duplicates(self)
            window = self._cleanup_window_sparing_tags(table, cleanup_older_than)
            give_back_freed_memory()  # after a large write: the index work reuses its pages (see stage.py)
            self.handle.commit("optimize", lambda: table.optimize(cleanup_older_than=window))
            self._indexes_ok = False
            give_back_freed_memory()
            self._ensure_indexes(table)

    def ensure_indexes(self) -> None:
        """Create the missing BITMAP and FTS indexes (after a swap or restore)."""
        table = self._open_existing()
        if table is not None:
            self._ensure_indexes(table)

    def _conform(self, records: Records, table: Any) -> Any:
        table_model = self._ident.model_id if self._ident is not None else None
        return conform(records, table.schema, self.table_path, table_model)

    def _cleanup_window_sparing_tags(self, table: Any, requested: timedelta | None) -> timedelta | None:
        """LanceDB refuses the whole cleanup when a tagged version (a re-embed's pre-swap tag) is older
        than the window, which would make every ingest fail until someone prunes the tag. Widen the
        window past the oldest tagged version instead; `memspark maintain` prunes old tags."""
        with self.errors("list tags"):
            tags = table.tags.list()
        if not tags:
            return requested
        tagged = {int(t["version"]) for t in tags.values()}
        with self.errors("list versions"):
            stamps = [v["timestamp"] for v in table.list_versions() if v["version"] in tagged]
        if not stamps:
            return requested
        oldest = min(stamps)
        now = datetime.now(oldest.tzinfo) if oldest.tzinfo else datetime.now()
        needed = (now - oldest) + timedelta(minutes=1)
        base = requested if requested is not None else DEFAULT_CLEANUP
        return max(base, needed)

    def _after_write(self, table: Any) -> None:
        if not self._indexes_ok:
            self._ensure_indexes(table)

    def _ensure_indexes(self, table: Any) -> None:
        """Create missing BITMAP and FTS indexes once the table has rows. Failures are non-fatal."""
        with self.errors("count"):
            if table.count_rows() == 0:
                return
        with self.errors("list indexes"):
            existing = {tuple(ix.columns) for ix in table.list_indices()}
        from lancedb.index import FTS, Bitmap

        wanted: list[tuple[str, Any]] = [(c, Bitmap()) for c in BITMAP_COLUMNS]
        wanted.append((FTS_COLUMN, FTS(with_position=False)))
        ok = True
        for column, config in wanted:
            if (column,) in existing:
                continue
            try:
                table.create_index(column, config=config)
                logger.info("created %s index on %s", type(config).__name__, column)
            except (ValueError, RuntimeError, OSError) as exc:
                # Spec: "FTS index creation failure → non-fatal; FTS search returns empty".
                ok = False
                logger.warning("creating the %s index on %s failed (search still works, slower or "
                               "without BM25): %s", type(config).__name__, column, exc)
        self._indexes_ok = ok


__all__ = ["BITMAP_COLUMNS", "FTS_COLUMN", "StoreWrites"]
