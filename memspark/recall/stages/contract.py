"""The stage contract, written once.

A stage is a plain function ``stage(candidates, <its settings and inputs>) -> StageOutput``:

- it never mutates its input: candidates are frozen, changed ones are made with
  :meth:`Candidate.evolve` and a new tuple is returned;
- it reports what it removed as :class:`~memspark.recall.trace.Drop` values with a closed
  :class:`~memspark.recall.trace.DropReason`, free-text trace lines as ``notes`` and its
  stage-specific facts as ``detail``;
- it does not time itself, log its duration or wrap errors: the runner
  (:mod:`memspark.recall.pipeline`) does that for every stage the same way.

The only stages that touch I/O (search, parent expansion, embedding, HyDE, rerank) receive the
store / queue / provider as an argument; everything else is pure.
"""

from __future__ import annotations

from dataclasses import dataclass

from memspark.recall.candidate import Candidate
from memspark.recall.trace import Drop, StageDetail


@dataclass(frozen=True)
class StageOutput:
    candidates: tuple[Candidate, ...]
    drops: tuple[Drop, ...] = ()
    notes: tuple[str, ...] = ()
    detail: StageDetail | None = None
