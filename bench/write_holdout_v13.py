"""Write the blind holdout v13 (injection and capture) from the hand-written lines in ``bench/corpora/holdout_v13_src``.

    python bench/write_holdout_v13.py

Rendered as v12 was (``bench/write_holdout_v12.py``, whose rendering this imports), with seed 1305: each
injection line in its family's disguise (v3's ``leet`` and ``fullwidth``, v4's ``listsplit``, v5's
``homoglyph1``), plain lines also in the v2 corpus's neutral carriers; v4's seeded capture variants (typo /
lowercase / prefix). The output is used only for reporting and is never edited after results are seen.
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.corpora.holdout_v13_src import CAPTURE, INJECTION  # noqa: E402
from bench.write_holdout_v3 import _write  # noqa: E402
from bench.write_holdout_v3 import injection_rows as v3_injection_rows  # noqa: E402
from bench.write_holdout_v4 import capture_rows as v4_capture_rows  # noqa: E402
from bench.write_holdout_v12 import _distinct  # noqa: E402

INJECTION_OUT = ROOT / "tests" / "data" / "injection_holdout_v13" / "holdout.jsonl"
CAPTURE_OUT = ROOT / "tests" / "data" / "capture_holdout_v13" / "holdout.jsonl"
SEED = 1305

# the rows of v13's lines: v12's rendering (v3/v4/v5 disguises, v2 carriers) and v4's seeded capture variants
injection_rows = partial(v3_injection_rows, INJECTION, render=_distinct, seed=SEED)
capture_rows = partial(v4_capture_rows, CAPTURE, seed=SEED)

if __name__ == "__main__":
    _write(INJECTION_OUT, injection_rows())
    _write(CAPTURE_OUT, capture_rows())
