"""Progress of long work: the tracker's counts, ETA and log cadence; the terminal views; and the
ingest flow reporting per-batch progress in its own log (what the Prefect UI shows) and to listeners."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest

from memspark import progress
from memspark.cli.progress_view import show_progress


class Clock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def test_tracker_reports_counts_eta_and_logs_every_few_seconds() -> None:
    clock, logged, seen = Clock(), [], []
    with progress.listen(seen.append):
        tr = progress.Tracker("index", 10, "files", log=logged.append, log_every_s=5.0, clock=clock)
        clock.t += 2.0
        tr.advance(2)
        assert logged == []  # under 5 s since the start: no log line yet
        clock.t += 4.0
        tr.advance(2)  # 6 s, 4 of 10 done: 1.5 s per file
        assert logged == ["index: 4 of 10 files (40%), ETA 9s"]
        clock.t += 1.0
        tr.advance(1)
        tr.finish()
    assert logged[-1] == "index: 10 of 10 files (100%)"
    assert [u.done for u in seen] == [0, 2, 4, 5, 10] and seen[-1].finished
    assert progress.last("index") == seen[-1]


def test_a_resumed_run_estimates_from_its_own_rate() -> None:
    clock = Clock()
    tr = progress.Tracker("re-embed", 100, "rows", done=50, clock=clock)
    clock.t += 10.0
    tr.advance(10)  # 10 rows in 10 s here; 40 left
    update = progress.last("re-embed")
    assert update is not None and update.eta_s == pytest.approx(40.0)
    assert "60 of 100 rows" in update.line()


def test_plain_view_prints_a_line_every_few_seconds_and_the_end(capsys: pytest.CaptureFixture[str]) -> None:
    with show_progress(tty=False, every_s=0.0):
        tr = progress.Tracker("maintain", 2, "steps")
        tr.advance()
        tr.finish()
    err = capsys.readouterr().err.splitlines()
    assert err[-1] == "maintain: 2 of 2 steps (100%)" and err[-2].startswith("maintain: 1 of 2 steps (50%), ETA")


def test_quick_work_prints_nothing_without_a_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    with show_progress(tty=False):  # the default: a line only after 5 s
        tr = progress.Tracker("index", 3, "files")
        tr.advance(3)
        tr.finish()
    assert capsys.readouterr().err == ""


def test_terminal_view_draws_a_bar_with_counts(capsys: pytest.CaptureFixture[str]) -> None:
    with show_progress(tty=True):
        tr = progress.Tracker("index", 4, "files")
        tr.advance(2)
        tr.finish()
    err = capsys.readouterr().err
    assert "index" in err and "4/4" in err and "files" in err


class Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


@pytest.mark.usefixtures("prefect_harness")
def test_ingest_flow_reports_progress_per_batch_in_its_run_log(tmp_path: Path) -> None:
    from flows.ingest import ingest

    root = tmp_path / "ws"
    for i in range(5):
        p = root / "workspace-meta" / "memory" / f"2026-02-0{i + 1}.md"
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(f"# Day {i}\n\nNote number {i} about the gateway.\n", encoding="utf-8")
    (root / "memspark.toml").write_text("[tuning]\nfiles_per_batch = 2\n", encoding="utf-8")
    seen: list[progress.ProgressUpdate] = []
    run_log = Collect()  # the flow run's logger: what goes to the Prefect API and its UI
    logger = logging.getLogger("prefect.flow_runs")
    level = logger.level
    logger.setLevel(logging.INFO)  # the suite runs Prefect at WARNING; a server-backed CLI run logs INFO
    logger.addHandler(run_log)
    try:
        with progress.listen(seen.append):
            asyncio.run(ingest(root=str(root), data_dir=str(tmp_path / "data")))
    finally:
        logger.removeHandler(run_log)
        logger.setLevel(level)
    assert [u.done for u in seen if u.task == "index"] == [0, 2, 4, 5, 5]
    assert "index: 5 of 5 files (100%)" in run_log.messages
