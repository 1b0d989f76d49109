"""Which of many literal anchors a text contains, each distinct anchor looked for once.

The injection rules (:mod:`memspark.safety.injection`) run a rule's regular expression only where one of its
anchors occurs in the text; rules share anchors, and most anchors hold a shorter one ("ignore all" holds
"ignore"). :func:`present` tests each distinct anchor once per text, and skips an anchor whose shorter anchor
inside it is absent (it cannot occur then): the same answer as testing every rule's anchors, in fewer scans.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Anchors:
    """Distinct anchors, shortest first, each with the longest shorter non-empty anchor inside it (or None)."""

    order: tuple[tuple[str, str | None], ...]


def anchors(words: Iterable[str]) -> Anchors:
    """The anchor set of ``words`` (duplicates and an empty anchor allowed: the empty one is in every text)."""
    distinct = sorted(set(words), key=lambda a: (len(a), a))
    order = []
    for i, a in enumerate(distinct):
        inside = [b for b in distinct[:i] if b and len(b) < len(a) and b in a]
        order.append((a, max(inside, key=len) if inside else None))
    return Anchors(tuple(order))


def present(text: str, of: Anchors) -> frozenset[str]:
    """The anchors of ``of`` that occur in ``text``."""
    found: set[str] = set()
    for a, inside in of.order:
        if (inside is None or inside in found) and a in text:
            found.add(a)
    return frozenset(found)


__all__ = ["Anchors", "anchors", "present"]
