"""A conversation's child that ends on a question: the next child starts at that question turn.

The answer is the evidence a query looks for, the question holds the query's words: a child closed right after
a question would leave its answer to the next child without them (the 25-token overlap rarely carries a whole
turn). The question is read on the turn's plain form, so every layout (bare, bold, JSONL, timestamped, a time
line under the words) carries it; a curated note's line ending in ``?`` is no question awaiting an answer, and a
question too long to fit with the next piece falls back to the ordinary overlap. Real chunker, default sizes."""

from __future__ import annotations

import importlib
import json
import random
from collections.abc import Callable

import pytest

from memspark.chunking import chunk_document
from memspark.chunking.model import Chunk
from memspark.config import ChunkConfig

CFG = ChunkConfig()
_WORDS = ["greenhouse", "tomatoes", "ferry", "Lisbon", "violin", "lesson", "ceramic", "kiln", "marathon", "blister",
          "harbour", "rain", "cousin", "wedding", "sourdough", "starter", "bicycle", "puncture", "library", "overdue",
          "garden", "compost", "weekend", "train", "museum", "mosaic", "recipe", "lentils", "kayak", "river"]
_rng = random.Random(515)
NAMES = ("Ingrid", "Kwame")


def _turn(i: int) -> str:
    words = " ".join(_rng.choice(_WORDS) for _ in range(_rng.randint(16, 30)))
    if i % 2 == 0:  # a long question (more than the overlap), answered by the next turn
        return f"turn{i} so tell me about the {words} and what happened after that?"
    return f"turn{i} well the {words} was fine."


TURNS = [(NAMES[i % 2], _turn(i)) for i in range(48)]
QUESTIONS = [i for i, (_, t) in enumerate(TURNS) if t.endswith("?")]


def _clock(i: int) -> str:
    return f"{9 + i // 60:02d}:{i % 60:02d}"


def _jsonl() -> str:
    meta = {"type": "session", "version": 3, "id": "q1", "cwd": "/home/agent", "timestamp": "2025-06-02T09:00:00Z"}
    return "\n".join([json.dumps(meta)] + [
        json.dumps({"type": "message", "message": {"role": n, "content": [{"type": "text", "text": t}]},
                    "timestamp": f"2025-06-02T{_clock(i)}:00Z"}) for i, (n, t) in enumerate(TURNS)]) + "\n"


LAYOUTS: dict[str, tuple[Callable[[], str], str]] = {
    "bare": (lambda: "\n".join(f"{n}: {t}" for n, t in TURNS) + "\n", "markdown"),
    "bold": (lambda: "\n\n".join(f"**{n}:** {t}" for n, t in TURNS) + "\n", "markdown"),
    "jsonl": (_jsonl, "session"),
    "stamped": (lambda: "\n".join(f"[2025-06-02 {_clock(i)}] {n}: {t}" for i, (n, t) in enumerate(TURNS)) + "\n",
                "markdown"),
    "time-below": (lambda: "\n\n".join(f"{n}\n{t}\n{_clock(i)}" for i, (n, t) in enumerate(TURNS)) + "\n", "text"),
}


def _children(text: str, content_type: str) -> list[Chunk]:
    return [c for c in chunk_document(text, agent_id="a", path="memory/chat.md", content_type=content_type,
                                      doc_date="2025-06-02", cfg=CFG) if not c.is_parent]


def _held(child: Chunk) -> list[int]:
    """The turns (by index) whose words are in the child."""
    return [i for i in range(len(TURNS)) if f"turn{i} " in child.text]


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_an_answer_cut_from_its_question_opens_a_child_with_the_question(layout: str) -> None:
    make, content_type = LAYOUTS[layout]
    children = _children(make(), content_type)
    assert len(children) >= 6
    carried = 0
    for a, b in zip(children, children[1:], strict=False):
        last = _held(a)[-1]
        if last in QUESTIONS and a.parent_id == b.parent_id:  # children of one parent (parents never overlap)
            carried += 1
            assert _held(b)[:2] == [last, last + 1], (layout, a.end_line, b.start_line)
            assert b.start_line <= a.end_line  # the question's own lines, repeated
    assert carried >= 2, layout  # the case this is about happened
    assert all(c.token_count <= CFG.child_tokens + 60 for c in children)  # plain-form budget: decoration is extra


def test_the_carried_question_starts_at_its_held_name_line() -> None:
    make, content_type = LAYOUTS["time-below"]
    lines = make().split("\n")
    children = _children(make(), content_type)
    for a, b in zip(children, children[1:], strict=False):
        question = _held(a)[-1]
        if question in QUESTIONS and a.parent_id == b.parent_id:
            assert f"turn{question} " in b.text
            assert lines[b.start_line - 1] in NAMES  # the sender's name alone above the question
            break
    else:
        pytest.fail("no child ended on a question")


NOTE = "\n".join(
    [f"# Open questions {k}\n\n" + "\n".join(
        f"- {' '.join(_rng.choice(_WORDS) for _ in range(_rng.randint(10, 22)))}" + ("?" if j % 3 == 0 else ".")
        for j in range(14)) + "\n" for k in range(4)])


def test_a_curated_note_with_question_lines_is_cut_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    """A note's list of open questions is no conversation: its children are byte-identical to the chunker's
    without the question carry, although some child ends on a line ending in ``?``."""
    after = _children(NOTE, "markdown")
    assert any(c.text.rstrip().endswith("?") for c in after[:-1])
    monkeypatch.setattr(importlib.import_module("memspark.chunking.assemble"), "question_start", lambda doc, prev: None)
    before = _children(NOTE, "markdown")
    assert [(c.start_line, c.end_line, c.text) for c in after] == [(c.start_line, c.end_line, c.text) for c in before]


def test_a_question_too_long_to_carry_falls_back_to_the_ordinary_overlap() -> None:
    """A question that with the next piece would overflow the child is not repeated: the next child starts as
    it always did (the ordinary overlap, here none: the question alone is more than the overlap)."""
    long_q = "turn1 " + " ".join(_rng.choice(_WORDS) for _ in range(110)) + " is that right?"
    turns = [("Ingrid", "turn0 the " + " ".join(_rng.choice(_WORDS) for _ in range(30)) + "."), ("Kwame", long_q),
             ("Ingrid", "turn2 yes and the " + " ".join(_rng.choice(_WORDS) for _ in range(70)) + "."),
             ("Kwame", "turn3 then the " + " ".join(_rng.choice(_WORDS) for _ in range(20)) + "."),
             ("Ingrid", "turn4 and so the " + " ".join(_rng.choice(_WORDS) for _ in range(20)) + ".")]
    children = _children("\n".join(f"{n}: {t}" for n, t in turns) + "\n", "markdown")
    assert all(c.token_count <= CFG.child_tokens for c in children)
    ended = [k for k, c in enumerate(children[:-1]) if c.text.rstrip().endswith("is that right?")]
    assert ended, [c.text[:40] for c in children]
    after = children[ended[0] + 1]
    assert "turn2 " in after.text and "turn1 " not in after.text


def _asking(i: int, layout: str) -> str:
    words = " ".join(_rng.choice(_WORDS) for _ in range(_rng.randint(16, 30)))
    if layout == "link":  # a link's query string is no question
        return f"turn{i} the {words} is at https://example.org/find?q={_rng.choice(_WORDS)}&page=2 now"
    if i % 3 == 2:
        return f"turn{i} well the {words} was fine."
    if layout == "more words":  # the question, then more of the turn's words after it
        return f"turn{i} so how was the {words}? we loved ours!"
    # a shared photo's caption after the question
    return f"turn{i} so did you keep the {words}? [shares a photo of a {_rng.choice(_WORDS)}]"


def _letters(turns: list[tuple[str, str]]) -> str:
    """An exchange of letters: a date line, the salutation, the words, the writer's sign-off under them."""
    return "\n\n".join(f"Monday {1 + i % 28} May 2023, {_clock(i)}\nDear {NAMES[(i + 1) % 2]},\n{t}\nLove, {n}"
                       for i, (n, t) in enumerate(turns)) + "\n"


@pytest.mark.parametrize("layout", ["more words", "caption", "letters"])
def test_a_turn_that_asks_before_its_last_words_is_carried(layout: str) -> None:
    """A turn asks when any of its sentences ends on a question mark — not only its last: more words after the
    question, a photo's caption, a letter's sign-off under it. The reply answers it all the same."""
    turns = [(NAMES[i % 2], _asking(i, "more words" if layout == "letters" else layout)) for i in range(48)]
    text = _letters(turns) if layout == "letters" else "\n".join(f"{n}: {t}" for n, t in turns) + "\n"
    children = _children(text, "markdown")
    asked = {i for i, (_, t) in enumerate(turns) if "?" in t}
    carried = 0
    for a, b in zip(children, children[1:], strict=False):
        held = [i for i in range(len(turns)) if f"turn{i} " in a.text]
        if held[-1] in asked and a.parent_id == b.parent_id:
            carried += 1
            assert [i for i in range(len(turns)) if f"turn{i} " in b.text][:2] == [held[-1], held[-1] + 1], layout
    assert carried >= 2, layout


def test_a_link_query_string_is_no_question() -> None:
    """``?q=…`` in a link asks nothing: a child ending on such a turn is followed as before (the turn, longer than
    the overlap, is not repeated)."""
    turns = [(NAMES[i % 2], _asking(i, "link")) for i in range(48)]
    children = _children("\n".join(f"{n}: {t}" for n, t in turns) + "\n", "markdown")
    assert len(children) >= 6
    for a, b in zip(children, children[1:], strict=False):
        last = [i for i in range(len(turns)) if f"turn{i} " in a.text][-1]
        assert f"turn{last} " not in b.text
