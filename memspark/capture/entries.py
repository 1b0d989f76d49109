"""The dated capture file: ``workspace-<agent>/memory/captures/YYYY-MM-DD.md``.

One file per agent and day, one entry per capture, each under a one-line HTML-comment header
(invisible when the Markdown is rendered, easy to parse back)::

    # Captures 2026-11-30

    <!-- capture category=fact confidence=0.87 role=user captured=2026-11-30T14:22:05Z seen=2026-11-30T14:22:05Z -->
    DGX Spark runs llama-embed-nemotron-8b for embeddings on port 18091.

The file is the source of truth: the capture writer re-derives every row of the file from it, and
``memory_get("memory/captures/2026-11-30.md", from=startLine)`` returns the entry's text, because
each row's line range is the entry body's lines in this file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from memspark.chunking import split_lines

HEADER_RE = re.compile(r"^<!-- capture (?P<attrs>[^>]*?) -->$")
_ATTR_RE = re.compile(r"(?<!\w)(\w+)=(\S+)")  # (?<!\w): no retry from inside a word (quadratic on long lines)


@dataclass(frozen=True)
class Entry:
    text: str
    category: str
    confidence: float
    role: str
    captured: str  # ISO UTC of the first capture
    seen: str  # ISO UTC of the latest repeat (a dedup hit refreshes it)
    start_line: int = 0  # the body's lines in the file (1-indexed, inclusive)
    end_line: int = 0

    def header(self) -> str:
        return (f"<!-- capture category={self.category} confidence={self.confidence:.2f} role={self.role} "
                f"captured={self.captured} seen={self.seen} -->")


def title(day: str) -> str:
    return f"# Captures {day}"


def _safe_body(text: str) -> list[str]:
    # a body line that looks like a header would split the entry when the file is parsed back
    return [(" " + ln) if HEADER_RE.match(ln) else ln.rstrip() for ln in split_lines(text.strip())]


def render(day: str, entries: list[Entry]) -> tuple[str, list[Entry]]:
    """The file text and the entries with their body line ranges filled in."""
    lines = [title(day)]
    placed = []
    for e in entries:
        lines += ["", e.header()]
        body = _safe_body(e.text)
        start = len(lines) + 1
        lines += body
        placed.append(replace(e, text="\n".join(body), start_line=start, end_line=start + len(body) - 1))
    return "\n".join(lines) + "\n", placed


def parse(text: str) -> list[Entry]:
    """The entries of a capture file (text outside entries, like the title, is ignored)."""
    lines = split_lines(text)
    entries: list[Entry] = []
    current: dict[str, str] | None = None
    body: list[str] = []
    start = 0

    def flush() -> None:
        if current is None:
            return
        while body and not body[-1].strip():
            body.pop()
        if body:
            try:
                conf = float(current.get("confidence", "0"))
            except ValueError:
                conf = 0.0
            entries.append(Entry("\n".join(body), current.get("category", "fact"), conf, current.get("role", "user"),
                                 current.get("captured", ""), current.get("seen", current.get("captured", "")),
                                 start, start + len(body) - 1))

    for i, line in enumerate(lines, 1):
        m = HEADER_RE.match(line)
        if m:
            flush()
            current, body, start = dict(_ATTR_RE.findall(m.group("attrs"))), [], i + 1
        elif current is not None:
            if not body and not line.strip():
                start = i + 1  # blank lines before the body
                continue
            body.append(line)
    flush()
    return entries
