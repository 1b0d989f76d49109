"""The capture quality gate reads scripts whose letters carry combining marks (Devanagari, Bengali, Arabic with
harakat …) and Hangul as it reads Latin: a vowel sign is part of its letter, not a symbol that splits the word,
and a Hangul block counts as two letters of a word. Scripts written without spaces (Thai, Lao, Khmer, Myanmar)
keep reading as before. The lines here are written for these tests."""

from __future__ import annotations

import pytest

from memspark.capture.gates import quality_score, run_gates

FLOOR = 0.5


@pytest.mark.parametrize("text", [
    "मेरी बेकरी पुणे में है और हम हर रोज़ सुबह सात बजे खुलते हैं।",  # Hindi: a fact
    "मैंने तय किया है कि अगले महीने से केक की होम डिलीवरी बंद रहेगी।",  # Hindi: a decision
    "আমার দোকান প্রতি রবিবার বন্ধ থাকে, সোমবার সকাল নয়টায় খোলে।",  # Bengali: a fact
    "내 가게 위치: 서울 마포구 망원동, 월요일 휴무.",  # Korean: a fact
    "매장 오픈 순서: 불 켜기, 포스 켜기, 진열 확인, 문 열기.",  # Korean: a procedure
])
def test_statements_in_marked_scripts_and_hangul_pass_the_quality_floor(text: str) -> None:
    assert quality_score(text) >= FLOOR
    assert run_gates(text, min_length=30, max_length=2000, min_quality=FLOOR).passed


@pytest.mark.parametrize("text", [
    "हाहाहाहाहाहाहा",  # laughter, one long run
    "ठीक",
    "ㅋㅋㅋㅋㅋㅋ ㅎㅎ",
])
def test_filler_in_those_scripts_still_fails(text: str) -> None:
    assert quality_score(text) < FLOOR


def test_a_vowel_sign_no_longer_splits_a_hindi_word() -> None:
    # before: the matras were symbols, and "दुकान" read as "द" + "कान"
    from memspark.capture.gates import _WORD, _marks_as_letters

    assert _WORD.findall(_marks_as_letters("दुकान")) == ["दaकaन"]


def test_unspaced_scripts_read_as_before() -> None:
    from memspark.capture.gates import _marks_as_letters

    thai = "ร้านกาแฟของฉันเปิดทุกวันตั้งแต่เจ็ดโมงเช้า"
    assert _marks_as_letters(thai) == thai


@pytest.mark.parametrize("text", [
    "Save this: locker 0161 555 0199, PIN 4471",
    "Merk dir: Hof 3, Tor B, 0341 555 0128.",
    "Zapamiętaj: skrytka 58 555 01 77, kod 9-2-6.",
    "Запиши: номер склада 812 555 01 39.",
])
def test_a_request_to_keep_a_number_needs_no_prose_quality(text: str) -> None:
    # mostly digits and a name: under the floor, which reads letters and words
    assert quality_score(text) < FLOOR
    assert run_gates(text, min_length=30, max_length=2000, min_quality=FLOOR).passed


@pytest.mark.parametrize("text", [
    "asdfgh qwerty zxcvb !!!! #### $$$$ %%%% 1234 5678 &&&& ****",
    "0161 555 0199 4471 ### 9-2-6 !!!! 58 555 01 77",
    "note: 12 34 56 78 90 11 22 33 44",  # a bare "note:" asks to keep nothing
])
def test_numbers_without_a_request_to_keep_still_fail_the_floor(text: str) -> None:
    assert run_gates(text, min_length=30, max_length=2000, min_quality=FLOOR).gate == "quality"
