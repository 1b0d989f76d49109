"""Values that cross the storage seam: search options, search hits, file records, status."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from memspark.chunking.model import SourceSpan


@dataclass(frozen=True)
class SearchOptions:
    """The spec's SearchOptions (api-reference: StorageBackend)."""

    query: str = ""
    max_results: int = 20
    min_score: float = 0.0
    agent_id: str | None = None
    agent_ids: tuple[str, ...] | None = None  # any of these agents (recall's one BM25 call over its pool groups)
    source: str | None = None
    sources: tuple[str, ...] | None = None  # any of these sources (a request's source filter)
    content_type: str | None = None
    path_contains: str | None = None
    pool: str | None = None
    pools: tuple[str, ...] | None = None
    include_parents: bool = False
    date_from: str | None = None  # ISO date, inclusive; filters before ranking
    date_to: str | None = None


@dataclass(frozen=True)
class SearchHit(SourceSpan):
    """A stored chunk as returned by a search leg or get_by_ids. ``score`` is leg-specific:
    cosine similarity for vector search, sigmoid-normalised BM25 for FTS, 0 for get_by_ids."""

    pool: str
    source: str
    content_type: str
    category: str
    parent_id: str | None
    is_parent: bool
    heading: str
    doc_date: str  # ISO date (YYYY-MM-DD) the decay stage uses
    evergreen: bool
    updated_at: str  # ISO timestamp of the write
    token_count: int
    score: float = 0.0
    raw_score: float = 0.0  # un-normalised leg score (cosine or raw BM25)
    vector: np.ndarray | None = field(default=None, compare=False, repr=False)
    screened: str | None = field(default=None, compare=False, repr=False)  # memspark.safety.recorded


@dataclass(frozen=True)
class PathInfo:
    path: str
    agent_id: str
    updated_at: str
    chunk_count: int
    content_hash: str = ""


@dataclass(frozen=True)
class BackendStatus:
    backend: str
    chunk_count: int
    table_exists: bool
    ready: bool
    error: str | None = None
    model_id: str | None = None
    dims: int | None = None
    schema_version: int | None = None
    version: int | None = None
    indexes: tuple[str, ...] = ()
