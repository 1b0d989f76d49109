"""Capture's multilingual cues of a durable statement (keep, standing rule, date, cause and fix, first-person
preference) and what they decide: inside the store models' abstain band, where the heuristic (English, few
phrasings) is silent, a user's one-line message with a cue is kept in any language — a short request to keep a
number, an appointment's date, a fix, a preference. The lines here are written for these tests."""

from __future__ import annotations

import time

import pytest

from memspark.capture.classify import HeuristicClassifier
from memspark.capture.learned import (
    STRUCTURED_CONFIDENCE,
    LearnedClassifier,
    capture_models,
    e5_capture_models,
)
from memspark.capture.store_cues import NAMES, store_cues
from memspark.config import CaptureConfig
from tests.test_capture_structured import _band

CATEGORIES = CaptureConfig().categories


CUED = [
    ("keep", "Save this: the plumber's mobile is 07700 900 412."),
    ("keep", "Merk dir: der Code für den Fahrradkeller ist 2291."),
    ("keep", "guarda esto: la contraseña del wifi del taller es Cedro-88"),
    ("keep", "Zanotuj: numer do serwisu pieca 600 100 200."),
    ("keep", "catat ya: rekening arisan BCA 8830 1122"),
    ("keep", "帮我记下：物业电话 6688 1203"),
    ("standing", "When you write to my landlord, always keep it formal and mention the flat number."),
    ("condition", "When you write to my landlord, always keep it formal and mention the flat number."),
    ("condition", "Si vous préparez mes devis, mettez la TVA à part."),
    ("decide", "We've decided to close the shop on Mondays from March."),
    ("decide", "Ho deciso di non rinnovare il contratto del magazzino."),
    ("decide", "我决定明年换一家供应商。"),
    ("standing", "Wenn du Rechnungen schreibst, setz immer das Zahlungsziel auf 14 Tage."),
    ("standing", "à l'avenir, envoie-moi les comptes rendus en une seule page"),
    ("standing", "以后给客户的报价都用人民币。"),
    ("date", "My physio moved to Wednesday at 4:30pm."),
    ("date", "Le contrôle technique est le 12 juin à 9 h."),
    ("date", "Zahnarzt am 3.11. um 10 Uhr."),
    ("date", "家长会是3月14日下午三点。"),
    ("fix", "The root cause was an expired certificate on the proxy."),
    ("fix", "Resultó que el router tenía el DHCP apagado; lo activé y ya funciona."),
    ("fix", "打印机一直卡纸，原来是滚轮脏了，擦干净就好了。"),
    ("prefer", "I'd rather get the summary as bullet points."),
    ("prefer", "Prefiero las facturas en PDF, no en Excel."),
    ("prefer", "我更喜欢早上开会。"),
]
QUIET = [
    "haha that was a great match last night",
    "what a week, I'm exhausted",
    "Python 3.11 finally installed on the old laptop",
    "quel temps de chien aujourd'hui",
    "nie wiem, może jutro pogadamy",  # Polish "nie" (not) is no "never"
    "今天好累啊",
]


@pytest.mark.parametrize(("cue", "text"), CUED)
def test_each_cue_reads_its_shape_in_several_languages(cue: str, text: str) -> None:
    assert store_cues(text)[NAMES.index(cue)] == 1.0, text


@pytest.mark.parametrize("text", QUIET)
def test_chat_sets_no_cue_that_it_does_not_say(text: str) -> None:
    got = store_cues(text)
    assert got[NAMES.index("keep")] == 0.0 and got[NAMES.index("standing")] == 0.0 and got[NAMES.index("fix")] == 0.0, text


@pytest.fixture(scope="module")
def band_classifier() -> LearnedClassifier:
    """The shipped store models with their weights zeroed (p = 0.5: inside both paths' abstain band), so the band's
    rules decide; the category models, the language gate, the vectors, the injection models and the dampers are the
    real ones (as in tests/test_capture_structured.py)."""
    return LearnedClassifier(models=_band(capture_models()), e5_models=_band(e5_capture_models()))


BAND_KEPT = [
    ("keep", "Zapisz: numer do serwisu pieca 600 100 200."),
    ("keep", "lưu lại giúp tôi: mã cổng chung cư 4471"),
    ("keep", "Save this: the plumber's mobile is 07700 900 412."),
    ("date", "Przegląd kominiarski 14 maja."),
    ("fix", "Resultó que el router tenía el DHCP apagado."),
    ("standing", "Ab jetzt die Rechnungen immer mit Zahlungsziel 14 Tage."),  # a standing rule: the e5 path reads it
    ("condition", "When someone from the school sends a trip form, fill in my details and leave the signature line empty."),
    ("decide", "Ho deciso di non rinnovare il contratto del magazzino."),
]
BAND_SKIPPED = [
    "From now on the florist sees my orders too.",  # English: a standing cue alone keeps nothing (an instruction's shape)
    "Save this:\nthe plumber 07700 900 412\nthe electrician 07700 900 413",  # more than one line
    "flat calm at 4am out there",  # a clock time alone is no date
]


@pytest.mark.parametrize(("cue", "text"), BAND_KEPT)
def test_a_one_line_cue_in_the_band_is_kept_in_any_language(band_classifier: LearnedClassifier, cue: str,
                                                             text: str) -> None:
    assert HeuristicClassifier().classify(text, "user", CATEGORIES).cues == ()  # the heuristic has nothing to say
    got = band_classifier.classify(text, "user", CATEGORIES)
    assert got.category in CATEGORIES and got.confidence == STRUCTURED_CONFIDENCE, got
    assert any(c.startswith("cue:") and cue in c for c in got.cues) and "band" in got.classifier, got


@pytest.mark.parametrize("text", BAND_SKIPPED)
def test_no_cue_an_english_standing_cue_or_several_lines_keeps_nothing(band_classifier: LearnedClassifier,
                                                                        text: str) -> None:
    assert HeuristicClassifier().classify(text, "user", CATEGORIES).category == "other"
    assert band_classifier.classify(text, "user", CATEGORIES).category == "other"


def test_the_assistant_is_not_kept_by_a_cue(band_classifier: LearnedClassifier) -> None:
    text = "Przegląd kominiarski 14 maja."  # kept from the user (above); the assistant's is the heuristic's to judge
    got = band_classifier.classify(text, "assistant", CATEGORIES)
    assert not any(c.startswith("cue:") for c in got.cues) and "band" not in got.classifier, got


@pytest.mark.parametrize("build", [
    lambda n: "when " + "a" * n,
    lambda n: "save " + "x " * (n // 2),
    lambda n: "1" * n + " am",
    lambda n: "wenn " + "ab, " * (n // 4),
])
def test_cues_are_linear_in_the_text_length(build: object) -> None:
    """Four times the text takes about four times as long (a quadratic pattern would take sixteen)."""
    make = build  # type: ignore[assignment]

    def cost(n: int) -> float:
        text = make(n)  # type: ignore[operator]
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            store_cues(text)
            best = min(best, time.perf_counter() - start)
        return best

    small, large = cost(10_000), cost(40_000)
    assert large < 8 * small + 0.01 and large < 2.0
