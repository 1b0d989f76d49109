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
from memspark.workspace import Workspace

SEVERITIES = ("low", "medium", "high", "critical")
RULES_JSON = "shared/rules/memspark-rules.json"
AGENT_RULES = "memory/rules.md"
_SLUG = re.compile(r"[^a-z0-9]+")


@dataclass(frozen=True)
class Mistake:
    description: str
    root_cause: str = ""
    fix: str = ""
    lessons: tuple[str, ...] = ()
    severity: str = "medium"
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
    """Write a new mistake file (never overwrites: a numeric suffix keeps same-day twins apart)."""
    day = today.isoformat()
    if m.shared:
        folder, stem = ws.root / "shared" / "mistakes", f"{day}-{agent_id}-{slug(m.description)}"
    else:
        folder, stem = ws.agent_dir(agent_id) / "mistakes", f"{day}-{slug(m.description)}"
    folder.mkdir(parents=True, exist_ok=True)
    path, n = folder / f"{stem}.md", 2
    while path.exists():
        path, n = folder / f"{stem}-{n}.md", n + 1
    path.write_text(mistake_markdown(m, agent_id, day), encoding="utf-8")
    return path


def append_rule(ws: Workspace, agent_id: str, rule: str, *, scope: str, category: str, today: date) -> Path:
    """Append a rule to the global rules JSON or the agent's rules file; returns the file."""
    if scope == "global":
        path = ws.root / RULES_JSON
        path.parent.mkdir(parents=True, exist_ok=True)
        rules: list[dict[str, str]] = []
        if path.is_file():
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except json.JSONDecodeError as exc:
                raise IngestError(f"{RULES_JSON} is not valid JSON: {exc}",
                                  action=f"Fix or remove {path}; new rules are appended to its list.") from exc
            rules = data.get("rules", []) if isinstance(data, dict) else data
        rules.append({"rule": rule.strip(), "category": category, "scope": "global", "added": today.isoformat(),
                      "by": agent_id})
        path.write_text(json.dumps({"rules": rules}, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        return path
    path = ws.agent_dir(agent_id) / AGENT_RULES
    path.parent.mkdir(parents=True, exist_ok=True)
    text = path.read_text(encoding="utf-8") if path.is_file() else f"# Rules for {agent_id}\n\n"
    if not text.endswith("\n"):
        text += "\n"
    path.write_text(text + f"- [{category}] {rule.strip()} (added {today.isoformat()})\n", encoding="utf-8")
    return path
