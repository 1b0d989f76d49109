"""The fast lane (``pytest -m "not slow"``) never starts Prefect: every test needing the harness is slow."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _collected(*args: str) -> set[str]:
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--collect-only", *args],
                         cwd=REPO, capture_output=True, text=True, timeout=240)
    assert out.returncode in (0, 5), out.stdout + out.stderr  # 5: nothing collected
    return {line.split("[")[0] for line in out.stdout.splitlines() if "::" in line}


def test_tests_needing_the_prefect_harness_are_slow_and_the_rest_of_their_file_is_not() -> None:
    files = ("tests/test_ingest_flow.py", "tests/test_toolset_tools.py")  # harness for the whole file / one test
    fast = _collected("-m", "not slow", *files)
    assert not any(t.startswith("tests/test_ingest_flow.py") for t in fast)
    assert "tests/test_toolset_tools.py::test_reindex_one_path_runs_the_ingest_flow" not in fast
    assert any(t.startswith("tests/test_toolset_tools.py") for t in fast)  # its tests without Prefect stay fast
