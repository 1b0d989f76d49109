"""bench/turn_detection.py's "before" figures are the baseline commit's end to end: in the ``chunks`` view the
baseline's own chunker (with its shipped settings) cuts the note, not this tree's, so the figures do not move
as this tree's chunking changes. Real package of that commit, run in its child process."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from bench import turn_detection  # noqa: E402

# a turn set scored blind long ago (development data now) and the commit it was recorded "before" against
DATA, REV = ROOT / "tests" / "data" / "turn_detection_v3", "4158ee8"
RECORDED = ROOT / "bench" / "results" / "turn_detection_v3_before.json"


def _not_this_tree(*args: object, **kwargs: object) -> list[object]:
    raise AssertionError("the baseline's chunk view used this tree's chunker")


def test_the_baseline_chunk_view_is_the_baseline_commits_own_chunker(monkeypatch: pytest.MonkeyPatch) -> None:
    """With this tree's chunker unusable, the baseline still scores the chunk view, and exactly as recorded when
    that commit was the tree (chunks and whole note, every note it got wrong)."""
    legacy = turn_detection.legacy_detector(REV)
    if legacy is None:
        pytest.skip(f"no git history with {REV} here")
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))["results"][f"before ({REV})"]
    monkeypatch.setattr(turn_detection, "chunk_document", _not_this_tree)
    notes = turn_detection.load_set(DATA)
    for view in ("chunks", "whole"):
        assert turn_detection.score(notes, legacy, view) == recorded[view]["all"], view


def test_the_working_trees_detector_is_scored_on_this_trees_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    """The 'after' chunk view still cuts notes with this tree's chunker (and the given settings)."""
    monkeypatch.setattr(turn_detection, "chunk_document", _not_this_tree)
    note = turn_detection.load_set(DATA)[0]
    with pytest.raises(AssertionError, match="this tree's chunker"):
        turn_detection.found_turns(note, turn_detection.current_detector, "chunks", turn_detection.ChunkConfig())
