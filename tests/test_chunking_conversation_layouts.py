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
# a transcript reads as a session note: its metadata line above the first message shows as this heading
SESSION_HEADING = "# Session 1 March 2024 (Aiyana and Tomasz)\n"
HEADED_REFERENCE = _bodies(SESSION_HEADING + LAYOUTS["lines"]() + "\n")


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


def test_under_a_heading_naming_the_speakers_every_child_of_a_bold_layout_matches() -> None:
    """A heading that names both speakers is the evidence a child of two bold turns lacks on its own: under
    ``# Chat — Aiyana and Tomasz`` the bold layouts give every child, the one of two turns too, the plain
    lines' embed text."""
    heading, turns = "# Chat — Aiyana and Tomasz\n\n", TURNS[:42]
    reference = _bodies(heading + "\n".join(f"{n}: {t}" for n, t in turns) + "\n")
    assert any(len({line.split(":")[0] for line in body.split("\n")}) == len(body.split("\n")) == 2
               for body in reference)  # a child of two turns, two names once each: the case this is about
    assert _bodies(heading + "\n\n".join(f"**{n}:** {t}" for n, t in turns) + "\n") == reference
    assert _bodies(heading + "\n".join(f"**{n}**: {t}" for n, t in turns) + "\n") == reference


def test_a_jsonl_transcript_is_cut_and_embedded_like_plain_lines() -> None:
    """Bulky JSON per message (ids, model, nested content parts) costs no budget: the same children as the lines
    under the session heading a note of them carries (the transcript's metadata line renders as it)."""
    assert _bodies(_transcript(), "session") == HEADED_REFERENCE
    assert HEADED_REFERENCE[0].startswith("Session 1 March 2024 (Aiyana and Tomasz)\nAiyana: ")


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
    bold = SESSION_HEADING + "\n".join(f"- [2024-03-01 {_clock(i)}] **{n}:** {t}" for i, (n, t) in enumerate(TURNS)) + "\n"
    prepared = {pf.path: pf for pf in _write(tmp_path / "ws", {"workspace-a/memory/2024-03-01.md": bold,
                                                               "agents/a/sessions/2024-03-01.jsonl": _transcript()})}
    note, session = prepared["memory/2024-03-01.md"], prepared["sessions/2024-03-01.jsonl"]
    assert session.content_type == "session"

    def bodies(pf) -> list[str]:  # noqa: ANN001
        return [c.embed_text.split("\n\n", 1)[1] for c in pf.chunks if not c.is_parent]

    assert bodies(note) == bodies(session) == HEADED_REFERENCE
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
    lines_note = SESSION_HEADING + "\n".join(f"{n}: {t}" for n, t in TURNS) + "\n"
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
            said = [line.split(": ", 1)[1] for line in h.text.split("\n") if line and not line.startswith("# ")]
            assert said and all(json.dumps(words)[1:-1] in got["text"] for words in said)
    assert len([h for h in rows["memory/2024-03-01.md"] if not h.is_parent]) == len(session_rows)


# Layout families the turn detector learnt from the blind set (tests/data/turn_detection_v2): a name in capitals
# alone on its line (a screenplay), a chat header of a time and a name, a name in brackets, `Name | text`,
# `name> text`, `<v Name>` voices, `Name：` with a full-width colon, an emoji before the name, a role in
# parentheses and `From A to B:` (a meeting chat).
FAMILIES: dict[str, Callable[[], str]] = {
    "screenplay": lambda: "\n\n".join(f"{n.upper()}\n{t}" for n, t in TURNS),
    "chat-header": lambda: "\n\n".join(f"[{_clock(i)} AM] {n}\n{t}" for i, (n, t) in enumerate(TURNS)),
    "bracket-name": lambda: "\n".join(f"[{n}] {t}" for n, t in TURNS),
    "name-pipe": lambda: "\n".join(f"{n} | {t}" for n, t in TURNS),
    "name-angle": lambda: "\n".join(f"{n}> {t}" for n, t in TURNS),
    "webvtt-voice": lambda: "\n".join(f"<v {n}>{t}" for n, t in TURNS),
    "fullwidth-colon": lambda: "\n".join(f"{n}：{t}" for n, t in TURNS),
    "emoji-name": lambda: "\n".join(f"{'🌵' if n == 'Aiyana' else '🐙'} {n}: {t}" for n, t in TURNS),
    "role": lambda: "\n".join(f"{n} ({'host' if n == 'Aiyana' else 'guest'}): {t}" for n, t in TURNS),
    "meeting-chat": lambda: "\n".join(f"{_clock(i)}:00 From {n} to Everyone: {t}" for i, (n, t) in enumerate(TURNS)),
}


@pytest.mark.parametrize("layout", sorted(FAMILIES))
def test_every_layout_family_of_the_blind_set_is_cut_and_embedded_like_plain_lines(layout: str) -> None:
    """Each family reads as the same turns as the undecorated lines: the same children, the same embed texts
    (a screenplay's capitals are its layout: ``CAROLINE`` speaks as ``Caroline``)."""
    bodies = _bodies(FAMILIES[layout]() + "\n")
    assert len(bodies) == len(REFERENCE)
    assert bodies == REFERENCE


def _turn_lines(text: str) -> list[int]:
    from memspark.chunking.turns import conversation_turns

    return [b.start_line for b in conversation_turns(text, 1) if b.speaker is not None]


@pytest.mark.parametrize(("text", "speakers"), [
    # a deposition: "Q." / "A." after one capital letter, counsel's titled names with a colon
    ("Q. Where were you that evening?\nA. At the warehouse.\nQ. Was anyone else there?\nA. The night supervisor.\n"
     "MR. PATEL: Objection.\nQ. Did you see him leave?\nA. No.", ["Q", "A", "Q", "A", "MR. PATEL", "Q", "A"]),
    # a play: a name in capitals, a period and a dash
    ("TOMÁS.— ¿Todavía no has terminado?\n\nLUCÍA.— Si me ayudaras, habría terminado.\n\nTOMÁS.— ¿Para cuántos?",
     ["TOMÁS", "LUCÍA", "TOMÁS"]),
    # numbered speakers of an automatic transcript, with the time after the label
    ("Speaker 1 (00:00:04):\nWelcome back to the show.\n\nSpeaker 2 (00:00:13):\nThanks for having me.\n\n"
     "Speaker 1 (00:00:41):\nTwice a week, not daily?", ["Speaker 1", "Speaker 2", "Speaker 1"]),
    # a screenplay: parentheticals and action lines belong to the turn or to no one, scene headings are context
    ("INT. HARBOUR CAFÉ - NIGHT\n\nCAROLINE\nWe closed twenty minutes ago.\n\nMELANIE (V.O.)\nI know.\n\n"
     "CAROLINE\n(not looking up)\nThe light is always on.", ["Caroline", "Melanie", "Caroline"]),
])
def test_labels_of_the_blind_set_families_open_turns(text: str, speakers: list[str]) -> None:
    from memspark.chunking.turns import conversation_turns

    assert [b.speaker for b in conversation_turns(text, 1) if b.speaker is not None] == speakers


@pytest.mark.parametrize("text", [
    # log lines: a level after the timestamp, or in brackets, is no speaker
    "2024-01-02 10:02:03 INFO worker: started\n2024-01-02 10:02:03 INFO scheduler: 42 jobs queued\n"
    "2024-01-02 10:02:05 WARN worker: job 881 retry\n2024-01-02 10:02:09 INFO scheduler: 40 jobs queued",
    "[INFO] server started on port 8080\n[WARN] cache is cold\n[INFO] 12 workers\n[ERROR] worker 3 died",
    # a traceback and its cause
    "Traceback (most recent call last):\n  File \"/app/main.py\", line 14, in <module>\n    app = create_app()\n"
    "TypeError: Config.__init__() got an unexpected keyword argument 'listen_port'\n\nCause: the key was renamed in 3.0.",
    # tags in brackets, a checklist
    "[TODO] renew the certificate\n[DONE] move the backup window\n[TODO] rotate the keys\n[WIP] the runbook",
    # a report with upper-case section names above paragraphs (distinct names: no speakers)
    "SUMMARY\nTwo of five risks went up.\n\nSECURITY\nNo critical issues.\n\nSTAFFING\nTwo engineers left.",
    # a schedule: a time and a title alone on a line, one slot after the other
    "[09:00] Keynote — Room A\n[10:15] Profiling async code — Room B\n[11:00] Coffee\n[11:30] Polars in production"
    " — Room A\n[12:30] Lunch\n[14:00] Packaging — Room C",
    # a table without outer pipes
    "Service | Owner | Status\ngateway | Priya | green\nsearch | Tom | amber\nexports | Tom | red",
    # numbered keys once each
    "Step 1: Warm the milk.\nStep 2: Mix flour and sugar.\nStep 3: Let the dough rise.\nStep 4: Bake it.",
])
def test_look_alikes_of_the_new_families_stay_whole(text: str) -> None:
    assert _turn_lines(text) == []


@pytest.mark.parametrize(("line", "name"), [
    ("Rahul 10:02 AM", "Rahul"), ("Rahul Mehta  10:02 AM", "Rahul Mehta"), ("[Thorgrim] ok everyone, buff up", "Thorgrim"),
    ("19:03:40 @mbrzoza | actix-web już działa na tokio", "mbrzoza"), ("小明：今天的发布还按计划吗？", "小明"),
    ("Jonas (PO): Die Suche ist fertig.", "Jonas"), ("👩 Mama: Who is home for dinner tonight?", "Mama"),
    ("10:15:05 From Arjun Patel to Caroline Smith (Direct Message): a typo", "Arjun Patel"),
    ("<v Prof. Lindqvist>Any questions?", "Prof. Lindqvist"), ("mwilson> you there?", "mwilson"),
])
def test_a_label_of_each_new_family_names_its_speaker(line: str, name: str) -> None:
    from memspark.chunking.turns import speaker

    assert speaker(line) == name


@pytest.mark.parametrize("line", ["- [x] Changelog: updated", "[TODO] renew it", "[Link](https://example.com) text",
                                  "INT. HARBOUR CAFÉ - NIGHT", "2024-01-02 10:02:03 ERROR worker: job failed",
                                  "TypeError: unexpected keyword", "a | b | c", "Traceback (most recent call last):"])
def test_lines_of_the_new_families_that_hold_no_speaker(line: str) -> None:
    from memspark.chunking.turns import speaker

    assert speaker(line) is None


def test_an_irc_action_is_a_turn_of_a_nick_and_a_bullet_list_stays_whole() -> None:
    log = ("-!- tobi_k has joined #nixos-de\n[10:02] <tobi_k> moin, hat jemand flakes am laufen?\n"
           "[10:03] <svenja> ja, seit ein paar monaten. was klemmt?\n* svenja schaut sich das an\n"
           "[10:06] <svenja> auf darwin musst du es als modul einbinden\n[10:15] <tobi_k> läuft! danke euch")
    assert _turn_lines(log) == [2, 3, 4, 5, 6]
    assert _turn_lines("* fix the build\n* test the release\n* fix the docs\n* test it again") == []
