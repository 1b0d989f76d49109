"""Live chats and chat-app copies (a stream's chat replay, Twitch, YouTube, Discord): emoji and badges after display
names, ``@mentions``, emoji in messages, one-word shouts, the chat's notices between messages, a ``·`` after a
badge word. The recurrence fallback (memspark.chunking.recurring) and the label grammar (memspark.chunking.labels)
read them; the look-alikes (a leaderboard with emoji medals, a list of names with flags, a status list in
capitals, reaction counts under messages) stay whole."""

from __future__ import annotations

import pytest

from memspark.chunking import recurring
from memspark.chunking.labels import parse_label
from tests.test_turn_thread_families import nothing, said, turns

# --- a stream's chat, copied from the replay panel: no separator after the names ----------------------------------

STREAM = """Speedrun finale, chat replay (copied from the popout)

0:41:12 PixelPanda 🐼 that skip was insane, how did he clip through the wall?
0:41:15 Rae Okafor the wall has a one-frame gap if you jump from the ledge
0:41:20 PixelPanda 🐼 @Rae Okafor no way, I have to try that tonight
0:41:31 Jonas Berg HYPE
0:41:33 Rae Okafor 🎉🎉
Jonas Berg subscribed with Prime! They've subscribed for 3 months
0:41:40 Jonas Berg new world record incoming, chat stay calm 😂
0:42:02 PixelPanda 🐼 POGGERS
0:42:05 VIP · Sunny he did it, 0.3 under the old record
0:42:09 Rae Okafor @Jonas Berg told you 😎
0:42:15 VIP · Sunny clip it before the VOD goes down please"""

STREAM_TURNS = [(3, "PixelPanda"), (4, "Rae Okafor"), (5, "PixelPanda"), (6, "Jonas Berg"), (7, "Rae Okafor"),
                (9, "Jonas Berg"), (10, "PixelPanda"), (11, "VIP"), (12, "Rae Okafor"), (13, "VIP")]

# --- a Discord copy: a header line per message, one display name ending in an emoji -------------------------------

DISCORD = """# #printing-help — copied from Discord

Lark — Yesterday at 9:14 PM
my prints keep lifting at the corners, PLA on a glass bed
Rin ✨ — Yesterday at 9:16 PM
clean the glass with dish soap, the oils from fingers ruin adhesion
👍 2
Lark — Yesterday at 9:20 PM
tried it, first layer looks way better already
Rin ✨ — Yesterday at 9:21 PM
nice, also drop the fan for the first three layers
Teo — Yesterday at 9:30 PM
a brim of 5 mm helps too if it still lifts"""


def test_a_stream_chat_with_badges_mentions_emoji_and_shouts_splits_at_its_speakers() -> None:
    assert turns(STREAM) == STREAM_TURNS


def test_an_emoji_after_a_display_name_is_the_names_not_the_messages() -> None:
    assert said(STREAM)[0] == "PixelPanda: that skip was insane, how did he clip through the wall?"
    assert said(STREAM)[7] == "VIP: Sunny he did it, 0.3 under the old record"  # the dot sets the badge word apart


def test_a_notice_without_the_time_every_message_has_is_no_turn() -> None:
    assert 8 not in dict(turns(STREAM))  # "Jonas Berg subscribed with Prime!" between two messages
    timed = STREAM.replace("Jonas Berg subscribed", "0:41:38 Jonas Berg subscribed")
    assert (8, "Jonas Berg") in turns(timed)  # written as a message, it is one


def test_emoji_and_mentions_are_neither_words_nor_cells() -> None:
    assert recurring._said("@Mara Lind welcome back 🎉")  # 3 words of 5 tokens, without the mention and the emoji
    assert recurring._said("nice one 🔥")  # an emoji makes two words an exclamation, as "!" does
    assert not recurring._said("nice one") and not recurring._said("🔥 42 12 7")


def test_a_question_or_an_exclamation_holds_numbers_and_words_with_hyphens_or_apostrophes() -> None:
    assert recurring._said("T-minus 10 seconds!!") and recurring._said("starts at 5?")
    assert recurring._said("don't know, can't say")
    assert not recurring._said("starts at 5") and not recurring._said("12 of 40")


def test_a_shout_or_emoji_alone_is_a_reaction_neither_said_nor_denied() -> None:
    assert recurring._reaction("LIFTOFF") and recurring._reaction("GOOOO!") and recurring._reaction("🎉 🎉")
    assert not recurring._reaction("lol") and not recurring._reaction("GO GO GO") and not recurring._reaction("")
    assert not recurring._reaction("10")


def test_reactions_do_not_count_against_the_messages_around_them() -> None:
    goal = ("Cup final, live chat\n\n88:01 Marta Silva is that a penalty? looked like a dive to me\n"
            "88:05 Tom Hale no way, clear contact on the ankle\n88:20 Marta Silva GOAAAL\n88:21 Tom Hale NOOO\n"
            "88:40 Marta Silva we are going to the final after all\n88:52 Tom Hale 😭😭\n"
            "89:10 Marta Silva still three minutes of added time though\n89:30 Tom Hale CMON\n"
            "90:02 Marta Silva and that is the whistle, what a game\n90:05 Tom Hale congrats, you earned it")
    assert [name for _, name in turns(goal)] == ["Marta Silva", "Tom Hale"] * 5  # 6 said, 4 reactions
    assert said(goal)[5] == "Tom Hale: 😭😭"  # emoji alone after a name: his message, not his badge


def test_reactions_are_at_most_half_the_key_lines() -> None:
    status = ("Sprint board, copied\n\n10:02 Ana Costa DONE\n10:03 Ben Ortiz BLOCKED\n10:05 Ana Costa REVIEW\n"
              "10:07 Ben Ortiz DONE\n10:09 Ana Costa is the deploy going out today?")
    assert nothing(status)  # a status list in capitals: no chat, though one line is said


def test_a_display_name_ending_in_an_emoji_reads_as_a_label() -> None:
    label = parse_label("Rin ✨ — Yesterday at 9:16 PM")
    assert label is not None and label.name == "Rin" and label.stamp == "Yesterday at 9:16 PM" and label.alone
    colon = parse_label("Rin 🍵: put the kettle on")
    assert colon is not None and (colon.name, colon.text) == ("Rin", "put the kettle on")
    assert parse_label("Rin ✨ put the kettle on") is None  # no separator: no label
    assert turns(DISCORD) == [(3, "Lark"), (5, "Rin"), (8, "Lark"), (10, "Rin"), (12, "Teo")]


MEDALS = """Step challenge

Week 1
🥇 Ana Costa 81,204 steps
🥈 Ben Ortiz 77,950 steps
🥉 Cy Dunn 60,112 steps
Week 2
🥇 Ben Ortiz 85,003 steps
🥈 Ana Costa 80,500 steps
🥉 Cy Dunn 59,870 steps"""

MEDALS_AFTER = """Step challenge

Week 1
Ana Costa 🥇 81,204 steps
Ben Ortiz 🥈 77,950 steps
Cy Dunn 🥉 60,112 steps
Week 2
Ben Ortiz 🥇 85,003 steps
Ana Costa 🥈 80,500 steps
Cy Dunn 🥉 59,870 steps"""

FLAGS = """Speakers by day

Day 1
Anna Müller 🇩🇪 Keynote
Tom Reed 🇬🇧 Storage panel
Day 2
Anna Müller 🇩🇪 Workshop
Tom Reed 🇬🇧 Closing talk"""

REACTIONS = """Poll results from the team chat

👍 3
🎉 2
👍 5
🎉 1
👍 2"""


@pytest.mark.parametrize("text", [MEDALS, MEDALS_AFTER, MEDALS_AFTER.replace(" 🥇", " 🥇 —").replace(" 🥈", " 🥈 —")
                                  .replace(" 🥉", " 🥉 —"), FLAGS, REACTIONS],
                         ids=["medals-before", "medals-after", "medals-dash", "flags", "reaction-counts"])
def test_look_alikes_with_emoji_stay_whole(text: str) -> None:
    assert nothing(text)
