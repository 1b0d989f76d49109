"""The process heap under large writes (memspark.storage.heap), in real child processes: glibc's arena
count with and without the cap, as glibc itself reports it (``malloc_stats``). Importing memspark
(numpy, pyarrow) already starts a few threads with arenas of their own: the cap keeps the threads that
start later, LanceDB's, from adding more."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from memspark.config import load_config
from memspark.embed import EmbedQueue
from memspark.storage import LanceStore
from memspark_eval.index import index_agent

REPO = Path(__file__).resolve().parents[1]

# Eight threads allocate at once, as LanceDB's tokio and IO threads do; glibc then prints one
# "Arena N:" block per arena in use to stderr.
_CHILD = """
import ctypes, sys, threading
sys.path.insert(0, {repo!r})
from memspark.storage.heap import bound_arenas
capped = bound_arenas() if {cap!r} else False
libc = ctypes.CDLL("libc.so.6")
libc.malloc_stats()
print("-- threads --", file=sys.stderr, flush=True)
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
gate = threading.Barrier(8)
kept = []

def work():
    gate.wait()
    kept.extend(libc.malloc(4096) for _ in range(64))

threads = [threading.Thread(target=work) for _ in range(8)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print("capped", capped, flush=True)
libc.malloc_stats()
"""


def _arenas(*, cap: bool, env: dict[str, str] | None = None) -> tuple[bool, int, int]:
    """(whether the cap was set, arenas before the eight threads, arenas after them)."""
    done = subprocess.run([sys.executable, "-c", _CHILD.format(repo=str(REPO), cap=cap)], capture_output=True,
                          text=True, timeout=120, env=env or {k: v for k, v in os.environ.items()
                                                              if k != "MALLOC_ARENA_MAX"})
    assert done.returncode == 0, done.stderr[-2000:]
    before, _, after = done.stderr.partition("-- threads --")
    return ("capped True" in done.stdout, len(re.findall(r"^Arena \d+:", before, flags=re.M)),
            len(re.findall(r"^Arena \d+:", after, flags=re.M)))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator")
def test_bound_arenas_keeps_threads_to_two_glibc_arenas() -> None:
    capped, before, after = _arenas(cap=True)
    free, before_free, after_free = _arenas(cap=False)
    assert capped and not free
    assert after == max(before, 2)  # eight more allocating threads, no new arena
    assert after_free >= before_free + 4  # without the cap each new allocating thread gets an arena of its own


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator")
def test_malloc_arena_max_in_the_environment_wins() -> None:
    capped, before, after = _arenas(cap=True, env={**os.environ, "MALLOC_ARENA_MAX": "6"})
    assert not capped and max(before, 2) < after <= 6


# A 1 MiB block freed raises glibc's dynamic mmap threshold to 1 MiB: a 512 KiB block then comes from the
# heap (no mapping of its own), unless the threshold is fixed. mallinfo2's hblks counts the mappings in use.
# The children's probe: how many mappings of their own (mallinfo2's hblks) a block of ``then`` bytes gets
# once a block of ``freed`` bytes was allocated and freed.
_PROBE = """
import ctypes

class MallInfo2(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                 "keepcost")]

libc = ctypes.CDLL("libc.so.6")
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
libc.mallinfo2.restype = MallInfo2


def mapped_after_free(freed, then):
    libc.free(libc.malloc(freed))
    before = libc.mallinfo2().hblks
    libc.malloc(then)
    return libc.mallinfo2().hblks - before
"""

_MMAP_CHILD = """
import sys
sys.path.insert(0, {repo!r})
from memspark.storage.heap import fix_mmap_threshold
fixed = fix_mmap_threshold() if {fix!r} else False
""" + _PROBE + """
print(fixed, mapped_after_free(1 << 20, 512 << 10))
"""


def _mapped_after_a_large_free(*, fix: bool, env: dict[str, str] | None = None) -> tuple[bool, int]:
    """(whether the threshold was fixed, mappings a 512 KiB block got after a 1 MiB block was freed)."""
    done = subprocess.run([sys.executable, "-c", _MMAP_CHILD.format(repo=str(REPO), fix=fix)], capture_output=True,
                          text=True, timeout=120, env=env or {k: v for k, v in os.environ.items()
                                                              if k != "MALLOC_MMAP_THRESHOLD_"})
    assert done.returncode == 0, done.stderr[-2000:]
    fixed, mapped = done.stdout.split()
    return fixed == "True", int(mapped)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator")
def test_fixed_mmap_threshold_keeps_large_blocks_in_mappings_of_their_own() -> None:
    assert _mapped_after_a_large_free(fix=True) == (True, 1)  # unmapped, i.e. given back, when freed
    assert _mapped_after_a_large_free(fix=False) == (False, 0)  # glibc's dynamic threshold: from the heap


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator")
def test_malloc_mmap_threshold_in_the_environment_wins() -> None:
    env = {**os.environ, "MALLOC_MMAP_THRESHOLD_": str(4 << 20)}
    assert _mapped_after_a_large_free(fix=True, env=env) == (False, 0)


# A process that only searches keeps glibc's adaptive threshold: the fixed one is for a process that stages a
# large file (memspark.storage.stage). The child searches a real index (bundled model, LanceDB), reads whether
# the setter ran (its once-only cache), and probes glibc as above with larger blocks: a freed 24 MiB mapping
# raises the adaptive threshold to 24 MiB (its cap is 32 MiB), so a 12 MiB block then never gets a mapping of
# its own. With the threshold fixed it gets one, unless the heap the search left happens to hold 12 MiB free
# (seen in about one run in three), so only the setter's record is compared when ``fix`` calls it.
_SEARCH_CHILD = """
import sys
sys.path.insert(0, {repo!r})
from memspark import Memory
from memspark.storage.heap import fix_mmap_threshold
hits = Memory({root!r}, agent="meta", data_dir={data!r}).search("which port does the staging database use")
if {fix!r}:
    fix_mmap_threshold()
""" + _PROBE + """
print(len(hits), fix_mmap_threshold.cache_info().currsize, mapped_after_free(24 << 20, 12 << 20))
"""


@pytest.fixture(scope="module")
def searchable(tmp_path_factory: pytest.TempPathFactory, queue: EmbedQueue) -> tuple[Path, Path]:
    """A tiny real index: one agent, one note (the session's bundled-model queue)."""
    base = tmp_path_factory.mktemp("heap-search")
    root, data = base / "ws", base / "data"
    (root / "workspace-meta").mkdir(parents=True)
    (root / "workspace-meta" / "MEMORY.md").write_text(
        "# Memory\n\nThe staging database runs on db-staging.internal, port 5433.\n", encoding="utf-8")
    cfg = load_config(root=root, data_dir=data, env={})
    index_agent(cfg, LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims), queue, "meta")
    return root, data


def _search_then_probe(root: Path, data: Path, *, fix: bool) -> tuple[int, int, int]:
    """(hits, setter calls, mappings a 512 KiB block got after a 1 MiB block was freed) in a child that searched."""
    env = {k: v for k, v in os.environ.items() if k != "MALLOC_MMAP_THRESHOLD_" and not k.startswith("MEMSPARK_")}
    done = subprocess.run([sys.executable, "-c", _SEARCH_CHILD.format(repo=str(REPO), root=str(root), data=str(data),
                                                                      fix=fix)],
                          capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    hits, calls, mapped = done.stdout.split()[-3:]
    return int(hits), int(calls), int(mapped)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator")
def test_a_searching_process_keeps_glibcs_adaptive_mmap_threshold(searchable: tuple[Path, Path]) -> None:
    hits, calls, mapped = _search_then_probe(*searchable, fix=False)
    assert hits >= 1  # it really searched the index
    assert (calls, mapped) == (0, 0)  # the setter never ran; a large free raised the threshold as glibc does
    assert _search_then_probe(*searchable, fix=True)[1] == 1  # the record sees a call
