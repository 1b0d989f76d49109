"""A time budget for chunking one file: past it, chunking stops with :class:`ChunkTimeoutError`.

Chunking is near-linear in the file size, but a file can still be huge or shaped in a way nobody
measured; ``chunk.file_time_budget_s`` bounds what one file may cost, so the ingest flow skips it
(a skip line, ``took too long to chunk``) instead of holding back the others. The deadline lives in
a context variable set by :func:`memspark.chunking.chunk_document` (one per thread, no argument
threaded through every stage); the loops that grow with the file call :func:`check`.

The budget is per started megabyte (:func:`scaled_budget`): chunking is linear, so a 50 MB file
legitimately needs fifty times what a 1 MB note may take, while a small pathological file is still
cut off after ``chunk.file_time_budget_s``.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from memspark.errors import ChunkTimeoutError

BUDGET_UNIT_CHARS = 1_000_000  # chunk.file_time_budget_s is granted per this many characters of the file


def scaled_budget(seconds: float, chars: int) -> float:
    """The time budget of a file of ``chars`` characters: ``seconds`` per started megabyte (0: no limit)."""
    if seconds <= 0:
        return 0.0
    return seconds * max(1, -(-chars // BUDGET_UNIT_CHARS))


_DEADLINE: ContextVar[tuple[float, float, str] | None] = ContextVar("memspark_chunk_deadline", default=None)


@contextmanager
def time_budget(seconds: float, path: str) -> Iterator[None]:
    """Chunking inside the block raises :class:`ChunkTimeoutError` once ``seconds`` have passed (0: no limit)."""
    if seconds <= 0:
        yield
        return
    token = _DEADLINE.set((time.monotonic() + seconds, seconds, path))
    try:
        yield
    finally:
        _DEADLINE.reset(token)


class SpentBudget:
    """A budget spent in several stretches (a generator's resumes): only time inside :meth:`running` counts."""

    def __init__(self, seconds: float, path: str) -> None:
        self.seconds, self.left, self.path = seconds, seconds, path

    @contextmanager
    def running(self) -> Iterator[None]:
        if self.seconds <= 0:
            yield
            return
        started = time.monotonic()
        token = _DEADLINE.set((started + self.left, self.seconds, self.path))
        try:
            yield
        finally:
            _DEADLINE.reset(token)
            self.left -= time.monotonic() - started


def check() -> None:
    """Raise :class:`ChunkTimeoutError` when the current file's budget is spent."""
    deadline = _DEADLINE.get()
    if deadline is not None and time.monotonic() > deadline[0]:
        raise ChunkTimeoutError(f"{deadline[2]}: chunking took longer than chunk.file_time_budget_s = {deadline[1]:g} s")
