"""The Arrow schema of the chunks table and the identity (model, dims, version) it records.

The table states which embedding model and how many dimensions its vectors have in two places:
the schema metadata (``memspark.model_id`` / ``memspark.dims`` / ``memspark.schema_version``),
which exists even while the table is empty, and the per-row ``model_id`` column. The metadata is
the source of truth; the vector column's fixed list size is the fallback for ``dims``.
"""

from __future__ import annotations

from dataclasses import dataclass

import pyarrow as pa

from memspark.vocab import ALL_POOLS as POOLS  # noqa: F401 - re-exported by memspark.storage

SCHEMA_VERSION = 1


META_MODEL_ID = b"memspark.model_id"
META_DIMS = b"memspark.dims"
META_SCHEMA_VERSION = b"memspark.schema_version"

VECTOR_COLUMN = "vector"
# A conversation chunk's turns, one vector each (memspark.chunking.turns). Not "…vector…"/"…embedding…":
# LanceDB's table.add takes a list column so named for a vector column and fails on a null/ragged one.
TURN_VECTORS_COLUMN = "turn_embeds"


def chunk_schema(dims: int, model_id: str) -> pa.Schema:
    """The table schema for ``dims``-dimensional vectors of ``model_id``."""
    if dims <= 0:
        raise ValueError(f"dims must be positive, got {dims}")
    fields = [
        pa.field("id", pa.string(), nullable=False),
        pa.field("agent_id", pa.string()),
        pa.field("path", pa.string()),
        pa.field("start_line", pa.int32()),
        pa.field("end_line", pa.int32()),
        pa.field("text", pa.string()),
        pa.field("embedded_text_hash", pa.string()),
        pa.field(VECTOR_COLUMN, pa.list_(pa.float32(), dims)),
        pa.field(TURN_VECTORS_COLUMN, pa.list_(pa.list_(pa.float32(), dims))),
        pa.field("pool", pa.string()),
        pa.field("source", pa.string()),
        pa.field("content_type", pa.string()),
        pa.field("category", pa.string()),
        pa.field("parent_id", pa.string()),
        pa.field("is_parent", pa.bool_()),
        pa.field("heading", pa.string()),
        pa.field("doc_date", pa.string()),  # YYYY-MM-DD: compares correctly as a string
        pa.field("evergreen", pa.bool_()),
        pa.field("updated_at", pa.string()),  # ISO-8601 UTC
        pa.field("token_count", pa.int32()),
        pa.field("content_hash", pa.string()),
        pa.field("model_id", pa.string()),
        pa.field("schema_version", pa.int32()),
        # the injection screen's verdict on a child, recorded when it was written (memspark.safety.recorded)
        pa.field("screened", pa.string()),
    ]
    metadata = {
        META_MODEL_ID: model_id.encode(),
        META_DIMS: str(dims).encode(),
        META_SCHEMA_VERSION: str(SCHEMA_VERSION).encode(),
    }
    return pa.schema(fields, metadata=metadata)


@dataclass(frozen=True)
class TableIdentity:
    """What a table holds: the embedding model, vector dims and schema version."""

    model_id: str | None
    dims: int | None
    schema_version: int | None


def vector_dims(schema: pa.Schema) -> int | None:
    """The fixed list size of the vector column, or None when there is none."""
    if VECTOR_COLUMN not in schema.names:
        return None
    typ = schema.field(VECTOR_COLUMN).type
    return typ.list_size if pa.types.is_fixed_size_list(typ) else None


def table_identity(schema: pa.Schema) -> TableIdentity:
    """Read the identity a table's schema records (metadata first, vector type as fallback)."""
    meta = schema.metadata or {}
    model_id = meta[META_MODEL_ID].decode() if META_MODEL_ID in meta else None
    dims_raw = meta.get(META_DIMS)
    dims = int(dims_raw) if dims_raw else vector_dims(schema)
    version_raw = meta.get(META_SCHEMA_VERSION)
    return TableIdentity(model_id=model_id, dims=dims, schema_version=int(version_raw) if version_raw else None)
