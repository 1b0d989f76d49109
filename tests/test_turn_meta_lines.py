"""A post's meta line under its sender's name — a date or a time with a few words around it ("Posted 8 May 2023,
1:56 PM · #1", "Edited May 8 at 13:56") — dates the post like a bare date line does, so a thread copied with
one-word user names above such lines reads as a conversation (:func:`memspark.chunking.stamps.dated_meta`)."""

from __future__ import annotations

import pytest

from memspark.chunking.stamps import dated_meta
from memspark.chunking.turns import conversation_turns

THREAD = """# Allotment forum — water butt

mira
Posted 8 May 2023, 1:56 PM · #1
The water butt by the shed is leaking again, does anyone have sealant?

tomek
Posted 8 May 2023, 2:10 PM · #2
I have some in the van, I'll bring it on Saturday morning.

mira
Posted 8 May 2023, 2:15 PM · #3
Brilliant, thank you! I'll be there from ten.
"""


@pytest.mark.parametrize("line", ["Posted 8 May 2023, 1:56 PM · #1", "Edited May 8 at 13:56", "8 May 2023, 1:56 PM",
                                  "Sent Mon 1:56 PM · 2 replies", "Posted 8 May 2023"])
def test_meta_lines_around_a_date_are_date_lines(line: str) -> None:
    assert dated_meta(line)


@pytest.mark.parametrize("line", ["Meeting moved to 8 May 2023 at 13:56 because of the strike.", "Version 2.3.1",
                                  "Room 4.12", "Call Anna at 13:56 about the roof", "Bring the sealant on Saturday"])
def test_sentences_versions_and_rooms_are_not(line: str) -> None:
    assert not dated_meta(line)


def test_one_word_user_names_above_meta_lines_are_turns() -> None:
    turns = conversation_turns(THREAD, 1)
    assert [(b.start_line, b.speaker) for b in turns] == [(3, "mira"), (7, "tomek"), (11, "mira")]
    assert turns[1].plain == "tomek: I have some in the van, I'll bring it on Saturday morning."
