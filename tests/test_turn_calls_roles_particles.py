"""A radio log's call sign after the time and before an arrow (``09:02 COAST → …``: the caller, not a time zone's
letters), a speaker's role in parentheses on the line above the speaker's own (``(Rapporteur)`` / ``Ann Berg (L):``),
a forum poster's name with a lowercase particle (``Mzee wa Kazi``, ``Ruud van Dijk``) over a profile line of keyed
counts (``Senior Member · Posts: 1,204``) or a site's verb and a date (``Δημοσιεύτηκε 3 Ιουνίου``), an app's edit mark or
read mark under a message, above the next sender (``Edited`` / ``Miriam Krause``, ``Gelesen`` / ``Dana · 14:02``)."""

from __future__ import annotations

from memspark.chunking.labels import parse_label
from memspark.chunking.turns import conversation_turns, split_blocks


def _turns(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in conversation_turns(text, 1) if b.speaker is not None]


RADIO = """# Harbour radio log, 3 June

09:02 COAST → Rescue one, say your position.
09:03 RESCUE 1 → Coast, two miles south of the pier, closing on the dinghy.
09:10 RESCUE 1 → Coast, two persons aboard, both conscious.
09:11 COAST → Copied, ambulance waiting at the slipway.
09:25 RESCUE 1 → Coast, alongside the slipway, handing over."""


def test_a_call_sign_before_an_arrow_is_the_caller_not_a_zone() -> None:
    label = parse_label("09:02 COAST → Rescue one, say your position.")
    assert label is not None and (label.name, label.text) == ("COAST", "Rescue one, say your position.")
    assert _turns(RADIO) == [(3, "COAST"), (4, "RESCUE 1"), (5, "RESCUE 1"), (6, "COAST"), (7, "RESCUE 1")]
    said = [b.plain for b in split_blocks(RADIO, 1) if b.speaker is not None]
    assert said[0] == "COAST: Rescue one, say your position."


def test_a_zone_stays_a_zone_before_a_name() -> None:
    label = parse_label("14:10 CEST Anna: on my way")
    assert label is not None and (label.name, label.stamp) == ("Anna", "14:10 CEST")
    assert parse_label("API → JSON") is None  # an arrow in notes, untimed: no call


RECORD = """# Council record — first reading (extract)

The Chair (Mark Hale):
The debate is open. The first to speak is Ms Ann Berg, Labour.

(Rapporteur)
Ann Berg (L):
Thank you. The bill lets the towns run free buses for pupils under sixteen. We support it.

The Chair (Mark Hale):
A short remark from Mr Olav Lind.

Olav Lind (G):
How will the small towns pay for it?

Ann Berg (L):
That is why the fund sets aside two million a year.
(Laughter)"""


def test_a_role_in_parentheses_above_the_speakers_line_opens_the_turn() -> None:
    assert [line for line, _ in _turns(RECORD)] == [3, 6, 10, 13, 16]
    turn = next(b for b in conversation_turns(RECORD, 1) if b.start_line == 6)
    assert turn.speaker == "Ann Berg" and turn.plain.startswith("Ann Berg: Thank you.")


FORUM = """# Forum › Farming › Village chickens, any profit?

Mzee wa Kazi
Senior Member · Posts: 1,204
June 3, 2023 #1
I want to start with a hundred village chickens. Anyone with experience, is there profit?

Kofi Mensah
Member
June 3, 2023 #2
There is, but never skip the vaccines. I lost forty birds last year.

Ama Owusu
Senior Member
June 3, 2023 #3
Start with fifty and learn the market first.

Mzee wa Kazi
June 4, 2023 #4
Thank you all, I will start with fifty."""


def test_a_name_with_a_lowercase_particle_over_a_keyed_profile_line_opens_its_post() -> None:
    assert parse_label("Mzee wa Kazi") is not None and parse_label("Ruud van Dijk") is not None
    assert parse_label("Pieter went home") is None  # a lowercase word that is no particle: a sentence
    assert _turns(FORUM) == [(3, "Mzee wa Kazi"), (8, "Kofi Mensah"), (13, "Ama Owusu"), (18, "Mzee wa Kazi")]


POSTED = """# forum — Topic: which router for 500 Mbps fibre?

nikos_pc
Δημοσιεύτηκε 3 Ιουνίου
I got fibre and the provider's router hangs every night. What should I buy?
theo_k
Δημοσιεύτηκε 3 Ιουνίου
Anything with WiFi 6, but try a firmware update first.
nikos_pc
Δημοσιεύτηκε 3 Ιουνίου (επεξεργασμένο)
Did that, nothing. Thinking of something around a hundred euros."""


def test_a_posters_name_over_the_sites_verb_and_a_date_opens_a_post() -> None:
    assert _turns(POSTED) == [(3, "nikos_pc"), (6, "theo_k"), (9, "nikos_pc")]


EDITED = """# Messenger — chat "Moving day" (copied)

Lena Hoffmann
13:56
Who brings the van on Sunday? I only have it until six.
Jonas Weber
13:58
I pick it up at nine, the keys are at the branch.
Lena Hoffmann
14:01
Great. And the dishwasher? We can't carry it down the stairs alone
Edited
Miriam Krause
14:03
My brother is coming, he has straps."""

READ = """# Support chat — order #A7F3 (copied from the app, German interface)

Dana · 13:56
Hi, the order came but one hummus is missing
Noa · 13:58
Sorry to hear that! Can you send a photo of the receipt?
Dana · 13:59
Here it is, the hummus is on it
Noa · 14:01
I see it. I refunded 46 to your card, it shows in 3-5 working days.
Gelesen
Dana · 14:02
Thanks a lot!"""


def test_an_edit_mark_under_a_message_is_no_badge_over_the_next_poster() -> None:
    assert _turns(EDITED)[-1] == (13, "Miriam Krause")  # not at "Edited", the message before's mark


def test_a_read_mark_above_a_senders_timed_header_is_the_apps_status() -> None:
    assert [line for line, _ in _turns(READ)] == [3, 5, 7, 9, 12]
