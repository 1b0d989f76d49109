"""Timestamps and dates as chat headers write them: one grammar for every decoration a label may carry.

A message's header dates it in many forms and languages: ``13:56``, ``13.56``, ``13h56``, ``1:56 PM``,
``오후 1:56``, ``下午1:56``, ``2023-05-08T13:56:12Z``, ``08.05.23``, ``5/8/23``, ``08/May/23``, ``8 May 2023``,
``8 de maio de 2023``, ``lunes, 8 de mayo de 2023, 13:56``, ``Mon, May 8 2023``, ``2023년 5월 8일``, ``2023/05/08(Mon)``, ``Mon 1:56 PM``, ``Today at 10:02`` — and a
thread's header may say how long ago it was written (``3h``, ``3 days ago``, ``yesterday``). :data:`STAMP` is a
date and/or a time (what may stand before a label or after a name), :data:`RELATIVE` an age (only after a name),
:func:`is_stamp` a line or a cell that is a stamp and nothing else (a date line above an export's messages, a
table's time column), :func:`stamp_kind` which parts a stamp holds (lines of one layout date their messages
alike).
"""

from __future__ import annotations

import re
import unicodedata


def _marks() -> str:
    """A character class body of the combining marks of the Basic Multilingual Plane (Devanagari's vowel signs,
    Hebrew points, Thai vowels): letters of a word in those scripts, though ``\\w`` does not match them."""
    spans: list[tuple[int, int]] = []
    for cp in range(0x300, 0x10000):
        if unicodedata.category(chr(cp)).startswith("M"):
            if spans and spans[-1][1] == cp - 1:
                spans[-1] = (spans[-1][0], cp)
            else:
                spans.append((cp, cp))
    return "".join(f"\\u{a:04x}-\\u{b:04x}" if b > a else f"\\u{a:04x}" for a, b in spans)


MARKS = _marks()
_MERIDIEM = r"(?:[AaPp]\.?[Mm]\.?|오전|오후|上午|下午|午前|午後|(?:[صم]|ق\.ظ|ب\.ظ)(?!\w))"  # Arabic and Persian too
# a zone's letters ("CEST"); not a call sign before an arrow ("09:02 COAST → …": the caller, not a zone) unless it is one
# of the zones clocks and exports write (a closed class, like weekdays: "13:56 CEST → on my way" is a time and a direction)
_ZONES = ("CET CEST EET EEST WET BST IST MSK EST EDT CST CDT MST MDT PST PDT AKST AKDT HST AEST AEDT ACST ACDT AWST NZST "
          "NZDT JST KST HKT SGT ICT PHT WIB BRT ART SAST EAT WAT CAT")
_ZONE = (rf"(?:\s?(?:UTC|GMT)(?:[+-]\d{{1,2}}(?::?\d{{2}})?)?|Z|[+-]\d{{2}}:?\d{{2}}|\s(?:{'|'.join(_ZONES.split())})"
         r"|\s[A-Z]{2,4}T(?!\s*(?:→|->|⇒)))(?![\w:])")
TIME = (rf"(?:{_MERIDIEM}\s?)?\d{{1,2}}[:.h]\d{{2}}(?:[:.]\d{{2}}(?:[.,]\d{{1,6}})?)?(?!\d)(?:\s?{_MERIDIEM})?"  # "0.021": a number
        rf"(?:{_ZONE})?")
_NUM_DATE = r"\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}"  # 2023-05-08, 08.05.23, 5/8/23
_MON_DATE = r"\d{1,2}[-/][^\W\d_]{3,9}[-/]\d{2,4}"  # 08/May/23, 8-May-2023
_CJK_DATE = r"\d{2,4}\s?[年년]\s?\d{1,2}\s?[月월]\s?\d{1,2}\s?[日일]"  # 2023年5月8日, 2023년 5월 8일
# weekdays, short and long, in the languages chat apps write them in (a closed class, unlike names: "Jon 4:05 PM"
# is a name and a time, "Mon 4:05 PM" a time)
_WEEKDAY_NAMES = (r"(?:[Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)day|[Mm]on|[Tt]ues?|[Ww]ed|[Tt]hu(?:rs?)?|[Ff]ri|[Ss]at|[Ss]un|"
                  r"[Mm]o|[Dd]i|[Mm]i|[Dd]o|[Ff]r|[Ss]a|[Ss]o"
                  r"|[Mm]ontag|[Dd]ienstag|[Mm]ittwoch|[Dd]onnerstag|[Ff]reitag|[Ss]amstag|[Ss]onntag"
                  r"|[Ll]un|[Mm]ar|[Mm]er|[Mm]i[ée]|[Jj]eu|[Jj]ue|[Vv]en|[Vv]ie|[Ss][aá]b|[Dd]im|[Dd]om|[Gg]io|[Ss]eg|[Tt]er|[Qq]ua|[Qq]ui|[Ss]ex"
                  r"|[Ll]undi|[Mm]ardi|[Mm]ercredi|[Jj]eudi|[Vv]endredi|[Ss]amedi|[Dd]imanche|[Mm]a|[Ww]o|[Vv]r|[Zz]a|[Zz]o"
                  r"|[Ll]unes|[Mm]artes|[Mm]i[ée]rcoles|[Jj]ueves|[Vv]iernes|[Ss][áa]bado|[Dd]omingo|[Ss]egunda|[Tt]er[çc]a|[Qq]uarta|[Qq]uinta"
                  r"|[Ss]exta|(?:[Ss]egunda|[Tt]er[çc]a|[Qq]uarta|[Qq]uinta|[Ss]exta)-feira|[Ll]uned[iì]|[Mm]arted[iì]|[Mm]ercoled[iì]"
                  r"|[Gg]ioved[iì]|[Vv]enerd[iì]|[Ss]abato|[Dd]omenica|[Dd]illuns|[Dd]imarts|[Dd]imecres|[Dd]ijous|[Dd]ivendres|[Dd]issabte|[Dd]iumenge"
                  r"|[Hh]eute|[Gg]estern|[Tt]oday|[Yy]esterday|[Hh]oje|[Oo]ntem|[Hh]oy|[Aa]yer|[Aa]ujourd'hui|[Hh]ier")
# the small word a Romance language writes before a date's month and year ("8 de maio de 2023", "8 de mayo de 2023",
# "8 d'abril del 2023", "8 de maig de 2023")
_OF_MONTH = r"(?:de\s+|d['’]\s?)"
_OF_YEAR = r"(?:de\s+|del\s+)"
# a date with its month in words, a weekday before it ("Jun 03, 2024", "Mon, 3 March 2024", "14. März 2024"),
# "May 8" without a year only before a time (WORD_DAY)
_WORD_DATE = (rf"(?:(?:{_WEEKDAY_NAMES})\.?,?\s+)?(?:[^\W\d_]{{3,9}}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}"
              rf"|\d{{1,2}}\.?\s+(?:{_OF_MONTH}[^\W\d_]{{3,10}}|[^\W\d_]{{3,9}})\.?,?\s+{_OF_YEAR}?\d{{2,4}})")
_WORD_DAY = r"[^\W\d_]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?"
_WEEKDAY_PAREN = r"(?:\s?[(（][^\W\d_]{1,9}\.?[)）])"  # 2023/05/08(Mon), 2023年5月8日(月)
DATE = rf"(?:(?:{_CJK_DATE}|{_WORD_DATE}|{_MON_DATE}|{_NUM_DATE}){_WEEKDAY_PAREN}?)"
_WEEKDAY = rf"(?:{_WEEKDAY_NAMES})\.?(?![\w'])"  # "Mon 1:56 PM", "Di. 9:05", "Tuesday 10:02", "Today at 10:02"
_JOIN = r"(?:,?\s+(?:at\s+|um\s+|à\s+|alle\s+|às\s+|в\s+|o\s+|om\s+|kl\.?\s+|a l[ae]s\s+|ás\s+)?|T|\s?[-–]\s?|\s?@\s?)"  # "May 08, 2023 @01:56PM"
_SHORT_DAY = r"\d{1,2}/\d{1,2}(?![/\d])"  # "5/8 20:03:40.118" (a game's chat log): a month and a day, only before a time
# a month's name or its abbreviation, in the languages chat apps and forums date in ("May 8", "8. Mai", "3 janv.")
_MONTH_NAMES = ("january february march april may june july august september october november december jan feb mar apr "
                "jun jul aug sep sept oct nov dec januar februar märz mär jän juni juli oktober okt dezember dez janvier "
                "février mars avril mai juin juillet août septembre octobre novembre décembre janv févr fév avr juil "
                "déc enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre ene abr "
                "ago dic janeiro fevereiro março maio junho julho setembro outubro novembro dezembro fev set out "
                "gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre gen mag giu lug ott januari "
                "februari maart mei augustus mrt maj augusti januára "
                # the genitive a day's date takes in Russian and Polish ("8 мая", "8 maja")
                "января февраля марта апреля мая июня июля августа сентября октября ноября декабря "
                "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia "
                # and in Greek ("8 Μαΐου")
                "ιανουαρίου φεβρουαρίου μαρτίου απριλίου μαΐου ιουνίου ιουλίου αυγούστου σεπτεμβρίου οκτωβρίου "
                "νοεμβρίου δεκεμβρίου")
_MONTH = rf"(?:{'|'.join(sorted(_MONTH_NAMES.split(), key=len, reverse=True))})\.?"
_DAY_MONTH = rf"\d{{1,2}}\.?\s+{_OF_MONTH}?(?i:{_MONTH})"  # "8 May at 13:56", "8 мая в 14:02", "8 de mayo a las 13:56"
STAMP = (rf"(?:{DATE}{_JOIN}{TIME}|{_WORD_DAY}{_JOIN}{TIME}|{_DAY_MONTH}{_JOIN}{TIME}|{_SHORT_DAY}\s+{TIME}|{_WEEKDAY},?\s+(?:at\s+)?{TIME}|{DATE}|{TIME})")
_UNITS = r"(?:s|sec|m|min|h|hr|d|w|wk|mo|y|yr)"
_AGE_WORDS = r"(?:second|minute|hour|day|week|month|year)s?"
# an age in the other languages threads are copied in: a word before it ("vor 3 Std.", "il y a 2 h", "hace 5 min", "há
# 2 dias"), after it ("2 ore fa", "3 uur geleden", "3 часа назад", "2 godz. temu", "3 tim sedan", "2 jam yang lalu",
# "3 saat önce"), or a CJK unit and
# 前/전 ("3小时前", "5分前", "3시간 전"), Arabic's and Hebrew's word before it ("قبل 3 ساعات", "לפני שעתיים"); yesterday or today in words ("gestern", "вчера", "어제 14:02")
_FOREIGN_AGE = (r"(?:vor|il y a|hace|há|för)\s+(?:\d{1,3}|einer?|einem|une?|una?|uma?)\s+[^\W\d_]{1,12}\.?(?:\s+sedan)?"
                r"|\d{1,3}\s?[^\W\d_]{1,12}\.?\s+(?:fa|geleden|sedan|назад|temu|yang lalu|önce|sitten|ezelőtt|atrás)"
                r"|\d{1,3}\s?(?:秒|分钟|分鐘|分|小时|小時|個小時|个小时|時間|天|日|周|週間|週|个月|個月|か月|ヶ月|年)前"
                r"|\d{1,3}\s?(?:초|분|시간|일|주|개월|달|년)\s?전"
                r"|(?:قبل|منذ)\s+(?:\d{1,3}\s+)?(?:ثانية|ثوان[يٍ]?|دقيقة|دقيقتين|دقائق|ساعة|ساعتين|ساعات|يوم|يومين|أيام"
                r"|أسبوع|أسبوعين|أسابيع|شهر|شهرين|أشهر|سنة|سنتين|سنوات)"  # "قبل 3 ساعات", "قبل ساعتين"
                r"|לפני\s+(?:\d{1,3}\s+)?(?:שנייה|שניות|דקה|דקות|שעה|שעתיים|שעות|יום|יומיים|ימים|שבוע|שבועות|חודש|חודשים|שנה|שנים)"
                r"|(?:[Gg]estern|[Hh]eute|[Aa]yer|[Hh]oy|[Oo]ntem|[Hh]oje|[Ii]eri|[Oo]ggi|[Gg]isteren|[Vv]andaag|[Ii]går|[Ii]dag"
                r"|[Ww]czoraj|[Dd]zisiaj|[Вв]чера|[Сс]егодня|어제|오늘|昨天|今天|昨日|今日)")
# an age with its number in words, one of a unit, before the language's word for ago ("a month ago", "een maand
# geleden", "un mese fa", "en månad sedan", "месяц назад", "miesiąc temu"): a closed class of units ("un amico fa …": none)
WORD_AGE = (r"(?:an?|one)\s+(?:second|minute|hour|day|week|month|year)\s+ago"
            r"|(?:(?:een|un[ae]?|un'|uno|en|ett|one)\s*)?(?:seconde|minuut|uur|dag|week|maand|jaar|secondo|minuto|ora|giorno"
            r"|settimana|mese|anno|sekund|minut|timme|vecka|månad|år|секунду|минуту|час|день|неделю|месяц|год"
            r"|sekundę|minutę|godzinę|dzień|tydzień|miesiąc|rok)\s+(?:geleden|fa|sedan|назад|temu)")
RELATIVE = (rf"(?:\d{{1,3}}\s?{_UNITS}\.?(?:\s+ago)?|(?:\d{{1,3}}|an?)\s+{_AGE_WORDS}\s+ago|[Jj]ust now"
            rf"|(?:[Tt]oday|[Yy]esterday)(?:\s+at\s+{TIME})?|{_FOREIGN_AGE}|{WORD_AGE})(?![\w:])")
# a clock time or a numeric date, as a message line may carry one between the name and its text ("Kwame (10:02): …")
NUMERIC_STAMP = (r"(?:\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}(?:,?\s+|T)\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?"
                 r"|\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}|\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?)")
_AGE = re.compile(RELATIVE)
_ALONE = re.compile(rf"[\[(]?{STAMP}(?:,?\s+[^\W\d_]{{2,9}})?[\])]?")  # a stamp, then maybe a weekday ("… 월요일")
_HAS_TIME = re.compile(r"\d[:.h]\d{2}")
_ALONE_PREFIX = re.compile(rf"^[\[(]?{STAMP}[\])]?")
_MINUTES = (re.compile(r"(?<!\d)\d{1,2}:(\d{2})(?P<seconds>:\d{2})?"),  # a colon first: "08.05.23 13:56" is a date and a time
            re.compile(r"(?<![\d.])\d{1,2}[.h](\d{2})(?P<seconds>[.]\d{2})?(?![.\d])"))
_HAS_DATE = re.compile(r"\d{4}|\d[-/.]\d{1,2}[-/.]\d|\d/[01]\d(?!\d)|[年년月월]|[^\W\d_]{3,}\.?,?\s+\d|\d\.?\s+[^\W\d_]{3,}|\d[-/][^\W\d_]")


# "8/05", "10/05": a day and a month in figures without a year (a class stream's, a board's dates), the month in two
# figures ("1/2" is a fraction)
_SHORT_DATE = r"(?:[12]\d|3[01]|0?[1-9])/(?:0[1-9]|1[0-2])(?![\w:/.,])"
DAY = rf"(?:(?i:{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?|\d{{1,2}}\.?\s+{_OF_MONTH}?{_MONTH})(?![\w:])|{_SHORT_DATE})"  # "May 8", "8. Mai"
_DAY = re.compile(DAY)
# direction marks a right-to-left chat writes around its stamps and names (LRM, RLM, ALM, embeddings, isolates)
_BIDI = "\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_PARSE_MAP: dict[int, str] = {cp: str(unicodedata.digit(chr(cp))) for cp in range(0x660, 0x10000)
                               if unicodedata.category(chr(cp)) == "Nd"}  # Arabic-Indic, Persian, Thai, full-width …
_PARSE_MAP.update({ord(mark): " " for mark in _BIDI})
_PARSE_FORM = str.maketrans(_PARSE_MAP)


def parse_form(line: str) -> tuple[str, int]:
    """``line`` as the label grammar reads it, and how many characters were cut from its start: direction marks
    cut at the start and read as a space elsewhere, every decimal digit as its ASCII digit ("‏[٨/٥/٢٠٢٣ ١:٥٦ م]"
    reads "[8/5/2023 1:56 م]"). One character for one after the cut, so a span maps back to the stored line."""
    cut = len(line) - len(line.lstrip(_BIDI))
    return line[cut:].translate(_PARSE_FORM), cut


def is_day(text: str) -> bool:
    """``text`` is a day without a year or an age and nothing else ("May 8", "8. Mai", "2 days ago", "yesterday"):
    a forum post's date line, never a name."""
    return _DAY.fullmatch(text.strip()) is not None or _AGE.fullmatch(text.strip()) is not None


def is_stamp(text: str) -> bool:
    """``text`` is a date and/or a time and nothing else ("Jun 03, 2024  6:14:22 PM", "[08:31]", "2024-06-03",
    "2023/05/08(Mon)", "2023년 5월 8일 월요일")."""
    return _ALONE.fullmatch(text.strip()) is not None


# what a messenger writes after a message's time on its time line: a status in parentheses ("(Read by you after 23
# seconds)", "(edited)", "(modifié)"), set apart ("· Delivered", "| Gelesen") or as check marks ("✓✓"), in any language:
# a few short words and no sentence — the app's, never the sender's
CHECKS = r"[✓✔√]{1,2}"  # a messenger's sent and read marks
QUESTION_MARKS = ("?", "\uff1f", "\u061f")  # ASCII, full-width (Chinese, Japanese), Arabic
# how a sentence ends: a period, a question or an exclamation, an ellipsis, in ASCII, full width and Arabic
SENTENCE_ENDS = (".", "!", "…", "\u3002", "\uff01", *QUESTION_MARKS)
_IN_PARENS = r"[(（][^()（）\n.!?]{1,48}[)）]"  # a few words in parentheses, no sentence
_STATUS = re.compile(rf"\s*(?:{_IN_PARENS}|\s[·•|]\s*[^\W\d_][^\W\d_'’ ]*(?:\s[^\W\d_][^\W\d_'’]*){{0,3}}|{CHECKS})\s*$")
_STATUS_ALONE = re.compile(rf"{_IN_PARENS}|{CHECKS}")


def is_status(text: str) -> bool:
    """``text`` is only a messenger's status, on a line of its own under a message's time ("(Read by them after 23
    seconds)", "(gelesen)", "✓✓")."""
    return _STATUS_ALONE.fullmatch(text.strip()) is not None


def status_stamp(text: str) -> bool:
    """``text`` is a message's time line with the app's status after the time ("May 08, 2023  1:56:08 PM (Read by them
    after 49 seconds)", "14:04 ✓✓", "13:56 · Delivered") — a stamp like :func:`is_stamp`'s, never a sender's words."""
    text = text.strip()
    m = _ALONE_PREFIX.match(text)
    return (m is not None and m.end() < len(text) and _STATUS.fullmatch(text, m.end()) is not None
            and _HAS_TIME.search(m.group(0)) is not None)


_INSIDE = re.compile(STAMP)
_META_WORDS = 3  # words besides the stamp on a post's meta line ("Posted … · #1", "Edited …", "Sent …")
_META_WORD = re.compile(r"[^\W\d_][\w'’]*")
_META_SEPARATOR = re.compile(r"\s[·•|]\s")


def dated_meta(text: str) -> bool:
    """``text`` is a post's meta line: a date or a time with a few short words around it and no sentence ("Posted
    8 May 2023, 1:56 PM · #1", "Edited May 8 at 13:56", "Sent Mon 1:56 PM · 2 replies") — a thread's date line."""
    text = text.strip()
    m = max(_INSIDE.finditer(text), key=lambda m: len(m.group(0)), default=None)
    if m is None or not (_HAS_DATE.search(m.group(0)) or _HAS_TIME.search(m.group(0))):
        return _aged_meta(text)
    if text.endswith((".", "!", "?")):
        return False
    words = _META_WORD.findall(text[:m.start()] + " " + text[m.end():])
    if not words:
        return True
    # with words around it, a date and a time, or a date with a year or a month's name ("Version 2.3.1", "Room
    # 4.12" are no dates)
    stamp = m.group(0)
    dated = stamp_kind(stamp) == "dt" or re.search(r"\d{4}|[^\W\d_]{3,}", stamp) is not None
    return dated and len(words) <= _META_WORDS and all(len(word) <= 12 for word in words)


def _aged_meta(text: str) -> bool:
    """A meta line dated by its age, its parts set apart ("7 points · 2 min. ago", "u/rin · 5h · edited")."""
    m = max(_AGE.finditer(text), key=lambda m: len(m.group(0)), default=None)
    if m is None or not _META_SEPARATOR.search(text) or text.endswith((".", "!", "?")) and m.end() < len(text):
        return False  # a sentence's end, not the age's own period ("Südstadt · vor 3 Std.")
    words = _META_WORD.findall(text[:m.start()] + " " + text[m.end():])
    return len(words) <= _META_WORDS and all(len(word) <= 12 for word in words)


def stamp_kind(stamp: str) -> str:
    """Which parts ``stamp`` holds: ``"dt"`` (a date and a time), ``"t"``, ``"d"`` or ``"age"`` (neither: "3h",
    "yesterday") — a layout dates each message alike, so a line dated otherwise is no header of it."""
    if _AGE.fullmatch(stamp.strip()):
        return "age"
    kind = ("d" if _HAS_DATE.search(stamp) else "") + ("t" if _HAS_TIME.search(stamp) else "")
    return kind or "age"


def minutes(stamp: str) -> int | None:
    """The minute of the hour ``stamp``'s time says (``13:56`` → 56), None without a time or with seconds (a
    recording's offset, ``00:01:02``, or a logged event: timed to the second, never planned)."""
    m = _MINUTES[0].search(stamp) or _MINUTES[1].search(stamp)
    return int(m.group(1)) if m and not m["seconds"] else None


def has_time(text: str) -> bool:
    """``text`` holds a clock time (a date line with one dates a message; one without is a day separator)."""
    return _HAS_TIME.search(text) is not None


__all__ = ["CHECKS", "DATE", "DAY", "MARKS", "NUMERIC_STAMP", "QUESTION_MARKS", "RELATIVE", "SENTENCE_ENDS", "STAMP", "TIME", "WORD_AGE", "dated_meta", "has_time", "is_day", "is_stamp",
           "is_status", "minutes", "parse_form", "stamp_kind", "status_stamp"]
