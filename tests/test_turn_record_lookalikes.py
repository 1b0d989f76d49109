"""Key/value notes that read like conversations line by line — records under plain titles, question-and-answer prep
pairs, ledgers with a sign-off key, a note's fields below its paragraphs — stay whole; the chats they resemble
(people answering within a section, an overheard exchange under a line of context) still split into turns."""

from __future__ import annotations

import pytest

from memspark.chunking.turns import conversation_turns


def turns(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in conversation_turns(text, 1) if b.speaker is not None]


@pytest.mark.parametrize("text", [
    # items under plain titles, each with its owner and status
    "# Move to the new flat\n\nInternet contract\nOwner: Lotte\nStatus: router ordered, arrives Friday.\n\n"
    "Parking permit\nForm sent to the council on 2 June.\nOwner: me\n\nPiano transport\nStatus: booked\n\n"
    "Cellar key\nStatus: pending",
    # a menu: a course, then the cook and the dish
    "# Harvest dinner\n\nStarter\nChef Ines Moura: beetroot tartare, horseradish, rye crumb\n\nSoup\n"
    "Chef Pavel Novak: smoked potato, chive oil\n\nMain\nChef Ines Moura: venison loin, celeriac, blackberry jus\n\n"
    "Dessert\nPastry chef Ada Lin: plum tarte fine, bay leaf ice cream",
    # a game's score sheet: a round, then each player's move
    "# Boggle night\n\nPlayers: Oma, Jesse, Noor\n\nRound 1\nOma: TRAIN 4\nJesse: RAIN 2\nNoor: TRAINS 6\n\n"
    "Round 2\nOma: LATE 2\nJesse: petal 3 (disallowed)\nNoor: PLATE 4\n\nRound 3\nOma: STONE 4\nJesse: NOTES 4\n"
    "Noor: ONSET 4\n\nFinal: Noor 14, Oma 10, Jesse 9. Rematch on Sunday.",
    # question-and-answer prep whose first question is written as a phrase
    "# Prep for the panel interview\n\nQuestion they will open with: \"Walk us through your CV.\"\n"
    "Me: two minutes, start at the lab job, end with why this team.\n\nQ: \"A conflict you resolved?\"\n"
    "Me: the release freeze dispute, what I changed in the process.\n\nQ: \"Where in five years?\"\n"
    "Me: leading a small team, still hands-on.\n\nPanel: Dr. Osei, Ms. Hartmann.",
    # a ledger of totals signed off by someone
    "# Fuel claims — June\n\nRoute A\n- 03/06 depot and back, 22 km\nTotal: 22 km = £9.90\n\nRoute B\n"
    "- 11/06 airport run, 58 km\n- 19/06 airport run, 58 km\nTotal: 116 km = £52.20\n\nRoute C\n"
    "- 27/06 trade fair, 140 km\nTotal: 140 km = £63.00\n\nSigned off by: K. Brandt, 2 July.",
    # two one-off keys written as phrases, under notes per pupil
    "# Piano lessons, week 12\n\nAmelie (grade 3)\nScales in E major, hands together, still rushing the left hand.\n"
    "Practice plan: ten minutes of scales a day with the metronome at 80.\n\nJonah (grade 1)\nFirst duet with his sister.\n"
    "Next lesson: bring the new book and the signed exam form.",
    # one key a phrase, one a name whose value holds more keys of its own
    "# Bake sale takings\n\nTable   Cash   Card\nCakes   112    40\nDrinks  37     12\n\n"
    "Ines: 58 · Ruth: 44 · Carl: 31\nCount again next year: the float was short by five pounds.",
    # a status line holding several keys, then one more key
    "# Incident 414 — checkout timeouts\n\nStatus: Mitigated | Severity: High | Owner: payments team\n\n"
    "Timeline of the outage was written up in the postmortem doc.\nFollow up: add an alert on the gateway's p99 latency.",
])
def test_key_value_notes_are_no_conversation(text: str) -> None:
    assert turns(text) == []


def test_a_chat_sectioned_by_day_still_talks_within_a_day() -> None:
    text = ("Monday\nLotte: did the router come?\nBram: not yet, tracking says Friday\nLotte: ugh ok\n\n"
            "Friday\nBram: router is here\nLotte: finally, can you set it up tonight?\nBram: sure\n\n"
            "Saturday\nLotte: wifi works upstairs too\nBram: told you\nLotte: fine, you win")
    assert [line for line, _ in turns(text)] == [2, 3, 4, 7, 8, 9, 12, 13, 14]


def test_two_keys_below_a_notes_paragraphs_are_no_conversation_but_an_overheard_exchange_is() -> None:
    note = ("# Open call: harbour mural\n\nWe are looking for two painters for the north wall of the fish market.\n\n"
            "The wall is 18 m long and faces the ferry terminal, so it is seen by every visitor.\n\n"
            "We would like the tides, the fishing families and the old lighthouse in it.\n\n"
            "Portfolio: five images and a short statement, as one PDF.\nFee: paid per square metre, paint provided.")
    assert turns(note) == []
    overheard = "Overheard on the tram this morning:\n\nKid: why does the tram not need a driver to steer?\nDad: it does, the rails steer it."
    assert [who for _, who in turns(overheard)] == ["Kid", "Dad"]


def test_a_chat_clients_notices_about_a_nick_are_no_turns() -> None:
    text = ("Session Start (mo_jojo:kit_kat22): Fri Oct 7 20:01:00 2005\n"
            "kit_kat22 (8:01:10 PM): hiii\nmo_jojo (8:01:31 PM): hey did u see the game\n"
            "kit_kat22 (8:02:02 PM): no my brother had the tv all night\n"
            "mo_jojo is idle at 8:05:40 PM.\nAuto response from mo_jojo (8:05:41 PM): at practice, ttyl\n"
            "mo_jojo returned at 8:40:12 PM.\nmo_jojo (8:40:30 PM): back, we won 3-1")
    found = turns(text)
    assert [line for line, _ in found] == [2, 3, 4, 8]
    assert {who for _, who in found} == {"kit_kat22", "mo_jojo"}
