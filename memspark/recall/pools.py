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

from memspark import vocab
from memspark.vocab import AGENT_POOLS, ALL_POOLS, REFERENCE_POOLS, SHARED_AGENT_ID, Pool

__all__ = ["AGENT_POOLS", "ALL_POOLS", "REFERENCE_POOLS", "RULES_POOL", "SHARED_AGENT_ID", "SHARED_SEARCH_POOLS",
           "PoolGroup", "RecallMode", "low_threshold", "pool_groups"]

RULES_POOL = Pool.SHARED_RULES
# The "shared" search group: the shared pools but rules, which are searched as a group of their own.
SHARED_SEARCH_POOLS: tuple[Pool, ...] = tuple(p for p in vocab.SHARED_POOLS if p != RULES_POOL)

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
        PoolGroup("shared", SHARED_SEARCH_POOLS, SHARED_AGENT_ID),
        PoolGroup("rules", (RULES_POOL,), SHARED_AGENT_ID),
    ]
    if mode == "tool":
        groups.append(PoolGroup("reference", REFERENCE_POOLS, SHARED_AGENT_ID))
    return tuple(groups)


def low_threshold(min_score: float) -> float:
    """The score shared_rules chunks must reach instead of ``min_score`` (0.75 → 0.525)."""
    return max(min_score * RULES_THRESHOLD_FACTOR, RULES_THRESHOLD_FLOOR)
