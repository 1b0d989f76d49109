#!/usr/bin/env bash
# Create .venv (if needed) and install memspark with its test extras. Needs only python3 (>= 3.11).
# The stamp records a hash of pyproject.toml's [project], [build-system] and [tool.setuptools] tables
# (dependencies, extras, entry points, the packages and package data installed): a venv installed before
# they changed (a new test tool, a new dependency, a new package) is brought up to date by the next run,
# whatever the file's mtime after a checkout.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
stamp=.venv/.memspark-installed
want="$(.venv/bin/python - <<'PYEOF'
import hashlib
import json
import tomllib

with open("pyproject.toml", "rb") as f:
    meta = tomllib.load(f)
key = {"project": meta.get("project"), "build-system": meta.get("build-system"),
       "tool.setuptools": meta.get("tool", {}).get("setuptools")}
print(hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest())
PYEOF
)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -e ".[test]"
  printf '%s\n' "$want" > "$stamp"
fi
