"""The offline signal comparison (``bench/abstention_compare.py``) replays the abstain stage's value exactly.

Signals are compared on recorded rows instead of re-running the pipeline per variant, so the replay of the
shipped value must equal what :func:`memspark.recall.stages.relevance.abstain` computes from the same candidates:
the best cosine plus the weighted coverage share over n + 1 terms, less the unknown names' share.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(ROOT))
from recall_fixtures import cand  # noqa: E402

from bench.abstention_compare import judge_at, shipped  # noqa: E402
from memspark.recall.stages.relevance import abstain, assess_relevance  # noqa: E402
from memspark.recall.trace import RelevanceDetail  # noqa: E402

TEXTS = ("Caroline: I loved reading that book about the sea.", "Melanie: the kids painted a sunset at the lake.")


def row_of(query: str, cosines: tuple[float, ...]) -> dict[str, object]:
    cands = tuple(cand(str(i), 1.0 - i / 10, cosine=c, text=t) for i, (c, t) in enumerate(zip(cosines, TEXTS, strict=True)))
    assessed = assess_relevance(cands, query).candidates
    detail = abstain(assessed, query, 0.0).detail
    assert isinstance(detail, RelevanceDetail)
    return {"query": query, "chunks": [(t, c, False) for t, c in zip(TEXTS, cosines, strict=True)], "read": list(TEXTS),
            "stage": detail.relevance, "kind": "on", "block": True, "held": True}


@pytest.mark.parametrize("query", ["What book did Caroline read?", "What book did Joanna and Caroline read?",
                                   "sunset painting", "ok", "Which lake did Melanie paint at?", "thank you so much!",
                                   "Thanks! And which book did Caroline read at the lake?"])
def test_the_replayed_value_is_the_abstain_stages(query: str) -> None:
    row = row_of(query, (0.45, 0.38))
    assert shipped(row) == pytest.approx(row["stage"])
    assert shipped(row, name_weight=0.0) >= shipped(row)  # the name penalty only ever lowers it


def test_rates_at_a_threshold_count_blocks_above_it_only() -> None:
    on = {"kind": "on", "block": True, "held": True}
    rows = [on, {**on, "held": False}, {"kind": "cross", "block": True, "held": False},
            {"kind": "general", "block": False, "held": False}, {"kind": "general2", "block": True, "held": False},
            {"kind": "general3", "block": True, "held": False}]
    out = judge_at(rows, [0.5, 0.6, 0.45, 0.9, 0.3, 0.41], 0.41)
    assert out["evidence_all"] == 1 and out["evidence_rate_125"] == 0.5
    assert out["silent_cross"] == 0.0 and out["silent_general"] == 1.0 and out["silent_general2"] == 1.0
    assert out["silent_general3"] == 0.0 and out["silent_fitted"] == 0.5
