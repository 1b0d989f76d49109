"""A Postgres-backed Prefect server, for real: scripts/postgres_prefect.sh starts Debian's PostgreSQL,
a Prefect server on it and a process worker, and runs the ingest deployment end to end.

Marked slow (≈ 1 min); skipped where the PostgreSQL server binaries are not installed
(`apt-get install -y postgresql` to run it) — except in CI: `.ci/run` installs them and sets
``MEMSPARK_REQUIRE_POSTGRES``, under which a missing install fails the test instead of skipping it.
"""

from __future__ import annotations

import glob
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
HAVE_POSTGRES = bool(shutil.which("initdb") or glob.glob("/usr/lib/postgresql/*/bin/initdb"))


REQUIRED = os.environ.get("MEMSPARK_REQUIRE_POSTGRES") == "1"


@pytest.mark.slow
@pytest.mark.skipif(not HAVE_POSTGRES and not REQUIRED,
                    reason="PostgreSQL server binaries not installed (apt-get install -y postgresql)")
def test_ingest_deployment_runs_on_a_postgres_backed_server(tmp_path: Path) -> None:
    assert HAVE_POSTGRES, "CI requires PostgreSQL (MEMSPARK_REQUIRE_POSTGRES=1) and .ci/run could not install it"
    root = tmp_path / "agents"
    (root / "workspace-meta").mkdir(parents=True)
    (root / "workspace-meta" / "MEMORY.md").write_text("# Memory\n\nBackups rotate every Sunday at 02:00.\n")
    (root / "workspace-dev").mkdir()
    (root / "workspace-dev" / "TOOLS.md").write_text("# Tools\n\nThe build box is reached over Tailscale.\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PREFECT_", "MEMSPARK_"))}
    res = subprocess.run(["bash", str(REPO / "scripts" / "postgres_prefect.sh"), str(root)], env=env,
                         capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-3000:]
    lines = res.stdout.splitlines()
    assert "flow run in postgres: ingest-all-scan COMPLETED" in lines
    status = json.loads(next(ln for ln in lines if ln.startswith("{")))
    assert status["files"] == 2 and status["filesByAgent"] == {"dev": 1, "meta": 1} and status["root"] == str(root)
