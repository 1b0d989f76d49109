"""Game and virtual-world logs: who says what in words (``Borin says, 'Aye.'``), and what a speaker does (an emote).

A text game's log (a MUD, a MOO) writes speech as a sentence — ``Borin Ironfoot says, 'Goblins got cheaper.'``,
``You ask Borin Ironfoot, 'Twenty?'``, ``Tansy tells you, 'bring antidotes'``, ``You tell Tansy, 'thanks'`` — the
speaker first (``You`` for the player), a verb of saying, maybe whom it is said to, a comma and the words in quotes
(:func:`said_lines`). Such logs and virtual-world chats (Second Life's ``[13:57]  Ava Moonwhisper smiles and waves``)
write an emote as the speaker's name and a verb in the third person, no colon: a turn of that speaker when the chunk's
messages already name them (:func:`emotes`) — not a presence line (``Borin Ironfoot leaves east.``, ``Kenji Tanaka is
offline.``), which the client writes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from memspark.chunking.labels import NAME_PATTERN, Label
from memspark.chunking.speakers import pronoun
from memspark.chunking.stamps import STAMP

SAYS = ("says-comma",)  # the shape of a sentence of saying ("Borin says, '…'")
_VERBS = (r"(?:(?:say|ask|exclaim|whisper|shout|yell|tell|answer|reply|mutter|call|sing)s?|replies|said|asked|told"
          r"|exclaimed|whispered|shouted|yelled|answered|replied|muttered|called|sang)")
_NAME = NAME_PATTERN.replace("{0,3}", "{0,3}?")  # the shortest name the verb after it allows
_SAYING = re.compile(rf"(?P<who>You|{_NAME})\s+{_VERBS}(?:\s+(?:you|{_NAME}))?,\s+(?P<said>['\"“‘„«].+)")
_LEAD = re.compile(rf"(?:[\[(<]?(?:{STAMP})[\])>]?\s+)?")  # a log line's time before the speaker
# what a client writes about someone, not what they do: being somewhere, coming and going
_PRESENCE = frozenset({"is", "was", "has", "had", "does", "arrives", "leaves", "enters", "exits", "departs", "joins",
                       "quits", "goes", "comes", "returns", "disconnects", "connects", "logs", "teleports", "appears",
                       "disappears", "becomes", "fades", "wanders", "changes", "sets"})
_EMOTE = re.compile(r"(?P<verb>[a-z]{2,}s)\b(?P<rest>[^:：]*)")
_CLOSE = ("'", '"', "”", "’", "»", "“")  # the quote that closes the words
MIN_LINES = 2  # a speaker's emotes count once their messages name them this often in one shape


def said_lines(lines: Sequence[str]) -> dict[int, Label]:
    """The lines that are sentences of saying (index → label, the speaker and the quoted words)."""
    out: dict[int, Label] = {}
    for i, line in enumerate(lines):
        if not line[:1].isalpha() or "," not in line:
            continue  # quick test: such a sentence opens with the speaker and holds a comma
        m = _SAYING.match(line)
        if m is not None and not pronoun(m["who"]):  # "She said, '…'" in a story names nobody (chunking.speakers)
            said = m["said"].strip()
            out[i] = Label(m["who"], SAYS, text=said[1:-1] if said[-1:] in _CLOSE else said[1:])
    return out


def emotes(lines: Sequence[str], rows: Sequence[tuple[int, Label, int]]) -> list[tuple[int, Label, int]]:
    """The emote lines of the speakers ``rows`` name (in a shape with a time before the name or as sentences of
    saying, two lines or more), as turns of that shape."""
    named: dict[str, tuple[tuple[str, ...], int]] = {}
    for _, label, _ in rows:
        if label.shape == SAYS or label.shape[:1] == ("stamp",) and label.shape[-1] != "line":
            shape, n = named.get(label.name, (label.shape, 0))
            named[label.name] = (shape, n + 1)
    speakers = {name: shape for name, (shape, n) in named.items() if n >= MIN_LINES}
    if not speakers:
        return []
    taken = {i for i, _, _ in rows}
    out: list[tuple[int, Label, int]] = []
    group = 0
    at = iter(rows)
    nxt = next(at, None)
    for i, line in enumerate(lines):
        while nxt is not None and nxt[0] <= i:
            group, nxt = nxt[2], next(at, None)
        if i in taken or not line.strip():
            continue
        lead = _LEAD.match(line)
        pos = lead.end() if lead is not None else 0
        for name, shape in speakers.items():
            if line.startswith(f"{name} ", pos) and ("stamp" in shape) == (pos > 0):
                m = _EMOTE.fullmatch(line.rstrip(), pos + len(name) + 1)
                if m is not None and m["verb"] not in _PRESENCE:
                    out.append((i, Label(name, shape, text=line[pos + len(name) + 1:].strip()), group))
                break
    return out


__all__ = ["SAYS", "emotes", "said_lines"]
