"""``memspark eval locomo``: LoCoMo evidence retrieval through the real index and recall pipeline.

For each conversation: render its sessions as dated notes of agent ``conv<i>``
(:mod:`memspark_eval.locomo_data`), index them (:mod:`memspark_eval.index`), then ask every
question that has evidence, as agent ``conv<i>`` with ``now`` = the conversation's last session
date + 1 day, and score the evidence turns (:mod:`memspark_eval.metrics`, :mod:`memspark_eval.scoring`)
per ablation (:mod:`memspark_eval.ablations`): the search legs alone, their fusion, the reranker on it,
and ``full`` — :class:`~memspark.recall.pipeline.RecallPipeline` as configured (tool call with
``max_results`` 25 and ``min_score`` 0 so the turn list can reach 25) — with one stage removed or
changed (``full_nodecay``: no temporal decay, which a year-long conversation whose questions ask about
any session does not want; the headline stays ``full``, decay on, as shipped).

Every ablation is reported overall, per category and per split: conversations 0–4 are the
development split (what defaults were tuned on), 5–9 the held-out split (never tuned on).
``--layout all`` runs it once per note layout (:func:`run_layouts`; the table:
:mod:`memspark_eval.layout_table`).

Questions without evidence, or whose evidence names no turn of the conversation, are skipped
and counted. Mean injected characters: the hook block (``mode="hook"``, default hook settings)
of the full pipeline.
"""

from __future__ import annotations

import dataclasses
import logging
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

from memspark.config import Config
from memspark.embed import EmbedQueue
from memspark.progress import Tracker
from memspark.recall.candidate import Candidate
from memspark.recall.pipeline import PipelineRequest
from memspark.rerank.factory import create_reranker
from memspark.vocab import RerankProvider
from memspark_eval.ablations import (
    ABLATIONS,
    DEFAULT_ABLATIONS,
    FULL_VARIANTS,
    LAYOUT_ABLATIONS,
    MAX_RESULTS,
    RERANK_ABLATIONS,
    Retrievers,
    Variant,
    parse_ablations,
)
from memspark_eval.embed_cache import CachedProvider
from memspark_eval.index import conversation_store, index_agent
from memspark_eval.layout_table import layout_table, render_layouts
from memspark_eval.locomo_data import ConversationNotes, Question, convert_all, load_locomo
from memspark_eval.locomo_layouts import DEFAULT_LAYOUT, LAYOUTS, MIX_SEED, MIXED, check_layout
from memspark_eval.metrics import Span, turn_list
from memspark_eval.run_info import git_commit, machine_info
from memspark_eval.scoring import KS, METRICS, Scorer

# the names this module had before its split (bench/ scripts and tests import them from here)
__all__ = ["ABLATIONS", "DEFAULT_ABLATIONS", "DEV_CONVERSATIONS", "FULL_VARIANTS", "KS", "LAYOUT_ABLATIONS", "MAX_RESULTS",
           "METRICS", "RERANK_ABLATIONS", "EvalOptions", "Retrievers", "Variant", "git_commit", "layout_table",
           "machine_info", "parse_ablations", "render_layouts", "run_layouts", "run_locomo", "spread_sample"]

log = logging.getLogger(__name__)

DEV_CONVERSATIONS = range(0, 5)  # tuning split; 5–9 are held out


@dataclass(frozen=True)
class EvalOptions:
    data: Path
    conversations: int | None = None  # first N conversations (None: all)
    questions_per_conv: int | None = None  # evenly spaced sample per conversation (None: all)
    ablations: tuple[str, ...] = DEFAULT_ABLATIONS
    rerank_sample: int = 200  # questions the rerank ablations run on (0: all)
    work_dir: Path | None = None  # where the workspace and table go (None: a temp dir)
    layout: str = DEFAULT_LAYOUT  # how the notes write the turns (memspark_eval.locomo_layouts; or "mixed")
    embed_cache: Path | None = None  # reuse vectors of texts embedded before (memspark_eval.embed_cache)
    hook: bool = True  # also run the hook per question for mean_injected_chars (the per-layout table skips it)
    mix_seed: int = MIX_SEED  # the ``mixed`` layout's draw (session_layouts); other seeds check a figure is no one draw's
    rows: bool = False  # the report's ``rows``: per ablation, each question's first ten turns and its evidence


def spread_sample(items: Sequence[Any], n: int | None) -> list[Any]:
    """``n`` evenly spaced items (all of them when ``n`` is None or ≥ len)."""
    if n is None or n >= len(items):
        return list(items)
    if n <= 0:
        return []
    return [items[(i * len(items)) // n] for i in range(n)]


def _spans(cands: Sequence[Candidate]) -> list[Span]:
    # the matched child's own lines: an expanded parent never counts (metrics module docstring)
    return [(c.path, c.start_line, c.end_line) for c in cands]


def run_locomo(cfg: Config, opts: EvalOptions, progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Run the eval and return the report (the JSON ``--json`` prints)."""
    say = progress or (lambda _msg: None)
    started = time.perf_counter()
    samples = load_locomo(opts.data)
    if opts.conversations is not None:
        samples = samples[: max(opts.conversations, 0)]
    name = check_layout(opts.layout)
    converted = convert_all(samples, name, opts.mix_seed)
    if name == MIXED or LAYOUTS[name].transcript:
        cfg = cfg.with_overrides(workspace={"index_sessions": True})
    tmp = None
    if opts.work_dir is None:
        tmp = tempfile.TemporaryDirectory(prefix="memspark-locomo-")
        work = Path(tmp.name)
    else:
        work = Path(opts.work_dir)
        work.mkdir(parents=True, exist_ok=True)
    try:
        return _run(cfg, opts, converted, work, say, started)
    finally:
        if tmp is not None:
            tmp.cleanup()


def _run(cfg: Config, opts: EvalOptions, converted: list[tuple[ConversationNotes, list[Question]]], work: Path,
         say: Callable[[str], None], started: float) -> dict[str, Any]:
    cfg, queue, store = conversation_store(cfg, (notes for notes, _ in converted), work, opts.embed_cache)
    t0 = time.perf_counter()
    children, embed_s = 0, 0.0
    for notes, _ in converted:
        n, s = index_agent(cfg, store, queue, notes.agent_id)
        children, embed_s = children + n, embed_s + s
        say(f"indexed {notes.agent_id}: {len(notes.files)} sessions, {notes.turns} turns, {n} chunks")
    store.optimize()
    index_s = time.perf_counter() - t0

    counts = {"conversations": len(converted), "turns": sum(n.turns for n, _ in converted),
              "chunks": children, "questions_total": 0, "asked": 0, "skipped_no_evidence": 0,
              "skipped_unmapped_evidence": 0, "unmapped_evidence_ids": 0}
    plan: list[tuple[ConversationNotes, Question]] = []
    for notes, questions in converted:
        counts["questions_total"] += len(questions)
        askable = []
        for q in questions:
            counts["unmapped_evidence_ids"] += len(q.unmapped)
            if q.evidence:
                askable.append(q)
            elif q.unmapped:
                counts["skipped_unmapped_evidence"] += 1
            else:
                counts["skipped_no_evidence"] += 1
        plan.extend((notes, q) for q in spread_sample(askable, opts.questions_per_conv))
    counts["asked"] = len(plan)
    counts["not_sampled"] = (counts["questions_total"] - counts["skipped_no_evidence"]
                             - counts["skipped_unmapped_evidence"] - len(plan))
    n_sample = len(plan) if opts.rerank_sample <= 0 else opts.rerank_sample
    rerank_qids = {id(q) for _, q in spread_sample(plan, n_sample)}
    qid_of = {id(q): i for i, (_, q) in enumerate(plan)}
    split_ids = {"dev (conversations 0-4)": {i for i, (n, _) in enumerate(plan) if n.index in DEV_CONVERSATIONS},
                 "held-out (conversations 5-9)": {i for i, (n, _) in enumerate(plan) if n.index not in DEV_CONVERSATIONS}}
    sample_ids = {qid_of[k] for k in rerank_qids}

    wants = set(opts.ablations)
    e5 = create_reranker(dataclasses.replace(cfg.rerank, provider=RerankProvider.E5)) if wants & RERANK_ABLATIONS else None
    retr = Retrievers(cfg, store, queue, e5)
    scorer = Scorer()
    rows: dict[str, list[dict[str, Any]]] = {}
    injected: list[int] = []
    gate_runs = 0
    t1 = time.perf_counter()
    tracker = Tracker("eval locomo", len(plan), "questions")
    for i, (notes, q) in enumerate(plan):
        agent = notes.agent_id
        now = (notes.last_date + timedelta(days=1)).date() if notes.last_date else None

        def score(ablation: str, cands: Sequence[Candidate], ms: float, *, _n: ConversationNotes = notes,
                  _q: Question = q, _i: int = i) -> None:
            turns = turn_list(_spans(cands), _n.line_map, max(KS))
            scorer.add(ablation, _i, _q.category, turns, _q.evidence, ms)
            if opts.rows:
                rows.setdefault(ablation, []).append({"conversation": _q.conv, "qa": _q.index, "category": _q.category,
                                                      "evidence": list(_q.evidence), "turns": turns[:10]})

        if wants & {"vector", "bm25", "hybrid", "hybrid_rerank"}:
            ts = time.perf_counter()
            vec, bm, fused = retr.legs(q.question, agent)
            ms = (time.perf_counter() - ts) * 1000.0
            for name, cands in (("vector", vec), ("bm25", bm), ("hybrid", fused)):
                if name in wants:
                    score(name, cands, ms)
            if "hybrid_rerank" in wants and i in sample_ids:
                ts = time.perf_counter()
                reranked = retr.hybrid_rerank(q.question, fused)
                score("hybrid_rerank", reranked, ms + (time.perf_counter() - ts) * 1000.0)
        for name, pipe in (*retr.pipelines.items(), ("full_rerank", retr.full_rerank)):
            if name not in wants or (name in RERANK_ABLATIONS and i not in sample_ids):
                continue
            ts = time.perf_counter()
            res = pipe.run(PipelineRequest(q.question, agent, mode="tool", max_results=MAX_RESULTS, min_score=0.0,
                                           now=now))
            score(name, res.results, (time.perf_counter() - ts) * 1000.0)
            if name == "full_rerank":
                gate_runs += any(e.stage == "rerank" and getattr(e.detail, "ran", False) for e in res.trace.entries)
            if name == "full" and opts.hook:
                hook = pipe.run(PipelineRequest(q.question, agent, mode="hook", now=now))
                injected.append(sum(len(c.injected_text) for c in hook.injected))
        tracker.advance()
        if (i + 1) % 200 == 0:
            say(f"asked {i + 1}/{len(plan)} questions ({time.perf_counter() - t1:.0f}s)")
    tracker.finish()
    query_s = time.perf_counter() - t1

    report: dict[str, Any] = {
        "benchmark": "locomo",
        "data": str(opts.data),
        "layout": opts.layout,
        **({"mix_seed": opts.mix_seed} if opts.layout == MIXED else {}),
        "machine": machine_info(),
        "commit": git_commit(),
        "config": {
            "embed_model": f"{cfg.embed.provider}:{cfg.embed.model}",
            "chunk": {"child_tokens": cfg.chunk.child_tokens, "overlap_tokens": cfg.chunk.overlap_tokens,
                      "parent_tokens": cfg.chunk.parent_tokens},
            "recall": {k: getattr(cfg.recall, k) for k in ("decay_floor", "decay_rate", "time_aware_decay", "focus",
                                                           "dedup_threshold", "mmr_lambda", "gate")
                       if hasattr(cfg.recall, k)},
            "tuning": dataclasses.asdict(cfg.tuning),
            "rerank": {"default_provider": cfg.rerank.provider, "top_n": cfg.rerank.top_n,
                       "blend": cfg.rerank.blend},
            "max_results": MAX_RESULTS, "min_score": 0.0, "ablations": list(opts.ablations),
            "rerank_sample": len(sample_ids) if wants & RERANK_ABLATIONS else 0,
        },
        "counts": counts,
        "ablations": scorer.summary(),
        "splits": {name: scorer.summary(only=ids) for name, ids in split_ids.items() if ids},
        "mean_injected_chars": round(sum(injected) / len(injected), 1) if injected else None,
        "seconds": {"index": round(index_s, 2), "embed": round(embed_s, 2), "queries": round(query_s, 2),
                    "total": round(time.perf_counter() - started, 2)},
        "embed_cache": _cache_stats(queue),
    }
    if opts.rows:
        report["rows"] = rows
    if wants & RERANK_ABLATIONS:
        report["rerank_sample"] = scorer.summary(only=sample_ids)
        report["full_rerank_gate_fired"] = gate_runs
    return report


def _cache_stats(queue: EmbedQueue) -> dict[str, Any] | None:
    """Texts the eval's embedding cache served and those the model embedded (None: no cache)."""
    provider = queue.provider
    if not isinstance(provider, CachedProvider):
        return None
    return {"path": str(provider.path), "hits": provider.hits, "misses": provider.misses}


def run_layouts(cfg: Config, opts: EvalOptions, layouts: Sequence[str] = tuple(LAYOUTS),
                progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """:func:`run_locomo` once per layout; the report holds each layout's report and the table
    (:func:`layout_table`). The hook is not run (the table has no injected-characters column: it would
    double the query time)."""
    say = progress or (lambda _msg: None)
    reports: dict[str, Any] = {}
    for name in layouts:
        say(f"layout {name}: {LAYOUTS[name].description if name in LAYOUTS else 'each session in another layout'}")
        reports[name] = run_locomo(cfg, dataclasses.replace(opts, layout=name, hook=False), progress)
    return {"benchmark": "locomo_layouts", "data": str(opts.data), "machine": machine_info(), "commit": git_commit(),
            "ablations": list(opts.ablations), "table": layout_table(reports), "layouts": reports}
