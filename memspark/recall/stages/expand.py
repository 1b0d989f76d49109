"""The parent fetch of hook stage 13 (``expand``): the sections the matched children belong to.

Children are what is embedded and searched (precise match); the parent section is what is useful in
the prompt. :func:`fetch_parents` fetches the parents of a ranked candidate list in one batched
``get_by_ids``; :func:`~memspark.recall.stages.windows.expand_sections` (the stage itself) gives each
section its parent's full text, its matched children as anchors. A failed fetch answers no parents and
its error: the stage keeps the candidates' own text, and its trace detail says so.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from memspark.errors import StorageError
from memspark.recall.candidate import Candidate
from memspark.recall.stages.search import SearchHit, SearchStore

log = logging.getLogger(__name__)


def fetch_parents(candidates: Sequence[Candidate], store: SearchStore) -> tuple[list[str], dict[str, SearchHit], str | None]:
    """The candidates' distinct parent ids (in rank order), the parents fetched in one ``get_by_ids`` and the
    fetch's error (``code: message``) or None. A failed fetch is logged and answers no parents: the caller
    keeps the children's own text."""
    parent_ids = list(dict.fromkeys(c.parent_id for c in candidates if c.parent_id))
    parents: dict[str, SearchHit] = {}
    error = None
    if parent_ids:
        try:
            parents = {h.id: h for h in store.get_by_ids(parent_ids)}
        except StorageError as exc:
            log.warning("parent expansion failed (%s): injecting child snippets", exc)
            error = f"{exc.code}: {exc}"
    return parent_ids, parents, error


__all__ = ["fetch_parents"]
