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
word would show on the labelled sets (none does).

The nouns the rules key on (:data:`NOUNS`: whose data and which: "tenants", "Mieter", "pacientes", "klanten",
"address", "Kontonummer" …, in the same seven languages) are read through a narrower slip (:func:`_slips`): one letter
dropped before the last ("Miter" is "Mieter", "adress" "address") or two neighbours swapped ("pazeinti"), never a letter
changed or added, nor the last one dropped, where a real word of the language often is ("mieten" and "Miete" of
"Mieter", the singular "paciente" of "pacientes"); a slip two nouns share is left as written. Pure: one pass over the
words, a set look-up per word.
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
    "sempre qualsiasi qualquer wachtwoord altijd "
    # the plain requests' keys (:mod:`memspark.capture.control_unchecked`): the user's check, the warning, the rule
    "rückfrage подтверждение подтверждения уведомления modificare verificatie verificação notifications"
)
LEMMAS = frozenset(_LEMMA_WORDS.split())

# the nouns the rules key on, read through a narrower slip (:func:`noun_of`): whose data, which data
_NOUN_WORDS = (
    # English, German, French, Spanish, Italian, Portuguese, Dutch
    "address addresses location customer customers client clients patient patients tenant tenants student students "
    "employee employees payslips credentials "
    "adresse adressen kontonummer kontonummern handynummer handynummern telefonnummer telefonnummern kunden mieter "
    "patienten mitarbeiter zugangsdaten kontodaten bankdaten steuerdaten "
    "coordonnées locataires identifiants "
    "dirección direcciones clientes pacientes inquilinos empleados teléfonos "
    "indirizzo indirizzi clienti pazienti dipendenti contatti "
    "morada endereço funcionários "
    "klanten huurders patiënten"
)
NOUNS = frozenset(_NOUN_WORDS.split()) - LEMMAS

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


def _slips(noun: str) -> set[str]:
    """A noun's likely slips: one letter dropped before its last ("Miter", "adress"; never the last, where a real word
    often is: "Miete" of "Mieter", "paciente" of "pacientes"), or two neighbours swapped ("Passwrot")."""
    dropped = {noun[:i] + noun[i + 1:] for i in range(len(noun) - 1)}
    swapped = {noun[:i] + noun[i + 1] + noun[i] + noun[i + 2:] for i in range(len(noun) - 1) if noun[i] != noun[i + 1]}
    return (dropped | swapped) - {noun}


def _noun_index() -> dict[str, str]:
    """Each noun slip to its noun, a slip two nouns share left out (ambiguous)."""
    index: dict[str, set[str]] = {}
    for noun in NOUNS:
        for slip in _slips(noun):
            index.setdefault(slip, set()).add(noun)
    return {slip: next(iter(nouns)) for slip, nouns in index.items() if len(nouns) == 1 and slip not in NOUNS | LEMMAS}


_NOUN_INDEX = _noun_index()


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
    """The one trigger lemma ``word`` is a typo of, else the one noun (:data:`NOUNS`) it is a slip of, else None (see
    the module docstring)."""
    if len(word) < MIN_LETTERS or word in LEMMAS or word in english_vocabulary():
        return None
    candidates = {lemma for key in (word, *_deletions(word)) for lemma in _INDEX.get(key, ())}
    hits = [lemma for lemma in candidates if one_edit(word, lemma)]
    if hits:
        return max(hits, key=lambda lemma: (len(lemma), lemma))  # "whnever": whenever, not whoever
    return _NOUN_INDEX.get(word)


@functools.lru_cache(maxsize=1024)
def folded(form: str) -> str:
    """``form`` (a message's matching form) with each typo of a trigger lemma rewritten to the lemma."""
    return _WORD.sub(lambda m: lemma_of(m.group()) or m.group(), form)
