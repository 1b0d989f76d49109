"""Every config key refuses, at load, what would break later: each numeric key its range (with an upper
bound), NaN/inf and wrong types; each closed choice unknown strings; a local model's dims and input limit;
and an unknown MEMSPARK_* variable is named with the nearest key instead of being ignored silently."""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from typing import Any, get_type_hints

import pytest

from memspark.config import _SECTION_TYPES, EmbedConfig, load_config
from memspark.config_parse import (
    CHOICES,
    ITEM_CHOICES,
    LOCAL_MODELS,
    RANGES,
    Range,
    UnknownEnvVarWarning,
    env_name,
)
from memspark.errors import ConfigError

# keys whose accepted values also depend on other keys (chunk sizes, the local model's limits)
CROSS_CHECKED = {("chunk", "parent_tokens"), ("chunk", "child_tokens"), ("chunk", "overlap_tokens"),
                 ("embed", "dims"), ("embed", "max_tokens")}


def key_type(section: str, key: str) -> Any:
    return get_type_hints(_SECTION_TYPES[section])[key]


def env_text(section: str, key: str, number: float) -> str:
    """The env text that sets ``section.key`` to ``number`` (a dict key gets it for one entry)."""
    typ = key_type(section, key)
    if typ == dict[str, float]:
        return json.dumps({"capture": number})
    return str(int(number)) if typ is int else repr(float(number))


def load_env(tmp_path: Path, section: str, key: str, text: str) -> Any:
    return load_config(root=tmp_path, env={env_name(section, key): text})


def refused(tmp_path: Path, section: str, key: str, text: str) -> ConfigError:
    with pytest.raises(ConfigError) as info:
        load_env(tmp_path, section, key, text)
    err = info.value
    assert f"{section}.{key}" in err.message, err.message
    return err


NUMERIC = sorted(RANGES)


def test_every_range_has_an_upper_bound() -> None:
    assert all(bounds.hi is not None for bounds in RANGES.values()), \
        [k for k, b in RANGES.items() if b.hi is None]


@pytest.mark.parametrize(("section", "key"), NUMERIC, ids=[f"{s}.{k}" for s, k in NUMERIC])
def test_numeric_key_refuses_beyond_its_range_and_says_the_range(tmp_path: Path, section: str, key: str) -> None:
    bounds: Range = RANGES[(section, key)]
    assert bounds.hi is not None and bounds.lo is not None
    # huge (an extra few zeros), and below the minimum (0 where 0 is excluded, else one below)
    for number in (bounds.hi * 1000 + 1, bounds.lo if bounds.lo_open else bounds.lo - 1):
        err = refused(tmp_path, section, key, env_text(section, key, number))
        assert str(bounds) in err.message + err.action or "[0, 1]" in err.message
    if (section, key) not in CROSS_CHECKED:  # the bounds themselves are allowed
        for number in (bounds.hi, bounds.lo if not bounds.lo_open else None):
            if number is not None:
                load_env(tmp_path, section, key, env_text(section, key, number))


@pytest.mark.parametrize(("section", "key"), NUMERIC, ids=[f"{s}.{k}" for s, k in NUMERIC])
def test_numeric_key_refuses_nan_inf_and_wrong_types(tmp_path: Path, section: str, key: str) -> None:
    typ = key_type(section, key)
    bad_texts = ["abc", "nan", "inf", "-inf", "1e999", "9" * 5000]
    if typ is int:
        bad_texts += ["2.5", "1e9"]
    for text in bad_texts:
        value = json.dumps({"capture": text}) if typ == dict[str, float] else text
        refused(tmp_path, section, key, value)
    if typ == dict[str, float]:
        return
    # typed TOML values of the wrong type: text, a boolean, an array, a table, a float for an int key
    for literal in ('"abc"', "true", "[1]", "{a = 1}", *(["2.5"] if typ is int else []), "nan", "inf"):
        toml = tmp_path / f"{section}-{key}.toml"
        toml.write_text(f"[{section}]\n{key} = {literal}\n", encoding="utf-8")
        with pytest.raises(ConfigError) as info:
            load_config(config_file=toml, env={})
        assert f"{section}.{key}" in info.value.message


CHOICE_KEYS = sorted(CHOICES)


@pytest.mark.parametrize(("section", "key"), CHOICE_KEYS, ids=[f"{s}.{k}" for s, k in CHOICE_KEYS])
def test_closed_choice_refuses_unknown_strings(tmp_path: Path, section: str, key: str) -> None:
    err = refused(tmp_path, section, key, "nope")
    assert all(choice in err.action for choice in CHOICES[(section, key)])


def test_chunk_encoding_is_one_that_ships_offline(tmp_path: Path) -> None:
    from memspark.chunking.tokens import _SPECS

    assert set(CHOICES[("chunk", "encoding")]) == set(_SPECS)
    err = refused(tmp_path, "chunk", "encoding", "nope")
    assert "cl100k_base" in err.action and "o200k_base" in err.action
    assert load_env(tmp_path, "chunk", "encoding", "o200k_base").chunk.encoding == "o200k_base"


def test_local_model_dims_and_input_limit_are_checked_at_load(tmp_path: Path) -> None:
    err = refused(tmp_path, "embed", "dims", "7")
    assert "384" in err.message and "embed.dims = 384" in err.action
    assert load_env(tmp_path, "embed", "dims", "384").embed.dims == 384
    err = refused(tmp_path, "embed", "max_tokens", "100000")
    assert "(0, 8192]" in err.message
    err = refused(tmp_path, "embed", "max_tokens", "1000")
    assert "[1, 512]" in err.message and "at most 512" in err.action
    assert load_env(tmp_path, "embed", "max_tokens", "512").embed.max_tokens == 512
    # the same rule wherever the keys come from: a file sets dims, the environment picks the local provider
    (tmp_path / "memspark.toml").write_text('[embed]\nprovider = "spark"\ndims = 7\n', encoding="utf-8")
    assert load_config(root=tmp_path, env={}).embed.dims == 7  # an HTTP model: the server's answer decides
    with pytest.raises(ConfigError, match="embed.dims = 7 does not match"):
        load_config(root=tmp_path, env={"MEMSPARK_EMBED_PROVIDER": "local"})


def test_provider_creation_refuses_what_load_would(tmp_path: Path) -> None:
    from memspark.embed import create_provider

    with pytest.raises(ConfigError, match="embed.dims"):
        create_provider(EmbedConfig(dims=7))
    with pytest.raises(ConfigError, match="embed.max_tokens"):
        create_provider(EmbedConfig(max_tokens=4096))
    # a model dir whose config.json says it takes 128 positions
    for name in ("model.onnx", "tokenizer.json"):
        (tmp_path / name).write_bytes(b"{}")
    (tmp_path / "config.json").write_text(json.dumps({"max_position_embeddings": 128}), encoding="utf-8")
    with pytest.raises(ConfigError, match=r"embed.max_tokens = 256 exceeds .*\[1, 128\]"):
        create_provider(EmbedConfig(provider="onnx", model_dir=str(tmp_path), max_tokens=256))
    assert create_provider(EmbedConfig(provider="onnx", model_dir=str(tmp_path), max_tokens=128)).max_tokens == 128


def test_local_model_facts_match_the_real_models(queue: Any) -> None:
    from memspark.embed.e5 import E5_DIMS, E5_MODEL
    from memspark.embed.onnx_local import MINILM_MODEL

    assert LOCAL_MODELS[MINILM_MODEL][0] == queue.provider.dims == 384
    assert LOCAL_MODELS[E5_MODEL][0] == E5_DIMS
    assert set(LOCAL_MODELS) == {MINILM_MODEL, E5_MODEL}


def test_list_items_urls_table_and_agents_are_checked(tmp_path: Path) -> None:
    from memspark.capture.classify import CATEGORIES
    from memspark.capture.decide import ROLES

    assert ITEM_CHOICES[("capture", "categories")] == CATEGORIES and ITEM_CHOICES[("capture", "roles")] == ROLES
    assert "preference" in refused(tmp_path, "capture", "categories", "fact,facts").action
    assert "assistant" in refused(tmp_path, "capture", "roles", "user,system").action
    for section, key in (("embed", "base_url"), ("rerank", "base_url"), ("hyde", "base_url"),
                         ("capture", "classifier_url")):
        assert "http://" in refused(tmp_path, section, key, "localhost:8080/v1").action
    assert load_env(tmp_path, "rerank", "base_url", "https://rerank.example/v1").rerank.base_url
    for name in ("../chunks", "", "a b", "x" * 200):
        refused(tmp_path, "storage", "table", name)
    assert load_env(tmp_path, "storage", "table", "chunks_v2").storage.table == "chunks_v2"
    refused(tmp_path, "capture", "agents", "meta,../etc")
    assert load_env(tmp_path, "capture", "ignore_agents", "*,dev").capture.ignore_agents == ["*", "dev"]


def test_the_issue_cases_fail_at_load_naming_the_key(tmp_path: Path) -> None:
    err = refused(tmp_path, "tuning", "candidate_multiplier", "1000000000")
    assert "(0, 100]" in err.message
    refused(tmp_path, "chunk", "encoding", "nope")
    refused(tmp_path, "embed", "dims", "7")
    refused(tmp_path, "embed", "max_tokens", "100000")


def test_unknown_env_variable_is_named_with_the_nearest_key(tmp_path: Path) -> None:
    with pytest.warns(UnknownEnvVarWarning, match="MEMSPARK_RECAL_MAX_RESULTS .*did you mean "
                                                  "MEMSPARK_RECALL_MAX_RESULTS"):
        cfg = load_config(root=tmp_path, env={"MEMSPARK_RECAL_MAX_RESULTS": "3"})
    assert cfg.recall.max_results == 10  # ignored, not guessed
    with pytest.warns(UnknownEnvVarWarning, match="MEMSPARK_ZZZ is not a memspark setting"):
        load_config(root=tmp_path, env={"MEMSPARK_ZZZ": "1"})
    # a misspelt key of a known section is refused with the nearest key
    with pytest.raises(ConfigError, match=r"unknown key recall.max_result \(did you mean max_results\?\)"):
        load_config(root=tmp_path, env={"MEMSPARK_RECALL_MAX_RESULT": "3"})
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the shortcuts, the deployment variables and key variables are known
        load_config(root=tmp_path, env={"MEMSPARK_REPO": "/opt/m", "MEMSPARK_IMAGE_TAG": "1", "MEMSPARK_CONFIG": "",
                                        "MEMSPARK_TEST_RERANK_KEY": "sk", "MEMSPARK_EMBED_API_KEY": "sk",
                                        "MEMSPARK_ROOT": str(tmp_path),
                                        # what .ci/run and the container e2e set for the tests
                                        "MEMSPARK_REQUIRE_POSTGRES": "1", "MEMSPARK_E2E_CONTAINERS": "1"})
