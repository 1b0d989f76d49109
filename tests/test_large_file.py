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
import pyarrow as pa
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
from memspark.storage.stage import StagedFile

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


@pytest.mark.parametrize("text", ["", "\n", "a", "a\n", "a\n\n", "\ufeffa\r\nb\rc\n", "\r\r\n\n", "x\n\n\ny",
                                  "é ✓ 😀\nok\n", TRICKY])
def test_text_lines_are_split_lines_without_a_str_per_line(text: str) -> None:
    from memspark.chunking.layout import TextLines

    lines, expected = TextLines(text), split_lines(text)
    assert len(lines) == len(expected) and list(lines) == expected and lines[:] == expected
    assert [lines[i] for i in range(-len(expected), len(expected))] == expected * 2
    for a in range(len(expected) + 1):
        for b in range(a, len(expected) + 1):
            assert lines.joined(a, b) == "\n".join(expected[a:b]) and lines[a:b] == expected[a:b]
    with pytest.raises(IndexError):
        lines[len(expected)]


def test_random_texts_split_into_text_lines_like_split_lines() -> None:
    from memspark.chunking.layout import TextLines

    rng = random.Random(7)
    for _ in range(300):
        text = "".join(rng.choice(["a", "b c", "\n", "\r", "\r\n", " ", "\ufeff", "é"]) for _ in range(rng.randint(0, 40)))
        assert list(TextLines(text)) == split_lines(text), repr(text)


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
# (bench/results/large_file.json): 1,031 MiB when the whole file was held at once; 674 MiB when it was
# chunked and embedded in pieces but its rows were still held and committed in one merge_insert; ≈ 480 MiB
# once the pieces were staged and published by a streamed append; 428 MiB with LanceDB's threads on two
# glibc arenas and 512-row publish slices (≈ 316 MiB of which is the command with nothing to index:
# Prefect, LanceDB, the tokenizer).
PEAK_BOUND_MIB = 500


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


# ---- staged writes: a large file is written a piece at a time and published at once -------------------

_CHILD = """
import os, signal, sys
sys.path[:0] = [{repo!r}, {tests!r}]
from test_large_file import _indexer
cfg, snap, queue, store = _indexer({root!r}, {data!r}, {url!r})
ticks = []

def crash(done, total):
    ticks.append(done)
    if len(ticks) == 2:  # two pieces staged: the process dies as a kill -9 or a power cut would end it
        os.kill(os.getpid(), signal.SIGKILL)

from memspark.ingest.stream import stream_file
stream_file(snap, cfg, queue, store, model_id=queue.identity, dims=32, on_progress=crash, stage_rows=500)
"""


def _indexer(root: str, data: str, base_url: str) -> tuple[object, object, object, LanceStore]:
    """The config, the large note's snapshot, an embedding queue and a store, as the ingest flow makes them."""
    from memspark.config import load_config
    from memspark.embed import EmbedQueue, create_provider
    from memspark.ingest import snapshot_files
    from memspark.ingest.stream import STREAM_MIN_BYTES
    from memspark.workspace import Workspace

    cfg = load_config(root=root, data_dir=data, overrides={
        "workspace": {"max_file_bytes": 10 * STREAM_MIN_BYTES},
        "embed": {"provider": "spark", "base_url": base_url, "model": "test-embed", "dims": 32}})
    ws = Workspace(cfg.workspace, cfg.root)
    (snap,) = snapshot_files(ws, [ws.root / "workspace-main" / "memory" / "release-notes.md"])
    queue = EmbedQueue(create_provider(cfg.embed), cfg.embed)
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=32)
    return cfg, snap, queue, store


def _stages(store: LanceStore) -> dict[str, int]:
    from memspark.storage.side import open_side_table, table_names
    from memspark.storage.stage import stage_prefix

    out = {}
    for name in table_names(store):
        if name.startswith(stage_prefix(store)):
            side = open_side_table(store, name)
            assert side is not None
            out[name] = side.count()
    return out


def _rows(data: Path) -> pa.Table:
    """The chunks table as another process sees it (a store of its own, opened now)."""
    reader = LanceStore(data, StorageConfig(), model_id=None, dims=None)
    rows = scan_columns(reader, ["id", "content_hash", "updated_at"])
    assert rows is not None
    return rows.sort_by("id")


def _two_generations(tmp_path: Path) -> tuple[Path, str]:
    """A large note and, after its first generation is indexed, the text of its next one (written by the caller)."""
    from memspark.ingest.stream import STREAM_MIN_BYTES

    note = tmp_path / "ws" / "workspace-main" / "memory" / "release-notes.md"
    write_large_markdown(note, STREAM_MIN_BYTES + 300_000)
    text = note.read_text(encoding="utf-8")
    head, _, tail = text.partition("\n## ")
    return note, head + "\n## A section added at the top\n\nNew first words.\n\n## " + tail + "\n## The newest release\n\nLast.\n"


@pytest.mark.slow
def test_a_large_file_is_staged_piece_by_piece_while_readers_keep_its_old_rows(tmp_path: Path) -> None:
    from memspark.ingest.stream import stream_file

    note, next_text = _two_generations(tmp_path)
    data = tmp_path / "data"
    with EmbedServer(dims=32) as server:
        cfg, snap, queue, store = _indexer(str(tmp_path / "ws"), str(data), server.base_url)
        first = stream_file(snap, cfg, queue, store, model_id=queue.identity, dims=32)
        old = _rows(data)
        assert first.rows_written == old.num_rows > 2000 and first.pieces >= 4

        note.write_text(next_text, encoding="utf-8")
        cfg, snap, queue, store = _indexer(str(tmp_path / "ws"), str(data), server.base_url)
        seen: list[tuple[int, int]] = []

        def check(done: int, total: int) -> None:
            if done == total:
                return
            # mid-file: another reader sees exactly the old rows, while the stage holds what is written so far
            assert _rows(data).equals(old)
            (staged,) = _stages(store).values()
            seen.append((done, staged))

        second = stream_file(snap, cfg, queue, store, model_id=queue.identity, dims=32, on_progress=check,
                             stage_rows=500)
    assert len(seen) >= 3
    staged = [n for _, n in seen]
    assert staged == sorted(staged) and len(set(staged)) >= 3 and staged[0] > 0  # written as it goes
    assert staged[-1] < second.rows_written  # never all of it before the end

    new = _rows(data)
    expected = chunk_document(next_text, agent_id="main", path="memory/release-notes.md", content_type="markdown",
                              doc_date=None, cfg=ChunkConfig())
    assert sorted(new.column("id").to_pylist()) == sorted(c.id for c in expected) and new.num_rows == second.rows_written
    assert len(set(new.column("updated_at").to_pylist())) == 1  # one generation; the old one is gone
    assert len(set(new.column("content_hash").to_pylist())) == 1 != len(set(old.column("content_hash").to_pylist()) |
                                                                          set(new.column("content_hash").to_pylist()))
    assert _stages(store) == {}


@pytest.mark.slow
def test_a_crash_mid_file_keeps_the_old_rows_and_the_next_run_clears_the_stage(tmp_path: Path) -> None:
    from memspark.ingest.stream import stream_file
    from memspark.storage.stage import recover_staged

    note, next_text = _two_generations(tmp_path)
    data = tmp_path / "data"
    with EmbedServer(dims=32) as server:
        cfg, snap, queue, store = _indexer(str(tmp_path / "ws"), str(data), server.base_url)
        stream_file(snap, cfg, queue, store, model_id=queue.identity, dims=32)
        old = _rows(data)

        note.write_text(next_text, encoding="utf-8")
        child = _CHILD.format(repo=str(REPO), tests=str(REPO / "tests"), root=str(tmp_path / "ws"), data=str(data),
                              url=server.base_url)
        done = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, timeout=600)
        assert done.returncode == -9, done.stderr[-2000:]

        store = LanceStore(data, StorageConfig(), model_id=None, dims=None)
        assert _rows(data).equals(old)  # the killed run changed nothing a reader sees
        (staged,) = _stages(store).values()
        assert staged > 0
        assert recover_staged(store) == 0 and len(_stages(store)) == 1  # fresh: it may be a run still going
        assert recover_staged(store, stale_after_s=0) == 1 and _stages(store) == {}
        assert _rows(data).equals(old)

        cfg, snap, queue, store = _indexer(str(tmp_path / "ws"), str(data), server.base_url)
        stream_file(snap, cfg, queue, store, model_id=queue.identity, dims=32)
    expected = chunk_document(next_text, agent_id="main", path="memory/release-notes.md", content_type="markdown",
                              doc_date=None, cfg=ChunkConfig())
    assert sorted(_rows(data).column("id").to_pylist()) == sorted(c.id for c in expected)


_NOTE_KW = {"agent_id": "main", "content_type": "markdown", "doc_date": None, "cfg": ChunkConfig()}
_OLD_NOTES = "# Notes\n\n" + "".join(f"## Part {i}\n\nThe old words of part {i}.\n\n" for i in range(30))


def _note_rows(path: str, text: str) -> pa.Table:
    """The rows of a small note as the ingest writes them (8-dim unit-ish vectors, model ``m``)."""
    from memspark.storage.records import build_records

    chunks = chunk_document(text, path=path, **_NOTE_KW)
    vectors = np.ones((sum(not c.is_parent for c in chunks), 8), dtype=np.float32)
    return build_records(chunks, vectors, pool="memory", source="memory", content_type="markdown", doc_date="",
                         evergreen=False, content_hash=text[:6], model_id="m", dims=8)


def _published_not_retired(store: LanceStore, path: str, text: str) -> StagedFile:
    """A stage of ``path``'s next generation whose rows reached the chunks table, as a crash between the
    publish's append and its delete leaves it."""
    from memspark.storage.side import open_side_table

    stage = store.stage_file(("main", path))
    stage.append(_note_rows(path, text))
    side = open_side_table(store, stage.name)
    assert side is not None
    store.upsert(side.scan())  # what the publish's append commits; the process dies before its delete
    return stage


def test_a_stage_published_but_not_retired_is_finished_by_the_next_run(tmp_path: Path) -> None:
    """A crash between the publish's append and its delete leaves two generations of the file: the
    next run's recovery deletes the older one and drops the stage; the other files are untouched."""
    from memspark.storage.stage import recover_staged

    store = LanceStore(tmp_path / "data", StorageConfig(), model_id="m", dims=8)
    kw = _NOTE_KW
    rows = _note_rows
    old_text = _OLD_NOTES
    new_text = old_text.replace("old words", "new words")
    store.replace_files(rows("notes.md", old_text), [("main", "notes.md")])
    store.replace_files(rows("other.md", "# Other\n\nStays as it is.\n"), [("main", "other.md")])
    other = scan_columns(store, ["id", "updated_at"], where="path = 'other.md'").sort_by("id")

    stage = _published_not_retired(store, "notes.md", new_text)
    both = scan_columns(store, ["id"], where="path = 'notes.md'")
    assert both.num_rows > stage.rows

    assert recover_staged(store) == 1
    after = scan_columns(store, ["id", "text", "updated_at"], where="path = 'notes.md'")
    expected = chunk_document(new_text, path="notes.md", **kw)
    assert sorted(after.column("id").to_pylist()) == sorted(c.id for c in expected)
    assert set(after.column("updated_at").to_pylist()) == {stage.stamp}
    assert not any("old words" in t for t in after.column("text").to_pylist())
    assert _stages(store) == {}
    assert scan_columns(store, ["id", "updated_at"], where="path = 'other.md'").sort_by("id").equals(other)


@pytest.mark.usefixtures("prefect_harness")
def test_maintain_finishes_or_drops_the_stages_crashed_runs_left(tmp_path: Path) -> None:
    """``maintain`` clears stale stages: one published but not retired is finished at once; one a run
    crashed while writing is left while it may still be a run going, and dropped once stale. The
    chunks table's rows of every other file stay as they were."""
    from flows.maintain import maintain

    data = tmp_path / "data"
    store = LanceStore(data, StorageConfig(), model_id="m", dims=8)
    new_text = _OLD_NOTES.replace("old words", "new words")
    for path in ("notes.md", "crashed.md"):
        store.replace_files(_note_rows(path, _OLD_NOTES), [("main", path)])
    crashed_before = scan_columns(store, ["id", "updated_at"], where="path = 'crashed.md'").sort_by("id")
    published = _published_not_retired(store, "notes.md", new_text)
    crashed = store.stage_file(("main", "crashed.md"))  # a run killed while staging: the stage holds a part
    crashed.append(_note_rows("crashed.md", new_text).slice(0, 10))
    assert len(_stages(store)) == 2

    first = asyncio.run(maintain(root=str(tmp_path), data_dir=str(data), retention_s=3600))
    assert first["stages_cleared"] == 1 and list(_stages(store)) == [crashed.name]  # fresh: may be a run going
    notes = scan_columns(store, ["id", "text", "updated_at"], where="path = 'notes.md'")
    assert set(notes.column("updated_at").to_pylist()) == {published.stamp}
    assert sorted(notes.column("id").to_pylist()) == sorted(c.id for c in chunk_document(new_text, path="notes.md",
                                                                                         **_NOTE_KW))

    second = asyncio.run(maintain(root=str(tmp_path), data_dir=str(data), retention_s=3600, stale_stage_s=0))
    assert second["stages_cleared"] == 1 and _stages(store) == {}
    assert scan_columns(store, ["id", "updated_at"], where="path = 'crashed.md'").sort_by("id").equals(crashed_before)


def test_maintain_clears_a_stage_left_before_any_table_existed(tmp_path: Path, prefect_harness: None) -> None:
    """A crash during the very first index leaves a stage and no chunks table: maintain still drops it."""
    from flows.maintain import maintain

    data = tmp_path / "data"
    store = LanceStore(data, StorageConfig(), model_id="m", dims=8)
    store.stage_file(("main", "notes.md")).append(_note_rows("notes.md", _OLD_NOTES))
    out = asyncio.run(maintain(root=str(tmp_path), data_dir=str(data), stale_stage_s=0))
    assert out["stages_cleared"] == 1 and out["skipped"] == "no table" and _stages(store) == {}
