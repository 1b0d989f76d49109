"""Stage 12b, focus: in conversation logs, the turns that match, not the whole chunk.

A child chunk (≈ 200 tokens) of a conversation log — a session transcript, a daily note of a chat —
holds five or six turns, mostly about other things, and a result costs its reader every line it
spans. Focus splits each *conversation* chunk among the first ``top_n`` ranked candidates (the head)
into its turns (blocks) and orders the turns of the whole head by a **learned turn model**:

    ``value(turn) = σ(w · features(turn) + b)``

over the features of :mod:`memspark.recall.stages.focus_features` — where its chunk stands in the head
(the pipeline's rank, its score, its rank by BM25 alone and by cosine alone, its RRF score), what the
turn shares with the query (IDF-weighted overlap, its neighbours' overlap), what it means (its stored
turn vector's cosine to the query as a z-score over the head's turns, and its neighbours'; ingest embeds
each turn, ``ingest.embed_turns``), whether the query names its speaker, whether it asks a question, and
its length — each read from what the turn says, not how its layout writes it (``Block.plain``). The
weights are a logistic regression of "this turn holds the evidence" fitted on LoCoMo's development
conversations 0–4, each session written in a layout drawn with a fixed seed from the eval's nine
(``bench/fit_focus.py``; conversations 5–9 are the held-out split docs/benchmarks.md reports per layout),
and ship as data with their provenance (``memspark/recall/assets/focus_model.json``). The chunk decides *where*, the turn features decide *which turn first*; the strongest
single signal is the chunk's BM25 rank within the head — a question's rare words point at the session —
and the turn vectors find the turn that answers in other words ("Which pet does Caroline have?" → "My
dog Bailey …"), which 28 % of LoCoMo's evidence turns need. ``tuning.focus_meaning_weight`` scales the
meaning weights (0: lexical only, no turn vectors read). A turn adjacent to the turn ranked just before
it, in the same chunk, is merged into that result (a contiguous span stays one result).

Curated notes are not split: a chunk is a conversation when most of its blocks open with a speaker
label ("Caroline: …") among few speakers (:func:`is_conversation`). Bullets under a heading lean on
their neighbours, and on the bundled example queries splitting them cost hit@1 (0.91 → 0.82) and
label recall (0.90 → 0.76); a non-conversation chunk stays whole (one row: its best block's overlap),
and a head without any conversation chunk is returned unchanged.

History (LoCoMo turn-budget R@10, development / held-out split): focus off 65.3 / 60.2; a hand-tuned
value — rank prior plus overlap plus 0.3 of the turn before's overlap plus the turn-vector cosine above
the head's mean — 78.9 / 74.2 over a 40-chunk head; the learned model: see docs/benchmarks.md. Taking only each
chunk's best turn lost ≈ 7 points and two turns per chunk ≈ 0.5: the evidence is often a chunk's *other*
turn.

Focused results keep their chunk's id (tools act on stored rows), pool, source, dates and vector;
``score`` follows the model's value down the list (non-increasing, the top keeps its score, none
below the lowest head chunk's score). The hook runs it too: its block is windows of the focused turns'
sections (:mod:`memspark.recall.stages.windows`).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any

import numpy as np

from memspark.chunking.turns import Block, is_conversation, split_blocks
from memspark.recall.candidate import Candidate
from memspark.recall.stages.contract import StageOutput
from memspark.recall.stages.focus_features import FEATURES, MEANING, head_features, meaning_scores, terms

__all__ = ["ASSET", "BIAS", "PROVENANCE", "TOP_N", "WEIGHTS", "HeadTurns", "focus", "head_turns", "is_conversation",
           "load_model", "split_blocks", "terms", "turn_cosines", "weight_vector"]

TOP_N = 40  # chunks split into turns (with turn vectors a wider head pays: 12 → 25 → 40 on conversations 0–4)
MEANING_WEIGHT = 1.0  # scales the meaning features' weights (tuning.focus_meaning_weight; 0: lexical only)
# The turn model: logistic regression of "this turn is evidence" on the features of
# :mod:`memspark.recall.stages.focus_features`, shipped as data with how it was made (ASSET's "fit":
# script, LoCoMo conversations 0–4 — the development split; 5–9 never seen — their layout, seed, rows).
# Reproduce with ``python bench/fit_focus.py``.
ASSET = Path(__file__).resolve().parents[1] / "assets" / "focus_model.json"


def load_model(path: Path = ASSET) -> tuple[dict[str, float], float, dict[str, Any]]:
    """``(weights, bias, provenance)`` of the turn model in ``path`` (the shipped :data:`ASSET`)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return {str(k): float(v) for k, v in data["weights"].items()}, float(data["bias"]), dict(data.get("fit") or {})


_weights, BIAS, PROVENANCE = load_model()
WEIGHTS: Mapping[str, float] = MappingProxyType(_weights)

TurnVectors = Callable[[Sequence[str]], Mapping[str, np.ndarray]]


def weight_vector(weights: Mapping[str, float] = WEIGHTS, meaning_weight: float = MEANING_WEIGHT) -> np.ndarray:
    """The model's weights in :data:`FEATURES` order, the meaning features' scaled by ``meaning_weight``."""
    unknown = set(weights) - set(FEATURES)
    if unknown:
        raise ValueError(f"unknown focus feature(s) {sorted(unknown)}; known: {', '.join(FEATURES)}")
    return np.array([weights.get(f, 0.0) * (meaning_weight if f in MEANING else 1.0) for f in FEATURES])


@dataclasses.dataclass(frozen=True)
class HeadTurns:
    """What the turn model scores: the head (the first ``top_n`` candidates at or above ``min_score``), its
    rows — ``(rank of the chunk, block)`` — their feature matrix, and how many chunks had turn vectors."""
    head: tuple[Candidate, ...]
    rows: list[tuple[int, Block]]
    features: np.ndarray
    by_meaning: int
    conversation: tuple[bool, ...] = ()  # per head chunk: split into turns (else one whole row)


def head_turns(candidates: Sequence[Candidate], query: str, min_score: float = 0.0, top_n: int = TOP_N,
               query_vector: np.ndarray | None = None, turn_vectors: TurnVectors | None = None,
               meaning_weight: float = MEANING_WEIGHT) -> HeadTurns | None:
    """The head's rows and features (focus ranks them; ``bench/fit_focus.py`` fits the model on them), or
    None when the head holds no conversation chunk."""
    head_n = 0
    while head_n < min(top_n, len(candidates)) and candidates[head_n].score >= min_score:
        head_n += 1
    head = tuple(candidates[:head_n])
    split = [split_blocks(c.text, c.start_line, c.heading) for c in head]
    turns = [is_conversation(blocks) for blocks in split]
    if not any(turns):
        return None
    cosines = turn_cosines(head, split, turns, query_vector, turn_vectors) if meaning_weight > 0 else {}
    rows, x = head_features(head, split, turns, query, meaning_scores(cosines))
    return HeadTurns(head, rows, x, len(cosines), tuple(turns))


def focus(candidates: tuple[Candidate, ...], query: str, min_score: float = 0.0, top_n: int = TOP_N,
          query_vector: np.ndarray | None = None, turn_vectors: TurnVectors | None = None,
          meaning_weight: float = MEANING_WEIGHT, weights: Mapping[str, float] = WEIGHTS,
          bias: float = BIAS) -> StageOutput:
    """See the module docstring. Only the head — the first ``top_n`` candidates at or above
    ``min_score`` — takes part (shared rules kept below it by their lower threshold stay whole and
    last); a head without a conversation chunk is returned unchanged, and a chunk that is not a
    conversation stays whole. Scores stay non-increasing: a result scores its model probability
    relative to the first result's, times the top score, floored at the lowest head chunk's score — so
    the top result keeps the top score and none drops below ``min_score``."""
    ht = head_turns(candidates, query, min_score, top_n, query_vector, turn_vectors, meaning_weight)
    if ht is None:
        return StageOutput(candidates)
    head, rows = ht.head, ht.rows
    logits = ht.features @ weight_vector(weights, meaning_weight) + bias
    values = (1.0 / (1.0 + np.exp(-np.clip(logits, -50.0, 50.0)))).tolist()
    logs = {c.path for c, conversation in zip(head, ht.conversation, strict=True) if conversation}
    of_logs = tuple(c.path in logs for c in head)  # a conversation chunk, or another chunk of a conversation log
    scored = curated_in_place(sorted(zip(values, rows, strict=True), key=lambda s: (-s[0], s[1][0], s[1][1].start_line)),
                              of_logs)
    merged: list[tuple[float, int, Block]] = []
    for value, (rank, b) in scored:
        if merged and merged[-1][1] == rank and _adjacent(merged[-1][2], b, head[rank].text, head[rank].start_line):
            _, _, prev = merged[-1]
            lo, hi = (prev, b) if prev.start_line < b.start_line else (b, prev)
            merged[-1] = (merged[-1][0], rank, _join(lo, hi, head[rank]))
            continue
        merged.append((value, rank, b))
    # the model's probability scaled to the top score, floored at the lowest focused chunk's score (≥ min_score);
    # a curated chunk kept in place takes the value of the turn after it (scores stay non-increasing)
    values_out = [value for value, _, _ in merged]
    for i in range(len(values_out) - 2, -1, -1):
        values_out[i] = max(values_out[i], values_out[i + 1])
    top, floor = candidates[0].score, min(c.score for c in head)
    scores = [max(floor, top * value / values_out[0]) for value in values_out]
    out = [head[rank].evolve(start_line=b.start_line, end_line=b.end_line, text=b.text, score=sc)
           for (_, rank, b), sc in zip(merged, scores, strict=True)]
    floor = scores[-1]
    out.extend(c.evolve(score=min(c.score, floor)) for c in candidates[len(head):])
    note = f"focused {len(head)} chunks into {len(merged)} results"
    if ht.by_meaning:
        note += f"; the turns of {ht.by_meaning} ranked by meaning too (stored turn vectors)"
    return StageOutput(tuple(out), notes=(note,))


def curated_in_place(scored: list[tuple[float, tuple[int, Block]]],
                     conversation: Sequence[bool]) -> list[tuple[float, tuple[int, Block]]]:
    """``scored`` (model value, (head rank, block)) in the model's order, except that a curated chunk (``conversation``
    false: not a conversation, and no chunk of its file in the head is one) comes before every turn of a
    conversation chunk the pipeline ranked below it: focus chooses among turns, it does not lift a session
    transcript's line over a curated note the source weights and fusion put above it."""
    curated = sorted((s for s in scored if not conversation[s[1][0]]), key=lambda s: s[1][0])
    placed: set[int] = set()
    out: list[tuple[float, tuple[int, Block]]] = []
    for s in scored:
        rank = s[1][0]
        if conversation[rank]:
            for c in curated:
                if c[1][0] < rank and c[1][0] not in placed:
                    placed.add(c[1][0])
                    out.append(c)
        elif rank in placed:
            continue
        else:
            placed.add(rank)
        out.append(s)
    return out


def turn_cosines(head: Sequence[Candidate], split: list[list[Block]], turns: list[bool],
                 query_vector: np.ndarray | None, turn_vectors: TurnVectors | None) -> dict[int, np.ndarray]:
    """Per conversation chunk of the head (by rank), each turn's cosine to the query. Chunks without
    stored turn vectors (indexed before ``ingest.embed_turns``, or by a writer without it) or whose
    turns no longer line up get none."""
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
        cosines[rank] = ((vecs @ (q / norm)) / np.where(lengths > 0, lengths, 1.0)).astype(np.float64)
    return cosines


def _adjacent(a: Block, b: Block, text: str, start_line: int) -> bool:
    """``a`` and ``b`` touch: nothing but blank lines of the chunk lies between them."""
    lo, hi = (a, b) if a.start_line < b.start_line else (b, a)
    lines = text.split("\n")
    gap = lines[lo.end_line + 1 - start_line: hi.start_line - start_line]
    return hi.start_line > lo.end_line and all(not line.strip() for line in gap)


def _join(lo: Block, hi: Block, c: Candidate) -> Block:
    lines = c.text.split("\n")
    return Block(lo.start_line, hi.end_line, "\n".join(lines[lo.start_line - c.start_line: hi.end_line - c.start_line + 1]))
