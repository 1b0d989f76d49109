"""The recall block's ``updated=`` is the note's own date, not when its row was indexed."""

from __future__ import annotations

from memspark.recall.format import memory_element
from tests.recall_fixtures import cand


def test_updated_is_the_notes_date_not_the_index_time() -> None:
    c = cand("c1", 0.9, path="memory/2026-03-09.md", doc_date="2026-03-09", updated_at="2026-12-02T01:37:41Z")
    assert 'updated="2026-03-09T00:00:00Z"' in memory_element(c)


def test_without_a_document_date_the_row_time_stands_in() -> None:
    c = cand("c2", 0.9, path="MEMORY.md", doc_date="", updated_at="2026-04-01T14:22:00Z")
    assert 'updated="2026-04-01T14:22:00Z"' in memory_element(c)
