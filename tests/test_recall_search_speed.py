"""Recall speed-ups keep their results: concurrent search legs on a real LanceDB table, the
vectorised near-duplicate removal against the original pairwise algorithm, the e5 query cache."""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import date
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from memspark.chunking.model import Chunk
from memspark.config import Config, StorageConfig
from memspark.recall.candidate import Candidate
from memspark.recall.options import RerankOptions
from memspark.recall.pipeline import PipelineRequest, RecallPipeline
from memspark.recall.pools import (
    AGENT_POOLS,
    REFERENCE_POOLS,
    RULES_POOL,
    SHARED_AGENT_ID,
    SHARED_SEARCH_POOLS,
    pool_groups,
)
from memspark.recall.stages.dedup import remove_near_duplicates, unit
from memspark.recall.stages.search import SearchOutput, search_pools
from memspark.recall.trace import Drop, DropReason
from memspark.storage import LanceStore, SearchOptions, build_records
from memspark.storage.types import SearchHit
from tests.recall_fixtures import cand

DIMS = 16
WORDS = ("gateway", "restart", "port", "backup", "lance", "index", "deploy", "token", "cron", "disk", "alert",
         "schema", "rollback", "proxy", "cache", "model")


def _rand_unit(rng: np.random.Generator, n: int) -> np.ndarray:
    v = rng.standard_normal((n, DIMS)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> LanceStore:
    """~300 children over three agents, shared and every pool; some texts repeat (BM25 ties)."""
    s = LanceStore(Path(tmp_path_factory.mktemp("speed")) / "data", StorageConfig(lock_timeout_s=10.0),
                   model_id="fake", dims=DIMS)
    rng, prng = np.random.default_rng(7), random.Random(7)
    owned = [(a, p) for a in ("meta", "dev", "ops") for p in AGENT_POOLS]
    shared = [(SHARED_AGENT_ID, p) for p in (*SHARED_SEARCH_POOLS, RULES_POOL, *REFERENCE_POOLS)]
    for f, (agent, pool) in enumerate(owned + shared):
        for k in range(2):
            path = f"{pool}/file-{f}-{k}.md"
            texts = [" ".join(prng.choice(WORDS) for _ in range(6)) for _ in range(10)]
            texts[-1] = texts[0]  # an exact repeat: equal BM25 scores within the file
            pid = f"{agent}:{path}:p"
            chunks = [Chunk(pid, agent, path, 1, 99, " ".join(texts), "", "H", True, None, 50)]
            chunks += [Chunk(f"{agent}:{path}:{i}", agent, path, i * 5 + 1, i * 5 + 4, t, t, "H", False, pid, 8)
                       for i, t in enumerate(texts)]
            recs = build_records(chunks, _rand_unit(rng, len(texts)), pool=pool, source="memory",
                                 content_type="markdown", doc_date="2026-04-01", evergreen=False,
                                 content_hash=path, model_id="fake", dims=DIMS)
            s.replace_files(recs, [(agent, path)])
    s.optimize()
    return s


def _key(h: SearchHit) -> tuple:
    return (h.id, h.pool, h.agent_id, h.text, h.heading, h.parent_id, h.score, h.raw_score,
            None if h.vector is None else h.vector.tobytes())


def _canonical(hits: Sequence[SearchHit]) -> list[tuple]:
    # LanceDB orders equal BM25 scores arbitrarily, even between two sequential calls (seen on
    # this fixture): hits are compared in (score desc, id) order, after checking the leg's own
    # order is by score.
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    return [_key(h) for h in sorted(hits, key=lambda h: (-h.score, h.id))]


def _flat(out: SearchOutput) -> list:
    return [(g.group.name, _canonical(g.vector), _canonical(g.bm25)) for g in out.groups]


def _vector_legs(out: SearchOutput) -> list:
    return [[_key(h) for h in g.vector] for g in out.groups]


@pytest.mark.slow
def test_concurrent_search_returns_exactly_the_sequential_hits(store: LanceStore) -> None:
    rng, prng = np.random.default_rng(3), random.Random(3)
    with ThreadPoolExecutor(max_workers=8) as ex:
        for _ in range(6):
            query = " ".join(prng.choice(WORDS) for _ in range(3))
            vector = _rand_unit(rng, 1)[0]
            for agent, mode in (("meta", "tool"), ("dev", "hook")):
                groups = pool_groups(agent, mode)  # type: ignore[arg-type]
                # depth 200 > any group's rows: BM25 ties cannot fall on the cut
                seq = search_pools(query, vector, store, groups, 200)
                par = search_pools(query, vector, store, groups, 200, ex)
                assert _flat(par) == _flat(seq)
                assert par.detail == seq.detail
                assert all(g.vector and g.bm25 for g in seq.groups)  # every leg found something
                # random vectors never tie: at a real depth the vector legs match hit for hit, in order
                cut_seq = search_pools(query, vector, store, groups, 20)
                cut_par = search_pools(query, vector, store, groups, 20, ex)
                assert _vector_legs(cut_par) == _vector_legs(cut_seq)
                assert all(len(g.vector) == 20 for g in cut_seq.groups if g.group.name != "rules")
        # BM25-only (no query vector) and vector-only (blank query) keep their legs apart too
        groups = pool_groups("ops", "tool")
        bm25_only = search_pools("gateway port", None, store, groups, 200, ex)
        assert _flat(bm25_only) == _flat(search_pools("gateway port", None, store, groups, 200))
        assert all(not g.vector and g.bm25 for g in bm25_only.groups)
        vector = _rand_unit(rng, 1)[0]
        vector_only = search_pools("  ", vector, store, groups, 20, ex)
        assert _vector_legs(vector_only) == _vector_legs(search_pools("  ", vector, store, groups, 20))
        assert all(g.vector and not g.bm25 for g in vector_only.groups)


class ThreadRecordingStore:
    """Delegates to the real store and records which call ran on which thread."""

    def __init__(self, inner: LanceStore) -> None:
        self.inner, self.calls = inner, []
        self._lock = threading.Lock()

    def _note(self, call: str) -> None:
        with self._lock:
            self.calls.append((call, threading.current_thread().name))

    def vector_search(self, vector: np.ndarray, opts: SearchOptions) -> list[SearchHit]:
        self._note("vector")
        return self.inner.vector_search(vector, opts)

    def vector_search_many(self, vector: np.ndarray, options: Sequence[SearchOptions]) -> list[list[SearchHit]]:
        self._note("vector_many")
        return self.inner.vector_search_many(vector, options)

    def fts_search(self, query: str, opts: SearchOptions) -> list[SearchHit]:
        self._note("fts")
        return self.inner.fts_search(query, opts)

    def fts_search_many(self, query: str, options: Sequence[SearchOptions]) -> list[list[SearchHit]]:
        self._note("fts_many")
        return self.inner.fts_search_many(query, options)

    def get_by_ids(self, ids: Sequence[str]) -> list[SearchHit]:
        return self.inner.get_by_ids(ids)

    def turn_vectors(self, ids: Sequence[str], opts: SearchOptions | None = None) -> dict[str, np.ndarray]:
        return self.inner.turn_vectors(ids, opts)


class Provider:
    id = "fake"


class FixedQueue:
    def __init__(self, vector: np.ndarray) -> None:
        self.provider, self.vector = Provider(), vector

    def embed_query(self, text: str) -> np.ndarray:
        return self.vector

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([self.vector for _ in texts])


class InlineExecutor(ThreadPoolExecutor):
    """Runs each submitted leg at once in the caller's thread: the sequential baseline."""

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future:
        f: Future = Future()
        f.set_result(fn(*args, **kwargs))
        return f


def test_pipeline_runs_the_legs_on_its_search_threads_with_the_same_results(store: LanceStore) -> None:
    queue = FixedQueue(_rand_unit(np.random.default_rng(11), 1)[0])
    req = PipelineRequest(query="gateway restart port", agent_id="meta", now=date(2026, 4, 3),
                          overrides=RerankOptions(gate="off"), min_score=0.0)
    recording = ThreadRecordingStore(store)
    pipe = RecallPipeline(recording, queue, Config())
    try:
        concurrent = pipe.run(req)
    finally:
        pipe.close()
    # tool mode, four pool groups: one BM25 call on a search thread (started before the query is embedded),
    # one vector call for every group
    assert sorted(call for call, _ in recording.calls) == ["fts_many", "vector_many"]
    assert all(thread.startswith("memspark-search") for call, thread in recording.calls if call == "fts_many")
    inline = RecallPipeline(store, queue, Config(), executor=InlineExecutor()).run(req)
    assert concurrent.results and [c.id for c in concurrent.results] == [c.id for c in inline.results]
    assert [c.score for c in concurrent.results] == [c.score for c in inline.results]


# --- dedup: the vectorised stage makes the original pairwise loop's decisions ----------------------

def _reference_dedup(candidates: tuple[Candidate, ...], threshold: float) -> tuple[tuple[Candidate, ...], list[Drop]]:
    """The pairwise algorithm the stage used before it was vectorised (kept here as the oracle)."""
    ranked = sorted(candidates, key=lambda c: (-c.relevance, -c.fused))
    kept: list[Candidate] = []
    kept_units: list[np.ndarray] = []
    kept_hash: dict[str, Candidate] = {}
    drops: list[Drop] = []
    for c in ranked:
        twin = kept_hash.get(c.text_hash)
        if twin is not None:
            drops.append(Drop(c.id, c.location, DropReason.DUPLICATE, f"same text as {twin.location}"))
            continue
        u = unit(c.vector) if c.vector is not None else None
        if u is not None and kept_units:
            sims = np.array([float(u @ k) if k.shape == u.shape else -1.0 for k in kept_units])
            best = int(np.argmax(sims))
            if sims[best] >= threshold:
                other = [k for k in kept if k.vector is not None][best]
                drops.append(Drop(c.id, c.location, DropReason.DUPLICATE,
                                  f"cosine {sims[best]:.3f} ≥ {threshold:g} with {other.location}"))
                continue
        kept.append(c)
        kept_hash[c.text_hash] = c
        if u is not None:
            kept_units.append(u)
    order = {c.id: i for i, c in enumerate(candidates)}
    kept.sort(key=lambda c: order[c.id])
    return tuple(kept), drops


def _random_candidates(seed: int, n: int) -> tuple[Candidate, ...]:
    rng, prng = np.random.default_rng(seed), random.Random(seed)
    bases = _rand_unit(rng, max(3, n // 6))
    out = []
    for i in range(n):
        kind = prng.random()
        vector: np.ndarray | None
        if kind < 0.08:
            vector = None
        elif kind < 0.12:
            vector = np.zeros(DIMS, np.float32)
        elif kind < 0.16:
            vector = _rand_unit(rng, 1)[0][:8]  # another model's dims
        else:  # a noisy copy of a base vector: cosines spread around the threshold
            v = bases[prng.randrange(len(bases))] + rng.standard_normal(DIMS).astype(np.float32) * prng.uniform(0, 0.4)
            vector = (v / np.linalg.norm(v)).astype(np.float32)
        text = f"text {prng.randrange(n // 4)}" if prng.random() < 0.3 else f"unique text {i}"
        rel = round(prng.uniform(0.3, 0.9), 2)  # rounded: relevance ties fall back to the fused score
        out.append(cand(f"c{i}", rel, vector=vector, text=text, fused=round(prng.uniform(0, 0.05), 3),
                        path=f"memory/f{i % 7}.md"))
    return tuple(out)


class FtsSignallingStore(ThreadRecordingStore):
    """Sets ``fts_started`` when a BM25 call begins."""

    def __init__(self, inner: LanceStore) -> None:
        super().__init__(inner)
        self.fts_started = threading.Event()

    def fts_search_many(self, query: str, options: Sequence[SearchOptions]) -> list[list[SearchHit]]:
        self.fts_started.set()
        return super().fts_search_many(query, options)


class WaitingQueue(FixedQueue):
    """Embeds only once the BM25 call has started (or gives up after 10 s and says so)."""

    def __init__(self, vector: np.ndarray, started: threading.Event) -> None:
        super().__init__(vector)
        self.started, self.overlapped = started, None

    def embed_query(self, text: str) -> np.ndarray:
        self.overlapped = self.started.wait(10.0)
        return self.vector


def test_the_bm25_call_runs_while_the_query_is_embedded(store: LanceStore) -> None:
    recording = FtsSignallingStore(store)
    queue = WaitingQueue(_rand_unit(np.random.default_rng(11), 1)[0], recording.fts_started)
    req = PipelineRequest(query="gateway restart port", agent_id="meta", now=date(2026, 4, 3),
                          overrides=RerankOptions(gate="off"), min_score=0.0)
    pipe = RecallPipeline(recording, queue, Config())
    try:
        overlapped = pipe.run(req)
    finally:
        pipe.close()
    assert queue.overlapped is True  # the embedding saw the BM25 call already running
    inline = RecallPipeline(store, FixedQueue(queue.vector), Config(), executor=InlineExecutor()).run(req)
    assert [(c.id, c.score) for c in overlapped.results] == [(c.id, c.score) for c in inline.results]


@pytest.mark.parametrize("seed", range(12))
def test_vectorised_dedup_matches_the_pairwise_algorithm(seed: int) -> None:
    cands = _random_candidates(seed, 30 + seed * 20)
    # all vectors of one model (the matrix fast path) as well as mixed/missing vectors
    same_dims = tuple(c for c in cands if c.vector is not None and c.vector.shape == (DIMS,))
    for threshold in (0.8, 0.9, 0.95):
        kept, drops = _reference_dedup(same_dims, threshold)
        out = remove_near_duplicates(same_dims, threshold)
        assert [c.id for c in out.candidates] == [c.id for c in kept] and list(out.drops) == drops
        kept, drops = _reference_dedup(cands, threshold)
        out = remove_near_duplicates(cands, threshold)
        assert [c.id for c in out.candidates] == [c.id for c in kept]
        assert list(out.drops) == drops
        assert any(d.detail.startswith("cosine") for d in drops)  # the cosine path was exercised
        assert any(d.detail.startswith("same text") for d in drops)  # and the hash path


# --- e5 second opinion: the query vector is cached ----------------------------------------------

@pytest.mark.slow
def test_e5_query_vector_is_cached_in_a_small_lru() -> None:
    from memspark.rerank.second_opinion import SecondOpinionReranker

    rr = SecondOpinionReranker(query_cache_size=2)
    docs = ["the embedding server listens on port 18091", "bananas and oat milk"]
    first = rr.rerank("which port does the embedding server use?", docs)
    assert rr.queries_embedded == 1
    again = rr.rerank("which port does the embedding server use?", docs)
    assert rr.queries_embedded == 1  # served from the cache
    assert first is not None and again == pytest.approx(first, abs=1e-7)
    rr.rerank("query two", docs)
    rr.rerank("query three", docs)  # evicts the first query (size 2)
    rr.rerank("which port does the embedding server use?", docs)
    assert rr.queries_embedded == 4


@pytest.mark.parametrize("depth", [3, 8, 20, 200])
def test_shared_bm25_call_equals_one_call_per_group(store: LanceStore, depth: int) -> None:
    """The groups share one BM25 call (any of the groups' agents, any of their pools); each group's hits
    must equal what its own call returns."""
    prng = random.Random(11)
    for _ in range(8):
        query = " ".join(prng.choice(WORDS) for _ in range(3))
        groups = pool_groups("meta", "tool")
        combined = search_pools(query, None, store, groups, depth)
        for g in combined.groups:
            own = store.fts_search(query, SearchOptions(query=query, max_results=depth, agent_id=g.group.agent_id,
                                                        pools=g.group.pools,
                                                        pool=g.group.pools[0] if len(g.group.pools) == 1 else None))
            # equal as score multisets (LanceDB orders BM25 ties arbitrarily) and as ids where no tie is cut
            assert sorted(round(h.score, 6) for h in g.bm25) == sorted(round(h.score, 6) for h in own)
            if depth == 200:
                assert _canonical(g.bm25) == _canonical(own)
