"""LanceDB result rows (Arrow) → :class:`SearchHit` values, vectors as float32 numpy arrays.

Every search leg of every query goes through :func:`arrow_to_hits` (≈ 200 rows a query at 10k
chunks), so hits are built as :class:`~memspark.recall.candidate.Candidate` values are: one dict per
row set on a bare instance, not the frozen ``__init__`` (17 guarded attribute sets a row), and the
vectors are copied once per result as one array whose rows the hits view (not one copy per row).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pyarrow as pa

from memspark.storage.schema import VECTOR_COLUMN
from memspark.storage.types import SearchHit

# field -> the value a missing or null cell reads as (None: kept as None)
_HIT_FIELDS: dict[str, Any] = {
    "id": None, "agent_id": "", "path": "", "start_line": 0, "end_line": 0, "text": "", "pool": "", "source": "",
    "content_type": "", "category": "", "parent_id": None, "is_parent": False, "heading": "", "doc_date": "",
    "evergreen": False, "updated_at": "", "token_count": 0, "screened": None,
}
_INTS = ("start_line", "end_line", "token_count")
_BOOLS = ("is_parent", "evergreen")


def _column(result: pa.Table, name: str, default: Any) -> list[Any]:
    if name not in result.schema.names:
        return [default] * result.num_rows
    values = result.column(name).to_pylist()
    if default is None:
        return values
    if name in _INTS:
        return [int(v or 0) for v in values]
    if name in _BOOLS:
        return [bool(v) for v in values]
    return [v or default for v in values]


def vector_matrix(result: pa.Table) -> np.ndarray | None:
    """The result's vectors as one owned ``(rows, dims)`` float32 array (None without the column)."""
    if VECTOR_COLUMN not in result.schema.names or not result.num_rows:
        return None
    vec_col = result.column(VECTOR_COLUMN).combine_chunks()
    dims = vec_col.type.list_size
    if vec_col.null_count == 0:
        flat = vec_col.flatten().to_numpy(zero_copy_only=False)
        return np.array(flat.reshape(-1, dims), dtype=np.float32)  # one copy: writable, not Arrow's buffer
    # flatten() would skip null vectors and misalign the rows
    return np.array([v if v is not None else [0.0] * dims for v in vec_col.to_pylist()], dtype=np.float32)


def arrow_to_hits(result: pa.Table, *, scores: list[float] | None, raw: list[float] | None) -> Iterator[SearchHit]:
    """Rows of a LanceDB result as hits; ``scores``/``raw`` align with the rows (None: 0.0)."""
    n = result.num_rows
    names = list(_HIT_FIELDS)
    columns = [_column(result, name, default) for name, default in _HIT_FIELDS.items()]
    vectors = vector_matrix(result)
    score_col = scores if scores is not None else [0.0] * n
    raw_col = raw if raw is not None else [0.0] * n
    for i, row in enumerate(zip(*columns, strict=True)):
        hit = object.__new__(SearchHit)
        state = hit.__dict__
        state.update(zip(names, row, strict=True))
        state["score"] = score_col[i]
        state["raw_score"] = raw_col[i]
        state["vector"] = vectors[i] if vectors is not None else None
        yield hit
