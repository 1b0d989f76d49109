"""Tables on object storage: URIs never become local paths, and the whole write/read story runs
against a real S3 API (``moto_server`` on 127.0.0.1, a real subprocess) with allow_http.

The S3 tests skip only when moto (the ``moto[server]`` test extra) is not installed.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from memspark.config import StorageConfig, load_config, redacted
from memspark.datadir import DataDir, object_store_options
from memspark.errors import ConfigError, StorageError
from memspark.ops.reembed import shadow_name
from memspark.storage import LanceStore
from memspark.storage.admin import list_tags, restore_version
from memspark.storage.lock import WriterLock, effective_lock
from memspark.storage.side import table_names
from tests.s3_server import MotoS3, moto_available
from tests.test_storage_lock import _records, _writer_process

REPO = Path(__file__).resolve().parents[1]
needs_moto = pytest.mark.skipif(not moto_available(), reason="moto[server] (a test extra) is not installed")


def _local_entries(*dirs: Path) -> set[str]:
    return {str(p.relative_to(d)) for d in dirs for p in d.rglob("*")}


# ---- URIs are never local paths (no server needed) ------------------------------------------------
def test_uri_data_dir_stays_a_uri_from_flag_env_and_file(tmp_path: Path) -> None:
    uri = "s3://team-bucket/agents/memspark"
    for cfg in (load_config(root=tmp_path, data_dir=uri, env={}),
                load_config(root=tmp_path, env={"MEMSPARK_DATA_DIR": uri + "/"})):
        assert cfg.data_dir == DataDir(uri=uri, local=None) and str(cfg.data_dir) == uri
        assert effective_lock(cfg.storage.lock, cfg.data_dir) == "lease"
        assert cfg.state_dir == tmp_path.resolve() / ".memspark"
    (tmp_path / "memspark.toml").write_text(f'[workspace]\ndata_dir = "{uri}"\n'
                                            '[storage]\noptions = {allow_http = true, aws_region = "eu-west-1"}\n')
    cfg = load_config(root=tmp_path, env={})
    assert cfg.data_dir.uri == uri and cfg.storage.options == {"allow_http": "true", "aws_region": "eu-west-1"}
    local = load_config(root=tmp_path, data_dir="rel/dir", env={})
    assert local.data_dir.local is not None and effective_lock(local.storage.lock, local.data_dir) == "file"


def test_bad_uris_and_a_file_lock_on_a_bucket_are_config_errors(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as err:
        load_config(root=tmp_path, data_dir="http://example.com/x", env={})
    assert "s3://" in err.value.action
    with pytest.raises(ConfigError):
        load_config(root=tmp_path, env={"MEMSPARK_DATA_DIR": "s3://"})
    cfg = load_config(root=tmp_path, data_dir="s3://b-ucket/x", env={"MEMSPARK_STORAGE_LOCK": "file"})
    with pytest.raises(ConfigError) as err:
        WriterLock(cfg.data_dir, cfg.storage)
    assert "auto" in err.value.action


def test_options_come_from_aws_env_then_config_and_secrets_are_masked(tmp_path: Path) -> None:
    remote = DataDir.parse("s3://b-ucket/p")
    env = {"AWS_ACCESS_KEY_ID": "AKID", "AWS_SECRET_ACCESS_KEY": "s3cr3t", "AWS_REGION": "eu-west-1",
           "AWS_ENDPOINT_URL": "http://127.0.0.1:9", "AWS_ALLOW_HTTP": "true"}
    assert object_store_options(remote, {}, env) == {
        "aws_access_key_id": "AKID", "aws_secret_access_key": "s3cr3t", "aws_region": "eu-west-1",
        "aws_endpoint": "http://127.0.0.1:9", "allow_http": "true"}
    assert object_store_options(remote, {"aws_region": "us-east-1"}, env)["aws_region"] == "us-east-1"
    assert object_store_options(DataDir.parse(tmp_path), {"aws_region": "x"}, env) == {}
    cfg = load_config(root=tmp_path, data_dir="s3://b-ucket/p",
                      env={"MEMSPARK_STORAGE_OPTIONS": json.dumps({"aws_secret_access_key": "s3cr3t",
                                                                   "aws_region": "eu-west-1"})})
    shown = json.dumps(redacted(cfg))
    assert "s3cr3t" not in shown and '"aws_region": "eu-west-1"' in shown
    res = subprocess.run([sys.executable, "-m", "memspark.cli", "config", "--data-dir", "s3://b-ucket/p"],
                         capture_output=True, text=True, timeout=60, cwd=tmp_path,
                         env={**os.environ, "MEMSPARK_STORAGE_OPTIONS": '{"aws_secret_access_key": "s3cr3t"}'})
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout)
    assert out["workspace"]["data_dir"] == "s3://b-ucket/p"
    assert out["storage"]["options"] == {"aws_secret_access_key": "***"}
    assert not (tmp_path / "s3:").exists()


# ---- against moto_server ------------------------------------------------------------------------
@pytest.fixture(scope="module")
def s3() -> Iterator[MotoS3]:
    if not moto_available():
        pytest.skip("moto[server] (a test extra) is not installed")
    with MotoS3() as server:
        yield server


def _workspace(root: Path) -> None:
    files = {
        "workspace-meta/MEMORY.md": "# Memory\n\n## Infra\n\nThe Spark embedding server listens on port 18091.\n",
        "workspace-meta/USER.md": "# User\n\n- **Timezone:** America/New_York\n",
        "workspace-meta/memory/2026-03-01.md": "# 2026-03-01\n\nWorked on the Mika LoRA training run.\n",
    }
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")


def _search(cfg: Any, query: str) -> list[dict[str, Any]]:
    from memspark import MemorySparkManager, memory_search

    with MemorySparkManager(cfg, "meta") as m:
        return memory_search(m, {"query": query, "maxResults": 3, "minScore": 0})["results"]


@needs_moto
@pytest.mark.usefixtures("prefect_harness")
def test_ingest_search_edit_reingest_reembed_restore_on_s3(s3: MotoS3, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from flows.ingest import ingest
    from flows.maintain import maintain
    from flows.migrate import migrate
    from flows.reembed import reembed

    s3.create_bucket("memspark-e2e")
    uri = "s3://memspark-e2e/team/memspark"
    root = tmp_path / "ws"
    _workspace(root)
    opts = ", ".join(f'{k} = "{v}"' for k, v in s3.storage_options.items())
    (root / "memspark.toml").write_text(f'[workspace]\ndata_dir = "{uri}"\n[storage]\noptions = {{{opts}}}\n')
    monkeypatch.chdir(tmp_path)  # a URI turned into a path would appear here as ./s3:/...
    before = _local_entries(tmp_path)
    cfg = load_config(root=root, env={})

    first = asyncio.run(ingest(root=str(root)))
    assert first.added == 3 and first.table_rows > 0
    keys = s3.keys("memspark-e2e", "team/memspark/")
    assert any(k.startswith("team/memspark/chunks.lance/_versions/") for k in keys)
    hits = _search(cfg, "which port does the embedding server listen on?")
    assert hits and hits[0]["path"] == "MEMORY.md" and "18091" in hits[0]["snippet"]

    (root / "workspace-meta/MEMORY.md").write_text("# Memory\n\n## Infra\n\nThe Spark embedding server moved "
                                                   "to port 18095 behind the gateway.\n", encoding="utf-8")
    second = asyncio.run(ingest(root=str(root)))
    assert (second.changed, second.unchanged) == (1, 2)
    snippets = " ".join(h["snippet"] for h in _search(cfg, "embedding server port"))
    assert "18095" in snippets and "18091" not in snippets

    # a table this version created records the migrations it satisfies, in a side table in the bucket
    assert any(k.startswith("team/memspark/chunks_migrations.lance/") for k in s3.keys("memspark-e2e", "team/memspark/"))
    assert asyncio.run(migrate(root=str(root)))["migrations"] == []
    assert asyncio.run(migrate(root=str(root), dry_run=True))["migrations"] == []
    time.sleep(1.0)
    maintained = asyncio.run(maintain(root=str(root), retention_s=0.5))
    assert maintained["cleanup"]["versions_after"] < maintained["cleanup"]["versions_before"]
    assert LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None).status().ready

    e5 = {"embed": {"model": "multilingual-e5-small-q4"}}
    out = asyncio.run(reembed(root=str(root), overrides=e5))
    assert out["swapped"] and out["rows"] == second.table_rows
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None)
    assert store.identity().model_id == "local:multilingual-e5-small-q4:384"
    assert list_tags(store)[out["tag"]] == out["pre_swap_version"]
    assert shadow_name(store) not in table_names(store)  # the shadow table was dropped after the swap
    assert "18095" in " ".join(h["snippet"] for h in _search(cfg.with_overrides(**e5), "embedding server port"))

    restore_version(store, out["pre_swap_version"])
    assert store.identity().model_id == "local:all-MiniLM-L6-v2-int8:384"
    assert "18095" in " ".join(h["snippet"] for h in _search(cfg, "embedding server port"))
    # nothing of the table reached local disk
    assert _local_entries(tmp_path) == before


@needs_moto
@pytest.mark.slow
def test_cli_with_aws_env_alone_indexes_into_the_bucket(s3: MotoS3, tmp_path: Path) -> None:
    s3.create_bucket("memspark-cli")
    root = tmp_path / "ws"
    _workspace(root)
    env = {**os.environ, **s3.env, "MEMSPARK_EMBED_PROVIDER": "local"}
    env.pop("PREFECT_API_URL", None)  # the CLI's own ephemeral Prefect, as a user runs it
    uri = "s3://memspark-cli/prefix"
    res = subprocess.run([sys.executable, "-m", "memspark.cli", "--root", str(root), "index", "--json",
                          "--data-dir", uri], capture_output=True, text=True, timeout=240, env=env, cwd=tmp_path)
    assert res.returncode == 0, res.stderr[-2000:]
    assert json.loads(res.stdout.splitlines()[-1])["added"] == 3
    status = subprocess.run([sys.executable, "-m", "memspark.cli", "--root", str(root), "--data-dir", uri,
                             "status", "--json"], capture_output=True, text=True, timeout=120, env=env, cwd=tmp_path)
    st = json.loads(status.stdout)
    assert st["dataDir"] == uri and st["tableExists"] and st["files"] == 3 and st["error"] is None
    assert any(k.startswith("prefix/chunks.lance/") for k in s3.keys("memspark-cli"))
    assert not (root / ".memspark").exists() and not (tmp_path / "s3:").exists()


@needs_moto
@pytest.mark.slow
def test_missing_bucket_is_a_storage_error_with_a_hint(s3: MotoS3) -> None:
    cfg = StorageConfig(options=s3.storage_options)
    with pytest.raises(StorageError) as err:
        LanceStore("s3://no-such-bucket-here/x", cfg, model_id="m", dims=8).upsert(_records("a", "x.md", 1, 1))
    assert "bucket" in err.value.action and "allow_http" in err.value.action


@needs_moto
@pytest.mark.slow
def test_two_writer_processes_on_one_bucket_table_lose_nothing(s3: MotoS3) -> None:
    s3.create_bucket("memspark-writers")
    uri = "s3://memspark-writers/shared"
    ctx = multiprocessing.get_context("spawn")
    start = ctx.Event()
    procs = [ctx.Process(target=_writer_process, args=(uri, agent, 8, start, s3.storage_options))
             for agent in ("a", "b", "c")]
    for p in procs:
        p.start()
    start.set()
    for p in procs:
        p.join(180)
    assert [p.exitcode for p in procs] == [0, 0, 0]
    store = LanceStore(uri, StorageConfig(options=s3.storage_options), model_id="m", dims=8)
    assert store.count() == 3 * 8 * 4
    assert len(store.file_hashes()) == 24 and {p.agent_id for p in store.list_paths()} == {"a", "b", "c"}
    lost_races = sum(1 for line in s3.log_lines() if ".manifest" in line and '" 412' in line)
    print(f"manifest commits refused with 412 and retried: {lost_races}")


@needs_moto
@pytest.mark.usefixtures("prefect_harness")
def test_object_storage_bench_runs_at_a_tiny_size() -> None:
    import xml.etree.ElementTree as ET

    from bench.object_storage import render_svg, run

    res = run(files=4, queries=2)
    assert len(ET.fromstring(render_svg(res)).findall("{http://www.w3.org/2000/svg}rect")) == 1 + 2 + 5 * 2
    assert res["local"]["table_rows"] == res["s3_moto"]["table_rows"] > 0 and res["bucket_objects"] > 0
    assert res["s3_moto"]["search_p50_ms"] > 0 and res["ratio_search_p50_s3_vs_local"] > 0


def test_watcher_and_serve_need_no_local_data_dir_for_a_bucket(tmp_path: Path) -> None:
    from memspark.ops.serve import Stack
    from memspark.watch import Watcher, watched_path

    _workspace(tmp_path)
    cfg = load_config(root=tmp_path, data_dir="s3://b-ucket/p", env={})
    watcher = Watcher(cfg)
    assert watcher.data_dir is None and watcher.relevant_dir(str(tmp_path / ".memspark"))
    assert watched_path(watcher.ws, None, tmp_path / "workspace-meta" / "MEMORY.md")
    assert Stack(cfg).log_dir == tmp_path.resolve() / ".memspark" / "serve"  # local logs, tables on the bucket
