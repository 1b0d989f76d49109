"""Link and path-safety helpers of the workspace model: resolving a path that may be swapped while it
resolves, walking a folder without descending its symlinked folders, and the check that a write lands
where it says (no link on the way).

:class:`memspark.workspace.Workspace` decides *who owns* a path (agent, pool, link verdict); this module only
answers questions about the file system itself, so it needs no config and no routing.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

from memspark.errors import ScopeMismatchError, UnsafeFileError
from memspark.safe_open import Refusal


def realpath(path: Path) -> Path:
    """``os.path.realpath``, which raises ``FileNotFoundError`` when a link on the way is replaced while it
    resolves: tried again, then a :class:`WorkspaceError` (a path that keeps changing is not read)."""
    for _ in range(3):
        try:
            return Path(os.path.realpath(path))
        except OSError:
            continue
    raise UnsafeFileError(f"{path}: {Refusal.CHANGED.value} (a link on the way kept being replaced)",
                          refusal=Refusal.CHANGED.value, action="Retry once the file stops changing.")


def is_within(path: Path, base: Path) -> bool:
    """Whether ``path`` is ``base`` or lies below it (lexically: neither is resolved)."""
    try:
        path.relative_to(base)
        return True
    except ValueError:
        return False


def walk_files(base: Path, follows: Callable[[Path], bool]) -> Iterator[Path]:
    """Files under ``base`` (symlinked files included), hidden folders skipped. A symlinked directory (``base``
    itself or below) is yielded as the link, not descended, so a snapshot reports it once — unless
    ``follows(link)``, when it is descended (each real folder once). A folder that cannot be listed
    (permissions) is yielded as itself, for its skip line."""
    if not base.is_dir():
        return
    seen: set[str] = set()
    pending = [base]
    while pending:
        top = pending.pop(0)
        if top.is_symlink() and not follows(top):
            yield top
            continue
        unlistable: list[Path] = []
        for dirpath, dirnames, filenames in os.walk(top, followlinks=False, onerror=_collect(unlistable)):
            yield from unlistable
            unlistable.clear()
            real = os.path.realpath(dirpath)
            if real in seen:
                dirnames[:] = []
                continue
            seen.add(real)
            dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
            for d in [d for d in dirnames if os.path.islink(os.path.join(dirpath, d))]:
                dirnames.remove(d)
                pending.append(Path(dirpath) / d)
            for name in sorted(filenames):
                yield Path(dirpath) / name
        yield from unlistable


def check_writable(path: Path) -> Path:
    """``path`` (made absolute) when writing it lands where it says: no symlink on the way (the file, or a
    folder above it), so a tool can never write into another agent's tree, or out of the root, through a link."""
    p = Path(os.path.abspath(path))
    probe = p
    while not (probe.exists() or probe.is_symlink()) and probe != probe.parent:
        probe = probe.parent
    real = Path(os.path.realpath(probe))
    if real != probe:
        raise ScopeMismatchError(f"{p.name}: {probe} is a symlink to {real}; memory files are not written through "
                                 "links", action="Replace the link with a real folder (or file) of this agent.")
    return p


def _collect(into: list[Path]) -> Callable[[OSError], None]:
    """An ``os.walk`` error handler that keeps the folders it could not list."""
    return lambda exc: into.append(Path(exc.filename))
