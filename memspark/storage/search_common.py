"""What both search legs share: the columns a hit reads, the vector cache's snapshot, the min-score cut.

:class:`StoreSearchBase` is the base of the two legs (:mod:`memspark.storage.search_vector`,
:mod:`memspark.storage.search_fts`); :class:`memspark.storage.search.StoreReads` joins them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING

import pyarrow as pa

from memspark.storage.core import StoreCore

if TYPE_CHECKING:
    from lancedb.table import LanceTable
from memspark.storage.types import SearchHit
from memspark.storage.vector_cache import CHILD_FILTER, Snapshot, VectorCache

# What a search leg reads: the SearchHit fields (vector included, for dedup and MMR), never the
# hash/model/schema bookkeeping columns.
HIT_COLUMNS = tuple(f.name for f in dataclasses.fields(SearchHit) if f.name not in ("score", "raw_score"))


class StoreSearchBase(StoreCore):
    """The state and helpers the vector and FTS legs share (see the module docstring)."""

    @property
    def vector_cache(self) -> VectorCache:
        """The in-process vector search cache (its ``rebuilds`` and ``last_rebuild_s`` for stats)."""
        return self._vector_cache

    def _hit_columns(self, score_column: str | None) -> list[str]:
        """The columns a hit needs (read path: the hash, model and schema columns are never read),
        plus the leg's score column named explicitly (LanceDB warns when it is auto-projected)."""
        cached = self._select_cache.get(score_column)
        if cached is None:
            names = set(self._table.schema.names) if self._table is not None else set()
            cached = [c for c in HIT_COLUMNS if c in names] + ([score_column] if score_column else [])
            self._select_cache[score_column] = cached
        return cached

    def _snapshot(self, table: LanceTable, version: int) -> Snapshot:
        """The vector cache's snapshot of ``version`` (built on first use; ``rows`` None when too big)."""
        columns = self._hit_columns(None)

        def count() -> int:
            with self.errors("count"):
                return int(table.count_rows(CHILD_FILTER))

        def scan() -> pa.Table:
            with self.errors("vector cache scan"):
                return table.search().where(CHILD_FILTER).select(columns).limit(None).to_arrow()

        return self._vector_cache.snapshot(version, count=count, scan=scan)


def above_min(hits: Iterable[SearchHit], min_score: float) -> list[SearchHit]:
    """The hits scoring at least ``min_score``."""
    # Spec: minScore "Default: 0 (no filter)" — a cosine can be negative, so 0 must not filter.
    if min_score <= 0:
        return list(hits)
    return [h for h in hits if h.score >= min_score]


__all__ = ["HIT_COLUMNS", "StoreSearchBase", "above_min"]
