"""A radio log's calls, ``13:56 BASE → TEAM 1: …`` (the caller's turn, whom it is for after an arrow), and a
parliament's verbatim record, a speaker in capitals with a constituency in parentheses before a dash (``ANA ROSSI
(Nord) – …``), the chair's key above the debate (``PRESIDENT: Vice-President Jan Holm``: a name alone, a field)
opening nothing; a list of names and teams before a dash (a draft's picks) stays whole."""

from __future__ import annotations

from memspark.chunking.labels import parse_label
from memspark.chunking.turns import conversation_turns


def turns(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in conversation_turns(text, 1) if b.speaker is not None]


RADIO = """# Lifeboat station radio log, 12 August

09:02 HARBOUR → LIFEBOAT 2: Lifeboat 2 from Harbour, what is your position?
09:04 LIFEBOAT 2 → HARBOUR: Harbour from Lifeboat 2, passing the harbour light now.
09:21 LIFEBOAT 2 → HARBOUR: Casualty in sight, one person in the water, conscious.
09:22 HARBOUR → LIFEBOAT 2: Received. Ambulance waiting at the slipway.
09:40 LIFEBOAT 2 → HARBOUR: Casualty aboard, returning to station."""

RECORD = """# Session record, 14 March (extract)

PRESIDENT: Vice-President Jan Holm

PRESIDENT – Dear colleagues, the first statement goes to Ms Rossi.

ANA ROSSI (Nord) – Thank you, President. The drought has hit our farmers hard this year.

PETER LUND (Syd) – President, may I ask for one minute?

PRESIDENT – From your seat, please.

PETER LUND (Syd) – A delay is not enough, the interest must be waived too."""

PICKS = """Draft results

1.01  Sam (Sam's Stars) — Haaland, MCI
1.02  Lea (Lea United) — Salah, LIV
1.03  Kim (Kim's Kings) — Kane, TOT
2.01  Kim — Saka, ARS
2.02  Lea — Rice, ARS"""


def test_a_radio_call_is_the_callers_turn() -> None:
    assert parse_label("09:02 HARBOUR → LIFEBOAT 2: Lifeboat 2 from Harbour, over?").name == "HARBOUR"
    assert turns(RADIO) == [(3, "HARBOUR"), (4, "LIFEBOAT 2"), (5, "LIFEBOAT 2"), (6, "HARBOUR"), (7, "LIFEBOAT 2")]


def test_a_records_speakers_in_capitals_with_their_seat_before_a_dash() -> None:
    assert [line for line, _ in turns(RECORD)] == [5, 7, 9, 11, 13]


def test_names_and_teams_before_a_dash_are_no_speakers() -> None:
    assert parse_label("Lea (Lea United) — Salah, LIV") is None
    assert turns(PICKS) == []
