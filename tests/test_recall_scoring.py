from __future__ import annotations

from datetime import date

import pytest

from memspark.config import RecallConfig
from memspark.recall.pools import PoolGroup, low_threshold, pool_groups
from memspark.recall.stages.dedup import remove_near_duplicates
from memspark.recall.stages.fusion import rrf_fuse
from memspark.recall.stages.scoring import (
    apply_source_weights,
    apply_temporal_decay,
    decay_factor,
    normalise,
)
from memspark.recall.stages.search import GroupHits, search_depth
from memspark.recall.trace import DropReason
from memspark.vocab import RelevanceMode
from tests.recall_fixtures import cand, hit, unit_vec

NOW = date(2026, 4, 3)
WEIGHTS = RecallConfig().source_weights


# --- pools -------------------------------------------------------------------------------------

def test_reference_pools_are_searched_by_tools_only() -> None:
    hook = {p for g in pool_groups("meta", "hook") for p in g.pools}
    tool = {p for g in pool_groups("meta", "tool") for p in g.pools}
    assert hook == {"agent_memory", "agent_tools", "agent_mistakes", "shared_knowledge", "shared_mistakes",
                    "shared_rules"}
    assert tool == hook | {"reference_library", "reference_code"}


def test_agent_pools_filter_by_agent_and_shared_pools_by_shared() -> None:
    by_name = {g.name: g for g in pool_groups("dev", "tool")}
    assert by_name["agent"].agent_id == "dev"
    assert {by_name[n].agent_id for n in ("shared", "rules", "reference")} == {"shared"}
    assert by_name["rules"].pools == ("shared_rules",)


def test_depth_is_max_results_times_multiplier_with_a_floor_of_20() -> None:
    assert search_depth(10, 4) == 40
    assert search_depth(3, 4) == 20


def test_shared_rules_low_threshold() -> None:
    assert low_threshold(0.75) == pytest.approx(0.525)
    assert low_threshold(0.05) == 0.05


def test_shared_rules_kept_down_to_the_low_threshold() -> None:
    cands = (cand("top", 1.0), cand("rule", 0.6, pool="shared_rules"), cand("note", 0.6),
             cand("weak-rule", 0.5, pool="shared_rules"))
    out = normalise(cands, min_score=0.75, low_threshold=low_threshold(0.75))
    assert [c.id for c in out.candidates] == ["top", "rule"]
    assert {d.id: d.reason for d in out.drops} == {"note": DropReason.BELOW_MIN_SCORE,
                                                     "weak-rule": DropReason.BELOW_MIN_SCORE}


# --- fusion --------------------------------------------------------------------------------------

def test_rrf_fusion_keeps_leg_scores_and_uses_cosine_as_relevance() -> None:
    g = PoolGroup("agent", ("agent_memory",), "meta")
    groups = (GroupHits(g, vector=(hit("a", 0.80), hit("b", 0.70), hit("c", 0.60)),
                        bm25=(hit("b", 0.95), hit("d", 0.99))),)
    out = rrf_fuse(groups, k=60, vector_weight=1.0, bm25_weight=1.0, relevance=RelevanceMode.COSINE)
    by_id = {c.id: c for c in out.candidates}
    assert by_id["b"].fused == pytest.approx(1 / 62 + 1 / 62)
    assert by_id["a"].fused == pytest.approx(1 / 61)
    assert by_id["d"].fused == pytest.approx(1 / 61)
    assert out.candidates[0].id == "b"  # found by both legs
    assert (by_id["b"].cosine, by_id["b"].bm25) == (0.70, 0.95)
    assert by_id["a"].relevance == 0.80
    # BM25-only: capped at the lowest cosine the (exact) vector leg returned for its group
    assert by_id["d"].cosine is None and by_id["d"].relevance == pytest.approx(0.60)
    assert (out.detail.both, out.detail.vector_only, out.detail.bm25_only) == (1, 2, 1)


def test_rrf_leg_weights_change_the_order() -> None:
    g = PoolGroup("agent", ("agent_memory",), "meta")
    groups = (GroupHits(g, vector=(hit("a", 0.8),), bm25=(hit("d", 0.9),)),)
    heavy_bm25 = rrf_fuse(groups, k=60, vector_weight=1.0, bm25_weight=2.0)
    assert [c.id for c in heavy_bm25.candidates] == ["d", "a"]


def test_bm25_only_mode_uses_the_bm25_score() -> None:
    g = PoolGroup("agent", ("agent_memory",), "meta")
    out = rrf_fuse((GroupHits(g, vector=(), bm25=(hit("d", 0.9),)),), 60, 1.0, 1.0)
    assert out.candidates[0].relevance == 0.9


# --- dedup --------------------------------------------------------------------------------------

def test_near_duplicates_keep_the_better_candidate() -> None:
    cands = (cand("a", 0.7, vector=unit_vec(1, 0, 0)), cand("b", 0.8, vector=unit_vec(1, 0.05, 0)),
             cand("c", 0.6, vector=unit_vec(0, 1, 0)), cand("d", 0.5, text="text of c", vector=unit_vec(0, 0, 1)))
    out = remove_near_duplicates(cands, threshold=0.95)
    assert [c.id for c in out.candidates] == ["b", "c"]
    assert {d.id for d in out.drops} == {"a", "d"}
    assert all(d.reason is DropReason.DUPLICATE for d in out.drops)


# --- source weights and normalisation (spec: "Have we seen this error before") -----------------

def test_mistakes_boost_and_normalisation_reproduce_the_spec() -> None:
    cands = (cand("mem", 0.85, path="MEMORY-notes/lancedb.md"),
             cand("mine", 0.82, path="MISTAKES.md", pool="agent_mistakes"),
             cand("theirs", 0.78, path="shared/mistakes/meta.md", pool="shared_mistakes"))
    weighted = apply_source_weights(cands, WEIGHTS)
    assert [round(c.score, 3) for c in weighted.candidates] == [0.85, 1.312, 1.248]
    out = normalise(weighted.candidates, min_score=0.5, low_threshold=0.35)
    assert [(c.id, round(c.score, 3)) for c in out.candidates] == [("mine", 1.0), ("theirs", 0.951),
                                                                   ("mem", 0.648)]
    assert out.detail.top == pytest.approx(1.312)
    default = normalise(weighted.candidates, min_score=0.75, low_threshold=0.525)
    assert [c.id for c in default.candidates] == ["mine", "theirs"]


@pytest.mark.parametrize(("path", "source", "pool", "weight"), [
    ("MEMORY.md", "memory", "agent_memory", 1.4), ("USER.md", "memory", "agent_memory", 1.3),
    ("TOOLS.md", "memory", "agent_tools", 1.3), ("AGENTS.md", "memory", "agent_memory", 1.2),
    ("memory/capture.md", "capture", "agent_memory", 1.5), ("sessions/x.jsonl", "sessions", "agent_memory", 0.7),
    ("memory/2026-03-01.md", "memory", "agent_memory", 1.0),
])
def test_source_weights(path: str, source: str, pool: str, weight: float) -> None:
    out = apply_source_weights((cand("x", 0.5, path=path, source=source, pool=pool),), WEIGHTS)
    assert out.candidates[0].weight == pytest.approx(weight)
    assert out.candidates[0].score == pytest.approx(0.5 * weight)


# --- temporal decay (spec: "Mika LoRA") ---------------------------------------------------------

@pytest.mark.parametrize(("age", "spec_value"), [(0, 1.00), (6, 0.96), (33, 0.88), (78, 0.81), (2, 0.99)])
def test_decay_formula_matches_the_spec_to_two_decimals(age: int, spec_value: float) -> None:
    # Exact values: 6d 0.9671, 33d 0.8743, 78d 0.8193 (the spec rounds/truncates them).
    assert decay_factor(age, 0.8, 0.03) == pytest.approx(spec_value, abs=0.01)


def test_decay_demotes_old_notes_and_spares_evergreen() -> None:
    cands = (cand("today", 0.88, doc_date="2026-04-03"), cand("memory", 0.85, path="MEMORY.md", evergreen=True,
                                                              doc_date="2025-01-01"),
             cand("lastweek", 0.91, doc_date="2026-03-28"), cand("lastmonth", 0.93, doc_date="2026-03-01"))
    out = apply_temporal_decay(cands, NOW, 0.8, 0.03)
    final = {c.id: c.score for c in out.candidates}
    decay = {c.id: c.decay for c in out.candidates}
    assert decay["today"] == 1.0 and decay["memory"] == 1.0
    assert final["today"] == pytest.approx(0.88)
    assert final["memory"] == pytest.approx(0.85)
    assert final["lastweek"] == pytest.approx(0.874, abs=0.01)
    assert final["lastmonth"] == pytest.approx(0.818, abs=0.01)
    ranked = [c.id for c in normalise(out.candidates, 0.0, 0.0).candidates]
    # The highest raw similarity (33 days old) falls below today's note and the evergreen MEMORY.md.
    assert ranked.index("lastmonth") > ranked.index("today")
    assert ranked.index("lastmonth") > ranked.index("memory")
    assert ranked[-1] == "lastmonth"


def test_decay_without_a_date_is_a_no_op_and_future_dates_do_not_boost() -> None:
    out = apply_temporal_decay((cand("nodate", 0.5, doc_date=""), cand("future", 0.5, doc_date="2026-05-01")),
                               NOW, 0.8, 0.03)
    assert [c.score for c in out.candidates] == [0.5, 0.5]


# --- decay guards and near-duplicates after decay (issue: recall quality) ------------------------

def test_time_anchored_query_turns_decay_off_and_says_why() -> None:
    old = cand("old", 0.9, doc_date="2025-05-07")
    out = apply_temporal_decay((old,), NOW, 0.8, 0.03, "when: 'When'")
    assert out.candidates[0].decay == 1.0 and out.candidates[0].score == 0.9
    assert out.notes and "time-anchored" in out.notes[0]


def test_the_spec_decay_example_still_orders_newest_first() -> None:
    # spec: 0.93 at 33 days, 0.91 at 6 days, 0.88 today, MEMORY.md 0.85 evergreen — a 5.7 % lead is no clear win
    cands = (cand("m01", 0.93, doc_date="2026-03-01"), cand("m28", 0.91, doc_date="2026-03-28"),
             cand("a03", 0.88, doc_date="2026-04-03"), cand("mem", 0.85, path="MEMORY.md", evergreen=True))
    out = apply_temporal_decay(cands, NOW, 0.8, 0.03)
    final = {c.id: c.score for c in out.candidates}
    assert final["a03"] == pytest.approx(0.88) and final["m01"] == pytest.approx(0.93 * decay_factor(33, 0.8, 0.03))
    assert min(final["a03"], final["m28"]) > final["mem"] > final["m01"]  # the 33-day note is not spared
    assert not out.notes


def test_a_clear_best_match_is_not_buried_under_recent_weaker_notes() -> None:
    best = cand("best", 0.9, doc_date="2025-06-01")  # old, and 20 % ahead of anything recent
    recent = cand("recent", 0.75, doc_date="2026-04-02")
    out = apply_temporal_decay((best, recent), NOW, 0.8, 0.03)
    by_id = {c.id: c for c in out.candidates}
    assert by_id["best"].decay == 1.0 and by_id["best"].score == 0.9 > by_id["recent"].score
    assert out.notes[0].startswith("decay spared 1 clear match") and "memory/best.md" in out.notes[0]


def test_buried_spares_every_match_a_much_weaker_note_would_overtake() -> None:
    import numpy as np

    from memspark.recall.stages.scoring import buried

    before = np.array([0.90, 0.85, 0.70, 0.60])  # pre-decay
    after = np.array([0.69, 0.68, 0.70, 0.60])  # old, old, recent, recent
    # 0.90 and 0.85 both beat 0.70 by > 10 % yet fall below it after decay; 0.70 and 0.60 are not buried
    assert buried(before, after, 0.10) == [0, 1]
    assert buried(before, after, float("inf")) == []


def test_of_near_duplicates_the_best_final_score_survives() -> None:
    v = unit_vec(1.0, 0.2, 0.1)
    # identical notes: the oldest has the best raw cosine, as in the report
    copies = (cand("mar01", 0.93, doc_date="2026-03-01", vector=v, text="Mika LoRA run: lr 1e-4."),
              cand("mar28", 0.94, doc_date="2026-03-28", vector=v, text="Mika LoRA run: lr 1e-4 ."),
              cand("apr03", 0.92, doc_date="2026-04-03", vector=v, text="Mika LoRA run: lr 1e-4!"))
    decayed = apply_temporal_decay(apply_source_weights(copies, WEIGHTS).candidates, NOW, 0.8, 0.03).candidates
    kept = remove_near_duplicates(decayed, 0.95)
    assert [c.id for c in kept.candidates] == ["apr03"]
    assert {d.id for d in kept.drops} == {"mar01", "mar28"}
