"""The evidence that label lines of one shape are people talking, not a record's keys (:func:`shape_is_conversation`).

:mod:`memspark.chunking.turns` groups a chunk's label lines by their shape and asks this for each group; its module
docstring lists the evidence (names that recur, dated or nicked lines, a role vocabulary, two said lines) and the
records that look like it (:mod:`memspark.chunking.records`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking import forms, headers, letters, machine, meeting, namelines, records, roles, signed
from memspark.chunking.labels import NAME_LINE, Label, header_field, parse_label
from memspark.chunking.prompts import PROMPT
from memspark.chunking.sides import SIDE
from memspark.chunking.signs import SIGN
from memspark.chunking.tables import TABLE, chat_like
from memspark.chunking.translated import TRANSLATED
from memspark.chunking.voicelog import VOICE

PAIR = 2  # two label lines of one shape, one name each
MAX_SPEAKERS = 6  # more distinct "labels" than that is a key/value list, not a conversation
UTTERANCE_WORDS = 3  # two consecutive label lines alone are a conversation only when both say this much (or end in ! ?)
_CHAT_MARKS = ("stamp", "stamp-after", "angle", "quote", "says")  # decorations only a message header has
_DATED = ("stamp", "stamp-after", "angle")  # a message's time or an IRC nick: a line is a message by its shape
ROLES = frozenset({"user", "assistant", "human", "ai", "system", "bot", "model", "tool"})
CHANGE_KINDS = frozenset({"added", "changed", "deprecated", "removed", "fixed", "security"})  # a changelog's keys
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
_WORDS = re.compile(r"[^\W_]+")
_IDEOGRAPHS = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")  # kana, CJK, Hangul: words without spaces


def shape_is_conversation(shape: tuple[str, ...], rows: list[tuple[int, Label, int]], lines: Sequence[str],
                           named: frozenset[str]) -> bool:
    names = [label.name.casefold() for _, label, _ in rows]
    if shape in (("json",), VOICE, letters.LETTER, SIGN, PROMPT, TRANSLATED, SIDE):
        return True  # a transcript's lines, a voice history, signed sides, a model session, translations: by their format
    if len(names) < 2:
        return False
    if shape == signed.SIGN_LINE:
        return signed.answered(rows, lines)  # comments over signature lines: a thread when someone answered
    if shape == headers.POST:  # numbered posts: the numbers count up and a poster comes back (someone answered)
        numbers = [int(label.text) for _, label, _ in rows]
        return numbers == sorted(set(numbers)) and records.returns(names)
    distinct = set(names)
    if distinct <= ROLES:
        return True
    words = [label.text or (lines[i + 1] if i + 1 < len(lines) else "") for i, label, _ in rows]
    if all(roles.side(n) for n in distinct) and roles.logged(words):
        return False  # "Received …" / "Sent …" over a shipping log's entries or a mail folder's (chunking.roles)
    if distinct <= CHANGE_KINDS:
        return False  # "Added: …" / "Fixed: …" under a release: a changelog's entries, not two people
    labels, index = [label for _, label, _ in rows], [i for i, _, _ in rows]
    if records.scheduled(labels) or records.valued(labels) or records.grouped(names) or records.assigned(labels) \
            or records.fielded(labels, index) or records.sectioned(labels, index, lines) or records.carded(labels, index, lines) \
            or records.released(labels, index, lines) or records.coded(labels) or records.numbered(names) \
            or records.timetabled(labels, index, lines) or forms.filled_in(labels, index) \
            or forms.outlined(index, lines):
        return False  # a plan on the hour, a ledger of amounts, a list grouped by key, a rota, release notes, a tool's output
    if ("from" in shape or "stamp" in shape) and meeting.routed([lines[i] for i in index]):
        return False  # "07:40 De Madrid a Sevilla: …" / "09:15 De Sevilla a Córdoba: …": a route's legs, no chat
    if "stamp" in shape and machine.logged(lines) or machine.printed(labels):
        return False  # a kernel log's events, a few of which read as "scsi host6: …"; a tool's output (chunking.machine)
    if "stamp" in shape and records.titled(lines, len(rows)) or shape[-1] == "column" and not records.sentences(labels):
        return False  # timed lines most of which name nobody (chapters, an agenda), a log's columns
    k = len(distinct)
    if shape == TABLE:  # a table's rows: someone answers, most rows say something, and they read as messages
        said = sum(_utterance(label) for _, label, _ in rows)
        return (k <= MAX_SPEAKERS and records.returns(names) and 2 * said > len(names)
                and chat_like(lines, index, [label for _, label, _ in rows])
                and not records.is_template(names, index, [g for _, _, g in rows]))
    if shape[:2] == NAME_LINE and not namelines.senders(rows, lines, k):
        return False
    if k == 2 and len(names) == 2:
        if any(mark in shape for mark in _CHAT_MARKS) or namelines.dated_below(rows, lines) or namelines.timed_after(rows, lines) \
                or namelines.dated_above(rows, lines) or mail_headers(shape, rows, lines):
            return True  # a timestamp, an IRC nick, a quoted line or a date line under the name: a message's header
        if records.keyed([label for _, label, _ in rows], lines):
            return False  # "Homework: …" / "Next time: …" under a student's notes: a record's keys (chunking.records)
        if "list" in shape or "emph" in shape:
            # "- Heartbeat: …" / "- Cron: …", "**Fix:** …" / "**Lesson:** …": curated notes are full of
            # bulleted and bold keys once each; in those decorations two people need a recurring name, or
            # (bold) a heading that names them both, as written ("### Heartbeat vs cron" names no "Cron")
            return "emph" in shape and all(set(_WORDS.findall(label.name)) <= named for _, label, _ in rows)
        paragraphs = all(i == 0 or not lines[i - 1].strip() or _HEADING.match(lines[i - 1]) for i, _, _ in rows)
        if paragraphs:  # two long turns, unless a list of records stands between them (a note's keys above and below it)
            return sum(_keyed_line(line) for line in lines[index[0] + 1:index[1]]) < PAIR
        # two lines both said, the second in the block after the first's or in the same (a note's keys in two of its
        # sections, a block of other lines between them, are no exchange)
        between = lines[index[0] + 1:index[1]]
        gaps = sum(bool(a.strip()) and not b.strip() for a, b in zip([lines[index[0]], *between], between, strict=False))
        return (all(_utterance(label) for _, label, _ in rows) and not records.aside(index, lines) and gaps <= 1
                and not any(_HEADING.match(line) for line in between))
    if not 2 <= k <= MAX_SPEAKERS or records.is_template(names, index, [g for _, _, g in rows]):
        return False
    kept, (kept_index, kept_groups) = records.without_singletons(names, index, [g for _, _, g in rows])
    if len(set(kept)) >= 2 and len(set(names)) > len(set(kept)) and records.is_template(kept, kept_index, kept_groups):
        return False  # a record list and keys of their own above or below it
    if len(names) >= 2 * k - 1 or k == len(names) and (any(mark in shape for mark in _DATED) or shape[:2] == NAME_LINE
                                                       and namelines.timed_after(rows, lines)):
        return True  # names that recur, or each a message of its own, dated or nicked (a chunk of a busy chat)
    # a short chat of many people: a name comes back after another's line, and most lines read as said (a list or
    # bold keys, "- Ana: draft the roadmap" under "Action items", need their names to recur)
    said = sum(_utterance(label) for _, label, _ in rows)
    messages = shape[:2] == NAME_LINE or "from-key" in shape or any(mark in shape for mark in _DATED)  # message headers
    return "list" not in shape and "emph" not in shape and records.returns(names) and (messages or 2 * said > len(names))


def mail_headers(shape: tuple[str, ...], rows: Sequence[tuple[int, Label, int]], lines: Sequence[str]) -> bool:
    """``From:`` lines each with a header field under it (``From: you (sunnyside_toys)`` / ``Sent: 08 May 2023 14:20``):
    messages' headers by their shape, two of them a conversation even beside other label lines (a marketplace's
    ``eBay: …`` notices between the messages, which the messages hold: :func:`memspark.chunking.bylines.prevail`)."""
    return "from-key" in shape and all(i + 1 < len(lines) and header_field(lines[i + 1]) for i, _, _ in rows)


def _keyed_line(line: str) -> bool:
    """``line`` is a record's key line, indented too (an org chart's "    Leitung: Jonas Klein"; an indented list item,
    a digest's "   1. Re: …", is not)."""
    if parse_label(line) is not None:
        return True
    key = parse_label(line.strip()) if line[:1].isspace() else None
    return key is not None and "list" not in key.shape


def _utterance(label: Label) -> bool:
    """Two people, one turn each, as two consecutive label lines (not paragraphs): a conversation only when both read
    as said — a few words, an exclamation or a question — since a key/value note's lines hold a word or two ("Owner:
    dev agent"). A chat app's message header (a name and a time alone on a line) says it by its shape."""
    if label.alone and "stamp-after" in label.shape:
        return True
    words = max(len(label.text.split()), len(_IDEOGRAPHS.findall(label.text)) // 2)  # "马上到，还有五分钟": 4 words
    return words >= UTTERANCE_WORDS or label.text.endswith(("!", "?", "！", "？", "؟"))


__all__ = ["CHANGE_KINDS", "MAX_SPEAKERS", "ROLES", "mail_headers", "shape_is_conversation"]
