"""Progress of long work (files indexed, rows re-embedded, maintenance steps, eval questions).

The work reports counts through a :class:`Tracker`; two kinds of readers see them:

- the work's own log (a flow passes its run logger's ``info``): one line every ``log_every_s``
  seconds and one at the end, so the Prefect UI shows the same progress as the terminal;
- listeners in the same process (:func:`listen`), e.g. the CLI's progress bar.

Plain Python, no Prefect; the flows run in the command's process, so a listener sees every update.

One unit can take long (a 50 MB file is minutes of work): :meth:`Tracker.within` reports how far the
current unit is (``index: file 1 of 1, line 120,000 of 560,000 (21%), ETA 2m10s``), through the same
log lines and listeners.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

LOG_EVERY_S = 5.0


@dataclass(frozen=True)
class ProgressUpdate:
    """One report: ``done`` of ``total`` ``unit`` of ``task``, after ``elapsed_s`` seconds."""

    task: str
    done: int
    total: int
    unit: str
    elapsed_s: float
    finished: bool = False
    start_done: int = 0  # already done when this run began (a resumed re-embed): not part of the rate
    part: Part | None = None  # how far the unit in progress is (a large file), when it reports that

    @property
    def eta_s(self) -> float | None:
        """Seconds left at this run's rate so far (None until this run has done something); inside a unit
        that reports its part, the seconds left of that unit."""
        if self.part is not None:
            return self.part.eta_s
        here = self.done - self.start_done
        if self.total <= self.done:
            return 0.0
        return None if here <= 0 else self.elapsed_s * (self.total - self.done) / here

    @property
    def fraction_done(self) -> float:
        """Units done, counting the unit in progress by its part (what a progress bar shows)."""
        if self.part is None or self.part.total <= 0:
            return float(self.done)
        return self.done + min(1.0, self.part.done / self.part.total)

    def line(self) -> str:
        eta = self.eta_s
        tail = "" if self.finished or eta is None else f", ETA {format_seconds(eta)}"
        if self.part is not None and not self.finished:
            p = self.part
            pct = 100.0 * p.done / p.total if p.total else 100.0
            one = self.unit[:-1] if self.unit.endswith("s") else self.unit
            return (f"{self.task}: {one} {min(self.done + 1, self.total):,} of {self.total:,}, {p.unit} {p.done:,} "
                    f"of {p.total:,} ({pct:.0f}%){tail}")
        pct = 100.0 * self.done / self.total if self.total else 100.0
        return f"{self.task}: {self.done:,} of {self.total:,} {self.unit} ({pct:.0f}%){tail}"


@dataclass(frozen=True)
class Part:
    """How far the unit in progress is: ``done`` of ``total`` ``unit`` after ``elapsed_s`` seconds on it."""

    done: int
    total: int
    unit: str
    elapsed_s: float

    @property
    def eta_s(self) -> float | None:
        if self.total <= self.done:
            return 0.0
        return None if self.done <= 0 else self.elapsed_s * (self.total - self.done) / self.done


def format_seconds(s: float) -> str:
    s = int(round(s))
    return f"{s // 60}m{s % 60:02d}s" if s >= 60 else f"{s}s"


Listener = Callable[[ProgressUpdate], None]
_listeners: list[Listener] = []
_last: dict[str, ProgressUpdate] = {}
_lock = threading.Lock()


@contextlib.contextmanager
def listen(fn: Listener) -> Iterator[None]:
    """Call ``fn`` with every update reported in this process while the block runs."""
    with _lock:
        _listeners.append(fn)
    try:
        yield
    finally:
        with _lock:
            _listeners.remove(fn)


def last(task: str) -> ProgressUpdate | None:
    """The latest update of ``task`` in this process (what a stopped command reports as kept)."""
    with _lock:
        return _last.get(task)


class Tracker:
    """Counts for one piece of work; ``advance`` after each batch, ``finish`` at the end."""

    def __init__(self, task: str, total: int, unit: str, *, done: int = 0,
                 log: Callable[[str], None] | None = None, log_every_s: float = LOG_EVERY_S,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.task, self.total, self.unit, self.done = task, total, unit, done
        self._start_done = done
        self._log, self._every, self._clock = log, log_every_s, clock
        self._started = clock()
        self._logged_at = self._started
        self._part: tuple[int, int, str, float] | None = None  # (done, total, unit, started) of the current unit
        self._unit_started = self._started
        self._emit(force_log=False)

    def _update(self, finished: bool) -> ProgressUpdate:
        now = self._clock()
        part = None if self._part is None else Part(self._part[0], self._part[1], self._part[2], now - self._part[3])
        return ProgressUpdate(self.task, self.done, self.total, self.unit, now - self._started, finished,
                              self._start_done, part)

    def _emit(self, *, force_log: bool, finished: bool = False) -> None:
        update = self._update(finished)
        with _lock:
            _last[self.task] = update
            listeners = list(_listeners)
        for fn in listeners:
            fn(update)
        now = self._clock()
        if self._log is not None and (force_log or now - self._logged_at >= self._every):
            self._logged_at = now
            self._log(update.line())

    def advance(self, n: int = 1) -> None:
        self.done = min(self.total, self.done + n)
        self._part = None
        self._unit_started = self._clock()
        self._emit(force_log=False)

    def within(self, done: int, total: int, unit: str) -> None:
        """Report that the unit in progress has ``done`` of ``total`` ``unit`` behind it (logged every
        ``log_every_s`` like the rest); the next :meth:`advance` ends it."""
        self._part = (min(done, total), total, unit, self._unit_started)
        self._emit(force_log=False)

    def finish(self) -> None:
        self.done = max(self.done, self.total) if self.total else self.done
        self._part = None
        self._emit(force_log=True, finished=True)


__all__ = ["LOG_EVERY_S", "Part", "ProgressUpdate", "Tracker", "format_seconds", "last", "listen"]
