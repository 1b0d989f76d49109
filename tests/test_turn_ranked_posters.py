"""A forum's post whose poster has a rank under the name (``Ama Owusu`` / ``Senior Member`` / ``May 8, 2023 #3``): the
rank line is read as a display name above the date, but the turn opens at the poster's name on the block's first
line, beside posts whose name stands right above its date."""

from __future__ import annotations

from memspark.chunking.turns import conversation_turns

THREAD = """# Forum › Farming › Starting with village chickens

Kofi Mensah
Member
May 8, 2023 #2
Vaccinate them early, I lost forty birds to disease last year.

Ama Owusu
Senior Member
May 8, 2023 #3
Start with fifty first and learn the market, selling is the hard part.

Kofi Mensah
May 9, 2023 #4
Thanks, I will start with fifty as you advised."""


def test_a_rank_under_the_posters_name_opens_no_turn_of_its_own() -> None:
    found = [(b.start_line, b.speaker) for b in conversation_turns(THREAD, 1) if b.speaker is not None]
    assert found[:2] == [(3, "Kofi Mensah"), (8, "Ama Owusu")]  # not the ranks' "Member", "Senior Member"
