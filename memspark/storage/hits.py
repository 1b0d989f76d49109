"""LanceDB result rows (Arrow) → :class:`SearchHit` values, vectors as float32 numpy arrays."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pyarrow as pa

from memspark.storage.schema import VECTOR_COLUMN
from memspark.storage.types import SearchHit

_HIT_FIELDS = ("id", "agent_id", "path", "start_line", "end_line", "text", "pool", "source", "content_type",
               "category", "parent_id", "is_parent", "heading", "doc_date", "evergreen", "updated_at",
               "token_count")


def arrow_to_hits(result: pa.Table, *, scores: list[float] | None, raw: list[float] | None) -> Iterator[SearchHit]:
    """Rows of a LanceDB result as hits; ``scores``/``raw`` align with the rows (None: 0.0)."""
    columns = {name: result.column(name).to_pylist() for name in _HIT_FIELDS if name in result.schema.names}
    vectors = None
    if VECTOR_COLUMN in result.schema.names:
        vec_col = result.column(VECTOR_COLUMN).combine_chunks()
        dims = vec_col.type.list_size
        if vec_col.null_count == 0 and result.num_rows:
            flat = vec_col.flatten().to_numpy(zero_copy_only=False).astype(np.float32, copy=False)
            vectors = flat.reshape(-1, dims)
        elif result.num_rows:  # flatten() would skip null vectors and misalign the rows
            vectors = np.array([v if v is not None else [0.0] * dims for v in vec_col.to_pylist()],
                               dtype=np.float32)
    for i in range(result.num_rows):
        values = {name: col[i] for name, col in columns.items()}
        yield SearchHit(
            id=values["id"],
            agent_id=values.get("agent_id") or "",
            path=values.get("path") or "",
            start_line=int(values.get("start_line") or 0),
            end_line=int(values.get("end_line") or 0),
            text=values.get("text") or "",
            pool=values.get("pool") or "",
            source=values.get("source") or "",
            content_type=values.get("content_type") or "",
            category=values.get("category") or "",
            parent_id=values.get("parent_id"),
            is_parent=bool(values.get("is_parent")),
            heading=values.get("heading") or "",
            doc_date=values.get("doc_date") or "",
            evergreen=bool(values.get("evergreen")),
            updated_at=values.get("updated_at") or "",
            token_count=int(values.get("token_count") or 0),
            score=scores[i] if scores is not None else 0.0,
            raw_score=raw[i] if raw is not None else 0.0,
            vector=vectors[i].copy() if vectors is not None else None,
        )
