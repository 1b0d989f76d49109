#!/usr/bin/env bash
# A Postgres-backed Prefect server, tried for real: start Debian's PostgreSQL in a temp dir, point
# PREFECT_API_DATABASE_CONNECTION_URL at it (asyncpg ships with Prefect), start `prefect server`, deploy
# deployments/ingest.yaml on a process pool, run it with a worker and check the run in Postgres itself.
#
#   bash scripts/postgres_prefect.sh [WORKSPACE_ROOT]     (default: a two-file temp workspace)
#
# Needs the PostgreSQL server binaries (`apt-get install -y postgresql`); exits 3 without them.
# Everything it starts (postgres, prefect server, worker) is stopped and its temp dir removed on exit.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$PWD
PY="$REPO/.venv/bin/python"
[ -x "$PY" ] || { bash scripts/setup.sh; }

pg_bin() {
  for d in $(command -v initdb >/dev/null 2>&1 && dirname "$(readlink -f "$(command -v initdb)")") \
           /usr/lib/postgresql/*/bin; do
    [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ] && { echo "$d"; return 0; }
  done
  return 1
}
PGBIN=$(pg_bin) || { echo "PostgreSQL server binaries not found: apt-get install -y postgresql" >&2; exit 3; }

WORK=$(mktemp -d /tmp/memspark-pg.XXXXXX)
chmod 755 "$WORK"
PGDATA="$WORK/pgdata"
free_port() { "$PY" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
PGPORT=$(free_port)
API_PORT=$(free_port)
PIDS=()

# initdb and postgres refuse to run as root: run them as the `postgres` user then
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

mkdir -p "$PGDATA"
[ "$(id -u)" = 0 ] && chown postgres "$PGDATA"
as_pg "$PGBIN/initdb" -D "$PGDATA" -U prefect --auth=trust >"$WORK/initdb.log" 2>&1
as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -w -l "$PGDATA/server.log" \
  -o "-p $PGPORT -k $PGDATA -c listen_addresses=127.0.0.1" start >/dev/null
as_pg "$PGBIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U prefect prefect
echo "postgres $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PGPORT"

export PREFECT_API_DATABASE_CONNECTION_URL="postgresql+asyncpg://prefect@127.0.0.1:$PGPORT/prefect"
export PREFECT_HOME="$WORK/prefect-home" DO_NOT_TRACK=1 PREFECT_SERVER_ANALYTICS_ENABLED=false
export PREFECT_API_URL="http://127.0.0.1:$API_PORT/api" PREFECT_LOGGING_LEVEL=WARNING
export PREFECT_WORKER_QUERY_SECONDS=1

ROOT="${1:-$WORK/workspace}"
if [ -z "${1:-}" ]; then
  mkdir -p "$ROOT/workspace-meta/memory"
  printf '# Memory\n\nThe gateway restart needs approval in Discord.\n' >"$ROOT/workspace-meta/MEMORY.md"
  printf '# 2026-03-02\n\nRotated the SSH keys on the build box.\n' >"$ROOT/workspace-meta/memory/2026-03-02.md"
fi
export MEMSPARK_REPO="$REPO" MEMSPARK_ROOT="$ROOT" MEMSPARK_DATA_DIR="$WORK/data"

"$PY" -m prefect server start --host 127.0.0.1 --port "$API_PORT" >"$WORK/server.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 1 240); do
  "$PY" -c "import httpx,sys; sys.exit(httpx.get('$PREFECT_API_URL/health', timeout=1).status_code != 200)" \
    2>/dev/null && break
  sleep 0.5
done
"$PY" -c "import httpx; httpx.get('$PREFECT_API_URL/health', timeout=2).raise_for_status()" \
  || { tail -30 "$WORK/server.log" >&2; exit 1; }
echo "prefect server on $PREFECT_API_URL (database: postgres)"

"$PY" -m prefect work-pool create memspark-process --type process >/dev/null
"$PY" -m prefect --no-prompt deploy --all --prefect-file deployments/ingest.yaml >"$WORK/deploy.log" 2>&1 \
  || { cat "$WORK/deploy.log" >&2; exit 1; }
"$PY" -m prefect deployment run memspark-ingest/ingest >"$WORK/run.log"
RUN_ID=$(grep -oE '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}' "$WORK/run.log" | head -1)
"$PY" -m prefect worker start --pool memspark-process --type process --run-once >"$WORK/worker.log" 2>&1 \
  || { tail -40 "$WORK/worker.log" >&2; exit 1; }

# the run as Postgres itself stores it (not what the API says about it)
ROW=$("$PGBIN/psql" -h 127.0.0.1 -p "$PGPORT" -U prefect -d prefect -At -F ' ' -c \
  "select fr.name, fr.state_type from flow_run fr where fr.id = '$RUN_ID'")
echo "flow run in postgres: $ROW"
"$PY" -m memspark.cli status --json
case "$ROW" in
  *" COMPLETED") echo "OK: ingest deployment ran end to end on a Postgres-backed Prefect server" ;;
  *) tail -40 "$WORK/worker.log" >&2; exit 1 ;;
esac
