"""Watching the workspace: debounced, batched change detection that feeds the ingest flow.

``batcher`` (pure: per-file debounce, bursts batched), ``filters`` (what is worth a run) and
``watcher`` (the watchdog observer and the direct/events runners).
"""

from __future__ import annotations

from memspark.watch.batcher import ChangeBatcher
from memspark.watch.filters import is_temp_file, watched_path
from memspark.watch.watcher import Watcher

__all__ = ["ChangeBatcher", "Watcher", "is_temp_file", "watched_path"]
