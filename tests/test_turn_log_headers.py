"""Message headers of chat exports, threads and agent logs the label grammar reads: a date, a time and a name with its
account number (``2023-05-08 13:56:02 陈晓明(284710395)``), a comment's subject above its ``by`` byline with the time
after an ``@`` (``Re:Finally (Score:5, Insightful)`` / ``by jd on Monday May 08, 2023 @01:56PM (#63504112)``), an agent
console's ``user_proxy (to assistant):`` above the message, and a voice chat's log ``<19:56:15> "Oskar": …`` (a time in
angle brackets, the name in quotes)."""

from __future__ import annotations

from memspark.chunking.bylines import byline
from memspark.chunking.labels import parse_label
from memspark.chunking.turns import conversation_turns

# a QQ-style export of a class group: a header line per message, the words below, a blank line between
EXPORT = """消息记录（此消息记录为文本格式，不支持重新导入）

================================================================
消息对象:初三二班家长群
================================================================

2024-03-11 19:02:45 王老师(55012345)
各位家长，周五下午家长会，请准时参加。

2024-03-11 19:05:10 刘洋妈妈(66123456)
收到，几点开始？

2024-03-11 19:05:58 王老师(55012345)
三点半，在二楼会议室。

2024-03-11 19:07:31 系统消息(10000)
陈刚爸爸 加入了本群

2024-03-11 19:09:12 刘洋妈妈(66123456)
好的，谢谢王老师
"""

# a news site's comments: a subject line above each byline, the time after an "@", the post's links under it
COMMENTS = """# TechWire — "City switches its buses to hydrogen" — comments

Good luck with that (Score:3, Interesting)
by marlowe on Tuesday March 12, 2024 @09:14AM (#70011201)
Hydrogen buses cost three times as much to run per kilometre as battery ones.
[ Reply to This ]
Re:Good luck with that (Score:2)
by fenwick_j on Tuesday March 12, 2024 @09:40AM (#70011288) Homepage
The grant pays the difference for ten years, the city checked.
[ Parent ]
Re:Good luck with that (Score:2)
by marlowe on Tuesday March 12, 2024 @10:02AM (#70011342)
And after ten years? The depots will be built for hydrogen by then.
"""

# a log whose lines open with a date and a time and end in a count in parentheses: no sender, no message under it
BACKUPS = """# nightly backups, March

2024-03-11 02:00:04 backup(1234)
finished without errors

2024-03-12 02:00:03 backup(1240)
finished without errors

2024-03-13 02:00:05 backup(1251)
finished with 2 warnings
"""


def test_a_date_a_time_and_a_name_with_its_number_is_a_header() -> None:
    label = parse_label("2024-03-11 19:02:45 王老师(55012345)")
    assert label is not None and label.name == "王老师" and label.alone and label.text == ""


def test_the_export_s_messages_are_turns_and_its_service_notices_are_not() -> None:
    turns = conversation_turns(EXPORT, 1)
    assert [(b.start_line, b.speaker) for b in turns if b.speaker] == [
        (7, "王老师"), (10, "刘洋妈妈"), (13, "王老师"), (19, "刘洋妈妈")]
    assert [b for b in turns if b.speaker][1].plain == "刘洋妈妈: 收到，几点开始？"


def test_a_log_line_with_a_count_is_no_header() -> None:
    assert parse_label("2024-03-11 02:00:04 backup finished (1234 files)") is None
    assert conversation_turns(BACKUPS, 1) == []


def test_a_byline_with_the_time_after_an_at_sign_is_read() -> None:
    assert byline("by fenwick_j on Tuesday March 12, 2024 @09:40AM (#70011288) Homepage") == (
        "fenwick_j", "Tuesday March 12, 2024 @09:40AM", True)


def test_each_comment_opens_at_its_subject_line() -> None:
    turns = conversation_turns(COMMENTS, 1)
    assert [(b.start_line, b.speaker) for b in turns if b.speaker] == [(3, "marlowe"), (7, "fenwick_j"), (11, "marlowe")]
    assert [b for b in turns if b.speaker][1].plain == "fenwick_j: The grant pays the difference for ten years, the city checked."


def test_the_last_line_of_a_comment_is_no_subject_of_the_next() -> None:
    note = COMMENTS.replace("[ Reply to This ]\nRe:Good luck with that (Score:2)\n", "Not in winter (Score:2)\n")
    turns = conversation_turns(note, 1)
    assert [(b.start_line, b.speaker) for b in turns if b.speaker] == [(3, "marlowe"), (7, "fenwick_j"), (10, "marlowe")]
    assert turns[0].plain.endswith("battery ones.\nNot in winter (Score:2)")


# a multi-agent console log: each message under "sender (to recipient):", a rule between messages, results with keys
AGENTS = """planner (to coder):

Write a function that returns the median of a list of numbers.

--------------------------------------------------------------------------------
coder (to planner):

Here it is:
result: sorted list, middle element or the mean of the two middle ones
status: done

--------------------------------------------------------------------------------
planner (to coder):

Add a test for an empty list, it should raise ValueError.

--------------------------------------------------------------------------------
coder (to planner):

Added. All four tests pass.
"""

# a voice chat's saved text log: the client's notices between the messages
VOICE_LOG = """# Mumble — channel "Tuesday quiz" (saved log)

<20:01:12> *** You joined the channel "Tuesday quiz"
<20:01:30> "Hannah": evening all, round one starts in two minutes
<20:01:44> "Dev": can you share the answer sheet link again?
<20:02:05> "Hannah": posted it in the channel description
<20:02:40> "Mo" joined the channel
<20:02:51> "Mo": sorry, train was late
<20:03:10> "Dev": you're fine, we haven't started
"""

GLOSSARY = """# Words from the workshop

"Kerning": the space between two letters.
"Leading": the space between two lines.
"Kerning": adjusted by hand for headlines, never for body text.
"Leading": usually 120 % of the font size.
"""


def test_an_agent_console_s_sender_to_recipient_lines_are_turns() -> None:
    label = parse_label("coder (to planner):")
    assert label is not None and label.name == "coder" and label.alone and "to" in label.shape
    turns = [b for b in conversation_turns(AGENTS, 1) if b.speaker]
    assert [(b.start_line, b.speaker) for b in turns] == [(1, "planner"), (6, "coder"), (13, "planner"), (18, "coder")]
    assert turns[3].plain == "coder: Added. All four tests pass."


def test_a_role_in_parentheses_is_still_a_role() -> None:
    label = parse_label("Jonas (PO): the sprint ends on Friday")
    assert label is not None and label.name == "Jonas" and "to" not in label.shape


def test_a_voice_chat_log_s_quoted_names_after_a_time_are_turns() -> None:
    turns = [b for b in conversation_turns(VOICE_LOG, 1) if b.speaker]
    assert [(b.start_line, b.speaker) for b in turns] == [(4, "Hannah"), (5, "Dev"), (6, "Hannah"), (8, "Mo"), (9, "Dev")]
    assert turns[1].plain == "Dev: can you share the answer sheet link again?"


def test_quoted_words_without_a_time_are_no_speakers() -> None:
    assert parse_label('"Kerning": the space between two letters.') is None
    assert conversation_turns(GLOSSARY, 1) == []


# a text game's log: speech as sentences of saying, an emote of a speaker, the room's lines between
GAME = """# Ravenmoor MUD — session log, 12 March

<88hp 40gp 120mv>
The Salt Cellar
Low beams, a fire, and a smell of wet dog.
Mags the innkeeper is here, polishing a tankard.
You say, 'Evening, Mags. Any rooms left?'
Mags the innkeeper says, 'One, above the stables. Five silver.'
You ask Mags the innkeeper, 'Five? The sign says three.'
Mags the innkeeper shrugs.
Mags the innkeeper says, 'The sign is old. So am I.'
A hooded stranger arrives from the east.
Mags the innkeeper leaves west.
"""

# a virtual world's local chat: emotes between the messages, the world's own notices
WORLD = """# local chat, Harbour sim, 12 March

[2024/03/12 20:01]  Lio Fairweather: there you are, the regatta starts at the pier
[2024/03/12 20:01]  Pim Oakenshaw: sorry, my viewer crashed twice
[2024/03/12 20:02]  Lio Fairweather waves
[2024/03/12 20:02]  Lio Fairweather: grab a boat from the rezzer, the red one is fastest
[2024/03/12 20:03]  Pim Oakenshaw grins
[2024/03/12 20:03]  Pim Oakenshaw: the red one it is
[2024/03/12 20:04]  Pim Oakenshaw is offline.
"""

STORY = """# Chapter 3 (draft)

The rain had not stopped for three days.
She said, 'We leave at first light.'
He said, 'Then we leave without the cart.'
The road south was flooded past the mill.
"""


def test_sentences_of_saying_are_turns_and_the_room_s_lines_are_not() -> None:
    turns = [b for b in conversation_turns(GAME, 1) if b.speaker]
    assert [(b.start_line, b.speaker) for b in turns] == [
        (7, "You"), (8, "Mags the innkeeper"), (9, "You"), (10, "Mags the innkeeper"), (11, "Mags the innkeeper")]
    assert turns[1].plain == "Mags the innkeeper: One, above the stables. Five silver."


def test_an_emote_of_a_speaker_is_a_turn_and_a_presence_line_is_not() -> None:
    turns = [b for b in conversation_turns(WORLD, 1) if b.speaker]
    assert [(b.start_line, b.speaker) for b in turns] == [
        (3, "Lio Fairweather"), (4, "Pim Oakenshaw"), (5, "Lio Fairweather"), (6, "Lio Fairweather"),
        (7, "Pim Oakenshaw"), (8, "Pim Oakenshaw")]
    assert turns[2].plain == "Lio Fairweather: waves"


def test_a_story_s_pronouns_saying_are_no_speakers() -> None:
    assert conversation_turns(STORY, 1) == []
