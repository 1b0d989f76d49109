"""A field's value, not something said: a person's name alone or a date alone after a key.

A form, a duty log or a grade sheet writes its keys once each (``Вчитель: Петренко Ірина Василівна``, ``근무자: 박정수
(주간)``, ``Afrejse: lørdag kl. 6.00``); two such lines read like two people talking once each. What follows the key
tells them apart: a person says words, a form fills in a name — in a cased script two words or more, each
capitalised, or any name with a tag in parentheses (a shift, a seal: ``(주간)``, ``(인)``) — or a date or a time
with a word or two around it. :func:`memspark.chunking.records.keyed` asks :func:`is_value` of a few one-off labels.
"""

from __future__ import annotations

import re

from memspark.chunking.labelwords import is_name
from memspark.chunking.stamps import DAY, STAMP

_TAG = re.compile(r"\s*\([^()\n]{1,12}\)\s*$")  # "박정수 (주간)": a shift, a role, a seal after the name
_DATED = re.compile(rf"{STAMP}|{DAY}")
_WORD = re.compile(r"[^\W\d_]+")
DATE_WORDS = 3  # a date's value holds at most this many words besides its numbers ("søndag d. 30. juli")


def is_value(text: str) -> bool:
    """``text`` (after a key's colon) is a field's value: a name alone (see module docstring) or a date alone."""
    text = text.strip()
    if not text or text.endswith(("?", "!", "？", "！")):
        return False
    tagged = _TAG.search(text) is not None
    name = _TAG.sub("", text)
    if is_name(name) and (tagged or _cased_name(name)):
        return True
    words = _WORD.findall(text)
    return _DATED.search(text) is not None and len(words) <= DATE_WORDS and len(text) <= 40


def _cased_name(name: str) -> bool:
    """Two words or more in a cased script, each opening with a capital ("Петренко Ірина Василівна")."""
    words = name.split()
    return len(words) >= 2 and all(w[:1].isupper() and w[1:2].islower() for w in words)


__all__ = ["DATE_WORDS", "is_value"]
