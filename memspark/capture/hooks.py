"""The auto-capture hooks: ``after_message`` (one message) and ``agent_end`` (a whole turn).

Both run the same :func:`~memspark.capture.decide.decide` as ``memspark capture`` and store through
the :class:`~memspark.capture.writer.CaptureWriter`. Like the recall hook they never raise into the
agent: a failure is logged and returned as an ``error`` outcome, and the turn goes on.
``agent_end`` keeps at most ``tuning.capture_max_per_turn`` captures, the most confident first.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memspark.capture.classify import Classifier
from memspark.capture.decide import CaptureDecision, decide
from memspark.capture.spark import create_classifier
from memspark.capture.writer import CaptureOutcome, CaptureWriter
from memspark.config import Config
from memspark.errors import MemsparkError, fallback_exc_info
from memspark.recall.hook import message_text
from memspark.safety.judge import InjectionJudge, judge_from_config

log = logging.getLogger(__name__)


@dataclass
class CaptureService:
    """The writer plus the configured classifier, for one process (hooks, CLI, MCP, tools)."""

    cfg: Config
    writer: CaptureWriter
    classifier: Classifier
    judge: InjectionJudge | None = None  # capture.injection_judge (off by default)

    @classmethod
    def from_config(cls, cfg: Config, **writer_kw: Any) -> CaptureService:
        return cls(cfg, CaptureWriter(cfg, **writer_kw), create_classifier(cfg.capture), judge_from_config(cfg))

    def decide(self, text: str, *, role: str, agent_id: str) -> CaptureDecision:
        return decide(text, role=role, agent_id=agent_id, cfg=self.cfg.capture, classifier=self.classifier,
                      judge=self.judge, tuning=self.cfg.tuning)

    def capture(self, text: str, *, role: str, agent_id: str, dry_run: bool = False,
                now: datetime | None = None) -> CaptureOutcome:
        d = self.decide(text, role=role, agent_id=agent_id)
        if dry_run or not d.keep:
            return CaptureOutcome("would-store" if d.keep else "skipped", d)
        return self.writer.store_decision(d, now=now)

    def close(self) -> None:
        self.writer.close()
        if self.judge is not None:
            self.judge.close()
        close = getattr(self.classifier, "close", None)
        if callable(close):
            close()


def _error_outcome(text: str, role: str, agent_id: str, exc: BaseException) -> CaptureOutcome:
    action = exc.action if isinstance(exc, MemsparkError) else "See the log; capture skipped this message."
    d = CaptureDecision(False, "error", f"{type(exc).__name__}: {exc} — {action}", text, role, agent_id)
    return CaptureOutcome("error", d)


def after_message(service: CaptureService, *, agent_id: str, message: Mapping[str, Any] | str,
                  role: str | None = None, now: datetime | None = None) -> CaptureOutcome:
    """Capture one chat message (``{"role", "content"}`` or text with ``role``). Never raises."""
    text = message_text(message)
    role = role or (message.get("role", "") if isinstance(message, Mapping) else "")
    try:
        return service.capture(text, role=str(role), agent_id=agent_id, now=now)
    except Exception as exc:  # noqa: BLE001 - a hook must never break the agent's turn
        log.warning("auto-capture failed for agent %s: %s", agent_id, exc, exc_info=fallback_exc_info(exc))
        return _error_outcome(text, str(role), agent_id, exc)


def agent_end(service: CaptureService, *, agent_id: str, messages: Sequence[Mapping[str, Any] | str],
              now: datetime | None = None) -> list[CaptureOutcome]:
    """Capture from a finished turn: decide every message, store the ``max_per_turn`` most
    confident kept ones; the rest come back ``skipped`` (gate ``max-per-turn``). Never raises."""
    decisions: list[CaptureDecision] = []
    for m in messages:
        role = m.get("role", "") if isinstance(m, Mapping) else "user"
        text = message_text(m)
        try:
            decisions.append(service.decide(text, role=str(role), agent_id=agent_id))
        except Exception as exc:  # noqa: BLE001
            log.warning("auto-capture classification failed: %s", exc, exc_info=fallback_exc_info(exc))
            decisions.append(CaptureDecision(False, "error", f"{type(exc).__name__}: {exc}", text, str(role), agent_id))
    kept = sorted((d for d in decisions if d.keep), key=lambda d: d.confidence, reverse=True)
    chosen = {id(d) for d in kept[:service.cfg.tuning.capture_max_per_turn]}
    out: list[CaptureOutcome] = []
    for d in decisions:
        if d.keep and id(d) not in chosen:
            out.append(CaptureOutcome("skipped", CaptureDecision(
                False, "max-per-turn", f"tuning.capture_max_per_turn = {service.cfg.tuning.capture_max_per_turn} reached",
                d.text, d.role, d.agent_id, d.category, d.confidence, d.classifier, d.quality, d.cues)))
        elif d.keep:
            try:
                out.append(service.writer.store_decision(d, now=now))
            except Exception as exc:  # noqa: BLE001
                log.warning("auto-capture failed for agent %s: %s", agent_id, exc, exc_info=fallback_exc_info(exc))
                out.append(_error_outcome(d.text, d.role, agent_id, exc))
        else:
            out.append(CaptureOutcome("skipped", d))
    return out
