"""A file's next generation of rows, written a batch at a time and published at once.

A large file's rows (a 50 MB note: ≈ 170k rows, ≈ 400 MB of text and vectors) cannot be built in memory
and committed in one ``merge_insert``: LanceDB joins the whole source in memory (measured: +600 MB
for 200k rows, linear in the rows). What LanceDB streams with bounded memory is an append. So:

1. **Stage.** :func:`begin_staging` creates a side table ``<table>__stage_<token>`` (never read by
   search, status or the ingest plan) whose schema metadata names the file and its generation
   ``stamp``. Each batch the caller chunks and embeds is appended there (:meth:`StagedFile.append`),
   with ``updated_at`` set to the stamp: the batch leaves memory once it is written. Readers still see
   the file's old rows; a crash here leaves them untouched.
2. **Publish** (:meth:`StagedFile.publish`, under the writer lock): one append commit adds every staged
   row to the chunks table, read back from the stage a slice at a time; then one delete commit
   retires the file's older generation (its rows whose ``updated_at`` is not the stamp); then the stage
   table is dropped. A reader sees the old rows until the append, then both generations for the few
   milliseconds until the delete, then the new rows alone: never a part of a file, never no file.
3. **Recover** (:func:`recover_staged`, at the start of an ingest run): a stage whose rows reached
   the chunks table (a crash between the two commits) is retired and dropped; a stage nobody has
   written to for :data:`STALE_AFTER_S` (a crash while staging) is dropped; any other stage belongs
   to a run still going and is left alone.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

import pyarrow as pa

from memspark.errors import StorageError
from memspark.storage.conform import conform
from memspark.storage.filters import file_condition, sql_str
from memspark.storage.heap import fix_mmap_threshold, give_back_freed_memory
from memspark.storage.records import utc_now_iso

if TYPE_CHECKING:
    from memspark.storage.core import StoreCore
    from memspark.storage.write import StoreWrites

logger = logging.getLogger(__name__)

STAGE_MARK = "__stage_"  # <table>__stage_<token>
META_AGENT = b"memspark.stage.agent_id"
META_PATH = b"memspark.stage.path"
META_STAMP = b"memspark.stage.stamp"
STALE_AFTER_S = 3600.0  # a stage unwritten this long belongs to a crashed run (a batch is written every few s)
# rows read back from the stage per slice while publishing (≈ 1 MB): LanceDB's read buffers grow with the
# slice (measured reading a 150k-row stage: 2048-row slices +82 MiB RSS in 1.5 s, 512-row slices +42 MiB in 2.5-4.7 s)
PUBLISH_SLICE_ROWS = 512


def stage_prefix(store: StoreCore) -> str:
    return f"{store.cfg.table}{STAGE_MARK}"


@dataclass
class StagedFile:
    """One file's next generation in its stage table (see the module docstring)."""

    store: StoreWrites
    key: tuple[str, str]  # (agent_id, path)
    stamp: str  # the generation: every staged row's updated_at
    name: str
    _table: Any
    _schema: pa.Schema
    rows: int = 0
    _appended: bool = False  # the append reached the chunks table: from then on only recovery may drop the stage

    def append(self, rows: pa.Table) -> None:
        """Write a batch of the file's rows to the stage (cast to its schema, ``updated_at`` = the stamp)."""
        if rows.num_rows == 0:
            return
        data = conform(rows, self._schema, self.name, None)
        data = data.set_column(data.schema.get_field_index("updated_at"), "updated_at",
                               pa.array([self.stamp] * data.num_rows, pa.string()))
        stray = {(a, p) for a, p in zip(data.column("agent_id").to_pylist(), data.column("path").to_pylist(),
                                        strict=True)} - {self.key}
        if stray:
            raise ValueError(f"a stage of {self.key} got rows of other files: {sorted(stray)[:3]}")
        self.store.handle.commit("stage " + self.name, lambda: self._table.add(data))
        self.rows += data.num_rows
        give_back_freed_memory()  # the batch and LanceDB's write buffers: the next batch reuses pages, not adds

    def publish(self) -> int:
        """Make the staged rows the file's whole content (one append, then one delete of the older
        generation) and drop the stage; returns the rows published.

        Each step starts on fresh LanceDB handles with the freed memory given back: the caches the
        staging, then the append, filled would otherwise stay under the next step's own buffers."""
        store = self.store
        with store.writer():
            if self.rows == 0 and store._open_existing() is None:
                store.handle.drop(self.name)
                return 0
            _fresh_handles(store)
            table = store._table_for_write(self._schema.empty_table())
            if self.rows:
                _append(store, self.name, table, self.rows, self.key[1])
                self._appended = True
            _retire(store, table, self.key, self.stamp)
            store.handle.drop(self.name)
            del table
            self._table = None
            _fresh_handles(store)
            table = store._open_existing()
            if table is not None:
                store._after_write(table)  # the indexes of a table this publish created
            del table
            _fresh_handles(store)  # the index build's buffers go before the ingest's optimize reads the table
        return self.rows

    def discard(self) -> None:
        """Drop the stage (the file's rows in the chunks table stay as they are); once its rows were
        appended (the retire failed), keep it: :func:`recover_staged` finishes the publish from it."""
        if not self._appended:
            self.store.handle.drop(self.name)


def begin_staging(store: StoreWrites, key: tuple[str, str], *, schema: pa.Schema) -> StagedFile:
    """A new, empty stage for the file ``key`` whose rows have ``schema`` (the chunks table's, or the one
    it will be created with). A process that stages a large file keeps LanceDB's big buffers out of the
    heap from here on (:func:`~memspark.storage.heap.fix_mmap_threshold`); one that only searches keeps
    glibc's adaptive threshold (a recall bench with it fixed at every connection measured slower once:
    docs/benchmarks.md, "One large file")."""
    fix_mmap_threshold()
    stamp = utc_now_iso()
    name = f"{stage_prefix(store)}{uuid.uuid4().hex[:16]}"
    meta = dict(schema.metadata or {})
    meta.update({META_AGENT: key[0].encode(), META_PATH: key[1].encode(), META_STAMP: stamp.encode()})
    schema = schema.with_metadata(meta)
    table = store.handle.create(name, schema)
    return StagedFile(store, key, stamp, name, table, schema)


def recover_staged(store: StoreCore, *, stale_after_s: float = STALE_AFTER_S) -> int:
    """Finish or drop the stages crashed runs left (see the module docstring); returns how many were handled."""
    prefix = stage_prefix(store)
    names = [n for n in store.handle.table_names() if n.startswith(prefix)]
    handled = 0
    for name in names:
        table = store.handle.open(name)
        if table is None:
            continue
        with store.handle.errors("read " + name):
            meta = table.schema.metadata or {}
        agent, path, stamp = (meta.get(k, b"").decode() for k in (META_AGENT, META_PATH, META_STAMP))
        with store.writer():
            main = store._open_existing()
            if main is not None and agent and stamp and _published(store, main, (agent, path), stamp):
                _retire(store, main, (agent, path), stamp)  # a crash between the append and the delete
                logger.warning("finished publishing %s:%s left by an interrupted run", agent, path)
            elif _idle_s(store, table, name) < stale_after_s:
                continue  # a run still writing it
            else:
                logger.warning("dropped the unfinished stage of %s:%s left by an interrupted run", agent, path)
            store.handle.drop(name)
            handled += 1
    return handled


def _fresh_handles(store: StoreCore) -> None:
    """Drop the store's LanceDB handles (and with them LanceDB's caches) and give the memory back."""
    store.reopen()
    store.handle.close()
    give_back_freed_memory()


def _append(store: StoreCore, name: str, table: Any, rows: int, path: str) -> None:
    """One append commit of the stage ``name``'s rows to ``table``, streamed a slice at a time."""
    stage = store.handle.open(name)
    if stage is None:
        raise StorageError(f"the stage {name} of {path} is gone before its publish",
                           action="Run `memspark index` again: the file is indexed anew.")
    target = table.schema
    store.handle.commit("publish " + path, lambda: table.add(
        pa.RecordBatchReader.from_batches(target, _slices(store, stage, rows, target))))


def _slices(store: StoreCore, stage: Any, rows: int, target: pa.Schema) -> Iterator[pa.RecordBatch]:
    """The stage's rows a slice at a time, cast to the chunks table's schema (the append streams them)."""
    model = store._ident.model_id if store._ident is not None else None
    for offset in range(0, rows, PUBLISH_SLICE_ROWS):
        with store.handle.errors("read the stage"):
            part = stage.search().offset(offset).limit(PUBLISH_SLICE_ROWS).to_arrow()
        yield from conform(part, target, store.table_path, model).to_batches()


def _retire(store: StoreCore, table: Any, key: tuple[str, str], stamp: str) -> None:
    where = f"({file_condition(*key)}) AND (updated_at IS NULL OR updated_at != {sql_str(stamp)})"
    store.handle.commit("retire the old rows of " + key[1], lambda: table.delete(where))


def _published(store: StoreCore, table: Any, key: tuple[str, str], stamp: str) -> bool:
    with store.handle.errors("count"):
        return int(table.count_rows(f"({file_condition(*key)}) AND updated_at = {sql_str(stamp)}")) > 0


def _idle_s(store: StoreCore, table: Any, name: str) -> float:
    """Seconds since the stage's last write."""
    with store.handle.errors("list versions of " + name):
        stamps = [v["timestamp"] for v in table.list_versions()]
    if not stamps:
        return float("inf")
    last = max(stamps)
    now = datetime.now(last.tzinfo) if last.tzinfo else datetime.now()
    return max(0.0, (now - last).total_seconds())


__all__ = ["PUBLISH_SLICE_ROWS", "STAGE_MARK", "STALE_AFTER_S", "StagedFile", "begin_staging",
           "give_back_freed_memory", "recover_staged", "stage_prefix"]
