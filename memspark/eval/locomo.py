"""``memspark eval locomo``: LoCoMo evidence retrieval through the real index and recall pipeline.

For each conversation: render its sessions as dated notes of agent ``conv<i>``
(:mod:`memspark.eval.locomo_data`), index them (:mod:`memspark.eval.index`), then ask every
question that has evidence, as agent ``conv<i>`` with ``now`` = the conversation's last session
date + 1 day, and score the evidence turns (:mod:`memspark.eval.metrics`) per ablation:

- ``vector``: the vector leg alone (exact cosine, hits in score order);
- ``bm25``: the BM25 leg alone;
- ``hybrid``: weighted RRF of both legs (the fusion stage's order, nothing after it);
- ``hybrid_rerank``: ``hybrid`` with the e5 second-opinion reranker run on the first
  ``rerank.top_n`` (always, no gate) and blended as ``rerank.blend`` says — on a sample;
- ``full``: :class:`~memspark.recall.pipeline.RecallPipeline` as configured (tool call with
  ``max_results`` 25 and ``min_score`` 0 so the turn list can reach 25);
- ``full_nodecay``: ``full`` with temporal decay off (``tuning.decay_floor = 1.0``): how much the
  product's recency preference costs on a year-long conversation whose questions ask about any
  session (the headline stays ``full``, decay on, as shipped);
- ``full_spec_decay``: ``full`` with the spec's decay on every query (``tuning.time_aware_decay``
  off: no time-anchor rule, no clear-best-match rule);
- ``full_nofocus``: ``full`` returning whole child chunks (``recall.focus`` off);
- ``full_noturns``: ``full`` with focus's turn model without its meaning features — no stored turn
  vectors read (``tuning.focus_meaning_weight = 0``);
- ``full_nodedup``: ``full`` without near-duplicate removal (only exact text duplicates go);
- ``full_nommr``: ``full`` without MMR's diversity term (λ 1.0 instead of the spec's 0.9);
- ``full_noweights``: ``full`` without source weights (``recall.source_weights = {}``); not in the
  default LoCoMo set (its dated notes match no weight: it equals ``full``), run by ``eval examples``;
- ``full_rerank``: ``full`` with ``rerank.provider = "e5"`` (gate as configured) — on a sample.

Every ablation is reported overall, per category and per split: conversations 0–4 are the
development split (what defaults were tuned on), 5–9 the held-out split (never tuned on).

Questions without evidence, or whose evidence names no turn of the conversation, are skipped
and counted. Mean injected characters: the hook block (``mode="hook"``, default hook settings)
of the full pipeline.
"""

from __future__ import annotations

import dataclasses
import logging
import os
import platform
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

from memspark.config import Config
from memspark.embed import EmbedQueue
from memspark.errors import ConfigError
from memspark.eval.embed_cache import CachedProvider
from memspark.eval.index import conversation_store, index_agent
from memspark.eval.locomo_data import CATEGORIES, ConversationNotes, Question, convert_all, load_locomo
from memspark.eval.locomo_layouts import DEFAULT_LAYOUT, LAYOUTS, MIXED, check_layout
from memspark.eval.metrics import Span, ndcg_at_k, recall_at_k, turn_list
from memspark.progress import Tracker
from memspark.recall.candidate import Candidate
from memspark.recall.pipeline import PipelineRequest, RecallPipeline
from memspark.recall.pools import pool_groups
from memspark.recall.stages import apply_rerank, rrf_fuse, search_pools
from memspark.recall.stages.embedding import query_vector
from memspark.rerank.blend import BlendSettings
from memspark.rerank.factory import create_reranker
from memspark.rerank.gate import GateDecision
from memspark.storage import LanceStore
from memspark.vocab import RelevanceMode, RerankProvider

log = logging.getLogger(__name__)

# the full pipeline with one stage removed or changed: ablation -> config overrides by section
FULL_VARIANTS: dict[str, dict[str, dict[str, Any]]] = {
    "full": {},
    "full_nodecay": {"tuning": {"decay_floor": 1.0}},
    "full_spec_decay": {"tuning": {"time_aware_decay": False}},
    "full_nofocus": {"recall": {"focus": False}},
    "full_noturns": {"tuning": {"focus_meaning_weight": 0.0}},  # the turn model without turn vectors
    "full_nodedup": {"tuning": {"dedup_threshold": 1.0}},
    "full_nommr": {"tuning": {"mmr_lambda": 1.0}},
    "full_noweights": {"recall": {"source_weights": {}}},  # no file/source/pool weights (LoCoMo's notes have none)
}
ABLATIONS = ("vector", "bm25", "hybrid", "hybrid_rerank", *FULL_VARIANTS, "full_rerank")
DEFAULT_ABLATIONS = ("vector", "bm25", "hybrid", "full", "full_nodecay", "full_spec_decay", "full_nofocus",
                     "full_noturns", "full_nodedup", "full_nommr")
DEV_CONVERSATIONS = range(0, 5)  # tuning split; 5–9 are held out
RERANK_ABLATIONS = frozenset({"hybrid_rerank", "full_rerank"})
KS = (5, 10, 25)
METRICS = ("recall@5", "recall@10", "recall@25", "ndcg@10")
MAX_RESULTS = 25  # results asked per question: enough for the turn list to reach 25
_FORCED = GateDecision("eval", True, "eval: reranker always runs", 0.0)


@dataclass(frozen=True)
class EvalOptions:
    data: Path
    conversations: int | None = None  # first N conversations (None: all)
    questions_per_conv: int | None = None  # evenly spaced sample per conversation (None: all)
    ablations: tuple[str, ...] = DEFAULT_ABLATIONS
    rerank_sample: int = 200  # questions the rerank ablations run on (0: all)
    work_dir: Path | None = None  # where the workspace and table go (None: a temp dir)
    layout: str = DEFAULT_LAYOUT  # how the notes write the turns (memspark.eval.locomo_layouts; or "mixed")
    embed_cache: Path | None = None  # reuse vectors of texts embedded before (memspark.eval.embed_cache)
    hook: bool = True  # also run the hook per question for mean_injected_chars (the per-layout table skips it)


def parse_ablations(text: str) -> tuple[str, ...]:
    names = tuple(dict.fromkeys(n.strip() for n in text.split(",") if n.strip()))
    unknown = [n for n in names if n not in ABLATIONS]
    if unknown or not names:
        raise ConfigError(f"unknown ablation(s): {', '.join(unknown) or '(none given)'}",
                          action=f"Use a comma-separated subset of: {', '.join(ABLATIONS)}.")
    return names


def machine_info() -> dict[str, Any]:
    cpu = platform.processor()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return {"cpu": cpu, "cores": cores, "python": platform.python_version(), "platform": platform.platform()}


def git_commit() -> str | None:
    """The checkout's commit (``+dirty`` when it has uncommitted changes), or None outside git."""
    import subprocess

    repo = Path(__file__).resolve().parents[2]
    try:
        head = subprocess.run(["git", "-C", str(repo), "rev-parse", "HEAD"], capture_output=True, text=True,
                              timeout=5, check=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(repo), "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, timeout=5).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return head + ("+dirty" if dirty else "")


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


class _Scorer:
    """Per-question metrics per ablation, aggregated overall and per category."""

    def __init__(self) -> None:
        self.rows: dict[str, list[tuple[int, int, dict[str, float]]]] = {}  # ablation -> (qid, category, metrics)
        self.ms: dict[str, float] = {}

    def add(self, ablation: str, qid: int, category: int, turns: list[str], relevant: Sequence[str], ms: float) -> None:
        m = {f"recall@{k}": recall_at_k(turns, relevant, k) for k in KS} | {"ndcg@10": ndcg_at_k(turns, relevant, 10)}
        self.rows.setdefault(ablation, []).append((qid, category, m))
        self.ms[ablation] = self.ms.get(ablation, 0.0) + ms

    def summary(self, only: set[int] | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for ablation, rows in self.rows.items():
            rows = [r for r in rows if only is None or r[0] in only]
            if not rows:
                continue
            entry: dict[str, Any] = {"n": len(rows), "overall": _mean([r[2] for r in rows]), "by_category": {}}
            for cat, name in CATEGORIES.items():
                sel = [r[2] for r in rows if r[1] == cat]
                if sel:
                    entry["by_category"][f"{cat} {name}"] = _mean(sel) | {"n": len(sel)}
            if only is None:
                entry["ms_per_query"] = round(self.ms[ablation] / len(rows), 2)
            out[ablation] = entry
        return out


def _mean(rows: list[dict[str, float]]) -> dict[str, float]:
    return {k: round(sum(r[k] for r in rows) / len(rows), 4) for k in METRICS}


class Retrievers:
    """The ablations for one conversation's agent (all share one store and query embedding)."""

    def __init__(self, cfg: Config, store: LanceStore, queue: EmbedQueue, reranker: Any) -> None:
        self.cfg, self.store, self.queue, self.reranker = cfg, store, queue, reranker
        self.pipelines = {name: RecallPipeline(store, queue, cfg.with_overrides(**over) if over else cfg,
                                               reranker=create_reranker(cfg.rerank, cfg.embed))
                          for name, over in FULL_VARIANTS.items()}
        self.full_rerank = RecallPipeline(store, queue, cfg.with_overrides(rerank={"provider": "e5"}),
                                          reranker=reranker)
        tn = cfg.tuning
        self.blend = BlendSettings(mode=cfg.rerank.blend, alpha=tn.blend_alpha, rrf_k=tn.rrf_k,
                                   vector_weight=tn.blend_vector_weight, reranker_weight=tn.blend_reranker_weight)

    def legs(self, query: str, agent: str) -> tuple[list[Candidate], list[Candidate], list[Candidate]]:
        vector, _, _ = query_vector(query, self.queue)
        depth = max(20, MAX_RESULTS * self.cfg.tuning.candidate_multiplier)
        found = search_pools(query, vector, self.store, pool_groups(agent, "tool"), depth)
        tn = self.cfg.tuning
        fused = list(rrf_fuse(found.groups, tn.rrf_k, tn.fusion_vector_weight, tn.fusion_bm25_weight,
                              relevance=RelevanceMode.COSINE).candidates)  # the legs as measured: no term bonus
        by_id = {c.id: c for c in fused}
        vec = sorted((h for g in found.groups for h in g.vector), key=lambda h: -h.score)
        bm = sorted((h for g in found.groups for h in g.bm25), key=lambda h: -h.score)
        return [by_id[h.id] for h in vec], [by_id[h.id] for h in bm], fused

    def hybrid_rerank(self, query: str, fused: list[Candidate]) -> list[Candidate]:
        top = max((c.fused for c in fused), default=1.0) or 1.0
        # the blend ranks the head by ``score``: give it the fused (RRF) order, not the cosine
        head = tuple(dataclasses.replace(c, score=c.fused / top) for c in fused)
        out = apply_rerank(head, query, self.reranker, _FORCED, self.blend, self.cfg.rerank.top_n,
                           self.cfg.tuning.reformulate)
        return list(out.candidates)


def run_locomo(cfg: Config, opts: EvalOptions, progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Run the eval and return the report (the JSON ``--json`` prints)."""
    say = progress or (lambda _msg: None)
    started = time.perf_counter()
    samples = load_locomo(opts.data)
    if opts.conversations is not None:
        samples = samples[: max(opts.conversations, 0)]
    name = check_layout(opts.layout)
    converted = convert_all(samples, name)
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
    scorer = _Scorer()
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


LAYOUT_ABLATIONS = ("full",)  # --layout all: the shipped pipeline only, unless --ablations says otherwise


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


def layout_table(reports: dict[str, dict[str, Any]], ablation: str = "full") -> dict[str, Any]:
    """Per layout: R@5, R@10, multi-hop and open-domain R@10 and the held-out split's R@10 of ``ablation``;
    and the spread of R@10 between layouts (max − min)."""
    rows: dict[str, dict[str, float | None]] = {}
    for name, report in reports.items():
        entry = report["ablations"].get(ablation)
        if entry is None:
            continue
        cats = entry["by_category"]
        held = report["splits"].get("held-out (conversations 5-9)", {}).get(ablation)
        rows[name] = {"recall@5": entry["overall"]["recall@5"], "recall@10": entry["overall"]["recall@10"],
                      "multi-hop": cats.get("1 multi-hop", {}).get("recall@10"),
                      "open-domain": cats.get("3 open-domain", {}).get("recall@10"),
                      "held-out": held["overall"]["recall@10"] if held else None, "n": entry["n"]}
    r10 = [row["recall@10"] for row in rows.values() if row["recall@10"] is not None]
    return {"ablation": ablation, "rows": rows, "spread": round(max(r10) - min(r10), 4) if r10 else None}


def render_layouts(report: dict[str, Any]) -> str:
    """The per-layout table as Markdown (Recall in %)."""
    table = report["table"]

    def pct(x: float | None) -> str:
        return "—" if x is None else f"{100 * x:.1f}"

    lines = [f"LoCoMo R@10 (turns) per layout — ablation {table['ablation']}", "",
             "| layout | n | R@5 | R@10 | multi-hop | open-domain | held-out R@10 |", "| --- | --- | --- | --- | --- | --- | --- |"]
    for name, row in table["rows"].items():
        lines.append(f"| {name} | {row['n']} | {pct(row['recall@5'])} | {pct(row['recall@10'])} | {pct(row['multi-hop'])} | "
                     f"{pct(row['open-domain'])} | {pct(row['held-out'])} |")
    lines.append(f"\nspread of R@10 between layouts: {pct(table['spread'])} points")
    return "\n".join(lines)
