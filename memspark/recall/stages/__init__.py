"""The recall stages: their pure functions, the :class:`Stage` objects wrapping them over one
:class:`RecallContext`, and the declared lists the pipeline runs (the contract:
:mod:`memspark.recall.stages.contract`; the lists: :mod:`memspark.recall.stages.registry`)."""

from __future__ import annotations

from memspark.recall.stages.budget import clamp_budget
from memspark.recall.stages.context import RecallContext, RecallSettings
from memspark.recall.stages.contract import Stage, StageIO, StageOutput
from memspark.recall.stages.dedup import remove_near_duplicates
from memspark.recall.stages.embedding import hyde_vector, query_vector
from memspark.recall.stages.focus import focus
from memspark.recall.stages.fusion import rrf_fuse
from memspark.recall.stages.injection import filter_injections
from memspark.recall.stages.mmr import limit, mmr
from memspark.recall.stages.overlap import drop_context_overlap
from memspark.recall.stages.query import clean_query
from memspark.recall.stages.registry import StagePlan, declared_plan
from memspark.recall.stages.rerank import apply_gate, apply_rerank
from memspark.recall.stages.scoring import apply_source_weights, apply_temporal_decay, normalise
from memspark.recall.stages.search import search_pools

__all__ = [
    "RecallContext",
    "RecallSettings",
    "Stage",
    "StageIO",
    "StageOutput",
    "StagePlan",
    "apply_gate",
    "apply_rerank",
    "apply_source_weights",
    "apply_temporal_decay",
    "clamp_budget",
    "clean_query",
    "declared_plan",
    "drop_context_overlap",
    "filter_injections",
    "focus",
    "hyde_vector",
    "limit",
    "mmr",
    "normalise",
    "query_vector",
    "remove_near_duplicates",
    "rrf_fuse",
    "search_pools",
]
