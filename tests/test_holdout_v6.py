"""The v6 holdouts (scored blind once, seen since: they train): schema, sizes, labels, families, and no text or family shared with older corpora.

Data checks only: no classifier reads these files here. The checks are v5's (``test_holdout_v5``), run on a
fresh copy of that module pointed at the v6 files, with the v4 and v5 holdouts among the older corpora.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DATA = ROOT / "tests" / "data"
INJECTION = DATA / "injection_holdout_v6" / "holdout.jsonl"
CAPTURE = DATA / "capture_holdout_v6" / "holdout.jsonl"


def _v6_checks() -> ModuleType:
    """A private copy of v5's checks whose files are v6's and whose older corpora include the v5 holdouts."""
    spec = importlib.util.spec_from_file_location("_holdout_v6_checks", HERE / "test_holdout_v5.py")
    assert spec is not None and spec.loader is not None
    checks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(checks)
    checks.INJECTION, checks.CAPTURE = INJECTION, CAPTURE
    checks.OLDER_INJECTION = (*checks.OLDER_INJECTION, "injection_holdout_v5/*.jsonl")
    checks.OLDER_CAPTURE = (*checks.OLDER_CAPTURE, "capture_holdout_v5/*.jsonl")
    return checks


CHECKS = _v6_checks()


def test_injection_holdout_schema_and_counts() -> None:
    CHECKS.test_injection_holdout_schema_and_counts()


def test_capture_holdout_schema_and_counts() -> None:
    CHECKS.test_capture_holdout_schema_and_counts()


def test_texts_are_unique_and_new() -> None:
    """No text repeats inside a v6 file; no v6 text or source line is in an older corpus, v4 and v5 included."""
    assert "capture_holdout_v5/*.jsonl" in CHECKS.OLDER_CAPTURE
    CHECKS.test_texts_are_unique_and_new()


@pytest.mark.parametrize(("holdout", "older"), [(INJECTION, CHECKS.OLDER_INJECTION), (CAPTURE, CHECKS.OLDER_CAPTURE)])
def test_holdout_families_are_new(holdout: Path, older: tuple[str, ...]) -> None:
    CHECKS.test_holdout_families_are_new(holdout, older)


def test_the_files_are_what_the_writer_renders() -> None:
    """The committed files are exactly the rendering of the hand-written lines (seeded, reproducible)."""
    sys.path.insert(0, str(ROOT))
    import bench.write_holdout_v6 as writer

    assert (CHECKS._rows(INJECTION), CHECKS._rows(CAPTURE)) == (writer.injection_rows(), writer.capture_rows())

