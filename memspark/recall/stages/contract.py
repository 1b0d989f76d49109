"""The stage contract, written once.

A stage is a :class:`Stage`: a ``name``, the I/O it declares (``io``), and
``run(ctx, candidates) -> StageOutput`` over one :class:`~memspark.recall.stages.context.RecallContext`
(the query, the vectors, the typed settings, the trace so far, and the providers it declared):

- it never mutates its input: candidates are frozen, changed ones are made with
  :meth:`Candidate.evolve` and a new tuple is returned; the context is frozen too, and a stage that
  produces something later stages read (the cleaned query, the query vector, the search hits, the
  gate's decision) returns the new context in ``context``;
- it reports what it removed as :class:`~memspark.recall.trace.Drop` values with a closed
  :class:`~memspark.recall.trace.DropReason`, free-text trace lines as ``notes`` and its
  stage-specific facts as ``detail``; a stage whose input or output is not candidates (search hits)
  says its trace counts in ``counts``; ``halt`` ends the run (an empty query: nothing to search);
- it does not time itself, log its duration, catch its own failures or wrap errors: the runner
  (:mod:`memspark.recall.pipeline`) does that for every stage the same way. A stage that may degrade
  declares a ``fallback(ctx, candidates, error)``: the runner calls it when ``run`` raises, logs the
  failure (with its traceback unless it is a :class:`~memspark.errors.MemsparkError`), records the
  fallback in the trace and goes on; a stage without one (``fallback`` returns None) fails the run.

I/O is declared, never implied: the only stages that reach a provider are those that name it in
``io`` — the store (search, focus's stored turn vectors, parent expansion), the embedder (query and
HyDE embedding, the injection screen's model check), the HyDE generator, the reranker, and the
executor the BM25 leg runs on. Every other stage is pure; the runner hands it a context whose
providers refuse to be used. ``prefetch(ctx)`` lets a stage that declares the executor start I/O that
needs only the query (search starts its BM25 leg while the query is embedded); the runner calls it
once, when the query is known.

The pipeline is a declared list of stages (:mod:`memspark.recall.stages.registry`); an ablation is
that list minus a stage.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, ClassVar, Protocol

from memspark.recall.candidate import Candidate
from memspark.recall.trace import Drop, StageDetail

if TYPE_CHECKING:
    from memspark.recall.stages.context import RecallContext


class StageIO(StrEnum):
    """What outside the candidates a stage may touch."""

    STORE = "store"
    EMBEDDER = "embedder"
    GENERATOR = "HyDE generator"
    RERANKER = "reranker"
    EXECUTOR = "executor"


@dataclass(frozen=True)
class StageOutput:
    candidates: tuple[Candidate, ...]
    drops: tuple[Drop, ...] = ()
    notes: tuple[str, ...] = ()
    detail: StageDetail | None = None
    context: RecallContext | None = None  # the context later stages read, when this stage added to it
    counts: tuple[int, int] | None = None  # (in, out) for the trace when they are not candidate counts
    halt: bool = False  # nothing more to do: the run ends with no results


class Stage(Protocol):
    """One step of the pipeline (see the module docstring)."""

    name: ClassVar[str]
    io: ClassVar[frozenset[StageIO]]
    required: ClassVar[bool]  # no ablation removes it (later stages need it, or it is a safety screen)

    def run(self, ctx: RecallContext, candidates: tuple[Candidate, ...]) -> StageOutput: ...

    def fallback(self, ctx: RecallContext, candidates: tuple[Candidate, ...],
                 error: Exception) -> StageOutput | None: ...

    def prefetch(self, ctx: RecallContext) -> RecallContext: ...


class PureStage:
    """Defaults for a :class:`Stage`: no I/O, removable, no fallback, nothing to prefetch."""

    name: ClassVar[str]
    io: ClassVar[frozenset[StageIO]] = frozenset()
    required: ClassVar[bool] = False

    def fallback(self, ctx: RecallContext, candidates: tuple[Candidate, ...],
                 error: Exception) -> StageOutput | None:
        return None

    def prefetch(self, ctx: RecallContext) -> RecallContext:
        return ctx

    def __repr__(self) -> str:
        return f"<stage {self.name}>"
