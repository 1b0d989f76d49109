"""The detection form of a text: what an attacker's disguise reads as once it is taken off.

Order: decode Unicode tag characters (invisible "ASCII smuggling") → NFKD and drop combining marks
(``Ïgnörë`` → ``Ignore``) → NFKC (full-width and mathematical letters → ASCII) → strip zero-width,
bidi and other invisible controls → fold confusables (Cyrillic, Greek, small-capital look-alikes) →
casefold → fold digit/symbol look-alikes inside words (``1gn0re``) → drop hyphens inside words
(``ig-nore``) → expand contractions (``you'll`` → ``you will``) → join spaced letters
(``I G N O R E``, ``i.g.n.o.r.e``) → collapse whitespace. The result is for matching only; it is
never shown or stored.
"""

from __future__ import annotations

import re
import unicodedata

# zero-width, joiners, bidi embeddings/overrides/isolates, invisible separators, variation selectors,
# Hangul fillers, soft hyphen, Mongolian vowel separator, BOM
_INVISIBLE = re.compile("[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e"
                        "\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]")
_TAGS = re.compile("[\U000e0000-\U000e007f]")

# Letters that look like Latin ones (a subset of Unicode's confusables that attacks use).
_CONFUSABLES = str.maketrans({
    # Cyrillic
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c",
    "т": "t", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ї": "i", "ј": "j", "һ": "h", "ԁ": "d", "ԛ": "q",
    "ԝ": "w", "ӏ": "l", "ɡ": "g", "А": "a", "В": "b", "Е": "e", "К": "k", "М": "m", "Н": "h", "О": "o",
    "Р": "p", "С": "c", "Т": "t", "Х": "x", "У": "y", "І": "i", "Ј": "j", "Ѕ": "s", "Ү": "y", "Ԍ": "g",
    # Greek
    "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t",
    "υ": "u", "χ": "x", "ω": "w", "Α": "a", "Β": "b", "Ε": "e", "Ζ": "z", "Η": "h", "Ι": "i", "Κ": "k",
    "Μ": "m", "Ν": "n", "Ο": "o", "Ρ": "p", "Τ": "t", "Υ": "y", "Χ": "x",
    # Latin look-alikes and small capitals
    "ı": "i", "ȷ": "j", "ɑ": "a", "ſ": "s", "ƒ": "f", "ɩ": "i", "ʋ": "v", "ɾ": "r", "ɵ": "o", "ꜱ": "s", "ꜰ": "f", "ǫ": "q", "ᴀ": "a", "ʙ": "b", "ᴄ": "c", "ᴅ": "d", "ᴇ": "e", "ғ": "f",
    "ɢ": "g", "ʜ": "h", "ɪ": "i", "ᴊ": "j", "ᴋ": "k", "ʟ": "l", "ᴍ": "m", "ɴ": "n", "ᴏ": "o", "ᴘ": "p",
    "ʀ": "r", "ᴛ": "t", "ᴜ": "u", "ᴠ": "v", "ᴡ": "w", "ʏ": "y", "ᴢ": "z",
    # punctuation look-alikes that matter to the patterns
    "‘": "'", "’": "'", "ʼ": "'", "“": '"', "”": '"', "‐": "-", "‑": "-", "–": "-", "—": "-", "⁄": "/",
})
LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g", "@": "a", "$": "s"})
# Leet folding runs over word tokens in one linear pass: a token (letters, digits, ``_``, ``@``, ``$``)
# is folded when it holds both an ASCII letter and a look-alike digit or symbol ("1gn0re", "p@ss"), and
# left alone otherwise ("2024", "v2", "abc"), without the backtracking of the single regex it replaced
# (quadratic in the length of a word: 1 s for one 8,000-letter word, 4.7 s for 16,000). ``8`` and ``9`` read
# as ``b`` and ``g`` since session 19 ("8yp4ss", "f0r937": a leetspeak attack kept such words otherwise).
LEET_CHARS = frozenset("01345789@$")  # the look-alikes of LEET (learned.unleet reads the same table)
_WORD_TOKEN = re.compile(r"[\w@$]+")
_ASCII_LETTER = re.compile(r"[a-z]")
# three or more single letters separated by spaces or dots/dashes/underscores/stars: "i g n o r e"
_SPACED = re.compile(r"\b(?:[a-z][ .\-_*|·]){2,}[a-z]\b")
_SPACE = re.compile(r"[ \t\f\v\u00a0]+")
_HYPHEN = re.compile(r"(?<=[a-z])-(?=[a-z])")
_CONTRACTIONS = (("won't", "will not"), ("can't", "cannot"), ("n't", " not"), ("'ll", " will"), ("'re", " are"),
                 ("'ve", " have"), ("i'm", "i am"), ("'d", " would"))
_CONTRACTION = re.compile("|".join(re.escape(a) for a, _ in _CONTRACTIONS))
_EXPANSION = dict(_CONTRACTIONS)


def _untag(m: re.Match[str]) -> str:
    cp = ord(m.group()) - 0xE0000
    return chr(cp) if 0x20 <= cp < 0x7F else ""


def _join(m: re.Match[str]) -> str:
    return re.sub(r"[^a-z]", "", m.group())


def _fold_leet(m: re.Match[str]) -> str:
    token = m.group()
    if LEET_CHARS.isdisjoint(token) or _ASCII_LETTER.search(token) is None:
        return token
    return token.translate(LEET)


def fold(text: str) -> str:
    """Every step of :func:`normalise` except joining spaced letters and collapsing whitespace."""
    if text.isascii():  # no disguise outside ASCII to take off (the common case: fast)
        s = text.lower()
    else:
        s = _TAGS.sub(_untag, text)
        s = "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
        s = unicodedata.normalize("NFKC", s)
        s = _INVISIBLE.sub("", s)
        s = s.translate(_CONFUSABLES).casefold()
    if not LEET_CHARS.isdisjoint(s):
        s = _WORD_TOKEN.sub(_fold_leet, s)
    if "-" in s:
        s = _HYPHEN.sub("", s)
    return _CONTRACTION.sub(lambda m: _EXPANSION[m.group()], s) if "'" in s else s


def spaced_words(folded: str) -> list[str]:
    """The letters of each spaced-out run in a folded text (``"i g n o r e a l l"`` → ``"ignoreall"``)."""
    return [_join(m) for m in _SPACED.finditer(folded)]


def join_spaced(folded: str) -> str:
    """The last steps of :func:`normalise` on a :func:`fold`-ed text: join spaced letters, collapse spaces."""
    # words of spaced letters are split by wider gaps ("I G N O R E  A L L"): join inside, keep the gap
    return _SPACE.sub(" ", _SPACED.sub(_join, folded))


def normalise(text: str) -> str:
    """The detection form of ``text`` (see the module docstring)."""
    return join_spaced(fold(text))
