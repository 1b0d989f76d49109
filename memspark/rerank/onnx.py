"""A local ONNX cross-encoder from a model directory the user supplies.

The directory holds ``model.onnx`` (a sequence-classification export: inputs ``input_ids``,
``attention_mask`` and optionally ``token_type_ids``; output ``logits`` of shape (n,), (n, 1) or
(n, 2)) and a Hugging Face ``tokenizer.json``. Each (query, document) pair is encoded as one pair
sequence, truncated to 512 tokens and padded to the longest in the batch; the score is the raw
logit (the last column: the positive class of a two-class head).

onnxruntime and tokenizers are imported when a reranker is built, so importing the package
stays cheap for users who never configure this provider. Loading problems are a
:class:`~memspark.errors.ConfigError`; a failure while scoring raises as it is (see :meth:`OnnxReranker.rerank`).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from memspark.errors import ConfigError
from memspark.rerank.base import probe_rerank

MAX_LENGTH = 512  # the position limit of BERT/XLM-R style cross-encoders
BATCH_SIZE = 16  # pairs per session.run: bounds memory at 512 tokens per pair
_KNOWN_INPUTS = ("input_ids", "attention_mask", "token_type_ids")
log = logging.getLogger(__name__)
_PAD_CANDIDATES = ("[PAD]", "<pad>", "<|pad|>")


class OnnxReranker:
    """Cross-encoder scoring with onnxruntime on the CPU."""

    name = "onnx"
    last_reason: str | None = None  # never set: a local model has no outage to report, its failures raise

    def __init__(self, model_dir: str | Path, *, batch_size: int = BATCH_SIZE, threads: int = 0) -> None:
        if not str(model_dir):
            raise ConfigError("rerank.provider = \"onnx\" needs rerank.model_dir",
                              action="Set rerank.model_dir to a directory holding model.onnx and tokenizer.json.")
        directory = Path(model_dir).expanduser()
        model_path, tok_path = directory / "model.onnx", directory / "tokenizer.json"
        missing = [p.name for p in (model_path, tok_path) if not p.is_file()]
        if missing:
            raise ConfigError(
                f"rerank.model_dir {directory} lacks {' and '.join(missing)}",
                action="Point rerank.model_dir at an exported cross-encoder (e.g. `optimum-cli export onnx "
                       "--task text-classification --model <reranker> <dir>`), or use rerank.provider = \"http\".")
        import onnxruntime as ort
        from tokenizers import Tokenizer

        try:
            self._tokenizer = Tokenizer.from_file(str(tok_path))
        except Exception as exc:
            raise ConfigError(f"cannot load {tok_path}: {exc}",
                              action="Use the tokenizer.json saved with the cross-encoder (Hugging Face format).") from exc
        self._tokenizer.enable_truncation(max_length=MAX_LENGTH, strategy="longest_first")
        self._tokenizer.enable_padding(pad_id=self._pad_id(), pad_token=self._pad_token())
        options = ort.SessionOptions()
        if threads > 0:
            options.intra_op_num_threads = threads
        try:
            self._session = ort.InferenceSession(str(model_path), options, providers=["CPUExecutionProvider"])
        except Exception as exc:
            raise ConfigError(f"cannot load {model_path}: {exc}",
                              action="Re-export the cross-encoder to ONNX (opset >= 13) into rerank.model_dir.") from exc
        self._inputs: dict[str, Any] = {}
        for inp in self._session.get_inputs():
            if inp.name not in _KNOWN_INPUTS:
                raise ConfigError(f"{model_path} expects an input {inp.name!r} memspark cannot provide",
                                  action="Export the model with inputs input_ids, attention_mask (token_type_ids optional).")
            self._inputs[inp.name] = np.int32 if inp.type == "tensor(int32)" else np.int64
        outputs = [o.name for o in self._session.get_outputs()]
        self._output = "logits" if "logits" in outputs else outputs[0]
        self.batch_size = max(1, batch_size)
        self.model_dir = directory

    def _pad_token(self) -> str:
        for tok in _PAD_CANDIDATES:
            if self._tokenizer.token_to_id(tok) is not None:
                return tok
        return "[PAD]"

    def _pad_id(self) -> int:
        pad = self._tokenizer.token_to_id(self._pad_token())
        return 0 if pad is None else pad  # masked out by attention_mask, so any id works

    def probe(self) -> bool:
        return probe_rerank(self, log)

    def rerank(self, query: str, documents: Sequence[str]) -> list[float]:
        """Scores in document order. A failure inside the model (onnxruntime, the tokenizer) is not caught
        here: it is a bug or a broken export, never an outage that heals, and the recall runner's rerank
        fallback logs it once with its traceback and keeps the order (passthrough)."""
        docs = list(documents)
        scores: list[float] = []
        for start in range(0, len(docs), self.batch_size):
            scores.extend(self._score([(query, d) for d in docs[start:start + self.batch_size]]))
        return scores

    def _score(self, pairs: list[tuple[str, str]]) -> list[float]:
        encodings = self._tokenizer.encode_batch(pairs)
        arrays = {"input_ids": [e.ids for e in encodings], "attention_mask": [e.attention_mask for e in encodings],
                  "token_type_ids": [e.type_ids for e in encodings]}
        feed = {name: np.asarray(arrays[name], dtype=dtype) for name, dtype in self._inputs.items()}
        (logits,) = self._session.run([self._output], feed)
        logits = np.asarray(logits, dtype=np.float32)
        if logits.ndim == 2:
            logits = logits[:, -1]  # (n, 1) → the score; (n, 2) → the positive class
        if logits.shape != (len(pairs),):
            raise ValueError(f"logits shape {logits.shape} does not match {len(pairs)} pairs")
        return [float(x) for x in logits]
