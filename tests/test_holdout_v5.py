"""The v5 holdouts (blind when scored once, seen and trained on since): schema, sizes, labels, families, and
no text or family shared with older corpora.

Data checks only: no classifier reads these files here. The older corpora include the v4 holdouts.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_holdout_v4 import (  # noqa: E402
    CAPTURE_KEYS,
    DATA,
    INJECTION_KEYS,
    OLD_CAPTURE,
    OLD_CAPTURE_BENCH,
    OLD_INJECTION,
    ROOT,
    SKIP_KINDS,
    STORE_KINDS,
    _old,
    _rows,
)

INJECTION = DATA / "injection_holdout_v5" / "holdout.jsonl"
CAPTURE = DATA / "capture_holdout_v5" / "holdout.jsonl"
OLDER_INJECTION = (*OLD_INJECTION, "injection_holdout_v4/*.jsonl")
OLDER_CAPTURE = (*OLD_CAPTURE, "capture_holdout_v4/*.jsonl")
TRANSFORMS = {"plain", "homoglyph1", "tablecell", "details", "invisible"}


def test_injection_holdout_schema_and_counts() -> None:
    rows = _rows(INJECTION)
    assert {frozenset(r) for r in rows} == {frozenset(INJECTION_KEYS)}
    assert all(str(r["text"]).strip() and type(r["rendering"]) is int for r in rows)
    label_of: dict[str, set[object]] = {}
    for r in rows:
        label_of.setdefault(str(r["family"]), set()).add(r["label"])
    assert all(len(labels) == 1 for labels in label_of.values())  # a family is all attack or all benign
    families = Counter(next(iter(labels)) for labels in label_of.values())
    lines = Counter(r["label"] for r in rows if r["rendering"] == 0)
    assert families["attack"] >= 22 and families["benign"] >= 22 and lines["attack"] >= 130 and lines["benign"] >= 140
    # every disguise is worn by attacks and benign lines alike, and a disguised rendering differs from its line
    worn = {(r["transform"], r["label"]) for r in rows}
    assert worn == {(t, label) for t in TRANSFORMS for label in ("attack", "benign")}
    assert not [r for r in rows if r["transform"] != "plain" and r["text"] == r["source_line"]]


def test_capture_holdout_schema_and_counts() -> None:
    rows = _rows(CAPTURE)
    assert {frozenset(r) for r in rows} == {frozenset(CAPTURE_KEYS)} and all(str(r["text"]).strip() for r in rows)
    stored = [r for r in rows if r["label"] == "store"]
    assert 0.45 <= len(stored) / len(rows) <= 0.65 and {r["label"] for r in rows} == {"store", "skip"}
    # a stored row's category is its kind; a skipped row has no category and a skip kind
    assert {r["kind"] for r in stored} == STORE_KINDS and all(r["category"] == r["kind"] for r in stored)
    assert {(r["category"], r["kind"] in SKIP_KINDS) for r in rows if r["label"] == "skip"} == {("", True)}
    assert {r["kind"] for r in rows} == STORE_KINDS | SKIP_KINDS
    assert {r["role"] for r in rows} == {"user", "assistant"}
    assert {r["variant"] for r in rows} == {"original", "typo", "lower", "prefix"}
    originals = [r for r in rows if r["variant"] == "original"]
    assert len(originals) >= 160 and len({r["family"] for r in originals}) >= 14
    instructions = [r for r in originals if r["kind"] == "instruction-to-assistant"]
    assert len(instructions) >= 40 and len({r["lang"] for r in instructions}) >= 6
    assert {"en", "de", "fr", "es", "zh"} <= {r["lang"] for r in rows} and len({r["lang"] for r in rows}) >= 7


def test_texts_are_unique_and_new() -> None:
    """No text repeats inside a v5 file, and no v5 text or source line is in an older corpus or holdout."""
    injection, capture = _rows(INJECTION), _rows(CAPTURE)
    for rows in (injection, capture):
        assert Counter(str(r["text"]).strip() for r in rows).most_common(1)[0][1] == 1
    new = {str(r[key]).strip() for r in injection + capture for key in ("text", "source_line") if key in r}
    older = _old(OLDER_INJECTION) + _old(OLDER_CAPTURE) + _old(OLD_CAPTURE_BENCH, ROOT / "bench" / "data")
    old = {str(r["text"]).strip() for r in older}
    assert len(old) > 3000  # the globs found the corpora, the v4 holdouts included
    assert not new & old


@pytest.mark.parametrize(("holdout", "older"), [(INJECTION, OLDER_INJECTION), (CAPTURE, OLDER_CAPTURE)])
def test_holdout_families_are_new(holdout: Path, older: tuple[str, ...]) -> None:
    families = Counter(str(r["family"]) for r in _rows(holdout))
    assert families and not set(families) & {str(r.get("family")) for r in _old(older)}


def test_the_files_are_what_the_writer_renders() -> None:
    """The committed files are exactly the rendering of the hand-written lines (seeded, reproducible)."""
    sys.path.insert(0, str(ROOT))
    import bench.write_holdout_v5 as writer

    assert (_rows(INJECTION), _rows(CAPTURE)) == (writer.injection_rows(), writer.capture_rows())


def test_the_v5_holdouts_train_once_scored() -> None:
    """v5 was scored blind once (bench/results/holdout_v5.json); seen since, both files train the classifiers
    (families ``v5-*``), as v3 and v4 did before it; the blind set now is v6 (tests/test_holdout_v6.py)."""
    sys.path.insert(0, str(ROOT))
    from bench.fit_classifiers import DATA_FILES, ML_DATA_FILES

    for files in (DATA_FILES, ML_DATA_FILES):
        assert {INJECTION.parent, CAPTURE.parent} <= {Path(p).resolve().parent for p in files}
