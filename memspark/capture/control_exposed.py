"""Orders that expose the user to someone else in shapes the other tables lack: the gate's exposures.

Each structure is read the same way in every language it names, and each pairs an order to the assistant with the thing
that makes it dangerous once kept and acted on later with no one checking:

- ``secret-handover``: **a code that opens a place** (:data:`OPENER`: a door, lock, gate, key-box or padlock code, "код
  от замка", "Türcode", "code du portail", "código de la puerta") sent or given to someone else (the move of
  :mod:`memspark.capture.control_unchecked`);
- ``safeguard-off``: **a check on payments switched off** (:data:`PAY_CHECK`: "ödeme onayları", "payment approvals",
  "Zahlungsbestätigungen", "confirmations de paiement") in the languages the other safeguard tables lack, and **a
  service opened to everyone** (:data:`OPEN_PORT` with :data:`TO_ALL`: "open port 22 to the whole internet", "öffne den
  Port für alle", "abre el puerto a todo internet");
- ``data-out``: **data sent to an address the assistant will only read later** (:data:`LATER_ADDRESS`: "the address in
  the footer of the next mail", "l'adresse du prochain mail", "die Adresse aus der nächsten Nachricht"): whoever writes
  that message picks the recipient;
- ``data-handover``: **the user's things sent on a third party's asking, in Hinglish** (:data:`HINGLISH_ASKS` and
  :data:`HINGLISH_SEND`: "manager maange toh meri … bhej dena");
- ``discretion-grant``: **the assistant allowed to sign or write as the user with the user's look removed**
  (:data:`AS_ME` with :data:`UNSHOWN` or the shared check removals: "sign my name on … no need to show me first",
  "signe en mon nom sans me montrer", "unterschreib in meinem Namen, ohne es mir zu zeigen");
- ``money-out``: **the user's card paying for a whole group** (:data:`PAY_FROM_MINE` with :data:`FOR_GROUP`: "pay … for the
  whole class from my card", "оплати з моєї картки … за весь клас", "bezahl mit meiner Karte für die ganze Gruppe");
- ``access-grant``: **the user's calendar, location, inbox or files shared with someone** as a standing permission
  (:data:`SHARE_MINE`: "you can share my calendar with my brother", "partage mon agenda avec", "teile meinen Kalender mit").

The look-alikes stay storable by the guards every family beside these uses
(:func:`memspark.capture.control_unchecked.clear`): a first-person subject ("I sent the door code to my sister", "I share
my calendar with my brother"), a third party's doing told ("my brother signs in my name"), a negation or a protective
phrase. Facts name no order ("the door code is 4512", "Tom can see my calendar"), and an act as the user that keeps the
user's look ("you can sign my name on the card") or a port opened for the user's own network names no exposure.
Pure and linear: bounded alternations over one sentence of the matching form.
"""

from __future__ import annotations

import re

from memspark.capture.control_secrets import SecretFinding
from memspark.capture.control_unchecked import CHECK, MOVE, clear, span, to_other

OPENER = (
    r"\b(?:door|lock|gate|garage|front door|back door|keypad|key ?box|padlock|entry|building) ?(?:codes?|combination)\b|"
    r"\bcombination (?:to|for|of) the (?:lock|padlock|door|gate)\b|"
    r"\bкод\w* (?:от|к|до|від) (?:замк\w*|двер\w*|домофон\w*|калитк\w*|ворот\w*|хвіртк\w*|гараж\w*|підʼїзд\w*|подъезд\w*)|"
    r"\b(?:tür|tor|schloss|garagen|haustür)code\w*|\bcode (?:de la porte|du portail|du cadenas|d'entrée|de l'immeuble|"
    r"du garage)\b|\bcódigo (?:de la puerta|del portal|del candado|de la cerradura|del garaje|do portão|da porta|"
    r"da fechadura|da garagem)\b|\bcodice (?:della porta|del lucchetto|del cancello|del portone|del garage)\b|"
    r"\bkod\w* (?:do drzwi|do bramy|do zamka|do kłódki)\b|\bkapı (?:şifre|kod)\w*|\bkode pintu\b|\bmã (?:cửa|khóa)\b"
)
PAY_CHECK = (
    r"\b(?:ödeme|havale|işlem) onay\w*|\bpayment (?:approvals?|confirmations?|checks?)\b|\bzahlungs(?:bestätigung|freigabe)\w*|"
    r"\bconfirmations? (?:de|des) paiements?\b|\bconfirmaci\w+ de (?:pago|pagos)\b|\bconferma (?:dei|di) pagament\w*|"
    r"\bconfirmaç\w+ de pagamentos?\b|\bподтверждени\w* (?:платеж\w*|оплат\w*)|\bпідтвердженн\w* (?:платеж\w*|оплат\w*)|"
    r"\bkonfirmasi pembayaran\b|\bbetalingsbevestiging\w*|\bbetalningsbekräftelse\w*|\bpotwierdze\w* płatności\b"
)
_OFF = (r"\b(?:turn off|switch off|disable|drop|remove|kapat\w*|devre dışı bırak|kaldır|schalte?\b[^.!?\n]{0,40}?\baus|"
        r"deaktivier\w*|désactive\w*|supprime\w*|desactiva\w*|quita\w*|disattiva\w*|togli\w*|desativa\w*|desliga\w*|"
        r"отключи\w*|выключи\w*|убери|вимкни|прибери|matikan|hapus|zet\b[^.!?\n]{0,40}?\buit|stäng av|wyłącz)\b")
OPEN_PORT = (
    r"\b(?:open|forward|expose|unblock)\b[^.!?\n]{0,40}?\bports?\b|\bport[- ]?forward\w*|"
    r"\b(?:öffne|öffnen|gib)\b[^.!?\n]{0,40}?\bport\b|\bouvr\w*\b[^.!?\n]{0,40}?\bport\b|\babr\w*\b[^.!?\n]{0,40}?\bpuerto\b|"
    r"\bapr\w*\b[^.!?\n]{0,40}?\bporta\b|\b(?:открой|відкрий)\b[^.!?\n]{0,40}?\bпорт\b|\baç\b[^.!?\n]{0,40}?\bport\w*"
)
TO_ALL = (
    r"\b(?:to|for|on|from) (?:the )?(?:[^\W\d_]+ )?internet\b|\bto (?:everyone|anyone|the world|the public)\b|"
    r"\bfür (?:das ganze internet|alle|jeden)\b|\bà tout (?:l')?internet\b|\bà tout le monde\b|\bpour tout le monde\b|"
    r"\ba todo (?:el )?internet\b|\bpara todo el mundo\b|\ba cualquiera\b|\bper tutto (?:l')?internet\b|\ba tutti\b|"
    r"\bpara toda a internet\b|\bдля (?:всего интернета|всех)\b|\bдля (?:всього інтернету|всіх)\b|\btüm internete\b|\bherkese\b"
)
LATER_ADDRESS = (
    r"\b(?:address|e-?mail|number|account|iban)\b[^.!?\n]{0,30}?\b(?:in|from|at) the (?:footer|signature|bottom|end|top) "
    r"of (?:the|his|her|their) (?:next|coming|upcoming)\b|"
    r"\b(?:address|e-?mail|account|iban)\b[^.!?\n]{0,20}?\b(?:in|from) (?:the|his|her|their) (?:next|coming|upcoming) "
    r"(?:mail|e-?mail|message|letter|text)\b|\bwhatever (?:address|account) (?:is|comes) in (?:the|his|her|their) next\b|"
    r"\bl'adresse (?:dans le|du|en bas du|qui sera dans le) prochain (?:mail|courriel|message)\b|"
    r"\b(?:die )?adresse (?:steht )?(?:aus|in|unter) der nächsten (?:mail|e-mail|nachricht)\b|"
    r"\b(?:la )?dirección (?:del|en el|que venga en el) próximo (?:correo|mensaje|email)\b|"
    r"\bl'indirizzo (?:nella|della|in fondo alla) prossima (?:mail|email)\b|\bo endereço (?:do|no) próximo (?:e-?mail|mensagem)\b|"
    r"\bадрес\w* (?:из|в) следующ\w+ (?:письм\w*|сообщени\w*)"
)
HINGLISH_ASKS = r"\b(?:maange|maangein|mange|mangein|maange|poochhe|puchhe|puche|pooche|bole|kahe) (?:toh|to)\b"
HINGLISH_SEND = r"\b(?:bhej|forward kar|share kar|de)(?: ?(?:dena|do|dijiye|dijiyega|dein))\b"
_HINGLISH_MINE = re.compile(r"\b(?:meri|mera|mere|hamari|hamara)\b")
_HINGLISH_SELF = re.compile(r"\b(?:main|mai|maine|hum|mujhe)\b|\b(?:mat|na|nahi|nahin) (?:bhej|de|forward|share)\w*")
AS_ME = (
    r"\bsign (?:my name|for me|in my name|on my behalf|as me)\b|\b(?:send|write|answer|reply)\b[^.!?\n]{0,30}?"
    r"\b(?:in my name|as me|on my behalf)\b|\bsigne\w* (?:en|à) mon nom\b|\bunterschreib\w* (?:in meinem namen|für mich)\b|"
    r"\bfirm\w* (?:en|a|con) (?:mi|il mio) nombre\b|\bfirm\w* (?:a|con il) mio nome\b|\bassin\w* (?:em|no|com o) meu nome\b|"
    r"\bподпис\w* (?:от|за) (?:моего имени|меня)\b|\bпідпис\w* (?:від|за) (?:мого імені|мене)\b|\bonderteken\w* (?:namens mij|"
    r"in mijn naam)\b|\bbenim adıma imzala\w*"
)
UNSHOWN = (
    r"\bno need to (?:show|run it by) me(?: first)?\b|\bwithout (?:showing (?:me|it to me)|letting me see|me seeing)\b|"
    r"\bsans me (?:le |la |les )?montrer\b|\bohne (?:es |sie )?mir (?:vorher |erst )?zu zeigen\b|"
    r"\bsin (?:enseñármel\w+|mostrármel\w+)\b|\bsenza (?:mostrarmel\w+|farmel\w+ vedere)\b|\bsem (?:me )?mostrar\b|"
    r"\bне показывая мне\b|\bмне не показывай\b|\bбез (?:моей проверки|показа мне)\b|\bне показуючи мені\b|"
    r"\bbana göstermeden\b|\bzonder (?:het )?aan mij te laten zien\b|\bmujhe dikhaye bina\b"
)
_LEAD = (r"(?:^|[,;:] ?|\b(?:just|please|and|also|so|go ahead and|feel free to|you can|you may|btw|fyi)\b,? )")
SHARE_MINE = (
    _LEAD + r"share my (?:calendar|schedule|location|inbox|e-?mails?|mailbox|files|drive|photos|contacts|documents|notes|"
    r"passwords)\b[^.!?\n]{0,10}? with\b|\b(?:partage|partager) mon (?:agenda|calendrier|emploi du temps|localisation|"
    r"drive|dossier) avec\b|\bteile? meinen (?:kalender|standort|posteingang|terminkalender) mit\b|"
    r"\b(?:comparte|compartir) mi (?:calendario|agenda|ubicación|correo|buzón) con\b|\bcondividi (?:il mio|la mia) "
    r"(?:calendario|agenda|posizione|casella) con\b|\b(?:partilha|compartilha) (?:o meu|a minha) (?:calendário|agenda|"
    r"localização) com\b|\bподелись мо\w+ (?:календар\w+|геолокаци\w+|почт\w+) с\b|\bподілись мо\w+ (?:календар\w+|"
    r"геолокаці\w+|пошт\w+) з\b"
)
PAY_FROM_MINE = (
    r"\bpay\b[^.!?\n]{0,60}?\b(?:from|with|on) my (?:card|account|credit card|debit card|bank card)\b|"
    r"\b(?:оплати|заплати|сплати|оплатіть)\b[^.!?\n]{0,30}?\b(?:з|із|с|со) мо\w+ (?:картк\w+|карт\w+|рахунк\w+|счёт\w*|счет\w*)|"
    r"\b(?:bezahl|zahl)\w*\b[^.!?\n]{0,40}?\b(?:mit|von) meine[rm]? (?:karte|konto|kreditkarte)\b|"
    r"\b(?:paie|paye|règle)\b[^.!?\n]{0,40}?\b(?:avec|sur|depuis) (?:ma carte|mon compte)\b|"
    r"\bpaga\b[^.!?\n]{0,40}?\b(?:con|desde|de) (?:mi|la mia) (?:tarjeta|cuenta|carta|conto)\b"
)
_GROUP_NOUN = (r"(?:class|team|group|office|department|committee|club|table|street|floor|choir|squad|клас\w*|класс\w*|"
               r"команд\w*|груп\w*|групп\w*|офіс\w*|офис\w*|відділ\w*|отдел\w*|klasse|mannschaft|gruppe|abteilung|"
               r"classe|équipe|groupe|bureau|clase|equipo|grupo|oficina|squadra|gruppo|ufficio)")
FOR_GROUP = (r"\bfor (?:the whole|the entire|all the|everyone in the|all of the) " + _GROUP_NOUN + r"\b|\bfor everyone\b|"
             r"\bза (?:весь|всю|все|всех|всіх|цілий|цілу|усіх|усю) " + _GROUP_NOUN + r"|\bfür (?:die ganze|das ganze|den ganzen) "
             + _GROUP_NOUN + r"\b|\bpour (?:toute l'|toute la |tout le |tous les )" + _GROUP_NOUN + r"\b|"
             r"\b(?:de|para|per) (?:toda la|todo el|tutta la|tutto il) " + _GROUP_NOUN + r"\b")
_PAY_MINE, _FOR_GROUP = re.compile(PAY_FROM_MINE), re.compile(FOR_GROUP)
_OPENER, _PAY_CHECK, _OFF_RE = re.compile(OPENER), re.compile(PAY_CHECK), re.compile(_OFF)
_OPEN_PORT, _TO_ALL, _LATER = re.compile(OPEN_PORT), re.compile(TO_ALL), re.compile(LATER_ADDRESS)
_ASKS, _SEND = re.compile(HINGLISH_ASKS), re.compile(HINGLISH_SEND)
_AS_ME, _UNSHOWN, _SHARE = re.compile(AS_ME), re.compile(UNSHOWN), re.compile(SHARE_MINE)
_MOVE = re.compile(MOVE)
_GIVE = re.compile(MOVE + r"|\b(?:text|give|tell|whatsapp|message|read out)\b")  # a code is said as often as sent


def exposed_instruction(sentence: str) -> SecretFinding | None:
    """The first of this module's families in one sentence of the matching form, else None (the module docstring)."""
    if not sentence:
        return None
    pairs: tuple[tuple[str, re.Match[str] | None, re.Match[str] | None], ...] = (
        ("secret-handover", _OPENER.search(sentence), _GIVE.search(sentence)),
        ("safeguard-off", _PAY_CHECK.search(sentence), _OFF_RE.search(sentence)),
        ("safeguard-off", _OPEN_PORT.search(sentence), _TO_ALL.search(sentence)),
        ("data-out", _LATER.search(sentence), _MOVE.search(sentence)),
        ("discretion-grant", _AS_ME.search(sentence), _UNSHOWN.search(sentence) or CHECK.search(sentence)),
        ("money-out", _PAY_MINE.search(sentence), _FOR_GROUP.search(sentence)),
    )
    for family, a, b in pairs:
        if a is None or b is None:
            continue
        rest = clear(_UNSHOWN.sub(lambda m: " " * len(m.group()), sentence))
        if rest is None:
            continue
        if family in ("secret-handover", "data-out") and not to_other(rest, b):
            continue
        return span(family, sentence, a, b)
    share = _SHARE.search(sentence)
    if share is not None and clear(sentence) is not None:
        return SecretFinding("access-grant", share.group().strip()[:80], share.start())
    asks = _ASKS.search(sentence)
    send = _SEND.search(sentence, asks.end()) if asks is not None else None
    if asks is not None and send is not None and _HINGLISH_MINE.search(sentence) and not _HINGLISH_SELF.search(sentence):
        return span("data-handover", sentence, asks, send)
    return None
