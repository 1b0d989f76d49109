"""The process heap under large writes: give freed pages back, keep glibc's arenas few and large blocks mapped.

LanceDB (Rust) allocates through the C allocator from its tokio and IO threads. glibc gives each
thread that meets contention an arena of its own, up to 8 per core, and memory freed in one arena
is reused only by the threads that allocate there: a large file's staging, append, index build and
duplicate scan, each run by other threads, stacked their peaks instead of reusing one another's
pages. Measured on a 25 MB note, staged and published in one process without Prefect (2 cores): peak
RSS 519 → 478 MiB with two arenas. ``malloc_trim`` returns what is free at the end of a step to the OS.
The cap binds arenas made from then on: those of threads that allocated before it (numpy's, pyarrow's
at import) stay.

glibc also raises its mmap threshold each time a large block is freed (up to 32 MiB), so the
multi-megabyte buffers of an append, an index build or a scan soon come from the arenas' heaps,
where whatever is still in use above them keeps them from being returned. A fixed threshold
(:data:`MMAP_THRESHOLD`) keeps every block from 256 KiB up in a mapping of its own, unmapped when freed:
measured publishing a staged 50 MB note (153k rows) and optimizing the table in one process, the
step peaks went 407 → 389 MiB (append), 417 → 368 MiB (index build), 403 → 365 MiB (duplicate scan).

Both act on glibc only; elsewhere (macOS, musl) they do nothing and the allocator keeps what it keeps.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import os
from typing import Any

M_ARENA_MAX = -8  # glibc <malloc.h>: mallopt's parameter for the arena cap (MALLOC_ARENA_MAX in the environment)
M_MMAP_THRESHOLD = -3  # glibc <malloc.h>: the fixed mmap threshold (MALLOC_MMAP_THRESHOLD_ in the environment)
ARENAS = 2  # one per core of the 2-core box the figures come from; the main thread's arena is one of them
MMAP_THRESHOLD = 256 * 1024  # bytes: blocks this large or larger get a mapping of their own (128 KiB-1 MiB measured alike)


def give_back_freed_memory() -> None:
    """Return the heap pages freed so far to the OS (glibc's ``malloc_trim``; elsewhere nothing).

    Memory freed by Python or LanceDB stays in the allocator: without this the append's buffers and
    the index build would stack on the staging's peak instead of reusing it (measured at 10 MB:
    −24 MB of peak RSS; more for a larger file, whose freed document is larger)."""
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)


@functools.cache
def bound_arenas() -> bool:
    """Cap glibc's malloc arenas at :data:`ARENAS` for this process (once; before LanceDB starts its
    threads, so they share arenas); returns whether the cap is set. ``MALLOC_ARENA_MAX`` in the
    environment, when set, wins: the person who set it chose."""
    libc = _libc()
    if libc is None or os.environ.get("MALLOC_ARENA_MAX"):
        return False
    return bool(libc.mallopt(M_ARENA_MAX, ARENAS))


@functools.cache
def fix_mmap_threshold() -> bool:
    """Fix glibc's mmap threshold at :data:`MMAP_THRESHOLD` for this process (once), so that large
    blocks go back to the OS when freed instead of staying in the heap; returns whether it is set.
    ``MALLOC_MMAP_THRESHOLD_`` in the environment, when set, wins."""
    libc = _libc()
    if libc is None or os.environ.get("MALLOC_MMAP_THRESHOLD_"):
        return False
    return bool(libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))


@functools.cache
def _libc() -> Any:
    """glibc, looked up once (``find_library`` runs ``ldconfig``), or None where it is not the C library."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.malloc_trim, libc.mallopt  # noqa: B018 - glibc-only symbols: AttributeError elsewhere
    except (OSError, AttributeError):
        return None
    return libc


__all__ = ["ARENAS", "MMAP_THRESHOLD", "bound_arenas", "fix_mmap_threshold", "give_back_freed_memory"]
