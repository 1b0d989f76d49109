"""The parts every agent tool shares (:class:`ToolBase`) and the helpers reading a validated call.

Every tool runs for one agent (``agent_id``); its parameters reach it already checked by its model
(:mod:`memspark.toolset.models`), so the helpers here only read them (and refuse blank text).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Callable, Mapping
from datetime import UTC, date, datetime
from typing import Any

from memspark.capture.hooks import CaptureService
from memspark.config import Config
from memspark.errors import InvalidToolParams
from memspark.recall.format import hit_dict
from memspark.recall.manager import MemorySparkManager, StoreView
from memspark.recall.pipeline import PipelineRun
from memspark.recall.request import RecallHit
from memspark.recall.scope import ScopedStore
from memspark.storage import LanceStore


# ---- parameter helpers ---------------------------------------------------------------------------
def text_param(p: Mapping[str, Any], key: str, *, required: bool = True) -> str:
    value = p.get(key)
    if value is None and not required:
        return ""
    if not isinstance(value, str) or (required and not value.strip()):
        raise InvalidToolParams(f"{key} is required and must be a non-empty string",
                                action=f"Pass {key} as a string.")
    return value.strip()


def number(p: Mapping[str, Any], key: str, default: Any) -> Any:
    """A numeric parameter of a validated call (its type and range checked by the tool's model), else ``default``."""
    value = p.get(key)
    return default if value is None else value


def date_param(p: Mapping[str, Any], key: str) -> str | None:
    value = p.get(key)
    if value in (None, ""):
        return None
    try:
        return date.fromisoformat(str(value)[:10]).isoformat()
    except ValueError:
        raise InvalidToolParams(f"{key} = {value!r} is not a date", action=f"Pass {key} as YYYY-MM-DD.") from None


def flag(p: Mapping[str, Any], key: str) -> bool:
    value = p.get(key, False)
    if not isinstance(value, bool):
        raise InvalidToolParams(f"{key} must be true or false, got {value!r}", action=f"Pass {key} as a boolean.")
    return value


def run_coroutine(coro: Any) -> Any:
    """Run a coroutine to completion from sync code, even when an event loop runs in this thread (MCP)."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coro).result()


class ToolBase:
    """What every tool of one agent shares: its config, agent, manager (recall), capture service (writes)."""

    def __init__(self, cfg: Config, agent_id: str, *, manager: MemorySparkManager | None = None,
                 capture: CaptureService | None = None, today: Callable[[], date] | None = None) -> None:
        self.cfg = cfg
        self.agent_id = agent_id
        self._manager = manager
        self._capture = capture
        self._today = today or (lambda: datetime.now(UTC).date())

    # ---- shared parts (built on first use, so an opening error becomes the tool's error shape)
    @property
    def manager(self) -> MemorySparkManager:
        if self._manager is None:
            queue = self._capture.writer.queue if self._capture is not None else None
            self._manager = MemorySparkManager(self.cfg, self.agent_id, queue=queue)
        return self._manager

    @property
    def capture(self) -> CaptureService:
        if self._capture is None:
            queue = self._manager.queue if self._manager is not None else None
            self._capture = CaptureService.from_config(self.cfg, queue=queue)
        return self._capture

    @property
    def writer_store(self) -> LanceStore:
        return self.capture.writer.store

    def close(self) -> None:
        if self._manager is not None:
            self._manager.close()
        if self._capture is not None:
            self._capture.close()

    def _scoped(self) -> ScopedStore:
        return ScopedStore(self.manager.store, self.agent_id, self.manager.pools)

    def _search(self, view: StoreView, p: Mapping[str, Any], *, min_score: float | None = None) -> dict[str, Any]:
        """A specialised search: the manager's one recall path (same error policy and swap recovery as
        memory_search) over the agent's scope narrowed by ``view``."""
        query = text_param(p, "query")
        max_results = number(p, "maxResults", self.cfg.recall.max_results)
        ms = number(p, "minScore", min_score if min_score is not None else self.cfg.recall.min_score)
        return self._results(self.manager.recall(query, mode="tool", max_results=max_results, min_score=float(ms),
                                                 view=view))

    def _results(self, result: PipelineRun) -> dict[str, Any]:
        out: dict[str, Any] = {"results": [hit_dict(RecallHit.from_candidate(c, citations=True)) | {"id": c.id, "pool": c.pool}
                                           for c in self.manager.clamp(result)],
                               "provider": self.manager.provider_name}
        if result.fallback is not None:
            out["fallback"] = {"from": self.manager.provider_name, "reason": result.fallback.get("reason", "")}
        return out
