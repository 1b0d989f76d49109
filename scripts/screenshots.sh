#!/usr/bin/env bash
# Reproducible Prefect UI screenshots for the README (docs/screenshots/*.png).
# Starts an isolated local Prefect server, runs memspark's flows (index twice, refresh, maintain)
# against a scratch copy of examples/workspace, then captures pages with headless Chromium.
# Needs: the repo's .venv and /usr/bin/chromium (apt-get install -y chromium).
# Usage: bash scripts/screenshots.sh          (PORT=4321 by default; output in docs/screenshots/)
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-4321}"
BASE="http://127.0.0.1:$PORT"
OUTDIR="docs/screenshots"
WORK="$(mktemp -d -t memspark-shots-XXXX)"
CHROMIUM="${CHROMIUM:-chromium}"
SIZE="${SIZE:-1440,900}"
BUDGET="${BUDGET:-15000}"
mkdir -p "$OUTDIR"

# Isolated Prefect home so the user's own Prefect profile/database is never touched; no telemetry.
export DO_NOT_TRACK=1 PREFECT_SERVER_ANALYTICS_ENABLED=false PREFECT_HOME="$WORK/prefect-home"
# The UI bundle is served with its API address baked in (default :4200); point it at this port.
export PREFECT_API_URL="$BASE/api" PREFECT_UI_API_URL="$BASE/api"
.venv/bin/prefect server start --host 127.0.0.1 --port "$PORT" >"$WORK/server.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true; wait $SERVER 2>/dev/null || true; rm -rf "$WORK"' EXIT
echo "== prefect server (pid $SERVER, log $WORK/server.log), waiting for $BASE/api/health"
for _ in $(seq 1 90); do
  curl -sf "$BASE/api/health" >/dev/null && break
  sleep 1
done
curl -sf "$BASE/api/health" >/dev/null || { cat "$WORK/server.log"; exit 1; }

cp -r examples/workspace "$WORK/ws"
MS=(.venv/bin/memspark --root "$WORK/ws" --data-dir "$WORK/data")
echo "== index (first run embeds everything)"; "${MS[@]}" index
echo "== index (second run: nothing changed, a no-op)"; "${MS[@]}" index
echo "== refresh"; "${MS[@]}" refresh
echo "== maintain"; "${MS[@]}" maintain

# The first ingest flow run (the one that embedded everything); fall back to the oldest run.
RUN_ID="$(curl -s -X POST "$BASE/api/flow_runs/filter" -H 'content-type: application/json' \
  -d '{"limit":50,"sort":"START_TIME_ASC"}' | .venv/bin/python -c '
import json, sys, urllib.request
runs = json.load(sys.stdin)
base = sys.argv[1]
def flow_name(fid):
    with urllib.request.urlopen(f"{base}/api/flows/{fid}") as r:
        return json.load(r)["name"]
ingest = [r for r in runs if "ingest" in flow_name(r["flow_id"])]
print((ingest or runs)[0]["id"])' "$BASE")"
echo "== ingest flow run: $RUN_ID"
# The ingest-summary table that first (non-trivial) run wrote, to show its content page.
ART_ID="$(curl -s -X POST "$BASE/api/artifacts/filter" -H 'content-type: application/json' \
  -d "{\"artifacts\":{\"key\":{\"any_\":[\"ingest-summary\"]},\"flow_run_id\":{\"any_\":[\"$RUN_ID\"]}},\"limit\":1}" \
  | .venv/bin/python -c 'import json,sys; print(json.load(sys.stdin)[0]["id"])')"
echo "== its ingest-summary artifact: $ART_ID"

shot() {  # shot FILE URL
  "$CHROMIUM" --headless=new --no-sandbox --disable-gpu --hide-scrollbars --window-size="$SIZE" \
    --run-all-compositor-stages-before-draw --virtual-time-budget="$BUDGET" \
    --screenshot="$OUTDIR/$1" "$2" >/dev/null 2>&1
  echo "   $OUTDIR/$1  <- $2 ($(stat -c %s "$OUTDIR/$1") bytes)"
}
echo "== screenshots"
SIZE="${RUNS_SIZE:-1440,1250}" shot runs.png "$BASE/runs"   # taller: all four runs in view
shot ingest-flow-run.png "$BASE/runs/flow-run/$RUN_ID"
shot artifacts.png "$BASE/artifacts"
shot ingest-summary-artifact.png "$BASE/artifacts/key/ingest-summary"
shot ingest-summary-table.png "$BASE/artifacts/artifact/$ART_ID"
