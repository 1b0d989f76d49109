"""An e-mail thread kept as a note: each message's ``From:`` line opens a turn, the header's other fields
(``To:``, ``Cc:``, ``Date:``, ``Subject:``) belong to the header, and the message under them, after a blank line,
is the turn's text — so the plain form is ``Name: message``, not ``Name: To: … Date: …``."""

from __future__ import annotations

from memspark.chunking.labels import header_field, parse_label
from memspark.chunking.turns import conversation_turns

THREAD = """# Re: the allotment water butt

From: Anna Kowal <anna@example.org>
To: Piotr Zielinski <piotr@example.org>
Cc: Ewa Nowak <ewa@example.org>
Date: Mon, 8 May 2023 13:56

The water butt is leaking again. Could you bring the sealant on Saturday?

From: Piotr Zielinski <piotr@example.org>
To: Anna Kowal <anna@example.org>
Date: Mon, 8 May 2023 14:20

Saturday morning works. I'll bring the sealant and the long hose.
Also the tomatoes need staking.

From: Anna Kowal <anna@example.org>
Date: Mon, 8 May 2023 14:31

Great, I have bamboo canes in the shed.
"""


def test_the_message_under_a_mail_header_is_the_turn_and_its_fields_are_not_said() -> None:
    turns = conversation_turns(THREAD, 1)
    assert [(b.start_line, b.end_line) for b in turns] == [(3, 8), (10, 15), (17, 20)]
    assert [b.plain for b in turns] == [
        "Anna Kowal: The water butt is leaking again. Could you bring the sealant on Saturday?",
        "Piotr Zielinski: Saturday morning works. I'll bring the sealant and the long hose.\n"
        "Also the tomatoes need staking.",
        "Anna Kowal: Great, I have bamboo canes in the shed.",
    ]
    assert "To: Piotr" in turns[0].text  # the stored text keeps the header as written


def test_header_fields_are_told_from_a_speaker_line() -> None:
    assert header_field("To: Melanie <melanie@example.com>")
    assert header_field("Date: Mon, 8 May 2023 13:56")
    assert header_field("Subject: Re: the trip")
    assert not header_field("Melanie: how was it?")
    assert not header_field("The fix is to restart the worker.")


def test_a_senders_key_in_other_languages_opens_a_turn_over_its_date_field() -> None:
    school = """# Vigo — viestit

Von: Frau Keller (Klassenlehrerin)
Gesendet: 08.05.2023 13:56
Am Freitag fahren wir in den Tierpark, bitte Regenjacken mitgeben.
Von: Jonas Brandt (Vater von Mia)
Gesendet: 08.05.2023 17:20
Gibt es dort etwas zu essen, oder Brotzeit mitgeben?
Von: Frau Keller (Klassenlehrerin)
Gesendet: 09.05.2023 08:05
Bitte Brotzeit mitgeben, der Kiosk hat zu."""
    found = [(b.start_line, b.speaker) for b in conversation_turns(school, 1) if b.speaker is not None]
    assert found == [(3, "Frau Keller"), (6, "Jonas Brandt"), (9, "Frau Keller")]


def test_another_languages_from_before_a_lower_case_word_is_no_sender() -> None:
    hours = parse_label("De: lunes a viernes")  # from when, not from whom
    sender = parse_label("Od: Agnieszka Wójcik <a.wojcik@example.pl>")
    assert hours is not None and "from-key" not in hours.shape
    assert sender is not None and sender.name == "Agnieszka Wójcik" and "from-key" in sender.shape
