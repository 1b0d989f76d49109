"""Smoke run of bench/recall_latency.py at 200 chunks, so the benchmark cannot rot unnoticed.

Real components throughout: the bundled MiniLM model, a real LanceDB table in tmp_path, the real
recall pipeline. Only the sizes are tiny.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import recall_latency as rl  # noqa: E402
from memspark.config import EmbedConfig  # noqa: E402
from memspark.embed import EmbedQueue, create_provider  # noqa: E402


@pytest.fixture(scope="module")
def model() -> tuple[object, EmbedQueue]:
    provider = create_provider(EmbedConfig())
    return provider, EmbedQueue(provider, EmbedConfig())


@pytest.mark.slow
def test_perturbed_children_stay_near_their_real_base_vector(model: tuple[object, EmbedQueue]) -> None:
    _, queue = model
    texts = rl.base_texts(20)
    vectors = queue.embed_documents(texts)
    tables = list(rl.record_batches(60, texts, vectors, model_id=queue.identity, dims=queue.dims, batch_rows=30))
    assert len(tables) >= 2  # batching honoured
    rows = [r for t in tables for r in t.to_pylist()]
    children = [r for r in rows if not r["is_parent"]]
    parents = [r for r in rows if r["is_parent"]]
    assert len(children) == 60 and parents
    assert all(not np.any(p["vector"]) for p in parents)  # parents: zero vectors, expansion only
    vecs = np.asarray([c["vector"] for c in children], dtype=np.float32)
    np.testing.assert_allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-4)
    np.testing.assert_allclose(vecs[:20], vectors, atol=1e-6)  # first children: the real model's vectors
    cos = np.sum(vecs[20:] * vectors[np.arange(20, 60) % 20], axis=1)
    assert np.all(cos > 0.8) and np.all(cos < 0.999)  # near their base, yet not copies
    assert {c["pool"] for c in children} - {"agent_memory"}  # per-file metadata, not build_records' one value
    assert len({c["agent_id"] for c in children}) > 1


def test_file_plans_have_unique_ids_at_scale() -> None:
    # row ids derive from (agent, path): a repeated path would make the upsert's merge ambiguous
    plans = rl.plan_files(20_000)
    assert len({(p.agent_id, p.path) for p in plans}) == len(plans)
    assert sum(p.children for p in plans) == 20_000


@pytest.mark.slow
def test_scenarios_measure_cold_and_warm_and_the_gate(tmp_path: Path, model: tuple[object, EmbedQueue]) -> None:
    provider, queue = model
    texts = rl.base_texts(50)
    vectors = queue.embed_documents(texts)
    built = rl.build_store(tmp_path / "data", 160, texts, vectors, model_id=queue.identity, dims=queue.dims)
    try:
        assert built.store.count() == built.rows > 160  # children + parents
        assert any("text" in name for name in built.indexes)  # FTS index made by optimize()
        queries = rl.make_queries(3)
        factory = rl.make_reranker_factory()
        by_name = {sc.name: sc for sc in rl.scenarios(e5_queries=1, with_e5=False)}
        skip = rl.run_scenario(built.store, provider, by_name["skip"], queries, reranker_factory=factory)
        fired = rl.run_scenario(built.store, provider, by_name["fired-passthrough"], queries,
                                reranker_factory=factory)
        hook = rl.run_scenario(built.store, provider, by_name["hook-skip"], queries, reranker_factory=factory)
    finally:
        built.store.close()
    assert skip["embed_cache"] == {"hits": 3, "misses": 3}  # cold pass misses, warm pass hits
    assert skip["cold"]["stages"]["embed"]["p50"] > skip["warm"]["stages"]["embed"]["p50"]
    assert skip["cold"]["stages"]["total"]["n"] == 3
    assert skip["cold"]["gate_fired"] == 0 and fired["cold"]["gate_fired"] == 3
    assert fired["cold"]["rerank_ran"] == 0  # passthrough: the gate fires, nothing is re-scored
    assert "expand" in hook["cold"]["stages"] and "expand" not in skip["cold"]["stages"]
    for stage in ("search", "fuse", "rerank", "total"):
        assert {"p50", "p95"} <= set(skip["warm"]["stages"][stage])


def test_cli_runs_end_to_end_without_writing(capsys: pytest.CaptureFixture[str]) -> None:
    res = rl.main(["--sizes", "200", "--queries", "2", "--e5-queries", "0", "--base-texts", "40", "--no-write"])
    (size,) = res["sizes"]
    assert size["children"] == 200 and size["real_model_vectors"] == 40 and size["perturbed_vectors"] == 160
    assert set(size["scenarios"]) == {"memory_search", "skip", "fired-passthrough", "hook-skip"}
    assert len(size["loadavg_before"]) == 3 and "vector_agent" in size["storage_calls_ms"]
    # the floor (embed + one vector scan + one FTS call) is measured in the same run as memory_search
    floor = size["floor_ms"]
    assert floor["total"]["n"] == 2 and floor["total"]["p50"] >= floor["embed"]["p50"] > 0
    assert size["memory_search_over_floor_p50"] == pytest.approx(
        size["scenarios"]["memory_search"]["cold"]["stages"]["total"]["p50"] / floor["total"]["p50"], abs=0.01)
    out = capsys.readouterr().out
    assert "skip" in out and "total p50/p95" in out and "wrote" not in out

    from bench.plot_recall_latency import render

    svg = render(res)
    ET.fromstring(svg)  # well-formed
    assert svg.count("<title>") == 4  # one bar per scenario at the one size
    assert "target skip p50 25 ms" in svg
