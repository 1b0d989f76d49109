"""Poll the OpenClaw gateway after a restart and report when it is healthy.

Used by oc-restart after an approved restart; rolls back if the gateway stays unhealthy.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

HEALTH_URL = "http://127.0.0.1:18789/health"
CONFIG = Path.home() / ".openclaw" / "openclaw.json"
BACKUP = CONFIG.with_suffix(".json.bak")


def healthy(timeout_s: float = 2.0) -> bool:
    try:
        with urllib.request.urlopen(HEALTH_URL, timeout=timeout_s) as resp:
            return resp.status == 200 and json.load(resp).get("ok") is True
    except (urllib.error.URLError, TimeoutError, ValueError):
        return False


def wait_healthy(deadline_s: float = 90.0, interval_s: float = 3.0) -> bool:
    end = time.monotonic() + deadline_s
    while time.monotonic() < end:
        if healthy():
            return True
        time.sleep(interval_s)
    return False


def restart() -> None:
    # launchd restarts the job; -k kills the running instance first.
    subprocess.run(["launchctl", "kickstart", "-k", "gui/501/ai.openclaw.gateway"], check=True)


def restart_with_rollback() -> bool:
    shutil.copy2(CONFIG, BACKUP)
    restart()
    if wait_healthy():
        return True
    shutil.copy2(BACKUP, CONFIG)  # roll back to the last known-good config
    restart()
    return wait_healthy()


if __name__ == "__main__":
    raise SystemExit(0 if restart_with_rollback() else 1)
