"""The lifeline keeps `memspark serve`'s server and worker from outliving it: real processes, real signals."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from memspark.ops.lifeline import spawn_tied

REPO = Path(__file__).resolve().parents[1]
SLEEPER = "import os, sys, time; open(sys.argv[1], 'w').write(str(os.getpid())); time.sleep(120)"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    try:  # a zombie nobody has reaped yet is gone too
        return stat.read_text().split(") ", 1)[1][0] != "Z"
    except (OSError, IndexError):
        return True


def _wait_for(path: Path, timeout_s: float = 20.0) -> int:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if path.exists() and path.read_text():
            return int(path.read_text())
        time.sleep(0.05)
    raise AssertionError(f"{path} was never written")


def test_the_command_exits_with_its_own_status() -> None:
    proc = spawn_tied([sys.executable, "-c", "import sys; sys.exit(3)"])
    assert proc.wait(30) == 3
    assert proc.stdin is not None
    proc.stdin.close()


def test_the_command_dies_when_its_parent_is_killed_with_sigkill(tmp_path: Path) -> None:
    pid_file = tmp_path / "sleeper.pid"
    parent_code = textwrap.dedent(f"""
        import sys, time
        from memspark.ops.lifeline import spawn_tied
        proc = spawn_tied([sys.executable, "-c", {SLEEPER!r}, {str(pid_file)!r}])
        print(proc.pid, flush=True)
        time.sleep(120)
    """)
    parent = subprocess.Popen([sys.executable, "-c", parent_code], cwd=str(REPO), stdout=subprocess.PIPE,
                              env={**os.environ, "PYTHONPATH": str(REPO)})
    lifeline = 0
    try:
        assert parent.stdout is not None
        lifeline = int(parent.stdout.readline())
        sleeper = _wait_for(pid_file)
        assert _alive(sleeper) and _alive(lifeline)
        parent.kill()  # SIGKILL: no handler, no cleanup in the parent
        parent.wait(10)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and (_alive(sleeper) or _alive(lifeline)):
            time.sleep(0.1)
        assert not _alive(sleeper), "the command outlived its parent"
        assert not _alive(lifeline)
    finally:
        if parent.poll() is None:
            parent.kill()
        if lifeline and _alive(lifeline):
            os.killpg(lifeline, signal.SIGKILL)


def test_a_group_sigterm_stops_the_command_and_the_lifeline_reports_its_exit(tmp_path: Path) -> None:
    """What Stack.close does: SIGTERM to the lifeline's group reaches the command, and the lifeline exits
    when the command has."""
    pid_file = tmp_path / "sleeper.pid"
    proc = spawn_tied([sys.executable, "-c", SLEEPER, str(pid_file)])
    try:
        sleeper = _wait_for(pid_file)
        os.killpg(proc.pid, signal.SIGTERM)
        assert proc.wait(15) == -signal.SIGTERM  # the command's status: killed by SIGTERM
        assert not _alive(sleeper)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
        assert proc.stdin is not None
        proc.stdin.close()


def test_usage_without_a_command() -> None:
    res = subprocess.run([sys.executable, "-m", "memspark.ops.lifeline", "--"], cwd=str(REPO), capture_output=True,
                         text=True, stdin=subprocess.DEVNULL, timeout=60)
    assert res.returncode == 2 and "usage" in res.stderr


pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups")
