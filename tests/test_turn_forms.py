"""A form filled in record after record — a staff list's cards, a care plan's problems — writes its fields as
label lines, every record opening with the same two keys, a field maybe left out or held twice in a row: records,
no turns (:mod:`memspark.chunking.forms`). People talking in blocks answer each other or ask something."""

from __future__ import annotations

from memspark.chunking.turns import conversation_turns, detect

STAFF = """# Mitarbeiterliste Vertrieb (Stand März)

Name: Jonas Becker
Rolle: Teamleiter Außendienst
Durchwahl: 214
Standort: Hamburg

Name: Aylin Demir
Rolle: Key Account
Durchwahl: 236
Hinweis: dienstags im Homeoffice

Name: Piotr Nowak
Rolle: Innendienst
Durchwahl: 251

Änderungen bitte an die Personalabteilung melden."""

CARE = """# Rencana asuhan keperawatan — Kamar 4

Disusun oleh: perawat jaga pagi

Masalah: Nyeri akut pasca operasi
Tujuan: Skala nyeri turun ke 3 dalam 24 jam
Tindakan: Kaji nyeri tiap 4 jam
Tindakan: Berikan analgesik sesuai resep
Evaluasi: Skala nyeri 4, lanjutkan rencana

Masalah: Risiko jatuh
Tujuan: Pasien tidak jatuh selama dirawat
Tindakan: Pasang pengaman tempat tidur
Evaluasi: Tidak ada kejadian jatuh

Tinjau ulang: besok pagi"""

# three people in blocks, the same two opening each block: someone asks, someone answers
TALK = """# Planungsrunde

Lea: Wer übernimmt den Stand am Samstag?
Tom: Ich kann vormittags.
Mia: Ich nachmittags, wenn jemand die Kasse macht.

Lea: Brauchen wir noch Flyer?
Tom: Ja, hundert Stück reichen.
Jan: Und wer holt den Pavillon?
Mia: Ich, mit dem Transporter."""


def test_a_staff_lists_cards_are_no_turns() -> None:
    assert detect(STAFF.split("\n"), "Mitarbeiterliste") == {}
    assert conversation_turns(STAFF, 1) == []


def test_a_care_plans_problems_are_no_turns() -> None:
    assert detect(CARE.split("\n"), "Rencana asuhan") == {}
    assert conversation_turns(CARE, 1) == []


def test_people_talking_in_blocks_keep_their_turns() -> None:
    found = [(b.start_line, b.speaker) for b in conversation_turns(TALK, 1) if b.speaker is not None]
    assert found == [(3, "Lea"), (4, "Tom"), (5, "Mia"), (7, "Lea"), (8, "Tom"), (9, "Jan"), (10, "Mia")]


SQUAD = """# Plantilla para el sábado

Lucía Ortega (portera)
Dorsal: 1
Posición: portería
Club: CD Tenerife Sur
- buena salida por alto
- saque largo

Marta Gil (defensa)
Dorsal: 4
Club: UD Granadilla
- juego aéreo

Irene Soto (delantera)
Dorsal: 9
Posición: punta
Club: Atlético Costa
- remate con la izquierda"""

AGENDA = """# Porządek obrad walnego zgromadzenia — 12 czerwca, godz. 18.00

I. Otwarcie zebrania
II. Sprawy statutowe
1. Sprawozdanie zarządu za rok 2023
Referent: A. Nowak (prezes zarządu)
2. Zmiana wysokości składki członkowskiej
Referentka: E. Lis (skarbniczka stowarzyszenia)
III. Wolne wnioski
3. Remont świetlicy
Referent: J. Kowal (komisja rewizyjna)
IV. Pytania członków
Odpowiada: przewodnicząca zarządu M. Wójcik
Uwaga: głosowanie jawne przez podniesienie ręki.
Przygotował: sekretarz"""


def test_a_squad_lists_entries_under_their_titles_are_no_turns() -> None:
    assert detect(SQUAD.split("\n"), "Plantilla") == {}


def test_an_agendas_items_with_their_fields_are_no_turns() -> None:
    assert detect(AGENDA.split("\n"), "Porządek obrad") == {}


NUMBERED = """Rozhovor s majitelem bytu, přepis:

1. Jana: Je v nájmu zahrnuté topení?
2. Pan Novák: Ano, topení i voda, elektřina zvlášť.
3. Jana: A kauce je na dva měsíce, nebo tři?
4. Pan Novák: Dva měsíce, vrátím ji do třiceti dnů.
5. Jana: Můžu se nastěhovat prvního září?"""


def test_a_numbered_transcripts_speeches_are_no_outline() -> None:
    found = [(b.start_line, b.speaker) for b in conversation_turns(NUMBERED, 1) if b.speaker is not None]
    assert [line for line, _ in found] == [3, 4, 5, 6, 7]
