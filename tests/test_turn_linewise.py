"""Unnamed chats kept one message a line, every line marked alike: wholly in quotes, after its time alone, with
one side's lines in italics, or a dash line ending in a radio's sign-off. Each line opens a turn when the run reads
as an exchange; a list of quotations, a timed log or agenda, or a poem with an italic refrain stays whole."""

from __future__ import annotations

from memspark.chunking.turns import conversation_turns


def _starts(text: str) -> list[int]:
    return [b.start_line for b in conversation_turns(text, 1) if b.speaker is not None]


QUOTED_IT = """# In macchina tornando da Siena (scritto dopo, a memoria)

„Hai visto che il duomo chiudeva alle sette?“
„Sì, per questo siamo andati prima in piazza.“
„L'anno prossimo torniamo in primavera.“
„E con meno caldo, segnatelo.“"""


def test_lines_each_wholly_in_quotes_are_turns_when_a_question_is_answered() -> None:
    assert _starts(QUOTED_IT) == [3, 4, 5, 6]


def test_a_list_of_quotations_asks_nothing_and_stays_whole() -> None:
    quotes = """“Simplicity is prerequisite for reliability.”
“Premature optimization is the root of all evil.”
“Talk is cheap. Show me the code.”
“Programs must be written for people to read.”"""
    assert _starts(quotes) == []


TIMED_SV = """# Sms med Lars om båten (bara tider och text)

(09.12) ska vi sjösätta på lördag?
(09.14) gärna, men vi behöver byta impellern först
(09.31) jag köper en på vägen
    och lite olja
(09.33) toppen. ses vid bryggan åtta"""


def test_lines_under_their_time_alone_are_turns() -> None:
    assert _starts(TIMED_SV) == [3, 4, 5, 7]


def test_an_agenda_on_the_five_minutes_is_no_chat() -> None:
    agenda = """(09.00) Welcome and coffee, is everyone here?
(09.15) Budget review
(09.45) Hiring plan
(10.30) Wrap-up"""
    assert _starts(agenda) == []


ITALIC_NL = """# Berichten met mijn zus over de verhuizing (mijn berichten cursief)

*Heb jij zaterdag de bus nog nodig?*
Nee, die mag je hebben. Hoe laat wil je beginnen?
*Om negen uur, als iedereen er dan is*
Ik neem koffie mee
*Top, tot zaterdag*"""


def test_one_side_in_italics_and_the_other_plain_is_a_chat() -> None:
    turns = [(b.start_line, b.speaker) for b in conversation_turns(ITALIC_NL, 1) if b.speaker is not None]
    assert [t[0] for t in turns] == [3, 4, 5, 6, 7]
    assert turns[0][1] != turns[1][1] and turns[0][1] == turns[2][1]


def test_a_poem_with_an_italic_refrain_asks_nothing_and_stays_whole() -> None:
    poem = """The river runs beneath the bridge
*and we are gone, and we are gone*
the lamps come on along the ridge
*and we are gone, and we are gone*"""
    assert _starts(poem) == []


RADIO_EN = """# Crane radio, lift of the west panel

— Tower, lower slowly, over.
— Lowering slowly, over.
— Hold. Someone is under the load, over.
— Holding, over.
— Clear now, continue, over."""


def test_dash_lines_that_each_end_in_the_same_sign_off_are_turns() -> None:
    assert _starts(RADIO_EN) == [3, 4, 5, 6, 7]


def test_dash_list_items_without_a_question_or_a_sign_off_stay_whole() -> None:
    notes = """— Buy flour for the weekend.
— Call the garage about the tyres.
— Book the dentist for Ana.
— Water the plants on the balcony."""
    assert _starts(notes) == []


AGENT_SESSION = """# coding agent session, copied

> the csv export drops the last row, can you check why

● I'll read the export function first.

● Read(src/export.py)
  ⎿  Read 80 lines

● The loop stops at len(rows) - 1, so the last row is never written.

> fix it and run the tests

● Update(src/export.py)
  ⎿  Updated src/export.py with 1 addition and 1 removal

● Fixed; all 42 tests pass."""


def test_a_coding_agents_prompts_and_its_marked_answers_are_turns() -> None:
    turns = [(b.start_line, b.speaker) for b in conversation_turns(AGENT_SESSION, 1) if b.speaker is not None]
    assert [t[0] for t in turns] == [3, 5, 12, 14]
    assert [t[1] for t in turns] == ["user", "assistant", "user", "assistant"]


def test_quoted_lines_answered_in_plain_words_are_no_agent_session() -> None:
    reply = """> Can you send the invoice by Friday?

Yes, I will send it on Thursday evening.

> And the delivery note too?

Of course, both in one mail."""
    assert _starts(reply) == []


DEBATE_RECORD = """# Protokoll, interpellation om färjetrafiken (utdrag)

Anf. 21  Ministern KARIN HOLM (M):
Herr talman! Regeringen följer frågan och återkommer med besked i vår.

Anf. 22  PER ÅBERG (V):
Herr talman! Det räcker inte, linjen läggs ner redan i juni.

Anf. 23  Ministern KARIN HOLM (M):
Herr talman! Upphandlingen pågår och jag vill inte föregripa den."""


def test_a_parliament_records_numbered_speeches_are_turns_of_their_speakers() -> None:
    turns = [(b.start_line, b.speaker) for b in conversation_turns(DEBATE_RECORD, 1) if b.speaker is not None]
    assert [t[0] for t in turns] == [3, 6, 9]
    assert turns[0][1] == turns[2][1] != turns[1][1]
