"""Speakers found by recurrence, not by decoration: the fallback when no label grammar reads a chat.

People paste chats whose names carry no separator at all (``1:56:04 Kaori Tanaka is this the one…``), column
spacing (``1356:04  N512SP   Boston Tower, …``), a period (``JAMES. The fence…``), a name written
``Surname, Given  10:02`` above the message, or a name alone on a line above a date line and the text. What they
share is structure: **a speaker is a short string that recurs at the start of messages**. :func:`discover` looks
for it over a chunk's lines, after what any layout may put first (list and quote markers, emphasis, a run of date
and time tokens, :mod:`memspark.chunking.stamps`):

- line-start prefixes of one to four tokens — a name in any script, a handle, a call sign in capitals with
  digits — each written as a name (capitalised or a handle, not a common opening word); of two prefixes that
  open the same lines the longer one is the key ("Rocket Nerd" over "Rocket");
- 2 to :data:`MAX_KEYS` keys, each opening two lines or more, one coming back after another's line (someone
  answered);
- what follows a key — on its line, or under it when the line holds only the key and a stamp — reads as said
  (:func:`_said`: words, not amounts, times, paths, columns or one-word cells) for most key lines, and the key
  lines are a large share of the lines with text.

A live chat's copy (a stream's chat replay, a Discord, Twitch or YouTube copy) writes more around its words: an
emoji badge after the display name (``Rocket Nerd 🚀``, ``Moss 🌿``) is the name's, not the message's, and ends
the key as a ``·`` does (``Mod · Space Hub``); emoji and ``@mentions`` in a message are neither words nor cells
(``@Kaori Tanaka yes``, ``welcome 🎉``: an emoji marks a message as an exclamation does, and a question or an
exclamation may hold numbers: ``T-minus 2 minutes!!``); a one-word shout in capitals or a message of emoji only
(``LIFTOFF``, ``🎉🎉``) is a reaction, which neither says nor denies: most of the other key lines must read as said,
and reactions are at most half the key lines. Where nearly every key line opens with a time, a key line without
one is the chat's notice, no message (``Dilan became a member!``).

Look-alikes stay whole: a rota or a loan list (names beside times, titles and dates), a leaderboard, a to-do list
grouped by person (nobody comes back after another), list items without a time (a list per person), keys the
label grammar already reads (``Name: action`` minutes, which :mod:`memspark.chunking.turns` judged), a table's or
a CSV's rows, a blame or an access log (hashes and addresses are no names).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from itertools import islice

from memspark.chunking.labels import EMOJI, Label, parse_label
from memspark.chunking.stamps import STAMP, is_stamp, status_stamp

MAX_KEYS = 6  # more distinct keys than that: a list of items, not a conversation
MAX_TOKENS = 4  # a key holds up to this many tokens ("Maria José da Silva")
SAID_SHARE = 0.7  # this share of the key lines followed by words
LINE_SHARE = 0.2  # the key lines are at least this share of the lines with text
SAID_WORDS = 3  # words a message needs (or it ends in ! ?)
WORD_SHARE = 0.7  # this share of a message's tokens are words
SHAPE = ("recurring",)  # the shape of a key line with words on it
HEADER = ("recurring", "line")  # a key line whose words are below it
MIN_LINES = 3  # key lines two keys need at least (2k - 1, k = 2)
TIMED_SHARE = 0.75  # this share of the key lines opening with a time: the others are the chat's notices

_LEAD = re.compile(rf"\s*(?:>\s?|(?:[-*+•]|\d{{1,3}}[.)])\s+|\*\*|__|[\[(]?(?:{STAMP}|\d[\d:./-]*\d[Zz]?)[\])]?(?:\s*[-–—,|·•:]\s+|\s+))")
_LIST = re.compile(r"\s*(?:[-*+•]|\d{1,3}[.)])\s")
_SKIP = re.compile(r"\s{0,3}(?:#{1,6}\s|\||```|~~~|\{|<!--)")  # headings, table rows, fences, JSON, comments
_FENCE = re.compile(r"\s*(?:```|~~~)")
_TOKEN = re.compile(r"\S+")
_SEPARATOR = re.compile(r"^[\s:.,;|>*_—–·•-]+")  # what may stand between a key and its words
_EMOJI_TOKEN = re.compile(rf"[{EMOJI}\ufe0f\u200d]+")  # "🚀", "👩‍💻", "🇩🇪"
_BADGE = re.compile(rf"(?:[{EMOJI}][{EMOJI}\ufe0f\u200d]*\s*)+")  # emoji after a display name: the name's
_SET_APART = re.compile(rf"\s[·•]\s|\s+[{EMOJI}]")  # "Mod · Space Hub", "PixelPanda 🐼 …": the key ends there
_DIGIT = re.compile(r"\d")
_COLON_LABEL = re.compile(r"(?:[^\s:：]+\s+){0,4}?[^\s:：]*[:：](?:\s|$)")  # "EN: …", "Lemma 1: …", "Smith, J.: …"
_WIDE = re.compile(r"\t|\s{2,}")  # a column's gap: a key never spans it
_END = ".:,;|>*_"  # what may close a key's last token ("JAMES.", "Bo:", "**Ana**")
_ASIDE = ("(", "@", "<")  # a role or a handle after the name ("Kaori Tanaka (Support)", "Ben @bortiz"): not the key
_ROLE = re.compile(r"(?:\([^()\n]{1,30}\)|@[\w.-]+|<[^<>\s]+>)\s*")
_IDEOGRAPH = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")  # kana and CJK: a space after a name there is a separator
_TERMINAL = (".", ":", ">", "|")  # a key's token ending so: the key ends there
# a name in any script: capitalised ("Kaori", "O'Neill", "Zoë"), in a caseless script ("小明", "راهول"), or a
# handle ("@jo", "u/crumb", "lena_dev", "kasia.w") or call sign ("N512SP", "Spk1")
_CASED = re.compile(r"[^\W\d_][\w'’.-]*")
_HANDLE = re.compile(r"(?:@|[ur]/)[\w.-]+|[a-z][a-z0-9]*[_.-][\w.-]*[a-z0-9]|(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z][A-Z0-9]{2,9}")
_WORDLIKE = re.compile(r"[^\W\d_][^\W\d_'’-]*(?:[-'’][^\W\d_]+)*[.,;:!?…)\"”»]*")  # "T-minus", "can't"
_PATHLIKE = re.compile(r"[/\\=]|\w\.\w+$|https?:")
_COLUMNS = re.compile(r"\t|\s{2,}\S|\s[—–|]\s")
# opening words of sentences, list items and verse: never a speaker
_COMMON_WORDS = (
    "a an the i we you he she it they this that these those there here my our your his her its their and or but so "
    "if when then in on at to for of from with by as is are was were be do did not no yes ok okay hi hello thanks "
    "what why how who where which note todo done see also step day week total monday tuesday wednesday thursday "
    "dear hey cheers regards best love please sorry "
    "friday saturday sunday mon tue wed thu fri sat sun today tomorrow yesterday re fw fwd subject from to cc "
    "der die das und ich wir le la les et je nous el los las y yo")
_COMMON = frozenset(_COMMON_WORDS.split())


def discover(lines: Sequence[str]) -> dict[int, Label]:
    """The turn-opening lines of a chunk whose speakers only recur (index → label): empty unless the key lines
    pass the evidence of the module docstring."""
    texted = _texted(lines)
    if texted < MIN_LINES:
        return {}
    starts = _starts(lines)
    return _judged(lines, starts, texted) if reachable(len(starts), texted) else {}


def reachable(opening: int, texted: int) -> bool:
    """Whether ``opening`` lines that may open a message, of ``texted`` lines with text, could pass the line counts
    of the evidence (:func:`discover`: two keys need :data:`MIN_LINES` key lines, and the key lines are at least
    :data:`LINE_SHARE` of the lines with text); key lines are among the lines that may open a message, so a chunk
    failing this has no speakers by recurrence, and :func:`discover` stops before looking for keys."""
    return opening >= MIN_LINES and opening >= LINE_SHARE * texted


def _texted(lines: Sequence[str]) -> int:
    """The lines with text (no heading, table row, fence, JSON or comment)."""
    return sum(1 for ln in lines if ln.strip() and not _SKIP.match(ln))


def _judged(lines: Sequence[str], starts: dict[int, tuple[int, list[str]]], texted: int) -> dict[int, Label]:
    """:func:`discover` over the lines that may open a message (``starts``): the keys, then the evidence."""
    keys = {i: key for i, key in _keys(starts).items() if _marked(lines[i], starts[i], key)}
    keys = _with_singletons(lines, starts, keys)
    keys = {i: key for i, key in keys.items() if not status_stamp(lines[i])}  # "13:58 · Seen": a read mark, no key
    k = len(set(keys.values()))
    if not 2 <= k <= MAX_KEYS or len(keys) < 2 * k - 1:
        return {}
    order = sorted(keys)
    names = [keys[i] for i in order]
    if not _answered(names):
        return {}
    if sum(bool(_LIST.match(lines[i])) and not _stamped(lines[i]) for i in order) * 2 > len(order):
        return {}  # list items of keys, undated: a list per person, not messages
    if len(order) < LINE_SHARE * texted:
        return {}
    labels = {i: _label(lines, i, starts[i], keys[i]) for i in order}
    texts = [label.text or _below(lines, i, label.span) for i, label in labels.items()]
    said, reactions = sum(map(_said, texts)), sum(map(_reaction, texts))
    if (said < SAID_SHARE * (len(labels) - reactions) or reactions * 2 > len(labels)
            or sum(_read(lines[i], starts[i][0]) for i in order) * 2 > len(order)):
        return {}  # words that are no messages, or keys the label grammar reads (turns.py judged them)
    return _without_notices(lines, starts, labels)


def _without_notices(lines: Sequence[str], starts: dict[int, tuple[int, list[str]]], labels: dict[int, Label]
                     ) -> dict[int, Label]:
    """The key lines, less the chat's notices: where nearly every key line opens with a time (a live chat's
    replay), one without ("Dilan Yıldız became a member!") is no message."""
    timed = {i: label for i, label in labels.items() if _DIGIT.search(lines[i][:starts[i][0]])}
    return timed if len(timed) >= TIMED_SHARE * len(labels) and len(timed) >= MIN_LINES else labels


def _starts(lines: Sequence[str]) -> dict[int, tuple[int, list[str]]]:
    """Each line that may open a message: where its text starts after the leading decorations, and its first tokens."""
    out: dict[int, tuple[int, list[str]]] = {}
    fenced = False
    for i, line in enumerate(lines):
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if fenced or not line.strip() or _SKIP.match(line) or line[:1] in " \t" and not _LIST.match(line) \
                or is_stamp(line.strip()):
            continue  # a date line alone ("Lun 8 Mag 2023 13:56:02 CEST") opens no message: its zone is no one's name
        pos, steps = 0, 0
        while steps < 4 and (m := _LEAD.match(line, pos)) is not None and m.end() > pos:
            pos, steps = m.end(), steps + 1
        head = _WIDE.split(line[pos:pos + 160].strip(), maxsplit=1)[0]
        out[i] = (pos, _TOKEN.findall(head)[:MAX_TOKENS + 1])
    return out


def _clean(token: str) -> str:
    return token.strip("*_").rstrip(_END).strip("*_[]<>()")


def _key(tokens: Sequence[str], n: int) -> str:
    """The key of the first ``n`` tokens as written ("Tanaka, Kaori"), without its closing separator or emphasis."""
    return " ".join([*(t.strip("*_") for t in tokens[:n - 1]), _clean(tokens[n - 1])])


def _named(token: str) -> bool:
    """``token`` is written as (part of) a name or a handle, not a common word or a number (nor a hash: lower case)."""
    word = _clean(token)
    if not word or len(word) > 32 or word.casefold() in _COMMON or "," in word[:-1]:
        return False
    if _HANDLE.fullmatch(word):
        return True
    return _CASED.fullmatch(word) is not None and (word[0].isupper() or not word[0].islower() and not word[0].isupper())


def _keys(starts: dict[int, tuple[int, list[str]]]) -> dict[int, str]:
    """Line → key: the longest name-like prefix (1 to :data:`MAX_TOKENS` tokens) that opens as many lines as its
    first token, over first tokens opening two lines or more."""
    groups: dict[str, list[int]] = {}
    for i, (_, tokens) in starts.items():
        if tokens and _named(tokens[0]):
            groups.setdefault(_clean(tokens[0]), []).append(i)
    out: dict[int, str] = {}
    for members in groups.values():
        if len(members) < 2:
            continue
        for key, rows in _extend([(i, starts[i][1]) for i in members], 1).items():
            out.update((i, key) for i in rows)
    return out


def _with_singletons(lines: Sequence[str], starts: dict[int, tuple[int, list[str]]], keys: dict[int, str]) -> dict[int, str]:
    """Keys plus the lines of people who speak once, written in the key lines' form (the same decoration before
    the key, the same number of name tokens, then the same ending: a stamp or nothing, a period, a column's gap)
    — only where that ending marks where a key stops."""
    forms = Counter(_form(lines[i], starts[i], len(key.split())) for i, key in keys.items())
    if not forms:
        return keys
    form, n = forms.most_common(1)[0]
    if n * 2 <= len(keys) or form[2] == "words":
        return keys
    out = dict(keys)
    for i, (pos, tokens) in starts.items():
        if (i not in out and len(tokens) >= form[1] and all(_named(t) for t in tokens[:form[1]])
                and _form(lines[i], (pos, tokens), form[1]) == form):
            out[i] = _key(tokens, form[1])
    return out


def _form(line: str, start: tuple[int, list[str]], n: int) -> tuple[str, int, str]:
    """A key line's form: its decoration before the key (digits as 9), the key's tokens, and how the key ends."""
    end, rest = _after(line, start, n)
    lead = _DIGIT.sub("9", line[:start[0]].strip())
    closing = line[end - 1] if end > 0 else ""
    ending = ("header" if not rest or is_stamp(rest) else "stop" if closing in _TERMINAL or _SET_APART.match(line, end)
              else "column" if _WIDE.match(line, end) else "words")
    return lead, n, ending


def _after(line: str, start: tuple[int, list[str]], n: int) -> tuple[int, str]:
    """Where the key of ``n`` tokens ends on ``line``, and the words after it and its separator."""
    ends = [m.end() for m in islice(_TOKEN.finditer(line, start[0]), n)]
    pos = ends[-1]
    rest = _SEPARATOR.sub("", line[pos:]).strip()
    if _BADGE.match(rest):  # "Moss 🌿 — 10:07": the name's badge; "Tom 😭😭" alone: his message, of emoji
        rest = _SEPARATOR.sub("", _BADGE.sub("", rest, count=1)).strip() or rest
    return pos, _ROLE.sub("", rest, count=1) if _ROLE.match(rest) and is_stamp(_ROLE.sub("", rest, count=1)) else rest


def _extend(rows: list[tuple[int, list[str]]], n: int) -> dict[str, list[int]]:
    """Split rows sharing their first ``n`` tokens into keys: one more token while they all share a name-like one
    (or each next name-like token opens two rows or more: "Kaori Tanaka" and "Kaori Sato")."""
    key = _key(rows[0][1], n)
    if n >= MAX_TOKENS or any(tokens[n - 1].endswith(_TERMINAL) or len(tokens) <= n or tokens[n].startswith(_ASIDE)
                              for _, tokens in rows):
        return {key: [i for i, _ in rows]}
    nexts = Counter(tokens[n] for _, tokens in rows)
    if not all(_named(t) and c >= 2 for t, c in nexts.items()) or len(nexts) > MAX_KEYS:
        return {key: [i for i, _ in rows]}
    out: dict[str, list[int]] = {}
    for t in nexts:
        out.update(_extend([(i, tokens) for i, tokens in rows if tokens[n] == t], n + 1))
    return out


def _marked(line: str, start: tuple[int, list[str]], key: str) -> bool:
    """A key one word long runs into its words ("Maybe we …", a verse's "Remember …") only as a handle or a call
    sign, in capitals or in ideographs (whose words take no spaces): a sentence's first word is no speaker; a separator,
    a badge, a column or a line of its own marks one."""
    n = len(key.split())
    return (n > 1 or _form(line, start, n)[2] != "words" or _HANDLE.fullmatch(key) is not None or key.isupper()
            or _IDEOGRAPH.match(key) is not None)


def _answered(names: Sequence[str]) -> bool:
    """A key comes back after another's line (someone answered)."""
    seen: set[str] = set()
    for before, name in zip(["", *names], names, strict=False):
        if name != before and name in seen:
            return True
        seen.add(name)
    return False


def _read(line: str, pos: int) -> bool:
    """A label grammar's line: a colon after a few words ("Interviewer:", "INFO worker:", "Mensah, K.:") or a label
    :func:`memspark.chunking.labels.parse_label` reads — :mod:`memspark.chunking.turns` has judged those already."""
    return _COLON_LABEL.match(line, pos) is not None or parse_label(line) is not None


def _stamped(line: str) -> bool:
    return re.match(rf"\s*(?:[-*+•]|\d{{1,3}}[.)])\s+[\[(]?(?:{STAMP})", line) is not None


def _label(lines: Sequence[str], i: int, start: tuple[int, list[str]], key: str) -> Label:
    """The key line's label: its words after the key and a separator, or (a key and maybe a stamp alone on the
    line) a header whose words follow below, a date line right under it taken with it."""
    line = lines[i]
    rest = _after(line, start, len(key.split()))[1]
    if rest and not is_stamp(rest):
        return Label(key, SHAPE, text=rest)
    span = 2 if i + 1 < len(lines) and lines[i + 1].strip() and is_stamp(lines[i + 1]) else 1
    return Label(key, HEADER, alone=True, span=span, stamp=rest)


def _below(lines: Sequence[str], i: int, span: int) -> str:
    """The first line of words under a header key line."""
    j = i + span
    while j < len(lines) and not lines[j].strip():
        j += 1
    return lines[j].strip() if j < len(lines) and j <= i + span + 1 else ""


def _said(text: str) -> bool:
    """``text`` reads as something said: words, mostly — not amounts, times, a path, columns or one cell. Emoji and
    ``@mentions`` are neither words nor cells; an emoji, like ``!`` or ``?``, makes a word or two an exclamation."""
    tokens = [t for t in text.split() if not _EMOJI_TOKEN.fullmatch(t) and not t.startswith("@")]
    if not tokens or _COLUMNS.search(text) or is_stamp(text):
        return False
    words = sum(1 for t in tokens if _WORDLIKE.fullmatch(t) and not _PATHLIKE.search(t))
    asked = text.endswith(("!", "?", "！", "？"))  # a question or an exclamation: a number in it is said too
    if words < (WORD_SHARE / 2 if asked else WORD_SHARE) * len(tokens):
        return False
    words = max(words, len(_IDEOGRAPH.findall(text)) // 2)  # "你今天晚上有空吗": 4 words
    return words >= SAID_WORDS or asked or words > 0 and _EMOJI_TOKEN.search(text) is not None


def _reaction(text: str) -> bool:
    """``text`` is a live chat's reaction: emoji only, or one word shouted in capitals ("LIFTOFF", "GOOOO!")."""
    tokens = text.split()
    if all(_EMOJI_TOKEN.fullmatch(t) for t in tokens):
        return bool(tokens)
    word = tokens[0].rstrip("!?！？") if len(tokens) == 1 else ""
    return len(word) >= 2 and word.isalpha() and word.isupper()


__all__ = ["discover"]
