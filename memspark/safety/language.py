"""A cheap language gate: is a text (mainly) written in a language other than English?

The learned screening reads the bundled English MiniLM vector; a text in another language gets a
second pass over multilingual-e5 vectors (:mod:`memspark.safety.multilingual`), and this gate says
which texts pay for it. No model and no dependency, linear in the text (its first
:data:`GATE_CHARS` characters), ≈ 10–50 µs for a short note:

1. **Script.** Letters of words written wholly outside the Latin script (Cyrillic, Greek, CJK,
   Hangul, Arabic, Devanagari …) are counted; at :data:`SCRIPT_SHARE` of all letters or more the
   text is not English. A word that *mixes* Latin letters with look-alikes (a homoglyph disguise:
   "іgnore" with a Cyrillic і) counts as Latin: it is English in disguise, which the English model
   reads once the look-alikes are folded.
2. **Function words.** In Latin script, the words of short function-word lists of common languages
   (German, French, Spanish, Italian, Portuguese, Dutch, Swedish/Danish/Norwegian, Polish, Turkish,
   Indonesian, Malay, Vietnamese, Swahili, Tagalog, Romanian, Finnish) are counted against English ones; words both languages use ("a", "in",
   "die", "was", "also" …) are in neither list. At least :data:`MIN_FOREIGN_WORDS` foreign function
   words (an accented Latin word, "précédentes", "Größe", counts as :data:`ACCENTED_WEIGHT` of one)
   and a share of :data:`FOREIGN_SHARE` or more of all function words seen: not English. So a
   code-switched message half in German is gated; an English note quoting one French phrase is not.
   A note of :data:`MIN_WORDS_ALONE` words or more with one foreign function word and no English one
   ("Mein Sohn hat am 3. Juni Geburtstag") is gated too.

3. **Vocabulary.** A Latin-script text whose plain words are mostly not English words is not English,
   whatever language it is in (Finnish, Swahili, Uzbek, or Hindi, Arabic, Greek and Russian written in
   Latin letters: "mujhe kal subah yaad dilana", "bukra ana mesh fadi"). A word is English when it is a
   whole word of the bundled MiniLM tokenizer's vocabulary (its lower-cased, accent-folded form; no model
   is run, the vocabulary is read once). Only plain words count: :data:`MIN_LETTERS` letters or more, no
   digit, no code or path characters in the whitespace-separated token (``db-stg-2``, ``src/app.py``,
   ``user_id``, URLs, hashes), no capital after the first letter (``GraphQL``, ``PDF``); a capitalised word
   the vocabulary lacks is a name and does not count. At least :data:`MIN_UNKNOWN` words outside the
   vocabulary, a share of :data:`UNKNOWN_SHARE` or more of the counted words (English function words of
   any length count as English), and no more English function words than :data:`MAX_ENGLISH_SHARE` of the
   text's words: not English. English notes full of jargon or typos keep their function words and their
   common words, and stay on the English path.

In rule 1, ideographs, kana and Hangul are counted letter by letter, weighted :data:`IDEOGRAPH_WEIGHT`
(one such letter carries about a short Latin word's meaning), so a Chinese note with an embedded
"PDF" or "Python" stays non-English: those scripts do not separate words with spaces, and a run such as
"把PDF发给我" is one regex word that used to count as Latin.

Texts too short to tell (no letters, or fewer function words than the minimum) count as English:
the gate errs toward the English path, which every text takes anyway.
"""

from __future__ import annotations

import functools
import json
import re
import unicodedata
from pathlib import Path

GATE_CHARS = 2000  # characters of a text the gate reads (what the models read at most)
SCRIPT_SHARE = 0.3  # share of letters in wholly non-Latin words at which a text is not English
MIN_FOREIGN_WORDS = 2  # foreign function words needed before the Latin-script rule can say "not English"
MIN_WORDS_ALONE = 3  # words a note needs when one foreign function word and no English one decide
FOREIGN_SHARE = 0.5  # share of foreign evidence among all function words at which a Latin-script text is not English
ACCENTED_WEIGHT = 0.5  # an accented Latin word is half the evidence of a function word (loanwords: café, résumé)
IDEOGRAPH_WEIGHT = 3  # letters one ideograph, kana or Hangul syllable weighs in the script share
MIN_LETTERS = 3  # letters a plain word needs to count in the vocabulary rule
COMPOUND_LETTERS = 6  # letters a word needs before compounds and typos of vocabulary words count as English
MIN_UNKNOWN = 4  # plain words outside the English vocabulary needed before that rule can say "not English"
UNKNOWN_SHARE = 0.55  # share of the counted words outside the vocabulary at which a text is not English
MAX_ENGLISH_SHARE = 0.2  # English function words, as a share of all words, above which the vocabulary rule abstains
VOCABULARY = Path(__file__).resolve().parents[1] / "embed" / "assets" / "minilm" / "tokenizer.json"

_WORD = re.compile(r"[^\W\d_]+")



def _wordset(words: str) -> frozenset[str]:
    return frozenset(words.split())


# English function words (lower case).
_ENGLISH = _wordset("""
the and to of is it that for on with as are be this you your we our at by or not from have was an my
i me he she they them their his her its there here what which who when where why how all any can
will would should could do does did has had been being if then than but so just about into over
only also very more most some such no yes up out these those were let please before after because while
""")

# Function words of other Latin-script languages, none of them an English word or a common name.
_FOREIGN = _wordset("""
der das und ist nicht ein eine einen dem des zu von für auf ich sie wir ihr du bitte oder aber wenn dass
wie noch nur auch sehr schon immer mir mich dich uns euch sind habe hast haben wird werden wurde kein
keine alle alles nach bei aus vom zum zur ob doch mein meine meinen dein deine deinen unser
le les une des du pour pas dans que qui je tu vous nous il elle ils sont avec sur mais ou au aux ce
cette ces mon mes tes ses leur leurs très aussi toujours jamais être avoir fait tous toutes tout sans votre vos
el los las es por una como pero más muy mis su nosotros ella ellos está están ser siempre nunca también
porque cuando esto esta ese esa para tus todas todos
di che sono gli della delle nel nella questo questa anche sempre mai tuo tua suo sua tutte tutti mio
ao não uma seu seus suas meu minha você muito isso esse essa pelo pela
het een niet ik jij wij zijn voor maar ook altijd nooit mijn jouw onze
och det är inte jag för på som har ska alla ikke jeg og skal
się nie jest że jak tak czy jego jej mój moja twój twoja zawsze nigdy proszę wszystkie jestem
bir bu için ile değil çok benim senin hep asla lütfen
yang ini itu dengan untuk tidak saya kamu kami adalah dari ke akan sudah semua anda
và của là không có cho với tôi bạn chúng này những được một các trong
awak boleh telah atau juga sangat dalam pada lagi jangan tolong selepas sini sahaja kepada mereka
kwa katika hii huu hiyo yako yangu wako wangu sisi wewe mimi yeye wao kwamba lakini pia sana kila
bila hapa sasa kuwa tafadhali zote yote kwenye
ang mga ako ikaw siya kami tayo sila ito iyan iyon lahat naman dahil nang rin ninyo niya nila
natin namin kayo sana dito doon huwag
este pentru sunt toate että minä sinä tämä kaikki sinun minun olet ovat myös
""") - _ENGLISH


def _latin(ch: str) -> bool:
    """Whether a letter is in the Latin script (ASCII, Latin-1, Latin Extended A/B, IPA, Extended Additional)."""
    cp = ord(ch)
    return cp < 0x250 or 0x1E00 <= cp <= 0x1EFF or 0x2C60 <= cp <= 0x2C7F or 0xA720 <= cp <= 0xA7FF


def _accented(word: str) -> bool:
    """A Latin word with a letter outside ASCII (``précédentes``, ``Größe``, ``año``): rare in English."""
    return not word.isascii() and all(map(_latin, word))


def _ideograph(ch: str) -> bool:
    """A CJK ideograph, kana or Hangul letter: scripts written without spaces, never a Latin look-alike."""
    cp = ord(ch)
    return (0x2E80 <= cp <= 0x9FFF or 0xAC00 <= cp <= 0xD7AF or 0xF900 <= cp <= 0xFAFF or 0xFF66 <= cp <= 0xFF9F
            or 0x1100 <= cp <= 0x11FF or cp >= 0x20000)


def foreign_script_share(text: str) -> float:
    """Share of the letters of ``text`` (its first :data:`GATE_CHARS`) in words with no Latin letter, an
    ideograph, kana or Hangul letter weighing :data:`IDEOGRAPH_WEIGHT` wherever it stands."""
    letters = foreign = 0
    for word in _WORD.findall(text[:GATE_CHARS]):
        ideographs = sum(map(_ideograph, word))
        weighted = len(word) + (IDEOGRAPH_WEIGHT - 1) * ideographs
        letters += weighted
        if not any(map(_latin, word)):
            foreign += weighted
        else:
            foreign += IDEOGRAPH_WEIGHT * ideographs
    return foreign / letters if letters else 0.0


def function_words(text: str) -> tuple[int, float]:
    """``(english, foreign)`` evidence in the first :data:`GATE_CHARS` characters: English function
    words, and foreign function words plus accented Latin words (:data:`ACCENTED_WEIGHT` each)."""
    english, foreign = 0, 0.0
    for word in _WORD.findall(text[:GATE_CHARS].lower()):
        if word in _ENGLISH:
            english += 1
        elif word in _FOREIGN:
            foreign += 1.0
        elif _accented(word):
            foreign += ACCENTED_WEIGHT
    return english, foreign


@functools.cache
def english_vocabulary() -> frozenset[str]:
    """The whole words of :data:`MIN_LETTERS` letters or more in the bundled MiniLM tokenizer's vocabulary
    (read once, ≈ 40 ms); empty when the file is missing, which turns the vocabulary rule off."""
    try:
        vocab = json.loads(VOCABULARY.read_text(encoding="utf-8"))["model"]["vocab"]
    except (OSError, ValueError, KeyError, TypeError):
        return frozenset()
    return frozenset(w for w in vocab if len(w) >= MIN_LETTERS and w.isascii() and w.isalpha())


_PLAIN_TOKEN = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")  # letters, with inner apostrophes or hyphens
_EDGE = "\"'“”‘’«»„()[]{}*.,;:!?…"  # punctuation around a plain word
_PARTS = re.compile(r"['’-]")
_VOWEL = re.compile(r"[aeiouyà-ÿ]", re.IGNORECASE)


def _fold(word: str) -> str:
    """``word`` lower-cased, accents removed (the uncased tokenizer's own normalisation)."""
    lower = word.lower()
    if lower.isascii():
        return lower
    return "".join(c for c in unicodedata.normalize("NFD", lower) if not unicodedata.combining(c))


_SUFFIXES = ("s", "es", "ed", "d", "ing", "er", "ers", "ly")  # English inflections a vocabulary stem may carry


def _english_word(word: str, vocab: frozenset[str]) -> bool:
    """Whether ``word`` (folded) is an English word: in ``vocab``; an inflection of a word in it
    (``reverts``, ``deduped``); for :data:`COMPOUND_LETTERS` letters or more, two of its words run
    together (``webpack``, ``dockerfile``) or a typo of one (two letters swapped, one letter doubled
    or dropped: ``recieve``, ``adress``, ``commitd``)."""
    if word in vocab:
        return True
    if any(word.endswith(x) and word[:-len(x)] in vocab for x in _SUFFIXES if len(word) - len(x) >= MIN_LETTERS):
        return True
    n = len(word)
    if n < COMPOUND_LETTERS:
        return False
    if any(word[:i] in vocab and word[i:] in vocab for i in range(MIN_LETTERS, n - MIN_LETTERS + 1)):
        return True
    if any(word[:i] + word[i + 1] + word[i] + word[i + 2:] in vocab for i in range(n - 1)):
        return True
    return any(word[:i] + word[i + 1:] in vocab for i in range(n))


def vocabulary_words(text: str) -> tuple[int, int, int]:
    """``(english, unknown, words)`` in the first :data:`GATE_CHARS` characters: plain Latin words of
    :data:`MIN_LETTERS` letters or more in the English vocabulary (and English function words of any
    length), lower-case plain words outside it, and all whitespace-separated tokens. Tokens with digits,
    code or path characters, and words with a capital after the first letter are skipped; so is a
    capitalised word the vocabulary lacks (a name)."""
    vocab = english_vocabulary()
    english = unknown = 0
    tokens = text[:GATE_CHARS].split()
    for token in tokens:
        token = token.strip(_EDGE)
        if not token or _PLAIN_TOKEN.fullmatch(token) is None:
            continue
        for part in _PARTS.split(token):
            if part.lower() in _ENGLISH:
                english += 1
            elif len(part) < MIN_LETTERS or not all(map(_latin, part)) or not part[1:].islower():
                continue
            elif _english_word(_fold(part), vocab):
                english += 1
            elif part[0].islower() and _VOWEL.search(part) is not None:  # not a vowel-less abbreviation (thx, npm)
                unknown += 1
    return english, unknown, len(tokens)


def _unknown_words(text: str, function: int) -> bool:
    """Rule 3 (see the module docstring): most plain Latin words are not English words; ``function`` is
    the text's count of English function words (most English prose stops here, at a split and a count)."""
    if function > MAX_ENGLISH_SHARE * len(text[:GATE_CHARS].split()) or not english_vocabulary():
        return False
    english, unknown, _ = vocabulary_words(text)
    return (unknown >= MIN_UNKNOWN and unknown >= UNKNOWN_SHARE * (english + unknown)
            and function <= MAX_ENGLISH_SHARE * (english + unknown))


def not_english(text: str) -> bool:
    """Whether ``text`` is not (mainly) English (see the module docstring)."""
    if text.isascii() and not text.strip():
        return False
    if not text.isascii() and foreign_script_share(text) >= SCRIPT_SHARE:
        return True
    english, foreign = function_words(text)
    if english == 0 and foreign >= 1.0 and len(_WORD.findall(text[:GATE_CHARS])) >= MIN_WORDS_ALONE:
        return True  # a short note with no English function word at all
    if foreign >= MIN_FOREIGN_WORDS and foreign >= FOREIGN_SHARE * (english + foreign):
        return True
    return _unknown_words(text, english)
