"""The workspace model: which files exist, and where each one is routed.

Layout under the workspace root (OpenClaw)::

    workspace-<agent>/           agent <agent>: MEMORY.md, USER.md, AGENTS.md, SOUL.md, TOOLS.md, MISTAKES.md,
                                 other root .md/.txt, memory/**, mistakes/**
    shared/knowledge/**          shared_knowledge  (.md, .json)
    shared/mistakes/**           shared_mistakes
    shared/rules/**              shared_rules      (.md, and .json rules files: one chunk per rule)
    reference/**                 reference_library (code files: reference_code) — tool-only, never auto-injected
    agents/<agent>/sessions/*.jsonl   transcripts (source "sessions") when workspace.index_sessions is on

Symlinks: a file belongs to the agent and pool that own its *resolved* location. A link (to a file, or a
directory on the way) whose target another agent or pool owns is never indexed or read through the link;
a link leading out of the root (and the reference folders) is skipped unless
``workspace.follow_symlinks_outside_root`` (then the linking location owns it). Directory links are not
descended; each is reported once (:meth:`Workspace.link_verdict`).

Hard links: a file with more than one name is read at a location only when every name lies in the
folders of that location's owner (:meth:`Workspace.owner_dirs`); the rule and how every read enforces
it on the opened descriptor are in :mod:`memspark.safe_open`.

Unreadable folders: :meth:`Workspace.iter_files` yields a folder it cannot list as the folder itself
(the scan reports it, and the rows of the files it held are kept); anything that is not a folder is
yielded as a file, so a FIFO, socket or device gets its skip line instead of being passed over.

Stored paths: agent files are agent-relative (``MEMORY.md``, ``memory/2026-03-01.md``) with the agent's id;
shared and reference files are root-relative (``shared/rules/x.json``) with agent id ``shared``;
``reference_paths`` from the config are stored as ``@<folder name>/<relative path>``.
"""

from __future__ import annotations

import fnmatch
import os
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime
from pathlib import Path, PurePosixPath

from memspark.config import WorkspaceConfig
from memspark.errors import ScopeMismatchError, WorkspaceError
from memspark.safe_open import LinkVerdict
from memspark.vocab import SHARED_AGENT_ID, ContentType, Pool, Source, is_agent_id
from memspark.workspace_links import check_writable, is_within, realpath, walk_files

SHARED_AGENT = SHARED_AGENT_ID
CAPTURE_DIR = "memory/captures"  # agent-relative folder of the dated capture files
CAPTURE_SOURCE = Source.CAPTURE
AGENT_DIR_PREFIX = "workspace-"
SESSIONS_DIR = "sessions"  # agents/<agent>/sessions/*.jsonl; stored as sessions/<name> (source Source.SESSIONS)


TEXT_SUFFIXES = {".md", ".markdown", ".txt"}
CODE_SUFFIXES = {".py", ".ts", ".tsx", ".js", ".jsx", ".sh", ".bash", ".go", ".rs", ".java", ".rb", ".c", ".h",
                 ".cpp", ".hpp", ".cs", ".swift", ".kt", ".sql", ".toml", ".yaml", ".yml", ".ini", ".cfg"}
SHARED_SUBDIRS = {"knowledge": Pool.SHARED_KNOWLEDGE, "mistakes": Pool.SHARED_MISTAKES, "rules": Pool.SHARED_RULES}
AGENT_SUBDIRS = {"memory": Pool.AGENT_MEMORY, "mistakes": Pool.AGENT_MISTAKES}  # folders of workspace-<agent>/

_DATE_RE = re.compile(r"(?<!\d)(\d{4})-(\d{2})(?:-(\d{2}))?(?!\d)")


@dataclass(frozen=True)
class FileRoute:
    """Where one workspace file goes: agent, pool, content type, source, date, evergreen flag."""

    abs_path: Path
    path: str  # stored path (see module docstring)
    agent_id: str
    pool: Pool
    content_type: str  # a ContentType (memspark.vocab): markdown | text | code | rules | session | directory
    source: Source
    name_date: str | None  # YYYY-MM-DD parsed from the file name, if any
    evergreen: bool

    @property
    def key(self) -> tuple[str, str]:
        return (self.agent_id, self.path)

    def doc_date(self, mtime: float) -> str:
        """The document date: from the file name when it has one, else the file's mtime (UTC)."""
        if self.name_date:
            return self.name_date
        return datetime.fromtimestamp(mtime, tz=UTC).date().isoformat()


def date_from_name(name: str) -> str | None:
    """``2026-03-01.md`` → ``2026-03-01``; ``2026-03.md`` → ``2026-03-01``; else None."""
    stem = PurePosixPath(name).stem
    m = _DATE_RE.search(stem)
    if not m:
        return None
    year, month, day = int(m.group(1)), int(m.group(2)), int(m.group(3) or 1)
    try:
        return date(year, month, day).isoformat()
    except ValueError:
        return None


def _matches(path: str, globs: Sequence[str]) -> bool:
    for g in globs:
        if fnmatch.fnmatchcase(path, g):
            return True
        # "dir/**" should also match "dir/x" and files directly inside; "**/x" should match "x" at top level
        if g.startswith("**/") and fnmatch.fnmatchcase(path, g[3:]):
            return True
    return False


def require_root(root: Path) -> Path:
    """``root`` when it is an existing folder; else a WorkspaceError (nothing is created there)."""
    root = root.expanduser().resolve()
    if not root.is_dir():
        raise WorkspaceError(f"workspace root not found: {root}",
                             action="Pass --root DIR (or set workspace.root) to a folder holding workspace-<agent>/ "
                                    "folders; `memspark init DIR` creates one.")
    return root


class Workspace:
    """Discovers agents and files under a root and routes each file."""

    def __init__(self, cfg: WorkspaceConfig, root: Path | None = None) -> None:
        self.cfg = cfg
        self.root = require_root(root or Path(cfg.root))
        self.reference_roots: list[tuple[str, Path]] = []
        for ref in cfg.reference_paths:
            p = Path(ref).expanduser()
            p = p if p.is_absolute() else self.root / p
            self.reference_roots.append((p.name or "ref", p.resolve()))

    # ---- discovery -------------------------------------------------------------------------
    def agents(self) -> list[str]:
        out = []
        for child in sorted(self.root.iterdir()):
            if child.is_dir() and child.name.startswith(AGENT_DIR_PREFIX):
                agent = child.name[len(AGENT_DIR_PREFIX):]
                if is_agent_id(agent):
                    out.append(agent)
        return out

    def require_agent(self, agent_id: str) -> None:
        """A WorkspaceError unless ``agent_id`` is ``shared`` or has a ``workspace-<agent>/`` folder
        (or session transcripts): an unknown agent would silently read only the shared pools."""
        if agent_id == SHARED_AGENT or self.agent_dir(agent_id).is_dir() or (self.root / "agents" / agent_id).is_dir():
            return
        known = ", ".join(self.agents()) or "none yet"
        raise WorkspaceError(f"unknown agent {agent_id!r}: {self.agent_dir(agent_id)} does not exist "
                             f"(agents here: {known})",
                             action=f"Pass --agent as one of: {known}; or create {AGENT_DIR_PREFIX}{agent_id}/ "
                                    f"(`memspark init {self.root} --agent {agent_id}`).")

    def agent_dir(self, agent_id: str) -> Path:
        if not is_agent_id(agent_id):
            raise WorkspaceError(f"invalid agent id {agent_id!r}",
                                 action="Agent ids are letters, digits, '-', '_' or '.', like the workspace-<agent> folder name.")
        return self.root / f"{AGENT_DIR_PREFIX}{agent_id}"

    def _walk(self, base: Path) -> Iterator[Path]:
        """Files under base (:func:`~memspark.workspace_links.walk_files`): a symlinked folder is reported as
        the link, except one out of the root while ``follow_symlinks_outside_root`` is on (descended)."""
        return walk_files(base, self._follows)

    def _follows(self, link: Path) -> bool:
        """A directory link is descended only when it leads out of the root and the config allows that."""
        return self.cfg.follow_symlinks_outside_root and not self._inside(Path(os.path.realpath(link)))

    def _inside(self, real: Path) -> bool:
        return any(is_within(real, a) for a in [self.root] + [r for _, r in self.reference_roots])

    def link_verdict(self, route: FileRoute) -> LinkVerdict:
        """Whether ``route`` may be indexed / read at its location, judged by its resolved target."""
        return self.judge(route)[1]

    def judge(self, route: FileRoute) -> tuple[Path, LinkVerdict]:
        """``route``'s path resolved once, and the :class:`LinkVerdict` of exactly that resolved path (a
        reader opens that path, following no link: :mod:`memspark.safe_open`)."""
        real = realpath(route.abs_path)
        if real == route.abs_path:
            return real, LinkVerdict.DIRECT
        if not self._inside(real):
            return real, LinkVerdict.DIRECT if self.cfg.follow_symlinks_outside_root else LinkVerdict.OUTSIDE
        target = self.route(real) if real.is_file() else None
        if target is None or (target.agent_id, target.pool) != (route.agent_id, route.pool):
            return real, LinkVerdict.FOREIGN
        return real, LinkVerdict.SAME_OWNER

    def owner_dirs(self, route: FileRoute) -> tuple[Path, ...]:
        """The folders of ``route``'s owner: every name of a hard-linked file must lie in them
        (:mod:`memspark.safe_open`). An agent: ``workspace-<agent>/`` and ``agents/<agent>/``; shared files:
        ``shared/``; reference files: ``reference/`` or the configured reference folder."""
        if route.agent_id != SHARED_AGENT:
            return (self.agent_dir(route.agent_id), self.root / "agents" / route.agent_id)
        head = route.path.split("/", 1)[0]
        if head.startswith("@"):
            return tuple(ref for name, ref in self.reference_roots if name == head[1:])
        return (self.root / head,)

    def route_link_dir(self, link: Path) -> FileRoute | None:
        """The route a symlinked folder's files would have (its stored path ends in ``/``), for its skip line."""
        probe = self.route(link / "_.md")
        if probe is None:
            return None
        stored = probe.path[: -len("_.md")]
        return replace(probe, abs_path=Path(os.path.abspath(link)), path=stored, content_type=ContentType.DIRECTORY,
                       name_date=None, evergreen=False)

    def _ignored(self, abs_path: Path) -> bool:
        try:
            rel = abs_path.relative_to(self.root).as_posix()
        except ValueError:
            rel = abs_path.name
        return _matches(rel, self.cfg.ignore_globs)

    def iter_files(self, agents: Sequence[str] | None = None, *, include_shared: bool = True) -> Iterator[Path]:
        """Every candidate file (absolute path, unresolved) for the given agents (all when None), plus shared/reference."""
        wanted = list(agents) if agents else self.agents()
        for agent in wanted:
            adir = self.agent_dir(agent)
            if not adir.is_dir():
                raise WorkspaceError(f"no workspace for agent {agent!r}: {adir} does not exist",
                                     action=f"Create {adir.name}/ under the root or drop --agent {agent}.")
            try:
                entries = sorted(adir.iterdir())
            except PermissionError:
                yield adir  # cannot be listed: one skip line for the folder
                continue
            for p in entries:
                if not p.name.startswith(".") and (p.is_symlink() or not p.is_dir()):
                    yield p  # a FIFO, socket or device too: its skip line says what it is
            for sub in AGENT_SUBDIRS:
                yield from self._walk(adir / sub)
            if self.cfg.index_sessions:
                sess = self.root / "agents" / agent / SESSIONS_DIR
                if sess.is_dir():
                    yield from sorted(sess.glob("*.jsonl"))
        if include_shared:
            for sub in SHARED_SUBDIRS:
                yield from self._walk(self.root / "shared" / sub)
            yield from self._walk(self.root / "reference")
            for _, ref_root in self.reference_roots:
                yield from self._walk(ref_root)

    # ---- routing ---------------------------------------------------------------------------
    def route(self, abs_path: Path) -> FileRoute | None:
        """Route a file; None when the file is not part of the workspace model (ignored or unknown suffix)."""
        abs_path = Path(os.path.abspath(abs_path))
        if self._ignored(abs_path):
            return None
        suffix = abs_path.suffix.lower()
        for name, ref_root in self.reference_roots:
            if is_within(abs_path, ref_root):
                ref_rel = abs_path.relative_to(ref_root).as_posix()
                return self._reference_route(abs_path, f"@{name}/{ref_rel}", suffix)
        try:
            rel = abs_path.relative_to(self.root)
        except ValueError:
            return None
        parts = rel.parts
        if not parts:
            return None
        head = parts[0]
        if head.startswith(AGENT_DIR_PREFIX) and len(parts) >= 2:
            agent = head[len(AGENT_DIR_PREFIX):]
            if not is_agent_id(agent):
                return None
            inner = PurePosixPath(*parts[1:]).as_posix()
            return self._agent_route(abs_path, agent, inner, suffix)
        if head == "shared" and len(parts) >= 3 and parts[1] in SHARED_SUBDIRS:
            if suffix not in {".md", ".markdown", ".json", ".txt"}:
                return None
            pool = SHARED_SUBDIRS[parts[1]]
            ctype = ContentType.RULES if suffix == ".json" else (ContentType.TEXT if suffix == ".txt" else ContentType.MARKDOWN)
            if suffix == ".json" and pool != Pool.SHARED_RULES:
                ctype = ContentType.RULES  # knowledge/mistakes JSON lists are split per entry too
            return self._make(abs_path, rel.as_posix(), SHARED_AGENT, pool, ctype, Source.MEMORY)
        if head == "reference" and len(parts) >= 2:
            return self._reference_route(abs_path, rel.as_posix(), suffix)
        if head == "agents" and len(parts) == 4 and parts[2] == SESSIONS_DIR and suffix == ".jsonl":
            if not self.cfg.index_sessions or not is_agent_id(parts[1]):
                return None
            return self._make(abs_path, f"{SESSIONS_DIR}/{parts[3]}", parts[1], Pool.AGENT_MEMORY, ContentType.SESSION,
                              Source.SESSIONS)
        return None

    def _agent_route(self, abs_path: Path, agent: str, inner: str, suffix: str) -> FileRoute | None:
        if suffix not in TEXT_SUFFIXES:
            return None
        top = inner.split("/", 1)[0]
        name = PurePosixPath(inner).name
        if "/" not in inner:
            if name.upper() == "TOOLS.MD":
                pool = Pool.AGENT_TOOLS
            elif name.upper() == "MISTAKES.MD":
                pool = Pool.AGENT_MISTAKES
            else:
                pool = Pool.AGENT_MEMORY
        elif top in AGENT_SUBDIRS:
            pool = AGENT_SUBDIRS[top]
        else:
            return None
        ctype = ContentType.TEXT if suffix == ".txt" else ContentType.MARKDOWN
        # auto-captures (memspark.capture) live in memory/captures/: source "capture" gives them the
        # capture source weight whether the capture writer or a re-index wrote their rows
        source = CAPTURE_SOURCE if inner.startswith(CAPTURE_DIR + "/") else Source.MEMORY
        return self._make(abs_path, inner, agent, pool, ctype, source)

    def _reference_route(self, abs_path: Path, stored: str, suffix: str) -> FileRoute | None:
        if suffix in TEXT_SUFFIXES:
            ctype, pool = (ContentType.TEXT if suffix == ".txt" else ContentType.MARKDOWN), Pool.REFERENCE_LIBRARY
        elif suffix in CODE_SUFFIXES:
            ctype, pool = ContentType.CODE, Pool.REFERENCE_CODE
        else:
            return None
        return self._make(abs_path, stored, SHARED_AGENT, pool, ctype, Source.MEMORY)

    def _make(self, abs_path: Path, stored: str, agent: str, pool: Pool, ctype: ContentType, source: Source) -> FileRoute:
        name_date = date_from_name(PurePosixPath(stored).name)
        evergreen = name_date is None and _matches(stored, self.cfg.evergreen_globs)
        return FileRoute(abs_path=abs_path, path=stored, agent_id=agent, pool=pool, content_type=ctype,
                         source=source, name_date=name_date, evergreen=evergreen)

    def check_writable(self, path: Path) -> Path:
        """``path`` when writing it lands where it says (:func:`~memspark.workspace_links.check_writable`)."""
        return check_writable(path)

    # ---- reading back (memory_get) ---------------------------------------------------------
    def resolve(self, path: str, agent_id: str) -> FileRoute:
        """Resolve a stored path for ``agent_id`` safely; refuses traversal and other agents' files."""
        if not path or "\x00" in path:
            raise WorkspaceError("empty or invalid path", action="Pass a relative path such as MEMORY.md.")
        pp = PurePosixPath(path.replace("\\", "/"))
        if pp.is_absolute() or ".." in pp.parts:
            raise ScopeMismatchError(f"path {path!r} leaves the workspace",
                                     action="Use a path relative to the agent workspace, as memory_search returns it.")
        first = pp.parts[0]
        if first.startswith(AGENT_DIR_PREFIX):
            owner = first[len(AGENT_DIR_PREFIX):]
            if owner != agent_id:
                raise ScopeMismatchError(f"agent {agent_id!r} may not read {owner!r}'s workspace",
                                         action="Agents read their own workspace plus shared/ and reference/ only.")
            pp = PurePosixPath(*pp.parts[1:])
            first = pp.parts[0] if pp.parts else ""
        if first.startswith("@"):
            name = first[1:]
            for ref_name, ref_root in self.reference_roots:
                if ref_name == name:
                    abs_path = ref_root / PurePosixPath(*pp.parts[1:])
                    break
            else:
                raise WorkspaceError(f"unknown reference folder {first!r}", action="Check workspace.reference_paths.")
        elif first in {"shared", "reference"}:
            abs_path = self.root / pp
        elif first == SESSIONS_DIR:
            abs_path = self.root / "agents" / agent_id / pp
        else:
            abs_path = self.agent_dir(agent_id) / pp
        real = realpath(abs_path)
        if not self._inside(real) and not self.cfg.follow_symlinks_outside_root:
            raise ScopeMismatchError(f"path {path!r} resolves outside the workspace",
                                     action="Symlinks leading out of the root are not readable.")
        route = self.route(abs_path)
        if route is None:
            raise WorkspaceError(f"{path!r} is not a memory file of agent {agent_id!r}",
                                 action="memory_get reads files memory_search returned (MEMORY.md, memory/*.md, shared/…).")
        if self.link_verdict(route) is LinkVerdict.FOREIGN:
            raise ScopeMismatchError(f"path {path!r} is a symlink to a file another agent or pool owns",
                                     action="Read the file where it lives, as its owner; links never carry memory "
                                            "across agents.")
        if route.agent_id not in {agent_id, SHARED_AGENT}:
            raise ScopeMismatchError(f"agent {agent_id!r} may not read {route.path!r}",
                                     action="Agents read their own workspace plus shared/ and reference/ only.")
        return route

