"""Turn chunks plus their vectors and file metadata into rows of the chunks table."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime

import numpy as np
import pyarrow as pa

from memspark.chunking.model import Chunk
from memspark.storage.schema import SCHEMA_VERSION, TURN_VECTORS_COLUMN, chunk_schema


def utc_now_iso() -> str:
    """The write timestamp stored in ``updated_at`` (UTC, ISO-8601, millisecond precision)."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def build_records(
    chunks: Sequence[Chunk],
    vectors: np.ndarray | None,
    *,
    pool: str,
    source: str,
    content_type: str,
    doc_date: str,
    evergreen: bool,
    content_hash: str,
    model_id: str,
    dims: int,
    turn_vectors: Mapping[int, np.ndarray] | None = None,
    screened: Sequence[str | None] | None = None,
) -> pa.Table:
    """Rows for one file's chunks, typed with the table schema.

    Children take ``vectors[i]`` in the order the children appear in ``chunks``; parents get a
    zero vector because they are never vector-searched (LanceDB's cosine search skips zero
    vectors). ``vectors=None`` stores zero vectors for every row (BM25-only degraded ingest).
    ``turn_vectors`` maps a chunk's index in ``chunks`` to the vectors of its conversation turns
    (``(turns, dims)``); other rows hold null. ``screened`` holds each row's recorded screening verdict
    (:mod:`memspark.safety.recorded`), null by default.
    """
    children = sum(1 for c in chunks if not c.is_parent)
    matrix = np.zeros((len(chunks), dims), dtype=np.float32)
    if vectors is not None:
        vecs = np.asarray(vectors, dtype=np.float32)
        if vecs.ndim != 2 or vecs.shape[0] != children or vecs.shape[1] != dims:
            raise ValueError(f"expected a ({children}, {dims}) vector array for the children, got {vecs.shape}")
        child_rows = [i for i, c in enumerate(chunks) if not c.is_parent]
        matrix[child_rows] = vecs
    now = utc_now_iso()
    columns: dict[str, list[object]] = {
        "id": [c.id for c in chunks],
        "agent_id": [c.agent_id for c in chunks],
        "path": [c.path for c in chunks],
        "start_line": [c.start_line for c in chunks],
        "end_line": [c.end_line for c in chunks],
        "text": [c.text for c in chunks],
        "embedded_text_hash": [text_hash(c.embed_text) for c in chunks],
        "pool": [pool] * len(chunks),
        "source": [source] * len(chunks),
        "content_type": [content_type] * len(chunks),
        "category": [c.category for c in chunks],
        "parent_id": [c.parent_id for c in chunks],
        "is_parent": [c.is_parent for c in chunks],
        "heading": [c.heading for c in chunks],
        "doc_date": [doc_date] * len(chunks),
        "evergreen": [evergreen] * len(chunks),
        "updated_at": [now] * len(chunks),
        "token_count": [c.token_count for c in chunks],
        "content_hash": [content_hash] * len(chunks),
        "model_id": [model_id] * len(chunks),
        "schema_version": [SCHEMA_VERSION] * len(chunks),
        "screened": list(screened) if screened is not None else [None] * len(chunks),
    }
    schema = chunk_schema(dims, model_id)
    vector_type = schema.field("vector").type
    arrays = []
    for field in schema:
        if field.name == "vector":
            flat = pa.array(matrix.reshape(-1), type=pa.float32())
            arrays.append(pa.FixedSizeListArray.from_arrays(flat, type=vector_type))
        elif field.name == TURN_VECTORS_COLUMN:
            arrays.append(turn_vector_array([(turn_vectors or {}).get(i) for i in range(len(chunks))], field.type))
        else:
            arrays.append(pa.array(columns[field.name], type=field.type))
    return pa.Table.from_arrays(arrays, schema=schema)


def turn_vector_array(per_row: Sequence[np.ndarray | None], type_: pa.DataType) -> pa.Array:
    """The ``turn_embeds`` column: each row's ``(turns, dims)`` matrix as a list of vectors, or null."""
    dims = type_.value_type.list_size
    mats = [None if m is None else np.asarray(m, dtype=np.float32).reshape(-1, dims) for m in per_row]
    offsets = np.zeros(len(mats) + 1, dtype=np.int32)
    offsets[1:] = np.cumsum([0 if m is None else len(m) for m in mats])
    flat = np.concatenate([m.reshape(-1) for m in mats if m is not None]) if any(m is not None for m in mats) \
        else np.zeros(0, dtype=np.float32)
    values = pa.FixedSizeListArray.from_arrays(pa.array(flat, type=pa.float32()), type=type_.value_type)
    mask = pa.array([m is None for m in mats], type=pa.bool_())
    return pa.ListArray.from_arrays(pa.array(offsets, type=pa.int32()), values, type=type_, mask=mask)


def group_turn_vectors(owners: Sequence[int], vectors: np.ndarray) -> dict[int, np.ndarray]:
    """Turn vectors (one per turn, in order) stacked per owning row: ``owners[i]`` is the row of ``vectors[i]``."""
    by_owner: dict[int, list[np.ndarray]] = {}
    for owner, vec in zip(owners, vectors, strict=True):
        by_owner.setdefault(owner, []).append(vec)
    return {owner: np.stack(vs) for owner, vs in by_owner.items()}
