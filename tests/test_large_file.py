"""A large Markdown file: parsed in pieces, chunked a parent at a time, embedded and stored a piece at a
time, with progress inside the file and a bounded peak memory (issue 22, item 13).

Real components: markdown-it, tiktoken, a real OpenAI-compatible embeddings server on 127.0.0.1
(tests/embed_server.py), real LanceDB tables in tmp dirs, the real Prefect flow and the real CLI.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from embed_server import EmbedServer

from memspark import progress
from memspark.chunking import chunk_document, iter_chunk_groups, split_lines
from memspark.chunking.budget import scaled_budget
from memspark.chunking.layout import Doc
from memspark.chunking.markdown import front_matter_end, markdown_sections, pieces
from memspark.config import ChunkConfig, StorageConfig
from memspark.progress import Tracker
from memspark.storage import LanceStore
from memspark.storage.admin import scan_columns

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.large_file import write_large_markdown  # noqa: E402

CFG = ChunkConfig(file_time_budget_s=0)

# Headings where a naive cut would break a block: inside fences (``` and ~~~, a longer closer, an info
# string with backticks that is no fence), an HTML comment and a <pre> block holding blank lines, a list
# item's indented fence, a blockquote, a heading right after a paragraph, front matter.
TRICKY = """---
title: notes
## not a heading: front matter
---

# Notes

Intro paragraph.

## Fenced

````bash
echo one

## inside a fence

```
still inside: a shorter run does not close a longer fence
`````

## after the fence

~~~~
~~~

## inside a tilde fence
~~~~

## Comment

<!-- a comment

## inside the comment

-->

## Pre

<pre>
text

## inside pre
</pre>

## Lists

- item one

  ```
  ## in the item's fence
  ```

- item two
> quoted

## Quote follows
Paragraph right after the heading.
## Heading right after a paragraph

``` not`a fence
## so this is a heading

Tail text.
"""


def _sections(text: str, piece_chars: int) -> tuple[object, ...]:
    doc = Doc(split_lines(text), CFG.encoding)
    secs = markdown_sections(doc, piece_chars=piece_chars)
    return [(s.heading, s.blocks) for s in secs], doc.heading, doc.atomic, sorted(doc.atomic_ranges)


@pytest.mark.parametrize("text", [TRICKY, TRICKY * 7, "# a\n\n" + "## b\n\ntext\n\n" * 50])
def test_a_document_parsed_in_pieces_gives_the_sections_of_one_parse(text: str) -> None:
    lines = split_lines(text)
    assert len(pieces(lines, front_matter_end(lines), piece_chars=1)) > 3, "the test must really cut the document"
    assert _sections(text, 1) == _sections(text, 1 << 40)


_LINES = ["", "", "", "## h", "# t", "### x y", "text para", "```", "````", "~~~", "``` py", "```a`b", "  ```",
          "    ```", "<!--", "-->", "x -->", "<pre>", "</pre>", "<script>", "</script>", "<?php", "?>", "<!DOCTYPE", ">",
          "<![CDATA[", "]]>", "<div>", "</div>", "- item", "  - sub", "1. one", "> quote", ">", "    code", "---", "===",
          "| a | b |", "|---|---|", "[ref]: /url", "  ## indented", "\t## tab", "#no", "#", "## h ##"]


def test_random_line_soups_parse_in_pieces_like_the_whole() -> None:
    rng = random.Random(22)
    for _ in range(400):
        text = "\n".join(rng.choice(_LINES) for _ in range(rng.randint(5, 60))) + "\n"
        assert _sections(text, 1) == _sections(text, 1 << 40), text


def test_the_pieces_never_cut_inside_a_fence_or_an_html_block() -> None:
    lines = split_lines(TRICKY)
    starts = {lines[a] for a, _ in pieces(lines, front_matter_end(lines), piece_chars=1)[1:]}
    assert "## after the fence" in starts and "## Comment" in starts
    assert not {"## inside a fence", "## inside a tilde fence", "## inside the comment", "## inside pre",
                "## Heading right after a paragraph"} & starts


def test_chunk_groups_are_chunk_document_a_parent_at_a_time(tmp_path: Path) -> None:
    src = tmp_path / "notes.md"
    write_large_markdown(src, 400_000)
    text = src.read_text(encoding="utf-8") + TRICKY
    kw = {"agent_id": "main", "path": "memory/notes.md", "content_type": "markdown", "doc_date": "2026-01-02",
          "cfg": CFG}
    whole = chunk_document(text, **kw)
    groups = list(iter_chunk_groups(text, **kw))
    assert len(groups) > 10 and all(g[0].is_parent and not any(c.is_parent for c in g[1:]) for g in groups)
    assert [c for g in groups for c in g] == whole


def test_the_chunk_time_budget_is_granted_per_started_megabyte() -> None:
    assert scaled_budget(15.0, 10) == 15.0
    assert scaled_budget(15.0, 1_000_000) == 15.0
    assert scaled_budget(15.0, 1_000_001) == 30.0
    assert scaled_budget(15.0, 50_000_000) == 750.0
    assert scaled_budget(0.0, 50_000_000) == 0.0  # 0: no limit, whatever the size


def test_progress_inside_a_unit_is_logged_and_heard() -> None:
    now = [0.0]
    logged: list[str] = []
    heard: list[progress.ProgressUpdate] = []
    with progress.listen(heard.append):
        t = Tracker("index", 2, "files", log=logged.append, log_every_s=5.0, clock=lambda: now[0])
        for line in (1000, 2000, 3000):
            now[0] += 6.0
            t.within(line, 4000, "line")
        t.advance(1)
        t.finish()
    assert logged[:3] == ["index: file 1 of 2, line 1,000 of 4,000 (25%), ETA 18s",
                          "index: file 1 of 2, line 2,000 of 4,000 (50%), ETA 12s",
                          "index: file 1 of 2, line 3,000 of 4,000 (75%), ETA 6s"]
    assert logged[-1] == "index: 2 of 2 files (100%)"
    assert [u.fraction_done for u in heard if u.part] == [0.25, 0.5, 0.75]


def _lines_of(path: Path) -> list[str]:
    return split_lines(path.read_text(encoding="utf-8"))


@pytest.mark.slow
@pytest.mark.usefixtures("prefect_harness")
def test_a_large_file_is_indexed_with_progress_inside_it_and_exact_rows(tmp_path: Path) -> None:
    from flows.ingest import ingest
    from memspark.ingest.stream import STREAM_MIN_BYTES

    root = tmp_path / "ws"
    note = root / "workspace-main" / "memory" / "release-notes.md"
    write_large_markdown(note, 3 * STREAM_MIN_BYTES)
    (root / "workspace-main" / "MEMORY.md").write_text("# Memory\n\nA small note beside the big one.\n")
    updates: list[progress.ProgressUpdate] = []
    with EmbedServer(dims=384) as server:
        overrides = {"workspace": {"max_file_bytes": 10 * STREAM_MIN_BYTES},
                     "embed": {"provider": "spark", "base_url": server.base_url, "model": "bow-384"}}
        with progress.listen(updates.append):
            report = asyncio.run(ingest(root=str(root), data_dir=str(tmp_path / "data"), overrides=overrides))
    assert report.added == 2 and report.skipped == 0

    # (a) progress inside the one large file: many reports between its start and its end
    inside = [u for u in updates if u.task == "index" and u.part is not None]
    assert len(inside) >= 10, len(inside)
    done = [u.part.done for u in inside]
    assert done == sorted(done) and len(set(done)) == len(done) and done[-1] == len(_lines_of(note))
    assert inside[0].line().startswith("index: file ") and ", line " in inside[0].line()

    # (b) the rows are complete and exact: the chunks of the whole file, each its source lines, one vector
    store = LanceStore(tmp_path / "data", StorageConfig(), model_id=None, dims=None)
    rows = scan_columns(store, ["id", "path", "start_line", "end_line", "text", "is_parent", "vector"],
                        where="path = 'memory/release-notes.md'")
    assert rows is not None
    got = rows.to_pylist()
    lines = _lines_of(note)
    expected = chunk_document(note.read_text(encoding="utf-8"), agent_id="main", path="memory/release-notes.md",
                              content_type="markdown", doc_date=None, cfg=ChunkConfig())
    assert sorted(r["id"] for r in got) == sorted(c.id for c in expected)
    assert len(got) == report.chunks_written - len(scan_columns(store, ["id"], where="path = 'MEMORY.md'"))
    covered = set()
    for r in got:
        if r["start_line"] == r["end_line"]:  # a line too long for one child is cut into token windows
            assert r["text"] and r["text"] in lines[r["start_line"] - 1]
        else:
            assert r["text"] == "\n".join(lines[r["start_line"] - 1:r["end_line"]])
        vec = np.asarray(r["vector"], dtype=np.float32)
        assert (np.linalg.norm(vec) > 0.99) == (not r["is_parent"])
        if not r["is_parent"]:
            covered.update(range(r["start_line"], r["end_line"] + 1))
    assert {i + 1 for i, line in enumerate(lines) if line.strip()} <= covered


@pytest.mark.slow
@pytest.mark.usefixtures("prefect_harness")
def test_a_large_file_the_provider_refuses_late_keeps_its_old_rows(tmp_path: Path) -> None:
    from test_embed_isolation import BLOCKED, FilteringServer

    from flows.ingest import ingest
    from memspark.ingest.stream import STREAM_MIN_BYTES

    root = tmp_path / "ws"
    note = root / "workspace-main" / "memory" / "release-notes.md"
    write_large_markdown(note, STREAM_MIN_BYTES + 200_000)
    store = LanceStore(tmp_path / "data", StorageConfig(), model_id=None, dims=None)
    with FilteringServer(dims=32) as server:
        overrides = {"workspace": {"max_file_bytes": 10 * STREAM_MIN_BYTES},
                     "embed": {"provider": "spark", "base_url": server.base_url, "model": "test-embed", "dims": 32,
                               "backoff_s": 0.01}}
        first = asyncio.run(ingest(root=str(root), data_dir=str(tmp_path / "data"), overrides=overrides))
        before = scan_columns(store, ["id", "content_hash"]).sort_by("id")
        # the refused text comes last: every piece before it was embedded, none of it may be written
        note.write_text(note.read_text(encoding="utf-8") + f"\n## Late\n\nA line the filter refuses: {BLOCKED}.\n",
                        encoding="utf-8")
        again = asyncio.run(ingest(root=str(root), data_dir=str(tmp_path / "data"), overrides=overrides))
    assert first.added == 1 and first.chunks_written == before.num_rows > 1000
    (skip,) = again.skipped_files
    assert skip.path == "memory/release-notes.md" and "could not be embedded" in skip.line
    assert scan_columns(store, ["id", "content_hash"]).sort_by("id").equals(before)


# Peak RSS of `memspark index --ephemeral` on this 10 MB file, measured on the 2-core box
# (bench/results/large_file.json): 1,031 MiB before streaming (every chunk, text, vector and markdown-it
# token of the file held at once), ≈ 680 MiB after, of which ≈ 360 MiB is the command with nothing to index.
PEAK_BOUND_MIB = 850


@pytest.mark.slow
def test_indexing_a_10_mb_file_stays_under_a_memory_bound(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    write_large_markdown(root / "workspace-main" / "memory" / "release-notes.md", 10_000_000)
    with EmbedServer(dims=384) as server:
        (root / "memspark.toml").write_text(
            f'[workspace]\nmax_file_bytes = 20000000\n[embed]\nprovider = "spark"\nbase_url = "{server.base_url}"\n'
            'model = "bow-384"\nbatch_size = 64\n', encoding="utf-8")
        cmd = [sys.executable, "-m", "memspark.cli", "index", "--root", str(root), "--data-dir", str(tmp_path / "data"),
               "--ephemeral", "--json"]
        # a parent of its own, so RUSAGE_CHILDREN holds this command's peak alone (and what it reaped)
        wrapper = ("import json, resource, subprocess, sys\n"
                   "p = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
                   "print(json.dumps({'rc': p.returncode, 'out': p.stdout, 'err': p.stderr[-3000:],\n"
                   "                  'kib': resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}))\n")
        done = subprocess.run([sys.executable, "-c", wrapper, *cmd], capture_output=True, text=True, timeout=1200,
                              env={**os.environ, "PREFECT_HOME": str(tmp_path / "prefect")})
    result = json.loads(done.stdout)
    assert result["rc"] == 0, result["err"]
    assert json.loads(result["out"])["added"] == 1
    peak_mib = result["kib"] / 1024
    assert peak_mib < PEAK_BOUND_MIB, f"peak RSS {peak_mib:.0f} MiB"
