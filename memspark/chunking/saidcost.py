"""What a conversation's lines cost in the chunk budget, and which of them no chunk may end on.

Chunk boundaries should not depend on a conversation's layout: :func:`said_layout` reads the document's turns
(:func:`memspark.chunking.turns.detect` over the whole text) and gives each of their lines the token cost of the
plain form focus and the embedder read (``Speaker: words``, one turn a line), and names the lines that are held
to the line under them — a sender's name written alone above the message (a chat copy's ``Grace Adeyemi``, a
screenplay's ``CAROLINE``, a header with its time): a chunk that ended there would keep the next sender's name
and leave their words to the next chunk. Only lines the detector reads as a turn's label with the words below are
held, so a line that merely looks like a name (a REPL's output, a closing ``yes``) is cut where it always was.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence

from memspark.chunking import namelines
from memspark.chunking.evidence import ROLES
from memspark.chunking.turns import detect

_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
UNSAID = -1  # said_costs' mark of a turn's line that says nothing (its time line below): it costs 0 and goes on the turn


def said_layout(lines: Sequence[str], count: Callable[[str], int]) -> tuple[dict[int, int], frozenset[int]]:
    """:func:`said_costs` and the label lines held to the line under them (a name alone above its turn's words,
    the last line of a header of several lines): ``(costs, held)``."""
    turns = detect(lines)
    said = Counter(label.name.casefold() for label in turns.values())
    if any(n < 2 for name, n in said.items() if name not in ROLES):
        # across a whole note, records with a varying set of keys ("What happened / Error / Fix / Lesson"
        # per incident) can pass for a conversation; people talking each speak more than once. Without
        # that evidence the lines keep their own cost (the chunks are cut as before).
        return {}, frozenset()
    costs = {i: count(f"{label.name}: {label.text}") + 1 for i, label in turns.items() if label.text}
    held: set[int] = set()
    for i, label in turns.items():
        j = i + 1
        while j < len(lines) and lines[j].strip() and j not in turns and not _HEADING.match(lines[j]):
            j += 1
        below = [line.strip() for line in lines[i + label.span:j]]
        if namelines.time_below([label.text, *below] if label.text else below):
            j -= 1  # the message's time line under its words: not said, costs nothing
            costs[j] = UNSAID
            below.pop()
        if not label.text:  # the words follow on the next lines, which keep their own cost
            words = "\n".join(below)
            costs[i] = max(0, count(f"{label.name}: {words}") + 1 - sum(count(line) + 1 for line in lines[i + 1:j]))
            if below:  # the header's lines go with the first line of its words
                held.update(range(i, i + label.span))
    if turns:
        first, last = min(turns), max(turns)
        costs.update((i, 0) for i in range(first + 1, last) if not lines[i].strip())
    return costs, frozenset(held)


def said_costs(lines: Sequence[str], count: Callable[[str], int]) -> dict[int, int]:
    """The token cost of a document's conversation lines (:func:`~memspark.chunking.turns.detect` over the whole
    text) in the plain form focus and the embedder read — turns as ``Speaker: words``, one a line — so a
    conversation is cut into the same children whatever its decoration (timestamps, bold, list markers, JSON,
    paragraphs or lines): a turn's label line costs ``Speaker: words`` and its line break; a label alone on its
    line costs what its turn's plain form costs beyond the lines of words under it (they keep their own cost); a
    blank line between the first and the last turn costs nothing (layout, not words), and so does a message's time
    line under its words (:data:`UNSAID`: the turn's own line, which no chunk's overlap starts at)."""
    return said_layout(lines, count)[0]


__all__ = ["UNSAID", "said_costs", "said_layout"]
