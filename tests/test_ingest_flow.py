"""The ingest flow end to end: real Prefect (test harness), real LanceDB, the real local model."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from memspark.config import StorageConfig
from memspark.errors import ModelMismatchError
from memspark.ingest import IngestReport
from memspark.storage import LanceStore
from memspark.storage.types import SearchOptions

pytestmark = pytest.mark.usefixtures("prefect_harness")

REPO = Path(__file__).resolve().parents[1]


def write(root: Path, rel: str, text: str | bytes) -> Path:
    p = root / rel
    p.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        p.write_bytes(text)
    else:
        p.write_text(text, encoding="utf-8")
    return p


@pytest.fixture()
def workspace(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    write(root, "workspace-meta/MEMORY.md", "# Memory\n\n## Preferences\n\nKlein prefers concise TypeScript.\n\n"
          "## Infra\n\nThe Spark embedding server listens on port 18091.\n")
    write(root, "workspace-meta/USER.md", "# User\n\n- **Timezone:** America/New_York\n")
    write(root, "workspace-meta/memory/2026-03-01.md", "# 2026-03-01\n\nWorked on the Mika LoRA training run.\n")
    write(root, "workspace-dev/MEMORY.md", "# Memory\n\n## Preferences\n\nKlein prefers concise TypeScript.\n")
    write(root, "workspace-dev/MISTAKES.md", "# Mistakes\n\n## Arrow schema mismatch on mergeInsert\n\n"
          "Old table lacked new columns; added them as nullable.\n")
    write(root, "shared/rules/prefs.json", json.dumps({"daily_notes_format": "memory/YYYY-MM-DD.md with ## headings",
                                                        "timezone": "America/New_York"}, indent=2))
    write(root, "reference/openclaw/cron.md", "# Cron\n\nOpenClaw cron syntax uses five fields.\n")
    return root


def run_ingest(root: Path, data_dir: Path, **kw: Any) -> IngestReport:
    from flows.ingest import ingest

    return asyncio.run(ingest(root=str(root), data_dir=str(data_dir), **kw))


def store_for(data_dir: Path) -> LanceStore:
    return LanceStore(data_dir, StorageConfig(), model_id=None, dims=None)


def test_index_then_noop_then_incremental(workspace: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = run_ingest(workspace, data)
    assert first.added == 7 and first.changed == 0 and first.skipped == 0
    assert first.chunks_embedded > 0 and first.table_rows == first.chunks_written
    st = store_for(data)
    paths = {(p.agent_id, p.path) for p in st.list_paths()}
    assert ("meta", "MEMORY.md") in paths and ("dev", "MEMORY.md") in paths
    assert ("shared", "shared/rules/prefs.json") in paths and ("shared", "reference/openclaw/cron.md") in paths
    # the same MEMORY.md text under two agents never collides
    hits = st.fts_search("concise TypeScript", SearchOptions(max_results=10))
    assert {h.agent_id for h in hits} >= {"meta", "dev"}
    assert len({h.id for h in hits}) == len(hits)

    again = run_ingest(workspace, data)
    assert again.unchanged == 7 and again.chunks_embedded == 0 and again.added == again.changed == 0

    write(workspace, "workspace-meta/USER.md", "# User\n\n- **Timezone:** Europe/Lisbon\n")
    write(workspace, "workspace-meta/memory/2026-03-02.md", "# 2026-03-02\n\nGateway restart incident.\n")
    (workspace / "workspace-meta/memory/2026-03-01.md").unlink()
    third = run_ingest(workspace, data)
    assert (third.added, third.changed, third.deleted, third.unchanged) == (1, 1, 1, 5)
    st = store_for(data)
    paths = {(p.agent_id, p.path) for p in st.list_paths()}
    assert ("meta", "memory/2026-03-01.md") not in paths and ("meta", "memory/2026-03-02.md") in paths
    assert st.fts_search("Lisbon", SearchOptions(agent_id="meta"))
    assert not st.fts_search("America", SearchOptions(agent_id="meta", path_contains="USER.md"))


def plain_children(data: Path) -> int:
    return store_for(data).count("is_parent = false")


def test_full_reindex_adds_turn_vectors_that_unchanged_files_lack(tmp_path: Path) -> None:
    """A chat indexed with ingest.embed_turns off has no turn vectors; switching it on changes no file hash,
    so a plain run leaves the file alone and `--full` (flow parameter ``full``) re-indexes it with them."""
    root = tmp_path / "ws"
    write(root, "workspace-meta/memory/2023-05-08.md", "# 8 May 2023\n\nCaroline: I went to the support group.\n\n"
          "Melanie: How did it go?\n\nCaroline: It was powerful.\n")
    write(root, "workspace-meta/MEMORY.md", "# Memory\n\n- Caroline likes hiking\n")
    data = tmp_path / "data"
    run_ingest(root, data, overrides={"ingest": {"embed_turns": False}})
    [child] = [h for h in store_for(data).get_by_path("memory/2023-05-08.md", "meta") if not h.is_parent]
    assert store_for(data).turn_vectors([child.id]) == {}
    plain = run_ingest(root, data)
    assert plain.unchanged == 2 and plain.chunks_embedded == 0 and store_for(data).turn_vectors([child.id]) == {}
    full = run_ingest(root, data, full=True)
    assert (full.changed, full.unchanged, full.added) == (2, 0, 0)
    assert full.turns_embedded == 3 and full.chunks_embedded == plain_children(data)  # turns counted apart
    assert store_for(data).turn_vectors([child.id])[child.id].shape[0] == 3


def test_agent_scoped_run_leaves_other_agents(workspace: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    run_ingest(workspace, data)
    (workspace / "workspace-dev/MISTAKES.md").unlink()
    out = run_ingest(workspace, data, agents=["meta"])
    assert out.deleted == 0  # dev is out of scope
    out = run_ingest(workspace, data, agents=["dev"])
    assert out.deleted == 1


def test_bad_input_is_skipped_and_the_rest_indexed(workspace: Path, tmp_path: Path) -> None:
    write(workspace, "workspace-meta/memory/binary.md", b"\x89PNG\x00\x00garbage")
    write(workspace, "workspace-meta/memory/latin1.md", "caf\xe9 notes".encode("latin-1"))
    write(workspace, "workspace-meta/memory/empty.md", "")
    write(workspace, "shared/rules/broken.json", '{"rule": "unterminated')
    outside = tmp_path / "outside.md"
    outside.write_text("# secret\n", encoding="utf-8")
    (workspace / "workspace-meta/memory/link.md").symlink_to(outside)
    out = run_ingest(workspace, tmp_path / "data")
    reasons = {s.path: s.reason for s in out.skipped_files}
    assert set(reasons) == {"memory/binary.md", "memory/latin1.md", "memory/empty.md", "shared/rules/broken.json",
                            "memory/link.md"}
    assert out.skipped == 5 and out.added == 7
    assert all(s.line for s in out.skipped_files)


def test_model_change_is_refused_with_reembed_hint(workspace: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    run_ingest(workspace, data)
    write(workspace, "workspace-meta/memory/2026-04-01.md", "# new\n\nnew note\n")
    with pytest.raises(ModelMismatchError) as info:
        run_ingest(workspace, data, overrides={"embed": {"model": "multilingual-e5-small-q4"}})
    assert "memspark reembed" in info.value.action


def test_kill_mid_run_loses_nothing_and_next_run_completes(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    for i in range(40):
        write(root, f"workspace-meta/memory/2026-01-{(i % 28) + 1:02d}-{i}.md",
              f"# Note {i}\n\n" + " ".join(f"word{i}-{j}" for j in range(120)) + "\n")
    data = tmp_path / "data"
    (root / "memspark.toml").write_text("[tuning]\nfiles_per_batch = 2\n", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    err = (tmp_path / "stderr.txt").open("w")
    proc = subprocess.Popen([sys.executable, "-m", "memspark.cli", "--root", str(root), "--data-dir", str(data), "index"],
                            env=env, stdout=subprocess.DEVNULL, stderr=err, start_new_session=True)
    deadline = time.time() + 400  # generous: a loaded 2-core CI box starts Prefect slowly
    killed_at = 0
    while time.time() < deadline and proc.poll() is None:
        try:
            n = len(store_for(data).list_paths())
        except Exception:
            n = 0
        if n >= 4:
            os.killpg(proc.pid, signal.SIGKILL)
            killed_at = n
            break
        time.sleep(0.2)
    proc.wait(timeout=30)
    err.close()
    assert killed_at >= 4, (tmp_path / "stderr.txt").read_text()[-3000:]
    before = {p.path: p.chunk_count for p in store_for(data).list_paths()}
    assert 4 <= len(before) < 40
    out = run_ingest(root, data)
    assert out.unchanged >= len(before) - 2 and out.added + out.unchanged + out.changed == 40
    after = store_for(data).list_paths()
    assert len(after) == 40
    for p in after:
        if p.path in before:
            assert p.chunk_count == before[p.path]  # no duplicate rows from the interrupted batch


def test_cli_index_json(workspace: Path, tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    res = subprocess.run([sys.executable, "-m", "memspark.cli", "--root", str(workspace), "--data-dir",
                          str(tmp_path / "d"), "index", "--json"], env=env, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout.strip().splitlines()[-1])
    for key in ("added", "changed", "unchanged", "deleted", "skipped", "skipped_files", "chunks_embedded", "seconds"):
        assert key in out
    assert out["added"] == 7
    res = subprocess.run([sys.executable, "-m", "memspark.cli", "--root", str(workspace), "--data-dir",
                          str(tmp_path / "d"), "index", "--full", "--json"], env=env, capture_output=True, text=True,
                         timeout=300)
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout.strip().splitlines()[-1])
    assert (out["changed"], out["unchanged"]) == (7, 0)  # --full: unchanged files indexed again


def test_cli_broken_config_fails_with_hint(tmp_path: Path) -> None:
    (tmp_path / "memspark.toml").write_text("[embed]\nprovider = 'cloud'\n", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    res = subprocess.run([sys.executable, "-m", "memspark.cli", "--root", str(tmp_path), "index"],
                         env=env, capture_output=True, text=True, timeout=60)
    assert res.returncode == 2
    assert "embed.provider" in res.stderr and "Hint:" in res.stderr


def write_bad_name(folder: Path) -> Path:
    """A real file whose name holds bytes that are not UTF-8 (created through a bytes path)."""
    folder.mkdir(parents=True, exist_ok=True)
    raw = os.path.join(os.fsencode(folder), b"bad-\xff\xfe-name.md")
    with open(raw, "wb") as f:
        f.write(b"# Bad name\n\nThis note's file name is not UTF-8; its text is fine.\n")
    return Path(os.fsdecode(raw))


def test_a_file_name_that_is_not_utf8_is_one_skip_and_the_rest_indexed(workspace: Path, tmp_path: Path) -> None:
    write_bad_name(workspace / "workspace-meta" / "memory")
    data = tmp_path / "data"
    out = run_ingest(workspace, data)
    assert (out.added, out.skipped) == (7, 1)
    (skip,) = out.skipped_files
    assert skip.path == "memory/bad-\\xff\\xfe-name.md" and "file name is not valid UTF-8" in skip.line
    assert "rename" in skip.line and "\\xff\\xfe" in skip.line
    json.dumps(out.to_dict(), ensure_ascii=False).encode("utf-8")  # printable: no lone surrogate left
    assert len(store_for(data).list_paths()) == 7
    again = run_ingest(workspace, data)
    assert (again.unchanged, again.skipped, again.chunks_embedded) == (7, 1, 0)


def test_cli_index_with_a_file_name_that_is_not_utf8(workspace: Path, tmp_path: Path) -> None:
    write_bad_name(workspace / "workspace-dev" / "memory")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    res = subprocess.run([sys.executable, "-m", "memspark.cli", "--root", str(workspace), "--data-dir",
                          str(tmp_path / "d"), "index"], env=env, capture_output=True, timeout=300)
    stdout, stderr = res.stdout.decode("utf-8"), res.stderr.decode("utf-8")  # both valid UTF-8
    assert res.returncode == 0, stderr
    assert "Traceback" not in stderr
    assert "7 added" in stdout and "1 skipped" in stdout
    skips = [line for line in stdout.splitlines() if line.strip().startswith("skipped ")]
    assert len(skips) == 1 and "bad-\\xff\\xfe-name.md" in skips[0] and "not valid UTF-8" in skips[0]


def test_a_file_the_embedding_provider_refuses_fails_alone(workspace: Path, tmp_path: Path) -> None:
    from test_embed_isolation import BLOCKED, FilteringServer

    write(workspace, "workspace-meta/memory/2026-03-02.md", f"# 2026-03-02\n\nA line the filter refuses: {BLOCKED}.\n")
    data = tmp_path / "data"
    with FilteringServer(dims=32) as server:
        embed = {"provider": "spark", "base_url": server.base_url, "model": "test-embed", "dims": 32,
                 "backoff_s": 0.01}
        out = run_ingest(workspace, data, overrides={"embed": embed})
    assert (out.added, out.skipped) == (7, 1)
    (skip,) = out.skipped_files
    assert skip.path == "memory/2026-03-02.md" and "could not be embedded" in skip.line and "HTTP 400" in skip.line
    paths = {p.path for p in store_for(data).list_paths()}
    assert "memory/2026-03-02.md" not in paths and "memory/2026-03-01.md" in paths and len(paths) == 6


def test_a_run_that_embeds_nothing_still_names_the_model(workspace: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = run_ingest(workspace, data)
    again = run_ingest(workspace, data)  # nothing changed: no model is loaded
    assert first.model and again.to_dict()["model"] == first.model
