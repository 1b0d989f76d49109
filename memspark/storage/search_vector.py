"""The vector leg of the store's search: exact from the in-process cache, else LanceDB (ANN or flat).

Vector search is cosine over the children (parents hold zero vectors, which LanceDB's cosine search
skips): exact from the in-process cache (:mod:`memspark.storage.vector_cache`) while the table fits it
(``storage.vector_cache_max_rows``); past it, LanceDB's ANN index when ``memspark maintain`` built one
(:mod:`memspark.storage.ann`), with a refine step (``tuning.ann_refine_factor``: the candidates are
re-ranked by their full vectors, so scores are exact cosines), else LanceDB's exact flat scan. How the
last vector search was answered is :attr:`StoreVectorSearch.last_vector_plan`. Several option sets share
one LanceDB call under the union of their filters, split back per set (:func:`rows_mask`).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import pyarrow as pa

from memspark.errors import ModelMismatchError
from memspark.storage.ann import has_vector_index, refine_factor
from memspark.storage.filters import search_where, union_options
from memspark.storage.hits import arrow_to_hits
from memspark.storage.schema import VECTOR_COLUMN, TableIdentity, table_identity
from memspark.storage.scores import cosine_score
from memspark.storage.search_common import StoreSearchBase, above_min
from memspark.storage.types import SearchHit, SearchOptions
from memspark.storage.vector_cache import rows_mask

if TYPE_CHECKING:
    from lancedb.table import LanceTable


@dataclass(frozen=True)
class VectorPlan:
    """How one ``vector_search_many`` was answered (stats, benchmarks, tests)."""

    path: str  # "cache" (exact, in process) | "ann" (LanceDB's ANN index + refine) | "flat" (LanceDB exact scan)
    lance_calls: int  # LanceDB vector calls made (0 from the cache; 1 when the shared call served every set)
    refine_factor: int | None = None  # tuning.ann_refine_factor on the ANN path (the least factor; None: exact)


class StoreVectorSearch(StoreSearchBase):
    """The vector leg of :class:`memspark.storage.search.StoreReads` (see the module docstring)."""

    last_vector_plan: VectorPlan | None = None  # set by each vector_search_many
    _ann_seen: tuple[int, bool] | None = None  # (table version, has an ANN index): listed once per version

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
            return [above_min(hits, o.min_score) for hits, o in zip(cached, options, strict=True)]
        refine = self.tuning.ann_refine_factor if self._has_ann_index(table, version) else None
        # (0 = no refine step: ``refine`` falsy, the ANN path all the same)
        found, calls = self._lance_vector_many(table, query, options, refine)
        self.last_vector_plan = VectorPlan("flat" if refine is None else "ann", calls, refine)
        return [above_min(hits, o.min_score) for hits, o in zip(found, options, strict=True)]

    def _has_ann_index(self, table: LanceTable, version: int) -> bool:
        """Whether this table version has an ANN vector index (listed once per version)."""
        seen = self._ann_seen
        if seen is None or seen[0] != version:
            with self.errors("list indexes"):
                seen = (version, has_vector_index(table))
            self._ann_seen = seen
        return seen[1]

    def _lance_vector_many(self, table: LanceTable, query: np.ndarray, options: Sequence[SearchOptions],
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

    def _lance_vector_call(self, table: LanceTable, query: np.ndarray, opts: SearchOptions, refine: int | None) -> pa.Table:
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
        refine = self.tuning.ann_refine_factor if self._has_ann_index(table, version) else None
        where = search_where(opts)
        with self.errors("explain vector search"):
            builder = table.search(np.asarray(vector, dtype=np.float32), vector_column_name=VECTOR_COLUMN,
                                   query_type="vector").distance_type("cosine").limit(opts.max_results)
            if refine:
                builder = builder.refine_factor(refine_factor(opts.max_results, refine))
            if where:
                builder = builder.where(where, prefilter=True)
            return str(builder.explain_plan(verbose=True))

    def _check_same_identity(self, table: LanceTable) -> None:
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

    def _cached_vector_search(self, table: LanceTable, version: int, query: np.ndarray,
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


__all__ = ["StoreVectorSearch", "VectorPlan"]
