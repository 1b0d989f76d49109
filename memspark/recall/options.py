"""Per-call overrides of the rerank/gate settings (spec ``RerankOptions``).

``UNSET`` (not ``None``) marks "use the configured value", so that a caller can tell a field
apart from one it never set (the httpx ``_config.py`` pattern).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Final, get_args, get_type_hints

from memspark.bounds import SHARED, problem, refusal
from memspark.errors import InvalidToolParams
from memspark.vocab import BlendMode, GateMode


class _Unset:
    _instance: _Unset | None = None

    def __new__(cls) -> _Unset:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "UNSET"

    def __bool__(self) -> bool:
        return False


UNSET: Final = _Unset()



@dataclass(frozen=True)
class RerankOptions:
    """Spec RerankOptions: alphaOverride, blendModeOverride, rrfKOverride, vectorWeightOverride,
    rerankerWeightOverride, gateOverride, gateThresholdOverride, gateLowThresholdOverride."""

    alpha: float | _Unset = UNSET
    blend_mode: BlendMode | _Unset = UNSET
    rrf_k: int | _Unset = UNSET
    vector_weight: float | _Unset = UNSET
    reranker_weight: float | _Unset = UNSET
    gate: GateMode | _Unset = UNSET
    gate_threshold: float | _Unset = UNSET
    gate_low_threshold: float | _Unset = UNSET

    def __post_init__(self) -> None:
        """Each number within the range its tool parameter and config key share (:data:`memspark.bounds.SHARED`),
        so the Python API refuses what ``memory_search`` refuses, with the same message."""
        for spec, name in SPEC_KEYS.items():
            value, shared = getattr(self, name), SHARED.get(spec)
            if value is UNSET or shared is None:
                continue
            whole = name in _WHOLE_FIELDS
            why = problem(value, shared[1], whole=whole)
            if why is not None:
                message, action = refusal(spec, value, shared[1], why, "integer" if whole else "number")
                raise InvalidToolParams(message, action=action)


# The fields declared ``int``: their overrides must be whole numbers (read from the declaration, not named).
_WHOLE_FIELDS: Final = frozenset(f.name for f in fields(RerankOptions)
                                 if int in get_args(get_type_hints(RerankOptions)[f.name]))


def pick(override: Any, default: Any) -> Any:
    """``override`` unless it is UNSET."""
    return default if override is UNSET else override


# The spec's RerankOptions keys (as memory_search, MCP and the CLI accept them) → RerankOptions fields.
SPEC_KEYS: Final[dict[str, str]] = {
    "alphaOverride": "alpha", "blendModeOverride": "blend_mode", "rrfKOverride": "rrf_k",
    "vectorWeightOverride": "vector_weight", "rerankerWeightOverride": "reranker_weight",
    "gateOverride": "gate", "gateThresholdOverride": "gate_threshold",
    "gateLowThresholdOverride": "gate_low_threshold",
}
