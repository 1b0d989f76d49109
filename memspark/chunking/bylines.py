"""Bylines: a header line that names a message's author and when it was written, the message under it.

Issue trackers, forums, review tools, team chats and chat logs put a message's author on a header line of its own,
with its time and some of the site's decoration, and the message below:

- ``by`` and the author, alone or after a post's word (``by Liam O'Connor - Monday, 8 May 2023, 1:56 PM``,
  ``Comment 3 by Marie Hendry 2023-05-09 07:41``, ``Posted by anna_k · 3 hours ago``, ``by jd on Monday May 08,
  2023 @01:56PM (#63504112)``); a post's subject on the line right above such a byline opens the turn (``Re: Osmosis
  lab …`` / ``by …``);
- the author first, in any decoration a site adds — a role, a nick or a handle (``Arno Schäfer (reporter)``,
  ``Tomasz Wrona [:twrona]``, ``Rhi Price @rhi@mastodon.social``), a surname first (``Jansen, Pieter``, ``de Vries,
  Kees``), a verb of posting (``Anna Weber sent the following message at 1:56 PM``) — then the time among a few short
  words (``Comment 5``, ``Description``, ``Member``, ``PDT``), set apart by a run of spaces, a dash, a dot or a pipe
  (``kowalczyk-m  2 days ago  Member``, ``Jansen, Pieter  10:02``);
- as a Markdown heading of its own per message (``### Ruth — 8 May 2023 13:56``);
- a reviewer's name on a line of its own above the vote line (``Sofia Marchetti`` / ``Patch Set 2: Code-Review+2``).

Every byline holds a time of day, an age or a vote (a message is timed; an article's, a release's or a journal's byline is
dated, a credit in a changelog, an award list or a bibliography not at all) and stands alone on its line: a line
with more words after the time is prose. The lines are messages (:func:`byline_turns`) when two or more of them have
words under them and either a name comes back after another's or each names another person (a chunk of a thread;
not under a newspaper's capitalised ``By``: articles by several writers); a single byline (a blog post, a press
release) is none, and so is a line in a list, a table or a quote. Where bylines
or mail headers (``From: …``) open a chunk's turns, the label-like lines of the messages under them (a ticket's
``Status:`` fields, a chat app's repeated name line, a quote's ``Name wrote:``) are not turns (:func:`prevail`).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence

from memspark.chunking import records
from memspark.chunking.chrome import is_interface
from memspark.chunking.headers import has_body
from memspark.chunking.labels import NAME_PATTERN, Label, is_name, parse_label
from memspark.chunking.letters import LETTER
from memspark.chunking.stamps import DAY, RELATIVE, STAMP, has_time, is_day, is_stamp, stamp_kind

BYLINE = ("byline", "stamp-after", "line")  # the shape of a byline's label (a header line: its words below it)
_HEADING = re.compile(r"\s{0,3}#{1,6}\s+")
_FENCE = re.compile(r"\s*(```|~~~)")
_LIST_ITEM = re.compile(r"\s*(?:[-*+•]|\d+[.)])\s+|\s*[|>]")  # a list item, a table row, a quote: no header
# "by", "Comment 3 by", "Posted by", "Reply #2 by" (a post's words; "Edited by", "Seen by" are no authorship)
# "Question from", "Answered live by" (a webinar's Q&A panel, a "from" after a post's kind: "Message from")
_BY = (r"(?:(?:[Cc]omment|[Pp]ost(?:ed)?|[Rr]epl(?:y|ied)|[Mm]essage|[Ss]ubmitted|[Aa]nswer(?:ed)?|[Aa]sked|[Rr]eview(?:ed)?"
       r"|[Qq]uestion(?:ed)?|[Rr]esponse)(?:\s+#?\d{1,6})?(?:\s+live)?\s+(?:[Bb]y|from)|[Bb]y)\s+")
_SURNAME_FIRST = rf"(?:{NAME_PATTERN}),\s(?:{NAME_PATTERN})"  # "Jansen, Pieter", "El Amrani, Yassin"
_LAZY_NAME = NAME_PATTERN.replace("{0,3}", "{0,3}?")  # the shortest name the rest of the line allows
_DECOR = (r"(?:\s*\([^()\n]{1,40}\)|\s*\[[^\]\n]{1,30}\]|\s*<[^<>\s]+@[^<>\s]+>"  # a role, a nick, an address
          r"|\s+@[\w.-]+(?:@[\w-]+(?:\.[\w-]+)+)?)")  # a handle ("@rhi@mastodon.social")
_VERB = (r"(?:\s+(?:sent|posted|wrote|replied|commented|left|added|shared)"
         r"(?:\s+(?:the|a|an|following|new|this|these|two|\d+))*\s+(?:messages?|comments?|repl(?:y|ies)|posts?|answers?)"
         r"|\s+(?:sent|posted|wrote|replied|commented))")  # "sent the following messages", "posted"
_SEP = r"(?:\s(?=\d)|\s{2,}|\t|\s*[-–—·•|»,]\s*|\s+(?:at|on|um|am|à|le|op|il)\s+)"  # between the fields of a header
_HEAD = re.compile(rf"(?P<by>{_BY})?(?P<name>{_SURNAME_FIRST}|{_LAZY_NAME})(?:{_DECOR})*(?P<verb>{_VERB})?"
                   rf"(?P<rest>{_SEP}.*)")
_INITIAL = re.compile(r"\s[^\W\d_]\.$")  # a name ending in a surname's initial ("Tom H.")
_WHEN = re.compile(rf"{STAMP}|{RELATIVE}|{DAY}")
_NUMBER = re.compile(r"(?<!\w)\d")
_TAG_WORD = re.compile(r"[^\W\d_][\w'’+-]*|#?\d{1,12}")  # "Comment 5", "Member", "PDT", "#1", "(#63504112)"
_TAG_TEXT = re.compile(r"[\w\s#'’+(),·•|»–—-]*")  # no sentence: no colon, period, question or exclamation
_PARTICLES = frozenset({"de", "da", "di", "del", "der", "den", "van", "von", "le", "la", "du", "el", "al", "bin", "ibn", "ten", "ter"})
# a field of a message header above its "From:" ("Message: 2", "Date: Mon, 8 May 2023 15:20:47 -0400", "Message-ID:
# <…>"): a number in it ("Conversation: Mara Lind" above a chat's first message is its title)
_FIELD = re.compile(r"[A-Z][\w-]{0,20}(?: [\w-]{1,20})?:\s+(?=.{0,80}\d)\S.{0,80}")
HEADER_FIELDS = 4  # at most this many such fields above it
_TIMED = re.compile(r"\d[:.h]\d{2}|\d\s?[a-z]{1,3}\b|\bago\b|[Yy]esterday|[Tt]oday|[Jj]ust now")  # a time or an age
LINE_CHARS = 100  # a byline is at most this long (a name, its decoration, a time, a few words)
# a review's vote line under the reviewer's name ("Patch Set 2: Code-Review+2", "Patch Set 3:"): the header's second
# line, when some vote in the chunk carries a score
_VOTE = re.compile(r"(?:[^\W\d_][\w-]*\s){1,2}\d{1,4}:(?:\s+[^\W\d_][\w-]*[+-]\d)*\s*")
_VOTE_TOKEN = re.compile(r"[^\W\d_][\w-]*[+-]\d")
_SAID = re.compile(r"[?!;]|:(?!\d)")  # what a sentence holds and a time does not
REST_WORDS = 8  # the words of a time (``Monday, 8 May 2023, 1:56 PM``) and a few more
REST_CHARS = 72  # a byline's time and its few words after the name take at most this much
TAG_WORDS = 3  # words besides the time on a byline ("Comment 5", "Author", a zone)
TAG_CHARS = 14  # longest such word
SUBJECT_CHARS = 120  # a post's subject line above its "by" byline, at most this long
_REPLY = re.compile(r"(?:Re|RE|Aw|AW|Sv|SV|Antw|Odp|ODP|Vs|VS)\s?(?:\[\d{1,3}\])?:")  # a reply's subject ("Re:Finally")
_LINKS = re.compile(r"\[\s?[^\]\n]{1,24}\s?\](?:\s*\[\s?[^\]\n]{1,24}\s?\])*")  # a post's links ("[ Parent ]", "[ Reply ]")


def byline(line: str) -> tuple[str, str, bool] | None:
    """The author, the time and whether the line is a ``by`` byline, when ``line`` is a byline alone, or None."""
    if _LIST_ITEM.match(line) or line[:1].isspace() and not _HEADING.match(line):
        return None
    heading = _HEADING.match(line)
    text = line[heading.end():] if heading is not None else line
    m = _HEAD.fullmatch(text.rstrip()) if not text.rstrip().endswith(".") else None  # a sentence ends in a period
    if m is None or not all(map(_personal, m["name"].split(", "))) or is_day(m["name"]):
        return None
    rest = m["rest"]
    short = len(rest) <= REST_CHARS and len(rest.split()) <= REST_WORDS and _SAID.search(rest) is None  # quick tests
    when = _when(rest) if short and _TIMED.search(rest) else None
    return (m["name"], when, bool(m["by"])) if when is not None else None


def _personal(name: str) -> bool:
    """``name`` is written as a person's or a user's name: every word capitalised but a surname's particles ("de
    Vries", "van der Berg"), or one user name ("kowalczyk-m", "anna_k") — not a diary's "Anna left", "We met"."""
    if not is_name(name[:-1] if _INITIAL.search(name) else name):  # "Linda P.": a surname's initial
        return False
    words = name.split()
    return (all(w[:1].isupper() or w.casefold() in _PARTICLES or w.isdigit() for w in words) and words[-1][:1].isupper()
            or len(words) == 1)


def _when(rest: str) -> str | None:
    """The time ``rest`` holds (a time of day or an age) among a few short words, or None."""
    # the longest stamp, read from the left and from each number ("Comment 5  2023-05-10 04:03" holds "Comment 5  2023")
    found = [*_WHEN.finditer(rest), *(_WHEN.match(rest, start.start()) for start in _NUMBER.finditer(rest))]
    m = max((m for m in found if m is not None), key=lambda m: len(m.group(0)), default=None)
    if m is None or not (has_time(m.group(0)) or stamp_kind(m.group(0)) == "age" and not is_stamp(m.group(0))):
        return None
    outside = rest[:m.start()] + " " + rest[m.end():]
    words = _TAG_WORD.findall(outside)
    if _TAG_TEXT.fullmatch(outside) is None or len(words) > TAG_WORDS or any(len(w) > TAG_CHARS for w in words):
        return None
    return m.group(0).strip()


def byline_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The turns a chunk's bylines open (index → label: the author, alone on the header), or none when they are
    no conversation (module docstring)."""
    read: dict[int, tuple[str, str, bool, int]] = {}  # first line → name, time or vote, a "by" byline, last line
    in_fence = False
    for i, line in enumerate(lines):
        if line.lstrip().startswith(("```", "~~~")):
            in_fence = not in_fence
        elif in_fence or len(line) > LINE_CHARS or not (line[:1].isalpha() or line[:1] == "#"):
            continue  # quick tests first: a byline is short and opens with a word
        elif _TIMED.search(line) and (found := byline(line)) is not None:
            read[i] = (*found, i)
        elif i and _VOTE.fullmatch(line) and _personal(name := lines[i - 1].strip()) and name == lines[i - 1]:
            read[i - 1] = (name, line, False, i)  # "Sofia Marchetti" / "Patch Set 2: Code-Review+2"
    votes = [when for i, (_, when, _, last) in read.items() if last > i]
    news = any(lines[i].startswith("By ") for i in read)  # a newspaper's byline ("By Clara Moss | …")
    if len(read) < 2 or not _conversation([name for name, *_ in read.values()], news) or votes and not any(
            map(_VOTE_TOKEN.search, votes)):
        return {}
    heads: dict[int, Label] = {}
    for i, (name, when, by, last) in read.items():
        if has_body(lines, last, BYLINE) and (last > i or not _read_alone(lines[i], name)):
            at, span = (i - 1, 2) if by and _subject(lines, i) else (i, last - i + 1)  # "Rahul  10:02 AM": a header
            heads[at] = Label(name, BYLINE, True, span=span, stamp=when)  # the label grammar reads (not a byline)
    return heads if _conversation([label.name for label in heads.values()], news) else {}


def _read_alone(line: str, name: str) -> bool:
    """The label grammar reads ``line`` as a header of ``name`` alone ("Rahul  10:02 AM", "Post by oudeweg » …"); a
    header it reads under another name ("Question from Linda P. — 13:56") is the byline's."""
    label = parse_label(line)
    return label is not None and label.alone and not label.name.endswith(f" {name}")


def _conversation(names: Sequence[str], news: bool) -> bool:
    """Two bylines or more, and someone answered or each names another person — not under a newspaper's ``By``
    (articles by several writers, each once, are no thread)."""
    folded = [name.casefold() for name in names]
    return len(folded) >= 2 and (records.returns(folded) or not news and len(set(folded)) == len(folded))


def _subject(lines: Sequence[str], i: int) -> bool:
    """The line above the byline ``i`` is its post's subject: a short line of its own, after a blank line, a heading,
    the chunk's start or the post before's links (``[ Parent ]``, ``Reply``), or a reply's subject anywhere
    (``Re:Finally (Score:5, Insightful)``), that is no date, list item, fence or heading."""
    if i < 1:
        return False
    above = lines[i - 1].strip()
    before = lines[i - 2] if i >= 2 else ""
    return (bool(above) and len(above) <= SUBJECT_CHARS and not _HEADING.match(lines[i - 1])
            and not _FENCE.match(lines[i - 1]) and not _LIST_ITEM.match(lines[i - 1]) and not is_stamp(above)
            and (not before.strip() or _HEADING.match(before) is not None or _REPLY.match(above) is not None
                 or _LINKS.fullmatch(before.strip()) is not None or is_interface(before)))


def prevail(turns: Mapping[int, Label], lines: Sequence[str]) -> dict[int, Label]:
    """``turns`` without the lines of other shapes when header lines — bylines, a message header's ``From:`` — open
    some: inside such a message, a label-like line ("Status: NEW → ASSIGNED", the author's name repeated above the
    words, a quote's "Jobst Brandt wrote:") is what the message holds. A ``From:`` turn opens at the first field of
    its header ("Message: 2" / "Date: …" / "From: …" in a digest)."""
    if not any(_headed(label) for label in turns.values()):
        return dict(turns)
    out: dict[int, Label] = {}
    for i, label in turns.items():
        if _headed(label):
            at = i
            while "from-key" in label.shape and at > 0 and i - at < HEADER_FIELDS and _FIELD.fullmatch(lines[at - 1].strip()):
                at -= 1
            out[at] = dataclasses.replace(label, span=label.span + i - at)
    return out


def _headed(label: Label) -> bool:
    return label.shape in (BYLINE, LETTER) or "from-key" in label.shape  # a letter holds its lines too


__all__ = ["BYLINE", "byline", "byline_turns", "prevail"]
