"""``Memory``: the Python API for application developers, in the style of Mem0 and similar libraries.

    from memspark import Memory

    with Memory("~/agents", agent="meta") as mem:
        mem.add("Klein prefers dark mode in every editor.")
        for hit in mem.search("Klein's editor theme", k=5):
            print(hit.score, hit.citation, hit.text)
        mem.get("memory/captures/2026-03-01.md", from_line=3, lines=5).text

:meth:`Memory.search` is the typed core itself: it builds a
:class:`~memspark.recall.request.RecallRequest` (which checks the ranges every surface shares,
:mod:`memspark.bounds`) and calls :func:`memspark.recall.core.search`, the entry ``memory_search`` adapts
to dicts — no dict is built on the way. The other methods run the same ``run_get`` and
:meth:`memspark.toolset.Toolset.run` that ``memory_get``, ``memory_store`` and ``memory_forget`` run, with
their validation (the tools' parameter models, :mod:`memspark.toolset.models`) and scope rules. Every
method returns typed, frozen results and raises :class:`memspark.MemsparkError` subclasses instead of
returning error shapes. One embedding model is loaded per ``Memory`` and shared by every agent.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from memspark.config import Config, load_config
from memspark.recall.options import RerankOptions
from memspark.recall.request import RecallHit, RecallRequest


@dataclass(frozen=True)
class MemoryHit:
    """One search result: where it is (``path`` lines ``start_line``–``end_line``), how relevant
    (``score`` in [0, 1], top = 1.0), the matched ``text``, ``source`` ("memory" | "sessions"),
    ``origin`` (e.g. "capture", else "") and ``citation`` ("path:line", "" when citations are off)."""

    path: str
    start_line: int
    end_line: int
    score: float
    text: str
    source: str
    origin: str = ""
    citation: str = ""

    @classmethod
    def from_hit(cls, hit: RecallHit) -> MemoryHit:
        """The core's typed hit as the ``Memory`` API has always shown it (``text`` is the snippet)."""
        return cls(hit.path, hit.start_line, hit.end_line, hit.score, hit.snippet, hit.source,
                   hit.origin or "", hit.citation)


@dataclass(frozen=True)
class SearchResults(Sequence[MemoryHit]):
    """The hits, best first (iterable and indexable), plus the embedding ``provider``, the
    ``fallback`` reason when search degraded to BM25-only, and a ``warning`` (e.g. an unknown agent)."""

    hits: tuple[MemoryHit, ...]
    provider: str
    fallback: str = ""
    warning: str = ""

    def __len__(self) -> int:
        return len(self.hits)

    def __iter__(self) -> Iterator[MemoryHit]:
        return iter(self.hits)

    def __getitem__(self, i: Any) -> Any:
        return self.hits[i]


@dataclass(frozen=True)
class Stored:
    """What :meth:`Memory.add` did: ``action`` is "stored" or "refreshed" (a near-duplicate was stored before)."""

    stored: bool
    action: str
    path: str
    start_line: int
    end_line: int
    id: str
    category: str


@dataclass(frozen=True)
class Lines:
    """Text read by :meth:`Memory.get` (lines joined by newlines) and the resolved ``path``."""

    path: str
    text: str


@dataclass(frozen=True)
class ForgetItem:
    """One memory :meth:`Memory.forget` lists or removed: a captured memory, or the lines
    ``start_line``–``end_line`` of a note (its ``id`` starts with ``note-``)."""

    id: str
    path: str
    start_line: int
    text: str
    end_line: int = 0


@dataclass(frozen=True)
class NotRemovable:
    """A match :meth:`Memory.forget` does not remove, and why (a shared note, a note that cannot be edited)."""

    path: str
    start_line: int
    end_line: int
    reason: str


@dataclass(frozen=True)
class Forgotten:
    """What :meth:`Memory.forget` matched and, with ``confirm=True``, removed (``removed`` rows or
    memories). ``items`` lists captured memories and note lines; a whole file is named by ``path``;
    ``not_removable`` lists matches this agent may not remove, with the reason."""

    confirmed: bool
    removed: int
    items: tuple[ForgetItem, ...] = ()
    path: str = ""
    not_removable: tuple[NotRemovable, ...] = ()


def _listed(values: Sequence[str] | None) -> tuple[str, ...] | None:
    """A filter as the request takes it (a tuple; a bare string is one value, not its letters)."""
    if values is None:
        return None
    return (values,) if isinstance(values, str) else tuple(values)


class Memory:
    """Persistent memory for one workspace root. ``agent`` is the default agent of every call (each
    call may name another); ``config``/``data_dir`` as the CLI's ``--config``/``--data-dir``."""

    def __init__(self, root: str | Path | None = None, *, agent: str = "main", config: str | Path | None = None,
                 data_dir: str | Path | None = None) -> None:
        self.config: Config = load_config(root=root, config_file=config, data_dir=data_dir)
        self.agent = agent
        self._queue: Any = None
        self._toolsets: dict[str, Any] = {}

    def _tools(self, agent: str | None) -> Any:
        from memspark.capture import CaptureService
        from memspark.embed import EmbedQueue, create_provider
        from memspark.toolset import Toolset
        from memspark.workspace import Workspace

        agent = agent or self.agent
        if agent not in self._toolsets:
            Workspace(self.config.workspace, self.config.root).require_agent(agent)
            if self._queue is None:
                self._queue = EmbedQueue(create_provider(self.config.embed), self.config.embed,
                                           tuning=self.config.tuning)
            capture = CaptureService.from_config(self.config, queue=self._queue)
            self._toolsets[agent] = Toolset(self.config, agent, capture=capture)
        return self._toolsets[agent]

    def search(self, query: str, *, agent: str | None = None, k: int | None = None, min_score: float | None = None,
               session: str = "direct", now: date | str | None = None,
               rerank: RerankOptions | None = None, pools: Sequence[str] | None = None,
               sources: Sequence[str] | None = None) -> SearchResults:
        """The best memories for ``query`` (at most ``k``, default ``recall.max_results``; relevance at
        least ``min_score``, default ``recall.min_score``). ``session`` is the chat kind citations follow
        (direct | group | channel); ``now`` fixes the decay date; ``rerank`` overrides the gate/blend.
        ``pools`` (e.g. ``["agent_mistakes", "shared_mistakes"]``) and ``sources`` (memory | sessions |
        capture) keep only those rows, filtered before ranking and within the agent's scope."""
        from memspark.recall.core import search
        from memspark.recall.manager import as_date

        request = RecallRequest(query=query, agent=agent or self.agent, max_results=k, min_score=min_score,
                                session_kind=session,  # type: ignore[arg-type]  # checked by RecallRequest
                                now=as_date(now), rerank=rerank if rerank is not None else RerankOptions(),
                                pools=_listed(pools), sources=_listed(sources))  # type: ignore[arg-type]
        result = search(self._tools(request.agent).manager, request)
        return SearchResults(tuple(MemoryHit.from_hit(h) for h in result.hits), result.provider,
                             result.fallback or "", result.warning or "")

    def add(self, text: str, *, agent: str | None = None, category: str | None = None) -> Stored:
        """Store ``text`` as a memory (a capture, written to ``memory/captures/YYYY-MM-DD.md`` and
        indexed at once). ``category``: fact | preference | decision | code-snippet (default: classified).
        Instructions aimed at the assistant and noise are refused with an error."""
        params: dict[str, Any] = {"text": text}
        if category is not None:
            params["category"] = category
        out = self._tools(agent).run("memory_store", params)
        return Stored(out["stored"], out["action"], out["path"] or "", int(out["startLine"] or 0),
                      int(out["endLine"] or 0), out["id"] or "", out["category"])

    def get(self, path: str, *, agent: str | None = None, from_line: int | None = None,
            lines: int | None = None) -> Lines:
        """Lines ``from_line`` (1-indexed, default 1) … of a memory file (default 50 lines), from the
        index first, the disk second; another agent's file or a path outside the workspace is refused."""
        from memspark.toolset.search import run_get

        params: dict[str, Any] = {"path": path}
        if from_line is not None:
            params["from"] = from_line
        if lines is not None:
            params["lines"] = lines
        out = run_get(self._tools(agent).manager, params)
        return Lines(out["path"], out["text"])

    def forget(self, query: str | None = None, *, ids: Sequence[str] | None = None, path: str | None = None,
               agent: str | None = None, confirm: bool = False) -> Forgotten:
        """Forget what matches ``query`` (or exactly ``ids``), or a whole memory file (``path``).
        Without ``confirm=True`` nothing is removed: the result previews what would be — single
        captured memories, and the matching list items, paragraphs or table rows of the agent's own
        notes (MEMORY.md, USER.md, memory/*.md, …) — and ``forget(ids=[...], confirm=True)`` removes
        exactly those ids (a note's lines only this way, found by their text: an edited line is
        refused). ``forget(query, confirm=True)`` removes matching captures only."""
        tools = self._tools(agent)
        if path is not None:
            out = tools.run("memory_forget_by_path", {"path": path, "confirm": confirm})
            info = out["removed"] if confirm else out["wouldRemove"]
            return Forgotten(confirm, int(info["rows"]) if confirm else 0, (), info["path"])
        params: dict[str, Any] = {"confirm": confirm}
        if ids is not None:
            params["ids"] = list(ids)
        else:
            params["query"] = query
        out = tools.run("memory_forget", params)
        items = tuple(ForgetItem(i["id"], i["path"], int(i["startLine"]), i["text"], int(i.get("endLine") or 0))
                      for i in (out["items"] if confirm else out["wouldRemove"]))
        kept = tuple(NotRemovable(r["path"], int(r["startLine"]), int(r["endLine"]), r["reason"])
                     for r in out.get("notRemovable", ()))
        return Forgotten(confirm, int(out.get("removed", 0)), items, not_removable=kept)

    def status(self, *, agent: str | None = None) -> dict[str, Any]:
        """The index status for ``agent`` (backend, model, rows, files, captures), as memory_index_status."""
        return self._tools(agent).run("memory_index_status", {})

    def close(self) -> None:
        """Close every agent's store handles and the shared embedding model."""
        for tools in self._toolsets.values():
            tools.close()
        self._toolsets.clear()
        if self._queue is not None:
            self._queue.close()
            self._queue = None

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
