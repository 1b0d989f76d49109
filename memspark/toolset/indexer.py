"""Index a few workspace files right now, without Prefect: the toolset's write-through path.

A tool that writes a memory file (a mistake, a rule) indexes it at once so the next search finds
it. The steps are the ingest flow's for one file, through the same core
(:func:`~memspark.ingest.prepare_file` → embed → :func:`~memspark.ingest.to_records` →
``replace_files``), so the rows are exactly what ``memspark index`` would write (same ids, same
content hash), and a later ingest sees the file as unchanged. A file emptied or gone loses its rows, as the
ingest's plan removes them; one that chunks to nothing is recorded as the ingest records it
(:mod:`memspark.ingest.rowless`).

It runs after the file was written, so any failure here is a :class:`~memspark.errors.NotIndexedError`:
the tool's answer then says the file changed but the index did not, never "nothing was changed".
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from memspark.config import Config
from memspark.embed import EmbedQueue
from memspark.errors import NotIndexedError, after_write
from memspark.ingest import prepare_file, snapshot_files, to_records
from memspark.ingest.rowless import forget_rowless, record_rowless
from memspark.ingest.scan import REMOVES_ROWS, SkipReason
from memspark.storage import LanceStore
from memspark.workspace import Workspace


def index_paths(cfg: Config, ws: Workspace, store: LanceStore, queue: EmbedQueue, paths: Sequence[Path]) -> int:
    """Index ``paths`` (absolute, already written); returns the rows written. Raises NotIndexedError."""
    with after_write(", ".join(p.name for p in paths)):
        return _index(cfg, ws, store, queue, paths)


def _index(cfg: Config, ws: Workspace, store: LanceStore, queue: EmbedQueue, paths: Sequence[Path]) -> int:
    written = 0
    for snap in snapshot_files(ws, paths):
        if snap.skip in REMOVES_ROWS:  # emptied (a note whose last entry was forgotten) or gone: as the ingest does
            store.delete_by_path(snap.route.path, snap.route.agent_id)
            forget_rowless(store, [snap.key])
            if snap.skip is SkipReason.EMPTY:  # nothing to index, and the index now says so
                continue
        if snap.skip is not None:
            raise NotIndexedError(f"{snap.skip_line()}; it changed on disk, but the index was not updated",
                                  action="Fix the file, then run `memspark index`.")
        pf = prepare_file(snap, cfg)  # hash what is chunked
        texts = pf.embed_texts
        vectors = queue.embed_documents(texts) if texts else None
        records = to_records([pf], vectors, model_id=queue.identity, dims=queue.dims)
        store.replace_files(records, [pf.key])
        record_rowless(store, [pf])  # no chunks: the next ingest must see these bytes as unchanged
        written += records.num_rows
    return written
