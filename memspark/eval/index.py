"""Index rendered LoCoMo workspaces with the real ingest pieces (scan → chunk → embed → upsert).

This is the ingest flow's work without Prefect (the eval indexes ≈ 270 files once and must start
in seconds): the same :class:`~memspark.workspace.Workspace` routing and snapshots, the same
``chunk_document``, embedding queue, ``build_records`` and one ``replace_files`` per
conversation, then ``optimize`` so the FTS index covers every row.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable
from pathlib import Path

import numpy as np
import pyarrow as pa

from memspark.chunking import chunk_document
from memspark.config import Config
from memspark.embed import EmbedQueue
from memspark.ingest import read_text, snapshot_files
from memspark.storage import LanceStore, build_records
from memspark.workspace import Workspace

log = logging.getLogger(__name__)


def index_agent(cfg: Config, store: LanceStore, queue: EmbedQueue, agent_id: str) -> tuple[int, float]:
    """Index one agent's files; returns (children embedded, embedding seconds)."""
    ws = Workspace(cfg.workspace, cfg.root)
    n, embed_s = _index(cfg, store, queue, ws, ws.iter_files([agent_id], include_shared=False))
    log.info("indexed agent %s: %d children (%.1fs embedding)", agent_id, n, embed_s)
    return n, embed_s


def index_workspace(cfg: Config, store: LanceStore, queue: EmbedQueue) -> tuple[int, float]:
    """Index every agent, the shared pools and the reference folders of ``cfg.root``."""
    ws = Workspace(cfg.workspace, cfg.root)
    return _index(cfg, store, queue, ws, ws.iter_files())


def _index(cfg: Config, store: LanceStore, queue: EmbedQueue, ws: Workspace, files: Iterable[Path]) -> tuple[int, float]:
    snaps = [s for s in snapshot_files(ws, files) if s.skip is None]
    prepared = []
    for snap in snaps:
        route = snap.route
        text = read_text(route.abs_path, cfg.workspace.max_file_bytes)
        doc_date = route.doc_date(snap.mtime)
        chunks = chunk_document(text, agent_id=route.agent_id, path=route.path, content_type=route.content_type,
                                doc_date=route.name_date or doc_date, cfg=cfg.chunk)
        prepared.append((snap, chunks, doc_date))
    texts = [c.embed_text for _, chunks, _ in prepared for c in chunks if not c.is_parent]
    t0 = time.perf_counter()
    vectors = queue.embed_documents(texts) if texts else np.zeros((0, queue.provider.dims), dtype=np.float32)
    embed_s = time.perf_counter() - t0
    tables, offset = [], 0
    for snap, chunks, doc_date in prepared:
        n = sum(1 for c in chunks if not c.is_parent)
        route = snap.route
        tables.append(build_records(chunks, vectors[offset:offset + n], pool=route.pool, source=route.source,
                                    content_type=route.content_type, doc_date=doc_date, evergreen=route.evergreen,
                                    content_hash=snap.content_hash, model_id=queue.identity,
                                    dims=queue.provider.dims))
        offset += n
    if tables:
        store.replace_files(pa.concat_tables(tables), [s.key for s, _, _ in prepared])
    return len(texts), embed_s
