"""The whole-memory term-rarity candidates (``bench/abstention_rarity.py``) replayed on recorded rows.

Each candidate is the shipped value (``bench/abstention_compare.py``'s replay of the abstain stage) less a term
that only reads the query's terms against the agent's document frequencies: a prompt whose every term is common
across the memory, or whose terms the memory never holds, is lowered; a query with a rare, known term is not.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.abstention_compare import shipped, terms_of  # noqa: E402
from bench.abstention_rarity import common, nidf, rare_count, step, unknown, unknown_share  # noqa: E402
from memspark.recall.stages.relevance import query_terms  # noqa: E402

TEXTS = ("Caroline: hey, how's it going? I went to the adoption agency today.",
         "Melanie: hey! going camping with the kids this weekend.")


def memory() -> dict[str, tuple[int, Counter[str]]]:
    """conv0: 100 rows; 'hey' and 'going' in 90 of them, 'adoption' in 2, 'agency' in 1."""
    df: Counter[str] = Counter({t: 90 for t in terms_of("hey going")})
    df.update({t: 2 for t in terms_of("adoption")})
    df.update({t: 1 for t in terms_of("agency")})
    return {"conv0": (100, df)}


def row(query: str) -> dict[str, object]:
    return {"conv": 0, "query": query, "chunks": [(t, 0.4, False) for t in TEXTS], "read": list(TEXTS)}


def test_common_terms_lower_the_value_rare_ones_do_not() -> None:
    df = memory()
    chat, asked = row("Hey, how's it going?"), row("When did Caroline go to the adoption agency?")
    assert nidf(df, chat, next(iter(terms_of("hey")))) < 0.1 < nidf(df, asked, next(iter(terms_of("agency"))))
    assert rare_count(df, chat, 0.02) == 0 and rare_count(df, asked, 0.02) >= 2
    assert step(df, chat, 1, 0.02, 0.1) == pytest.approx(shipped(chat) - 0.1)
    assert step(df, asked, 1, 0.02, 0.1) == pytest.approx(shipped(asked))
    assert shipped(chat) - common(df, chat, 0.2) > shipped(asked) - common(df, asked, 0.2) >= 0.0


def test_terms_no_row_holds_lower_the_value_by_their_share() -> None:
    df = memory()
    prompt = "Fix the grammar in my newsletter"  # no term of it in the memory
    off = row(prompt)
    assert query_terms(prompt) and unknown_share(df, off) == 1.0
    assert unknown(df, off, 0.2) == pytest.approx(shipped(off) - 0.2)
    assert unknown_share(df, row("adoption agency")) == 0.0
