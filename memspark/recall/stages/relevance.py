"""Absolute relevance: a signal comparable across queries, so the auto-recall hook can stay silent.

The spec's ``score`` is normalised so that the best candidate has 1.0 — it ranks memories *within* a
query and says nothing about whether any of them is relevant at all (``"What's the capital of
Mongolia?"`` used to inject USER.md at 1.00). Each candidate therefore also carries ``absolute``::

    absolute = cosine + COVERAGE_WEIGHT × coverage

- ``cosine``: the raw query–chunk cosine of the vector leg (a chunk only BM25 found takes the lowest
  cosine the vector leg returned: exact search says it is at most that similar);
- ``coverage``: the share of the query's content terms (stemmed, stop words out —
  :func:`~memspark.recall.stages.focus_features.terms`) that occur in the chunk's text.

Without a vector leg (embedding fallback) the signal is the coverage alone; a query without content
terms ("ok") is judged by its cosine alone. Both parts are computed from what the candidates already
hold (their text and cosine), on the ≈ 15 candidates left after minScore and dedup.

:func:`assess_relevance` (stage "relevance") sets ``absolute`` on every candidate; :func:`abstain`
(stage "abstain", hook mode only) drops every candidate when the best ``absolute`` is below
``recall.hook_min_relevance``, and its trace detail says why.

Measured (``bench/abstention.py``, protocol and query sets in ``tests/data/abstention/``, written before
fitting; MiniLM int8). Exploring on LoCoMo's development split (conversations 0–4: 25 own questions per
conversation against 25 other conversations' questions and 48 general prompts each), the best fused
candidate's value separated on-topic from off-topic with ROC AUC: raw cosine 0.979, best term coverage
0.956, raw BM25 0.990 (but its scale moves with the table's size and IDF), vector/BM25 top-5 agreement
0.779, cosine + 0.1/0.2/0.3/0.5 × coverage 0.989/0.991/0.991/0.988. ``COVERAGE_WEIGHT`` 0.3 is the one of
the two best whose threshold at a 95 % silent rate kept more evidence. The threshold
(``recall.hook_min_relevance`` 0.51) is the protocol's choice on the development split; the held-out
split and the trade-off curve are in ``docs/benchmarks.md`` ("Abstention"). Cosine scales are
model-specific: the default is calibrated for the default local model.

With the hook's windowed block (:mod:`memspark.recall.stages.windows`; the abstain stage now sees every
ranked candidate, as focused turns, not the first five) the same signal and threshold keep 95.1 % of
off-topic prompts silent and give 90.4 % of on-topic questions a block holding evidence on the
development split (held-out 95.1 % / 86.4 %). Adding the best sigmoid BM25 (0.1–0.5 ×) raised the AUC to
0.985–0.992 but kept at most two more of 125 questions at 95 % silent, on a scale that moves with the
table's size, so it is not used.
"""

from __future__ import annotations

from collections.abc import Sequence

from memspark.recall.candidate import Candidate
from memspark.recall.stages.contract import StageOutput
from memspark.recall.stages.focus_features import term_set, terms
from memspark.recall.trace import Drop, DropReason, RelevanceDetail

COVERAGE_WEIGHT = 0.3  # module docstring: dev-split AUC 0.991 (0.2 ties), more evidence kept at 95 % silent
# How a request is framed, not what it is about ("tell me about our infrastructure", "can you explain …"):
# no memory is expected to hold these words, so they do not count as query terms a memory fails to cover.
REQUEST_WORDS = frozenset(terms("tell show explain describe remind please know let give"))


def query_terms(query: str) -> frozenset[str]:
    """The query's content terms (stemmed, stop words and request framing out)."""
    return frozenset(terms(query)) - REQUEST_WORDS


def coverage(qterms: frozenset[str], text: str) -> float:
    """Share of ``qterms`` that occur in ``text`` (0.0 for a query without content terms)."""
    if not qterms:
        return 0.0
    return len(qterms & term_set(text)) / len(qterms)


def absolute_relevance(cosine: float | None, cover: float, *, vector_leg: bool,
                       coverage_weight: float = COVERAGE_WEIGHT) -> float:
    """``cosine + coverage_weight × coverage``; coverage alone without a vector leg."""
    if not vector_leg:
        return cover
    return (cosine or 0.0) + coverage_weight * cover


def assess_relevance(candidates: tuple[Candidate, ...], query: str,
                     coverage_weight: float = COVERAGE_WEIGHT) -> StageOutput:
    """Every candidate with ``absolute`` set (see the module docstring); order and count unchanged."""
    qterms = query_terms(query)
    cosines = [c.cosine for c in candidates if c.cosine is not None]
    vector_leg = bool(cosines)
    floor = min(cosines) if cosines else None  # a BM25-only hit is at most as similar as the last vector hit
    out = []
    for c in candidates:
        cos = c.cosine if c.cosine is not None else floor
        out.append(c.evolve(absolute=absolute_relevance(cos, coverage(qterms, c.text), vector_leg=vector_leg,
                                                        coverage_weight=coverage_weight)))
    notes = () if vector_leg or not candidates else ("relevance from term coverage only (no vector leg)",)
    return StageOutput(tuple(out), notes=notes)


def best(candidates: Sequence[Candidate]) -> Candidate | None:
    """The candidate with the highest ``absolute`` (None when there is none)."""
    scored = [c for c in candidates if c.absolute is not None]
    return max(scored, key=lambda c: c.absolute or 0.0, default=None)


def abstain(candidates: tuple[Candidate, ...], query: str, threshold: float,
            coverage_weight: float = COVERAGE_WEIGHT) -> StageOutput:
    """All candidates, or none when the best one's ``absolute`` is below ``threshold`` (0: never).

    Candidates without ``absolute`` (not assessed yet) are assessed here first."""
    if any(c.absolute is None for c in candidates):
        candidates = assess_relevance(candidates, query, coverage_weight).candidates
    top = best(candidates)
    if top is None:
        return StageOutput((), detail=RelevanceDetail(0.0, threshold, False, "", 0.0, 0.0))
    qterms = query_terms(query)
    cover = coverage(qterms, top.text)
    value = float(top.absolute or 0.0)
    silent = threshold > 0 and value < threshold
    cos = top.cosine if top.cosine is not None else value - coverage_weight * cover
    detail = RelevanceDetail(value, threshold, silent, top.location, float(cos), cover)
    if not silent:
        return StageOutput(candidates, detail=detail)
    why = f"best relevance {value:.3f} < hook_min_relevance {threshold:g}"
    drops = tuple(Drop(c.id, c.location, DropReason.NOT_RELEVANT, why) for c in candidates)
    return StageOutput((), drops=drops, notes=(f"hook abstained: {why} ({top.location})",), detail=detail)
