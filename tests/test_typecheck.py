"""The type checker is part of CI: scripts/test.sh runs mypy after ruff, and a type error stops it before pytest.

The real script runs in a scratch checkout: ``scripts/setup.sh`` is a no-op there, ``.venv/bin/ruff`` passes,
and ``.venv/bin/python`` is the real interpreter except that ``-m pytest`` only records that it ran. mypy
is the real one, with a ``[tool.mypy]`` section like the project's, over a one-module package.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GOOD = "def double(x: int) -> int:\n    return x * 2\n"
BAD = "def double(x: int) -> int:\n    return str(x) * 2\n"


def _executable(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    (tmp_path / "scripts").mkdir()
    (tmp_path / "scripts" / "test.sh").write_text((ROOT / "scripts" / "test.sh").read_text(encoding="utf-8"),
                                                  encoding="utf-8")
    (tmp_path / "scripts" / "setup.sh").write_text("#!/usr/bin/env bash\ntrue\n", encoding="utf-8")
    venv_bin = tmp_path / ".venv" / "bin"
    venv_bin.mkdir(parents=True)
    _executable(venv_bin / "ruff", "#!/usr/bin/env bash\nexit 0\n")
    _executable(venv_bin / "python",
                "#!/usr/bin/env bash\n"
                'if [ "${1:-}" = "-m" ] && [ "${2:-}" = "pytest" ]; then touch "$(dirname "$0")/../pytest-ran"; exit 0; fi\n'
                f'exec {sys.executable} "$@"\n')
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pyproject.toml").write_text(
        '[tool.mypy]\npython_version = "3.11"\nfiles = ["pkg"]\nwarn_unused_ignores = true\n', encoding="utf-8")
    return tmp_path


def _run(checkout: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MYPY_CACHE_DIR": str(checkout / ".mypy_cache")}
    return subprocess.run(["bash", "scripts/test.sh"], cwd=checkout, env=env, capture_output=True, text=True,
                          timeout=300)


def test_a_type_error_fails_the_ci_script_before_pytest(checkout: Path) -> None:
    (checkout / "pkg" / "__init__.py").write_text(BAD, encoding="utf-8")
    proc = _run(checkout)
    assert proc.returncode != 0
    assert "pkg/__init__.py:2: error" in proc.stdout
    assert not (checkout / ".venv" / "pytest-ran").exists()


def test_clean_types_let_the_ci_script_reach_pytest(checkout: Path) -> None:
    (checkout / "pkg" / "__init__.py").write_text(GOOD, encoding="utf-8")
    proc = _run(checkout)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert (checkout / ".venv" / "pytest-ran").exists()


def test_the_project_checks_the_package_the_flows_and_the_eval_plugin() -> None:
    with open(ROOT / "pyproject.toml", "rb") as f:
        meta = tomllib.load(f)
    mypy = meta["tool"]["mypy"]
    assert sorted(mypy["files"]) == ["flows", "memspark", "memspark_eval"]  # the eval plugin too
    assert mypy.get("ignore_missing_imports") is not True  # only per untyped third-party module
    assert any(dep.startswith("mypy") for dep in meta["project"]["optional-dependencies"]["test"])


@pytest.mark.slow
def test_the_package_and_the_flows_type_check_clean() -> None:
    proc = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-5000:] + proc.stderr[-2000:]
