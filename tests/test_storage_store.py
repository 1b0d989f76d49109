"""LanceStore on a real LanceDB table in tmp_path: writes, reads, indexes, identity, errors (the search legs:
test_storage_search.py)."""

from __future__ import annotations

import threading
import zlib
from pathlib import Path

import lancedb
import numpy as np
import pyarrow as pa
import pytest

from memspark.chunking.model import Chunk
from memspark.config import StorageConfig
from memspark.errors import ModelMismatchError, SchemaMismatchError, StorageError
from memspark.storage import LanceStore, SearchOptions, build_records

DIMS = 8
CFG = StorageConfig(lock_timeout_s=10.0)


def unit(*components: float) -> np.ndarray:
    v = np.zeros(DIMS, dtype=np.float32)
    v[: len(components)] = components
    return v / np.linalg.norm(v)


def random_vectors(n: int, seed: int) -> np.ndarray:
    v = np.random.default_rng(seed).normal(size=(n, DIMS)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def file_records(agent: str, path: str, texts: list[str], vectors: np.ndarray | None = None, *,
                 pool: str = "agent_memory", source: str = "memory", content_type: str = "markdown",
                 doc_date: str = "2024-05-01", content_hash: str = "h", model_id: str = "m",
                 tag: str = "") -> pa.Table:
    """One parent and one child per text for (agent, path)."""
    pid = f"{agent}:{path}:p"
    chunks = [Chunk(id=pid, agent_id=agent, path=path, start_line=1, end_line=len(texts), text="\n".join(texts),
                    embed_text="", heading="H", is_parent=True, parent_id=None, token_count=10 * len(texts))]
    chunks += [Chunk(id=f"{agent}:{path}:{tag}{i}", agent_id=agent, path=path, start_line=i + 1, end_line=i + 1,
                     text=t, embed_text=f"{path}\n{t}", heading="H", is_parent=False, parent_id=pid,
                     token_count=10) for i, t in enumerate(texts)]
    if vectors is None:
        vectors = random_vectors(len(texts), seed=zlib.crc32(f"{agent}|{path}|{tag}".encode()))
    return build_records(chunks, vectors, pool=pool, source=source, content_type=content_type,
                         doc_date=doc_date, evergreen=False, content_hash=content_hash, model_id=model_id,
                         dims=DIMS)


@pytest.fixture
def store(tmp_path: Path) -> LanceStore:
    return LanceStore(tmp_path / "data", CFG, model_id="m", dims=DIMS)


def opts(**kw: object) -> SearchOptions:
    return SearchOptions(**kw)  # type: ignore[arg-type]


# ---------------------------------------------------------------- writes & reads


def test_round_trip_preserves_every_field(store: LanceStore) -> None:
    recs = file_records("main", "MEMORY.md", ["alpha", "beta"], content_hash="abc")
    store.replace_files(recs, [("main", "MEMORY.md")])
    assert store.count() == 3
    hits = store.get_by_ids(["main:MEMORY.md:1", "nope", "main:MEMORY.md:p", "main:MEMORY.md:0"])
    assert [h.id for h in hits] == ["main:MEMORY.md:1", "main:MEMORY.md:p", "main:MEMORY.md:0"]
    expected = {r["id"]: r for r in recs.to_pylist()}
    for hit in hits:
        row = expected[hit.id]
        for name in ("agent_id", "path", "start_line", "end_line", "text", "pool", "source", "content_type",
                     "category", "parent_id", "is_parent", "heading", "doc_date", "evergreen", "updated_at",
                     "token_count"):
            assert getattr(hit, name) == row[name], name
        assert hit.vector is not None and np.allclose(hit.vector, row["vector"])
        assert hit.score == 0.0


def test_replace_files_swaps_a_files_rows_and_leaves_others(store: LanceStore) -> None:
    store.replace_files(file_records("main", "a.md", ["one", "two", "three"]), [("main", "a.md")])
    store.replace_files(file_records("main", "b.md", ["other"]), [("main", "b.md")])
    store.replace_files(file_records("ops", "a.md", ["ops file"]), [("ops", "a.md")])
    store.replace_files(file_records("main", "a.md", ["only", "two now"], tag="v2"), [("main", "a.md")])
    texts = {h.text for h in store.fts_search("only two now one three", opts(agent_id="main", path_contains="a.md"))}
    assert texts == {"only", "two now"}
    counts = {(p.agent_id, p.path): p.chunk_count for p in store.list_paths()}
    assert counts == {("main", "a.md"): 3, ("main", "b.md"): 2, ("ops", "a.md"): 2}


def test_replace_files_with_no_records_deletes_the_files(store: LanceStore) -> None:
    store.replace_files(file_records("main", "a.md", ["one"]), [("main", "a.md")])
    store.replace_files(file_records("main", "b.md", ["two"]), [("main", "b.md")])
    store.replace_files([], [("main", "a.md")])
    assert [(p.agent_id, p.path) for p in store.list_paths()] == [("main", "b.md")]


def test_replace_files_rejects_rows_of_unlisted_files(store: LanceStore) -> None:
    with pytest.raises(ValueError, match="not listed"):
        store.replace_files(file_records("main", "a.md", ["one"]), [("main", "b.md")])


def test_replace_files_is_atomic_for_readers(tmp_path: Path) -> None:
    writer = LanceStore(tmp_path / "data", CFG, model_id="m", dims=DIMS)
    writer.replace_files(file_records("main", "a.md", ["x"] * 5), [("main", "a.md")])
    reader = LanceStore(tmp_path / "data", CFG, model_id="m", dims=DIMS)
    seen: list[int] = []
    errors: list[BaseException] = []
    stop = threading.Event()

    def poll() -> None:
        try:
            while not stop.is_set():
                paths = reader.list_paths("main")
                seen.append(paths[0].chunk_count if paths else 0)
        except BaseException as exc:  # surfaced below: a dying thread must not pass the test
            errors.append(exc)

    thread = threading.Thread(target=poll)
    thread.start()
    try:
        for round_ in range(12):
            n = 3 + round_ % 4
            writer.replace_files(file_records("main", "a.md", [f"r{round_}"] * n, tag=f"r{round_}-"),
                                 [("main", "a.md")])
    finally:
        stop.set()
        thread.join()
    assert not errors
    assert len(seen) > 5
    assert 0 not in seen  # never a moment with the file missing
    assert set(seen) <= {6, 4, 5, 7}  # whole versions only (children + parent)


def test_upsert_merges_by_id(store: LanceStore) -> None:
    store.upsert(file_records("main", "a.md", ["old"]))
    store.upsert(file_records("main", "a.md", ["new"]))
    hits = store.get_by_ids(["main:a.md:0"])
    assert store.count() == 2 and hits[0].text == "new"


def test_upsert_accepts_dict_rows(store: LanceStore) -> None:
    rows = file_records("main", "a.md", ["dict row"]).to_pylist()
    store.upsert(rows)
    assert store.get_by_ids(["main:a.md:0"])[0].text == "dict row"


def test_delete_by_path_counts_and_scopes_by_agent(store: LanceStore) -> None:
    store.upsert(file_records("main", "a.md", ["1", "2"]))
    store.upsert(file_records("ops", "a.md", ["3"]))
    store.upsert(file_records("ops", "b.md", ["4"]))
    assert store.delete_by_path("a.md", agent_id="main") == 3
    assert store.delete_by_path("a.md", agent_id="main") == 0
    assert store.delete_by_path("a.md") == 2
    assert [(p.agent_id, p.path) for p in store.list_paths()] == [("ops", "b.md")]


def test_quotes_in_agent_and_path_are_escaped(store: LanceStore) -> None:
    store.upsert(file_records("o'brien", "notes/it's 100%_done.md", ["quoted"]))
    store.upsert(file_records("other", "x.md", ["other"]))
    assert store.delete_by_path("x.md", agent_id="x' OR '1'='1") == 0  # injection attempt matches nothing
    assert store.count() == 4
    hits = store.vector_search(unit(1), opts(agent_id="o'brien", path_contains="it's 100%_"))
    assert [h.path for h in hits] == ["notes/it's 100%_done.md"]
    assert store.vector_search(unit(1), opts(path_contains="100%x")) == []  # % is not a wildcard
    assert store.list_paths("o'brien")[0].chunk_count == 2
    assert store.delete_by_path("notes/it's 100%_done.md", agent_id="o'brien") == 2


def test_list_paths_and_file_hashes(store: LanceStore) -> None:
    store.upsert(file_records("main", "a.md", ["1", "2"], content_hash="ha"))
    store.upsert(file_records("ops", "b.md", ["3"], content_hash="hb"))
    paths = store.list_paths()
    assert [(p.agent_id, p.path, p.chunk_count, p.content_hash) for p in paths] == [
        ("main", "a.md", 3, "ha"), ("ops", "b.md", 2, "hb")]
    assert all(p.updated_at.startswith("20") for p in paths)
    assert [p.path for p in store.list_paths("ops")] == ["b.md"]
    assert store.file_hashes() == {("main", "a.md"): "ha", ("ops", "b.md"): "hb"}


@pytest.mark.slow
def test_file_hashes_is_fast_for_a_thousand_files(store: LanceStore) -> None:
    import time

    tables = [file_records("main", f"memory/{i:04d}.md", ["a", "b"], content_hash=f"h{i}") for i in range(1000)]
    store.upsert(pa.concat_tables(tables))
    start = time.perf_counter()
    hashes = store.file_hashes()
    elapsed = time.perf_counter() - start
    assert len(hashes) == 1000 and hashes[("main", "memory/0999.md")] == "h999"
    assert elapsed < 0.5, elapsed


def test_get_by_ids_handles_more_ids_than_one_query(store: LanceStore) -> None:
    texts = [f"t{i}" for i in range(1100)]
    store.upsert(file_records("main", "big.md", texts, random_vectors(1100, 3)))
    ids = [f"main:big.md:{i}" for i in reversed(range(1100))]
    hits = store.get_by_ids(ids)
    assert [h.id for h in hits] == ids


def test_empty_store_reads_are_empty(tmp_path: Path) -> None:
    store = LanceStore(tmp_path / "missing", CFG, model_id=None, dims=None, create=False)
    assert not (tmp_path / "missing").exists()
    assert store.count() == 0 and store.list_paths() == [] and store.file_hashes() == {}
    assert store.vector_search(unit(1), opts()) == [] and store.fts_search("x", opts()) == []
    assert store.get_by_ids(["a"]) == [] and store.delete_by_path("a.md") == 0
    status = store.status()
    assert (status.table_exists, status.ready, status.chunk_count) == (False, False, 0)
    with pytest.raises(StorageError, match="memspark index|no table"):
        store.upsert(file_records("main", "a.md", ["x"]))


# ---------------------------------------------------------------- indexes & optimize


def test_indexes_are_created_with_the_first_rows(store: LanceStore, tmp_path: Path) -> None:
    assert store.status().indexes == ()
    store.upsert(file_records("main", "a.md", ["x"]))
    kinds = {tuple(ix.columns): ix.index_type
             for ix in lancedb.connect(tmp_path / "data").open_table("chunks").list_indices()}
    assert kinds == {("agent_id",): "Bitmap", ("pool",): "Bitmap", ("is_parent",): "Bitmap", ("text",): "FTS"}


def test_optimize_folds_new_rows_into_the_fts_index(store: LanceStore, tmp_path: Path) -> None:
    store.upsert(file_records("main", "a.md", ["first"]))
    store.upsert(file_records("main", "b.md", ["second", "third"]))
    table = lancedb.connect(tmp_path / "data").open_table("chunks")
    assert table.index_stats("text_idx").num_unindexed_rows == 3
    assert store.fts_search("third", opts())  # unindexed rows are still searched (flat)
    store.optimize()
    table = lancedb.connect(tmp_path / "data").open_table("chunks")
    assert table.index_stats("text_idx").num_unindexed_rows == 0
    assert [h.text for h in store.fts_search("third", opts())] == ["third"]


# ---------------------------------------------------------------- identity, schema, errors


def test_model_mismatch_names_both_models_and_says_reembed(store: LanceStore, tmp_path: Path) -> None:
    store.upsert(file_records("main", "a.md", ["x"]))
    store.delete_by_path("a.md")  # an empty table still knows its model
    store.optimize()
    with pytest.raises(ModelMismatchError) as err:
        LanceStore(tmp_path / "data", CFG, model_id="e5-small", dims=DIMS)
    assert "'m'" in err.value.message and "'e5-small'" in err.value.message
    assert "memspark reembed" in err.value.action
    with pytest.raises(ModelMismatchError, match="16 dims"):
        LanceStore(tmp_path / "data", CFG, model_id="m", dims=16)
    status = LanceStore(tmp_path / "data", CFG, model_id=None, dims=None).status()
    assert (status.model_id, status.dims, status.chunk_count) == ("m", DIMS, 0)


def test_records_of_another_model_are_refused(tmp_path: Path) -> None:
    store = LanceStore(tmp_path / "data", CFG, model_id=None, dims=None)
    store.upsert(file_records("main", "a.md", ["x"], model_id="m"))  # the first write names the model
    assert store.status().model_id == "m"
    with pytest.raises(ModelMismatchError, match="reembed|'other'"):
        store.upsert(file_records("main", "b.md", ["y"], model_id="other"))


def test_extra_column_is_a_schema_mismatch(store: LanceStore) -> None:
    store.upsert(file_records("main", "a.md", ["x"]))
    recs = file_records("main", "b.md", ["y"])
    recs = recs.append_column("sentiment", pa.array([0.5] * recs.num_rows))
    with pytest.raises(SchemaMismatchError) as err:
        store.upsert(recs)
    assert "sentiment" in err.value.message and "memspark migrate" in err.value.action


def test_missing_nullable_column_is_filled(store: LanceStore) -> None:
    store.upsert(file_records("main", "a.md", ["x"]).drop_columns(["category"]))
    assert store.get_by_ids(["main:a.md:0"])[0].category == ""


def test_data_dir_that_is_a_file_is_a_storage_error(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("x")
    with pytest.raises(StorageError) as err:
        LanceStore(blocker, CFG, model_id="m", dims=DIMS)
    assert str(blocker) in err.value.message


def test_status_fields(store: LanceStore) -> None:
    before = store.status()
    assert (before.backend, before.table_exists, before.ready, before.chunk_count) == ("lancedb", False, False, 0)
    store.upsert(file_records("main", "a.md", ["x", "y"]))
    status = store.status()
    assert (status.table_exists, status.ready, status.chunk_count) == (True, True, 3)
    assert (status.model_id, status.dims, status.schema_version) == ("m", DIMS, 1)
    assert status.version is not None and status.version >= 2 and status.error is None
    assert set(status.indexes) == {"agent_id_idx", "pool_idx", "is_parent_idx", "text_idx"}


def test_a_second_store_sees_writes_immediately(tmp_path: Path) -> None:
    reader = LanceStore(tmp_path / "data", CFG, model_id="m", dims=DIMS)
    writer = LanceStore(tmp_path / "data", CFG, model_id="m", dims=DIMS)
    writer.upsert(file_records("main", "a.md", ["x"]))
    assert reader.count() == 2  # the reader opened before the table existed
    writer.upsert(file_records("main", "b.md", ["y"]))
    assert reader.count() == 4
    reader.close()
    writer.close()


def test_optimize_spares_tagged_versions_instead_of_failing(tmp_path: Path) -> None:
    """A re-embed's pre-swap tag older than the cleanup window must not make optimize (and so every
    ingest) fail: LanceDB refuses the whole cleanup in that case."""
    import time as _time
    from datetime import timedelta as _td

    store = LanceStore(tmp_path / "tagged", StorageConfig(), model_id="m", dims=8)
    rng = np.random.default_rng(0)
    chunks = [Chunk("p", "a", "x.md", 1, 2, "parent text", "", "H", True, None, 3),
              Chunk("c", "a", "x.md", 1, 2, "child text", "child text", "H", False, "p", 3)]
    v = rng.standard_normal((1, 8)).astype(np.float32)
    rec = build_records(chunks, v / np.linalg.norm(v), pool="agent_memory", source="memory", content_type="markdown",
                        doc_date="2026-01-01", evergreen=False, content_hash="h", model_id="m", dims=8)
    store.replace_files(rec, [("a", "x.md")])
    table = store.table_handle()
    table.tags.create("pre-reembed-test", table.version)
    store.replace_files(rec, [("a", "x.md")])
    _time.sleep(0.05)
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # LanceDB warns about cleanup_older_than=0 itself
        store.optimize(cleanup_older_than=_td(0))  # would raise "tagged version(s) marked for cleanup"
    assert "pre-reembed-test" in store.table_handle().tags.list()
    assert store.count() == 2
