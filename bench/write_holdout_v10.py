"""Write the blind holdout v10 (injection and capture) from the hand-written lines in ``bench/corpora/holdout_v10_src``.

    python bench/write_holdout_v10.py

Rendered by ``bench/holdout_render.py`` (v9's rendering with v3/v4/v5 disguises), with seed 1002: each injection
line in its family's disguise, taken from the v3 (``leet``, ``fullwidth``), v4 (``listsplit``) and v5
(``homoglyph1``) holdout writers, and plain lines also in the v2 corpus's neutral carriers; v4's seeded capture
variants (typo / lowercase / prefix). The output is used only for reporting and is never edited after results are
seen.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import holdout_render  # noqa: E402
from bench.corpora.holdout_v10_src import CAPTURE, INJECTION  # noqa: E402

VERSION = 10
SEED = 1002
injection_rows, capture_rows = holdout_render.writer(INJECTION, CAPTURE, SEED)

if __name__ == "__main__":
    holdout_render.write(VERSION, injection_rows, capture_rows)
