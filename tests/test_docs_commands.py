"""Every shell block marked ``<!-- runnable -->`` in the README and docs/ runs as written.

The blocks use ``~/agents`` as the workspace root: each runs in a fresh ``$HOME`` (a temp dir), from the
repository root, with the project's ``.venv/bin`` first on ``PATH`` — the way a new user types them after
``bash scripts/setup.sh``. A block is one bash script (``set -euo pipefail``): any command that fails fails
the test with its output.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
MARK = re.compile(r"<!-- runnable -->\s*```(?:bash|sh|console)\n(.*?)```", re.DOTALL)


def runnable_blocks() -> list[tuple[str, str]]:
    out = []
    for page in PAGES:
        for i, body in enumerate(MARK.findall(page.read_text(encoding="utf-8"))):
            out.append((f"{page.relative_to(ROOT)}#{i + 1}", body))
    return out


def test_the_readme_tour_is_marked_runnable() -> None:
    assert any(name.startswith("README.md") for name, _ in runnable_blocks())


@pytest.mark.slow
@pytest.mark.parametrize(("name", "body"), runnable_blocks(), ids=[n for n, _ in runnable_blocks()])
def test_runnable_block_runs_as_written(name: str, body: str, tmp_path: Path) -> None:
    venv_bin = Path(sys.executable).parent
    env = {**os.environ, "HOME": str(tmp_path), "PATH": f"{venv_bin}{os.pathsep}{os.environ.get('PATH', '')}",
           "MEMSPARK_OPS_PREFECT_SERVER": "ephemeral"}
    env.pop("MEMSPARK_DATA_DIR", None)
    proc = subprocess.run(["bash", "-c", "set -euo pipefail\n" + body], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=280)
    assert proc.returncode == 0, f"{name} failed (rc {proc.returncode}):\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    assert "Traceback" not in proc.stderr, proc.stderr[-3000:]
