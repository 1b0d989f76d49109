"""Stages 10–11: the reranker gate and the rerank itself.

The gate looks at the cosine scores of the (post-normalisation) candidates: the spread of the
top five decides (see :mod:`memspark.rerank.gate`). When it fires, the first ``top_n`` candidates
go to the injected :class:`~memspark.rerank.base.Reranker` with the query reformulated as a
question ("Is it true that …?") when it is declarative; the reranker's scores are blended with
the current scores (:mod:`memspark.rerank.blend`) and the head is re-sorted by the blended score.
A reranker that answers ``None`` or the wrong number of scores leaves the order as it was
(passthrough) and says why in the trace; one that raises does the same through the stage's declared
fallback, which the runner applies (and logs with the traceback).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Protocol

from memspark.recall.candidate import Candidate
from memspark.recall.stages.contract import StageOutput
from memspark.recall.trace import RerankDetail
from memspark.rerank.blend import BlendSettings, blend
from memspark.rerank.gate import GateDecision, RerankGateSettings, gate_decision
from memspark.rerank.reformulate import reformulate


class RerankerLike(Protocol):
    """What recall needs of :class:`memspark.rerank.base.Reranker`."""

    name: str

    def rerank(self, query: str, documents: Sequence[str]) -> list[float] | None: ...


def apply_gate(candidates: tuple[Candidate, ...], settings: RerankGateSettings) -> StageOutput:
    scores = [c.cosine for c in candidates if c.cosine is not None]
    return StageOutput(candidates, detail=gate_decision(scores, settings))


def rerank_head(candidates: tuple[Candidate, ...], query: str, reranker: RerankerLike | None, top_n: int,
                reformulate_query: bool) -> tuple[str, str, int]:
    """The reranker's name, the query it is asked (reformulated as a question when configured) and how
    many candidates it scores."""
    name = getattr(reranker, "name", "none") if reranker is not None else "none"
    return name, reformulate(query) if reformulate_query else query, len(candidates[:top_n])


def apply_rerank(candidates: tuple[Candidate, ...], query: str, reranker: RerankerLike | None,
                 decision: GateDecision, blend_cfg: BlendSettings, top_n: int,
                 reformulate_query: bool) -> StageOutput:
    """The blended, re-sorted head over the tail. A reranker that raises is not caught here: the
    pipeline's rerank stage declares the passthrough fallback (:mod:`memspark.recall.stages.steps`)."""
    name, asked, _ = rerank_head(candidates, query, reranker, top_n, reformulate_query)
    if not decision.run or reranker is None or len(candidates) < 2:
        why = decision.reason if not decision.run else ("no reranker configured" if reranker is None
                                                       else "fewer than 2 candidates")
        return StageOutput(candidates, detail=RerankDetail(False, name, asked, fallback_reason=why))
    head, tail = candidates[:top_n], candidates[top_n:]
    scores = reranker.rerank(asked, [c.text for c in head])
    why = str(getattr(reranker, "last_reason", None) or "reranker unavailable (returned None)")
    if scores is None or len(scores) != len(head):
        if scores is not None:
            why = f"reranker returned {len(scores)} scores for {len(head)} documents"
        note = f"rerank: {why} — passthrough (vector order kept)"
        return StageOutput(candidates, notes=(note,),
                           detail=RerankDetail(False, name, asked, len(head), fallback_reason=why))
    cfg = dataclasses.replace(blend_cfg, vector_multiplier=decision.vector_multiplier)
    blended = blend([c.score for c in head], list(scores), cfg)
    new_head = sorted((c.evolve(rerank_score=float(s), score=b)
                       for c, s, b in zip(head, scores, blended, strict=True)),
                      key=lambda c: (-c.score, -c.fused))
    # The tail was not reranked: it stays below the reranked head.
    floor = min(c.score for c in new_head)
    new_tail = tuple(c.evolve(score=min(c.score, floor)) for c in tail)
    detail = RerankDetail(True, name, asked, len(head), logit_spread=float(max(scores) - min(scores)),
                          blend_mode=cfg.mode, vector_multiplier=decision.vector_multiplier)
    return StageOutput((*new_head, *new_tail), detail=detail)
