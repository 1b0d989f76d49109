"""Long dates with the small words a Romance language writes between day, month and year (``8 de maio de 2023``,
``8 de mayo de 2023``, ``8 d'abril del 2023``), maybe after a weekday (``lunes, …``, ``segunda-feira, …``), and a
status in parentheses after a header's time (``(Read by you after 23 seconds)``): message headers like their English
counterparts, the status the app's, not a word of the message."""

from __future__ import annotations

import pytest

from memspark.chunking.labels import parse_label
from memspark.chunking.stamps import is_stamp
from memspark.chunking.turns import conversation_turns

LONG_DATES = [
    "8 de maio de 2023 13:57",
    "12 de octubre de 2022, 09:05",
    "3 de febrer de 2024 a les 18:40",
    "21 d'abril del 2023 a les 7:15",
    "lunes, 8 de mayo de 2023, 13:57",
    "segunda-feira, 8 de maio de 2023 às 13:57",
    "30 de xaneiro de 2021 ás 22:10",
    "domingo, 1 de septiembre de 2024 a las 8:02",
]


@pytest.mark.parametrize("stamp", LONG_DATES)
def test_a_long_date_with_de_is_a_stamp(stamp: str) -> None:
    assert is_stamp(stamp)


@pytest.mark.parametrize("text", ["Ana de Souza 2023", "8 de los nuestros", "de maio", "Cliente de 2023"])
def test_words_with_de_are_no_stamp(text: str) -> None:
    assert not is_stamp(text)


def _turns(text: str) -> list[tuple[int, str | None, str]]:
    return [(b.start_line, b.speaker, b.plain) for b in conversation_turns(text, 1) if b.speaker is not None]


@pytest.mark.parametrize("stamp", ["{d} de junho de 2023 {t}", "{d} de junio de 2023, {t}", "{d} de juny de 2023 {t}"])
def test_name_and_long_date_headers_open_turns(stamp: str) -> None:
    """``Name, 8 de junho de 2023 13:57`` above the message, a blank line between messages: a turn per header."""
    people = ["Teresa Gomes", "Rui Fonseca", "Teresa Gomes", "Rui Fonseca"]
    words = ["Chegaste bem?", "Sim, agora mesmo.", "Ótimo, até amanhã.", "Até amanhã!"]
    lines: list[str] = []
    for n, (who, said) in enumerate(zip(people, words, strict=True)):
        lines += [f"{who}, " + stamp.format(d=n + 4, t=f"10:{17 + n:02d}"), said, ""]
    turns = _turns("\n".join(lines))
    assert [t[0] for t in turns] == [1, 4, 7, 10]
    assert [t[1] for t in turns] == people
    assert turns[1][2] == "Rui Fonseca: Sim, agora mesmo."


def test_a_long_date_line_above_the_sender_dates_the_message() -> None:
    text = "\n".join(["17 de març de 2024 19:02", "Pau", "Quan arribes?", "",
                      "17 de març de 2024 19:05", "Laia", "D'aquí a deu minuts.", "",
                      "17 de març de 2024 19:06", "Pau", "Perfecte, t'espero."])
    turns = _turns(text)
    assert [t[1] for t in turns] == ["Pau", "Laia", "Pau"]
    assert turns[1][2] == "Laia: D'aquí a deu minuts."


@pytest.mark.parametrize("status", ["(Read by you after 23 seconds)", "(Delivered)", "(gelesen)", "(vu par Ana)",
                                    "(Read by them after 2 minutes)"])
def test_a_status_in_parentheses_after_the_time_is_the_headers(status: str) -> None:
    header = "Omar Haddad  Jan 14, 2024 9:41 PM"
    plain, marked = parse_label(header), parse_label(f"{header} {status}")
    assert plain is not None and marked is not None
    assert marked.alone and marked.name == plain.name and marked.shape == plain.shape and marked.text == ""


def test_a_duration_or_a_remark_after_the_time_is_no_status() -> None:
    """A voicemail's ``(0:42)`` says how long it is; a sentence in parentheses is the sender's."""
    assert parse_label("Omar Haddad  Jan 14, 2024 9:41 PM (0:42)") is None or not parse_label(
        "Omar Haddad  Jan 14, 2024 9:41 PM (0:42)").alone  # type: ignore[union-attr]
    said = parse_label("Omar Haddad  Jan 14, 2024 9:41 PM (sorry, I was late!)")
    assert said is None or not said.alone


def test_headers_with_statuses_split_a_copied_chat_without_blank_lines() -> None:
    text = "\n".join(["Omar Haddad  Jan 14, 2024 9:41 PM (Read by you after 12 seconds)", "Did the parcel arrive?",
                      "Yusuf Demir  Jan 14, 2024 9:44 PM (Read by them after 40 seconds)", "Yes, this morning.",
                      "Omar Haddad  Jan 14, 2024 9:45 PM", "Great, thanks for checking."])
    turns = _turns(text)
    assert [t[0] for t in turns] == [1, 3, 5]
    assert turns[1][2] == "Yusuf Demir: Yes, this morning."
    assert all("Read by" not in t[2] for t in turns)
