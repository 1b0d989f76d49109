"""A source weight below 1 (``sessions`` 0.7) applies only where a curated note says the same.

Transcripts are the chatter an agent's notes are distilled from, so a transcript chunk that overlaps a
curated chunk in meaning yields to it; a conversation nothing curated sums up is ranked on its merits
(:mod:`memspark.recall.stages.curated`)."""

from __future__ import annotations

import pytest

from memspark.config import RecallConfig
from memspark.recall.stages.curated import curated_flags, overlapping_curated
from memspark.recall.stages.scoring import apply_source_weights
from tests.recall_fixtures import cand, unit_vec

WEIGHTS = RecallConfig().source_weights
CHAT = "Caroline: I went to the support group yesterday.\nMelanie: How was it?\nCaroline: Really moving, honestly.\n"
FACT = "# MEMORY\n\n- Staging Postgres listens on port 5433, not 5432.\n"


def _transcript(cid: str, *vec: float) -> object:
    return cand(cid, 0.8, path=f"agents/a/sessions/{cid}.jsonl", source="sessions", text=CHAT, vector=unit_vec(*vec))


def test_a_transcript_that_says_what_a_curated_note_keeps_is_weighed_down_and_one_that_does_not_is_not() -> None:
    cands = (cand("memory", 0.9, path="MEMORY.md", text=FACT, vector=unit_vec(1, 0, 0)),
             _transcript("same", 0.95, 0.31, 0),   # cosine 0.95 to MEMORY.md
             _transcript("other", 0.2, 0, 0.98))   # cosine 0.2
    out = {c.id: c for c in apply_source_weights(cands, WEIGHTS, penalty_similarity=0.6).candidates}
    assert out["same"].weight == pytest.approx(0.7) and out["same"].score == pytest.approx(0.8 * 0.7)
    assert out["other"].weight == pytest.approx(1.0) and out["other"].score == pytest.approx(0.8)
    assert out["memory"].weight == pytest.approx(1.4)
    # 0: the plain factor on every chunk of the source, as before the gate
    plain = {c.id: c for c in apply_source_weights(cands, WEIGHTS, penalty_similarity=0.0).candidates}
    assert plain["other"].weight == pytest.approx(0.7)


def test_a_chat_log_kept_as_a_note_is_not_curated_so_a_transcript_near_it_keeps_its_weight() -> None:
    log = cand("log", 0.9, path="memory/2023-05-08.md", text="# Session 1\n\n" + CHAT, vector=unit_vec(1, 0, 0))
    heading_only = cand("head", 0.9, path="memory/2023-05-09.md", text="# Session 2 (Caroline and Melanie)\n",
                        vector=unit_vec(1, 0.05, 0))
    same = _transcript("same", 1, 0.02, 0)
    assert curated_flags((log, heading_only, same), [0, 1]) == {0: False, 1: False}
    assert overlapping_curated((log, heading_only, same), [False, False, True], 0.6) == set()
    out = apply_source_weights((log, heading_only, same), WEIGHTS, penalty_similarity=0.6).candidates
    assert out[2].weight == pytest.approx(1.0)


def test_a_curated_chunk_of_a_file_whose_other_chunk_is_a_conversation_is_a_log() -> None:
    intro = cand("intro", 0.9, path="memory/chat.md", text="# Notes\n\nWe talked about the support group.\n",
                 vector=unit_vec(1, 0, 0))
    turns = cand("turns", 0.5, path="memory/chat.md", text=CHAT, vector=unit_vec(0, 1, 0))
    alone = cand("alone", 0.5, path="memory/other.md", text="We talked about the support group.\n",
                 vector=unit_vec(0, 0, 1))
    assert curated_flags((intro, turns, alone), [0, 2]) == {0: False, 2: True}


def test_a_candidate_without_a_vector_overlaps_nothing() -> None:
    cands = (cand("memory", 0.9, path="MEMORY.md", text=FACT, vector=unit_vec(1, 0)),
             cand("t", 0.8, path="agents/a/sessions/t.jsonl", source="sessions", text=CHAT, vector=None))
    assert overlapping_curated(cands, [False, True], 0.6) == set()
    assert overlapping_curated(cands, [False, True], 0.0) == {1}


def test_a_vector_of_another_models_dims_overlaps_nothing() -> None:
    cands = (cand("memory", 0.9, path="MEMORY.md", text=FACT, vector=unit_vec(1, 0, 0, 0)),
             cand("t", 0.8, path="agents/a/sessions/t.jsonl", source="sessions", text=CHAT, vector=unit_vec(1, 0, 0)))
    assert overlapping_curated(cands, [False, True], 0.6) == set()
