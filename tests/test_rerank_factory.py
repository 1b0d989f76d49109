"""create_reranker picks the provider named by rerank.provider."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from test_rerank_onnx import model_dir

from memspark.config import EmbedConfig, RerankConfig, load_config
from memspark.errors import ConfigError
from memspark.rerank import PassthroughReranker, Reranker, create_reranker
from memspark.rerank.http import HttpReranker
from memspark.rerank.onnx import OnnxReranker
from memspark.rerank.second_opinion import SecondOpinionReranker


def test_passthrough_is_the_default() -> None:
    rr = create_reranker(RerankConfig())
    assert isinstance(rr, PassthroughReranker) and isinstance(rr, Reranker)
    assert rr.name == "passthrough" and rr.rerank("q", ["a", "b"]) is None and rr.probe() is True


def test_http_from_loaded_config(tmp_path: Path) -> None:
    cfg = load_config(root=tmp_path, env={"MEMSPARK_RERANK_PROVIDER": "http",
                                          "MEMSPARK_RERANK_BASE_URL": "http://127.0.0.1:9/v1",
                                          "MEMSPARK_RERANK_API_STYLE": "ranking"})
    rr = create_reranker(cfg.rerank)
    assert isinstance(rr, HttpReranker) and isinstance(rr, Reranker)
    assert rr.url == "http://127.0.0.1:9/v1/ranking"
    rr.close()


def test_onnx_and_e5(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    rr = create_reranker(RerankConfig(provider="onnx", model_dir=str(model_dir(tmp_path))))
    assert isinstance(rr, OnnxReranker) and rr.name == "onnx"
    with caplog.at_level(logging.WARNING):
        e5 = create_reranker(RerankConfig(provider="e5"), EmbedConfig(model="multilingual-e5-small-q4"))
    assert isinstance(e5, SecondOpinionReranker) and isinstance(e5, Reranker)
    assert "already e5" in caplog.text


def test_misconfigured_providers_fail_at_build(tmp_path: Path) -> None:
    with pytest.raises(ConfigError):
        create_reranker(RerankConfig(provider="onnx", model_dir=str(tmp_path)))
    with pytest.raises(ConfigError):
        create_reranker(RerankConfig(provider="http"))
    with pytest.raises(ConfigError):
        create_reranker(RerankConfig(provider="colbert"))
