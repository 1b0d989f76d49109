"""Role labels: a message marked by its direction, the people it stands for named elsewhere.

A phone's SMS backup, a messenger export or a support log often marks each message by its direction, not
by who wrote it: ``Sent`` / ``Received``, ``Me`` / ``Them``, ``Outgoing`` / ``Incoming``, ``You`` /
``Contact``, an arrow (``→`` / ``←``, ``->`` / ``<-``, ``>>>`` / ``<<<``), in the phone's language
(``Gesendet`` / ``Empfangen``, ``Envoyé`` / ``Reçu``, ``Enviado`` / ``Recibido``, ``发送`` / ``接收`` …,
:data:`OWN` and :data:`OTHER`: a closed vocabulary). Who the two sides are, the note says once, above the
messages: its heading or a header line — "SMS backup of Caroline's phone, conversation with Melanie",
"Chat with Melanie", "Chat between Caroline and Melanie", "Participants: Caroline, Melanie",
"Caroline ↔ Melanie" (:func:`parties`), or a legend that says which role stands for whom: "→ Caroline,
← Melanie", "Sent = Caroline", "Caroline (→)" (:func:`legend`).

:func:`names` maps each role of a chunk's turns to the person it stands for, so a turn's plain form reads
``Caroline: …`` as in a note that names its speakers; a role whose person the note does not name stays the
speaker. When the context names the pair but not whose device it is ("between Caroline and Melanie"), the
messages decide: people address the other party by name ("Hey Caroline!" is received by Caroline's phone);
without that evidence the roles stay. :func:`logged` tells a log written with the same words (a shipping
log's ``Received`` / ``Sent`` lines, an e-mail folder's listing) from messages.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

# the owner's side: what the device sent, the note-keeper's own messages
OWN = frozenset({
    "sent", "outgoing", "me", "you", "gesendet", "ausgehend", "ich", "envoyé", "envoyée", "sortant", "moi",
    "enviado", "enviada", "saliente", "yo", "inviato", "inviata", "in uscita", "io", "verzonden", "uitgaand",
    "wysłane", "wysłano", "отправлено", "исходящее", "gönderildi", "giden", "发送", "已发送", "发出", "我",
    "送信", "送信済み", "自分", "보냄", "발신", "나",
    "→", "->", "=>", "⇒", "➡", "➡️", ">>>", "▶",
})
# the other party's side: what the device received
OTHER = frozenset({
    "received", "incoming", "them", "contact", "empfangen", "eingehend", "reçu", "reçue", "entrant",
    "recibido", "recibida", "entrante", "recebido", "recebida", "ricevuto", "ricevuta", "in arrivo",
    "ontvangen", "inkomend", "odebrane", "otrzymano", "получено", "входящее", "alındı", "gelen", "接收",
    "已接收", "收到", "对方", "受信", "相手", "받음", "수신",
    "←", "<-", "<=", "⇐", "⬅", "⬅️", "<<<", "◀",
})
ARROWS = ("➡️", "⬅️", ">>>", "<<<", "->", "<-", "=>", "<=", "→", "←", "⇒", "⇐", "➡", "⬅", "▶", "◀")

_TOKEN = r"[^\W\d_][\w'’-]*"
_NAME = rf"(?:{_TOKEN}(?:[ \u00a0]{_TOKEN}){{0,2}})"
_DEVICE = (r"(?:phone|iphone|android|mobile|cell|handy|device|account|number|inbox|messages|sms|texts|chats?"
           r"|whatsapp|signal|telegram)")
_OWNER = re.compile(
    rf"(?P<own>{_NAME})['’]s?\s+{_DEVICE}\b"  # "Caroline's phone"
    rf"|\b(?:phone|handy|téléphone|teléfono|telefone|telefono|telefoon|móvil|portable|celular|cuenta|compte|konto)"
    rf"\s+(?:of|von|de|di|van|do|da|del)\s+(?P<own2>{_NAME})"  # "Handy von Anna", "téléphone de Marie"
    rf"|\b(?:owner|device owner|besitzer|inhaber|propriétaire|propietario|titular)\s*[:=]\s*(?P<own3>{_NAME})"
    r"|(?P<own4>[\u3400-\u9fff]{1,4})的手机", re.IGNORECASE)
_WITH = re.compile(
    rf"\b(?:conversation|chat|thread|messages?|sms|texts?|talk|dms?|correspondence|exchange|history)\s+with\s+"
    rf"(?P<other>{_NAME})"
    rf"|\b(?:unterhaltung|gespräch|chat|nachrichten|verlauf|sms)\s+mit\s+(?P<other2>{_NAME})"
    rf"|\b(?:conversation|discussion|messages|échange)\s+avec\s+(?P<other3>{_NAME})"
    rf"|\b(?:conversación|conversa|conversazione|chat|mensajes|mensagens|messaggi)\s+(?:con|com)\s+"
    rf"(?P<other4>{_NAME})"
    rf"|\bgesprek\s+met\s+(?P<other5>{_NAME})"
    rf"|\b(?:contact|kontakt|contacto|contatto)\s*[:=]\s*(?P<other6>{_NAME})"
    r"|(?:与|和|跟)(?P<other7>[\u3400-\u9fff]{1,4})的(?:对话|聊天|短信)", re.IGNORECASE)
_PAIR = re.compile(
    rf"\b(?:between|zwischen|entre|tra|tussen)\s+(?P<a>{_NAME})\s+(?:and|und|et|y|e|en)\s+(?P<b>{_NAME})"
    rf"|\b(?:participants|members|parties|teilnehmer|participantes|partecipanti|deelnemers)\s*[:=]\s*"
    rf"(?P<a2>{_NAME})\s*(?:,|;|&|\band\b|\bund\b|\bet\b|\by\b)\s*(?P<b2>{_NAME})"
    rf"|(?P<a3>{_NAME})\s*(?:↔|⇄|⇆|⟷|<->|<=>|&)\s*(?P<b3>{_NAME})", re.IGNORECASE)
_ARROW = "|".join(re.escape(a) for a in ARROWS)
_ROLE_WORD = r"[^\W\d_][\w ]{0,11}?"  # a role word of OWN / OTHER, checked by side()
# a legend: which role stands for whom — "→ Caroline, ← Melanie", "Sent = Caroline", "Caroline (→)", "Me: Caroline"
_LEGEND = re.compile(
    rf"(?<![\w>=-])(?P<arrow>{_ARROW})[ \t]*(?:[=:][ \t]*)?(?P<aname>{_NAME})"
    rf"|(?<!\w)(?P<word>{_ROLE_WORD})[ \t]*[=:][ \t]*(?P<wname>{_NAME})"
    rf"|(?P<pname>{_NAME})[ \t]*[(\[][ \t]*(?P<prole>{_ARROW}|{_ROLE_WORD})[ \t]*[)\]]", re.IGNORECASE)
_NOT_NAMES = frozenset({"sms", "mms", "chat", "backup", "export", "messages", "texts"})  # "SMS Caroline's …"
_NUMBER = re.compile(r"(?<!\w)\d+(?:[.,:/]\d+)*(?!\w)")  # "12 boxes", "order 4471", "08/05"; not "2D", "MP3"
_FIELD = re.compile(r"(?:to|from|cc|subject|re|an|von|betreff|à|de|objet|para|asunto)\s*:", re.IGNORECASE)
LOG_SHARE = 0.5  # more than this share of role messages holding a number or a mail field: a log, not a chat


def side(name: str) -> str | None:
    """``"own"`` for a role of the note-keeper's messages (``Sent``, ``Me``, ``→``), ``"other"`` for the other
    party's (``Received``, ``Them``, ``←``), None for anything else (a name)."""
    key = name.strip().rstrip(":：").casefold()
    return "own" if key in OWN else "other" if key in OTHER else None


def _trimmed(name: str | None, before: bool = False) -> str | None:
    """A captured name without the words around it that are no name ("Melanie about the trip" → "Melanie"; a
    name ``before`` a possessive, its last capitalised words: "backup of Caroline" → "Caroline", "Export of Tom"
    → "Tom"): names are written capitalised (or in a script without case)."""
    if not name:
        return None
    words = name.split()
    if before:
        start = max((i + 1 for i, word in enumerate(words) if word[0].islower()), default=0)
        words = words[start:] if start < len(words) else []
        words = words[1:] if len(words) > 1 and words[0].casefold() in _NOT_NAMES else words
    end = next((i for i, word in enumerate(words) if word[0].islower()), len(words))
    out = " ".join(words[:end]).rstrip("'’")
    return out if len(out) >= 2 and side(out) is None else None  # "Q & A" names nobody


def _first(m: re.Match[str] | None, *groups: str, before: bool = False) -> str | None:
    if m is None:
        return None
    return next((n for n in (_trimmed(m.group(g), before) for g in groups) if n), None)


def parties(context: str) -> tuple[str | None, str | None, tuple[str, str] | None]:
    """Who the note's two sides are, as its heading or header lines say: the owner (whose device), the other
    party, and a pair named without saying whose device it is — each None when the context does not say."""
    m = _OWNER.search(context)
    own = _first(m, "own", before=True) or _first(m, "own2", "own3", "own4")
    other = _first(_WITH.search(context), *(f"other{n}" if n else "other" for n in ("", 2, 3, 4, 5, 6, 7)))
    m = _PAIR.search(context)
    pair = None
    if m is not None:
        a, b = _first(m, "a", "a2", "a3"), _first(m, "b", "b2", "b3")
        if a and b and a.casefold() != b.casefold():
            pair = (a, b)
    return own, other, pair


def legend(context: str) -> dict[str, str]:
    """Side → person, as a legend in the context says it ("→ Caroline, ← Melanie", "Sent = Caroline",
    "Caroline (→)"); a side named twice, or both sides the same person, says nothing."""
    found: dict[str, set[str]] = {}
    for m in _LEGEND.finditer(context):
        role = m.group("arrow") or m.group("word") or m.group("prole")
        who = _trimmed(m.group("aname") or m.group("wname")) or _trimmed(m.group("pname"), before=True)
        where = side(role or "")
        if where is not None and who is not None:
            found.setdefault(where, set()).add(who)
    out = {where: next(iter(who)) for where, who in found.items() if len(who) == 1}
    return {} if len(set(out.values())) < len(out) else out


def _mentions(name: str, texts: Sequence[str]) -> int:
    first = re.escape(name.split()[0])
    return sum(len(re.findall(rf"(?<!\w){first}(?!\w)", text)) for text in texts)  # as written: "Hey Caroline"


def _owner_of(pair: tuple[str, str], said: Mapping[str, Sequence[str]]) -> str | None:
    """Whose device, of a pair named without saying: people address the other party by name, so the owner is
    named in what was received and the other party in what was sent. None without that evidence."""
    a, b = pair
    score = (_mentions(a, said["other"]) + _mentions(b, said["own"])
             - _mentions(a, said["own"]) - _mentions(b, said["other"]))
    return a if score > 0 else b if score < 0 else None


def names(speakers: Sequence[tuple[str, str]], context: str) -> dict[str, str]:
    """Role → person for a chunk's turns (``speakers``: each turn's label and words, in order; ``context``: the
    heading and header lines above the messages). Only roles of :data:`OWN` / :data:`OTHER` map, only to a person
    the context names, and never to a name that already labels a turn of the chunk; the rest stay as written."""
    roles = {name for name, _ in speakers if side(name)}
    if not roles:
        return {}
    own, other, pair = parties(context)
    key = legend(context)
    own, other = key.get("own", own), key.get("other", other)
    if pair is not None:
        a, b = pair
        if own is None and other is None:
            said = {"own": [t for n, t in speakers if side(n) == "own"],
                    "other": [t for n, t in speakers if side(n) == "other"]}
            own = _owner_of(pair, said)
        if own is not None and other is None and own.casefold() in (a.casefold(), b.casefold()):
            other = b if own.casefold() == a.casefold() else a
        elif other is not None and own is None and other.casefold() in (a.casefold(), b.casefold()):
            own = b if other.casefold() == a.casefold() else a
    if own is not None and other is not None and own.casefold() == other.casefold():
        return {}
    taken = {name.casefold() for name, _ in speakers if not side(name)}
    person = {"own": own, "other": other}
    out: dict[str, str] = {}
    for role in roles:
        who = person[side(role) or ""]
        if who is not None and who.casefold() not in taken:
            out[role] = who
    return out


def header(name: str, text: str, speakers: set[str]) -> bool:
    """A header line above role-labelled messages ("Participants: Tom, Priya", "Contact: Priya Nair"): it names a
    party, and every other speaker is a role. Context, not a turn."""
    if not all(side(other) for other in speakers if other != name.casefold()):
        return False
    return any(part is not None for part in parties(f"{name}: {text}"))


def logged(texts: Sequence[str]) -> bool:
    """Messages under role labels that read as a log's entries, not as what people said: three or more, and
    more than half hold a number or open with a mail field (a shipping log's "Pallet 14 from Leipzig, 12
    boxes", an e-mail folder's "To: Jonas Weber  Subject: …"). Text messages are mostly words."""
    texts = [text for text in texts if text.strip()]
    hits = sum(bool(_NUMBER.search(text)) or bool(_FIELD.match(text.strip())) for text in texts)
    return len(texts) >= 3 and hits > LOG_SHARE * len(texts)


__all__ = ["ARROWS", "LOG_SHARE", "OTHER", "OWN", "header", "legend", "logged", "names", "parties", "side"]
