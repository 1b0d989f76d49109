"""Posts whose header is one key naming the writer (``Autor: …``, ``Von: … » date``), maybe under a date field, are
turns at the header's first line (:mod:`memspark.chunking.fromkeys`); a list whose key names people with no words
said under them is not."""

from __future__ import annotations

from memspark.chunking.fromkeys import sender_turns
from memspark.chunking.turns import conversation_turns

HELPDESK = """# Ticket 4471: La impresora no imprime en color

Estado: Cerrado · Prioridad: Media

Fecha: 2024-03-04 09:12
Autor: Carmen Vidal
Desde el lunes la impresora de la segunda planta solo imprime en blanco y negro.

Fecha: 2024-03-04 10:05
Autor: Diego (soporte)
Buenos días, ¿ha cambiado algún cartucho recientemente?

Fecha: 2024-03-04 10:40
Autor: Carmen Vidal
Sí, el cian, la semana pasada.

Fecha: 2024-03-04 11:02
Autor: Diego (soporte)
Hay que ejecutar la limpieza de cabezales desde el menú de mantenimiento."""

FORUM = """# Forum › Garten › Tomaten platzen auf

Von: gartenfee_77 » 3.4.2024 09:12
Meine Tomaten platzen jedes Jahr kurz vor der Ernte auf. Woran liegt das?

Von: Jens K. » 3.4.2024 09:40
Meist am unregelmäßigen Gießen, lieber morgens gleichmäßig wässern.

Von: gartenfee_77 » 3.4.2024 10:02
Danke, ich gieße tatsächlich nur am Wochenende.

Von: Jens K. » 3.4.2024 10:15
Dann liegt es wohl daran, probier es mal mit Mulch."""

DUTY = """# Bereitschaft Hausmeister

Zuständig: Karl Meier
Vertretung: Anna Roth

Zuständig: Anna Roth
Vertretung: Karl Meier

Zuständig: Karl Meier
Vertretung: Jonas Weber"""


def _turns(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in conversation_turns(text, 1) if b.speaker is not None]


def test_a_helpdesks_posts_open_at_their_date_over_the_author() -> None:
    assert _turns(HELPDESK) == [(5, "Carmen Vidal"), (9, "Diego"), (13, "Carmen Vidal"), (17, "Diego")]


def test_a_forums_posts_open_at_their_sender_key() -> None:
    assert _turns(FORUM) == [(3, "gartenfee_77"), (6, "Jens K."), (9, "gartenfee_77"), (12, "Jens K.")]


def test_names_under_a_key_with_no_words_said_are_no_senders() -> None:
    assert sender_turns(DUTY.split("\n")) == {}


AUCTION = """# Vélo de ville 28 pouces — questions et réponses (3)

1. Question de: velo_lyon (12 avis)
Le cadre est-il en aluminium ou en acier ?
Réponse de: Vendeur — 4 mars 10:12
En aluminium, il pèse onze kilos.

2. Question de: marc_b
La livraison en Belgique est possible ?
Réponse de: Vendeur — 4 mars 11:40
Oui, comptez vingt-cinq euros.

3. Question de: velo_lyon
Et les freins sont à disque ?
Réponse de: Vendeur — 5 mars 09:03
Oui, hydrauliques, révisés le mois dernier."""


def test_an_auctions_questions_and_the_sellers_answers_are_turns() -> None:
    assert [line for line, _ in _turns(AUCTION)] == [3, 5, 8, 10, 13, 15]
