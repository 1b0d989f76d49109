"""The typed core of every search surface: :class:`RecallRequest` in, :class:`RecallResult` out.

:func:`memspark.recall.core.search` takes a request and returns a result; nothing between them is a dict.
The surfaces convert at their edge, once: :class:`memspark.Memory` builds the request from its keyword
arguments and reads the hits as they are; ``memory_search`` (and through it MCP and ``memspark search``)
validates its dict with the tool's model (:mod:`memspark.toolset.models`), builds the request
(:func:`memspark.toolset.search.request_from_params`) and renders the result in the spec's shape
(:func:`memspark.toolset.shapes.search_dict`).

A request checks itself when built, with the ranges every surface shares (:mod:`memspark.bounds`) and
the messages ``memory_search`` gives (``maxResults = 500 is above 100 …``), so the Python API refuses
exactly what the tool refuses. A hit holds what a ``memory_search`` result holds, already rounded as the
spec's shape shows it, so every surface reports the same numbers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING, Final

from memspark.bounds import MAX_RESULTS, MIN_SCORE, Range, problem, refusal
from memspark.errors import InvalidToolParams
from memspark.recall.options import RerankOptions
from memspark.vocab import SPEC_SOURCES, CitationMode, Pool, SessionKind, Source, Vocabulary

if TYPE_CHECKING:
    from memspark.recall.candidate import Candidate
    from memspark.recall.pipeline import PipelineRun

QUERY_ACTION: Final = 'Call memory_search({"query": "what you want to remember"}).'


def _members(name: str, values: object, vocab: type[Vocabulary]) -> tuple[Vocabulary, ...]:
    """``values`` (a list or tuple of names) as members of ``vocab``; anything else is refused, naming the
    allowed values."""
    allowed = ", ".join(vocab)
    if isinstance(values, str) or not isinstance(values, (list, tuple)) or not values:
        raise InvalidToolParams(f"{name} must be a non-empty list of {vocab.__name__.lower()} names, got {values!r}",
                                action=f"Pass {name} as a list of: {allowed} (or leave it out: no filter).")
    unknown = [v for v in values if v not in tuple(vocab)]
    if unknown:
        raise InvalidToolParams(f"{name} holds unknown value(s): {', '.join(map(repr, unknown))}",
                                action=f"List {name} from: {allowed}.")
    return tuple(dict.fromkeys(vocab(v) for v in values))


def _check_number(name: str, value: object, r: Range, *, whole: bool) -> None:
    """Refuse ``value`` outside ``r`` with the message memory_search gives for parameter ``name``."""
    why = problem(value, r, whole=whole)
    if why is not None:
        message, action = refusal(name, value, r, why, "integer" if whole else "number")
        raise InvalidToolParams(message, action=action)


@dataclass(frozen=True)
class RecallRequest:
    """One search, as memory_search takes it. ``agent`` None: the agent of the manager that answers;
    ``max_results``/``min_score`` None: ``recall.max_results``/``recall.min_score``; ``session_kind``:
    the chat the answer goes to (citations ``auto`` are on in direct chats only); ``now``: the decay
    reference date (None: today); ``rerank``: the spec's per-call RerankOptions. ``pools`` / ``sources``
    (None: no filter) keep only rows of those pools / sources, filtered before ranking
    (:mod:`memspark.recall.narrow`), inside the agent's scope."""

    query: str
    agent: str | None = None
    max_results: int | None = None
    min_score: float | None = None
    session_kind: SessionKind = SessionKind.DIRECT
    now: date | None = None
    rerank: RerankOptions = field(default_factory=RerankOptions)
    pools: tuple[Pool, ...] | None = None
    sources: tuple[Source, ...] | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.query, str) or not self.query.strip():
            raise InvalidToolParams("query is required and must be a non-empty string", action=QUERY_ACTION)
        if self.max_results is not None:
            _check_number("maxResults", self.max_results, MAX_RESULTS, whole=True)
            object.__setattr__(self, "max_results", int(self.max_results))
        if self.min_score is not None:
            _check_number("minScore", self.min_score, MIN_SCORE, whole=False)
            object.__setattr__(self, "min_score", float(self.min_score))
        if self.session_kind not in tuple(SessionKind):
            raise InvalidToolParams(f"session kind {self.session_kind!r} is not one of {', '.join(SessionKind)}",
                                    action="Use direct, group or channel.")
        object.__setattr__(self, "session_kind", SessionKind(self.session_kind))
        if self.now is not None and not isinstance(self.now, date):
            raise InvalidToolParams(f"now must be a date, got {self.now!r}", action="Pass now as a datetime.date.")
        if not isinstance(self.rerank, RerankOptions):
            raise InvalidToolParams(f"rerank must be RerankOptions, got {type(self.rerank).__name__}",
                                    action="Pass rerank=RerankOptions(...) (memspark.RerankOptions).")
        if self.pools is not None:
            object.__setattr__(self, "pools", _members("pools", self.pools, Pool))
        if self.sources is not None:
            object.__setattr__(self, "sources", _members("sources", self.sources, Source))


@dataclass(frozen=True)
class RecallHit:
    """One result: the matched child's lines ``start_line``–``end_line`` of ``path`` and its ``snippet``;
    ``score`` in [0, 1] normalised to the query's best (rounded to 4 places, as the spec's shape shows
    it); ``relevance``, the absolute relevance comparable across queries (None when not computed);
    ``source`` within the spec's enum (memory | sessions) and ``origin``, the finer source when there is
    one (``capture``); ``citation`` ("path:line", "" when citations are off for this session)."""

    path: str
    start_line: int
    end_line: int
    score: float
    snippet: str
    source: Source
    origin: Source | str | None = None  # str: a source a newer version wrote (passed through)
    relevance: float | None = None
    citation: str = ""

    @classmethod
    def from_candidate(cls, c: Candidate, *, citations: bool) -> RecallHit:
        spec = c.source in SPEC_SOURCES
        return cls(path=c.path, start_line=int(c.start_line), end_line=int(c.end_line),
                   score=round(min(max(float(c.score), 0.0), 1.0), 4), snippet=c.snippet,
                   source=Source(c.source) if spec else Source.MEMORY, origin=None if spec else _source_or_text(c.source),
                   relevance=None if c.absolute is None else round(float(c.absolute), 4),
                   citation=f"{c.path}:{c.start_line}" if citations else "")


def _source_or_text(value: str) -> Source | str:
    """A known source as its member; one this version does not know (a newer version wrote the row)
    passes through as text rather than failing the whole search."""
    try:
        return Source(value)
    except ValueError:
        return value


@dataclass(frozen=True)
class RecallResult:
    """What one search found: the ``hits``, best first (clamped to ``recall.max_injected_chars``); the
    embedding ``provider`` (``<id>:<model>``) and ``model``; the ``citations`` mode; ``fallback``, the
    reason search degraded to BM25-only (None when it did not); ``warning`` (an unknown agent: only
    shared memory was searched); and ``run``, the pipeline run behind it (its trace and timings)."""

    hits: tuple[RecallHit, ...]
    provider: str
    model: str
    citations: CitationMode
    run: PipelineRun
    fallback: str | None = None
    warning: str | None = None
