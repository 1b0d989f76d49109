#!/usr/bin/env bash
# Quick start, command 2: set up and run the whole test suite (what CI runs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/ruff check memspark flows tests bench
exec .venv/bin/python -m pytest -q -p no:cacheprovider "$@"
