"""Spec parity on a real indexed workspace: the source enum, memory_get reading indexed chunks
first, per-call RerankOptions on every surface, unknown agents and missing roots."""

from __future__ import annotations

from pathlib import Path

import pytest

from memspark.cli import main
from memspark.config import Config, load_config
from memspark.embed import EmbedQueue
from memspark.recall import MemorySparkManager, RerankOptions, render_trace
from memspark.storage import LanceStore
from memspark.toolset.indexer import index_paths
from memspark.toolset.search import memory_get, memory_search, search_response
from memspark.workspace import Workspace

NOTE = "# Notes\n\nThe staging database moved to db-stg-02.internal.\n\nBackups run nightly at 02:00.\n"
QUERY = "where did the staging database move"


@pytest.fixture()
def cfg(tmp_path: Path, queue: EmbedQueue) -> Config:
    files = {"workspace-meta/memory/notes.md": NOTE, "workspace-dev/MEMORY.md": "# Dev\n\nprivate dev token\n"}
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    cfg = load_config(root=tmp_path, env={})
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
    index_paths(cfg, Workspace(cfg.workspace, cfg.root), store, queue, [tmp_path / rel for rel in files])
    store.close()
    return cfg


def test_a_deleted_but_indexed_file_is_read_from_the_index(cfg: Config, queue: EmbedQueue) -> None:
    (cfg.root / "workspace-meta/memory/notes.md").unlink()
    with MemorySparkManager(cfg, "meta", queue=queue) as m:
        out = memory_get(m, {"path": "memory/notes.md", "from": 3, "lines": 1})
        assert out == {"text": "The staging database moved to db-stg-02.internal.", "path": "memory/notes.md"}
        whole = memory_get(m, {"path": "memory/notes.md"})["text"]
        assert whole == NOTE.rstrip("\n")  # blank separator lines come back blank
        # the refusals still hold: traversal, another agent's file, an unknown file
        for path in ("../workspace-dev/MEMORY.md", "workspace-dev/MEMORY.md", "memory/never.md"):
            assert memory_get(m, {"path": path})["disabled"] is True, path


def test_the_index_answers_before_the_disk(cfg: Config, queue: EmbedQueue) -> None:
    (cfg.root / "workspace-meta/memory/notes.md").write_text(NOTE.replace("02:00", "03:00"))  # not re-indexed
    with MemorySparkManager(cfg, "meta", queue=queue) as m:
        assert memory_get(m, {"path": "memory/notes.md", "from": 5, "lines": 1})["text"] == \
            "Backups run nightly at 02:00."


def test_results_keep_the_spec_source_enum(cfg: Config, queue: EmbedQueue) -> None:
    with MemorySparkManager(cfg, "meta", queue=queue) as m:
        results = memory_search(m, {"query": QUERY, "minScore": 0.0})["results"]
    assert results and {r["source"] for r in results} <= {"memory", "sessions"}


def test_rerank_options_reach_the_pipeline(cfg: Config, queue: EmbedQueue) -> None:
    with MemorySparkManager(cfg, "meta", queue=queue) as m:
        _, default = search_response(m, {"query": QUERY, "minScore": 0.0})
        _, off = search_response(m, {"query": QUERY, "minScore": 0.0, "gateOverride": "off",
                                     "blendModeOverride": "score", "alphaOverride": 0.2})
        bad, _ = search_response(m, {"query": QUERY, "alphaOverride": 3})
        typo, _ = search_response(m, {"query": QUERY, "gate": "off"})
        via_manager = m.recall(QUERY, min_score=0.0, overrides=RerankOptions(gate="soft")).trace
        assert m.search(QUERY, min_score=0.0, rerank=RerankOptions(gate="off"))
    assert "gate hard" in render_trace(default.trace)
    assert "gate off" in render_trace(off.trace)
    assert "gate soft" in render_trace(via_manager)
    assert bad["disabled"] is True and "alphaOverride" in bad["error"]
    assert "'gate'" in typo["error"] and "gateOverride" in typo["error"]  # unknown names are never ignored


def test_cli_search_takes_rerank_options(cfg: Config, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--root", str(cfg.root), "search", QUERY, "--agent", "meta", "--min-score", "0", "--json",
                 "--trace", "--rerank-options", '{"gateOverride": "off"}'])
    out = capsys.readouterr()
    assert code == 0 and "gate off" in out.err and "db-stg-02" in out.out
    code = main(["--root", str(cfg.root), "search", QUERY, "--agent", "meta", "--rerank-options", '{"gate": 1}'])
    assert code == 7 and "gateOverride" in capsys.readouterr().err  # InvalidToolParams: a recall error (exit 7)


def test_an_unknown_agent_is_an_error_or_a_warning(cfg: Config, queue: EmbedQueue,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["--root", str(cfg.root), "search", QUERY, "--agent", "nobody"])
    err = capsys.readouterr().err
    assert code != 0 and "unknown agent 'nobody'" in err and "dev, meta" in err
    for argv in (["mcp", "--agent", "nobody"], ["index", "--agent", "nobody"],
                 ["tool", "memory_store", "--agent", "nobody", "--params", '{"text": "The gateway runs on port 9."}']):
        assert main(["--root", str(cfg.root), *argv]) == 3, argv  # WorkspaceError's exit code, before any work
        assert "unknown agent 'nobody'" in capsys.readouterr().err
    assert not (cfg.root / "workspace-nobody").exists()
    with MemorySparkManager(cfg, "nobody", queue=queue) as m:  # the library answers, and says why it is thin
        out = memory_search(m, {"query": QUERY, "minScore": 0.0})
    assert out["results"] == [] and "unknown agent 'nobody'" in out["warning"]


@pytest.mark.parametrize("command", ["status", "index"])
def test_a_missing_root_is_an_error_and_creates_nothing(tmp_path: Path, command: str,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    root = tmp_path / "no-such-root"
    code = main(["--root", str(root), command])
    assert code != 0 and "workspace root not found" in capsys.readouterr().err
    assert not root.exists()
