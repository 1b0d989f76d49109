"""Screening tool output with the injection detector: every tool result is prompt text too.

- :func:`screen_rows` drops result rows whose text is flagged (search-like tools) and says how many;
- :func:`screen_path` screens a file name or path (it reaches the recall block as the ``source``
  attribute and every tool result as ``path``): separators become spaces, then the one detector;
- :func:`redact_text` keeps a text's line structure (``memory_get`` line numbers stay right) but
  replaces each flagged line with a marker; when the lines only form an attack together, the whole
  text is withheld.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from memspark.safety.injection import (
    InjectionFinding,
    detect_by_rules,
    detect_injection,
    detect_injection_by_vector,
)

WITHHELD = "[withheld by memspark: prompt-injection text ({rule})]"


def marker(finding: InjectionFinding) -> str:
    return WITHHELD.format(rule=finding.rule)


_PATH_SEPARATORS = re.compile(r"[/\\_]+|(?<=\w)[.-](?=\w)|\.(?:md|markdown|txt|json|jsonl|ya?ml|toml)$", re.IGNORECASE)


def path_text(path: str) -> str:
    """A path as the words it spells: ``notes/ignore_all-previous.md`` → ``notes ignore all previous``."""
    return " ".join(_PATH_SEPARATORS.sub(" ", path).split())


def screen_path(path: str, *, learned: bool = True) -> InjectionFinding | None:
    """The finding for a file name or path whose words carry injection text, else None.

    ``learned=False``: the rules alone (recall, which never embeds to screen: a child's stored vector
    is of its embed text, whose prefix holds the path, so the learned part sees the path there)."""
    if not path.strip():
        return None
    words = path_text(path)
    return detect_injection(words) if learned else detect_injection_by_vector(words, None)


def screen_rows(rows: Iterable[Mapping[str, Any]], field: str = "snippet") -> tuple[list[dict[str, Any]], int]:
    """The rows whose ``field`` and ``path`` carry no injection text, and how many were withheld."""
    kept: list[dict[str, Any]] = []
    withheld = 0
    for row in rows:
        if detect_injection(str(row.get(field) or "")) is None and screen_path(str(row.get("path") or "")) is None:
            kept.append(dict(row))
        else:
            withheld += 1
    return kept, withheld


def redact_text(text: str) -> tuple[str, int]:
    """``text`` with every flagged line replaced by a marker, and the number of lines replaced.

    The rules line by line, then the whole text (an attack spread over several lines: nothing of it is
    shown), then the learned screening on the lines still shown: a fragment the model flags ("Ignore all
    of") must not hide the rest of an attack its rules see across the lines."""
    lines = text.split("\n")
    out, n = _redact_lines(lines, lines, detect_by_rules)
    across = detect_injection("\n".join(out))
    if across is not None:
        return "\n".join([marker(across)] + [""] * (len(lines) - 1)), len(lines)
    out, more = _redact_lines(out, lines, detect_injection)
    return "\n".join(out), n + more


def _redact_lines(current: list[str], original: list[str],
                  detect: Callable[[str], InjectionFinding | None]) -> tuple[list[str], int]:
    """``current`` with each line still as in ``original`` that ``detect`` flags replaced by a marker."""
    out, n = list(current), 0
    for i, line in enumerate(current):
        hit = detect(line) if line.strip() and line == original[i] else None
        if hit is not None:
            out[i], n = marker(hit), n + 1
    return out, n
