"""Write the blind holdout v18 (injection and capture) from the hand-written lines in ``bench/corpora/holdout_v18_src``.

    python bench/write_holdout_v18.py

Rendered as v17 was (``bench/holdout_render.py``, the rendering v10 to v17 share), with seed 1808: each
injection line in its family's disguise (v3's ``leet`` and ``fullwidth``, v4's ``listsplit``, v5's
``homoglyph1``), plain lines also in the v2 corpus's neutral carriers; v4's seeded capture variants (typo /
lowercase / prefix). The output is used only for reporting and is never edited after results are seen.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import holdout_render  # noqa: E402
from bench.corpora.holdout_v18_src import CAPTURE, INJECTION  # noqa: E402

VERSION = 18
SEED = 1808
injection_rows, capture_rows = holdout_render.writer(INJECTION, CAPTURE, SEED)

if __name__ == "__main__":
    holdout_render.write(VERSION, injection_rows, capture_rows)
