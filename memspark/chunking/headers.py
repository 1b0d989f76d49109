"""Header lines of their own: a message's sender on a line above its words, in the layouts threads and exports use.

A chat export, a forum thread or a ticket's history often puts the sender on a line of its own and the message
under it. :mod:`memspark.chunking.labels` reads one line; the headers here need the lines around them:

- a user name in any case (a handle or a nick after it, indented by a reply's depth) above a line that is only a
  date, a day or an age, or a post's meta line around one (``hjvoss`` / ``May 8``, ``Maria Santos`` / ``May 8, 2023,
  13:56``, ``Rhi Price @rhi@mastodon.social`` / ``Posted 8 May 2023, 1:56 PM · #1``), with at most one short line
  between (a forum's rank or badge, ``Regular``), or above a role and a time (``Marco`` / ``Host · 1:56 PM``), maybe
  under its avatar's initials (``MK`` / ``Maria Kowalski`` / ``May 8, 2023 1:56 PM``: the header opens there) —
  not above the next message's own header (``jun.h — Today at 10:11 PM``: the line ends the message before)
  — :func:`day_header`; the header takes those lines, its words start below them;
- a thread's header indented by its depth or followed by its links (``  fjord_dev 5 hours ago | parent | next [–]``,
  ``    @RetroBench 2 days ago``) — :func:`thread_header`;
- whether a header has words of its own under it (:func:`has_body`), right below or after one blank line (a letter's
  sender above its paragraphs), and whether a date line above a name line is that message's (:func:`dated_above`)
  or the end of the message before (a copy that dates each message under it).

Whether such lines are a conversation is :mod:`memspark.chunking.turns`' decision (names that recur:
:mod:`memspark.chunking.namelines`).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

from memspark.chunking.chrome import is_badge, is_edit_mark, is_interface
from memspark.chunking.labels import NAME_LINE, Label, is_name, parse_label
from memspark.chunking.stamps import (
    DAY,
    MARKS,
    RELATIVE,
    STAMP,
    TIME,
    dated_meta,
    has_time,
    is_day,
    is_stamp,
    is_status,
    parse_form,
    status_stamp,
)

_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
_TABLE = re.compile(r"^\s*\|")
_POST_NUMBER = re.compile(r"(?:(?P<date>.*\S)\s+)?#(?P<n>\d{1,6})")  # a post's number in its thread, after its date
_USER = re.compile(r"[^\W_][\w.\-]{0,31}|[^\W\d_][\w.'’-]*(?: [^\W\d_][\w.'’-]*){1,2}")  # "juragan.bekasi", "Ana Lima"
POST = ("post", "line")  # the shape of a post's number over its poster's name
# a thread's links after a header: "| next [–]", "| parent | next [–]", "· Reply", "· Share"
_NAV = re.compile(r"(?:\s*[|·•]\s*(?:next|prev|parent|root|reply|share|edit|flag|link|context|hide|permalink|"
                  r"report|\[[–-]\])(?:\s*\[[–+-]\])?|\s*\((?:edited|bearbeitet|modifié|editado|modificato)\))+\s*$",
                  re.IGNORECASE)  # "(edited)" too
_ROLE = re.compile(r"\s*\([^()\n]{1,40}\)")  # "Priya Nair (Lumina Support)": a role or a company after the name
# a handle, a nick or an address after the name ("Rhi Price @rhi@mastodon.social", "Tomasz Wrona [:twrona]")
_HANDLE = re.compile(r"(?:\s+@[\w.-]+(?:@[\w-]+(?:\.[\w-]+)+)?|\s*\[[^\]\n]{1,30}\]|\s*<[^<>\s]+@[^<>\s]+>)$")
# what a ticket's, a code review's or a review site's history writes after the sender ("Mariana Costa reported via
# portal", "Kenji Watanabe added a private note", "jpark accepted this revision."): the header's, not the name's
_ACTED = re.compile(r"\s+(?:replied|responded|commented|wrote|reported(?:\s+(?:via|by|through)\s+[\w-]+)?"
                    r"|(?:added|left) an? (?:(?:private|public|internal) )?(?:note|comment|reply)"
                    r"|(?:created|accepted|approved|closed|reopened|abandoned|updated|requested changes to|commandeered)"
                    r" (?:this|the) (?:revision|diff|change|pull request|merge request|issue|ticket|task))\.?$")
_INITIAL = re.compile(r"(?:[^\W\d_][\w'’-]+ )+[A-Z]\.")  # "Kevin R.": a name and its surname's initial
# a reply under a review, its age on the line ("Response from the owner 3 weeks ago", "Reply from Bella Napoli")
_RESPONSE = re.compile(rf"(?:Response|Reply|Answer) (?:from|by) (?:the )?(?P<who>[^\W\d_][\w'’ -]{{0,30}}?)"
                       rf"(?:\s*[·•,-]?\s*(?:{RELATIVE}|{STAMP}|{DAY}))?\s*")
# a reviewer's profile or rating line between the name and the words ("Local Guide · 48 reviews", "★★☆☆☆ 3 weeks ago")
# a poster's profile line: a rank, then counts, each maybe after its key ("Local Guide · 48 reviews · 210 foto's",
# "JF-Expert Member · Ujumbe: 2,314")
_PROFILE = re.compile(r"[^\W\d_][\w -]{0,24}(?:\s[·•]\s(?:[^\W\d_][\w ]{0,15}:\s?)?\d[\d,.\w '’]{0,20}){1,4}")
# the site's verb before a post's date, an edit mark after it ("Posted May 8", "Δημοσιεύτηκε 8 Μαΐου (επεξεργασμένο)")
_POSTED_ON = re.compile(r"(?:Posted|Published|Δημοσιεύτηκε|Publicado|Publié|Veröffentlicht|Pubblicato|Geplaatst|Opublikowano"
                        r"|Опубликовано|Yayınlandı)(?:\s+(?:on|le|am|il|em|el|op|dnia))?\s+(?P<when>[^()]+?)(?:\s*\([^()]{1,24}\))?")
_VOTES = re.compile(r"[▲△↑⬆]\s*[-+]?\d{1,6}\s*[▼▽↓⬇]?\s+")  # a thread's vote counter before the poster's name
_RATING = re.compile(rf"[★☆]{{3,5}}(?:\s*[·•]?\s*(?:{RELATIVE}|{STAMP}|{DAY}))?\s*")
# a day's name in any language, a comma and a time, under a sender's name ("आइतबार, १:५६ PM", "Søndag, 13:56")
_DAY_TIME = re.compile(rf"[^\W\d_][\w{MARKS}]{{1,15}}\.?,\s+{TIME}")  # the comma: "Rahul 10:02" is a sender's
_ROLE_DOT = re.compile(r"^[^\W\d_][\w '’-]{0,24}\s[·•|]\s")  # "Host · ", "Support agent • ": a role before the time
SUBJECT_WORDS = 2  # a subject has a few words; a single word above a name is a badge's or a button's
_REPLY_PREFIX = re.compile(r"^(?:[^\W\d_]{2,3}\s?[:：]\s*)+")  # "RE: RE: ", "AW: ", "Odp: ": a reply's subject prefixes
_DATE_WORDS = frozenset({"on", "at", "am", "le", "el", "il", "op"})  # "on May 8, 2023": a date line, no name before it
INDENT = 8  # a reply's header indented by its depth at most this much (its date line under it alike)
META_CHARS = 24  # a line between a name and its date line this short, without digits, is a rank or a badge


def _dated(line: str) -> bool:
    text = line.strip()
    posted = _POSTED_ON.fullmatch(text)
    return bool(text) and (is_day(text) or is_stamp(text) or dated_meta(text) or _RATING.fullmatch(text) is not None
                           or _DAY_TIME.fullmatch(parse_form(text)[0]) is not None
                           or posted is not None and _dated(posted["when"]))


def _timed_header(line: str) -> bool:
    """A name and a time, alone on the line: a sender's own header ("jun.h — Today at 10:11 PM"), or a role's under a
    sender's name (``Host · 1:56 PM``, ``Support agent • 2d``: :data:`_ROLE_DOT`)."""
    label = parse_label(line.strip())
    return (label is not None and label.alone and "stamp-after" in label.shape and label.name not in _DATE_WORDS
            and _DAY_TIME.fullmatch(parse_form(line.strip())[0]) is None and _POSTED_ON.fullmatch(line.strip()) is None)


def _name(line: str) -> str | None:
    """The name a header line holds: the line itself, a role in parentheses after it dropped."""
    text = line.rstrip()
    if not text or text != line.strip():
        return None
    text = _HANDLE.sub("", text) if text.endswith(("]", ">")) or "@" in text else text
    bare = _ACTED.sub("", _ROLE.sub("", text).strip() if text.endswith(")") else text)
    return bare if (is_name(bare) or _INITIAL.fullmatch(bare)) and not is_day(bare) else None


def day_header(lines: Sequence[str], i: int) -> Label | None:
    """A user name above a line that is only a date, a day or an age (one short line between at most), with words
    under it: the header of a post or a ticket's comment (span: the lines it takes). A reply's header may be indented
    by its depth, its date line under it alike."""
    if _initials_above(lines, i):  # "MK" above "Maria Kowalski": the avatar's initials open the header
        below = day_header(lines, i + 1)
        return dataclasses.replace(below, span=below.span + 1) if below is not None else None
    indent = len(lines[i]) - len(lines[i].lstrip(" "))
    if not indent and (response := _RESPONSE.fullmatch(lines[i])) is not None:
        return Label(response["who"].strip(), NAME_LINE, True) if has_body(lines, i, NAME_LINE) else None  # as written
    name = _name(lines[i][indent:]) if indent <= INDENT else None
    if name is None or _ends_message(lines, i):
        return None
    for gap in (1, 2):
        j = i + gap
        if j + 1 >= len(lines) or indent and not lines[j].startswith(" " * indent) or lines[j][indent:indent + 1].isspace():
            return None
        if _timed_header(lines[j]) and not (gap == 1 and _ROLE_DOT.search(lines[j].strip())) or post_header(lines, j):
            return None  # the next message's own header: this line ends the message before ("trying now")
        if _dated(lines[j]) or gap == 1 and _timed_header(lines[j]):
            return Label(name, NAME_LINE, True, span=gap + 1) if has_body(lines, j, NAME_LINE) else None
        meta = lines[j].strip()
        if _PROFILE.fullmatch(meta):
            continue  # a reviewer's profile line ("Local Guide · 48 reviews")
        if not meta or len(meta) > META_CHARS or any(c.isdigit() for c in meta) or meta.endswith((":", ".", "!", "?", "：", "。", "！", "？", "…")):
            return None
    return None


def _initials_above(lines: Sequence[str], i: int) -> bool:
    """Line ``i`` is an avatar's initials right above the poster's name ("MK" / "Maria Kowalski", "RM")."""
    text = lines[i].strip()
    if not 2 <= len(text) <= 3 or not text.isupper() or not text.isalpha() or i + 1 >= len(lines):
        return False
    name = _name(lines[i + 1])
    words = name.split() if name is not None else []
    return len(words) >= 2 and (words[0][0] + words[-1][0]).upper() == text[0] + text[-1]


def _ends_message(lines: Sequence[str], i: int) -> bool:
    """Line ``i``, right under a message's words, is its last line ("Reply", "Seen by Ms. Rivera") when the next line
    is a sender's name with its date line under it: the next message's header, not a rank under this one — unless it
    opens with that name (an avatar's "Tom Becker's profile photo" above "Tom Becker")."""
    if not (i > 0 and i + 2 < len(lines) and lines[i - 1].strip() and not _HEADING.match(lines[i - 1])):
        return False
    below = _name(lines[i + 1])  # a header's first line names its sender first ("Tom Becker's profile photo")
    return below is not None and not lines[i].startswith(below) and _dated(lines[i + 2])


def thread_header(line: str) -> Label | None:
    """A thread's header indented by its depth or followed by its links: the name and its age or date, alone."""
    stripped = line.strip()
    nav = _NAV.search(stripped)
    if not stripped or stripped == line.rstrip() and nav is None:
        return None  # a plain line: parse_label read it
    head = stripped[:nav.start()] if nav is not None else stripped
    votes = _VOTES.match(head) if nav is not None else None
    label = parse_label(head[votes.end():] if votes is not None else head)  # "▲ 14 ▼  hkbraun  3 hours ago | link"
    return label if label is not None and label.alone and "stamp-after" in label.shape else None


def has_body(lines: Sequence[str], i: int, shape: tuple[str, ...]) -> bool:
    """A header line of its own opens a turn only with words under it — no blank line, heading, list item, header
    or stamped line ("[11:00] Coffee" above the next slot). A name line or a dated header (``shape``) may have its
    words after one blank line (a letter's sender above its paragraphs, a thread's header above its comment)."""
    if shape == NAME_LINE and _ends_message(lines, i):
        return False  # "Reply" above the next sender's name and date: the message before ends here
    below = lines[i + 1] if i + 1 < len(lines) else ""
    apart = not below.strip() and i + 2 < len(lines) and (shape == NAME_LINE or "stamp-after" in shape)
    if apart:
        below = lines[i + 2]
        if _TABLE.match(below) or _dated(below):
            return False
    label = parse_label(below)
    return (bool(below.strip()) and not _HEADING.match(below) and not _LIST_ITEM.match(below)
            and (label is None or label.shape == NAME_LINE and not apart
                 or not label.header and "stamp" not in label.shape))


def dated_above(lines: Sequence[str], i: int, first: bool) -> bool:
    """The line above the name line ``i`` is its message's date line (an export dating each message above its
    sender: the turn opens there), not the end of the message before: it holds a time and stands after a blank
    line, a heading, a day's date or the chunk's start — or ``first`` (the chunk's first header has it too). The app's
    status after the time ("(Read by you after 23 seconds)", "✓✓") leaves it a date line (:func:`status_stamp`), and
    so does that status on a line of its own between the date line and the name."""
    j = i - 1 - _receipt_between(lines, i)
    if j < 0 or not (is_stamp(lines[j]) or status_stamp(lines[j])) or not has_time(lines[j]):
        return False
    before = lines[j - 1] if j >= 1 else ""
    return first or not before.strip() or bool(_HEADING.match(before)) or is_stamp(before)


def badge_above(lines: Sequence[str], i: int) -> bool:
    """The line above the name line ``i`` is a site's badge standing above the poster's name (``Top fan`` / ``Gary
    Whitlock``): the header opens there — not a badge under the name before it (``Helen Marsh`` / ``Admin``), nor an
    edit mark under the message before (``… die Treppe runter`` / ``Bearbeitet`` / ``Miriam Krause``)."""
    return (i >= 1 and is_badge(lines[i - 1]) and (i < 2 or _name(lines[i - 2]) is None)
            and not (is_edit_mark(lines[i - 1]) and i >= 2 and lines[i - 2].strip()))  # "…" / "Bearbeitet": the message's


def post_header(lines: Sequence[str], i: int) -> Label | None:
    """A forum post's number in its thread, alone or after the post's date (``#1``, ``2023-05-08, 13:56  #2``), over
    the poster's user name on a line of its own, with words under it: the post's header opens at the number (shape
    :data:`POST`; :mod:`memspark.chunking.evidence` wants the numbers to count up and a poster to come back)."""
    m = _POST_NUMBER.fullmatch(lines[i].strip())
    if m is None or m["date"] and not is_stamp(m["date"]) or i + 2 >= len(lines):
        return None
    name = lines[i + 1].strip()
    if not _USER.fullmatch(name) or not lines[i + 2].strip() or _POST_NUMBER.fullmatch(lines[i + 2].strip()):
        return None
    return Label(name, POST, True, text=m["n"], span=2)


def subject_above(lines: Sequence[str], i: int) -> bool:
    """The line above the name line ``i`` is its post's subject: the same subject, reply prefixes aside (``RE:``,
    ``AW:``, ``Odp:``), stands above another name line of the chunk (a course forum's ``Réponse à la question`` /
    ``Camille Tremblay`` … ``RE: Réponse à la question`` / ``Justin Lévesque``): the header opens there."""
    if i < 1 or not lines[i - 1].strip() or _HEADING.match(lines[i - 1]) or is_interface(lines[i - 1]):
        return False  # "Reply" above every name: the message before ends in its button
    subject = _subject(lines[i - 1])
    if len(subject.split()) < SUBJECT_WORDS:
        return False
    return bool(subject) and any(j != i and _subject(lines[j - 1]) == subject and _name_line(lines[j])
                                 for j in range(1, len(lines)))


def _subject(line: str) -> str:
    return _REPLY_PREFIX.sub("", line.strip()).casefold()


def _name_line(line: str) -> bool:
    label = parse_label(line)
    return label is not None and label.shape == NAME_LINE


def with_date_line(lines: Sequence[str], label: Label, i: int) -> tuple[int, Label]:
    """A name line's turn opening at its date line above it (above the app's receipt, if one stands between)."""
    above = 1 + _receipt_between(lines, i)
    return i - above, dataclasses.replace(label, span=above + 1)


def _receipt_between(lines: Sequence[str], i: int) -> int:
    """1 when the line above the name line ``i`` is only the app's status, under a date line ("(Read by them after 23
    seconds)", "✓✓"): the header's, between its date and its sender."""
    return int(i >= 2 and is_status(lines[i - 1]) and has_time(lines[i - 2]))


__all__ = ["badge_above", "dated_above", "day_header", "has_body", "post_header", "POST", "subject_above", "thread_header", "with_date_line"]
