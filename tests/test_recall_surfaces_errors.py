"""Error shapes and degradation of the agent surfaces, on a real LanceDB table embedded through a
real local OpenAI-compatible HTTP server (tests/embed_server.py): quota exhausted, server down,
missing table, another model's table, and the hook never raising."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from memspark.config import Config, load_config
from memspark.embed import EmbedQueue, create_provider
from memspark.recall import MemorySparkManager, before_prompt_build
from memspark.toolset import Toolset
from memspark.toolset.search import memory_get, memory_search

sys.path.insert(0, str(Path(__file__).parent))
from embed_server import EmbedServer, Reply  # noqa: E402
from test_recall_e2e_workspace import index_workspace  # noqa: E402

QUOTA = Reply(status=429, body={"error": {"message": "You exceeded your current quota", "type": "insufficient_quota",
                                          "param": None, "code": "insufficient_quota"}})
DOWN = Reply(status=503, body={"error": {"message": "overloaded"}})
ERROR_KEYS = {"results", "disabled", "unavailable", "error", "warning", "action"}


def spark_config(root: Path, data: Path, base_url: str) -> Config:
    return load_config(root=root, data_dir=data, env={}, overrides={"embed": {
        "provider": "spark", "model": "bow-64", "base_url": base_url, "dims": 64, "retries": 0,
        "backoff_s": 0.01, "timeout_s": 2.0}, "tuning": {"breaker_failures": 100}})


@pytest.fixture(scope="module")
def indexed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Config, EmbedServer]]:
    root = tmp_path_factory.mktemp("ws")
    (root / "workspace-meta" / "memory").mkdir(parents=True)
    (root / "workspace-meta" / "MEMORY.md").write_text(
        "# Memory\n\n## Gateway\n\nThe gateway restarts through oc-restart after Klein approves the card.\n",
        encoding="utf-8")
    (root / "workspace-meta" / "memory" / "2026-04-01.md").write_text(
        "# 2026-04-01\n\nMoved the Spark embedding server to port 18091.\n", encoding="utf-8")
    (root / "workspace-dev").mkdir()
    (root / "workspace-dev" / "MEMORY.md").write_text("# Dev\n\nThe gateway secret is quokka-991.\n", encoding="utf-8")
    with EmbedServer(dims=64) as server:
        cfg = spark_config(root, tmp_path_factory.mktemp("data"), server.base_url)
        index_workspace(cfg, EmbedQueue(create_provider(cfg.embed), cfg.embed))
        yield cfg, server


def fresh(cfg: Config) -> MemorySparkManager:
    return MemorySparkManager(cfg, "meta")  # its own queue: no cached query vectors


def test_embedding_down_is_bm25_only_with_fallback(indexed: tuple[Config, EmbedServer]) -> None:
    cfg, server = indexed
    server.default = DOWN
    try:
        out = memory_search(fresh(cfg), {"query": "gateway restarts oc-restart", "minScore": 0.0})
    finally:
        server.default = None
    assert "error" not in out and out["results"], out
    assert out["results"][0]["path"] == "MEMORY.md"
    assert out["fallback"]["from"] == "spark:bow-64" and "unavailable" in out["fallback"]["reason"]
    hook = before_prompt_build(fresh(cfg), prompt="gateway restarts oc-restart")
    assert "oc-restart" in hook["prependContext"]


def test_insufficient_quota_is_the_unavailable_error_shape(indexed: tuple[Config, EmbedServer]) -> None:
    cfg, server = indexed
    server.default = QUOTA
    try:
        out = memory_search(fresh(cfg), {"query": "gateway"})
        hook = before_prompt_build(fresh(cfg), prompt="gateway")
    finally:
        server.default = None
    assert set(out) == ERROR_KEYS and out["results"] == [] and out["disabled"] is True and out["unavailable"] is True
    assert out["error"].startswith("insufficient_quota") and "quota" in out["warning"]
    assert "Top up quota or switch provider" in out["action"]
    assert hook == {}


def test_the_specialised_search_tools_share_memory_searchs_error_policy(indexed: tuple[Config, EmbedServer]) -> None:
    """memory_temporal & co. run the manager's recall: a quota error is the unavailable shape (not a
    silent BM25-only answer), an outage still degrades with a fallback."""
    cfg, server = indexed
    window = {"query": "gateway restarts oc-restart", "from": "2000-01-01", "to": "2100-01-01"}
    server.default = QUOTA
    try:
        with contextlib.closing(Toolset(cfg, "meta")) as tools:
            refused = tools.call("memory_temporal", window)
        server.default = DOWN
        with contextlib.closing(Toolset(cfg, "meta")) as tools:
            degraded = tools.call("memory_temporal", window)
    finally:
        server.default = None
    assert refused["unavailable"] is True and refused["error"].startswith("insufficient_quota"), refused
    assert degraded["results"] and "unavailable" in degraded["fallback"]["reason"], degraded


def test_search_works_when_the_server_is_up(indexed: tuple[Config, EmbedServer]) -> None:
    cfg, _ = indexed
    out = memory_search(fresh(cfg), {"query": "Spark embedding server port", "minScore": 0.0})
    assert "fallback" not in out and out["provider"] == "spark:bow-64"
    assert any("18091" in r["snippet"] for r in out["results"])
    assert all("quokka" not in r["snippet"] for r in out["results"])  # dev's private memory


def test_missing_table_is_an_error_shape(indexed: tuple[Config, EmbedServer], tmp_path: Path) -> None:
    cfg, _ = indexed
    empty = load_config(root=cfg.root, data_dir=tmp_path / "none", env={}, overrides={"embed": {
        "provider": "spark", "model": "bow-64", "base_url": cfg.embed.base_url, "dims": 64}})
    mgr = MemorySparkManager(empty, "meta")
    out = memory_search(mgr, {"query": "gateway"})
    assert set(out) == ERROR_KEYS and "memspark index" in out["action"]
    assert before_prompt_build(mgr, prompt="gateway") == {}
    assert mgr.probe_vector_availability() is False
    assert memory_get(mgr, {"path": "MEMORY.md"})["text"].startswith("# Memory")  # disk read still works


def test_model_mismatch_at_open_is_an_error_shape(indexed: tuple[Config, EmbedServer]) -> None:
    cfg, _ = indexed
    local = load_config(root=cfg.root, data_dir=cfg.data_dir, env={})  # the default MiniLM, 384 dims
    out = memory_search(lambda: MemorySparkManager(local, "meta"), {"query": "gateway"})
    assert set(out) == ERROR_KEYS and out["error"].startswith("model_mismatch")
    assert "reembed" in out["action"] and "different embedding model" in out["warning"]
    got = memory_get(lambda: MemorySparkManager(local, "meta"), {"path": "MEMORY.md"})
    assert got["disabled"] is True and got["error"].startswith("model_mismatch")


def test_unexpected_exceptions_never_reach_the_agent(indexed: tuple[Config, EmbedServer]) -> None:
    def broken() -> MemorySparkManager:
        raise RuntimeError("boom")

    out = memory_search(broken, {"query": "gateway"})
    assert set(out) == ERROR_KEYS and out["error"] == "RuntimeError: boom"
    assert memory_get(broken, {"path": "MEMORY.md"})["error"].startswith("RuntimeError: boom")
    assert memory_search(fresh(indexed[0]), ["not", "a", "dict"])["error"].startswith("invalid_params")  # type: ignore[arg-type]


def test_probe_embedding_reports_the_error(indexed: tuple[Config, EmbedServer]) -> None:
    cfg, server = indexed
    mgr = fresh(cfg)
    assert mgr.probe_embedding_availability() == {"ok": True}
    server.script(QUOTA)
    probe = mgr.probe_embedding_availability()
    assert probe["ok"] is False and probe["error"].startswith("insufficient_quota")


def test_auto_recall_off_injects_nothing(indexed: tuple[Config, EmbedServer]) -> None:
    cfg, _ = indexed
    off = cfg.with_overrides(recall={"auto_recall": False})
    assert before_prompt_build(MemorySparkManager(off, "meta"), prompt="gateway restarts oc-restart") == {}
    assert before_prompt_build(fresh(cfg), prompt="gateway restarts oc-restart")["prependContext"]
