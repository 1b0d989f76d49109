"""The value every recall stage passes on: one candidate memory chunk with its scores.

Scores a candidate carries, from first to last stage:

- ``cosine``: the vector leg's cosine similarity (``None`` when the vector leg did not return it);
- ``bm25``: the FTS leg's sigmoid-normalised BM25 score (``None`` when BM25 did not return it);
- ``fused``: the weighted RRF score (stage "fuse"), the order in which candidates enter scoring;
- ``relevance``: the base relevance that weighting, decay and normalisation act on (see
  :mod:`memspark.recall.stages.fusion` for why it is cosine-scaled);
- ``weight`` and ``decay``: the multipliers applied (kept for the trace and the debug tool);
- ``score``: the current score; after normalisation the top candidate has 1.0;
- ``rerank_score``: the reranker's raw score when the reranker ran;
- ``absolute``: the absolute relevance (stage "relevance", :mod:`memspark.recall.stages.relevance`):
  comparable across queries, unlike ``score``; the hook abstains on it.

``anchors`` (hook only, :mod:`memspark.recall.stages.windows`): the lines of an expanded parent section
that matched — its turns or children, each with its rank — which the hook's window must keep.

``pool`` and ``source`` are members of :class:`~memspark.vocab.Pool` and :class:`~memspark.vocab.Source`
(a stored value this version does not know, written by a newer one, stays its string: equal either way).

Candidates are frozen: stages return new ones with :meth:`Candidate.evolve` (``dataclasses.replace``
without its cost: a scoring stage copies every one of ≈ 200 candidates, and ``replace`` re-runs the
frozen ``__init__`` — 26 guarded attribute sets — which cost ≈ 10 ms per query at 10k chunks).
"""

from __future__ import annotations

import hashlib
from dataclasses import MISSING, dataclass, field, fields
from typing import Any

import numpy as np

from memspark.chunking.model import SourceSpan
from memspark.storage.types import SearchHit
from memspark.vocab import Pool, Source


@dataclass(frozen=True)
class Anchor:
    """Lines of a parent section that matched the query (a focused turn or a child) and where that match
    stood in the pipeline's order (0 = best)."""

    start_line: int
    end_line: int
    rank: int


@dataclass(frozen=True)
class Candidate(SourceSpan):
    pool: Pool
    source: Source
    content_type: str = ""
    heading: str = ""
    parent_id: str | None = None
    doc_date: str = ""
    evergreen: bool = False
    updated_at: str = ""
    vector: np.ndarray | None = field(default=None, compare=False, repr=False)
    cosine: float | None = None
    bm25: float | None = None
    fused: float = 0.0
    relevance: float = 0.0
    weight: float = 1.0
    decay: float = 1.0
    score: float = 0.0
    rerank_score: float | None = None
    absolute: float | None = None
    parent_text: str | None = None
    parent_start_line: int | None = None
    parent_end_line: int | None = None
    anchors: tuple[Anchor, ...] = ()
    screened: str | None = field(default=None, compare=False, repr=False)  # the verdict recorded at write time

    def evolve(self, **changes: Any) -> Candidate:
        """A copy with ``changes`` applied, like :func:`dataclasses.replace` but a dict copy (the
        values are not re-validated: pass only field names)."""
        if not _FIELDS.issuperset(changes):  # no intermediate set on the hot path
            raise TypeError(f"Candidate has no field(s) {sorted(changes.keys() - _FIELDS)}")
        new = object.__new__(Candidate)
        state = new.__dict__
        state.update(self.__dict__)
        state.update(changes)
        return new

    @property
    def text_hash(self) -> str:
        """Hash of the whitespace-normalised text: equal hashes are exact duplicates."""
        return hashlib.sha1(" ".join(self.text.split()).encode("utf-8")).hexdigest()

    @property
    def injected_text(self) -> str:
        """What the hook injects: the parent's full text when expanded, else the snippet."""
        return self.parent_text if self.parent_text is not None else self.text

    @property
    def snippet(self) -> str:
        """memory_search's snippet: the matched child's own text (never the parent's)."""
        return self.text

    @property
    def updated(self) -> str:
        return self.updated_at

    @property
    def location(self) -> str:
        return f"{self.path}:{self.start_line}-{self.end_line}"


_FIELDS = frozenset(f.name for f in fields(Candidate))


_DEFAULTS = {f.name: f.default for f in fields(Candidate) if f.default is not MISSING}
# stored text -> member, looked up per hit: a dict lookup is 27 ns, Pool(text) 350 ns (measured, 2-core box)
_POOLS: dict[str, Pool] = {p.value: p for p in Pool}
_SOURCES: dict[str, Source] = {s.value: s for s in Source}


def candidate_from_hit(hit: SearchHit, **scores: Any) -> Candidate:
    """A candidate of ``hit`` with ``scores`` (cosine, bm25, fused, relevance, score) set — none yet
    by default (the fusion stage fills them). Built as a dict, like :meth:`Candidate.evolve`."""
    if not _FIELDS.issuperset(scores):
        raise TypeError(f"Candidate has no field(s) {sorted(scores.keys() - _FIELDS)}")
    new = object.__new__(Candidate)
    state = new.__dict__
    state.update(_DEFAULTS)
    state.update(id=hit.id, agent_id=hit.agent_id, path=hit.path, start_line=hit.start_line, end_line=hit.end_line,
                 text=hit.text, pool=_POOLS.get(hit.pool, hit.pool), source=_SOURCES.get(hit.source, hit.source),
                 content_type=hit.content_type, heading=hit.heading, parent_id=hit.parent_id,
                 doc_date=hit.doc_date, evergreen=hit.evergreen, updated_at=hit.updated_at, vector=hit.vector,
                 screened=hit.screened)
    state.update(scores)
    return new
