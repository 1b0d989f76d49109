"""`memspark init` and `memspark doctor` on real folders, a real model, a real table and real
(closed or open) HTTP ports on 127.0.0.1."""

from __future__ import annotations

import json
import re
import socket
import tomllib
from pathlib import Path

import pytest

from memspark.cli import main
from memspark.config import Config, load_config
from memspark.embed import EmbedQueue, create_provider
from memspark.ops.init import commented_config
from memspark.storage import LanceStore
from memspark.toolset.indexer import index_paths
from memspark.workspace import Workspace


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_commented_config_uncommented_is_the_defaults(tmp_path: Path) -> None:
    text = commented_config()
    keys = [line for line in text.splitlines() if re.match(r"^# \w+ = ", line)]
    uncommented = "\n".join(line[2:] if re.match(r"^# \w+ = ", line) else line for line in text.splitlines())
    data = tomllib.loads(uncommented)
    assert len(keys) == sum(len(v) for v in data.values()) > 80
    (tmp_path / "memspark.toml").write_text(uncommented)
    cfg = load_config(root=tmp_path, env={})
    assert cfg.source_file and cfg.recall == Config().recall and cfg.embed == Config().embed


def test_init_creates_a_skeleton_and_keeps_what_exists(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = tmp_path / "agents"
    assert main(["init", str(root), "--agent", "meta", "--agent", "dev", "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert "memspark.toml" in first["created"] and "workspace-meta/MEMORY.md" in first["created"]
    assert (root / "workspace-dev/memory").is_dir() and (root / "shared/rules").is_dir()
    assert Workspace(load_config(root=root, env={}).workspace, root).agents() == ["dev", "meta"]
    (root / "workspace-meta/MEMORY.md").write_text("# mine\n")
    assert main(["init", str(root), "--agent", "meta", "--json"]) == 0
    second = json.loads(capsys.readouterr().out)
    assert second["created"] == [] and "workspace-meta/MEMORY.md" in second["kept"]
    assert (root / "workspace-meta/MEMORY.md").read_text() == "# mine\n"


def test_doctor_passes_on_a_healthy_indexed_workspace(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PREFECT_API_URL", raising=False)
    assert main(["init", str(tmp_path), "--agent", "meta"]) == 0
    cfg = load_config(root=tmp_path, env={})
    with (tmp_path / "workspace-meta/MEMORY.md").open("a", encoding="utf-8") as f:
        f.write("Klein prefers concise answers.\n")  # init's note alone is never indexed
    queue = EmbedQueue(create_provider(cfg.embed), cfg.embed)
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
    index_paths(cfg, Workspace(cfg.workspace, cfg.root), store, queue, [tmp_path / "workspace-meta/MEMORY.md"])
    store.close()
    queue.close()
    capsys.readouterr()
    assert main(["--root", str(tmp_path), "doctor", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] is True
    assert {c["name"]: c["status"] for c in report["checks"]} == {
        "root": "ok", "data dir": "ok", "embedding model": "ok", "table": "ok", "prefect": "ok"}
    assert "offline" in next(c for c in report["checks"] if c["name"] == "embedding model")["detail"]


def test_doctor_fails_with_a_fix_for_each_unreachable_service(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "workspace-meta").mkdir()
    dead = f"http://127.0.0.1:{_closed_port()}"
    monkeypatch.setenv("PREFECT_API_URL", f"{dead}/api")
    (tmp_path / "memspark.toml").write_text(
        f'[embed]\nprovider = "spark"\nbase_url = "{dead}/v1"\nretries = 0\ndims = 8\n'
        f'[rerank]\nprovider = "http"\nbase_url = "{dead}"\n')
    assert main(["--root", str(tmp_path), "doctor"]) == 1
    out = capsys.readouterr().out
    for name in ("embedding model", "prefect", "reranker"):
        line = next(x for x in out.splitlines() if x.startswith(f"[fail] {name}:"))
        assert line, name
    assert out.count("fix: ") == 3 and "[skip] table" in out and not (tmp_path / ".memspark").exists()
