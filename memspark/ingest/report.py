"""What an ingest run did, as a frozen typed report computed by one pure function, :func:`tally`.

The flow records what each batch did (:class:`BatchOutcome`) and hands the plan and the outcomes to
``tally``; it counts nothing itself. ``IngestReport.to_dict()`` is the shape the CLI's ``--json``,
the ``memory_reindex`` tool and the flow's summary artifact print.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from memspark.ingest.plan import ChangeReport
from memspark.ingest.prepare import FileFailure, printable


@dataclass(frozen=True)
class SkippedFile:
    """One file that was not indexed, with its reason and the line that tells the user what to do."""

    agent: str
    path: str
    reason: str
    detail: str
    line: str


@dataclass(frozen=True)
class BatchOutcome:
    """What one file batch did: files written, files that failed to read, chunk or embed, chunks, embed time, and
    the conversation turns embedded besides the chunks (``ingest.embed_turns``)."""

    files_indexed: int
    failed: tuple[FileFailure, ...]
    chunks_embedded: int
    chunks_written: int
    embed_seconds: float
    turns_embedded: int = 0


@dataclass(frozen=True)
class IngestReport:
    """The summary of one ingest run (file counts are after files that failed mid-run became skips)."""

    added: int
    changed: int
    unchanged: int
    deleted: int
    skipped: int
    skipped_files: tuple[SkippedFile, ...]
    files_indexed: int
    chunks_embedded: int
    chunks_written: int
    seconds: float
    embed_seconds: float
    model: str
    table_rows: int
    turns_embedded: int = 0  # conversation turns embedded besides the chunks (ingest.embed_turns)

    def to_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["skipped_files"] = [asdict(s) for s in self.skipped_files]
        return out


def tally(plan: ChangeReport, batches: Sequence[BatchOutcome], *, model: str, table_rows: int,
          seconds: float) -> IngestReport:
    """The run's report from its plan and its batches' outcomes (pure).

    A file the plan meant to index but that failed to read, chunk or embed counts as skipped, not as
    added or changed (its old rows stay)."""
    failures = [f for b in batches for f in b.failed]
    added_keys = {s.key for s in plan.added}
    failed_added = sum(1 for f in failures if f.key in added_keys)
    # names and reasons are made printable: a file name that is not UTF-8 must not break the JSON or terminal
    skipped = tuple(SkippedFile(printable(s.route.agent_id), printable(s.route.path), s.skip.value if s.skip else "",
                                printable(s.detail), printable(s.skip_line())) for s in plan.skipped)
    skipped += tuple(SkippedFile(printable(f.agent_id), printable(f.path), printable(f.reason), "", f.line)
                     for f in failures)
    return IngestReport(
        added=len(plan.added) - failed_added,
        changed=len(plan.changed) - (len(failures) - failed_added),
        unchanged=len(plan.unchanged),
        deleted=len(plan.deleted),
        skipped=len(skipped),
        skipped_files=skipped,
        files_indexed=sum(b.files_indexed for b in batches),
        chunks_embedded=sum(b.chunks_embedded for b in batches),
        chunks_written=sum(b.chunks_written for b in batches),
        seconds=round(seconds, 3),
        embed_seconds=round(sum(b.embed_seconds for b in batches), 3),
        model=model,
        table_rows=table_rows,
        turns_embedded=sum(b.turns_embedded for b in batches),
    )
