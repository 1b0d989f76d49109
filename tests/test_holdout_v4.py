"""The blind v4 holdouts: schema, sizes, labels, families, and no text or family shared with the older corpora.

Data checks only: no classifier reads these files here.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
INJECTION = DATA / "injection_holdout_v4" / "holdout.jsonl"
CAPTURE = DATA / "capture_holdout_v4" / "holdout.jsonl"
INJECTION_KEYS = {"text", "label", "family", "transform", "source_line", "rendering"}
CAPTURE_KEYS = {"text", "label", "category", "kind", "family", "lang", "role", "variant"}
STORE_KINDS = {"preference", "fact", "decision", "event", "fix", "procedure", "rule", "snippet"}
SKIP_KINDS = {"chit-chat", "question", "transient-request", "boilerplate", "pasted-log", "instruction-to-assistant"}
# every older corpus a classifier was fitted on or scored against: v4 shares no text and no family with them
OLD_INJECTION = ("injection_corpus_v2/*.jsonl", "injection_holdout_v3/*.jsonl", "injection_corpus.jsonl")
OLD_CAPTURE = ("capture_corpus/*.jsonl", "capture_holdout_v3/*.jsonl")
OLD_CAPTURE_BENCH = ("capture_labelled.jsonl", "capture_tuning_v2.jsonl", "capture_holdout_v2.jsonl",
                     "capture_holdout_v3.jsonl")


def _rows(path: Path) -> list[dict[str, object]]:
    lines = path.read_bytes().decode("utf-8").splitlines()  # strict UTF-8
    return [json.loads(line) for line in lines if line.strip()]


def _old(patterns: tuple[str, ...], base: Path = DATA) -> list[dict[str, object]]:
    return [r for pattern in patterns for p in sorted(base.glob(pattern)) for r in _rows(p)]


def test_injection_holdout_schema_and_counts() -> None:
    rows = _rows(INJECTION)
    assert all(set(r) == INJECTION_KEYS for r in rows)
    assert all(isinstance(r["text"], str) and str(r["text"]).strip() and isinstance(r["rendering"], int) for r in rows)
    originals = [r for r in rows if r["rendering"] == 0]
    lines = Counter(str(r["label"]) for r in originals)
    assert set(lines) == {"attack", "benign"} and lines["attack"] >= 150 and lines["benign"] >= 180
    families = {str(r["family"]) for r in rows if r["label"] == "attack"}
    assert len(families) >= 25
    assert all(len({r["label"] for r in rows if r["family"] == fam}) == 1 for fam in {r["family"] for r in rows})
    assert {r["transform"] for r in rows} == {"plain", "punct", "listsplit", "mathbold"}
    # a disguise alone never decides the label: each one is worn by attacks and benign lines alike
    for transform in {r["transform"] for r in rows}:
        assert {r["label"] for r in rows if r["transform"] == transform} == {"attack", "benign"}


def test_capture_holdout_schema_and_counts() -> None:
    rows = _rows(CAPTURE)
    assert all(set(r) == CAPTURE_KEYS for r in rows)
    assert all(isinstance(r["text"], str) and str(r["text"]).strip() for r in rows)
    labels = Counter(r["label"] for r in rows)
    assert set(labels) == {"store", "skip"} and sum(r["variant"] == "original" for r in rows) >= 150
    assert 0.45 <= labels["store"] / len(rows) <= 0.65
    assert all((r["category"] == "") == (r["label"] == "skip") for r in rows)
    assert all(r["kind"] in (STORE_KINDS if r["label"] == "store" else SKIP_KINDS) for r in rows)
    assert {r["kind"] for r in rows} == STORE_KINDS | SKIP_KINDS
    assert all(r["category"] == r["kind"] for r in rows if r["label"] == "store")
    assert {r["role"] for r in rows} == {"user", "assistant"}
    assert {r["variant"] for r in rows} == {"original", "typo", "lower", "prefix"}
    instructions = [r for r in rows if r["kind"] == "instruction-to-assistant" and r["variant"] == "original"]
    assert len(instructions) >= 25
    assert len({r["lang"] for r in rows}) >= 6


def test_no_duplicate_texts() -> None:
    for path in (INJECTION, CAPTURE):
        texts = [str(r["text"]).strip() for r in _rows(path)]
        assert len(set(texts)) == len(texts), path


def test_holdouts_share_no_text_with_older_corpora() -> None:
    injection = {str(r["text"]).strip() for r in _rows(INJECTION)}
    sources = {str(r["source_line"]).strip() for r in _rows(INJECTION)}
    capture = {str(r["text"]).strip() for r in _rows(CAPTURE)}
    old_injection = {str(r["text"]).strip() for r in _old(OLD_INJECTION)}
    old_capture = {str(r["text"]).strip() for r in _old(OLD_CAPTURE) + _old(OLD_CAPTURE_BENCH, ROOT / "bench" / "data")}
    assert len(old_injection) > 1000 and len(old_capture) > 1000  # the globs found the corpora
    assert not (injection | sources) & (old_injection | old_capture)
    assert not capture & (old_injection | old_capture)


def test_holdout_families_are_new() -> None:
    for holdout, old in ((INJECTION, _old(OLD_INJECTION)), (CAPTURE, _old(OLD_CAPTURE))):
        assert not {r["family"] for r in _rows(holdout)} & {r.get("family") for r in old}


def test_the_files_are_what_the_writer_renders() -> None:
    """The committed files are exactly the rendering of the hand-written lines (seeded, reproducible)."""
    sys.path.insert(0, str(ROOT))
    from bench.write_holdout_v4 import capture_rows, injection_rows

    assert _rows(INJECTION) == injection_rows()
    assert _rows(CAPTURE) == capture_rows()


def test_the_v4_holdouts_train_once_scored() -> None:
    """v4 was scored blind once (bench/results/holdout_v4.json); seen since, both files train the classifiers
    (families ``v4-*``), as v3 did before it; the blind set now is v5 (tests/test_holdout_v5.py)."""
    sys.path.insert(0, str(ROOT))
    from bench.fit_classifiers import DATA_FILES, ML_DATA_FILES

    fitted = {Path(p).resolve().parent for p in DATA_FILES + ML_DATA_FILES}
    assert {INJECTION.parent, CAPTURE.parent} <= fitted
