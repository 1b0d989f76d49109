"""Per-file debounce with bursts batched into one run (pure; the clock is injectable for tests).

An editor's save is often several events (truncate, write, chmod, rename); a ``git pull`` or a
sync client touches many files at once. A file is *settled* once ``debounce_s`` passed since its
last event. When every pending file has settled, the whole burst is one batch; a burst that keeps
going is cut after ``max_wait_s`` (from its first event) and the settled files go, while files still
being written wait for the next batch.
"""

from __future__ import annotations

import time
from collections.abc import Callable


class ChangeBatcher:
    def __init__(self, debounce_s: float, max_wait_s: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.debounce_s = debounce_s
        self.max_wait_s = max(max_wait_s, debounce_s)
        self._clock = clock
        self._last: dict[str, float] = {}  # path → time of its last event
        self._burst_started: float | None = None
        self.full_scan = False  # a directory moved or vanished: only a full scan knows what it held

    def add(self, path: str) -> None:
        now = self._clock()
        self._last[path] = now
        if self._burst_started is None:
            self._burst_started = now

    def request_full_scan(self) -> None:
        self.full_scan = True
        if self._burst_started is None:
            self._burst_started = self._clock()

    @property
    def pending(self) -> int:
        return len(self._last)

    def next_wakeup(self) -> float | None:
        """Seconds until :meth:`take` may return something (None when idle)."""
        if self._burst_started is None:
            return None
        now = self._clock()
        quiet_at = max(self._last.values(), default=now) + self.debounce_s
        cut_at = self._burst_started + self.max_wait_s
        return max(0.0, min(quiet_at, cut_at) - now)

    def take(self) -> tuple[list[str], bool] | None:
        """The batch that is due now — (paths, full_scan) — or None."""
        if self._burst_started is None:
            return None
        now = self._clock()
        settled = sorted(p for p, t in self._last.items() if now - t >= self.debounce_s)
        all_quiet = len(settled) == len(self._last)
        if not all_quiet and now - self._burst_started < self.max_wait_s:
            return None
        if not settled and not self.full_scan:
            return None
        for p in settled:
            del self._last[p]
        full, self.full_scan = self.full_scan, False
        self._burst_started = now if self._last else None
        return settled, full
