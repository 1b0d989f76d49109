"""Pure planning for the write side: snapshot files, compare with what is stored, build batches."""

from memspark.ingest.plan import ChangeReport, FileChange, build_batches, plan_changes
from memspark.ingest.scan import FileSnapshot, SkipReason, read_text, snapshot_files

__all__ = ["ChangeReport", "FileChange", "FileSnapshot", "SkipReason", "build_batches", "plan_changes",
           "read_text", "snapshot_files"]
