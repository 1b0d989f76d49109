"""tally(): the ingest run's report from its plan and its batches' outcomes (pure)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from memspark.config import WorkspaceConfig
from memspark.ingest import (
    BatchOutcome,
    ChangeReport,
    FileFailure,
    IngestReport,
    plan_changes,
    snapshot_files,
    tally,
)
from memspark.workspace import Workspace


def _plan(tmp_path: Path) -> ChangeReport:
    files = {"workspace-a/MEMORY.md": b"# a\n", "workspace-a/USER.md": b"# u\n", "workspace-a/new.md": b"# n\n",
             "workspace-a/new2.md": b"# n2\n", "workspace-a/bin.md": b"x\x00y"}
    for rel, data in files.items():
        p = tmp_path / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
    ws = Workspace(WorkspaceConfig(), tmp_path)
    snaps = {s.key: s for s in snapshot_files(ws, ws.iter_files())}
    stored = {("a", "MEMORY.md"): snaps[("a", "MEMORY.md")].content_hash, ("a", "USER.md"): "old",
              ("a", "gone.md"): "x"}
    return plan_changes(list(snaps.values()), stored)


def test_tally_counts_the_plan_and_the_batches(tmp_path: Path) -> None:
    plan = _plan(tmp_path)
    assert (len(plan.added), len(plan.changed), len(plan.skipped)) == (2, 1, 1)
    batches = [BatchOutcome(2, (), 5, 9, 0.1234, turns_embedded=4), BatchOutcome(1, (), 2, 3, 0.2)]
    report = tally(plan, batches, model="m", table_rows=40, seconds=1.23456)
    assert (report.added, report.changed, report.unchanged, report.deleted, report.skipped) == (2, 1, 1, 1, 1)
    assert (report.files_indexed, report.chunks_embedded, report.chunks_written) == (3, 7, 12)
    assert report.turns_embedded == 4 and report.to_dict()["turns_embedded"] == 4
    assert (report.seconds, report.embed_seconds, report.model, report.table_rows) == (1.235, 0.323, "m", 40)
    [skip] = report.skipped_files
    assert (skip.agent, skip.path, skip.detail) == ("a", "bin.md", "")
    assert skip.reason == "binary file (NUL bytes)" and skip.line.startswith("a:bin.md: binary file")


def test_a_file_that_failed_mid_run_is_a_skip_not_added_or_changed(tmp_path: Path) -> None:
    plan = _plan(tmp_path)
    failed_new = FileFailure("a", "new.md", "disappeared during the run", "nothing to do")
    failed_changed = FileFailure("a", "USER.md", "could not be read or chunked (RecursionError: x)", "fix it")
    report = tally(plan, [BatchOutcome(1, (failed_new, failed_changed), 1, 2, 0.0)], model="m", table_rows=2,
                   seconds=0.5)
    assert (report.added, report.changed, report.skipped) == (1, 0, 3)
    assert [s.path for s in report.skipped_files] == ["bin.md", "new.md", "USER.md"]
    assert report.skipped_files[2].line == "a:USER.md: could not be read or chunked (RecursionError: x) — fix it"
    assert report.skipped_files[2].detail == ""


def test_the_report_is_frozen_and_its_dict_is_the_printed_shape(tmp_path: Path) -> None:
    report = tally(_plan(tmp_path), [], model="", table_rows=0, seconds=0.0)
    assert isinstance(report, IngestReport)
    with pytest.raises(dataclasses.FrozenInstanceError):
        report.added = 3  # type: ignore[misc]
    out = report.to_dict()
    assert list(out) == ["added", "changed", "unchanged", "deleted", "skipped", "skipped_files", "files_indexed",
                         "chunks_embedded", "chunks_written", "seconds", "embed_seconds", "model", "table_rows",
                         "turns_embedded"]
    assert out["skipped_files"] == [{"agent": "a", "path": "bin.md", "reason": "binary file (NUL bytes)",
                                     "detail": "", "line": report.skipped_files[0].line}]
    assert (out["added"], out["files_indexed"]) == (2, 0)  # nothing ran: the plan's counts, no work
