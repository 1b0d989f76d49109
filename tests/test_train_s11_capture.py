"""The session-11 capture training lines: they parse and render like the capture corpus, carry enough of each
kind, in enough languages and families, and repeat nothing from the capture corpus or any capture holdout.

Data checks only: no classifier reads these lines here.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from bench.corpora.train_s11_capture_src import SOURCE
from bench.write_classifier_corpora import CODES, _blocks, capture_rows

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
BLOCKS = _blocks(SOURCE)
LINES = [(family, lang, role, *line.split("|", 1)) for (family, lang, role), lines in BLOCKS for line in lines]
STORED, SKIPPED = set("PFDEXRUS"), set("cqtbli")


def _key(text: str) -> str:
    return " ".join(text.casefold().split()).rstrip(".!?。！？")


def _older_texts() -> set[str]:
    files = [*DATA.glob("capture_corpus/*.jsonl"), *DATA.glob("capture_holdout_v*/holdout.jsonl")]
    assert len(files) >= 10  # the corpus files and the holdouts were found
    return {_key(json.loads(row)["text"]) for path in files for row in path.read_text(encoding="utf-8").splitlines()
            if row.strip()}


def _older_families() -> set[str]:
    """Family names of every other hand-written corpus (their ``## name | ...`` headers) and of the rendered data."""
    names: set[str] = set()
    for path in (ROOT / "bench" / "corpora").glob("*.py"):
        if path.name != "train_s11_capture_src.py":
            names |= set(re.findall(r"^## ([^|\n]+?) \|", path.read_text(encoding="utf-8"), flags=re.M))
    for path in [*DATA.glob("capture_corpus/*.jsonl"), *DATA.glob("capture_holdout_v*/holdout.jsonl")]:
        names |= {json.loads(row)["family"] for row in path.read_text(encoding="utf-8").splitlines() if row.strip()}
    return names


def test_headers_and_codes_are_valid() -> None:
    assert all(len(header) == 3 and role in {"user", "assistant"} for header, _ in BLOCKS for role in header[2:])
    assert all(code in CODES for *_, code, _ in LINES)
    assert all(text.strip() and "|" not in code for *_, code, text in LINES)


def test_counts_families_and_languages() -> None:
    assert len(LINES) >= 450
    families = {family for family, *_ in LINES}
    assert len(families) >= 30 and len(families) == len(BLOCKS)  # no family split over two blocks
    per_lang = Counter(lang for _, lang, *_ in LINES)
    assert len([lang for lang, n in per_lang.items() if lang != "en" and n >= 15]) >= 12
    codes = Counter(code for *_, code, _ in LINES)
    assert set(codes) == STORED | SKIPPED
    assert codes["i"] >= 70 and codes["U"] >= 60
    assert len({lang for _, lang, _, code, _ in LINES if code == "i"}) >= 10
    assert len({lang for _, lang, _, code, _ in LINES if code == "U"}) >= 10
    for family in families - {"assistant-s11"}:  # every user family has stored and skipped lines, rules among them
        mine = {code for fam, _, _, code, _ in LINES if fam == family}
        assert mine & STORED and mine & SKIPPED and "U" in mine, family


def test_rendering_labels_rules_stored_and_instructions_skipped() -> None:
    rows = capture_rows(SOURCE, {})
    originals = [r for r in rows if r["variant"] == "original"]
    assert len(originals) == len(LINES) and len(rows) > len(LINES)  # seeded variants were added
    assert all(r["label"] == "store" for r in rows if r["kind"] == "rule")
    assert all(r["label"] == "skip" for r in rows if r["kind"] == "instruction-to-assistant")


def test_no_duplicates_and_nothing_from_older_corpora() -> None:
    keys = Counter(_key(text) for *_, text in LINES)
    assert [k for k, n in keys.items() if n > 1] == []
    assert sorted(set(keys) & _older_texts()) == []
    assert sorted({family for family, *_ in LINES} & _older_families()) == []
