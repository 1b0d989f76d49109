"""Post stanzas: a comment thread or a messenger copied as blocks of a name, the words and a time line.

Comment sections, app chats and review sites copy as one block per post, set apart by blank lines: the poster's
name alone on the first line — a lowercase handle, a name in any script, a badge, stars or a role after it
(``rui.m  ★★★☆☆``, ``padaria_ze · Autor``, ``السائق``) — the words under it, and a line that holds the post's time
or age among the site's words (``há 3 h   Responder   ♡ 12``, ``2/3/24 · Like · Reply``, ``2:14 م  ✓✓``,
``9:05  Read``, ``4j  Balas``), above or below the words; a reply is the same block indented. Posts copied with no
blank line between them, each ending in its time line, are read as cut after each time line. The first line may
hold the time itself after the name (``kat_m  2024.03.02 09:10  Edit  Reply``, ``#512  ivo_p  2024.03.02. 09:10``):
then it is the block's time line and its header at once; or the poster's handle and the words on one line
(``carolzinha.bh Fiz a encomenda ontem``, :func:`inline`). A review site's time line may hold its verb before the
date (``●●●○○ Recensito il 8 maggio 2023``) or an age in words (``een maand geleden``).

A reply inside a post — an indented line opening with a poster's label (``  ivo_p: …``) — is a turn of that poster.
Read only where no label grammar found a conversation (:func:`memspark.chunking.turns.detect` falls back to
:func:`stanza_turns`), and only with a thread's evidence: three blocks or more, most of the chunk's blocks, each
with a name line, words and its time line, most of them saying something (three words, a question), and someone
answered (a name comes back), or a reply indented under a post, or the same action word of the site on three time
lines (``Reply``, ``Responder``; an event list's ``RSVP`` is none), or a post that names another's poster
(``@rui.m``), or a reply's header that does (``Risposta di NelloTrattoria, Proprietario a Marco_T_Bergamo``). Diary entries under their date, an event list (a title, a place, a date), a changelog's versions or
an appointment list (a doctor's name over "Check-up") hold none of these.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from memspark.chunking import records
from memspark.chunking.chrome import is_interface
from memspark.chunking.labels import Label, parse_label
from memspark.chunking.stamps import RELATIVE, SENTENCE_ENDS, STAMP, WORD_AGE, has_time, stamp_kind

STANZA = ("stanza", "line")  # the shape of a post stanza's name line (a header: its words below it)
MIN_STANZAS = 3  # posts in a thread of stanzas
NAME_WORDS = 6  # words of a poster's name before its badges ("Réponse de l'auteur de la recette")
NAME_CHARS = 40
HEAD_CHARS = 90  # a name line with its badges, or with its time and the site's words
CHROME_WORDS = 6  # the site's words around a time ("Responder", "Thích · Trả lời", "♡ 341")
CHROME_WORD_CHARS = 14
NAMED_CHARS = 4  # a poster's name another post names is at least this long (not "Ana" inside a word)
SAID_WORDS = 3  # a post's words: most stanzas say this much
_STAMP = re.compile(rf"{STAMP}|{RELATIVE}")
_WORD_AGE = re.compile(WORD_AGE)
_SHORT_AGE = re.compile(r"(?<!\w)\d{1,3}\s?[^\W\d_]{1,3}(?![\w.])")  # "2j", "45m", "3 ч" at a bar's start
_WORD = re.compile(r"[^\W_][\w'’./-]*")
_APART = re.compile(r"\s{2,}|\s[·•|]\s|\s?[(（\[]|\t")  # where a name line's badges begin
_REPLY_MARK = re.compile(r"^(?:[ㄴ↳└┗]|RE:|Re:)\s*")
# a post's number before its poster ("#3812  szabo_gabor", "message 1: by Priya", "Comment 3 by")
_NUMBER = re.compile(r"^(?:[^\W\d_]{1,12}\s)?#?\d{1,7}[.:]?\s+(?:(?:by|from|von|de|od|от|di|door|av)\s+)?")
# a kind of post or a tag before the poster ("Frage von Lena94", "Comment by kat_m", "mod: Team"); not "de" ("Kees de Vries")
_KIND = re.compile(r"^(?:[^\W\d_]{1,12}\s+(?:by|from|von|od|от|από|di|door|av|par)\s+|[^\W\d_]{1,12}:\s+)")
_JOIN = re.compile(r"[\s,·•|:–—-]+(?:(?:am|um|on|at|le|el|il|op|в|o)\s*)?$")
_OPENERS = re.compile(r"\s*(?:[-*+>|]\s|\d+[.)]\s|#{1,6}\s|```|~~~)")  # a list item, a quote, a table, a heading
_UNSPACED = re.compile(r"[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")  # Thai, kana, CJK, Hangul
# a poster's handle and the words after it on one line: lowercase, a dot, an underscore or a digit inside, no end period
_INLINE = re.compile(r"(?P<handle>[a-z0-9][a-z0-9._]*[._0-9][a-z0-9._]*(?<!\.))\s(?P<words>\S.*)")
_VERB_ON = re.compile(r"[^\w@#]*[^\W\d_][^\W\d_]{2,14}\s+[^\W\d_A-Z]{1,3}\s*")  # "Recensito il ", "Posted on "
_MENTION = re.compile(r"@([\w.\-]+)")
_HEADING = re.compile(r"\s{0,3}#{1,6}\s")


def _time_line(text: str) -> tuple[str, str] | None:
    """``(before, chrome)`` when ``text`` holds a post's time or age among a few of the site's short words: the words
    before the time (a name, on a header line) and the words after it; None for a sentence or a bare name."""
    text = text.strip()
    if not text or len(text) > HEAD_CHARS or text.endswith(SENTENCE_ENDS):
        return None
    starts = [0, *(t.end() for t in re.finditer(r"\s+|[(（\[]", text))]  # a stamp opens a token, never inside a name
    found = [m for p in starts if (m := _STAMP.match(text, p)) is not None
             and (has_time(m.group(0)) or stamp_kind(m.group(0)) != "age" or m.group(0)[-1:].isalpha())]
    m = max(found, key=lambda m: len(m.group(0)), default=None) or _SHORT_AGE.match(text)
    if m is None or not re.search(r"\d", m.group(0)) and _WORD_AGE.fullmatch(m.group(0)) is None:
        return None  # a number, or an age in words ("een maand geleden")
    before, after = text[:m.start()], text[m.end():].rstrip(":：")
    words = _WORD.findall(after)
    if len(words) > CHROME_WORDS or any(len(w) > CHROME_WORD_CHARS for w in words) or re.search(r"[^\W\d_][.!?;]\s", after):
        return None
    return before, " ".join(w.casefold() for w in words if not any(c.isdigit() for c in w))


def _posted(text: str) -> bool:
    """``text`` is a post's time line under its poster's name with the site's verb before the date (``●●●○○ Recensito il
    8 maggio 2023``, ``Risposto il 10 maggio 2023``, ``Posted on May 8, 2023``): a word, a short lowercase one, the date."""
    found = _time_line(text)
    return found is not None and _VERB_ON.fullmatch(found[0]) is not None


def is_time_line(text: str) -> bool:
    """``text`` is a post's time line: its time or age among the site's words, no name before it."""
    found = _time_line(text)
    return found is not None and all(any(c.isdigit() for c in w) for w in _WORD.findall(found[0]))  # "1楼", "#4"


def _name(head: str) -> str | None:
    """The poster's name on a stanza's first line (badges, a role, stars, a post's number and a reply mark left out),
    or None when the line reads as a sentence or a title."""
    text = _KIND.sub("", _NUMBER.sub("", _REPLY_MARK.sub("", head.strip())))
    name = _APART.split(text, maxsplit=1)[0].strip()
    name = _JOIN.sub("", name).strip()
    if len(name) > NAME_CHARS and ", " in name:
        name = name.split(", ", 1)[0]  # "NelloTrattoria, Proprietario a Marco_T_Bergamo": the poster, then a role
    if (not name or len(name) > NAME_CHARS or len(name.split()) > NAME_WORDS
            or name.endswith(SENTENCE_ENDS) and not re.search(r"(?<!\w)\w\.$", name)  # "Jean-Marc L.": an initial
            or not any(c.isalpha() for c in name) or re.search(r"[.!?;:]\s", name)):
        return None
    return name


def _blocks(lines: Sequence[str]) -> list[list[int]]:
    """The indices of each run of non-blank lines; a heading line is none of them (context)."""
    out: list[list[int]] = []
    current: list[int] = []
    for i, line in enumerate(lines):
        if not line.strip() or _HEADING.match(line):
            if current:
                out.append(current)
            current = []
        else:
            current.append(i)
    if current:
        out.append(current)
    return out


def inline(head: str) -> tuple[str, str] | None:
    """``(handle, words)`` when a post's first line holds its poster's handle and the words after it, one space apart
    (an Instagram comment's ``carolzinha.bh Fiz a encomenda ontem``): a handle as written, lowercase with a dot, an
    underscore or a digit, then words that read as said."""
    m = _INLINE.match(head.strip())
    if m is None or _APART.match(head.strip(), m.end("handle")) or not _sentence(m["words"]) and not _UNSPACED.search(m["words"]):
        return None  # "tinhte.vn (Biên tập viên)", "padaria_ze · Autor": a name and its badges, the words below
    return m["handle"], m["words"]


def _stanza(lines: Sequence[str], block: list[int]) -> tuple[str, str, bool, bool] | None:
    """``(name, chrome, indented, said)`` when ``block`` is a post stanza: a name line, words, a time line (module docstring)."""
    if len(block) < 2 or _OPENERS.match(lines[block[0]]):
        return None
    head = lines[block[0]]
    indented = head[:1].isspace() or _REPLY_MARK.match(head.strip()) is not None
    timed_head = _time_line(head)
    handle = inline(head) if timed_head is None else None
    if handle is not None:  # "padaria.dona.lourdes Bolo de fubá saindo agora!": the handle and its words on one line
        times = [j for j in block[1:] if is_time_line(lines[j])]
        said_below = " ".join(lines[j] for j in block[1:] if j not in times and _time_line(lines[j]) is None)
        chrome = (_time_line(lines[times[0]]) or ("", ""))[1] if times else ""
        return (handle[0], chrome, indented, _sentence(f"{handle[1]} {said_below}")) if times else None
    if timed_head is not None and timed_head[0].strip():
        name, chrome, rest = _name(timed_head[0]), timed_head[1], block[1:]  # "여행하는고양이  2023.05.08 13:56  답글"
    else:
        if timed_head is not None or len(head.strip()) > HEAD_CHARS or head.rstrip().endswith((*SENTENCE_ENDS, ":", "：")):
            return None
        times = [j for j in block[1:] if is_time_line(lines[j]) or _posted(lines[j])]  # "1楼 2023-05-08 13:56" too
        if not times:
            return None
        name, chrome = _name(head), (_time_line(lines[times[0]]) or ("", ""))[1]
        rest = [j for j in block[1:] if j != times[0]]
    said = [j for j in rest if _time_line(lines[j]) is None and sum(c.isalpha() for c in lines[j]) >= 2
            and not re.fullmatch(r"\s*[(（].*[)）]\s*", lines[j])]
    return (name, chrome, indented, _sentence(" ".join(lines[j] for j in said))) if name is not None and said else None


def _sentence(text: str) -> bool:
    """``text`` reads as said: three words, a question or an exclamation, or a few characters of a script written
    without spaces (an appointment list's "Dental check-up" under each name is no post)."""
    text = text.strip()
    return len(text.split()) >= SAID_WORDS or text.endswith(("?", "!", "？", "！", "؟")) or len(_UNSPACED.findall(text)) >= SAID_WORDS + 1


def _named(lines: Sequence[str], blocks: Sequence[list[int]], names: Sequence[str]) -> bool:
    """A post's words name another stanza's poster ("北岸灯火 回复 努力的小鹿：…" inside a floor, "Danke, Holger58")."""
    bodies = [(lines[b[0]].casefold(), "\n".join(lines[j] for j in b[1:]).casefold()) for b in blocks]
    return any(len(name) >= NAMED_CHARS and name not in head and re.search(rf"(?<![^\W_]){re.escape(name)}(?![^\W_])", body)
               for name in set(names) for head, body in bodies)


def _replied(heads: Sequence[str], names: Sequence[str]) -> bool:
    """A reply's header names the post it answers after its own poster ("Risposta di NelloTrattoria, Proprietario a
    Marco_T_Bergamo" under Marco_T_Bergamo's review): a header's line holds another poster's name, a word of its own."""
    return any(len(other) >= NAMED_CHARS and other != name and re.search(rf"(?<![^\W_]){re.escape(other)}(?![^\W_])", head)
               for head, name in zip(heads, names, strict=True) for other in set(names))


def stanza_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The turns a chunk's post stanzas open (index → label: the poster, alone on the header line), or none when the
    blocks are no thread (module docstring)."""
    if sum(line.lstrip().startswith(("```", "~~~")) for line in lines):
        return {}
    blocks = [b for b in _blocks(lines) if not all(lines[j].lstrip().startswith(">") for j in b)]  # a quoted paragraph
    pieces = [piece for b in blocks for piece in _unbroken(lines, b)]
    return _thread(lines, blocks) or (_thread(lines, pieces) if len(pieces) > len(blocks) else {})


def _unbroken(lines: Sequence[str], block: list[int]) -> list[list[int]]:
    """``block`` cut after each time line that more lines follow: posts copied with no blank line between them, each
    ending in its time line (``川妹子小鱼`` / words / ``5-8 14:02 来自 四川  回复  赞 126`` / the next poster's name)."""
    out: list[list[int]] = [[]]
    for j in block:
        if out[-1] and is_time_line(lines[out[-1][-1]]):
            out.append([])
        out[-1].append(j)
    return out


def _thread(lines: Sequence[str], blocks: list[list[int]]) -> dict[int, Label]:
    """The turns of ``blocks`` read as post stanzas, or none when they are no thread (module docstring)."""
    read = [(b[0], found) for b in blocks if (found := _stanza(lines, b)) is not None]
    if len(read) < MIN_STANZAS or 3 * len(read) < 2 * len(blocks) or 2 * sum(said for *_, said in (f for _, f in read)) <= len(read):
        return {}
    names = [name.casefold() for _, (name, *_) in read]
    keys = [" ".join(w for w in name.split() if not any(c.isdigit() for c in w)) for name in names]
    chromes = Counter(word for _, (_, chrome, *_) in read for word in set(chrome.split()) if is_interface(word))  # "Reply", not "RSVP"
    replies = not read[0][1][2] and any(indented for _, (_, _, indented, _) in read[1:])  # a reply under a post
    text = "\n".join(lines).casefold()
    mentioned = (any(m.group(1).rstrip(".") in names for m in _MENTION.finditer(text)) or _named(lines, blocks, names)
                 or _replied([lines[i].casefold() for i, _ in read], names))
    if not (records.returns(keys) or replies or mentioned or chromes and chromes.most_common(1)[0][1] >= MIN_STANZAS):
        return {}
    heads = {i: Label(name, STANZA, True, span=1) if (said := inline(lines[i])) is None or said[0] != name
             else Label(name, STANZA, False, text=said[1], span=1) for i, (name, *_) in read}
    return {**heads, **_inner(lines, blocks, heads, set(names))}


def _inner(lines: Sequence[str], blocks: Sequence[list[int]], heads: Mapping[int, Label], names: set[str]) -> dict[int, Label]:
    """Replies inside a post, each an indented line opening with a poster's label (``  北岸灯火 回复 努力的小鹿：…``,
    ``  Anna: …``): turns of the poster it names first."""
    out: dict[int, Label] = {}
    for block in blocks:
        if block[0] not in heads:
            continue
        for j in block[1:]:
            label = parse_label(lines[j].strip()) if lines[j][:1].isspace() and not lines[block[0]][:1].isspace() else None
            first = label.name.split()[0] if label is not None and label.text else ""
            if first.casefold() in names:
                out[j] = Label(first, STANZA, False, text=label.text if label is not None else "")
    return out


def opens_blocks(turns: Iterable[int], lines: Sequence[str]) -> bool:
    """Every turn opens a blank-line block (:func:`_blocks`: at the chunk's start, after a blank line or a heading) or
    is indented: the only lines a stanza's head or a reply inside a post (:func:`stanza_turns`) can be. A chunk whose
    turns follow each other line by line ("Caroline: …" / "Melanie: …") fails at once, before any stanza is read."""
    return all(i == 0 or lines[i][:1].isspace() or not lines[i - 1].strip() or _HEADING.match(lines[i - 1]) is not None
               for i in turns)


def widen(turns: Mapping[int, Label], lines: Sequence[str]) -> dict[int, Label]:
    """``turns`` a label grammar found, with the post stanzas it missed when every turn it found opens a stanza (a
    thread whose authors' name lines the grammar reads but for the post's author with a role after the name). A turn
    that opens no block and is not indented is no stanza's (:func:`opens_blocks`): then ``turns`` as they are, the
    stanzas unread (at ingest, most conversation chunks)."""
    if not opens_blocks(turns, lines):
        return dict(sorted(turns.items()))
    stanzas = stanza_turns(lines)
    if len(stanzas) <= len(turns) or not set(turns) <= set(stanzas):
        return dict(sorted(turns.items()))
    return dict(sorted({**stanzas, **turns}.items()))


poster, blocks_of, said = _name, _blocks, _sentence  # read by chunking.posts (posts without a time line)

__all__ = ["STANZA", "blocks_of", "is_time_line", "opens_blocks", "poster", "said", "stanza_turns", "widen"]
