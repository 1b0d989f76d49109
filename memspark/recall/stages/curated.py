"""Curated notes, and which penalised chunks say what a curated note says.

A **curated** chunk is kept knowledge: ``MEMORY.md``, a topic or daily note — text someone wrote down to keep,
not a log of a conversation. A chunk is curated when it holds more than its heading and it is not a
conversation (:func:`memspark.chunking.turns.is_conversation` on its blocks), and no other candidate of its
file is one: a chat pasted into ``memory/`` is a log however it is split.

A **source weight below 1** (``recall.source_weights``, ``sessions`` 0.7 by default) says "prefer curated notes
to this source where both say the same": an agent's transcripts are the chatter its notes were distilled
from. Applied as a plain factor to every chunk of the source, it also pushes down what was said *only* there,
whenever anything else competes — on LoCoMo written as a mix of notes and transcripts the transcript half
stayed ten points below the notes half with no curated note anywhere. So the penalty applies only to a chunk
that overlaps a curated candidate in meaning (:func:`overlapping_curated`): cosine of their stored vectors at
least ``tuning.source_penalty_similarity``. A transcript that repeats a fact ``MEMORY.md`` keeps is weighed
down as before; a conversation nothing curated sums up is ranked on its merits.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from memspark.chunking.turns import is_conversation, split_blocks
from memspark.recall.candidate import Candidate
from memspark.recall.stages.dedup import cosine_matrix


def holds_text(c: Candidate) -> bool:
    """Whether ``c`` holds a line that is not a Markdown heading."""
    return any(line.strip() and not line.lstrip().startswith("#") for line in c.text.splitlines())


def curated_flags(candidates: Sequence[Candidate], pick: Sequence[int]) -> dict[int, bool]:
    """For each index in ``pick``: whether that candidate is curated (see the module docstring)."""
    conversation: dict[int, bool] = {}

    def is_log(i: int) -> bool:
        if i not in conversation:
            c = candidates[i]
            conversation[i] = is_conversation(split_blocks(c.text, c.start_line, c.heading))
        return conversation[i]

    out: dict[int, bool] = {}
    for i in pick:
        c = candidates[i]
        if not holds_text(c) or is_log(i):
            out[i] = False
            continue
        siblings = (j for j, o in enumerate(candidates) if j != i and o.path == c.path)
        out[i] = not any(is_log(j) for j in siblings)
    return out


def overlapping_curated(candidates: Sequence[Candidate], penalised: Sequence[bool],
                        min_similarity: float) -> set[int]:
    """The indexes of the ``penalised`` candidates whose stored vector is at least ``min_similarity`` (cosine)
    from a curated candidate's that is not penalised itself. A candidate without a vector (or of another model's
    dims) overlaps nothing; ``min_similarity`` ≤ 0 keeps every penalised candidate (the plain factor)."""
    marked = [i for i, p in enumerate(penalised) if p]
    if min_similarity <= 0:
        return set(marked)
    others = [i for i, p in enumerate(penalised) if not p]
    if not marked or not others:
        return set()
    near = cosine_matrix([c.vector for c in candidates])[np.ix_(marked, others)] >= min_similarity
    reached = [others[k] for k in np.flatnonzero(near.any(axis=0))]
    curated = curated_flags(candidates, reached)
    keep = np.array([curated.get(j, False) for j in others])
    return {marked[r] for r in np.flatnonzero((near & keep).any(axis=1))}
