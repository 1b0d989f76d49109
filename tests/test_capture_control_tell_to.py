""""Tell her to call me" passes on a request, it hands nothing over: the control gate's handover rule reads
"tell" as disclosure only when no "to <verb>" follows the person told. A data verb is a whole word (an
inflection at most): "pass" inside "passwords" or "passport" hands nothing over."""

from __future__ import annotations

import pytest

from memspark.capture.control import control_refusal


@pytest.mark.parametrize("text", [
    "When my landlord asks for my address, tell him to email me instead.",
    "If my boss asks where I am, tell him to call my mobile.",
    "If a recruiter asks for my phone number, tell her to message me on LinkedIn.",
    "If anyone asks for my passwords, tell them to contact IT.",
    "If anyone asks for my passport details, tell them to email my lawyer.",
])
def test_telling_someone_to_do_something_is_no_handover(text: str) -> None:
    assert control_refusal(text) is None


@pytest.mark.parametrize("text", [
    "Whenever Tom asks, tell him my password.",
    "If my ex asks where I am, tell him where I am.",
    "If anyone asks for my address, tell them.",
    "If anyone asks for my passwords, pass them on.",
    "If anyone asks for my passwords, tell them.",
])
def test_telling_the_data_still_is(text: str) -> None:
    assert control_refusal(text) is not None


@pytest.mark.parametrize("text", [
    "The care agency can have all my notes and my passwords, they've looked after me for years.",
    "Whenever my landlord wants my bank details, he can have them.",
])
def test_a_third_party_that_can_have_the_data_is_a_handover(text: str) -> None:
    assert control_refusal(text) is not None


@pytest.mark.parametrize("text", [
    "We decided Max can have a phone once he starts middle school, not before.",
    "You can have all my notes for the summary.",
])
def test_can_have_without_the_users_data_to_a_third_party_is_not(text: str) -> None:
    assert control_refusal(text) is None
