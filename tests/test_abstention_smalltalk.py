"""``bench/abstention_smalltalk.py`` reads both sides from one recording: the base's terms (every content term) and
the stage's terms now (small talk's formulas out), and says whether the second dominates the first."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.abstention_compare import shipped  # noqa: E402
from bench.abstention_smalltalk import base_terms, dominance, value  # noqa: E402
from memspark.recall.stages.relevance import COVERAGE_WEIGHT, query_terms  # noqa: E402

LINE = "Maria: thanks so much! Keep going with the garden, it looks great."


def row(query: str, kind: str, cosine: float = 0.35) -> dict[str, object]:
    return {"query": query, "kind": kind, "block": True, "held": kind == "on", "conv": 0,
            "chunks": [(LINE, cosine, False)], "read": [LINE]}


def test_before_reads_every_term_after_reads_the_stage_now() -> None:
    chat = row("thanks, keep going!", "general")
    assert value(chat, base_terms) == pytest.approx(0.35 + COVERAGE_WEIGHT * 3 / 4)  # thank, keep, go held of 3
    assert value(chat, query_terms, said=True, whole=True) == 0.0 == shipped(chat)  # small talk as a whole
    asked = row("How does Maria's garden look?", "on")
    assert value(asked, base_terms) == value(asked, query_terms, said=True, whole=True) == shipped(asked)


def test_dominance_counts_thresholds_where_after_is_worse() -> None:
    rows = [row("thanks, keep going!", "general"), row("How does Maria's garden look?", "on", 0.5),
            row("garden tools?", "cross", 0.2), row("capital of Peru?", "general2", 0.1), row("tides?", "general3", 0.1)]
    before = [value(r, base_terms) for r in rows]
    after = [value(r, query_terms, said=True, whole=True) for r in rows]
    out = dominance(rows, before, after)
    assert out["thresholds_worse"] == [] and out["on_topic_values_changed"] == 0
    assert out["off_topic_values_lowered"] == 1 and out["off_topic_values_raised"] == 0
    assert dominance(rows, after, before)["thresholds_worse"]  # the other way round it is worse somewhere
