"""A speaker's name written with a zero-width joiner (Persian ``مراجعه‌کننده``, ``می‌نا``) is a name like any other, and
a dated chat whose labels come in two shapes (``[13:56] Γιώργος: …`` beside ``[14:01] Διαχειρίστρια - Ελένη: …``, half
and half) is still a chat: its timed lines name someone, it is no agenda."""

from __future__ import annotations

from memspark.chunking.labels import parse_label
from memspark.chunking.turns import conversation_turns


def _turns(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in conversation_turns(text, 1) if b.speaker is not None]


def test_a_name_with_a_zero_width_non_joiner_is_a_label() -> None:
    label = parse_label("[۱۸:۰۲] پشتیبان‌فنی: سلام، مشکل از کجاست؟")
    assert label is not None and label.name == "پشتیبان\u200cفنی"


def test_a_chat_between_names_with_joiners_splits() -> None:
    text = "\n".join(["[18:02] کارشناس: سلام، چطور می‌توانم کمک کنم؟",
                      "[18:03] هم‌اتاقی: کلید را گم کرده‌ام.",
                      "[18:05] کارشناس: کارت دانشجویی‌تان همراه است؟",
                      "[18:06] هم‌اتاقی: بله، همراهم است.",
                      "[18:07] کارشناس: پس به دفتر بیایید."])
    assert [t[1] for t in _turns(text)] == ["کارشناس", "هم\u200cاتاقی", "کارشناس", "هم\u200cاتاقی", "کارشناس"]


def test_timed_lines_labelled_in_two_shapes_are_a_chat_not_an_agenda() -> None:
    """Half the timed lines in one label shape, the other half a role's dashed label: a chat."""
    text = "\n".join(["[09/03/2024 08:12] Marek Nowak: Winda znowu stoi na 4 piętrze.",
                      "[09/03/2024 08:14] Zarząd - Ewa: Dzwonię do serwisu, będą po południu.",
                      "[09/03/2024 08:16] Ola K.: Dzięki! Czy ktoś ma klucz do maszynowni?",
                      "[09/03/2024 08:17] Zarząd - Ewa: Klucz jest u pana Marka.",
                      "[09/03/2024 08:19] Marek Nowak: Tak, będę w domu od 14.",
                      "[09/03/2024 08:20] Zarząd - Ewa: Proszę zostawić drzwi otwarte.",
                      "[09/03/2024 08:23] Piotr W.: A kto za to zapłaci tym razem?",
                      "[09/03/2024 08:26] Zarząd - Ewa: Wspólnota, jak zawsze.",
                      "[09/03/2024 08:27] Zarząd - Ewa: Faktura przyjdzie w piątek.",
                      "[09/03/2024 08:33] Marek Nowak: Dam znać, jak przyjadą."])
    found = {t[0] for t in _turns(text)}
    assert {1, 3, 5, 7, 10} <= found


def test_an_agenda_of_timed_titles_stays_whole() -> None:
    text = "\n".join(["09:05 Welcome and coffee", "09:20 Keynote: the state of the city budget",
                      "10:10 Parks and the river path", "11:00 Break", "11:20 Panel: housing for students",
                      "12:30 Lunch"])
    assert _turns(text) == []


def test_a_source_that_only_makes_bracketed_sounds_is_no_speaker() -> None:
    """A recorder's transcript: the cockpit microphone's lines are bracketed sounds, never words; the crew's are turns."""
    text = "\n".join(["CAPT: set takeoff thrust, please.", "FO: thrust set, eighty knots.", "CAM: [engine noise increases]",
                      "CAPT: checked, continue.", "FO: vee one, rotate, I have a caution light on my side.",
                      "CAM: [single chime]", "CAPT: ignore it until four hundred feet.", "FO: understood, positive rate."])
    found = _turns(text)
    assert [t[1] for t in found] == ["CAPT", "FO", "CAPT", "FO", "CAPT", "FO"]


def test_a_speaker_who_laughs_once_and_talks_otherwise_stays() -> None:
    text = "\n".join(["Nina: did you see the email from the landlord?", "Omar: [laughs]", "Omar: yes, he wants the keys back.",
                      "Nina: by Friday?", "Omar: by Thursday, actually."])
    assert [t[0] for t in _turns(text)] == [1, 2, 3, 4, 5]
