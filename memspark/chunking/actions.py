"""IRC actions: ``* svenja waves`` is a turn of the nick ``svenja`` when the chunk's ``<svenja>`` lines name it.

A client writes an action with a star before the nick, after the line's time in any form (``[13:56] * svenja …``,
HexChat's ``May 08 13:57:40 *<TAB>svenja …``). A star line also carries the client's own events — a nick change
(``* bdj is now known as bdj|afk``), a join, a topic — which are no one's words (:func:`is_event`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking.labels import Label
from memspark.chunking.stamps import STAMP

ACTION = re.compile(rf"(?:[\[(]?(?:{STAMP})[\])]?\s+)?\*\s+(?P<nick>[^\s<>*:]{{1,32}})\s+(?P<said>\S.*)")
# what a client writes about a nick, not what the nick says ("is now known as bdj|afk", "has joined #chan")
_EVENT = re.compile(r"(?:is now known as|has (?:joined|left|quit)|(?:has )?changed (?:the topic|(?:their |his |her )?nick)"
                    r"|sets mode)\b", re.IGNORECASE)


def is_event(said: str) -> bool:
    """What a star line says is a client's event (a nick change, a join, a mode), not an action."""
    return _EVENT.match(said) is not None


def irc_actions(rows: Sequence[tuple[int, Label, int]], actions: Sequence[tuple[int, re.Match[str], int]]
                ) -> list[tuple[int, Label, int]]:
    """The actions (``(index, match, group)``) of a nick that ``<nick>`` lines among ``rows`` name, as turns."""
    nicks = {label.name.casefold(): label.shape for _, label, _ in rows if "angle" in label.shape}
    return [(i, Label(m["nick"], nicks[m["nick"].casefold()], text=m["said"]), group) for i, m, group in actions
            if m["nick"].casefold() in nicks and not is_event(m["said"])]


__all__ = ["ACTION", "irc_actions", "is_event"]
