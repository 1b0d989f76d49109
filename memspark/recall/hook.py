"""The auto-recall hook: ``before_prompt_build`` injects relevant memories before each turn.

It runs the pipeline in ``hook`` mode (reference pools are never searched), passes the recent
conversation and its summaries as context (a memory the agent already has is dropped), and
formats what survives as the spec's ``<relevant-memories>`` block: nothing when the best memory's
absolute relevance is below ``tuning.hook_min_relevance`` (:mod:`memspark.recall.stages.relevance`),
else up to ``recall.hook_max_results`` sections, each cut to windows around its best-matching turns and
their replies, and filled with context up to ``recall.max_injected_chars``
(:mod:`memspark.recall.stages.windows`). It is not a tool: it never raises and never blocks the turn on
a failure — it logs (a memspark error by its message, anything else with its traceback) and injects
nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from memspark.config import Config
from memspark.errors import fallback_exc_info
from memspark.recall.format import relevant_memories_block
from memspark.recall.manager import MemorySparkManager
from memspark.recall.stages.embedding import HypotheticalWriter
from memspark.recall.stages.rerank import RerankerLike

if TYPE_CHECKING:
    from memspark.embed import EmbedQueue
    from memspark.storage import LanceStore

log = logging.getLogger(__name__)

RECENT_MESSAGES = 10  # context for the overlap dedup: the turns the model will still see verbatim


@dataclass(frozen=True)
class AutoRecallDeps:
    """Spec ``AutoRecallDeps``: config, backend, embedder, reranker and HyDE, for one agent."""

    cfg: Config
    agent_id: str
    backend: LanceStore | None = None  # the manager reads status, files and identity too, not only searches
    embed: EmbedQueue | None = None
    reranker: RerankerLike | None = None
    hyde: HypotheticalWriter | None = None

    def manager(self) -> MemorySparkManager:
        return MemorySparkManager(self.cfg, self.agent_id, store=self.backend, queue=self.embed,
                                  reranker=self.reranker, hyde=self.hyde)


def message_text(message: Mapping[str, Any] | str) -> str:
    """A chat message's text: ``content`` as a string, or its text parts (OpenAI/Anthropic style)."""
    if isinstance(message, str):
        return message
    content = message.get("content", message.get("text", ""))
    if isinstance(content, str):
        return content
    if isinstance(content, Sequence):
        parts = [p.get("text", "") if isinstance(p, Mapping) else str(p) for p in content]
        return "\n".join(p for p in parts if isinstance(p, str) and p)
    return ""


def context_texts(messages: Sequence[Mapping[str, Any] | str] | None,
                  summaries: Sequence[str] | None) -> tuple[str, ...]:
    recent = [message_text(m) for m in (messages or [])[-RECENT_MESSAGES:]]
    return tuple(t for t in [*recent, *(summaries or [])] if t and t.strip())


def before_prompt_build(deps_or_manager: MemorySparkManager | AutoRecallDeps, *, prompt: str,
                        messages: Sequence[Mapping[str, Any] | str] | None = None,
                        summaries: Sequence[str] | None = None,
                        now: date | datetime | str | None = None) -> dict[str, str]:
    """``{"prependContext": "<relevant-memories>…</relevant-memories>"}``, or ``{}`` when nothing
    relevant survives, auto-recall is off, or anything fails (logged, never raised)."""
    owned: MemorySparkManager | None = None
    try:
        if isinstance(deps_or_manager, AutoRecallDeps):
            owned = deps_or_manager.manager()
            manager = owned
        else:
            manager = deps_or_manager
        if not manager.cfg.recall.auto_recall or not isinstance(prompt, str) or not prompt.strip():
            return {}
        result = manager.recall(prompt, mode="hook", now=now, context_texts=context_texts(messages, summaries))
        block = relevant_memories_block(result.injected)
        if result.fallback is not None:
            log.info("auto-recall ran BM25-only: %s", result.fallback.get("reason", ""))
        return {"prependContext": block} if block else {}
    except Exception as exc:  # noqa: BLE001 - the hook must never break the agent's turn
        # an expected failure (no index, provider refused) is said by its message; a bug keeps its traceback
        log.warning("auto-recall skipped: %s: %s", type(exc).__name__, exc, exc_info=fallback_exc_info(exc))
        return {}
    finally:
        if owned is not None:
            owned.close()
