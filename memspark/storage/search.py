"""The read side of the store: the vector and FTS search legs and reads by id, path and file.

- Searches always prefilter (a postfilter returns fewer than k rows). The vector leg
  (:mod:`memspark.storage.search_vector`) is exact from the in-process cache
  (:mod:`memspark.storage.vector_cache`) while the table fits it, else LanceDB's ANN index (with a
  refine step) or exact flat scan; how the last vector search was answered is
  :attr:`StoreReads.last_vector_plan`. The FTS leg (:mod:`memspark.storage.search_fts`) is the native
  BM25 index on ``text``.
- Several option sets (recall's pool groups) share one LanceDB call per leg: the union of their
  filters (:func:`union_options`), split back per set (:func:`rows_mask`); a set the shared call may
  have crowded out (it saturated and the set kept fewer than its ``max_results``) is asked alone.
- A read selects only the columns a hit needs (:data:`HIT_COLUMNS`), never the hash/model/schema
  bookkeeping columns.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import numpy as np
import pyarrow as pa

from memspark.storage.filters import and_all, file_condition, id_slices, search_where, sql_str
from memspark.storage.hits import arrow_to_hits
from memspark.storage.schema import TURN_VECTORS_COLUMN
from memspark.storage.search_common import HIT_COLUMNS
from memspark.storage.search_fts import (
    MAX_FTS_QUERY_CHARS,
    SHARED_FTS_LIMIT,
    SPLIT_COLUMNS,
    StoreFtsSearch,
    sanitize_fts_query,
)
from memspark.storage.search_vector import StoreVectorSearch, VectorPlan
from memspark.storage.types import PathInfo, SearchHit, SearchOptions


class StoreReads(StoreVectorSearch, StoreFtsSearch):
    """Reads and searches of :class:`memspark.storage.lance.LanceStore` (see the module docstring)."""

    def count(self, where: str | None = None) -> int:
        """Rows of the table (those matching ``where``); 0 without a table."""
        table = self._open_existing()
        if table is None:
            return 0
        with self.errors("count"):
            return int(table.count_rows(where))

    def get_by_ids(self, ids: Sequence[str]) -> list[SearchHit]:
        """The rows with these ids, in the order asked (missing ids are skipped)."""
        wanted = list(dict.fromkeys(ids))
        if not wanted or not self.has_table():
            return []
        found = {hit.id: hit for hit in arrow_to_hits(self.rows_by_id(wanted, self._hit_columns(None)),
                                                       scores=None, raw=None)}
        return [found[i] for i in wanted if i in found]

    def turn_vectors(self, ids: Sequence[str], opts: SearchOptions | None = None) -> dict[str, np.ndarray]:
        """The stored turn vectors (``(turns, dims)``) of those of these rows that have them — conversation
        chunks indexed with ``ingest.embed_turns`` (recall's focus stage ranks their turns with them) — and
        pass ``opts``' filters (a scoped view reads only its agent's rows)."""
        wanted = list(dict.fromkeys(ids))
        table = self._open_existing()
        if not wanted or table is None or TURN_VECTORS_COLUMN not in table.schema.names:
            return {}
        narrow = search_where(dataclasses.replace(opts, include_parents=True)) if opts is not None else None
        out: dict[str, np.ndarray] = {}
        for where in id_slices(wanted):
            with self.errors("turn vectors"):
                data = table.search().where(and_all([where, narrow or ""])).select(
                    ["id", TURN_VECTORS_COLUMN]).limit(None).to_arrow()
            for row_id, cell in zip(data.column("id").to_pylist(), data.column(TURN_VECTORS_COLUMN), strict=True):
                if cell.is_valid and len(cell):
                    values = cell.values  # a fixed-size list array: one vector per turn
                    out[row_id] = values.flatten().to_numpy(zero_copy_only=False).reshape(len(values), -1)
        return out

    def rows_by_id(self, ids: Sequence[str], columns: list[str] | None = None) -> pa.Table:
        """The rows with these ids as Arrow (only ``columns`` when given: full rows for a re-embed)."""
        table = self._open_existing()
        if table is None:
            return pa.table({})
        parts: list[pa.Table] = []
        for where in id_slices(ids):
            with self.errors("get by ids"):
                query = table.search().where(where)
                parts.append((query.select(columns) if columns is not None else query).limit(None).to_arrow())
        if not parts:
            return table.schema.empty_table() if columns is None else pa.table({c: [] for c in columns})
        return pa.concat_tables(parts)

    def get_by_path(self, path: str, agent_id: str) -> list[SearchHit]:
        """Every row (parents and children) of one indexed file, ordered by start line."""
        table = self._open_existing()
        if table is None:
            return []
        where, columns = file_condition(agent_id, path), self._hit_columns(None)
        with self.errors("get by path"):
            batch = table.search().where(where).select(columns).limit(None).to_arrow()
        return sorted(arrow_to_hits(batch, scores=None, raw=None), key=lambda h: (h.start_line, h.end_line))

    def list_paths(self, agent_id: str | None = None) -> list[PathInfo]:
        """Every indexed file: path, agent, last write, row count (parents + children), content hash."""
        grouped = self._files_summary(agent_id)
        if grouped is None:
            return []
        infos = [PathInfo(path=r["path"], agent_id=r["agent_id"], updated_at=r["updated_at_max"] or "",
                          chunk_count=int(r["id_count"]), content_hash=r["content_hash_max"] or "")
                 for r in grouped.to_pylist()]
        return sorted(infos, key=lambda p: (p.agent_id, p.path))

    def file_hashes(self) -> dict[tuple[str, str], str]:
        """``(agent_id, path) → content_hash`` of every indexed file (reads three columns only)."""
        grouped = self._files_summary(None)
        if grouped is None:
            return {}
        return {(a, p): h or "" for a, p, h in zip(grouped.column("agent_id").to_pylist(),
                                                     grouped.column("path").to_pylist(),
                                                     grouped.column("content_hash_max").to_pylist(), strict=True)}

    def _files_summary(self, agent_id: str | None) -> pa.Table | None:
        table = self._open_existing()
        if table is None:
            return None
        wanted = ["agent_id", "path", "content_hash", "updated_at", "id"]
        # An old table may lack content_hash/updated_at: read what exists and fill the rest with
        # nulls, so ingest sees every file as changed and rewrites it (which migrates the table).
        columns = [c for c in wanted if c in table.schema.names]
        with self.errors("list paths"):
            query = table.search().select(columns)
            if agent_id is not None:
                query = query.where(f"agent_id = {sql_str(agent_id)}")
            data = query.limit(None).to_arrow()
        for name in wanted:
            if name not in data.schema.names:
                data = data.append_column(name, pa.nulls(data.num_rows, type=pa.string()))
        return data.group_by(["agent_id", "path"]).aggregate(
            [("content_hash", "max"), ("updated_at", "max"), ("id", "count")])

    def index_names(self) -> tuple[str, ...]:
        table = self._open_existing()
        if table is None:
            return ()
        with self.errors("list indexes"):
            return tuple(sorted(ix.name for ix in table.list_indices()))


__all__ = [
    "HIT_COLUMNS",
    "MAX_FTS_QUERY_CHARS",
    "SHARED_FTS_LIMIT",
    "SPLIT_COLUMNS",
    "StoreReads",
    "VectorPlan",
    "sanitize_fts_query",
]
