"""Pools, gate modes and relevance modes are defined once (memspark.vocab); every user derives from it."""

from __future__ import annotations

from pathlib import Path

import pytest

from memspark.config import Config, WorkspaceConfig
from memspark.config_parse import CHOICES
from memspark.errors import InvalidToolParams
from memspark.recall.options import RerankOptions
from memspark.recall.pools import RULES_POOL, SHARED_SEARCH_POOLS, pool_groups
from memspark.storage import POOLS
from memspark.toolset.schema import rerank_params
from memspark.toolset.search import rerank_options
from memspark.vocab import (
    AGENT_POOLS,
    ALL_POOLS,
    REFERENCE_POOLS,
    SHARED_AGENT_ID,
    SHARED_POOLS,
    BlendMode,
    GateMode,
    Pool,
)
from memspark.workspace import Workspace


def test_ownership_lists_partition_the_pools() -> None:
    assert (*AGENT_POOLS, *SHARED_POOLS, *REFERENCE_POOLS) == ALL_POOLS == tuple(Pool) == POOLS
    assert RULES_POOL in SHARED_POOLS  # rules are shared files (agent_id "shared") ...
    assert RULES_POOL not in SHARED_SEARCH_POOLS  # ... but recall searches them as their own group


def test_recall_groups_search_every_pool_once_and_reference_only_from_tools() -> None:
    tool = pool_groups("main", "tool")
    searched = [p for g in tool for p in g.pools]
    assert sorted(searched) == sorted(ALL_POOLS)
    assert all(g.agent_id == SHARED_AGENT_ID for g in tool if g.name != "agent")
    hook = [p for g in pool_groups("main", "hook") for p in g.pools]
    assert not set(hook) & set(REFERENCE_POOLS) and set(hook) | set(REFERENCE_POOLS) == set(ALL_POOLS)


def test_every_routed_file_lands_in_a_known_pool(tmp_path: Path) -> None:
    files = ["workspace-main/MEMORY.md", "workspace-main/TOOLS.md", "workspace-main/MISTAKES.md",
             "workspace-main/memory/2026-01-02.md", "workspace-main/mistakes/x.md", "shared/knowledge/k.md",
             "shared/mistakes/m.md", "shared/rules/r.json", "reference/doc.md", "reference/code.py"]
    for rel in files:
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("# x\n", encoding="utf-8")
    ws = Workspace(WorkspaceConfig(), tmp_path)
    routed = {ws.route(tmp_path / rel).pool for rel in files}  # type: ignore[union-attr]
    assert routed == set(ALL_POOLS)
    assert all(isinstance(p, Pool) for p in routed)


def test_gate_and_blend_modes_are_one_list_for_config_tool_schema_and_tool_params() -> None:
    assert CHOICES[("recall", "gate")] == tuple(GateMode) == ("hard", "soft", "off")
    assert CHOICES[("rerank", "blend")] == tuple(BlendMode) == ("rrf", "score")
    params = {p.name: p for p in rerank_params(Config())}
    assert params["gateOverride"].enum == tuple(GateMode) and params["gateOverride"].default == GateMode.HARD
    assert params["blendModeOverride"].enum == tuple(BlendMode)
    assert rerank_options({"gateOverride": "soft", "blendModeOverride": "score"}) == RerankOptions(
        gate="soft", blend_mode="score")
    with pytest.raises(InvalidToolParams, match="gateOverride = 'maybe' is not one of hard, soft, off"):
        rerank_options({"gateOverride": "maybe"})
