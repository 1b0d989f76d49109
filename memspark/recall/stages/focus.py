"""Stage 12b, focus: in conversation logs, the turns that match, not the whole chunk.

A child chunk (≈ 200 tokens) of a conversation log — a session transcript, a daily note of a chat —
holds five or six turns, mostly about other things, and a result costs its reader every line it
spans. Focus splits each *conversation* chunk among the first ``top_n`` ranked candidates into
its turns (blocks) and orders the blocks by

    ``value(b) = 1 / (rank_k + rank(chunk)) + line_weight · (match(b) + reply_weight · match(b − 1))``
    ``match(b) = overlap(b) + meaning_weight · max(0, cos(q, b) − mean cos over the head's turns)``

where ``overlap`` is the IDF-weighted share of the query's content terms that the block contains
(IDF over the head's blocks, so it needs no corpus statistics; terms lower-cased, possessives and
stop words dropped, a light stemmer; a term found only in the heading above the block counts
half) and ``b − 1`` is the turn before in the same chunk: a question's words are often in the turn
that asks ("What are you researching?"), its answer in the reply ("Adoption agencies."). The rank
prior keeps the chunk ranking in charge; the match decides which turns of the top chunks come
first. ``cos(q, b)`` is the query vector against the turn's own vector, embedded at ingest
(``ingest.embed_turns``, column ``turn_embeds``; see :mod:`memspark.chunking.turns`): it finds the turn
that answers in other words ("Which pet does Caroline have?" → "My dog Bailey …"), which 28 % of LoCoMo's
evidence turns need. Centred on the head's mean it is relative, so a model with bunched cosines (e5)
weighs like one whose cosines spread (MiniLM); chunks without stored turn vectors match lexically only. A block adjacent to the block ranked just before it, in the same chunk,
is merged into that result (a contiguous span stays one result).

Curated notes are not split: a chunk is a conversation when most of its blocks open with a speaker
label ("Caroline: …") among few speakers (:func:`is_conversation`). Bullets under a heading lean on
their neighbours, and on the bundled example queries splitting them cost hit@1 (0.91 → 0.82) and
label recall (0.90 → 0.76); a non-conversation chunk stays whole, valued by its best block, and a
head without any conversation chunk is returned unchanged.

Measured on LoCoMo (turn-budget R@10, the shipped pipeline; ``top_n``, ``rank_k``, ``line_weight``
and ``reply_weight`` tuned on conversations 0–4 only, over cached pipeline results; numbers before turn
vectors, which added 1.5 on the development split and 1.3 on the held-out one post hoc — see the README for
the shipped figures): focus on vs off
74.6 vs 65.3 on that development split and 70.6 vs 60.2 on the held-out conversations 5–9. The reply
term and the wider head (12 chunks, overlap weight 0.6 instead of 8 and 0.2) added 2.7 / 2.5 of that
(dev / held-out: 71.9 → 74.6, 68.1 → 70.6); the reply term alone at the old weights +0.7 / +0.4. With turn
vectors a wider head pays (the shipped pipeline, R@10 dev / held-out: 12 chunks 77.7 / 72.6, 25 chunks
78.4 / 73.8, 40 chunks 78.9 / 74.2, 60 chunks 79.1 / 74.2; chosen on the development split). Taking only each chunk's best turn lost ≈ 7 points and
two turns per chunk ≈ 0.5: the evidence is often a chunk's *other* turn — the chunk decides *where*, the
overlap decides *in which order*.

Focused results keep their chunk's id (tools act on stored rows), pool, source, dates and vector;
``score`` follows the focus value down the list (non-increasing, the top keeps its score, none
below the lowest head chunk's score). Tool mode only: the hook expands results to their parent
sections anyway.
"""

from __future__ import annotations

import functools
import math
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence

import numpy as np

from memspark.chunking.turns import Block, is_conversation, split_blocks
from memspark.recall.candidate import Candidate
from memspark.recall.stages.contract import StageOutput

TOP_N = 40  # chunks split into blocks (tuned on conversations 0–4 with turn vectors: 12 → 25 → 40)
RANK_K = 5.0  # rank prior 1 / (RANK_K + rank)
LINE_WEIGHT = 0.6  # weight of the block's query overlap against the rank prior
REPLY_WEIGHT = 0.3  # share of the turn before's overlap a turn inherits (the answer follows the question)
HEADING_WEIGHT = 0.5  # a query term found only in the block's heading counts half
MEANING_WEIGHT = 1.0  # weight of a turn's cosine to the query above the head's mean (tuning.focus_meaning_weight)

_WORD = re.compile(r"[0-9a-z']+")
_SUFFIXES = ("ing", "ed", "es", "s")
STOP_WORDS = frozenset(
    ["a", "an", "the", "and", "or", "but", "if", "of", "to", "in", "on", "at", "by", "for", "with", "from", "is", "are", "was", "were", "be", "been", "being", "do", "does", "did", "have", "has", "had", "i", "you", "he", "she", "it", "we", "they", "me", "him", "her", "us", "them", "my", "your", "his", "its", "our", "their", "this", "that", "these", "those", "what", "which", "who", "whom", "when", "where", "why", "how", "not", "no", "so", "as", "than", "too", "very", "can", "will", "just", "about", "into", "over", "after", "before", "up", "down", "out", "off", "again", "then", "once", "there", "here", "all", "any", "both", "each", "few", "more", "most", "other", "some", "such", "only", "own", "same", "also", "would", "could", "should", "may", "might", "must", "shall"])


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


def _idf(query_terms: set[str], docs: list[set[str]]) -> dict[str, float]:
    n = max(len(docs), 1)
    df = Counter(t for d in docs for t in d & query_terms)
    return {t: math.log(1.0 + n / (1.0 + df[t])) for t in query_terms}


TurnVectors = Callable[[Sequence[str]], Mapping[str, np.ndarray]]


def focus(candidates: tuple[Candidate, ...], query: str, min_score: float = 0.0, top_n: int = TOP_N,
          rank_k: float = RANK_K, line_weight: float = LINE_WEIGHT, reply_weight: float = REPLY_WEIGHT,
          query_vector: np.ndarray | None = None, turn_vectors: TurnVectors | None = None,
          meaning_weight: float = MEANING_WEIGHT) -> StageOutput:
    """See the module docstring. Only the head — the first ``top_n`` candidates at or above
    ``min_score`` — takes part (shared rules kept below it by their lower threshold stay whole and
    last); a head without a conversation chunk is returned unchanged, and a chunk that is not a
    conversation stays whole, valued by its best block. Scores stay non-increasing: a result scores
    its focus value relative to the first result's, times the top score, floored at the lowest
    head chunk's score — so the top result keeps the top score and none drops below ``min_score``."""
    head_n = 0
    while head_n < min(top_n, len(candidates)) and candidates[head_n].score >= min_score:
        head_n += 1
    split = [split_blocks(c.text, c.start_line) for c in candidates[:head_n]]
    turns = [is_conversation(blocks) for blocks in split]
    if not any(turns):
        return StageOutput(candidates)
    query_terms = set(terms(query))
    block_terms = {id(b): set(terms(b.text)) for blocks in split for b in blocks}  # each block analysed once
    idf = _idf(query_terms, list(block_terms.values()))
    total = sum(idf.values()) or 1.0

    @functools.cache
    def heading_terms(heading: str) -> frozenset[str]:
        return frozenset(terms(heading)) & query_terms

    def overlap(c: Candidate, b: Block) -> float:
        own = query_terms & block_terms[id(b)]
        context = heading_terms(c.heading if b.heading is None else b.heading) - own
        return (sum(idf[t] for t in own) + HEADING_WEIGHT * sum(idf[t] for t in context)) / total

    meaning = _meaning(candidates[:head_n], split, turns, query_vector, turn_vectors) if meaning_weight > 0 else {}
    scored: list[tuple[float, int, Block]] = []
    for rank, (c, blocks, conversation) in enumerate(zip(candidates, split, turns, strict=False)):
        prior = 1.0 / (rank_k + rank)
        if conversation:
            own = [overlap(c, b) for b in blocks]
            if rank in meaning:
                own = [o + meaning_weight * m for o, m in zip(own, meaning[rank], strict=True)]
            inherited = [0.0, *own[:-1]]  # the turn before, in the same chunk
            scored.extend((prior + line_weight * (o + reply_weight * before), rank, b)
                          for b, o, before in zip(blocks, own, inherited, strict=True))
        else:
            best = max((overlap(c, b) for b in blocks), default=0.0)
            scored.append((prior + line_weight * best, rank, Block(c.start_line, c.end_line, c.text)))
    scored.sort(key=lambda s: (-s[0], s[1], s[2].start_line))
    merged: list[tuple[float, int, Block]] = []
    for value, rank, b in scored:
        if merged and merged[-1][1] == rank and _adjacent(merged[-1][2], b, candidates[rank].text,
                                                         candidates[rank].start_line):
            _, _, prev = merged[-1]
            lo, hi = (prev, b) if prev.start_line < b.start_line else (b, prev)
            merged[-1] = (merged[-1][0], rank, _join(lo, hi, candidates[rank]))
            continue
        merged.append((value, rank, b))
    # the focus value scaled to the top score, floored at the lowest focused chunk's score (≥ min_score)
    top, floor = candidates[0].score, min(c.score for c in candidates[:head_n])
    scores = [max(floor, top * value / merged[0][0]) if merged[0][0] > 0 else top for value, _, _ in merged]
    out = [candidates[rank].evolve(start_line=b.start_line, end_line=b.end_line, text=b.text, score=sc)
           for (_, rank, b), sc in zip(merged, scores, strict=True)]
    floor = scores[-1]
    out.extend(c.evolve(score=min(c.score, floor)) for c in candidates[head_n:])
    note = f"focused {head_n} chunks into {len(merged)} results"
    if meaning:
        note += f"; the turns of {len(meaning)} ranked by meaning too (stored turn vectors)"
    return StageOutput(tuple(out), notes=(note,))


def _meaning(head: Sequence[Candidate], split: list[list[Block]], turns: list[bool], query_vector: np.ndarray | None,
             turn_vectors: TurnVectors | None) -> dict[int, list[float]]:
    """Per conversation chunk of the head (by rank), each turn's cosine to the query above the mean over
    the head's turns (0 below it): relative, so a model whose cosines are bunched high (e5) counts as
    much as one whose cosines spread (MiniLM). Chunks without stored turn vectors (indexed before
    ``ingest.embed_turns``, or by a writer without it) or whose turns no longer line up get none."""
    if query_vector is None or turn_vectors is None:
        return {}
    q = np.asarray(query_vector, dtype=np.float32).reshape(-1)
    norm = float(np.linalg.norm(q))
    if not np.isfinite(norm) or norm == 0.0:
        return {}
    stored = turn_vectors([c.id for c, conversation in zip(head, turns, strict=True) if conversation])
    cosines: dict[int, np.ndarray] = {}
    for rank, (c, blocks) in enumerate(zip(head, split, strict=True)):
        vecs = stored.get(c.id) if turns[rank] else None
        if vecs is None or vecs.shape != (len(blocks), q.shape[0]):
            continue
        lengths = np.linalg.norm(vecs, axis=1)
        cosines[rank] = (vecs @ (q / norm)) / np.where(lengths > 0, lengths, 1.0)
    if not cosines:
        return {}
    mean = float(np.mean(np.concatenate(list(cosines.values()))))
    return {rank: [max(0.0, float(x) - mean) for x in cos] for rank, cos in cosines.items()}


def _adjacent(a: Block, b: Block, text: str, start_line: int) -> bool:
    """``a`` and ``b`` touch: nothing but blank lines of the chunk lies between them."""
    lo, hi = (a, b) if a.start_line < b.start_line else (b, a)
    lines = text.split("\n")
    gap = lines[lo.end_line + 1 - start_line: hi.start_line - start_line]
    return hi.start_line > lo.end_line and all(not line.strip() for line in gap)


def _join(lo: Block, hi: Block, c: Candidate) -> Block:
    lines = c.text.split("\n")
    return Block(lo.start_line, hi.end_line, "\n".join(lines[lo.start_line - c.start_line: hi.end_line - c.start_line + 1]))
