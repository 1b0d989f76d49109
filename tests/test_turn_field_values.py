"""Look-alikes whose label lines are a form's keys or a database shell's prompts, not people talking: a key whose
value is a name alone or a date alone (a duty log's ``Operator: …``, a sheet's ``Teacher: …``, a checklist's
``Departure: …``), and a shell whose prompt carries a method call (``app> User.where(…).count``) — while two people
who say words, or nicks in a chat, still talk."""

from __future__ import annotations

from memspark.chunking.labels import parse_label
from memspark.chunking.machine import printed
from memspark.chunking.turns import conversation_turns
from memspark.chunking.values import is_value


def turns(text: str) -> list[int]:
    return [b.start_line for b in conversation_turns(text, 1) if b.speaker is not None]


DUTY_LOG = """# Boiler room log — block C, 12 March

Operator: Kwame (night)

22:00 pressure 1.4 bar, all pumps running
23:30 pump 2 noisy, reported to facilities
02:15 pressure 1.5 bar
05:50 handed over, nothing else to note

Supervisor: Ingrid Solberg Haugen"""

SHEET = """# Lab marks, group 4

| Student | Lab 1 | Lab 2 |
|---|---|---|
| Lina Park | 8 | 9 |
| Omar Haddad | 7 | 7 |

Tutor: Helena Maria Costa
Remark: Omar retakes lab 2 next week"""

CHECKLIST = """# Before the trip

[x] Water the plants
[ ] Lock the shed
[ ] Leave a key with the neighbours

Departure: Friday at 7.30
Back: on Sunday 14 August"""

SHELL = """# rails console, staging

app> User.where(active: true).count
1289
app> Order.last.update(total: 0)
true
dev> Invoice.find(42).pdf_path
"/srv/invoices/42.pdf"
app> quit"""

CHAT = """Operator: Did the pumps come back on after the reset this morning?
Tech: Yes, both of them, I checked at six and again at eight."""

NICKS = """kasia> are you coming to the meetup tonight
bartek> yes, after work, save me a seat
kasia> ok, near the door
bartek> thanks!"""


def test_a_name_or_a_date_after_a_key_is_a_fields_value() -> None:
    assert is_value("Helena Maria Costa") and is_value("Kwame (night)") and is_value("Sunday 14 August")
    assert not is_value("Omar retakes lab 2 next week") and not is_value("see you at 7.30?")
    assert not is_value("Yes, both of them, I checked at six and again at eight.")


def test_form_keys_whose_values_are_names_or_dates_are_no_turns() -> None:
    assert turns(DUTY_LOG) == []
    assert turns(SHEET) == []
    assert turns(CHECKLIST) == []


def test_a_shell_whose_prompts_call_methods_is_no_conversation() -> None:
    labels = [label for line in SHELL.split("\n") if (label := parse_label(line)) is not None]
    assert printed(labels)
    assert turns(SHELL) == []


def test_two_people_saying_words_and_a_nick_chat_still_talk() -> None:
    assert turns(CHAT) == [1, 2]
    assert turns(NICKS) == [1, 2, 3, 4]
