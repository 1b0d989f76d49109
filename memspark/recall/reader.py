"""memory_get's file reading: a line range of one memory file the agent may read.

Like the spec's ``readFile``, the indexed chunks are read first and the file on disk second: a
range the stored chunks cover line by line comes from the index (so a file deleted but still
indexed is still readable); otherwise the file is read from disk, and a file gone from disk is
answered from whatever lines the index holds (lines no chunk covers — blank separators — are blank).

Paths are resolved by :meth:`memspark.workspace.Workspace.resolve` (no traversal, no other
agent's workspace, no symlink out of the root), then checked against the agent's pool scope. A file
that exists on disk is then opened once through :func:`memspark.safe_open.open_route` — judged once,
opened without following any link (``O_NOFOLLOW``, ``O_NONBLOCK``), the descriptor checked: a regular
file, the identity that was judged, every hard-link name in the agent's own folder — and read from that
descriptor, even when the stored chunks answer: a path flipped to another agent's file, a FIFO or a hard
link is refused (``SCOPE_MISMATCH`` / ``unsafe_file``), never read and never hung on.
Lines follow :func:`memspark.chunking.split_lines`, the convention the chunker numbers
``startLine``/``endLine`` with, so ``memory_get(path, from=startLine)`` starts on the matched line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from memspark.chunking import RENDERED_CONTENT_TYPES, split_lines
from memspark.config import Config
from memspark.errors import ForeignFileError, UnsafeFileError, WorkspaceError
from memspark.ingest.scan import FileSkip, SkipReason, decode_text
from memspark.recall.scope import check_pool
from memspark.safe_open import OpenedFile, open_route
from memspark.storage.types import SearchHit
from memspark.workspace import FileRoute, Workspace

DEFAULT_LINES = 50
MAX_LINES = 2000  # one call never returns a whole huge file into the prompt


@dataclass(frozen=True)
class FileSlice:
    path: str  # the stored path, as memory_search returns it
    text: str
    from_line: int
    end_line: int  # last line returned (from_line - 1 when the range is empty)
    total_lines: int
    origin: str = "disk"  # "index" when the stored chunks answered


def readable_route(ws: Workspace, cfg: Config, agent_id: str, rel_path: str) -> FileRoute:
    """The route of a file ``agent_id`` may read (no traversal, no other agent, pool in scope)."""
    route = ws.resolve(rel_path, agent_id)
    check_pool(cfg.recall, agent_id, route.pool, repr(route.path))
    return route


def indexed_lines(hits: Sequence[SearchHit]) -> dict[int, str]:
    """Line number → text from stored chunks whose text spans exactly their line range (a piece of
    one over-long line, cut by columns, does not)."""
    lines: dict[int, str] = {}
    for hit in hits:
        parts = hit.text.split("\n")
        if len(parts) == hit.end_line - hit.start_line + 1:
            for offset, text in enumerate(parts):
                lines.setdefault(hit.start_line + offset, text)
    return lines


def read_lines(ws: Workspace, cfg: Config, agent_id: str, rel_path: str, from_line: int | None = None,
               lines: int | None = None, indexed: Sequence[SearchHit] = ()) -> FileSlice:
    """Lines ``from_line`` .. ``from_line + lines - 1`` (1-indexed) of ``rel_path`` for ``agent_id``;
    ``indexed``: the file's stored rows, read first."""
    start = 1 if from_line is None else int(from_line)
    count = DEFAULT_LINES if lines is None else int(lines)
    if start < 1:
        raise WorkspaceError(f"from = {start} is not a line number", action="Lines are 1-indexed: pass from >= 1.")
    if count < 1:
        raise WorkspaceError(f"lines = {count} must be at least 1", action="Pass lines >= 1 (default 50).")
    count = min(count, MAX_LINES)
    route = readable_route(ws, cfg, agent_id, rel_path)
    opened = _open(ws, route)  # None: gone from disk
    try:
        # a transcript's chunks hold its rendering, not its lines: read from disk while the file is there
        stored = indexed_lines(indexed if opened is None else
                               [h for h in indexed if h.content_type not in RENDERED_CONTENT_TYPES])
        if stored:
            total = max(stored)
            wanted = range(start, min(start + count - 1, total) + 1)
            if all(n in stored for n in wanted) or opened is None:
                chosen = [stored.get(n, "") for n in wanted]
                return FileSlice(route.path, "\n".join(chosen), start, start - 1 + len(chosen), total, "index")
        if opened is None:
            raise WorkspaceError(f"{route.path!r} does not exist on disk",
                                 action="The file was moved or deleted; run memory_search again for current paths.")
        max_bytes = cfg.workspace.max_file_bytes
        if opened.st.st_size > max_bytes:
            raise FileSkip(route.abs_path, SkipReason.TOO_LARGE, f"{opened.st.st_size} bytes > {max_bytes}")
        all_lines = split_lines(decode_text(route.abs_path, opened.read(max_bytes), max_bytes))
    finally:
        if opened is not None:
            opened.close()
    chosen = all_lines[start - 1:start - 1 + count]
    return FileSlice(route.path, "\n".join(chosen), start, start - 1 + len(chosen), len(all_lines))


def _open(ws: Workspace, route: FileRoute) -> OpenedFile | None:
    """``route``'s file opened through every check of :func:`memspark.safe_open.open_route`; None when it is
    not on disk (the stored chunks may still answer). A refusal raises: ``ForeignFileError``
    (``SCOPE_MISMATCH``) or ``UnsafeFileError``."""
    try:
        return open_route(ws, route)
    except (ForeignFileError, UnsafeFileError):
        raise
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as exc:
        raise WorkspaceError(f"{route.path!r} cannot be read: {exc.strerror or type(exc).__name__}",
                             action="Fix the file permissions so this user can read it.") from exc
