"""Per-turn retrieval metrics over line-range results (LoCoMo: the unit of evidence is a turn).

A result is a ``(path, start_line, end_line)`` span — the matched child's own lines, never an
expanded parent's. :func:`turn_list` walks the results in order and lists the dialog turns their
lines cover (each turn once, first occurrence wins), so a chunk spanning three turns takes three
of the ``k`` slots and the figures compare with retrievers that return single turns.

- Recall@k = |relevant ∩ first k turns| / |relevant|.
- nDCG@k (binary relevance) = DCG / IDCG with DCG = Σ_{i ≤ k, turn_i relevant} 1 / log2(i + 1) and
  IDCG the same sum over the first min(|relevant|, k) positions.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence

Span = tuple[str, int, int]


def turn_list(spans: Iterable[Span], line_map: Mapping[tuple[str, int], str], limit: int) -> list[str]:
    """The first ``limit`` distinct turns covered by ``spans`` (in result order, lines in order)."""
    out: list[str] = []
    seen: set[str] = set()
    for path, start, end in spans:
        for line in range(start, end + 1):
            turn = line_map.get((path, line))
            if turn is None or turn in seen:
                continue
            seen.add(turn)
            out.append(turn)
            if len(out) >= limit:
                return out
    return out


def recall_at_k(turns: Sequence[str], relevant: Iterable[str], k: int) -> float:
    rel = set(relevant)
    if not rel:
        raise ValueError("recall needs at least one relevant turn")
    return len(rel.intersection(turns[:k])) / len(rel)


def ndcg_at_k(turns: Sequence[str], relevant: Iterable[str], k: int = 10) -> float:
    rel = set(relevant)
    if not rel:
        raise ValueError("nDCG needs at least one relevant turn")
    dcg = sum(1.0 / math.log2(i + 2) for i, t in enumerate(turns[:k]) if t in rel)
    idcg = sum(1.0 / math.log2(i + 2) for i in range(min(len(rel), k)))
    return dcg / idcg
