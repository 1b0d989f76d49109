"""Typed trace of one recall run and its ``--trace`` rendering.

The runner records one :class:`TraceEntry` per stage (its wall time in ``ms``, candidate counts
in and out, the candidates it dropped with a :class:`DropReason`, free-text ``notes`` such as
the HyDE fallback line, and a stage-specific ``detail`` value). Stages never time themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from memspark.rerank.gate import GateDecision


class DropReason(StrEnum):
    """The closed set of reasons a candidate leaves the pipeline."""

    DUPLICATE = "duplicate"
    BELOW_MIN_SCORE = "below-min-score"
    MAX_RESULTS = "max-results"
    PARENT_MERGED = "parent-merged"
    CONTEXT_OVERLAP = "context-overlap"
    INJECTION = "injection"
    BUDGET = "budget"
    NOT_RELEVANT = "not-relevant"  # the hook abstained: no memory is relevant enough (recall.hook_min_relevance)


@dataclass(frozen=True)
class Drop:
    id: str
    location: str
    reason: DropReason
    detail: str = ""


@dataclass(frozen=True)
class QueryDetail:
    raw_chars: int
    cleaned: str
    removed: tuple[str, ...]  # kinds of noise stripped ("relevant-memories", "channel-header", ...)
    truncated: bool


@dataclass(frozen=True)
class HydeDetail:
    used: bool
    reason: str  # "ok", "disabled", "empty", "timeout", "error: ...", "embed-failed: ..."
    hypothetical_chars: int = 0


@dataclass(frozen=True)
class EmbedDetail:
    provider: str
    input: str  # "hyde" | "query" | "none" (BM25-only)
    fallback_reason: str | None = None


@dataclass(frozen=True)
class PoolCount:
    group: str
    pool: str
    leg: str  # "vector" | "bm25"
    count: int


@dataclass(frozen=True)
class SearchDetail:
    depth: int
    legs: tuple[str, ...]
    counts: tuple[PoolCount, ...]
    groups: tuple[str, ...]


@dataclass(frozen=True)
class FusionDetail:
    k: int
    vector_weight: float
    bm25_weight: float
    both: int
    vector_only: int
    bm25_only: int


@dataclass(frozen=True)
class Adjustment:
    """A multiplier applied to one candidate (source weight or temporal decay)."""

    id: str
    location: str
    factor: float
    before: float
    after: float
    why: str  # "MEMORY.md", "pool agent_mistakes", "age 6d", ...


@dataclass(frozen=True)
class AdjustDetail:
    adjustments: tuple[Adjustment, ...]


@dataclass(frozen=True)
class NormaliseDetail:
    top: float
    min_score: float
    low_threshold: float


@dataclass(frozen=True)
class RerankDetail:
    ran: bool
    provider: str
    query: str
    documents: int = 0
    rerank_ms: float = 0.0
    logit_spread: float | None = None
    blend_mode: str = ""
    vector_multiplier: float = 1.0
    fallback_reason: str | None = None


@dataclass(frozen=True)
class MMRDetail:
    lambda_used: float
    lambda_configured: float
    lambda_adaptive: float
    spread: float
    tier: str
    demoted: tuple[str, ...]  # locations that lost rank to diversity


@dataclass(frozen=True)
class ExpandDetail:
    parents_requested: int
    parents_found: int
    error: str | None = None


@dataclass(frozen=True)
class RelevanceDetail:
    """The hook's abstention decision (:mod:`memspark.recall.stages.relevance`)."""

    relevance: float  # the best candidate's absolute relevance, less the unknown names' share
    threshold: float  # recall.hook_min_relevance (0: never abstain)
    abstained: bool
    best: str  # the best candidate's location
    cosine: float  # its cosine part
    coverage: float  # its share of the query's content terms
    unknown_names: tuple[str, ...] = ()  # the query's names (as terms) that no candidate mentions


StageDetail = (QueryDetail | HydeDetail | EmbedDetail | SearchDetail | FusionDetail | AdjustDetail
               | NormaliseDetail | GateDecision | RerankDetail | MMRDetail | ExpandDetail | RelevanceDetail)


@dataclass(frozen=True)
class TraceEntry:
    stage: str
    ms: float
    count_in: int
    count_out: int
    drops: tuple[Drop, ...] = ()
    notes: tuple[str, ...] = ()
    detail: StageDetail | None = None


@dataclass(frozen=True)
class RecallTrace:
    query: str
    agent_id: str
    mode: str
    entries: tuple[TraceEntry, ...]
    total_ms: float

    def entry(self, stage: str) -> TraceEntry | None:
        return next((e for e in self.entries if e.stage == stage), None)

    @property
    def notes(self) -> tuple[str, ...]:
        return tuple(n for e in self.entries for n in e.notes)

    @property
    def drops(self) -> tuple[Drop, ...]:
        return tuple(d for e in self.entries for d in e.drops)


def _detail_lines(detail: StageDetail | None) -> list[str]:
    match detail:
        case QueryDetail():
            removed = ", ".join(detail.removed) or "nothing"
            return [f"cleaned query ({detail.raw_chars} → {len(detail.cleaned)} chars, removed {removed}"
                    f"{', truncated' if detail.truncated else ''}): {detail.cleaned!r}"]
        case HydeDetail():
            return [f"HyDE {'used' if detail.used else 'not used'} ({detail.reason})"]
        case EmbedDetail():
            line = f"provider {detail.provider}, embedded {detail.input}"
            return [line + (f", fallback: {detail.fallback_reason}" if detail.fallback_reason else "")]
        case SearchDetail():
            lines = [f"depth {detail.depth} per leg, legs: {', '.join(detail.legs) or 'none'}, "
                     f"groups: {', '.join(detail.groups)}"]
            for pc in detail.counts:
                lines.append(f"{pc.pool} [{pc.leg}]: {pc.count} results")
            return lines
        case FusionDetail():
            total = detail.both + detail.vector_only + detail.bm25_only
            return [f"RRF k={detail.k} (vector w={detail.vector_weight:g}, bm25 w={detail.bm25_weight:g}): "
                    f"{total} unique candidates ({detail.both} both legs, {detail.vector_only} vector only, "
                    f"{detail.bm25_only} bm25 only)"]
        case AdjustDetail():
            return [f"{a.location}: {a.before:.3f} × {a.factor:.3f} = {a.after:.3f} ({a.why})"
                    for a in detail.adjustments]
        case NormaliseDetail():
            return [f"top={detail.top:.3f} → 1.0; minScore={detail.min_score:g}, "
                    f"shared_rules lowThreshold={detail.low_threshold:g}"]
        case GateDecision():
            action = "RUN reranker" if detail.run else "SKIP reranker"
            return [f"gate {detail.mode}: {action} — {detail.reason} (vector multiplier {detail.vector_multiplier:.2f})"]
        case RerankDetail():
            if not detail.ran:
                return [f"reranker {detail.provider} not applied"
                        + (f": {detail.fallback_reason}" if detail.fallback_reason else "")]
            spread = f"{detail.logit_spread:.2f}" if detail.logit_spread is not None else "n/a"
            return [f"reranker {detail.provider}: {detail.rerank_ms:.0f}ms, logitSpread={spread}, "
                    f"{detail.documents} docs, blend={detail.blend_mode}, query={detail.query!r}"]
        case MMRDetail():
            lines = [f"λ={detail.lambda_used:g} (configured {detail.lambda_configured:g}, adaptive "
                     f"{detail.lambda_adaptive:.2f}, spread={detail.spread:.3f}, tier={detail.tier})"]
            if detail.demoted:
                lines.append(f"demoted {len(detail.demoted)}: {', '.join(detail.demoted)}")
            return lines
        case RelevanceDetail():
            verdict = "ABSTAIN (inject nothing)" if detail.abstained else "inject"
            unknown = f", names no memory mentions: {', '.join(detail.unknown_names)}" if detail.unknown_names else ""
            return [f"best relevance {detail.relevance:.3f} (cosine {detail.cosine:.3f}, query terms covered "
                    f"{detail.coverage:.0%}{unknown}) at {detail.best or '-'}; hook_min_relevance "
                    f"{detail.threshold:g}: {verdict}"]
        case ExpandDetail():
            line = f"parents requested {detail.parents_requested}, found {detail.parents_found}"
            return [line + (f", error: {detail.error}" if detail.error else "")]
        case _:
            return []


def render_trace(trace: RecallTrace) -> str:
    """The ``--trace`` text: one block per stage with its time, counts, details, notes and drops."""
    out = [f"[recall] query={trace.query!r} agent={trace.agent_id} mode={trace.mode} "
           f"total={trace.total_ms:.1f}ms"]
    for i, e in enumerate(trace.entries, start=1):
        out.append(f"Stage {i} ({e.stage}): {e.ms:.1f}ms, {e.count_in} → {e.count_out}")
        out.extend(f"  {line}" for line in _detail_lines(e.detail))
        out.extend(f"  [recall] {n}" for n in e.notes)
        for d in e.drops:
            out.append(f"  dropped {d.location} ({d.reason.value}{': ' + d.detail if d.detail else ''})")
    return "\n".join(out)
