"""Every EmbeddingProvider implementation honours the same contract."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from embed_server import EmbedServer

from memspark.config import EmbedConfig
from memspark.embed import EmbeddingProvider, create_provider
from memspark.embed.onnx_local import MINILM_TOKENIZER

PROVIDERS = ["local-minilm", pytest.param("local-e5", marks=pytest.mark.slow), "onnx-dir", "spark"]  # e5 loads slowly


@pytest.fixture(scope="module")
def server() -> Iterator[EmbedServer]:
    with EmbedServer(dims=48) as srv:
        yield srv


@pytest.fixture(params=PROVIDERS)
def provider(request: pytest.FixtureRequest, tmp_path: Path, server: EmbedServer) -> EmbeddingProvider:
    kind = request.param
    if kind == "local-minilm":
        return create_provider(EmbedConfig())
    if kind == "local-e5":
        return create_provider(EmbedConfig(model="multilingual-e5-small-q4"))
    if kind == "onnx-dir":
        minilm = create_provider(EmbedConfig())
        (tmp_path / "model.onnx").symlink_to(minilm.model_path)  # type: ignore[attr-defined]
        (tmp_path / "tokenizer.json").symlink_to(MINILM_TOKENIZER)
        return create_provider(EmbedConfig(provider="onnx", model_dir=str(tmp_path), query_prefix="query: "))
    return create_provider(EmbedConfig(provider="spark", base_url=server.base_url, model="test-embed"))


TEXTS = ["The Spark node serves embeddings on port 18091.", "", "short", "Ünïcödé — 日本語のテキスト"]


def test_is_a_provider(provider: EmbeddingProvider) -> None:
    assert isinstance(provider, EmbeddingProvider)
    assert provider.probe() is True
    assert provider.identity == f"{provider.id}:{provider.model}:{provider.dims}"
    assert provider.dims > 0


def test_documents_shape_dtype_norm(provider: EmbeddingProvider) -> None:
    out = provider.embed_documents(TEXTS)
    assert out.shape == (len(TEXTS), provider.dims) and out.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(out, axis=1), 1.0, atol=1e-5)
    empty = provider.embed_documents([])
    assert empty.shape == (0, provider.dims) and empty.dtype == np.float32


def test_query_shape_dtype_norm(provider: EmbeddingProvider) -> None:
    q = provider.embed_query(TEXTS[0])
    assert q.shape == (provider.dims,) and q.dtype == np.float32
    assert abs(float(np.linalg.norm(q)) - 1.0) < 1e-5


def test_deterministic(provider: EmbeddingProvider) -> None:
    np.testing.assert_allclose(provider.embed_documents(TEXTS), provider.embed_documents(TEXTS), atol=1e-6)
    np.testing.assert_allclose(provider.embed_query("x y"), provider.embed_query("x y"), atol=1e-6)


def test_batch_rows_match_single_documents(provider: EmbeddingProvider) -> None:
    batch = provider.embed_documents(TEXTS)
    singles = np.stack([provider.embed_documents([t])[0] for t in TEXTS])
    assert ((batch * singles).sum(axis=1) > 0.99).all()
