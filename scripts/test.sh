#!/usr/bin/env bash
# Quick start, command 2: set up, lint (ruff), type-check (mypy) and run the whole test suite (what CI runs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/ruff check memspark memspark_eval flows tests bench
.venv/bin/python -m mypy  # memspark, memspark_eval and flows ([tool.mypy] in pyproject.toml); an error fails the script
exec .venv/bin/python -m pytest -q -p no:cacheprovider "$@"
