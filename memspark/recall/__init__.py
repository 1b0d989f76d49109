"""The read side: one recall pipeline for the auto-recall hook, the tools and the CLI."""

from __future__ import annotations

from memspark.recall.candidate import Candidate
from memspark.recall.options import UNSET, RerankOptions
from memspark.recall.pipeline import RecallPipeline, RecallRequest, RecallResult
from memspark.recall.pools import pool_groups
from memspark.recall.trace import DropReason, RecallTrace, TraceEntry, render_trace

__all__ = [
    "UNSET",
    "Candidate",
    "DropReason",
    "RecallPipeline",
    "RecallRequest",
    "RecallResult",
    "RecallTrace",
    "RerankOptions",
    "TraceEntry",
    "pool_groups",
    "render_trace",
]
