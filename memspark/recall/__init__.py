"""The read side: one recall pipeline for the auto-recall hook, the tools and the CLI."""

from __future__ import annotations

from memspark.recall.candidate import Candidate
from memspark.recall.options import UNSET, RerankOptions
from memspark.recall.pipeline import PipelineRequest, PipelineRun, RecallPipeline
from memspark.recall.pools import pool_groups
from memspark.recall.request import RecallHit, RecallRequest, RecallResult
from memspark.recall.trace import DropReason, RecallTrace, TraceEntry, render_trace

__all__ = [
    "UNSET",
    "Candidate",
    "DropReason",
    "PipelineRequest",
    "PipelineRun",
    "RecallHit",
    "RecallPipeline",
    "RecallRequest",
    "RecallResult",
    "RecallTrace",
    "RerankOptions",
    "TraceEntry",
    "pool_groups",
    "render_trace",
]

# Agent-facing surfaces (manager, hook); the agent tools (memory_search, memory_get, ...) live in memspark.toolset.
from memspark.recall.hook import AutoRecallDeps, before_prompt_build  # noqa: E402
from memspark.recall.manager import MemorySparkManager  # noqa: E402

__all__ += ["AutoRecallDeps", "MemorySparkManager", "before_prompt_build"]
