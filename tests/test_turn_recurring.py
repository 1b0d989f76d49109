"""Speakers found by recurrence (memspark.chunking.recurring): chats whose names carry no decoration the label
grammar reads — no separator, column spacing, a period, ``Surname, Given  10:02`` above the message — split into
turns at the names that recur at the start of messages; the look-alikes (rotas, leaderboards, loans, inventories,
to-do lists by person, one speaker's notes, logs, CSV rows, minutes, verse, bibliographies, quotations) stay whole,
and a chunk the label grammar already reads as a conversation splits as it always did."""

from __future__ import annotations

import pytest

from memspark.chunking import recurring
from memspark.chunking.turns import detect, split_blocks
from tests.test_turn_thread_families import nothing, said, turns

# --- conversations only recurrence finds ----------------------------------------------------------------------

NO_SEPARATOR = """# Call with Ben about the bike

1:56:04 Kaori Tanaka is this the one we saw at the market last week?
1:56:30 Ben Ortiz yes I think so, the blue one with the basket
1:57:02 Kaori Tanaka great, I will order it tonight then
1:57:40 Ben Ortiz let me know when it arrives and I can help build it"""

CALL_SIGNS = """Tower frequency, copied from the recording

1356:04  N512SP   Boston Tower, N512SP ready for departure runway four right
1356:10  TWR      N512SP Boston Tower, wind calm, runway four right cleared for takeoff
1356:15  N512SP   Cleared for takeoff four right, N512SP
1358:40  TWR      N512SP contact departure, have a good day"""

PERIOD = """Act two, the farm at dusk

JAMES. The fence has been down since the storm, you know.
MARY. I saw it this morning when I went out to the barn.
JAMES. Then we should fix it before the sheep get out again.
MARY. I will call the farmer about the posts tomorrow."""

SURNAME_FIRST = """Tanaka, Kaori  10:02
did you get the files I sent over yesterday?

Ortiz, Ben  10:04
yes, looking at them now, they look fine

Lindqvist, Oskar  10:05
can someone forward them to me as well?

Tanaka, Kaori  10:06
sure, sending them to you right now

Ortiz, Ben  10:08
thanks, I will add my notes this afternoon"""

HANDLES = """copied from the terminal session

kasia.w   did you push the fix for the login page?
dev_marco   not yet, the tests are still failing on my machine
kasia.w   ok ping me when they pass and I will review it
dev_marco   will do, give me half an hour"""


ROLE_AFTER = """Kaori Tanaka (Support)  10:02
thanks for waiting, how can I help you today?
Ben Ortiz (Customer)  10:04
my order has not arrived and it has been two weeks
Kaori Tanaka (Support)  10:05
sorry about that, let me check the tracking for you"""

IDEOGRAPHS = "10:02 小明 你今天晚上有空吗我们一起去吃饭吧\n10:03 小红 好啊你想去哪里吃呢\n10:04 小明 我们去上次那家火锅店怎么样\n10:05 小红 可以啊七点见"

NICKS = ("[10:02] kaori_t is this the one we saw last week?\n[10:03] ben.o yes I think so, the blue one\n"
         "[10:04] kaori_t great, I will order it tonight\n[10:05] ben.o let me know when it arrives")


@pytest.mark.parametrize(("text", "expected"), [
    (NO_SEPARATOR, [(3, "Kaori Tanaka"), (4, "Ben Ortiz"), (5, "Kaori Tanaka"), (6, "Ben Ortiz")]),
    (CALL_SIGNS, [(3, "N512SP"), (4, "TWR"), (5, "N512SP"), (6, "TWR")]),
    (PERIOD, [(3, "JAMES"), (4, "MARY"), (5, "JAMES"), (6, "MARY")]),
    (SURNAME_FIRST, [(1, "Tanaka, Kaori"), (4, "Ortiz, Ben"), (7, "Lindqvist, Oskar"), (10, "Tanaka, Kaori"),
                     (13, "Ortiz, Ben")]),
    (HANDLES, [(3, "kasia.w"), (4, "dev_marco"), (5, "kasia.w"), (6, "dev_marco")]),
    (ROLE_AFTER, [(1, "Kaori Tanaka"), (3, "Ben Ortiz"), (5, "Kaori Tanaka")]),
    (IDEOGRAPHS, [(1, "小明"), (2, "小红"), (3, "小明"), (4, "小红")]),
    (NICKS, [(1, "kaori_t"), (2, "ben.o"), (3, "kaori_t"), (4, "ben.o")]),
], ids=["no-separator", "call-signs-in-columns", "name-period", "surname-given-header", "handles-in-columns",
        "role-after-the-name", "ideographs", "nicks-after-a-time"])
def test_names_that_recur_at_the_start_of_messages_open_turns(text: str, expected: list[tuple[int, str]]) -> None:
    assert turns(text) == expected


def test_a_turn_found_by_recurrence_reads_as_speaker_and_words() -> None:
    assert said(NO_SEPARATOR)[1] == "Ben Ortiz: yes I think so, the blue one with the basket"
    assert said(PERIOD)[0] == "JAMES: The fence has been down since the storm, you know."
    assert said(SURNAME_FIRST)[1] == "Ortiz, Ben: yes, looking at them now, they look fine"  # the words below the header
    assert said(ROLE_AFTER)[1] == "Ben Ortiz: my order has not arrived and it has been two weeks"  # the role is no name


def test_a_person_who_speaks_once_counts_when_written_like_the_others() -> None:
    assert (7, "Lindqvist, Oskar") in turns(SURNAME_FIRST)


def test_the_longest_prefix_that_opens_the_same_lines_is_the_speaker() -> None:
    text = ("Rocket Nerd   has anyone flown the new motor yet?\nSam   yes, last weekend at the club field\n"
            "Rocket Nerd   how high did it go with the small rocket?\nSam   about three hundred metres, very straight")
    assert {name for _, name in turns(text)} == {"Rocket Nerd", "Sam"}


def test_a_chat_the_label_grammar_reads_is_split_by_the_grammar_not_by_recurrence() -> None:
    text = "Caroline: hey, how did the interview go?\nMelanie: really well, they want a second round\nCaroline: amazing!"
    found = detect(text.split("\n"))
    assert len(found) == 3 and all(label.shape not in (recurring.SHAPE, recurring.HEADER) for label in found.values())
    assert recurring.discover(text.split("\n")) == {}  # a colon label is the grammar's to judge


def test_recurrence_splits_a_chunk_only_where_the_grammar_found_no_conversation() -> None:
    blocks = split_blocks(PERIOD, 1)
    assert [b.speaker for b in blocks if b.speaker] == ["JAMES", "MARY", "JAMES", "MARY"]
    assert blocks[0].speaker is None and blocks[0].text == "Act two, the farm at dusk"  # context stays a block


def test_three_names_need_five_lines_seven_names_are_a_list() -> None:
    short = SURNAME_FIRST.rsplit("\n\n", 1)[0]  # Kaori, Ben, Oskar, Kaori: 2k - 1 = 5 lines for 3 names
    assert recurring.discover(short.split("\n")) == {}
    names = ["Ana Lopez", "Ben Ortiz", "Cai Wen", "Dara Kim", "Eli Stone", "Femi Ade", "Gus Hale"]
    register = "\n".join(f"{who}   asked a good question about the homework today" for who in names * 2)
    assert recurring.discover(register.split("\n")) == {}
    six = "\n".join(f"{who}   asked a good question about the homework today" for who in names[:6] * 2)
    assert len(recurring.discover(six.split("\n"))) == 12


# --- look-alikes that stay whole ------------------------------------------------------------------------------

LOOK_ALIKES = {
    "rota": "Bar shifts\n\nAlice  Mon 09:00-17:00\nBob  Tue 09:00-17:00\nAlice  Wed 12:00-20:00\nBob  Thu 09:00-17:00",
    "sign-up": "Potluck\n\nAlice Smith 12 May\nBob Jones 12 May\nAlice Smith 19 May\nBob Jones 26 May",
    "leaderboard": "Scores after round 3\n\nAlice 1200 pts\nBob 1100 pts\nAlice 1300 pts\nBob 900 pts",
    "loans": ("Library loans\n\nAlice Smith   The Hobbit   2024-05-01\nBob Jones   Dune   2024-05-03\n"
              "Alice Smith   The Lord of the Rings   2024-05-09\nBob Jones   Emma   2024-05-10"),
    "inventory": "Kit out\n\nAlice laptop 2024-01-03\nBob monitor 2024-01-04\nAlice dock 2024-01-09\nBob headset 2024-01-11",
    "todo-by-person": ("To do\n\nAlice call the plumber about the leak\nAlice book the hall for Saturday\n"
                       "Alice buy the paint for the kitchen\nBob fix the bike before the trip\nBob renew the insurance policy"),
    "todo-list-items": ("Chores\n\n- Alice empty the dishwasher after dinner\n- Bob take the bins out tonight\n"
                        "- Alice water the plants on the balcony\n- Bob walk the dog in the evening"),
    "todo-by-person-full-names": ("To do\n\nAlice Smith call the plumber about the leak\nAlice Smith book the hall for Saturday\n"
                                  "Alice Smith buy the paint for the kitchen\nBob Jones fix the bike before the trip\n"
                                  "Bob Jones renew the insurance policy"),
    "todo-list-items-full-names": ("Chores\n\n- Alice Smith empty the dishwasher after dinner\n- Bob Jones take the bins out tonight\n"
                                   "- Alice Smith water the plants on the balcony\n- Bob Jones walk the dog in the evening"),
    "loans-in-columns": ("Alice Smith   The Lord of the Rings   Tolkien\nBob Jones   Pride and Prejudice   Austen\n"
                         "Alice Smith   The Left Hand of Darkness   Le Guin\nBob Jones   A Room of One's Own   Woolf"),
    "greetings": ("Phrases to practise\n\nHello. Good to see you again today.\nThanks. That is very kind of you.\n"
                  "Hello. How was the trip home last night?\nThanks. It went well in the end."),
    "story": ("The summer at the lake\n\n" + "\n".join(
        f"{who} {what}" if what else f"The {n}th day at the lake began with rain and ended with a long walk along the shore."
        for n, (who, what) in enumerate([("Kaori Tanaka", "rowed out to the island before breakfast."), ("", ""), ("", ""),
                                         ("", ""), ("", ""), ("", ""), ("Ben Ortiz", "stayed behind to fix the old jetty."),
                                         ("", ""), ("", ""), ("", ""), ("", ""), ("", ""),
                                         ("Kaori Tanaka", "found the boathouse key under a stone."), ("", ""), ("", ""),
                                         ("", ""), ("", ""), ("", ""), ("", ""), ("Ben Ortiz", "cooked the fish we caught.")],
                                        start=1))),
    "one-speaker": ("Lecture 4\n\nProf Lindqvist opened with the history of the bridge design.\n"
                    "Prof Lindqvist then compared steel and concrete spans in detail.\n"
                    "Prof Lindqvist closed with the homework for next week."),
    "git-blame": ("a1b2c3d4 (Alice Smith 2024-01-02 10:00:00 +0100 12)     return total\n"
                  "e5f6a7b8 (Bob Jones 2024-01-03 11:00:00 +0100 13)     if not items:\n"
                  "a1b2c3d4 (Alice Smith 2024-01-02 10:00:00 +0100 14)         raise ValueError\n"
                  "e5f6a7b8 (Bob Jones 2024-01-03 11:00:00 +0100 15)     return None"),
    "shortlog": ("Alice Smith (3):\n      Fix the login redirect\n      Add the audit log\n      Bump the version\n\n"
                 "Bob Jones (2):\n      Update the README\n      Drop Python 3.8"),
    "access-log": ('10.0.0.5 - - [02/Jan/2024:10:00:01 +0000] "GET /index.html HTTP/1.1" 200 512\n'
                   '10.0.0.7 - - [02/Jan/2024:10:00:02 +0000] "GET /about HTTP/1.1" 200 734\n'
                   '10.0.0.5 - - [02/Jan/2024:10:00:03 +0000] "POST /login HTTP/1.1" 302 0'),
    "csv": "name,item,date\nAlice,The Hobbit,2024-05-01\nBob,Dune,2024-05-03\nAlice,Emma,2024-05-09\nBob,Ulysses,2024-05-10",
    "tsv": "name\titem\tdate\nAlice\tThe Hobbit\t2024-05-01\nBob\tDune\t2024-05-03\nAlice\tEmma\t2024-05-09",
    "minutes": ("Minutes, 3 May\n\n- Ana: draft the roadmap by Friday\n- Ben: check the budget with finance\n"
                "- Ana: send the invite to the board\n- Ben: book the room for the offsite"),
    "verse": ("Remember the river where we swam as children\nForget the winter that took the bridge away\n"
              "Remember the orchard and the long light of June\nForget the letters that never came"),
    "bibliography": ("Mensah, K. (2022). Mycorrhizal recovery under no-till. Soil Biology 168, 108-121.\n"
                     "Simard, S. (2021). Finding the Mother Tree. Knopf, New York.\n"
                     "Mensah, K. (2023). Fungal hyphae in loess soils. Plant and Soil 471, 33-49.\n"
                     "Simard, S. (1997). Net transfer of carbon. Nature 388, 579-582."),
    "quotes": ('"Be yourself; everyone else is already taken."\n— Oscar Wilde\n\n'
               '"The secret of getting ahead is getting started."\n— Mark Twain\n\n'
               '"I can resist everything except temptation."\n— Oscar Wilde'),
    "lemmas": ("Lemma 1: a tree with n vertices has n - 1 edges.\nProof: induction on n, removing a leaf.\n"
               "Lemma 2: the degrees sum to twice the edges.\nProof: each edge adds one to two degrees."),
}


# read as conversations by the label grammar's own rules (a name and a date as a header, "Name: …" items) before
# recurrence is asked: the fallback leaves that decision as it was
GRAMMAR_READS = frozenset({"inventory", "lemmas", "minutes", "sign-up"})


@pytest.mark.parametrize("name", sorted(LOOK_ALIKES))
def test_look_alikes_of_recurring_speakers_stay_whole(name: str) -> None:
    text = LOOK_ALIKES[name]
    assert recurring.discover(text.split("\n")) == {}
    assert nothing(text) or name in GRAMMAR_READS
