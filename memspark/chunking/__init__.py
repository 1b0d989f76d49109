"""Chunking: a source file -> parent and child chunks with exact line ranges.

``chunk_document`` is the one entry point the ingest flow calls; it is pure (no I/O beyond the
lazily loaded, offline token encoding). Line numbers follow ``split_lines`` (see ``layout``).
"""

from __future__ import annotations

from collections.abc import Iterator

from memspark.chunking.assemble import assemble, iter_parents
from memspark.chunking.budget import SpentBudget, scaled_budget, time_budget
from memspark.chunking.layout import Doc, TextLines, split_lines
from memspark.chunking.markdown import iter_markdown_sections, markdown_sections
from memspark.chunking.model import Chunk
from memspark.chunking.plain import code_sections, render_transcript, session_sections, text_sections
from memspark.chunking.rules import chunk_rules
from memspark.chunking.saidcost import said_layout
from memspark.chunking.scaffold import drop_scaffolding
from memspark.chunking.tokens import count_tokens, get_counter
from memspark.config import ChunkConfig
from memspark.errors import IngestError

__all__ = ["CONTENT_TYPES", "RENDERED_CONTENT_TYPES", "Chunk", "chunk_document", "count_tokens", "iter_chunk_groups", "split_lines"]

_SECTIONERS = {
    "markdown": markdown_sections,
    "text": text_sections,
    "code": code_sections,
    "session": session_sections,
}
CONTENT_TYPES = ("markdown", "text", "code", "rules", "session")
# content types whose chunk text is a rendering of the source lines (a transcript's ``role: content`` lines,
# line for line), not the lines themselves: ``memory_get`` reads such a file's lines from disk
RENDERED_CONTENT_TYPES = frozenset({"session"})


def chunk_document(text: str, *, agent_id: str, path: str, content_type: str, doc_date: str | None,
                   cfg: ChunkConfig) -> list[Chunk]:
    """Parents and children of one document, each parent followed by its children.

    ``content_type`` is one of ``CONTENT_TYPES``; ``doc_date`` ("YYYY-MM-DD" or None) goes into each
    child's embedding prefix. Empty or whitespace-only text gives ``[]``. Raises ``IngestError`` for
    an invalid rules JSON file or an unknown content type, and ``ChunkTimeoutError`` (an ``IngestError``)
    when chunking takes longer than ``cfg.file_time_budget_s`` per started megabyte of the text (see
    :mod:`memspark.chunking.budget`).
    """
    with time_budget(scaled_budget(cfg.file_time_budget_s, len(text)), path):
        return _chunk(text, agent_id=agent_id, path=path, content_type=content_type, doc_date=doc_date, cfg=cfg)


def iter_chunk_groups(text: str, *, agent_id: str, path: str, content_type: str, doc_date: str | None,
                      cfg: ChunkConfig) -> Iterator[list[Chunk]]:
    """:func:`chunk_document`'s chunks one parent and its children at a time, for a large file.

    The same chunks in the same order; only the current group is held, so a caller can embed and store
    them before the next group is made. The time budget counts only the time spent in here, not the
    caller's work between groups. The text is dropped once split into lines: a caller that keeps no
    other reference to it frees it early. The lines are a :class:`TextLines` over the text (no ``str``
    per line)."""
    budget = SpentBudget(scaled_budget(cfg.file_time_budget_s, len(text)), path)
    if content_type not in _SECTIONERS:  # rules JSON (or an unknown type: the same error as chunk_document)
        with budget.running():
            chunks = _chunk(text, agent_id=agent_id, path=path, content_type=content_type, doc_date=doc_date,
                            cfg=cfg)
        if chunks:
            yield chunks
        return
    with budget.running():
        doc, dates = _doc(text, content_type, cfg.encoding, large=True)
        del text
        if all(doc.blank):
            return
        sections = iter_markdown_sections(doc) if content_type == "markdown" else _SECTIONERS[content_type](doc)
        groups = iter_parents(doc, sections, agent_id=agent_id, path=path, doc_date=doc_date,
                              cfg=cfg, line_dates=dates)
    while True:
        with budget.running():
            group = next(groups, None)
        if group is None:
            return
        yield group


def _chunk(text: str, *, agent_id: str, path: str, content_type: str, doc_date: str | None,
           cfg: ChunkConfig) -> list[Chunk]:
    if content_type == "rules":
        return chunk_rules(text, agent_id=agent_id, path=path, doc_date=doc_date, cfg=cfg)
    sectioner = _SECTIONERS.get(content_type)
    if sectioner is None:
        raise IngestError(f"{path}: unknown content type {content_type!r}",
                          action=f"Route the file as one of: {', '.join(CONTENT_TYPES)}.")
    doc, dates = _doc(text, content_type, cfg.encoding, large=False)
    if all(doc.blank):
        return []
    sections = sectioner(doc)
    return assemble(doc, sections, agent_id=agent_id, path=path, doc_date=doc_date, cfg=cfg, line_dates=dates)


def _doc(text: str, content_type: str, encoding: str, *, large: bool) -> tuple[Doc, list[str | None] | None]:
    """The lines to chunk and each line's date (sessions only; None otherwise). A transcript is chunked as its
    ``role: content`` rendering (:func:`render_transcript`: same line numbers, each line under its session
    heading); there and in notes and plain
    text a conversation's lines cost what they say (:func:`said_layout`), not their decoration, and a sender's
    name alone on its line stays with the words under it."""
    dates: list[str | None] | None = None
    headings: list[str] | None = None
    if content_type == "session":
        text, dates, headings = render_transcript(text)
    elif content_type == "markdown":
        text = drop_scaffolding(text)  # init's guidance notes are not memory
    lines: TextLines | list[str] = TextLines(text) if large else split_lines(text)
    plain, held = (said_layout(lines, get_counter(encoding).count) if content_type in ("markdown", "text", "session")
                   else (None, frozenset[int]()))
    doc = Doc(lines, encoding, plain, held)
    if headings is not None:
        doc.heading = headings  # a transcript's session heading (:func:`render_transcript`)
    return doc, dates
