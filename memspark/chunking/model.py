"""The chunk value produced by the chunker and stored (with file metadata and a vector) by storage,
and the span of a source file that a chunk, a stored hit and a recall candidate all are."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SourceSpan:
    """Lines ``start_line``..``end_line`` (1-indexed, inclusive) of the file ``path`` of agent
    ``agent_id``, with their ``text``, under the stable chunk ``id``. The first fields of
    :class:`Chunk`, :class:`memspark.storage.types.SearchHit` and
    :class:`memspark.recall.candidate.Candidate` (positional construction keeps this order)."""

    id: str
    agent_id: str
    path: str
    start_line: int
    end_line: int
    text: str


@dataclass(frozen=True)
class Chunk(SourceSpan):
    """One parent or child chunk of a source file.

    ``text`` is the stored snippet: exactly the source lines ``start_line``..``end_line``
    (1-indexed, inclusive) for Markdown/text, or the rule's text for rules JSON.
    ``embed_text`` is what gets embedded: a contextual prefix (file, heading breadcrumb, date)
    followed by ``text``; it is never stored, only its hash. Parents have ``embed_text == ""``
    (they are not embedded: they exist for parent expansion).
    """

    embed_text: str
    heading: str
    is_parent: bool
    parent_id: str | None
    token_count: int
    category: str = ""
