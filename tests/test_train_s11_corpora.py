"""The session-11 training corpora for the injection models parse, hold what they promise, and repeat no
holdout line."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from bench.corpora import train_s11_injection_src, train_s11_multilingual_src

ROOT = Path(__file__).resolve().parents[1]
LABELS = {"attack", "benign"}
LANGUAGES = {"de", "fr", "es", "zh", "ja", "ko", "ru", "pt", "it", "nl", "pl", "tr", "ar", "hi", "id", "vi",
             "th", "uk", "sv", "cs", "he", "fa", "el", "ro"}


def _holdout_texts() -> set[str]:
    texts: set[str] = set()
    for path in sorted((ROOT / "tests/data").glob("injection_holdout_v*/holdout.jsonl")):
        for row in path.read_text(encoding="utf-8").splitlines():
            if row.strip():
                item = json.loads(row)
                texts.update(str(item[key]).strip() for key in ("text", "source_line") if item.get(key))
    return texts


def test_english_lines_cover_many_families_of_both_labels() -> None:
    rows = train_s11_injection_src.lines()
    assert {label for _, label, _ in rows} == LABELS
    per_label = Counter(label for _, label, _ in rows)
    assert per_label["attack"] >= 200 and per_label["benign"] >= 200
    families = {label: {f for f, lab, _ in rows if lab == label} for label in LABELS}
    assert len(families["attack"]) >= 30 and len(families["benign"]) >= 30
    assert not families["attack"] & families["benign"]  # a family name says its label
    assert all(text and not text.startswith("## ") for _, _, text in rows)


def test_multilingual_lines_cover_every_language_with_both_labels() -> None:
    rows = train_s11_multilingual_src.lines()
    assert {label for _, label, _ in rows} == LABELS
    counts = Counter((lang, label) for lang, label, _ in rows)
    langs = {lang for lang, _, _ in rows}
    assert langs >= LANGUAGES and len(langs) >= 24
    for lang in langs:
        assert counts[(lang, "attack")] >= 6 and counts[(lang, "benign")] >= 6, lang


def test_no_line_repeats_within_the_corpora_or_a_holdout() -> None:
    texts = [text for _, _, text in train_s11_injection_src.lines() + train_s11_multilingual_src.lines()]
    assert [t for t, n in Counter(texts).items() if n > 1] == []
    holdout = _holdout_texts()
    assert len(holdout) > 1000  # the glob found the committed holdouts
    assert [t for t in texts if t.strip() in holdout] == []
