"""A large file, a piece at a time: chunk a few parents, embed their texts, build their rows, drop the chunks.

The batch path (:mod:`memspark.ingest.prepare` then :mod:`memspark.ingest.embedding`) holds a file's
every chunk, every text to embed and its whole vector matrix as Python objects at once: a 50 MB note
peaked at 2.3 GB and said nothing for minutes. Here a file of at least :data:`STREAM_MIN_BYTES` is
read once, chunked by :func:`~memspark.chunking.iter_chunk_groups` (a parent and its children at a
time), and every :data:`PIECE_TEXTS` texts are embedded and turned into Arrow rows by the same
:meth:`PreparedFile.records` the batch path uses; only the rows (compact Arrow buffers, float32
vectors) are kept. ``on_progress(line, lines)`` reports the last source line done after each piece.

The rows stay one table: the caller commits them in one ``replace_files`` (one ``merge_insert``), so a
reader sees the file's old rows or its new ones, never a mix. A text the provider rejects fails the
whole file (its old rows stay), as in :func:`~memspark.ingest.embedding.embed_files`; an outage raises.
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
from memspark.storage.schema import chunk_schema

if TYPE_CHECKING:
    from memspark.embed.queue import EmbedQueue

STREAM_MIN_BYTES = 1_000_000  # from this size a file is streamed (the batch path's peak is ≈ 45x the file size)
PIECE_TEXTS = 512  # texts embedded per piece: 16 batches of the default 32, ≈ 1 MB of chunks

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class StreamedFile:
    """One large file's rows (ready for one ``replace_files``) and what it took to make them."""

    key: tuple[str, str]
    rows: pa.Table
    texts_embedded: int  # child chunks and conversation turns
    turns_embedded: int
    embed_seconds: float


def streams(snap: FileSnapshot) -> bool:
    """Whether ``snap``'s file is indexed a piece at a time (:func:`stream_file`) instead of in a batch."""
    return snap.skip is None and snap.size >= STREAM_MIN_BYTES


def stream_file(snap: FileSnapshot, cfg: Config, queue: EmbedQueue, *, model_id: str, dims: int,
                on_progress: Progress | None = None) -> StreamedFile:
    """Read, chunk, embed and build the rows of ``snap``'s file a piece at a time (see the module docstring).

    Raises :class:`IngestError` (a skip line: unreadable, too slow to chunk, a text the provider rejects)."""
    route = snap.route
    tables: list[pa.Table] = []
    pending: list[Chunk] = []
    counts = {"texts": 0, "turns": 0}
    embed_s = 0.0

    with chunking_errors(snap, cfg):
        content, doc_date = read_for_chunking(snap, cfg)
        content_hash, lines = content.content_hash, _line_count(content.text)
        groups = iter_chunk_groups(content.text, agent_id=route.agent_id, path=route.path,
                                   content_type=route.content_type, doc_date=route.name_date or doc_date,
                                   cfg=cfg.chunk)
        del content  # the generator holds the text until it is split into lines, then drops it

    def flush(*, last: bool = False) -> None:
        nonlocal embed_s
        pf = prepared(snap, cfg, pending, doc_date, content_hash)
        texts = pf.embed_texts
        started = time.perf_counter()
        result = queue.embed_documents_isolated(texts)
        embed_s += time.perf_counter() - started
        if result.failures:
            first = min(result.failures)
            raise IngestError(f"{EMBED_FAILED}: {describe_failure(result.failures[first])}", action=EMBED_FAILED_ACTION)
        tables.append(pf.records(result.vectors, model_id=model_id, dims=dims))
        counts["texts"] += len(texts)
        counts["turns"] += len(pf.turns)
        if on_progress is not None and not last:
            on_progress(min(lines, max(c.end_line for c in pending)), lines)
        pending.clear()

    children = 0
    while True:
        with chunking_errors(snap, cfg):
            group = next(groups, None)
        if group is None:
            break
        pending.extend(group)
        children += sum(1 for c in group if not c.is_parent)
        if children >= PIECE_TEXTS:
            flush()
            children = 0
    if pending:
        flush(last=True)
    if on_progress is not None:
        on_progress(lines, lines)  # the file's blank tail belongs to no chunk
    rows = pa.concat_tables(tables) if tables else chunk_schema(dims, model_id).empty_table()
    return StreamedFile(route.key, rows, counts["texts"], counts["turns"], embed_s)


def _line_count(text: str) -> int:
    """Lines under memspark's line convention (:func:`memspark.chunking.split_lines`), without splitting."""
    text = text.removeprefix("\ufeff")
    if not text:
        return 0
    breaks = text.count("\n") + text.count("\r") - text.count("\r\n")
    return breaks + (0 if text.endswith(("\n", "\r")) else 1)


__all__ = ["PIECE_TEXTS", "STREAM_MIN_BYTES", "StreamedFile", "stream_file", "streams"]
