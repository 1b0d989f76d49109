#!/usr/bin/env bash
# Operations demo on a scratch copy of the example workspace (offline, one machine):
#   1. migrate an old-schema table     2. refresh metadata (no re-embedding)
#   3. re-embed to another model (shadow table, atomic swap, tagged pre-swap version)
#   4. maintenance (compaction, version cleanup, index upkeep)
#   5. the local stack: prefect server + process worker + deployments + the watcher in events mode;
#      a saved file becomes a flow run in the UI and a searchable chunk.
# Usage: bash scripts/demo_ops.sh [--no-serve]     (UI: http://127.0.0.1:${PORT:-4260})
set -euo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python
MS=(.venv/bin/python -m memspark.cli)
WORK="$(mktemp -d -t memspark-ops-XXXX)"
PORT="${PORT:-4260}"
export DO_NOT_TRACK=1 PREFECT_SERVER_ANALYTICS_ENABLED=false PREFECT_HOME="$WORK/prefect-home"
cp -r examples/workspace "$WORK/ws"
ROOT="$WORK/ws"
printf '[ops]\nserver_port = %s\n' "$PORT" > "$ROOT/memspark.toml"
echo "== workspace: $ROOT"

echo "== 1. an old table: columns dropped by hand, then 'memspark migrate'"
"${MS[@]}" --root "$ROOT" index >/dev/null
$PY - "$ROOT/.memspark" <<'PYEOF'
import sys, lancedb
lancedb.connect(sys.argv[1]).open_table("chunks").drop_columns(["category", "evergreen", "schema_version"])
print("   dropped category, evergreen, schema_version (as an older memspark wrote it)")
PYEOF
"${MS[@]}" --root "$ROOT" migrate --list
"${MS[@]}" --root "$ROOT" migrate --dry-run
"${MS[@]}" --root "$ROOT" migrate

echo "== 2. touch a note back 10 days, then 'memspark refresh' (dates move, vectors do not)"
note="$(ls "$ROOT"/workspace-*/memory/*.md 2>/dev/null | grep -v '/[0-9]\{4\}-' | head -1 || true)"
[ -n "$note" ] && touch -d '10 days ago' "$note"
"${MS[@]}" --root "$ROOT" refresh

echo "== 3. model change: 'memspark reembed --dry-run', then re-embed"
export MEMSPARK_EMBED_MODEL=multilingual-e5-small-q4
"${MS[@]}" --root "$ROOT" reembed --dry-run
"${MS[@]}" --root "$ROOT" reembed
unset MEMSPARK_EMBED_MODEL
echo "   (back to the default model)"; "${MS[@]}" --root "$ROOT" reembed

echo "== 4. maintenance"
"${MS[@]}" --root "$ROOT" maintain --retention-s 1
# steps 1-4 reused one background Prefect server (started by the first command); stop it now
"${MS[@]}" --root "$ROOT" server stop

if [ "${1:-}" = "--no-serve" ]; then exit 0; fi
echo "== 5. the local stack (Ctrl-C stops it); UI at http://127.0.0.1:$PORT"
"${MS[@]}" --root "$ROOT" serve &
SERVE=$!
trap 'kill $SERVE 2>/dev/null || true; wait $SERVE 2>/dev/null || true' EXIT
until "${MS[@]}" --root "$ROOT" serve --check >/dev/null 2>&1; do sleep 2; done
"${MS[@]}" --root "$ROOT" serve --check
agent_dir="$(ls -d "$ROOT"/workspace-* | head -1)"
echo "The quasarfrost deploy finished." > "$agent_dir/memory/$(date +%F)-demo.md"
echo "   saved a note; waiting for the event-triggered ingest run..."
until $PY - "$ROOT" <<'PYEOF'
import sys
from memspark.config import load_config
from memspark.storage import LanceStore, SearchOptions
cfg = load_config(root=sys.argv[1])
hits = LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None).fts_search("quasarfrost", SearchOptions())
sys.exit(0 if hits else 1)
PYEOF
do sleep 2; done
echo "   searchable. Flow runs: http://127.0.0.1:$PORT/runs  (Ctrl-C to stop)"
wait $SERVE
