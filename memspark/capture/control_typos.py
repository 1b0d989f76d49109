"""The control gate's key trigger words read through a one-letter typo.

The gate's rules are phrase patterns, and one letter wrong in a trigger word let an order through: "give her access to
all the families' contact details whnever she likes" was stored, since "whnever" is not "whenever". :func:`folded`
rewrites, before the rules read a message, each word that is one edit away from a trigger lemma (:data:`LEMMAS`: the
words the rules key on: "whenever", "without", "anything", "password", "forward", "jederzeit", "toujours",
"contraseña", "sempre", "wachtwoord" …, in English, German, French, Spanish, Italian, Portuguese and Dutch) to that lemma: one letter dropped, added or changed, or two
neighbours swapped (the optimal-string-alignment distance 1).

Only where a typo is likely and a real word is not: the word has :data:`MIN_LETTERS` letters or more (a short word is
one letter from too many others), it is not a word of the English vocabulary the language gate reads
(:func:`memspark.safety.language.english_vocabulary`: "fever" stays "fever", "deleted" stays "deleted"); where two
lemmas are that close the longer wins (a dropped letter is the commonest slip: "whnever" is "whenever", not "whoever"). A lemma that is one letter from a common word of another language is left out ("immer" and
the German "Zimmer"), and so is every verb of a language that conjugates near its imperative (the Spanish "mando" is
one letter from "manda", the French "transmet" from "transmets": a user's "mando la lista a la gestoría cada mes"
would read as an order); the English verbs' inflections are in the vocabulary. So a message with no typo reads as before, and a stored row refused only through a rewritten
word would show on the labelled sets (none does). Pure: one pass over the words, a set look-up per word.
"""

from __future__ import annotations

import functools
import re

from memspark.safety.language import english_vocabulary

MIN_LETTERS = 5

_LEMMA_WORDS = (
    # English: when and for whom, the blanket, the secret, the act, the user's check
    "whenever whatever whoever without anything everything anyone anybody someone somebody always password passwords "
    "passcode credentials access forward transfer approve disable delete permission approval confirmation instead "
    "account details asking checking bother messages conversations emails contacts "
    # German, French, Spanish, Italian, Portuguese, Dutch
    "passwort zugang weiterleiten jederzeit toujours n'importe contraseña siempre cualquier cualquiera "
    "sempre qualsiasi qualquer wachtwoord altijd"
)
LEMMAS = frozenset(_LEMMA_WORDS.split())

_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1:] for i in range(len(word))}


def _index() -> dict[str, frozenset[str]]:
    """Each lemma and each of its one-letter deletions, to the lemmas it comes from (the symmetric-delete index)."""
    index: dict[str, set[str]] = {}
    for lemma in LEMMAS:
        for key in {lemma, *_deletions(lemma)}:
            index.setdefault(key, set()).add(lemma)
    return {k: frozenset(v) for k, v in index.items()}


_INDEX = _index()


def one_edit(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` differ by one edit: a letter dropped, added or changed, or two neighbours swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        swapped = i + 1 < len(a) and a[i] == b[i + 1] and a[i + 1] == b[i] and a[i + 2:] == b[i + 2:]
        return a[i + 1:] == b[i + 1:] or swapped
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return short[i:] == long_[i + 1:]


def lemma_of(word: str) -> str | None:
    """The one trigger lemma ``word`` is a typo of, else None (see the module docstring)."""
    if len(word) < MIN_LETTERS or word in LEMMAS or word in english_vocabulary():
        return None
    candidates = {lemma for key in (word, *_deletions(word)) for lemma in _INDEX.get(key, ())}
    hits = [lemma for lemma in candidates if one_edit(word, lemma)]
    return max(hits, key=lambda lemma: (len(lemma), lemma)) if hits else None  # "whnever": whenever, not whoever


@functools.lru_cache(maxsize=1024)
def folded(form: str) -> str:
    """``form`` (a message's matching form) with each typo of a trigger lemma rewritten to the lemma."""
    return _WORD.sub(lambda m: lemma_of(m.group()) or m.group(), form)
