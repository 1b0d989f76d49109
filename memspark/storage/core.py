"""The store's state and the opening of the chunks table: one handle, the table's identity checked.

:class:`StoreCore` is the base of :class:`memspark.storage.lance.LanceStore`; the write side
(:mod:`memspark.storage.write`) and the read side (:mod:`memspark.storage.search`) build on it.
A table that records another embedding model or dims than the store was opened with raises
:class:`ModelMismatchError`; a store opened without a model (status, maintenance) inspects any.
"""

from __future__ import annotations

import logging
import os
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

import pyarrow as pa

from memspark.config import StorageConfig
from memspark.datadir import DataDir, object_store_options
from memspark.errors import ModelMismatchError, StorageError
from memspark.storage.handle import LanceHandle
from memspark.storage.lock import WriterLock
from memspark.storage.migrations import (
    MIGRATIONS,
    Migration,
    MigrationStatus,
    apply_pending,
    migration_status,
    missing_columns,
    record_satisfied,
)
from memspark.storage.schema import TableIdentity, chunk_schema, vector_dims
from memspark.storage.vector_cache import VectorCache
from memspark.tuning import Tuning

logger = logging.getLogger(__name__)


class StoreCore:
    """One LanceDB chunks table: the handle, the writer lock, the cached table and its identity."""

    backend = "lancedb"

    def __init__(
        self,
        data_dir: DataDir | Path | str,
        cfg: StorageConfig,
        *,
        model_id: str | None,
        dims: int | None,
        create: bool = True,
        tuning: Tuning | None = None,
    ) -> None:
        self.data_dir = DataDir.parse(data_dir)
        self.cfg = cfg
        self.tuning = tuning or Tuning()  # the ANN refine factor (a research constant, memspark.tuning)
        self._lock = WriterLock(self.data_dir, cfg)
        # object-store settings for a URI (AWS_* env, then storage.options); {} for a local folder.
        # The guard stops a commit once this process's bucket lease lapsed (see storage.lock).
        self.handle = LanceHandle(self.data_dir, cfg.table, object_store_options(self.data_dir, cfg.options,
                                                                                 os.environ), guard=self._lock.check)
        self.model_id = model_id
        self.dims = dims
        self._create = create
        self._indexes_ok = False
        self._fts_index_seen = False  # cached once true: an index is never dropped by memspark
        self._ident: TableIdentity | None = None
        self._table: Any = None
        self._migrated = False  # old-table columns checked once per handle (see _migrate_old_table)
        self._select_cache: dict[str | None, list[str]] = {}  # per table handle; cleared by reopen()
        self._vector_cache = VectorCache(cfg.vector_cache_max_rows)
        self._seen_version: int | None = None  # the version whose identity was last checked
        local = self.data_dir.local
        if create and local is not None:  # a bucket needs no folder: nothing is created on local disk
            try:
                local.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise self.handle.os_error("create the data dir", exc) from exc
        if self.handle.reachable():
            self.handle.connection()
            self._open_existing()

    @property
    def table_path(self) -> str:
        """The table's location: a local path or a URI (for messages)."""
        return self.handle.table_path

    def errors(self, what: str) -> AbstractContextManager[None]:
        """LanceDB failures in the block → StorageError about ``what`` (see :mod:`memspark.storage.handle`)."""
        return self.handle.errors(what)

    # ---- opening & identity ----------------------------------------------------------------------
    def _open_existing(self) -> Any:
        """The table if it exists (opened once, identity checked), else None."""
        if self._table is not None:
            return self._table
        table = self.handle.open(self.cfg.table)
        if table is None:
            return None
        ident = self.handle.identity(table)
        self._check_identity(ident)
        self._table, self._ident = table, ident
        return table

    def _check_identity(self, ident: TableIdentity) -> None:
        if self.model_id is None:
            return  # status / maintenance: any model may be inspected
        model_differs = ident.model_id is not None and ident.model_id != self.model_id
        dims_differ = self.dims is not None and ident.dims is not None and ident.dims != self.dims
        if model_differs or dims_differ:
            raise ModelMismatchError(
                f"the table {self.table_path} holds vectors of model {ident.model_id!r} ({ident.dims} dims), "
                f"but the configured model is {self.model_id!r} ({self.dims} dims)",
                action=(
                    f"Run `memspark reembed` to re-embed the table with {self.model_id!r}, "
                    f"or set [embed] model back to {ident.model_id!r}."
                ),
            )

    def identity(self) -> TableIdentity | None:
        """The model, dims and schema version the table records; None when there is no table."""
        return None if self._open_existing() is None else self._ident

    def schema(self) -> pa.Schema | None:
        """The table's current Arrow schema (its metadata records the identity); None without a table."""
        table = self._open_existing()
        if table is None:
            return None
        with self.errors("schema"):
            return table.schema

    def ensure_table(self) -> None:
        """Create the empty table when there is none (needs the model and dims): a run that found nothing
        to index (a fresh ``memspark init``) leaves an index that answers with no results, not a missing one."""
        with self.writer():
            self._table_for_write(None)

    def has_table(self) -> bool:
        """Whether the chunks table exists (it is opened, and its identity checked, on the way)."""
        return self._open_existing() is not None

    def _table_for_write(self, data: pa.Table | None) -> Any:
        table = self._open_existing()
        if table is not None:
            if not self._migrated:
                self._migrate_old_table(table)
            return self._open_existing()
        if not self._create:
            raise StorageError(f"no table {self.cfg.table!r} in {self.data_dir}",
                               action="Run `memspark index` to create it.")
        dims = self.dims or (vector_dims(data.schema) if data is not None else None)
        model_id = self.model_id
        if model_id is None and data is not None and "model_id" in data.schema.names and data.num_rows:
            model_id = data.column("model_id")[0].as_py()
        if not dims or not model_id:
            raise StorageError(f"cannot create {self.table_path}: the embedding model and dims are unknown",
                               action="Open the store with the configured model_id and dims.")
        self._table = self.handle.create(self.cfg.table, chunk_schema(dims, model_id))
        self._ident = self.handle.identity(self._table)
        self._check_identity(self._ident)
        logger.info("created table %s (model %s, %d dims)", self.table_path, model_id, dims)
        record_satisfied(self.handle)  # a new table is not an old one: `migrate --list` shows nothing pending
        return self._table

    def _migrate_old_table(self, table: Any) -> None:
        """Add the current schema's columns an older table lacks (nullable) before writing.

        Without this a write to an old table fails with "Field '<x>' not found in target schema"
        (the spec's "Arrow schema error on mergeInsert"). Only columns of :func:`chunk_schema` are
        added; a record column the schema does not know still raises SchemaMismatchError.
        """
        if missing_columns(table.schema):
            logger.warning("table %s was written by an older schema: migrating before the write", self.table_path)
            self.migrate()
        self._migrated = True

    # ---- migrations ------------------------------------------------------------------------------
    def migration_status(self, registry: tuple[Migration, ...] = MIGRATIONS) -> list[MigrationStatus]:
        """Every registered migration with its record and whether it is pending (none pending without a table)."""
        return migration_status(self.handle, registry)

    def migrate(self, *, dry_run: bool = False, registry: tuple[Migration, ...] = MIGRATIONS) -> list[str]:
        """Apply the pending migrations under the writer lock (see :mod:`memspark.storage.migrations`)."""
        with self.writer():
            names = apply_pending(self.handle, dry_run=dry_run, registry=registry)
            if names and not dry_run:
                self.reopen()
            return names

    # ---- handles & lifecycle ---------------------------------------------------------------------
    def table_handle(self) -> Any:
        """The open LanceDB table or None: for the storage package's own modules (and tests)."""
        return self._open_existing()

    def writer(self) -> AbstractContextManager[None]:
        """The writer lock (re-entrant); write methods take it themselves."""
        return self._lock.hold()

    def reopen(self) -> None:
        """Forget the cached table handle and identity (after a swap, restore or migration)."""
        self._table = None
        self._ident = None
        self._indexes_ok = False
        self._fts_index_seen = False
        self._migrated = False
        self._select_cache = {}
        self._seen_version = None
        self._vector_cache.clear()

    def close(self) -> None:
        """Drop the table and connection handles (LanceDB holds no server connection to close)."""
        self._table = None
        self._ident = None
        self.handle.close()
        self._select_cache = {}


__all__ = ["StoreCore"]
