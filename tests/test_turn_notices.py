"""A chat client's timed notices between the messages (someone joined or left, a call ended, the group was renamed, a
file was uploaded) are no one's words: never a turn, never part of the plain form of the message above them, in any
of the layouts and languages chats are copied in. A person's words that tell of the same events stay theirs."""

from __future__ import annotations

import pytest

from memspark.chunking.notices import is_notice
from memspark.chunking.turns import conversation_turns


def turns(text: str) -> list[tuple[int, str]]:
    return [(b.start_line, b.plain) for b in conversation_turns(text, 1) if b.speaker is not None]


CASES = [
    # (a chat with a notice line after the second message, the notice)
    ('<19:56:15> "Oskar": did anyone book the hall for friday?\n<19:57:02> "Lina": yes, the small one upstairs\n'
     '{notice}\n<19:58:40> "Oskar": great, I will bring the projector\n<19:59:10> "Lina": and I bring the cables',
     '<20:02:40> "Mo" joined the channel'),
    ("[10:01] Ana: did you book the table for tonight?\n[10:01] Mo: yes, for eight people\n{notice}\n"
     "[10:02] Ana: great, thanks a lot\n[10:03] Mo: see you there at seven", "[10:02] *** Lea left"),
    ("12:00 PM - Ana: who is bringing the cake on sunday?\n12:00 PM - Mo: me, chocolate again\n{notice}\n"
     "12:02 PM - Ana: perfect, I will get the candles\n12:03 PM - Mo: and the plates please", "12:01 PM: Mo changed the group name"),
    ("[13:56] Frau Weber: Hallo zusammen, könnt ihr mich hören?\n[13:57] Jonas: ja, ganz deutlich\n{notice}\n"
     "[14:01] Frau Weber: Dann fangen wir mit Seite 84 an.\n[14:02] Jonas: ich hab das Buch nicht dabei",
     "[14:00] Frau Weber hat eine Präsentation hochgeladen: S84.pdf"),
    ("[09:10] Lucía: ¿quién trae las sillas el sábado?\n[09:11] Pedro: yo llevo cuatro\n{notice}\n"
     "[09:13] Lucía: perfecto, gracias Pedro\n[09:14] Pedro: de nada, nos vemos", "[09:12] Marta se unió al grupo"),
    ("[18:20] Camille: tu passes à quelle heure ?\n[18:21] Hugo: vers sept heures, ça te va ?\n{notice}\n"
     "[18:23] Camille: parfait, à tout à l'heure\n[18:24] Hugo: je prends le pain", "[18:22] Léa a quitté le groupe"),
    ("[20:01] Ирина: кто завтра везёт детей в школу?\n[20:02] Олег: я отвезу, а ты заберёшь\n{notice}\n"
     "[20:04] Ирина: хорошо, заберу в три\n[20:05] Олег: спасибо, договорились", "[20:03] Маша присоединилась к чату"),
    ("[13:02] 小明: 明天几点出发？\n[13:03] 小红: 早上八点，在校门口集合\n{notice}\n[13:05] 小明: 好的，我带水\n"
     "[13:06] 小红: 我带零食", "[13:04] 小李加入了群聊"),
    ("Ana (10:01): are you still at the station?\nMo (10:02): yes, the train is late again\n{notice}\n"
     "Ana (10:06): ok, I will wait in the car\nMo (10:07): thanks, see you soon", "— call ended · 3:04 —"),
]


@pytest.mark.parametrize(("chat", "notice"), CASES)
def test_a_timed_notice_between_messages_is_no_turn_and_not_the_message_above(chat: str, notice: str) -> None:
    text = chat.format(notice=notice)
    found = turns(text)
    assert [line for line, _ in found] == [1, 2, 4, 5]  # the four messages, not the notice
    assert all(notice not in plain and notice.split()[-1] not in plain for _, plain in found[:2])
    assert found[1][1].endswith(chat.split("\n")[1].split(": ", 1)[-1].split(") ", 1)[-1].split(": ", 1)[-1])


@pytest.mark.parametrize("line", [
    '<20:02:40> "Mo" joined the channel', "[10:02] *** Lea left", "*** Lea left", "[10:02] -!- mo has quit",
    "10:05 --> kasia has joined #rust", "12:01 PM: Mo changed the group name", "— call ended · 3:04 —", "--- Heute ---",
    "[14:00] Frau Weber hat eine Präsentation hochgeladen: S84.pdf", "[09:12] Marta se unió al grupo",
    "[18:22] Léa a quitté le groupe", "[20:03] Маша присоединилась к чату", "[13:04] 小李加入了群聊",
    "13:02 Mo started a video call", '[09:14] Ana changed the subject to "Trip"', "[10:02] Leon K. left",
    "[20:14:02] [Server]: You joined the game.", "[20:14:40] [System] rocket_rae has left the game."])
def test_client_notices_in_several_languages(line: str) -> None:
    assert is_notice(line)


@pytest.mark.parametrize("line", [
    "Mo left early, so we moved it", "10:30 works, left side of the building", "10:30 we added the chairs",
    "10:02 Ana I joined the choir", "[10:02] Ana: I left my keys", "[13:56] <caro_92> I just joined a club",
    "[10:02] Caroline — I joined", "08.05.2023, 13:56 - Caroline: I joined a group", "-- Tom", "see you at 10:02 then",
    "— a very long aside set between two dashes that says far more than any client would ever write —",
    "[20:14] [Anna]: I left my keys", "[20:14] [Ana] we added the chairs",
    "[13:58] [Anna]: You left your keys at my place", "[13:58] [Ben] You left early yesterday and everyone asked about it"])
def test_a_persons_words_about_the_same_events_are_no_notice(line: str) -> None:
    assert not is_notice(line)


def test_words_under_a_message_that_tell_of_an_event_stay_the_messages() -> None:
    text = ("[10:01] Ana: where is everyone?\n[10:02] Mo: the others went home\nMo left early, so we moved it\n"
            "[10:03] Ana: ok, tomorrow then\n[10:04] Mo: yes, same time\n[10:05] Ana: good night")
    assert turns(text)[1] == (2, "Mo: the others went home\nMo left early, so we moved it")


@pytest.mark.parametrize("result", ["Umfrageergebnis: sicher 2 · geht so 3 · gar nicht 1", "Poll: yes 4 · no 2",
                                    "Résultat : oui 3, non 1"])
def test_a_polls_result_under_a_label_of_its_own_is_no_turn(result: str) -> None:
    text = ("[14:06] Mia: bei 3b kommt bei mir x = 4 raus\n[14:06] Leon: bei mir auch\n"
            "[14:07] Frau Weber: Richtig! Wer kann erklären, warum?\n"
            f"[14:09] {result}\n[14:10] Mia: weil die Parabel die Achse zweimal schneidet?\n"
            "[14:10] Frau Weber: Genau, Mia.\n[14:11] Leon: danke!")
    assert [line for line, _ in turns(text)] == [1, 2, 3, 5, 6, 7]


def test_a_count_said_by_someone_who_speaks_again_stays_a_turn() -> None:
    text = ("[20:01] Ana: how many chairs and tables?\n[20:02] Mo: chairs 12, tables 3\n[20:03] Ana: ok, thanks\n"
            "[20:04] Mo: anything else?\n[20:05] Ana: no, that is all")
    assert [line for line, _ in turns(text)] == [1, 2, 3, 4, 5]
