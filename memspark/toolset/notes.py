"""Mistakes and rules as workspace files (the toolset writes them; ingest reads them like any file).

- A mistake is one Markdown file: ``workspace-<agent>/mistakes/YYYY-MM-DD-<slug>.md`` (pool
  ``agent_mistakes``) or, when shared, ``shared/mistakes/YYYY-MM-DD-<agent>-<slug>.md`` (pool
  ``shared_mistakes``). Both pools carry the 1.6x source weight in recall.
- A global rule is appended to ``shared/rules/memspark-rules.json`` (pool ``shared_rules``: always
  searched by auto-recall, one chunk per rule); an agent rule to ``workspace-<agent>/memory/rules.md``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from memspark.errors import IngestError
from memspark.filewrite import create_text
from memspark.toolset.atomic import locked_rewrite
from memspark.vocab import Severity
from memspark.workspace import Workspace

SEVERITIES: tuple[Severity, ...] = tuple(Severity)
RULES_JSON = "shared/rules/memspark-rules.json"
AGENT_RULES = "memory/rules.md"
_SLUG = re.compile(r"[^a-z0-9]+")


@dataclass(frozen=True)
class Mistake:
    description: str
    root_cause: str = ""
    fix: str = ""
    lessons: tuple[str, ...] = ()
    severity: str = Severity.MEDIUM
    shared: bool = False


def slug(text: str, limit: int = 48) -> str:
    return _SLUG.sub("-", text.lower()).strip("-")[:limit].rstrip("-") or "mistake"


def mistake_markdown(m: Mistake, agent_id: str, day: str) -> str:
    lines = [f"# Mistake: {m.description.splitlines()[0][:120]}", "",
             f"- date: {day}", f"- agent: {agent_id}", f"- severity: {m.severity}", "",
             "## What happened", "", m.description.strip(), ""]
    if m.root_cause:
        lines += ["## Root cause", "", m.root_cause.strip(), ""]
    if m.fix:
        lines += ["## Fix", "", m.fix.strip(), ""]
    if m.lessons:
        lines += ["## Lessons", ""] + [f"- {lesson.strip()}" for lesson in m.lessons if lesson.strip()] + [""]
    return "\n".join(lines)


def write_mistake(ws: Workspace, agent_id: str, m: Mistake, today: date) -> Path:
    """Write a new mistake file (never overwrites, never writes through a link: a numeric suffix keeps
    same-day twins apart, and a concurrent twin is never overwritten)."""
    day = today.isoformat()
    if m.shared:
        folder, stem = ws.root / "shared" / "mistakes", f"{day}-{agent_id}-{slug(m.description)}"
    else:
        folder, stem = ws.agent_dir(agent_id) / "mistakes", f"{day}-{slug(m.description)}"
    ws.check_writable(folder)
    text = mistake_markdown(m, agent_id, day)
    path, n = folder / f"{stem}.md", 2
    while True:
        try:
            create_text(path, text)  # whole or not at all; a taken name (a link included) is never written
            return path
        except FileExistsError:
            path, n = folder / f"{stem}-{n}.md", n + 1


def append_rule(ws: Workspace, agent_id: str, rule: str, *, scope: str, category: str, today: date,
                lock_timeout: float = 30.0) -> Path:
    """Append a rule to the global rules JSON or the agent's rules file; returns the file.

    Everything already in the file is kept (unknown keys, other sections, a flat preferences object);
    a shape that cannot take a rule is refused with nothing changed. Concurrent appends (threads,
    processes, agents over MCP) are serialised by the file's lock and each lands via an atomic replace.
    """
    if scope == "global":
        path = ws.check_writable(ws.root / RULES_JSON)
        entry = {"rule": rule.strip(), "category": category, "scope": "global", "added": today.isoformat(),
                 "by": agent_id}
        locked_rewrite(path, lambda current: rules_json_with(current, entry), timeout=lock_timeout)
        return path
    path = ws.check_writable(ws.agent_dir(agent_id) / AGENT_RULES)
    line = f"- [{category}] {rule.strip()} (added {today.isoformat()})\n"
    locked_rewrite(path, lambda current: _with_line(current, line, agent_id), timeout=lock_timeout)
    return path


def _with_line(current: str | None, line: str, agent_id: str) -> str:
    text = current if current is not None else f"# Rules for {agent_id}\n\n"
    return (text if text.endswith("\n") or not text else text + "\n") + line


def rules_json_with(current: str | None, entry: dict[str, str]) -> str:
    """The rules JSON text ``current`` with ``entry`` appended, every other byte of meaning kept.

    ``[...]`` and ``{"rules": [...], ...}`` get the entry at the end of the list (other keys kept); a
    flat preferences object ``{"key": value, ...}`` (or ``{"rules": {...}}``) gets one new key
    ``"<category> rule"`` holding the rule text, which the rules chunker reads as one more rule.
    Anything else is refused with :class:`~memspark.errors.IngestError` and the file stays as it is.
    """
    if current is None or not current.strip():
        return _dump({"rules": [entry]})
    try:
        data = json.loads(current)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise IngestError(f"{RULES_JSON} is not valid JSON ({exc}); the rule was not stored",
                          action=f"Fix the JSON syntax of {RULES_JSON} (nothing was changed), then store the rule "
                                 "again.") from exc
    if isinstance(data, list):
        data.append(entry)
    elif isinstance(data, dict) and isinstance(data.get("rules"), list):
        data["rules"].append(entry)
    elif isinstance(data, dict) and ("rules" not in data or isinstance(data["rules"], dict)):
        _add_key(data.get("rules", data), entry)
    else:
        found = type(data.get("rules") if isinstance(data, dict) else data).__name__
        raise IngestError(f"{RULES_JSON} holds a {found} where memspark appends rules; the rule was not stored",
                          action='Make it a list ["rule", ...], {"rules": [...]} or a {"key": "value"} object '
                                 "(nothing was changed), or store the rule with scope agent.")
    return _dump(data)


def _add_key(mapping: dict[str, object], entry: dict[str, str]) -> None:
    base = f"{entry['category']} rule"
    key, n = base, 2
    while key in mapping:
        key, n = f"{base} {n}", n + 1
    mapping[key] = entry["rule"]


def _dump(data: object) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
