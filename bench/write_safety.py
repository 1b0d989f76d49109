"""Write safety re-measured: rows lost or duplicated after ``kill -9`` of ``memspark index`` at several points,
and with concurrent writer processes on one table.

    python bench/write_safety.py [--files 60] [--kills 5] [--writers 3] [--no-bucket]

1. A reference index of the workspace is built once in its own data dir (the rows every run must end with).
2. Kill: ``memspark index`` runs as a subprocess with two files per batch and is killed with SIGKILL (its
   whole process group) after ``k`` files are committed, for several ``k``; after each kill the table is
   checked (no duplicated row ids, every committed file has exactly its reference rows), and a final run
   must leave the table equal to the reference.
3. Concurrency: ``--writers`` ``memspark index --agent X`` processes start at once on one fresh table,
   each for its own agent (shared files included in each), then the table is compared with the reference.
4. Bucket (unless ``--no-bucket``; needs the ``moto[server]`` test extra): ``--writers`` ``memspark index``
   processes of the WHOLE workspace start at once on one fresh ``s3://`` table (``moto_server`` on
   127.0.0.1), the case that left duplicate rows before the writer lease; then the table is compared
   with the reference, and one more run must leave it equal.

Real components only: the CLI, the Prefect flow, LanceDB, the bundled model. Disk-full runs are not
re-measured here.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import note, write_result  # noqa: E402
from memspark.config import StorageConfig  # noqa: E402
from memspark.storage import LanceStore  # noqa: E402

AGENTS = ("a", "b", "c")


def make_workspace(root: Path, files: int) -> None:
    import random

    rng = random.Random(11)
    for i in range(files):
        p = root / f"workspace-{AGENTS[i % len(AGENTS)]}" / "memory" / f"note-{i:03d}.md"
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(note(rng, i, paragraphs=2), encoding="utf-8")
    shared = root / "shared" / "knowledge" / "team.md"
    shared.parent.mkdir(parents=True, exist_ok=True)
    shared.write_text("# Team\n\nThe team ships on Tuesdays and Thursdays.\n", encoding="utf-8")
    (root / "memspark.toml").write_text("[tuning]\nfiles_per_batch = 2\n", encoding="utf-8")


def rows(data: Path | str, options: dict[str, str] | None = None) -> list[tuple[str, str, str]]:
    """(id, agent_id, path) of every row, or [] before the table exists (``data``: a folder or a URI)."""
    try:
        store = LanceStore(data, StorageConfig(options=options or {}), model_id=None, dims=None)
        table = store.table_handle().to_arrow()
    except Exception:  # noqa: BLE001 - no table yet
        return []
    cols = table.select(["id", "agent_id", "path"]).to_pydict()
    return list(zip(cols["id"], cols["agent_id"], cols["path"], strict=True))


def index_cmd(root: Path, data: Path | str, *extra: str) -> list[str]:
    return [sys.executable, "-m", "memspark.cli", "--root", str(root), "--data-dir", str(data), "index", *extra]


def compare(got: list[tuple[str, str, str]], ref: list[tuple[str, str, str]], *, complete: bool) -> dict[str, int]:
    """Duplicated ids, and files whose rows differ from the reference (only committed files unless complete)."""
    dup = sum(n - 1 for n in Counter(r[0] for r in got).values() if n > 1)
    by_file: dict[tuple[str, str], set[str]] = {}
    for i, a, p in got:
        by_file.setdefault((a, p), set()).add(i)
    ref_by_file: dict[tuple[str, str], set[str]] = {}
    for i, a, p in ref:
        ref_by_file.setdefault((a, p), set()).add(i)
    keys = set(ref_by_file) if complete else set(by_file)
    wrong = sum(1 for k in keys if by_file.get(k) != ref_by_file.get(k))
    missing = len(set(ref_by_file) - set(by_file)) if complete else 0
    return {"duplicated_rows": dup, "files_with_wrong_rows": wrong, "files_missing": missing,
            "files": len(by_file)}


def kill_runs(root: Path, data: Path, ref: list[tuple[str, str, str]], points: list[int], env: dict[str, str]) -> list[dict]:
    out = []
    for k in points:
        proc = subprocess.Popen(index_cmd(root, data), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                start_new_session=True)
        start_files = len({(a, p) for _, a, p in rows(data)})
        deadline, killed = time.time() + 600, False
        while time.time() < deadline and proc.poll() is None:
            if len({(a, p) for _, a, p in rows(data)}) >= start_files + k:
                os.killpg(proc.pid, signal.SIGKILL)
                killed = True
                break
            time.sleep(0.1)
        proc.wait(timeout=60)
        check = compare(rows(data), ref, complete=False)
        out.append({"kill_after_files": k, "killed": killed, **check})
        print(f"kill after +{k} files: killed={killed} {check}", flush=True)
    final = subprocess.run(index_cmd(root, data), env=env, capture_output=True, text=True, timeout=900)
    check = compare(rows(data), ref, complete=True)
    out.append({"final_run_rc": final.returncode, **check})
    print(f"final run: rc={final.returncode} {check}", flush=True)
    return out


def concurrent_run(root: Path, data: Path, ref: list[tuple[str, str, str]], writers: int, env: dict[str, str]) -> dict:
    procs = [subprocess.Popen(index_cmd(root, data, "--agent", AGENTS[i % len(AGENTS)]), env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
             for i in range(writers)]
    codes = [p.wait(timeout=900) for p in procs]
    check = compare(rows(data), ref, complete=True)
    print(f"{writers} concurrent writers: exit codes {codes} {check}", flush=True)
    return {"writers": writers, "exit_codes": codes, **check}


def bucket_run(root: Path, ref: list[tuple[str, str, str]], writers: int, env: dict[str, str]) -> dict:
    """``writers`` whole-workspace index processes at once on one moto bucket table, then one more run."""
    from tests.s3_server import MotoS3

    with MotoS3() as s3:
        s3.create_bucket("memspark-write-safety")
        uri = "s3://memspark-write-safety/concurrent"
        benv = {**env, **s3.env}
        started = time.perf_counter()
        procs = [subprocess.Popen(index_cmd(root, uri), env={**benv, "PREFECT_HOME": f"{env['PREFECT_HOME']}-{i}"},
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
                 for i in range(writers)]
        codes = [p.wait(timeout=1800) for p in procs]
        seconds = time.perf_counter() - started
        check = compare(rows(uri, s3.storage_options), ref, complete=True)
        print(f"{writers} concurrent writers on a bucket: exit codes {codes} {check}", flush=True)
        again = subprocess.run(index_cmd(root, uri), env=benv, capture_output=True, text=True, timeout=1800)
        final = compare(rows(uri, s3.storage_options), ref, complete=True)
        print(f"one more run: rc={again.returncode} {final}", flush=True)
    return {"writers": writers, "exit_codes": codes, "seconds": round(seconds, 1), **check,
            "after_one_more_run": {"rc": again.returncode, **final},
            "server": "moto_server on 127.0.0.1 (http)", "storage_lock": "auto (lease on a bucket)"}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--files", type=int, default=60)
    ap.add_argument("--kills", type=int, default=5)
    ap.add_argument("--writers", type=int, default=3)
    ap.add_argument("--no-bucket", action="store_true", help="skip the bucket case (needs moto[server])")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="memspark-write-safety-"))
    env = dict(os.environ, PYTHONPATH=str(ROOT), PREFECT_HOME=str(tmp / "prefect"), DO_NOT_TRACK="1",
               PREFECT_SERVER_ANALYTICS_ENABLED="false", PREFECT_LOGGING_TO_API_WHEN_MISSING_FLOW="ignore")
    try:
        root = tmp / "ws"
        make_workspace(root, args.files)
        started = time.perf_counter()
        subprocess.run(index_cmd(root, tmp / "ref"), env=env, check=True, capture_output=True, timeout=900)
        ref = rows(tmp / "ref")
        step = max(2, (args.files // 2) // max(args.kills, 1))
        kills = kill_runs(root, tmp / "killed", ref, [step] * args.kills, env)
        conc = concurrent_run(root, tmp / "concurrent", ref, args.writers, env)
        bucket = None if args.no_bucket else bucket_run(root, ref, args.writers, env)
        lost = (sum(k.get("duplicated_rows", 0) + k.get("files_with_wrong_rows", 0) for k in kills)
                + conc["duplicated_rows"] + conc["files_with_wrong_rows"] + kills[-1]["files_missing"]
                + conc["files_missing"])
        if bucket is not None:
            lost += bucket["duplicated_rows"] + bucket["files_with_wrong_rows"] + bucket["files_missing"]
        result = {"files": args.files + 1, "reference_rows": len(ref), "kill_runs": kills, "concurrent": conc,
                  "bucket_concurrent": bucket, "rows_lost_or_duplicated": lost,
                  "seconds": round(time.perf_counter() - started, 1)}
        print(f"-> {write_result('write_safety', result)}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
