"""Plain text, source code and session transcripts -> one section of line blocks each.

- text: paragraphs (blank-line separated lines).
- code: top-level units: a new unit starts at an unindented line after a blank line, or at an
  unindented definition (``def``, ``class``, ``function``, ...) not preceded by a decorator or
  comment; indented lines (and blank lines inside bodies) stay with their unit.
- session: JSONL, one message a line (``{"role", "content", "timestamp"}``, or the same under a
  ``"message"`` key), chunked as what it says (:func:`render_transcript`): each message line becomes
  the line ``role: content`` (the content's own line breaks as spaces) and every other line (unparseable,
  metadata events) a blank line, so the chunk text, its token budget, its BM25 terms and its turns read
  words, not JSON, while line ``n`` of the rendering is line ``n`` of the file: chunk ranges stay exact
  (``memory_get`` reads the file's own lines). Each message line is a block.
"""

from __future__ import annotations

import json
import re
from typing import Any

from memspark.chunking.layout import Doc, Section, split_lines

_TOP_DEF = re.compile(
    r"(?:async\s+def|def|class|function|func|fn|pub\s|impl|struct|enum|interface|type|trait|module|"
    r"export|const|let|var|public|private|protected|static|SELECT|CREATE)\b")
_LEAD_IN = re.compile(r"\s*(?:@|#|//|/\*|\*|--)")  # decorators and comments belong to what follows
_CLOSER = re.compile(r"[)\]}]")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def text_sections(doc: Doc) -> list[Section]:
    runs = doc.nonblank_runs()
    return [Section(runs)] if runs else []


def code_sections(doc: Doc) -> list[Section]:
    lines = doc.lines
    starts: list[int] = []
    prev_nonblank: int | None = None
    for i, line in enumerate(lines):
        if doc.blank[i]:
            continue
        unindented = not line[0].isspace()
        if prev_nonblank is None:
            starts.append(i)
        elif unindented and not _CLOSER.match(line):
            after_blank = prev_nonblank < i - 1
            is_def = bool(_TOP_DEF.match(line)) and not _LEAD_IN.match(lines[prev_nonblank])
            if after_blank or is_def:
                starts.append(i)
        prev_nonblank = i
    blocks = []
    for k, s in enumerate(starts):
        e = starts[k + 1] if k + 1 < len(starts) else len(lines)
        s, e = doc.trim(s, e)
        if s < e:
            blocks.append((s, e))
    return [Section(blocks)] if blocks else []


def parse_message(line: str) -> tuple[str, str, str | None] | None:
    """``(role, content text, timestamp)`` of one transcript line, or None when it is no message."""
    try:
        obj = json.loads(line)
    except ValueError:
        return None
    if not isinstance(obj, dict):
        return None
    msg = obj["message"] if isinstance(obj.get("message"), dict) else obj
    content = _content_text(msg.get("content", msg.get("text")))
    if not content:
        return None
    role = msg.get("role") or obj.get("role") or obj.get("type") or "message"
    ts = msg.get("timestamp") or obj.get("timestamp")
    return str(role), content, ts if isinstance(ts, str) else None


def _content_text(content: Any) -> str:
    if isinstance(content, str):
        return content.strip()
    if isinstance(content, dict):
        return _content_text(content.get("text"))
    if isinstance(content, list):
        return "\n".join(t for t in (_content_text(part) for part in content) if t)
    return ""


def session_sections(doc: Doc) -> list[Section]:
    """Each message line of a rendered transcript (:func:`render_transcript`) is a block."""
    blocks = [(i, i + 1) for i in range(len(doc.lines)) if not doc.blank[i]]
    return [Section(blocks)] if blocks else []


def render_transcript(text: str) -> tuple[str, list[str | None]]:
    """A JSONL transcript as text of the same line count — a message line as ``role: content``, any other
    line blank — and each line's date (``YYYY-MM-DD`` of its message's timestamp, None without one).

    Lines follow memspark's line convention (:func:`memspark.chunking.layout.split_lines`)."""
    out: list[str] = []
    dates: list[str | None] = []
    for line in split_lines(text):
        msg = parse_message(line) if line.strip() else None
        if msg is None:
            out.append("")
            dates.append(None)
            continue
        role, content, ts = msg
        out.append(f"{' '.join(role.split()) or 'message'}: {' '.join(content.split())}")
        dates.append(ts[:10] if ts and _DATE.match(ts) else None)
    return "\n".join(out), dates
