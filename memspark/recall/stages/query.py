"""Stage 1, query cleaning: strip what channels and earlier hooks wrapped around the user's words.

Removed: ``<relevant-memories>…</relevant-memories>`` blocks (our own previous injection) and
other ``<memory …>`` blocks, channel envelopes such as ``[Telegram Klein (@k) id:42 2026-04-03 10:30]``,
``System:`` event lines, Markdown-quoted lines (``> …``, replied-to and quoted memory text),
leading timestamps; then whitespace is collapsed and the query capped at ``max_chars`` on a word
boundary. Noise in the query embeds as noise and matches stored envelopes instead of content.
"""

from __future__ import annotations

import re

from memspark.recall.trace import QueryDetail

_CHANNELS = (r"telegram|discord|slack|whatsapp|signal|imessage|bluebubbles|matrix|teams|sms|email|irc|"
             r"line|wechat|messenger|webchat|mattermost|zalo|googlechat")
_TS = r"\d{4}-\d{2}-\d{2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?(?:\s*[A-Z]{2,5})?"

_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("relevant-memories", re.compile(r"<relevant-memories\b[^>]*>.*?(?:</relevant-memories>|$)", re.S | re.I)),
    ("memory-block", re.compile(r"<memory\b[^>]*>.*?(?:</memory>|$)", re.S | re.I)),
    ("channel-header", re.compile(rf"\[(?:{_CHANNELS})\b[^\]\n]*\]", re.I)),
    ("system-line", re.compile(r"^[ \t]*System:[^\n]*$", re.M)),
    ("quoted-block", re.compile(r"^[ \t]*>[^\n]*$", re.M)),
    ("timestamp", re.compile(rf"^[ \t]*\[?{_TS}\]?[ \t]*[:\-–]?", re.M)),
)


def _cap(text: str, max_chars: int) -> tuple[str, bool]:
    if len(text) <= max_chars:
        return text, False
    cut = text[: max_chars + 1]
    space = cut.rfind(" ")
    # A single word longer than the cap is cut hard; anything else ends on a word boundary.
    return (cut[:space] if space > 0 else text[:max_chars]).rstrip(), True


def clean_query(raw: str, max_chars: int) -> tuple[str, QueryDetail]:
    """The cleaned query and what was removed. Falls back to the collapsed raw text when
    cleaning leaves nothing (a message that is only a quote is still a query)."""
    text = raw
    removed: list[str] = []
    for kind, pattern in _PATTERNS:
        text, n = pattern.subn(" ", text)
        if n:
            removed.append(kind)
    cleaned = " ".join(text.split())
    if not cleaned:
        cleaned = " ".join(raw.split())
        removed = []
    cleaned, truncated = _cap(cleaned, max_chars)
    return cleaned, QueryDetail(raw_chars=len(raw), cleaned=cleaned, removed=tuple(removed), truncated=truncated)
