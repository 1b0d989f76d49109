"""Embedding a batch of prepared files so that one file the provider cannot embed fails alone.

:func:`embed_files` hands every text of the batch to
:meth:`~memspark.embed.queue.EmbedQueue.embed_documents_isolated`, which splits a failing batch
until the texts at fault stand alone; a file with any such text becomes a :class:`FileFailure`
(reported as skipped with the provider's error, its old rows kept) and the other files keep their
vectors and are committed. A failure of the provider itself (an outage, a refused key) still
raises: no file is to blame, and the run stops with that error.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from memspark.errors import MemsparkError
from memspark.ingest.prepare import FileFailure, PreparedFile

if TYPE_CHECKING:
    from memspark.embed.queue import EmbedQueue

EMBED_FAILED = "could not be embedded"
EMBED_FAILED_ACTION = ("the embedding provider refused this file's text (the error is quoted); fix or shorten the "
                       "text — the rest of the run went on")


@dataclass(frozen=True)
class EmbeddedFiles:
    """The files whose texts all embedded, their vectors (one row per :attr:`PreparedFile.embed_texts` item,
    files in order) and the files that failed."""

    files: list[PreparedFile]
    vectors: np.ndarray
    failed: list[FileFailure]


def embed_files(queue: EmbedQueue, files: Sequence[PreparedFile]) -> EmbeddedFiles:
    """Embed the texts of ``files``; a file holding a text the provider rejects fails alone."""
    texts = [t for pf in files for t in pf.embed_texts]
    result = queue.embed_documents_isolated(texts)
    kept: list[PreparedFile] = []
    rows: list[int] = []
    failed: list[FileFailure] = []
    offset = 0
    for pf in files:
        span = range(offset, offset + len(pf.embed_texts))
        offset = span.stop
        bad = next((i for i in span if i in result.failures), None)
        if bad is None:
            kept.append(pf)
            rows.extend(span)
        else:
            failed.append(FileFailure(pf.agent_id, pf.path, f"{EMBED_FAILED}: {describe_failure(result.failures[bad])}",
                                      EMBED_FAILED_ACTION))
    vectors = result.vectors if len(rows) == len(texts) else result.vectors[rows]
    return EmbeddedFiles(kept, vectors, failed)


def describe_failure(exc: Exception) -> str:
    """A provider's refusal of one text, in one line for a skip reason."""
    text = exc.message if isinstance(exc, MemsparkError) else f"{type(exc).__name__}: {exc}"
    return " ".join(text.split())[:300]
