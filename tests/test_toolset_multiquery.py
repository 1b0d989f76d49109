"""Optional multi-query expansion against a real local chat-completions server."""

from __future__ import annotations

import dataclasses
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from rerank_server import LocalServer, Reply

from memspark.config import Config, HydeConfig, load_config
from memspark.embed import EmbedQueue, create_provider
from memspark.recall.manager import MemorySparkManager
from memspark.recall.multiquery import QueryExpander, multi_query_recall, parse_rephrasings
from memspark.storage import LanceStore
from memspark.toolset.indexer import index_paths
from memspark.toolset.search import memory_search
from memspark.tuning import Tuning
from memspark.workspace import Workspace


def completion(content: Any) -> Reply:
    return Reply(json={"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}]})


def _cfg(srv: LocalServer, **kw: Any) -> HydeConfig:
    return dataclasses.replace(HydeConfig(), multi_query=True, base_url=srv.url + "/v1", model="tiny", **kw)


def test_off_by_default_sends_nothing() -> None:
    with LocalServer(lambda req: completion("x")) as srv:
        exp = QueryExpander(dataclasses.replace(HydeConfig(), base_url=srv.url + "/v1", model="tiny"))
        assert exp.expand("spark port").queries == ("spark port",) and exp.expand("q").reason == "disabled"
        assert srv.requests == []


def test_rephrasings_are_parsed_and_sent_as_chat() -> None:
    with LocalServer(lambda req: completion("1. embedding service port\n- spark port\n\nport of the DGX embedder")) as srv:
        exp = QueryExpander(_cfg(srv), tuning=Tuning(multi_query_count=2))
        got = exp.expand("spark port")
        assert got.reason == "ok" and got.queries == ("spark port", "embedding service port", "port of the DGX embedder")
        body = srv.requests[0].json
        assert srv.requests[0].path == "/v1/chat/completions" and body["model"] == "tiny"
        assert "2 different rephrasings" in body["messages"][0]["content"]


@pytest.mark.parametrize(("reply", "reason"), [(Reply(status=500), "error: http 500"), (completion(""), "empty"),
                                               (completion(None), "empty"),
                                               (Reply(delay_s=1.0, json={}), "timeout")])
def test_failures_fall_back_silently(reply: Reply, reason: str) -> None:
    with LocalServer(lambda req: reply) as srv:
        got = QueryExpander(_cfg(srv, timeout_s=0.3)).expand("spark port")
        assert got.queries == ("spark port",) and got.reason == reason


def test_parse_drops_duplicates_and_the_original() -> None:
    assert parse_rephrasings("Spark port\n\"spark port\"\nA\na\nB", "spark port", 5) == ["A", "B"]


def _indexed(tmp_path: Path) -> tuple[Config, EmbedQueue]:
    """A meta workspace with an infra note and a garden note, indexed with the real model."""
    (tmp_path / "workspace-meta" / "memory").mkdir(parents=True)
    (tmp_path / "workspace-meta" / "memory" / "infra.md").write_text(
        "# Infra\n\nThe llama-embed-nemotron-8b embedder listens on 18091 on the DGX box.\n")
    (tmp_path / "workspace-meta" / "memory" / "garden.md").write_text("# Garden\n\nTomatoes need watering daily.\n")
    # The embed text carries the note's date (its mtime), so pin it: with today's date the plain query's
    # cosine to the infra note is within 0.01 of zero and its sign changes from day to day.
    pinned = datetime(2026, 6, 15, 12, tzinfo=UTC).timestamp()
    for note in (tmp_path / "workspace-meta" / "memory").glob("*.md"):
        os.utime(note, (pinned, pinned))
    cfg = load_config(root=tmp_path, env={})
    queue = EmbedQueue(create_provider(cfg.embed), cfg.embed)
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
    index_paths(cfg, Workspace(cfg.workspace, cfg.root), store, queue,
                sorted((tmp_path / "workspace-meta" / "memory").glob("*.md")))
    return cfg, queue


def test_multi_query_recall_fuses_runs(tmp_path: Path) -> None:
    cfg, queue = _indexed(tmp_path)
    rephrased = "llama-embed-nemotron-8b embedder port 18091\nwhich port does the nemotron embedder listen on"
    with LocalServer(lambda req: completion(rephrased)) as srv, \
            MemorySparkManager(cfg, "meta", queue=queue) as m:
        plain = multi_query_recall(m, "spark models", QueryExpander(HydeConfig()), min_score=0.0)
        assert len(plain.runs) == 1 and plain.expansion.reason == "disabled"
        out = multi_query_recall(m, "spark models", QueryExpander(_cfg(srv)), min_score=0.0)
        assert out.expansion.queries == ("spark models", *rephrased.split("\n"))
        assert len(out.runs) == 3 and out.results[0].path == "memory/infra.md"  # two of three runs rank it first
        assert out.results[0].fused > 0


def test_memory_search_uses_multi_query_when_configured(tmp_path: Path) -> None:
    base, queue = _indexed(tmp_path)
    calls: list[Any] = []

    def reply(req: Any) -> Reply:
        calls.append(req)
        return completion("llama-embed-nemotron-8b embedder port 18091\n"
                          "which port does the nemotron embedder listen on")

    with LocalServer(reply) as srv:
        cfg = dataclasses.replace(base, hyde=_cfg(srv))
        with MemorySparkManager(cfg, "meta", queue=queue) as m:
            out = memory_search(m, {"query": "spark models", "minScore": 0})
    assert calls, "the expansion endpoint was asked"
    assert out["results"][0]["path"] == "memory/infra.md"
