"""Sessions 17 to 19's hand-written capture store lines (short durable statements with each writer's chat, questions,
one-off requests and handovers, in languages the corpus has few of) are rendered and ready for the multilingual
store/category models, but train no store model as shipped (``E5_STORE_LINES`` off: measured, not shipped), nor do
the seen capture holdouts; the shipped multilingual asset names the lines it was fitted on (none)."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_session_store_lines_render_and_train_no_store_model_as_shipped() -> None:
    from bench.fit_classifiers import CAPTURE_STORE_E5, E5_STORE_LINES, capture_examples, capture_store_extra

    assert [p.name for p in CAPTURE_STORE_E5] == [f"train_s{n}_capture_src.py" for n in (17, 18, 19)]
    extra = capture_store_extra()
    prefixes = {r["family"].split("-", 1)[0] for r in extra}
    assert prefixes == {"s17cap", "s18cap", "s19cap"} and len(extra) > 600
    assert not E5_STORE_LINES
    for multilingual in (False, True):
        assert not any(r["family"].startswith(("s17cap-", "s18cap-", "s19cap-"))
                       for r in capture_examples(multilingual=multilingual))


def test_the_seen_holdouts_train_no_store_model() -> None:
    from bench.fit_classifiers import E5_STORE_SEEN, SEEN_PARTS, capture_examples

    assert not E5_STORE_SEEN
    seen = tuple(f"{p}-" for p in SEEN_PARTS)
    assert not any(r["family"].startswith(seen) for r in capture_examples(multilingual=True))
    assert not any(r["family"].startswith(seen) for r in capture_examples())


def test_each_session_19_writer_has_both_classes_and_a_handover() -> None:
    from bench.corpora.train_s19_capture_src import lines

    codes: dict[str, set[str]] = defaultdict(set)
    for family, code, _ in lines():
        codes[family].add(code)
    assert len(codes) >= 10
    for family, got in codes.items():
        assert {"P", "U", "S"} <= got and "i" in got and got & {"c", "q", "t"}, family


def test_the_shipped_multilingual_asset_names_the_store_lines_it_was_fitted_on() -> None:
    from bench.fit_classifiers import CAPTURE_STORE_E5, E5_STORE_LINES, capture_store_extra, digest

    lines = list(CAPTURE_STORE_E5) if E5_STORE_LINES else []
    fit = json.loads((ROOT / "memspark/capture/assets/capture_e5_lr.json").read_text(encoding="utf-8"))["fit"]
    assert fit["store_extra"]["data"] == [str(p.relative_to(ROOT)) for p in lines]
    assert fit["store_extra"]["sha256"] == digest(lines)
    assert fit["store_extra"]["rows"] == (len(capture_store_extra()) if lines else 0)


def test_the_store_models_abstain_their_band_under_their_flag() -> None:
    from bench.fit_classifiers import E5_STORE_BAND, STORE_BAND

    for name, band in (("capture_e5_lr.json", E5_STORE_BAND), ("capture_lr.json", STORE_BAND)):
        store = json.loads((ROOT / "memspark/capture/assets" / name).read_text(encoding="utf-8"))["store"]
        assert round(store["flag"] - store["abstain"], 3) == band, name
