"""The write side's core: snapshot files, plan what changed, prepare files into rows, tally a run."""

from memspark.ingest.plan import ChangeReport, FileChange, build_batches, plan_changes
from memspark.ingest.prepare import (
           FileFailure,
           PreparedFile,
           group_by_rows,
           prepare_file,
           prepare_files,
           to_records,
)
from memspark.ingest.report import BatchOutcome, IngestReport, SkippedFile, tally
from memspark.ingest.scan import (
           FileContent,
           FileSkip,
           FileSnapshot,
           SkipReason,
           read_file,
           read_text,
           snapshot_files,
)

__all__ = ["BatchOutcome", "ChangeReport", "FileChange", "FileContent", "FileFailure", "FileSkip", "FileSnapshot",
           "IngestReport", "PreparedFile", "SkipReason", "SkippedFile", "build_batches", "group_by_rows",
           "plan_changes", "prepare_file", "prepare_files", "read_file", "read_text", "snapshot_files", "tally",
           "to_records"]
