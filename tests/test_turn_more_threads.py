"""Conversation turns in more thread layouts: a patient portal's messages (a sender with a credential), a code
review's history (the user and what they did to the change), a game's chat log (a channel, then the name), a word
processor's printed comments, posts whose last line ("Reply", "Seen by …") stands right above the next sender, and
a user name above an ``on May 8, 2023`` date line; a day's name, a comma and a time under a sender in any language,
and a title without a date line among dated headers."""

from __future__ import annotations

import pytest

from memspark.chunking.labels import parse_label
from memspark.chunking.turns import conversation_turns


def turns(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in conversation_turns(text, 1) if b.speaker is not None]


@pytest.mark.parametrize(("text", "expected"), [
    pytest.param("# Portal messages\n\nFrom: Lena Hoffmann\nSent: 3/2/2024 9:10 AM\nTo: Dr. Samir Aziz, MD\n"
                 "Is it fine to keep running with the knee brace on?\n"
                 "From: Dr. Samir Aziz, MD\nSent: 3/2/2024 1:22 PM\nTo: Lena Hoffmann\nYes, short runs only for two weeks.\n"
                 "From: Lena Hoffmann\nSent: 3/3/2024 8:00 AM\nTo: Dr. Samir Aziz, MD\nThanks, will do.\n"
                 "From: Ola Berg, RN\nSent: 3/3/2024 10:45 AM\nTo: Lena Hoffmann\nYour follow-up is booked for the 20th.",
                 [(3, "Lena Hoffmann"), (7, "Dr. Samir Aziz"), (11, "Lena Hoffmann"), (15, "Ola Berg")], id="mail sender with a credential"),
    pytest.param("# D1042 — Retry uploads on 503\n\nmkowal created this revision.\nJun 3 2024, 9:02 AM\n"
                 "Uploads failed hard on a 503 from the bucket; this retries three times with backoff.\n"
                 "rtan added a comment.\nJun 3 2024, 10:15 AM\nShould the backoff be capped? A slow bucket could stall the queue.\n"
                 "mkowal added a comment.\nJun 3 2024, 10:40 AM\nCapped at 8 s now, see the second diff.\n"
                 "rtan accepted this revision.\nJun 3 2024, 11:05 AM\nLooks good to me.",
                 [(3, "mkowal"), (6, "rtan"), (9, "mkowal"), (12, "rtan")], id="code review verbs"),
    pytest.param("ChatLog — 6/14\n\n6/14 21:00:02.113  Guild news: raid at 21:30.\n"
                 "6/14 21:01:40.518  [Guild] [Orla-Argent]: anyone have spare flasks?\n"
                 "6/14 21:02:03.004  [Guild] [Dunmir-Argent]: I have six, sending them now\n"
                 "6/14 21:02:30.227  [Guild] [Orla-Argent]: thanks!!\n"
                 "6/14 21:03:11.900  Orla-Argent has earned the achievement [Raider]!",
                 [(4, "Orla-Argent"), (5, "Dunmir-Argent"), (6, "Orla-Argent")], id="game chat log channel"),
    pytest.param("Comments from \"Annual report.docx\"\n\nPage 3\n"
                 "Commented [TS1]: Tove Strand: The revenue figure here is last year's, can you update it?\n"
                 "Commented [PK2R1]: Pavel Kral: Updated to the audited number.\n"
                 "Commented [TS3R1]: Tove Strand: Thanks, that matches the appendix now.\n"
                 "Deleted: 4.1 million\nInserted: 4.6 million",
                 [(4, "Tove Strand"), (5, "Pavel Kral"), (6, "Tove Strand")], id="printed comments, tracked changes"),
    pytest.param("# Week 2 discussion\n\nNadia Rahman\nMarch 4, 2024 2:10pm\nI think the reading overstates the effect.\n"
                 "Reply\nOwen Price\nMarch 4, 2024 3:30pm\nThe sample was small, I agree.\nSeen by Nadia Rahman\n"
                 "Nadia Rahman\nMarch 5, 2024 9:00am\nAnd the control group was self-selected too.\nReply",
                 [(3, "Nadia Rahman"), (7, "Owen Price"), (11, "Nadia Rahman")], id="reply line above next sender"),
    pytest.param("# Q&A — cache invalidation\n\nmira-k\non Apr 2, 2024\nHow do I clear the build cache on CI?\n\n"
                 "tobi_s\non Apr 2, 2024 Maintainer\nDelete the cache key in the workflow settings.\n\n"
                 "mira-k\non Apr 3, 2024\nThat did it, thanks.",
                 [(3, "mira-k"), (7, "tobi_s"), (11, "mira-k")], id="user above an on-date line"),
    pytest.param("रीना\nरविवार, १:५६ PM\nकल सुबह बस कितने बजे है?\nअमित\nरविवार, २:१० PM\nसात बजे, स्टेशन पर मिलना।",
                 [(1, "रीना"), (4, "अमित")], id="day name, comma and time under each sender"),
    pytest.param("10:02\nLinh Tran\nAi đi chung chuyến không?\n10:20\nBao Ngo\nMình cũng bay từ Sài Gòn!",
                 [], id="a time line above a name ends the message before"),
    pytest.param("# D77 — Faster thumbnails\n\nvhale created this revision.\nApr 9 2024, 9:00 AM\n"
                 "Resize once, cache the result.\nokim added a comment.\nApr 9 2024, 9:30 AM\nTwo notes inline.\n"
                 "Inline Comments\n  thumbs/cache.py:12\n  Is the cache bounded?\nvhale added a comment.\n"
                 "Apr 9 2024, 9:45 AM\nYes, 512 entries, LRU.\nokim accepted this revision.\nApr 9 2024, 10:00 AM\n"
                 "Thanks, ship it.",
                 [(3, "vhale"), (6, "okim"), (12, "vhale"), (15, "okim")], id="an undated title among dated headers"),
])
def test_each_message_of_the_thread_is_a_turn_of_its_sender(text: str, expected: list[tuple[int, str]]) -> None:
    assert turns(text) == expected


def test_a_markdown_reference_link_is_no_bracketed_speaker() -> None:
    assert parse_label("[docs]: https://example.org/docs") is None
    label = parse_label("[Orla]: anyone around?")
    assert label is not None and label.name == "Orla"


def test_a_posts_action_bar_is_the_interfaces_words_not_a_sender() -> None:
    """A thread copied from a forum or a social site keeps each comment's action bar ("Reply Share Report Save",
    "Like · Reply · Share") below its words; written alone on a line like a name, it is no one's."""
    from memspark.chunking.turns import conversation_turns

    note = ("level 1\nPriya Nair\n14 points · 9 min. ago\nDid the ferry timetable change for the winter?\n"
            "Reply Share Report Save\n\nlevel 2\nTomas Berg\n6 points · 8 min. ago\nYes, the last boat leaves at 21:40 now.\n"
            "Like · Reply · Share\n\nlevel 3\nPriya Nair\n3 points · 6 min. ago\nThanks, that saves my Friday plans.\n"
            "Reply Share Report Save\n")
    turns = [b for b in conversation_turns(note, 1) if b.speaker]
    assert [b.speaker for b in turns] == ["Priya Nair", "Tomas Berg", "Priya Nair"]
    # the bar stays in the chunk's text but is not what the turn says (focus and the turn vectors read that)
    assert "Reply Share" in turns[0].text and turns[0].plain == "Priya Nair: Did the ferry timetable change for the winter?"


def test_a_two_comment_thread_reads_by_its_age_lines_under_the_names_and_its_depth_lines_are_no_names() -> None:
    """Two comments, each posted once (nobody answered twice yet): the age line under each name (``7 points · 2 min.
    ago``) dates the header as a date line would, and the ``level n`` line above it is the thread's depth."""
    from memspark.chunking.stamps import dated_meta, is_day
    from memspark.chunking.turns import conversation_turns

    assert dated_meta("7 points · 2 min. ago") and dated_meta("u/rin · 5h · edited") and is_day("2 min. ago")
    assert not dated_meta("Lunch 2 days ago")  # no meta line's separators: a diary's words
    note = ("level 1\nGreta Holm\n7 points · 2 min. ago\nThe community garden opens on Saturday at nine.\n"
            "Reply Share Report Save\n\nlevel 2\nOmar Haddad\n21 points · 1 min. ago\nGreat, I will bring the seedlings.\n"
            "Reply Share Report Save\n")
    turns = [(b.start_line, b.speaker) for b in conversation_turns(note, 1) if b.speaker]
    assert turns == [(2, "Greta Holm"), (8, "Omar Haddad")]
