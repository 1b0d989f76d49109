"""The later blind turn-detection sets (``tests/data/turn_detection_v3`` to ``_v16``) are well formed: every file
listed, its gold turns the ``§ `` marker lines, all of it held out, and its kinds new to every earlier set and to
the LoCoMo eval layouts. This reads the files only; it never runs the detector on them."""

from __future__ import annotations

from collections import Counter

import pytest
from test_turn_detection_v2_data import DATA, _manifest, _markers

from memspark_eval.locomo_layouts import LAYOUTS

SETS = ["turn_detection_v3", "turn_detection_v4", "turn_detection_v5", "turn_detection_v6", "turn_detection_v7",
        "turn_detection_v8", "turn_detection_v9", "turn_detection_v10", "turn_detection_v11", "turn_detection_v12",
        "turn_detection_v13", "turn_detection_v14", "turn_detection_v15", "turn_detection_v16"]
EARLIER = ["turn_detection", "turn_detection_v2"]


@pytest.mark.parametrize("name", SETS)
def test_the_manifest_lists_every_file_and_its_gold_turns_are_the_marker_lines(name: str) -> None:
    root = DATA / name
    manifest = _manifest(root)
    notes = [p for label in ("conversation", "other") for p in sorted((root / label).iterdir())]
    assert sorted(manifest) == [f"{p.parent.name}/{p.name}" for p in notes]
    for path in notes:
        meta = manifest[f"{path.parent.name}/{path.name}"]
        gold = _markers(path)
        assert meta == {"label": path.parent.name, "kind": meta["kind"], "split": "holdout",
                        "content_type": "session" if path.suffix == ".jsonl" else "markdown", "gold_turns": gold}
        assert bool(gold) == (path.parent.name == "conversation"), path.name


@pytest.mark.parametrize("name", SETS)
def test_the_notes_are_of_realistic_length(name: str) -> None:
    for rel in _manifest(DATA / name):
        lines = (DATA / name / rel).read_text(encoding="utf-8").rstrip("\n").split("\n")
        assert 10 <= len(lines) <= 60, rel


@pytest.mark.parametrize("name", SETS)
def test_the_set_is_large_enough_and_its_kinds_are_new(name: str) -> None:
    manifest = _manifest(DATA / name)
    labels = Counter(meta["label"] for meta in manifest.values())
    assert labels["conversation"] >= 30 and labels["other"] >= 30
    kinds = {label: {meta["kind"] for meta in manifest.values() if meta["label"] == label}
             for label in ("conversation", "other")}
    before = EARLIER + SETS[:SETS.index(name)]
    earlier = {meta["kind"] for root in before for meta in _manifest(DATA / root).values()}
    assert len(kinds["conversation"]) >= 30 and len(kinds["other"]) >= 30
    assert not (kinds["conversation"] | kinds["other"]) & (earlier | set(LAYOUTS))
