"""``memory_reindex`` from a tool runs through the same orchestration path as ``memspark index``: the
background Prefect server of the data dir, never Prefect's own temporary server (which printed
"Starting temporary server", put its state in ``~/.prefect`` and raced the background server's
SQLite database into ``database is locked``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

MEMSPARK = [sys.executable, "-m", "memspark.cli"]


def _run(args: list[str], env: dict[str, str], timeout: float = 240) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*MEMSPARK, *args], env=env, capture_output=True, text=True, timeout=timeout)


@pytest.mark.slow
def test_tool_reindex_uses_the_running_background_server(tmp_path: Path) -> None:
    root, home = tmp_path / "agents", tmp_path / "home"
    (root / "workspace-meta" / "memory").mkdir(parents=True)
    home.mkdir()
    (root / "workspace-meta" / "memory" / "2026-03-01.md").write_text("# March\n\nThe GPU box moved to Hetzner.\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PREFECT_API", "MEMSPARK_"))}
    env.pop("PREFECT_HOME", None)
    env.update(HOME=str(home), MEMSPARK_OPS_PREFECT_SERVER="background", DO_NOT_TRACK="1")
    started = _run(["--root", str(root), "server", "start"], env)
    assert started.returncode == 0, started.stderr
    try:
        out = _run(["--root", str(root), "tool", "memory_reindex", "--agent", "meta", "--params", "{}"], env)
        assert out.returncode == 0, out.stderr[-3000:]
        assert "Starting temporary server" not in out.stderr + out.stdout
        assert "Traceback" not in out.stderr, out.stderr[-3000:]
        summary = json.loads(out.stdout)["summary"]
        assert summary["added"] >= 1 and summary["skipped"] == 0
        assert not (home / ".prefect").exists(), "Prefect state must live in the data dir, not ~/.prefect"
    finally:
        _run(["--root", str(root), "server", "stop"], env, timeout=60)
