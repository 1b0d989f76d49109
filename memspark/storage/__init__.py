"""Storage: the LanceDB chunks table, its schema, the writer lock and the search primitives.

This package owns every LanceDB call in memspark; nothing else opens a table.
"""

from __future__ import annotations

from memspark.storage.lance import LanceStore, sanitize_fts_query
from memspark.storage.lock import WriterLock
from memspark.storage.records import build_records
from memspark.storage.schema import POOLS, SCHEMA_VERSION, TableIdentity, chunk_schema
from memspark.storage.scores import bm25_sigmoid
from memspark.storage.types import BackendStatus, PathInfo, SearchHit, SearchOptions

__all__ = [
    "POOLS",
    "SCHEMA_VERSION",
    "BackendStatus",
    "LanceStore",
    "PathInfo",
    "SearchHit",
    "SearchOptions",
    "TableIdentity",
    "WriterLock",
    "bm25_sigmoid",
    "build_records",
    "chunk_schema",
    "sanitize_fts_query",
]
