"""Abstention: the auto-recall hook injects nothing when no memory is relevant (issue 20, item 5).

The stage functions on small candidates first, then the real example index (real MiniLM, real LanceDB,
:func:`test_recall_e2e_workspace.example_index`): an off-topic prompt gets no block while on-topic
prompts still do, tool results carry the absolute ``relevance`` beside the normalised ``score``, the
trace says why the hook abstained, and ``tuning.hook_min_relevance = 0`` restores the old behaviour.
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).parent))
from recall_fixtures import cand, hit  # noqa: E402
from test_recall_e2e_workspace import REPO, example_index  # noqa: E402

from memspark.config import Config, load_config  # noqa: E402
from memspark.errors import ConfigError  # noqa: E402
from memspark.recall import MemorySparkManager, before_prompt_build  # noqa: E402
from memspark.recall.pools import pool_groups  # noqa: E402
from memspark.recall.stages.context import RecallContext, RecallSettings  # noqa: E402
from memspark.recall.stages.focus_features import terms  # noqa: E402
from memspark.recall.stages.relevance import (  # noqa: E402
    COVERAGE_WEIGHT,
    abstain,
    assess_relevance,
    coverage,
    covered_share,
    query_names,
    query_terms,
    unknown_names,
    vector_floor,
)
from memspark.recall.stages.search import GroupHits  # noqa: E402
from memspark.recall.stages.steps import Relevance  # noqa: E402
from memspark.recall.trace import DropReason, RelevanceDetail, render_trace  # noqa: E402
from memspark.toolset.search import memory_search  # noqa: E402

NOW = "2026-04-03"
OFF_TOPIC = "What's the capital of Mongolia?"
ON_TOPIC = ("What is Klein's preferred timezone?", "How do I configure the BlueBubbles MCP server?",
            "What are Klein's coding preferences?", "agent configuration")


# ------------------------------------------------------------------------------------ the stages
def test_absolute_relevance_is_cosine_plus_weighted_term_coverage_over_one_term_more() -> None:
    cands = (cand("a", 0.9, cosine=0.40, text="Klein's timezone is America/New_York."),
             cand("b", 0.5, cosine=0.30, text="Backups run nightly."))
    out = assess_relevance(cands, "Klein timezone?").candidates
    assert [c.id for c in out] == ["a", "b"] and [c.score for c in out] == [0.9, 0.5]  # order, scores kept
    assert out[0].absolute == pytest.approx(0.40 + COVERAGE_WEIGHT * 2 / 3)  # both terms held: 2 / (2 + 1)
    assert out[1].absolute == pytest.approx(0.30)
    assert coverage(query_terms("Klein's timezone and backups"), "backup at night") == pytest.approx(1 / 3)
    assert covered_share(query_terms("Klein's timezone and backups"), "backup at night") == pytest.approx(1 / 4)
    # request framing is not a term a memory should cover
    assert query_terms("Tell me about our infrastructure") == query_terms("infrastructure") == {"infrastructure"}


def test_bm25_only_hit_takes_the_lowest_cosine_and_no_vector_leg_means_coverage_alone() -> None:
    mixed = (cand("v", 0.8, cosine=0.35, text="gateway"), cand("b", 0.6, cosine=None, text="zebracorn rotation"))
    out = assess_relevance(mixed, "zebracorn rotation").candidates
    assert out[1].absolute == pytest.approx(0.35 + COVERAGE_WEIGHT * 2 / 3)
    bm25_only = (cand("b", 1.0, cosine=None, text="zebracorn rotation"),)
    res = assess_relevance(bm25_only, "zebracorn rotation")
    assert res.candidates[0].absolute == pytest.approx(1.0)
    assert any("no vector leg" in n for n in res.notes)


def test_bm25_only_survivors_take_the_vector_legs_floor_not_coverage_alone() -> None:
    # every vector hit fell below minScore: the vector leg still ran, so the BM25 hit left is judged by the
    # lowest cosine it returned, not by its term coverage alone (which scored a general prompt 0.5)
    group = GroupHits(pool_groups("meta", "hook")[0], vector=(hit("v1", 0.42), hit("v2", 0.18)), bm25=(hit("b", 0.9),))
    assert vector_floor((group,)) == pytest.approx(0.18) and vector_floor(()) is None
    survivor = (cand("b", 1.0, cosine=None, text="the process was slow"),)
    query = "difference between a process and a thread"  # 4 terms: difference, between, process, thread
    out = assess_relevance(survivor, query, floor=0.18)
    assert out.candidates[0].absolute == pytest.approx(0.18 + COVERAGE_WEIGHT / 5) and not out.notes
    # through the stage: the floor comes from the search's hits when the query was embedded
    ctx = RecallContext(query, RecallSettings.resolve(Config(), "meta", "hook"), None, None, None, None,  # type: ignore[arg-type]
                        None, lambda: True, query=query, vector=np.ones(4, dtype=np.float32), hits=(group,))
    assert Relevance().run(ctx, survivor).candidates[0].absolute == pytest.approx(0.18 + COVERAGE_WEIGHT / 5)
    fallback = Relevance().run(ctx.evolve(vector=None), survivor)  # BM25-only run: coverage alone
    assert fallback.candidates[0].absolute == pytest.approx(1 / 4) and "no vector leg" in fallback.notes[0]  # plain share


def test_one_shared_word_is_never_the_whole_evidence() -> None:
    # a bare follow-up whose one content term a chat line happens to use: before, that line covered it whole and
    # the full bonus lifted a weak cosine over the shipped threshold; now a query of n terms all held earns n/(n+1)
    line = "Priya: Sounds great, let's proceed with the renovation plan tomorrow."
    threshold = Config().tuning.hook_min_relevance
    follow_up = "and the renovation?"  # (a bare go-ahead, "proceed", is small talk: tests/test_smalltalk.py)
    assert covered_share(query_terms(follow_up), line) == pytest.approx(1 / 2)
    assert covered_share(query_terms("the renovation plan tomorrow"), line) == pytest.approx(3 / 4)
    assert covered_share(query_terms("then what"), "") == 0.0 and covered_share(frozenset(), line) == 0.0
    cands = assess_relevance((cand("a", 1.0, cosine=0.20, text=line),), follow_up).candidates
    assert cands[0].absolute == pytest.approx(0.20 + COVERAGE_WEIGHT / 2)
    assert 0.20 + COVERAGE_WEIGHT / 2 < threshold <= 0.20 + COVERAGE_WEIGHT  # silent now, a block before
    out = abstain(cands, follow_up, threshold)
    assert out.candidates == () and isinstance(out.detail, RelevanceDetail)
    assert out.detail.coverage == pytest.approx(1.0)  # the trace still shows the plain share of terms held
    # more of the query held is more evidence: the renovation question keeps its block at the same cosine
    asked = "Does the renovation plan start tomorrow?"
    held = assess_relevance((cand("a", 1.0, cosine=0.20, text=line),), asked).candidates
    assert held[0].absolute == pytest.approx(0.20 + COVERAGE_WEIGHT * 3 / 5)  # 3 of its 4 terms held
    assert (held[0].absolute or 0.0) > (cands[0].absolute or 0.0)


def test_abstain_drops_everything_below_the_threshold_and_says_why() -> None:
    query = "capital of mongolia"  # no capitalised name: the value is the best absolute alone (names: below)
    cands = assess_relevance((cand("a", 1.0, cosine=0.20, text="USER.md: timezone"),
                              cand("b", 0.8, cosine=0.15, text="backups")), query).candidates
    out = abstain(cands, query, 0.5)
    assert out.candidates == ()
    assert [d.reason for d in out.drops] == [DropReason.NOT_RELEVANT] * 2
    assert isinstance(out.detail, RelevanceDetail) and out.detail.abstained
    assert out.detail.relevance == pytest.approx(0.20) and out.detail.best == cands[0].location
    assert any("hook abstained" in n and "0.200 < hook_min_relevance 0.5" in n for n in out.notes)
    kept = abstain(cands, query, 0.0)  # 0: never abstains
    assert kept.candidates == cands and not kept.drops and not kept.detail.abstained
    assert abstain(cands, query, 0.2).candidates == cands  # at the threshold: relevant


def test_query_names_are_capitalised_words_inside_a_sentence_not_dates() -> None:
    assert query_names("What is Joanna's favorite book, and did Nate read it in July?") == {"joanna", "nate"}
    assert query_names("What did Mel paint on Sunday? Barcelona was the trip.") == {"mel"}  # opens a sentence
    # a quotation's first word opens it; names come out as the memory's terms do (the same tokeniser)
    assert query_names('Did she watch "Eternal Sunshine" with Émile?') == frozenset(terms("Sunshine Émile"))
    assert query_names("what did joanna say") == frozenset()  # no capitals: no names, no penalty
    assert query_names("Where does NASA or I live?") == frozenset()  # acronyms and 'I' are not judged


def test_a_name_no_candidate_mentions_lowers_the_value_the_hook_abstains_on() -> None:
    cands = assess_relevance((cand("a", 1.0, cosine=0.45, text="Caroline: I loved reading that book."),
                              cand("b", 0.8, cosine=0.30, text="Melanie: the kids painted a sunset.")),
                             "book").candidates
    asked_elsewhere = "What book did Joanna and Caroline read?"
    assert unknown_names(query_names(asked_elsewhere), cands) == {"joanna"}
    out = abstain(cands, asked_elsewhere, 0.0)
    known = abstain(cands, "What book did Melanie and Caroline read?", 0.0)
    assert isinstance(out.detail, RelevanceDetail) and isinstance(known.detail, RelevanceDetail)
    # the behaviour, not the formula: against the same query judged without the name penalty, a known name costs
    # nothing, an unknown one lowers the value, and more of the names unknown lowers it more
    def penalty(query: str) -> float:
        plain = abstain(cands, query, 0.0, name_weight=0.0).detail
        judged = abstain(cands, query, 0.0).detail
        assert isinstance(plain, RelevanceDetail) and isinstance(judged, RelevanceDetail)
        return plain.relevance - judged.relevance

    assert known.detail.unknown_names == () and penalty("What book did Melanie and Caroline read?") == 0.0
    assert out.detail.unknown_names == ("joanna",)
    assert 0.0 < penalty(asked_elsewhere) < penalty("What book did Joanna and Tobias read?")
    assert out.detail.relevance < known.detail.relevance
    threshold = (out.detail.relevance + known.detail.relevance) / 2  # between the two: only the unknown name abstains
    assert abstain(cands, asked_elsewhere, threshold).candidates == ()
    assert abstain(cands, "What book did Melanie and Caroline read?", threshold).candidates == cands


def test_config_key_default_env_and_range(tmp_path: Path) -> None:
    cfg = load_config(root=tmp_path, env={})
    assert 0 < cfg.tuning.hook_min_relevance < 1  # on by default
    assert load_config(root=tmp_path, env={"MEMSPARK_TUNING_HOOK_MIN_RELEVANCE": "0"}).tuning.hook_min_relevance == 0
    with pytest.raises(ConfigError, match="tuning.hook_min_relevance"):
        load_config(root=tmp_path, env={"MEMSPARK_TUNING_HOOK_MIN_RELEVANCE": "-1"})


# ------------------------------------------------------------------------------- real index
def manager(agent: str, **tuning: object) -> MemorySparkManager:
    ix = example_index()
    cfg = ix.cfg if not tuning else dataclasses.replace(ix.cfg, tuning=dataclasses.replace(ix.cfg.tuning, **tuning))
    return MemorySparkManager(cfg, agent, queue=ix.queue)


def test_off_topic_prompt_gets_no_block_on_topic_prompts_still_do() -> None:
    with manager("meta") as meta, manager("dev") as dev:
        assert before_prompt_build(meta, prompt=OFF_TOPIC, now=NOW) == {}
        for mgr, q in ((meta, ON_TOPIC[0]), (dev, ON_TOPIC[1]), (meta, ON_TOPIC[2]), (meta, ON_TOPIC[3])):
            block = before_prompt_build(mgr, prompt=q, now=NOW).get("prependContext", "")
            assert block.startswith("<relevant-memories>"), q
        assert "America/New_York" in before_prompt_build(meta, prompt=ON_TOPIC[0], now=NOW)["prependContext"]


def test_without_the_threshold_the_off_topic_prompt_is_injected_at_score_one() -> None:
    # the behaviour abstention fixes: normalised scores make the best hit 1.00 whatever the query
    with manager("meta", hook_min_relevance=0.0) as meta:
        block = before_prompt_build(meta, prompt=OFF_TOPIC, now=NOW).get("prependContext", "")
        assert block.startswith("<relevant-memories>") and 'score="1.00"' in block


def test_trace_says_why_the_hook_abstained() -> None:
    with manager("meta") as meta:
        result = meta.recall(OFF_TOPIC, mode="hook", now=NOW)
        assert result.injected == () and result.results  # tool-visible results exist; the hook stays silent
        entry = result.trace.entry("abstain")
        assert entry is not None and isinstance(entry.detail, RelevanceDetail) and entry.detail.abstained
        assert entry.detail.relevance < entry.detail.threshold == meta.cfg.tuning.hook_min_relevance
        assert {d.reason for d in entry.drops} == {DropReason.NOT_RELEVANT}
        text = render_trace(result.trace)
        assert "ABSTAIN (inject nothing)" in text and "hook abstained: best relevance" in text
        assert "not-relevant" in text
        kept = meta.recall(ON_TOPIC[0], mode="hook", now=NOW).trace.entry("abstain")
        assert kept is not None and not kept.detail.abstained and kept.detail.relevance >= kept.detail.threshold
        assert kept.detail.unknown_names == ()  # "Klein" is in the memories


def test_a_question_about_someone_the_memory_never_mentions_scores_lower() -> None:
    with manager("meta", hook_min_relevance=0.0) as meta:
        run = meta.recall("What is Joanna's preferred timezone?", mode="hook", now=NOW)
        entry = run.trace.entry("abstain")
        assert entry is not None and isinstance(entry.detail, RelevanceDetail)
        best = max(c.absolute or 0.0 for c in run.results)
        assert entry.detail.unknown_names == ("joanna",)
        assert entry.detail.relevance < best  # the unknown name lowers the value below the best candidate's
        query, results = "What is Joanna's preferred timezone?", tuple(run.results)
        plain, judged = abstain(results, query, 0.0, name_weight=0.0).detail, abstain(results, query, 0.0).detail
        assert isinstance(plain, RelevanceDetail) and isinstance(judged, RelevanceDetail)
        assert judged.relevance < plain.relevance  # and it is the name that does it
        assert "names no memory mentions: joanna" in render_trace(run.trace)


def test_tool_results_carry_absolute_relevance_beside_the_normalised_score() -> None:
    with manager("meta") as meta:
        on = memory_search(meta, {"query": ON_TOPIC[0], "now": NOW})["results"]
        off = memory_search(meta, {"query": OFF_TOPIC, "now": NOW})["results"]
    assert on and off and on[0]["score"] == off[0]["score"] == 1.0  # the spec's score cannot tell them apart
    assert all(isinstance(r["relevance"], float) for r in on + off)
    threshold = example_index().cfg.tuning.hook_min_relevance
    assert max(r["relevance"] for r in off) < threshold <= max(r["relevance"] for r in on)


@pytest.mark.slow
def test_cli_recall_prints_nothing_for_an_off_topic_prompt() -> None:
    ix = example_index()
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    env.pop("MEMSPARK_CONFIG", None)
    base = [sys.executable, "-m", "memspark.cli", "--root", str(ix.root), "--data-dir", str(ix.data_dir), "recall"]
    p = subprocess.run([*base, OFF_TOPIC, "--agent", "meta", "--now", NOW, "--json"], capture_output=True, text=True,
                       env=env, timeout=120)
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout) == {}
