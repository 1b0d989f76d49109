"""Fit focus's turn model on LoCoMo's development conversations (``bench/fit_focus.py`` runs it).

For every question of the chosen conversations: the shipped pipeline's ranked candidates before focus
(:func:`ranked`: the pipeline's ranking stages, the eval's request), the features focus computes for the turns of
their head (:func:`memspark.recall.stages.focus_features.head_features`, with the stored turn
vectors), and a label per row — does it cover one of the question's evidence turns. An L2-regularised
logistic regression (Newton's method on standardised features) gives the weights and bias that
:mod:`memspark.recall.stages.focus` ships (``memspark/recall/assets/focus_model.json``, with how they
were made). Fit on conversations 0–4 only; the eval reports 5–9 apart.

The conversations are written in the ``mixed`` layout (:func:`memspark_eval.locomo_layouts.session_layouts`:
each session in a layout drawn with a fixed seed), so the weights learn what a turn says and where its
chunk ranks, not how one layout writes it.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

import numpy as np

from memspark.config import Config
from memspark.recall.candidate import Candidate
from memspark.recall.pipeline import PipelineRequest, RecallPipeline, StageRunner
from memspark.recall.stages.focus import TOP_N, head_turns
from memspark.recall.stages.focus_features import FEATURES
from memspark.rerank.factory import create_reranker
from memspark_eval.ablations import MAX_RESULTS
from memspark_eval.index import conversation_store, index_agent
from memspark_eval.locomo_data import ConversationNotes, Question, convert_all, load_locomo
from memspark_eval.locomo_layouts import LAYOUTS, MIX_SEED, MIXED, check_layout


@dataclass(frozen=True)
class TurnModel:
    weights: dict[str, float]
    bias: float
    rows: int
    positives: int


def fit_logistic(x: np.ndarray, y: np.ndarray, l2: float = 1.0, iterations: int = 50) -> tuple[np.ndarray, float]:
    """Weights and bias (in the features' own units) of an L2-regularised logistic regression of ``y``
    (0/1) on ``x``, by Newton's method on standardised columns (the penalty spares the bias)."""
    if x.ndim != 2 or len(x) != len(y) or len(x) == 0:
        raise ValueError("fit_logistic needs a non-empty (rows, features) matrix and one label per row")
    mu, sd = x.mean(axis=0), x.std(axis=0)
    sd = np.where(sd > 1e-12, sd, 1.0)
    z = np.hstack([(x - mu) / sd, np.ones((len(x), 1))])
    w = np.zeros(z.shape[1])
    penalty = np.r_[np.full(z.shape[1] - 1, l2), 0.0]
    for _ in range(iterations):
        p = 1.0 / (1.0 + np.exp(-np.clip(z @ w, -50, 50)))
        grad = z.T @ (p - y) + penalty * w
        hess = (z * (p * (1.0 - p))[:, None]).T @ z + np.diag(penalty + 1e-9)
        step = np.linalg.solve(hess, grad)
        w -= step
        if float(np.max(np.abs(step))) < 1e-8:
            break
    weights = w[:-1] / sd
    return weights, float(w[-1] - np.dot(weights, mu))


def ranked(pipe: RecallPipeline, request: PipelineRequest) -> tuple[tuple[Candidate, ...], np.ndarray | None]:
    """The candidates focus and limit act on — ``pipe``'s ranking stages (searched, fused, weighted, decayed,
    over minScore, deduplicated, reranked and diversified), run over the context ``request`` starts from — and
    the query vector; ``((), None)`` for a query that cleans to nothing."""
    runner = StageRunner(pipe.context(request))
    cands = runner.run(pipe.plan(request.mode).ranking, ())
    return (cands, runner.ctx.vector) if runner.ctx.query else ((), None)


def head_rows(pipe: RecallPipeline, notes: ConversationNotes, question: Question, top_n: int = TOP_N
              ) -> tuple[np.ndarray, np.ndarray]:
    """The feature matrix of the head focus would split for this question, and each row's label."""
    now = (notes.last_date + timedelta(days=1)).date() if notes.last_date else None
    cands, vector = ranked(pipe, PipelineRequest(question.question, notes.agent_id, mode="tool",
                                                max_results=MAX_RESULTS, min_score=0.0, now=now))
    ht = head_turns(cands, question.question, 0.0, top_n, vector, pipe.store.turn_vectors)
    if ht is None:
        return np.zeros((0, len(FEATURES))), np.zeros(0)
    evidence = set(question.evidence)
    labels = [any(notes.line_map.get((ht.head[rank].path, line)) in evidence
                  for line in range(b.start_line, b.end_line + 1)) for rank, b in ht.rows]
    return ht.features, np.asarray(labels, dtype=np.float64)


def fit_focus(cfg: Config, data: Path, conversations: Iterable[int], l2: float = 1.0,
              progress: Callable[[str], None] | None = None, layout: str = MIXED, seed: int = MIX_SEED,
              embed_cache: Path | None = None) -> TurnModel:
    """Index the chosen LoCoMo conversations, written in ``layout`` (default ``mixed``, drawn with
    ``seed``), in a temp dir (the eval's indexer), collect the head rows of each of their questions with
    evidence, and fit the turn model."""
    say = progress or (lambda _msg: None)
    wanted = set(conversations)
    samples = load_locomo(data)
    if layout == MIXED or LAYOUTS[check_layout(layout)].transcript:
        cfg = cfg.with_overrides(workspace={"index_sessions": True})
    converted = [(n, qs) for n, qs in convert_all(samples, layout, seed) if n.index in wanted]
    if not converted:
        raise ValueError(f"no LoCoMo conversation among {sorted(wanted)} in {data}")
    with tempfile.TemporaryDirectory(prefix="memspark-fit-focus-") as tmp:
        work = Path(tmp)
        cfg, queue, store = conversation_store(cfg, (notes for notes, _ in converted), work, embed_cache)
        for notes, _ in converted:
            index_agent(cfg, store, queue, notes.agent_id)
            say(f"indexed {notes.agent_id}")
        store.optimize()
        pipe = RecallPipeline(store, queue, cfg, reranker=create_reranker(cfg.rerank, cfg.embed))
        xs, ys = [], []
        try:
            for notes, questions in converted:
                for q in questions:
                    if q.evidence:
                        x, y = head_rows(pipe, notes, q)
                        xs.append(x)
                        ys.append(y)
                say(f"collected {notes.agent_id}")
        finally:
            pipe.close()
            store.close()
    return _model(np.vstack(xs), np.concatenate(ys), l2)


def _model(x: np.ndarray, y: np.ndarray, l2: float) -> TurnModel:
    weights, bias = fit_logistic(x, y, l2)
    return TurnModel({f: round(float(w), 4) for f, w in zip(FEATURES, weights, strict=True)}, round(bias, 4),
                     rows=len(y), positives=int(y.sum()))
