"""Letters: messages that name their writer at the end, under a salutation that names the reader.

Letters, postcards and e-mails pasted one after another (a correspondence kept in a note, a family's letters to
each other, a pen-pal exchange) put no label before their words: a letter opens with a salutation naming the person
it is written to (``Dear Melanie,``, ``Hi Tom,``, ``Liebe Anna,``, ``Querida Sofía,``) and closes with a valediction
naming its writer (``Love, Caroline``, ``Best, Tom``, ``Cheers, Sam``, ``Regards,`` above ``Ines``, ``— Kwame``,
``Liebe Grüße, Jonas``, ``Bisous, Léa``). :func:`letter_turns` gives the opening line of each letter — its date line
when one stands right above the salutation (or one blank line above it), the salutation, or (no salutation) the
first line after the letter before — as a label of shape :data:`LETTER` naming the writer; the label takes the lines
up to the salutation, the letter's words follow.

Letters are a conversation only with evidence that people write to each other: a salutation naming the writer of
another letter in the chunk (Caroline writes to Melanie, Melanie signs a letter), or letters that each open with a
salutation and whose writers' names recur (``n ≥ 2k − 1`` letters for ``k`` writers, two or more: "Hi all," …
"Best, Ana"). A page of quotations each attributed with ``— Name`` has neither, even when an author comes back.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking.labels import Label, is_name
from memspark.chunking.stamps import is_day, is_stamp

LETTER = ("letter",)  # the shape of a letter's opening line, its writer named at its end
# what a salutation opens with, in the languages notes are written in (case-insensitive)
_GREETINGS = (
    "dear|dearest|my dear|my dearest|hi|hello|hey|hiya|greetings|good morning|good afternoon|good evening"
    "|liebe|lieber|liebes|hallo|moin|servus|sehr geehrte|sehr geehrter|cher|chère|chers|chères|bonjour|salut|coucou"
    "|querido|querida|queridos|queridas|hola|estimado|estimada|caro|cara|cari|care|ciao|gentile|gentili|olá|oi"
    "|prezado|prezada|beste|lieve|hoi|kære|kjære|hej|hei|kära|käre|drogi|droga|drodzy|cześć|milý|milá|ahoj|hyvä|moi"
    "|sevgili|merhaba|дорогой|дорогая|привет|здравствуйте|уважаемый|уважаемая"
)
_TITLE = r"(?:(?:Mr|Mrs|Ms|Mx|Dr|Prof|Herr|Frau|Mme|Mlle|M|Sr|Sra|Sig|Dott)\.?\s+)?"
_SALUTATION = re.compile(rf"(?i:{_GREETINGS})\s+{_TITLE}(?P<reader>[^\W\d_][\w'’.-]*(?:\s+[^\W\d_][\w'’.-]*){{0,3}})"
                         r"\s*[,!:—–]?\s*$")
# what a valediction says before the writer's name (case-insensitive; a comma, a dash or nothing after it)
_CLOSINGS = (
    "love|lots of love|all my love|much love|with love|all the best|best|best wishes|best regards|kind regards|warm regards"
    "|warmest regards|warm wishes|regards|warmly|cheers|thanks|thanks again|thank you|many thanks|yours|yours truly"
    "|yours sincerely|yours faithfully|yours ever|ever yours|sincerely|take care|talk soon|speak soon|see you soon"
    "|hugs|big hugs|xo|xoxo|xx|x|your friend|your sister|your brother|your mum|your mom|your dad|fondly|affectionately"
    "|liebe grüße|lg|viele grüße|herzliche grüße|beste grüße|mit freundlichen grüßen|freundliche grüße|grüße|gruß"
    "|alles liebe|bis bald|dein|deine|euer|eure|tschüss|bisous|grosses bises|gros bisous|bises|amitiés|cordialement"
    "|bien à toi|bien à vous|à bientôt|je t'embrasse|un abrazo|abrazos|besos|un beso|saludos|un saludo|atentamente"
    "|cariños|con cariño|un abbraccio|baci|un bacio|saluti|cordiali saluti|a presto|con affetto|beijos|beijinhos"
    "|abraços|um abraço|atenciosamente|saudações|groetjes|groeten|liefs|met vriendelijke groet|met vriendelijke groeten"
    "|hartelijke groeten|hilsen|med vennlig hilsen|vennlig hilsen|mvh|kram|kramar|hälsningar|knus|kh|pozdrawiam"
    "|całuję|ściskam|terveisin|halauksin|s pozdravem|zdravím|sevgiler|saygılarımla|целую|обнимаю|с уважением"
)
_CLOSING = rf"(?i:{_CLOSINGS})"
_SIGN_OFF = re.compile(rf"{_CLOSING}\s*,\s*(?P<writer>\S.*?)\s*$|(?:[—–~]|--)\s*(?P<dashed>\S.*?)\s*$")
_CLOSING_ALONE = re.compile(rf"{_CLOSING}\s*[,.!]?\s*$")  # "Kind regards," on its line, the name below it
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")


def _writer(lines: Sequence[str], i: int) -> tuple[str, int] | None:
    """The writer a valediction at line ``i`` names and the letter's last line: ``Love, Caroline`` or ``— Kwame``
    (the last line of its paragraph), or ``Regards,`` above the name alone on its line."""
    line = lines[i].strip()
    after = lines[i + 1].strip() if i + 1 < len(lines) else ""
    m = _SIGN_OFF.fullmatch(line)
    if m is not None and not after:
        name = (m["writer"] or m["dashed"]).rstrip(".!")
        return (name, i) if is_name(name) else None
    if _CLOSING_ALONE.fullmatch(line) and is_name(after) and (i + 2 >= len(lines) or not lines[i + 2].strip()):
        return after, i + 1
    return None


def _dated(line: str) -> bool:
    text = line.strip()
    return bool(text) and (is_stamp(text) or is_day(text))


def _opening(lines: Sequence[str], start: int, end: int) -> tuple[int, int, str]:
    """Where the letter between lines ``start`` and ``end`` opens, the lines its label takes (through the
    salutation) and the reader its salutation names ("" without one)."""
    for s in range(start, end):
        m = _SALUTATION.fullmatch(lines[s].strip())
        if m is None:
            continue
        at = s
        if s - 1 >= start and _dated(lines[s - 1]):
            at = s - 1  # "Monday 8 May 2023, 1:56 PM" right above "Dear Melanie,"
        elif s - 2 >= start and not lines[s - 1].strip() and _dated(lines[s - 2]):
            at = s - 2  # the date, a blank line, the salutation (a formal letter)
        return at, s - at + 1, m["reader"]
    first = next(j for j in range(start, end + 1) if lines[j].strip())
    return first, 1, ""


def letter_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The opening line of each letter in ``lines`` (index → label naming its writer) when the letters are written
    to each other or their writers recur (module docstring); empty otherwise."""
    found: list[tuple[int, int, str, str, str]] = []  # (opening, span, writer, reader, first line's words)
    start = 0
    for i, line in enumerate(lines):
        if _HEADING.match(line):
            start = i + 1
            continue
        if i < start or not line.strip():
            continue
        signed = _writer(lines, i)
        if signed is None:
            continue
        writer, last = signed
        at, span, reader = _opening(lines, start, i)
        text = "" if reader else lines[at].strip()
        found.append((at, span if reader else 1, writer, reader, text))
        start = last + 1
    writers = [w.casefold() for _, _, w, _, _ in found]
    k = len(set(writers))
    firsts = {w.split()[0] for w in writers}
    addressed = any(r and r.split()[0].casefold() in firsts - {w.casefold().split()[0]} for _, _, w, r, _ in found)
    greeted = all(reader for _, _, _, reader, _ in found)
    if len(found) < 2 or k < 2 or not (addressed or greeted and len(found) >= 2 * k - 1):
        return {}
    return {at: Label(writer, LETTER, alone=bool(reader), text=text, span=span)
            for at, span, writer, reader, text in found}


__all__ = ["LETTER", "letter_turns"]
