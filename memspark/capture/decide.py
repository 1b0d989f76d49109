"""One capture decision: is this message worth remembering, as what, and why (not).

``decide`` is pure apart from the classifier call: agent lists → role → gates → classification →
category and confidence thresholds. The decision names what decided (``gate``) and why
(``reason``) whether the message is kept or skipped; ``memspark capture`` prints it, and the
writer stores only decisions with ``keep``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypedDict

from memspark.capture.classify import Classification, Classifier
from memspark.capture.gates import run_gates
from memspark.capture.learned import LearnedClassifier
from memspark.config import CaptureConfig
from memspark.safety.judge import InjectionJudge
from memspark.tuning import Tuning

ROLES = ("user", "assistant")


@dataclass(frozen=True)
class CaptureDecision:
    keep: bool
    gate: str  # what decided: agents | role | injection | control | recalled-memory | noise | length | quality | category | confidence | classifier
    reason: str
    text: str
    role: str
    agent_id: str
    category: str = ""
    confidence: float = 0.0
    classifier: str = ""
    quality: float = 0.0
    cues: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, object]:
        return {"keep": self.keep, "gate": self.gate, "reason": self.reason, "category": self.category or None,
                "confidence": self.confidence, "classifier": self.classifier or None, "quality": self.quality,
                "role": self.role, "agent": self.agent_id, "cues": list(self.cues)}


class _Message(TypedDict):
    """The :class:`CaptureDecision` fields of the message itself."""

    text: str
    role: str
    agent_id: str


class _Verdict(TypedDict):
    """The :class:`CaptureDecision` fields of the classification."""

    category: str
    confidence: float
    classifier: str
    quality: float
    cues: tuple[str, ...]


def agent_enabled(cfg: CaptureConfig, agent_id: str) -> bool:
    """``agents`` (``["*"]`` = all) minus ``ignore_agents`` (which always wins)."""
    if agent_id in cfg.ignore_agents:
        return False
    return "*" in cfg.agents or agent_id in cfg.agents


def decide(text: str, *, role: str, agent_id: str, cfg: CaptureConfig,
           classifier: Classifier | None = None, judge: InjectionJudge | None = None,
           tuning: Tuning | None = None) -> CaptureDecision:
    """The decision for one message (see module docstring); the gates' lengths and quality floor are
    ``tuning.capture_*`` (None: the defaults)."""
    text = text if isinstance(text, str) else ""
    base: _Message = {"text": text.strip(), "role": role, "agent_id": agent_id}
    if not cfg.enabled:
        return CaptureDecision(False, "disabled", "capture.enabled is false", **base)
    if not agent_enabled(cfg, agent_id):
        return CaptureDecision(False, "agents", f"agent {agent_id!r} is not in capture.agents or is in "
                                                "capture.ignore_agents", **base)
    if role not in cfg.roles or role not in ROLES:
        return CaptureDecision(False, "role", f"role {role!r} is not captured (capture.roles: "
                                              f"{', '.join(cfg.roles)})", **base)
    tn = tuning or Tuning()
    gate = run_gates(text, min_length=tn.capture_min_message_length, max_length=tn.capture_max_message_length,
                     min_quality=tn.capture_min_quality, judge=judge)
    if not gate.passed:
        return CaptureDecision(False, gate.gate, gate.reason, quality=gate.quality, **base)
    got: Classification = (classifier or LearnedClassifier()).classify(text.strip(), role, cfg.categories)
    extra: _Verdict = {"category": got.category, "confidence": got.confidence, "classifier": got.classifier,
             "quality": gate.quality, "cues": got.cues}
    if got.category not in cfg.categories:
        return CaptureDecision(False, "category", f"classified as {got.category!r}, not one of capture.categories",
                               **base, **extra)
    if got.confidence < cfg.min_confidence:
        return CaptureDecision(False, "confidence", f"{got.category} at {got.confidence:.2f} < min_confidence "
                                                    f"{cfg.min_confidence:.2f}", **base, **extra)
    return CaptureDecision(True, "classifier", f"{got.category} at {got.confidence:.2f} (by {got.classifier})",
                           **base, **extra)
