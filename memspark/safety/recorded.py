"""Screening verdicts recorded with a chunk when it is written, so recall reads them instead of screening again.

Recall screens every candidate before it reaches the prompt (:mod:`memspark.recall.stages.injection`). The
detector is deterministic: its verdict on a child chunk depends only on the chunk's text, its stored vector
(which the learned part scores) and the detector itself. Every writer of the chunks table
(:meth:`memspark.ingest.prepare.PreparedFile.records`) therefore screens each child once, with the vector it
has just embedded, and stores the verdict in the ``screened`` column; recall uses it when it still applies
and screens the candidate itself otherwise. Query after query the same rows come back, so screening once at
write time replaces the one stage of recall whose cost grew with the candidates' text.

A recorded verdict applies only when all three still hold:

- the **detector** is the one that wrote it: :func:`detector_digest` hashes the source and the weight files
  of :mod:`memspark.safety` (a changed rule or a refitted model makes every recorded verdict stale, and
  recall screens live until the rows are written again);
- the **text** is the candidate's text (a stage that narrows a candidate to one turn changes it);
- the **reading** matches: the verdict scored the stored vector (``v``) exactly when recall may
  (:func:`memspark.safety.learned.vectors_fit`: the table's model is the bundled MiniLM), else rules only
  (``r``). A table re-embedded with another model keeps its old verdicts, which then no longer apply.

Text the language gate sends to the multilingual pass is deferred by the writers: that pass embeds the text
with a second, slower model (≈ 0.2 s a chunk on two cores, several times the chunk's own embedding), which
would multiply the time to index a notebook in another language. Such a row records that it was deferred;
recall screens it live (cached per process) until ``memspark maintain`` — a scheduled background flow — has
recorded its full verdict (:mod:`memspark.ops.rescreen`, which also records the verdicts that are missing or
stale: :func:`stale_filter` selects them), so notes in any language end up with recorded verdicts without
slowing indexing.
"""

from __future__ import annotations

import functools
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from memspark.safety.injection import InjectionFinding, detect_injection_by_vector
from memspark.safety.language import not_english

PACKAGE = Path(__file__).resolve().parent
# the files whose content decides a verdict: the detector's code and its fitted weights
_SUFFIXES = (".py", ".json")


@functools.lru_cache(maxsize=1)
def detector_digest() -> str:
    """A short digest of the detector (every ``.py`` and ``.json`` file of :mod:`memspark.safety`)."""
    h = hashlib.sha256()
    for path in sorted(p for p in PACKAGE.rglob("*") if p.suffix in _SUFFIXES and "__pycache__" not in p.parts):
        h.update(path.relative_to(PACKAGE).as_posix().encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:16]


def _text_digest(text: str) -> str:
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=8).hexdigest()


DEFERRED = "?"  # after the reading code: the verdict is left to recall (and to maintain)


def _reading(vector_fits: bool) -> str:
    return "v" if vector_fits else "r"


def record_verdict(text: str, vector: np.ndarray | None, vector_fits: bool, *, defer: bool = True) -> str:
    """The ``screened`` value of a child chunk: the detector's verdict on ``text`` (scoring ``vector`` when
    ``vector_fits``), with what it depends on. With ``defer`` (the writers), a text for the multilingual pass
    gets a record that defers it (recall screens it; :func:`stale_filter` selects it for ``maintain``, which
    records it with ``defer=False``)."""
    reading = _reading(vector_fits)
    if defer and not_english(text):
        return json.dumps([detector_digest(), reading + DEFERRED, _text_digest(text), "", ""])
    scored = vector if vector_fits and vector is not None and np.asarray(vector).any() else None
    found = detect_injection_by_vector(text, scored)
    rule, excerpt = (found.rule, found.excerpt) if found is not None else ("", "")
    return json.dumps([detector_digest(), reading, _text_digest(text), rule, excerpt], ensure_ascii=False)


def stale_filter(vector_fits: bool) -> str:
    """A LanceDB filter for the child rows whose recorded verdict is missing, deferred, or was written by
    another detector or for another reading (a verdict for another text is caught at recall)."""
    prefix = json.dumps([detector_digest(), _reading(vector_fits)])[:-1]  # '["<digest>", "<reading>"'
    return f"is_parent = false AND (screened IS NULL OR screened NOT LIKE '{prefix}%')"


@dataclass(frozen=True)
class Recorded:
    """A recorded verdict that applies: ``finding`` is None for a clean text."""

    finding: InjectionFinding | None


def recorded_verdict(stored: str | None, text: str, vector_fits: bool) -> Recorded | None:
    """The verdict ``stored`` records for ``text`` when it still applies, else None (screen live)."""
    if not stored:
        return None
    try:
        digest, reading, text_digest, rule, excerpt = json.loads(stored)
    except (ValueError, TypeError):
        return None  # written by another version: screen live
    if digest != detector_digest() or reading != _reading(vector_fits) or text_digest != _text_digest(text):
        return None
    return Recorded(InjectionFinding(str(rule), str(excerpt)) if rule else None)


__all__ = ["DEFERRED", "Recorded", "detector_digest", "record_verdict", "recorded_verdict", "stale_filter"]
