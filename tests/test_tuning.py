"""The research constants live in one Tuning object; configs that set them by their old names keep working."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path

import pytest

from memspark.config import (
    Config,
    config_reference_markdown,
    load_config,
    section_types,
    tuning_reference_markdown,
)
from memspark.errors import ConfigError
from memspark.tuning import MOVED_KEYS, MovedKeyWarning, Tuning
from memspark.vocab import RelevanceMode


def test_defaults_are_the_measured_values() -> None:
    tn = Config().tuning
    assert (tn.rrf_k, tn.fusion_vector_weight, tn.fusion_bm25_weight) == (60, 1.0, 1.0)
    assert (tn.relevance, tn.bm25_mix, tn.gate_threshold, tn.gate_low_threshold) == ("mix", 0.3, 0.08, 0.02)
    assert (tn.blend_alpha, tn.blend_vector_weight, tn.blend_reranker_weight, tn.mmr_adaptive) == (0.5, 1.0, 1.0, False)
    assert (tn.ann_min_recall, tn.ann_sample_queries) == (0.9, 50)


def test_an_old_key_in_a_file_still_works_with_a_warning_naming_the_new_key(tmp_path: Path) -> None:
    (tmp_path / "memspark.toml").write_text(
        '[recall]\nrrf_k = 30\nbm25_mix = 0.5\nmin_score = 0.6\n[rerank]\nalpha = 0.2\n[ops]\nann_sample_queries = 9\n',
        encoding="utf-8")
    with pytest.warns(MovedKeyWarning) as caught:
        cfg = load_config(root=tmp_path, env={})
    assert (cfg.tuning.rrf_k, cfg.tuning.bm25_mix, cfg.tuning.blend_alpha, cfg.tuning.ann_sample_queries) == (30, 0.5, 0.2, 9)
    assert cfg.recall.min_score == 0.6  # the keys that stayed are read as before
    assert {str(w.message).split(": ", 1)[1] for w in caught} >= {
        "recall.rrf_k is a research constant now: it moved to tuning.rrf_k",
        "rerank.alpha is a research constant now: it moved to tuning.blend_alpha",
        "ops.ann_sample_queries is a research constant now: it moved to tuning.ann_sample_queries"}


def test_old_env_names_and_overrides_map_too_and_are_still_range_checked(tmp_path: Path) -> None:
    with pytest.warns(MovedKeyWarning, match="recall.gate_threshold"):
        cfg = load_config(root=tmp_path, env={"MEMSPARK_RECALL_GATE_THRESHOLD": "0.1"})
    assert cfg.tuning.gate_threshold == 0.1
    with pytest.warns(MovedKeyWarning, match="rerank.vector_weight"):
        assert Config().with_overrides(rerank={"vector_weight": 2.0}).tuning.blend_vector_weight == 2.0
    with pytest.warns(MovedKeyWarning), pytest.raises(ConfigError, match=r"tuning\.bm25_mix = 2\.0 must be within \[0, 1\]"):
        load_config(root=tmp_path, env={}, overrides={"recall": {"bm25_mix": 2.0}})


def test_the_new_name_wins_over_the_old_one_in_the_same_source(tmp_path: Path) -> None:
    (tmp_path / "memspark.toml").write_text("[recall]\nrrf_k = 30\n[tuning]\nrrf_k = 45\n", encoding="utf-8")
    with pytest.warns(MovedKeyWarning):
        assert load_config(root=tmp_path, env={}).tuning.rrf_k == 45


def test_tuning_table_env_and_eval_style_overrides(tmp_path: Path) -> None:
    (tmp_path / "memspark.toml").write_text('[tuning]\nrelevance = "rrf"\n', encoding="utf-8")
    cfg = load_config(root=tmp_path, env={"MEMSPARK_TUNING_RRF_K": "20"})
    assert (cfg.tuning.relevance, cfg.tuning.rrf_k) == (RelevanceMode.RRF, 20)
    assert isinstance(cfg.tuning.relevance, RelevanceMode)
    with pytest.raises(ConfigError, match="unknown key tuning.nope"):
        cfg.with_overrides(tuning={"nope": 1})


def test_mix_sigmoid_is_no_longer_offered_but_an_old_config_reads_as_mix(tmp_path: Path) -> None:
    assert "mix_sigmoid" not in set(RelevanceMode)
    (tmp_path / "memspark.toml").write_text('[recall]\nrelevance = "mix_sigmoid"\n', encoding="utf-8")
    with pytest.warns(MovedKeyWarning) as caught:
        assert load_config(root=tmp_path, env={}).tuning.relevance == RelevanceMode.MIX
    assert any("relevance = 'mix_sigmoid' is no longer offered (superseded experiment); using 'mix'" in str(w.message)
               for w in caught)
    with pytest.raises(ConfigError, match="is not one of mix, rrf, cosine"):
        load_config(root=tmp_path / "elsewhere", env={}, overrides={"tuning": {"relevance": "sigmoid"}})


def test_moved_keys_are_gone_from_the_operator_sections_and_documented_as_tuning() -> None:
    sections = section_types()
    assert "tuning" not in sections
    for (section, key), new in MOVED_KEYS.items():
        assert key not in {f.name for f in fields(sections[section])}, f"{section}.{key} still user-facing"
        assert new in {f.name for f in fields(Tuning)}
    operator, research = config_reference_markdown(), tuning_reference_markdown()
    assert "`recall.rrf_k`" not in operator and "`tuning.rrf_k`" in research and "`tuning." not in operator
    assert "| `tuning.bm25_mix` | `0.3` | `[0, 1]` | `MEMSPARK_TUNING_BM25_MIX` |" in research


def test_config_markdown_prints_both_references(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from memspark.cli import main

    assert main(["--root", str(tmp_path), "config", "--markdown"]) == 0
    out = capsys.readouterr().out
    assert config_reference_markdown() in out and tuning_reference_markdown() in out


def test_removed_ingest_keys_are_ignored_with_a_warning_not_refused(tmp_path: Path) -> None:
    (tmp_path / "memspark.toml").write_text("[ingest]\ntask_retries = 2\ntask_retry_backoff_s = 2.0\nfiles_per_batch = 8\n")
    with pytest.warns(MovedKeyWarning) as caught:
        cfg = load_config(root=tmp_path, env={})
    assert cfg.tuning.files_per_batch == 8  # moved to [tuning] too: read under its new name
    messages = " | ".join(str(w.message) for w in caught)
    assert "ingest.task_retries is no longer read and is ignored" in messages and "[embed] retries" in messages
    assert "ingest.task_retry_backoff_s is no longer read" in messages
    with pytest.warns(MovedKeyWarning, match="ingest.task_retry_backoff_s"):
        load_config(root=tmp_path / "none", env={"MEMSPARK_INGEST_TASK_RETRY_BACKOFF_S": "3"})


def test_breaker_timings_are_tuning_and_reach_every_queue_built_from_a_config(tmp_path: Path) -> None:
    from flows.ingest import embed_queue_for

    (tmp_path / "memspark.toml").write_text("[embed]\nbreaker_failures = 3\nbreaker_reset_s = 7.5\n")
    with pytest.warns(MovedKeyWarning) as caught:
        cfg = load_config(root=tmp_path, env={})
    assert "embed.breaker_failures is a research constant now: it moved to tuning.breaker_failures" in " | ".join(
        str(w.message) for w in caught)
    assert (cfg.tuning.breaker_failures, cfg.tuning.breaker_reset_s) == (3, 7.5)
    queue = embed_queue_for(cfg)  # the ingest flow's queue; recall's manager, capture and eval pass it too
    assert (queue.breaker.failures, queue.breaker.reset_s) == (3, 7.5)
