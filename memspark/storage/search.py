"""The read side of the store: the vector and FTS search legs and reads by id, path and file.

- Searches always prefilter (a postfilter returns fewer than k rows). Vector search is cosine over
  the children (parents hold zero vectors, which LanceDB's cosine search skips): exact from the
  in-process cache (:mod:`memspark.storage.vector_cache`) while the table fits it
  (``storage.vector_cache_max_rows``); past it, LanceDB's ANN index when ``memspark maintain`` built
  one (:mod:`memspark.storage.ann`), with a refine step (``storage.ann_refine_factor``: the candidates
  are re-ranked by their full vectors, so scores are exact cosines), else LanceDB's exact flat scan.
  How the last vector search was answered is :attr:`StoreReads.last_vector_plan`.
- Several option sets (recall's pool groups) share one LanceDB call per leg: the union of their
  filters (:func:`union_options`), split back per set (:func:`rows_mask`); a set the shared call may
  have crowded out (it saturated and the set kept fewer than its ``max_results``) is asked alone.
  FTS is the native BM25 index on ``text``.
- A read selects only the columns a hit needs, never the hash/model/schema bookkeeping columns.
"""

from __future__ import annotations

import dataclasses
import logging
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

import numpy as np
import pyarrow as pa

from memspark.errors import ModelMismatchError
from memspark.storage.ann import has_vector_index, refine_factor
from memspark.storage.core import StoreCore
from memspark.storage.filters import and_all, file_condition, id_slices, search_where, sql_str, union_options
from memspark.storage.hits import arrow_to_hits
from memspark.storage.schema import TURN_VECTORS_COLUMN, VECTOR_COLUMN, TableIdentity, table_identity
from memspark.storage.scores import bm25_sigmoid, cosine_score
from memspark.storage.types import PathInfo, SearchHit, SearchOptions
from memspark.storage.vector_cache import CHILD_FILTER, Snapshot, VectorCache, rows_mask
from memspark.storage.write import FTS_COLUMN

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
# What a search leg reads: the SearchHit fields (vector included, for dedup and MMR), never the
# hash/model/schema bookkeeping columns.
HIT_COLUMNS = tuple(f.name for f in dataclasses.fields(SearchHit) if f.name not in ("score", "raw_score"))


def sanitize_fts_query(query: str) -> str:
    """Natural-language query → plain terms for a BM25 match.

    The index's "simple" tokenizer splits on punctuation anyway, so replacing it with spaces loses
    nothing and keeps quotes, ``:``, ``?``, brackets and operators from meaning anything. The query
    is passed as a ``MatchQuery`` (OR of terms), so ``AND``/``OR`` are just words (stop words).
    """
    cleaned = _NON_WORD.sub(" ", query[:MAX_FTS_QUERY_CHARS])
    return " ".join(cleaned.split())


@dataclass(frozen=True)
class VectorPlan:
    """How one ``vector_search_many`` was answered (stats, benchmarks, tests)."""

    path: str  # "cache" (exact, in process) | "ann" (LanceDB's ANN index + refine) | "flat" (LanceDB exact scan)
    lance_calls: int  # LanceDB vector calls made (0 from the cache; 1 when the shared call served every set)
    refine_factor: int | None = None  # storage.ann_refine_factor on the ANN path (the least factor; None: exact)


class StoreReads(StoreCore):
    """Reads and searches of :class:`memspark.storage.lance.LanceStore` (see the module docstring)."""

    last_vector_plan: VectorPlan | None = None  # set by each vector_search_many
    _ann_seen: tuple[int, bool] | None = None  # (table version, has an ANN index): listed once per version

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

    # ---- vector leg ------------------------------------------------------------------------------
    def vector_search(self, vector: np.ndarray, opts: SearchOptions) -> list[SearchHit]:
        """Exact cosine search with the options as a prefilter; score = cosine similarity.

        Answered from the in-process cache of the current table version
        (:mod:`memspark.storage.vector_cache`) when it is on and the table small enough, else by
        LanceDB; both are exact and return the same hits. A table whose model changed since it was
        opened (``memspark reembed`` by another process) raises ModelMismatchError.
        """
        return self.vector_search_many(vector, [opts])[0]

    def vector_search_many(self, vector: np.ndarray, options: Sequence[SearchOptions]) -> list[list[SearchHit]]:
        """``[vector_search(vector, o) for o in options]``; from the cache, one mat-vec serves them all."""
        table = self._open_existing()
        if table is None or not options:
            return [[] for _ in options]
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        ident = self._ident or TableIdentity(None, None, None)
        if ident.dims is not None and query.shape[0] != ident.dims:
            raise ModelMismatchError(
                f"query vector has {query.shape[0]} dims but {self.table_path} holds {ident.dims}-dim "
                f"vectors of {ident.model_id!r}",
                action="Embed queries with the table's model, or run `memspark reembed`.")
        # One cheap version read (≈ 0.2 ms: the readers' consistency interval is 0) serves both the
        # identity check and the cache lookup.
        with self.errors("version"):
            version = int(table.version)
        if version != self._seen_version:
            self._check_same_identity(table)
            self._seen_version = version
        cached = self._cached_vector_search(table, version, query, options)
        if cached is not None:
            self.last_vector_plan = VectorPlan("cache", 0)
            return [_above_min(hits, o.min_score) for hits, o in zip(cached, options, strict=True)]
        refine = self.cfg.ann_refine_factor if self._has_ann_index(table, version) else None
        # (0 = no refine step: ``refine`` falsy, the ANN path all the same)
        found, calls = self._lance_vector_many(table, query, options, refine)
        self.last_vector_plan = VectorPlan("flat" if refine is None else "ann", calls, refine)
        return [_above_min(hits, o.min_score) for hits, o in zip(found, options, strict=True)]

    def _has_ann_index(self, table: Any, version: int) -> bool:
        """Whether this table version has an ANN vector index (listed once per version)."""
        seen = self._ann_seen
        if seen is None or seen[0] != version:
            with self.errors("list indexes"):
                seen = (version, has_vector_index(table))
            self._ann_seen = seen
        return seen[1]

    def _lance_vector_many(self, table: Any, query: np.ndarray, options: Sequence[SearchOptions],
                           refine: int | None) -> tuple[list[list[SearchHit]], int]:
        """Each option set's hits from LanceDB and the calls it took: several sets share one call under the
        union of their filters with the sum of their limits, split back per set; a set the call may have
        crowded out (it saturated and the set kept fewer than its ``max_results``) is asked alone."""
        live = [i for i, o in enumerate(options) if o.max_results > 0]
        out: list[list[SearchHit] | None] = [[] if o.max_results <= 0 else None for o in options]
        calls = 0
        if len(live) > 1:
            sets = [options[i] for i in live]
            limit = sum(o.max_results for o in sets)
            result = self._lance_vector_call(table, query, union_options(sets, limit), refine)
            calls += 1
            scores = [cosine_score(d) for d in result.column("_distance").to_pylist()]
            saturated = result.num_rows >= limit
            for i, opts in zip(live, sets, strict=True):
                keep = np.flatnonzero(rows_mask(result, opts))[:opts.max_results]
                if saturated and len(keep) < opts.max_results:
                    continue  # crowded out: asked alone below
                picked = [scores[k] for k in keep]
                out[i] = list(arrow_to_hits(result.take(pa.array(keep, type=pa.int64())), scores=picked, raw=picked))
        for i in live:
            if out[i] is None:
                result = self._lance_vector_call(table, query, options[i], refine)
                calls += 1
                scores = [cosine_score(d) for d in result.column("_distance").to_pylist()]
                out[i] = list(arrow_to_hits(result, scores=scores, raw=scores))
        return [hits or [] for hits in out], calls

    def _lance_vector_call(self, table: Any, query: np.ndarray, opts: SearchOptions, refine: int | None) -> pa.Table:
        """One LanceDB vector search: the hit columns and ``_distance`` of the top ``opts.max_results``."""
        where = search_where(opts)
        with self.errors("vector search"):
            builder = table.search(query, vector_column_name=VECTOR_COLUMN, query_type="vector")
            builder = builder.distance_type("cosine").limit(opts.max_results).select(self._hit_columns("_distance"))
            if refine:
                builder = builder.refine_factor(refine_factor(opts.max_results, refine))
            if where:
                builder = builder.where(where, prefilter=True)
            return builder.to_arrow()

    def vector_plan_text(self, vector: np.ndarray, opts: SearchOptions) -> str:
        """LanceDB's physical plan of the vector search ``vector_search`` would send for ``opts`` when the
        cache does not answer (an ANN search shows its index's nodes; a flat one a full scan)."""
        table = self._open_existing()
        if table is None:
            return ""
        with self.errors("version"):
            version = int(table.version)
        refine = self.cfg.ann_refine_factor if self._has_ann_index(table, version) else None
        where = search_where(opts)
        with self.errors("explain vector search"):
            builder = table.search(np.asarray(vector, dtype=np.float32), vector_column_name=VECTOR_COLUMN,
                                   query_type="vector").distance_type("cosine").limit(opts.max_results)
            if refine:
                builder = builder.refine_factor(refine_factor(opts.max_results, refine))
            if where:
                builder = builder.where(where, prefilter=True)
            return str(builder.explain_plan(verbose=True))

    @property
    def vector_cache(self) -> VectorCache:
        """The in-process vector search cache (its ``rebuilds`` and ``last_rebuild_s`` for stats)."""
        return self._vector_cache

    def _check_same_identity(self, table: Any) -> None:
        """Raise when the table now records another model or dims than when this handle opened it.

        A handle opened without a model (status, maintenance) inspects any model: it adopts the new
        identity instead, as ``_check_identity`` lets it at open.
        """
        opened = self._ident
        with self.errors("schema"):
            now = table_identity(table.schema)
        if opened is None:
            return
        if self.model_id is None:
            if now.model_id is not None or now.dims is not None:
                self._ident = TableIdentity(now.model_id or opened.model_id, now.dims or opened.dims,
                                            now.schema_version or opened.schema_version)
            return
        model_changed = None not in (opened.model_id, now.model_id) and opened.model_id != now.model_id
        dims_changed = None not in (opened.dims, now.dims) and opened.dims != now.dims
        if model_changed or dims_changed:
            raise ModelMismatchError(
                f"the table {self.table_path} was re-embedded with {now.model_id!r} ({now.dims} dims) "
                f"since this process opened it with {opened.model_id!r} ({opened.dims} dims)",
                action="Restart the process (or the MCP server) so it loads the table's new model, "
                       "or set [embed] model to match the table.")

    def _cached_vector_search(self, table: Any, version: int, query: np.ndarray,
                              options: Sequence[SearchOptions]) -> list[Iterator[SearchHit]] | None:
        """Each option set's hits from the version's cache; None when the cache cannot answer (LanceDB does)."""
        if not self._vector_cache.enabled or any(o.include_parents for o in options):
            return None  # parents are not cached: recall never searches them by vector
        norm = float(np.linalg.norm(query))
        if not np.isfinite(norm) or norm == 0.0:
            return None
        snap = self._snapshot(table, version)
        if snap.rows is None:
            return None
        out: list[Iterator[SearchHit]] = []
        for rows, cosines in snap.search_many(query / norm, options):
            scores = [float(c) for c in cosines]
            out.append(arrow_to_hits(rows, scores=scores, raw=scores))
        return out

    def _snapshot(self, table: Any, version: int) -> Snapshot:
        """The vector cache's snapshot of ``version`` (built on first use; ``rows`` None when too big)."""
        columns = self._hit_columns(None)

        def count() -> int:
            with self.errors("count"):
                return int(table.count_rows(CHILD_FILTER))

        def scan() -> pa.Table:
            with self.errors("vector cache scan"):
                return table.search().where(CHILD_FILTER).select(columns).limit(None).to_arrow()

        return self._vector_cache.snapshot(version, count=count, scan=scan)

    # ---- FTS leg ---------------------------------------------------------------------------------
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
        match = MatchQuery(terms, FTS_COLUMN)
        shared = self._fts_guarded(table, lambda: self._fts_from_cache(table, match, options))
        if shared is None:
            return [[] for _ in options]  # no FTS index and the query failed (logged)
        out: list[list[SearchHit]] = []
        for hits, opts in zip(shared, options, strict=True):
            if hits is None and opts.max_results > 0:
                hits = self._fts_guarded(table, lambda o=opts: self._lance_fts(table, match, o))
            out.append(_above_min(hits or [], opts.min_score))
        return out

    def _fts_guarded(self, table: Any, call: Callable[[], _T]) -> _T | None:
        """``call()``; None when it fails for want of an FTS index (logged), else its error mapped."""
        try:
            return call()
        except (ValueError, RuntimeError, OSError) as exc:
            if not self._has_fts_index(table):
                logger.warning("FTS search skipped: no FTS index on %s (run `memspark optimize`): %s",
                               self.table_path, exc)
                return None
            raise self.handle.translate("full-text search", exc) from exc

    def _lance_fts(self, table: Any, match: Any, opts: SearchOptions) -> list[SearchHit]:
        """One option set's hits, every column read by LanceDB."""
        builder = table.search(match, query_type="fts").limit(opts.max_results)
        builder = builder.select(self._hit_columns("_score"))
        where = search_where(opts)
        if where:
            builder = builder.where(where, prefilter=True)
        result = builder.to_arrow()
        raw = [float(s) for s in result.column("_score").to_pylist()]
        return list(arrow_to_hits(result, scores=[bm25_sigmoid(s) for s in raw], raw=raw))

    def _fts_from_cache(self, table: Any, match: Any,
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

    def _fts_by_row_id(self, table: Any, match: Any, options: Sequence[SearchOptions]) -> list[list[SearchHit] | None]:
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

    def _hit_columns(self, score_column: str | None) -> list[str]:
        """The columns a hit needs (read path: the hash, model and schema columns are never read),
        plus the leg's score column named explicitly (LanceDB warns when it is auto-projected)."""
        cached = self._select_cache.get(score_column)
        if cached is None:
            names = set(self._table.schema.names) if self._table is not None else set()
            cached = [c for c in HIT_COLUMNS if c in names] + ([score_column] if score_column else [])
            self._select_cache[score_column] = cached
        return cached

    @staticmethod
    def _has_fts_index(table: Any) -> bool:
        try:
            return any(tuple(ix.columns) == (FTS_COLUMN,) for ix in table.list_indices())
        except (ValueError, RuntimeError, OSError):
            return False

    def index_names(self) -> tuple[str, ...]:
        table = self._open_existing()
        if table is None:
            return ()
        with self.errors("list indexes"):
            return tuple(sorted(ix.name for ix in table.list_indices()))


def _above_min(hits: Iterable[SearchHit], min_score: float) -> list[SearchHit]:
    # Spec: minScore "Default: 0 (no filter)" — a cosine can be negative, so 0 must not filter.
    if min_score <= 0:
        return list(hits)
    return [h for h in hits if h.score >= min_score]


__all__ = ["HIT_COLUMNS", "StoreReads", "VectorPlan", "sanitize_fts_query"]


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
