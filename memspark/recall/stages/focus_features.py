"""What focus knows about each turn of the head: the features its learned turn model weighs.

Focus (:mod:`memspark.recall.stages.focus`) splits the best chunks of a conversation log into their
turns and orders the turns by a linear model over these features, fitted on LoCoMo's development
conversations by ``bench/fit_focus.py`` (which calls :func:`head_features`, so training and serving
compute the same numbers). One row per turn of a conversation chunk, one per other chunk (whole):

- chunk features — where the chunk stands in the head: ``rank`` (1 / (5 + its rank in the pipeline's
  order)), ``score`` (its score over the top score), ``bm25_rank`` and ``vector_rank`` (1 / (5 + its
  rank when the head is ordered by its BM25 score, by its cosine)), ``fused`` (its RRF score over the
  head's best), ``bm25`` (its sigmoid BM25 score);
- turn features — ``overlap`` (the IDF-weighted share of the query's content terms the turn holds; IDF
  over the head's turns, so no corpus statistics; a term found only in the heading above counts half),
  ``overlap_before`` / ``overlap_after`` (the neighbouring turns' overlap in the same chunk: the nearest blocks with
  a speaker, :func:`neighbours`),
  ``meaning`` / ``meaning_before`` / ``meaning_after`` (the turn's, and its neighbours', cosine to the
  query as a z-score over the head's turns — stored turn vectors, ``ingest.embed_turns``; 0 without
  them), ``speaker_named`` (the query names the turn's speaker), ``question`` (the turn asks: it ends
  with "?") and ``length`` (log of its characters).

A chunk that is not a conversation is one row: its best turn's overlap and length, no neighbours, no
meaning, no speaker.

**Layout-free.** The turn features read what a turn *says* (:attr:`~memspark.chunking.turns.Block.plain`:
``Speaker: words``), never how the note writes it: no bold, list marker, quote mark, timestamp or JSON
wrapper adds terms to ``overlap``, characters to ``length`` or hides the ``?`` of ``question`` (a JSONL
message ends in ``"}``). The same turn written in any layout gets the same turn features; only the chunk
features, which follow how the pipeline ranked the chunk, may differ.
"""

from __future__ import annotations

import functools
import math
import re
from collections import Counter
from collections.abc import Mapping, Sequence

import numpy as np

from memspark.chunking.turns import Block, speaker
from memspark.recall.candidate import Candidate

FEATURES = ("rank", "score", "bm25_rank", "vector_rank", "fused", "bm25", "overlap", "overlap_before",
            "overlap_after", "meaning", "meaning_before", "meaning_after", "speaker_named", "question", "length")
MEANING = frozenset({"meaning", "meaning_before", "meaning_after"})
RANK_K = 5.0  # rank priors are 1 / (RANK_K + rank)
HEADING_WEIGHT = 0.5  # a query term found only in the block's heading counts half

_WORD = re.compile(r"[0-9a-z']+")
_SUFFIXES = ("ing", "ed", "es", "s")
STOP_WORDS = frozenset(
    ["a", "an", "the", "and", "or", "but", "if", "of", "to", "in", "on", "at", "by", "for", "with", "from", "is", "are", "was", "were", "be", "been", "being", "do", "does", "did", "have", "has", "had", "i", "you", "he", "she", "it", "we", "they", "me", "him", "her", "us", "them", "my", "your", "his", "its", "our", "their", "this", "that", "these", "those", "what", "which", "who", "whom", "when", "where", "why", "how", "not", "no", "so", "as", "than", "too", "very", "can", "will", "just", "about", "into", "over", "after", "before", "up", "down", "out", "off", "again", "then", "once", "there", "here", "all", "any", "both", "each", "few", "more", "most", "other", "some", "such", "only", "own", "same", "also", "would", "could", "should", "may", "might", "must", "shall"])


@functools.lru_cache(maxsize=1 << 16)
def stem(word: str) -> str:
    """A light English stemmer: plural and verb endings off, a doubled final consonant undone
    (preferred → prefer, running → run, groups → group, studies → study)."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    for suffix in _SUFFIXES:
        if len(word) > len(suffix) + 2 and word.endswith(suffix) and not word.endswith("ss"):
            word = word[: -len(suffix)]
            if suffix in ("ing", "ed") and len(word) > 3 and word[-1] == word[-2] and word[-1] not in "lsz":
                word = word[:-1]
            return word
    return word


def terms(text: str) -> list[str]:
    """Content terms: lower-cased words (possessive 's dropped) without stop words, stemmed."""
    out = []
    for word in _WORD.findall(text.lower()):
        word = word.strip("'").removesuffix("'s")
        if word and word not in STOP_WORDS:
            out.append(stem(word))
    return out


@functools.lru_cache(maxsize=1 << 14)
def term_set(text: str) -> frozenset[str]:
    """:func:`terms` of a block as a set, cached: a conversation's turns come back query after query
    (two thirds of focus's time went to analysing them again)."""
    return frozenset(terms(text))


def _idf(query_terms: set[str], docs: list[frozenset[str]]) -> dict[str, float]:
    n = max(len(docs), 1)
    df = Counter(t for d in docs for t in d & query_terms)
    return {t: math.log(1.0 + n / (1.0 + df[t])) for t in query_terms}


def _rank_prior(values: Sequence[float]) -> list[float]:
    """1 / (RANK_K + rank) of each value in descending order (ties keep the head's order)."""
    order = sorted(range(len(values)), key=lambda i: -values[i])
    prior = [0.0] * len(values)
    for position, i in enumerate(order):
        prior[i] = 1.0 / (RANK_K + position)
    return prior


def meaning_scores(cosines: Mapping[int, np.ndarray]) -> dict[int, np.ndarray]:
    """Each turn's cosine to the query as a z-score over all the head's turns with vectors: relative, so
    a model whose cosines are bunched high (e5) weighs like one whose cosines spread (MiniLM)."""
    if not cosines:
        return {}
    pooled = np.concatenate(list(cosines.values()))
    mean, sd = float(np.mean(pooled)), float(np.std(pooled))
    scale = 1.0 / sd if sd > 1e-9 else 0.0
    return {rank: (cos - mean) * scale for rank, cos in cosines.items()}


def neighbours(blocks: Sequence[Block]) -> tuple[list[int], list[int]]:
    """Per block of a conversation chunk, the index of the turn before it and after it (-1: none): the nearest
    block that opens with a speaker, so a thread's lines between its posts (a Reddit copy's ``level 3``, a
    forum's ``17 posts``) are not read as the turn a reply answers. With a speaker on every block: i - 1, i + 1."""
    spoken = [i for i, b in enumerate(blocks) if b.speaker is not None]
    if len(spoken) == len(blocks):
        return [i - 1 for i in range(len(blocks))], [i + 1 if i + 1 < len(blocks) else -1 for i in range(len(blocks))]
    before, after = [-1] * len(blocks), [-1] * len(blocks)
    last = -1
    for i, b in enumerate(blocks):
        before[i] = last
        if b.speaker is not None:
            last = i
    last = -1
    for i in range(len(blocks) - 1, -1, -1):
        after[i] = last
        if blocks[i].speaker is not None:
            last = i
    return before, after


def head_features(head: Sequence[Candidate], split: Sequence[Sequence[Block]], conversation: Sequence[bool],
                  query: str, meaning: Mapping[int, np.ndarray] | None = None
                  ) -> tuple[list[tuple[int, Block]], np.ndarray]:
    """The rows — ``(rank of the chunk, block)``: each turn of a conversation chunk, each other chunk
    whole — and their feature matrix (columns in :data:`FEATURES` order). ``meaning``: per conversation
    chunk (by rank) its turns' z-scored cosines (:func:`meaning_scores`)."""
    meaning = meaning or {}
    query_terms = set(terms(query))
    query_words = {w.strip("'").removesuffix("'s") for w in _WORD.findall(query.lower())}
    block_terms = {id(b): term_set(b.plain) for blocks in split for b in blocks}
    idf = _idf(query_terms, list(block_terms.values()))
    total = sum(idf.values()) or 1.0

    @functools.cache
    def heading_terms(heading: str) -> frozenset[str]:
        return frozenset(terms(heading)) & query_terms

    def overlap(c: Candidate, b: Block) -> float:
        own = query_terms & block_terms[id(b)]
        context = heading_terms(c.heading if b.heading is None else b.heading) - own
        return (sum(idf[t] for t in own) + HEADING_WEIGHT * sum(idf[t] for t in context)) / total

    top = head[0].score if head and head[0].score > 0 else 1.0
    best_fused = max((c.fused for c in head), default=0.0)
    bm25_prior = _rank_prior([c.bm25 or 0.0 for c in head])
    vector_prior = _rank_prior([c.cosine or 0.0 for c in head])
    rows: list[tuple[int, Block]] = []
    values: list[list[float]] = []
    for rank, (c, blocks, turns) in enumerate(zip(head, split, conversation, strict=True)):
        chunk = [1.0 / (RANK_K + rank), c.score / top, bm25_prior[rank], vector_prior[rank],
                 c.fused / best_fused if best_fused > 0 else 0.0, c.bm25 or 0.0]
        own = [overlap(c, b) for b in blocks]
        if not turns:
            best = max(range(len(blocks)), key=lambda i: own[i]) if blocks else None
            length = math.log1p(len(blocks[best].plain)) if best is not None else 0.0
            rows.append((rank, Block(c.start_line, c.end_line, c.text)))
            values.append([*chunk, own[best] if best is not None else 0.0, 0, 0, 0, 0, 0, 0, 0, length])
            continue
        cos = meaning.get(rank)
        if cos is None or len(cos) != len(blocks):
            cos = np.zeros(len(blocks))
        before_of, after_of = neighbours(blocks)
        for i, b in enumerate(blocks):
            before, after = before_of[i], after_of[i]
            name = b.speaker or speaker(b.text)
            named = name is not None and any(w in query_words for w in name.lower().split())
            rows.append((rank, b))
            values.append([*chunk, own[i], own[before] if before >= 0 else 0.0, own[after] if after >= 0 else 0.0,
                           float(cos[i]), float(cos[before]) if before >= 0 else 0.0,
                           float(cos[after]) if after >= 0 else 0.0,
                           float(named), float(b.plain.rstrip().endswith("?")), math.log1p(len(b.plain))])
    return rows, np.asarray(values, dtype=np.float64).reshape(len(rows), len(FEATURES))
