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
  (``memory_get`` reads the file's own lines). Each message line is a block. A transcript has no
  heading of its own, so each line gets one as a note's session heading would read
  (:func:`transcript_headings`: ``Session 8 May 2023 (Caroline and Melanie)`` — its messages' date and
  who speaks in the file): it goes into a child's embed prefix and focus's context terms, as a heading does,
  and a metadata line right above the first message renders as ``# <heading>``, so the first child holds
  it in its text (BM25) and its token budget as a session note's first child holds its heading line.
"""

from __future__ import annotations

import json
import re
from datetime import date
from typing import Any, NamedTuple

from memspark.chunking.layout import Doc, Section, split_lines

_TOP_DEF = re.compile(
    r"(?:async\s+def|def|class|function|func|fn|pub\s|impl|struct|enum|interface|type|trait|module|"
    r"export|const|let|var|public|private|protected|static|SELECT|CREATE)\b")
_LEAD_IN = re.compile(r"\s*(?:@|#|//|/\*|\*|--)")  # decorators and comments belong to what follows
_CLOSER = re.compile(r"[)\]}]")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
HEADING_SPEAKERS = 6  # a transcript with more distinct roles than this names none in its heading


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


class Transcript(NamedTuple):
    """A rendered transcript (:func:`render_transcript`): its text, each line's date, each line's heading."""

    text: str
    dates: list[str | None]
    headings: list[str]


def render_transcript(text: str) -> Transcript:
    """A JSONL transcript as text of the same line count — a message line as ``role: content``, a metadata
    line right above the first message as ``# <heading>``, any other line blank — each line's date
    (``YYYY-MM-DD`` of its message's timestamp, None without one) and each line's heading
    (:func:`transcript_headings`).

    Lines follow memspark's line convention (:func:`memspark.chunking.layout.split_lines`)."""
    out: list[str] = []
    dates: list[str | None] = []
    roles: list[str] = []
    lines = split_lines(text)
    for line in lines:
        msg = parse_message(line) if line.strip() else None
        if msg is None:
            out.append("")
            dates.append(None)
            continue
        role, content, ts = msg
        role = " ".join(role.split()) or "message"
        roles.append(role)
        out.append(f"{role}: {' '.join(content.split())}")
        dates.append(ts[:10] if ts and _DATE.match(ts) else None)
    headings = transcript_headings(dates, roles)
    first = next((i for i, d in enumerate(out) if d), None)
    if first and headings[first - 1] and lines[first - 1].strip():
        out[first - 1] = f"# {headings[first - 1]}"  # the metadata line above the first message: the session heading
    return Transcript("\n".join(out), dates, headings)


def transcript_headings(dates: list[str | None], roles: list[str]) -> list[str]:
    """Each line's heading: ``Session <day Month year> (<who speaks>)``, the date the one of the line's
    message or of the last dated message before it (the first date for lines above it), the speakers the
    file's distinct roles in order of first appearance (none when more than :data:`HEADING_SPEAKERS`).
    No dates and no roles: no heading."""
    names = list(dict.fromkeys(roles))
    who = _names(names) if 0 < len(names) <= HEADING_SPEAKERS else ""
    current = next((d for d in dates if d), None)
    out: list[str] = []
    for d in dates:
        current = d or current
        parts = ["Session", *([_day(current)] if current else []), *([f"({who})"] if who else [])]
        out.append(" ".join(parts) if len(parts) > 1 else "")
    return out


def _names(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _day(iso: str) -> str:
    try:
        d = date.fromisoformat(iso)
    except ValueError:
        return iso
    return f"{d.day} {d:%B} {d.year}"
