"""Index a few workspace files right now, without Prefect: the toolset's write-through path.

A tool that writes a memory file (a mistake, a rule) indexes it at once so the next search finds
it. The steps are the ingest flow's for one batch — snapshot → chunk → embed → ``build_records`` →
``replace_files`` — so the rows are exactly what ``memspark index`` would write (same ids, same
content hash), and a later ingest sees the file as unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from memspark.chunking import chunk_document
from memspark.config import Config
from memspark.embed import EmbedQueue
from memspark.errors import IngestError
from memspark.ingest import read_file, snapshot_files
from memspark.storage import LanceStore, build_records
from memspark.workspace import Workspace


def index_paths(cfg: Config, ws: Workspace, store: LanceStore, queue: EmbedQueue, paths: Sequence[Path]) -> int:
    """Index ``paths`` (absolute); returns the rows written. Raises IngestError for a skipped file."""
    written = 0
    for snap in snapshot_files(ws, paths):
        if snap.skip is not None:
            raise IngestError(f"{snap.skip_line()}", action="Fix the file; it was written but not indexed.")
        route = snap.route
        doc_date = route.doc_date(snap.mtime)
        content = read_file(route, cfg.workspace.max_file_bytes)  # hash what is chunked
        chunks = chunk_document(content.text, agent_id=route.agent_id, path=route.path,
                                content_type=route.content_type, doc_date=route.name_date or doc_date, cfg=cfg.chunk)
        texts = [c.embed_text for c in chunks if not c.is_parent]
        vectors = queue.embed_documents(texts) if texts else None
        records = build_records(chunks, vectors, pool=route.pool, source=route.source,
                                content_type=route.content_type, doc_date=doc_date, evergreen=route.evergreen,
                                content_hash=content.content_hash, model_id=queue.identity, dims=queue.dims)
        store.replace_files(records, [snap.key])
        written += records.num_rows
    return written
