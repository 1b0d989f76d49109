"""Capture's question damper: a wh-word followed by its subject opens a clause ("When you draft invoices for me,
always …"), not a question, so a standing rule or a how-to written that way is not skipped as one."""

from __future__ import annotations

import pytest

from memspark.capture import HeuristicClassifier
from memspark.capture.learned import LearnedClassifier
from memspark.config import CaptureConfig

CATEGORIES = CaptureConfig().categories


@pytest.mark.parametrize("text", [
    "When you book restaurants for me, always ask for a quiet table away from the kitchen.",
    "when you reply to the landlord for me keep it polite and never mention the deposit",
    "Whenever someone from the choir asks for the rehearsal rota, send them the shared calendar link.",
    "How I reset the boiler: hold the red button for ten seconds, wait for the click, then turn the dial to 4.",
    "Where the spare keys live: the blue tin on top of the fridge, behind the flour.",
    "What my manager wants in the Friday report is the blockers first, then the numbers.",
])
def test_a_clause_opening_is_not_a_question(text: str) -> None:
    got = HeuristicClassifier().classify(text, "user", CATEGORIES)
    assert "question" not in got.cues, got


@pytest.mark.parametrize("text", [
    "When is the boiler service booked",
    "how do I reset the boiler",
    "What time does the pharmacy close on Sundays",
    "Where did I put the spare keys",
    "When you get a minute, could you check the rota?",
])
def test_questions_still_read_as_questions(text: str) -> None:
    got = HeuristicClassifier().classify(text, "user", CATEGORIES)
    assert "question" in got.cues, got


def test_the_learned_classifier_does_not_damp_a_conditional_rule() -> None:
    # the shipped store model and the heuristic's dampers, as capture runs them
    rule = "When you write release notes for me, always list the breaking changes before anything else."
    got = LearnedClassifier().classify(rule, "user", CATEGORIES)
    assert "question" not in got.cues, got
    asked = LearnedClassifier().classify("when are the release notes due", "user", CATEGORIES)
    assert "question" in asked.cues, asked
