"""The reranker gate: run the (slow) cross-encoder only when the vector ranking is ambiguous.

The signal is the spread of the top-5 cosine scores (max − min). Spec (examples, "reranker gate"):

- hard: spread > threshold (0.08) → skip, the vector ranking is confident;
  spread < low threshold (0.02) → skip, a tied set the reranker would only reshuffle;
  in between → run.
- soft: the reranker always runs; the vector weight of the blend is scaled by
  ``0.5 + 0.5·t`` with ``t = clamp((spread − low)/(threshold − low), 0, 1)``.
- off: never rerank.

Spreads are compared after rounding to the 4 decimals the reason shows, so the decision matches
the printed number: the spec's tied example 0.72 − 0.70 is 0.020000000000000018 in binary
floating point and is reported, and treated, as "spread=0.0200 < 0.02 (tied set)".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from memspark.vocab import GateMode

GATE_TOP_K = 5
_DECIMALS = 4


@dataclass(frozen=True)
class RerankGateSettings:
    mode: GateMode = GateMode.HARD
    threshold: float = 0.08
    low_threshold: float = 0.02


@dataclass(frozen=True)
class GateDecision:
    mode: str
    run: bool
    reason: str
    spread: float
    vector_multiplier: float = 1.0  # soft mode: scales the vector weight in the blend


def top_spread(vector_scores: Sequence[float], k: int = GATE_TOP_K) -> float:
    """max − min of the ``k`` highest scores (0.0 for fewer than two scores)."""
    top = sorted(vector_scores, reverse=True)[:k]
    return (top[0] - top[-1]) if len(top) >= 2 else 0.0


def soft_multiplier(spread: float, cfg: RerankGateSettings) -> float:
    """``0.5 + 0.5·clamp((spread − low)/(threshold − low), 0, 1)`` (spread 0.05 → 0.75)."""
    width = cfg.threshold - cfg.low_threshold
    t = 1.0 if width <= 0 else (spread - cfg.low_threshold) / width
    return 0.5 + 0.5 * min(max(t, 0.0), 1.0)


def gate_decision(vector_scores: Sequence[float], cfg: RerankGateSettings) -> GateDecision:
    """Decide whether the reranker runs for candidates whose cosine scores are ``vector_scores``."""
    spread = top_spread(vector_scores)
    if cfg.mode == GateMode.OFF:
        return GateDecision(GateMode.OFF, False, "gate-off: reranker disabled", spread)
    if cfg.mode == GateMode.SOFT:
        mult = soft_multiplier(spread, cfg)
        return GateDecision(GateMode.SOFT, True, f"soft-gate: spread={spread:.4f}, vector multiplier={mult:.2f}",
                            spread, mult)
    if len(vector_scores) < 2:
        return GateDecision(GateMode.HARD, False, f"hard-gate-few: {len(vector_scores)} vector scores", spread)
    shown = round(spread, _DECIMALS)
    hi, lo = cfg.threshold, cfg.low_threshold
    if shown > hi:
        return GateDecision(GateMode.HARD, False, f"hard-gate-high: spread={spread:.4f} > {hi:g} (vector confident)", spread)
    if shown <= lo:
        return GateDecision(GateMode.HARD, False, f"hard-gate-low: spread={spread:.4f} < {lo:g} (tied set)", spread)
    return GateDecision(GateMode.HARD, True, f"hard-gate-run: {lo:g} ≤ spread={spread:.4f} ≤ {hi:g} (ambiguous)", spread)
