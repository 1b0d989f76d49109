"""The in-process vector cache answers exactly like LanceDB's flat search, follows every new table
version, and refuses a table re-embedded with another model since the store opened it."""

from __future__ import annotations

import random
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest

from memspark.chunking.model import Chunk
from memspark.config import StorageConfig
from memspark.errors import ModelMismatchError
from memspark.storage import LanceStore, SearchOptions, build_records
from memspark.storage.admin import swap_in
from memspark.storage.schema import chunk_schema
from memspark.storage.types import SearchHit

DIMS = 16
AGENTS = ("meta", "dev", "ops")
POOLS = ("agent_memory", "agent_tools", "shared_knowledge", "shared_rules")
SOURCES = ("memory", "sessions")
TYPES = ("markdown", "code")
DATES = ("2026-01-05", "2026-02-10", "2026-03-15", "2026-04-20")


def _records(rng: np.random.Generator, agent: str, path: str, pool: str, n: int, *, source: str = "memory",
             content_type: str = "markdown", doc_date: str = "2026-03-15", unit: bool = True,
             vectors: bool = True, model_id: str = "fake"):
    pid = f"{agent}:{path}:p"
    chunks = [Chunk(pid, agent, path, 1, 99, "parent", "", "H", True, None, 50)]
    chunks += [Chunk(f"{agent}:{path}:{i}", agent, path, i + 1, i + 1, f"c{i}", f"c{i}", "H", False, pid, 4)
               for i in range(n)]
    vecs = rng.standard_normal((n, DIMS)).astype(np.float32)
    if unit:
        vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
    else:
        vecs *= rng.uniform(0.2, 5.0, size=(n, 1)).astype(np.float32)  # cosine must not depend on length
    return build_records(chunks, vecs if vectors else None, pool=pool, source=source, content_type=content_type,
                         doc_date=doc_date, evergreen=False, content_hash=path, model_id=model_id, dims=DIMS)


def _open(data_dir: Path, max_rows: int = 200_000, model_id: str | None = "fake") -> LanceStore:
    cfg = StorageConfig(lock_timeout_s=10.0, vector_cache_max_rows=max_rows)
    return LanceStore(data_dir, cfg, model_id=model_id, dims=DIMS if model_id else None)


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """≈ 1,200 children: 3 agents × 4 pools × mixed sources/types/dates, some non-unit vectors, one
    file with zero (missing) vectors, parents with zero vectors."""
    d = Path(tmp_path_factory.mktemp("vcache")) / "data"
    s = _open(d)
    rng = np.random.default_rng(3)
    f = 0
    for agent in AGENTS:
        for pool in POOLS:
            for k in range(3):
                path = f"{pool}/{agent}/notes-{k}{'-ops' if k == 1 else ''}.md"
                recs = _records(rng, agent, path, pool, 30, source=SOURCES[f % 2], content_type=TYPES[(f // 2) % 2],
                                doc_date=DATES[f % 4], unit=(f % 3 != 0), vectors=(f != 5))
                s.replace_files(recs, [(agent, path)])
                f += 1
    s.optimize()
    return d


def _random_opts(prng: random.Random) -> SearchOptions:
    def maybe(values):
        return prng.choice(values) if prng.random() < 0.4 else None

    pools = tuple(prng.sample(POOLS, prng.randint(0, 3))) if prng.random() < 0.3 else None
    agent_ids = tuple(prng.sample((*AGENTS, "nobody"), prng.randint(0, 2))) if prng.random() < 0.3 else None
    return SearchOptions(
        max_results=prng.choice((1, 5, 20, 80, 2000)),
        min_score=prng.choice((0.0, 0.0, 0.1, 0.3)),
        agent_id=maybe((*AGENTS, "nobody")), source=maybe(SOURCES), content_type=maybe(TYPES),
        path_contains=maybe(("-ops", "agent_", "notes-2", "zzz")), pool=maybe((*POOLS, "nope")), pools=pools,
        agent_ids=agent_ids,
        date_from=maybe(DATES), date_to=maybe(DATES))


def _assert_same(cached: list[SearchHit], lance: list[SearchHit]) -> None:
    assert [h.id for h in cached] == [h.id for h in lance]
    for c, e in zip(cached, lance, strict=True):
        assert c.score == pytest.approx(e.score, abs=1e-5)
        assert c.raw_score == pytest.approx(e.raw_score, abs=1e-5)
        assert (c.text, c.pool, c.agent_id, c.path, c.doc_date, c.parent_id) == (e.text, e.pool, e.agent_id, e.path,
                                                                                 e.doc_date, e.parent_id)
        np.testing.assert_array_equal(c.vector, e.vector)


@pytest.mark.slow
def test_cache_matches_lancedb_flat_search_under_random_filters(data_dir: Path) -> None:
    cached, lance = _open(data_dir), _open(data_dir, max_rows=0)
    rng, prng = np.random.default_rng(11), random.Random(11)
    nonempty = 0
    for _ in range(150):
        q = rng.standard_normal(DIMS).astype(np.float32) * prng.choice((1.0, 3.0))  # queries need no unit length
        opts = _random_opts(prng)
        got, want = cached.vector_search(q, opts), lance.vector_search(q, opts)
        _assert_same(got, want)
        nonempty += bool(want)
    assert nonempty > 40  # the filters left something to compare most of the time
    assert cached.vector_cache.rebuilds == 1 and lance.vector_cache.rebuilds == 0
    # the zero-vector file and the parents never show (LanceDB skips zero vectors under cosine)
    everything = cached.vector_search(rng.standard_normal(DIMS), SearchOptions(max_results=10_000))
    assert len(everything) == 12 * 3 * 30 - 30 and not any(h.is_parent for h in everything)


def test_min_score_and_max_results_match(data_dir: Path) -> None:
    cached, lance = _open(data_dir), _open(data_dir, max_rows=0)
    q = np.random.default_rng(5).standard_normal(DIMS).astype(np.float32)
    for max_results, min_score in ((10, 0.0), (10, 0.2), (500, 0.2), (500, 0.0), (3, 0.9), (0, 0.0)):
        opts = SearchOptions(max_results=max_results, min_score=min_score, agent_id="dev")
        got, want = cached.vector_search(q, opts), lance.vector_search(q, opts)
        _assert_same(got, want)
        assert len(got) <= max_results and all(h.score >= min_score for h in got if min_score > 0)
    negative = cached.vector_search(q, SearchOptions(max_results=2000))
    assert any(h.score < 0 for h in negative)  # min_score 0 keeps negative cosines, as LanceDB does


def test_over_max_rows_falls_back_to_lancedb(data_dir: Path) -> None:
    small, lance = _open(data_dir, max_rows=100), _open(data_dir, max_rows=0)
    q = np.random.default_rng(6).standard_normal(DIMS).astype(np.float32)
    opts = SearchOptions(max_results=15, pools=("agent_memory", "agent_tools"))
    _assert_same(small.vector_search(q, opts), lance.vector_search(q, opts))
    assert small.vector_cache.rebuilds == 0


def test_new_versions_rebuild_the_cache(tmp_path: Path) -> None:
    rng = np.random.default_rng(9)
    writer = _open(tmp_path / "data")
    writer.replace_files(_records(rng, "dev", "a.md", "agent_memory", 20), [("dev", "a.md")])
    reader = _open(tmp_path / "data")  # another handle: sees the writer's commits via the version
    plain = _open(tmp_path / "data", max_rows=0)
    q = rng.standard_normal(DIMS).astype(np.float32)
    opts = SearchOptions(max_results=5, agent_id="dev")
    first = reader.vector_search(q, opts)
    reader.vector_search(q, opts)
    assert reader.vector_cache.rebuilds == 1  # same version: no rebuild

    # upsert: a row equal to the query becomes the top hit
    pid = "dev:b.md:p"
    chunks = [Chunk(pid, "dev", "b.md", 1, 9, "p", "", "H", True, None, 5),
              Chunk("dev:b.md:0", "dev", "b.md", 1, 2, "exact", "exact", "H", False, pid, 2)]
    writer.upsert(build_records(chunks, q[None, :] / np.linalg.norm(q), pool="agent_memory", source="memory",
                                content_type="markdown", doc_date="2026-04-01", evergreen=False,
                                content_hash="b", model_id="fake", dims=DIMS))
    hits = reader.vector_search(q, opts)
    assert hits[0].id == "dev:b.md:0" and hits[0].score == pytest.approx(1.0, abs=1e-5)
    assert reader.vector_cache.rebuilds == 2
    _assert_same(hits, plain.vector_search(q, opts))

    # replace_files: the file's rows are replaced
    writer.replace_files(_records(rng, "dev", "b.md", "agent_memory", 3), [("dev", "b.md")])
    every = SearchOptions(max_results=100, agent_id="dev")
    hits = reader.vector_search(q, every)
    assert {h.id for h in hits} >= {"dev:b.md:0", "dev:b.md:2"} and "exact" not in {h.text for h in hits}
    _assert_same(hits, plain.vector_search(q, every))
    assert reader.vector_cache.rebuilds == 3

    # delete_by_path: back to the first file only
    writer.delete_by_path("b.md", "dev")
    _assert_same(reader.vector_search(q, opts), first)
    assert reader.vector_cache.rebuilds == 4


def test_concurrent_legs_build_the_cache_once(data_dir: Path) -> None:
    store, lance = _open(data_dir), _open(data_dir, max_rows=0)
    rng, prng = np.random.default_rng(21), random.Random(21)
    cases = [(rng.standard_normal(DIMS).astype(np.float32), _random_opts(prng)) for _ in range(24)]
    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(lambda c: store.vector_search(*c), cases))
    assert store.vector_cache.rebuilds == 1
    for (q, opts), got in zip(cases, results, strict=True):
        _assert_same(got, lance.vector_search(q, opts))


def test_reembedded_table_raises_model_mismatch(tmp_path: Path) -> None:
    rng = np.random.default_rng(4)
    a = _open(tmp_path / "data")
    a.replace_files(_records(rng, "dev", "a.md", "agent_memory", 10), [("dev", "a.md")])
    q = rng.standard_normal(DIMS).astype(np.float32)
    assert a.vector_search(q, SearchOptions(max_results=3))

    # another process swaps the table to another model (what `memspark reembed` does)
    ops = _open(tmp_path / "data", model_id=None)
    assert ops.vector_search(q, SearchOptions(max_results=3))  # opened (and searched) before the swap
    new = _records(rng, "dev", "a.md", "agent_memory", 10, model_id="other-model")
    with ops.writer():
        swap_in(ops, new.replace_schema_metadata(chunk_schema(DIMS, "other-model").metadata), tag="t1")
    with pytest.raises(ModelMismatchError) as err:
        a.vector_search(q, SearchOptions(max_results=3))
    assert "other-model" in str(err.value) and err.value.action
    # a handle without a configured model (status, maintenance) inspects any model: it follows the swap
    assert ops.vector_search(q, SearchOptions(max_results=3))


def test_bm25_hits_completed_from_the_cache_equal_lancedbs_own(data_dir: Path) -> None:
    """fts_search asks LanceDB for ids and scores only and takes the rest of each hit from the cache; the
    hits (every field, the vector included) equal a cache-less store's, under random filters — also for
    the file with zero vectors, which is not cached (LanceDB answers those queries itself)."""
    cached, lance, too_big = _open(data_dir), _open(data_dir, max_rows=0), _open(data_dir, max_rows=10)
    prng = random.Random(5)
    compared = 0
    for _ in range(120):
        query = f"c{prng.randrange(30)}" if prng.random() < 0.9 else "parent"
        opts = _random_opts(prng)
        got, want = cached.fts_search(query, opts), lance.fts_search(query, opts)
        uncached = too_big.fts_search(query, opts)  # over vector_cache_max_rows: LanceDB reads every column
        assert sorted(round(h.raw_score, 6) for h in uncached) == sorted(round(h.raw_score, 6) for h in want)
        assert sorted(round(h.raw_score, 6) for h in got) == sorted(round(h.raw_score, 6) for h in want)
        # LanceDB picks among BM25 ties at the cut-off arbitrarily (even between two identical calls):
        # ids are compared where no tie is cut — above the lowest score, or when nothing was cut
        cut = len(want) >= opts.max_results and want
        floor = min(h.raw_score for h in want) if cut else -1.0
        by_id = {h.id: h for h in want}
        assert {h.id for h in got if h.raw_score > floor} == {h.id for h in want if h.raw_score > floor}
        for h in got:
            e = by_id.get(h.id)
            if e is None:
                continue  # a tie at the cut-off, chosen differently

            assert (h.score, h.raw_score) == pytest.approx((e.score, e.raw_score), abs=1e-6)
            assert (h.text, h.pool, h.agent_id, h.path, h.doc_date, h.parent_id, h.start_line) == (
                e.text, e.pool, e.agent_id, e.path, e.doc_date, e.parent_id, e.start_line)
            np.testing.assert_array_equal(h.vector, e.vector)
        compared += bool(want)
    assert compared > 40
    assert cached.vector_cache.rebuilds == 1  # BM25 alone built the snapshot it completes hits from
    zero = [h for h in cached.fts_search("c3", SearchOptions(max_results=2000)) if not np.any(h.vector)]
    assert zero  # the zero-vector file's hits still come back (LanceDB completed them)


def _assert_same_bm25(got: list[SearchHit], want: list[SearchHit], max_results: int) -> None:
    """Equal BM25 hits, allowing LanceDB's arbitrary pick among ties at the cut-off."""
    assert sorted(round(h.raw_score, 6) for h in got) == sorted(round(h.raw_score, 6) for h in want)
    floor = min(h.raw_score for h in want) if len(want) >= max_results and want else -1.0
    assert {h.id for h in got if h.raw_score > floor} == {h.id for h in want if h.raw_score > floor}
    by_id = {h.id: h for h in want}
    for h in got:
        e = by_id.get(h.id)
        if e is not None:
            assert (h.score, h.pool, h.agent_id, h.path, h.text) == (pytest.approx(e.score, abs=1e-6), e.pool,
                                                                     e.agent_id, e.path, e.text)
            np.testing.assert_array_equal(h.vector, e.vector)


def test_many_option_sets_in_one_call_equal_one_call_each(data_dir: Path) -> None:
    """``fts_search_many``/``vector_search_many`` answer several option sets from one LanceDB FTS call (under
    a filter wider than any of them) and one mat-vec; each set's hits equal its own call's, under random
    filters — rows the wider filter lets in belong to no set and show in none."""
    cached, lance = _open(data_dir), _open(data_dir, max_rows=0)
    rng, prng = np.random.default_rng(21), random.Random(21)
    compared = 0
    for _ in range(60):
        sets = [_random_opts(prng) for _ in range(prng.randint(2, 4))]
        query = " ".join(f"c{prng.randrange(30)}" for _ in range(prng.randint(1, 3)))
        for got, o in zip(cached.fts_search_many(query, sets), sets, strict=True):
            want = lance.fts_search(query, o)
            _assert_same_bm25(got, want, o.max_results)
            compared += bool(want)
        q = rng.standard_normal(DIMS).astype(np.float32)
        for got, o in zip(cached.vector_search_many(q, sets), sets, strict=True):
            _assert_same(got, lance.vector_search(q, o))
    assert compared > 30
    # the combined filter (agents meta+shared, pools agent_memory+shared_knowledge) also passes meta's
    # shared_knowledge rows: they belong to neither set
    sets = [SearchOptions(max_results=500, agent_id="meta", pools=("agent_memory",)),
            SearchOptions(max_results=500, agent_id="dev", pools=("shared_knowledge",))]
    own, other = cached.fts_search_many("c1 c2", sets)
    assert own and {(h.agent_id, h.pool) for h in own} == {("meta", "agent_memory")}
    assert other and {(h.agent_id, h.pool) for h in other} == {("dev", "shared_knowledge")}


def test_a_set_crowded_out_of_the_shared_bm25_call_is_asked_on_its_own(tmp_path: Path) -> None:
    """2,100 strong matches of one pool fill the shared call's limit (2,000): the weak matches of a small
    pool are not among them, so that set gets a call of its own and still finds its rows."""
    from memspark.storage.search import SHARED_FTS_LIMIT

    store = _open(tmp_path / "data")
    rng = np.random.default_rng(4)

    def add(path: str, pool: str, texts: list[str]) -> None:
        pid = f"meta:{path}:p"
        chunks = [Chunk(pid, "meta", path, 1, 99, "parent", "", "H", True, None, 50)]
        chunks += [Chunk(f"meta:{path}:{i}", "meta", path, i + 1, i + 1, t, t, "H", False, pid, 4)
                   for i, t in enumerate(texts)]
        vecs = rng.standard_normal((len(texts), DIMS)).astype(np.float32)
        store.replace_files(build_records(chunks, vecs, pool=pool, source="memory", content_type="markdown",
                                          doc_date="2026-03-15", evergreen=False, content_hash=path,
                                          model_id="fake", dims=DIMS), [("meta", path)])

    add("big.md", "agent_memory", [f"gateway gateway port {i}" for i in range(SHARED_FTS_LIMIT + 100)])
    add("rules.md", "shared_rules", [f"gateway {' '.join(['filler'] * 30)} rule {i}" for i in range(5)])
    store.optimize()
    sets = [SearchOptions(max_results=20, agent_id="meta", pools=("agent_memory",)),
            SearchOptions(max_results=20, agent_id="meta", pools=("shared_rules",))]
    big, rules = store.fts_search_many("gateway port", sets)
    assert len(big) == 20 and {h.pool for h in big} == {"agent_memory"}
    assert sorted(h.id for h in rules) == sorted(f"meta:rules.md:{i}" for i in range(5))
    _assert_same_bm25(rules, store.fts_search("gateway port", sets[1]), 20)
