"""Pure parts of storage: record building, where-clauses, score normalisation, schema identity."""

from __future__ import annotations

import hashlib
import math
from datetime import datetime

import numpy as np
import pyarrow as pa
import pytest

from memspark.chunking.model import Chunk
from memspark.storage import SCHEMA_VERSION, bm25_sigmoid, build_records, chunk_schema, sanitize_fts_query
from memspark.storage.filters import files_condition, search_where, sql_str
from memspark.storage.schema import table_identity
from memspark.storage.types import SearchOptions


def _chunks() -> list[Chunk]:
    parent = Chunk(id="p1", agent_id="a", path="MEMORY.md", start_line=1, end_line=9, text="# H\nall",
                   embed_text="", heading="H", is_parent=True, parent_id=None, token_count=40)
    kids = [Chunk(id=f"c{i}", agent_id="a", path="MEMORY.md", start_line=i, end_line=i, text=f"line {i}",
                  embed_text=f"MEMORY.md > H\nline {i}", heading="H", is_parent=False, parent_id="p1",
                  token_count=3, category="fact") for i in (2, 3)]
    return [kids[0], parent, kids[1]]  # parent in the middle: vectors follow the children's order


def test_build_records_types_vectors_and_hashes() -> None:
    vecs = np.array([[1, 0, 0, 0], [0, 1, 0, 0]], dtype=np.float32)
    tbl = build_records(_chunks(), vecs, pool="agent_memory", source="memory", content_type="markdown",
                        doc_date="2024-05-01", evergreen=True, content_hash="h1", model_id="m", dims=4)
    assert isinstance(tbl, pa.Table)
    assert tbl.schema.equals(chunk_schema(4, "m"))
    rows = tbl.to_pylist()
    assert [r["id"] for r in rows] == ["c2", "p1", "c3"]
    assert rows[0]["vector"] == [1, 0, 0, 0] and rows[2]["vector"] == [0, 1, 0, 0]
    assert rows[1]["vector"] == [0, 0, 0, 0]  # parents are never vector-searched
    assert rows[0]["embedded_text_hash"] == hashlib.sha256(b"MEMORY.md > H\nline 2").hexdigest()
    assert all(r["schema_version"] == SCHEMA_VERSION and r["model_id"] == "m" for r in rows)
    assert rows[1]["parent_id"] is None and rows[0]["parent_id"] == "p1" and rows[1]["is_parent"]
    assert rows[0]["category"] == "fact" and rows[0]["pool"] == "agent_memory" and rows[0]["evergreen"]
    assert datetime.fromisoformat(rows[0]["updated_at"]).tzinfo is not None
    assert tbl.schema.field("start_line").type == pa.int32()


def test_build_records_rejects_wrong_vector_shape() -> None:
    with pytest.raises(ValueError, match=r"\(2, 4\)"):
        build_records(_chunks(), np.zeros((3, 4)), pool="agent_memory", source="memory", content_type="markdown",
                      doc_date="", evergreen=False, content_hash="h", model_id="m", dims=4)


def test_build_records_without_vectors_stores_zero_vectors() -> None:
    tbl = build_records(_chunks(), None, pool="agent_memory", source="memory", content_type="markdown",
                        doc_date="", evergreen=False, content_hash="h", model_id="m", dims=4)
    assert all(v == [0.0] * 4 for v in tbl.column("vector").to_pylist())


def test_schema_metadata_records_identity() -> None:
    ident = table_identity(chunk_schema(16, "minilm"))
    assert (ident.model_id, ident.dims, ident.schema_version) == ("minilm", 16, SCHEMA_VERSION)


def test_sql_str_escapes_quotes_and_rejects_nul() -> None:
    assert sql_str("o'brien") == "'o''brien'"
    assert sql_str("a\\b") == "'a\\b'"  # DataFusion literals keep backslashes verbatim
    with pytest.raises(ValueError):
        sql_str("a\x00b")


def test_search_where_builds_every_filter() -> None:
    where = search_where(SearchOptions(agent_id="x'y", source="memory", content_type="markdown",
                                       path_contains="100%_", pool="agent_memory",
                                       pools=("shared_rules", "agent_tools"), date_from="2024-01-01",
                                       date_to="2024-12-31"))
    assert where is not None
    for part in ("agent_id = 'x''y'", "source = 'memory'", "content_type = 'markdown'",
                 "strpos(path, '100%_') > 0", "pool = 'agent_memory'", "pool IN ('shared_rules', 'agent_tools')",
                 "is_parent = false", "doc_date >= '2024-01-01'", "doc_date <= '2024-12-31'"):
        assert part in where
    assert search_where(SearchOptions(include_parents=True)) is None
    assert search_where(SearchOptions(pools=())) == "(false) AND (is_parent = false)"  # no pools: nothing


def test_files_condition_groups_by_agent() -> None:
    cond = files_condition([("a", "x.md"), ("a", "y.md"), ("b", "x.md")])
    assert cond == "(agent_id = 'a' AND path IN ('x.md', 'y.md')) OR (agent_id = 'b' AND path IN ('x.md'))"
    assert files_condition([]) == "false"


def test_bm25_sigmoid_is_monotonic_and_bounded() -> None:
    values = [bm25_sigmoid(x) for x in (0.0, 1.0, 5.0, 10.0, 40.0)]
    assert all(0.0 < v < 1.0 for v in values[:-1]) and 0.0 < values[-1] <= 1.0
    assert values == sorted(values) and len(set(values)) == len(values)
    assert math.isclose(bm25_sigmoid(5.0), 0.5)
    assert bm25_sigmoid(1e9) <= 1.0 and bm25_sigmoid(-1e9) >= 0.0  # no overflow


def test_sanitize_fts_query_strips_operators_and_punctuation() -> None:
    assert sanitize_fts_query('What did "we" decide: AND (deploy)?') == "What did we decide AND deploy"
    assert sanitize_fts_query("?!:*") == ""
    assert sanitize_fts_query("café über") == "café über"


def test_retry_commit_retries_runtime_errors_then_gives_up() -> None:
    from memspark.storage.retry import retry_commit

    calls: list[int] = []

    def flaky() -> str:
        calls.append(1)
        if len(calls) < 3:
            raise RuntimeError("Commit conflict for version 7")
        return "ok"

    assert retry_commit(flaky, what="t", base_delay_s=0.001) == "ok" and len(calls) == 3

    def always() -> None:
        calls.append(1)
        raise RuntimeError("conflict")

    calls.clear()
    with pytest.raises(RuntimeError):
        retry_commit(always, what="t", base_delay_s=0.001)
    assert len(calls) == 4  # the first try and 3 retries (spec: up to 3x)

    def invalid() -> None:
        calls.append(1)
        raise ValueError("bad filter")

    calls.clear()
    with pytest.raises(ValueError):
        retry_commit(invalid, what="t", base_delay_s=0.001)
    assert len(calls) == 1
