"""Chunking: a source file -> parent and child chunks with exact line ranges.

``chunk_document`` is the one entry point the ingest flow calls; it is pure (no I/O beyond the
lazily loaded, offline token encoding). Line numbers follow ``split_lines`` (see ``layout``).
"""

from __future__ import annotations

from memspark.chunking.assemble import assemble
from memspark.chunking.budget import time_budget
from memspark.chunking.layout import Doc, split_lines
from memspark.chunking.markdown import markdown_sections
from memspark.chunking.model import Chunk
from memspark.chunking.plain import code_sections, render_session, session_sections, text_sections
from memspark.chunking.rules import chunk_rules
from memspark.chunking.tokens import count_tokens
from memspark.config import ChunkConfig
from memspark.errors import IngestError

__all__ = ["CONTENT_TYPES", "Chunk", "chunk_document", "count_tokens", "split_lines"]

_SECTIONERS = {
    "markdown": markdown_sections,
    "text": text_sections,
    "code": code_sections,
    "session": session_sections,
}
CONTENT_TYPES = ("markdown", "text", "code", "rules", "session")


def chunk_document(text: str, *, agent_id: str, path: str, content_type: str, doc_date: str | None,
                   cfg: ChunkConfig) -> list[Chunk]:
    """Parents and children of one document, each parent followed by its children.

    ``content_type`` is one of ``CONTENT_TYPES``; ``doc_date`` ("YYYY-MM-DD" or None) goes into each
    child's embedding prefix. Empty or whitespace-only text gives ``[]``. Raises ``IngestError`` for
    an invalid rules JSON file or an unknown content type, and ``ChunkTimeoutError`` (an ``IngestError``)
    when chunking takes longer than ``cfg.file_time_budget_s`` (see :mod:`memspark.chunking.budget`).
    """
    with time_budget(cfg.file_time_budget_s, path):
        return _chunk(text, agent_id=agent_id, path=path, content_type=content_type, doc_date=doc_date, cfg=cfg)


def _chunk(text: str, *, agent_id: str, path: str, content_type: str, doc_date: str | None,
           cfg: ChunkConfig) -> list[Chunk]:
    if content_type == "rules":
        return chunk_rules(text, agent_id=agent_id, path=path, doc_date=doc_date, cfg=cfg)
    sectioner = _SECTIONERS.get(content_type)
    if sectioner is None:
        raise IngestError(f"{path}: unknown content type {content_type!r}",
                          action=f"Route the file as one of: {', '.join(CONTENT_TYPES)}.")
    doc = Doc(split_lines(text), cfg.encoding)
    if all(doc.blank):
        return []
    sections = sectioner(doc)
    return assemble(doc, sections, agent_id=agent_id, path=path, doc_date=doc_date, cfg=cfg,
                    render=render_session if content_type == "session" else None)
