"""Duplicate ids: find them and remove the extra copies, keeping the newest write of each id.

The chunks table is keyed by ``id`` (every write is a ``merge_insert("id")``), so two rows with
one id are damage: concurrent writers on a bucket without the writer lease (memspark before the
lease, or a writer whose lease lapsed mid-commit) each inserted the same new id. ``merge_insert``
cannot heal them (both copies match, both are updated), so neither ``index`` nor ``index --full``
did. Here, the copies to drop are picked from one scan of ``id``, ``updated_at`` and ``_rowid``
(the newest ``updated_at`` stays; among equals the highest ``_rowid``: the later fragment, i.e. the
later commit) and deleted by ``_rowid`` (and ``id``: only copies of a repeated id can match) in one
commit per :data:`DELETE_BATCH` rows, under the writer lock, which also keeps row ids from moving
(a compaction renumbers them) between the scan and the delete.

``index`` runs :func:`remove_duplicates` on every run (inside ``optimize`` after changes, on its own
when nothing changed); ``status`` reports :func:`count_duplicates`.
"""

from __future__ import annotations

import functools
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pyarrow as pa
import pyarrow.compute as pc

from memspark.storage.filters import sql_str

if TYPE_CHECKING:
    from memspark.storage.core import StoreCore

logger = logging.getLogger(__name__)

DELETE_BATCH = 2000  # row ids per delete predicate (one commit each; a repair is rare)


@dataclass(frozen=True)
class Duplicates:
    """What a scan found: ``rows`` in the table, ``ids`` distinct, and the copies to drop."""

    rows: int
    ids: int
    drop: tuple[tuple[str, int], ...] = ()  # (id, _rowid) of every extra copy

    @property
    def extra_rows(self) -> int:
        return self.rows - self.ids


def scan_duplicates(table: Any) -> Duplicates:
    """One scan of ``id`` (plus ``updated_at`` and ``_rowid`` for the rows whose id repeats)."""
    ids = table.search().select(["id"]).limit(None).to_arrow()
    rows = ids.num_rows
    counts = ids.group_by("id").aggregate([("id", "count")])
    distinct = counts.num_rows
    if distinct == rows:
        return Duplicates(rows, distinct)
    repeated = counts.filter(pc.greater(counts.column("id_count"), 1)).column("id")
    columns = ["id", "updated_at"] if "updated_at" in table.schema.names else ["id"]
    copies = (table.search().select(columns).with_row_id(True).where(_in("id", repeated.to_pylist()))
              .limit(None).to_arrow())
    return Duplicates(rows, distinct, tuple(_copies_to_drop(copies)))


def _copies_to_drop(copies: pa.Table) -> list[tuple[str, int]]:
    """All but the newest copy of each id (newest ``updated_at``, then highest ``_rowid``)."""
    stamps = (copies.column("updated_at").to_pylist() if "updated_at" in copies.schema.names
              else [""] * copies.num_rows)
    newest: dict[str, tuple[str, int]] = {}
    rows = list(zip(copies.column("id").to_pylist(), stamps, copies.column("_rowid").to_pylist(), strict=True))
    for rid, stamp, rowid in rows:
        key = (stamp or "", int(rowid))
        if rid not in newest or key > newest[rid]:
            newest[rid] = key
    return sorted((rid, int(rowid)) for rid, stamp, rowid in rows if newest[rid] != (stamp or "", int(rowid)))


def _in(column: str, values: list[str]) -> str:
    return f"{column} IN ({', '.join(sql_str(v) for v in values)})"


def count_duplicates(store: StoreCore) -> int:
    """How many rows are extra copies of an id already in the table (0 without a table)."""
    table = store.table_handle()
    if table is None:
        return 0
    with store.errors("scan ids"):
        return scan_duplicates(table).extra_rows


def remove_duplicates(store: StoreCore) -> int:
    """Delete every extra copy of an id (the newest write stays); returns how many rows went.

    A first scan runs without the lock (a healthy table costs one read of the ``id`` column and
    no write); when it finds copies, the scan is repeated under the writer lock and acted on.
    """
    table = store.table_handle()
    if table is None:
        return 0
    with store.errors("scan ids"):
        if scan_duplicates(table).extra_rows == 0:
            return 0
    with store.writer():
        table = store.table_handle()
        with store.errors("scan ids"):
            found = scan_duplicates(table)
        for start in range(0, len(found.drop), DELETE_BATCH):
            batch = found.drop[start:start + DELETE_BATCH]
            where = (f"_rowid IN ({', '.join(str(rowid) for _, rowid in batch)}) AND "
                     + _in("id", sorted({rid for rid, _ in batch})))
            store.handle.commit("remove duplicate rows", functools.partial(table.delete, where))
        if found.drop:
            logger.warning("removed %d duplicate row(s) of %d id(s) from %s (copies left by concurrent writers)",
                           len(found.drop), len({rid for rid, _ in found.drop}), store.table_path)
        return len(found.drop)


__all__ = ["DELETE_BATCH", "Duplicates", "count_duplicates", "remove_duplicates", "scan_duplicates"]
