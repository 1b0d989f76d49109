from __future__ import annotations

import pytest

from memspark.recall.stages.query import clean_query
from memspark.rerank.reformulate import reformulate


def test_strips_channel_header_and_previous_injection() -> None:
    raw = ("[Telegram Klein (@klein) id:42 +2m 2026-04-03 10:30 EDT] What is Klein's preferred timezone?\n"
           "<relevant-memories>\n  <memory source=\"memory-spark:memory:USER.md\" score=\"0.92\">"
           "Timezone: America/New_York</memory>\n</relevant-memories>")
    cleaned, detail = clean_query(raw, 2000)
    assert cleaned == "What is Klein's preferred timezone?"
    assert detail.removed == ("relevant-memories", "channel-header")


def test_strips_system_lines_quotes_and_timestamps_and_collapses_whitespace() -> None:
    raw = ("System: [2026-04-03 10:31:02] Exec completed (code 0)\n"
           "> quoted memory: Klein prefers tea\n"
           "2026-04-03T10:30:00Z   how   do I\n\n restart the gateway?")
    cleaned, detail = clean_query(raw, 2000)
    assert cleaned == "how do I restart the gateway?"
    assert set(detail.removed) == {"system-line", "quoted-block", "timestamp"}


def test_caps_on_a_word_boundary() -> None:
    cleaned, detail = clean_query("alpha beta gamma delta", 13)
    assert cleaned == "alpha beta"
    assert detail.truncated


def test_a_query_that_is_only_noise_falls_back_to_the_raw_text() -> None:
    cleaned, _ = clean_query("> just a quote", 2000)
    assert cleaned == "> just a quote"


@pytest.mark.parametrize(("query", "expected"), [
    ("Klein prefers TypeScript.", "Is it true that Klein prefers TypeScript?"),
    ("0-dimensional biomaterials show inductive properties",
     "Is it true that 0-dimensional biomaterials show inductive properties?"),
    ("What model does Spark use for embeddings?", "What model does Spark use for embeddings?"),
    ("how does the gateway restart", "how does the gateway restart"),
])
def test_reformulation(query: str, expected: str) -> None:
    assert reformulate(query) == expected
