"""The early reject of :func:`memspark.chunking.recurring.discover` (:func:`recurring.reachable`): a chunk whose
lines could not meet the evidence's line counts is given up before any key is looked for, and the full evidence
agrees on every labelled turn-detection note, whole and cut into windows of lines."""

from __future__ import annotations

from pathlib import Path

from memspark.chunking import recurring
from tests.test_turn_recurring import CALL_SIGNS, HANDLES, NO_SEPARATOR, PERIOD, SURNAME_FIRST

DATA = Path(__file__).parent / "data"
SETS = ("turn_detection", "turn_detection_v2", "turn_detection_v3", "turn_detection_v4", "turn_detection_v5")
WINDOWS = (3, 4, 6, 10)  # lines per window: around the reject's thresholds (3 key lines, a fifth of the lines)


def _texts() -> list[str]:
    notes = [NO_SEPARATOR, CALL_SIGNS, PERIOD, SURNAME_FIRST, HANDLES]
    for name in SETS:
        notes += [p.read_text(encoding="utf-8").replace("§ ", "") for p in sorted((DATA / name).rglob("*.md"))
                  if p.name != "README.md"]
    out = list(notes)
    for note in notes:
        lines = note.split("\n")
        out += ["\n".join(lines[i:i + n]) for n in WINDOWS for i in range(0, len(lines), max(1, n // 2))]
    return out


def test_the_early_reject_agrees_with_the_full_evidence() -> None:
    rejected = found = 0
    for text in _texts():
        lines = text.split("\n")
        texted = sum(1 for ln in lines if ln.strip() and not recurring._SKIP.match(ln))
        starts = recurring._starts(lines)
        full = recurring._judged(lines, starts, texted)  # every check, no shortcut
        if not recurring.reachable(len(starts), texted):
            rejected += 1
            assert full == {}, text
        found += bool(full)
        assert recurring.discover(lines) == full, text
    assert rejected > 1000 and found > 40  # the reject does work, and conversations are still found


def test_the_reject_follows_the_line_counts_of_the_evidence() -> None:
    assert not recurring.reachable(2, 2)  # two lines cannot hold two keys, one coming back
    assert recurring.reachable(3, 3) and recurring.reachable(3, 15)
    assert not recurring.reachable(3, 16)  # three key lines are under a fifth of sixteen lines with text
    one_line = "Ana Lopez   asked a good question about the homework today"
    assert recurring.discover([one_line]) == {} and recurring.discover([one_line, "", one_line]) == {}
