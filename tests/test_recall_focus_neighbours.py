"""Focus's neighbour features read the turns around a turn, not a thread's lines between the posts.

A thread copied from a forum or Reddit puts lines that no one says between the posts (``level 3``, ``17 posts``):
the turn model's ``overlap_before`` / ``overlap_after`` and ``meaning_before`` / ``meaning_after`` are the reply's
and the question's, so they must come from the nearest turn with a speaker. A chunk with a speaker on every block
reads its neighbours as before (i - 1, i + 1)."""

from __future__ import annotations

import numpy as np

from memspark.chunking.turns import split_blocks
from memspark.recall.stages.focus_features import FEATURES, head_features
from tests.recall_fixtures import cand

TURNS = [("Caroline", "I finally signed up for the pottery class at the community centre."),
         ("Melanie", "Oh nice, which day do you go to the pottery class?"),
         ("Caroline", "Tuesdays after work, the kiln room is lovely."),
         ("Melanie", "Sounds like a great way to unwind after the week.")]
PLAIN = "\n\n".join(f"{n}: {t}" for n, t in TURNS)
THREAD = "\n\n".join(f"level {i + 1}\n\n{n}: {t}" for i, (n, t) in enumerate(TURNS))
QUERY = "When does Caroline go to the pottery class?"


def _turn_rows(text: str) -> dict[str, np.ndarray]:
    c = cand("c", 1.0, text=text, start_line=1, end_line=text.count("\n") + 1)
    blocks = split_blocks(c.text, c.start_line, c.heading)
    rows, x = head_features((c,), [blocks], [True], QUERY)
    return {b.plain: x[i] for i, (_, b) in enumerate(rows) if b.speaker is not None}


def test_lines_between_the_posts_are_not_a_turn_s_neighbour() -> None:
    own, before, after = (FEATURES.index(f) for f in ("overlap", "overlap_before", "overlap_after"))
    for text in (PLAIN, THREAD):
        rows = list(_turn_rows(text).values())
        assert len(rows) == len(TURNS)
        assert all(r[own] > 0 for r in rows[:3])  # the case this is about: the turns share the query's words
        for i, r in enumerate(rows):
            assert r[before] == (rows[i - 1][own] if i > 0 else 0.0), (text[:5], i)
            assert r[after] == (rows[i + 1][own] if i + 1 < len(rows) else 0.0), (text[:5], i)
