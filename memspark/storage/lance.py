"""The StorageBackend of the spec on LanceDB. This module owns every LanceDB call in memspark.

- Writes (``replace_files``, ``upsert``, ``delete_by_path``, ``optimize``) take the writer lock
  (:mod:`memspark.storage.lock`) and retry a failed commit up to three times with backoff (spec:
  "Commit conflict → automatic retry (up to 3x)").
- ``replace_files`` is one ``merge_insert`` commit: upsert the files' new rows and delete their
  stale rows (``when_not_matched_by_source_delete``), so a reader sees the old file or the new one,
  never a file with no rows.
- Readers open with ``read_consistency_interval=timedelta(0)``: without it a reader never sees
  another process's writes.
- Searches always prefilter (a postfilter returns fewer than k rows). Vector search is cosine over
  the children (parents hold zero vectors, which LanceDB's cosine search skips); FTS is the native
  BM25 index on ``text``.
- Foreign errors are translated here: LanceDB/Arrow failures → :class:`StorageError`, a record
  column the table lacks → :class:`SchemaMismatchError`, another model's table →
  :class:`ModelMismatchError`.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, TypeVar

import lancedb
import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from memspark.config import StorageConfig
from memspark.datadir import DataDir, object_store_options
from memspark.errors import ModelMismatchError, SchemaMismatchError, StorageError
from memspark.storage.filters import file_condition, files_condition, in_list, search_where, sql_str
from memspark.storage.hits import arrow_to_hits
from memspark.storage.lock import WriterLock
from memspark.storage.retry import retry_commit
from memspark.storage.schema import VECTOR_COLUMN, TableIdentity, chunk_schema, table_identity, vector_dims
from memspark.storage.scores import bm25_sigmoid, cosine_score
from memspark.storage.types import BackendStatus, PathInfo, SearchHit, SearchOptions
from memspark.storage.vector_cache import CHILD_FILTER, VectorCache

logger = logging.getLogger(__name__)

T = TypeVar("T")

Records = pa.Table | Sequence[Mapping[str, Any]]

BITMAP_COLUMNS = ("agent_id", "pool", "is_parent")  # low-cardinality prefilter columns
FTS_COLUMN = "text"
IDS_PER_QUERY = 1000  # keeps an `id IN (...)` list to a size DataFusion parses quickly
MAX_FTS_QUERY_CHARS = 1000
REMOTE_ACTION = ("Check that the bucket of {uri} exists and that storage.options or the AWS_* variables give "
                 "the right endpoint, region and credentials (allow_http = \"true\" for an http:// endpoint).")
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


class LanceStore:
    """The spec's StorageBackend on one LanceDB table (see the module docstring)."""

    backend = "lancedb"

    def __init__(
        self,
        data_dir: DataDir | Path | str,
        cfg: StorageConfig,
        *,
        model_id: str | None,
        dims: int | None,
        create: bool = True,
    ) -> None:
        self.data_dir = DataDir.parse(data_dir)
        self.cfg = cfg
        # object-store settings for a URI (AWS_* env, then storage.options); {} for a local folder
        self._storage_options = object_store_options(self.data_dir, cfg.options, os.environ)
        self.model_id = model_id
        self.dims = dims
        self._create = create
        self._lock = WriterLock(self.data_dir, cfg)
        self._indexes_ok = False
        self._fts_index_seen = False  # cached once true: an index is never dropped by memspark
        self._ident: TableIdentity | None = None
        self._table: Any = None
        self._migrated = False  # old-table columns checked once per handle (see _migrate_old_table)
        self._db: Any = None
        self._select_cache: dict[str | None, list[str]] = {}  # per table handle; cleared by reopen()
        self._vector_cache = VectorCache(cfg.vector_cache_max_rows)
        self._seen_version: int | None = None  # the version whose identity was last checked
        local = self.data_dir.local
        if create and local is not None:  # a bucket needs no folder: nothing is created on local disk
            try:
                local.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise self._os_error("create the data dir", exc) from exc
        if self._reachable():
            self._db = self._connect()
            self._open_existing()

    # ------------------------------------------------------------------ opening & identity

    @property
    def table_path(self) -> str:
        """The table's location: a local path or a URI (for messages)."""
        return self.data_dir.child(f"{self.cfg.table}.lance")

    def _reachable(self) -> bool:
        """A local data dir must exist; a bucket is asked when connecting."""
        return self.data_dir.local is None or self.data_dir.local.is_dir()

    def _connect(self) -> Any:
        return self._guard("connect", lambda: lancedb.connect(
            self.data_dir.uri, read_consistency_interval=timedelta(0),
            storage_options=self._storage_options or None))

    def _open_existing(self) -> Any:
        """The table if it exists (opened once, identity checked), else None."""
        if self._table is not None:
            return self._table
        if self._db is None:
            if not self._reachable():
                return None
            self._db = self._connect()
        if not self._guard("open", self._table_listed):
            return None
        table = self._guard("open", lambda: self._db.open_table(self.cfg.table))
        ident = self._identity_of(table)
        self._check_identity(ident)
        self._table, self._ident = table, ident
        return table

    def _table_listed(self) -> bool:
        # Connection.table_exists is not supported on local connections in 0.40: page through names.
        token: str | None = None
        while True:
            page = self._db.list_tables(page_token=token)
            if self.cfg.table in page.tables:
                return True
            token = page.page_token
            if not token:
                return False

    def _identity_of(self, table: Any) -> TableIdentity:
        ident = table_identity(table.schema)
        if ident.model_id is None and "model_id" in table.schema.names:
            # A table written without schema metadata: fall back to the rows' model_id column.
            first = table.search().select(["model_id"]).limit(1).to_arrow()
            if first.num_rows:
                ident = TableIdentity(first.column("model_id")[0].as_py(), ident.dims, ident.schema_version)
        return ident

    def _check_identity(self, ident: TableIdentity) -> None:
        if self.model_id is None:
            return  # status / maintenance: any model may be inspected
        model_differs = ident.model_id is not None and ident.model_id != self.model_id
        dims_differ = self.dims is not None and ident.dims is not None and ident.dims != self.dims
        if model_differs or dims_differ:
            raise ModelMismatchError(
                f"the table {self.table_path} holds vectors of model {ident.model_id!r} ({ident.dims} dims), "
                f"but the configured model is {self.model_id!r} ({self.dims} dims)",
                action=(
                    f"Run `memspark reembed` to re-embed the table with {self.model_id!r}, "
                    f"or set [embed] model back to {ident.model_id!r}."
                ),
            )

    def identity(self) -> TableIdentity | None:
        """The model, dims and schema version the table records; None when there is no table."""
        return None if self._open_existing() is None else self._ident

    def _table_for_write(self, data: pa.Table | None) -> Any:
        table = self._open_existing()
        if table is not None:
            if not self._migrated:
                self._migrate_old_table(table)
            return self._open_existing()
        if not self._create:
            raise StorageError(f"no table {self.cfg.table!r} in {self.data_dir}",
                               action="Run `memspark index` to create it.")
        dims = self.dims or (vector_dims(data.schema) if data is not None else None)
        model_id = self.model_id
        if model_id is None and data is not None and "model_id" in data.schema.names and data.num_rows:
            model_id = data.column("model_id")[0].as_py()
        if not dims or not model_id:
            raise StorageError(f"cannot create {self.table_path}: the embedding model and dims are unknown",
                               action="Open the store with the configured model_id and dims.")
        schema = chunk_schema(dims, model_id)
        self._table = self._guard("create table", lambda: self._db.create_table(
            self.cfg.table, schema=schema, exist_ok=True))
        self._ident = self._identity_of(self._table)
        self._check_identity(self._ident)
        logger.info("created table %s (model %s, %d dims)", self.table_path, model_id, dims)
        return self._table

    def _migrate_old_table(self, table: Any) -> None:
        """Add the current schema's columns an older table lacks (nullable) before writing.

        Without this a write to an old table fails with "Field '<x>' not found in target schema"
        (the spec's "Arrow schema error on mergeInsert"). Only columns of :func:`chunk_schema` are
        added; a record column the schema does not know still raises SchemaMismatchError.
        """
        from memspark.storage.migrations import apply_pending, missing_columns

        if missing_columns(table.schema):
            logger.warning("table %s was written by an older schema: migrating before the write", self.table_path)
            apply_pending(self)
        self._migrated = True

    # ------------------------------------------------------------------ operations (memspark.storage only)

    def table_handle(self) -> Any:
        """The open LanceDB table or None: for the storage package's own modules (migrations, admin)."""
        return self._open_existing()

    def connection(self) -> Any:
        """The LanceDB connection (created on demand): for the storage package's own modules."""
        if self._db is None:
            self._db = self._connect()
        return self._db

    def reopen(self) -> None:
        """Forget the cached table handle and identity (after a swap, restore or migration)."""
        self._table = None
        self._ident = None
        self._indexes_ok = False
        self._fts_index_seen = False
        self._migrated = False
        self._select_cache = {}
        self._seen_version = None
        self._vector_cache.clear()

    def guarded(self, what: str, op: Callable[[], T]) -> T:
        """Run a LanceDB call with this store's error translation (for the storage package)."""
        return self._guard(what, op)

    def retrying(self, what: str, op: Callable[[], T]) -> T:
        """Run a LanceDB commit with conflict retries and error translation (for the storage package)."""
        return self._retrying(what, op)

    def ensure_indexes(self) -> None:
        """Create the missing BITMAP and FTS indexes (after a swap or restore)."""
        table = self._open_existing()
        if table is not None:
            self._ensure_indexes(table)

    # ------------------------------------------------------------------ writes

    def writer(self) -> AbstractContextManager[None]:
        """The writer lock (re-entrant); write methods take it themselves."""
        return self._lock.hold()

    def replace_files(self, records: Records, files: Sequence[tuple[str, str]]) -> None:
        """Atomically make ``records`` the complete content of the ``(agent_id, path)`` files.

        One commit upserts the new rows and deletes every other row of those files; with no
        records it is a pure delete. Each record must belong to one of ``files``.
        """
        files = list(dict.fromkeys(files))
        with self.writer():
            if self._open_existing() is None and _num_rows(records) == 0:
                return
            table = self._table_for_write(self._peek(records))
            data = self._conform(records, table)
            self._check_rows_in_files(data, files)
            if not files:
                return
            condition = files_condition(files)

            def commit() -> Any:
                return (table.merge_insert("id").when_matched_update_all().when_not_matched_insert_all()
                        .when_not_matched_by_source_delete(condition).execute(data))

            self._retrying("replace files", commit)
            self._after_write(table)

    def upsert(self, records: Records) -> None:
        """Insert or update rows, merged by ``id``."""
        if _num_rows(records) == 0:
            return
        with self.writer():
            table = self._table_for_write(self._peek(records))
            data = self._conform(records, table)
            self._retrying("upsert", lambda: table.merge_insert("id").when_matched_update_all()
                           .when_not_matched_insert_all().execute(data))
            self._after_write(table)

    def delete_by_path(self, path: str, agent_id: str | None = None) -> int:
        """Delete every row of ``path`` (of one agent, or of all agents); returns the count."""
        with self.writer():
            table = self._open_existing()
            if table is None:
                return 0
            where = file_condition(agent_id, path) if agent_id is not None else f"path = {sql_str(path)}"
            result = self._retrying("delete", lambda: table.delete(where))
            return int(result.num_deleted_rows)

    def optimize(self, *, cleanup_older_than: timedelta | None = None) -> None:
        """Compact, fold new rows into the FTS and scalar indexes, (re)create missing indexes.

        Old versions are pruned after ``cleanup_older_than`` (LanceDB default: 7 days); 0 is
        unsafe while another process reads the table.
        """
        with self.writer():
            table = self._open_existing()
            if table is None:
                return
            window = self._cleanup_window_sparing_tags(table, cleanup_older_than)
            self._retrying("optimize", lambda: table.optimize(cleanup_older_than=window))
            self._indexes_ok = False
            self._ensure_indexes(table)

    def _cleanup_window_sparing_tags(self, table: Any, requested: timedelta | None) -> timedelta | None:
        """LanceDB refuses the whole cleanup when a tagged version (a re-embed's pre-swap tag) is older
        than the window, which would make every ingest fail until someone prunes the tag. Widen the
        window past the oldest tagged version instead; `memspark maintain` prunes old tags."""
        tags = self._guard("list tags", table.tags.list)
        if not tags:
            return requested
        tagged = {int(t["version"]) for t in tags.values()}
        stamps = [v["timestamp"] for v in self._guard("list versions", table.list_versions) if v["version"] in tagged]
        if not stamps:
            return requested
        oldest = min(stamps)
        now = datetime.now(oldest.tzinfo) if oldest.tzinfo else datetime.now()
        needed = (now - oldest) + timedelta(minutes=1)
        base = requested if requested is not None else timedelta(days=7)
        return max(base, needed)

    def _after_write(self, table: Any) -> None:
        if not self._indexes_ok:
            self._ensure_indexes(table)

    def _ensure_indexes(self, table: Any) -> None:
        """Create missing BITMAP and FTS indexes once the table has rows. Failures are non-fatal."""
        if self._guard("count", table.count_rows) == 0:
            return
        existing = {tuple(ix.columns) for ix in self._guard("list indexes", table.list_indices)}
        from lancedb.index import FTS, Bitmap

        wanted: list[tuple[str, Any]] = [(c, Bitmap()) for c in BITMAP_COLUMNS]
        wanted.append((FTS_COLUMN, FTS(with_position=False)))
        ok = True
        for column, config in wanted:
            if (column,) in existing:
                continue
            try:
                table.create_index(column, config=config)
                logger.info("created %s index on %s", type(config).__name__, column)
            except (ValueError, RuntimeError, OSError) as exc:
                # Spec: "FTS index creation failure → non-fatal; FTS search returns empty".
                ok = False
                logger.warning("creating the %s index on %s failed (search still works, slower or "
                               "without BM25): %s", type(config).__name__, column, exc)
        self._indexes_ok = ok

    # ------------------------------------------------------------------ reads

    def count(self) -> int:
        table = self._open_existing()
        return 0 if table is None else int(self._guard("count", table.count_rows))

    def get_by_ids(self, ids: Sequence[str]) -> list[SearchHit]:
        """The rows with these ids, in the order asked (missing ids are skipped)."""
        table = self._open_existing()
        wanted = list(dict.fromkeys(ids))
        if table is None or not wanted:
            return []
        found: dict[str, SearchHit] = {}
        columns = self._hit_columns(None)
        for start in range(0, len(wanted), IDS_PER_QUERY):
            where = in_list("id", wanted[start:start + IDS_PER_QUERY])
            batch = self._guard("get by ids", lambda w=where, c=columns: table.search().where(w).select(c)
                                .limit(None).to_arrow())
            for hit in arrow_to_hits(batch, scores=None, raw=None):
                found[hit.id] = hit
        return [found[i] for i in wanted if i in found]

    def get_by_path(self, path: str, agent_id: str) -> list[SearchHit]:
        """Every row (parents and children) of one indexed file, ordered by start line."""
        table = self._open_existing()
        if table is None:
            return []
        where, columns = file_condition(agent_id, path), self._hit_columns(None)
        batch = self._guard("get by path", lambda: table.search().where(where).select(columns).limit(None).to_arrow())
        return sorted(arrow_to_hits(batch, scores=None, raw=None), key=lambda h: (h.start_line, h.end_line))

    def list_paths(self, agent_id: str | None = None) -> list[PathInfo]:
        """Every indexed file: path, agent, last write, row count (parents + children), content hash."""
        grouped = self._files_summary(agent_id)
        if grouped is None:
            return []
        rows = grouped.to_pylist()
        infos = [PathInfo(path=r["path"], agent_id=r["agent_id"], updated_at=r["updated_at_max"] or "",
                          chunk_count=int(r["id_count"]), content_hash=r["content_hash_max"] or "")
                 for r in rows]
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

        def scan() -> pa.Table:
            query = table.search().select(columns)
            if agent_id is not None:
                query = query.where(f"agent_id = {sql_str(agent_id)}")
            return query.limit(None).to_arrow()

        data = self._guard("list paths", scan)
        for name in wanted:
            if name not in data.schema.names:
                data = data.append_column(name, pa.nulls(data.num_rows, type=pa.string()))
        return data.group_by(["agent_id", "path"]).aggregate(
            [("content_hash", "max"), ("updated_at", "max"), ("id", "count")])

    def vector_search(self, vector: np.ndarray, opts: SearchOptions) -> list[SearchHit]:
        """Exact cosine search with the options as a prefilter; score = cosine similarity.

        Answered from the in-process cache of the current table version
        (:mod:`memspark.storage.vector_cache`) when it is on and the table small enough, else by
        LanceDB; both are exact and return the same hits. A table whose model changed since it was
        opened (``memspark reembed`` by another process) raises ModelMismatchError.
        """
        table = self._open_existing()
        if table is None or opts.max_results <= 0:
            return []
        query = np.asarray(vector, dtype=np.float32).reshape(-1)
        ident = self._ident or TableIdentity(None, None, None)
        if ident.dims is not None and query.shape[0] != ident.dims:
            raise ModelMismatchError(
                f"query vector has {query.shape[0]} dims but {self.table_path} holds {ident.dims}-dim "
                f"vectors of {ident.model_id!r}",
                action="Embed queries with the table's model, or run `memspark reembed`.")
        # One cheap version read (≈ 0.2 ms: the readers' consistency interval is 0) serves both the
        # identity check and the cache lookup.
        version = int(self._guard("version", lambda: table.version))
        if version != self._seen_version:
            self._check_same_identity(table)
            self._seen_version = version
        hits = self._cached_vector_search(table, version, query, opts)
        if hits is None:
            hits = self._lance_vector_search(table, query, opts)
        return _above_min(hits, opts.min_score)

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
        now = table_identity(self._guard("schema", lambda: table.schema))
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
                              opts: SearchOptions) -> Iterator[SearchHit] | None:
        """The hits from the version's cache; None when the cache cannot answer (LanceDB does)."""
        if not self._vector_cache.enabled or opts.include_parents:
            return None  # parents are not cached: recall never searches them by vector
        norm = float(np.linalg.norm(query))
        if not np.isfinite(norm) or norm == 0.0:
            return None
        columns = self._hit_columns(None)

        def scan() -> pa.Table:
            return table.search().where(CHILD_FILTER).select(columns).limit(None).to_arrow()

        snap = self._vector_cache.snapshot(
            version,
            count=lambda: int(self._guard("count", lambda: table.count_rows(CHILD_FILTER))),
            scan=lambda: self._guard("vector cache scan", scan))
        if snap.rows is None:
            return None
        rows, cosines = snap.search(query / norm, opts)
        scores = [float(c) for c in cosines]
        return arrow_to_hits(rows, scores=scores, raw=scores)

    def _lance_vector_search(self, table: Any, query: np.ndarray, opts: SearchOptions) -> Iterator[SearchHit]:
        where = search_where(opts)

        def run() -> pa.Table:
            builder = table.search(query, vector_column_name=VECTOR_COLUMN, query_type="vector")
            builder = builder.distance_type("cosine").limit(opts.max_results).select(self._hit_columns("_distance"))
            if where:
                builder = builder.where(where, prefilter=True)
            return builder.to_arrow()

        result = self._guard("vector search", run)
        distances = result.column("_distance").to_pylist()
        scores = [cosine_score(d) for d in distances]
        return arrow_to_hits(result, scores=scores, raw=scores)

    def fts_search(self, query: str, opts: SearchOptions) -> list[SearchHit]:
        """Native BM25 over ``text`` with the options as a prefilter; score = sigmoid(BM25).

        Spec: "FTS index creation failure → non-fatal". A ``MatchQuery`` on a named column still
        runs without the index (an exact flat BM25 scan, slower), so a missing index degrades to
        that with a logged warning; should the query fail with the index missing, it returns [].
        """
        terms = sanitize_fts_query(query)
        table = self._open_existing()
        if table is None or not terms or opts.max_results <= 0:
            return []
        from lancedb.query import MatchQuery

        where = search_where(opts)

        def run() -> pa.Table:
            builder = table.search(MatchQuery(terms, FTS_COLUMN), query_type="fts").limit(opts.max_results)
            builder = builder.select(self._hit_columns("_score"))
            if where:
                builder = builder.where(where, prefilter=True)
            return builder.to_arrow()

        if not self._fts_index_seen:
            self._fts_index_seen = self._has_fts_index(table)
            if not self._fts_index_seen:
                logger.warning("no FTS index on %s: BM25 runs as a flat scan until `memspark optimize` "
                               "creates it", self.table_path)
        try:
            result = run()
        except (ValueError, RuntimeError, OSError) as exc:
            if not self._has_fts_index(table):
                logger.warning("FTS search skipped: no FTS index on %s (run `memspark optimize`): %s",
                               self.table_path, exc)
                return []
            raise self._translate("full-text search", exc) from exc
        raw = [float(s) for s in result.column("_score").to_pylist()]
        scores = [bm25_sigmoid(s) for s in raw]
        return _above_min(arrow_to_hits(result, scores=scores, raw=raw), opts.min_score)

    def _hit_columns(self, score_column: str | None) -> list[str]:
        """The columns a hit needs (read path: the hash, model and schema columns are never read),
        plus the leg's score column named explicitly (LanceDB warns when it is auto-projected)."""
        cached = self._select_cache.get(score_column)
        if cached is None:
            names = set(self._table.schema.names) if self._table is not None else set()
            cached = [c for c in HIT_COLUMNS if c in names] + ([score_column] if score_column else [])
            self._select_cache[score_column] = cached
        return cached

    def _has_fts_index(self, table: Any) -> bool:
        try:
            return any(tuple(ix.columns) == (FTS_COLUMN,) for ix in table.list_indices())
        except (ValueError, RuntimeError, OSError):
            return False

    def index_names(self) -> tuple[str, ...]:
        table = self._open_existing()
        if table is None:
            return ()
        return tuple(sorted(ix.name for ix in self._guard("list indexes", table.list_indices)))

    def status(self) -> BackendStatus:
        """Backend health: never raises; a failure is reported in ``error`` with ``ready=False``."""
        try:
            table = self._open_existing()
            if table is None:
                return BackendStatus(backend=self.backend, chunk_count=0, table_exists=False, ready=False,
                                     error=None, model_id=self.model_id, dims=self.dims)
            ident = self._identity_of(table)  # re-read: a model_id may have been learned from rows since
            return BackendStatus(
                backend=self.backend,
                chunk_count=int(self._guard("count", table.count_rows)),
                table_exists=True,
                ready=True,
                model_id=ident.model_id,
                dims=ident.dims,
                schema_version=ident.schema_version,
                version=int(self._guard("version", lambda: table.version)),
                indexes=self.index_names(),
            )
        except StorageError as exc:
            local = self.data_dir.local
            exists = local is not None and (local / f"{self.cfg.table}.lance").exists()
            return BackendStatus(backend=self.backend, chunk_count=0, table_exists=exists,
                                 ready=False, error=str(exc), model_id=self.model_id, dims=self.dims)

    def close(self) -> None:
        """Drop the table and connection handles (LanceDB holds no server connection to close)."""
        self._table = None
        self._ident = None
        self._db = None
        self._select_cache = {}

    # ------------------------------------------------------------------ records & errors

    @staticmethod
    def _peek(records: Records) -> pa.Table | None:
        """Records as Arrow (for inferring dims/model when creating the table)."""
        if isinstance(records, pa.Table):
            return records
        return pa.Table.from_pylist(list(records)) if records else None

    def _conform(self, records: Records, table: Any) -> pa.Table:
        """Records cast to the table's schema; a column the table lacks → SchemaMismatchError."""
        target: pa.Schema = table.schema
        if isinstance(records, pa.Table):
            data = records
            names = set(data.schema.names)
        else:
            rows = list(records)
            names = set().union(*(r.keys() for r in rows)) if rows else set()
            data = None
        extra = sorted(names - set(target.names))
        if extra:
            raise SchemaMismatchError(
                f"the table {self.table_path} has no column(s) {', '.join(extra)} "
                f"(schema version {table_identity(target).schema_version})")
        if data is None:
            try:
                data = pa.Table.from_pylist(rows, schema=target)
            except (pa.ArrowInvalid, pa.ArrowTypeError) as exc:
                raise SchemaMismatchError(f"records do not fit the schema of {self.table_path}: {exc}") from exc
            names = set(target.names)
        rec_dims = vector_dims(data.schema)
        table_dims = vector_dims(target)
        if rec_dims is not None and table_dims is not None and rec_dims != table_dims:
            raise ModelMismatchError(
                f"records hold {rec_dims}-dim vectors but {self.table_path} holds {table_dims}-dim vectors",
                action="Run `memspark reembed` to re-embed the table with the configured model.")
        self._check_record_model(data)
        columns = []
        for field in target:
            if field.name in names:
                columns.append(data.column(field.name))
            elif field.nullable:
                columns.append(pa.nulls(data.num_rows, type=field.type))
            else:
                raise SchemaMismatchError(f"records lack the required column {field.name!r}")
        try:
            return pa.Table.from_arrays(columns, names=target.names).cast(target)
        except (pa.ArrowInvalid, pa.ArrowNotImplementedError, pa.ArrowTypeError) as exc:
            raise SchemaMismatchError(f"records do not fit the schema of {self.table_path}: {exc}") from exc

    def _check_record_model(self, data: pa.Table) -> None:
        if "model_id" not in data.schema.names or data.num_rows == 0 or self._table is None:
            return
        table_model = self._ident.model_id if self._ident is not None else None
        models = {m for m in pc.unique(data.column("model_id")).to_pylist() if m is not None}
        foreign = sorted(m for m in models if table_model is not None and m != table_model)
        if foreign:
            raise ModelMismatchError(
                f"records embedded with {', '.join(map(repr, foreign))} cannot go into {self.table_path}, "
                f"which holds vectors of {table_model!r}",
                action="Run `memspark reembed` to switch the table's model, or embed with the table's model.")

    @staticmethod
    def _check_rows_in_files(data: pa.Table, files: Sequence[tuple[str, str]]) -> None:
        if data.num_rows == 0:
            return
        allowed = set(files)
        pairs = set(zip(data.column("agent_id").to_pylist(), data.column("path").to_pylist(), strict=True))
        stray = sorted(pairs - allowed)
        if stray:
            raise ValueError(f"replace_files got rows of files not listed in `files`: {stray[:3]}")

    def _retrying(self, what: str, op: Callable[[], T]) -> T:
        """A commit with conflict retries (:mod:`memspark.storage.retry`), errors translated."""
        try:
            return retry_commit(op, what=what)
        except (ValueError, RuntimeError, OSError, pa.ArrowException) as exc:
            raise self._translate(what, exc) from exc

    def _guard(self, what: str, op: Callable[[], T]) -> T:
        try:
            return op()
        except (ValueError, RuntimeError, OSError, pa.ArrowException) as exc:
            raise self._translate(what, exc) from exc

    def _translate(self, what: str, exc: BaseException) -> StorageError:
        if isinstance(exc, OSError) and not isinstance(exc, pa.ArrowException):
            return self._os_error(what, exc)
        if self.data_dir.is_remote:
            return StorageError(f"LanceDB {what} failed on {self.table_path}: {exc}",
                                action=REMOTE_ACTION.format(uri=self.data_dir.uri))
        return StorageError(f"LanceDB {what} failed on {self.table_path}: {exc}")

    def _os_error(self, what: str, exc: OSError) -> StorageError:
        where = exc.filename or self.data_dir
        if self.data_dir.is_remote:
            return StorageError(f"cannot {what} at {where}: {exc.strerror or exc}",
                                action=REMOTE_ACTION.format(uri=self.data_dir.uri))
        return StorageError(f"cannot {what} at {where}: {exc.strerror or exc}",
                            action=f"Check that {self.data_dir} is a writable directory (--data-dir).")


def _above_min(hits: Iterator[SearchHit], min_score: float) -> list[SearchHit]:
    # Spec: minScore "Default: 0 (no filter)" — a cosine can be negative, so 0 must not filter.
    if min_score <= 0:
        return list(hits)
    return [h for h in hits if h.score >= min_score]


def _num_rows(records: Records) -> int:
    return records.num_rows if isinstance(records, pa.Table) else len(records)


__all__ = ["LanceStore", "sanitize_fts_query"]
