"""Ask declarative queries as yes/no questions before reranking.

Cross-encoders trained on question/answer pairs compress scores for statements (spec: spread
~0.02 → ~0.77 after "Is it true that …?"). Questions pass through unchanged.
"""

from __future__ import annotations

import re

_QUESTION_START = re.compile(
    r"^(what|which|who|whom|whose|when|where|why|how|is|are|was|were|am|do|does|did|can|could|should|"
    r"would|will|shall|may|might|must|have|has|had)\b",
    re.IGNORECASE,
)


def is_question(query: str) -> bool:
    q = query.strip()
    return q.endswith("?") or bool(_QUESTION_START.match(q))


def reformulate(query: str) -> str:
    """``"Klein prefers TypeScript."`` → ``"Is it true that Klein prefers TypeScript?"``."""
    q = query.strip()
    if not q or is_question(q):
        return q
    return f"Is it true that {q.rstrip('.!;: ')}?"
