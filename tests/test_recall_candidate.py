"""Candidate.evolve / candidate_from_hit: the fast copies every scoring stage makes."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from memspark.recall.candidate import Candidate, candidate_from_hit
from tests.recall_fixtures import cand, hit


def test_evolve_equals_dataclasses_replace_and_leaves_the_original() -> None:
    c = cand("a", 0.4, vector=np.ones(3, dtype=np.float32), doc_date="2026-03-01")
    new = c.evolve(score=0.9, decay=0.88)
    assert new == dataclasses.replace(c, score=0.9, decay=0.88)
    assert (c.score, c.decay) == (0.4, 1.0)  # the input is untouched
    assert new.vector is c.vector and type(new) is Candidate
    with pytest.raises(dataclasses.FrozenInstanceError):
        new.score = 1.0  # type: ignore[misc]


def test_evolve_refuses_an_unknown_field() -> None:
    with pytest.raises(TypeError, match="no field"):
        cand("a").evolve(scroe=1.0)


def test_candidate_from_hit_matches_the_constructor() -> None:
    h = hit("h1", 0.7, parent_id="p1", heading="## Infra", evergreen=True, vector=np.ones(2, dtype=np.float32))
    got = candidate_from_hit(h, cosine=0.7, fused=0.03, relevance=0.8, score=0.8)
    want = Candidate(id="h1", agent_id="meta", path="memory/h1.md", start_line=1, end_line=3, text="text h1",
                     pool="agent_memory", source="memory", content_type="markdown", heading="## Infra",
                     parent_id="p1", doc_date="2026-04-03", evergreen=True, updated_at="2026-04-03T10:00:00Z",
                     vector=h.vector, cosine=0.7, fused=0.03, relevance=0.8, score=0.8)
    assert got == want and got.bm25 is None and got.rerank_score is None and got.weight == 1.0


def test_candidate_from_hit_refuses_an_unknown_score() -> None:
    with pytest.raises(TypeError, match="no field"):
        candidate_from_hit(hit("h1", 0.7), cosin=0.7)
