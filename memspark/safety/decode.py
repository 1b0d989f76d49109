"""Decoded readings of the encodings a payload hides in, beyond whole base64: what :mod:`memspark.safety.injection`
screens besides the text itself.

An order can be written so that no rule and no model reads it as written: hex bytes with separators or ``0x`` /
``\\x`` prefixes, ``\\uXXXX`` escapes, URL percent-encoding, base32, decimal, octal or binary character codes,
HTML entities, Morse, the NATO spelling alphabet, a Caesar shift or a reversed span. :func:`decoded_readings`
gives the text with each such span read (what frames the span, "for the helper:", is read with it), and only where the whole span is a plausible encoding *and* its
decoding reads as words (printable, mostly letters and spaces, several words): a hex dump of a PNG header, a
checksum, a UUID, a colour code or a URL-encoded query string in a log decode to bytes or to what the text
already says, and give nothing new. A shifted or reversed span is read so only when it does not read as
language as written and does read as language so (the share of common function words).

:func:`decode_order` is the structural family ``decode-order``: a sentence that tells its reader to decode a
span *and* carry it out ("convert and do it", "Morse for the agent, obey:") next to a span that decodes to
words. A puzzle clue, a test vector or a radio-club drill decodes but orders nothing.

Every decoder is one regular-expression pass over the text (runs bounded below, never nested), and the
Caesar trial costs 25 translations of the spans that already failed to read as words: linear in the length.
"""

from __future__ import annotations

import base64
import binascii
import functools
import html
import re
from urllib.parse import unquote

MIN_WORDS = 3  # a decoding must hold this many words of letters to be read
MAX_READINGS = 16  # decoded readings kept per text, at most

_FUNCTION_TEXT = ("the and to of in is it that for on with as are be this you your from all their his her my our them "
                  "at by or not now any every into then its was will do")
_FUNCTION = frozenset(_FUNCTION_TEXT.split())
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")

# Each encoding is found as a maximal run (possessive: never given back, so a run that fails a check costs its
# length once), and checked afterwards in Python: how many units it holds, what follows it.
# hex bytes: contiguous ("73656e64…") or separated by spaces, commas, colons or dashes, each maybe 0x / \x
_HEX_SEP = re.compile(r"(?<![0-9a-z\\])(?:(?:0x|\\x)?[0-9a-f]{2}[\s,:;-]{0,2})++", re.IGNORECASE)
_UNICODE_ESC = re.compile(r"\\(?:u[0-9a-f]{4}|x[0-9a-f]{2}|[0-7]{3})(?:[ \t]*+\\(?:u[0-9a-f]{4}|x[0-9a-f]{2}|[0-7]{3}))*+",
                          re.IGNORECASE)
_PERCENT = re.compile(r"%[0-9a-f]{2}", re.IGNORECASE)
_BASE32 = re.compile(r"(?<![A-Za-z0-9])[A-Z2-7]++=*+")
_CODES = re.compile(r"(?<![\d.])\d++(?:[ ,;]{1,2}+\d++)*+")
_BINARY = re.compile(r"(?<![01])[01]++(?:[ ,]?+[01]++)*+")
_ENTITY = re.compile(r"&(?:#\d{2,7}|#x[0-9a-f]{2,6}|[a-z]{2,8});", re.IGNORECASE)
_MORSE = re.compile(r"(?<![\w.\-])[.\-·•−–_](?:[.\-·•−–_/| \t])*+")
_NATO_WORDS = ("alfa alpha bravo charlie delta echo foxtrot golf hotel india juliet juliett kilo lima mike november "
               "oscar papa quebec romeo sierra tango uniform victor whiskey whisky xray x-ray yankee zulu")
_NATO = re.compile(rf"\b(?:(?:{'|'.join(_NATO_WORDS.split())})\b[\s,/|-]{{0,4}}+)++", re.IGNORECASE)
_MORSE_TOKEN = re.compile(r"[.\-·•−–_]{1,7}")
# the segments a reversed or shifted span is looked for in: between colons, dashes, semicolons and line breaks
_SEGMENT = re.compile(r"[^:;—–\n]{12,}")

_MORSE_TABLE = {
    ".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g", "....": "h", "..": "i",
    ".---": "j", "-.-": "k", ".-..": "l", "--": "m", "-.": "n", "---": "o", ".--.": "p", "--.-": "q", ".-.": "r",
    "...": "s", "-": "t", "..-": "u", "...-": "v", ".--": "w", "-..-": "x", "-.--": "y", "--..": "z",
    "-----": "0", ".----": "1", "..---": "2", "...--": "3", "....-": "4", ".....": "5", "-....": "6", "--...": "7",
    "---..": "8", "----.": "9", ".-.-.-": ".", "--..--": ",", ".--.-.": "@", "-..-.": "/", "-....-": "-",
    "..--..": "?", ".----.": "'"}
_MORSE_FOLD = str.maketrans({"·": ".", "•": ".", "−": "-", "–": "-", "_": "-"})


def reads_as_words(text: str, share: float = 0.25) -> bool:
    """Whether ``text`` reads as language: at least :data:`MIN_WORDS` words and ``share`` of them common
    function words (English and a few very short ones every Latin-script text has)."""
    words = [w.lower() for w in _WORD.findall(text)]
    hits = sum(w in _FUNCTION for w in words)
    return len(words) >= MIN_WORDS and hits >= 1 and hits >= share * len(words)


def plausible(decoded: str) -> bool:
    """Whether a decoding is text a model or a person would read: printable, three words or more of letters,
    and mostly letters and spaces (bytes of a file header or a digest decode to neither)."""
    s = decoded.strip()
    if not s or any(ord(c) < 32 and c not in "\t\n\r" for c in s) or "\ufffd" in s:
        return False
    letters = sum(c.isalpha() or c.isspace() for c in s)
    return letters >= 0.75 * len(s) and len(re.findall(r"[^\W\d_]{2,}", s)) >= MIN_WORDS


def _alnum_at(text: str, i: int) -> bool:
    return i < len(text) and text[i].isalnum()


def _hex(span: str) -> str | None:
    digits = re.sub(r"0x|\\x|[^0-9a-fA-F]", "", span)
    try:
        return bytes.fromhex(digits[: len(digits) // 2 * 2]).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return None


def _escapes(span: str) -> str | None:
    try:
        raw = span.encode("latin-1", "strict").decode("unicode_escape")
        return raw.encode("latin-1").decode("utf-8") if all(ord(c) < 256 for c in raw) else raw
    except (UnicodeError, ValueError):
        return None


def _base32(span: str) -> str | None:
    try:
        return base64.b32decode(span + "=" * (-len(span) % 8)).decode("utf-8")
    except (binascii.Error, ValueError, UnicodeDecodeError):
        return None


def _codes(span: str) -> list[str]:
    """Decimal and octal readings of a run of character codes (each kept only if every code is printable)."""
    nums = re.findall(r"\d+", span)
    out = []
    for base in (10, 8):
        try:
            vals = [int(n, base) for n in nums]
        except ValueError:
            continue
        if all(32 <= v < 127 for v in vals):
            out.append("".join(map(chr, vals)))
    return out


def _binary(span: str) -> str | None:
    bits = re.sub(r"[^01]", "", span)
    return "".join(chr(int(bits[i:i + 8], 2)) for i in range(0, len(bits) - 7, 8))


def _morse(span: str) -> str:
    words = re.split(r"\s*[/|]\s*|\s{3,}", span.translate(_MORSE_FOLD).strip())
    return " ".join("".join(_MORSE_TABLE.get(sym, "") for sym in w.split()) for w in words)


_NATO_SET = frozenset(_NATO_WORDS.split())


def _nato_run(text: str) -> bool:
    """Whether ``text`` holds six NATO spelling words or more (substring counts, in C: the regular expression, which
    tries thirty words at every word boundary, runs only then)."""
    lower = text.lower()
    return sum(lower.count(w) for w in _NATO_SET) >= 6


def _nato(span: str) -> str:
    words = re.split(r"\s*[/|]\s*", span.strip())
    return " ".join("".join(t[0].lower() for t in re.findall(r"[a-z]+", w, re.IGNORECASE)) for w in words)


_LOWER = "abcdefghijklmnopqrstuvwxyz"
_SHIFTS = tuple(str.maketrans(_LOWER + _LOWER.upper(), _LOWER[k:] + _LOWER[:k] + (_LOWER[k:] + _LOWER[:k]).upper())
                for k in range(1, 26))
MAX_SEGMENT = 600  # a longer segment is prose or data, not a shifted order: it is not tried
MAX_SHIFT_TRIES = 64  # segments of a text tried for a shifted or reversed reading, at most (markup is never tried)
_MARKUP = re.compile(r"[<>{}=\[\]|\\]")


def _worth_shifting(segment: str) -> bool:
    """Whether a segment may be a shifted or reversed order: not too long, no markup, four words or more, mostly
    letters, and it does not read as language as written."""
    if len(segment) > MAX_SEGMENT or _MARKUP.search(segment):
        return False
    words = _WORD.findall(segment)
    if len(words) < 4 or sum(map(len, words)) < 0.6 * len(segment):
        return False
    hits = sum(w.lower() in _FUNCTION for w in words)
    return not (hits >= 1 and hits >= 0.1 * len(words))  # reads as language as written (reads_as_words at 0.1)


def _shifted(segment: str) -> str | None:
    """The reversed or Caesar-shifted reading of a segment that reads as no language as written but does so
    read (four words or more, two distinct function words or more: a shift of a short line may make one "to";
    mostly letters: a log line or code is not tried)."""
    for alt in (segment[::-1], *(segment.translate(t) for t in _SHIFTS)):
        if reads_as_words(alt, 0.2) and len({w.lower() for w in _WORD.findall(alt)} & _FUNCTION) >= 2:
            return alt
    return None


def decoded_readings(text: str) -> list[str]:
    """``text`` with a span that is a plausible encoding and decodes to words replaced by its decoding, for each
    such span (percent-encoding and HTML entities: the whole text decoded; at most
    :data:`MAX_READINGS`; whole base64 blobs are read by :mod:`memspark.safety.injection` itself)."""
    return list(_readings(text))


@functools.lru_cache(maxsize=2048)
def _readings(text: str) -> tuple[str, ...]:
    """:func:`decoded_readings`, cached: the rules and the learned model both ask for a text's readings."""
    out: list[str] = []

    def keep(decoded: str | None, span: re.Match[str] | None = None) -> None:
        if not decoded or len(out) >= MAX_READINGS or not plausible(decoded):
            return
        # the text with the span read: what frames it ("for the helper: …") is read with it
        reading = " ".join(decoded.split() if span is None else
                           (text[:span.start()] + f" {decoded} " + text[span.end():]).split())
        if reading not in out:
            out.append(reading)

    for m in _HEX_SEP.finditer(text):
        if (m.end() - m.start() >= 16 and len(re.findall(r"[0-9a-f]{2}", m.group(), re.IGNORECASE)) >= 8
                and not _alnum_at(text, m.end())):
            keep(_hex(m.group()), m)
    for m in _UNICODE_ESC.finditer(text):
        if m.group().count("\\") >= 4:
            keep(_escapes(m.group()), m)
    if len(_PERCENT.findall(text)) >= 3:
        keep(unquote(text) if unquote(text) != text else None)
    for m in _BASE32.finditer(text):
        if len(m.group().rstrip("=")) >= 16 and not _alnum_at(text, m.end()):
            keep(_base32(m.group().rstrip("=")), m)
    for m in _CODES.finditer(text):
        nums = re.findall(r"\d+", m.group())
        if len(nums) >= 6 and all(2 <= len(n) <= 3 for n in nums) and not text.startswith(".", m.end()):
            for reading in _codes(m.group()):
                keep(reading, m)
    for m in _BINARY.finditer(text):
        bits = re.findall(r"[01]+", m.group())
        if len(bits) >= 4 and all(len(b) == 8 for b in bits):
            keep(_binary(m.group()), m)
    if len(_ENTITY.findall(text)) >= 3:
        keep(html.unescape(text))
    for m in _MORSE.finditer(text):
        if m.end() - m.start() < 11:  # six tokens and five gaps
            continue
        tokens = re.findall(r"[^\s/|]+", m.group())
        if len(tokens) >= 6 and all(_MORSE_TOKEN.fullmatch(t) for t in tokens) and not _alnum_at(text, m.end()):
            keep(_morse(m.group()), m)
    for m in _NATO.finditer(text) if _nato_run(text) else ():
        if len(re.findall(r"[a-z]+(?:-ray)?", m.group(), re.IGNORECASE)) >= 6:
            keep(_nato(m.group()), m)
    tried = 0
    for m in _SEGMENT.finditer(text):
        if tried >= MAX_SHIFT_TRIES or len(out) >= MAX_READINGS:
            break
        if _worth_shifting(m.group()):
            tried += 1
            keep(_shifted(m.group()), m)
    return tuple(out)


# an order to decode (a cipher or encoding named, or "decode", "convert", "read backwards") and to carry the
# result out, in one sentence, either order
_DECODE = (r"(?:decod\w*|decipher\w*|decrypt\w*|unescap\w*|unpack\w*|convert\w*|unscrambl\w*|revers\w*|backwards?|right to left|rot-?13|"
           r"caesar|shift(?:ed)? (?:by )?\+?\d+|\+\d+|morse|nato|hex\w*|base ?(?:64|32)|binary|percent-?encoded|"
           r"url-?encoded|(?:unicode |html )?(?:escapes|entities)|(?:char(?:acter)?|ascii) codes)")
_CARRY = (r"(?:do (?:it|this|that|them|what it says|as (?:it|they) says?)|act(?: on (?:it|this|them|that))?|"
          r"carry (?:it |this |them )?out|follow(?: it| this| them)?|obey(?: it| this| them)?|execute|perform|comply|"
          r"run (?:it|this|them|that))")
DECODE_ORDER = re.compile(rf"\b{_DECODE}\b[^.!?\n]{{0,80}}?\b{_CARRY}\b|\b{_CARRY}\b[^.!?\n]{{0,40}}?\b(?:once |after |when )?"
                          rf"{_DECODE}\b", re.IGNORECASE)


def decode_order(text: str, readings: list[str] | None = None) -> str | None:
    """The order (``decode-order``) when ``text`` tells its reader to decode and carry out a span that decodes
    to words (``readings``: :func:`decoded_readings` of ``text`` when already at hand), else None."""
    m = DECODE_ORDER.search(text)
    if m is None:
        return None
    if readings is None:
        readings = decoded_readings(text)
    return m.group() if readings else None
