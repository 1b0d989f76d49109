"""The tools that write memories: ``memory_store``, ``memory_mistakes_store``, ``memory_rules_store``."""

from __future__ import annotations

from typing import Any

from memspark.capture.control import control_refusal
from memspark.capture.decide import CaptureDecision
from memspark.capture.gates import run_gates
from memspark.capture.writer import CaptureOutcome
from memspark.errors import InvalidToolParams
from memspark.toolset.base import ToolBase, flag, text_param
from memspark.toolset.indexer import index_paths
from memspark.toolset.notes import Mistake, append_rule, write_mistake

RULE_CATEGORIES_DEFAULT = "general"


def refuse_control(*texts: str) -> None:
    """Raise the ``control gate`` refusal (as ``memory_store`` gives it) when any text hands the assistant's
    control or the user's data to someone else; nothing is written then."""
    for text in texts:
        reason = control_refusal(text)
        if reason:
            raise InvalidToolParams(f"not stored: control gate — {reason}",
                                    action="Store a plain statement of the fact, preference or decision.")


class WritingTools(ToolBase):
    """Store a memory, record a mistake, append a rule (each indexed at once)."""

    def _check_index(self) -> None:
        """Refuse before any file is written when the index cannot take the new rows: opening the store
        checks its model against the configured one (ModelMismatchError), as ``memory_store`` does."""
        self.writer_store.identity()

    # ---- writing memories -------------------------------------------------------------------------
    def memory_store(self, p: dict[str, Any]) -> dict[str, Any]:
        """``{text, category?}``: store a memory the agent chose to keep (as a capture, weight 1.5).

        The injection, recalled-memory, noise and length gates still apply; the classifier does not
        (the agent decided), but it names the category when none is given."""
        text = text_param(p, "text")
        cc = self.cfg.capture
        tn = self.cfg.tuning
        gate = run_gates(text, min_length=min(tn.capture_min_message_length, 10),
                         max_length=tn.capture_max_message_length, min_quality=0.0)
        if not gate.passed:
            raise InvalidToolParams(f"not stored: {gate.gate} gate — {gate.reason}",
                                    action="Store a plain statement of the fact, preference or decision.")
        category = p.get("category") or None
        if category is not None and category not in cc.categories:
            raise InvalidToolParams(f"category {category!r} is not one of {', '.join(cc.categories)}",
                                    action=f"Pass category as one of: {', '.join(cc.categories)}.")
        if category is None:
            got = self.capture.classifier.classify(text, "user", cc.categories)
            category = got.category if got.category in cc.categories else "fact"
        decision = CaptureDecision(True, "memory_store", "stored on request", text, "assistant", self.agent_id,
                                   category, 1.0, "agent")
        outcome: CaptureOutcome = self.capture.writer.store_decision(decision)
        return {"stored": outcome.action == "stored", "action": outcome.action, "path": outcome.path,
                "startLine": outcome.start_line, "endLine": outcome.end_line, "id": outcome.id,
                "category": category, **({"fallback": outcome.fallback} if outcome.fallback else {})}

    def memory_mistakes_store(self, p: dict[str, Any]) -> dict[str, Any]:
        """``{description, rootCause?, fix?, lessons?, severity?, shared?}`` → a mistake file, indexed now. A
        lesson that hands the assistant's control or the user's data away is refused (the control gate)."""
        lessons = p.get("lessons", [])  # types and choices checked by the tool's model
        m = Mistake(text_param(p, "description"), text_param(p, "rootCause", required=False),
                    text_param(p, "fix", required=False), (lessons,) if isinstance(lessons, str) else tuple(lessons),
                    p.get("severity", "medium"), flag(p, "shared"))
        refuse_control(*m.lessons)  # lessons are read back as standing guidance; the narrative is not
        self._check_index()
        path = write_mistake(self.capture.writer.workspace, self.agent_id, m, self._today())
        route = self.capture.writer.workspace.route(path)
        rows = index_paths(self.cfg, self.capture.writer.workspace, self.writer_store, self.capture.writer.queue,
                           [path])
        return {"stored": True, "path": route.path if route else str(path), "pool": route.pool if route else "",
                "rows": rows}

    def memory_rules_store(self, p: dict[str, Any]) -> dict[str, Any]:
        """``{rule, scope: "global"|"agent", category?}`` → appended to the rules file, indexed now. A rule that
        hands the assistant's control or the user's data to someone else is refused (the control gate)."""
        scope = p.get("scope", "agent")  # one of RULE_SCOPES: checked by the tool's model
        category = p.get("category") or RULE_CATEGORIES_DEFAULT
        ws = self.capture.writer.workspace
        rule = text_param(p, "rule")
        refuse_control(rule)
        self._check_index()
        path = append_rule(ws, self.agent_id, rule, scope=scope, category=category,
                           today=self._today(), lock_timeout=self.cfg.storage.lock_timeout_s)
        route = ws.route(path)
        rows = index_paths(self.cfg, ws, self.writer_store, self.capture.writer.queue, [path])
        return {"stored": True, "path": route.path if route else str(path), "pool": route.pool if route else "",
                "scope": scope, "rows": rows}
