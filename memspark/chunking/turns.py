"""A chunk's blocks, and the turns of a conversation chunk.

A chunk of a conversation log (a session transcript, a daily note of a chat) holds five or six turns;
recall's focus stage (:mod:`memspark.recall.stages.focus`) ranks them one by one, and ingest embeds
each turn of such a chunk as well as the chunk (column ``turn_embeds``), so focus can rank turns by meaning,
not only by the words they share with the query. Both sides split a chunk with the same function, so a
chunk's stored turn vectors line up with the turns focus sees (:func:`conversation_turns`).
"""

from __future__ import annotations

import dataclasses
import re

_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
_FENCE = re.compile(r"^\s*(```|~~~)")
_SPEAKER = re.compile(r"^\s*([A-Za-z][\w.'-]*(?: [A-Za-z][\w.'-]*){0,2}):\s+\S")  # "Caroline: …", "Dr. Lee: …"
MAX_SPEAKERS = 6  # more distinct "labels" than that is a key/value list, not a conversation


@dataclasses.dataclass(frozen=True)
class Block:
    start_line: int
    end_line: int
    text: str
    heading: str | None = None  # the last heading line above it inside the chunk (None: the chunk's heading)


def split_blocks(text: str, start_line: int) -> list[Block]:
    """A chunk's blocks: a blank line, a list item or a heading starts a new block; a fenced code
    block stays whole; a heading is context for the blocks under it, never a block of its own."""
    blocks: list[Block] = []
    current: list[tuple[int, str]] = []
    heading: str | None = None
    in_fence = False

    def close() -> None:
        if current:
            blocks.append(Block(current[0][0], current[-1][0], "\n".join(line for _, line in current), heading))
        current.clear()

    for offset, line in enumerate(text.split("\n")):
        number = start_line + offset
        if _FENCE.match(line):
            if not in_fence:
                close()
            current.append((number, line))
            if in_fence:
                close()
            in_fence = not in_fence
            continue
        if in_fence:
            current.append((number, line))
            continue
        if not line.strip():
            close()
        elif _HEADING.match(line):
            close()
            heading = line.lstrip("# ").strip()
        else:
            if _LIST_ITEM.match(line):
                close()
            current.append((number, line))
    close()
    return blocks


def speaker(text: str) -> str | None:
    """The speaker label a turn opens with ("Caroline" of "Caroline: …"), or None."""
    m = _SPEAKER.match(text)
    return m.group(1) if m else None


def is_conversation(blocks: list[Block]) -> bool:
    """A chunk of conversation turns: at least two blocks, most of them opening with a speaker
    label ("Caroline: …", "user: …"), and few distinct speakers. Curated notes — bullets under a
    heading, paragraphs — are not: their lines lean on their neighbours."""
    if len(blocks) < 2:
        return False
    speakers = [name.lower() for b in blocks if (name := speaker(b.text))]
    return len(speakers) * 2 > len(blocks) and len(set(speakers)) <= MAX_SPEAKERS


def conversation_turns(text: str, start_line: int) -> list[Block]:
    """The turns of a conversation chunk (its blocks), none for any other chunk."""
    blocks = split_blocks(text, start_line)
    return blocks if is_conversation(blocks) else []


__all__ = ["Block", "conversation_turns", "is_conversation", "split_blocks"]
