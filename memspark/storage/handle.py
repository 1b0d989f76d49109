"""The LanceDB seam: one database handle (connect, list, open, create, drop, identity) and the one
place where LanceDB errors become memspark errors.

Every LanceDB call of the storage package runs inside :meth:`LanceHandle.errors` (or
:meth:`LanceHandle.commit`, which adds the conflict retries of :mod:`memspark.storage.retry`):

- an ``OSError`` (not Arrow's) → :class:`StorageError` "cannot <what> at <where>" with a hint about
  the data dir (or the bucket's settings for a URI): LanceDB raises OSError for object-store failures;
- a ``RuntimeError`` out of a commit, after the retries → :class:`CommitFailedError`, whose hint is
  about concurrent writers, not credentials. LanceDB raises a bare RuntimeError for a commit
  conflict ("Retryable commit conflict … Please retry", "Too much write contention") and for its
  other internal failures alike: there is no finer type to map, and messages are never matched;
- any other LanceDB/Arrow failure (``ValueError``, ``RuntimeError``, ``ArrowException``) →
  :class:`StorageError` "LanceDB <what> failed on <table>".

Before every commit attempt the handle calls its ``guard`` (the writer lock's :meth:`check`), so a
process whose bucket lease lapsed stops with :class:`WriterLeaseLost` instead of writing unguarded.

Readers connect with ``read_consistency_interval=timedelta(0)``: without it a reader never sees
another process's writes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from datetime import timedelta
from typing import Any, TypeVar

import lancedb
import pyarrow as pa
from lancedb.db import DBConnection

from memspark.datadir import DataDir
from memspark.errors import CommitFailedError, StorageError
from memspark.storage.heap import bound_arenas
from memspark.storage.retry import COMMIT_RETRIES, REMOTE_RETRY_BASE_DELAY_S, RETRY_BASE_DELAY_S, retry_commit
from memspark.storage.schema import TableIdentity, table_identity

T = TypeVar("T")

REMOTE_ACTION = ("Check that the bucket of {uri} exists and that storage.options or the AWS_* variables give "
                 "the right endpoint, region and credentials (allow_http = \"true\" for an http:// endpoint).")
FOREIGN_ERRORS = (ValueError, RuntimeError, OSError, pa.ArrowException)  # what LanceDB and Arrow raise


class LanceHandle:
    """The database of one data dir; ``table`` names the chunks table (for messages and refusals)."""

    def __init__(self, data_dir: DataDir, table: str, storage_options: Mapping[str, str], *,
                 guard: Callable[[], None] | None = None) -> None:
        self.data_dir = data_dir
        self.table = table
        self.guard = guard  # called before each commit attempt; raises to stop it (a lapsed lease)
        self._storage_options = dict(storage_options)
        self._db: DBConnection | None = None

    @property
    def table_path(self) -> str:
        """The chunks table's location: a local path or a URI (for messages)."""
        return self.data_dir.child(f"{self.table}.lance")

    # ---- errors ----------------------------------------------------------------------------------
    @contextmanager
    def errors(self, what: str) -> Iterator[None]:
        """Translate a LanceDB/Arrow failure in the block into a :class:`StorageError` about ``what``."""
        try:
            yield
        except FOREIGN_ERRORS as exc:
            raise self.translate(what, exc) from exc

    def commit(self, what: str, op: Callable[[], T]) -> T:
        """Run a commit with conflict retries (:func:`retry_commit`, longer backoff on a bucket), the
        guard checked before each attempt, errors translated (a RuntimeError → CommitFailedError)."""
        guard = self.guard

        def attempt() -> T:
            if guard is not None:
                guard()
            return op()

        base = REMOTE_RETRY_BASE_DELAY_S if self.data_dir.is_remote else RETRY_BASE_DELAY_S
        try:
            return retry_commit(attempt, what=what, base_delay_s=base)
        except FOREIGN_ERRORS as exc:
            raise self.translate(what, exc, commit=True) from exc

    def translate(self, what: str, exc: BaseException, *, commit: bool = False) -> StorageError:
        if isinstance(exc, OSError) and not isinstance(exc, pa.ArrowException):
            return self.os_error(what, exc)
        if commit and isinstance(exc, RuntimeError):
            return CommitFailedError(f"LanceDB {what} failed on {self.table_path} after {COMMIT_RETRIES + 1} "
                                     f"attempts: {exc}")
        if self.data_dir.is_remote:
            return StorageError(f"LanceDB {what} failed on {self.table_path}: {exc}",
                                action=REMOTE_ACTION.format(uri=self.data_dir.uri))
        return StorageError(f"LanceDB {what} failed on {self.table_path}: {exc}")

    def os_error(self, what: str, exc: OSError) -> StorageError:
        where = exc.filename or self.data_dir
        if self.data_dir.is_remote:
            return StorageError(f"cannot {what} at {where}: {exc.strerror or exc}",
                                action=REMOTE_ACTION.format(uri=self.data_dir.uri))
        local = self.data_dir.local
        file = next((p for p in (local, *local.parents) if p.is_file()), None) if local is not None else None
        if isinstance(exc, FileExistsError | NotADirectoryError) and file is not None:
            return StorageError(f"cannot {what} at {local}: {file} is a file, not a directory",
                                action=f"Move or remove the file {file}, or pass another --data-dir.")
        return StorageError(f"cannot {what} at {where}: {exc.strerror or exc}",
                            action=f"Check that {self.data_dir} is a writable directory (--data-dir).")

    # ---- connection & tables ---------------------------------------------------------------------
    def reachable(self) -> bool:
        """A local data dir must exist; a bucket is asked when connecting."""
        return self.data_dir.local is None or self.data_dir.local.is_dir()

    @property
    def connected(self) -> bool:
        return self._db is not None

    def connection(self) -> DBConnection:
        """The LanceDB connection, created on demand."""
        if self._db is None:
            bound_arenas()  # before LanceDB's threads first allocate (memspark.storage.heap)
            with self.errors("connect"):
                self._db = lancedb.connect(self.data_dir.uri, read_consistency_interval=timedelta(0),
                                           storage_options=self._storage_options or None)
        return self._db

    def close(self) -> None:
        """Forget the connection (LanceDB holds no server connection to close)."""
        self._db = None

    def table_names(self) -> list[str]:
        """Every table of the database (paged: ``table_exists`` is not supported on local connections)."""
        db = self.connection()
        names: list[str] = []
        token: str | None = None
        with self.errors("list tables"):
            while True:
                page = db.list_tables(page_token=token)
                names.extend(page.tables)
                token = page.page_token
                if not token:
                    return names

    def open(self, name: str) -> Any:
        """The table ``name`` or None when the database has none (or the data dir does not exist)."""
        if not self.connected and not self.reachable():
            return None
        if name not in self.table_names():
            return None
        db = self.connection()
        with self.errors("open" if name == self.table else "open " + name):
            return db.open_table(name)

    def create(self, name: str, schema: pa.Schema) -> Any:
        """Create the table ``name`` (or open it when another process just created it)."""
        db = self.connection()
        with self.errors("create table" if name == self.table else "create " + name):
            return db.create_table(name, schema=schema, exist_ok=True)

    def drop(self, name: str) -> None:
        """Drop the side table ``name`` if it exists; the chunks table is never dropped."""
        if name == self.table:
            raise ValueError("refusing to drop the main table")
        if name in self.table_names():
            db = self.connection()
            with self.errors("drop " + name):
                db.drop_table(name)

    def identity(self, table: Any) -> TableIdentity:
        """What ``table`` records: model, dims, schema version (a model_id from the rows when the
        schema metadata lacks it: a table written before the metadata existed)."""
        with self.errors("read identity"):
            ident = table_identity(table.schema)
            if ident.model_id is None and "model_id" in table.schema.names:
                first = table.search().select(["model_id"]).limit(1).to_arrow()
                if first.num_rows:
                    ident = TableIdentity(first.column("model_id")[0].as_py(), ident.dims, ident.schema_version)
        return ident


__all__ = ["FOREIGN_ERRORS", "REMOTE_ACTION", "LanceHandle"]
