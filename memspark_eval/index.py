"""Index rendered LoCoMo workspaces with the real ingest pieces (scan → chunk → embed → upsert).

This is the ingest flow's work without Prefect (the eval indexes ≈ 270 files once and must start
in seconds): the same :class:`~memspark.workspace.Workspace` routing and snapshots, the same indexing
core (:func:`~memspark.ingest.prepare.prepare_files`, :func:`~memspark.ingest.prepare.to_records`: chunks
and conversation turns), embedding queue and one ``replace_files`` per conversation, then ``optimize`` so
the FTS index covers every row.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable
from pathlib import Path

import numpy as np

from memspark.config import Config
from memspark.embed import EmbedQueue, create_provider
from memspark.ingest import snapshot_files
from memspark.ingest.prepare import prepare_files, to_records
from memspark.storage import LanceStore
from memspark.workspace import Workspace
from memspark_eval.embed_cache import cached
from memspark_eval.locomo_data import ConversationNotes

log = logging.getLogger(__name__)


def conversation_store(cfg: Config, conversations: Iterable[ConversationNotes], work: Path,
                       embed_cache: Path | None = None) -> tuple[Config, EmbedQueue, LanceStore]:
    """Write the conversations' notes under ``work`` and open the embedding queue and an empty store there:
    the config pointed at ``work``, the queue, the store (index each agent with :func:`index_agent`).
    ``embed_cache``: a file of vectors made before (:mod:`memspark_eval.embed_cache`), reused by text."""
    cfg = cfg.with_overrides(workspace={"root": str(work), "data_dir": str(work / ".memspark")})
    for notes in conversations:
        notes.write(work)
    queue = EmbedQueue(cached(create_provider(cfg.embed), embed_cache), cfg.embed, tuning=cfg.tuning)
    return cfg, queue, LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.provider.dims)


def index_agent(cfg: Config, store: LanceStore, queue: EmbedQueue, agent_id: str) -> tuple[int, float]:
    """Index one agent's files; returns (child chunks, embedding seconds: chunks and conversation turns)."""
    ws = Workspace(cfg.workspace, cfg.root)
    n, embed_s = _index(cfg, store, queue, ws, ws.iter_files([agent_id], include_shared=False))
    log.info("indexed agent %s: %d children (%.1fs embedding)", agent_id, n, embed_s)
    return n, embed_s


def index_workspace(cfg: Config, store: LanceStore, queue: EmbedQueue) -> tuple[int, float]:
    """Index every agent, the shared pools and the reference folders of ``cfg.root``."""
    ws = Workspace(cfg.workspace, cfg.root)
    return _index(cfg, store, queue, ws, ws.iter_files())


def _index(cfg: Config, store: LanceStore, queue: EmbedQueue, ws: Workspace, files: Iterable[Path]) -> tuple[int, float]:
    prepared, failed = prepare_files([s for s in snapshot_files(ws, files) if s.skip is None], cfg)
    for f in failed:
        log.warning("not indexed: %s", f.line)
    texts = [t for pf in prepared for t in pf.embed_texts]
    t0 = time.perf_counter()
    vectors = queue.embed_documents(texts) if texts else np.zeros((0, queue.provider.dims), dtype=np.float32)
    embed_s = time.perf_counter() - t0
    if prepared:
        store.replace_files(to_records(prepared, vectors, model_id=queue.identity, dims=queue.provider.dims),
                            [pf.key for pf in prepared])
    return sum(1 for pf in prepared for c in pf.chunks if not c.is_parent), embed_s
