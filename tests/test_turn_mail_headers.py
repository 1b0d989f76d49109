"""An e-mail thread kept as a note: each message's ``From:`` line opens a turn, the header's other fields
(``To:``, ``Cc:``, ``Date:``, ``Subject:``) belong to the header, and the message under them, after a blank line,
is the turn's text — so the plain form is ``Name: message``, not ``Name: To: … Date: …``."""

from __future__ import annotations

from memspark.chunking.labels import header_field
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
