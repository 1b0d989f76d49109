"""The ingest flow's commits and its one retry layer: real Prefect (harness), real LanceDB, a real HTTP server."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from memspark.errors import EmbeddingError
from memspark.storage.types import SearchOptions
from tests.test_ingest_flow import run_ingest, store_for, write

sys.path.insert(0, str(Path(__file__).parent))
from embed_server import EmbedServer, Reply  # noqa: E402

pytestmark = pytest.mark.usefixtures("prefect_harness")


def _notes(root: Path, names: list[str]) -> None:
    for name in names:
        write(root, f"workspace-a/memory/{name}.md", f"# {name}\n\nA short note about {name} and its owner.\n")


def test_chunks_per_upsert_bounds_the_rows_of_one_commit(tmp_path: Path) -> None:
    root, data = tmp_path / "ws", tmp_path / "data"
    _notes(root, ["seed"])
    run_ingest(root, data)
    no_optimize = {"storage": {"optimize_after_ingest": False}}

    _notes(root, ["alpha", "beta", "gamma"])
    before = store_for(data).status().version
    out = run_ingest(root, data, overrides={**no_optimize, "tuning": {"chunks_per_upsert": 1}})
    assert out.added == 3 and out.chunks_written >= 3
    assert store_for(data).status().version - before == 3  # one commit per file: each has more rows than 1

    _notes(root, ["delta", "epsilon", "zeta"])
    before = store_for(data).status().version
    out = run_ingest(root, data, overrides=no_optimize)
    assert out.added == 3
    assert store_for(data).status().version - before == 1  # the default (2000 rows): the batch in one commit
    paths = {h.path for h in store_for(data).fts_search("short note owner", SearchOptions(agent_id="a", max_results=20))}
    assert {f"memory/{n}.md" for n in ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]} <= paths


def test_embedding_is_retried_by_the_queue_only(tmp_path: Path) -> None:
    """A failing provider gets 1 + embed.retries requests for the batch, not that times Prefect task retries."""
    root, data = tmp_path / "ws", tmp_path / "data"
    _notes(root, ["alpha"])
    with EmbedServer(dims=64) as server:
        server.default = Reply(status=500, body={"error": {"message": "boom"}})
        embed = {"provider": "spark", "base_url": server.base_url, "model": "test-embed", "api_key": "k", "dims": 64,
                 "retries": 2, "backoff_s": 0.01}
        with pytest.raises(EmbeddingError):
            run_ingest(root, data, overrides={"embed": embed, "tuning": {"breaker_failures": 50}})
        documents = [r for r in server.requests if isinstance(r.body, dict) and r.body.get("input_type") == "passage"]
    assert len(documents) == 3
