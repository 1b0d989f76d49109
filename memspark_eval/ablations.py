"""The ablations the evaluations compare, and what runs each one for one conversation's agent.

- ``vector``, ``bm25``: one search leg alone (hits in the leg's score order); ``hybrid``: weighted RRF
  of both legs (the fusion stage's order, nothing after it); ``hybrid_rerank``: ``hybrid`` with the e5
  reranker always run on the first ``rerank.top_n`` and blended as ``rerank.blend`` says.
- ``full`` and its variants (:data:`FULL_VARIANTS`): :class:`~memspark.recall.pipeline.RecallPipeline`
  as configured, or the declared stage list minus a stage (``without=``, e.g. ``full_nodecay`` leaves out
  ``decay``), or — where the variant changes how a stage works rather than removing it — one setting
  changed (``full_spec_decay``, ``full_noturns``).
- ``full_rerank``: ``full`` with ``rerank.provider = "e5"`` (gate as configured).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from memspark.config import Config
from memspark.embed import EmbedQueue
from memspark.errors import ConfigError
from memspark.recall.candidate import Candidate
from memspark.recall.pipeline import RecallPipeline
from memspark.recall.pools import pool_groups
from memspark.recall.stages import apply_rerank, rrf_fuse, search_pools
from memspark.recall.stages.embedding import query_vector
from memspark.rerank.blend import BlendSettings
from memspark.rerank.factory import create_reranker
from memspark.rerank.gate import GateDecision
from memspark.storage import LanceStore
from memspark.vocab import RelevanceMode

MAX_RESULTS = 25  # results asked per question: enough for the turn list to reach 25
_FORCED = GateDecision("eval", True, "eval: reranker always runs", 0.0)


@dataclass(frozen=True)
class Variant:
    """The full pipeline changed: stages left out of the declared list, and settings changed (by section)."""

    without: tuple[str, ...] = ()
    overrides: dict[str, dict[str, Any]] = field(default_factory=dict)


FULL_VARIANTS: dict[str, Variant] = {
    "full": Variant(),
    "full_nodecay": Variant(without=("decay",)),  # no temporal decay
    "full_spec_decay": Variant(overrides={"tuning": {"time_aware_decay": False}}),  # the spec's decay on every query
    "full_nofocus": Variant(without=("focus",)),  # whole child chunks
    "full_noturns": Variant(overrides={"tuning": {"focus_meaning_weight": 0.0}}),  # the turn model without turn vectors
    "full_nodedup": Variant(without=("dedup",)),  # no (near-)duplicate removal
    "full_nommr": Variant(without=("mmr",)),  # no diversity re-ordering
    "full_noweights": Variant(without=("source-weight",)),  # no file/source/pool weights (LoCoMo's notes have none)
}
ABLATIONS = ("vector", "bm25", "hybrid", "hybrid_rerank", *FULL_VARIANTS, "full_rerank")
DEFAULT_ABLATIONS = ("vector", "bm25", "hybrid", "full", "full_nodecay", "full_spec_decay", "full_nofocus",
                     "full_noturns", "full_nodedup", "full_nommr")
LAYOUT_ABLATIONS = ("full",)  # --layout all: the shipped pipeline only, unless --ablations says otherwise
RERANK_ABLATIONS = frozenset({"hybrid_rerank", "full_rerank"})


def parse_ablations(text: str) -> tuple[str, ...]:
    names = tuple(dict.fromkeys(n.strip() for n in text.split(",") if n.strip()))
    unknown = [n for n in names if n not in ABLATIONS]
    if unknown or not names:
        raise ConfigError(f"unknown ablation(s): {', '.join(unknown) or '(none given)'}",
                          action=f"Use a comma-separated subset of: {', '.join(ABLATIONS)}.")
    return names


class Retrievers:
    """The ablations for one conversation's agent (all share one store and query embedding)."""

    def __init__(self, cfg: Config, store: LanceStore, queue: EmbedQueue, reranker: Any) -> None:
        self.cfg, self.store, self.queue, self.reranker = cfg, store, queue, reranker
        self.pipelines = {name: RecallPipeline(store, queue, cfg.with_overrides(**v.overrides) if v.overrides else cfg,
                                               reranker=create_reranker(cfg.rerank, cfg.embed), without=v.without)
                          for name, v in FULL_VARIANTS.items()}
        self.full_rerank = RecallPipeline(store, queue, cfg.with_overrides(rerank={"provider": "e5"}),
                                          reranker=reranker)
        tn = cfg.tuning
        self.blend = BlendSettings(mode=cfg.rerank.blend, alpha=tn.blend_alpha, rrf_k=tn.rrf_k,
                                   vector_weight=tn.blend_vector_weight, reranker_weight=tn.blend_reranker_weight)

    def legs(self, query: str, agent: str) -> tuple[list[Candidate], list[Candidate], list[Candidate]]:
        vector, _, _ = query_vector(query, self.queue)
        depth = max(20, MAX_RESULTS * self.cfg.tuning.candidate_multiplier)
        found = search_pools(query, vector, self.store, pool_groups(agent, "tool"), depth)
        tn = self.cfg.tuning
        fused = list(rrf_fuse(found.groups, tn.rrf_k, tn.fusion_vector_weight, tn.fusion_bm25_weight,
                              relevance=RelevanceMode.COSINE).candidates)  # the legs as measured: no term bonus
        by_id = {c.id: c for c in fused}
        vec = sorted((h for g in found.groups for h in g.vector), key=lambda h: -h.score)
        bm = sorted((h for g in found.groups for h in g.bm25), key=lambda h: -h.score)
        return [by_id[h.id] for h in vec], [by_id[h.id] for h in bm], fused

    def hybrid_rerank(self, query: str, fused: list[Candidate]) -> list[Candidate]:
        top = max((c.fused for c in fused), default=1.0) or 1.0
        # the blend ranks the head by ``score``: give it the fused (RRF) order, not the cosine
        head = tuple(dataclasses.replace(c, score=c.fused / top) for c in fused)
        out = apply_rerank(head, query, self.reranker, _FORCED, self.blend, self.cfg.rerank.top_n,
                           self.cfg.tuning.reformulate)
        return list(out.candidates)
