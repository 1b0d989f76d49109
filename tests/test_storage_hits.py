"""arrow_to_hits: LanceDB result rows as SearchHit values, built without the frozen __init__."""

from __future__ import annotations

import numpy as np
import pyarrow as pa

from memspark.storage.hits import arrow_to_hits
from memspark.storage.types import SearchHit


def _table(vectors: list[list[float] | None]) -> pa.Table:
    n = len(vectors)
    return pa.table({
        "id": [f"c{i}" for i in range(n)], "agent_id": ["main", None], "path": ["memory/a.md", "MEMORY.md"],
        "start_line": [3, None], "end_line": [5, None], "text": ["alpha", None], "pool": ["agent_memory", None],
        "source": ["memory", None], "content_type": ["markdown", None], "category": [None, "rule"],
        "parent_id": ["p1", None], "is_parent": [False, None], "heading": ["## H", None],
        "doc_date": ["2026-04-03", None], "evergreen": [True, None], "updated_at": ["2026-04-03T10:00:00Z", None],
        "token_count": [12, None],
        "vector": pa.array(vectors, type=pa.list_(pa.float32(), 2)),
    })


def test_hits_equal_the_constructor_and_nulls_read_as_defaults() -> None:
    got = list(arrow_to_hits(_table([[1.0, 0.0], [0.0, 1.0]]), scores=[0.9, 0.4], raw=[7.0, 3.0]))
    want = [
        SearchHit(id="c0", agent_id="main", path="memory/a.md", start_line=3, end_line=5, text="alpha",
                  pool="agent_memory", source="memory", content_type="markdown", category="", parent_id="p1",
                  is_parent=False, heading="## H", doc_date="2026-04-03", evergreen=True,
                  updated_at="2026-04-03T10:00:00Z", token_count=12, score=0.9, raw_score=7.0),
        SearchHit(id="c1", agent_id="", path="MEMORY.md", start_line=0, end_line=0, text="", pool="", source="",
                  content_type="", category="rule", parent_id=None, is_parent=False, heading="", doc_date="",
                  evergreen=False, updated_at="", token_count=0, score=0.4, raw_score=3.0),
    ]
    assert got == want  # vectors are compare=False: checked below
    assert [h.vector.tolist() for h in got if h.vector is not None] == [[1.0, 0.0], [0.0, 1.0]]
    assert all(type(h) is SearchHit for h in got)


def test_vectors_are_writable_float32_rows_and_null_vectors_stay_aligned() -> None:
    hits = list(arrow_to_hits(_table([None, [0.5, 0.5]]), scores=None, raw=None))
    assert hits[0].vector is not None and hits[0].vector.tolist() == [0.0, 0.0]
    assert hits[1].vector is not None and hits[1].vector.tolist() == [0.5, 0.5]
    assert hits[1].vector.dtype == np.float32 and hits[1].vector.flags.writeable
    assert (hits[0].score, hits[0].raw_score) == (0.0, 0.0)


def test_a_result_without_vectors_or_rows() -> None:
    table = _table([[1.0, 0.0], [0.0, 1.0]]).drop_columns(["vector", "category"])
    hits = list(arrow_to_hits(table, scores=[0.1, 0.2], raw=[0.1, 0.2]))
    assert [h.vector for h in hits] == [None, None] and [h.category for h in hits] == ["", ""]
    assert list(arrow_to_hits(table.slice(0, 0), scores=[], raw=[])) == []
