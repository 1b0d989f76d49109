"""Plain text, code and session transcript chunking."""

from __future__ import annotations

import json
import random

import pytest
from chunking_checks import check_invariants

from memspark.chunking import chunk_document, split_lines
from memspark.chunking.layout import Doc
from memspark.chunking.plain import code_sections, render_transcript, transcript_headings
from memspark.config import ChunkConfig

CFG = ChunkConfig()
SMALL = ChunkConfig(parent_tokens=250, child_tokens=60, overlap_tokens=10, min_section_tokens=15)


def run(text: str, content_type: str, cfg: ChunkConfig = CFG, path: str = "notes/x.txt",
        date: str | None = None) -> list:
    return chunk_document(text, agent_id="main", path=path, content_type=content_type, doc_date=date, cfg=cfg)


def kids(chunks: list) -> list:
    return [c for c in chunks if not c.is_parent]


def test_text_paragraphs_are_blocks() -> None:
    para = " ".join(["sentence words"] * 40)  # ~80 tokens per paragraph
    src = "\n\n".join(f"P{i} {para}" for i in range(6)) + "\n"
    chunks = run(src, "text")
    check_invariants(src, chunks, path="notes/x.txt", cfg=CFG)
    for c in kids(chunks):
        # children hold whole paragraphs (the overlap line is itself a whole paragraph line)
        assert c.text.split("\n")[0].startswith("P") and c.text.split("\n")[-1].startswith("P")
    assert all(c.heading == "" for c in chunks)


@pytest.mark.parametrize("seed", range(20))
def test_text_random_documents(seed: int) -> None:
    rng = random.Random(seed)
    words = ["alpha", "beta", "gamma", "δ", "🙂", "x" * 30]
    paras = ["\n".join(" ".join(rng.choice(words) for _ in range(rng.randint(1, 60)))
                       for _ in range(rng.randint(1, 6))) for _ in range(rng.randint(1, 20))]
    src = ("\n\n\n" if seed % 3 == 0 else "") + "\n\n".join(paras) + ("\r\n" if seed % 2 else "")
    for cfg in (CFG, SMALL):
        check_invariants(src, run(src, "text", cfg), path="notes/x.txt", cfg=cfg)


CODE = '''import os
from pathlib import Path


@decorated
def first(a, b):
    """Docstring."""
    x = a + b

    return x * 2


class Thing:
    def method(self):
        return 1

    def other(self):
        return 2
def glued():
    return 3
'''


def test_code_units_split_at_top_level_definitions() -> None:
    cfg = ChunkConfig(parent_tokens=2000, child_tokens=40, overlap_tokens=0, min_section_tokens=1)
    chunks = run(CODE, "code", cfg, path="src/x.py")
    check_invariants(CODE, chunks, path="src/x.py", cfg=cfg)
    texts = [c.text for c in kids(chunks)]
    first = next(t for t in texts if "def first" in t)
    assert "@decorated" in first, "a decorator stays with its function"
    assert "return x * 2" in first, "a blank line inside a body does not split a unit that fits"
    doc = Doc(split_lines(CODE), cfg.encoding)
    starts = [CODE.split("\n")[a] for a, _ in code_sections(doc)[0].blocks]
    # the blank line before "def method"'s sibling is indented context: no new unit; a glued def is one
    assert starts == ["import os", "@decorated", "class Thing:", "def glued():"]


def test_code_bigger_than_a_child_is_split_by_lines() -> None:
    body = "\n".join(f"    value_{i} = compute_something({i}, flag=True)" for i in range(200))
    src = f"def huge():\n{body}\n    return value_0\n"
    chunks = run(src, "code", path="src/huge.py")
    check_invariants(src, chunks, path="src/huge.py", cfg=CFG)
    assert len(kids(chunks)) > 5


def _session_lines() -> list[str]:
    return [
        json.dumps({"role": "user", "content": "What port does Spark embed on?", "timestamp": "2026-03-02T10:00:00Z"}),
        "this line is not json {",
        json.dumps({"type": "message", "message": {"role": "assistant",
                    "content": [{"type": "text", "text": "Port 8080, OpenAI-compatible."}]},
                    "timestamp": "2026-03-02T10:00:05Z"}),
        "",
        json.dumps({"type": "session_meta", "cwd": "/x"}),
        json.dumps({"role": "user", "content": "Thanks!"}),
    ]


def test_session_lines_keep_exact_numbers_and_are_chunked_as_what_they_say() -> None:
    """A transcript is chunked as ``role: content`` lines: the chunk text (what BM25 indexes and recall shows)
    reads words, not JSON, and its line n is the file's line n (other lines blank), so ranges stay exact."""
    src = "\n".join(_session_lines()) + "\n"
    chunks = run(src, "session", path="sessions/2026-03-02.jsonl")
    check_invariants(src, chunks, path="sessions/2026-03-02.jsonl", cfg=CFG, cover=False, rendered=True)
    children = kids(chunks)
    assert len(children) == 1
    c = children[0]
    assert (c.start_line, c.end_line) == (1, 6)
    assert c.text == ("user: What port does Spark embed on?\n\nassistant: Port 8080, OpenAI-compatible.\n\n\n"
                      "user: Thanks!")
    assert c.heading == "Session 2 March 2026 (user and assistant)"
    assert c.embed_text == ("File: sessions/2026-03-02.jsonl | Section: Session 2 March 2026 (user and assistant)"
                            " | Date: 2026-03-02\n\n"
                            "user: What port does Spark embed on?\nassistant: Port 8080, OpenAI-compatible.\n"
                            "user: Thanks!")


def test_a_transcripts_chunks_cost_what_the_messages_say() -> None:
    """The token budget counts the rendered messages, not their JSON: a transcript with bulky metadata per
    message is cut into as many children as the same words written as ``role: content`` lines."""
    msgs = [("user" if i % 2 else "assistant", f"message number {i} " + "word " * 20) for i in range(60)]
    transcript = "\n".join(json.dumps({"role": r, "content": t, "timestamp": f"2026-03-03T10:{i:02d}:00.000Z",
                                       "id": f"msg-{i:04d}-9f8e7d6c5b4a", "model": "spark-large-2026-01"})
                           for i, (r, t) in enumerate(msgs)) + "\n"
    plain = "\n".join(f"{r}: {' '.join(t.split())}" for r, t in msgs) + "\n"
    as_jsonl = kids(run(transcript, "session", path="sessions/s.jsonl"))
    as_text = kids(run(plain, "text", path="notes/s.txt"))
    assert len(as_jsonl) == len(as_text)
    assert [(c.start_line, c.end_line) for c in as_jsonl] == [(c.start_line, c.end_line) for c in as_text]
    assert [c.text for c in as_jsonl] == [c.text for c in as_text]


def test_session_skips_non_message_lines_at_the_edges_and_groups_many_messages() -> None:
    msgs = [json.dumps({"role": "user" if i % 2 else "assistant", "content": f"message number {i} " + "word " * 20})
            for i in range(60)]
    src = "garbage\n" + "\n".join(msgs) + "\n{\"bad\": \n"
    chunks = run(src, "session", path="sessions/s.jsonl", date="2026-03-03")
    check_invariants(src, chunks, path="sessions/s.jsonl", cfg=CFG, cover=False, rendered=True)
    children = kids(chunks)
    assert children[0].start_line == 1 and children[-1].end_line == 61  # line 1: the heading it renders as
    assert children[0].text.startswith("# Session (assistant and user)\nassistant: message number 0 ")
    assert len(children) > 5
    assert all(c.embed_text.startswith("File: sessions/s.jsonl | Section: Session (assistant and user) | "
                                       "Date: 2026-03-03\n\n") for c in children)
    covered = {n for c in children for n in range(c.start_line, c.end_line + 1)}
    assert covered >= set(range(2, 62))


def test_a_transcripts_heading_names_its_date_and_speakers_as_a_session_note_would() -> None:
    """A transcript has no heading line; each line gets the one a session note carries — the date of its
    messages and who speaks — so a child's embed prefix (and focus's context terms) hold them as a note's
    ``# Session …`` heading does, and a metadata line above the first message shows it. The date moves on
    with the messages; lines before the first dated message take its date."""
    lines = [json.dumps({"type": "session", "id": "s1"}),
             json.dumps({"role": "Caroline", "content": "I went to the support group.", "timestamp": "2023-05-08T23:58:00"}),
             json.dumps({"role": "Melanie", "content": "How was it?", "timestamp": "2023-05-09T00:01:00"})]
    rendered = render_transcript("\n".join(lines) + "\n")
    assert rendered.headings == ["Session 8 May 2023 (Caroline and Melanie)"] * 2 + [
        "Session 9 May 2023 (Caroline and Melanie)"]
    # the metadata line above the first message renders as the heading (its words reach BM25, as a note's
    # heading line does); the message lines stay ``role: content``, line for line
    assert rendered.text.split("\n") == ["# Session 8 May 2023 (Caroline and Melanie)",
                                         "Caroline: I went to the support group.", "Melanie: How was it?"]
    assert render_transcript("\n".join(lines[1:])).text.split("\n")[0] == "Caroline: I went to the support group."
    assert transcript_headings([None, None], []) == ["", ""]
    assert transcript_headings([None], ["a", "b", "c", "d", "e", "f", "g"]) == [""]  # too many to name
    assert transcript_headings([None, None], ["user", "assistant", "user"]) == ["Session (user and assistant)"] * 2
    chunks = run("\n".join(lines) + "\n", "session", path="sessions/2023-05-08.jsonl")
    child = kids(chunks)[0]
    assert child.heading == "Session 8 May 2023 (Caroline and Melanie)"
    assert child.embed_text.startswith("File: sessions/2023-05-08.jsonl | Section: Session 8 May 2023 (Caroline and "
                                       "Melanie) | Date: 2023-05-08\n\n")


def test_session_with_no_messages_gives_no_chunks() -> None:
    assert run("not json\n{\"type\": \"meta\"}\n", "session") == []


def test_huge_session_line_is_windowed() -> None:
    src = json.dumps({"role": "user", "content": "blob " * 3000}) + "\n"
    chunks = run(src, "session", path="sessions/big.jsonl")
    check_invariants(src, chunks, path="sessions/big.jsonl", cfg=CFG, cover=False, rendered=True)
    assert "".join(c.text for c in kids(chunks)) == "user: " + " ".join(["blob"] * 3000)
