"""The session-12 training corpora for the injection models parse, hold what they promise (new families, new
languages and scripts, romanised writing), repeat no line of an earlier corpus or a holdout, and train the models
their kind says."""

from __future__ import annotations

import importlib
import json
import re
from collections import Counter
from pathlib import Path

from bench.corpora import train_s12_injection_src, train_s12_multilingual_src

ROOT = Path(__file__).resolve().parents[1]
LABELS = {"attack", "benign"}
# the hand-written corpora before this one, ``(family or language, label, text)`` a line
EARLIER_ENGLISH = ("structure_src", "reader_docs_src", "false_context_src", "chat_disguise_src",
                   "train_s11_injection_src")
EARLIER_MULTILINGUAL = ("multilingual_more_src", "multilingual_s8_src", "train_s11_multilingual_src")
S11_LANGUAGES = {"de", "fr", "es", "zh", "ja", "ko", "ru", "pt", "it", "nl", "pl", "tr", "ar", "hi", "id", "vi",
                 "th", "uk", "sv", "cs", "he", "fa", "el", "ro", "hu", "da", "fi"}
# scripts the lines must use (first and last code point of each block)
SCRIPTS = {"arabic": (0x0600, 0x06FF), "hebrew": (0x0590, 0x05FF), "devanagari": (0x0900, 0x097F),
           "bengali": (0x0980, 0x09FF), "tamil": (0x0B80, 0x0BFF), "thai": (0x0E00, 0x0E7F),
           "greek": (0x0370, 0x03FF), "armenian": (0x0530, 0x058F), "georgian": (0x10A0, 0x10FF),
           "ethiopic": (0x1200, 0x137F)}
TRIGGER = re.compile(r"ignor|instruction|system|assistant", re.IGNORECASE)


def _earlier(modules: tuple[str, ...]) -> list[tuple[str, str, str]]:
    return [row for m in modules for row in importlib.import_module(f"bench.corpora.{m}").lines()]


def _data_texts() -> set[str]:
    """Every text of the labelled injection sets: the corpora, the earlier corpus and the holdouts."""
    paths = [*sorted((ROOT / "tests/data/injection_corpus_v2").glob("*.jsonl")), ROOT / "tests/data/injection_corpus.jsonl",
             *sorted((ROOT / "tests/data").glob("injection_holdout_v*/holdout.jsonl"))]
    texts: set[str] = set()
    for path in paths:
        for row in path.read_text(encoding="utf-8").splitlines():
            if row.strip():
                item = json.loads(row)
                texts.update(str(item[key]).strip() for key in ("text", "source_line") if item.get(key))
    return texts


def test_english_lines_cover_new_families_of_both_labels() -> None:
    rows = train_s12_injection_src.lines()
    assert {label for _, label, _ in rows} == LABELS
    per_label = Counter(label for _, label, _ in rows)
    assert per_label["attack"] >= 150 and per_label["benign"] >= 150
    families = {label: {f for f, lab, _ in rows if lab == label} for label in LABELS}
    assert len(families["attack"]) >= 30 and len(families["benign"]) >= 30
    assert not families["attack"] & families["benign"]  # a family name says its label
    assert all(n >= 3 for n in Counter(f for f, _, _ in rows).values())
    assert all(text and not text.startswith("## ") for _, _, text in rows)
    earlier = {f for f, _, _ in _earlier(EARLIER_ENGLISH)}
    assert (families["attack"] | families["benign"]) & earlier == set()  # no family of an earlier corpus
    attacks = [text for _, label, text in rows if label == "attack"]
    assert sum(not TRIGGER.search(t) for t in attacks) >= 0.9 * len(attacks)  # most avoid the usual trigger words


def test_multilingual_lines_cover_new_languages_scripts_and_romanised_writing() -> None:
    rows = train_s12_multilingual_src.lines()
    assert {label for _, label, _ in rows} == LABELS
    counts = Counter((lang, label) for lang, label, _ in rows)
    langs = {lang for lang, _, _ in rows}
    assert all(re.fullmatch(r"[a-z]{2}(-latn)?", lang) for lang in langs)  # the fit reads the code off the family
    base = {lang.removesuffix("-latn") for lang in langs}
    assert len(base) >= 40 and len(base - S11_LANGUAGES) >= 30
    for lang in langs:
        assert counts[(lang, "attack")] >= 4 and counts[(lang, "benign")] >= 4, lang
    for label in LABELS:  # every script carries attacks and benign notes
        used = {name for _, lab, text in rows if lab == label for ch in text
                for name, (lo, hi) in SCRIPTS.items() if lo <= ord(ch) <= hi}
        assert used == set(SCRIPTS), (label, set(SCRIPTS) - used)
    romanised = [text for lang, _, text in rows if lang.endswith("-latn")]
    assert len({lang for lang in langs if lang.endswith("-latn")}) >= 5
    assert all(ord(ch) < 0x250 or ch in "—₹" for text in romanised for ch in text)  # Latin letters only


def test_no_line_repeats_within_the_corpora_an_earlier_corpus_or_a_holdout() -> None:
    texts = [text for _, _, text in train_s12_injection_src.lines() + train_s12_multilingual_src.lines()]
    assert [t for t, n in Counter(texts).items() if n > 1] == []
    seen = {text.strip() for _, _, text in _earlier(EARLIER_ENGLISH + EARLIER_MULTILINGUAL)} | _data_texts()
    assert len(seen) > 5000  # the globs found the committed sets
    assert [t for t in texts if t.strip() in seen] == []


def test_the_session_12_corpora_train_the_models_their_kind_says() -> None:
    """English lines train both injection models (``s12-<family>``), the lines in other languages the e5 model only
    (``ml5-<language>-<label>``), romanised writing (``ml5-<language>-latn-<label>``) both; both files are recorded
    as the fit's data."""
    from bench.fit_classifiers import DATA_FILES, EXTRA, ML_DATA_FILES, extra_rows, row_language

    for name in ("train_s12_injection_src.py", "train_s12_multilingual_src.py"):
        path = ROOT / "bench/corpora" / name
        assert path in EXTRA and path in DATA_FILES and path in ML_DATA_FILES
    english = extra_rows(multilingual=False)
    assert [(f[4:], a) for f, _, a in english if f.startswith("s12-")] == [
        (fam, label == "attack") for fam, label, _ in train_s12_injection_src.lines()]
    lines = train_s12_multilingual_src.lines()
    assert [(f, t, a) for f, t, a in english if f.startswith("ml")] == [
        (f"ml5-{lang}-{label}", text, label == "attack") for lang, label, text in lines if lang.endswith("-latn")]
    assert extra_rows()[:len(english)] == english  # the English model's extra rows are the first of the e5 model's
    mine = [(f, t, a) for f, t, a in extra_rows() if f.startswith("ml5-")]
    assert sorted((f, a) for f, _, a in mine) == sorted(
        (f"ml5-{lang}-{label}", label == "attack") for lang, label, _ in lines)
    assert {row_language(f"extra:{f}", t) for f, t, _ in mine} == {
        lang.removesuffix("-latn") for lang, _, _ in train_s12_multilingual_src.lines()}


def test_romanised_writing_trains_both_models_because_the_gate_sends_it_down_both_paths() -> None:
    """The language gate reads a Latin-script text's vocabulary, so most romanised lines (Russian, Greek, Bengali,
    Hindi in Latin letters) go to the multilingual pass; the rest, code-switched with English words, take the
    English path alone, which every text takes: the shipped English model was fitted on them all (its row count is
    the fit's rows with them), and so was the e5 model."""
    from bench.fit_classifiers import injection_examples
    from memspark.safety.language import not_english

    romanised = [text for lang, _, text in train_s12_multilingual_src.lines() if lang.endswith("-latn")]
    gated = sum(not_english(t) for t in romanised)
    assert len(romanised) / 2 < gated < len(romanised)
    texts, _ = injection_examples()
    assert set(romanised) <= set(texts)
    fit = json.loads((ROOT / "memspark/safety/assets/injection_lr.json").read_text(encoding="utf-8"))["fit"]
    assert fit["train_rows"] == len(texts) + fit["benign_guard"]["locomo"]["turns"]
    e5_fit = json.loads((ROOT / "memspark/safety/assets/injection_e5_mlp.json").read_text(encoding="utf-8"))["fit"]
    assert e5_fit["train_rows"] == len(injection_examples(multilingual=True)[0])
