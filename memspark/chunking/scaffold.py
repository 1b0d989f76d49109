"""What ``memspark init`` writes to guide the user is never memory.

Init's note files carry their guidance as one-line HTML comments with a recognised marker
(``<!-- memspark: … -->``): :func:`drop_scaffolding` blanks exactly those lines before chunking
(line numbers kept), so a fresh workspace recalls nothing of its own scaffolding, while every line the
user writes around them — their own HTML comments included — is indexed as before. A note file that
still holds the text an older ``memspark init`` wrote (no marker) is read as empty, only while it is
byte for byte that text.
"""

from __future__ import annotations

import re

NOTE_MARKER = "<!-- memspark:"
_NOTE_LINE = re.compile(r"^[ \t]*<!-- memspark:[^\n]*?-->[ \t\r]*$", re.MULTILINE)

# The note files older versions of ``memspark init`` wrote, unedited.
_OLD_TEMPLATES = frozenset({
    "# Memory\n\nLong-lived facts, preferences and decisions this agent should remember.\n",
    "# User\n\nWho the user is: name, time zone, role, how they like to work.\n",
    "# Tools\n\nHosts, ports, paths and commands this agent uses.\n",
    "# Mistakes\n\nWhat went wrong, why, and what to do instead.\n",
})


def template_note(guidance: str) -> str:
    """``guidance`` as one scaffolding line that chunking drops."""
    if "\n" in guidance or "-->" in guidance:
        raise ValueError("a template note is one line without '-->'")
    return f"{NOTE_MARKER} {guidance} -->"


def drop_scaffolding(text: str) -> str:
    """``text`` with init's guidance lines blanked (same line count); an unedited old template → ``""``."""
    if text in _OLD_TEMPLATES:
        return ""
    if NOTE_MARKER not in text:
        return text
    return _NOTE_LINE.sub("", text)
