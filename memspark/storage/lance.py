"""The StorageBackend of the spec on LanceDB: the one class the rest of memspark stores through.

The storage package owns every LanceDB call in memspark, split by concern:

- :mod:`memspark.storage.handle`: the database handle (connect, list, open, create, drop, identity)
  and the one context manager that maps LanceDB/Arrow errors to :class:`StorageError`;
- :mod:`memspark.storage.core`: the store's state, opening the chunks table and checking its identity
  (another model's table → :class:`ModelMismatchError`), migrations (:mod:`memspark.storage.migrations`);
- :mod:`memspark.storage.write`: replace / upsert / delete / optimize under the writer lock, the indexes
  (records are cast by :mod:`memspark.storage.conform`: a column the table lacks →
  :class:`SchemaMismatchError`);
- :mod:`memspark.storage.search`: the vector and FTS legs, reads by id, path and file;
- :mod:`memspark.storage.admin` and :mod:`memspark.storage.side`: versions, tags, the swap, side tables
  (the re-embed's shadow table); :mod:`memspark.storage.ann`: the ANN index.
"""

from __future__ import annotations

from pathlib import Path

from memspark.config import StorageConfig
from memspark.datadir import DataDir
from memspark.errors import StorageError
from memspark.storage.search import StoreReads, sanitize_fts_query
from memspark.storage.types import BackendStatus
from memspark.storage.write import StoreWrites


class LanceStore(StoreWrites, StoreReads):
    """The spec's StorageBackend on one LanceDB table (see the module docstring)."""

    @classmethod
    def existing(cls, data_dir: DataDir | Path | str, cfg: StorageConfig) -> LanceStore:
        """A store for operations (status, migrate, refresh, maintain, re-embed): it opens the table
        whatever model it holds and never creates one."""
        return cls(data_dir, cfg, model_id=None, dims=None, create=False)

    def status(self) -> BackendStatus:
        """Backend health: never raises; a failure is reported in ``error`` with ``ready=False``."""
        try:
            table = self._open_existing()
            if table is None:
                return BackendStatus(backend=self.backend, chunk_count=0, table_exists=False, ready=False,
                                     error=None, model_id=self.model_id, dims=self.dims)
            ident = self.handle.identity(table)  # re-read: a model_id may have been learned from rows since
            with self.errors("version"):
                version = int(table.version)
            return BackendStatus(
                backend=self.backend,
                chunk_count=self.count(),
                table_exists=True,
                ready=True,
                model_id=ident.model_id,
                dims=ident.dims,
                schema_version=ident.schema_version,
                version=version,
                indexes=self.index_names(),
            )
        except StorageError as exc:
            local = self.data_dir.local
            exists = local is not None and (local / f"{self.cfg.table}.lance").exists()
            return BackendStatus(backend=self.backend, chunk_count=0, table_exists=exists,
                                 ready=False, error=str(exc), model_id=self.model_id, dims=self.dims)


__all__ = ["LanceStore", "sanitize_fts_query"]
