"""The capture gates, in order: injection → control → recalled memory → noise → length → quality.

Each gate is a pure function of the message text; the first that fails decides the skip and names
itself in the decision (``memspark capture`` prints it). Order matters: an injected instruction is
reported as ``injection`` even when it is also short or noisy, because that is what the user needs
to know. ``control`` refuses an instruction that hands the assistant's control, loyalty or the user's
data to someone else (:mod:`memspark.capture.control`). Junk is the main complaint about memory
systems, so the gates lean towards skipping. The quality floor reads prose in any script (combining marks are
part of their letter, a Hangul block is two letters of a word) and is no floor for a request to keep what follows
("save this: <number>", :func:`asks_to_keep`), which is mostly digits and names.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from memspark.capture.control import control_refusal
from memspark.capture.store_cues import NAMES as CUE_NAMES
from memspark.capture.store_cues import store_cues
from memspark.safety import detect_injection
from memspark.safety.judge import InjectionJudge, screen

GATE_ORDER = ("injection", "control", "recalled-memory", "noise", "length", "quality")

# An echo of what auto-recall injected must never be captured again (it would feed on itself).
_RECALLED = re.compile(r"<\s*/?\s*relevant-memories\s*>|<memory\s+source=|memory-spark:(?:capture|memory):",
                       re.IGNORECASE)

# Noise: conversational filler, tool output, logs, machine formats. (name, pattern) — first match wins.
# Linear on long or adversarial input (tests/test_screening_scaling.py): a pattern that may start at any
# line start skips horizontal space only (``^[^\S\n]*``; the last line of a blank run is as good a start
# as the first, and ``^\s*`` retried every line of a long blank run); ``^\s+at`` is spelt out as "after
# the string start or a line break, at least one space"; a log line is matched atomically (``(?>…)``);
# a digit run is tried from its first digit only.
_LOG_LINE = (r"(?>\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2})?[^\n]*\b(?:DEBUG|INFO|WARN|WARNING|ERROR|TRACE)\b"
             r"[^\n]*\n?)")
_NOISE: tuple[tuple[str, re.Pattern[str]], ...] = tuple((name, re.compile(rx, re.IGNORECASE | re.MULTILINE)) for name, rx in (
    ("stack-trace", r"Traceback \(most recent call last\)|(?:\A\s+|\n[^\S\n]+|\n[^\S\n]*\n)at [\w$.<>]+\(.*\)$|"
                    r"^[^\S\n]*File \".*\", line \d+|\bpanicked at\b|^Exception in thread|segmentation fault"),
    ("log-lines", rf"^[^\S\n]*{_LOG_LINE}(?:\s*{_LOG_LINE})+"),
    ("shell-session", r"^[^\S\n]*(?:\$|#|>>>|PS [A-Z]:\\.*>)\s+\S.*\n(?:.*\n){0,3}.*(?:exit code|returned|command not found|"
                      r"No such file|Permission denied|(?<!\d)\d+ passed|(?<!\d)\d+ failed)"),
    ("tool-result", r"^[^\S\n]*(?:tool(?:_| )?(?:result|output|call)|function_call|<tool_result>|<function_results>|"
                    r"\[tool\]|exit code:?\s*\d+|HTTP/\d(?:\.\d)? \d{3})"),
    ("file-listing", r"^[d\-l][rwx\-]{9}\s+\d+"),
    ("diff", r"^(?:@@ -\d+,\d+ \+\d+,\d+ @@|diff --git |\+\+\+ b/|--- a/)"),
    ("heartbeat", r"^[^\S\n]*(?:HEARTBEAT_OK|NO_REPLY|\[heartbeat\]|ping|pong)\s*$"),
))
_MACHINE_START = re.compile(r"^\s*(?:[{\[]\s*[\"{\[\d]|<\?xml|<!DOCTYPE|<html)", re.IGNORECASE)
# "no" is filler alone or before punctuation ("no, thanks", "nope."), never as the determiner of a durable statement
# ("No more croissants on Mondays.", "No meetings before ten.")
_FILLER = re.compile(
    r"^\W*(?:(?:hi|hey|hello|yo|thanks|thank you|thx|ty|ok(?:ay)?|cool|nice|great|awesome|perfect|sure|yes|yeah|yep|"
    r"no (?:thanks|thank you|problem)|no(?:pe)?(?![^\S\n]+[^\W\d_])|"
    r"lol|lmao|haha+|got it|sounds good|makes sense|good (?:morning|night|evening)|bye|see you|cheers|np|"
    r"no worries|will do|on it|done|sure thing|of course|you're welcome|my pleasure|love it|wow|hmm+|oh|ah)\b[\W\s]*){1,6}"
    r"(?:[\w',]+\s*){0,6}[.!?\s]*$", re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_]{2,}", re.UNICODE)
_REPEAT = re.compile(r"(.)\1{5,}")
# Scripts that say in one character what Latin says in two to four (issue 21, other languages): Han,
# kana and Hangul. Measured in Latin-equivalent characters, a Chinese or Korean statement meets the
# same length floor as its English translation (≈ 2.5 to 3 Latin characters per character).
_DENSE = re.compile("[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")
# Han and kana are written without spaces: a word there is about two characters
_UNSPACED = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
DENSE_WEIGHT = 3  # Latin-equivalent characters per Han, kana or Hangul character
# A Hangul syllable block is an initial consonant, a vowel and often a final one: in a word's length it counts as
# two letters (Korean words are one to three blocks; one each, every Korean statement read as too-short words)
_HANGUL = re.compile("[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]")
HANGUL_LETTERS = 2
# Letters of one morph in the quality floor's word count: a word of twelve letters counts as two words
MORPH_LETTERS = 6


def effective_length(text: str) -> int:
    """``len(text)`` with each Han, kana or Hangul character counted as :data:`DENSE_WEIGHT` characters."""
    return len(text) + (DENSE_WEIGHT - 1) * len(_DENSE.findall(text))


@dataclass(frozen=True)
class GateResult:
    """``passed`` or the failing ``gate`` with a one-line ``reason``; ``quality`` is the score."""

    passed: bool
    gate: str = ""
    reason: str = ""
    quality: float = 0.0


def noise_kind(text: str) -> str | None:
    """The first noise pattern ``text`` matches (tool output, logs, filler …), else None."""
    for name, rx in _NOISE:
        if rx.search(text):
            return name
    prose = strip_code(text)
    if _MACHINE_START.match(text) and not prose.strip():
        return "machine-format"
    if len(text.strip()) < 120 and _FILLER.match(text.strip()):  # short first: _FILLER backtracks on long words
        return "filler"
    return None


_FENCE = re.compile(r"```.*?(?:```|$)", re.DOTALL)


def strip_code(text: str) -> str:
    """The message without fenced code blocks (what the prose gates and cues look at)."""
    return _FENCE.sub(" ", text)


# Scripts written without spaces between words whose marks stay separators: there the marks' breaks stood in
# for the missing spaces (Thai, Lao, Myanmar, Khmer)
_UNSPACED_MARKS = re.compile("[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]")


def _marks_as_letters(prose: str) -> str:
    """``prose`` with each combining mark (a vowel sign in Devanagari, Bengali, Tamil …; a harakat) written as a
    letter: it is part of the letter before it, and read as a symbol it split every Hindi word in pieces."""
    if prose.isascii():
        return prose
    return "".join("a" if unicodedata.category(c).startswith("M") and not _UNSPACED_MARKS.match(c) else c
                   for c in prose)


def quality_score(text: str) -> float:
    """0..1: how much ``text`` reads like a statement worth keeping.

    Letters vs. symbols, enough real words (a long word counts as its morphs: :data:`MORPH_LETTERS`), sane word
    length, not SHOUTING, no keyboard mashing.
    Code blocks are judged by their surrounding prose (a snippet with no explanation scores low).
    Combining marks count as letters (:func:`_marks_as_letters`), a Hangul block as two letters of a word.
    (:func:`run_gates` applies no floor to a request to keep what follows: :func:`asks_to_keep`.)
    """
    prose = _marks_as_letters(strip_code(text).strip())
    if not prose:
        return 0.0
    chars = [c for c in prose if not c.isspace()]
    letters = sum(c.isalpha() for c in chars)
    letter_ratio = letters / max(len(chars), 1)
    words = _WORD.findall(prose)
    unspaced = len(_UNSPACED.findall(prose))
    if unspaced > letters / 2:  # Chinese, Japanese: no spaces, about two characters a word
        word_score, length_ok = min(unspaced / 2 / 6.0, 1.0), 1.0
    else:
        lengths = [len(w) + (HANGUL_LETTERS - 1) * len(_HANGUL.findall(w)) for w in words]
        # a long word counts as its morphs (Finnish, Turkish, Hungarian say in one word what English says in three)
        word_score = min(sum(max(1.0, n / MORPH_LETTERS) for n in lengths) / 6.0, 1.0)
        avg_len = sum(lengths) / max(len(words), 1)
        length_ok = 1.0 if 2.5 <= avg_len <= 12 else 0.4
    upper = sum(c.isupper() for c in prose if c.isalpha()) / max(letters, 1)
    shout = 0.5 if upper > 0.6 and letters > 12 else 1.0
    mash = 0.3 if _REPEAT.search(prose) else 1.0
    return round(min(1.0, letter_ratio * 1.15) * word_score * length_ok * shout * mash, 3)


_KEEP_CUE = CUE_NAMES.index("keep")


def asks_to_keep(text: str) -> bool:
    """Whether the message asks to keep what follows ("save this: …", "merk dir: …", "Сохрани: …", "记下: …": the
    ``keep`` cue of :mod:`memspark.capture.store_cues`). The quality floor reads letters and words, and what such a
    request keeps is mostly digits, names and code (a phone number, an account, a query): it is no floor for them.
    On every labelled capture set each message the floor refused that asks to keep was one to store."""
    return bool(store_cues(strip_code(text))[_KEEP_CUE])


def run_gates(text: str, *, min_length: int, max_length: int, min_quality: float,
              judge: InjectionJudge | None = None) -> GateResult:
    """Apply the gates in :data:`GATE_ORDER`; the first failure wins. ``judge``: the optional LLM
    judge the injection gate asks about a message the offline detector is unsure of.

    Except one: a message over ``max_length`` is refused before anything else looks at it, so an
    oversize paste costs a length check, never a screening pass."""
    stripped = text.strip()
    if len(stripped) > max_length:
        return GateResult(False, "length", f"{len(stripped)} chars > max_message_length {max_length}")
    hit = detect_injection(stripped) if judge is None else screen(stripped, judge).finding
    if hit:
        return GateResult(False, "injection", f"prompt-injection text ({hit})")
    handover = control_refusal(stripped)
    if handover:
        return GateResult(False, "control", handover)
    if _RECALLED.search(stripped):
        return GateResult(False, "recalled-memory", "the message echoes injected memories")
    kind = noise_kind(stripped)
    if kind:
        return GateResult(False, "noise", f"looks like {kind}")
    if effective_length(stripped) < min_length:  # Han, kana, Hangul: Latin-equivalent characters
        return GateResult(False, "length", f"{effective_length(stripped)} chars < min_message_length {min_length}")
    quality = quality_score(stripped)
    if quality < min_quality and not asks_to_keep(stripped):
        return GateResult(False, "quality", f"quality {quality:.2f} < {min_quality:.2f}", quality)
    return GateResult(True, quality=quality)
