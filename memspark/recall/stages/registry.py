"""The declared stage lists: what the pipeline runs, in order, per mode.

``ranking`` (clean → HyDE → embed → search → fuse → source weight → decay → normalise/minScore →
dedup → relevance → gate → rerank → MMR) orders the candidates; ``selection`` (focus when
``recall.focus`` is on; then limit — in the hook, limit only without focus: its expand stage takes the
first ``hook_max_results`` sections of the focused turns) gives ``results``; ``finish`` gives what leaves
the pipeline: the hook's block (abstain → section expansion → context-overlap dedup → injection filter →
budget windows, :mod:`memspark.recall.stages.windows`) or the tool's results screened for injections (a
tool result is prompt text as well).

An ablation is the list minus stages: :meth:`StagePlan.without` (``RecallPipeline(..., without=...)``;
the evaluations' "full minus one" ablations are declared so, in ``memspark_eval.ablations``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from memspark.config import Config
from memspark.errors import ConfigError
from memspark.recall.pools import RecallMode
from memspark.recall.stages.contract import Stage
from memspark.recall.stages.steps import (
    MMR,
    Abstain,
    Budget,
    Clean,
    ContextOverlap,
    Decay,
    Dedup,
    Embed,
    Expand,
    Focus,
    Fuse,
    Gate,
    Hyde,
    InjectionFilter,
    Limit,
    Normalise,
    Relevance,
    Rerank,
    Search,
    SourceWeight,
)

RANKING: tuple[Stage, ...] = (Clean(), Hyde(), Embed(), Search(), Fuse(), SourceWeight(), Decay(), Normalise(),
                              Dedup(), Relevance(), Gate(), Rerank(), MMR())
HOOK_FINISH: tuple[Stage, ...] = (Abstain(), Expand(), ContextOverlap(), InjectionFilter(), Budget())
TOOL_FINISH: tuple[Stage, ...] = (InjectionFilter(),)
FOCUS, LIMIT = Focus(), Limit()


@dataclass(frozen=True)
class StagePlan:
    """The declared lists of one run: ranking, selection (→ results) and finish."""

    ranking: tuple[Stage, ...]
    selection: tuple[Stage, ...]
    finish: tuple[Stage, ...]

    @property
    def stages(self) -> tuple[Stage, ...]:
        return (*self.ranking, *self.selection, *self.finish)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.stages)

    def without(self, names: Iterable[str]) -> StagePlan:
        """This plan minus the named stages (names of the other mode's stages are allowed). A selection left
        empty (the hook's is focus alone) falls back to limit: without it every candidate would be injected."""
        drop = frozenset(names)
        if not drop:
            return self
        ranking, selection, finish = (tuple(s for s in part if s.name not in drop)
                                      for part in (self.ranking, self.selection, self.finish))
        if self.selection and not selection:  # the hook without focus: limit takes the first max_results again
            selection = (LIMIT,)
        return StagePlan(ranking, selection, finish)


def declared_plan(cfg: Config, mode: RecallMode) -> StagePlan:
    """The stages a run in ``mode`` goes through with ``cfg`` (``recall.focus`` off: no focus stage)."""
    if mode == "hook":  # the hook's expand stage takes the first max_results sections of focus's turns
        selection: tuple[Stage, ...] = (FOCUS,) if cfg.recall.focus else (LIMIT,)
    else:
        selection = (FOCUS, LIMIT) if cfg.recall.focus else (LIMIT,)
    return StagePlan(RANKING, selection, HOOK_FINISH if mode == "hook" else TOOL_FINISH)


def all_stage_names() -> tuple[str, ...]:
    """Every declared stage's name, in the order of a tool call then the hook's own."""
    names = [s.name for s in (*RANKING, FOCUS, LIMIT, *TOOL_FINISH, *HOOK_FINISH)]
    return tuple(dict.fromkeys(names))


def check_removable(names: Iterable[str]) -> tuple[str, ...]:
    """``names`` when every one is a declared stage an ablation may remove, else a ConfigError."""
    names = tuple(dict.fromkeys(names))
    known = all_stage_names()
    required = {s.name for s in (*RANKING, FOCUS, LIMIT, *TOOL_FINISH, *HOOK_FINISH) if s.required}
    unknown = [n for n in names if n not in known]
    if unknown:
        raise ConfigError(f"unknown recall stage(s): {', '.join(unknown)}",
                          action=f"Remove a subset of: {', '.join(n for n in known if n not in required)}.")
    kept = [n for n in names if n in required]
    if kept:
        raise ConfigError(f"recall stage(s) {', '.join(kept)} cannot be removed: later stages need them",
                          action=f"Remove a subset of: {', '.join(n for n in known if n not in required)}.")
    return names
