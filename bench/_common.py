"""Shared helpers for the benchmarks: machine facts and synthetic workspaces."""

from __future__ import annotations

import json
import os
import platform
import random
import subprocess
import time
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parent / "results"

_TOPICS = ["gateway restart", "LanceDB schema", "Spark embedding", "SSH key rotation", "Tailscale network",
           "Mika LoRA training", "BlueBubbles MCP", "daily notes", "cron syntax", "monitoring agent",
           "TypeScript style", "backup policy", "GPU scheduling", "Discord approvals", "vector index"]
_WORDS = ["the", "of", "and", "to", "in", "is", "was", "for", "on", "with", "that", "by", "this", "from", "at", "as", "be", "are", "it", "an", "or", "we", "our", "run", "config", "server", "model", "table", "index", "file", "note", "change", "restart", "deploy", "error", "fix", "test", "agent", "memory", "port", "key"]


def machine() -> dict[str, Any]:
    try:
        cpuinfo = Path("/proc/cpuinfo").read_text().splitlines()
        cpu = next((ln.split(":", 1)[1].strip() for ln in cpuinfo if ln.startswith("model name")), "")
    except OSError:
        cpu = platform.processor()
    try:
        meminfo = Path("/proc/meminfo").read_text().splitlines()
        mem = int(next(ln.split()[1] for ln in meminfo if ln.startswith("MemTotal"))) // 1024
    except (OSError, StopIteration):
        mem = 0
    return {"cpu": cpu, "cores": os.cpu_count(), "mem_mib": mem, "python": platform.python_version(),
            "platform": platform.platform()}


def note(rng: random.Random, i: int, paragraphs: int = 4) -> str:
    topic = rng.choice(_TOPICS)
    parts = [f"# Note {i}: {topic}\n"]
    for p in range(paragraphs):
        parts.append(f"## {topic} part {p}\n")
        parts.append(" ".join(rng.choice(_WORDS) for _ in range(rng.randint(40, 90))) + f" ({topic} detail {i}-{p}).\n")
    return "\n".join(parts)


def make_workspace(root: Path, files: int, *, agents: int = 3, seed: int = 7, paragraphs: int = 4) -> Path:
    rng = random.Random(seed)
    for i in range(files):
        agent = f"agent{i % agents}"
        day = 1 + (i % 28)
        month = 1 + (i // 28) % 12
        p = root / f"workspace-{agent}" / "memory" / f"2026-{month:02d}-{day:02d}-{i}.md"
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(note(rng, i, paragraphs), encoding="utf-8")
    return root


def write_result(name: str, data: dict[str, Any], dest: Path | None = None) -> Path:
    """Write ``data`` as ``bench/results/<name>.json`` (or to ``dest``) with the run's time, commit and machine."""
    out = dest or RESULTS / f"{name}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    except OSError:
        commit = ""
    data = {"benchmark": name, "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "commit": commit,
            "machine": machine(), **data}
    out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    return out
