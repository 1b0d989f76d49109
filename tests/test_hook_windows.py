"""The hook's block holds the lines that answer: sections with every matched turn, then context (issue 20).

The stage functions on small candidates first (:mod:`memspark.recall.stages.windows`), then a real
workspace (real MiniLM, real LanceDB, focus's stored turn vectors): a long conversation section whose two
answering turns lie further apart than the whole block budget must come back with both.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from memspark.embed import EmbedQueue, create_provider
from memspark.recall import MemorySparkManager, before_prompt_build
from memspark.recall.candidate import Anchor
from memspark.recall.format import BLOCK_OVERHEAD, body_line_cost, memory_cost, relevant_memories_block
from memspark.recall.stages.windows import ELISION, REPLY_RANK, expand_sections, fit_windows
from memspark.recall.trace import DropReason
from tests.recall_fixtures import cand, hit, indexed_workspace
from tests.test_recall_context import ParentStore


def section(cid: str, n_lines: int, anchors: tuple[Anchor, ...], first: int = 1, width: int = 60) -> object:
    """A candidate expanded to a parent of ``n_lines`` numbered lines of ``width`` characters."""
    lines = [f"L{first + i:03d} " + "x" * (width - 5) for i in range(n_lines)]
    a = anchors[0]
    return cand(cid, 0.9, path=f"memory/{cid}.md", start_line=a.start_line, end_line=a.end_line,
                text="\n".join(lines[a.start_line - first:a.end_line - first + 1]), parent_id=f"p-{cid}",
                parent_text="\n".join(lines), parent_start_line=first, parent_end_line=first + n_lines - 1,
                anchors=anchors)


def block_chars(cands: tuple) -> int:
    return len(relevant_memories_block(cands))


# ------------------------------------------------------------------------------------ the stages
def test_every_anchor_of_a_long_section_is_kept_and_windows_apart_are_joined_by_an_elision() -> None:
    # 200 lines of 60 characters: lines 5 and 180 are ~10,000 characters apart, the budget 2,000
    c = section("s", 200, (Anchor(5, 5, 0), Anchor(180, 180, 1)))
    out = fit_windows((c,), 2000)
    (kept,) = out.candidates
    assert "L005 " in kept.injected_text and "L180 " in kept.injected_text
    assert f"\n{ELISION}\n" in kept.injected_text  # the lines between are left out, visibly
    lines = kept.injected_text.split("\n")
    assert (kept.parent_start_line, kept.parent_end_line) == (int(lines[0][1:4]), int(lines[-1][1:4]))
    assert block_chars(out.candidates) <= 2000


def test_windows_grow_into_the_leftover_budget_up_and_down_and_the_block_fits() -> None:
    c = section("s", 200, (Anchor(100, 100, 0),))
    (kept,) = fit_windows((c,), 1500).candidates
    got = [int(line[1:4]) for line in kept.injected_text.split("\n")]
    assert got == list(range(got[0], got[-1] + 1)) and got[0] < 100 < got[-1]  # context on both sides
    assert abs((100 - got[0]) - (got[-1] - 100)) <= 1  # grown alternately
    assert 1500 - memory_cost(c) // 200 - 70 <= block_chars((kept,)) <= 1500  # no room for another line


def test_anchors_are_admitted_in_the_pipelines_order_across_sections() -> None:
    # room for about two anchors of 600 characters: the second section's anchor (rank 1) beats the first
    # section's second anchor (rank 2)
    wide = 600
    a = section("a", 30, (Anchor(2, 2, 0), Anchor(25, 25, 2)), width=wide)
    b = section("b", 30, (Anchor(10, 10, 1),), width=wide)
    out = fit_windows((a, b), BLOCK_OVERHEAD + memory_cost(a.evolve(parent_text="y" * wide)) * 2 + 10)
    texts = {c.id: c.injected_text for c in out.candidates}
    assert "L002 " in texts["a"] and "L025 " not in texts["a"] and "L010 " in texts["b"]


def conversation_section(cid: str, n_turns: int, anchors: tuple[Anchor, ...], width: int = 300) -> object:
    """A conversation parent: turn ``k`` (``T01`` …) on line ``2k - 1``, a blank line between turns."""
    turns = [f"T{k:02d} " + "x" * (width - 4) for k in range(1, n_turns + 1)]
    text = "\n\n".join(turns)
    a = anchors[0]
    lines = text.split("\n")
    return cand(cid, 0.9, path=f"memory/{cid}.md", start_line=a.start_line, end_line=a.end_line,
                text="\n".join(lines[a.start_line - 1:a.end_line]), parent_id=f"p-{cid}", parent_text=text,
                parent_start_line=1, parent_end_line=len(lines), anchors=anchors)


def test_the_best_turns_reply_comes_in_before_the_lower_ranked_turns() -> None:
    # room for four 300-character turns; focus ranked T05 first and T10, T12, T14, T16 at 4-7: the turn
    # after the best one (T06, past a blank line) takes the place of the fourth anchor, before rank 4 …
    turn = lambda k: Anchor(2 * k - 1, 2 * k - 1, 0)  # noqa: E731
    anchors = (turn(5), *(Anchor(a.start_line, a.end_line, r) for a, r in ((turn(10), 4), (turn(12), 5),
                                                                             (turn(14), 6), (turn(16), 7))))
    c = conversation_section("s", 20, anchors)
    line = body_line_cost("T01 " + "x" * 296)
    four = BLOCK_OVERHEAD + memory_cost(c.evolve(parent_text="")) + 4 * line + 3 * body_line_cost(ELISION)
    (kept,) = fit_windows((c,), four + line // 2).candidates
    got = [line[:3] for line in kept.injected_text.split("\n") if line.startswith("T")]
    assert got == ["T05", "T06", "T10", "T12"]
    # … but after the anchors ranked 1 and 2 (its place is REPLY_RANK × (0 + 1) = 3): room for three turns
    assert REPLY_RANK == 3
    first = (turn(5), *(Anchor(a.start_line, a.end_line, r) for a, r in ((turn(10), 1), (turn(12), 2),
                                                                          (turn(14), 3))))
    three = four - line - body_line_cost(ELISION)
    (kept,) = fit_windows((conversation_section("s", 20, first),), three + line // 2).candidates
    assert [x[:3] for x in kept.injected_text.split("\n") if x.startswith("T")] == ["T05", "T10", "T12"]


def test_a_turn_at_the_sections_end_has_no_reply_and_still_fits() -> None:
    c = conversation_section("s", 3, (Anchor(5, 5, 0),))
    (kept,) = fit_windows((c,), 10_000).candidates
    assert [x[:3] for x in kept.injected_text.split("\n") if x.startswith("T")] == ["T01", "T02", "T03"]


def test_a_section_none_of_whose_anchors_fits_is_dropped_and_traced() -> None:
    a = section("a", 10, (Anchor(2, 2, 0),), width=300)
    b = section("b", 10, (Anchor(5, 5, 1),), width=300)
    out = fit_windows((a, b), BLOCK_OVERHEAD + memory_cost(a.evolve(parent_text="y" * 300)) + 5)
    assert [c.id for c in out.candidates] == ["a"]
    assert [(d.id, d.reason) for d in out.drops] == [("b", DropReason.BUDGET)]


def test_an_anchor_larger_than_the_budget_is_cut_at_a_sentence_end() -> None:
    text = " ".join(f"Sentence number {i} says something." for i in range(40))
    c = cand("big", 0.9, text=text, start_line=1, end_line=1)
    (kept,) = fit_windows((c,), 400).candidates
    assert kept.text.endswith("says something.") and len(kept.text) < len(text)
    assert block_chars((kept,)) <= 400


def test_expand_sections_takes_the_first_sections_and_keeps_every_matched_turn_as_an_anchor() -> None:
    # turns below focus's head share one floor score: the anchors keep the pipeline's order (rank) instead
    parents = [hit(f"p{i}", 0.0, text=f"section {i}", is_parent=True, start_line=1, end_line=40) for i in range(3)]
    turns = (cand("t1", 0.9, parent_id="p0", start_line=3, end_line=3),
             cand("t2", 0.8, parent_id="p1", start_line=7, end_line=8),
             cand("t3", 0.8, parent_id="p0", start_line=30, end_line=30),
             cand("t4", 0.8, parent_id="p2", start_line=12, end_line=12),
             cand("t5", 0.8, parent_id="p1", start_line=20, end_line=20))
    store = ParentStore(parents)
    out = expand_sections(turns, store, max_sections=2)
    assert store.calls == [["p0", "p1", "p2"]]
    assert [c.id for c in out.candidates] == ["t1", "t2"]
    assert out.candidates[0].anchors == (Anchor(3, 3, 0), Anchor(30, 30, 2))
    assert out.candidates[1].anchors == (Anchor(7, 8, 1), Anchor(20, 20, 4))
    assert out.candidates[0].injected_text == "section 0"
    assert {(d.id, d.reason) for d in out.drops} == {("t3", DropReason.PARENT_MERGED), ("t5", DropReason.PARENT_MERGED),
                                                      ("t4", DropReason.MAX_RESULTS)}


# ------------------------------------------------------------------------------- real index
FILLER = ["baked sourdough bread", "repainted the garden fence", "watched a documentary about whales",
          "fixed a leaking kitchen tap", "read a mystery novel", "went to the farmers market",
          "tried a new ramen place", "cleaned out the garage", "practised the violin", "walked the neighbour's dog",
          "planted tomatoes", "visited the science museum", "learned a card trick", "sorted old photographs",
          "biked along the river", "cooked a curry", "played chess online", "knitted a scarf",
          "assembled a bookshelf", "went to a jazz concert", "made lemonade", "repaired a bicycle tyre"]


def conversation_note() -> str:
    """One long session (one parent section): the pottery turn near its top, the camping turn near its end,
    ~5,000 characters of other talk between."""
    turns = ["Mel: I signed up for a pottery class on Tuesdays and made my first wobbly clay bowl."]
    for i, thing in enumerate(FILLER * 3):
        who, other = ("Caroline", "Mel") if i % 2 == 0 else ("Mel", "Caroline")
        turns.append(f"{who}: Yesterday I {thing}, {other}. It took most of the afternoon but it was worth it.")
    turns.append("Mel: Next month we are going on a camping trip to the lake with the kids and the tent.")
    return "# 2026-03-10\n\n## Chat with Caroline\n\n" + "\n\n".join(turns) + "\n"


@pytest.fixture(scope="module")
def queue() -> Iterator[EmbedQueue]:
    from memspark.config import load_config

    cfg = load_config(root=Path(tempfile.gettempdir()), env={})
    q = EmbedQueue(create_provider(cfg.embed), cfg.embed)
    yield q
    q.close()


def test_a_section_that_answers_twice_brings_both_turns(queue: EmbedQueue) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="memspark-hook-windows-"))
    try:
        note = conversation_note()
        assert len(note) > 6000  # the two turns lie further apart than the whole block budget
        cfg = indexed_workspace(tmp, queue, {"workspace-meta/memory/2026-03-10.md": note})
        with MemorySparkManager(cfg, "meta", queue=queue) as mgr:
            block = before_prompt_build(mgr, prompt="What did Mel say about the pottery class and the camping trip?",
                                        now="2026-03-12").get("prependContext", "")
        assert "first wobbly clay bowl" in block and "camping trip to the lake" in block
        assert ELISION in block  # the talk between is left out
        assert len(block) <= cfg.recall.max_injected_chars
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
