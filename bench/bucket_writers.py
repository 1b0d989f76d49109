"""Soak: N writer processes × M files on one bucket table, checked against a single writer's table.

    python bench/bucket_writers.py [--writers 3] [--files 24] [--rounds 3]

Each round starts ``--writers`` processes at once on a fresh prefix of a ``moto_server`` bucket
(tests/s3_server.py, a real S3 API on 127.0.0.1); every process replaces the same ``--files`` files
(4 rows each; same ids, same text) in its own shuffled order, then optimizes. Two protocols:

- ``lease``: memspark's ``LanceStore.replace_files`` under the writer lease (storage.lock = auto);
- ``unguarded``: the same ``merge_insert("id")`` commit through LanceDB with no cross-process lock,
  which is what memspark's former ``commit`` mode did (Lance's conditional-put commit, rebased on a
  lost race, retried).

After each round the table is compared with a single writer's table of the same files: duplicated
rows (rows − distinct ids), ids missing or extra, ids whose text differs. The single writer's
seconds per write with and without the lease give the lease's cost.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench._common import write_result  # noqa: E402

ROWS_PER_FILE = 4


def _records(path: str, seed: int) -> Any:
    from tests.test_storage_lock import _records as records

    return records("a", path, ROWS_PER_FILE, seed)


def _unguarded_table(uri: str, options: dict[str, str]) -> Any:
    import lancedb

    from memspark.storage.schema import chunk_schema

    return lancedb.connect(uri, storage_options=options).create_table("chunks", schema=chunk_schema(8, "m"),
                                                                      exist_ok=True)


def _unguarded_replace(table: Any, path: str, seed: int) -> None:
    """One replace commit straight through LanceDB, as the former lock-free mode made it."""
    from memspark.storage.filters import files_condition
    from memspark.storage.retry import retry_commit

    data = _records(path, seed).cast(table.schema)
    retry_commit(lambda: table.merge_insert("id").when_matched_update_all().when_not_matched_insert_all()
                 .when_not_matched_by_source_delete(files_condition([("a", path)])).execute(data),
                 what="replace", base_delay_s=0.25)


def child(uri: str, mode: str, seed: int, files: int, go: Path, options: dict[str, str]) -> None:
    from memspark.config import StorageConfig
    from memspark.storage import LanceStore

    order = list(range(files))
    random.Random(seed).shuffle(order)
    store = LanceStore(uri, StorageConfig(options=options, lock_timeout_s=300), model_id="m", dims=8)
    raw = _unguarded_table(uri, options) if mode != "lease" else None
    while not go.exists():
        time.sleep(0.01)
    for i in order:
        path = f"memory/{i}.md"
        if mode == "lease":
            store.replace_files(_records(path, i), [("a", path)])
        else:
            _unguarded_replace(raw, path, i)
    if raw is None:
        store.optimize()
    else:
        from memspark.storage.retry import retry_commit

        retry_commit(raw.optimize, what="optimize", base_delay_s=0.25)


def table_rows(uri: str, options: dict[str, str]) -> list[tuple[str, str]]:
    from memspark.config import StorageConfig
    from memspark.storage import LanceStore

    table = LanceStore.existing(uri, StorageConfig(options=options)).table_handle()
    if table is None:
        return []
    cols = table.search().select(["id", "text"]).limit(None).to_arrow().to_pydict()
    return list(zip(cols["id"], cols["text"], strict=True))


def compare(got: list[tuple[str, str]], ref: list[tuple[str, str]]) -> dict[str, int]:
    counts = Counter(i for i, _ in got)
    texts = dict(got)
    want = dict(ref)
    return {"rows": len(got), "ids": len(counts), "duplicated_rows": len(got) - len(counts),
            "ids_with_duplicates": sum(1 for n in counts.values() if n > 1),
            "ids_missing": len(set(want) - set(texts)), "ids_extra": len(set(texts) - set(want)),
            "ids_with_other_text": sum(1 for i in set(want) & set(texts) if want[i] != texts[i])}


def single_writer(uri: str, mode: str, files: int, options: dict[str, str]) -> float:
    """Seconds per replace of one writer alone (lease: through memspark; unguarded: raw LanceDB)."""
    from memspark.config import StorageConfig
    from memspark.storage import LanceStore

    store = LanceStore(uri, StorageConfig(options=options), model_id="m", dims=8)
    raw = _unguarded_table(uri, options) if mode != "lease" else None
    t0 = time.perf_counter()
    for i in range(files):
        path = f"memory/{i}.md"
        if raw is None:
            store.replace_files(_records(path, i), [("a", path)])
        else:
            _unguarded_replace(raw, path, i)
    return (time.perf_counter() - t0) / files


def run_round(s3: Any, bucket: str, mode: str, rnd: int, writers: int, files: int, ref: list[tuple[str, str]],
              tmp: Path) -> dict[str, Any]:
    uri = f"s3://{bucket}/{mode}-{rnd}"
    go = tmp / f"go-{mode}-{rnd}"
    opts = [f"{k}={v}" for k, v in s3.storage_options.items()]
    procs = [subprocess.Popen([sys.executable, __file__, "--child", uri, mode, str(rnd * 100 + w), str(files),
                               str(go), *opts], stderr=subprocess.PIPE, text=True, cwd=ROOT)
             for w in range(writers)]
    time.sleep(3.0)  # every writer imported and waiting: they start together
    t0 = time.perf_counter()
    go.touch()
    errs = [p.communicate(timeout=900)[1] for p in procs]
    seconds = time.perf_counter() - t0
    codes = [p.returncode for p in procs]
    failures = [e.strip().splitlines()[-1][:300] for e, c in zip(errs, codes, strict=True) if c != 0 and e.strip()]
    out = {"round": rnd, "exit_codes": codes, "seconds": round(seconds, 2), **compare(table_rows(uri, s3.storage_options), ref)}
    if failures:
        out["failures"] = failures
    print(f"{mode} round {rnd}: {out}", flush=True)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--writers", type=int, default=3)
    ap.add_argument("--files", type=int, default=24)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--modes", default="unguarded,lease")
    ap.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        uri, mode, seed, files, go, *opts = args.child
        child(uri, mode, int(seed), int(files), Path(go), dict(o.split("=", 1) for o in opts))
        return
    from tests.s3_server import MotoS3

    tmp = Path(tempfile.mkdtemp(prefix="memspark-bucket-writers-"))
    with MotoS3() as s3:
        bucket = "memspark-soak"
        s3.create_bucket(bucket)
        per_write = {m: round(single_writer(f"s3://{bucket}/single-{m}", m, args.files, s3.storage_options) * 1000, 1)
                     for m in ("unguarded", "lease")}
        ref = table_rows(f"s3://{bucket}/single-lease", s3.storage_options)
        assert compare(table_rows(f"s3://{bucket}/single-unguarded", s3.storage_options), ref)["ids_with_other_text"] == 0
        modes: dict[str, Any] = {}
        for mode in args.modes.split(","):
            rounds = [run_round(s3, bucket, mode, r, args.writers, args.files, ref, tmp) for r in range(args.rounds)]
            modes[mode] = {"rounds": rounds,
                           "duplicated_rows": sum(r["duplicated_rows"] for r in rounds),
                           "ids_wrong": sum(r["ids_missing"] + r["ids_extra"] + r["ids_with_other_text"] for r in rounds),
                           "failed_writers": sum(1 for r in rounds for c in r["exit_codes"] if c != 0),
                           "seconds_per_round": round(sum(r["seconds"] for r in rounds) / len(rounds), 2)}
    result = {"writers": args.writers, "files": args.files, "rows_per_file": ROWS_PER_FILE, "rounds": args.rounds,
              "reference_rows": len(ref), "single_writer_ms_per_replace": per_write,
              "lease_overhead_ms_per_replace": round(per_write["lease"] - per_write["unguarded"], 1),
              "server": "moto_server on 127.0.0.1 (http), same machine", "modes": modes}
    print(f"-> {write_result('bucket_writers', result)}")


if __name__ == "__main__":
    main()
