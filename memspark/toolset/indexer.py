"""Index a few workspace files right now, without Prefect: the toolset's write-through path.

A tool that writes a memory file (a mistake, a rule) indexes it at once so the next search finds
it. The steps are the ingest flow's for one file, through the same core
(:func:`~memspark.ingest.prepare_file` → embed → :func:`~memspark.ingest.to_records` →
``replace_files``), so the rows are exactly what ``memspark index`` would write (same ids, same
content hash), and a later ingest sees the file as unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from memspark.config import Config
from memspark.embed import EmbedQueue
from memspark.errors import IngestError
from memspark.ingest import prepare_file, snapshot_files, to_records
from memspark.storage import LanceStore
from memspark.workspace import Workspace


def index_paths(cfg: Config, ws: Workspace, store: LanceStore, queue: EmbedQueue, paths: Sequence[Path]) -> int:
    """Index ``paths`` (absolute); returns the rows written. Raises IngestError for a skipped file."""
    written = 0
    for snap in snapshot_files(ws, paths):
        if snap.skip is not None:
            raise IngestError(f"{snap.skip_line()}", action="Fix the file; it was written but not indexed.")
        pf = prepare_file(snap, cfg)  # hash what is chunked
        texts = pf.embed_texts
        vectors = queue.embed_documents(texts) if texts else None
        records = to_records([pf], vectors, model_id=queue.identity, dims=queue.dims)
        store.replace_files(records, [pf.key])
        written += records.num_rows
    return written
