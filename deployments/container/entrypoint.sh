#!/bin/sh
# The memspark image's entry point. A Docker or Kubernetes worker starts the container with its own
# command (`prefect flow-run execute`); with none, the image reports the table it is configured for.
# Everything comes from the environment the work pool gives the container: MEMSPARK_ROOT (the
# mounted workspace), MEMSPARK_DATA_DIR (s3://bucket/prefix), AWS_* or MEMSPARK_STORAGE_OPTIONS,
# PREFECT_API_URL (the server).
set -eu
export MEMSPARK_ROOT="${MEMSPARK_ROOT:-/workspace}"
export DO_NOT_TRACK="${DO_NOT_TRACK:-1}"
# a read-only root filesystem (Kubernetes securityContext) leaves only /tmp writable
if ! mkdir -p "${PREFECT_HOME:-$HOME/.prefect}" 2>/dev/null; then
  export PREFECT_HOME="${TMPDIR:-/tmp}/prefect"
  mkdir -p "$PREFECT_HOME"
fi
if [ "$#" -eq 0 ]; then
  set -- memspark status --json
fi
exec "$@"
