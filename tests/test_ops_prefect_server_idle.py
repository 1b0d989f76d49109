"""The background Prefect server's idle clock starts when it answers, not when its process starts.

Loading Prefect's app takes seconds (tens on a loaded machine); counting them stopped a server whose
``ops.server_idle_s`` was shorter than its start before it ever answered, and ``memspark server start``
failed after two tries. The real server process runs here, with an idle time far below any start time.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from memspark.ops.prefect_server import ensure_state_dir, healthy, prefect_home, server_env, state_dir


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.slow
def test_a_short_idle_server_answers_then_stops_by_itself(tmp_path: Path) -> None:
    data = tmp_path / "data"
    sdir = ensure_state_dir(data)
    home = prefect_home(data)
    port = _free_port()
    url = f"http://127.0.0.1:{port}/api"
    args = [sys.executable, "-m", "memspark.ops.prefect_server", "--data-dir", str(data), "--port", str(port),
            "--idle-s", "0.5", "--home", str(home)]
    with open(sdir / "server.log", "ab") as log:
        proc = subprocess.Popen(args, env=server_env(home, temporary=False), stdout=log, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        answered = False
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline and proc.poll() is None and not answered:
            answered = healthy(url, timeout_s=2.0)
            time.sleep(0.1)
        log_text = (sdir / "server.log").read_text(encoding="utf-8", errors="replace")[-2000:]
        assert answered, f"the server stopped (rc {proc.poll()}) before it answered:\n{log_text}"
        assert json.loads((state_dir(data) / "server.json").read_text(encoding="utf-8"))["pid"] == proc.pid
        assert proc.wait(timeout=120) == 0  # idle past 0.5 s once serving: it stops itself
        assert "stopping" in (sdir / "server.log").read_text(encoding="utf-8", errors="replace")
        assert not (state_dir(data) / "server.json").exists()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
