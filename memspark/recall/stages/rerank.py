"""Stages 10–11: the reranker gate and the rerank itself.

The gate looks at the cosine scores of the (post-normalisation) candidates: the spread of the
top five decides (see :mod:`memspark.rerank.gate`). When it fires, the first ``top_n`` candidates
go to the injected :class:`~memspark.rerank.base.Reranker` with the query reformulated as a
question ("Is it true that …?") when it is declarative; the reranker's scores are blended with
the current scores (:mod:`memspark.rerank.blend`) and the head is re-sorted by the blended score.
A reranker that answers ``None``, the wrong number of scores, or raises, leaves the order as it
was (passthrough) and says why in the trace.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from typing import Protocol

from memspark.recall.candidate import Candidate
from memspark.recall.stages.contract import StageOutput
from memspark.recall.trace import RerankDetail
from memspark.rerank.blend import BlendSettings, blend
from memspark.rerank.gate import GateDecision, RerankGateSettings, gate_decision
from memspark.rerank.reformulate import reformulate

log = logging.getLogger(__name__)


class RerankerLike(Protocol):
    """What recall needs of :class:`memspark.rerank.base.Reranker`."""

    name: str

    def rerank(self, query: str, documents: Sequence[str]) -> list[float] | None: ...


def apply_gate(candidates: tuple[Candidate, ...], settings: RerankGateSettings) -> StageOutput:
    scores = [c.cosine for c in candidates if c.cosine is not None]
    return StageOutput(candidates, detail=gate_decision(scores, settings))


def apply_rerank(candidates: tuple[Candidate, ...], query: str, reranker: RerankerLike | None,
                 decision: GateDecision, blend_cfg: BlendSettings, top_n: int,
                 reformulate_query: bool) -> StageOutput:
    name = getattr(reranker, "name", "none") if reranker is not None else "none"
    asked = reformulate(query) if reformulate_query else query
    if not decision.run or reranker is None or len(candidates) < 2:
        why = decision.reason if not decision.run else ("no reranker configured" if reranker is None
                                                       else "fewer than 2 candidates")
        return StageOutput(candidates, detail=RerankDetail(False, name, asked, fallback_reason=why))
    head, tail = candidates[:top_n], candidates[top_n:]
    try:
        scores = reranker.rerank(asked, [c.text for c in head])
    except Exception as exc:  # noqa: BLE001 - a provider failure must degrade to passthrough
        log.warning("reranker %s raised %s: passthrough", name, exc)
        scores, why = None, f"reranker raised {type(exc).__name__}: {exc}"
    else:
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
