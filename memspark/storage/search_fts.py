"""The FTS leg of the store's search: LanceDB's native BM25 index on ``text``, one call for many sets.

Several option sets (recall's pool groups) share one LanceDB call: the union of their filters
(:func:`union_options`), split back per set — by the vector cache's snapshot when it holds the table
(:meth:`StoreFtsSearch._fts_from_cache`), else by the filter columns read with row ids
(:meth:`StoreFtsSearch._fts_by_row_id`); a set the shared call may have crowded out (it saturated and
the set kept fewer than its ``max_results``) is asked alone. A missing index degrades to LanceDB's
flat BM25 scan, logged (spec: "FTS index creation failure → non-fatal").
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

import numpy as np
import pyarrow as pa

from memspark.storage.filters import search_where, union_options
from memspark.storage.hits import arrow_to_hits
from memspark.storage.scores import bm25_sigmoid
from memspark.storage.search_common import StoreSearchBase, above_min
from memspark.storage.types import SearchHit, SearchOptions
from memspark.storage.vector_cache import rows_mask
from memspark.storage.write import FTS_COLUMN

if TYPE_CHECKING:
    from lancedb.query import MatchQuery
    from lancedb.table import LanceTable

logger = logging.getLogger(__name__)

MAX_FTS_QUERY_CHARS = 1000
# The least limit of an FTS call shared by several option sets: LanceDB's cost is flat in it (4.4 ms for
# 160 or 5,000 at 10k rows), and a set is crowded out only when this many hits of the others outrank its own.
SHARED_FTS_LIMIT = 2000
# What a shared FTS call reads before the split when no snapshot completes the hits: the filter columns
# (cheap), the rest of the kept hits taken by row id afterwards (reading every column of 2,000 hits cost
# ≈ 8× reading these at 100k rows).
SPLIT_COLUMNS = ("id", "agent_id", "pool", "source", "content_type", "path", "doc_date", "is_parent")
_T = TypeVar("_T")
_NON_WORD = re.compile(r"[^\w\s]+", re.UNICODE)


def sanitize_fts_query(query: str) -> str:
    """Natural-language query → plain terms for a BM25 match.

    The index's "simple" tokenizer splits on punctuation anyway, so replacing it with spaces loses
    nothing and keeps quotes, ``:``, ``?``, brackets and operators from meaning anything. The query
    is passed as a ``MatchQuery`` (OR of terms), so ``AND``/``OR`` are just words (stop words).
    """
    cleaned = _NON_WORD.sub(" ", query[:MAX_FTS_QUERY_CHARS])
    return " ".join(cleaned.split())


class StoreFtsSearch(StoreSearchBase):
    """The FTS leg of :class:`memspark.storage.search.StoreReads` (see the module docstring)."""

    def fts_search(self, query: str, opts: SearchOptions) -> list[SearchHit]:
        """Native BM25 over ``text`` with the options as a prefilter; score = sigmoid(BM25).

        Spec: "FTS index creation failure → non-fatal". A ``MatchQuery`` on a named column still
        runs without the index (an exact flat BM25 scan, slower), so a missing index degrades to
        that with a logged warning; should the query fail with the index missing, it returns [].
        """
        return self.fts_search_many(query, [opts])[0]

    def fts_search_many(self, query: str, options: Sequence[SearchOptions]) -> list[list[SearchHit]]:
        """``[fts_search(query, o) for o in options]``, from one LanceDB call when the vector cache can
        complete the hits (:meth:`_fts_from_cache`); LanceDB's fixed cost per FTS call (≈ 4.5 ms at 10k
        rows, flat in the limit) is most of a call, so sharing it is what makes recall's BM25 leg cheap."""
        terms = sanitize_fts_query(query)
        table = self._open_existing()
        if table is None or not terms or not options:
            return [[] for _ in options]
        from lancedb.query import MatchQuery

        if not self._fts_index_seen:
            self._fts_index_seen = self._has_fts_index(table)
            if not self._fts_index_seen:
                logger.warning("no FTS index on %s: BM25 runs as a flat scan until `memspark optimize` "
                               "creates it", self.table_path)
        # lancedb declares MatchQuery's options as pydantic.Field(default, kw_only=True), which mypy reads as
        # required keyword arguments; they have defaults at run time.
        match = MatchQuery(terms, FTS_COLUMN)  # type: ignore[call-arg]
        shared = self._fts_guarded(table, lambda: self._fts_from_cache(table, match, options))
        if shared is None:
            return [[] for _ in options]  # no FTS index and the query failed (logged)
        out: list[list[SearchHit]] = []
        for hits, opts in zip(shared, options, strict=True):
            if hits is None and opts.max_results > 0:
                hits = self._fts_guarded(table, functools.partial(self._lance_fts, table, match, opts))
            out.append(above_min(hits or [], opts.min_score))
        return out

    def _fts_guarded(self, table: LanceTable, call: Callable[[], _T]) -> _T | None:
        """``call()``; None when it fails for want of an FTS index (logged), else its error mapped."""
        try:
            return call()
        except (ValueError, RuntimeError, OSError) as exc:
            if not self._has_fts_index(table):
                logger.warning("FTS search skipped: no FTS index on %s (run `memspark optimize`): %s",
                               self.table_path, exc)
                return None
            raise self.handle.translate("full-text search", exc) from exc

    def _lance_fts(self, table: LanceTable, match: MatchQuery, opts: SearchOptions) -> list[SearchHit]:
        """One option set's hits, every column read by LanceDB."""
        builder = table.search(match, query_type="fts").limit(opts.max_results)
        builder = builder.select(self._hit_columns("_score"))
        where = search_where(opts)
        if where:
            builder = builder.where(where, prefilter=True)
        result = builder.to_arrow()
        raw = [float(s) for s in result.column("_score").to_pylist()]
        return list(arrow_to_hits(result, scores=[bm25_sigmoid(s) for s in raw], raw=raw))

    def _fts_from_cache(self, table: LanceTable, match: MatchQuery,
                        options: Sequence[SearchOptions]) -> list[list[SearchHit] | None]:
        """Each option set's hits from one LanceDB call that returns ids and scores only, the rest of each
        hit taken from the vector cache's snapshot of the same table version (LanceDB reading every hit
        column cost ≈ 4 of a call's ≈ 8 ms at 10k rows). Several sets share the call under the union of
        their filters (:func:`union_options`) with a limit of at least :data:`SHARED_FTS_LIMIT`, split back
        per set (:meth:`Snapshot.split`); a set the call may have crowded out — it saturated and the set kept
        fewer than its ``max_results`` — is None, as is every set when the cache cannot answer (a write
        landed during the call, the table is too big to cache, a hit is not cached): those are asked of
        LanceDB on their own."""
        nothing: list[list[SearchHit] | None] = [None] * len(options)
        live = [o for o in options if o.max_results > 0]
        if not live:
            return [[] for _ in options]
        if not self._vector_cache.enabled or any(o.include_parents for o in options):
            return self._fts_by_row_id(table, match, options)
        with self.errors("version"):
            before = int(table.version)
        snap = self._snapshot(table, before)
        if snap.rows is None:
            return self._fts_by_row_id(table, match, options)  # too big to cache
        single = len(live) == 1
        limit = live[0].max_results if single else max(SHARED_FTS_LIMIT, sum(o.max_results for o in live))
        where = search_where(live[0] if single else union_options(live, limit))
        builder = table.search(match, query_type="fts").limit(limit).select(["id", "_score"])
        if where:
            builder = builder.where(where, prefilter=True)
        result = builder.to_arrow()
        with self.errors("version"):
            if int(table.version) != before:
                return nothing
        positions = snap.positions_of(result.column("id").to_pylist())
        if positions is None:
            return nothing
        raw = np.asarray(result.column("_score").to_numpy(zero_copy_only=False), dtype=np.float64)
        saturated = result.num_rows >= limit
        picks = [np.arange(len(positions))] if single else snap.split(positions, live)
        return _per_set(options, picks, saturated and not single,
                        lambda keep: _bm25_hits(snap.take(positions[keep]), raw[keep].tolist()))

    def _fts_by_row_id(self, table: LanceTable, match: MatchQuery, options: Sequence[SearchOptions]) -> list[list[SearchHit] | None]:
        """:meth:`_fts_from_cache` for a table no snapshot holds: the shared call reads the filter columns
        and row ids only, is split back per set (:func:`rows_mask`), and the kept hits' other columns are
        taken by row id in one read. A single set (no split) is None: its own call reads every column. So is
        every set when a write lands between the two reads (row ids may move) or a taken row is not the one
        asked for."""
        nothing: list[list[SearchHit] | None] = [None] * len(options)
        live = [o for o in options if o.max_results > 0]
        if len(live) < 2:
            return nothing if live else [[] for _ in options]
        with self.errors("version"):
            before = int(table.version)
        limit = max(SHARED_FTS_LIMIT, sum(o.max_results for o in live))
        names = set(table.schema.names)
        builder = table.search(match, query_type="fts").limit(limit).with_row_id(True)
        builder = builder.select([c for c in SPLIT_COLUMNS if c in names] + ["_score"])
        where = search_where(union_options(live, limit))
        if where:
            builder = builder.where(where, prefilter=True)
        result = builder.to_arrow()
        picks = [np.flatnonzero(rows_mask(result, o))[:o.max_results] for o in live]
        wanted = sorted({int(k) for keep in picks for k in keep})
        full = table.take_row_ids(result.column("_rowid").take(pa.array(wanted, type=pa.int64())).to_pylist()) \
            .select(self._hit_columns(None)).to_arrow() if wanted else None
        with self.errors("version"):
            if int(table.version) != before:
                return nothing
        ids = result.column("id").to_pylist()
        at = {row_id: i for i, row_id in enumerate(full.column("id").to_pylist())} if full is not None else {}
        if any(ids[k] not in at for k in wanted):
            return nothing
        raw = np.asarray(result.column("_score").to_numpy(zero_copy_only=False), dtype=np.float64)
        saturated = result.num_rows >= limit
        return _per_set(options, picks, saturated, lambda keep: [] if full is None or not len(keep) else _bm25_hits(
            full.take(pa.array([at[ids[k]] for k in keep], type=pa.int64())), raw[keep].tolist()))

    @staticmethod
    def _has_fts_index(table: LanceTable) -> bool:
        try:
            return any(tuple(ix.columns) == (FTS_COLUMN,) for ix in table.list_indices())
        except (ValueError, RuntimeError, OSError):
            return False


def _bm25_hits(rows: pa.Table, raw: list[float]) -> list[SearchHit]:
    """FTS hits of ``rows`` with their raw BM25 scores and the sigmoid the legs rank by."""
    return list(arrow_to_hits(rows, scores=[bm25_sigmoid(x) for x in raw], raw=raw))


def _per_set(options: Sequence[SearchOptions], picks: Sequence[np.ndarray], saturated: bool,
             hits: Callable[[np.ndarray], list[SearchHit]]) -> list[list[SearchHit] | None]:
    """One shared FTS call split back per option set: ``picks`` holds the kept positions of each set with
    ``max_results > 0``, in order; a set left short by a saturated call is None (crowded out: ask it alone)."""
    by_set = iter(picks)
    out: list[list[SearchHit] | None] = []
    for opts in options:
        if opts.max_results <= 0:
            out.append([])
            continue
        keep = next(by_set)
        out.append(None if saturated and len(keep) < opts.max_results else hits(keep))
    return out


__all__ = ["MAX_FTS_QUERY_CHARS", "SHARED_FTS_LIMIT", "SPLIT_COLUMNS", "StoreFtsSearch", "sanitize_fts_query"]
