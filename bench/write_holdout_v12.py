"""Write the blind holdout v12 (injection and capture) from the hand-written lines in ``bench/corpora/holdout_v12_src``.

    python bench/write_holdout_v12.py

Rendered as v9 was (``bench/write_holdout_v9.py``), with seed 1204: each injection line in its family's disguise,
taken from the v3 (``leet``, ``fullwidth``), v4 (``listsplit``) and v5 (``homoglyph1``) holdout writers, and
plain lines also in the v2 corpus's neutral carriers; v4's seeded capture variants (typo / lowercase / prefix).
The output is used only for reporting and is never edited after results are seen.
"""

from __future__ import annotations

import random
import sys
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.corpora.holdout_v12_src import CAPTURE, INJECTION  # noqa: E402
from bench.write_holdout_v3 import _write  # noqa: E402
from bench.write_holdout_v3 import disguise as v3_disguise  # noqa: E402
from bench.write_holdout_v3 import injection_rows as v3_injection_rows  # noqa: E402
from bench.write_holdout_v4 import capture_rows as v4_capture_rows  # noqa: E402
from bench.write_holdout_v4 import disguise as v4_disguise  # noqa: E402
from bench.write_holdout_v5 import disguise as v5_disguise  # noqa: E402

INJECTION_OUT = ROOT / "tests" / "data" / "injection_holdout_v12" / "holdout.jsonl"
CAPTURE_OUT = ROOT / "tests" / "data" / "capture_holdout_v12" / "holdout.jsonl"
SEED = 1204
_WRITERS = {"leet": v3_disguise, "fullwidth": v3_disguise, "listsplit": v4_disguise}


def _distinct(line: str, transform: str, rng: random.Random) -> list[str]:
    """The distinct renderings of ``line`` in ``transform``, by the holdout writer that introduced the disguise."""
    return list(dict.fromkeys(_WRITERS.get(transform, v5_disguise)(line, transform, rng)))


# the rows of v12's lines: v3/v4/v5 disguises and the v2 carriers for injection, v4's seeded variants for capture
injection_rows = partial(v3_injection_rows, INJECTION, render=_distinct, seed=SEED)
capture_rows = partial(v4_capture_rows, CAPTURE, seed=SEED)

if __name__ == "__main__":
    _write(INJECTION_OUT, injection_rows())
    _write(CAPTURE_OUT, capture_rows())
