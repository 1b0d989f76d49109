"""`memspark search / get / recall` through a real subprocess on the shared example index."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from test_recall_e2e_workspace import REPO, SECRET, example_index  # noqa: E402

NOW = "2026-04-03"
pytestmark = pytest.mark.slow  # every test runs the CLI in a subprocess (≈ 2-10 s each)


def run(*args: str) -> subprocess.CompletedProcess[str]:
    ix = example_index()
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    env.pop("MEMSPARK_CONFIG", None)
    return subprocess.run([sys.executable, "-m", "memspark.cli", "--root", str(ix.root), "--data-dir",
                           str(ix.data_dir), *args], capture_output=True, text=True, env=env, timeout=120)


def test_search_json_and_trace() -> None:
    p = run("search", "What is Klein's preferred timezone?", "--agent", "meta", "--now", NOW, "--json", "--trace")
    assert p.returncode == 0, p.stderr
    lines = p.stdout.strip().split("\n")
    assert len(lines) == 1
    out = json.loads(lines[0])
    assert "USER.md" in [r["path"] for r in out["results"]] and out["mode"] == "search"
    assert "Stage" in p.stderr and "gate" in p.stderr and "search" in p.stderr  # the trace


def test_search_plain_output() -> None:
    p = run("search", "OpenClaw cron syntax", "--agent", "meta", "--max-results", "5", "--min-score", "0.5")
    assert p.returncode == 0, p.stderr
    assert "reference/openclaw/cron.md:" in p.stdout and " 1. 1.000" in p.stdout


def test_batch_one_line_per_input_in_order(tmp_path: Path) -> None:
    batch = tmp_path / "q.jsonl"
    batch.write_text("\n".join([
        json.dumps({"query": "What is Klein's preferred timezone?", "agent": "meta", "now": NOW}),
        "{not json",
        json.dumps({"query": f"vault unlock phrase {SECRET}", "agent": "dev", "maxResults": 3}),
        json.dumps({"query": "x", "agent": "../etc"}),
        json.dumps({"query": f"vault unlock phrase {SECRET}", "agent": "meta", "minScore": 0.0}),
    ]) + "\n")
    p = run("search", "--batch", str(batch), "--json")
    assert p.returncode == 0, p.stderr
    outs = [json.loads(line) for line in p.stdout.strip().split("\n")]
    assert len(outs) == 5
    assert "USER.md" in [r["path"] for r in outs[0]["results"]]
    assert outs[1]["disabled"] is True and "invalid JSON" in outs[1]["error"]
    assert any(SECRET in r["snippet"] for r in outs[2]["results"]) and len(outs[2]["results"]) <= 3
    assert outs[3]["disabled"] is True and "invalid agent id" in outs[3]["error"]
    assert "error" not in outs[4] and all(SECRET not in r["snippet"] for r in outs[4]["results"])


def test_get_and_scope_mismatch() -> None:
    p = run("get", "USER.md", "--agent", "meta", "--from", "1", "--lines", "3", "--json")
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["path"] == "USER.md" and len(out["text"].split("\n")) == 3
    p = run("get", "../workspace-dev/memory/dev-vault.md", "--agent", "meta")
    assert p.returncode == 1 and "SCOPE_MISMATCH" in p.stderr and SECRET not in p.stdout


def test_recall_prints_block_and_drops_context(tmp_path: Path) -> None:
    p = run("recall", "What are Klein's coding preferences?", "--agent", "meta", "--now", NOW)
    assert p.returncode == 0, p.stderr
    assert p.stdout.startswith("<relevant-memories>") and "concise TypeScript" in p.stdout
    assert 'source="memory-spark:memory:MEMORY.md"' in p.stdout
    ctx = tmp_path / "ctx.json"  # the conversation already quotes all of MEMORY.md
    memory_md = (example_index().root / "workspace-meta" / "MEMORY.md").read_text(encoding="utf-8")
    ctx.write_text(json.dumps([{"role": "user", "content": memory_md}]))
    p = run("recall", "What are Klein's coding preferences?", "--agent", "meta", "--now", NOW, "--context", str(ctx))
    assert p.returncode == 0, p.stderr
    assert 'source="memory-spark:memory:MEMORY.md"' not in p.stdout


def test_recall_says_when_it_injects_nothing_and_why() -> None:
    p = run("recall", "What is the boiling point of tungsten in kelvin?", "--agent", "meta", "--now", NOW)
    assert p.returncode == 0, p.stderr
    assert p.stdout == ""
    assert "nothing injected: no memory is relevant enough to this prompt" in p.stderr
    off = {**os.environ, "PYTHONPATH": str(REPO), "MEMSPARK_RECALL_AUTO_RECALL": "false"}
    off.pop("MEMSPARK_CONFIG", None)
    ix = example_index()
    p = subprocess.run([sys.executable, "-m", "memspark.cli", "--root", str(ix.root), "--data-dir", str(ix.data_dir),
                        "recall", "What are Klein's coding preferences?", "--agent", "meta", "--now", NOW],
                       capture_output=True, text=True, env=off, timeout=120)
    assert p.returncode == 0, p.stderr
    assert p.stdout == "" and "nothing injected: auto-recall is off (recall.auto_recall = false)" in p.stderr
    p = run("recall", "What is the boiling point of tungsten in kelvin?", "--agent", "meta", "--now", NOW, "--json")
    assert (p.stdout.strip(), p.stderr) == ("{}", "")  # --json: the hook's own answer, nothing else
