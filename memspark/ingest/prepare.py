"""The one per-file indexing core: a snapshot → a prepared file (read once, hashed, chunked) → rows.

Every writer of the chunks table goes through here — the ingest flow (a batch of files per task),
the toolset's write-through index (one file a tool just wrote) and the capture writer (a capture
file whose chunks are its entries) — so their rows are alike to the byte: same ids, same metadata,
same content hash, and a later ingest sees the file as unchanged.

- :func:`prepare_file` reads a snapshot's file once (the text and the content hash come from the
  same bytes), dates it and chunks it. A file that cannot be read or chunked raises
  :class:`~memspark.errors.IngestError` with a one-line reason and its fix; any unexpected error on
  one file (e.g. ``RecursionError`` on absurd nesting) becomes such a skip too: one file, not the run.
- :func:`prepare_files` does that for a batch and keeps the failures as :class:`FileFailure` values
  (their old rows stay; the flow reports them as skipped); :func:`prepare_within` stops taking new
  files once a time budget is spent (the ingest flow's batches), so one slow file never holds back
  the commit of the files before it. A file whose chunking runs past ``chunk.file_time_budget_s``
  per started megabyte is a skip (``took too long to chunk``).
- A large file takes another path (:mod:`memspark.ingest.stream`): chunked, embedded and turned into
  rows a parent at a time, with the same helpers (:func:`read_for_chunking`, :func:`chunking_errors`,
  :func:`prepared`), so its rows equal the ones this module would make.
- :func:`to_records` turns prepared files plus the vectors of their children into table rows.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

import numpy as np
import pyarrow as pa

from memspark.chunking import chunk_document
from memspark.chunking.budget import scaled_budget
from memspark.chunking.model import Chunk
from memspark.chunking.turns import conversation_turns
from memspark.config import Config
from memspark.errors import ChunkTimeoutError, IngestError
from memspark.ingest.scan import FileContent, FileSkip, FileSnapshot, SkipReason, read_snapshot
from memspark.storage import build_records
from memspark.storage.records import group_turn_vectors
from memspark.storage.schema import chunk_schema

NON_UTF8_NAME = "file name is not valid UTF-8"
NON_UTF8_NAME_ACTION = "rename the file (the bytes that are not UTF-8 are shown as \\xNN); it is not indexed until then"


@dataclass(frozen=True)
class PreparedFile:
    """One file's chunks and the metadata every row of the file carries."""

    agent_id: str
    path: str
    chunks: tuple[Chunk, ...]
    pool: str
    source: str
    content_type: str
    doc_date: str
    evergreen: bool
    content_hash: str  # of the bytes these chunks came from (the file may have changed since the snapshot)
    turns: tuple[tuple[int, str], ...] = ()  # (index in chunks, text) of each conversation turn to embed

    @property
    def key(self) -> tuple[str, str]:
        return (self.agent_id, self.path)

    @property
    def embed_texts(self) -> list[str]:
        """What gets embedded: the children's ``embed_text`` in chunk order (parents are not embedded), then
        the text of each conversation turn (:attr:`turns`)."""
        return [c.embed_text for c in self.chunks if not c.is_parent] + [text for _, text in self.turns]

    def records(self, vectors: np.ndarray | None, *, model_id: str, dims: int) -> pa.Table:
        """This file's rows; ``vectors`` holds one row per :attr:`embed_texts` item (None: zero vectors, no
        turn vectors)."""
        children = sum(1 for c in self.chunks if not c.is_parent)
        turn_vectors = group_turn_vectors([i for i, _ in self.turns], vectors[children:]) \
            if vectors is not None and self.turns else None
        return build_records(self.chunks, None if vectors is None else vectors[:children], pool=self.pool,
                             source=self.source, content_type=self.content_type, doc_date=self.doc_date,
                             evergreen=self.evergreen, content_hash=self.content_hash, model_id=model_id, dims=dims,
                             turn_vectors=turn_vectors, screened=screen_children(self.chunks, vectors, model_id))


def screen_children(chunks: Sequence[Chunk], vectors: np.ndarray | None, model_id: str) -> list[str | None]:
    """Each row's recorded screening verdict (:mod:`memspark.safety.recorded`): the children's, screened
    once here with the vectors just embedded (``vectors[k]`` is the k-th child's), so recall need not; None
    for parents, which recall screens when it expands one."""
    from memspark.safety.learned import vectors_fit
    from memspark.safety.recorded import record_verdict

    fits = vectors_fit(model_id)
    out: list[str | None] = []
    k = 0
    for c in chunks:
        if c.is_parent:
            out.append(None)
            continue
        out.append(record_verdict(c.text, None if vectors is None else vectors[k], fits))
        k += 1
    return out


@dataclass(frozen=True)
class FileFailure:
    """A file of a batch that could not be read or chunked: reported as skipped, its old rows kept."""

    agent_id: str
    path: str
    reason: str
    action: str

    @property
    def key(self) -> tuple[str, str]:
        return (self.agent_id, self.path)

    @property
    def line(self) -> str:
        return printable(f"{self.agent_id}:{self.path}: {self.reason} — {self.action}")


def printable(text: str) -> str:
    """``text`` safe to print, log and write as JSON or Arrow: each lone surrogate — the trace of a byte
    that was not UTF-8 in a file name, decoded by Python with ``surrogateescape`` — is shown as the
    byte it stands for (``\\xff``), or as its code point when it stands for none."""
    if text.isascii():
        return text
    return "".join(_show_surrogate(ch) if "\ud800" <= ch <= "\udfff" else ch for ch in text)


def _show_surrogate(ch: str) -> str:
    code = ord(ch)
    return f"\\x{code - 0xDC00:02x}" if 0xDC80 <= code <= 0xDCFF else f"\\u{code:04x}"


def is_utf8_name(name: str) -> bool:
    """True when ``name`` (a path as Python decoded it) is valid UTF-8 text, i.e. holds no lone surrogate."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def prepare_file(snap: FileSnapshot, cfg: Config) -> PreparedFile:
    """Read, hash and chunk ``snap``'s file; raises :class:`IngestError` (one line and its fix) when it can't."""
    route = snap.route
    with chunking_errors(snap, cfg):
        content, doc_date = read_for_chunking(snap, cfg)
        chunks = chunk_document(content.text, agent_id=route.agent_id, path=route.path,
                                content_type=route.content_type, doc_date=route.name_date or doc_date, cfg=cfg.chunk)
    return prepared(snap, cfg, chunks, doc_date, content.content_hash)


def read_for_chunking(snap: FileSnapshot, cfg: Config) -> tuple[FileContent, str]:
    """The file's one read (checked like the scan's: text and hash agree) and its document date; raises
    :class:`IngestError` for a name that is not UTF-8 or a snapshot the scan skipped."""
    route = snap.route
    if not is_utf8_name(route.path) or not is_utf8_name(route.agent_id):
        # the table's path column is UTF-8 text: such a name can be neither stored nor searched for
        raise IngestError(f"{printable(str(route.abs_path))}: {NON_UTF8_NAME}", action=NON_UTF8_NAME_ACTION)
    if snap.skip is not None:
        raise FileSkip(route.abs_path, snap.skip, snap.detail)
    return read_snapshot(snap, cfg), route.doc_date(snap.mtime)


@contextmanager
def chunking_errors(snap: FileSnapshot, cfg: Config) -> Iterator[None]:
    """Errors while reading and chunking ``snap``'s file as a one-line :class:`IngestError` (a skip)."""
    try:
        yield
    except ChunkTimeoutError as exc:  # the chunk time budget spent: this file is skipped, the others go on
        budget = scaled_budget(cfg.chunk.file_time_budget_s, snap.size)
        raise FileSkip(snap.route.abs_path, SkipReason.TOO_SLOW, f"over {budget:g} s") from exc
    except IngestError:
        raise
    except Exception as exc:  # noqa: BLE001 - e.g. RecursionError on absurd nesting: one file, not the run
        raise FileSkip(snap.route.abs_path, SkipReason.FAILED, f"{type(exc).__name__}: {str(exc)[:160]}") from exc


def prepared(snap: FileSnapshot, cfg: Config, chunks: Sequence[Chunk], doc_date: str, content_hash: str) -> PreparedFile:
    """``chunks`` of ``snap``'s file as a :class:`PreparedFile` (with its conversation turns to embed)."""
    route = snap.route
    turns = tuple((i, b.plain) for i, c in enumerate(chunks) if not c.is_parent
                  for b in conversation_turns(c.text, c.start_line, c.heading)) if cfg.ingest.embed_turns else ()
    return PreparedFile(route.agent_id, route.path, tuple(chunks), pool=route.pool, source=route.source,
                        content_type=route.content_type, doc_date=doc_date, evergreen=route.evergreen,
                        content_hash=content_hash, turns=turns)


def prepare_files(snaps: Sequence[FileSnapshot], cfg: Config) -> tuple[list[PreparedFile], list[FileFailure]]:
    """:func:`prepare_file` for each snapshot; a file that fails is a :class:`FileFailure`, the others go on."""
    prepared, failed, _ = prepare_within(snaps, cfg, budget_s=0)
    return prepared, failed


def prepare_within(snaps: Sequence[FileSnapshot], cfg: Config, *, budget_s: float) -> tuple[
        list[PreparedFile], list[FileFailure], list[FileSnapshot]]:
    """:func:`prepare_files`, but taking no new file once ``budget_s`` seconds have passed (0: no limit):
    the snapshots not started come back third, for the next batch. With each file bounded by
    ``chunk.file_time_budget_s`` too, a batch's chunking ends within about twice the budget, so its
    files are committed while the rest waits, however slow the files behind them."""
    prepared: list[PreparedFile] = []
    failed: list[FileFailure] = []
    started = time.monotonic()
    for k, snap in enumerate(snaps):
        if budget_s > 0 and k > 0 and time.monotonic() - started > budget_s:
            return prepared, failed, list(snaps[k:])
        try:
            prepared.append(prepare_file(snap, cfg))
        except IngestError as exc:
            failed.append(FileFailure(snap.route.agent_id, snap.route.path, exc.message, exc.action))
    return prepared, failed, []


def to_records(files: Sequence[PreparedFile], vectors: np.ndarray | None, *, model_id: str, dims: int) -> pa.Table:
    """Rows of ``files``: ``vectors`` holds one row per :attr:`PreparedFile.embed_texts` item, files in order.

    ``vectors=None`` writes zero vectors (BM25-only rows, re-embedded by a later ingest when their
    content hash says so)."""
    tables = []
    offset = 0
    for pf in files:
        n = len(pf.embed_texts)
        tables.append(pf.records(None if vectors is None else vectors[offset:offset + n], model_id=model_id,
                                 dims=dims))
        offset += n
    if vectors is not None and offset != len(vectors):
        raise ValueError(f"{len(vectors)} vectors for {offset} texts to embed (child chunks and turns)")
    if not tables:
        return chunk_schema(dims, model_id).empty_table()
    return pa.concat_tables(tables)


def group_by_rows(files: Sequence[PreparedFile], max_rows: int) -> list[list[PreparedFile]]:
    """Consecutive groups of whole files with at most ``max_rows`` rows each (a bigger file is a group alone).

    One group is one upsert commit (``tuning.chunks_per_upsert``): a file's rows and content hash are
    never split across commits, so a crash leaves every file either old or new."""
    groups: list[list[PreparedFile]] = []
    rows = 0
    for pf in files:
        if groups and rows + len(pf.chunks) <= max(1, max_rows):
            groups[-1].append(pf)
            rows += len(pf.chunks)
        else:
            groups.append([pf])
            rows = len(pf.chunks)
    return groups
