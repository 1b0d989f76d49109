#!/usr/bin/env bash
# Quick start, command 1: set up, index the bundled example workspace, answer example queries (embedded default, offline).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export MEMSPARK_DATA_DIR="${MEMSPARK_DATA_DIR:-$PWD/.memspark-demo}"
.venv/bin/memspark --root examples/workspace index
.venv/bin/memspark --root examples/workspace status
if .venv/bin/memspark search --help >/dev/null 2>&1; then
  .venv/bin/python - <<'PY'
import json, subprocess
for line in open("examples/queries.jsonl", encoding="utf-8"):
    q = json.loads(line)
    print(f"\n=== [{q['agent']}] {q['query']}")
    subprocess.run([".venv/bin/memspark", "--root", "examples/workspace", "search", q["query"], "--agent", q["agent"],
                    "--max-results", "3", "--min-score", "0"], check=True)
PY
fi
