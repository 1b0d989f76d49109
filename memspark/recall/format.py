"""How recall results leave memspark: memory_search result dicts (:func:`hit_dict`) and the auto-recall
XML block.

Result dicts follow the spec's ``memory_search`` return type (camelCase keys, JSON-able values).
The hook block follows the spec's "Format of injected memories" exactly::

    <relevant-memories>
      <memory source="memory-spark:memory:MEMORY.md" score="0.92" updated="2026-03-15T10:30:00Z">
        Klein prefers concise, direct responses without excessive formatting.
      </memory>
    </relevant-memories>

Text and attributes are XML-escaped: a memory containing ``</memory>`` or ``<system>`` must not
be able to close the block or open a tag of its own.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any
from xml.sax.saxutils import escape

from memspark.recall.candidate import Candidate
from memspark.recall.request import RecallHit
from memspark.recall.stages.budget import clamp_budget
from memspark.vocab import SPEC_SOURCES, CitationMode, ContentType, SessionKind, Source

SESSION_KINDS: tuple[SessionKind, ...] = tuple(SessionKind)
_ATTR = {'"': "&quot;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"}


def session_kind_from_key(session_key: str | None) -> SessionKind:
    """OpenClaw session keys name their kind (``agent:main:group:123``); anything else is direct."""
    parts = set((session_key or "").lower().split(":"))
    for kind in (SessionKind.GROUP, SessionKind.CHANNEL):
        if kind in parts:
            return kind
    return SessionKind.DIRECT


def citations_on(mode: CitationMode, session_kind: str) -> bool:
    """``recall.citations``: on, off, or auto (on in direct chats, off in group/channel sessions)."""
    if mode == CitationMode.AUTO:
        return session_kind == SessionKind.DIRECT
    return mode == CitationMode.ON


def clamp_results(results: Sequence[Candidate], max_chars: int) -> tuple[Candidate, ...]:
    """Snippets clamped to ``max_chars`` in total (stage 16's rule: never mid-sentence).

    A cut snippet's ``end_line`` is moved up to the last line it still holds, so that a citation
    and a following ``memory_get`` stay exact.
    """
    kept = clamp_budget(tuple(results), max_chars).candidates
    out = []
    for c, original in zip(kept, results, strict=False):  # the budget keeps a prefix, in order
        if c.text != original.text and c.content_type != ContentType.RULES:
            c = dataclasses.replace(c, end_line=min(c.end_line, c.start_line + c.text.count("\n")))
        out.append(c)
    return tuple(out)


def source_fields(source: str) -> dict[str, str]:
    """A result's ``source`` within the spec's ``"memory" | "sessions"`` enum (strict clients validate
    it), plus ``origin`` naming the finer source when there is one (``capture`` for captures)."""
    if source in SPEC_SOURCES:
        return {"source": source}
    return {"source": Source.MEMORY, "origin": source}


def hit_dict(hit: RecallHit) -> dict[str, Any]:
    """One spec ``memory_search`` result (camelCase keys), the one renderer of a hit for every surface:
    the matched child's own snippet and line range; ``origin`` only for a finer source; ``relevance``,
    the absolute relevance (:mod:`memspark.recall.stages.relevance`) beside the spec's ``score`` (which
    is normalised to the best result of the query), only when computed; ``citation`` only when on.
    A candidate renders as ``hit_dict(RecallHit.from_candidate(c, citations=...))``."""
    out: dict[str, Any] = {"path": hit.path, "startLine": hit.start_line, "endLine": hit.end_line,
                           "score": hit.score, "snippet": hit.snippet, "source": hit.source}
    if hit.origin is not None:
        out["origin"] = hit.origin
    if hit.relevance is not None:
        out["relevance"] = hit.relevance
    if hit.citation:
        out["citation"] = hit.citation
    return out


def iso_utc(value: str) -> str:
    """Any stored ISO timestamp (or date) as ``YYYY-MM-DDTHH:MM:SSZ``; "" when unparseable."""
    if not value:
        return ""
    try:
        dt = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return ""
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def memory_source(c: Candidate) -> str:
    """``memory-spark:<source>:<path>``; captures are ``memory-spark:capture:auto``."""
    if c.source == Source.CAPTURE:
        return "memory-spark:capture:auto"
    return f"memory-spark:{c.source}:{c.path}"


def _attr(value: str) -> str:
    return escape(value, _ATTR)


INDENT = "  "


def body_line_cost(line: str) -> int:
    """Characters one line of a memory's text adds to its element (escaped, indented, its newline): a
    window's cost is its element's frame plus these (an upper bound: the body is stripped at its ends)."""
    return len(escape(line)) + (2 * len(INDENT) if line.strip() else 0) + 1


def memory_element(c: Candidate, indent: str = INDENT) -> str:
    # the note's own date (from its name, else its mtime), not when the row was indexed: a re-index
    # or a model change must not make an old note look new
    updated = iso_utc(c.doc_date) or iso_utc(c.updated_at)
    attrs = f'source="{_attr(memory_source(c))}" score="{min(max(c.score, 0.0), 1.0):.2f}"'
    if updated:
        attrs += f' updated="{_attr(updated)}"'
    body = "\n".join(f"{indent * 2}{line}" if line.strip() else ""
                     for line in escape(c.injected_text.strip()).split("\n"))
    return f"{indent}<memory {attrs}>\n{body}\n{indent}</memory>"


BLOCK_OPEN, BLOCK_CLOSE = "<relevant-memories>\n", "\n</relevant-memories>"
BLOCK_OVERHEAD = len(BLOCK_OPEN) + len(BLOCK_CLOSE)


def memory_cost(c: Candidate) -> int:
    """Characters one memory adds to the hook block (its element and the newline between)."""
    return len(memory_element(c)) + 1


def relevant_memories_block(memories: Sequence[Candidate]) -> str:
    """The ``<relevant-memories>`` block of the hook ("" when there is nothing to inject)."""
    if not memories:
        return ""
    inner = "\n".join(memory_element(c) for c in memories)
    return f"{BLOCK_OPEN}{inner}{BLOCK_CLOSE}"
