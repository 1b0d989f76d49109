"""Forgetting a fact in the agent's own curated notes: the lines that state it, not the whole file.

``memory_forget`` removes captured memories entry by entry (:mod:`memspark.capture.writer`); this
module does the same for every other note the agent may write — ``MEMORY.md``, ``USER.md``,
``TOOLS.md``, ``MISTAKES.md``, ``memory/*.md`` daily notes, ``mistakes/**`` (the files
:class:`~memspark.workspace.Workspace` routes to the agent itself with source ``memory``; never
shared pools, reference folders, session transcripts or another agent's files).

Design:

- **Unit.** What is offered and removed is a *unit* of the file: a list item with its continuation
  lines (a nested item is a unit of its own, so removing an item keeps its sub-items), a paragraph,
  a table body row (never the header or the ``|---|`` row), or a fenced/indented code or HTML block.
  Headings, front matter, blank lines and link definitions are never units: forgetting never removes
  a heading, even one whose section it empties. Units come from markdown-it's token line maps, as
  the chunker's blocks do (:mod:`memspark.chunking.markdown`), so line numbers follow memspark's
  line convention (:func:`memspark.chunking.split_lines`).
- **Which units.** The recall pipeline finds the matching chunks (its scope, weights, injection
  filter); inside each, the units that overlap the chunk's lines are embedded and compared with
  the query: a unit is offered when its cosine is at least :data:`UNIT_FLOOR` and within
  :data:`UNIT_MARGIN` of the best unit of all matched chunks (shared ones included), or when it
  contains every content word of the query. So a 200-token chunk yields the one list item that
  states the fact, not its neighbours, and a weaker chunk's best line is not offered beside it.
- **Id.** ``note-`` + 8 hex of hash(agent, path) + 24 hex of hash(agent, path, unit text, n) where
  n counts earlier units of the same text in the file. It names the text, not the lines: confirm
  re-reads the file and finds each unit by its id wherever it moved; a unit edited since the preview
  has no id any more, and the whole confirm is refused (:class:`~memspark.errors.ForgetConflictError`)
  before anything is written. The path part lets confirm read only the files an id can be in.
- **Removal** deletes exactly the unit's lines (every other byte, line endings and blank lines
  included, stays as it was), writes the file through :func:`memspark.filewrite.replace_text`
  (temporary file, fsync, rename; links refused) under the store's writer lock, and re-indexes it
  at once through :func:`memspark.toolset.indexer.index_paths` (what ``memory_store`` uses), so the
  next search no longer returns the fact. A file left blank keeps its name and loses its rows.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from markdown_it import MarkdownIt

from memspark.chunking import split_lines
from memspark.chunking.markdown import front_matter_end
from memspark.config import Config
from memspark.embed import EmbedQueue
from memspark.errors import (
    EmbeddingError,
    ForgetConflictError,
    MemsparkError,
    PermanentProviderError,
    ScopeMismatchError,
    after_write,
)
from memspark.filewrite import read_own_text, replace_text
from memspark.recall.manager import MemorySparkManager
from memspark.recall.narrow import NarrowStore
from memspark.safety import redact_text
from memspark.storage import LanceStore
from memspark.toolset.indexer import index_paths
from memspark.vocab import AGENT_POOLS, SHARED_POOLS
from memspark.workspace import CAPTURE_DIR, FileRoute, Workspace

log = logging.getLogger(__name__)

NOTE_ID_PREFIX = "note-"
NOTE_SOURCE = "memory"  # the route source of curated notes (captures are "capture", transcripts "sessions")
EDITABLE_TYPES = frozenset({"markdown", "text"})
# Cosine of query and unit with the bundled all-MiniLM-L6-v2: the unit that states the fact scored
# 0.35–0.81 on our probes ("editor theme" → "Klein prefers dark mode in every editor" 0.35), unrelated
# notes 0.00–0.22, a neighbour on a related topic ≤ 0.30 ("database port" → an embedding-server port row).
UNIT_FLOOR = 0.30
# Of the units of all matched chunks, those within this cosine of the best one state the same fact
# (told twice, or in two files: 0.88 and 0.88); a neighbour on a related topic sits further down
# ("dentist appointment": the appointment 0.81, "the dentist said to floss" 0.50; "where does Klein
# live": "Klein lives in Rotterdam" 0.67, "Klein's partner Dana works at the observatory" 0.48).
UNIT_MARGIN = 0.15
_STOPWORDS = frozenset({
    "a", "an", "the", "and", "or", "but", "of", "to", "in", "on", "at", "for", "from", "with", "by", "as", "is",
    "are", "was", "were", "be", "been", "being", "am", "do", "does", "did", "i", "me", "my", "mine", "we", "us",
    "our", "you", "your", "he", "him", "his", "she", "her", "it", "its", "they", "them", "their", "this", "that",
    "these", "those", "what", "which", "who", "whom", "whose", "when", "where", "why", "how", "all", "any",
    "some", "no", "not", "about", "into", "over", "under", "again", "forget", "remember", "memory", "memories",
    "please", "can", "could", "would", "should", "will", "shall", "may", "might", "must", "just"})
_WORD_RE = re.compile(r"\w+")
_LINE_RE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+")
_UNIT_BLOCKS = frozenset({"paragraph_open", "fence", "code_block", "html_block"})


@functools.cache
def _parser() -> MarkdownIt:
    return MarkdownIt("commonmark", {"html": True}).enable("table").disable(["inline", "text_join"])


# ---- units of a file (pure) ------------------------------------------------------------------------
@dataclass(frozen=True)
class Unit:
    """One removable unit: its 1-based ``lines`` (ascending) and their ``text`` (joined by newlines);
    ``ordinal`` counts the earlier units of the file with the same text."""

    lines: tuple[int, ...]
    text: str
    ordinal: int = 0

    @property
    def start_line(self) -> int:
        return self.lines[0]

    @property
    def end_line(self) -> int:
        return self.lines[-1]


def split_units(text: str) -> list[Unit]:
    """The units of Markdown (or plain) ``text``, in file order (see the module docstring)."""
    lines = split_lines(text)
    owner = [-1] * len(lines)  # line -> the innermost unit block that holds it
    fm_end = front_matter_end(lines)
    body = "\n".join([""] * fm_end + lines[fm_end:])  # front matter blanked: never a unit, no line shifts
    block = 0
    item_depth = 0  # inside a list item, paragraphs and blocks belong to the item
    in_tbody = False
    for tok in _parser().parse(body):
        if tok.type == "list_item_close":
            item_depth -= 1
        elif tok.type == "tbody_open":
            in_tbody = True
        elif tok.type == "tbody_close":
            in_tbody = False
        if tok.map is None or tok.nesting == -1:
            continue
        start, end = tok.map
        if tok.type == "list_item_open":
            item_depth += 1
        elif not ((tok.type == "tr_open" and in_tbody) or (tok.type in _UNIT_BLOCKS and item_depth == 0)):
            continue
        block += 1
        for i in range(start, min(end, len(lines))):
            owner[i] = block  # a nested item (parsed later) takes its lines back from its parent
    by_block: dict[int, list[int]] = {}
    for i, b in enumerate(owner):
        if b >= 0 and lines[i].strip():
            by_block.setdefault(b, []).append(i)
    seen: dict[str, int] = {}
    units = []
    for b in sorted(by_block, key=lambda k: by_block[k][0]):
        idx = by_block[b]
        unit_text = "\n".join(lines[i] for i in idx)
        units.append(Unit(tuple(i + 1 for i in idx), unit_text, seen.get(unit_text, 0)))
        seen[unit_text] = seen.get(unit_text, 0) + 1
    return units


def remove_lines(text: str, lines: Iterable[int]) -> str:
    """``text`` without the 1-based ``lines`` (each with its line ending); every other byte is kept."""
    drop = set(lines)
    raw = _LINE_RE.findall(text)
    return "".join(line for n, line in enumerate(raw, 1) if n not in drop)


def _sha(*parts: str) -> str:
    return hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()


def path_tag(agent_id: str, path: str) -> str:
    return _sha(agent_id, path)[:8]


def unit_id(agent_id: str, path: str, unit: Unit) -> str:
    """The stable id of ``unit`` of note ``path`` (see the module docstring)."""
    return NOTE_ID_PREFIX + path_tag(agent_id, path) + _sha(agent_id, path, unit.text, str(unit.ordinal))[:24]


def is_note_id(value: str) -> bool:
    return value.startswith(NOTE_ID_PREFIX)


def query_terms(text: str) -> frozenset[str]:
    """The content words of ``text`` (lower case, stop words and single letters dropped)."""
    return frozenset(w for w in _WORD_RE.findall(text.lower()) if len(w) > 1 and w not in _STOPWORDS)


def select_units(query_vector: np.ndarray, vectors: np.ndarray, texts: Sequence[str],
                 terms: frozenset[str]) -> list[int]:
    """Indexes of the units that state what the query asks for, best first: cosine at least
    :data:`UNIT_FLOOR` and within :data:`UNIT_MARGIN` of the best unit of all matched chunks, or
    every content word of the query present."""
    if not len(texts):
        return []
    cos = vectors @ query_vector
    lexical = np.array([bool(terms) and terms <= query_terms(t) for t in texts])
    eligible = (cos >= UNIT_FLOOR) | lexical
    if not eligible.any():
        return []
    best = float(cos[eligible].max())
    picked = eligible & ((cos >= best - UNIT_MARGIN) | lexical)
    return sorted(np.flatnonzero(picked).tolist(), key=lambda i: -float(cos[i]))


# ---- located units ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class NoteUnit:
    """A unit of one note of the agent: ``id``, stored ``path``, the unit itself."""

    id: str
    path: str
    pool: str
    unit: Unit

    def item(self) -> dict[str, Any]:
        """The tool's row: where it is and the exact text (an injection-flagged line shown as its marker)."""
        return {"id": self.id, "path": self.path, "startLine": self.unit.start_line, "endLine": self.unit.end_line,
                "text": redact_text(self.unit.text)[0], "pool": self.pool}


def refusal(path: str, start: int, end: int, pool: str, reason: str) -> dict[str, Any]:
    return {"path": path, "startLine": start, "endLine": end, "pool": pool, "reason": reason}


class NoteForgetter:
    """Preview and removal of units of ``agent_id``'s own notes (see the module docstring)."""

    def __init__(self, cfg: Config, ws: Workspace, store: LanceStore, queue: EmbedQueue, agent_id: str) -> None:
        self.cfg, self.ws, self.store, self.queue, self.agent_id = cfg, ws, store, queue, agent_id

    # ---- which files -------------------------------------------------------------------------------
    def editable(self, route: FileRoute | None) -> bool:
        """Whether ``route`` is a curated note this agent may edit (not a capture, transcript or shared file)."""
        return (route is not None and route.agent_id == self.agent_id and route.source == NOTE_SOURCE
                and route.content_type in EDITABLE_TYPES and route.pool in AGENT_POOLS
                and not route.path.startswith(CAPTURE_DIR + "/"))

    def route(self, path: str) -> FileRoute:
        route = self.ws.resolve(path, self.agent_id)  # traversal and other agents refused
        if not self.editable(route):
            raise ScopeMismatchError(f"SCOPE_MISMATCH: {route.path!r} ({route.pool}) is not a note agent "
                                     f"{self.agent_id!r} may edit",
                                     action="Forget lines only in this agent's own notes (MEMORY.md, memory/*.md, …).")
        return route

    def routes(self) -> list[FileRoute]:
        """Every note of the agent that forgetting may edit."""
        out = []
        for p in self.ws.iter_files([self.agent_id], include_shared=False):
            route = self.ws.route(p)
            if route is not None and self.editable(route):
                out.append(route)
        return out

    def read(self, route: FileRoute) -> str:
        """The note's text, read as a writer reads it: a link, a hard-linked file or a non-file is refused."""
        text = read_own_text(self.ws.check_writable(route.abs_path))
        return text if text is not None else ""

    def located(self, route: FileRoute, text: str) -> list[NoteUnit]:
        return [NoteUnit(unit_id(self.agent_id, route.path, u), route.path, route.pool, u) for u in split_units(text)]

    # ---- preview -----------------------------------------------------------------------------------
    def match(self, query: str, hits: Sequence[Mapping[str, Any]]) -> tuple[list[NoteUnit], list[dict[str, Any]]]:
        """The units of the agent's notes that state ``query``, from the recall ``hits`` (``path``,
        ``startLine``, ``endLine``, ``pool``, ``snippet``), and the matches it may not edit (shared
        pools, unreadable files) with the reason."""
        candidates: dict[tuple[str, tuple[int, ...]], NoteUnit] = {}
        why_not: dict[tuple[str, tuple[int, ...]], str] = {}  # the units this agent may not remove, and why
        refused: list[dict[str, Any]] = []
        texts: dict[str, str] = {}
        for h in hits:
            start, end = int(h["startLine"]), int(h["endLine"])
            reason = ""
            if h["pool"] in AGENT_POOLS:
                try:
                    route = self.route(h["path"])
                    if route.path not in texts:
                        texts[route.path] = self.read(route)
                except MemsparkError as exc:
                    reason = str(exc)
                else:
                    snippet = str(h.get("snippet") or "")
                    for u in self.located(route, texts[route.path]):
                        # the chunk's lines, or its text where the file moved since it was indexed
                        if (u.unit.start_line <= end and start <= u.unit.end_line) or u.unit.text in snippet:
                            candidates.setdefault((u.path, u.unit.lines), u)
                    continue
            else:  # shared knowledge, mistakes or rules: every agent's
                reason = (f"{h['path']} is a shared note ({h['pool']}): an agent forgets only its own notes; "
                          "edit the shared file by hand (or ask its owner) to remove it")
            for part in split_units(str(h.get("snippet") or "")):  # judged on the indexed text, never edited
                key = (h["path"], tuple(n + start - 1 for n in part.lines))
                candidates.setdefault(key, NoteUnit("", h["path"], h["pool"], Unit(key[1], part.text)))
                why_not.setdefault(key, reason)
        if not candidates:
            return [], refused
        listed = list(candidates.values())
        texts_of = [u.unit.text for u in listed]
        picked = select_units(*self._vectors(query, texts_of), texts_of, query_terms(query))
        found: dict[str, NoteUnit] = {}
        for u in (listed[i] for i in picked):
            if u.id:
                found.setdefault(u.id, u)
            else:
                refused.append(refusal(u.path, u.unit.start_line, u.unit.end_line, u.pool,
                                       why_not[(u.path, u.unit.lines)]))
        return list(found.values()), refused

    def _vectors(self, query: str, texts: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
        """The query's vector and one row per text; zeros when the provider is down (then only the
        query's words select units: the degradation is logged, never a wider selection)."""
        unique = list(dict.fromkeys(texts))
        try:
            rows = dict(zip(unique, self.queue.embed_documents(unique), strict=True))
            return self.queue.embed_query(query), np.stack([rows[t] for t in texts])
        except PermanentProviderError:
            raise  # the user must act (the error's action says how)
        except EmbeddingError as exc:
            log.warning("forget: embedding failed (%s): note lines are matched by the query's words only", exc)
            return np.zeros(1, dtype=np.float32), np.zeros((len(texts), 1), dtype=np.float32)

    # ---- by id -------------------------------------------------------------------------------------
    def _plan(self, ids: Sequence[str]) -> tuple[dict[str, NoteUnit], list[tuple[FileRoute, str, list[NoteUnit]]]]:
        wanted = set(ids)
        tags = {i[len(NOTE_ID_PREFIX):][:8] for i in wanted}
        found: dict[str, NoteUnit] = {}
        plan = []
        for route in self.routes():
            if path_tag(self.agent_id, route.path) not in tags:
                continue
            text = self.read(route)
            units = [u for u in self.located(route, text) if u.id in wanted]
            if units:
                found.update((u.id, u) for u in units)
                plan.append((route, text, units))
        missing = [i for i in ids if i not in found]
        if missing:
            raise ForgetConflictError(
                f"nothing was removed: {len(missing)} id(s) match no text in agent {self.agent_id!r}'s notes now "
                f"({', '.join(missing[:3])}{', …' if len(missing) > 3 else ''}): the lines changed since the "
                "preview, or the id is not from a preview of this agent")
        return found, plan

    def find(self, ids: Sequence[str]) -> list[NoteUnit]:
        """The units with these ids, as the files hold them now; every id must match."""
        found, _ = self._plan(ids)
        return [found[i] for i in dict.fromkeys(ids)]

    def remove(self, ids: Sequence[str]) -> list[NoteUnit]:
        """Remove the units with these ids from their files and re-index each file; all or nothing
        when an id matches no unit (nothing is written then). Returns the units as they were found."""
        with self.store.writer():
            found, plan = self._plan(ids)
            for route, text, units in plan:
                new = remove_lines(text, {n for u in units for n in u.unit.lines})
                if self.read(route) != text:  # edited by hand between this read and now
                    raise ForgetConflictError(f"{route.path} changed while its lines were being removed; "
                                              "it was not written")
                replace_text(route.abs_path, new)
                if new.strip():
                    index_paths(self.cfg, self.ws, self.store, self.queue, [route.abs_path])
                else:
                    with after_write(route.path):
                        self.store.delete_by_path(route.path, self.agent_id)
                log.info("forget: removed %d unit(s) from %s", len(units), route.path)
        return [found[i] for i in dict.fromkeys(ids)]


def notes_view(scoped: Any) -> NarrowStore:
    """The search view of forget's note search: the agent's own pools and the shared ones (listed as
    not removable), curated notes only (no captures, no transcripts)."""
    return NarrowStore(scoped, pools=AGENT_POOLS + SHARED_POOLS, source=NOTE_SOURCE)


def search_notes(manager: MemorySparkManager, query: str, max_results: int, min_score: float) -> list[dict[str, Any]]:
    """The recall pipeline's matches for ``query`` among the agent's notes and the shared notes."""
    result = manager.recall(query, mode="tool", max_results=max_results, min_score=min_score, view=notes_view)
    return [{"path": c.path, "startLine": c.start_line, "endLine": c.end_line, "pool": c.pool, "snippet": c.text}
            for c in result.results]
