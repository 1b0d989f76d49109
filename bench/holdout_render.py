"""The rendering the blind holdout writers share from v10 on (``bench/write_holdout_v10.py`` and later).

Each writer keeps its own hand-written lines (``bench/corpora/holdout_vN_src``) and seed and calls :func:`writer`
for its ``injection_rows`` / ``capture_rows`` and :func:`write` to put them in ``tests/data``. The rendering is v9's
(``bench/write_holdout_v9.py``) with more disguises: each injection line in its family's disguise, taken from the
v3 (``leet``, ``fullwidth``), v4 (``listsplit``) and v5 (``homoglyph1``) holdout writers, and plain lines also in
the v2 corpus's neutral carriers; v4's seeded capture variants (typo / lowercase / prefix) for capture.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.write_holdout_v3 import _write  # noqa: E402
from bench.write_holdout_v3 import disguise as v3_disguise  # noqa: E402
from bench.write_holdout_v3 import injection_rows as v3_injection_rows  # noqa: E402
from bench.write_holdout_v4 import capture_rows as v4_capture_rows  # noqa: E402
from bench.write_holdout_v4 import disguise as v4_disguise  # noqa: E402
from bench.write_holdout_v5 import disguise as v5_disguise  # noqa: E402

DATA = ROOT / "tests" / "data"
# the holdout writer that introduced each disguise; any other (``plain``, ``homoglyph1``) is v5's
_WRITERS = {"leet": v3_disguise, "fullwidth": v3_disguise, "listsplit": v4_disguise}

Rows = Callable[[], Sequence[Mapping[str, object]]]


def _distinct(line: str, transform: str, rng: random.Random) -> list[str]:
    """The distinct renderings of ``line`` in ``transform``, by the holdout writer that introduced the disguise."""
    return list(dict.fromkeys(_WRITERS.get(transform, v5_disguise)(line, transform, rng)))


def writer(injection: str, capture: str, seed: int) -> tuple[Rows, Rows]:
    """``injection_rows`` and ``capture_rows`` of one holdout: its hand-written lines rendered with ``seed``."""
    return (partial(v3_injection_rows, injection, render=_distinct, seed=seed),
            partial(v4_capture_rows, capture, seed=seed))


def outputs(version: int) -> tuple[Path, Path]:
    """The injection and capture files of holdout ``version``."""
    return (DATA / f"injection_holdout_v{version}" / "holdout.jsonl",
            DATA / f"capture_holdout_v{version}" / "holdout.jsonl")


def write(version: int, injection_rows: Rows, capture_rows: Rows) -> None:
    """Write holdout ``version``'s rendered rows to its files under ``tests/data``."""
    injection_out, capture_out = outputs(version)
    _write(injection_out, injection_rows())
    _write(capture_out, capture_rows())
