"""The base-relevance modes of the fusion stage chosen by the LoCoMo eval (tuning.relevance)."""

from __future__ import annotations

import pytest

from memspark.config import load_config
from memspark.errors import ConfigError
from memspark.recall.pools import PoolGroup
from memspark.recall.stages.fusion import rrf_fuse
from memspark.recall.stages.search import GroupHits
from memspark.tuning import Tuning
from memspark.vocab import RelevanceMode
from tests.recall_fixtures import hit

G = PoolGroup("agent", ("agent_memory",), "meta")
GROUPS = (GroupHits(G, vector=(hit("a", 0.80), hit("b", 0.70), hit("c", 0.60)),
                    bm25=(hit("b", 0.95), hit("d", 0.90))),)


def test_mix_adds_the_weighted_bm25_score_to_the_cosine() -> None:
    out = rrf_fuse(GROUPS, 60, 1.0, 1.0, relevance="mix", bm25_mix=0.3)
    rel = {c.id: c.relevance for c in out.candidates}
    assert rel["a"] == pytest.approx(0.80)  # vector only: its cosine
    assert rel["b"] == pytest.approx(0.70 + 0.3 * 0.95)  # both legs: cosine + β·bm25
    assert rel["d"] == pytest.approx(0.60 + 0.3 * 0.90)  # BM25 only: the group's cosine floor + β·bm25
    assert all(c.score == c.relevance for c in out.candidates)
    # the term match lifts b above a, which cosine alone ranks first
    assert rel["b"] > rel["a"]


def test_mix_scales_saturated_bm25_scores_by_their_raw_score() -> None:
    # raw BM25 20 and 12 both sigmoid to ≈ 1.0; mix keeps the best one's sigmoid and scales the
    # other by its raw score relative to it, so the weaker term match stays weaker
    groups = (GroupHits(G, vector=(hit("a", 0.50), hit("b", 0.50)),
                        bm25=(hit("a", 0.9991, raw_score=20.0), hit("b", 0.9890, raw_score=12.0))),)
    rel = {c.id: c.relevance for c in rrf_fuse(groups, 60, 1.0, 1.0, relevance="mix", bm25_mix=0.3).candidates}
    assert rel["a"] == pytest.approx(0.50 + 0.3 * 0.9991)
    assert rel["b"] == pytest.approx(0.50 + 0.3 * 0.9991 * 12.0 / 20.0)


def test_rrf_relevance_is_the_fused_value_over_its_best_possible() -> None:
    out = rrf_fuse(GROUPS, 60, 1.0, 1.0, relevance="rrf")
    rel = {c.id: c.relevance for c in out.candidates}
    assert rel["b"] == pytest.approx((1 / 62 + 1 / 61) / (2 / 61))
    assert rel["a"] == pytest.approx((1 / 61) / (2 / 61))


@pytest.mark.parametrize("mode", list(RelevanceMode))
def test_with_one_leg_every_mode_uses_that_legs_score(mode: RelevanceMode) -> None:
    bm25_only = (GroupHits(G, vector=(), bm25=(hit("d", 0.9),)),)
    assert rrf_fuse(bm25_only, 60, 1.0, 1.0, relevance=mode, bm25_mix=0.3).candidates[0].relevance == 0.9
    vector_only = (GroupHits(G, vector=(hit("a", 0.8),), bm25=()),)
    assert rrf_fuse(vector_only, 60, 1.0, 1.0, relevance=mode, bm25_mix=0.3).candidates[0].relevance == 0.8


def test_config_default_is_the_measured_mix_and_is_validated() -> None:
    tn = Tuning()
    assert (tn.relevance, tn.bm25_mix) == ("mix", 0.3)
    with pytest.raises(ConfigError):
        load_config(env={}, overrides={"tuning": {"relevance": "bogus"}})
    with pytest.raises(ConfigError):
        load_config(env={}, overrides={"tuning": {"bm25_mix": 2.0}})


def test_rrf_fuse_defaults_to_the_configured_relevance() -> None:
    """A caller that omits relevance and bm25_mix (the eval, a plugin) gets what recall does, not the old
    cosine-only default."""
    tn = Tuning()
    default = {c.id: c.relevance for c in rrf_fuse(GROUPS, 60, 1.0, 1.0).candidates}
    configured = {c.id: c.relevance for c in rrf_fuse(GROUPS, 60, 1.0, 1.0, relevance=tn.relevance,
                                                      bm25_mix=tn.bm25_mix).candidates}
    cosine = {c.id: c.relevance for c in rrf_fuse(GROUPS, 60, 1.0, 1.0, relevance=RelevanceMode.COSINE).candidates}
    assert default == configured and default != cosine
