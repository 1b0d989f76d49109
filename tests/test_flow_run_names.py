"""Runs started without a root (as a deployment starts them) are named after the workspace they use."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from prefect.client.orchestration import get_client

from flows.maintain import maintain
from flows.migrate import migrate
from flows.naming import describe_target
from flows.refresh import refresh

pytestmark = pytest.mark.usefixtures("prefect_harness")


async def _run_name(flow: Any, **params: Any) -> str:
    state = await flow(return_state=True, **params)
    async with get_client() as client:
        run = await client.read_flow_run(state.state_details.flow_run_id)
    return str(run.name)


def test_deployment_style_runs_carry_the_worker_workspace(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "team-agents"
    root.mkdir()
    monkeypatch.setenv("MEMSPARK_ROOT", str(root))  # what `memspark serve` / the worker's env provide
    monkeypatch.delenv("MEMSPARK_DATA_DIR", raising=False)

    async def names() -> list[str]:
        return [await _run_name(migrate, dry_run=True), await _run_name(maintain),
                await _run_name(refresh, dry_run=False)]

    got = asyncio.run(names())
    assert got == ["migrate-team-agents-dry-run", "maintain-team-agents", "refresh-team-agents"]
    assert not any("None" in n for n in got)


def test_a_bucket_data_dir_shows_in_the_name_and_a_broken_config_does_not_break_it(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    root.mkdir()
    assert describe_target({"root": str(root), "data_dir": "s3://team-bucket/mem"}) == "ws@s3://team-bucket/mem"
    (root / "memspark.toml").write_text("[embed\n")
    assert describe_target({"root": str(root)}) == str(root)
