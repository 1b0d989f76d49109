"""Notes that look like conversations and are not, and the conversations they must not take with them: a poem's or a
story's ``She said: …`` (a pronoun names nobody; a note's ``I said:`` is its writer), a members list's ``last seen
today at 13:56`` lines (presence, no message header), a script's ``FX:``/``MUSIC:`` cues between the parts
(:mod:`memspark.chunking.speakers`); a macro library's cards (``Macro:`` / its text / ``Tags:``), show notes timed
``12:30 — Nadia: …`` (chapters), a timetable's keys in two of its sections, a note's keys above and below a list of
records (:mod:`memspark.chunking.records`, :mod:`memspark.chunking.evidence`)."""

from __future__ import annotations

from memspark.chunking.labels import parse_label
from memspark.chunking.turns import conversation_turns, detect


def _speakers(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in conversation_turns(text, 1) if b.speaker]

BALLAD = """# The Ferryman — a ballad for the harvest supper

I asked the ferryman his fare,
He said: a song, a song.
I asked him where the river ends,
He said: it's not for long.

I asked the lantern by the quay,
It said: I burn till dawn.
I asked the gull above the mast,
She said: the boats are gone.
"""

CALL = """# Phone call with the landlord, Tuesday

He said: the boiler engineer can come on Thursday between eight and twelve.
I said: Thursday is fine, but I leave for work at half nine.
He said: then leave a key with the neighbour downstairs.
I said: I will ask her tonight and text you.
"""

MEMBERS = """# "Allotment Society" group — members (copied 12 March)

Group · 9 members

Irene Walsh
Group admin
last seen today at 08:12
Plot 4, tomatoes and arguments

Tom Baines
last seen yesterday at 21:40
Retired, mostly in the shed

Sunita Rao
last seen 9 March at 17:05
Beekeeper
"""

SCRIPT = """# "Salt and Iron" — Episode 4, Scene 2 (studio script)

1.  SFX:     GULLS. WAVES ON SHINGLE.
2.  NELL:    You said the boat would be back by noon.
3.  OWEN:    I said it might be. The wind had other ideas.
4.  NELL:    It's gone three, Owen.
5.  MUSIC:   A LOW DRONE, UNDER.
6.  OWEN:    Then we wait. Sit down, the tide's turning.
7.  NELL:    I'm not leaving without my brother.
8.  SFX:     A DISTANT ENGINE, COMING CLOSER.
9.  OWEN:    (QUIETLY) Hear that? That's the Morwenna.
"""


def test_a_third_person_s_pronoun_before_said_is_no_speaker() -> None:
    assert parse_label("She said: the boats are gone.") is None
    assert parse_label("It said: I burn till dawn.") is None
    assert conversation_turns(BALLAD, 1) == []


def test_a_writer_s_own_i_said_still_is() -> None:
    label = parse_label("I said: Thursday is fine.")
    assert label is not None and label.name == "I"
    assert [b.speaker for b in conversation_turns(CALL, 1) if b.speaker] == []  # "He" names nobody: one speaker left
    note = CALL.replace("He said:", "Mr Okoye said:")
    assert [b.speaker for b in conversation_turns(note, 1) if b.speaker] == ["Mr Okoye", "I", "Mr Okoye", "I"]


def test_presence_lines_of_a_members_list_are_no_message_headers() -> None:
    assert parse_label("last seen today at 08:12") is None
    assert parse_label("last seen yesterday at 21:40") is None
    assert detect(MEMBERS.split("\n")) == {}


def test_a_user_name_and_a_time_still_is_a_header() -> None:
    label = parse_label("jun.h  Today at 10:11 PM")
    assert label is not None and label.name == "jun.h" and label.alone


def test_a_script_s_cues_are_no_turns_and_its_parts_are() -> None:
    turns = [b for b in conversation_turns(SCRIPT, 1) if b.speaker]
    assert [(b.start_line, b.speaker) for b in turns] == [(4, "NELL"), (5, "OWEN"), (6, "NELL"), (8, "OWEN"),
                                                         (9, "NELL"), (11, "OWEN")]
    assert parse_label("5.  MUSIC:   A LOW DRONE, UNDER.") is None
    label = parse_label("Music: Anna brought her guitar and we sang until midnight.")
    assert label is not None and label.name == "Music"  # a key in ordinary case is the note's business, as before


MACROS = """# Canned replies — returns desk

Macro: Wrong size
Hi {{name}},
No problem, print the label from the link below and we'll send the new size as soon as the parcel is scanned.
Tags: returns, exchange

Macro: Damaged on arrival
Hi {{name}},
Sorry about that. Please send two photos of the damage and of the box; a replacement goes out the same day.
Tags: damage, photos-needed

Macro: Late refund
Hi {{name}},
Refunds reach the card 5 to 10 working days after the parcel is scanned back in.
Internal note: check the scan date in the warehouse tool first.
Tags: refund
"""

# a message export turned into text: each message a block of fields, the sender's name first
RECORDS = """# DM export (text)

sender_name: Rosa Lind
timestamp: 2024-03-12 09:14:02
content: are you still coming on Saturday?

sender_name: Tom Berg
timestamp: 2024-03-12 09:20:45
content: yes, I'll bring the folding table too

sender_name: Rosa Lind
timestamp: 2024-03-12 09:21:10
content: perfect, see you at ten
"""

CHAPTERS = """# Garden Hour, ep. 12 — show notes

00:00 — Welcome and listener questions
03:40 — Pia: "my tomatoes split every August" — watering little and often
09:15 — Compost: hot or cold, and how long each takes
12:50 — Why the slugs love your hostas
15:20 — Seed swap: what to bring on Saturday
18:45 — Pruning the apple tree in March
21:05 — Listener mail and next week's guest
"""

TIMED_CHAT = """# group chat, Saturday

09:14 — Pia: is anyone going to the seed swap at ten?
09:16 — Jonas: yes, I'll bring the bean seeds I promised
09:17 — Pia: great, save me some of the runner beans
09:21 — Mehmet: I'll come after eleven, keep some for me too
"""

TIMETABLE = """# Swimming club — autumn timetable (fridge)

Monday
17:00 · Juniors, lane 1–2
Bring: goggles and a towel, caps are handed out

Wednesday
18:30 · Squad training

Friday
19:00 · Masters
Fees: 30 € a month for juniors, 45 € for squad and masters, due on the 1st.
"""

OVERHEARD = """# bus stop, this morning

Overheard at the bus stop on Mill Road:
Woman: I told him the bin goes out on Tuesday, not Wednesday.
Man: and he still put it out on Wednesday, didn't he?
"""

RESULTS = """# Charity quiz — results for the newsletter

Quizmaster: Hannah Cole. We raised £640 for the hospice.

Round 1 — Geography — won by The Know-Alls, 9/10
Round 2 — Music — won by Quizteama Aguilera, 10/10
Round 3 — Food — won by The Know-Alls, 8/10
Round 4 — Sport — won by Les Quizerables, 9/10

Teams: please collect your prize vouchers from the bar by Friday.
"""

LONG_TURNS = """# Letter exchange, copied

Ana: I read your notes on the garden plan twice. I like the raised beds, but the path is too narrow for the
wheelbarrow and I'd move the compost away from the kitchen window.

The budget looks fine otherwise.

Ben: Fair points. I'll widen the path to a metre and put the compost behind the shed. Can you price the timber?
"""


def test_a_macro_library_s_cards_are_no_conversation() -> None:
    assert detect(MACROS.split("\n")) == {}


def test_message_records_opening_with_the_sender_stay_turns() -> None:
    assert {3, 7, 11} <= {line for line, _ in _speakers(RECORDS)}


def test_show_notes_timed_with_a_dash_are_chapters() -> None:
    assert detect(CHAPTERS.split("\n")) == {}


def test_a_chat_timed_with_a_dash_is_still_a_chat() -> None:
    assert _speakers(TIMED_CHAT) == [(3, "Pia"), (4, "Jonas"), (5, "Pia"), (6, "Mehmet")]


def test_keys_in_two_sections_of_a_timetable_are_no_exchange() -> None:
    assert detect(TIMETABLE.split("\n")) == {}


def test_two_said_lines_one_after_the_other_are_an_exchange() -> None:
    assert _speakers(OVERHEARD) == [(4, "Woman"), (5, "Man")]


def test_keys_above_and_below_a_list_of_records_are_no_two_long_turns() -> None:
    assert detect(RESULTS.split("\n")) == {}


def test_two_long_turns_in_paragraphs_still_are() -> None:
    assert _speakers(LONG_TURNS) == [(3, "Ana"), (8, "Ben")]


CALL_NOTES = """# Call — Brightwell Plumbing, Tuesday 10:15

Context: boiler service overdue, second reminder sent last week.

Customer: the engineer never turned up on Friday, I took the morning off for nothing.
Me: apologised, checked the log — the visit was cancelled by the depot and nobody rang him.
Customer: so when can someone actually come?
Me: offered Thursday 8–10 or Saturday morning, he took Thursday.
Customer: fine, but I want the call-out fee waived.
Me: agreed, noted on the account.

Next steps: tell the depot manager about the missed call.
"""

JOINED = """# group chat

Ana: is the car booked for Saturday?
Ben: yes, pick-up at nine
Ana: great, I'll bring the snacks
Ben: don't forget the charger this time
Cleo: can I still join? I'm free after all
"""

PARAGRAPHS = """# interview notes

Interviewer: how did you start?

Maya: at a bakery, at fifteen, washing trays before school.

Interviewer: and the first shop of your own?

Maya: twenty-six, with a loan from my aunt and a second-hand oven.

Photographer: can you both look at the window for one picture?
"""


def test_a_note_s_keys_set_apart_at_either_end_of_a_call_are_no_turns() -> None:
    assert _speakers(CALL_NOTES) == [(5, "Customer"), (6, "Me"), (7, "Customer"), (8, "Me"), (9, "Customer"), (10, "Me")]


def test_someone_joining_at_the_end_is_a_turn() -> None:
    assert [name for _, name in _speakers(JOINED)] == ["Ana", "Ben", "Ana", "Ben", "Cleo"]


def test_a_last_speaker_in_a_conversation_of_paragraphs_is_a_turn() -> None:
    assert [name for _, name in _speakers(PARAGRAPHS)] == ["Interviewer", "Maya", "Interviewer", "Maya", "Photographer"]
