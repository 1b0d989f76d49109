"""OnnxReranker plumbing with a tiny cross-encoder the test builds itself.

No real cross-encoder weights exist on this machine and the ``onnx`` package is not installed, so
the model is written as ONNX protobuf bytes by a ~40-line wire-format encoder (below), following
onnx.proto3 field numbers. The graph is a transparent "cross-encoder": it builds bag-of-words
counts of the query segment (token_type 0) and the document segment (token_type 1) and scores
the pair by the number of shared vocabulary tokens (sum of element-wise minima); special tokens
have zero rows so they never count. A two-class variant outputs (-score, score).
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import numpy as np
import pytest
from tokenizers import Tokenizer
from tokenizers.models import WordLevel
from tokenizers.pre_tokenizers import Whitespace
from tokenizers.processors import BertProcessing

from memspark.embed import EmbedQueue
from memspark.errors import ConfigError, MemsparkError
from memspark.recall import MemorySparkManager, RecallRequest, RerankOptions
from memspark.recall.core import search
from memspark.rerank import PassthroughReranker
from memspark.rerank.onnx import OnnxReranker
from memspark.vocab import GateMode
from tests.recall_fixtures import indexed_workspace

SPECIALS = ["[PAD]", "[UNK]", "[CLS]", "[SEP]"]
WORDS = ["which", "port", "does", "the", "embedding", "server", "use", "bananas", "are", "yellow",
         "listens", "on", "18091", "nightly", "restarts"]
VOCAB = {tok: i for i, tok in enumerate(SPECIALS + WORDS)}

# --- protobuf wire format (varint = 0, length-delimited = 2) ---------------------------------


def _varint(n: int) -> bytes:
    n &= (1 << 64) - 1
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _int(field: int, value: int) -> bytes:
    return _varint(field << 3) + _varint(value)


def _bytes(field: int, value: bytes | str) -> bytes:
    data = value.encode() if isinstance(value, str) else value
    return _varint(field << 3 | 2) + _varint(len(data)) + data


FLOAT, INT64 = 1, 7  # TensorProto.DataType


def tensor(name: str, array: np.ndarray) -> bytes:  # TensorProto: dims=1, data_type=2, name=8, raw_data=9
    dtype = FLOAT if array.dtype == np.float32 else INT64
    return (b"".join(_int(1, d) for d in array.shape) + _int(2, dtype) + _bytes(8, name)
            + _bytes(9, array.astype("<f4" if dtype == FLOAT else "<i8").tobytes()))


def value_info(name: str, elem: int, dims: list[str]) -> bytes:  # ValueInfoProto / TypeProto.Tensor
    shape = b"".join(_bytes(1, _bytes(2, d)) for d in dims)  # Dimension.dim_param = 2
    return _bytes(1, name) + _bytes(2, _bytes(1, _int(1, elem) + _bytes(2, shape)))


def node(op: str, inputs: list[str], outputs: list[str], **attrs: int) -> bytes:
    # NodeProto: input=1, output=2, name=3, op_type=4, attribute=5 (AttributeProto: name=1, i=3, type=20 INT=2)
    body = b"".join(_bytes(1, i) for i in inputs) + b"".join(_bytes(2, o) for o in outputs)
    body += _bytes(3, f"{op}_{outputs[0]}") + _bytes(4, op)
    for key, val in attrs.items():
        body += _bytes(5, _bytes(1, key) + _int(3, val) + _int(20, 2))
    return body


def tiny_cross_encoder(two_class: bool = False, extra_input: str | None = None) -> bytes:
    eye = np.eye(len(VOCAB), dtype=np.float32)
    for tok in SPECIALS:
        eye[VOCAB[tok]] = 0.0
    nodes = [
        node("Gather", ["eye", "input_ids"], ["onehot"], axis=0),  # (n, L, V)
        node("Cast", ["attention_mask"], ["m"], to=FLOAT),
        node("Cast", ["token_type_ids"], ["t"], to=FLOAT),
        node("Mul", ["m", "t"], ["dmask"]),
        node("Sub", ["m", "dmask"], ["qmask"]),
        node("Unsqueeze", ["dmask", "ax2"], ["dmask3"]),
        node("Unsqueeze", ["qmask", "ax2"], ["qmask3"]),
        node("Mul", ["onehot", "qmask3"], ["qtok"]),
        node("Mul", ["onehot", "dmask3"], ["dtok"]),
        node("ReduceSum", ["qtok", "ax1"], ["qbow"], keepdims=0),  # (n, V)
        node("ReduceSum", ["dtok", "ax1"], ["dbow"], keepdims=0),
        node("Min", ["qbow", "dbow"], ["shared"]),
        node("ReduceSum", ["shared", "ax1"], ["score" if two_class else "logits"], keepdims=1),  # (n, 1)
    ]
    if two_class:
        nodes += [node("Neg", ["score"], ["neg"]), node("Concat", ["neg", "score"], ["logits"], axis=1)]
    graph = b"".join(_bytes(1, n) for n in nodes) + _bytes(2, "tiny")
    graph += b"".join(_bytes(5, t) for t in (tensor("eye", eye), tensor("ax1", np.array([1], np.int64)),
                                             tensor("ax2", np.array([2], np.int64))))
    graph += b"".join(_bytes(11, value_info(n, INT64, ["batch", "seq"]))
                      for n in ("input_ids", "attention_mask", "token_type_ids", *([extra_input] if extra_input else [])))
    graph += _bytes(12, value_info("logits", FLOAT, ["batch", "classes"]))
    opset = _bytes(1, "") + _int(2, 13)
    return _int(1, 8) + _bytes(2, "memspark-test") + _bytes(7, graph) + _bytes(8, opset)  # ModelProto


def tiny_tokenizer() -> Tokenizer:
    tok = Tokenizer(WordLevel(VOCAB, unk_token="[UNK]"))
    tok.pre_tokenizer = Whitespace()
    tok.post_processor = BertProcessing(("[SEP]", VOCAB["[SEP]"]), ("[CLS]", VOCAB["[CLS]"]))
    return tok


def shared_tokens(query: str, doc: str) -> float:
    """What the tiny graph computes: sum over vocabulary words of min(count in query, count in doc)."""
    q, d = query.lower().split(), doc.lower().split()
    return float(sum(min(q.count(w), d.count(w)) for w in WORDS))


def model_dir(tmp_path: Path, two_class: bool = False) -> Path:
    tmp_path.mkdir(parents=True, exist_ok=True)
    (tmp_path / "model.onnx").write_bytes(tiny_cross_encoder(two_class))
    tiny_tokenizer().save(str(tmp_path / "tokenizer.json"))
    return tmp_path


QUERY = "which port does the embedding server use"
DOCS = ["bananas are yellow", "the embedding server listens on port 18091", "server restarts nightly",
        "port port port"]


@pytest.mark.parametrize("two_class", [False, True])
def test_scores_per_pair_in_order(tmp_path: Path, two_class: bool) -> None:
    rr = OnnxReranker(model_dir(tmp_path, two_class))
    scores = rr.rerank(QUERY, DOCS)
    assert scores == [shared_tokens(QUERY, d) for d in DOCS] == [0.0, 4.0, 1.0, 1.0]
    assert rr.last_reason is None and rr.probe() is True


def test_batches_pad_to_longest_and_truncate(tmp_path: Path) -> None:
    rr = OnnxReranker(model_dir(tmp_path), batch_size=2)  # padding differs per batch; scores must not
    long_doc = " ".join(["bananas"] * 700) + " port"  # > 512 tokens: truncated, the trailing "port" is cut
    docs = [*DOCS, long_doc]
    assert rr.rerank(QUERY, docs) == [shared_tokens(QUERY, d) for d in DOCS] + [0.0]
    assert rr.rerank(QUERY, []) == []


def test_missing_files_are_a_config_error(tmp_path: Path) -> None:
    (tmp_path / "tokenizer.json").write_text("{}")
    with pytest.raises(ConfigError) as err:
        OnnxReranker(tmp_path)
    assert "model.onnx" in err.value.message and "rerank.model_dir" in err.value.action
    with pytest.raises(ConfigError):
        OnnxReranker("")


def test_corrupt_model_is_a_config_error(tmp_path: Path) -> None:
    model_dir(tmp_path)
    (tmp_path / "model.onnx").write_bytes(b"not a model")
    with pytest.raises(ConfigError) as err:
        OnnxReranker(tmp_path)
    assert "model.onnx" in err.value.message


def test_unknown_model_input_is_a_config_error(tmp_path: Path) -> None:
    model_dir(tmp_path)
    (tmp_path / "model.onnx").write_bytes(tiny_cross_encoder(extra_input="position_ids"))
    with pytest.raises(ConfigError) as err:
        OnnxReranker(tmp_path)
    assert "position_ids" in err.value.message


def failing_model_dir(tmp_path: Path) -> Path:
    """The tiny cross-encoder with a tokenizer that knows one word more than the model: "zebra" gets an id
    past the embedding table, so onnxruntime's Gather fails on any pair that holds it."""
    model_dir(tmp_path)
    tok = Tokenizer(WordLevel({**VOCAB, "zebra": len(VOCAB)}, unk_token="[UNK]"))  # id past the table
    tok.pre_tokenizer = Whitespace()
    tok.post_processor = BertProcessing(("[SEP]", VOCAB["[SEP]"]), ("[CLS]", VOCAB["[CLS]"]))
    tok.save(str(tmp_path / "tokenizer.json"))
    return tmp_path


def test_runtime_failure_raises_for_the_runner(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A model failure is not swallowed into ``None`` (the provider logged it without a traceback, under the
    runner's own fallback): it raises, and the recall runner is the one layer that falls back."""
    rr = OnnxReranker(failing_model_dir(tmp_path))
    assert rr.rerank(QUERY, ["the port"]) == [2.0]
    with caplog.at_level("DEBUG"), pytest.raises(Exception) as err:  # noqa: PT011 - onnxruntime's own error type
        rr.rerank(QUERY, ["zebra"])  # Gather out of range inside onnxruntime
    assert type(err.value).__module__.startswith("onnxruntime"), repr(err.value)
    assert not isinstance(err.value, MemsparkError) and rr.last_reason is None
    assert caplog.records == []  # the provider logs nothing itself: the runner logs once


NOTES = {"workspace-meta/MEMORY.md": "# Memory\n\nThe zebra exhibit server listens on port 18091.\n",
         "workspace-meta/memory/2026-03-15.md": "# Ops\n\nThe embedding server restarts nightly; the zebra "
                                                "dashboard shows the port.\n",
         "shared/knowledge/servers.md": "# Servers\n\nWhich port does the embedding server use? 18091.\n"}


def test_a_failing_onnx_reranker_is_logged_once_with_its_traceback_and_recall_answers(
        tmp_path: Path, queue: EmbedQueue, caplog: pytest.LogCaptureFixture) -> None:
    """End to end on real parts (a LanceDB index of a real workspace, the bundled embedding model, a real
    ONNX session that fails while scoring): one warning with the traceback, from the runner; the hits come
    back in the order without a reranker; the trace says why."""
    cfg = indexed_workspace(tmp_path / "ws", queue, NOTES)
    request = RecallRequest("zebra server port", min_score=0.0, now=date(2026, 3, 20),
                            rerank=RerankOptions(gate=GateMode.SOFT))  # soft: the reranker always runs
    with MemorySparkManager(cfg, "meta", queue=queue, reranker=PassthroughReranker()) as plain_manager:
        plain = search(plain_manager, request)
    reranker = OnnxReranker(failing_model_dir(tmp_path / "model"))
    with MemorySparkManager(cfg, "meta", queue=queue, reranker=reranker) as manager, \
            caplog.at_level("DEBUG", logger="memspark"):
        result = search(manager, request)
    assert len(result.hits) >= 2 and result.hits == plain.hits  # recall answers, in the unreranked order
    entry = result.run.trace.entry("rerank")
    assert entry.detail is not None and not entry.detail.ran
    assert entry.detail.fallback_reason is not None and entry.detail.fallback_reason.startswith("reranker raised")
    with_traceback = [r for r in caplog.records if r.exc_info]
    assert len(with_traceback) == 1, [r.getMessage() for r in caplog.records]
    [record] = with_traceback
    assert record.name == "memspark.recall.pipeline" and "'rerank'" in record.getMessage()
    assert record.exc_info is not None and not isinstance(record.exc_info[1], MemsparkError)
    assert [r for r in caplog.records if "rerank" in r.getMessage().lower()] == [record]  # logged once


def wrong_shape_model_dir(tmp_path: Path) -> Path:
    """A model that loads but answers one row per *token* (rank-3 "logits"): every scoring call fails."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    eye = np.eye(len(VOCAB), dtype=np.float32)
    graph = _bytes(1, node("Gather", ["eye", "input_ids"], ["logits"], axis=0)) + _bytes(2, "wrong")
    graph += _bytes(5, tensor("eye", eye))
    graph += b"".join(_bytes(11, value_info(n, INT64, ["batch", "seq"]))
                      for n in ("input_ids", "attention_mask", "token_type_ids"))
    graph += _bytes(12, value_info("logits", FLOAT, ["batch", "seq", "vocab"]))
    opset = _bytes(1, "") + _int(2, 13)
    (tmp_path / "model.onnx").write_bytes(_int(1, 8) + _bytes(2, "memspark-test") + _bytes(7, graph) + _bytes(8, opset))
    tiny_tokenizer().save(str(tmp_path / "tokenizer.json"))
    return tmp_path


def test_probe_reports_a_failing_model_as_false_instead_of_raising(tmp_path: Path,
                                                                    caplog: pytest.LogCaptureFixture) -> None:
    """``probe()`` reports (doctor, the latency bench): a model that loads but cannot score is ``False`` with one
    warning that names why, while ``rerank`` itself still raises for the recall runner."""
    rr = OnnxReranker(wrong_shape_model_dir(tmp_path))
    with pytest.raises(ValueError, match="logits shape"):
        rr.rerank(QUERY, DOCS)
    with caplog.at_level("WARNING", logger="memspark"):
        assert rr.probe() is False
    [record] = caplog.records
    assert "rerank probe failed for onnx" in record.getMessage() and "logits shape" in record.getMessage()
    assert OnnxReranker(model_dir(tmp_path / "ok")).probe() is True
