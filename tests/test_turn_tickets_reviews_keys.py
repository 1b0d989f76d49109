"""Conversation turns in a ticket's history (the sender's verb after the name), a review site's reviews and the
owner's replies, and an IRC client's star lines after any time stamp — and the key/value notes whose one-off keys
("Next time:", "Plan for sprint 23:") are no speakers."""

from __future__ import annotations

import pytest

from memspark.chunking.turns import conversation_turns


def turns(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in conversation_turns(text, 1) if b.speaker is not None]


# --- IRC: actions after a client's date stamp; a nick change is no one's words --------------------------------

IRC = """Log of #rustaceans, 2 March 2024

Mar 02 09:10:03 *\tNow talking on #rustaceans
Mar 02 09:11:19 <ferris>\tdoes anyone know why cargo check hangs on the registry index?
Mar 02 09:12:44 <oxide>\tit's the sparse protocol migration, set CARGO_REGISTRIES_CRATES_IO_PROTOCOL=sparse
Mar 02 09:13:05 *\toxide is now known as oxide|lunch
Mar 02 09:13:31 *\tferris tries that
Mar 02 09:14:50 <ferris>\tworks, the hang is gone
Mar 02 09:15:02 *\tferris hands oxide a virtual coffee"""


def test_an_irc_action_after_a_date_stamp_is_its_nicks_turn_and_a_nick_change_is_none() -> None:
    found = dict(turns(IRC))
    assert found[7] == found[9] == "ferris"  # "* ferris tries that", "* ferris hands …": the nick's own lines
    assert 6 not in found  # "* oxide is now known as oxide|lunch": the client's event
    assert 3 not in found  # "* Now talking on …": no nick of the chat
    assert sorted(found) == [4, 5, 7, 8, 9]


# --- a ticket's history: the verb after the sender's name is the header's ---------------------------------------

TICKET = """Request #2207 — Invoice shows the wrong VAT number

Tomás Ibarra reported via email
Tue, 14 Nov 2023 at 9:12 AM
Our March invoice lists the VAT number of our old entity. Could you reissue it?

Greta Lind added an internal note
Tue, 14 Nov 2023 at 9:40 AM
Billing profile was never updated after the merger, fixing the profile first.

Greta Lind replied
Tue, 14 Nov 2023 at 10:05 AM
Hello Tomás, I have corrected the billing profile and reissued the invoice, it is attached.

Tomás Ibarra responded
Tue, 14 Nov 2023 at 11:30 AM
Received, everything is right now. Thanks for the quick turnaround!"""


def test_a_tickets_sender_lines_are_turns_of_the_person_whatever_the_verb_after_the_name() -> None:
    assert turns(TICKET) == [(3, "Tomás Ibarra"), (7, "Greta Lind"), (11, "Greta Lind"), (15, "Tomás Ibarra")]


def test_a_chunk_of_two_dated_messages_by_distinct_senders_is_a_conversation() -> None:
    # a chunk cut from a ticket's thread: nobody has answered twice yet, but each header has its date line under it
    text = ("Hanna Berg\n12 Jan 2024, 08:15\nThe shared drive asks for my password every hour since Monday.\n\n"
            "Omar Haddad (IT Desk)\n12 Jan 2024, 08:42\nThat is the token expiring early, I have renewed it.")
    assert turns(text) == [(1, "Hanna Berg"), (5, "Omar Haddad")]


# --- reviews with the owner's response ----------------------------------------------------------------------------

REVIEWS = """Reviews of Café Lindqvist, copied on 4 April

Sanna P.
Local Guide · 31 reviews · 9 photos
★★★☆☆ 2 months ago
Cinnamon buns were dry and the queue did not move for twenty minutes.
Like · Share

Response from the owner 2 months ago
Thank you Sanna, we were two baristas short that weekend. The buns are now baked twice a day.

Sanna P. (edited review)
★★★★★ 3 weeks ago
Went back, the buns were warm and soft and the queue was quick. Changing my rating.

Response from the owner 3 weeks ago
We are so glad you came back, Sanna!"""


def test_a_review_and_the_owners_responses_are_turns_of_the_reviewer_and_the_owner() -> None:
    assert turns(REVIEWS) == [(3, "Sanna P."), (9, "owner"), (12, "Sanna P."), (16, "owner")]


# --- key/value notes: a field's key is no speaker ------------------------------------------------------------------

@pytest.mark.parametrize(("text", "people"), [
    ("Maria da Silva: are you still coming to the rehearsal tonight?\n"
     "Jan van Dijk: yes, I will be there around seven.", ["Maria da Silva", "Jan van Dijk"]),
    ("Priya: did the parcel arrive at the office?\nLeon: it came this morning, I put it on your desk.", ["Priya", "Leon"]),
])
def test_two_people_once_each_still_talk_with_a_names_small_words(text: str, people: list[str]) -> None:
    assert [who for _, who in turns(text)] == people
