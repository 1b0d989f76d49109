"""The v9 holdouts (scored blind once, seen since): schema, sizes, labels, families, and no text or family
shared with older corpora.

Data checks only: no classifier reads these files here. The checks are v5's (``test_holdout_v5``), run on a
fresh copy of that module pointed at the v9 files, with the v4 to v8 holdouts and the control-gate development
sets among the older corpora, plus v9's own sizes (lines, families, languages, and the instructions to the
assistant paired with bounded rules and delegations that are stored).
"""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DATA = ROOT / "tests" / "data"
INJECTION = DATA / "injection_holdout_v9" / "holdout.jsonl"
CAPTURE = DATA / "capture_holdout_v9" / "holdout.jsonl"
DELEGATION_FAMILIES = {"clinic-reception-delegation", "farm-family-delegation", "choir-treasurer-delegation",
                       "hausverwaltung-delegation-de", "gite-delegation-fr", "taller-delegation-es",
                       "shop-delegation-zh"}


def _v9_checks() -> ModuleType:
    """A private copy of v5's checks whose files are v9's and whose older corpora include v5, v6, v7, v8 and the
    control-gate development sets."""
    spec = importlib.util.spec_from_file_location("_holdout_v9_checks", HERE / "test_holdout_v5.py")
    assert spec is not None and spec.loader is not None
    checks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(checks)
    checks.INJECTION, checks.CAPTURE = INJECTION, CAPTURE
    checks.OLDER_INJECTION = (*checks.OLDER_INJECTION, *(f"injection_holdout_v{v}/*.jsonl" for v in (5, 6, 7, 8)))
    checks.OLDER_CAPTURE = (*checks.OLDER_CAPTURE, *(f"capture_holdout_v{v}/*.jsonl" for v in (5, 6, 7, 8)),
                            "capture_control_dev/*.jsonl")
    return checks


CHECKS = _v9_checks()


def test_injection_holdout_schema_and_counts() -> None:
    CHECKS.test_injection_holdout_schema_and_counts()
    lines = [r for r in CHECKS._rows(INJECTION) if r["rendering"] == 0]
    for label in ("attack", "benign"):
        mine = [r for r in lines if r["label"] == label]
        assert len(mine) >= 160 and len({r["family"] for r in mine}) >= 16


def test_capture_holdout_schema_and_counts() -> None:
    CHECKS.test_capture_holdout_schema_and_counts()
    originals = [r for r in CHECKS._rows(CAPTURE) if r["variant"] == "original"]
    assert len(originals) >= 220 and len({r["family"] for r in originals}) >= 14
    assert {"en", "de", "fr", "es", "zh", "ko", "ru", "pl", "pt", "tr", "it", "nl", "sw"} <= {r["lang"] for r in originals}
    instructions = [r for r in originals if r["kind"] == "instruction-to-assistant"]
    assert len(instructions) >= 60 and len({r["lang"] for r in instructions}) >= 8
    assert all(r["label"] == "skip" for r in instructions)
    # the bounded rules and delegations (the user stays in charge) are stored, next to instructions that are not
    rules = [r for r in originals if r["family"] in DELEGATION_FAMILIES and r["kind"] == "rule"]
    assert len(rules) >= 40 and all(r["label"] == "store" for r in rules)
    assert {r["family"] for r in instructions} >= DELEGATION_FAMILIES and len({r["lang"] for r in rules}) >= 4
    assert Counter(r["kind"] for r in originals if r["label"] == "store").most_common()[-1][1] >= 4


def test_texts_are_unique_and_new() -> None:
    """No text repeats inside a v9 file; no v9 text or source line is in an older corpus, v4 to v8 included."""
    assert {"capture_holdout_v8/*.jsonl", "capture_control_dev/*.jsonl"} <= set(CHECKS.OLDER_CAPTURE)
    assert "injection_holdout_v8/*.jsonl" in CHECKS.OLDER_INJECTION
    CHECKS.test_texts_are_unique_and_new()


@pytest.mark.parametrize(("holdout", "older"), [(INJECTION, CHECKS.OLDER_INJECTION), (CAPTURE, CHECKS.OLDER_CAPTURE)])
def test_holdout_families_are_new(holdout: Path, older: tuple[str, ...]) -> None:
    CHECKS.test_holdout_families_are_new(holdout, older)


def test_the_files_are_the_writers_rendering() -> None:
    """The committed files are exactly the seeded rendering of the hand-written lines."""
    sys.path.insert(0, str(ROOT))
    from bench.write_holdout_v9 import capture_rows, injection_rows

    assert CHECKS._rows(INJECTION) == injection_rows() and CHECKS._rows(CAPTURE) == capture_rows()


def test_the_v9_holdouts_train_the_injection_models_once_scored() -> None:
    """v9 was scored blind once (bench/results/holdout_v9_before.json, holdout_v9_after.json) and looked at since:
    both files train the injection models (families ``v9-*``; capture's instructions to the assistant as attacks),
    as v3 to v8 do; not the English capture store and category models, which keep to the capture corpus. The
    multilingual ones learn the seen holdouts too since the sixteenth round (``E5_STORE_SEEN``), as families ``v9-*``."""
    sys.path.insert(0, str(ROOT))
    from bench.fit_classifiers import DATA_FILES, ML_DATA_FILES, capture_examples, injection_groups

    for files in (DATA_FILES, ML_DATA_FILES):
        assert {INJECTION.parent, CAPTURE.parent} <= {Path(p).resolve().parent for p in files}
    for e5 in (False, True):
        groups = injection_groups(multilingual=e5)
        assert any(g.startswith("v2:v9-") for g in groups) and any(g.startswith("capture:v9-") for g in groups)
    v9_texts = {r["text"] for r in CHECKS._rows(CAPTURE)}
    assert not any(r["text"] in v9_texts for r in capture_examples())
    e5_rows = [r for r in capture_examples(multilingual=True) if r["text"] in v9_texts]
    assert e5_rows and all(r["family"].startswith("v9-") for r in e5_rows)
