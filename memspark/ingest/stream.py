"""A large file, a piece at a time: chunk a few parents, embed their texts, stage their rows, drop them.

The batch path (:mod:`memspark.ingest.prepare` then :mod:`memspark.ingest.embedding`) holds a file's
every chunk, every text to embed and its whole vector matrix at once, then commits them in one
``merge_insert`` (whose join holds the whole source again): a 50 MB note peaked at 2.3–3.5 GB. Here
a file of at least :data:`STREAM_MIN_BYTES` is read once, chunked by
:func:`~memspark.chunking.iter_chunk_groups` (a parent and its children at a time), and every
:data:`PIECE_TEXTS` texts are embedded, turned into rows by the same :meth:`PreparedFile.records` the
batch path uses and appended to the file's stage (:mod:`memspark.storage.stage`); nothing of a piece
stays in memory once it is written. ``on_progress(line, lines)`` reports the last source line done
after each piece.

The stage is published at the end: one append of the staged rows, one delete of the file's older
generation. A reader sees the old rows until the new set is complete; a text the provider rejects
fails the whole file (the stage is dropped, the old rows stay), as in
:func:`~memspark.ingest.embedding.embed_files`; an outage raises (the stage is dropped too); a crash
leaves a stage that the next run finishes or drops (:func:`~memspark.storage.stage.recover_staged`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pyarrow as pa

from memspark.chunking import iter_chunk_groups
from memspark.chunking.model import Chunk
from memspark.config import Config
from memspark.errors import IngestError
from memspark.ingest.embedding import EMBED_FAILED, EMBED_FAILED_ACTION, describe_failure
from memspark.ingest.prepare import chunking_errors, prepared, read_for_chunking
from memspark.ingest.scan import FileSnapshot

if TYPE_CHECKING:
    from memspark.embed.queue import EmbedQueue
    from memspark.storage import LanceStore

STREAM_MIN_BYTES = 1_000_000  # from this size a file is streamed (the batch path's peak is ≈ 45x the file size)
PIECE_TEXTS = 512  # texts embedded per piece: 16 batches of the default 32, ≈ 1 MB of chunks
STAGE_ROWS = 4096  # rows per append to the stage (≈ 10 MB): each append costs LanceDB a fragment and a version

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class StreamedFile:
    """One large file, indexed: the rows now in the table and what it took to make them."""

    key: tuple[str, str]
    rows_written: int
    texts_embedded: int  # child chunks and conversation turns
    turns_embedded: int
    embed_seconds: float
    pieces: int  # pieces embedded (about PIECE_TEXTS texts each)


def streams(snap: FileSnapshot) -> bool:
    """Whether ``snap``'s file is indexed a piece at a time (:func:`stream_file`) instead of in a batch."""
    return snap.skip is None and snap.size >= STREAM_MIN_BYTES


def stream_file(snap: FileSnapshot, cfg: Config, queue: EmbedQueue, store: LanceStore, *, model_id: str, dims: int,
                on_progress: Progress | None = None, stage_rows: int = STAGE_ROWS) -> StreamedFile:
    """Read, chunk, embed and stage ``snap``'s file a piece at a time, then publish it (see the module docstring).
    The rows of a few pieces are appended to the stage together, once ``stage_rows`` are pending.

    Raises :class:`IngestError` (a skip line: unreadable, too slow to chunk, a text the provider rejects);
    the file's old rows stay whenever anything raises."""
    route = snap.route
    with chunking_errors(snap, cfg):
        content, doc_date = read_for_chunking(snap, cfg)
        content_hash, lines = content.content_hash, _line_count(content.text)
        groups = iter_chunk_groups(content.text, agent_id=route.agent_id, path=route.path,
                                   content_type=route.content_type, doc_date=route.name_date or doc_date,
                                   cfg=cfg.chunk)
        del content  # from here the generator's line index (chunking.layout.TextLines) holds the text
    stage = store.stage_file(route.key)
    published = False
    try:
        rows = _Rows(stage.append, stage_rows)
        piece = _Piece(snap, cfg, queue, rows.add, doc_date, content_hash, model_id=model_id, dims=dims)
        children = 0
        while True:
            with chunking_errors(snap, cfg):
                group = next(groups, None)
            if group is None:
                break
            piece.pending.extend(group)
            children += sum(1 for c in group if not c.is_parent)
            if children >= PIECE_TEXTS:
                done = piece.flush()
                if on_progress is not None:
                    on_progress(min(lines, done), lines)
                children = 0
        piece.flush()
        rows.flush()
        del groups  # the document's text and line index go before the publish reads the stage back
        written = stage.publish()
        published = True
    finally:
        if not published:
            stage.discard()
    if on_progress is not None:
        on_progress(lines, lines)  # the file's blank tail belongs to no chunk
    return StreamedFile(route.key, written, piece.texts, piece.turns, piece.embed_s, piece.count)


class _Rows:
    """Rows waiting for their append to the stage: written once ``limit`` rows are pending."""

    def __init__(self, write: Callable[[pa.Table], None], limit: int) -> None:
        self.write, self.limit = write, limit
        self.pending: list[pa.Table] = []
        self.count = 0

    def add(self, rows: pa.Table) -> None:
        self.pending.append(rows)
        self.count += rows.num_rows
        if self.count >= self.limit:
            self.flush()

    def flush(self) -> None:
        if self.pending:
            self.write(pa.concat_tables(self.pending))
            self.pending, self.count = [], 0


class _Piece:
    """The chunks gathered since the last write; :meth:`flush` embeds them and hands their rows to ``write``."""

    def __init__(self, snap: FileSnapshot, cfg: Config, queue: EmbedQueue, write: Callable[[pa.Table], None],
                 doc_date: str, content_hash: str, *, model_id: str, dims: int) -> None:
        self.snap, self.cfg, self.queue, self.write = snap, cfg, queue, write
        self.doc_date, self.content_hash, self.model_id, self.dims = doc_date, content_hash, model_id, dims
        self.pending: list[Chunk] = []
        self.texts = self.turns = self.count = 0
        self.embed_s = 0.0

    def flush(self) -> int:
        """Embed and write the pending chunks; returns the last source line they cover (0: none pending)."""
        if not self.pending:
            return 0
        pf = prepared(self.snap, self.cfg, self.pending, self.doc_date, self.content_hash)
        texts = pf.embed_texts
        started = time.perf_counter()
        result = self.queue.embed_documents_isolated(texts)
        self.embed_s += time.perf_counter() - started
        if result.failures:
            first = min(result.failures)
            raise IngestError(f"{EMBED_FAILED}: {describe_failure(result.failures[first])}", action=EMBED_FAILED_ACTION)
        self.write(pf.records(result.vectors, model_id=self.model_id, dims=self.dims))
        self.texts += len(texts)
        self.turns += len(pf.turns)
        self.count += 1
        last = max(c.end_line for c in self.pending)
        self.pending.clear()
        return last


def _line_count(text: str) -> int:
    """Lines under memspark's line convention (:func:`memspark.chunking.split_lines`), without splitting."""
    text = text.removeprefix("\ufeff")
    if not text:
        return 0
    breaks = text.count("\n") + text.count("\r") - text.count("\r\n")
    return breaks + (0 if text.endswith(("\n", "\r")) else 1)


__all__ = ["PIECE_TEXTS", "STAGE_ROWS", "STREAM_MIN_BYTES", "StreamedFile", "stream_file", "streams"]
