"""scripts/setup.sh reinstalls when pyproject's install tables change ([project], [build-system],
[tool.setuptools]), and only then.

The real script runs in a copy of the repository layout whose ``.venv/bin/python`` is a wrapper: ``-m pip``
calls are recorded instead of run (no network, no change to the project's venv), everything else is the
real interpreter (the script hashes pyproject.toml with it).
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    (tmp_path / "scripts").mkdir()
    shutil.copy(ROOT / "scripts" / "setup.sh", tmp_path / "scripts" / "setup.sh")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    venv_bin = tmp_path / ".venv" / "bin"
    venv_bin.mkdir(parents=True)
    wrapper = venv_bin / "python"
    wrapper.write_text(
        "#!/usr/bin/env bash\n"
        'if [ "${1:-}" = "-m" ] && [ "${2:-}" = "pip" ]; then echo "$*" >> "$(dirname "$0")/../pip.log"; exit 0; fi\n'
        f'exec {sys.executable} "$@"\n', encoding="utf-8")
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IXUSR)
    return tmp_path


def _setup(checkout: Path) -> list[str]:
    """Run setup.sh; the pip commands it ran this time."""
    log = checkout / ".venv" / "pip.log"
    log.unlink(missing_ok=True)
    proc = subprocess.run(["bash", "scripts/setup.sh"], cwd=checkout, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return log.read_text(encoding="utf-8").splitlines() if log.exists() else []


def test_a_venv_stamped_before_the_hash_is_reinstalled_once(checkout: Path) -> None:
    stamp = checkout / ".venv" / ".memspark-installed"
    stamp.touch()  # what the old script left: an empty stamp, newer than pyproject.toml
    assert any("install" in c and ".[test]" in c for c in _setup(checkout))
    assert len(stamp.read_text(encoding="utf-8").strip()) == 64  # the sha256 it installed for
    assert _setup(checkout) == []


def test_only_a_change_to_the_project_tables_reinstalls(checkout: Path) -> None:
    _setup(checkout)
    pyproject = checkout / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    future = pyproject.stat().st_mtime + 100
    os.utime(pyproject, (future, future))  # newer than the stamp, same content (a checkout): nothing to do
    assert _setup(checkout) == []
    pyproject.write_text(text.replace("[tool.mypy]", "[tool.mypy]\nstrict_optional = true"), encoding="utf-8")
    assert _setup(checkout) == []  # a tool setting is not an install input
    pyproject.write_text(text.replace('"pytest>=8",', '"pytest>=8",\n    "hypothesis>=6",'), encoding="utf-8")
    assert any("install" in c and ".[test]" in c for c in _setup(checkout))  # a new test extra: installed


@pytest.mark.parametrize(("table", "added"), [
    ("[tool.setuptools.package-data]", '\nmemspark_eval = ["*.json"]'),
    ("[tool.setuptools.packages.find]", '\nexclude = ["flows.drafts"]')])
def test_a_change_to_what_setuptools_packages_reinstalls(checkout: Path, table: str, added: str) -> None:
    _setup(checkout)
    pyproject = checkout / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    assert table in text
    pyproject.write_text(text.replace(table, table + added), encoding="utf-8")
    assert any("install" in c and ".[test]" in c for c in _setup(checkout))
    assert _setup(checkout) == []
