"""Auto-capture: gates, classifiers, the capture writer and the after_message / agent_end hooks."""

from __future__ import annotations

from memspark.capture.classify import CATEGORIES, Classification, HeuristicClassifier
from memspark.capture.decide import CaptureDecision, agent_enabled, decide
from memspark.capture.gates import GateResult, run_gates
from memspark.capture.hooks import CaptureService, after_message, agent_end
from memspark.capture.spark import SparkClassifier, create_classifier
from memspark.capture.writer import CaptureOutcome, CaptureWriter, capture_path

__all__ = [
    "CATEGORIES",
    "CaptureDecision",
    "CaptureOutcome",
    "CaptureService",
    "CaptureWriter",
    "Classification",
    "GateResult",
    "HeuristicClassifier",
    "SparkClassifier",
    "after_message",
    "agent_end",
    "agent_enabled",
    "capture_path",
    "create_classifier",
    "decide",
    "run_gates",
]
