"""Timed routes, numbered rotas and timetables read like chat headers and are none; a forum's numbered posts and a
poster above a date to the second are messages. Built for the families: routes in several languages, a rota of any
numbered key, a timetable of any readings; a meeting chat keeps its turns, a chunk cut from one too."""

from __future__ import annotations

import pytest

from memspark.chunking.labels import parse_label
from memspark.chunking.turns import conversation_turns


def _turns(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in conversation_turns(text, 1) if b.speaker is not None]


@pytest.mark.parametrize("route", [
    """# Viaje a Andalucía

07:40 De Madrid a Sevilla: AVE 2093, vía 5
11:25 De Sevilla a Córdoba: MD 13071, vía 2
14:10 De Córdoba a Granada: Avant 8190""",
    """07:40 Von Berlin nach Hamburg: ICE 1001
10:12 Von Hamburg nach Kiel: RE 7""",
    """08:10 From Leeds to York: platform 2
09:42 From York to Durham: platform 5""",
    """06:52 Z Krakowa do Warszawy: IC 3100
10:31 Z Warszawy do Gdańska: EIP 5300
15:47 Z Gdańska do Olsztyna: REGIO 50520""",
    """07:40 Da Roma a Firenze: FR 9503 binario 3
09:12 Da Firenze a Bologna: IC 588""",
])
def test_a_timed_route_is_no_conversation(route: str) -> None:
    assert _turns(route) == []


def test_a_meeting_chat_and_a_chunk_cut_from_one_keep_their_turns() -> None:
    chat = """14:02  Da Paolo Ferri a Tutti: buongiorno, mi sentite?
14:03  Da Chiara Lombardi a Tutti: sì, tutto ok
14:05  Da Paolo Ferri a Chiara Lombardi (privato): mi mandi le slide?
14:06  Da Chiara Lombardi a Paolo Ferri (privato): fatto"""
    cut = """10:15:21 From Caroline Smith to Arjun Patel (Direct Message): thanks, fixing it
10:41:58 From Beatriz Lima to Everyone: thanks everyone!"""
    assert [line for line, _ in _turns(chat)] == [1, 2, 3, 4]
    assert [who for _, who in _turns(cut)] == ["Caroline Smith", "Beatriz Lima"]


def test_a_rota_of_numbered_keys_is_no_conversation_numbered_speakers_are() -> None:
    rota = """Hall cleaning rota
Week 19 (8–14.05): Smith family, flat 1
Week 20 (15–21.05): Patel, flat 2
Week 21 (22–28.05): Okafor, flat 3
Week 22 (29.05–4.06): Smith family, flat 1"""
    speakers = """Speaker 1 (00:01): Thanks for joining, can you hear me?
Speaker 2 (00:04): Yes, loud and clear.
Speaker 1 (00:07): Great, let's start with the budget."""
    assert _turns(rota) == []
    assert [who for _, who in _turns(speakers)] == ["Speaker 1", "Speaker 2", "Speaker 1"]


def test_a_timetable_under_day_lines_is_no_conversation() -> None:
    departures = """# Abfahrten Gleis 4
Mo 8. Mai
07:12  RE 3011  Gleis 4
07:42  RB 3013  Gleis 4
Di 9. Mai
07:12  RE 3011  Gleis 4
07:42  RB 3013  Gleis 5"""
    assert _turns(departures) == []


def test_a_date_and_a_time_on_a_line_are_no_label() -> None:
    assert parse_label("08 mai 2023 à 13:56:02") is None
    assert parse_label("8 maggio 2023 alle 13:56") is None


def test_a_poster_above_a_date_to_the_second_opens_a_turn() -> None:
    thread = """# Forum — Sujet : quel vélo pour aller au travail ?

Velotaf_Lyon
12 juin 2023 à 08:14:51
Je cherche un vélo pour 8 km par jour, plutôt électrique ?
Rayon_X
12 juin 2023 à 08:20:07
Un bon musculaire suffit pour 8 km, sauf s'il y a des côtes.
Velotaf_Lyon
12 juin 2023 à 08:31:40
Il y a une belle côte à la fin, justement."""
    assert [line for line, _ in _turns(thread)] == [3, 6, 9]


def test_a_post_number_over_its_poster_opens_the_post() -> None:
    thread = """# Forum › Bikes › Which chain oil?

#1
rusty_spokes
12-06-2023 08:14
Which chain oil do you use for winter commuting?
#2
wheelie_good
12-06-2023 08:31
Wet lube, and wipe it every week.
#3
rusty_spokes
12-06-2023 08:40
Thanks, will try that."""
    dated = """2023-06-12, 08:14  #1
velo_anna
Ska jag byta kedja eller kassett först?
2023-06-12, 08:30  #2
cykel_olle
Båda om kedjan är sträckt.
2023-06-12, 08:41  #3
velo_anna
Tack, då byter jag båda."""
    assert [line for line, _ in _turns(thread)] == [3, 7, 11]
    assert [line for line, _ in _turns(dated)] == [1, 4, 7]


def test_a_numbered_top_list_is_no_thread() -> None:
    ranking = """Best commuter bikes of 2023
#1
Brompton C Line
Folds small, rides well.
#2
Riese Mueller Roadster
Heavy but comfortable.
#3
Trek FX 2
Good value for money."""
    assert _turns(ranking) == []
