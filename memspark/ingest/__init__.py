"""Pure planning for the write side: snapshot files, compare with what is stored, build batches."""

from memspark.ingest.plan import ChangeReport, FileChange, build_batches, plan_changes
from memspark.ingest.scan import (
           FileContent,
           FileSkip,
           FileSnapshot,
           SkipReason,
           read_file,
           read_text,
           snapshot_files,
)

__all__ = ["ChangeReport", "FileChange", "FileContent", "FileSkip", "FileSnapshot", "SkipReason", "build_batches",
           "plan_changes", "read_file", "read_text", "snapshot_files"]
