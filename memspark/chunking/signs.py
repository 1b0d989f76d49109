"""A chat written down as lines marked by a sign per side: ``+ …`` for one person, ``- …`` for the other.

A note of an exchange copied by hand may name no one: each message a line opening with the sign of its side
(``+ Jó napot, a kazán szerelője csütörtökön jön.`` / ``- Csütörtökön dolgozom, lehetne inkább pénteken?``, a
coloured mark per side, ``🔵 …`` / ``🟢 …``, or a pen's colour in parentheses, ``(blue) …`` / ``(red) …``: two such
words only, a line under one that ends in no sentence's end its wrap), a legend in the heading saying whose sign is whose, or nothing at all.
:func:`sign_turns` reads such a block — a run of lines (no blank line between them) each opening with a sign, an
indented line below one its continuation — as turns of shape :data:`SIGN`, each named by its sign, when it reads as an
exchange: both signs, the sides taking turns (a sign comes back after the other's line at least :data:`SWITCHES`
times), most lines ending as a sentence does, and a question among them. A list of pros and cons, a diff or a
bulleted list says no sentences, asks nothing or keeps one sign per run.

A dialogue dash (``— Takže linka bude na celou stěnu?`` / ``— Ano, …``: a transcript's or a story's way of writing
speech) marks every line alike, whoever speaks: a run of dash lines (a line under one without a dash wraps it, a
client's notice between them is none of them) is an exchange when most of them end as a sentence does and a question
among them is answered (a line follows it), or most of them end in one word (a radio's sign-off, ``…, over.``). A pictograph opening a line is a sign only
where no label follows it (``👩 Mama: …`` is Mama's label), and a check or status mark is none (``✅``, ``❌``, ``⚠``:
a checklist's).

Voice messages transcribed under their headers — a microphone's mark and the message's length alone on a line
(``🎤 0:18``), the words below — name no one either: a turn at each header (:func:`memo_turns`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from memspark.chunking.labels import EMOJI, Label, parse_label
from memspark.chunking.notices import is_notice
from memspark.chunking.stamps import QUESTION_MARKS, SENTENCE_ENDS

SIGN = ("sign",)  # the shape of a line marked by its side's sign
_DIALOGUE = ("—", "–")  # a dialogue dash: every speaker's line opens with it
# a side's sign: plus or minus, a dialogue dash, a coloured mark, or a word in parentheses (a pen's colour: "(синей) …")
_SIGNED = re.compile(rf"(?P<sign>[+\-−—–]|[{EMOJI}][{EMOJI}\ufe0f\u200d]*|\([^\W\d_]{{3,12}}\))\s+(?P<said>\S.*)")
_WORD = re.compile(r"[^\W\d_]+")
_PICTOGRAPHS = re.compile(f"[{EMOJI}]")
_CHECK_MARKS = frozenset("✅✔☑✓❌✖✗❎⬜⬛🔲🔳⚠⭕❗❓❕❔⭐")  # a checklist's or a status report's marks
_ENDS = (*SENTENCE_ENDS, ")", "\"", "”")  # or a closing bracket or quote after one
_MEMO = re.compile(r"\s*[\U0001f3a4\U0001f399\U0001f50a\u25b6]\ufe0f?\s*(?:\d{1,2}:)?\d{1,2}:\d{2}\s*")  # "🎤 0:18"
MEMOS = 3  # voice messages under their headers, at least
SIDE_LINES = 4  # lines in the block, at least
PAIR = 2  # the sides of a chat written with a pen each
SWITCHES = 3  # the sign changes from one line to the next at least this often


def sign_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The signed lines of every block of ``lines`` that reads as an exchange (module docstring), index → label."""
    out: dict[int, Label] = {}
    block: list[tuple[int, str, str]] = []
    for i, line in enumerate([*lines, ""]):
        m = _SIGNED.fullmatch(line)
        if m is not None and _PICTOGRAPHS.match(m["sign"]) and (m["sign"][0] in _CHECK_MARKS or parse_label(line)):
            m = None  # "👩 Mama: …": a label after the pictograph; "✅ Tag pushed.": a checklist's mark
        if block and is_notice(line):
            continue  # "— обаждане, 2:14 мин —": the client's line between two messages
        if m is not None:
            block.append((i, "-" if m["sign"] == "−" else m["sign"], m["said"].strip()))
        elif block and line.strip() and (line[:1].isspace() or block[-1][1] in _DIALOGUE and not line.startswith("#")
                                         or _wrapped(block[-1], line)):
            continue  # an indented line under a signed one, any line under a dash's: its continuation
        else:
            out.update(_exchange(block))
            block = []
    return out


def _exchange(block: list[tuple[int, str, str]]) -> dict[int, Label]:
    signs = [sign for _, sign, _ in block]
    said = [text.rstrip(" *_") for _, _, text in block]
    if len(block) < SIDE_LINES or 2 * sum(text.endswith(_ENDS) for text in said) <= len(said):
        return {}
    if set(signs) <= set(_DIALOGUE):  # one dash for every speaker: a question someone answers, or a radio's sign-off
        asked = any(text.endswith(QUESTION_MARKS) for text in said[:-1]) or _signed_off(said)
        return {i: Label(sign, SIGN, text=text) for i, sign, text in block} if asked else {}
    switches = sum(a != b for a, b in zip(signs, signs[1:], strict=False))
    if any(sign.startswith("(") for sign in signs) and len(set(signs)) != PAIR:
        return {}  # "(a) … (b) … (c) …": a list's items; a pen per side writes two
    if len(set(signs)) < 2 or switches < SWITCHES or not any(text.endswith(QUESTION_MARKS) for text in said):
        return {}
    return {i: Label(sign, SIGN, text=text) for i, sign, text in block}


def memo_turns(lines: Sequence[str]) -> dict[int, Label]:
    """Voice messages transcribed under their headers: a microphone's or a speaker's mark and the message's length
    alone on a line (``🎤 0:18``), the words on the lines right under it. Three or more such headers, each with words
    under it, most of them ending as a sentence does: a turn at each header (no one named), shape :data:`SIGN`. A
    playlist's ``🔊 3:45`` over a song's title says no sentence."""
    heads = [i for i, line in enumerate(lines) if _MEMO.fullmatch(line) and i + 1 < len(lines) and lines[i + 1].strip()
             and not _MEMO.fullmatch(lines[i + 1])]
    if len(heads) < MEMOS:
        return {}
    said = []
    for i in heads:
        j = i + 1
        while j + 1 < len(lines) and lines[j + 1].strip() and not _MEMO.fullmatch(lines[j + 1]):
            j += 1
        said.append(lines[j].strip())
    if 2 * sum(text.endswith(_ENDS) for text in said) <= len(said):
        return {}
    return {i: Label(lines[i].strip()[:1], SIGN, True, span=1) for i in heads}


def _wrapped(last: tuple[int, str, str], line: str) -> bool:
    """``line`` wraps the word-tagged line above it, which ends in no sentence's end ("(красной) … мусор," /
    "твоя неделя.")."""
    return last[1].startswith("(") and not last[2].rstrip().endswith(_ENDS) and _SIGNED.fullmatch(line) is None


def _signed_off(said: Sequence[str]) -> bool:
    """Most lines end in one word, the same for every speaker (a radio's "over": ``— Descending slowly, over.``)."""
    last = Counter(words[-1] for text in said if (words := _WORD.findall(text.casefold())))
    return bool(last) and 3 * last.most_common(1)[0][1] >= 2 * len(said)


__all__ = ["MEMOS", "SIDE_LINES", "SIGN", "SWITCHES", "memo_turns", "sign_turns"]
