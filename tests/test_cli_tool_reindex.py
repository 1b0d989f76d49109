"""``memspark tool memory_reindex`` runs its flow as ``index`` does: its JSON summary on stdout, and none of
Prefect's run lines on the terminal unless ``--debug``."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from tests.test_cli_first_hour import cli, env, workspace

PREFECT_LINE = re.compile(r"\|\s*INFO\s*\|")


@pytest.fixture
def api_url(prefect_harness: None) -> str:
    from prefect.settings import PREFECT_API_URL

    return str(PREFECT_API_URL.value())


@pytest.mark.timeout(600)  # two flow runs from fresh processes on a loaded box
@pytest.mark.slow
def test_memory_reindex_prints_its_summary_not_prefects_run_lines(tmp_path: Path, api_url: str) -> None:
    root = workspace(tmp_path / "ws")
    argv = cli("--root", str(root), "--data-dir", str(tmp_path / "data"), "tool", "memory_reindex", "--agent", "meta")
    run_env = env(PREFECT_API_URL=api_url, PREFECT_LOGGING_LEVEL="INFO")  # a user's default level
    res = subprocess.run(argv, capture_output=True, text=True, env=run_env, timeout=300)
    assert res.returncode == 0, res.stderr[-3000:]
    assert json.loads(res.stdout)["summary"]["added"] == 2
    assert not PREFECT_LINE.search(res.stderr), res.stderr[-3000:]
    res = subprocess.run([*argv, "--debug"], capture_output=True, text=True, env=run_env, timeout=300)
    assert res.returncode == 0, res.stderr[-3000:]
    assert json.loads(res.stdout)["summary"]["unchanged"] == 2
    assert PREFECT_LINE.search(res.stderr)  # --debug still shows them: the check above can see them
