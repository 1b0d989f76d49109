"""Unnamed chats written one message a line, every line marked alike: in quotes, under its time, or by emphasis.

A conversation written down from memory or copied without its names may keep one message a line, each marked the
same way whoever speaks — wholly in quotation marks (``«Did you see the gate was shut?»`` / ``«Yes, so we went round.»``,
``“…”``, ``„…“``, ``「…」``), after its time alone (``(13.56) are we leaving on Friday?`` / ``(13.58) fine, I'll
drive``), after its words with its time, the own side's with the app's marks (``Anh về chưa? 13:56 ✓✓`` / ``Chưa, kẹt
xe 14:02``: :func:`timed_turns` too), or its sides told apart by emphasis (one person's lines in ``*italics*``, the other's plain). :func:`line_turns`
reads a run of such lines (no blank line between them; an indented line under one wraps it; timed lines only where
no label grammar read the chunk: :func:`timed_turns`) as turns of shape
:data:`memspark.chunking.signs.SIGN`, one per line, when it reads as an exchange: four lines or more, a question among
them that a line answers, and — under times — the times running forward, not all on the five minutes (a plan's
slots); by emphasis, both sides, the side changing at least :data:`memspark.chunking.signs.SWITCHES` times. A list of
quotations, a timed log or agenda, a poem with its refrain in italics asks nothing, runs on the hour or keeps one
side. Messages each under their time alone on a line, a blank line between them (``09:12`` / ``Is the screen
repairable today?``), are read the same way (:func:`timed_turns`) when every block of the chunk is one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking.labels import Label, parse_label
from memspark.chunking.ruled import ruled_turns
from memspark.chunking.signs import SIDE_LINES, SIGN, SWITCHES
from memspark.chunking.stamps import CHECKS, QUESTION_MARKS, TIME

_QUOTED = re.compile(r"\s*(?P<sign>[«“„\"‹「『])(?P<said>[^«»“”„\"「」『』]+?)[»”“\"›」』]\s*")
_TIMED = re.compile(rf"\s*(?P<sign>[\[(]?(?P<time>{TIME})[\])]?)\s+(?P<said>\S.*)")
_EMPHASIS = re.compile(r"\s*(?P<sign>\*{1,2}|_{1,2})(?P<said>[^*_\s](?:.*?[^*_\s])?)(?P=sign)\s*")
# a message with its time after its words, the app's sent and read marks after the own side's ("Anh về chưa? 13:56 ✓✓")
_TIME_AFTER = re.compile(rf"(?P<said>\S.*?)\s+(?P<time>{TIME})(?:\s*(?P<ticks>{CHECKS}))?\s*")
MINE = "✓✓"  # the name of the side whose messages carry the app's marks
_CLOCK = re.compile(r"(\d{1,2})[:.h](\d{2})")
_ALONE = re.compile(rf"\s*[\[(]?(?P<time>{TIME})[\])]?\s*")  # a message's time alone on its line
PLAIN = "·"  # the name of the plain side where the other's lines are emphasised
_OPENERS = re.compile(r"\s*(?:[-*+]\s|\d+[.)]\s|#{1,6}\s|>|\|)")  # a list item, a heading, a quote, a table row


def line_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The lines of every run of ``lines`` that reads as an unnamed exchange (module docstring), index → label."""
    out: dict[int, Label] = ruled_turns(lines)  # one message a block between rule lines (chunking.ruled)
    for run in _runs(lines):
        out.update(_quoted(lines, run) or _emphasised(lines, run))
    return out


def timed_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The lines of a run of ``lines`` each after its time alone (module docstring), index → label: read only where
    no grammar found a conversation (a stream chat's ``0:41:12 PixelPanda that skip …`` names its senders)."""
    out: dict[int, Label] = {}
    for run in _runs(lines):
        out.update(_timed(lines, run) or _ticked(lines, run))
    return out or _time_above(lines, [run for run in _runs(lines) if run])


def _time_above(lines: Sequence[str], runs: Sequence[list[int]]) -> dict[int, Label]:
    """Messages each under its time alone on a line, a blank line between them (``09:12`` / ``Is the screen
    repairable today?``), a day's line maybe above the first: every block of the chunk such a message, four or more,
    the times running forward, not all on the five minutes, a question among them answered."""
    heads: list[tuple[int, str, str]] = []
    for k, run in enumerate(runs):
        at = 1 if k == 0 and len(run) > 2 and _ALONE.fullmatch(lines[run[1]]) else 0  # "Monday, 8 May" above the first
        m = _ALONE.fullmatch(lines[run[at]]) if len(run) > at + 1 else None
        if m is None:
            return {}
        heads.append((run[at], m["time"], " ".join(lines[j].strip() for j in run[at + 1:])))
    clocks = [_CLOCK.search(time) for _, time, _ in heads]
    minutes = [int(c.group(1)) * 60 + int(c.group(2)) for c in clocks if c]
    if (len(heads) < SIDE_LINES or len(minutes) < len(heads) or minutes != sorted(minutes)
            or all(m % 5 == 0 for m in minutes) or not _answered([said for *_, said in heads])):
        return {}
    return {i: Label(time, SIGN, text=said) for i, time, said in heads}


def _runs(lines: Sequence[str]) -> list[list[int]]:
    """The runs of non-blank lines of ``lines`` outside headings, an indented line under a message wrapping it."""
    runs: list[list[int]] = []
    run: list[int] = []
    for i, line in enumerate([*lines, ""]):
        if line.strip() and run and line[:1].isspace() and not lines[run[-1]][:1].isspace():
            continue
        if line.strip() and not line.lstrip().startswith("#"):
            run.append(i)
            continue
        runs.append(run)
        run = []
    return runs


def _answered(said: Sequence[str]) -> bool:
    return any(text.rstrip(" *_").endswith(QUESTION_MARKS) for text in said[:-1])


def _quoted(lines: Sequence[str], run: Sequence[int]) -> dict[int, Label]:
    found = [_QUOTED.fullmatch(lines[i]) for i in run]
    if len(run) < SIDE_LINES or not all(found) or not _answered([m["said"] for m in found if m]):
        return {}
    return {i: Label(m["sign"], SIGN, text=m["said"].strip()) for i, m in zip(run, found, strict=True) if m}


def _timed(lines: Sequence[str], run: Sequence[int]) -> dict[int, Label]:
    found = [_TIMED.fullmatch(lines[i]) for i in run]
    labels = [label for i in run if (label := parse_label(lines[i])) is not None]
    if len(run) < SIDE_LINES or not all(found) or any(not label.alone for label in labels) or len(
            {label.name for label in labels}) < len(labels):
        return {}  # "13:56 Anna: …", "[10:02] Anna" twice: a label grammar's lines, with names
    clocks = [_CLOCK.search(m["time"]) for m in found if m]
    minutes = [int(c.group(1)) * 60 + int(c.group(2)) for c in clocks if c]
    if len(minutes) < len(run) or minutes != sorted(minutes) or all(m % 5 == 0 for m in minutes):
        return {}
    if not _answered([m["said"] for m in found if m]):
        return {}
    return {i: Label(m["sign"], SIGN, text=m["said"].strip()) for i, m in zip(run, found, strict=True) if m}


def _ticked(lines: Sequence[str], run: Sequence[int]) -> dict[int, Label]:
    """Messages ending in their time, the own side's with the app's marks after it (module docstring): a line with no
    time wraps into the next when that one goes on in lower case; one above the first message is the run's date."""
    found = [_TIME_AFTER.fullmatch(lines[i]) for i in run]
    opened: list[tuple[int, re.Match[str]]] = []
    start: int | None = None
    for k, (i, m) in enumerate(zip(run, found, strict=True)):
        start = i if start is None else start
        if m is not None:
            opened.append((start, m))
            start = None
        elif k + 1 < len(run) and lines[run[k + 1]].lstrip()[:1].islower():
            continue  # "… họp phụ huynh" / "lúc 5 giờ, …": one message's wrapped line
        elif opened or k + 1 < len(run) and found[k + 1] is None:
            return {}  # an untimed line among the messages: no such chat
        else:
            start = None  # "Hôm nay" over the first message: the day's
    if start is not None or len(opened) < SIDE_LINES:
        return {}
    sides = [MINE if m["ticks"] else PLAIN for _, m in opened]
    clocks = [_CLOCK.search(m["time"]) for _, m in opened]
    minutes = [int(c.group(1)) * 60 + int(c.group(2)) for c in clocks if c]
    if (len(set(sides)) < 2 or minutes != sorted(minutes) or all(m % 5 == 0 for m in minutes)
            or not _answered([m["said"] for _, m in opened])):
        return {}
    return {i: Label(side, SIGN, text=m["said"].strip()) for (i, m), side in zip(opened, sides, strict=True)}


def _emphasised(lines: Sequence[str], run: Sequence[int]) -> dict[int, Label]:
    if len(run) < SIDE_LINES or any(_OPENERS.match(lines[i]) and not _EMPHASIS.fullmatch(lines[i]) for i in run):
        return {}
    found = [_EMPHASIS.fullmatch(lines[i]) for i in run]
    plain = [m is None and "*" not in lines[i] and "_" not in lines[i] for i, m in zip(run, found, strict=True)]
    if not all(m is not None or p for m, p in zip(found, plain, strict=True)) or all(plain) or not any(plain):
        return {}
    sides = ["*" if m is not None else PLAIN for m in found]
    said = [m["said"] if m is not None else lines[i].strip() for i, m in zip(run, found, strict=True)]
    if sum(a != b for a, b in zip(sides, sides[1:], strict=False)) < SWITCHES or not _answered(said):
        return {}
    return {i: Label(side, SIGN, text=text) for i, side, text in zip(run, sides, said, strict=True)}


__all__ = ["line_turns", "timed_turns"]
