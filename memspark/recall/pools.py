"""Which pools a recall searches, with which agent filter (spec examples: "pools").

Agent pools hold the calling agent's own files (filtered by ``agent_id``); shared pools are
written with ``agent_id = "shared"``. ``shared_rules`` is its own search group so that rules are
always searched and never crowded out of the candidate depth by larger pools, and it is kept down
to a lower threshold (:func:`low_threshold`). Reference pools are tool-only: the auto-recall hook
never searches them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

AGENT_POOLS: tuple[str, ...] = ("agent_memory", "agent_tools", "agent_mistakes")
SHARED_POOLS: tuple[str, ...] = ("shared_knowledge", "shared_mistakes")
RULES_POOL = "shared_rules"
REFERENCE_POOLS: tuple[str, ...] = ("reference_library", "reference_code")
SHARED_AGENT_ID = "shared"
ALL_POOLS: tuple[str, ...] = (*AGENT_POOLS, *SHARED_POOLS, RULES_POOL, *REFERENCE_POOLS)

RecallMode = Literal["tool", "hook"]

# spec: "lowThreshold = max(minScore x 0.7, 0.05)"
RULES_THRESHOLD_FACTOR = 0.7
RULES_THRESHOLD_FLOOR = 0.05


@dataclass(frozen=True)
class PoolGroup:
    """One search group: both legs run once per group with this pool list and agent filter."""

    name: str
    pools: tuple[str, ...]
    agent_id: str


def pool_groups(agent_id: str, mode: RecallMode) -> tuple[PoolGroup, ...]:
    """The groups searched for ``agent_id``; reference pools only when ``mode == "tool"``."""
    groups = [
        PoolGroup("agent", AGENT_POOLS, agent_id),
        PoolGroup("shared", SHARED_POOLS, SHARED_AGENT_ID),
        PoolGroup("rules", (RULES_POOL,), SHARED_AGENT_ID),
    ]
    if mode == "tool":
        groups.append(PoolGroup("reference", REFERENCE_POOLS, SHARED_AGENT_ID))
    return tuple(groups)


def low_threshold(min_score: float) -> float:
    """The score shared_rules chunks must reach instead of ``min_score`` (0.75 → 0.525)."""
    return max(min_score * RULES_THRESHOLD_FACTOR, RULES_THRESHOLD_FLOOR)
