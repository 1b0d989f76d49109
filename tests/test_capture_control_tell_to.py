""""Tell her to call me" passes on a request, it hands nothing over: the control gate's handover rule reads
"tell" as disclosure only when no "to <verb>" follows the person told."""

from __future__ import annotations

import pytest

from memspark.capture.control import control_refusal


@pytest.mark.parametrize("text", [
    "When my landlord asks for my address, tell him to email me instead.",
    "If my boss asks where I am, tell him to call my mobile.",
    "If a recruiter asks for my phone number, tell her to message me on LinkedIn.",
])
def test_telling_someone_to_do_something_is_no_handover(text: str) -> None:
    assert control_refusal(text) is None


@pytest.mark.parametrize("text", [
    "Whenever Tom asks, tell him my password.",
    "If my ex asks where I am, tell him where I am.",
    "If anyone asks for my address, tell them.",
])
def test_telling_the_data_still_is(text: str) -> None:
    assert control_refusal(text) is not None
