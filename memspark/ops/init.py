"""``memspark init``: a workspace skeleton and a commented ``memspark.toml``.

The skeleton is the layout the router expects (docs/usage.md, "Workspace layout"): one
``workspace-<agent>/`` per agent with ``MEMORY.md``, ``USER.md``, ``TOOLS.md``, ``MISTAKES.md`` and a
``memory/`` folder, plus ``shared/knowledge``, ``shared/mistakes``, ``shared/rules`` and ``reference/``.
The config file lists every key, commented out, with its default and its description — generated
from the config metadata, so it never drifts from what :func:`memspark.config.load_config` accepts.
Nothing that exists is overwritten: a second run reports it as kept.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from memspark.chunking.scaffold import template_note
from memspark.config import CONFIG_FILE_NAME, section_types
from memspark.errors import WorkspaceError
from memspark.filewrite import create_text
from memspark.workspace import AGENT_DIR_PREFIX, is_agent_id

_GUIDANCE = {  # file: (what it holds, how the guidance refers to it)
    "MEMORY.md": ("long-lived facts, preferences and decisions this agent should remember", "them"),
    "USER.md": ("who the user is: name, time zone, role, how they like to work", "it"),
    "TOOLS.md": ("hosts, ports, paths and commands this agent uses", "them"),
    "MISTAKES.md": ("what went wrong, why, and what to do instead", "it"),
}
# guidance only, as notes that are never indexed (memspark.chunking.scaffold)
AGENT_FILES: dict[str, str] = {
    name: template_note(f"{name}: {what}. Write {ref} below; this note is never indexed.") + "\n"
    for name, (what, ref) in _GUIDANCE.items()
}
SHARED_DIRS = ("shared/knowledge", "shared/mistakes", "shared/rules", "reference")


@dataclass(frozen=True)
class InitReport:
    root: Path
    created: tuple[str, ...]  # root-relative paths created now
    kept: tuple[str, ...]  # root-relative paths that existed and were left alone

    def to_dict(self) -> dict[str, Any]:
        return {"root": str(self.root), "created": list(self.created), "kept": list(self.kept)}


def toml_value(value: Any) -> str:
    """``value`` as a TOML literal (strings, numbers, booleans, lists, string-keyed tables)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value)  # a JSON string is a valid TOML basic string
    if isinstance(value, list | tuple):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{json.dumps(str(k))} = {toml_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"no TOML form for {type(value).__name__}")


def commented_config() -> str:
    """Every config key, commented out, with its default and description."""
    out = ["# memspark.toml: uncomment a key to change it. Every key can also be set by env as",
           "# MEMSPARK_<SECTION>_<KEY>; flags win over env, env over this file. docs/configuration.md",
           "# has the same reference.", ""]
    for section, cls in section_types().items():
        out.append(f"[{section}]")
        inst = cls()
        for f in fields(cls):
            out.append(f"## {f.metadata.get('doc', '')}")
            out.append(f"# {f.name} = {toml_value(getattr(inst, f.name))}")
        out.append("")
    return "\n".join(out)


def init_workspace(root: Path, agents: tuple[str, ...] = ("main",)) -> InitReport:
    """Create the skeleton under ``root`` (created if missing); existing files are kept."""
    bad = [a for a in agents if not is_agent_id(a) or a == "shared"]
    if bad:
        raise WorkspaceError(f"invalid agent id {bad[0]!r}",
                             action="Agent ids are letters, digits, '-', '_' or '.', and not 'shared'.")
    root = root.expanduser().resolve()
    if root.exists() and not root.is_dir():
        raise WorkspaceError(f"{root} exists and is not a folder", action="Pass a folder (new or existing) to init.")
    created: list[str] = []
    kept: list[str] = []

    def folder(rel: str) -> None:
        path = root / rel
        (kept if path.is_dir() else created).append(rel + "/")
        path.mkdir(parents=True, exist_ok=True)

    def file(rel: str, text: str) -> None:
        try:
            create_text(root / rel, text)  # never through a link: a name taken by anything (a link too) is kept
        except FileExistsError:
            kept.append(rel)
            return
        created.append(rel)

    root.mkdir(parents=True, exist_ok=True)
    file(CONFIG_FILE_NAME, commented_config())
    for agent in agents:
        base = f"{AGENT_DIR_PREFIX}{agent}"
        folder(f"{base}/memory")
        for name, text in AGENT_FILES.items():
            file(f"{base}/{name}", text)
    for rel in SHARED_DIRS:
        folder(rel)
    return InitReport(root, tuple(created), tuple(kept))
