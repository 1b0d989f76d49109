"""Pure planners: what changed since the last ingest, and how to batch the work."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from memspark.ingest.scan import REMOVES_ROWS, FileSnapshot
from memspark.vocab import ContentType

T = TypeVar("T")


@dataclass(frozen=True)
class FileChange:
    snapshot: FileSnapshot
    kind: str  # "added" | "changed"


@dataclass(frozen=True)
class ChangeReport:
    added: list[FileSnapshot] = field(default_factory=list)
    changed: list[FileSnapshot] = field(default_factory=list)
    unchanged: list[FileSnapshot] = field(default_factory=list)
    deleted: list[tuple[str, str]] = field(default_factory=list)  # (agent_id, path) stored but gone
    skipped: list[FileSnapshot] = field(default_factory=list)

    @property
    def to_index(self) -> list[FileSnapshot]:
        return self.added + self.changed


def plan_changes(
    snapshots: Sequence[FileSnapshot],
    stored: Mapping[tuple[str, str], str],
    *,
    in_scope: Collection[tuple[str, str]] | None = None,
    scope_agents: Collection[str] | None = None,
) -> ChangeReport:
    """Compare snapshots with stored content hashes.

    ``stored`` maps (agent_id, path) → content hash. A stored key with no snapshot is *deleted* when it is in
    scope: ``in_scope`` (explicit paths) when given, else any key whose agent is in ``scope_agents`` (None = all).
    Skipped files keep their stored rows (a transient read error must lose nothing) — except files whose
    content is really gone from this place (emptied, disappeared, or a symlink that must not be indexed:
    :data:`~memspark.ingest.scan.REMOVES_ROWS`), which are reported as skipped *and* deleted.
    """
    report = ChangeReport()
    seen: set[tuple[str, str]] = set()
    for snap in snapshots:
        seen.add(snap.key)
        if snap.skip is not None:
            report.skipped.append(snap)
            if snap.skip in REMOVES_ROWS and snap.key in stored:
                report.deleted.append(snap.key)
            continue
        old = stored.get(snap.key)
        if old is None:
            report.added.append(snap)
        elif old != snap.content_hash:
            report.changed.append(snap)
        else:
            report.unchanged.append(snap)
    kept_dirs = [s for s in report.skipped if s.route.content_type == ContentType.DIRECTORY]
    for key in sorted(stored):
        if key in seen or any(d.holds(key) for d in kept_dirs):  # under an unreadable folder: not gone
            continue
        if in_scope is not None:
            if key in in_scope:
                report.deleted.append(key)
        elif scope_agents is None or key[0] in scope_agents:
            report.deleted.append(key)
    return report


def build_batches(items: Sequence[T], size: int) -> list[list[T]]:
    """Split items into consecutive batches of at most ``size`` (size >= 1)."""
    size = max(1, size)
    return [list(items[i:i + size]) for i in range(0, len(items), size)]
