"""A messenger's export writes each message as its time line, the sender alone on the next line (``Me`` or a name),
then the words — and the app's status after the time (a read receipt in parentheses, ``✓✓``, ``· Delivered``, in any
language). The time line with its status is the message's date line: the turn opens there, and neither the time nor
the status is what was said. A chunk of two such messages is a conversation too, when the date lines read as a
messenger's (timed to the second, or with a status), never a programme's or a diary's titles under their times."""

from __future__ import annotations

import pytest

from memspark.chunking.stamps import status_stamp
from memspark.chunking.turns import conversation_turns

TALK = [("Me", "did the plumber ever call you back about the leak under the sink"),
        ("Tomás Ruiz", "yes he is coming thursday morning, between eight and ten"),
        ("Me", "great, I will leave the key with Mrs Dalton next door"),
        ("Tomás Ruiz", "perfect, and remind me to buy a new washer for the tap")]


def _export(status: str, talk: list[tuple[str, str]] = TALK) -> str:
    """Each message: a time line (``status`` after it on every other one), the sender, the words, a blank line."""
    out = []
    for n, (who, words) in enumerate(talk):
        line = f"Jun 14, 2024  7:{10 + 3 * n}:{17 + n} PM" + (f" {status}" if n % 2 == 0 else "")
        out += [line, who, words, ""]
    return "\n".join(out)


def test_the_apps_status_on_a_line_of_its_own_under_the_time_is_the_headers() -> None:
    text = _export("(Read by them after 23 seconds)").replace(" PM (Read", " PM\n(Read")
    found = turns(text)
    assert [(a, b) for a, b, _ in found] == [(1, 4), (6, 8), (10, 13), (15, 17)]
    assert [said for _, _, said in found] == [f"{who}: {words}" for who, words in TALK]


def turns(text: str) -> list[tuple[int, int, str]]:
    return [(b.start_line, b.end_line, b.plain) for b in conversation_turns(text, 1) if b.speaker is not None]


@pytest.mark.parametrize("status", ["(Read by them after 23 seconds)", "(Gelesen nach 23 Sekunden)", "(既読)", "✓✓",
                                    "· Delivered", "(visto)"])
def test_a_time_line_with_the_apps_status_opens_the_message_and_is_not_said(status: str) -> None:
    found = turns(_export(status))
    assert [(a, b) for a, b, _ in found] == [(1, 3), (5, 7), (9, 11), (13, 15)]
    assert [said for _, _, said in found] == [f"{who}: {words}" for who, words in TALK]


@pytest.mark.parametrize("status", ["(Read by you after 42 seconds)", "(lu)", "✓✓"])
def test_two_messages_each_under_its_date_line_are_a_conversation(status: str) -> None:
    assert [(a, b) for a, b, _ in turns(_export(status, TALK[:2]))] == [(1, 3), (5, 7)]


def test_two_messages_timed_to_the_second_need_no_status() -> None:
    assert [(a, b) for a, b, _ in turns(_export("", TALK[:2]))] == [(1, 3), (5, 7)]


@pytest.mark.parametrize("text", [
    # a programme: sessions on the hour, a room in parentheses after the time, a title and its blurb
    "May 8, 2023 10:00 (Hall A)\nOpening Keynote\nProf. Ana Lima on memory systems for agents\n\n"
    "May 8, 2023 11:00 (Hall B)\nPanel Discussion\nFour speakers on retrieval at scale and its cost\n",
    # a diary: a time above each entry's title, no status, not to the second
    "May 8 2023 07:42\nMorning Run\nFelt strong today, five kilometres in twenty-six minutes.\n\n"
    "May 8 2023 21:13\nEvening Notes\nFinished the report draft and sent it to the team.\n",
])
def test_titles_under_planned_or_diary_times_stay_whole(text: str) -> None:
    assert turns(text) == []


@pytest.mark.parametrize(("line", "expected"), [
    ("May 08, 2023  1:56:08 PM (Read by them after 49 seconds)", True),
    ("14:04 ✓✓", True),
    ("13:56 · Delivered", True),
    ("May 08, 2023 10:06:24 AM", False),  # a stamp alone: is_stamp's
    ("13:56 (call me back when you can.)", False),  # a sentence in parentheses
    ("13:56 - hey are you coming tonight?", False),
    ("13:56 Caroline", False),
])
def test_a_status_stamp_is_a_time_and_the_apps_few_words(line: str, expected: bool) -> None:
    assert status_stamp(line) is expected


# --- a status line between the messages: the app's, no sender -------------------------------------------------------

def _dating_copy(receipt: str, them: str) -> str:
    """A dating or marketplace chat copied from its app: the sender alone on a line, the words, the time under them,
    and the app's receipt after some times, above the next sender's name."""
    return "\n".join([
        f"{them}", "hi! I saw you climb too, where do you usually go?", "Sat 13:56",
        "You", "Mostly the gym in town, and the crag when the weather is good", "Sat 14:20", receipt,
        f"{them}", "the crag is great, I was there last weekend on the ridge", "did you ever go?", "Sat 14:22",
        "You", "No, the exposure scares me a little", "Sat 15:01", receipt,
        f"{them}", "fair! we could do something easier some time, or just a drink first", "Sat 15:04",
    ])


@pytest.mark.parametrize("receipt", ["Visualizzato", "Gelesen", "Nabasa", "Seen"])
@pytest.mark.parametrize("them", ["Luca, 31", "Nerea"])
def test_a_receipt_between_messages_is_no_sender_and_not_said(receipt: str, them: str) -> None:
    found = turns(_dating_copy(receipt, them))
    assert [a for a, _, _ in found] == [1, 4, 8, 12, 16]
    name = them.split(",")[0]
    assert [said.split(":")[0] for _, _, said in found] == [name, "You", name, "You", name]
    assert all(receipt not in said for _, _, said in found)


def test_a_one_word_message_under_its_sender_stays_the_message() -> None:
    text = ("Grace Adeyemi\nHas anyone heard back from the venue?\nYou sent\nYes, they can do Saturday\n"
            "Grace Adeyemi\nPerfect. Deposit?\nYou sent\nOk\nObinna Eze\nI can transfer it tomorrow")
    assert [said for _, _, said in turns(text)][3] == "You: Ok"


# --- a marketplace's messages as mail headers: the handle after the sender, the platform's notices between -----------

MARKET = ("From: brickhound_77\nSent: 08 May 2023 13:56\nHi, is the set complete with all the figures? Would you post?\n\n"
          "From: you (sunnyside_toys)\nSent: 08 May 2023 14:20\nHello! Yes, complete, with the box and the booklet.\n\n"
          "Shop: brickhound_77 made an offer of £150.00. The offer expires in 48 hours.\n\n"
          "From: brickhound_77\nSent: 08 May 2023 14:31\nGreat, I will buy it now then.\n"
          "Attachment: photo_of_my_shelf.jpg\n\nShop: Your item has been paid for. Post by 10 May.")


def test_a_from_line_with_a_handle_in_parentheses_is_a_message_header() -> None:
    assert [said.split(":")[0] for _, _, said in turns(MARKET)] == ["brickhound_77", "you", "brickhound_77"]


def test_two_mail_headers_outweigh_the_platforms_notices_around_them() -> None:
    part = MARKET[MARKET.index("From: you"):]  # a chunk cut after the first message: two headers, two notices
    assert [(a, said.split(":")[0]) for a, _, said in turns(part)] == [(1, "you"), (7, "brickhound_77")]


def test_a_copy_with_me_and_a_delivered_line_under_some_messages() -> None:
    """A phone's copy: ``Me`` or the name alone on a line, the words, the app's ``Delivered`` under some, a blank line."""
    text = "\n\n".join(f"{who}\n{words}" + ("\nDelivered" if who == "Me" else "") for who, words in TALK)
    found = turns(text)
    assert [a for a, _, _ in found] == [1, 5, 8, 12]
    assert [said for _, _, said in found] == [f"{who}: {words}" for who, words in TALK]
