"""The closed vocabularies every layer shares: pools, reranker gate modes, base-relevance modes.

Each is a :class:`~enum.StrEnum`, so a member *is* its string (``Pool.SHARED_RULES == "shared_rules"``):
it goes into LanceDB rows, SQL filters, TOML and JSON unchanged. Config choice lists, type hints and
the storage schema are all derived from these definitions.

Pools by owner (written by :mod:`memspark.workspace`):

- agent pools hold one agent's own files (rows carry that ``agent_id``);
- shared pools hold ``shared/`` (rows carry ``agent_id = "shared"``): knowledge, mistakes and rules;
- reference pools hold reference material (also ``agent_id = "shared"``), searched by tools only.

Recall searches ``shared_rules`` as a group of its own (:mod:`memspark.recall.pools`), which is why
its search groups are not these ownership lists.
"""

from __future__ import annotations

from enum import StrEnum

SHARED_AGENT_ID = "shared"  # the agent_id of every shared and reference row


class Pool(StrEnum):
    AGENT_MEMORY = "agent_memory"
    AGENT_TOOLS = "agent_tools"
    AGENT_MISTAKES = "agent_mistakes"
    SHARED_KNOWLEDGE = "shared_knowledge"
    SHARED_MISTAKES = "shared_mistakes"
    SHARED_RULES = "shared_rules"
    REFERENCE_LIBRARY = "reference_library"
    REFERENCE_CODE = "reference_code"


AGENT_POOLS: tuple[Pool, ...] = (Pool.AGENT_MEMORY, Pool.AGENT_TOOLS, Pool.AGENT_MISTAKES)
SHARED_POOLS: tuple[Pool, ...] = (Pool.SHARED_KNOWLEDGE, Pool.SHARED_MISTAKES, Pool.SHARED_RULES)
REFERENCE_POOLS: tuple[Pool, ...] = (Pool.REFERENCE_LIBRARY, Pool.REFERENCE_CODE)
ALL_POOLS: tuple[Pool, ...] = tuple(Pool)


class GateMode(StrEnum):
    """``recall.gate`` / ``gateOverride``: when the reranker runs (spec examples "reranker gate")."""

    HARD = "hard"
    SOFT = "soft"
    OFF = "off"


class BlendMode(StrEnum):
    """``rerank.blend`` / ``blendModeOverride``: how reranker scores join the vector ranking."""

    RRF = "rrf"
    SCORE = "score"


class RelevanceMode(StrEnum):
    """``tuning.relevance``: the base relevance that weights, decay and minScore act on
    (:mod:`memspark.recall.stages.fusion`)."""

    MIX = "mix"
    RRF = "rrf"
    COSINE = "cosine"
