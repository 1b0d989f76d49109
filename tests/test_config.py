from __future__ import annotations

from pathlib import Path

import pytest

from memspark.config import Config, config_reference_markdown, load_config, tuning_reference_markdown
from memspark.errors import ConfigError


def test_defaults_match_spec(tmp_path: Path) -> None:
    cfg = load_config(root=tmp_path, env={})
    assert cfg.recall.max_results == 10 and cfg.recall.min_score == 0.75
    assert cfg.tuning.rrf_k == 60 and cfg.tuning.decay_floor == 0.8 and cfg.tuning.decay_rate == 0.03
    assert (cfg.recall.gate, cfg.tuning.gate_threshold, cfg.tuning.gate_low_threshold) == ("hard", 0.08, 0.02)
    assert cfg.tuning.mmr_lambda == 0.9 and cfg.recall.max_injected_chars == 4000
    assert cfg.tuning.context_overlap_threshold == 0.4
    assert cfg.recall.source_weights["MEMORY.md"] == 1.4 and cfg.recall.source_weights["agent_mistakes"] == 1.6
    assert cfg.tuning.query_cache_size == 256 and cfg.tuning.query_cache_ttl_s == 1800
    assert (cfg.chunk.parent_tokens, cfg.chunk.child_tokens, cfg.chunk.overlap_tokens) == (2000, 200, 25)
    assert cfg.root == tmp_path.resolve() and cfg.data_dir.local == tmp_path.resolve() / ".memspark"


def test_file_env_and_flags_layer_in_order(tmp_path: Path) -> None:
    (tmp_path / "memspark.toml").write_text('[embed]\nbatch_size = 8\n[recall]\nmin_score = 0.5\n', encoding="utf-8")
    cfg = load_config(root=tmp_path, env={"MEMSPARK_EMBED_BATCH_SIZE": "16"})
    assert cfg.embed.batch_size == 16  # env beats file
    assert cfg.recall.min_score == 0.5
    assert cfg.source_file.endswith("memspark.toml")
    cfg2 = load_config(root=tmp_path, env={"MEMSPARK_EMBED_BATCH_SIZE": "16"}, overrides={"embed": {"batch_size": 4}})
    assert cfg2.embed.batch_size == 4  # flags beat env
    cfg3 = load_config(root=tmp_path, env={"MEMSPARK_DATA_DIR": str(tmp_path / "d")})
    assert cfg3.data_dir.local == tmp_path / "d"


def test_config_flag_names_another_file(tmp_path: Path) -> None:
    other = tmp_path / "conf" / "x.toml"
    other.parent.mkdir()
    other.write_text('[workspace]\nroot = ".."\nindex_sessions = true\n', encoding="utf-8")
    cfg = load_config(config_file=other, env={})
    assert cfg.workspace.index_sessions is True
    assert cfg.root == tmp_path.resolve()  # relative root is relative to the file


@pytest.mark.parametrize(
    ("text", "needle", "hint"),
    [
        ("[embed]\nbatch_size = 'many'\n", "embed.batch_size", "int"),
        ("[embed]\nprovder = 'local'\n", "embed.provder", "Remove it or fix the spelling"),
        ("[recall]\ngate = 'maybe'\n", "recall.gate", "hard, soft, off"),
        ("[recall]\nmin_score = 3\n", "recall.min_score", "between 0 and 1"),
        ("[nonsense]\na = 1\n", "[nonsense]", "Use one of"),
        ("[embed\nbatch_size = 1\n", "invalid TOML", "Fix the TOML syntax"),
        ("[chunk]\nchild_tokens = 5000\n", "chunk sizes", "overlap_tokens < child_tokens <= parent_tokens"),
        ("[tuning]\ndecay_rate = -5\n", "tuning.decay_rate = -5.0 is out of range", "[0, 10]"),
        ("[tuning]\nmax_query_chars = 0\n", "tuning.max_query_chars = 0 is out of range", "[20, 100000]"),
        ("[storage]\nlock_timeout_s = nan\n", "storage.lock_timeout_s = nan is not a finite number", "no nan or inf"),
        ("[embed]\ntimeout_s = inf\n", "embed.timeout_s = inf is not a finite number", "no nan or inf"),
        ("[ops]\nserver_port = 70000\n", "ops.server_port = 70000 is out of range", "within [1, 65535]"),
        ("[recall]\nsource_weights = {capture = -1.5}\n", "recall.source_weights.capture", "[0, 100]"),
        ("[recall]\nagent_scopes = {school = \"agent_memory\"}\n", "recall.agent_scopes.school", "list of pools"),
        ("[recall]\nagent_scopes = {school = [\"agent_memroy\"]}\n", "unknown pool(s): agent_memroy", "agent_memory"),
        ("[recall]\nagent_scopes = {\"../x\" = [\"agent_memory\"]}\n", "is not an agent id", "agent ids"),
        ("[recall]\nagent_scopes = [\"agent_memory\"]\n", "recall.agent_scopes", "dict"),
    ],
)
def test_broken_config_names_key_problem_and_fix(tmp_path: Path, text: str, needle: str, hint: str) -> None:
    (tmp_path / "memspark.toml").write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError) as info:
        load_config(root=tmp_path, env={})
    assert needle in info.value.message
    assert hint in info.value.action or hint in info.value.message


def test_bad_env_value_is_reported(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="environment: embed.retries"):
        load_config(root=tmp_path, env={"MEMSPARK_EMBED_RETRIES": "lots"})


def test_missing_config_file(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="not found"):
        load_config(config_file=tmp_path / "nope.toml", env={})


def test_reference_lists_every_key() -> None:
    md = config_reference_markdown()
    cfg = Config()
    for section in ("workspace", "chunk", "embed", "storage", "ingest", "recall", "rerank", "hyde"):
        for key in vars(getattr(cfg, section)):
            assert f"`{section}.{key}`" in md


def test_env_values_are_range_checked_too(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="environment: tuning.decay_rate"):
        load_config(root=tmp_path, env={"MEMSPARK_TUNING_DECAY_RATE": "-5"})
    with pytest.raises(ConfigError, match="not a finite number"):
        load_config(root=tmp_path, env={"MEMSPARK_STORAGE_LOCK_TIMEOUT_S": "nan"})


def test_every_numeric_key_has_a_range() -> None:
    from dataclasses import fields
    from typing import get_type_hints

    from memspark.config import _SECTION_TYPES
    from memspark.config_parse import RANGES as _RANGES

    missing = []
    for section, cls in _SECTION_TYPES.items():
        hints = get_type_hints(cls)
        for f in fields(cls):
            numeric = hints[f.name] in (int, float) or hints[f.name] == dict[str, float]
            if numeric and (section, f.name) not in _RANGES:
                missing.append(f"{section}.{f.name}")
    assert not missing, f"give these keys a range in memspark.config_parse.RANGES: {missing}"
    md = config_reference_markdown()
    assert "| `recall.max_results` | `10` | `[1, 100]` |" in md and "`[0, 1]`" in md
    assert "| `tuning.max_query_chars` | `2000` | `[20, 100000]` |" in tuning_reference_markdown()
    assert "| `tuning.decay_rate` | `0.03` | `[0, 10]` |" in tuning_reference_markdown()
