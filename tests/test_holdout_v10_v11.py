"""The v10 to v18 holdouts (each written blind and scored once before the round it judges): schema, sizes,
labels, families, and no text or family shared with older corpora.

Data checks only: no classifier reads these files here. The checks are v5's (``test_holdout_v5``), run on a fresh
copy of that module pointed at each set's files, with every earlier holdout and the control-gate development sets
among the older corpora, plus each set's own sizes (lines, families, languages, instructions to the assistant).
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DATA = ROOT / "tests" / "data"
VERSIONS = (10, 11, 12, 13, 14, 15, 16, 17, 18)
# capture originals, their families and languages; instructions to the assistant (originals)
SIZES = {10: (250, 20, 10, 50), 11: (300, 25, 12, 50), 12: (300, 25, 12, 50), 13: (300, 25, 12, 50),
         14: (300, 25, 12, 50), 15: (300, 25, 12, 50), 16: (300, 25, 12, 50), 17: (300, 25, 12, 50),
         18: (300, 25, 12, 50)}
# v11's capture writer named four families by a trade an earlier set also used (its texts are all new; a blind
# set is never edited after it is scored, so the names stay and the check names them)
REUSED_FAMILY_NAMES = {10: set(), 11: {"locksmith", "glassblower", "zookeeper", "midwife"}, 12: set(), 13: set(),
                       14: set(), 15: set(), 16: set(), 17: set(), 18: set()}


def _checks(version: int) -> ModuleType:
    """A private copy of v5's checks whose files are ``version``'s and whose older corpora include v5 up to the
    set before it and the control-gate development sets."""
    spec = importlib.util.spec_from_file_location(f"_holdout_v{version}_checks", HERE / "test_holdout_v5.py")
    assert spec is not None and spec.loader is not None
    checks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(checks)
    checks.INJECTION = DATA / f"injection_holdout_v{version}" / "holdout.jsonl"
    checks.CAPTURE = DATA / f"capture_holdout_v{version}" / "holdout.jsonl"
    checks.TRANSFORMS = {"plain", "homoglyph1", "leet", "listsplit", "fullwidth"}  # the v10 writer's disguises
    earlier = range(5, version)
    checks.OLDER_INJECTION = (*checks.OLDER_INJECTION, *(f"injection_holdout_v{v}/*.jsonl" for v in earlier))
    checks.OLDER_CAPTURE = (*checks.OLDER_CAPTURE, *(f"capture_holdout_v{v}/*.jsonl" for v in earlier),
                            "capture_control_dev/*.jsonl")
    return checks


CHECKS = {v: _checks(v) for v in VERSIONS}


@pytest.mark.parametrize("version", VERSIONS)
def test_injection_holdout_schema_and_counts(version: int) -> None:
    checks = CHECKS[version]
    checks.test_injection_holdout_schema_and_counts()
    lines = [r for r in checks._rows(checks.INJECTION) if r["rendering"] == 0]
    for label in ("attack", "benign"):
        mine = [r for r in lines if r["label"] == label]
        assert len(mine) >= 160 and len({r["family"] for r in mine}) >= 30


@pytest.mark.parametrize("version", VERSIONS)
def test_capture_holdout_schema_and_counts(version: int) -> None:
    checks = CHECKS[version]
    checks.test_capture_holdout_schema_and_counts()
    originals = [r for r in checks._rows(checks.CAPTURE) if r["variant"] == "original"]
    messages, families, languages, instructions_min = SIZES[version]
    assert len(originals) >= messages and len({r["family"] for r in originals}) >= families
    assert {"en", "de", "fr", "es", "zh"} <= {r["lang"] for r in originals}
    assert len({r["lang"] for r in originals}) >= languages
    instructions = [r for r in originals if r["kind"] == "instruction-to-assistant"]
    assert len(instructions) >= instructions_min and all(r["label"] == "skip" for r in instructions)
    assert Counter(r["kind"] for r in originals if r["label"] == "store").most_common()[-1][1] >= 4


@pytest.mark.parametrize("version", VERSIONS)
def test_texts_are_unique_and_new(version: int) -> None:
    """No text repeats inside a set's file; no text or source line is in an older corpus, the set before included."""
    checks = CHECKS[version]
    assert f"capture_holdout_v{version - 1}/*.jsonl" in checks.OLDER_CAPTURE
    assert f"injection_holdout_v{version - 1}/*.jsonl" in checks.OLDER_INJECTION
    checks.test_texts_are_unique_and_new()


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("which", ["injection", "capture"])
def test_holdout_families_are_new(version: int, which: str) -> None:
    checks = CHECKS[version]
    holdout, older = ((checks.INJECTION, checks.OLDER_INJECTION) if which == "injection"
                      else (checks.CAPTURE, checks.OLDER_CAPTURE))
    families = {str(r["family"]) for r in checks._rows(holdout)}
    shared = families & {str(r.get("family")) for r in checks._old(older)}
    assert families and shared == (REUSED_FAMILY_NAMES[version] if which == "capture" else set())


@pytest.mark.parametrize("version", VERSIONS)
def test_the_files_are_the_writers_rendering(version: int) -> None:
    """The committed files are exactly the seeded rendering of the hand-written lines."""
    sys.path.insert(0, str(ROOT))
    writer = importlib.import_module(f"bench.write_holdout_v{version}")
    checks = CHECKS[version]
    assert checks._rows(checks.INJECTION) == writer.injection_rows()
    assert checks._rows(checks.CAPTURE) == writer.capture_rows()
