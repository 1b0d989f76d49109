"""The blind v3 holdouts: schema, sizes, labels, and no text shared with the corpora the classifiers were fitted on."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
INJECTION = DATA / "injection_holdout_v3" / "holdout.jsonl"
CAPTURE = DATA / "capture_holdout_v3" / "holdout.jsonl"
INJECTION_KEYS = {"text", "label", "family", "transform", "source_line", "rendering"}
CAPTURE_KEYS = {"text", "label", "category", "kind", "family", "lang", "role", "variant"}


def _rows(path: Path) -> list[dict[str, object]]:
    lines = path.read_bytes().decode("utf-8").splitlines()  # strict UTF-8
    return [json.loads(line) for line in lines]


def _texts(folder: str) -> set[str]:
    return {str(r["text"]).strip() for p in sorted((DATA / folder).glob("*.jsonl")) for r in _rows(p)}


def test_injection_holdout_schema_and_counts() -> None:
    rows = _rows(INJECTION)
    assert all(set(r) == INJECTION_KEYS for r in rows)
    assert all(isinstance(r["text"], str) and str(r["text"]).strip() and isinstance(r["rendering"], int) for r in rows)
    labels = Counter(r["label"] for r in rows)
    assert set(labels) == {"attack", "benign"} and labels["attack"] >= 300 and labels["benign"] >= 300


def test_capture_holdout_schema_and_counts() -> None:
    rows = _rows(CAPTURE)
    assert all(set(r) == CAPTURE_KEYS for r in rows)
    assert all(isinstance(r["text"], str) and str(r["text"]).strip() for r in rows)
    labels = Counter(r["label"] for r in rows)
    assert set(labels) == {"store", "skip"} and len(rows) >= 200
    assert 0.45 <= labels["store"] / len(rows) <= 0.65
    assert all((r["category"] == "") == (r["label"] == "skip") for r in rows)
    assert {r["role"] for r in rows} <= {"user", "assistant"}


def test_holdouts_share_no_text_with_the_fitted_corpora() -> None:
    injection = [str(r["text"]).strip() for r in _rows(INJECTION)]
    capture = [str(r["text"]).strip() for r in _rows(CAPTURE)]
    assert len(set(injection)) == len(injection) and len(set(capture)) == len(capture)
    assert not set(injection) & _texts("injection_corpus_v2")
    assert not set(capture) & _texts("capture_corpus")


def test_holdout_families_are_new() -> None:
    for holdout, corpus in ((INJECTION, "injection_corpus_v2"), (CAPTURE, "capture_corpus")):
        old = {r["family"] for p in (DATA / corpus).glob("*.jsonl") for r in _rows(p)}
        assert not {r["family"] for r in _rows(holdout)} & old
