"""memory_get's file reading: a line range of one memory file the agent may read.

Paths are resolved by :meth:`memspark.workspace.Workspace.resolve` (no traversal, no other
agent's workspace, no symlink out of the root), then checked against the agent's pool scope.
Lines follow :func:`memspark.chunking.split_lines`, the convention the chunker numbers
``startLine``/``endLine`` with, so ``memory_get(path, from=startLine)`` starts on the matched line.
"""

from __future__ import annotations

from dataclasses import dataclass

from memspark.chunking import split_lines
from memspark.config import Config
from memspark.errors import WorkspaceError
from memspark.ingest.scan import read_text
from memspark.recall.scope import check_pool
from memspark.workspace import Workspace

DEFAULT_LINES = 50
MAX_LINES = 2000  # one call never returns a whole huge file into the prompt


@dataclass(frozen=True)
class FileSlice:
    path: str  # the stored path, as memory_search returns it
    text: str
    from_line: int
    end_line: int  # last line returned (from_line - 1 when the range is empty)
    total_lines: int


def read_lines(ws: Workspace, cfg: Config, agent_id: str, rel_path: str, from_line: int | None = None,
               lines: int | None = None) -> FileSlice:
    """Lines ``from_line`` .. ``from_line + lines - 1`` (1-indexed) of ``rel_path`` for ``agent_id``."""
    start = 1 if from_line is None else int(from_line)
    count = DEFAULT_LINES if lines is None else int(lines)
    if start < 1:
        raise WorkspaceError(f"from = {start} is not a line number", action="Lines are 1-indexed: pass from >= 1.")
    if count < 1:
        raise WorkspaceError(f"lines = {count} must be at least 1", action="Pass lines >= 1 (default 50).")
    count = min(count, MAX_LINES)
    route = ws.resolve(rel_path, agent_id)
    check_pool(cfg.recall, agent_id, route.pool, repr(route.path))
    if not route.abs_path.is_file():
        raise WorkspaceError(f"{route.path!r} does not exist on disk",
                             action="The file was moved or deleted; run memory_search again for current paths.")
    all_lines = split_lines(read_text(route.abs_path, cfg.workspace.max_file_bytes))
    chosen = all_lines[start - 1:start - 1 + count]
    return FileSlice(route.path, "\n".join(chosen), start, start - 1 + len(chosen), len(all_lines))
