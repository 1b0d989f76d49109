"""Wall time of everyday `memspark` commands on the example workspace, next to the work each reports.

    python bench/cli_latency.py [--runs 3]

Each command is a fresh subprocess (what a person types). Measured, in order:

- ``memspark --help`` (target ≤ 0.5 s);
- ``memspark status`` and a one-shot ``memspark search`` (target ≤ 2.5 s);
- the first ``memspark index`` into a fresh data dir (starts the background Prefect server, embeds);
- a no-op ``memspark index`` right after it (the server is running: target ≤ 3 s), ``--runs`` times;
- after ``memspark server stop``: a no-op ``index`` that has to start a server again, then the
  second no-op ``index`` right after it (target ≤ 3 s);
- a no-op ``memspark --ephemeral index`` (a temporary server per command: the old path).

The load average is recorded before and after: the machine is shared. Writes
``bench/results/cli_latency.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench._common import write_result  # noqa: E402

WORKSPACE = REPO / "examples" / "workspace"
TARGETS = {"help": 0.5, "search": 2.5, "noop_index_running_server": 3.0, "second_noop_index_after_start": 3.0}


def load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def run(root: Path, data: Path, *args: str) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    for key in ("PREFECT_API_URL", "MEMSPARK_OPS_PREFECT_SERVER", "MEMSPARK_CONFIG"):
        env.pop(key, None)
    cmd = [sys.executable, "-m", "memspark.cli", "--root", str(root), "--data-dir", str(data), *args]
    t0 = time.perf_counter()
    res = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
    wall = time.perf_counter() - t0
    if res.returncode != 0:
        raise SystemExit(f"{' '.join(args)} failed ({res.returncode}): {res.stderr[-2000:]}")
    out: dict[str, Any] = {"command": "memspark " + " ".join(args), "wall_s": round(wall, 3)}
    if "--json" in args and "index" in args:
        summary = json.loads(res.stdout.strip().splitlines()[-1])
        out["work_s"] = summary["seconds"]  # what the flow itself reports
        out["chunks_embedded"] = summary["chunks_embedded"]
        out["unchanged"] = summary["unchanged"]
    elif "--json" in args and args[0] == "search":
        out["results"] = len(json.loads(res.stdout)["results"])
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3, help="repeats of the quick commands (default 3)")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="memspark-cli-bench-"))
    root, data = tmp / "ws", tmp / "data"
    shutil.copytree(WORKSPACE, root)
    result: dict[str, Any] = {"machine_cores": os.cpu_count(), "load_before": load(), "targets_s": TARGETS}
    try:
        result["help"] = [run(root, data, "--help") for _ in range(args.runs)]
        result["first_index_starts_server"] = run(root, data, "index", "--json")
        result["noop_index_running_server"] = [run(root, data, "index", "--json") for _ in range(args.runs)]
        result["status"] = [run(root, data, "status", "--json") for _ in range(args.runs)]
        query = ("search", "How does the gateway restart process work?", "--agent", "meta", "--now", "2026-04-03",
                 "--json")
        result["search"] = [run(root, data, *query) for _ in range(args.runs)]
        run(root, data, "server", "stop")
        result["noop_index_starting_server"] = run(root, data, "index", "--json")
        result["second_noop_index_after_start"] = run(root, data, "index", "--json")
        run(root, data, "server", "stop")
        result["noop_index_ephemeral"] = run(root, data, "--ephemeral", "index", "--json")
    finally:
        run(root, data, "server", "stop")
        shutil.rmtree(tmp, ignore_errors=True)
    result["load_after"] = load()

    def best(key: str) -> float:
        v = result[key]
        return min(r["wall_s"] for r in v) if isinstance(v, list) else v["wall_s"]

    result["summary_best_wall_s"] = {k: best(k) for k in ("help", "status", "search", "first_index_starts_server",
                                                          "noop_index_running_server", "noop_index_starting_server",
                                                          "second_noop_index_after_start", "noop_index_ephemeral")}
    result["meets_targets"] = {k: best(k) <= t for k, t in TARGETS.items()}
    print(json.dumps(result["summary_best_wall_s"], indent=1), json.dumps(result["meets_targets"]))
    print("wrote", write_result("cli_latency", result))


if __name__ == "__main__":
    main()
