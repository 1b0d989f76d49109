"""Unnamed messages ruled apart: a phone's backup or a copied thread that sets each message off by a rule line.

An SMS backup or a chat copied without its names may keep one message a block, a rule line (``---``, ``***``,
``___``, ``———``) between every two and no blank line: :func:`ruled_turns` reads each block as a turn of shape
:data:`memspark.chunking.signs.SIGN` (no one named: the rule stands for the sender) when it reads as an exchange —
four messages or more, each a line to three without a heading, a list item, a table, a fence or a label line, short
(a note's sections run longer and hold blank lines), most of them said, and a question among them that the next
message answers. A front matter's rules fence keys (label lines); a document's rules part its sections, each a
heading or paragraphs apart.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking.labels import Label, parse_label
from memspark.chunking.signs import SIGN
from memspark.chunking.stamps import QUESTION_MARKS

RULE = "---"  # the name of a message ruled apart (no one named)
MIN_MESSAGES = 4
MAX_LINES = 3  # lines of one message
MAX_CHARS = 280  # characters of one message: a text's length, not a section's
_RULE = re.compile(r"\s*(?:-{3,}|\*{3,}|_{3,}|—{2,}|={3,})\s*")
_OPENERS = re.compile(r"\s*(?:[-*+•]\s|\d+[.)]\s|#{1,6}\s|>|\||```|~~~)")  # a list item, a heading, a quote, a table, a fence
_WORDS = re.compile(r"[^\W\d_]{2,}")


def _messages(lines: Sequence[str]) -> list[list[int]] | None:
    """The blocks between rule lines (a block before the first rule and after the last too, a heading above aside),
    or None when a blank line or a heading falls between two rules (a document's sections)."""
    rules = [i for i, line in enumerate(lines) if _RULE.fullmatch(line)]
    if len(rules) < MIN_MESSAGES - 1:
        return None
    out: list[list[int]] = []
    for a, b in zip([-1, *rules], [*rules, len(lines)], strict=True):
        block = [j for j in range(a + 1, b) if lines[j].strip()]
        if a >= 0 and b < len(lines) and (not block or len(block) < b - a - 1):
            return None  # a blank line inside a ruled block: paragraphs, no message
        if a < 0 or b == len(lines):
            block = [j for j in block if not lines[j].lstrip().startswith("#")]
            if b == len(lines) and block and block[0] != a + 1:
                return None  # the words after the last rule follow a blank line: a footer, no message
            if a < 0 and block and block[-1] != b - 1:
                block = []  # a note above the first message, a blank line below it: context
        if block:
            out.append(block)
    return out


def ruled_turns(lines: Sequence[str]) -> dict[int, Label]:
    """The first line of each message ruled apart (module docstring), index → label; none when they read as no
    exchange."""
    messages = _messages(lines)
    if messages is None or len(messages) < MIN_MESSAGES:
        return {}
    texts = [" ".join(lines[j].strip() for j in block) for block in messages]
    if any(len(block) > MAX_LINES or len(text) > MAX_CHARS for block, text in zip(messages, texts, strict=True)):
        return {}
    if any(_OPENERS.match(lines[j]) or parse_label(lines[j]) is not None for block in messages for j in block):
        return {}
    said = sum(len(_WORDS.findall(text)) >= 3 or text.endswith(QUESTION_MARKS) for text in texts)
    asked = any(mark in text for text in texts[:-1] for mark in QUESTION_MARKS)
    if 2 * said <= len(texts) or not asked:
        return {}
    return {block[0]: Label(RULE, SIGN, text=lines[block[0]].strip()) for block in messages}


__all__ = ["RULE", "ruled_turns"]
