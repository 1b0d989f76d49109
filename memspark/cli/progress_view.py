"""The terminal side of :mod:`memspark.progress`: a rich progress bar (counts, elapsed, ETA) on
stderr when stdout is a terminal; otherwise one plain line on stderr every few seconds (and a last
one at the end when any was printed). stdout stays for the command's result (``--json``)."""

from __future__ import annotations

import contextlib
import sys
import time
from collections.abc import Iterator
from typing import Any

LINE_EVERY_S = 5.0


@contextlib.contextmanager
def show_progress(*, tty: bool | None = None, every_s: float = LINE_EVERY_S) -> Iterator[None]:
    """Render every progress update reported in this process while the block runs."""
    from memspark import progress

    if sys.stdout.isatty() if tty is None else tty:
        with _bar() as on_update, progress.listen(on_update):
            yield
        return
    started = time.monotonic()
    state = {"printed_at": started, "printed": False}

    def on_line(u: progress.ProgressUpdate) -> None:
        now = time.monotonic()
        if (u.finished and state["printed"]) or (not u.finished and now - float(state["printed_at"]) >= every_s):
            print(u.line(), file=sys.stderr, flush=True)
            state.update(printed_at=now, printed=True)

    with progress.listen(on_line):
        yield


@contextlib.contextmanager
def _bar() -> Iterator[Any]:
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[unit]}"),
               TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn())
    with Progress(*columns, console=Console(stderr=True)) as bar:
        tasks: dict[str, Any] = {}

        def on_update(u: Any) -> None:
            if u.task not in tasks:
                tasks[u.task] = bar.add_task(u.task, total=u.total, completed=u.done, unit=u.unit)
            bar.update(tasks[u.task], completed=u.fraction_done, total=u.total)  # a large file moves the bar too

        yield on_update
