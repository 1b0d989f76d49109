"""Conversation turns in letters (a salutation naming the reader, a valediction naming the writer, in several
languages and sign-offs), under a sender's name with a role and a time below it, in a chat copy dating each message
under its words and in a committee transcript numbering its questions — and the look-alikes that stay whole: record
cards (an address book, a file of maintainers), quotations attributed with a dash, one letter alone."""

from __future__ import annotations

import pytest

from memspark.chunking.letters import letter_turns
from memspark.chunking.turns import Block, conversation_turns, detect


def _opened(text: str) -> list[Block]:
    return [b for b in conversation_turns(text, 1) if b.speaker is not None]


def turns(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in _opened(text)]


def nothing(text: str) -> bool:
    return not detect(text.split("\n"))


# --- letters -------------------------------------------------------------------------------------------------

PEN_PALS = """# Letters, spring term

Tuesday 14 March 2023, 6:40 PM
Dear Yusuf,
The orchard behind the school finally flowered and we spent the whole afternoon drawing it.
Love, Ingrid

Thursday 16 March 2023, 8:05 AM
Dear Ingrid,
We have no orchard but the harbour is full of new boats. Which tree did you draw?
Love, Yusuf
"""


def test_two_letters_written_to_each_other_are_two_turns_opening_at_their_date_lines() -> None:
    assert turns(PEN_PALS) == [(3, "Ingrid"), (8, "Yusuf")]
    assert [b.plain.split("\n")[0] for b in _opened(PEN_PALS)] == [
        "Ingrid: The orchard behind the school finally flowered and we spent the whole afternoon drawing it.",
        "Yusuf: We have no orchard but the harbour is full of new boats. Which tree did you draw?"]


@pytest.mark.parametrize(("hello", "bye_a", "bye_b"), [
    ("Hi {},", "Best, {}", "Cheers, {}"),
    ("Liebe {},", "Liebe Grüße, {}", "Viele Grüße,\n{}"),
    ("Querida {},", "Un abrazo, {}", "Besos, {}"),
    ("Chère {},", "Bisous, {}", "Amitiés, {}"),
    ("Hej {},", "Kram, {}", "— {}"),
    ("Dear {},", "Kind regards,\n{}", "Warm regards,\n{}"),
])
def test_letters_sign_off_in_many_languages_and_forms(hello: str, bye_a: str, bye_b: str) -> None:
    text = "\n".join([
        hello.format("Oona"), "", "The parcel with the seeds arrived on Monday, thank you so much.", "",
        bye_a.format("Tarek"), "",
        hello.format("Tarek"), "", "Glad it came in time. Plant them after the last frost, not before.", "",
        bye_b.format("Oona"), ""])
    assert [who for _, who in turns(text)] == ["Tarek", "Oona"]
    assert [at for at, _ in turns(text)] == [1, text.split("\n").index(hello.format("Tarek")) + 1]


def test_greeted_letters_by_recurring_writers_are_turns_when_no_salutation_names_a_writer() -> None:
    text = "\n".join(["Hi all,", "The boiler service is booked for Tuesday morning.", "Best, Mira", "",
                      "Hi team,", "Great, I will leave the side door open for them.", "Cheers, Jonah", "",
                      "Hi everyone,", "They came and went, all fine. Next one in a year.", "Best, Mira", ""])
    assert turns(text) == [(1, "Mira"), (5, "Jonah"), (9, "Mira")]


@pytest.mark.parametrize("text", [
    # quotations attributed with a dash: nobody writes to anybody, no writer comes back
    "Simplicity is prerequisite for reliability.\n— Edsger Dijkstra\n\nPremature optimization is the root of all "
    "evil.\n— Donald Knuth\n",
    # an author quoted twice, no salutations: a quote page, not letters
    "Those who cannot remember the past are condemned to repeat it.\n— George Santayana\n\nThe only thing we have "
    "to fear is fear itself.\n— Franklin Roosevelt\n\nTo be ignorant of one's ignorance is the malady of the "
    "ignorant.\n— George Santayana\n",
    # one letter alone
    "Dear Ms Varga,\n\nPlease find the signed lease attached.\n\nKind regards,\nPeter Hollis\n",
])
def test_dash_attributions_and_a_single_letter_are_no_conversation(text: str) -> None:
    assert letter_turns(text.split("\n")) == {}
    assert nothing(text)


# --- a sender's name above a role and a time ------------------------------------------------------------------

RENTAL = """Messages — cabin by the lake

Teodora
Owner · 9:12 AM
Welcome! The code for the gate is on the fridge magnet.

Luis
Guest · 9:40 AM
Thanks, we just arrived. Is there firewood somewhere?

Teodora
Owner · 9:43 AM
Behind the shed, help yourselves.
"""


def test_a_role_and_a_time_under_the_senders_name_belong_to_the_header() -> None:
    assert turns(RENTAL) == [(3, "Teodora"), (7, "Luis"), (11, "Teodora")]


def test_a_senders_own_time_header_under_a_line_of_words_is_the_next_message() -> None:
    text = "\n".join(["Pim — Today at 9:02 PM", "is the server down for anyone else?", "Rook — Today at 9:04 PM",
                      "yes, since nine", "still broken", "Pim — Today at 9:06 PM", "ok thanks, going to bed"])
    assert turns(text) == [(1, "Pim"), (3, "Rook"), (6, "Pim")]


# --- a chat copy dating each message under its words ------------------------------------------------------------

def test_one_word_names_count_as_senders_when_each_message_ends_in_its_age() -> None:
    text = "\n".join(["Ticket 5521", "", "Olga", "My export has been stuck at 99% since this morning.", "12m ago", "",
                      "Ravi", "Sorry about that! I restarted the job on our side, can you check again?", "9m ago", "",
                      "Olga", "It finished, thanks a lot.", "2m ago"])
    assert turns(text) == [(3, "Olga"), (7, "Ravi"), (11, "Olga")]


def test_one_word_section_titles_without_ages_stay_whole() -> None:
    text = "\n".join(["Summary", "The export job stalls near the end of the run.", "", "Risks",
                      "Customers retry and create duplicate jobs.", "", "Summary", "Restarting the job fixes it."])
    assert nothing(text)


# --- a transcript numbering its questions -----------------------------------------------------------------------

def test_a_question_number_before_the_speaker_is_not_part_of_the_name() -> None:
    text = "\n".join([
        "Q12 Chair: Why did the ferry timetable change in April?",
        "Dana Kerr: The operator lost two crews, so the early sailings were cut.",
        "Q13 Chair: Will they come back?",
        "Dana Kerr: From June, if recruitment goes to plan.",
        "Q14 Mr Ashby: And the winter service?",
        "Dana Kerr: That is still under review."])
    assert [who for _, who in turns(text)] == ["Chair", "Dana Kerr", "Chair", "Dana Kerr", "Mr Ashby", "Dana Kerr"]


# --- record cards stay whole ------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Name: Vukovic, Ana\nPhone: +385 91 555 0101\nEmail: ana.v@example.net\n\nName: Moreau, Luc\nPhone: +33 6 55 50 "
    "12 34\nNote: neighbour, has the spare key\n\nName: Ito, Ken\nEmail: ken.ito@example.jp\nBirthday: 2 April\n",
    "STORAGE\nM:\tPaula Greer <paula@example.org>\nF:\tsrc/storage/\nS:\tMaintained\n\nNETWORK\nM:\tOmid Rahimi "
    "<omid@example.org>\nM:\tPaula Greer <paula@example.org>\nF:\tsrc/net/\n\nDOCS\nM:\tLea Brun <lea@example.org>\n"
    "F:\tdocs/\nS:\tOdd fixes\n",
])
def test_blocks_of_fields_holding_addresses_phones_and_paths_are_records(text: str) -> None:
    assert nothing(text)


def test_a_chat_in_blocks_of_sentences_is_still_a_conversation() -> None:
    text = "\n".join(["Ana: Did you send the invoice to the client yesterday?", "Luc: Yes, and they already paid.",
                      "Ken: Great news, thanks both.", "", "Ana: Can we book the venue for Friday?",
                      "Luc: I called, it is free after six.", "", "Ana: Perfect, I will confirm it now.",
                      "Ken: I can bring the projector."])
    assert [who for _, who in turns(text)] == ["Ana", "Luc", "Ken", "Ana", "Luc", "Ana", "Ken"]


# --- a Q&A panel's "Question from" bylines, a display name above its handle -------------------------------------

def test_a_q_and_a_panels_question_and_answer_bylines_open_turns() -> None:
    text = "\n".join([
        "Question from Marta K. — 10:04", "Can I run the survey app offline on a tablet?",
        "Answered by Joel Banks (Host) — 10:06", "Yes, it syncs the answers once the tablet is back online.",
        "Question from Anonymous Attendee — 10:09", "How many tablets can share one licence?",
        "Answered live by Joel Banks (Host) — 10:11", "Three per licence, and you can move them any time."])
    assert turns(text) == [(1, "Marta K."), (3, "Joel Banks"), (5, "Anonymous Attendee"), (7, "Joel Banks")]


def test_a_display_name_above_its_handle_line_opens_a_post() -> None:
    text = "\n".join([
        "Harbour Cinema", "@harbourcinema.example.social", "Our summer rooftop screenings start on Friday!",
        "June 2, 2023 at 9:15 AM", "",
        "Noor Haddad", "@noorh.example.social", "Will there be blankets or should we bring our own?",
        "June 2, 2023 at 9:40 AM", "",
        "Harbour Cinema", "@harbourcinema.example.social", "Blankets are provided, but bring a jumper.",
        "June 2, 2023 at 10:02 AM"])
    assert turns(text) == [(1, "Harbour Cinema"), (6, "Noor Haddad"), (11, "Harbour Cinema")]
