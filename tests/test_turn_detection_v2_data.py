"""The blind turn-detection set (``tests/data/turn_detection_v2``) is well formed: every file listed, its gold
turns the ``§ `` marker lines, all of it held out, and its conversation layouts new to the first set and to the
LoCoMo eval. This reads the files only; it never runs the detector on them."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

DATA = Path(__file__).parent / "data"
V2 = DATA / "turn_detection_v2"
MARK = "§ "


def _manifest(root: Path) -> dict[str, dict]:
    return json.loads((root / "manifest.json").read_text(encoding="utf-8"))


def _markers(path: Path) -> list[int]:
    return [n for n, line in enumerate(path.read_text(encoding="utf-8").split("\n"), start=1) if line.startswith(MARK)]


def test_the_manifest_lists_every_file_and_its_gold_turns_are_the_marker_lines() -> None:
    manifest = _manifest(V2)
    on_disk = {f"{p.parent.name}/{p.name}" for label in ("conversation", "other") for p in (V2 / label).iterdir()}
    assert set(manifest) == on_disk
    for rel, meta in manifest.items():
        assert meta["label"] == rel.split("/")[0] and meta["split"] == "holdout"
        assert meta["content_type"] == ("session" if rel.endswith(".jsonl") else "markdown")
        assert meta["gold_turns"] == _markers(V2 / rel), rel
        assert bool(meta["gold_turns"]) == (meta["label"] == "conversation"), rel


def test_the_set_is_large_enough_and_its_conversation_layouts_are_new() -> None:
    manifest = _manifest(V2)
    labels = Counter(meta["label"] for meta in manifest.values())
    assert labels["conversation"] >= 30 and labels["other"] >= 25
    kinds = {meta["kind"] for meta in manifest.values() if meta["label"] == "conversation"}
    seen = {meta["kind"] for meta in _manifest(DATA / "turn_detection").values() if meta["label"] == "conversation"}
    eval_layouts = {"bare", "bold", "monthly", "timestamped-list", "blockquote", "name-dash", "whatsapp", "chat-copy",
                    "jsonl"}
    assert len(kinds) >= 25 and not kinds & (seen | eval_layouts)
