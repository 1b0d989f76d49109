"""One large Markdown file through the real ``memspark index``: peak RSS of the command, its seconds,
chunks/s, and the progress lines it printed (with the second each one came).

The file is changelog-like notes: ``## <date> release <n>`` sections holding prose paragraphs,
``### Fixed``/``### Added`` bullet lists, now and then a fenced code block and a small table
(:func:`write_large_markdown`, seeded). ``workspace.max_file_bytes`` is raised as the skip hint says.

Embedding 60k chunks with the bundled model takes the better part of an hour on a loaded 2-core box,
so ``--provider http`` (the default for sizes over 8 MB) embeds through an OpenAI-compatible server in
this process (tests/embed_server.py: hashed bag-of-words vectors, 384 dims): the command under
measurement still batches, retries, builds its rows and commits exactly as with any provider; only the
model's own CPU and memory (≈ 100 MB, constant) are missing. ``--provider local`` uses the bundled model.

    python bench/large_file.py [--mb 50] [--provider http|local] [--label after-50MB] [--source DIR]

``--source DIR`` runs another tree (e.g. ``git archive <commit> | tar -x -C DIR``) for a before figure.
Each run is one entry of ``runs`` in bench/results/large_file.json.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
NOTE = ("memspark index --ephemeral on one generated changelog-like Markdown file; peak RSS of the command (os.wait4: "
        "the command and what it reaped, e.g. the temporary Prefect server); provider http = an in-process "
        "OpenAI-compatible server (hashed bag of words, 384 dims), so a 50 MB run takes minutes, not an hour. "
        "Runs: before = the whole file at once; pieces-one-merge = chunked and embedded in pieces, committed in one "
        "merge_insert; staged = staged in a side table and published by a streamed append (issue 22); "
        "staged-trimmed = plus freed memory given back between steps; after = plus fresh LanceDB handles per "
        "publish step and a line index instead of a str per line; arenas = plus glibc malloc arenas capped at 2 "
        "(memspark.storage.heap), 512-row publish slices and fresh handles after the index build; mmap = plus glibc's mmap "
        "threshold fixed at 256 KiB (memspark.storage.heap: large blocks unmapped when freed) and the tokenizer's "
        "Python copy of its ranks let go")
sys.path.insert(0, str(ROOT))

_SYLLABLES = ["ka", "lo", "mi", "ten", "ra", "vo", "sul", "de", "pi", "nor", "fa", "gre", "tu", "bel", "xin", "ar",
              "est", "on", "ul", "qua", "rin", "so", "ve", "zed", "mar", "col", "ix", "pra", "dun", "sha"]
_COMMON = ["the", "of", "and", "to", "in", "is", "was", "for", "on", "with", "that", "by", "this", "from", "at",
           "as", "be", "are", "it", "an", "or", "we", "our", "run", "config", "server", "model", "table", "index",
           "file", "note", "change", "restart", "deploy", "error", "fix", "test", "agent", "memory", "port", "key"]


def _vocabulary(rng: random.Random, size: int = 3000) -> list[str]:
    words = {"".join(rng.choices(_SYLLABLES, k=rng.randint(1, 4))) for _ in range(size * 2)}
    return sorted(words)[:size] + _COMMON * 20  # common words weigh more, as in prose


def _sentence(rng: random.Random, vocab: list[str], lo: int = 8, hi: int = 24) -> str:
    words = rng.choices(vocab, k=rng.randint(lo, hi))
    return words[0].capitalize() + " " + " ".join(words[1:]) + rng.choice([".", ".", ".", "!", "?"])


def _section(rng: random.Random, vocab: list[str], n: int) -> str:
    day = f"20{10 + n % 16:02d}-{1 + n % 12:02d}-{1 + n % 28:02d}"
    parts = [f"## {day} release {n // 100}.{n % 100}.{rng.randint(0, 9)}", ""]
    for _ in range(rng.randint(1, 3)):  # prose
        parts += [" ".join(_sentence(rng, vocab) for _ in range(rng.randint(2, 6))), ""]
    for kind in rng.sample(["Fixed", "Added", "Changed"], k=rng.randint(1, 3)):
        parts += [f"### {kind}", ""]
        parts += [f"- {_sentence(rng, vocab, 5, 18)}" for _ in range(rng.randint(2, 9))]
        parts.append("")
    if rng.random() < 0.15:
        parts += ["```bash", *(f"memspark {rng.choice(vocab)} --{rng.choice(vocab)} {k}" for k in range(rng.randint(2, 8))),
                  "```", ""]
    if rng.random() < 0.08:
        parts += ["| key | before | after |", "|---|---|---|",
                  *(f"| {rng.choice(vocab)} | {rng.randint(1, 999)} | {rng.randint(1, 999)} |" for _ in range(4)), ""]
    return "\n".join(parts) + "\n"


def write_large_markdown(path: Path, size_bytes: int, *, seed: int = 13) -> int:
    """Write changelog-like Markdown of about ``size_bytes`` bytes to ``path``; returns its ``##`` sections."""
    rng = random.Random(seed)
    vocab = _vocabulary(rng)
    path.parent.mkdir(parents=True, exist_ok=True)
    written = n = 0
    with path.open("w", encoding="utf-8") as out:
        out.write("# Release notes\n\nEvery release of the project, newest last.\n\n")
        while written < size_bytes:
            block = _section(rng, vocab, n)
            out.write(block)
            written += len(block.encode("utf-8"))
            n += 1
    return n


def run_index(root: Path, data: Path, env: dict[str, str], cwd: Path) -> dict[str, Any]:
    """``memspark index`` as a child: its peak RSS (os.wait4, the child and what it reaped), seconds, and
    the stderr lines with the second each arrived."""
    cmd = [str(ROOT / ".venv" / "bin" / "python"), "-m", "memspark.cli", "index", "--root", str(root),
           "--data-dir", str(data), "--ephemeral", "--json"]
    started = time.monotonic()
    # cwd: `python -m` puts it first on sys.path, before PYTHONPATH (--source)
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=cwd)
    lines: list[tuple[float, str]] = []

    def pump() -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            lines.append((round(time.monotonic() - started, 1), line.rstrip()))

    reader = threading.Thread(target=pump, daemon=True)
    reader.start()
    assert proc.stdout is not None
    stdout = proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    seconds = time.monotonic() - started
    reader.join(timeout=10)
    summary = json.loads(stdout) if stdout.strip().startswith("{") else {"stdout": stdout[-2000:]}
    return {"rc": proc.returncode, "seconds": round(seconds, 1), "peak_rss_mib": round(usage.ru_maxrss / 1024, 1),
            "summary": summary, "stderr": lines}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mb", type=float, default=50.0)
    ap.add_argument("--provider", choices=["http", "local"], default=None)
    ap.add_argument("--label", default="", help="the run's key in bench/results/large_file.json (default: <mb>MB-<provider>)")
    ap.add_argument("--chunk-budget", type=float, default=None, help="chunk.file_time_budget_s (default: the config's)")
    ap.add_argument("--source", default="", help="run memspark from this source tree (e.g. an old commit's export)")
    args = ap.parse_args()
    provider = args.provider or ("http" if args.mb > 8 else "local")
    from bench._common import write_result

    env = {**os.environ, "DO_NOT_TRACK": "1", "PREFECT_SERVER_ANALYTICS_ENABLED": "false",
           "PREFECT_LOGGING_TO_API_WHEN_MISSING_FLOW": "ignore"}
    if args.source:
        env["PYTHONPATH"] = str(Path(args.source).resolve())
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "ws"
        size = int(args.mb * 1_000_000)
        note = root / "workspace-main" / "memory" / "release-notes.md"
        sections = write_large_markdown(note, size)
        file_mb = round(note.stat().st_size / 1e6, 2)
        server = None
        embed = ""
        if provider == "http":
            sys.path.insert(0, str(ROOT / "tests"))
            from embed_server import EmbedServer

            server = EmbedServer(dims=384).start()
            embed = f'[embed]\nprovider = "spark"\nbase_url = "{server.base_url}"\nmodel = "bow-384"\nbatch_size = 64\n'
        budget = "" if args.chunk_budget is None else f"[chunk]\nfile_time_budget_s = {args.chunk_budget}\n"
        (root / "memspark.toml").write_text(
            f"[workspace]\nmax_file_bytes = {size * 2}\n{budget}{embed}", encoding="utf-8")
        env["PREFECT_HOME"] = str(Path(tmp) / "prefect")
        try:
            run = run_index(root, Path(tmp) / "data", env, Path(tmp))
        finally:
            if server is not None:
                server.stop()
    summary = run["summary"]
    chunks = int(summary.get("chunks_embedded", 0) or 0)
    progress = [f"{t:>7.1f}s {line}" for t, line in run["stderr"] if "index:" in line]
    res = {"source": args.source or "working tree", "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "file_mb": file_mb,
           "sections": sections, "provider": provider, "rc": run["rc"], "seconds": run["seconds"],
           "peak_rss_mib": run["peak_rss_mib"], "chunks_embedded": chunks,
           "chunks_per_s": round(chunks / run["seconds"], 1) if run["seconds"] else 0.0,
           "progress_lines": len(progress), "progress": progress[:40],
           "skipped": summary.get("skipped_files", []), "stderr_tail": [ln for _, ln in run["stderr"][-8:]]}
    print(json.dumps(res, indent=2))
    earlier = _earlier()
    runs = dict(earlier.get("runs", {}))
    runs[args.label or f"{args.mb:g}MB-{provider}"] = res
    kept = {k: earlier[k] for k in ("phases_in_process",) if k in earlier}  # bench/large_file_phases.py figures
    print("wrote", write_result("large_file", {"note": NOTE, "runs": runs, **kept}))


def _earlier() -> dict[str, Any]:
    """What bench/results/large_file.json holds already (one file keeps the before/after figures side by side)."""
    from bench._common import RESULTS

    try:
        return dict(json.loads((RESULTS / "large_file.json").read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return {}


if __name__ == "__main__":
    main()
