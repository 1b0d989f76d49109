"""One line's speaker label: the decorations the first line of a conversation turn comes in.

:func:`parse_label` reads one line and says who speaks on it, how the label is written (its *shape*: lines of
one conversation share it) and what the line says after the label; whether the lines of a chunk are a
conversation is :mod:`memspark.chunking.turns`' decision, from the labels of all its lines. The decorations
are listed in that module's docstring. The words of the label — the name, and what may follow it on a header
line — are :mod:`memspark.chunking.labelwords`' grammar.
"""

from __future__ import annotations

import dataclasses
import functools
import re

from memspark.chunking.labelwords import (
    AFTER_STAMP,
    AFTER_TEXT,
    BRACKETED,
    COLON,
    DIGIT,
    HEADER,
    MAIL_FROM,
    NAME_PATTERN,
    ON_WROTE,
    SAYS,
    SAYS_SPACED,
    SENDER_KEYS,
    VERB_END,
    WORD,
    app_mark,
    header_field,
    is_field,
    is_name,
)
from memspark.chunking.meeting import not_a_header, sender_pattern
from memspark.chunking.plain import parse_message  # the transcript format lives with its chunker
from memspark.chunking.roles import ARROWS
from memspark.chunking.speakers import examiner, not_a_speaker, pronoun, stamped_phrase
from memspark.chunking.stamps import (
    NUMERIC_STAMP,
    STAMP,
    TIME,
    is_day,
    is_stamp,
    parse_form,
    stamp_kind,
)

_TAG = r"\[[^\]\n]{1,40}\]:?\s+"  # a log line's bracketed field ("[Async Chat Thread - #3/INFO]: ") before a <nick>
EMOJI = "\U0001f000-\U0001faff\u2600-\u27bf"  # pictographs and dingbats ("👩 Mama:", "🎸 Leo:")
_LEAD = re.compile(r"(?P<quote>>\s?)|(?P<list>(?:[-*+•]|\d{1,3}[.)])\s+)"
                   rf"|(?P<stamp>(?=[^\n]{{0,32}}\d)(?:{BRACKETED}|<{TIME}>|{STAMP})(?:\s*[-–—,|·•]\s+|\s*,?\s+))"
                   rf"|(?P<prefix>{_TAG}(?=(?:{_TAG})*(?:<[^\s<>]{{1,32}}>|\[[^\]\s]{{2,32}}\][:：])))"
                   # a game's chat channel before the player and their hero ("[TEAM] kaiju (Axe): …", "(All) …")
                   rf"|(?P<channel>(?:\[[^\W\d_]{{2,12}}\]|\([^\W\d_]{{2,12}}\))\s+(?=[^\W\d][\w.-]{{0,31}}(?:\s\([^()\n]{{1,30}}\))?[:：]\s))"
                   rf"|(?P<emoji>[{EMOJI}][{EMOJI}\ufe0f\u200d]*\s+)"
                   # a document's comment and its reference, then its author ("Commented [AB1]: Anna Berg: …")
                   r"|(?P<ref>[A-Z][a-z]{2,12} \[[^\]\s]{1,12}\]:\s+(?=[^\W\d_][^:\n]{0,40}:\s))")
_BADGE = re.compile(rf" [{EMOJI}][{EMOJI}\ufe0f\u200d]*(?=\s*[:：—–|-])")  # "Moss 🌿 — …": the display name's
_LABEL = re.compile(
    rf"(?:(?P<emph>\*\*|__|\*|_)(?P<ename>{NAME_PATTERN})(?P<ecolon>[:：]?)(?P=emph)"
    rf"|<v(?:\.[\w.-]+)?\s+(?P<voice>[^<>\n]{{1,40}})>"  # a WebVTT voice: "<v Prof. Lindqvist>text"
    rf"|<(?P<nick>[^\s<>]{{1,32}})>"
    rf"|\[(?P<bracket>{NAME_PATTERN})\]"  # a name in brackets: "[Thorgrim] text"
    rf"|[\"“„«](?P<quoted>{NAME_PATTERN})[\"”“»]"  # a name in quotes after a time: '<19:56:15> "Oskar": text'
    rf"|{sender_pattern(WORD, NAME_PATTERN)}"  # a meeting chat's "From Arjun Patel to Everyone:" (chunking.meeting)
    r"|(?P<anon>@\d{1,3})(?=\s+[·•]\s)"  # an anonymous app's poster number over the post ("@2 · 1h")
    rf"|@?(?P<name>{NAME_PATTERN}))")
# "Post by x » …", a ticket's history "#3 Updated by Tom Becker 2 days ago" (its note's number first)
_POSTED = re.compile(r"(?:#\d{1,5}\s+)?(?:[Pp]ost(?:ed)?|[Rr]epl(?:y|ied)|[Cc]omment(?:ed)?|[Ss]ubmitted|[Mm]essage|[Uu]pdated"
                     r"|[Ee]dited|[Aa]dded|[Ww]ritten|[Aa]nswered|[Aa]sked)\s+by\s+"
                     # a comment's in the site's language ("Kommentar von stadtmapper vor 2 Monaten"; a reply's "Respuesta
                     # de **…** el …" is a dated post's header: chunking.datedposts)
                     r"|(?:Kommentar|Beitrag|Commentaire|Commento|Comentario|Comentário|Reactie|Komentarz|Kommentti)"
                     r"\s+(?:von|de|par|di|da|door|od|av|fra)\s+")
_INITIAL = re.compile(r"(?P<initial>[A-Z])(?=\.\s+\S)")  # "Q. …" / "A. …" (a deposition), when no name reads
_ID = re.compile(r"\s?(?:\((?:\d{4,12}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)\)|<[^<>\s]+@[^<>\s]+>)\s*")  # a QQ number, an address
# a role in parentheses, a word or three ("Jonas (PO): …", "Maria (guest host): …"; not "Traceback (most recent call last):")
# or a few words with a number, a passer-by's age in a street interview ("MAN (ca. 35): …", "VROUW (ca. 60, met fiets): …";
# a number alone is a count: a shortlog's "Alice Smith (3):")
_ROLE_WORDS = r"\s+\((?:(?:[^\W\d][\w.&/-]*,?\s?){1,3}|(?=[^()\n]{0,30}\d)(?=[^()\n]{0,30}[^\W\d_])[^()\n:]{1,30})\)"
_ROLE = re.compile(rf"{_ROLE_WORDS}(?=\s*[:：])")
_ROLE_DASH = re.compile(rf"{_ROLE_WORDS}(?=\s+[—–]\s)")  # a record's speaker in capitals: "ELİF YAVUZ (İzmir) – …"
# whom a radio call is for, after the caller ("13:56 BASE → SQUADRA 1: …", "Alpha 2 -> Control: …"): the caller's label
_CALLED = re.compile(rf"\s*(?:→|->|⇒)\s*{NAME_PATTERN}(?=\s*[:：])")
_CALL = re.compile(r"\s+(?:→|->|⇒)\s+(?=\S)")  # a call sign's arrow before the words, no one named after it
_TO = re.compile(r"\s+\((?:to|an|à|a|para|naar|do|till)\s")  # whom the message is for ("assistant (to user_proxy):")
_ROLES_AFTER = re.compile(r"(?:\s+\([^()\n]{1,40}\)){1,2}$")  # "Mrs Helen Ashcroft (North Dales) (Con)"
# a lowercase particle inside a name, between capitalised words ("Sanne de Wit", "Mzee wa Kazi", "Omar al-Farouk",
# "Ahmad bin Ismail", "Ludwig van der Berg"): a closed class, so "Pieter went home" is no name line
_PARTICLE = re.compile(r"(?:van|von|der|den|de|da|di|do|dos|das|del|della|du|la|le|zu|ter|ten|af|av|bin|binti|ibn|bint|wa)"
                       r"|(?:al|el|ad|ar|as|at|ash)-[A-Z]\w*|d['’][A-Z]\w*")
_AGE_AFTER = re.compile(r",\s?[1-9]\d$")  # "Luca, 31": an age after a profile's name
_LINK = re.compile(r"<?(?:https?://|/|\.\.?/)")  # a Markdown reference link's target
_TAB = re.compile(r"\t+(?=[^\t]+$)")  # "13:56<TAB>Yuki Tanaka<TAB>did you get …" (one more cell: the message)
_DASH = re.compile(r"\s+[—–-]\s+(?=\S)")
_PIPE = re.compile(r"\s+\|\s+(?=\S)")  # "Agent Lukas | Hello", "19:02:58  kasia | …"
_GT = re.compile(r" ?>\s+(?=\S)")  # "mwilson> you there?" (a talk/terminal session)
_SPACE = re.compile(r"\s+(?=\S)")
_COLUMN = re.compile(r"(?:\s{2,}|\t)(?=\S)")  # columns set apart by a run of spaces or a tab
_SECONDS = re.compile(r"\d[:.]\d{2}[:.]\d{2}")  # a recording's offset ("00:00:01")
_CAPS_LINE = re.compile(rf"(?P<name>{NAME_PATTERN})(?:\s*\([^()\n]{{1,20}}\))?\s*")  # "CAROLINE", "MELANIE (V.O.)"
# a direction arrow as a message's label ("→ on my way", "[13:56] <<< see you", "-> 13:56 ok"): a role
_ARROW = re.compile(rf"(?P<arrow>{'|'.join(map(re.escape, ARROWS))})(?:\s*(?P<when>{BRACKETED}|{NUMERIC_STAMP}))?"
                    r"(?:\s*[:|—–-])?\s+(?=\S)")
_SENDER_KEYS = tuple(f"{key}:" for key in SENDER_KEYS)  # a quick test before the sender's pattern
NAME_LINE = ("name", "line")  # the shape of a display name alone on its line ("Grace Adeyemi")


@dataclasses.dataclass(frozen=True)
class Label:
    """A speaker label at the start of a line: the name, the line's *shape* (where the label sits and
    how it is decorated: lines of one conversation share it), and whether the label stands alone on
    its line (the turn's text follows on the next lines)."""

    name: str
    shape: tuple[str, ...]
    alone: bool = False
    text: str = ""  # what the line says after the label and its separator (a transcript line: its content)
    span: int = 1  # the lines the label takes: 2 for a date line above an export's name line
    stamp: str = ""  # the timestamp before the label ("[13:56]"), or after the name on a header line

    @property
    def header(self) -> bool:
        """A header line of its own (a name in capitals, a time and a name): a turn only with its text below."""
        return self.shape[-1] == "line"


@functools.lru_cache(maxsize=1 << 14)
def parse_label(line: str) -> Label | None:
    """The speaker label ``line`` opens with, or None (see :mod:`memspark.chunking.turns` for the decorations).
    Direction marks and non-ASCII digits are read in their parse form (:func:`memspark.chunking.stamps.parse_form`);
    the label's text is the stored line's. Cached: a chunk's lines are read by several grammars."""
    if line.isascii():
        return _read_label(line)
    form, cut = parse_form(line)
    if form == line:
        return _read_label(line)
    label = _read_label(form)
    if label is None or not label.text:
        return label
    at = form.rfind(label.text)
    return dataclasses.replace(label, text=line[cut + at:cut + at + len(label.text)]) if at >= 0 else label


def _read_label(line: str) -> Label | None:
    spoken = SAYS_SPACED.fullmatch(line) if not line.isascii() else None
    if spoken is not None and not pronoun(spoken["who"]):  # "阿明 說 今天…": the name, its verb, the words
        return Label(spoken["who"], ("says", "space"), text=spoken["text"])
    label = _parse_label(line)
    if label is not None and label.alone and is_stamp(line.strip()):
        return None  # "08 mai 2023 à 13:56:02": a date and a time, the word between them no name
    if label is None and ("**" in line[:80] or "__" in line[:80]):
        # emphasis around more than the name ("**10:02 Caroline:** …", "- __[10:02] Caroline__: …")
        plain = _parse_label(line.replace("**", "").replace("__", ""))
        if plain is not None:
            label = dataclasses.replace(plain, shape=(*plain.shape, "emph-span"))
    if label is None and (record := _RECORD.match(line)) is not None and (rest := _parse_label(line[record.end():])):
        label = dataclasses.replace(rest, shape=(*rest.shape, "record-number"))  # "Anf. 13  IDA KARKIAINEN (S):"
    if label is not None and (not_a_speaker(label.name) or label.alone and (
            examiner(label.name) or stamped_phrase(label.name, label.shape, label.stamp))):
        return None
    numbered = _NUMBERED.fullmatch(label.name) if label is not None else None
    return dataclasses.replace(label, name=numbered["name"]) if label is not None and numbered else label


# a speech's number in a parliament's record before the speaker ("Anf. 13  IDA KARKIAINEN (S):", "Nr. 4  …"): an
# abbreviation, its number and a run of spaces
_RECORD = re.compile(r"[A-ZÀ-Þ][a-zß-ÿ]{1,5}\.\s?\d{1,4}\s{2,}(?=\S)")
# a question's number before the speaker in a committee's or an inquiry's transcript ("Q45 Chair: …"): not the name
_NUMBERED = re.compile(r"(?:Q|Qu|Question)\.?\s?\d{1,4}[.:]?\s+(?P<name>\S.*)")


def _lead(line: str) -> tuple[list[str], int, bool, str]:
    """The decorations before the label (quote, list marker, timestamp, emoji, a log line's fields before a
    ``<nick>``), where the label starts, whether the timestamp is bracketed ("[10:02 AM]") and the timestamp."""
    pos, lead, bracketed, stamp = 0, list[str](), False, ""
    while len(lead) < 4:
        m = _LEAD.match(line, pos)
        if m is None:
            break
        kind = m.lastgroup or ""
        if kind == "stamp" and "stamp" in lead:
            break
        if kind == "stamp":
            bracketed, stamp = line[pos] in "[(<", m.group(kind).strip()
        lead.append(kind)
        pos = m.end()
    return lead, pos, bracketed, stamp


def _caps_line(line: str) -> Label | None:
    """A name in capitals alone on its line ("CAROLINE", a screenplay's or a play's speaker line)."""
    m = _CAPS_LINE.fullmatch(line)
    if m is None:
        return None
    name = m.group("name")
    if not name.isupper() or sum(c.isalpha() for c in name) < 2:
        return None
    return Label(name.strip().title(), ("caps", "line"), True)  # the capitals are the layout's, not the name's


def _parse_label(line: str) -> Label | None:
    if line.startswith("{"):
        msg = parse_message(line)
        return Label(msg[0], ("json",), text=msg[1]) if msg else None
    if not line or line[0].isspace() and not line.startswith(" >"):
        return None  # indented: a nested key (YAML, a list item's continuation), not a turn
    arrow = _arrow(line, 0, [], "")
    if arrow is not None:
        return arrow
    lead, pos, bracketed, stamp = _lead(line)
    arrow = _arrow(line, pos, lead, stamp) if lead and "quote" not in lead else None
    if arrow is not None:
        return arrow
    if not lead:
        caps = _caps_line(line)
        if caps is not None:
            return caps
    ends = line.rstrip()[-1:]
    attributed = ON_WROTE.fullmatch(line, pos) if ends in (":", "：") else None
    if attributed is not None:  # at any quote depth: one shape, so the thread's replies line up
        return Label(attributed["who"], ("says", "line"), True, stamp=stamp)
    sender = MAIL_FROM.fullmatch(line, pos) if line.startswith(_SENDER_KEYS, pos) else None
    who = (sender["name"] or sender["named"] or sender["quoted"]) if sender is not None else ""
    if sender is not None and not line.startswith("From:", pos) and who[0].islower():
        sender = None  # "De: lunes a viernes" (from when): another language's key holds a sender's name, capitalised
    if sender is not None:  # "From: Mara Lind (+46 …)": a message header, the message under its other fields
        return Label(who, (*_kinds(lead), "from-key", "line"), True, stamp=stamp)
    # a stamp or an age after the name is possible (a quick test: most lines hold none)
    dated = DIGIT.search(line, pos) is not None or any(word in line for word in ("ago", "esterday", "oday", "now"))
    posted = _POSTED.match(line, pos) if dated else None
    if posted is not None and HEADER.fullmatch(line, posted.end()):
        pos = posted.end()  # a forum post's header: "Post by stefan_240 » Mon May 08, 2023 1:56 pm"
    for m in (_LABEL.match(line, pos), _INITIAL.match(line, pos)):
        label = _label(line, m, lead, bracketed, stamp, dated) if m is not None else None
        head = (HEADER.fullmatch(line, pos) if label is None and dated and m is not None and m.lastgroup == "name"
                else None)
        if head is not None:
            after = head["when"]
            label = Label(head["name"], (*_kinds(lead), "bare", "stamp-after", stamp_kind(after), "colon"), True,
                          stamp=after)
        if label is None and dated and m is not None:  # "Rosa — 10:30 works": no header, a dash and what Rosa said
            label = _label(line, m, lead, bracketed, stamp, False)
        if label is not None:
            return label
    return None if lead else _name_line(line)


def _arrow(line: str, pos: int, lead: list[str], stamp: str) -> Label | None:
    """A direction arrow opening the message at ``pos`` (:data:`_ARROW`), unless what follows it is a label
    of its own (">>> Anna: …", a quote three deep)."""
    m = _ARROW.match(line, pos)
    if m is None or _parse_label(line[m.end():]) is not None:
        return None
    after = ("stamp-after", stamp_kind(m["when"])) if m["when"] else ()
    return Label(m["arrow"], (*_kinds(lead), "arrow", *after, "space"), text=line[m.end():].strip(),
                 stamp=m["when"] or stamp)


def _kinds(lead: list[str]) -> tuple[str, ...]:
    return tuple(kind for kind in ("quote", "list", "stamp", "emoji", "ref") if kind in lead)


def _name_line(line: str) -> Label | None:
    """A display name alone on its line in ordinary case, every word capitalised ("Grace Adeyemi", "Me"; a
    Messenger copy's "You sent"): a chat export's message header, the message on the lines below it."""
    name = line.rstrip()
    if name == "You sent":
        return Label("You", NAME_LINE, True)
    name = _ROLES_AFTER.sub("", name) if name.endswith(")") else name  # "Priya Nair (Lumina Support)"
    name = _AGE_AFTER.sub("", name)  # "Luca, 31": a dating profile's name and age
    words = name.split()
    if (not is_name(name) or any(word[0] != word[0].upper() for word in (words[0], words[-1]))
            or any(word[0] != word[0].upper() and _PARTICLE.fullmatch(word) is None for word in words) or is_day(name)):
        return None  # "May 8": a post's date line
    return Label(name, NAME_LINE, True)


def _label(line: str, m: re.Match[str], lead: list[str], bracketed: bool, stamp: str, after: bool) -> Label | None:
    """The label ``m`` matched after the decorations ``lead``, if a separator ends it (``after``: a stamp after
    the name may come before the separator)."""
    g = m.groupdict()
    name = g.get("ename") or g.get("voice") or g.get("nick") or g.get("bracket") or g.get("sender") \
        or g.get("sender_x") or g.get("initial") or g.get("quoted") or g.get("name") or g.get("anon") or ""
    wrap = ("emph" if g.get("emph") else "voice" if g.get("voice") else "angle" if g.get("nick") else "bracket"
            if g.get("bracket") else "from" if g.get("sender") or g.get("sender_x") else "quoted" if g.get("quoted") else "bare")
    if wrap == "quoted" and "stamp" not in lead:
        return None  # a quoted word opening a line ("\"Serendipity\": …") is a glossary's; a chat log times its lines
    pos = m.end() if (badge := _BADGE.match(line, m.end())) is None else badge.end()
    stamped = AFTER_STAMP.match(line, pos) if after else None
    if stamped is not None and line[stamped.end():].strip() and not app_mark(line[stamped.end():]):
        stamped = AFTER_TEXT.match(line, pos)
    stamped = stamped or _ROLE.match(line, pos) or _CALLED.match(line, pos) or (
        _ROLE_DASH.match(line, pos) if name.isupper() else None)
    if stamped:
        pos = stamped.end()
    stamp_after = stamped is not None and stamped.re not in (_ROLE, _CALLED, _ROLE_DASH)  # a time after the name, not a role
    rest = "" if stamp_after and app_mark(line[pos:]) else line[pos:]  # "Caroline  5/8/23 1:56 PM  Edited": a header
    if stamped is not None and stamp_after:
        stamp = stamped["when"]
        name = VERB_END.sub("", name)  # "Tom Hale replied · 3h": the greedy name took the thread's verb
    sep = _separator(wrap, m, name, rest, stamp_after)
    if (sep is None and stamped is not None and stamp_after and _COLUMN.match(rest)
            and _COLUMN.match(line, stamped.start()) or sep is None and stamp_after and _SECONDS.search(stamp)
            and _SPACE.match(rest)):
        sep = "column"  # "Spk1  00:00:01  Thank you for calling": a speaker column, a time column, the words
    if sep == "colon" and wrap == "from" and is_stamp(COLON.sub("", rest, count=1)):
        stamp = COLON.sub("", rest, count=1).strip()  # "from Rahul Mehta to everyone:  1:56 PM": a header, words below
        return Label(name.strip(), (*_kinds(lead), wrap, "stamp-after", stamp_kind(stamp), "line"), True, stamp=stamp)
    if wrap == "from" and not_a_header(g, "stamp" in lead):
        return None  # "De Madrid a Sevilla: 2h30": a route, no meeting chat's header (chunking.meeting)
    if sep is None and wrap == "bare" and "stamp" in lead and (bracketed and not rest.strip() or _ID.fullmatch(rest)):
        sep, rest = "line", ""  # "[10:02 AM] Caroline Smith", "2023-05-08 13:56:02 陈晓明(284710395)": a chat header, the message below
    if sep is None or sep == "colon" and wrap == "bare" and is_field(name, rest) or sep == "arrow" and "stamp" not in lead:
        return None  # a call sign's arrow only in a timed log ("API → JSON" in notes is no call)
    if sep == "period":
        name = name.rstrip(".")
    says = SAYS.fullmatch(name) if wrap == "bare" and sep == "colon" and " " in name else None
    if says is not None:
        if pronoun(says["who"]):
            return None  # "She said: …": a poem's or a story's line (chunking.speakers)
        name, wrap = says["who"], "says"
    if wrap == "angle" and "stamp" not in lead and is_stamp(rest.strip()) and any(c.isdigit() for c in rest):
        stamp = rest.strip()  # "<Riaan> 13:56" on a line of its own: a chat's header, the message below
        return Label(name.strip(), (*_kinds(lead), wrap, "stamp-after", stamp_kind(stamp), "line"), True, stamp=stamp)
    alone = sep in ("alone", "line") or not rest.strip(" :：*_")
    to = ("to",) if stamped is not None and stamped.re is _ROLE and _TO.match(stamped.group(0)) else ()
    shape = (*_kinds(lead), wrap, *(("stamp-after", stamp_kind(stamp)) if stamp_after else ()), *to,
             "colon" if sep in ("alone", "period") else sep)  # "user_proxy (to assistant):": an agent's message header
    said = rest.strip(" :：*_\t")
    if sep in ("dash", "period"):
        said = said.lstrip(".—–- ")
    elif sep in ("pipe", "gt"):
        said = said.lstrip("|> ")
    elif sep == "arrow":
        said = _CALL.sub("", rest, count=1).strip()
    return Label(name.strip(), shape, alone, said, stamp=stamp)


def _separator(wrap: str, m: re.Match[str], name: str, rest: str, stamped: bool) -> str | None:
    """How the label ends: a colon, a dash, a pipe, ``>``, a period after a capital ("Q.", "TOMÁS.—"), the
    text right after ``<nick>`` / ``[Name]`` / ``<v Name>``, or nothing (a name and a time alone on a line)."""
    if wrap == "emph" and m.groupdict().get("ecolon"):
        return "colon" if not rest or rest[0].isspace() else None
    if wrap in ("angle", "bracket"):
        if wrap == "bracket" and (len(name) < 2 and (name.isascii() or not name.isalpha()) or name.isupper()):
            return None  # "[x] done", "[TODO] …", "[WIP] …": a checkbox or a tag ("[緑]", one ideograph: a side's colour)
        if wrap == "bracket" and COLON.match(rest):  # "[Guild] [Thalwen]: …" (a channel, then the name)
            return "colon" if not _LINK.match(COLON.sub("", rest, count=1)) else None  # "[docs]: https://…": a link
        return "angle" if wrap == "angle" and _SPACE.match(rest) else "space" if _SPACE.match(rest) else None
    if wrap == "voice":
        return "space" if rest.strip() else None
    if COLON.match(rest):
        return "colon"
    if stamped:
        return "alone" if not rest.strip() else None  # "Rahul Mehta  10:02 AM", "Zoë, [14.02.24 09:31]"
    if _DASH.match(rest):
        return "dash"
    if m.groupdict().get("initial") or name.endswith(".") and name[:-1].isupper() and rest.lstrip()[:1] in ("—", "–"):
        return "period" if rest.strip(" .—–") else None  # "Q. Where were you?", "TOMÁS.— ¿Todavía …?"
    if _PIPE.match(rest) and " | " not in rest.lstrip()[2:]:
        return "pipe"  # one pipe: a name and its message (more cells: a table row)
    if _GT.match(rest):
        return "gt"
    if _TAB.match(rest):
        return "tab"
    if _CALL.match(rest) and name.isupper():
        return "arrow"  # "09:02 COAST → Rescue one, …": a radio call's caller in capitals, no one named after the arrow
    return None


def speaker(text: str) -> str | None:
    """The speaker label a turn opens with ("Caroline" of "Caroline: …", "**Caroline:** …",
    "[10:02] Caroline: …"; the role of a transcript line), or None."""
    label = parse_label(text.split("\n", 1)[0])
    return label.name if label and label.shape != NAME_LINE else None  # a name line is a header only among others


__all__ = ["EMOJI", "NAME_LINE", "NAME_PATTERN", "Label", "app_mark", "header_field", "is_name", "is_stamp", "parse_label", "speaker"]
