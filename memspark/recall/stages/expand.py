"""Stage 13, parent expansion (hook only): a matched child brings its parent's full text.

Children are what is embedded and searched (precise match); the parent section is what is useful
in the prompt. Parents are fetched in one batched ``get_by_ids``; several children of one parent
become one entry — the best-scoring child, carrying the parent text and line range. A missing
parent, or a failed fetch, leaves the child's own snippet (the trace says so).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from memspark.errors import StorageError
from memspark.recall.candidate import Candidate
from memspark.recall.stages.contract import StageOutput
from memspark.recall.stages.search import SearchHit, SearchStore
from memspark.recall.trace import Drop, DropReason, ExpandDetail

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


def expand_parents(candidates: tuple[Candidate, ...], store: SearchStore) -> StageOutput:
    parent_ids, parents, error = fetch_parents(candidates, store)
    out: list[Candidate] = []
    seen: dict[str, Candidate] = {}
    drops: list[Drop] = []
    for c in candidates:  # ranked best first, so the first child of a parent is its best one
        parent = parents.get(c.parent_id) if c.parent_id else None
        if parent is None:
            out.append(c)
            continue
        if parent.id in seen:
            drops.append(Drop(c.id, c.location, DropReason.PARENT_MERGED,
                              f"same parent as {seen[parent.id].location}"))
            continue
        expanded = c.evolve(parent_text=parent.text, parent_start_line=parent.start_line,
                                       parent_end_line=parent.end_line)
        seen[parent.id] = expanded
        out.append(expanded)
    detail = ExpandDetail(len(parent_ids), len(parents), error)
    return StageOutput(tuple(out), drops=tuple(drops), detail=detail)
