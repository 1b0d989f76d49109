"""One line's speaker label: the decorations the first line of a conversation turn comes in.

:func:`parse_label` reads one line and says who speaks on it, how the label is written (its *shape*: lines of
one conversation share it) and what the line says after the label; whether the lines of a chunk are a
conversation is :mod:`memspark.chunking.turns`' decision, from the labels of all its lines. The decorations
are listed in that module's docstring.
"""

from __future__ import annotations

import dataclasses
import re

from memspark.chunking.plain import parse_message  # the transcript format lives with its chunker

_TIME = r"\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?"
_DATE = r"\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}"
_STAMP = rf"(?:{_DATE}(?:,?\s+|T){_TIME}|{_DATE}|{_TIME})"
# a date with its month in words, a weekday before it ("Jun 03, 2024", "Mon, 3 March 2024", "14. März 2024")
_WORD_DATE = (r"(?:[^\W\d_]{2,9}\.?,?\s+)?(?:[^\W\d_]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}"
              r"|\d{1,2}\.?\s+[^\W\d_]{3,9}\.?,?\s+\d{2,4})")
# a date and/or a time and nothing else: an export's message header line ("Jun 03, 2024  6:14:22 PM"), a table's time cell
_STAMP_ALONE = re.compile(rf"[\[(]?(?:(?:{_WORD_DATE}|{_DATE})(?:,?\s+(?:at\s+)?|T){_TIME}|{_WORD_DATE}|{_STAMP})[\])]?")
# a bracketed stamp: anything short in [] or () that holds a time or a date ("[Tue 10:02]", "(2023-05-08)")
_BRACKETED = r"[\[(](?=[^\])\n]{0,40}\d[:/.\-]\d)[^\])\n]{1,40}[\])]"
_EMOJI = "\U0001f000-\U0001faff\u2600-\u27bf"  # pictographs and dingbats ("👩 Mama:", "🎸 Leo:")
_LEAD = re.compile(r"(?P<quote>>\s?)|(?P<list>(?:[-*+•]|\d{1,3}[.)])\s+)"
                   rf"|(?P<stamp>(?:{_BRACKETED}|{_STAMP})(?:\s*[-–—,|]\s+|\s*,?\s+))"
                   rf"|(?P<emoji>[{_EMOJI}][{_EMOJI}\ufe0f\u200d]*\s+)")
_WORD = r"[^\W\d_][\w.'’-]*"
_NAME = rf"{_WORD}(?:[ \u00a0]{_WORD}){{0,3}}(?:[ \u00a0]\d{{1,3}}(?![\w.,/-]|[:.]\d))?"  # "Speaker 1", not "Rahul 10:02"
_LABEL = re.compile(
    rf"(?:(?P<emph>\*\*|__|\*|_)(?P<ename>{_NAME})(?P<ecolon>[:：]?)(?P=emph)"
    rf"|<v(?:\.[\w.-]+)?\s+(?P<voice>[^<>\n]{{1,40}})>"  # a WebVTT voice: "<v Prof. Lindqvist>text"
    rf"|<(?P<nick>[^\s<>]{{1,32}})>"
    rf"|\[(?P<bracket>{_NAME})\]"  # a name in brackets: "[Thorgrim] text"
    rf"|From (?P<sender>{_WORD}(?:[ \u00a0]{_WORD}){{0,3}}?) to {_NAME}(?:\s*\([^()\n]{{1,30}}\))?(?=\s*[:：])"
    rf"|@?(?P<name>{_NAME}))")
_INITIAL = re.compile(r"(?P<initial>[A-Z])(?=\.\s+\S)")  # "Q. …" / "A. …" (a deposition), when no name reads
_AFTER_STAMP = re.compile(rf"\s*,?\s*(?:{_BRACKETED}|{_STAMP})")
# a role in parentheses, a word or three ("Jonas (PO): …", "Maria (guest host): …"; not "Traceback (most recent call last):")
_ROLE = re.compile(r"\s+\((?:[^\W\d][\w.&/-]*,?\s?){1,3}\)(?=\s*[:：])")
_COLON = re.compile(r"\s*(?:[:](?:\s+|$)|：\s*)")  # a full-width colon needs no space ("小明：…")
_DASH = re.compile(r"\s+[—–-]\s+(?=\S)")
_PIPE = re.compile(r"\s+\|\s+(?=\S)")  # "Agent Lukas | Hello", "19:02:58  kasia | …"
_GT = re.compile(r">\s+(?=\S)")  # "mwilson> you there?" (a talk/terminal session)
_SPACE = re.compile(r"\s+(?=\S)")
_CAPS_LINE = re.compile(rf"(?P<name>{_NAME})(?:\s*\([^()\n]{{1,20}}\))?\s*")  # "CAROLINE", "MELANIE (V.O.)"
_SCENE = ("INT.", "EXT.", "INT/", "EXT/", "I/E")  # a screenplay's scene heading, not a speaker
_LOG_LEVELS = frozenset({"TRACE", "DEBUG", "INFO", "NOTICE", "WARN", "WARNING", "ERROR", "ERR", "FATAL", "CRITICAL",
                         "CRIT", "SEVERE", "ALERT", "EMERG"})
_EXCEPTION = re.compile(r"[A-Z]\w*(?:Error|Exception)")  # "TypeError: …" in a traceback
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

    @property
    def header(self) -> bool:
        """A header line of its own (a name in capitals, a time and a name): a turn only with its text below."""
        return self.shape[-1] == "line"


def parse_label(line: str) -> Label | None:
    """The speaker label ``line`` opens with, or None (see :mod:`memspark.chunking.turns` for the decorations)."""
    label = _parse_label(line)
    if label is None and ("**" in line[:80] or "__" in line[:80]):
        # emphasis around more than the name ("**10:02 Caroline:** …", "- __[10:02] Caroline__: …")
        plain = _parse_label(line.replace("**", "").replace("__", ""))
        if plain is not None:
            label = dataclasses.replace(plain, shape=(*plain.shape, "emph-span"))
    if label is not None and (_not_a_speaker(label.name) or label.alone and _examiner(label.name)):
        return None
    return label


def is_stamp(text: str) -> bool:
    """``text`` is a date and/or a time and nothing else ("Jun 03, 2024  6:14:22 PM", "[08:31]", "2024-06-03")."""
    return _STAMP_ALONE.fullmatch(text.strip()) is not None


def is_name(text: str) -> bool:
    """``text`` is a name as a label holds it ("Piotr", "Sam Rivera", "Speaker 1", "小明"), nothing else."""
    return re.fullmatch(_NAME, text.strip()) is not None and not text.strip().endswith(".")


def _examiner(name: str) -> bool:
    """A deposition's context line ("BY MS. CHEN:", "EXAMINATION BY MR. PATEL:"): who asks the questions below,
    alone on its line — the questions are the turns, not this line."""
    words = name.casefold().split()
    return "by" in words[:-1]


def _not_a_speaker(name: str) -> bool:
    """A log level ("INFO worker:", "[WARN]") or an exception type ("TypeError:") opens a log line, a scene heading
    a screenplay's scene: not a turn."""
    return (name.split()[0].rstrip(".") in _LOG_LEVELS or _EXCEPTION.fullmatch(name) is not None
            or name.startswith(_SCENE))  # "INT. HARBOUR CAFÉ - NIGHT": a screenplay's scene heading


def _lead(line: str) -> tuple[list[str], int, bool]:
    """The decorations before the label (quote, list marker, timestamp, emoji), where the label starts, and
    whether the timestamp is bracketed ("[10:02 AM]")."""
    pos, lead, bracketed = 0, list[str](), False
    while len(lead) < 4:
        m = _LEAD.match(line, pos)
        if m is None:
            break
        kind = m.lastgroup or ""
        if kind == "stamp" and "stamp" in lead:
            break
        bracketed = bracketed or (kind == "stamp" and line[pos] in "[(")
        lead.append(kind)
        pos = m.end()
    return lead, pos, bracketed


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
    lead, pos, bracketed = _lead(line)
    if not lead:
        caps = _caps_line(line)
        if caps is not None:
            return caps
    for m in (_LABEL.match(line, pos), _INITIAL.match(line, pos)):
        label = _label(line, m, lead, bracketed) if m is not None else None
        if label is not None:
            return label
    return None if lead else _name_line(line)


def _name_line(line: str) -> Label | None:
    """A display name alone on its line in ordinary case, every word capitalised ("Grace Adeyemi", "Me"; a
    Messenger copy's "You sent"): a chat export's message header, the message on the lines below it."""
    name = line.rstrip()
    if name == "You sent":
        return Label("You", NAME_LINE, True)
    if not is_name(name) or any(word[0] != word[0].upper() for word in name.split()):
        return None
    return Label(name, NAME_LINE, True)


def _label(line: str, m: re.Match[str], lead: list[str], bracketed: bool) -> Label | None:
    """The label ``m`` matched after the decorations ``lead``, if a separator ends it."""
    g = m.groupdict()
    name = g.get("ename") or g.get("voice") or g.get("nick") or g.get("bracket") or g.get("sender") \
        or g.get("initial") or g.get("name") or ""
    wrap = ("emph" if g.get("emph") else "voice" if g.get("voice") else "angle" if g.get("nick")
            else "bracket" if g.get("bracket") else "from" if g.get("sender") else "bare")
    pos = m.end()
    stamped = _AFTER_STAMP.match(line, pos) or _ROLE.match(line, pos)
    if stamped:
        pos = stamped.end()
    rest = line[pos:]
    stamp_after = stamped is not None and stamped.re is _AFTER_STAMP  # a time after the name, not a role
    sep = _separator(wrap, m, name, rest, stamp_after)
    if sep is None and wrap == "bare" and "stamp" in lead and bracketed and not rest.strip():
        sep = "line"  # "[10:02 AM] Caroline Smith": a chat header, the message below it
    if sep is None:
        return None
    if sep == "period":
        name = name.rstrip(".")
    alone = sep in ("alone", "line") or not rest.strip(" :：*_")
    shape = (*(kind for kind in ("quote", "list", "stamp", "emoji") if kind in lead), wrap,
             *(("stamp-after",) if stamp_after else ()), "colon" if sep in ("alone", "period") else sep)
    said = rest.strip(" :：*_")
    if sep in ("dash", "period"):
        said = said.lstrip(".—–- ")
    elif sep in ("pipe", "gt"):
        said = said.lstrip("|> ")
    return Label(name.strip(), shape, alone, said)


def _separator(wrap: str, m: re.Match[str], name: str, rest: str, stamped: bool) -> str | None:
    """How the label ends: a colon, a dash, a pipe, ``>``, a period after a capital ("Q.", "TOMÁS.—"), the
    text right after ``<nick>`` / ``[Name]`` / ``<v Name>``, or nothing (a name and a time alone on a line)."""
    if wrap == "emph" and m.groupdict().get("ecolon"):
        return "colon" if not rest or rest[0].isspace() else None
    if wrap in ("angle", "bracket"):
        if wrap == "bracket" and (len(name) < 2 or name.isupper()):
            return None  # "[x] done", "[TODO] …", "[WIP] …": a checkbox or a tag
        return "angle" if wrap == "angle" and _SPACE.match(rest) else "space" if _SPACE.match(rest) else None
    if wrap == "voice":
        return "space" if rest.strip() else None
    if _COLON.match(rest):
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
    return None


def speaker(text: str) -> str | None:
    """The speaker label a turn opens with ("Caroline" of "Caroline: …", "**Caroline:** …",
    "[10:02] Caroline: …"; the role of a transcript line), or None."""
    label = parse_label(text.split("\n", 1)[0])
    return label.name if label and label.shape != NAME_LINE else None  # a name line is a header only among others


__all__ = ["NAME_LINE", "Label", "is_name", "is_stamp", "parse_label", "speaker"]
