from __future__ import annotations

from collections.abc import Sequence

import pytest

from memspark.recall.stages.rerank import apply_gate, apply_rerank
from memspark.rerank.blend import BlendSettings, blend, minmax, ranks
from memspark.rerank.gate import GateDecision, RerankGateSettings, gate_decision, soft_multiplier
from tests.recall_fixtures import cand

HARD = RerankGateSettings("hard", 0.08, 0.02)
SOFT = RerankGateSettings("soft", 0.08, 0.02)


def test_gate_high_spread_skips() -> None:
    d = gate_decision([0.94, 0.85, 0.79, 0.71, 0.65], HARD)
    assert not d.run
    assert d.reason == "hard-gate-high: spread=0.2900 > 0.08 (vector confident)"


def test_gate_tied_set_skips_even_though_float_spread_is_a_hair_above() -> None:
    d = gate_decision([0.72, 0.71, 0.71, 0.70, 0.70], HARD)
    assert d.spread > 0.02  # 0.020000000000000018 in binary floating point
    assert not d.run
    assert d.reason == "hard-gate-low: spread=0.0200 < 0.02 (tied set)"


def test_gate_ambiguous_runs() -> None:
    d = gate_decision([0.83, 0.80, 0.79, 0.77, 0.76], HARD)
    assert d.run
    assert d.reason == "hard-gate-run: 0.02 ≤ spread=0.0700 ≤ 0.08 (ambiguous)"


def test_gate_uses_only_the_top_five() -> None:
    assert gate_decision([0.83, 0.80, 0.79, 0.77, 0.76, 0.10], HARD).run


def test_gate_off_never_runs() -> None:
    assert not gate_decision([0.83, 0.80, 0.79, 0.77, 0.76], RerankGateSettings("off")).run


@pytest.mark.parametrize(("spread", "multiplier"), [(0.05, 0.75), (0.12, 1.0), (0.01, 0.5), (0.08, 1.0)])
def test_soft_multiplier(spread: float, multiplier: float) -> None:
    assert soft_multiplier(spread, SOFT) == pytest.approx(multiplier)


def test_soft_gate_always_runs_with_the_multiplier() -> None:
    d = gate_decision([0.80, 0.78, 0.77, 0.76, 0.75], SOFT)
    assert d.run and d.vector_multiplier == pytest.approx(0.75)
    assert gate_decision([0.9, 0.78], SOFT).vector_multiplier == 1.0


def test_blend_rrf_is_normalised_and_soft_multiplier_shifts_influence() -> None:
    vec, rr = [0.9, 0.8], [0.1, 5.0]
    full = blend(vec, rr, BlendSettings(mode="rrf", rrf_k=60))
    assert full[0] == pytest.approx(full[1])  # one first place each, equal weights
    soft = blend(vec, rr, BlendSettings(mode="rrf", rrf_k=60, vector_multiplier=0.75))
    assert soft[1] > soft[0]  # the reranker's favourite wins when the vector weight is scaled down
    both_first = blend([0.9, 0.8], [5.0, 0.1], BlendSettings(mode="rrf"))
    assert both_first[0] == pytest.approx(1.0)


def test_blend_score_mode_with_minmax_and_sigmoid() -> None:
    out = blend([1.0, 0.5], [2.0, 4.0], BlendSettings(mode="score", alpha=0.5))
    assert out == pytest.approx([0.5, 0.75])
    sig = blend([1.0, 0.5], [0.0, 0.0], BlendSettings(mode="score", alpha=0.5, normalise="sigmoid"))
    assert sig == pytest.approx([0.75, 0.5])
    pure = blend([1.0, 0.5], [2.0, 4.0], BlendSettings(mode="score", alpha=0.0))
    assert pure == pytest.approx([0.0, 1.0])


def test_ranks_and_minmax() -> None:
    assert ranks([0.2, 0.9, 0.5]).tolist() == [3, 1, 2]
    assert minmax([3.0, 3.0]).tolist() == [1.0, 1.0]


class FakeReranker:
    name = "fake"

    def __init__(self, scores: list[float] | None = None, raises: bool = False) -> None:
        self.scores, self.raises = scores, raises
        self.seen: list[tuple[str, list[str]]] = []

    def rerank(self, query: str, documents: Sequence[str]) -> list[float] | None:
        self.seen.append((query, list(documents)))
        if self.raises:
            raise RuntimeError("boom")
        return self.scores

    def probe(self) -> bool:
        return True


def _ambiguous() -> tuple:
    return (cand("ssh", 1.0, cosine=0.83), cand("tools", 0.96, cosine=0.80), cand("maint", 0.95, cosine=0.79),
            cand("sec", 0.93, cosine=0.77), cand("mistake", 0.92, cosine=0.76))


def test_rerank_runs_when_the_gate_fires_and_promotes_the_reranker_favourite() -> None:
    cands = _ambiguous()
    decision = apply_gate(cands, HARD).detail
    assert isinstance(decision, GateDecision) and decision.run
    rr = FakeReranker([0.1, 0.2, 0.3, 0.4, 9.0])
    out = apply_rerank(cands, "Klein rotates SSH keys.", rr, decision, BlendSettings(mode="score", alpha=0.3),
                       top_n=20, reformulate_query=True)
    assert rr.seen[0][0] == "Is it true that Klein rotates SSH keys?"
    assert out.candidates[0].id == "mistake"
    assert out.candidates[0].rerank_score == 9.0
    assert out.detail.ran and out.detail.logit_spread == pytest.approx(8.9)
    assert [c.score for c in out.candidates] == sorted((c.score for c in out.candidates), reverse=True)


def test_rerank_sends_only_top_n_and_keeps_the_tail_below() -> None:
    cands = _ambiguous()
    rr = FakeReranker([0.0, 1.0])
    out = apply_rerank(cands, "q?", rr, gate_decision([0.83, 0.76], HARD), BlendSettings(), top_n=2,
                       reformulate_query=True)
    assert len(rr.seen[0][1]) == 2
    assert [c.id for c in out.candidates[2:]] == ["maint", "sec", "mistake"]
    assert max(c.score for c in out.candidates[2:]) <= min(c.score for c in out.candidates[:2])


@pytest.mark.parametrize("reranker", [FakeReranker(None), FakeReranker([1.0])])
def test_rerank_failure_is_passthrough_with_a_trace_note(reranker: FakeReranker) -> None:
    cands = _ambiguous()
    out = apply_rerank(cands, "q?", reranker, gate_decision([0.83, 0.76], HARD), BlendSettings(), 20, True)
    assert out.candidates == cands
    assert not out.detail.ran and out.detail.fallback_reason
    assert "passthrough" in out.notes[0]


def test_a_raising_reranker_is_not_caught_by_the_pure_function() -> None:
    """Fallback lives in one place, the pipeline's rerank stage (tests/test_recall_pipeline.py runs it):
    the pure function lets the failure through instead of catching it a second time."""
    with pytest.raises(RuntimeError, match="boom"):
        apply_rerank(_ambiguous(), "q?", FakeReranker(raises=True), gate_decision([0.83, 0.76], HARD),
                     BlendSettings(), 20, True)


def test_rerank_skipped_when_gate_says_so() -> None:
    rr = FakeReranker([1.0] * 5)
    decision = gate_decision([0.94, 0.65], HARD)
    out = apply_rerank(_ambiguous(), "q?", rr, decision, BlendSettings(), 20, True)
    assert rr.seen == [] and out.detail.fallback_reason == decision.reason
