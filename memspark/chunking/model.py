"""The chunk value produced by the chunker and stored (with file metadata and a vector) by storage."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Chunk:
    """One parent or child chunk of a source file.

    ``text`` is the stored snippet: exactly the source lines ``start_line``..``end_line``
    (1-indexed, inclusive) for Markdown/text, or the rule's text for rules JSON.
    ``embed_text`` is what gets embedded: a contextual prefix (file, heading breadcrumb, date)
    followed by ``text``; it is never stored, only its hash. Parents have ``embed_text == ""``
    (they are not embedded: they exist for parent expansion).
    """

    id: str
    agent_id: str
    path: str
    start_line: int
    end_line: int
    text: str
    embed_text: str
    heading: str
    is_parent: bool
    parent_id: str | None
    token_count: int
    category: str = ""
