#!/usr/bin/env bash
# The production topology, run for real on one machine: flow runs in containers started by a Prefect
# Docker worker, a Prefect server on PostgreSQL, tables on an S3 bucket (moto_server).
#
#   bash scripts/e2e_containers.sh                   (needs a reachable Docker daemon: `docker info`)
#
# 1. base image   memspark-base:bookworm from Debian 12 packages (mmdebstrap | docker import): no Docker
#                 Hub needed. Skipped when the tag exists (MEMSPARK_E2E_BASE_IMAGE picks another base).
# 2. wheelhouse   every dependency of pyproject.toml, pinned to this venv's versions (pip wheel on the
#                 host, from the host's configured index), closed under the environment markers of the
#                 base image's Python (pip evaluates them for the host's). Cached by a key of the pins,
#                 pyproject and the target's marker environment.
# 3. image        `docker build --network none` of the repo-root Dockerfile with BASE_IMAGE and
#                 WHEELHOUSE build args (the air-gapped build); Docker's layer cache keeps reruns short.
# 4. services     PostgreSQL (temp dir), `prefect server` on it, moto_server as the bucket.
# 5. worker       a work pool from deployments/container/docker-work-pool.json and a Prefect Docker
#                 worker on it; deployments/container/prefect.yaml deployed with its build/push steps
#                 removed (the image is already local: a derived file, see below) and job variables
#                 for this machine: network_mode host (the containers reach the API and moto on
#                 127.0.0.1), the workspace bind-mounted read-only, auto_remove off (checked after).
# 6. runs         ingest (the mounted workspace), migrate, reembed (to multilingual-e5-small-q4, so the
#                 swap is real work), one after the other.
# 7. checks       each run COMPLETED in Postgres with its own container (infrastructure_pid = the
#                 container the worker started; one container per run, from the memspark image, exit 0,
#                 labelled with the run id); chunks.lance objects in the bucket; `memspark status` and
#                 `memspark search` on the host read what the containers wrote.
#
# Prints the seconds of each phase and writes them as JSON to $MEMSPARK_E2E_REPORT when set.
# Exit 0: passed; 1: a check failed; 3: a prerequisite is missing (Docker daemon, PostgreSQL,
# mmdebstrap when the base image must be built). Everything it starts (containers, worker, server,
# moto, postgres) is stopped and its temp dir removed on exit, also on failure; the images and the
# wheelhouse cache (MEMSPARK_E2E_CACHE, default ~/.cache/memspark-e2e) are kept for the next run.
# MEMSPARK_E2E_REUSE_IMAGE=1 skips step 3 when the image tag exists (faster, but it may hold older code).
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$PWD
PY="$REPO/.venv/bin/python"
[ -x "$PY" ] || { echo "no .venv: run scripts/setup.sh first" >&2; exit 3; }
BIN="$REPO/.venv/bin"

BASE_IMAGE="${MEMSPARK_E2E_BASE_IMAGE:-memspark-base:bookworm}"
IMAGE="${MEMSPARK_E2E_IMAGE:-memspark:e2e}"
CACHE="${MEMSPARK_E2E_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/memspark-e2e}"
POOL=memspark-docker-e2e
BUCKET=memspark-e2e
PREFIX=agents
REEMBED_MODEL=multilingual-e5-small-q4
RUN_TIMEOUT_S="${MEMSPARK_E2E_RUN_TIMEOUT_S:-900}"

need() { echo "prerequisite missing: $*" >&2; exit 3; }
docker info >/dev/null 2>&1 || need "a reachable Docker daemon (docker info failed)"
pg_bin() {
  for d in $(command -v initdb >/dev/null 2>&1 && dirname "$(readlink -f "$(command -v initdb)")") \
           /usr/lib/postgresql/*/bin; do
    [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ] && { echo "$d"; return 0; }
  done
  return 1
}
PGBIN=$(pg_bin) || need "PostgreSQL server binaries (apt-get install -y postgresql)"
[ -x "$BIN/moto_server" ] || need "moto_server (pip install -e '.[test]')"
"$PY" -c "import prefect_docker" 2>/dev/null || need "prefect-docker (pip install -e '.[test]')"

WORK=$(mktemp -d /tmp/memspark-e2e.XXXXXX)
chmod 755 "$WORK"
TAG=$(basename "$WORK")
echo "work dir: $WORK"
PGDATA="$WORK/pgdata"
PIDS=()
declare -A SECONDS_OF=()
ORDER=()
T0=$(date +%s.%N)
phase_start() { PHASE=$1; PHASE_T=$(date +%s.%N); echo "== $PHASE"; }
phase_end() {
  SECONDS_OF[$PHASE]=$(awk -v a="$PHASE_T" -v b="$(date +%s.%N)" 'BEGIN{printf "%.1f", b-a}')
  ORDER+=("$PHASE")
  echo "   $PHASE: ${SECONDS_OF[$PHASE]} s"
}
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
free_port() { "$PY" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
psql_q() { "$PGBIN/psql" -h 127.0.0.1 -p "$PGPORT" -U prefect -d prefect -At -F ' ' -c "$1"; }

cleanup() {
  local rc=$?
  set +e
  if [ "$rc" != 0 ]; then
    for f in worker.log server.log deploy.log moto.log; do
      [ -s "$WORK/$f" ] && { echo "---- $f (tail)" >&2; tail -40 "$WORK/$f" >&2; }
    done
  fi
  # the worker first (it may be creating a container), then the containers it started: only they
  # carry this run's label
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null; done
  for _ in $(seq 1 30); do
    alive=0
    for pid in "${PIDS[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && break
    sleep 1
  done
  for pid in "${PIDS[@]}"; do kill -9 "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; done
  docker ps -aq --filter "label=memspark.e2e=$TAG" | xargs -r docker rm -f >/dev/null 2>&1
  if [ "$rc" != 0 ]; then  # a create the killed worker had sent may still land: look again for a while
    for _ in 1 2 3 4 5 6; do
      sleep 15
      docker ps -aq --filter "label=memspark.e2e=$TAG" | xargs -r docker rm -f >/dev/null 2>&1
    done
  fi
  [ -d "$PGDATA" ] && as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -m fast stop >/dev/null 2>&1
  rm -rf "$WORK"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# ---- 1. base image -----------------------------------------------------------------------------------
phase_start base_image
if docker image inspect "$BASE_IMAGE" >/dev/null 2>&1; then
  echo "   $BASE_IMAGE exists: reused"
else
  command -v mmdebstrap >/dev/null || need "mmdebstrap (apt-get install -y mmdebstrap) to build $BASE_IMAGE"
  # python3 + venv (Debian 12: Python 3.11), CA certificates for https object stores, tzdata for schedules
  mmdebstrap --variant=minbase --include=python3,python3-venv,ca-certificates,tzdata bookworm - \
    | docker import --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
        --change 'ENV LANG=C.UTF-8' --change 'CMD ["python3"]' - "$BASE_IMAGE" >/dev/null
fi
phase_end

# ---- 2. wheelhouse -------------------------------------------------------------------------------------
phase_start wheelhouse
mkdir -p "$CACHE"
"$PY" - "$WORK/requirements.txt" "$WORK/constraints.txt" <<'EOF'
import subprocess, sys, tomllib
deps = tomllib.load(open("pyproject.toml", "rb"))["project"]["dependencies"]
build = tomllib.load(open("pyproject.toml", "rb"))["build-system"]["requires"]
open(sys.argv[1], "w").write("\n".join([*deps, *build]) + "\n")
# pin what the image gets to what this venv runs (the tested versions)
freeze = subprocess.run([sys.executable, "-m", "pip", "freeze", "--exclude-editable"], check=True,
                        capture_output=True, text=True).stdout
open(sys.argv[2], "w").write("".join(l + "\n" for l in freeze.splitlines() if "==" in l and not l.startswith("#")))
EOF
# environment markers are evaluated for the interpreter that installs: the base image's Python (Debian 12:
# 3.11.2, where e.g. redis needs async-timeout, which the host's 3.11.7 does not), not this venv's
docker run --rm --network none --entrypoint python3 "$BASE_IMAGE" -c 'import json, os, platform, sys
v = platform.python_version()
print(json.dumps({"implementation_name": sys.implementation.name, "implementation_version": v, "os_name": os.name,
  "platform_machine": platform.machine(), "platform_release": platform.release(), "platform_system": platform.system(),
  "platform_version": platform.version(), "python_full_version": v, "python_version": ".".join(v.split(".")[:2]),
  "platform_python_implementation": platform.python_implementation(), "sys_platform": sys.platform}))' \
  >"$WORK/target-env.json"
KEY=$(cat "$WORK/requirements.txt" "$WORK/constraints.txt" "$WORK/target-env.json" | sha256sum | cut -c1-16)
WHEELS="$CACHE/wheelhouse-$KEY"
if [ -f "$WHEELS/.complete" ]; then
  echo "   $WHEELS exists: reused"
else
  rm -rf "$WHEELS.tmp"
  reqs=(-r "$WORK/requirements.txt")
  for _ in 1 2 3 4 5; do  # pip resolves for this interpreter; add what the target's markers need, to closure
    "$PY" -m pip wheel -q --wheel-dir "$WHEELS.tmp" "${reqs[@]}" -c "$WORK/constraints.txt" \
      >>"$WORK/wheel.log" 2>&1 || { tail -30 "$WORK/wheel.log" >&2; exit 1; }
    "$PY" - "$WHEELS.tmp" "$WORK/target-env.json" "$WORK/requirements.txt" >"$WORK/missing.txt" <<'PYEOF'
import json, sys, zipfile
from pathlib import Path
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename
wheels, env = Path(sys.argv[1]), json.loads(Path(sys.argv[2]).read_text())
have = {parse_wheel_filename(w.name)[0] for w in wheels.glob("*.whl")}
reqs = [ln for ln in Path(sys.argv[3]).read_text().splitlines() if ln.strip()]
for w in wheels.glob("*.whl"):
    with zipfile.ZipFile(w) as z:
        meta = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        reqs += [ln.split(":", 1)[1].strip() for ln in z.read(meta).decode().splitlines() if ln.startswith("Requires-Dist:")]
missing = set()
for text in reqs:
    r = Requirement(text)
    if (r.marker is None or r.marker.evaluate({**env, "extra": ""})) and canonicalize_name(r.name) not in have:
        missing.add(f"{r.name}{r.specifier}")
if missing:
    print("\n".join(sorted(missing)))
PYEOF
    [ -s "$WORK/missing.txt" ] || break
    echo "   for the base image's Python also: $(paste -sd' ' "$WORK/missing.txt")"
    reqs=(-r "$WORK/missing.txt")
  done
  [ ! -s "$WORK/missing.txt" ] || { echo "wheelhouse not closed: $(cat "$WORK/missing.txt")" >&2; exit 1; }
  touch "$WHEELS.tmp/.complete"
  rm -rf "$WHEELS" && mv "$WHEELS.tmp" "$WHEELS"
  find "$CACHE" -maxdepth 1 -name 'wheelhouse-*' ! -name "wheelhouse-$KEY" -exec rm -rf {} +  # stale keys
fi
echo "   $(ls "$WHEELS"/*.whl | wc -l) wheels, $(du -sh "$WHEELS" | cut -f1)"
phase_end

# ---- 3. the memspark image -------------------------------------------------------------------------------
phase_start image_build
if [ "${MEMSPARK_E2E_REUSE_IMAGE:-0}" = 1 ] && docker image inspect "$IMAGE" >/dev/null 2>&1; then
  echo "   MEMSPARK_E2E_REUSE_IMAGE=1: $IMAGE exists, not rebuilt (it may hold older code)"
else
CTX="$WORK/context"
mkdir -p "$CTX"
cp -a Dockerfile .dockerignore pyproject.toml README.md prefect.yaml memspark flows deployments "$CTX/"
cp -al "$WHEELS" "$CTX/wheelhouse" 2>/dev/null || cp -a "$WHEELS" "$CTX/wheelhouse"
docker build --network none --force-rm --build-arg "BASE_IMAGE=$BASE_IMAGE" --build-arg WHEELHOUSE=wheelhouse \
  -t "$IMAGE" "$CTX" >"$WORK/build.log" 2>&1 || { tail -40 "$WORK/build.log" >&2; exit 1; }
rm -rf "$CTX"
fi
echo "   $IMAGE: $(docker image inspect -f '{{.Size}}' "$IMAGE" | awk '{printf "%.0f MB", $1/1e6}')"
# the image's own entry point, no worker: it must come up as the non-root user with the bundled model
[ "$(docker run --rm --network none --entrypoint id "$IMAGE" -u)" = 10001 ]
phase_end

# ---- 4. postgres, prefect server, bucket --------------------------------------------------------------
phase_start services
PGPORT=$(free_port); API_PORT=$(free_port); S3_PORT=$(free_port)
mkdir -p "$PGDATA"
[ "$(id -u)" = 0 ] && chown postgres "$PGDATA"
as_pg "$PGBIN/initdb" -D "$PGDATA" -U prefect --auth=trust >"$WORK/initdb.log" 2>&1
as_pg "$PGBIN/pg_ctl" -D "$PGDATA" -w -l "$PGDATA/server.log" \
  -o "-p $PGPORT -k $PGDATA -c listen_addresses=127.0.0.1" start >/dev/null
as_pg "$PGBIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U prefect prefect

export PREFECT_API_DATABASE_CONNECTION_URL="postgresql+asyncpg://prefect@127.0.0.1:$PGPORT/prefect"
export PREFECT_HOME="$WORK/prefect-home" DO_NOT_TRACK=1 PREFECT_SERVER_ANALYTICS_ENABLED=false
export PREFECT_API_URL="http://127.0.0.1:$API_PORT/api" PREFECT_LOGGING_LEVEL=WARNING
export PREFECT_WORKER_QUERY_SECONDS=2 PREFECT_WORKER_PREFETCH_SECONDS=5
# docker-py's 60 s default is too short where creating a container copies the image (the vfs storage
# driver: a 1.2 GB copy took over a minute here); prefect-docker reads this
export DOCKER_CLIENT_TIMEOUT="${DOCKER_CLIENT_TIMEOUT:-600}"
"$BIN/prefect" server start --host 127.0.0.1 --port "$API_PORT" >"$WORK/server.log" 2>&1 &
PIDS+=($!)
MOTO_CALL_RESET_API=false "$BIN/moto_server" -H 127.0.0.1 -p "$S3_PORT" >"$WORK/moto.log" 2>&1 &
PIDS+=($!)
export AWS_ENDPOINT_URL="http://127.0.0.1:$S3_PORT" AWS_REGION=us-east-1 AWS_ACCESS_KEY_ID=memspark-e2e \
  AWS_SECRET_ACCESS_KEY=memspark-e2e-secret AWS_ALLOW_HTTP=true
DATA_DIR="s3://$BUCKET/$PREFIX"
"$PY" - <<EOF
import time, boto3, httpx
s3 = boto3.client("s3")
deadline = time.monotonic() + 300
while True:
    try:
        httpx.get("$PREFECT_API_URL/health", timeout=2).raise_for_status()
        s3.create_bucket(Bucket="$BUCKET")
        break
    except Exception:
        if time.monotonic() > deadline:
            raise
        time.sleep(0.5)
EOF
echo "   postgres $("$PGBIN/postgres" --version | awk '{print $3}') :$PGPORT, prefect server :$API_PORT, moto :$S3_PORT"
phase_end

# ---- 5. work pool, worker, deployments ---------------------------------------------------------------
phase_start deploy
WS="$WORK/workspace"
mkdir -p "$WS/workspace-meta/memory" "$WS/workspace-ops/memory"
printf '# Memory\n\nThe gateway restart needs approval in the #ops Discord channel.\n' >"$WS/workspace-meta/MEMORY.md"
printf '# 2026-03-02\n\nRotated the SSH keys on the build box after the audit.\n' \
  >"$WS/workspace-meta/memory/2026-03-02.md"
printf '# 2026-03-03\n\nThe nightly backup job moved to the cold-storage bucket in Frankfurt.\n' \
  >"$WS/workspace-ops/memory/2026-03-03.md"
chmod -R a+rX "$WS"
"$BIN/prefect" work-pool create "$POOL" --type docker \
  --base-job-template deployments/container/docker-work-pool.json >/dev/null
# deployments/container/prefect.yaml minus its build/push steps (the image is local; `prefect deploy` has
# no flag to skip them), schedules paused (no cron/interval runs in the middle of the checks), and the
# job variables of this machine on the shared work-pool definition every deployment points at
"$PY" - "$WORK/prefect.yaml" <<EOF
import sys, yaml
doc = yaml.safe_load(open("deployments/container/prefect.yaml"))
doc["build"] = doc["push"] = None
jv = doc["definitions"]["work_pools"]["container"]["job_variables"]
jv.update(image="$IMAGE", image_pull_policy="Never", network_mode="host", auto_remove=False,
          volumes=["$WS:/workspace:ro"], labels={"memspark.e2e": "$TAG"})
jv["env"].update({k: v for k, v in {"AWS_ENDPOINT_URL": "$AWS_ENDPOINT_URL", "AWS_REGION": "$AWS_REGION",
    "AWS_ACCESS_KEY_ID": "$AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY": "$AWS_SECRET_ACCESS_KEY",
    "AWS_ALLOW_HTTP": "true"}.items()})
for dep in doc["deployments"]:
    dep["work_pool"] = doc["definitions"]["work_pools"]["container"]
    for s in dep.get("schedules") or []:
        s["active"] = False
    for t in dep.get("triggers") or []:
        t["enabled"] = False
yaml.safe_dump(doc, open(sys.argv[1], "w"), sort_keys=False)
EOF
MEMSPARK_WORK_POOL="$POOL" MEMSPARK_DATA_DIR="$DATA_DIR" \
  "$BIN/prefect" --no-prompt deploy --all --prefect-file "$WORK/prefect.yaml" >"$WORK/deploy.log" 2>&1 \
  || { cat "$WORK/deploy.log" >&2; exit 1; }
(cd "$WORK" && exec "$BIN/prefect" worker start --pool "$POOL" --type docker --name "e2e-$TAG") \
  >"$WORK/worker.log" 2>&1 &
PIDS+=($!)
phase_end

# ---- 6. runs -------------------------------------------------------------------------------------------
RUN_IDS=()
run_deployment() {  # run_deployment PHASE DEPLOYMENT [prefect deployment run options...]
  local name=$1 dep=$2 id state=""
  shift 2
  phase_start "$name"
  "$BIN/prefect" deployment run "$dep" "$@" >"$WORK/run-$name.log"
  id=$(grep -oE '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}' "$WORK/run-$name.log" | head -1)
  local deadline=$(( $(date +%s) + RUN_TIMEOUT_S ))
  while [ "$(date +%s)" -lt "$deadline" ]; do
    state=$(psql_q "select state_type from flow_run where id = '$id'")
    case "$state" in COMPLETED|FAILED|CRASHED|CANCELLED) break ;; esac
    sleep 2
  done
  echo "   flow run $id: ${state:-none}"
  [ "$state" = COMPLETED ] || { docker ps -a --filter "label=io.prefect.flow-run-id=$id" -q \
    | xargs -r docker logs 2>&1 | tail -40 >&2; exit 1; }
  RUN_IDS+=("$id")
  phase_end
}
run_deployment ingest_run memspark-ingest/ingest
run_deployment migrate_run memspark-migrate/migrate
# the reembed run's container gets another model: the flow embeds every row again and swaps the table
REEMBED_ENV=$("$PY" -c "import json, yaml; e = yaml.safe_load(open('$WORK/prefect.yaml'))['definitions']\
['work_pools']['container']['job_variables']['env']; e['MEMSPARK_DATA_DIR'] = '$DATA_DIR'; \
e['MEMSPARK_EMBED_MODEL'] = '$REEMBED_MODEL'; print('env=' + json.dumps(e))")
run_deployment reembed_run memspark-reembed/reembed --job-variable "$REEMBED_ENV"

# ---- 7. checks -------------------------------------------------------------------------------------------
phase_start checks
fail() { echo "FAIL: $*" >&2; exit 1; }
CONTAINERS=()
for id in "${RUN_IDS[@]}"; do
  # the run history as Postgres itself stores it, with the container the worker started for the run
  read -r name state infra <<<"$(psql_q "select name, state_type, infrastructure_pid from flow_run where id = '$id'")"
  [ "$state" = COMPLETED ] || fail "run $id is $state in postgres"
  logs=$(psql_q "select count(*) from log where flow_run_id = '$id'")
  [ "$logs" -gt 0 ] || fail "no logs of run $id in postgres"
  mapfile -t cids < <(docker ps -aq --no-trunc --filter "label=io.prefect.flow-run-id=$id")
  [ "${#cids[@]}" = 1 ] || fail "run $id: ${#cids[@]} containers, expected 1"
  cid=${cids[0]}
  [ "${infra##*:}" = "$cid" ] || fail "run $id: infrastructure_pid $infra is not its container $cid"
  read -r image exit_code user <<<"$(docker inspect -f '{{.Config.Image}} {{.State.ExitCode}} {{.Config.User}}' "$cid")"
  [ "$image" = "$IMAGE" ] && [ "$exit_code" = 0 ] && [ "$user" = 10001:10001 ] \
    || fail "run $id: container $cid image=$image exit=$exit_code user=$user"
  echo "   $name: COMPLETED in postgres ($logs log lines), container ${cid:0:12} ($image, exit 0, uid 10001)"
  CONTAINERS+=("$cid")
done
[ "$(printf '%s\n' "${CONTAINERS[@]}" | sort -u | wc -l)" = "${#RUN_IDS[@]}" ] || fail "runs shared a container"
[ "$(psql_q "select count(*) from deployment")" -ge 5 ] || fail "deployments missing in postgres"
# what the containers wrote, read on the host: objects in the bucket, then status and search
MEMSPARK_DATA_DIR="$DATA_DIR" MEMSPARK_ROOT="$WS" MEMSPARK_EMBED_MODEL="$REEMBED_MODEL" "$PY" - <<EOF || exit 1
import json, subprocess, sys, boto3
keys = [o["Key"] for p in boto3.client("s3").get_paginator("list_objects_v2").paginate(Bucket="$BUCKET", Prefix="$PREFIX/")
        for o in p.get("Contents", [])]
data = [k for k in keys if k.startswith("$PREFIX/chunks.lance/data/")]
print(f"   bucket: {len(keys)} objects under s3://$BUCKET/$PREFIX/, {len(data)} chunks.lance data files")
assert data, keys
memspark = ["$BIN/memspark"]
status = json.loads(subprocess.run([*memspark, "status", "--json"], check=True, capture_output=True, text=True).stdout)
print(f"   host status: files={status['files']} chunks={status['chunkCount']} model={status['model']}")
assert status["dataDir"] == "$DATA_DIR" and status["tableExists"] and status["files"] == 3, status
assert status["model"].startswith("local:$REEMBED_MODEL:"), "the table is not on the reembedded model"
for agent, query, path in (("meta", "who approves a gateway restart", "MEMORY.md"),
                           ("ops", "where do the nightly backups go", "memory/2026-03-03.md")):
    res = subprocess.run([*memspark, "search", query, "--agent", agent, "--json"], check=True,
                         capture_output=True, text=True)
    hits = json.loads(res.stdout)
    results = hits["results"]
    assert hits["model"] == "$REEMBED_MODEL" and results and results[0]["path"].endswith(path), (agent, query, results[:2])
    print(f"   host search ({agent}): {query!r} -> {results[0]['path']}")
EOF
phase_end

TOTAL=$(awk -v a="$T0" -v b="$(date +%s.%N)" 'BEGIN{printf "%.1f", b-a}')
echo "== seconds per phase (total $TOTAL s; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg))"
for p in "${ORDER[@]}"; do printf '   %-12s %6s\n' "$p" "${SECONDS_OF[$p]}"; done
if [ -n "${MEMSPARK_E2E_REPORT:-}" ]; then
  { printf '{"total_s": %s, "cores": %s, "load": "%s", "phases": {' "$TOTAL" "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)"
    sep=""; for p in "${ORDER[@]}"; do printf '%s"%s": %s' "$sep" "$p" "${SECONDS_OF[$p]}"; sep=", "; done
    printf '}, "flow_runs": %s}\n' "$(printf '"%s"\n' "${RUN_IDS[@]}" | paste -sd, | sed 's/^/[/; s/$/]/')"
  } >"$MEMSPARK_E2E_REPORT"
fi
echo "OK: ingest, migrate and reembed ran in their own containers (Docker worker, Postgres-backed server, S3 bucket)"
