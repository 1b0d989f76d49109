"""Two capture gates that read a word's surface: the noise gate's filler pattern takes "no" for filler only alone or
before punctuation, never as the determiner that opens a durable statement, and the quality floor counts a long
word as its morphs, so a short statement in an agglutinative language (Finnish, Turkish, Hungarian, Estonian) meets
the floor its English translation meets. The lines here are written for these tests."""

from __future__ import annotations

import pytest

from memspark.capture.gates import noise_kind, quality_score, run_gates

FLOOR = 0.5


def _gate(text: str) -> str:
    return run_gates(text, min_length=30, max_length=2000, min_quality=FLOOR).gate


@pytest.mark.parametrize("text", [
    "No more croissants on Mondays.",
    "No meetings before ten on Fridays, please.",
    "No sugar in my tea, ever.",
    "no peanuts in anything you plan for Leo's party",
    "No dairy for Mia, she is lactose intolerant.",
])
def test_a_statement_opened_by_no_is_not_filler(text: str) -> None:
    assert noise_kind(text) is None
    assert _gate(text) != "noise"


@pytest.mark.parametrize("text", [
    "no", "nope", "No, thanks!", "no thanks", "no thank you, all good", "No problem, will do.",
    "nope, not now", "no worries at all mate", "ok no", "No. Thanks though.",
])
def test_no_as_filler_still_is(text: str) -> None:
    assert noise_kind(text) == "filler"


@pytest.mark.parametrize("text", [
    "Paliskunnan kokous 12.1. klo 10.",  # Finnish: an event
    "Hammaslääkäriaika siirtyi torstaille.",  # Finnish: an event moved
    "Verotoimistoon lähetetään kuitit kuukausittain.",  # Finnish: a procedure
    "Muhasebeciyle görüşme perşembe 14:00.",  # Turkish: an appointment
    "Fogorvosi időpont csütörtökön délután háromkor.",  # Hungarian: an appointment
])
def test_short_statements_in_agglutinative_languages_pass_the_floor(text: str) -> None:
    assert quality_score(text) >= FLOOR
    assert _gate(text) == ""


@pytest.mark.parametrize("text", [
    "asdfghjkl qwertyuiop zxcvbnm 1234 5678 !!!! #### $$$$ %%%% &&&&",
    "aaaaaaaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbbbb",
    "ok ok ok !!! ??? ### ... *** 12 34 56 78",
])
def test_long_nonsense_words_still_fail_the_floor(text: str) -> None:
    assert quality_score(text) < FLOOR
