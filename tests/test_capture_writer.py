"""The capture writer, hooks and CLI on the real store (LanceDB in tmp) and the bundled local model."""

from __future__ import annotations

import dataclasses
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from memspark.capture import CaptureDecision, CaptureService, after_message, agent_end
from memspark.cli import main
from memspark.config import Config, load_config
from memspark.embed import EmbedQueue
from memspark.ingest import snapshot_files
from memspark.recall.manager import MemorySparkManager
from memspark.workspace import Workspace

FACT = "The embedding server on the DGX Spark listens on port 18091."
PREF = "I prefer concise answers without a lot of bullet points."
DECISION = "We decided to use LanceDB instead of Chroma for the memory store."
NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


@pytest.fixture()
def cfg(tmp_path: Path) -> Config:
    for agent in ("meta", "dev"):
        (tmp_path / f"workspace-{agent}").mkdir()
    return load_config(root=tmp_path, env={})


@pytest.fixture()
def service(cfg: Config, queue: EmbedQueue) -> CaptureService:
    return CaptureService.from_config(cfg, queue=queue)


def test_capture_is_a_real_file_and_a_searchable_row(cfg: Config, service: CaptureService, queue: EmbedQueue) -> None:
    out = after_message(service, agent_id="meta", message={"role": "user", "content": FACT}, now=NOW)
    assert out.action == "stored" and out.path == "memory/captures/2026-03-01.md"
    assert FACT in (cfg.root / "workspace-meta" / out.path).read_text()
    with MemorySparkManager(cfg, "meta", queue=queue) as m:
        hits = m.search("which port does the embedding server listen on", min_score=0.1, now="2026-03-01")
        assert hits[0]["path"] == out.path and (hits[0]["source"], hits[0]["origin"]) == ("memory", "capture")
        assert m.read_file(out.path, hits[0]["startLine"], 1)["text"] == FACT  # memory_get sees it
        top = m.recall("which port does the embedding server listen on", min_score=0.1).results[0]
        assert top.weight == pytest.approx(1.5)  # recall.source_weights["capture"]
    with MemorySparkManager(cfg, "dev", queue=queue) as other:  # another agent never sees it
        assert other.search("which port does the embedding server listen on", min_score=0.0) == []


def test_duplicate_refreshes_the_timestamp(cfg: Config, service: CaptureService) -> None:
    first = service.capture(FACT, role="user", agent_id="meta", now=NOW)
    later = datetime(2026, 3, 1, 18, 30, tzinfo=UTC)
    again = service.capture(FACT.replace("listens", "is listening"), role="user", agent_id="meta", now=later)
    assert again.action == "refreshed" and again.similarity is not None and again.similarity >= 0.92
    entries = service.writer.entries("meta")
    assert len(entries) == 1
    assert entries[0][1].seen == "2026-03-01T18:30:00Z" and entries[0][1].captured == "2026-03-01T12:00:00Z"
    row = service.writer.store.get_by_ids([first.id])[0]
    assert row.updated_at == "2026-03-01T18:30:00Z"
    assert service.capture(PREF, role="user", agent_id="meta", now=later).action == "stored"  # not a duplicate


def test_reindex_sees_the_capture_file_unchanged(cfg: Config, service: CaptureService) -> None:
    out = service.capture(FACT, role="user", agent_id="meta", now=NOW)
    service.capture(PREF, role="user", agent_id="meta", now=NOW)
    ws = Workspace(cfg.workspace, cfg.root)
    snap = snapshot_files(ws, [cfg.root / "workspace-meta" / out.path])[0]
    assert snap.route.source == "capture"
    assert service.writer.store.file_hashes()[("meta", out.path)] == snap.content_hash


def test_remove_rewrites_the_file_and_rows(cfg: Config, service: CaptureService) -> None:
    a = service.capture(FACT, role="user", agent_id="meta", now=NOW)
    b = service.capture(PREF, role="user", agent_id="meta", now=NOW)
    assert service.writer.remove("meta", a.path, [a.start_line]) == 1
    left = service.writer.entries("meta")
    assert [e.text for _, e in left] == [PREF]
    assert service.writer.store.get_by_ids([a.id]) == []
    assert len(service.writer.store.list_paths("meta")) == 1 and b.path == left[0][0]


def test_agent_end_keeps_max_per_turn_most_confident(cfg: Config, queue: EmbedQueue) -> None:
    svc = CaptureService.from_config(dataclasses.replace(cfg, tuning=dataclasses.replace(cfg.tuning, capture_max_per_turn=2)),
                                     queue=queue)
    turn = [{"role": "user", "content": PREF}, {"role": "assistant", "content": "Sure! Happy to help with that."},
            {"role": "user", "content": DECISION}, {"role": "user", "content": FACT}]
    outs = agent_end(svc, agent_id="meta", messages=turn, now=NOW)
    assert [o.action for o in outs].count("stored") == 2
    assert [o.decision.gate for o in outs if o.action == "skipped"].count("max-per-turn") == 1


def test_hook_never_raises(cfg: Config, service: CaptureService) -> None:
    out = after_message(service, agent_id="ghost", message={"role": "user", "content": FACT})
    assert out.action == "error" and "workspace-ghost" in out.decision.reason


def test_cli_capture_dry_run_and_store(cfg: Config, capsys: pytest.CaptureFixture[str]) -> None:
    root = str(cfg.root)
    assert main(["capture", PREF, "--agent", "meta", "--role", "user", "--dry-run", "--json", "--root", root]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["action"], out["category"], out["gate"]) == ("would-store", "preference", "classifier")
    assert not (cfg.root / "workspace-meta" / "memory").exists()  # dry run stores nothing
    assert main(["capture", "thanks!! sounds good", "--agent", "meta", "--role", "user", "--root", root]) == 0
    assert capsys.readouterr().out.startswith("skipped: noise")
    assert main(["capture", PREF, "--agent", "meta", "--role", "user", "--json", "--root", root]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["action"] == "stored" and out["path"].startswith("memory/captures/")


def test_a_duplicate_is_still_found_after_a_full_reindex_chunked_the_file(cfg: Config, service: CaptureService,
                                                                          queue: EmbedQueue) -> None:
    from memspark.toolset.indexer import index_paths

    texts = [FACT, PREF, DECISION, "The nightly backup job copies the data dir to the NAS at 02:00.",
             "Staging deploys need a green CI run and one approving review."]
    outs = [service.writer.store_decision(CaptureDecision(True, "test", "kept", t, "user", "meta", "fact", 0.9), now=NOW)
            for t in texts]
    assert [o.action for o in outs] == ["stored"] * len(texts)
    path = cfg.root / "workspace-meta" / outs[0].path
    store = service.writer.store
    index_paths(cfg, Workspace(cfg.workspace, cfg.root), store, queue, [path])  # what `index --full` does
    assert store.get_by_ids([o.id for o in outs]) == []  # multi-entry chunks now, no entry's row
    later = datetime(2026, 3, 1, 18, 30, tzinfo=UTC)
    again = service.capture(FACT.replace("listens", "is listening"), role="user", agent_id="meta", now=later)
    assert again.action == "refreshed" and again.id == outs[0].id  # that entry, not a neighbour in its chunk
    entries = service.writer.entries("meta")
    assert [e.text for _, e in entries] == texts  # no duplicate written
    assert [e.seen for _, e in entries] == ["2026-03-01T18:30:00Z"] + ["2026-03-01T12:00:00Z"] * 4
