"""The writer lock: one memspark writer at a time per table, across threads and processes.

LanceDB retries commit conflicts itself, but concurrent writers starve and can fail after 20
retries (ARCHITECTURE §4), and on object storage its optimistic commits are not even safe for
concurrent upserts (below), so every write goes through this lock. ``storage.lock = "auto"`` (the
default) is ``file`` on a local data dir and ``lease`` on object storage.

- ``storage.lock = "file"``: an OS lock on ``<data_dir>/<table>.lock`` (``filelock``).
  It takes microseconds and the OS frees it when the holder dies. Refused for a bucket: an OS
  lock only excludes writers on one machine.
- ``storage.lock = "lease"``: a lease object ``<data_dir>/<table>.lease`` in the bucket, taken and
  renewed with conditional puts (:mod:`memspark.storage.lease`). It needs no server, frees itself
  ``LEASE_S`` (30 s) after a holder crashes, and costs two to three small requests per write.
  ``"commit"`` is accepted as its old name; on a local data dir both mean the file lock.
- ``storage.lock = "prefect"``: a Prefect global concurrency limit named
  ``storage.concurrency_limit`` taken with ``strict=True``. It only excludes anything against a
  real Prefect server (``prefect server start``) where the limit exists with one slot; in
  ephemeral mode it guards nothing across processes and a crashed holder can leak the slot.
  Prefect is imported only when this mode is used.

Why a lease and not Lance's commit protocol alone (the ``commit`` mode of earlier versions): on S3
Lance writes each version's manifest with a conditional put, and a writer that loses the race
rebases its transaction on the winner's. But two ``merge_insert("id")`` commits that both insert
the same new id are rebased without a key-conflict check, so both inserts land: three
``memspark index`` processes on one bucket left 1,304 rows for 804 ids, and a replace that raced
another's insert kept rows it should have deleted. With the lease the end state equals a single
writer's (tests/test_object_storage_writers.py); :mod:`memspark.storage.dedupe` repairs tables
damaged before. docs/operations.md ("Writers on a bucket") has the measurements.

The lock is re-entrant per thread: write methods take it themselves, and a caller may hold it
around several writes (``with store.writer(): ...``). Threads of one process are serialised by an
in-process ``RLock`` before the cross-process lock is touched. :meth:`WriterLock.check` (called by
the commit seam before every commit) raises :class:`WriterLeaseLost` once a held lease lapsed.
"""
from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from memspark.config import StorageConfig
from memspark.datadir import DataDir, object_store_options
from memspark.errors import ConfigError, StorageError, WriterLockTimeout
from memspark.storage.lease import LEASE_S, ObjectLease
from memspark.vocab import LockKind

logger = logging.getLogger(__name__)


def effective_lock(lock: LockKind, data_dir: DataDir) -> LockKind:
    """``storage.lock`` resolved for a data dir, one of :data:`~memspark.vocab.RESOLVED_LOCKS`: an OS file lock
    cannot guard a bucket, and a local folder's lease is its file lock (``commit``, the old name of ``lease``,
    resolves like it)."""
    if lock in (LockKind.AUTO, LockKind.LEASE, LockKind.COMMIT):
        return LockKind.LEASE if data_dir.is_remote else LockKind.FILE
    if lock == LockKind.FILE and data_dir.is_remote:
        raise ConfigError(f"storage.lock = \"file\" cannot guard {data_dir.uri}: an OS file lock only excludes "
                          "writers on one machine",
                          action='Set storage.lock = "auto" (or "lease"), or "prefect" with a Prefect server.')
    return LockKind(lock)


class WriterLock:
    """Re-entrant writer lock for one table (see the module docstring)."""

    def __init__(self, data_dir: DataDir | Path | str, cfg: StorageConfig, *, lease_s: float = LEASE_S) -> None:
        self._cfg = cfg
        where = DataDir.parse(data_dir)
        self.mode: LockKind = effective_lock(cfg.lock, where)  # file | lease | prefect
        self.lease: ObjectLease | None = None
        if self.mode is LockKind.LEASE:
            self.lease = ObjectLease(where, f"{cfg.table}.lease", object_store_options(where, cfg.options, os.environ),
                                     lease_s=lease_s)
        # only the file lock has a path; it is never built from a URI
        self.path: Path | None = where.local / f"{cfg.table}.lock" if where.local is not None else None
        self._thread_lock = threading.RLock()
        self._depth = 0  # only touched by the thread holding _thread_lock
        self._outer: contextlib.ExitStack | None = None

    @property
    def held(self) -> bool:
        """Whether some thread of this process holds the lock through this object."""
        return self._depth > 0

    @contextlib.contextmanager
    def hold(self) -> Iterator[None]:
        """Hold the lock for the duration of the block (re-entrant within a thread)."""
        timeout = self._cfg.lock_timeout_s
        start = time.monotonic()
        if not self._thread_lock.acquire(timeout=timeout if timeout >= 0 else -1):
            raise self._timeout_error()
        try:
            if self._depth == 0:
                remaining = max(0.0, timeout - (time.monotonic() - start)) if timeout >= 0 else -1.0
                self._outer = self._acquire_outer(remaining)
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
                if self._depth == 0 and self._outer is not None:
                    outer, self._outer = self._outer, None
                    outer.close()
        finally:
            self._thread_lock.release()

    def check(self) -> None:
        """Raise :class:`WriterLeaseLost` when this process's lease lapsed while held (other modes: no-op)."""
        if self.lease is not None:
            self.lease.check()

    def _acquire_outer(self, timeout: float) -> contextlib.ExitStack:
        stack = contextlib.ExitStack()
        if self.mode is LockKind.PREFECT:
            stack.enter_context(self._prefect_slot(timeout))
        elif self.mode is LockKind.FILE:
            stack.enter_context(self._file_lock(timeout))
        elif self.lease is not None:
            self.lease.acquire(timeout)
            stack.callback(self.lease.release)
        logger.debug("writer lock acquired (%s)", self.mode)
        return stack

    @contextlib.contextmanager
    def _file_lock(self, timeout: float) -> Iterator[None]:
        from filelock import FileLock, Timeout

        assert self.path is not None  # effective_lock refuses "file" for a URI
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            lock = FileLock(self.path, timeout=timeout, thread_local=False)
            lock.acquire()
        except Timeout as exc:
            raise self._timeout_error() from exc
        except OSError as exc:
            raise StorageError(
                f"cannot take the writer lock {self.path}: {exc.strerror or exc}",
                action=f"Check that {self.path.parent} exists and is writable.",
            ) from exc
        try:
            yield
        finally:
            lock.release()

    @contextlib.contextmanager
    def _prefect_slot(self, timeout: float) -> Iterator[None]:
        # Imported here: memspark must not import Prefect at module import time (≈ 1 s).
        from prefect.concurrency.sync import concurrency

        cm: Any = concurrency(
            self._cfg.concurrency_limit,
            occupy=1,
            timeout_seconds=timeout if timeout >= 0 else None,
            strict=True,
        )
        try:
            cm.__enter__()
        except TimeoutError as exc:
            raise self._timeout_error() from exc
        except Exception as exc:  # ConcurrencySlotAcquisitionError, connection errors
            raise StorageError(
                f"cannot take the Prefect concurrency limit {self._cfg.concurrency_limit!r}: {exc}",
                action=(
                    "Start a Prefect server (`prefect server start`), create the limit with "
                    f"`prefect gcl create {self._cfg.concurrency_limit} --limit 1`, "
                    'or set storage.lock = "auto".'
                ),
            ) from exc
        try:
            yield
        finally:
            cm.__exit__(None, None, None)

    def _timeout_error(self) -> WriterLockTimeout:
        where = {LockKind.PREFECT: self._cfg.concurrency_limit, LockKind.FILE: str(self.path),
                 LockKind.LEASE: self.lease.what if self.lease else ""}.get(self.mode, "(in-process)")
        return WriterLockTimeout(f"timed out after {self._cfg.lock_timeout_s:g} s waiting for the writer lock {where}")
