"""Label lines that are records, not messages: the structural signals that tell a log of people talking from a
schedule, a ledger or a grouped list written in the same decorations.

A chat's timestamps fall on any minute, its messages are sentences, and its people answer each other. The
look-alikes break one of those: a medication plan, room bookings or weather readings are dated on the hour or
the half hour (:func:`scheduled`); an expense list's "names" are followed by amounts (:func:`valued`); action
items grouped by topic list each key in one run and nobody comes back (:func:`grouped`); a rota or a running
order assigns people to keys, its "messages" names that come back (:func:`assigned`); a chapter list or an agenda
times its lines and names a speaker in few of them (:func:`titled`); a log's columns end in codes, not sentences
(:func:`sentences`); an address book's cards or a MAINTAINERS file's entries hold fields — addresses, phone numbers,
paths — in blocks, not sentences (:func:`fielded`), and so do a macro library's or a recipe box's cards, each opening
with the same key (:func:`carded`); a meeting record's
``Present: …`` line names the people who speak below it (:func:`roll_call`); keys that recur as a fixed template
(the same keys per heading, a cycle set apart, ``Q:``/``A:`` pairs) are fields of records (:func:`is_template`),
with one key of their own above or below them too (:func:`without_singletons`). :mod:`memspark.chunking.turns`
asks these before it calls a shape of label lines a conversation; a user name above a time line
(:func:`handle_header`) is the one label these add.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from itertools import takewhile

from memspark.chunking.labels import NAME_LINE, Label, is_name, parse_label
from memspark.chunking.stamps import SENTENCE_ENDS, STAMP, TIME, has_time, is_stamp, minutes
from memspark.chunking.values import is_value

SCHEDULE_SHARE = 0.8  # this share of a shape's clock times on a quarter hour: a plan, not messages
_ASIDE = re.compile(r"\s*\([^()]*\)\s*$")  # "Karim Benali (8 slides)": a name and a note on it
# a time, then a word, maybe after a dash ("02:14 How Maggie …", "12:30 — Nadia on …"; not an IRC "<nick>" or "* action")
_TIMED = re.compile(rf"[\[(]?(?:{STAMP})[\])]?(?:\s*[-–—|·•]\s*|\s+)[^\W_]")
_VALUE = re.compile(r"[\d€$£¥₹+−-]")  # an amount or a reading where a message's words would be
# an e-mail address, a URL, a phone number or a file path: what a record's field holds, rarely a message alone
_LOCATOR = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://|(?<![\w/])\+?\d[\d ()-]{6,}\d|(?:^|\s)[\w.-]*/[\w./-]*(?:\s|$)")
# a name's small words ("Maria da Silva", "Ludwig van Beethoven"): lower case inside a person's name
_PARTICLES = frozenset({"al", "bin", "binti", "da", "das", "de", "del", "della", "der", "des", "di", "do", "dos", "du",
                        "e", "el", "la", "le", "ten", "ter", "van", "von", "y", "zu"})
_INLINE_KEY = re.compile(r"(?:^|\s[·•|;,]\s|\s{2,})[^\W\d_][\w ]{0,20}:\s")  # "8 · Jonas: 6", "Resolved | Priority: …"
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
_CLOCK_ROW = re.compile(rf"\s*[\[(]?{TIME}[\])]?\s+")  # a timetable's row opens with its time
_DIGIT = re.compile(r"\d")
_NUMBERED_KEY = re.compile(r"(?P<key>\S.*?)\s*(?P<n>\d{1,4})")  # "Tydzień 19", "Week 3"
TITLE_WORDS = 5  # a record's title line holds this many words at most
FIELD_WORDS = 6  # a field holding a locator is this short ("Ines Ferreira <ines@…>"); a message naming one says more


def scheduled(labels: Sequence[Label]) -> bool:
    """Three or more timed lines, nearly all on a quarter hour (08:00, 12:30, 15:00): a plan or a reading
    schedule. Messages are sent at any minute (13:56, 14:02, 14:07)."""
    times = [m for m in (minutes(label.stamp) for label in labels if label.stamp) if m is not None]
    return len(times) >= 3 and sum(m % 15 == 0 for m in times) >= SCHEDULE_SHARE * len(times)


def valued(labels: Sequence[Label]) -> bool:
    """Three or more lines whose "message" nearly always opens with an amount ("Jonas: 312.40 €", "Box 01: 18 kg"):
    a ledger's entries, not what people said."""
    texts = [label.text for label in labels if label.text and not phrase(label.name)]  # not "Approved by: …" below
    return len(texts) >= 3 and sum(bool(_VALUE.match(text)) for text in texts) >= SCHEDULE_SHARE * len(texts)


def sentences(labels: Sequence[Label]) -> bool:
    """Most lines' words end as a sentence does (``.``, ``?``, ``!``, ``…``): a transcript's speech. A log's columns
    ("web-1  12:00:01  GET /health 200 in 3 ms") end in codes and numbers."""
    texts = [label.text.rstrip(" \"'”)") for label in labels if label.text]
    return 2 * sum(text.endswith(SENTENCE_ENDS) for text in texts) > len(texts)


def titled(lines: Sequence[str], labelled: int) -> bool:
    """Three or more lines open with a time and a word, and no more than half of them (``labelled``) name a speaker:
    a podcast's chapters or an agenda ("02:14 How Maggie got into sleep research", "18:05 Night nurses: the study")
    — in a chat every timed line is someone's message, whatever the shape of its label ("[14:01] Διαχειρίστρια -
    Ελένη: …" beside "[13:56] Γιώργος: …")."""
    timed = [line for line in lines if _TIMED.match(line) is not None]
    named = sum((label := parse_label(line)) is not None and "stamp" in label.shape for line in timed)
    return len(timed) >= 3 and 2 * max(labelled, named) <= len(timed)  # a label of another shape names someone too


def assigned(labels: Sequence[Label]) -> bool:
    """Three or more lines whose "message" is nearly always a name, a name coming back ("Kitchen: Lucía",
    "Close: Karim Benali (2 slides)"): a rota or a running order assigning people to keys, not what they said."""
    texts = [_ASIDE.sub("", label.text).strip() for label in labels if label.text]
    named = [text for text in texts if is_name(text)]
    return len(texts) >= 3 and len(named) >= SCHEDULE_SHARE * len(texts) and len(set(named)) < len(named)


def fielded(labels: Sequence[Label], index: Sequence[int]) -> bool:
    """Records of fields, not messages: three or more blocks of label lines (apart from each other), most of two or
    more lines, no key coming back within a block, three or more keys, the values rarely sentences and a third or
    more of them an address, a phone number or a path (an address book's "Name:/Phone:/Email:" cards, a MAINTAINERS
    file's ``M:``/``F:``/``S:`` entries). People answering each other come back within a block and say sentences."""
    blocks: list[list[str]] = []
    for j, label in enumerate(labels):
        if j == 0 or index[j] - index[j - 1] > 1:
            blocks.append([])
        blocks[-1].append(label.name.casefold())
    if len(blocks) < 3 or len({n for b in blocks for n in b}) < 3 or any(returns(b) for b in blocks):
        return False
    texts = [label.text for label in labels]
    located = sum(bool(_LOCATOR.search(t)) and len(t.split()) <= FIELD_WORDS for t in texts)
    return 3 * sum(len(b) >= 2 for b in blocks) >= 2 * len(blocks) and not sentences(labels) and 3 * located >= len(texts)


def phrase(name: str) -> bool:
    """A key written as a phrase in ordinary case, not a name: a word after the first in lower case that is no name's
    particle ("Next time", "Plan for sprint 23", "Approved by"; not "Maria da Silva", "Jan van Dijk")."""
    words = name.split()
    return words[0][:1].isupper() and any(w[:1].islower() and w.casefold() not in _PARTICLES for w in words[1:])


def notices(turns: dict[int, Label]) -> dict[int, Label]:
    """``turns`` without a client's notices about a speaker: a label written as a phrase (:func:`phrase`) around
    another speaker's name ("Auto response from skaterboi88 (9:17 PM): brb") is the client's line, not a person's."""
    names = {label.name.casefold() for label in turns.values()}
    return {i: label for i, label in turns.items() if not phrase(label.name) or not any(
        name != label.name.casefold() and name in label.name.casefold().split() for name in names)}


_BRACKETED_ONLY = re.compile(r"[\[(（【][^\])）】]*[\])）】][.!]?")  # "[single chime]", "(laughter)": a sound, no words


def sounds(turns: dict[int, Label]) -> dict[int, Label]:
    """``turns`` without a source every line of which is only a bracketed description ("CAM  [sound of gear
    extension]", "FX: (door slams)"): a recorder's or a script's sound lines, not a person saying something. A speaker
    with one line of words besides ("[laughs]" and then a sentence) stays."""
    silent = {label.name.casefold() for label in turns.values()} - {
        label.name.casefold() for label in turns.values() if not _BRACKETED_ONLY.fullmatch(label.text.strip())}
    return {i: label for i, label in turns.items() if label.name.casefold() not in silent}


def keyed(labels: Sequence[Label], lines: Sequence[str] = ()) -> bool:
    """One of a few one-off labels is a field's key, not a person: a phrase (:func:`phrase`) or a value holding more
    keys of its own ("Mia: 8 · Jonas: 6 · Li: 7", "Status: Resolved | Priority: High") or a name or a date alone
    (:func:`memspark.chunking.values.is_value`: "Вчитель: Петренко Ірина Василівна"), or ``lines`` hold keys of
    their shape written as phrases ("Approved swaps:" above "Rejected:"): a key/value note's lines, which two people
    talking once each never write."""
    if any(phrase(label.name) or _INLINE_KEY.search(label.text) is not None or is_value(label.text) for label in labels):
        return True
    shapes = {label.shape for label in labels}
    return any((key := parse_label(line)) is not None and key.shape in shapes and phrase(key.name) for line in lines)


def _blocks(lines: Sequence[str], index: Sequence[int]) -> list[tuple[int, list[int]]]:
    """The blank-line blocks holding the label lines ``index``: each block's first line and the label lines in it."""
    out: list[tuple[int, list[int]]] = []
    for i in index:
        start = i
        while start > 0 and lines[start - 1].strip() and not _HEADING.match(lines[start - 1]):
            start -= 1
        if out and out[-1][0] == start:
            out[-1][1].append(i)
        else:
            out.append((start, [i]))
    return out


def _title(line: str) -> bool:
    """A plain line naming the record below it ("Kitchen tiles", "Round 2", "Pre-dessert"): a few words, no
    sentence's end and no key's colon."""
    text = line.strip()
    return 0 < len(text.split()) <= TITLE_WORDS and not text.endswith((".", "?", "!", ",", ";")) \
        and not _HEADING.match(line) and parse_label(line) is None or is_name(text) and parse_label(line) is not None


def sectioned(labels: Sequence[Label], index: Sequence[int], lines: Sequence[str]) -> bool:
    """Records under plain titles: three or more blocks, each headed by a title line of its own (:func:`_title`) above
    its label lines, no key twice within one, and the values mostly no sentences ("Kitchen tiles" / "Owner: Jamie" /
    "Status: pending", a menu's "Fish" / "Chef Aiko Tanaka: hake, clams, sea herbs", a score sheet's "Round 2" /
    "Mum: JAB 21"). People talking in sections by day answer each other within one."""
    kept, (kept_index,) = without_singletons([label.name.casefold() for label in labels], index)
    blocks = _blocks(lines, kept_index)
    if len(blocks) < 3 or any(start in kept_index or not _title(lines[start]) for start, _ in blocks):
        return False
    at = dict(zip(kept_index, kept, strict=True))
    if any(len({at[i] for i in rows}) < len(rows) for _, rows in blocks):
        return False
    values = [label for label, i in zip(labels, index, strict=True) if i in at and label.text]
    return 2 * len(values) > len(at) and not sentences(values)  # values on the key's line, mostly no sentences


def released(labels: Sequence[Label], index: Sequence[int], lines: Sequence[str]) -> bool:
    """Kinds of change listed under each release's title line: two or more blocks, each headed by a title of its own
    (:func:`_title`: "版本 4.2.0（2023年5月8日）", "v2.3 — May 2023") above its label lines, each key's lines in one run
    within a block, a key listed twice in a row in every block, no key coming back after another within one, and the
    values mostly no sentences ("新增：…" "新增：…" "修复：…" per release; a key may come back in the next release), maybe
    with one key of their own above or below them (:func:`without_singletons`: "反馈邮箱：…"). People talking in blocks by
    day answer each other within one."""
    kept, (kept_index,) = without_singletons([label.name.casefold() for label in labels], index)
    blocks = _blocks(lines, kept_index)
    if len(blocks) < 2 or any(start in kept_index or not (_title(lines[start]) or _release(lines[start])) for start, _ in blocks):
        return False
    at = dict(zip(kept_index, kept, strict=True))
    for _, rows in blocks:
        names = [at[i] for i in rows]
        runs = [n for j, n in enumerate(names) if j == 0 or names[j - 1] != n]
        if len(runs) != len(set(runs)) or len(runs) == len(names):
            return False  # a key comes back within a block (someone answered), or no key listed twice in a row
    return not sentences(labels)


_VERSION = re.compile(r"\d+\.\d+(?:\.\d+)*|\d{4}")  # "3.8.0", a year
RELEASE_WORDS = 10  # a release's title line ("Versión 3.8.0 (12 de marzo de 2024)") holds this many words at most


def _release(line: str) -> bool:
    """A release's title line: a version number or a year in a few words, no sentence's end and no words after a key's
    colon (the label grammar may read "v5.1.0 2024年4月2日" as a name and a date, a header alone on its line)."""
    text = line.strip()
    return (len(text.split()) <= RELEASE_WORDS and _VERSION.search(text) is not None and not _HEADING.match(line)
            and not text.endswith((".", "?", "!", ",", ";")) and ((label := parse_label(line)) is None or label.alone))


_CODE = re.compile(r"\[[^\]\s]*\]|[^\s=]+=\S*|[^\w\s]+")  # "[chat-01]", "ok=4", punctuation: a tool's fields


def coded(labels: Sequence[Label]) -> bool:
    """Three or more lines whose "message" nearly always holds no word outside bracketed identifiers and ``key=value``
    fields ("ok: [chat-01]", "chat-02 : ok=3 changed=2 failed=1"): a tool's status output, not what people said."""
    texts = [label.text for label in labels if label.text.strip()]
    bare = sum(not re.search(r"[^\W\d_]", _CODE.sub(" ", text)) for text in texts)
    return len(texts) >= 3 and len(texts) == len(labels) and bare >= SCHEDULE_SHARE * len(texts)


def carded(labels: Sequence[Label], index: Sequence[int], lines: Sequence[str]) -> bool:
    """Cards of fields, one a blank-line block: three or more blocks holding two keys or more, every one opening with the
    same key and none holding a key twice, the record's own lines between the keys in most, and the values mostly no
    sentences (a macro library's "Macro: Refund delayed" / its text / "Tags: refund, billing"; a recipe box's "Recipe:" /
    "Serves:"). People talking answer each other within a block, one line after another; an export's message records
    open with the sender's name ("sender_name: Lucía Romero")."""
    at = {i: label.name.casefold() for i, label in zip(index, labels, strict=True)}
    cards = [rows for _, rows in _blocks(lines, index) if len(rows) >= 2]
    if len(cards) < 3 or len({at[rows[0]] for rows in cards}) > 1 or any(len({at[i] for i in r}) < len(r) for r in cards):
        return False
    bodied = sum(any(b - a > 1 for a, b in zip(rows, rows[1:], strict=False)) for rows in cards)
    labelled = dict(zip(index, labels, strict=True))
    senders = sum(_written_as_name(labelled[rows[0]].text) for rows in cards)  # "sender_name: Lucía Romero": a message's
    return 2 * bodied > len(cards) and not sentences(labels) and 2 * senders <= len(cards)


def _written_as_name(text: str) -> bool:
    """``text`` is written as a person's name: a name of two to four words, each capitalised ("Lucía Romero")."""
    words = text.split()
    return 2 <= len(words) <= 4 and is_name(text) and all(w[:1].isupper() or w in _PARTICLES for w in words)


def aside(index: Sequence[int], lines: Sequence[str]) -> bool:
    """Two label lines in one block of a note whose other blocks hold no label: three or more of those, more than
    twice the labelled ones (a casting call's "Self-tapes: …" / "Deadline: …" under its parts) — the note's fields,
    not two people; a chunk of a conversation is all turns, an exchange overheard has a line or two above it."""
    labelled = {start for start, _ in _blocks(lines, index)}
    starts = [i for i, line in enumerate(lines) if line.strip() and not _HEADING.match(line)
              and (i == 0 or not lines[i - 1].strip() or _HEADING.match(lines[i - 1]))]
    plain = len([i for i in starts if i not in labelled])
    return plain >= 3 and plain > 2 * len(labelled)


def numbered(names: Sequence[str]) -> bool:
    """Three or more keys, each once, that are one word and a number counting up ("Tydzień 19", "Tydzień 20", …;
    "Week 1", "Room 2", "Day 3"): a list's numbered entries, not people. Numbered speakers ("Speaker 1") come back."""
    keys = [_NUMBERED_KEY.fullmatch(name) for name in names]
    if len(names) < 3 or len(set(names)) < len(names) or any(key is None for key in keys):
        return False
    found = [key for key in keys if key is not None]
    return len({key["key"] for key in found}) == 1 and all(int(b["n"]) > int(a["n"]) for a, b in zip(found, found[1:], strict=False))


def timetabled(labels: Sequence[Label], index: Sequence[int], lines: Sequence[str]) -> bool:
    """Labels alone on their line (a day: "ma 8 mei"), each over two or more rows that open with a clock time and hold
    readings, not sentences ("02:41  HW  +104", "07:12  IC 3011  Gleis 4"): a timetable's days, not message headers."""
    if not labels or not all(label.alone for label in labels):
        return False
    ends = [*index[1:], len(lines)]
    for i, end in zip(index, ends, strict=True):
        rows = list(takewhile(str.strip, lines[i + 1:end]))
        if len(rows) < 2 or not all((m := _CLOCK_ROW.match(row)) is not None and _DIGIT.search(row, m.end())
                                    and not row.rstrip().endswith(SENTENCE_ENDS) for row in rows):
            return False
    return True


def grouped(names: Sequence[str]) -> bool:
    """Three or more keys, each in one run of lines, most runs longer than one line, and no key coming back
    (action items grouped by topic: "Bins — Dario: …", "Bins — Greta: …", "Garden — Anna: …"). People talking
    answer each other: a name comes back."""
    runs = [name for i, name in enumerate(names) if i == 0 or names[i - 1] != name]
    if len(set(runs)) < 3 or len(runs) != len(set(runs)):
        return False
    lengths = Counter(names)
    return 2 * sum(lengths[name] >= 2 for name in runs) > len(runs)


def set_apart(turns: dict[int, Label], lines: Sequence[str]) -> dict[int, Label]:
    """``turns`` without a one-off label set apart by a blank line at either end of a conversation whose other turns
    follow one another without one: the note's key before or after the exchange ("Pendiente: llamar a almacén" under
    a call's notes, "Context: …" above them), not a person joining in."""
    order = sorted(turns)
    if len(order) < 4:
        return turns
    inner = order[1:-1]
    if any(not line.strip() for a, b in zip(inner, inner[1:], strict=False) for line in lines[a:b]):
        return turns  # turns set apart by blank lines: the conversation's layout
    said = Counter(label.name.casefold() for label in turns.values())
    out = dict(turns)
    for edge, near in ((order[0], order[1]), (order[-1], order[-2])):
        if said[turns[edge].name.casefold()] == 1 and any(not line.strip() for line in lines[min(edge, near):max(edge, near)]):
            del out[edge]
    return out


def roll_call(label: Label, speakers: Sequence[str]) -> bool:
    """A meeting record's attendance line ("Present: DC Harris, DC Webb, Mr Okafor", "Date: …, Present: …"): its
    text names two or more of the people who speak below it. Nobody says the names of everyone present."""
    text = label.text.casefold()
    return sum(name in text for name in speakers if name != label.name.casefold()) >= 2


def handle_header(lines: Sequence[str], i: int) -> Label | None:
    """A user name alone on its line in any case ("jana.kovac", "deploybot BOT") right above a line holding only
    the message's time, to the second too, the message below that (a Mattermost or Rocket.Chat copy, a forum's post): a
    message header."""
    if i + 2 >= len(lines) or len(lines[i + 1]) > 40 or not lines[i + 2].strip():
        return None
    line, below = lines[i].strip(), lines[i + 1]
    if not line or line != lines[i].rstrip() or not has_time(below) or not is_stamp(below) or not is_name(line):
        return None
    return Label(line, NAME_LINE, True)


def without_singletons(names: Sequence[str], *columns: Sequence[int]) -> tuple[list[str], list[list[int]]]:
    """``names`` (and the columns that go with them) without a name that occurs once before or after all the
    others: a record list with one key of its own above or below it ("Candidate questions to expect:" under the
    question/answer pairs) is still a record list. A one-off name between the others stays (someone joined in)."""
    counts = Counter(names)
    recurring = [j for j, name in enumerate(names) if counts[name] > 1]
    if not recurring:
        return list(names), [list(column) for column in columns]
    keep = [j for j, name in enumerate(names) if counts[name] > 1 or recurring[0] < j < recurring[-1]]
    return [names[j] for j in keep], [[column[j] for j in keep] for column in columns]


def is_template(names: list[str], lines: list[int], groups: list[int]) -> bool:
    """Labels that recur only as a record template: under each heading the same sequence of distinct
    keys, or two or more keys in runs (no key comes back within a heading: a changelog, a score sheet), or a
    cycle of three or more distinct keys whose records are set apart (a blank or other line between records,
    never inside one: "Root cause / Fix / Owner / Status" per incident), or of two keys set apart between every
    pair ("Q:"/"A:" in a FAQ). A round of people talking in turn is spaced evenly, and is no template."""
    runs: dict[int, list[str]] = {}
    for name, g in zip(names, groups, strict=True):
        runs.setdefault(g, []).append(name)
    seqs = list(runs.values())
    if len(seqs) >= 2 and all(len(s) == len(set(s)) for s in seqs) and all(s == seqs[0] for s in seqs):
        return True
    if len(seqs) >= 2 and all(len(s) >= 2 and not returns(s) for s in seqs):
        return True  # each section lists its keys in runs ("Added: …" "Added: …" "Fixed: …" per release)
    k = len(set(names))
    if k < 2 or len(names) < 2 * k or any(names[i] != names[i - k] for i in range(k, len(names))):
        return False
    gaps = {j % k for j in range(1, len(lines)) if lines[j] - lines[j - 1] > 1}
    if k == 2:  # pairs ("Q:"/"A:", "Pro:"/"Con:", "Author:"/"Date:"): set apart between every two, never inside one;
        # the first pair may have lost its first key (a question written as a phrase above "Me: …")
        return any(gaps == {start} and all(lines[j] - lines[j - 1] > 1 for j in range(2 - start, len(lines), 2))
                   for start in (0, 1))
    return len(gaps) == 1


def returns(names: Sequence[str]) -> bool:
    """A name comes back after another name's line (A … B … A): someone answered."""
    seen: set[str] = set()
    for before, name in zip(names, names[1:], strict=False):
        seen.add(before)
        if name != before and name in seen:
            return True
    return False


__all__ = ["aside", "assigned", "carded", "coded", "numbered", "released", "sounds", "set_apart", "fielded", "sectioned", "grouped", "keyed", "notices", "phrase", "sentences", "timetabled", "titled", "handle_header", "is_template", "returns", "roll_call", "scheduled", "valued",
           "without_singletons"]
