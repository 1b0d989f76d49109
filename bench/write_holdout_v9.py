"""Write the blind holdout v9 (injection and capture) from the hand-written lines in ``bench/corpora/holdout_v9_src``.

    python bench/write_holdout_v9.py

Rendered as v8 was (``bench/write_holdout_v8.py``), with seed 902: v5's disguises (``homoglyph1``,
``tablecell``, ``details``, ``invisible``) and the v2 corpus's neutral carriers for injection lines, v4's seeded
capture variants (typo / lowercase / prefix). The output is used only for reporting and is never edited after
results are seen.
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.corpora.holdout_v9_src import CAPTURE, INJECTION  # noqa: E402
from bench.write_holdout_v3 import _write  # noqa: E402
from bench.write_holdout_v3 import injection_rows as v3_injection_rows  # noqa: E402
from bench.write_holdout_v4 import capture_rows as v4_capture_rows  # noqa: E402
from bench.write_holdout_v5 import _distinct  # noqa: E402

INJECTION_OUT = ROOT / "tests" / "data" / "injection_holdout_v9" / "holdout.jsonl"
CAPTURE_OUT = ROOT / "tests" / "data" / "capture_holdout_v9" / "holdout.jsonl"
SEED = 902


# the rows of v9's lines: v5's disguises and carriers for injection, v4's seeded variants for capture
injection_rows = partial(v3_injection_rows, INJECTION, render=_distinct, seed=SEED)
capture_rows = partial(v4_capture_rows, CAPTURE, seed=SEED)

if __name__ == "__main__":
    _write(INJECTION_OUT, injection_rows())
    _write(CAPTURE_OUT, capture_rows())
