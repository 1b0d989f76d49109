"""Layout families the detector missed on the development sets, each written here in several languages of its own: a
speaker and a verb of saying in the line's language (``Маша говорит: …``, ``阿明 說 …``), a zone after a message's time
before its direction (``13:56 CEST → …``), the post a thread answers above replies under their own headers
(:mod:`memspark.chunking.leadpost`) — and the look-alikes that must stay as they were."""

from __future__ import annotations

import pytest

from memspark.chunking.labels import parse_label
from memspark.chunking.replies import replied_reviews
from memspark.chunking.turns import conversation_turns


def turns(text: str) -> list[int]:
    return [b.start_line for b in conversation_turns(text, 1) if b.speaker is not None]


def speakers(text: str) -> list[str]:
    return [b.speaker for b in conversation_turns(text, 1) if b.speaker is not None]


# --- a verb of saying after the name -------------------------------------------------------------------------------
@pytest.mark.parametrize(("line", "who"), [
    ("Маша говорит: ты уже дома?", "Маша"), ("Anna säger: vi ses vid stationen", "Anna"),
    ("Mehmet dedi ki: yarın erken gel", "Mehmet"), ("Kasia mówi: jestem już w pociągu", "Kasia"),
    ("Ola sier: vi møtes klokka åtte", "Ola"), ("Γιώργος λέει: έρχομαι σε λίγο", "Γιώργος"),
    ("阿明 說：明天見", "阿明"), ("Jan zegt: ik ben er over tien minuten", "Jan"),
])
def test_a_verb_of_saying_after_the_name_is_the_names_not_part_of_it(line: str, who: str) -> None:
    label = parse_label(line)
    assert label is not None and label.name == who


@pytest.mark.parametrize("line", ["Она говорит: нет", "Han säger: kanske", "他 說 不要"])
def test_a_pronoun_before_a_verb_of_saying_is_no_speaker(line: str) -> None:
    label = parse_label(line)
    assert label is None or label.shape == ("name", "line")


SPACED_SAYING = """# 噗浪 — 書櫃

阿明 說 今天終於把書櫃組好了，只剩三顆螺絲不知道要裝哪
2023年5月8日 下午 1:56 · 4 個回應

小美 ：那三顆一定是最重要的
老周 ：是備用的啦
阿明 (噗主) ：老周 那我安心了
小美 ：照片呢照片呢
阿明 (噗主) ：等我把貓抓下來再拍
老周 ：貓表示這是牠的新家"""

RUSSIAN_SAYS = """# Переписка

Маша говорит: ты уже дома?
Петя говорит: нет, ещё в метро.
Маша говорит: ладно, тогда я закажу ужин.
Петя говорит: давай, буду через двадцать минут."""


def test_a_post_written_name_verb_words_opens_a_turn_of_that_name_among_colon_replies() -> None:
    assert turns(SPACED_SAYING) == [3, 6, 7, 8, 9, 10, 11]
    assert speakers(SPACED_SAYING)[0] == "阿明"


def test_lines_of_a_name_and_its_verb_of_saying_are_turns_of_the_name() -> None:
    assert turns(RUSSIAN_SAYS) == [3, 4, 5, 6]
    assert speakers(RUSSIAN_SAYS) == ["Маша", "Петя", "Маша", "Петя"]


# --- a zone after a message's time before its direction ------------------------------------------------------------
ZONED_ARROWS = """# SMS (Backup, Zeiten in Ortszeit)

13:56 CEST → Bin gleich da, stehe noch an der Ampel.
13:58 CEST ← Okay, ich warte vorne am Eingang.
14:02 CEST → Da! Wo bist du?
14:03 CEST ← Links neben der Kasse."""

ZONED_ARROWS_EN = """# Texts with Sam

9:12 PM PDT → Landed, waiting for my bag
9:20 PM PDT ← I'm in the cell phone lot
9:31 PM PDT → Got it, walking out now
9:33 PM PDT ← See you, I'm in the blue car"""

RADIO_CALLER = """# Coast radio log

09:02 COAST → Rescue one, say your position
09:04 RESCUE ONE → COAST: two miles off the point, closing
09:06 COAST → Rescue one, copy, report on arrival
09:15 RESCUE ONE → COAST: on scene, one person in the water"""


@pytest.mark.parametrize("text", [ZONED_ARROWS, ZONED_ARROWS_EN])
def test_a_zone_after_the_time_is_the_stamps_and_the_arrow_the_direction(text: str) -> None:
    found = turns(text)
    assert found == [i for i, line in enumerate(text.split("\n"), 1) if "→" in line or "←" in line]
    assert not {"CEST", "PDT"} & set(speakers(text))


def test_a_call_sign_ending_in_t_before_an_arrow_stays_the_caller() -> None:
    label = parse_label(RADIO_CALLER.split("\n")[2])
    assert label is not None and label.name == "COAST" and label.stamp == "09:02"


# --- the post a thread answers -------------------------------------------------------------------------------------
WORK_POST = """# Team group: post and comments

Hanna Berg
May 8 at 9:10 AM · Kitchen Crew
The dishwasher on floor 2 is broken until Friday. Please use the one on floor 3 meanwhile.
👍 14 · 5 comments

Luis Ortega
Is the coffee machine on 2 still working?
Like · Reply · 2h
Tom Hill
Yes, only the dishwasher is out.
Like · Reply · 2h
Mei Chen
Thanks for the heads-up!
Like · Reply · 1h"""

CHANNEL_POST = """# Kommentare unter dem Kanalbeitrag

Beitrag des Kanals · 8. Mai 2023
Am Samstag verteilen wir Tomatensetzlinge. Bringt eure Töpfe mit.
👁 2,4K · 💬 4 Kommentare

Jonas Weber
Wann fangt ihr an? Ich arbeite bis zwölf
13:56
Gartenprojekt Nord
Von 10 bis 13 Uhr, wir legen dir welche zurück
14:02
Jonas Weber
Super, danke euch!
14:05"""

DESK_TICKET = """# Zendesk — ticket #5521

Pietro Gallo ha aperto un ticket
8 maggio 2023, 09:12
Buongiorno, la fattura di aprile riporta un importo doppio. Potete verificare?

Assegnato a Sara da Regola "Fatture"

Sara ha risposto
8 maggio 2023, 10:05
Buongiorno Pietro, ha ragione: abbiamo emesso una nota di credito, la riceverà oggi.

Pietro Gallo ha risposto
8 maggio 2023, 10:20
Perfetto, grazie mille."""

EXPORT_ABOVE_LINES = """# Chat with the landlord

Exported 8 May 2023, 13:56
We talked about the broken heater and the rent for June.

Anna: Hi, the heater is broken again.
Mr Patel: I'll send someone tomorrow.
Anna: Thanks, in the morning please.
Mr Patel: Fine, around nine."""


@pytest.mark.parametrize(("text", "first"), [(WORK_POST, 3), (CHANNEL_POST, 3), (DESK_TICKET, 3)])
def test_the_post_above_a_thread_of_headers_opens_a_turn_at_its_header(text: str, first: int) -> None:
    found = turns(text)
    assert found[0] == first and len(found) >= 3


def test_a_block_above_a_chat_of_line_labels_is_no_post() -> None:
    assert turns(EXPORT_ABOVE_LINES) == [6, 7, 8, 9]


# --- signature lines under a comment: the date and the nick, or the nick in parentheses and the date ---------------
SIGNED_ENTRIES = """# forum — "najlepszy sposób na poranną kawę"

najlepszy sposób na poranną kawę
kawiarka na gazie i dwie minuty ciszy przed całym domem. nic więcej nie trzeba.
08.05.2023 07:12 cichy poranek

@cichy poranek dwie minuty ciszy to luksus, u mnie dzieci wstają razem z kawiarką.
08.05.2023 07:40 ~ 07:41 tata trojga

@tata trojga to trzeba wstać o piątej, sprawdzone.
08.05.2023 08:02 ranny ptaszek

a ja piję herbatę i patrzę na was z politowaniem.
08.05.2023 08:30 zielona herbata"""

NUMBERED_TALKBACKS = """# Comentarios a la noticia "El tranvía llegará tarde"

1. Por fin alguien oficial lo dice
(Marta, Zaragoza)  08.05.23
Llevan tres años diciendo que abre el mes que viene.

2. A Marta
(Luis)  08.05.23
Al menos habrá tranvía. En otras ciudades también se reían.

3. ¿Por qué no abren un tramo?
(Pedro Gómez)  08.05.23
Se podría abrir ya la parte sur."""

SIGNED_CHANGES = """# Changes

Fix the crash on start when the config is empty.
2023-05-08 14:20 jdoe

Speed up the import of large files by reading them in chunks.
2023-05-09 09:10 asmith

Drop the old sync command.
2023-05-10 16:45 kwu"""


def test_comments_signed_by_a_date_and_nick_line_open_at_their_first_line_under_the_topics_title() -> None:
    assert turns(SIGNED_ENTRIES) == [4, 7, 10, 13]
    assert speakers(SIGNED_ENTRIES) == ["cichy poranek", "tata trojga", "ranny ptaszek", "zielona herbata"]


def test_numbered_talkbacks_signed_by_name_in_parentheses_and_date_open_at_their_titles() -> None:
    assert turns(NUMBERED_TALKBACKS) == [3, 7, 11]
    assert speakers(NUMBERED_TALKBACKS) == ["Marta", "Luis", "Pedro Gómez"]


def test_entries_signed_by_date_and_author_with_nobody_answering_are_no_thread() -> None:
    assert turns(SIGNED_CHANGES) == []


# --- unnamed messages ruled apart ----------------------------------------------------------------------------------
RULED_SMS = """# Backup SMS (ein Block pro Nachricht)

Bist du schon aus dem Büro raus? Die Waschmaschine piept wieder.
---
Noch nicht, in einer Stunde. Dreh mal das Wasser ab und wieder auf.
---
Hab ich gemacht. Sie pumpt kurz und bleibt dann stehen.
Ich ruf den Kundendienst an.
---
Die Nummer hängt am Kühlschrank.
---
Sie kommen erst morgen früh. Dann waschen wir heute nicht mehr."""

RULED_SECTIONS = """# Trip notes

## Day one
Arrived late, the hotel kept the room. Dinner at the corner place?

---

## Day two
Museum in the morning, then the old town.
---
## Day three
Train back at noon.
---
## Day four
Laundry and sleep."""

RULED_QUOTES = """# Quotes I like

The best way out is always through.
---
Not all those who wander are lost.
---
Well begun is half done.
---
Fortune favours the bold."""


def test_messages_set_apart_by_rule_lines_are_turns_each() -> None:
    assert turns(RULED_SMS) == [3, 5, 7, 10, 12]


@pytest.mark.parametrize("text", [RULED_SECTIONS, RULED_QUOTES])
def test_sections_or_quotations_between_rules_are_no_messages(text: str) -> None:
    assert turns(text) == []


# --- a post's kind and the poster's rank above the poster's handle -------------------------------------------------
RANKED_ANSWER = """# Brainly — Física · Secundaria · 10 pts

lucia_g09
¿Cuánto tarda en caer una piedra desde 20 m? Ayuda porfa
Denunciar

Respuesta
Experto
fisico_22
t = √(2h/g) = √(40/9,8) ≈ 2,02 s, si la dejas caer sin empujarla.
★★★★☆ 4,2/5 · Gracias 8

lucia_g09
gracias!! y si la lanzo hacia abajo cambia algo?

fisico_22
Sí, entonces usas h = v0·t + g·t²/2 y despejas t."""

RECIPE_SECTIONS = """# Pancakes

Ingredients
Basics
flour_type
200 g of flour, two eggs and a glass of milk.

Method
Whisk everything, rest the batter for ten minutes.

Serving
Syrup, berries or lemon and sugar on top."""


def test_an_answer_under_its_kind_and_the_posters_rank_opens_at_its_first_line_as_the_posters() -> None:
    assert turns(RANKED_ANSWER) == [3, 7, 13, 16]
    assert speakers(RANKED_ANSWER) == ["lucia_g09", "fisico_22", "lucia_g09", "fisico_22"]


def test_section_titles_above_a_handle_like_word_that_heads_no_post_are_no_thread() -> None:
    assert turns(RECIPE_SECTIONS) == []


# --- numbered comments, no blank lines -----------------------------------------------------------------------------
NUMBERED_COMMENTS = """# Leserkommentare (kopiert)

Kommentar 1
Im Regen lieber ein Mietauto, der Bus fährt nur stündlich.
Mitglied 55120
8. Mai 2023 um 13:56
Gefällt mir 12
Kommentar 1-1
Ich habe keinen Führerschein, leider.
Mitglied 90811 (Threadersteller)
8. Mai 2023 um 14:02
Kommentar 2
In der Stadt mit dem Rad, auf den Berg mit dem Sammeltaxi ab dem Markt.
Bergfex_Toni
8. Mai 2023 um 14:21
Gefällt mir 30"""

NUMBERED_PLAN = """# Laufplan

Woche 1
Drei lockere Läufe zu je 30 Minuten.
Di 18:00
Woche 2
Drei Läufe, einer davon mit Steigerungen.
Di 18:00
Woche 3
Ein langer Lauf von 60 Minuten am Wochenende.
Sa 09:30"""

NUMBERED_STEPS = """# Regal aufbauen

Schritt 1
Seitenwände an den Boden schrauben, noch nicht fest anziehen.
Schritt 2
Rückwand einschieben und festnageln.
Schritt 3
Alle Schrauben fest anziehen und das Regal an der Wand sichern."""


def test_numbered_comments_open_at_their_headers_as_the_poster_above_each_date() -> None:
    assert turns(NUMBERED_COMMENTS) == [3, 8, 12]
    assert speakers(NUMBERED_COMMENTS)[2] == "Bergfex_Toni"


@pytest.mark.parametrize("text", [NUMBERED_PLAN, NUMBERED_STEPS])
def test_numbered_weeks_or_steps_are_no_comments(text: str) -> None:
    assert turns(text) == []


# --- reviews and the business's replies ----------------------------------------------------------------------------
REVIEWS_REPLIED = """# Bewertungen — Pension Seeblick

Karin
Österreich · Paar · Aufenthalt: Juni 2023
8,4 Sehr gut
Positiv: Ruhige Lage, gutes Frühstück.
Negativ: Das WLAN im Zimmer war schwach.

Antwort der Unterkunft:
Liebe Karin, danke für Ihre Bewertung. Wir haben einen zweiten Router eingebaut.

Pieter
Niederlande · Familie · Aufenthalt: Mai 2023
9,2 Hervorragend
Positiv: Der Spielplatz und der Blick auf den See.

Antwort der Unterkunft:
Lieber Pieter, vielen Dank, bis zum nächsten Sommer!"""

RECORDS_WITH_NOTES = """# Plants

Monstera
Living room · bright, no direct sun
Water: every 7 days

Notes:
Wipe the leaves once a month.

Basil
Kitchen window · full sun
Water: every 2 days

Notes:
Pinch the flowers off so it keeps growing."""


def test_reviews_and_the_businesss_replies_open_at_the_reviewer_and_at_the_reply_key() -> None:
    assert turns(REVIEWS_REPLIED) == [3, 9, 12, 17]
    assert speakers(REVIEWS_REPLIED) == ["Karin", "Antwort der Unterkunft", "Pieter", "Antwort der Unterkunft"]


def test_records_with_a_notes_key_under_each_naming_no_one_are_no_replies() -> None:
    assert replied_reviews(RECORDS_WITH_NOTES.split("\n")) == {}


# --- messages under their time alone on a line ---------------------------------------------------------------------
TIME_ABOVE = """# Mensajes con el taller (copiados, cada mensaje con su hora encima)

Lunes, 8 de mayo
10:07
Hola, la bici hace un ruido raro al frenar. ¿Podéis mirarla hoy?

10:13
Hola. Sí, tráela antes de la una. ¿Es freno de disco?

10:14
Sí, de disco hidráulico.

10:26
Vale, seguramente son las pastillas. Unos 35 euros con mano de obra.

10:29
Perfecto, la llevo a las doce."""

TIME_ABOVE_AGENDA = """# Agenda

09:00
Welcome and coffee.

09:30
Keynote: what changed this year?

10:15
Workshops in rooms A and B.

11:00
Lunch."""


def test_messages_under_their_time_alone_are_turns_at_the_time_lines() -> None:
    assert turns(TIME_ABOVE) == [4, 7, 10, 13, 16]


def test_an_agenda_on_the_quarter_hour_is_no_chat() -> None:
    assert turns(TIME_ABOVE_AGENDA) == []
