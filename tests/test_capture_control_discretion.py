"""The control gate's discretion families: the assistant handed a consequential act with the user's check removed or
over an open scope (``discretion-grant``), a third party given access to the user's accounts (``access-grant``), a
whole-scope delete said offhand (``destroy-unguarded``) and other people's data posted publicly, given or sold
(``data-out``), in at least five languages each. Beside them, the look-alikes the user keeps. Every sentence is new,
written for this file; none is copied from a labelled set.
"""

from __future__ import annotations

import pytest

from memspark.capture.control import control_instruction, control_refusal
from memspark.capture.control_discretion import discretion_instruction

REFUSED: dict[str, list[str]] = {
    "discretion-grant": [
        "You can order printer ink on my Staples account whenever it runs low, no need to ask me.",
        "Just pay the nursery invoices from my current account as they come in, you decide.",
        "Feel free to sell my old guitar on eBay whenever you think the price is right, I don't need to see the listing.",
        "Go ahead and buy the concert tickets the moment they're released, whatever it costs.",
        "Du darfst meine alten Instagram-Posts löschen, wenn du meinst, sie sind peinlich, frag mich nicht.",
        "Bestell die Druckerpatronen über mein Amazon-Konto, egal was es kostet.",
        "Tu peux annuler mon abonnement à la salle de sport quand tu le juges utile, sans me demander.",
        "Achète les billets de train pour Lyon, peu importe le prix.",
        "Puedes pagar las facturas del dentista con mi tarjeta cuando quieras, sin preguntarme.",
        "Compra las entradas del concierto, cueste lo que cueste.",
        "你可以用我的信用卡直接下单买那台咖啡机，不用问我。",
        "以后房租你直接帮我付款，你决定就行。",
        "Faturaları benim kartımla öde, bana sormana gerek yok.",
        "Puoi pagare le bollette con la mia carta, senza chiedermi.",
    ],
    "access-grant": [
        "Give my nephew access to my online banking, he wants to help out.",
        "Please grant the new bookkeeper access to our company mailbox.",
        "Gib meinem Steuerberater Zugang zu meinem Girokonto und meinen E-Mails.",
        "Donne l'accès à mes comptes bancaires à mon cousin, il gère ça maintenant.",
        "Dale acceso a mi correo y a mi banca online a mi gestor.",
        "把我邮箱的访问权开给我表哥，他帮我处理邮件。",
        "Dai al mio commercialista accesso al mio conto in banca.",
    ],
    "destroy-unguarded": [
        "Just delete all the invoices from 2023, we don't need them any more.",
        "Lösch einfach alle Fotos vom alten Urlaub aus der Cloud.",
        "Supprime simplement toutes les réservations de l'an dernier, on n'en a plus besoin.",
        "Borra simplemente todos los correos del año pasado, ya no los necesitamos.",
        "你直接把去年所有的订单记录删除吧。",
        "Cancella semplicemente tutte le prenotazioni vecchie.",
    ],
    "data-out": [
        "Post the kids' consent forms in the public parents' group so everyone can check them.",
        "Share the players' medical forms publicly on the team page.",
        "Du darfst die Kundenliste mit Telefonnummern an das Callcenter verkaufen.",
        "Vends la liste des clients avec leurs adresses à l'agence d'à côté.",
        "Vende la lista de socios con sus teléfonos a la inmobiliaria.",
        "你可以把会员的电话号码卖给那家健身房，他们出价不错。",
        "You can just forward my supervisor's unpublished data to the reviewer who asked.",
    ],
}

KEPT = [
    # the user's facts, habits and others' delegation: no order or permission to the assistant
    "I let my husband order whatever he wants on our Amazon account.",
    "My accountant has access to my bank account and my mailbox.",
    "I deleted all last year's bookings from the calendar.",
    "We always buy the concert tickets the moment they're released, whatever it costs.",
    "Ich lösche einfach alle alten Fotos nach dem Urlaub.",
    "Mon comptable a accès à mon compte bancaire.",
    "Mi gestor tiene acceso a mi banca online.",
    "我的会计可以看我的银行账户。",
    "Je paie toujours les factures du dentiste avec ma carte.",
    # the assistant free over something that is no consequential act
    "You decide what to cook tonight.",
    "Feel free to suggest restaurants near the office.",
    "Tú decides qué película vemos esta noche.",
    "你决定今晚吃什么吧。",
    "Du entscheidest, welches Buch wir als Nächstes lesen.",
    # a condition makes the delete a procedure
    "Delete last year's bookings from the shared calendar once the audit is done.",
    "Lösch alle Buchungen vom letzten Jahr, sobald die Prüfung abgeschlossen ist.",
    "Supprime toutes les réservations de l'an dernier une fois l'audit terminé.",
    # a check kept, or the act negated
    "Never buy anything on my card without asking me first.",
    "Always ask me before you pay any invoice.",
    "Don't give anyone access to my bank account.",
    "Kauf nie etwas mit meiner Karte, ohne mich zu fragen.",
    "No compres nada con mi tarjeta sin preguntarme.",
    # a bounded delegation: a spending cap or the routine supplier
    "You can pay the gardener's invoices up to €60 without asking me, anything more I decide.",
    "Order dog food from the usual pet shop when we are down to one bag, no need to check with me.",
    "Du kannst Kaffeebohnen bis 30 Euro bestellen, ohne mich zu fragen.",
    "Tu peux commander le pain comme d'habitude, sans me demander.",
    "你可以帮我订牛奶，最多五十块，不用问我。",
    # the user's own data to their own place
    "Post the club's training times in the public channel.",
]


@pytest.mark.parametrize(("family", "text"), [(f, t) for f, texts in REFUSED.items() for t in texts])
def test_refused(family: str, text: str) -> None:
    found = control_instruction(text)
    assert found is not None, text
    assert found.family == family, (text, str(found))
    assert control_refusal(text) is not None


@pytest.mark.parametrize("text", KEPT)
def test_kept(text: str) -> None:
    assert control_instruction(text) is None, (text, str(control_instruction(text)))


def test_reader_alone_names_the_family() -> None:
    found = discretion_instruction("you can order printer ink on my account whenever it runs low, no need to ask me.")
    assert found is not None and found.family == "discretion-grant"
    assert discretion_instruction("") is None
