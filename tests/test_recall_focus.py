"""Focus (tool results point at the best blocks of the best chunks) and the time-anchor rule."""

from __future__ import annotations

import numpy as np
import pytest

from memspark.recall.stages.focus import focus, is_conversation, split_blocks, terms
from memspark.recall.time_intent import time_anchor
from tests.recall_fixtures import cand

CHAT = ("# Session 3 — 8 May 2023\n"
        "\n"
        "Caroline: I went to the LGBTQ support group yesterday.\n"
        "\n"
        "Melanie: That sounds lovely! How did it go?\n"
        "\n"
        "Caroline: It was powerful, the transgender stories were so inspiring.")


def test_blocks_are_turns_list_items_and_paragraphs_and_headings_alone_are_dropped() -> None:
    blocks = split_blocks(CHAT, 10)
    assert [(b.start_line, b.end_line) for b in blocks] == [(12, 12), (14, 14), (16, 16)]
    notes = "## Preferences\n- concise answers\n- no emojis\n  (not even in commit messages)\n\nA paragraph\nwrapped."
    assert [(b.start_line, b.end_line) for b in split_blocks(notes, 1)] == [(2, 2), (3, 4), (6, 7)]
    fenced = "Run this:\n```\na\n\nb\n```\nafter"
    assert [(b.start_line, b.end_line) for b in split_blocks(fenced, 1)] == [(1, 1), (2, 6), (7, 7)]


def test_terms_drop_stop_words_and_stem_lightly() -> None:
    assert terms("When did Caroline go to the support groups?") == ["caroline", "go", "support", "group"]


def test_focus_points_at_the_matching_turn_of_the_top_chunk() -> None:
    top = cand("top", 1.0, text=CHAT, start_line=10, end_line=16)
    other = cand("other", 0.9, text="Caroline: the support group meets on Fridays.", start_line=3, end_line=3)
    out = focus((top, other), "When did Caroline go to the support group?")
    got = [(c.id, c.start_line, c.end_line) for c in out.candidates]
    # the matching turn first; the turn that only asks ("How did it go?") last; every turn once
    assert got[0] == ("top", 12, 12) and got[-1] == ("top", 14, 14)
    assert sorted(got) == [("other", 3, 3), ("top", 12, 12), ("top", 14, 14), ("top", 16, 16)]
    assert out.candidates[0].text == "Caroline: I went to the LGBTQ support group yesterday."
    assert out.candidates[0].score == 1.0
    scores = [c.score for c in out.candidates]
    assert scores == sorted(scores, reverse=True)


def test_curated_notes_are_not_split() -> None:
    notes = cand("n", 1.0, text="## Ports\n- Embedding: port 18091\n- Reranker: port 18092\n- LLM: port 18080",
                 start_line=1, end_line=4)
    other = cand("o", 0.9, text="Spark embedding port moved once.", start_line=9, end_line=9)
    out = focus((notes, other), "What is the Spark embedding port?")
    assert out.candidates == (notes, other)  # no conversation in the head: unchanged
    chat = cand("c", 0.8, text="Ann: the embedding port is 18091\n\nBob: thanks", start_line=20, end_line=22)
    mixed = focus((notes, chat), "embedding port")
    assert (mixed.candidates[0].id, mixed.candidates[0].start_line, mixed.candidates[0].end_line) == ("n", 1, 4)
    assert [(c.id, c.start_line, c.end_line) for c in mixed.candidates[1:]] == [("c", 20, 22)]


def test_is_conversation_needs_speaker_turns_among_few_speakers() -> None:
    assert is_conversation(split_blocks(CHAT, 1))
    assert not is_conversation(split_blocks("- a: 1\n- b: 2\n- c: 3", 1))
    labels = "\n\n".join(f"Key{i}: value {i}" for i in range(10))
    assert not is_conversation(split_blocks(labels, 1))  # ten distinct labels: a key/value list


def test_with_equal_overlap_the_chunk_ranking_decides() -> None:
    cands = tuple(cand(f"c{i}", 1.0 - i / 100, text=f"Ann: zebra {i}\n\nBob: ok", start_line=i * 10, end_line=i * 10 + 2)
                  for i in range(8))
    assert [c.id for c in focus(cands, "zebra").candidates][:8] == [f"c{i}" for i in range(8)]


def test_low_threshold_rules_and_candidates_past_top_n_stay_whole_and_scores_hold_min_score() -> None:
    head = cand("note", 1.0, text="Ann: a\n\nBob: b shared", start_line=1, end_line=3)
    low_rule = cand("rule", 0.6, text="x\n\ny", pool="shared_rules", start_line=1, end_line=3)
    out = focus((head, low_rule), "shared", min_score=0.75)
    assert out.candidates[-1].id == "rule" and out.candidates[-1].text == "x\n\ny"
    assert all(c.score >= 0.75 for c in out.candidates if c.pool != "shared_rules")


@pytest.mark.parametrize("query,kind", [
    ("When did Caroline go to the support group?", "when"),
    ("What did we decide in May?", "month"),
    ("Which year did Audrey adopt her dogs?", "what time"),
    ("What changed last week?", "relative period"),
    ("How did Evan start his journey two years ago?", "relative period"),
    ("Which city was John in before Chicago?", "order"),
    ("What happened on 2026-03-01?", "date"),
])
def test_time_anchored_queries(query: str, kind: str) -> None:
    anchor = time_anchor(query)
    assert anchor is not None and anchor.startswith(kind), anchor


@pytest.mark.parametrize("query", [
    "What did we work on regarding the Mika LoRA?",  # the spec's decay example stays decayed
    "What may help with the gateway restart?",  # "may" the verb, not the month
    "What is Klein's preferred timezone?",
    "What was the focus of his recent blog?",  # recency wants decay
])
def test_recency_neutral_queries(query: str) -> None:
    assert time_anchor(query) is None


# --- turns ranked by meaning (stored turn vectors) ------------------------------------------------

def _unit(*xs: float) -> np.ndarray:
    v = np.array(xs, dtype=np.float32)
    return v / np.linalg.norm(v)


def test_stored_turn_vectors_rank_a_turn_that_shares_no_word_with_the_query() -> None:
    """'Which pet does Caroline have?' shares no content word but her name with the turn that answers it;
    the lexical features alone put the turn that says "pet" first, the turn vectors put the answer first
    (the shipped weights)."""
    chat = ("Melanie: Caroline, the pet shop closed early today.\n\n## 10:02\n\n"
            "Melanie: Did you see the game yesterday?\n\n## 10:05\n\n"
            "Caroline: My dog Bailey chewed my shoes again.")  # time headings: no two turns merge into one span
    top = cand("chat", 1.0, text=chat, start_line=1, end_line=9)
    query = "Which pet does Caroline have?"
    q = _unit(1, 0, 0)
    stored = {"chat": np.stack([_unit(0, 1, 0), _unit(0, 0, 1), _unit(0.9, 0.1, 0)])}
    asked: list[list[str]] = []

    def turn_vectors(ids):
        asked.append(list(ids))
        return stored

    lexical = focus((top,), query)
    by_meaning = focus((top,), query, query_vector=q * 3.0, turn_vectors=turn_vectors)  # any length
    assert [c.start_line for c in lexical.candidates] == [1, 9, 5]
    assert by_meaning.candidates[0].start_line == 9 and "Bailey" in by_meaning.candidates[0].text
    assert asked == [["chat"]] and "ranked by meaning" in by_meaning.notes[0]
    # no query vector (BM25-only fallback), vectors that do not line up with the turns, or none stored:
    # the lexical order, and nothing asked when there is no vector
    asked.clear()
    assert focus((top,), query, turn_vectors=turn_vectors).candidates == lexical.candidates and asked == []
    stored["chat"] = stored["chat"][:2]
    assert focus((top,), query, query_vector=q, turn_vectors=turn_vectors).candidates == lexical.candidates
    assert focus((top,), query, query_vector=q, turn_vectors=lambda ids: {}).candidates == lexical.candidates


def test_turn_vectors_are_asked_for_the_conversation_chunks_of_the_head_only() -> None:
    notes = cand("notes", 1.0, text="## Pets\n- Caroline has a dog\n- Melanie has two cats", start_line=1, end_line=3)
    top = cand("chat", 0.9, text=CHAT, start_line=10, end_line=16)
    asked: list[list[str]] = []
    focus((notes, top), "Caroline's dog", query_vector=_unit(1, 0), turn_vectors=lambda ids: asked.append(list(ids))
          or {})
    assert asked == [["chat"]]
    asked.clear()
    focus((notes,), "Caroline's dog", query_vector=_unit(1, 0), turn_vectors=lambda ids: asked.append(list(ids)) or {})
    assert asked == []  # no conversation in the head: focus returns early


def test_the_tuning_default_is_focus_s_meaning_weight() -> None:
    from memspark.recall.stages.focus import MEANING_WEIGHT
    from memspark.tuning import Tuning

    assert Tuning().focus_meaning_weight == MEANING_WEIGHT
