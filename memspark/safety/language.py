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

Texts too short to tell (no letters, or fewer function words than the minimum) count as English:
the gate errs toward the English path, which every text takes anyway.
"""

from __future__ import annotations

import re

GATE_CHARS = 2000  # characters of a text the gate reads (what the models read at most)
SCRIPT_SHARE = 0.3  # share of letters in wholly non-Latin words at which a text is not English
MIN_FOREIGN_WORDS = 2  # foreign function words needed before the Latin-script rule can say "not English"
MIN_WORDS_ALONE = 3  # words a note needs when one foreign function word and no English one decide
FOREIGN_SHARE = 0.5  # share of foreign evidence among all function words at which a Latin-script text is not English
ACCENTED_WEIGHT = 0.5  # an accented Latin word is half the evidence of a function word (loanwords: café, résumé)

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


def foreign_script_share(text: str) -> float:
    """Share of the letters of ``text`` (its first :data:`GATE_CHARS`) in words with no Latin letter."""
    letters = foreign = 0
    for word in _WORD.findall(text[:GATE_CHARS]):
        letters += len(word)
        if not any(map(_latin, word)):
            foreign += len(word)
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


def not_english(text: str) -> bool:
    """Whether ``text`` is not (mainly) English (see the module docstring)."""
    if text.isascii() and not text.strip():
        return False
    if not text.isascii() and foreign_script_share(text) >= SCRIPT_SHARE:
        return True
    english, foreign = function_words(text)
    if english == 0 and foreign >= 1.0:  # a short note with no English function word at all
        return len(_WORD.findall(text[:GATE_CHARS])) >= MIN_WORDS_ALONE
    return foreign >= MIN_FOREIGN_WORDS and foreign >= FOREIGN_SHARE * (english + foreign)
