#!/usr/bin/env bash
# Quick start, command 1: set up, index the bundled example workspace, answer example queries (embedded default, offline).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export MEMSPARK_DATA_DIR="${MEMSPARK_DATA_DIR:-$PWD/.memspark-demo}"
# the first write command starts a background Prefect server (state in $MEMSPARK_DATA_DIR/prefect/);
# stop it when the demo ends so nothing keeps running
trap '.venv/bin/memspark --root examples/workspace server stop >/dev/null 2>&1 || true' EXIT
.venv/bin/memspark --root examples/workspace index
.venv/bin/memspark --root examples/workspace status
# every example query in one process (the model loads once); "today" is 2026-04-03 in the example notes
batch="$(mktemp)"
.venv/bin/python - "$batch" <<'PY'
import json, sys
with open("examples/queries.jsonl", encoding="utf-8") as src, open(sys.argv[1], "w", encoding="utf-8") as out:
    for line in src:
        q = json.loads(line)
        out.write(json.dumps({**q, "maxResults": 3, "minScore": 0.5, "now": "2026-04-03"}) + "\n")
PY
.venv/bin/memspark --root examples/workspace search --batch "$batch" --json | .venv/bin/python scripts/show_results.py "$batch"
.venv/bin/memspark --root examples/workspace recall "How does the gateway restart process work?" --agent meta --now 2026-04-03
rm -f "$batch"
