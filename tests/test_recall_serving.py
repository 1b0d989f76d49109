"""choose_serving_model: which embedding model serves a table, as a pure function of the [embed]
config, the configured model's identity and the identity the table records."""

from __future__ import annotations

import pytest

from memspark.config import EmbedConfig
from memspark.embed import EmbeddingIdentity
from memspark.recall.serving import choose_serving_model

MINILM = EmbeddingIdentity("local", "all-MiniLM-L6-v2-int8", 384)
E5 = EmbeddingIdentity("local", "multilingual-e5-small", 384)


def test_the_configured_model_serves_its_own_table_a_missing_one_and_an_unknown_one() -> None:
    cfg = EmbedConfig(provider="local", model=MINILM.model)
    for configured, table in [(MINILM, MINILM), (MINILM, None), (None, E5)]:
        serving = choose_serving_model(cfg, configured, table)
        assert serving is not None and serving.embed is cfg and serving.pending_reembed is None


def test_a_table_of_another_local_model_is_served_with_that_model_until_reembed() -> None:
    cfg = EmbedConfig(provider="local", model=E5.model, query_prefix="query: ")
    serving = choose_serving_model(cfg, E5, MINILM)
    assert serving is not None
    assert (serving.embed.provider, serving.embed.model) == ("local", MINILM.model)
    assert serving.embed.query_prefix == "query: "  # the rest of [embed] is kept
    assert serving.pending_reembed is not None and MINILM.key in serving.pending_reembed
    assert E5.key in serving.pending_reembed and "memspark reembed" in serving.pending_reembed


def test_a_bundled_local_table_is_served_even_when_the_config_names_a_server() -> None:
    cfg = EmbedConfig(provider="spark", model="nemotron", base_url="http://spark:18091/v1", dims=4096)
    serving = choose_serving_model(cfg, EmbeddingIdentity("spark", "nemotron", 4096), MINILM)
    assert serving is not None and serving.embed.provider == "local" and serving.embed.base_url == cfg.base_url


@pytest.mark.parametrize("table", [
    EmbeddingIdentity("onnx", "/models/old-model", 768),   # another machine's ONNX dir
    EmbeddingIdentity("spark", "old-server-model", 1024),  # another provider kind than configured
])
def test_a_table_this_machine_cannot_rebuild_is_not_served(table: EmbeddingIdentity) -> None:
    cfg = EmbedConfig(provider="local", model=MINILM.model)
    assert choose_serving_model(cfg, MINILM, table) is None


def test_the_same_model_with_other_dims_is_another_model() -> None:
    cfg = EmbedConfig(provider="spark", model="m", base_url="http://s/v1", dims=512)
    serving = choose_serving_model(cfg, EmbeddingIdentity("spark", "m", 512), EmbeddingIdentity("spark", "m", 1024))
    assert serving is not None and serving.pending_reembed is not None


def test_identity_keys_round_trip_and_model_names_may_hold_colons() -> None:
    for ident in (MINILM, EmbeddingIdentity("onnx", "C:/models/e5:v2", 768)):
        assert EmbeddingIdentity.parse(ident.key) == ident
    assert [EmbeddingIdentity.parse(k) for k in ("", "local", "local:m", "local:m:x")] == [None] * 4
