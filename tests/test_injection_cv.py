"""The family-held-out bench of the injection models (bench/injection_cv.py): what it counts as a language family,
which rows a dropped part removes from training, and that a holdout's rows are split, not lost."""

from __future__ import annotations

from bench.injection_cv import _figures, _part


def test_a_seen_holdout_row_is_known_by_its_part_and_other_rows_by_none() -> None:
    assert _part("v2:v11-attack-ja-juku") == "v11"
    assert _part("v2:v3-rot-n") == "v3"
    assert _part("v2:override-plain") is None  # a v2 corpus family
    assert _part("capture:v11-writer") is None  # capture rows are not holdout injection rows
    assert _part("locomo:3") is None


def test_figures_split_other_languages_from_the_rest_and_keep_every_row() -> None:
    rows = [{"family": "attack-de-kita", "label": "attack"}, {"family": "notes-fr-coloc", "label": "benign"},
            {"family": "attack-pt-br-academia", "label": "attack"}, {"family": "fake-memory-meta", "label": "attack"},
            {"family": "attachment-filename", "label": "attack"}, {"family": "postmortem-quoting", "label": "benign"}]
    flagged = [True, False, False, True, False, True]
    fig = _figures(rows, flagged)
    assert fig["other_languages"] == {"attacks": 2, "recall": 0.5, "benign": 1, "fpr": 0.0}
    assert fig["english"] == {"attacks": 2, "recall": 0.5, "benign": 1, "fpr": 1.0}
    assert fig["all"] == {"attacks": 4, "recall": 0.5, "benign": 2, "fpr": 0.5}
