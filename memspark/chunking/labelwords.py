"""The words of a speaker label: the name, and what may stand after it on a message's header line.

:mod:`memspark.chunking.labels` reads one line's label from its decorations; the grammar here is the part that
describes the name itself (a word, a handle, up to four words, a number: :data:`NAME_PATTERN`, :func:`is_name`) and
what follows a name where the message is not on the line (an address, a thread's verb, a stamp or an age:
:data:`AFTER_STAMP`, :data:`HEADER`; a verb of saying: :data:`SAYS`; a reply's attribution: :data:`ON_WROTE`; a
mail header's sender and its other fields: :data:`MAIL_FROM`, :func:`header_field`), and the app's marks after a
header's time (:func:`app_mark`).
"""

from __future__ import annotations

import re

from memspark.chunking.chrome import is_edit_mark, is_interface
from memspark.chunking.stamps import (
    CHECKS,
    DAY,
    MARKS,
    NUMERIC_STAMP,
    RELATIVE,
    STAMP,
    has_time,
    is_stamp,
    is_status,
    stamp_kind,
)

# a bracketed stamp: anything short in [] or () that holds a time or a date ("[Tue 10:02]", "(2023-05-08)")
BRACKETED = r"[\[(](?=[^\])\n]{0,40}\d[:/.\-]\d)[^\])\n]{1,40}[\])]"
WORD = rf"[^\W\d_][\w{MARKS}\u200c\u200d.'’-]*"  # combining marks, and a joiner (ZWNJ: "مراجعه‌کننده"), are of a word too
# a handle: "u/crumbshot", "marta@jabber.ccc.de/laptop" (an XMPP address and its resource)
HANDLE = rf"(?:[ur]/[\w.-]+|{WORD}@[\w-]+(?:\.[\w-]+)+(?:/[\w.-]+)?)"
# "Speaker 1", not "Rahul 10:02"; a visitor's number before the bracketed time ("Visitor 4821 [13:56]: …")
NAME_PATTERN = (rf"(?:{HANDLE}|{WORD}(?:[ \u00a0]{WORD}){{0,3}}(?:[ \u00a0](?:\d{{1,3}}|\d{{4,6}}(?= ?[\[(]\d{{1,2}}:\d\d))"
                r"(?![\w.,/-]|[:.]\d))?)")
# after a name: an address or a number, a thread's verb, then a stamp or an age ("Helga Brandt <h@…>  Mon, May 8,
# 2023 at 1:56 PM", "lena-dev commented 3 days ago", "Sven Holm added a comment - 08/May/23 1:56 PM", "u/jo · 6h")
CONTACT = (r"(?:\s*<[^<>\s@]+@[^<>\s]+>|\s+\(\+?\d[\d\s()-]{5,20}\)"
           r"|\s+@[^\W\d_][\w.-]*(?:@[\w-]+(?:\.[\w-]+)+)?)")  # "… @nrahman · 2 days ago", "@ana@mastodon.social"
_VERBED = r"(?:\s+(?:commented|replied|wrote|posted|answered|responded|(?:added|left|posted) an? (?:comment|reply|answer)))"
VERB_END = re.compile(rf"{_VERBED}$")
AFTER_STAMP = re.compile(rf"{CONTACT}?{_VERBED}?\s*[,·•—–»|-]?\s*(?:on\s+)?(?P<when>{BRACKETED}|{STAMP}|{RELATIVE}|{DAY})")
# before a message's text on the same line, only a clock time or a numeric date ("Kwame (10:02): …", "Zoë, 14.02.24
# 09:31: …"): a word there ("**James:** Yesterday I …") is what was said
AFTER_TEXT = re.compile(rf"\s*,?\s*(?P<when>{BRACKETED}|{NUMERIC_STAMP})")
# a header line whose name the greedy label took too far ("lena-dev commented 3 days ago"): the shortest name
HEADER = re.compile(rf"@?(?P<name>{HANDLE}|{WORD}(?:[ \u00a0]{WORD}){{0,3}}?){AFTER_STAMP.pattern}\s*")
# a verb of saying after the name ("You said:", "Bia diz:", "Anna schrieb:", "Marie a écrit :"): the name says it
# in the languages chats are copied in ("Маша говорит:", "Anna säger:", "Mehmet dedi ki:", "阿明 說：", "राहुल ने कहा:")
SAYS = re.compile(r"(?P<who>.+?)(?:\s+(?:a|ha|hat|har|heeft|ने))?\s+(?:said|says|wrote|writes|asked|asks|replied|replies|answered"
                  r"|diz|disse|escreveu|perguntou|schrieb|sagt|schreibt|fragt|dit|écrit|demande|dice|dijo|escribió"
                  r"|scrive|scritto|zei|schreef|napisał|написал|написала"
                  r"|sagte|fragte|antwortet|antwortete|meint|meinte|répond|répondu|demandé|pregunta|preguntó|responde|respondió"
                  r"|escribe|contestó|fala|falou|pergunta|respondeu|escreve|chiede|chiesto|risponde|risposto|detto"
                  r"|zegt|vraagt|antwoordt|schrijft|gezegd|säger|sa|skriver|skrev|frågar|frågade|svarar|svarade|sier|siger"
                  r"|sagde|spør|spørger|svarer|sanoo|sanoi|kirjoittaa|kirjoitti|kysyy|kysyi|vastaa|vastasi|mondja|mondta"
                  r"|írja|írta|kérdezi|kérdezte|spune|zice|spus|zis|scrie|scris|întreabă|răspunde|říká|řekl|řekla|píše"
                  r"|napsal|napsala|mówi|powiedział|powiedziała|pisze|pyta|zapytał|zapytała|odpowiada|odpowiedział"
                  r"|odpowiedziała|napisała|говорит|сказал|сказала|пишет|спрашивает|спросил|спросила|ответил|ответила"
                  r"|каже|сказав|пише|написав|написала|питає|відповів|відповіла|dedi|dedi ki|diyor|yazdı|sordu"
                  r"|λέει|είπε|γράφει|έγραψε|ρωτάει|ρώτησε|απαντά|απάντησε|berkata|bilang|menulis|bertanya|menjawab"
                  r"|nói|hỏi|viết|trả lời|कहा|लिखा|पूछा|कहता है|कहती है|אומר|אומרת|אמר|אמרה|כתב|כתבה|שואל|שואלת"
                  r"|يقول|تقول|قال|قالت|كتب|كتبت|سأل|سألت|說|说|問|问|道|表示|回答|回覆|回复|寫道|写道|왈|말했다|말함)")
# a verb of saying between the name and the words with no colon, in the scripts that write no colon there
# ("阿明 說 今天終於…", "小美 说 好啊"): the name says the words after it (one word: no sentence before the verb)
SAYS_SPACED = re.compile(r"(?P<who>[^\s:：,，。!?！？()（）\[\]<>@#*]{1,16})\s+(?:說|说|講|讲)\s+(?P<text>\S.*)")
# a reply's attribution line: the quoted message below it is the named author's ("On Tue, 9 May 2023 at 16:02,
# Klaus Hartmann <k.hartmann@…> wrote:", "Am 08.05.2023 um 13:56 schrieb Sofia Reyes:"; the time's "PM" no name's)
ON_WROTE = re.compile(rf"(?:On|Am|Le|El|Em|Il|Op)\s+[^<>\n]{{4,80}}?,?\s+(?:(?P<pre>schrieb|escribió)\s+)?"
                      rf"(?![AaPp]\.?[Mm]\.?\s)(?P<who>{NAME_PATTERN}){CONTACT}?(?(pre)|\s+(?:wrote|schrieb|a écrit|escribió|escreveu|ha scritto"
                      rf"|schreef))\s*[:：]\s*")
DIGIT = re.compile(r"\d")
_HANDLE_AFTER = r"\s+\([^\W\d][^()\n<>@]{0,39}\)"  # "From: you (sunnyside_toys)": a marketplace's handle after the sender
# a message header's sender ("From: Mara Lind", "From: Mara Lind <m@…>", a news article's "From: m@… (Mara Lind)",
# "Lähettäjä: Kaisa Niemi (opettaja)", a mail client's quoted display name: 'Von: "Becker, Lars" <l.becker@…>')
# the sender's key of a message header as mail clients and school and work messengers write it in their language
SENDER_KEYS = ("From", "Von", "Absender", "De", "Da", "Mittente", "Van", "Afzender", "Från", "Fra", "Avsender", "Od",
               "Nadawca", "От", "Отправитель", "Від", "Lähettäjä", "Feladó", "Remitente", "Kimden", "Gönderen")
MAIL_FROM = re.compile(rf"(?:{'|'.join(SENDER_KEYS)}):\s+(?:[^\s<>()@]+@[^\s<>()]+\s+\((?P<named>{NAME_PATTERN})\)"
                       rf"|[\"“](?P<quoted>{NAME_PATTERN}(?:,\s{NAME_PATTERN})?)[\"”]\s*<[^<>\s@]+@[^<>\s]+>|(?P<name>{NAME_PATTERN})(?:,\s*[A-Z][A-Za-z.]{{1,5}}){{0,2}}(?:{CONTACT}|{_HANDLE_AFTER})?)\s*")
# a message header's other fields: not a speaker's line ("To: Choir board", "Cc: …", "Subject: …"); "Sent:" and
# "Received:" only with a date ("Sent: Mon, May 8, 2023 1:56 PM", the generic rule) or a relay ("Received: from …"):
# otherwise a phone backup's direction labels (memspark.chunking.roles)
_FIELDS = frozenset({"from", "to", "cc", "bcc", "subject", "date", "reply-to", "newsgroups", "organization", "followup-to",
                     "message-id", "references", "in-reply-to"})
_RELAY = re.compile(r"\s*(?:from|by|via)\s", re.IGNORECASE)
COLON = re.compile(r"\s*(?:[:](?:\s+|$)|：\s*)")  # a full-width colon needs no space ("小明：…")
_CHECKS = re.compile(CHECKS)  # a messenger's sent and read marks
_WORDY = re.compile(r"[^\W\d_]{2}")  # a status says it in words
_KEY = re.compile(r"(?P<key>[^\W\d_][\w-]{0,20}(?: [^\W\d_][\w-]{0,20})?)\s*(?P<rest>[:：].*)")


def is_name(text: str) -> bool:
    """``text`` is a name as a label holds it ("Piotr", "Sam Rivera", "Speaker 1", "小明"), nothing else."""
    return re.fullmatch(NAME_PATTERN, text.strip()) is not None and not text.strip().endswith(".") and not is_interface(text)


def header_field(line: str) -> bool:
    """Whether ``line`` is a field of a message header ("To: Melanie <…>", "Date: Mon, 8 May 2023 13:56",
    "Subject: …"): under a ``From:`` line it belongs to the header, not to the message."""
    m = _KEY.fullmatch(line.strip())
    return m is not None and is_field(m["key"], m["rest"])


def is_field(name: str, rest: str) -> bool:
    """A message header's field, not a speaker's line: "To: …", "Cc: …", or a key whose value is a date
    ("Sent: 2023-05-08 13:56:12", "Saved on: 2023/05/09 22:14")."""
    value = COLON.sub("", rest, count=1)
    if name.casefold() in ("sent", "received") and _RELAY.match(value):
        return True
    return name.casefold() in _FIELDS or (len(value) <= 48 and DIGIT.search(value) is not None and is_stamp(value)
                                          and "d" in stamp_kind(value))


def app_mark(text: str) -> bool:
    """``text``, after a header's time, is only the app's mark: an edit mark in any language or the sent and read
    marks, maybe set apart (``  Edited``, `` · Bearbeitet``, ``(modifié)``, ``✓✓``), or a status in parentheses, a few
    words and no sentence (``(Read by you after 23 seconds)``, ``(gelesen)``: :func:`~memspark.chunking.stamps.is_status`)
    — the header's, the message on the lines below."""
    mark = text.strip().lstrip("·•|–—-").strip()
    return (is_edit_mark(mark) or _CHECKS.fullmatch(mark) is not None
            or is_status(mark) and _WORDY.search(mark) is not None and not has_time(mark))  # "(0:42)": a call's length


__all__ = ["AFTER_STAMP", "AFTER_TEXT", "BRACKETED", "COLON", "CONTACT", "DIGIT", "HANDLE", "HEADER", "MAIL_FROM", "SENDER_KEYS",
           "NAME_PATTERN", "ON_WROTE", "SAYS", "VERB_END", "WORD", "app_mark", "header_field", "is_field", "is_name"]
