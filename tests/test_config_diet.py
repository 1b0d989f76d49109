"""The config diet (issue 24, item 8): research constants left the operator sections for ``[tuning]``.

Every key ever moved (:data:`memspark.tuning.MOVED_KEYS`) still loads by its old name, from a file, an
env var or an override, to the same value under its new name, with exactly one warning naming the new
key; the new names load silently; the generated reference lists the operator keys first, the research
constants apart, and the old → new names; and the operator surface is smaller than before the diet.
"""

from __future__ import annotations

import dataclasses
import warnings
from dataclasses import fields
from enum import StrEnum
from pathlib import Path
from typing import Any, get_type_hints

import pytest

from memspark.bounds import show_number
from memspark.config import (
    Config,
    config_reference_markdown,
    load_config,
    moved_keys_markdown,
    section_types,
    tuning_reference_markdown,
)
from memspark.config_parse import RANGES
from memspark.recall.stages.context import RecallSettings
from memspark.tuning import MOVED_KEYS, MovedKeyWarning, Tuning

ROOT = Path(__file__).resolve().parents[1]
# operator keys (every section but [tuning]) at main fd2edf7, before the diet
OPERATOR_KEYS_BEFORE_DIET = 112
# what the diet moved: recall's measured constants, the rerank reformulation switch, the write batch sizes
DIET = {("recall", "candidate_multiplier"), ("recall", "dedup_threshold"), ("recall", "decay_floor"),
        ("recall", "decay_rate"), ("recall", "time_aware_decay"), ("recall", "mmr_lambda"),
        ("recall", "context_overlap_threshold"), ("recall", "hook_min_relevance"), ("rerank", "reformulate"),
        ("ingest", "files_per_batch"), ("ingest", "chunks_per_upsert"), ("ops", "reembed_batch_rows")}
HINTS = get_type_hints(Tuning)


def other_value(key: str) -> Any:
    """A valid value of ``tuning.<key>`` that is not its default (so a load that ignored it would show)."""
    default, hint = getattr(Tuning(), key), HINTS[key]
    if hint is bool:
        return not default
    if isinstance(hint, type) and issubclass(hint, StrEnum):
        return next(m for m in hint if m != default)
    bounds = RANGES[("tuning", key)]
    tries = (default + 1, default - 1) if hint is int else (default / 2, (default + (bounds.hi or 2 * default)) / 2)
    value = next(v for v in tries if bounds.contains(v) and v != default)
    return value


def as_text(value: Any) -> str:
    """``value`` as an env var would hold it."""
    if isinstance(value, bool):
        return str(value).lower()
    return value.value if isinstance(value, StrEnum) else show_number(value) if isinstance(value, float) else str(value)


def as_toml(value: Any) -> str:
    return f'"{value.value}"' if isinstance(value, StrEnum) else as_text(value)


def moved_warnings(caught: list[warnings.WarningMessage], section: str, key: str) -> list[str]:
    return [str(w.message) for w in caught
            if issubclass(w.category, MovedKeyWarning) and f" {section}.{key} " in str(w.message)]


@pytest.mark.parametrize(("section", "key"), sorted(MOVED_KEYS), ids=lambda v: str(v))
def test_every_old_name_loads_to_the_same_value_with_one_warning_naming_the_new_key(
        tmp_path: Path, section: str, key: str) -> None:
    new = MOVED_KEYS[(section, key)]
    value = other_value(new)
    (tmp_path / "memspark.toml").write_text(f"[{section}]\n{key} = {as_toml(value)}\n", encoding="utf-8")
    routes = {
        "file": lambda: load_config(root=tmp_path, env={}),
        "env": lambda: load_config(root=tmp_path / "none", env={f"MEMSPARK_{section.upper()}_{key.upper()}":
                                                                as_text(value)}),
        "override": lambda: Config().with_overrides(**{section: {key: value}}),
    }
    for route, load in routes.items():
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            cfg = load()
        assert getattr(cfg.tuning, new) == value, route
        said = moved_warnings(caught, section, key)
        assert len(said) == 1, (route, said)
        assert f"moved to tuning.{new}" in said[0]


def test_the_new_names_load_without_a_warning(tmp_path: Path) -> None:
    values = {f.name: other_value(f.name) for f in fields(Tuning)}
    body = "".join(f"{name} = {as_toml(v)}\n" for name, v in values.items())
    (tmp_path / "memspark.toml").write_text(f"[tuning]\n{body}", encoding="utf-8")
    env = {f"MEMSPARK_TUNING_{name.upper()}": as_text(v) for name, v in values.items()}
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        from_file = load_config(root=tmp_path, env={})
        from_env = load_config(root=tmp_path / "none", env=env)
        from_override = Config().with_overrides(tuning=values)
    for cfg in (from_file, from_env, from_override):
        assert {name: getattr(cfg.tuning, name) for name in values} == values


def test_a_moved_value_reaches_recall_under_its_new_name(tmp_path: Path) -> None:
    settings = {f.name for f in fields(RecallSettings)}
    reaching = sorted(new for (section, _), new in MOVED_KEYS.items() if (section, _) in DIET and new in settings)
    assert reaching, "the diet's recall keys are RecallSettings fields"
    old = {key: other_value(new) for (section, key), new in MOVED_KEYS.items() if new in reaching}
    with pytest.warns(MovedKeyWarning):
        cfg = Config().with_overrides(recall={k: v for k, v in old.items() if ("recall", k) in DIET},
                                      rerank={k: v for k, v in old.items() if ("rerank", k) in DIET})
    resolved = RecallSettings.resolve(cfg, "meta", "tool")
    for new in reaching:
        assert getattr(resolved, new) == getattr(cfg.tuning, new) != getattr(Tuning(), new), new
    deeper = RecallSettings.resolve(Config().with_overrides(tuning={"candidate_multiplier": 10}), "meta", "tool")
    assert deeper.depth > RecallSettings.resolve(Config(), "meta", "tool").depth


def test_the_operator_surface_shrank_and_the_diet_keys_are_tuning_only() -> None:
    operator = {(section, f.name) for section, cls in section_types().items() for f in fields(cls)}
    assert len(operator) <= OPERATOR_KEYS_BEFORE_DIET - len(DIET), len(operator)
    assert set(MOVED_KEYS) >= DIET and not operator & set(MOVED_KEYS)
    for section, key in DIET:  # the range moved with the key (declared once, under its new name)
        new = MOVED_KEYS[(section, key)]
        assert (section, key) not in RANGES
        assert HINTS[new] is bool or ("tuning", new) in RANGES, new


def test_the_reference_lists_operator_keys_first_then_tuning_then_the_old_names() -> None:
    page = (ROOT / "docs" / "configuration.md").read_text(encoding="utf-8")
    operator, research, moved = config_reference_markdown(), tuning_reference_markdown(), moved_keys_markdown()
    assert operator in page and research in page and moved in page, "run: python scripts/update_docs.py"
    assert page.index(operator) < page.index(research) < page.index(moved)
    assert "`tuning." not in operator
    for (section, key), new in MOVED_KEYS.items():
        assert f"`{section}.{key}`" not in operator and f"| `tuning.{new}` |" in research
        assert f"| `{section}.{key}` | `MEMSPARK_{section.upper()}_{key.upper()}` | `tuning.{new}` |" in moved


# ---- the second round: internals passed into code as whole sections --------------------------------
# operator keys before this round (after the first one)
OPERATOR_KEYS_BEFORE_ROUND_2 = 100
ROUND_2 = {("embed", "query_cache_size"), ("embed", "query_cache_ttl_s"), ("recall", "max_query_chars"),
           ("hyde", "max_tokens"), ("hyde", "multi_query_count"), ("ops", "ann_min_rows"),
           ("storage", "ann_refine_factor"), ("watch", "debounce_s"), ("watch", "max_batch_wait_s"),
           ("capture", "min_message_length"), ("capture", "max_message_length"), ("capture", "min_quality"),
           ("capture", "dedup_threshold"), ("capture", "max_per_turn")}


def test_the_second_round_left_the_operator_sections() -> None:
    operator = {(section, f.name) for section, cls in section_types().items() for f in fields(cls)}
    assert len(operator) <= OPERATOR_KEYS_BEFORE_ROUND_2 - len(ROUND_2), len(operator)
    assert set(MOVED_KEYS) >= ROUND_2 and not operator & ROUND_2
    for section, key in ROUND_2:
        new = MOVED_KEYS[(section, key)]
        assert (section, key) not in RANGES and ("tuning", new) in RANGES, new


def _moved(**old: dict[str, Any]) -> Config:
    """The default config with ``old`` set by the keys' old names (one MovedKeyWarning each)."""
    with pytest.warns(MovedKeyWarning):
        return Config().with_overrides(**old)


def test_round_2_values_set_by_their_old_names_reach_the_code_that_reads_them(tmp_path: Path) -> None:
    from memspark.capture import CaptureService
    from memspark.embed import EmbedQueue, create_provider
    from memspark.recall.hyde import HydeGenerator
    from memspark.recall.multiquery import QueryExpander
    from memspark.storage import LanceStore
    from memspark.watch import Watcher

    (tmp_path / "workspace-meta").mkdir()
    cfg = dataclasses.replace(
        _moved(embed={"query_cache_size": 7, "query_cache_ttl_s": 9.0}, recall={"max_query_chars": 40},
               hyde={"max_tokens": 50, "multi_query_count": 2}, storage={"ann_refine_factor": 5},
               watch={"debounce_s": 0.05, "max_batch_wait_s": 0.5},
               capture={"min_message_length": 5, "max_message_length": 60, "max_per_turn": 1}),
        workspace=dataclasses.replace(Config().workspace, root=str(tmp_path), data_dir=str(tmp_path / "data")))
    queue = EmbedQueue(create_provider(cfg.embed), cfg.embed, tuning=cfg.tuning)
    assert (queue.cache.size, queue.cache.ttl_s) == (7, 9.0)
    assert RecallSettings.resolve(cfg, "meta", "tool").max_query_chars == 40
    assert HydeGenerator(cfg.hyde, tuning=cfg.tuning).max_tokens == 50
    assert (QueryExpander(cfg.hyde, tuning=cfg.tuning).count, QueryExpander(cfg.hyde).count) == (2, 3)
    assert LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None, tuning=cfg.tuning).tuning.ann_refine_factor == 5
    batcher = Watcher(cfg, mode="direct").batcher
    assert (batcher.debounce_s, batcher.max_wait_s) == (0.05, 0.5)
    capture = CaptureService.from_config(cfg, queue=queue)
    try:  # the gates read tuning.capture_*: a short statement now passes, a long one is refused by length
        short = "I prefer vim."
        assert capture.decide(short, role="user", agent_id="meta").gate != "length"
        assert CaptureService.from_config(Config(), queue=queue).decide(short, role="user", agent_id="meta").gate == "length"
        assert capture.decide("I prefer dark mode in every editor I use, always, on every machine.",
                              role="user", agent_id="meta").gate == "length"
    finally:
        capture.close()
        queue.close()
