"""A meeting app's saved chat: a header line of the time, the sender and the addressee in the app's language
(``13:56:02 From Ana to Everyone:``, ``Von Ana an Alle:``, ``De Ana à Tout le monde :`` …), the message on the
same line after the colon or on the lines below it, indented or not — and the look-alikes (a surname's particle,
a list of routes) that stay as they were."""

from __future__ import annotations

import pytest

from memspark.chunking.labels import parse_label
from memspark.chunking.turns import conversation_turns

WORDS = ["Is the recording on already?", "Yes, it started a minute ago.", "Good, then we begin with the budget.",
         "I put the figures in the shared folder.", "Thanks, I will open them now."]
PEOPLE = ["Ana Souza", "Ben Okafor"]

# (an app's header for one sender, its time): the words around the sender in the interface's language
HEADERS = [
    ("From {who} to Everyone:", "13:5{i}:02 "),  # Zoom, English
    ("From {who} to Me (Direct Message):", "13:5{i}:02 "),
    ("From {who} (they/them) to Hosts and panelists:", "2024-03-07 13:5{i}:02 "),  # pronouns, a webinar
    ("Von {who} an Alle:", "13:5{i}:02 "),  # German
    ("Von {who} an Mich (Direktnachricht):", "13:5{i}:02 "),
    ("De {who} à Tout le monde :", "13:5{i}:02 "),  # French
    ("De {who} a Todos:", "13:5{i}:02 "),  # Spanish
    ("De {who} para Todos:", "[13:5{i}] "),  # Portuguese, a bracketed time
    ("Da {who} a Tutti:", "1:5{i} PM "),  # Italian, a 12-hour time
    ("Van {who} aan Iedereen:", "13:5{i}:02\t"),  # Dutch, a tab after the time
    ("Från {who} till Alla:", "13:5{i}:02 "),  # Swedish
    ("Od {who} do Wszyscy:", "13:5{i}:02 "),  # Polish
]


def _chat(header: str, time: str, indent: str) -> str:
    lines = ["# Meeting chat"]
    for i, words in enumerate(WORDS):
        lines += [time.format(i=i) + header.format(who=PEOPLE[i % 2]), indent + words]
    return "\n".join(lines)


def _turns(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in conversation_turns(text, 1) if b.speaker]


@pytest.mark.parametrize("indent", ["\t", "    ", ""])
@pytest.mark.parametrize(("header", "time"), HEADERS)
def test_a_meeting_chats_header_in_any_language_opens_a_turn_with_the_words_below(header: str, time: str,
                                                                                indent: str) -> None:
    text = _chat(header, time, indent)
    assert _turns(text) == [(2 + 2 * i, PEOPLE[i % 2]) for i in range(len(WORDS))]
    said = [b.plain for b in conversation_turns(text, 1) if b.speaker]
    assert said == [f"{PEOPLE[i % 2]}: {words}" for i, words in enumerate(WORDS)]  # no time, no addressee


def test_a_header_with_the_message_on_its_line_and_a_private_addressee() -> None:
    """An older client's form: two spaces around the words, a space before the colon, the message after it."""
    text = ("10:02:33\t From  Alice Smith : Good morning everyone\n"
            "10:02:51\t From  Bob Jones : Morning! Can you share the agenda?\n"
            "10:03:10\t From  Alice Smith  to  Bob Jones(Privately) : Sure, sending it now\n"
            "10:03:40\t From  Bob Jones : Thanks, got it.")
    assert _turns(text) == [(1, "Alice Smith"), (2, "Bob Jones"), (3, "Alice Smith"), (4, "Bob Jones")]
    assert conversation_turns(text, 1)[2].plain == "Alice Smith: Sure, sending it now"


def test_three_senders_and_a_message_of_two_lines() -> None:
    text = ("09:01:10 Från Lars Berg till Alla:\n    Hej allihop, kan ni se min skärm?\n"
            "09:01:40 Från Karin Ek till Alla:\n    Ja, den syns bra.\n    Fortsätt du.\n"
            "09:02:05 Från Omar Haddad till Alla:\n    Jag ser den också.\n"
            "09:03:12 Från Lars Berg till Alla:\n    Bra, då börjar vi med budgeten.")
    assert _turns(text) == [(1, "Lars Berg"), (3, "Karin Ek"), (6, "Omar Haddad"), (8, "Lars Berg")]
    assert conversation_turns(text, 1)[1].plain == "Karin Ek: Ja, den syns bra.\nFortsätt du."


def test_a_header_with_its_time_after_it_in_another_language() -> None:
    text = ("von Jonas Keller an alle:    13:50\nHört ihr mich gut?\nvon Lea Braun an alle:    13:51\n"
            "Ja, alles klar bei uns.\nvon Jonas Keller an alle:    13:52\nPrima, dann legen wir los.")
    assert _turns(text) == [(1, "Jonas Keller"), (3, "Lea Braun"), (5, "Jonas Keller")]


def test_a_surnames_particle_is_no_header() -> None:
    """``De``, ``Da``, ``Van``, ``Von`` open surnames: without an addressee and a time the line is a bare label."""
    label = parse_label("De Souza: Are we still on for Friday?")
    assert label is not None and label.name == "De Souza" and "from" not in label.shape
    text = ("De Souza: Are we still on for Friday?\nLima: Yes, seven o'clock at the usual place.\n"
            "De Souza: Great, I'll book the table.\nLima: Perfect, see you there.")
    assert _turns(text) == [(1, "De Souza"), (2, "Lima"), (3, "De Souza"), (4, "Lima")]


def test_an_untimed_list_of_routes_in_another_language_is_no_conversation() -> None:
    text = ("De Madrid a Sevilla: 2h30 en AVE\nDe Sevilla a Madrid: 2h35 en AVE\n"
            "De Madrid a Sevilla: 2h32, sale a las nueve\nDe Sevilla a Madrid: 2h38, con parada en Córdoba")
    assert _turns(text) == []
    assert parse_label("Von Berlin an München: 4 Stunden") is None


def test_a_timed_line_of_opening_hours_is_no_header() -> None:
    """After a time, the other languages' words need a sender's name that opens with a capital."""
    for line in ("09:00 Da lunedì a venerdì: orario continuato", "10:30 De manhã a noite: aberto"):
        label = parse_label(line)
        assert label is None or "from" not in label.shape
    label = parse_label("09:00 Da Lucia a Tutti: buongiorno")
    assert label is not None and label.name == "Lucia" and "from" in label.shape
