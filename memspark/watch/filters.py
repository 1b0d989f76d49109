"""Which filesystem events are worth an ingest run.

Skipped: anything under the data dir (our own writes must never trigger a run: no loops), VCS
folders, editor temp and swap files, and every path the workspace model does not route (ignore
globs, unknown suffixes, folders outside the agent/shared/reference layout).
"""

from __future__ import annotations

import re
from pathlib import Path

from memspark.workspace import Workspace

_VCS_DIRS = {".git", ".hg", ".svn", ".memspark", "__pycache__", "node_modules"}
# vim (.swp/.swx/4913), emacs (.#x, #x#), backups (x~), JetBrains (___jb_tmp___), generic .tmp/.part
_TEMP = re.compile(r"(^\.#|^#.*#$|~$|\.sw[a-p]$|\.swx$|^4913$|___jb_(tmp|old)___$|\.(tmp|temp|part|crdownload)$)",
                   re.IGNORECASE)


def is_temp_file(name: str) -> bool:
    return bool(_TEMP.search(name))


def _within(path: Path, base: Path) -> bool:
    try:
        path.relative_to(base)
        return True
    except ValueError:
        return False


def watched_path(ws: Workspace, data_dir: Path | None, path: str | Path) -> bool:
    """Whether a change at ``path`` (which may no longer exist) can change the index."""
    p = Path(path)
    try:
        parts = p.relative_to(ws.root).parts  # the root itself may sit under any folder name
    except ValueError:
        parts = (p.name,)
    if (data_dir is not None and _within(p, data_dir)) or any(part in _VCS_DIRS for part in parts) or is_temp_file(p.name):
        return False
    return ws.route(p) is not None


__all__ = ["is_temp_file", "watched_path"]
