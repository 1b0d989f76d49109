"""The multilingual capture store/category models train on the capture corpus, on sessions 17 to 19's
hand-written store lines (short durable statements with each writer's chat, questions, one-off requests and
handovers, in languages the corpus has few of; session 20's lines, all eight words or fewer, are measured, not fitted) and on the seen capture holdouts; the English store model reads
none of them, and the shipped multilingual asset names the lines with their digest."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_session_store_lines_train_the_multilingual_store_models_only() -> None:
    from bench.fit_classifiers import CAPTURE_STORE_E5, capture_examples, capture_store_extra

    assert [p.name for p in CAPTURE_STORE_E5] == [f"train_s{n}_capture_src.py" for n in (17, 18, 19)]
    extra = capture_store_extra()
    prefixes = {r["family"].split("-", 1)[0] for r in extra}
    assert prefixes == {"s17cap", "s18cap", "s19cap"}
    e5_rows = capture_examples(multilingual=True)
    start = [r["family"] for r in e5_rows].index(extra[0]["family"])
    assert [r["text"] for r in e5_rows[start:start + len(extra)]] == [r["text"] for r in extra]
    assert not any(r["family"].startswith(("s17cap-", "s18cap-", "s19cap-", "s20cap-")) for r in capture_examples())


def test_the_seen_holdouts_train_the_multilingual_store_models_not_the_english_one() -> None:
    from bench.fit_classifiers import E5_STORE_SEEN, SEEN_PARTS, capture_examples

    assert E5_STORE_SEEN
    seen = tuple(f"{p}-" for p in SEEN_PARTS)
    marked = {r["family"].split("-", 1)[0] for r in capture_examples(multilingual=True) if r["family"].startswith(seen)}
    assert marked == set(SEEN_PARTS)
    assert not any(r["family"].startswith(seen) for r in capture_examples())


def test_each_session_19_writer_has_both_classes_and_a_handover() -> None:
    from bench.corpora.train_s19_capture_src import lines

    codes: dict[str, set[str]] = defaultdict(set)
    for family, code, _ in lines():
        codes[family].add(code)
    assert len(codes) >= 10
    for family, got in codes.items():
        assert {"P", "U", "S"} <= got and "i" in got and got & {"c", "q", "t"}, family


def test_each_session_20_writer_pairs_short_durable_lines_with_short_look_alikes() -> None:
    from bench.corpora.train_s20_capture_src import SOURCE, lines

    codes: dict[str, list[str]] = defaultdict(list)
    for family, code, text in lines():
        codes[family].append(code)
        words = text.split()
        assert (len(words) <= 8 if len(words) > 2 else len(text) <= 24), text
    lang_of = {line[3:].split("|")[0].strip(): line.split("|")[1].strip() for line in SOURCE.splitlines()
               if line.startswith("## ")}
    assert len(set(lang_of.values())) >= 12 and "en" not in lang_of.values()
    handovers = {lang_of[family] for family, got in codes.items() if "i" in got}
    assert handovers == set(lang_of.values())  # every language has a hand-over among its look-alikes
    for family, got in codes.items():
        stored = [c for c in got if c.isupper()]
        assert len(stored) * 2 == len(got) and {"c", "q", "t"} <= set(got), family


def test_the_shipped_multilingual_asset_names_the_store_lines() -> None:
    from bench.fit_classifiers import CAPTURE_STORE_E5, capture_store_extra, digest

    fit = json.loads((ROOT / "memspark/capture/assets/capture_e5_lr.json").read_text(encoding="utf-8"))["fit"]
    assert fit["store_extra"]["data"] == [str(p.relative_to(ROOT)) for p in CAPTURE_STORE_E5]
    assert fit["store_extra"]["sha256"] == digest(list(CAPTURE_STORE_E5))
    assert fit["store_extra"]["rows"] == len(capture_store_extra())


def test_the_store_models_abstain_their_band_under_their_flag() -> None:
    from bench.fit_classifiers import E5_STORE_BAND, STORE_BAND

    for name, band in (("capture_e5_lr.json", E5_STORE_BAND), ("capture_lr.json", STORE_BAND)):
        store = json.loads((ROOT / "memspark/capture/assets" / name).read_text(encoding="utf-8"))["store"]
        assert round(store["flag"] - store["abstain"], 3) == band, name
