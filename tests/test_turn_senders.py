"""Keys beside a conversation's own labels (:mod:`memspark.chunking.senders`): a message system's other keys beside
its sender key (``From-key: name · date``), a timeless line of a speaker in a log whose lines all carry their time, a
profile line above a chat naming its speaker, and two footer keys under a numbered list — none of them a turn, while
the messages around them stay turns."""

from __future__ import annotations

from memspark.chunking.turns import conversation_turns


def turns(text: str) -> list[int]:
    return [b.start_line for b in conversation_turns(text, 1) if b.speaker is not None]


SCHOOL_INBOX = """# Parent portal — messages

Subject: Field trip to the aquarium

Sender: Moreau Claire (class teacher) · 12/03/2024 08:15
Dear parents, the trip is on Friday; please send a packed lunch.
Deadline: Thursday noon for the signed form.

Sender: Okafor Daniel (parent) · 12/03/2024 19:02
Thank you, the form is in Ada's bag.
Attachment: consent_form.jpg

Sender: Moreau Claire (class teacher) · 13/03/2024 07:40
Received, thanks.

Read receipt: 13/03/2024 08:01"""

TIMED_LOG = """# #lobby-7 (IRC log)

20:01 pixelfox: anyone up for a rematch?
20:01 kettle: yes, same map
GameBot: Lobby locked by kettle
20:02 pixelfox: go go
20:02 GameBot: Round one begins
20:03 mirth: joining late, sorry
GameBot: Everyone is ready
20:05 kettle: gg"""

PROFILE_CHAT = """# Ride chat, trip 8841

Driver: Tomasz · grey Skoda Octavia · WX 4417C

Tomasz: I'm at the north gate of the station
2:10 PM

You: coming down the stairs now, red jacket
2:11 PM

Tomasz: I see you
2:12 PM

You: great
2:12 PM"""

ANSWER_KEY = """# Spelling test, unit 3 — answers (class 4C)

1. necessary: two s
2. rhythm: no vowel after the y
3. separate: a in the middle
4. accommodate: double c, double m
5. definitely: ends in -itely

Points: one per word, five in all
Teacher: Hallworth — retest on Monday"""


def test_keys_beside_a_sender_key_are_fields() -> None:
    assert turns(SCHOOL_INBOX) == [5, 9, 13]


def test_a_timeless_line_in_a_timed_log_is_the_clients() -> None:
    assert turns(TIMED_LOG) == [3, 4, 6, 7, 8, 10]


def test_a_profile_line_naming_the_speaker_is_context() -> None:
    assert turns(PROFILE_CHAT) == [5, 8, 11, 14]


def test_footer_keys_under_a_list_are_no_conversation() -> None:
    assert turns(ANSWER_KEY) == []


def test_words_with_times_after_a_dash_stay_turns() -> None:
    chat = """Notes from the call, typed by hand:

Ines - the train leaves at 18:10, not 18:40
Pavel - can we meet at 17:50 then? I need a ticket
Ines - fine, 17:50, by the clock
Omar - I'll bring the tickets if Pavel is late
Pavel - thanks Omar, see you at 17:50
Ines - ok, 17:50 it is"""
    assert turns(chat) == [3, 4, 5, 6, 7, 8]


def test_a_name_addressed_with_a_comma_opens_a_turn() -> None:
    chat = """Asha: are you coming on Sunday?
Ravi: yes, with Meena
Meena: Asha, what time should we come?
Asha: around one"""
    assert turns(chat) == [1, 2, 3, 4]


def test_a_game_channel_in_parentheses_before_the_player() -> None:
    chat = """# Match chat, round 7

(Team) sparrow: rush mid, I have the flash
(Team) Okonkwo_9: ok, I hold long
(All) redline: nice shot earlier
(Team) Okonkwo_9: two on long, careful
sparrow defused the bomb
(Team) sparrow: got it
(All) redline: wp"""
    assert turns(chat) == [3, 4, 5, 6, 8, 9]


def test_a_nick_and_its_time_alone_on_a_line_heads_the_message_below() -> None:
    chat = """# Old phone chat history

<Marisol> 21:04
are you still at the library?
<Me> 21:06
yes, until nine, want to walk home together?
<Marisol> 21:07
sure, meet at the front steps"""
    assert turns(chat) == [3, 5, 7]


def test_a_visitors_number_before_the_bracketed_time_is_of_the_name() -> None:
    chat = """# Live chat transcript

Guest 30417 [09:12]: hello, do you ship to Malta?
Priya [09:13]: Hi! Yes, in five to seven days.
Guest 30417 [09:14]: and returns?
Priya [09:14]: Free within 30 days.
Guest 30417 [09:16]: great, thanks"""
    assert turns(chat) == [3, 4, 5, 6, 7]



def test_a_read_mark_after_a_messages_time_is_no_speaker() -> None:
    chat = """# Dating app — chat with Jonas (screen copy)

It's a match! Jonas likes you too 💜

Jonas, 31
Hi, was your profile photo taken in Lisbon?
18:20

Tú
Yes! Last summer. Have you been too?
18:22 · Visto

Jonas, 31
Twice, my favourite place
Do you surf?
18:25

Tú
Only bodyboard 😅
18:27 · Visto

Jonas sent you a Super Like ⚡
"""
    assert turns(chat) == [5, 9, 13, 18]


def test_an_anonymous_apps_poster_numbers_over_their_posts() -> None:
    thread = """# Campus app — feed

OP · 3h
Who left a green umbrella in lecture hall B? It's at the porter's desk.
▲ 21 ▼

@1 · 3h
Probably mine, does it have a wooden handle?
▲ 4 ▼

OP · 2h
Yes! Just show your student card

@2 · 2h
Hero of the day 🫡

@1 · 1h
Got it, thanks OP"""
    assert turns(thread) == [3, 7, 11, 14, 17]
