"""Side tables: tables next to the chunks table in the same database (the re-embed's shadow table).

A :class:`SideTable` offers what the operations need of one (its identity, a column scan, upserts,
deletes by id, the row count) with LanceDB errors translated by the store's handle, so no LanceDB
table leaves the storage package. The chunks table itself is never opened or dropped as a side table.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pyarrow as pa

from memspark.storage.filters import id_slices
from memspark.storage.handle import LanceHandle
from memspark.storage.schema import TableIdentity, table_identity

if TYPE_CHECKING:
    from memspark.storage.core import StoreCore


class SideTable:
    """One side table ``name`` of the handle's database."""

    def __init__(self, handle: LanceHandle, name: str, table: Any) -> None:
        self._handle = handle
        self.name = name
        self._table = table

    @property
    def identity(self) -> TableIdentity:
        """The model, dims and schema version its schema records."""
        with self._handle.errors("read " + self.name):
            return table_identity(self._table.schema)

    def count(self) -> int:
        with self._handle.errors("count " + self.name):
            return int(self._table.count_rows())

    def scan(self, columns: Sequence[str] | None = None) -> pa.Table:
        """Every row (only ``columns`` when given)."""
        with self._handle.errors("scan " + self.name):
            query = self._table.search()
            if columns is not None:
                query = query.select(list(columns))
            return query.limit(None).to_arrow()

    def upsert(self, data: pa.Table) -> None:
        """Insert or update rows, merged by ``id``."""
        if data.num_rows:
            self._handle.commit("write " + self.name, lambda: self._table.merge_insert("id")
                                .when_matched_update_all().when_not_matched_insert_all().execute(data))

    def delete_ids(self, ids: Sequence[str]) -> None:
        for where in id_slices(ids):
            self._handle.commit("prune " + self.name, functools.partial(self._table.delete, where))


def table_names(store: StoreCore) -> list[str]:
    """Every table of the store's database (the chunks table, its side tables, the migrations record)."""
    return store.handle.table_names()


def open_side_table(store: StoreCore, name: str, schema: pa.Schema | None = None) -> SideTable | None:
    """The side table ``name``, created with ``schema`` when given and missing; else None when missing."""
    if name == store.cfg.table:
        raise ValueError("the chunks table is not a side table")
    table = store.handle.open(name)
    if table is None and schema is not None:
        table = store.handle.create(name, schema)
    return None if table is None else SideTable(store.handle, name, table)


def drop_side_table(store: StoreCore, name: str) -> None:
    """Drop the side table ``name`` if it exists (the chunks table is refused)."""
    store.handle.drop(name)


__all__ = ["SideTable", "drop_side_table", "open_side_table", "table_names"]
