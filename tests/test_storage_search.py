"""The search legs of LanceStore on a real LanceDB table in tmp_path: exact cosine vector search with
prefilters, native BM25 full-text search (stemming, punctuation safety, filters, a missing index)."""

from __future__ import annotations

import logging
from pathlib import Path

import lancedb
import numpy as np
import pytest

from memspark.errors import ModelMismatchError
from memspark.storage import LanceStore
from tests.test_storage_store import CFG, DIMS, file_records, opts, unit


@pytest.fixture
def store(tmp_path: Path) -> LanceStore:
    return LanceStore(tmp_path / "data", CFG, model_id="m", dims=DIMS)

# ---------------------------------------------------------------- vector search


def test_vector_search_orders_by_cosine_and_scores_one_minus_distance(store: LanceStore) -> None:
    vecs = np.stack([unit(0, 1), unit(1, 1), unit(1), unit(1, 0.2)])
    store.upsert(file_records("main", "a.md", ["e2", "diag", "e1", "near e1"], vecs))
    hits = store.vector_search(unit(1), opts(max_results=10))
    assert [h.text for h in hits] == ["e1", "near e1", "diag", "e2"]  # the parent (zero vector) never shows
    expected = [1.0, float(unit(1, 0.2)[0]), float(unit(1, 1)[0]), 0.0]
    assert np.allclose([h.score for h in hits], expected, atol=1e-5)
    assert all(h.raw_score == h.score for h in hits)
    assert np.allclose(hits[0].vector, unit(1))
    assert [h.text for h in store.vector_search(unit(1), opts(max_results=2))] == ["e1", "near e1"]
    assert [h.text for h in store.vector_search(unit(1), opts(min_score=0.5))] == ["e1", "near e1", "diag"]
    opposite = store.vector_search(-unit(1), opts())  # min_score 0 is "no filter": negative cosines stay
    assert len(opposite) == 4 and opposite[-1].score < 0


def test_vector_search_prefilters_instead_of_postfiltering(store: LanceStore) -> None:
    close = np.stack([unit(1, 0.01 * i) for i in range(40)])
    store.upsert(file_records("main", "a.md", [f"main {i}" for i in range(40)], close))
    store.upsert(file_records("ops", "b.md", ["ops 0", "ops 1", "ops 2"], np.stack([unit(0, 1)] * 3)))
    hits = store.vector_search(unit(1), opts(agent_id="ops", max_results=3))
    assert sorted(h.text for h in hits) == ["ops 0", "ops 1", "ops 2"]


@pytest.fixture
def mixed(store: LanceStore) -> LanceStore:
    v = np.stack([unit(1)])
    store.upsert(file_records("main", "memory/2024-01-10.md", ["jan"], v, doc_date="2024-01-10"))
    store.upsert(file_records("main", "memory/2024-03-05.md", ["mar"], v, doc_date="2024-03-05"))
    store.upsert(file_records("main", "TOOLS.md", ["tools"], v, pool="agent_tools", source="tools"))
    store.upsert(file_records("shared", "shared/rules/r.json", ["rule"], v, pool="shared_rules",
                              source="rules", content_type="rules_json"))
    store.upsert(file_records("ops", "MEMORY.md", ["ops"], v))
    return store


@pytest.mark.parametrize(("filters", "expected"), [
    ({}, {"jan", "mar", "tools", "rule", "ops"}),
    ({"agent_id": "main"}, {"jan", "mar", "tools"}),
    ({"pool": "agent_tools"}, {"tools"}),
    ({"pools": ("agent_tools", "shared_rules")}, {"tools", "rule"}),
    ({"agent_id": "main", "pool": "agent_memory"}, {"jan", "mar"}),
    ({"path_contains": "memory/2024-03"}, {"mar"}),
    ({"source": "rules"}, {"rule"}),
    ({"content_type": "rules_json"}, {"rule"}),
    ({"date_from": "2024-02-01"}, {"mar", "tools", "rule", "ops"}),
    ({"date_to": "2024-02-01"}, {"jan"}),
    ({"date_from": "2024-01-10", "date_to": "2024-01-10"}, {"jan"}),
])
def test_vector_search_filters(mixed: LanceStore, filters: dict[str, object], expected: set[str]) -> None:
    hits = mixed.vector_search(unit(1), opts(max_results=50, **filters))
    assert {h.text for h in hits} == expected
    assert not any(h.is_parent for h in hits)


def test_include_parents_reaches_parents_in_fts(mixed: LanceStore) -> None:
    assert {h.is_parent for h in mixed.fts_search("jan", opts(include_parents=True))} == {True, False}
    assert {h.is_parent for h in mixed.fts_search("jan", opts())} == {False}


def test_vector_search_with_wrong_dims_is_a_model_mismatch(mixed: LanceStore) -> None:
    with pytest.raises(ModelMismatchError):
        mixed.vector_search(np.ones(DIMS + 1, dtype=np.float32), opts())


# ---------------------------------------------------------------- full-text search


@pytest.fixture
def prose(store: LanceStore) -> LanceStore:
    texts = ["We were running the deploy script on Tuesday",
             "The cat sat on the mat",
             "Deployment runs nightly via cron",
             "Nothing relevant here at all"]
    store.upsert(file_records("main", "memory/a.md", texts))
    store.upsert(file_records("ops", "memory/b.md", ["ops runs the deploy too"], pool="agent_tools"))
    return store


def test_fts_finds_stemmed_words_with_sigmoid_scores(prose: LanceStore) -> None:
    hits = prose.fts_search("runs", opts(agent_id="main"))
    assert {h.text for h in hits} == {"We were running the deploy script on Tuesday",
                                      "Deployment runs nightly via cron"}
    assert all(0.0 < h.score < 1.0 and h.raw_score > 0 for h in hits)
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    assert all(h.vector is not None and h.vector.shape == (DIMS,) for h in hits)


@pytest.mark.parametrize("query", ["what runs?", 'runs: "deploy', "runs AND (deploy OR", "*runs*", "runs^2 ~",
                                   "text:runs", "runs' OR '1'='1", "C++ runs -- -"])
def test_fts_is_punctuation_safe(prose: LanceStore, query: str) -> None:
    hits = prose.fts_search(query, opts(agent_id="main"))
    assert "Deployment runs nightly via cron" in {h.text for h in hits}


def test_fts_of_only_punctuation_or_stop_words_is_empty(prose: LanceStore) -> None:
    assert prose.fts_search("?!", opts()) == []
    assert prose.fts_search("the and or", opts()) == []


def test_fts_filters_and_min_score(prose: LanceStore) -> None:
    assert {h.agent_id for h in prose.fts_search("deploy", opts(pool="agent_tools"))} == {"ops"}
    assert {h.agent_id for h in prose.fts_search("deploy", opts(pools=("agent_memory",)))} == {"main"}
    assert prose.fts_search("deploy", opts(path_contains="b.md"))[0].agent_id == "ops"
    all_hits = prose.fts_search("deploy cron", opts())
    cut = all_hits[0].score
    assert [h.score for h in prose.fts_search("deploy cron", opts(min_score=cut))] == [cut]
    assert len(prose.fts_search("deploy", opts(max_results=1))) == 1


def test_fts_without_index_is_non_fatal_and_optimize_recreates_it(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    writer = LanceStore(tmp_path / "data", CFG, model_id="m", dims=DIMS)
    writer.upsert(file_records("main", "a.md", ["deploy the thing"]))
    lancedb.connect(tmp_path / "data").open_table("chunks").drop_index("text_idx")
    reader = LanceStore(tmp_path / "data", CFG, model_id="m", dims=DIMS)
    with caplog.at_level(logging.WARNING, logger="memspark.storage.search"):
        hits = reader.fts_search("deploy", opts())
    assert [h.text for h in hits] == ["deploy the thing"]  # degraded to a flat BM25 scan
    assert "no FTS index" in caplog.text
    writer.optimize()
    assert "text_idx" in reader.status().indexes
    assert [h.text for h in reader.fts_search("deploy", opts())] == ["deploy the thing"]
