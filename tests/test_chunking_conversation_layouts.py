"""Issue 20: one conversation, any layout, the same children and the same embed texts.

A conversation's child chunks are embedded from what the turns say (``Speaker: words``: no bold, list
marker, quote mark, timestamp or JSON), and their token budget is counted on that plain form, so the
same turns written in any decoration are cut into the same children and embed to the same text (hence
the same vectors). The stored ``text`` stays the source's own lines; a JSONL transcript is chunked as its
``role: content`` rendering, line for line, and ``memory_get`` still reads its real lines. Re-embed
rebuilds the same embed texts from stored rows. Real chunker, real ingest, real store, real model."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from memspark.chunking import chunk_document
from memspark.chunking.embedtext import embed_body
from memspark.config import ChunkConfig, load_config
from memspark.ingest import snapshot_files
from memspark.ingest.prepare import prepare_files, to_records
from memspark.ops.reembed import embed_texts
from memspark.workspace import Workspace

CFG = ChunkConfig()
_WORDS = ["the", "gateway", "restarts", "after", "the", "upgrade", "and", "my", "sister", "painted", "a", "lake", "at", "sunrise", "we", "adopted", "a", "puppy", "named", "Oscar", "last", "week", "because", "the", "backup", "job", "failed", "twice", "on", "Friday"]
_rng = random.Random(20)
TURNS = [(("Aiyana", "Tomasz")[i % 2], " ".join(_rng.choice(_WORDS) for _ in range(_rng.randint(6, 40)))
          + ("?" if i % 5 == 0 else "."))
         for i in range(48)]


def _clock(i: int) -> str:
    return f"{9 + i // 60:02d}:{i % 60:02d}"


# The family of layouts (issue 20, item 1): label decorations, one turn a paragraph or a line, label alone.
LAYOUTS: dict[str, Callable[[], str]] = {
    "paragraphs": lambda: "\n\n".join(f"{n}: {t}" for n, t in TURNS),
    "lines": lambda: "\n".join(f"{n}: {t}" for n, t in TURNS),
    "bold": lambda: "\n\n".join(f"**{n}:** {t}" for n, t in TURNS),
    "bold-name": lambda: "\n".join(f"**{n}**: {t}" for n, t in TURNS),
    "stamped-list": lambda: "\n".join(f"- [2024-03-01 {_clock(i)}] {n}: {t}" for i, (n, t) in enumerate(TURNS)),
    "numbered-list": lambda: "\n".join(f"{i + 1}. {n}: {t}" for i, (n, t) in enumerate(TURNS)),
    "quote": lambda: "\n".join(f"> {n}: {t}" for n, t in TURNS),
    "dash": lambda: "\n".join(f"{n} — {t}" for n, t in TURNS),
    "time-after": lambda: "\n".join(f"{n} ({_clock(i)}): {t}" for i, (n, t) in enumerate(TURNS)),
    "chat-export": lambda: "\n".join(f"[3/1/24, {1 + i // 60}:{i % 60:02d}:00 PM] {n}: {t}"
                                     for i, (n, t) in enumerate(TURNS)),
    "label-alone": lambda: "\n\n".join(f"{n}, [01.03.24 {_clock(i)}]\n{t}" for i, (n, t) in enumerate(TURNS)),
}


def _transcript() -> str:
    meta = {"type": "session", "version": 3, "id": "b1f2", "cwd": "/home/agent/project", "timestamp": "2024-03-01T09:00:00Z"}
    return "\n".join([json.dumps(meta)] + [
        json.dumps({"type": "message", "id": f"msg-{i:05d}-7c1e", "message": {"role": n, "content": [{"type": "text", "text": t}]},
                    "timestamp": f"2024-03-01T{_clock(i)}:00Z", "model": "spark-large-2026-01"})
        for i, (n, t) in enumerate(TURNS)]) + "\n"


def _children(text: str, content_type: str) -> list:
    return [c for c in chunk_document(text, agent_id="a", path="memory/chat.md", content_type=content_type,
                                      doc_date="2024-03-01", cfg=CFG) if not c.is_parent]


def _bodies(text: str, content_type: str = "markdown") -> list[str]:
    return [c.embed_text.split("\n\n", 1)[1] for c in _children(text, content_type)]


REFERENCE = _bodies(LAYOUTS["lines"]() + "\n")


def test_the_reference_is_several_children_of_plain_turns() -> None:
    assert len(REFERENCE) >= 5
    assert all(line.startswith(("Aiyana: ", "Tomasz: ")) for body in REFERENCE for line in body.split("\n"))


@pytest.mark.parametrize("layout", sorted(set(LAYOUTS) - {"lines"}))
def test_every_layout_is_cut_and_embedded_like_plain_lines(layout: str) -> None:
    """The same children (count and embed text) as the undecorated lines. The last child may hold only two
    turns, which in a curated-note decoration (bold, list) is too little evidence of a conversation on its
    own (``**Fix:** … / **Lesson:** …``): it may embed as written; every other child must match."""
    bodies = _bodies(LAYOUTS[layout]() + "\n")
    assert len(bodies) == len(REFERENCE)
    assert bodies[:-1] == REFERENCE[:-1]
    assert bodies[-1] == REFERENCE[-1] or len(REFERENCE[-1].split("\n")) <= 2


def test_a_jsonl_transcript_is_cut_and_embedded_like_plain_lines() -> None:
    """Bulky JSON per message (ids, model, nested content parts) costs no budget: the same children as the lines."""
    assert _bodies(_transcript(), "session") == REFERENCE


def test_the_stored_text_stays_the_notes_own_lines() -> None:
    src = LAYOUTS["stamped-list"]() + "\n"
    lines = src.split("\n")
    for c in _children(src, "markdown"):
        assert c.text == "\n".join(lines[c.start_line - 1:c.end_line])
        assert c.text.startswith("- [2024-03-01 ")
        assert "[2024-03-01" not in c.embed_text  # the timestamps are layout: the prefix carries the date


def test_a_turn_that_spans_lines_is_never_split_by_the_overlap() -> None:
    """With the label alone on its line, a child's overlap starts at a label, never at a message's text."""
    for c in _children(LAYOUTS["label-alone"]() + "\n", "markdown"):
        first = c.text.split("\n", 1)[0]
        assert first.startswith(("Aiyana, [", "Tomasz, [")), first


@pytest.mark.parametrize("note", [
    "# Incident 12\n\nRoot cause: the cron job ran twice.\nFix: a lock file.\nOwner: dev agent\nStatus: closed\n\n"
    "# Incident 13\n\nRoot cause: disk full.\nFix: rotate logs.\nOwner: ops\nStatus: open\n",
    "---\ntitle: Gateway\ntags: [ops]\n---\n\n- Host: mac-mini\n- Port: 8080\n- Model: spark-large\n",
    "**What happened:** I ran the migration without a backup and the table was dropped.\n\n"
    "**Lesson:** always take a snapshot before running a schema change.\n",
])
def test_a_note_that_is_no_conversation_embeds_as_written(note: str) -> None:
    for c in _children(note, "markdown"):
        assert embed_body(c.text, c.start_line) == c.text
        assert c.embed_text.endswith("\n\n" + c.text)


def _write(root: Path, files: dict[str, str]) -> list:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    cfg = load_config(root=root, data_dir=root.parent / "data", env={}, overrides={"workspace": {"index_sessions": True}})
    ws = Workspace(cfg.workspace, cfg.root)
    prepared, failed = prepare_files(snapshot_files(ws, ws.iter_files(["a"], include_shared=False)), cfg)
    assert not failed
    return prepared


def test_ingest_embeds_the_same_texts_for_a_note_and_a_transcript_and_reembed_rebuilds_them(tmp_path: Path) -> None:
    """Through the real ingest (routing, reading, chunking, turns): a bold, time-stamped note and a JSONL
    transcript of the same turns embed the same chunk bodies and turn texts; rows written from them rebuild,
    in re-embed, to exactly the texts ingest embedded (no hash mismatch), so a re-embed computes what a
    fresh ingest would."""
    bold = "\n".join(f"- [2024-03-01 {_clock(i)}] **{n}:** {t}" for i, (n, t) in enumerate(TURNS)) + "\n"
    prepared = {pf.path: pf for pf in _write(tmp_path / "ws", {"workspace-a/memory/2024-03-01.md": bold,
                                                               "agents/a/sessions/2024-03-01.jsonl": _transcript()})}
    note, session = prepared["memory/2024-03-01.md"], prepared["sessions/2024-03-01.jsonl"]
    assert session.content_type == "session"

    def bodies(pf) -> list[str]:  # noqa: ANN001
        return [c.embed_text.split("\n\n", 1)[1] for c in pf.chunks if not c.is_parent]

    assert bodies(note)[:-1] == bodies(session)[:-1] == REFERENCE[:-1]
    assert [t for _, t in note.turns] == [t for _, t in session.turns]
    for pf in (note, session):
        rows = to_records([pf], None, model_id="m", dims=4)
        rebuilt = embed_texts(rows)
        assert rebuilt.mismatched == 0
        assert rebuilt.texts == pf.embed_texts


def test_a_transcript_is_searched_as_words_and_memory_get_reads_its_real_lines(tmp_path: Path, queue) -> None:  # noqa: ANN001
    """A real transcript file indexed into a real store: its chunks (what BM25 and recall see) read
    ``role: content``, not JSON, with exact line ranges; ``memory_get`` of a chunk's range returns the file's
    own JSON lines, not the index's rendering; the note of the same turns is cut into as many children."""
    from memspark.recall import MemorySparkManager
    from memspark.storage import LanceStore
    from memspark.toolset.indexer import index_paths

    root = tmp_path / "ws"
    transcript = _transcript()
    lines_note = "\n".join(f"{n}: {t}" for n, t in TURNS) + "\n"
    files = {"agents/a/sessions/2024-03-01.jsonl": transcript, "workspace-a/memory/2024-03-01.md": lines_note}
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    cfg = load_config(root=root, data_dir=tmp_path / "data", env={}, overrides={"workspace": {"index_sessions": True}})
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
    index_paths(cfg, Workspace(cfg.workspace, cfg.root), store, queue, [root / rel for rel in files])
    rows = {p: store.get_by_path(p, "a") for p in ("sessions/2024-03-01.jsonl", "memory/2024-03-01.md")}
    store.close()
    session_rows = [h for h in rows["sessions/2024-03-01.jsonl"] if not h.is_parent]
    assert session_rows and all("{" not in h.text for h in session_rows)
    raw = transcript.split("\n")
    with MemorySparkManager(cfg, "a", queue=queue) as manager:
        for h in session_rows[:3]:
            got = manager.read_file("sessions/2024-03-01.jsonl", h.start_line, h.end_line - h.start_line + 1)
            assert got["text"] == "\n".join(raw[h.start_line - 1:h.end_line])  # the file's own lines, JSON
            said = [line.split(": ", 1)[1] for line in h.text.split("\n") if line]
            assert said and all(json.dumps(words)[1:-1] in got["text"] for words in said)
    assert len([h for h in rows["memory/2024-03-01.md"] if not h.is_parent]) == len(session_rows)
