from __future__ import annotations

import logging

import numpy as np
import pytest

from memspark.recall.stages.dedup import remove_near_duplicates
from memspark.recall.stages.mmr import adaptive_lambda, limit, mmr
from memspark.recall.trace import DropReason
from tests.recall_fixtures import cand

S = float(np.sqrt(1 - 0.9**2))


def _gateway_restart() -> tuple:
    """Spec "gateway restart": three AGENTS.md sections close to each other (cosine 0.9 with the
    first), a MEMORY.md note and a daily note about other aspects."""
    e = np.eye(5, dtype=np.float32)
    return (
        cand("a350", 0.95, path="AGENTS.md", start_line=350, end_line=380, vector=e[0]),
        cand("a380", 0.93, path="AGENTS.md", start_line=380, end_line=410, vector=0.9 * e[0] + S * e[1]),
        cand("a410", 0.91, path="AGENTS.md", start_line=410, end_line=440, vector=0.9 * e[0] + S * e[2]),
        cand("mem", 0.88, path="MEMORY.md", start_line=120, end_line=140, vector=e[3]),
        cand("daily", 0.85, path="memory/2026-03-09.md", vector=e[4]),
    )


def test_mmr_demotes_near_duplicate_agents_sections_like_the_spec() -> None:
    cands = _gateway_restart()
    assert len(remove_near_duplicates(cands, 0.95).candidates) == 5  # not duplicates, just similar
    out = mmr(cands, 0.9, adaptive=False)
    assert [c.id for c in out.candidates] == ["a350", "mem", "daily", "a380", "a410"]
    assert [c.score for c in out.candidates] == [0.95, 0.88, 0.85, 0.93, 0.91]  # scores untouched
    assert out.detail.demoted == ("AGENTS.md:380-410", "AGENTS.md:410-440")


def test_mmr_lambda_one_is_pure_relevance() -> None:
    assert [c.id for c in mmr(_gateway_restart(), 1.0, adaptive=False).candidates] == [
        "a350", "a380", "a410", "mem", "daily"]


@pytest.mark.parametrize(("spread", "lam", "tier"), [(0.35, 0.95, "wide"), (0.15, 0.85, "medium"),
                                                     (0.05, 0.70, "tight")])
def test_adaptive_tiers(spread: float, lam: float, tier: str) -> None:
    assert adaptive_lambda(spread) == (lam, tier)


def test_adaptive_line_is_always_logged_and_used_only_when_enabled(caplog: pytest.LogCaptureFixture) -> None:
    cands = (cand("a", 1.0), cand("b", 0.65))
    with caplog.at_level(logging.INFO, logger="memspark.recall.stages.mmr"):
        fixed = mmr(cands, 0.9, adaptive=False)
    line = "MMR: configured λ=0.9 | adaptive would be λ=0.95 (spread=0.350, tier=wide)"
    assert fixed.notes == (line,)
    assert line in caplog.text
    assert fixed.detail.lambda_used == 0.9
    tight = mmr((cand("a", 1.0), cand("b", 0.95)), 0.9, adaptive=True)
    assert tight.detail.lambda_used == 0.70
    assert "adaptive would be λ=0.70 (spread=0.050, tier=tight)" in tight.notes[0]


def test_limit_records_max_results_drops() -> None:
    out = limit(_gateway_restart(), 3)
    assert len(out.candidates) == 3
    assert [d.reason for d in out.drops] == [DropReason.MAX_RESULTS] * 2
