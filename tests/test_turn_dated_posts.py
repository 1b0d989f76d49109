"""Forum threads and digests copied as blocks under a dated header line naming the poster (a title before the
poster, a verb of posting, the post's number after the date, an address, a poster's line indented under a numbered
title) open a turn at each header — and a diary's dated entries, which name no poster, stay whole."""

from __future__ import annotations

from memspark.chunking.datedposts import dated_posts, poster
from memspark.chunking.turns import conversation_turns


def turns(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in conversation_turns(text, 1) if b.speaker is not None]


TITLED = """# Forum › Cameras › Which lens for the aurora?

**Wide or fast?** | frostbite_77 | 2024-02-11 21:04
Going to Tromsø next month with a 24-70 f/4. Enough, or should I rent something brighter?

**Re: Wide or fast?** | Halvard | 2024-02-11 21:30
Rent a 14mm f/2.8 if you can, f/4 struggles when the aurora is faint.

**Re: Wide or fast?** | frostbite_77 | 2024-02-12 08:15
Thanks, booked one at the rental shop near the station."""

POSTED_BY = """Publicado por **kettle_tom** el 03/04/2024 a las 09:10
My sourdough collapses in the oven every single time, what am I doing wrong?

Respuesta de **crumbqueen** el 03/04/2024 a las 09:40
Probably overproofed, try a shorter second rise in the fridge.

Respuesta de **kettle_tom** el 03/04/2024 a las 18:02
That was it, the loaf held its shape today."""

NUMBERED = """1. Roadworks on the ring road
   written by owl_rider on 14.06.24 at 07:12
Two lanes closed near the airport exit, expect queues.

2. Re: still closed
   written by vanmark9 on 14.06.24 at 07:40
Still stuck here, nothing is moving at all.

3. Re: update
   written by owl_rider on 14.06.24 at 08:05
One lane open again, traffic slowly moving."""

DIARY = """# Garden diary

2024-04-02 18:00
Sowed the tomatoes and peppers in the greenhouse trays.

2024-04-09 18:30
First seedlings up, watered them lightly in the evening.

2024-04-16 19:00
Moved the trays outside for a few hours of sun."""


def test_the_poster_is_read_among_a_headers_parts() -> None:
    assert poster("**Re: Wide or fast?** | Halvard | 2024-02-11 21:30") == "Halvard"
    assert poster("Publicado por **kettle_tom** el 03/04/2024 a las 09:10") == "kettle_tom"
    assert poster("Lena Brandt <lena@example.org>: 3 Mar 2024 10:02") == "Lena Brandt"


def test_dated_headers_open_a_turn_each() -> None:
    assert turns(TITLED) == [(3, "frostbite_77"), (6, "Halvard"), (9, "frostbite_77")]
    assert turns(POSTED_BY) == [(1, "kettle_tom"), (4, "crumbqueen"), (7, "kettle_tom")]
    assert [line for line, _ in turns(NUMBERED)] == [1, 5, 9]


def test_a_diary_of_dated_entries_names_no_poster() -> None:
    assert dated_posts(DIARY.split("\n")) == {}
    assert turns(DIARY) == []
