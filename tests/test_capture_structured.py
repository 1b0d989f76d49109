"""Capture's abstain band: where the heuristic has no cue (its patterns are English and few), a user's statement in
several clauses (steps after a label, a cause and its fix, a rule and its exception) is kept, in any language;
chit-chat, one-line requests, questions and the assistant's lists are not.

The store models are the shipped ones with their weights zeroed (p = 0.5: inside both paths' abstain band), so
the band's rule is what decides; the category models, the language gate, the e5 and MiniLM vectors, the injection
models and the dampers are the real ones."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from memspark.capture.classify import HeuristicClassifier, structured_statement
from memspark.capture.learned import (
    STRUCTURED_CONFIDENCE,
    LearnedClassifier,
    capture_models,
    e5_capture_models,
)
from memspark.config import CaptureConfig
from memspark.safety.learned import LinearModel

CATEGORIES = CaptureConfig().categories

STRUCTURED = [
    # German: steps after a label
    "Vor dem Urlaub: Heizung auf 15 Grad, Wasserhaupthahn zu, Pflanzen zu Frau Berger bringen.",
    # French: a cause and its fix
    "La chaudière se mettait en sécurité ; le filtre du brûleur était encrassé, je l'ai nettoyé et elle tourne.",
    # Spanish: a rule and its exception
    "Si llama la gestoría por las facturas, puedes mandarles las del trimestre, pero nunca los extractos del banco.",
    # Chinese: steps after a label, full-width punctuation
    "出差前：关总闸，给花浇水，把钥匙留给楼下王阿姨。",
    # English, with no cue of the heuristic's
    "Kiln firing for stoneware: candle overnight at 90 degrees, ramp 100 an hour to 600, then full speed to cone 6.",
]
NOT_STRUCTURED = [
    "heute war es so windig am Hafen",
    "also, on a fait une grande balade",  # a comma after a first word is a particle, not a clause
    "Ach Mensch, was für ein Tag, ich bin fertig.",  # nor after an interjection of two words
    "El contador llega a las 10:30.",  # a colon between digits is a time
    "2026-03-02 07:14:09,118 WARN [sync] retrying upload, attempt 2, timeout",  # a log line
    "merci beaucoup",
    "OSError: disk quota exceeded (user 1042; limit 50 GiB; used 50.1 GiB)",  # a parenthesis is an aside
]


def _band(models: tuple[LinearModel, LinearModel] | None) -> tuple[LinearModel, LinearModel]:
    assert models is not None, "the shipped capture models are missing"
    store, category = models
    return dataclasses.replace(store, weights=np.zeros_like(store.weights), bias=np.float32(0.0)), category


@pytest.fixture(scope="module")
def band_classifier() -> LearnedClassifier:
    got = LearnedClassifier(models=_band(capture_models()), e5_models=_band(e5_capture_models()))
    for store, _ in (got._models, got._e5_models):  # type: ignore[misc]
        assert store.abstain <= 0.5 < store.flag  # p = 0.5 lies in the band
    return got


@pytest.mark.parametrize("text", STRUCTURED)
def test_the_shape_is_found_in_every_script(text: str) -> None:
    assert structured_statement(text)
    assert HeuristicClassifier().classify(text, "user", CATEGORIES).cues == ()  # the heuristic has nothing to say


@pytest.mark.parametrize("text", NOT_STRUCTURED)
def test_chit_chat_times_and_logs_are_not_structured(text: str) -> None:
    assert not structured_statement(text)


@pytest.mark.parametrize("text", STRUCTURED)
def test_a_structured_statement_in_the_band_is_kept(band_classifier: LearnedClassifier, text: str) -> None:
    got = band_classifier.classify(text, "user", CATEGORIES)
    assert got.category in CATEGORIES, got
    assert got.confidence == STRUCTURED_CONFIDENCE >= CaptureConfig().min_confidence
    assert "structured" in got.cues and "band" in got.classifier


@pytest.mark.parametrize("text", NOT_STRUCTURED)
def test_a_one_clause_message_in_the_band_is_still_skipped(band_classifier: LearnedClassifier, text: str) -> None:
    got = band_classifier.classify(text, "user", CATEGORIES)
    assert got.category == "other", got


def test_the_assistants_lists_and_damped_messages_are_not_kept(band_classifier: LearnedClassifier) -> None:
    listed = "Here are the options: a cron job, a systemd timer, or a Prefect deployment."
    assert band_classifier.classify(listed, "assistant", CATEGORIES).category == "other"
    asked = "Can you list the steps for me: backup, update, reboot?"
    got = band_classifier.classify(asked, "user", CATEGORIES)
    assert got.category == "other" and "question" in got.cues, got


@pytest.mark.parametrize("text", [
    "The espresso machine kept tripping the breaker; the heating element had shorted, replaced it and it's working again.",
    "The label printer kept skipping lines — the print head was dusty, wiped it with alcohol and it prints fine again.",
])
def test_a_fix_that_ends_working_again_is_not_transient(text: str) -> None:
    got = HeuristicClassifier().classify(text, "user", CATEGORIES)
    assert "transient" not in got.cues, got


@pytest.mark.parametrize("text", [
    "staging is running again",  # one clause: a status of this moment
    "the nightly build broke again, ugh",
    "The printer jammed again, third time, unbelievable.",
])
def test_a_passing_state_stays_transient(text: str) -> None:
    got = HeuristicClassifier().classify(text, "user", CATEGORIES)
    assert "transient" in got.cues, got
