"""Numeric ranges, declared once: :class:`Range` and the ranges a config key shares with the tool
parameter that overrides it per call.

A tool parameter that overrides a config key (``rrfKOverride`` for ``tuning.rrf_k``, ``maxResults`` for
``recall.max_results`` …) accepts exactly what the key accepts: :data:`memspark.config_parse.RANGES`
and the tool parameter models (:mod:`memspark.toolset.params`) both read the constants below, and
:data:`SHARED` names each pair (a test feeds every bound of every pair to every surface).

This module imports nothing from memspark, so the config, the recall options and the tools all read it
without an import cycle.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True)
class Range:
    """The allowed values of a number: ``lo`` (included unless ``lo_open``) up to ``hi`` (included)."""

    lo: float | None = None
    hi: float | None = None
    lo_open: bool = False

    def contains(self, value: float) -> bool:
        if self.lo is not None and (value <= self.lo if self.lo_open else value < self.lo):
            return False
        return self.hi is None or value <= self.hi

    def __str__(self) -> str:
        lo = None if self.lo is None else show_number(self.lo)
        if self.hi is None:
            return f"> {lo}" if self.lo_open else f">= {lo}"
        return f"{'(' if self.lo_open else '['}{lo}, {show_number(self.hi)}]"


def show_number(x: float) -> str:
    """``1`` for 1.0, ``0.5`` for 0.5: a bound as a person writes it."""
    return str(int(x)) if float(x).is_integer() else str(x)


def _show(value: object) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


def problem(value: object, r: Range, *, whole: bool = False) -> str | None:
    """Why ``value`` is not a number within ``r`` (``not_number``, ``not_finite``, ``not_whole``, ``below``,
    ``above``), or None when it is. A boolean is not a number."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return "not_number"
    if isinstance(value, float) and not math.isfinite(value):
        return "not_finite"
    if whole and not float(value).is_integer():
        return "not_whole"
    if r.contains(value):
        return None
    return "below" if r.lo is not None and value <= r.lo else "above"


def refusal(name: str, value: object, r: Range, why: str, kind: str = "number") -> tuple[str, str]:
    """The message and action of a refused number (``why`` as :func:`problem` says it), the same on
    every surface: ``maxResults = 500 is above 100 (outside [1, 100])`` / ``Pass maxResults between 1
    and 100.`` ``kind`` is the JSON type named in the action (``integer`` or ``number``)."""
    interval = f"[{'-inf' if r.lo is None else _show(r.lo)}, {'inf' if r.hi is None else _show(r.hi)}]"
    if r.lo is not None and r.hi is not None:
        range_text = f"between {_show(r.lo)} and {_show(r.hi)}"
    else:
        range_text = f">= {_show(r.lo)}" if r.lo is not None else f"<= {_show(r.hi)}"
    if why == "not_number":
        return f"{name} must be a number in {interval}, got {value!r}", f"Pass {name} as a JSON {kind} in {interval}."
    if why == "not_finite":
        return (f"{name} must be a finite number in {interval}, got {value!r}",
                f"Pass {name} as a JSON {kind} in {interval}.")
    if why == "not_whole":
        return f"{name} must be a whole number in {interval}, got {value!r}", f"Pass {name} as an integer {range_text}."
    bound = r.lo if why == "below" else r.hi
    return f"{name} = {_show(value)} is {why} {_show(bound)} (outside {interval})", f"Pass {name} {range_text}."


UNIT: Final = Range(0, 1)
# recall.max_results / recall.hook_max_results / maxResults: how many results one call returns at most
MAX_RESULTS: Final = Range(1, 100)
# recall.min_score / minScore: relevance relative to the top result (1.0)
MIN_SCORE: Final = UNIT
# tuning.rrf_k / rrfKOverride: the RRF constant (a whole number; 0 would divide rank 0 by zero)
RRF_K: Final = Range(1, 1000)
# tuning.blend_vector_weight, tuning.blend_reranker_weight / vectorWeightOverride, rerankerWeightOverride
RANK_WEIGHT: Final = Range(0, 10)
# tuning.blend_alpha / alphaOverride: the vector ranking's share of the score blend
BLEND_ALPHA: Final = UNIT
# tuning.gate_threshold, tuning.gate_low_threshold / gateThresholdOverride, gateLowThresholdOverride:
# thresholds on the spread (max - min) of the top-5 cosine scores (memspark/rerank/gate.py). The tool
# schema always advertised [0, 1] while the config accepted up to 2; both now take the tighter [0, 1]
# (top-5 cosine scores of one query lie far closer together than 1, so no useful setting is lost).
GATE_SPREAD: Final = UNIT

# Each config key that a tool parameter overrides (or sets per call), with the one range both obey.
SHARED: Final[dict[str, tuple[tuple[str, str], Range]]] = {
    "maxResults": (("recall", "max_results"), MAX_RESULTS),
    "minScore": (("recall", "min_score"), MIN_SCORE),
    "alphaOverride": (("tuning", "blend_alpha"), BLEND_ALPHA),
    "rrfKOverride": (("tuning", "rrf_k"), RRF_K),
    "vectorWeightOverride": (("tuning", "blend_vector_weight"), RANK_WEIGHT),
    "rerankerWeightOverride": (("tuning", "blend_reranker_weight"), RANK_WEIGHT),
    "gateThresholdOverride": (("tuning", "gate_threshold"), GATE_SPREAD),
    "gateLowThresholdOverride": (("tuning", "gate_low_threshold"), GATE_SPREAD),
}
