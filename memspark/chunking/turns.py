"""A chunk's blocks, and the turns of a conversation chunk — found from structure, not one layout.

A chunk of a conversation log (a session transcript, a daily note of a chat) holds five or six turns;
recall's focus stage (:mod:`memspark.recall.stages.focus`) ranks them one by one, and ingest embeds
each turn of such a chunk as well as the chunk (column ``turn_embeds``), so focus can rank turns by meaning,
not only by the words they share with the query. Both sides split a chunk with the same function, so a
chunk's stored turn vectors line up with the turns focus sees (:func:`conversation_turns`).

**A turn** opens with a speaker label at the start of a line, in any common decoration
(:func:`parse_label`): bare (``Caroline: …``), emphasised (``**Caroline:**``, ``**Caroline**:``,
``*Caroline*:``, ``__Caroline__:``), in a list item (``- ``, ``* ``, ``1. ``) or a block quote
(``> ``), after a timestamp (``[2023-05-08 13:56]``, ``13:56``, ``[5/8/23, 1:56 PM]``,
``12/03/2024, 18:04 -``) or with one after the name (``Kwame (10:02):``, ``Zoë, [14.02.24 09:31]``,
``Rahul  10:02 AM`` on a line of its own), followed by a colon, a dash (``Rosa — …``), or, for
``<nick>``, nothing; a JSONL transcript line (``{"role": …, "content": …}``) is a turn of its role.
Every label line starts a turn (consecutive label lines are consecutive turns); the lines after it
belong to it up to a blank line, a heading or the next label line (a label alone on its line takes
the paragraph after it).

**A conversation needs evidence** (:func:`detect`): label lines sharing one position and decoration
(their *shape*) whose names form a small set that recurs — ``n ≥ 2k − 1`` lines for ``k`` distinct
names, 2 ≤ ``k`` ≤ :data:`MAX_SPEAKERS` (two people alternating: A B A) — or a role vocabulary
(``user``/``assistant``, ``Human``/``AI``), or a JSONL transcript. Two names with one turn each count
as blank-line paragraphs (a chunk cut from a conversation of long turns), or as consecutive lines that
both read as said (:func:`_utterance`). Labels that recur only as a fixed
template (the same sequence of distinct keys under each heading, or a cycle of three or more keys:
"Root cause / Fix / Owner / Status" per incident) are records, not speakers. Key/value notes, YAML
front matter and config listings (keys once each, or indented), definition lists, checklists,
tables and headings are therefore not conversations, and stay whole.

A chunk that is not a conversation keeps the blocks it always had: a blank line, a list item or a
heading starts a new block; a fenced code block stays whole; a heading is context, never a block.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections import Counter
from collections.abc import Callable, Sequence

from memspark.chunking.plain import parse_message  # the transcript format lives with its chunker

_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
_FENCE = re.compile(r"^\s*(```|~~~)")
_FRONT_MATTER = re.compile(r"^(---|\+\+\+)\s*$")
MAX_SPEAKERS = 6  # more distinct "labels" than that is a key/value list, not a conversation
UTTERANCE_WORDS = 3  # two consecutive label lines alone are a conversation only when both say this much (or end in ! ?)
_CHAT_MARKS = ("stamp", "stamp-after", "angle", "quote")  # decorations only a message header has
ROLES = frozenset({"user", "assistant", "human", "ai", "system", "bot", "model", "tool"})

# --- one label line ------------------------------------------------------------------------------
_TIME = r"\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?"
_DATE = r"\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}"
_STAMP = rf"(?:{_DATE}(?:,?\s+|T){_TIME}|{_DATE}|{_TIME})"
# a bracketed stamp: anything short in [] or () that holds a time or a date ("[Tue 10:02]", "(2023-05-08)")
_BRACKETED = r"[\[(](?=[^\])\n]{0,40}\d[:/.\-]\d)[^\])\n]{1,40}[\])]"
_LEAD = re.compile(r"(?P<quote>>\s?)|(?P<list>(?:[-*+•]|\d{1,3}[.)])\s+)"
                   rf"|(?P<stamp>(?:{_BRACKETED}|{_STAMP})(?:\s*[-–—,|]\s+|\s*,?\s+))")
_WORD = r"[^\W\d_][\w.'’-]*"
_NAME = rf"{_WORD}(?:[ \u00a0]{_WORD}){{0,3}}"
_LABEL = re.compile(
    rf"(?:(?P<emph>\*\*|__|\*|_)(?P<ename>{_NAME})(?P<ecolon>[:：]?)(?P=emph)"
    rf"|<(?P<nick>[^\s<>]{{1,32}})>"
    rf"|@?(?P<name>{_NAME}))")
_AFTER_STAMP = re.compile(rf"\s*,?\s*(?:{_BRACKETED}|{_STAMP})")
_COLON = re.compile(r"\s*[:：](?:\s+|$)")
_DASH = re.compile(r"\s+[—–-]\s+(?=\S)")
_SPACE = re.compile(r"\s+(?=\S)")


@dataclasses.dataclass(frozen=True)
class Label:
    """A speaker label at the start of a line: the name, the line's *shape* (where the label sits and
    how it is decorated: lines of one conversation share it), and whether the label stands alone on
    its line (the turn's text follows on the next lines)."""

    name: str
    shape: tuple[str, ...]
    alone: bool = False
    text: str = ""  # what the line says after the label and its separator (a transcript line: its content)


def parse_label(line: str) -> Label | None:
    """The speaker label ``line`` opens with, or None (see the module docstring for the decorations)."""
    label = _parse_label(line)
    if label is None and ("**" in line[:80] or "__" in line[:80]):
        # emphasis around more than the name ("**10:02 Caroline:** …", "- __[10:02] Caroline__: …")
        plain = _parse_label(line.replace("**", "").replace("__", ""))
        if plain is not None:
            label = dataclasses.replace(plain, shape=(*plain.shape, "emph-span"))
    return label


def _parse_label(line: str) -> Label | None:
    if line.startswith("{"):
        msg = parse_message(line)
        return Label(msg[0], ("json",), text=msg[1]) if msg else None
    if not line or line[0].isspace() and not line.startswith(" >"):
        return None  # indented: a nested key (YAML, a list item's continuation), not a turn
    pos, lead = 0, list[str]()
    while len(lead) < 4:
        m = _LEAD.match(line, pos)
        if m is None:
            break
        kind = m.lastgroup or ""
        if kind == "stamp" and "stamp" in lead:
            break
        lead.append(kind)
        pos = m.end()
    m = _LABEL.match(line, pos)
    if m is None:
        return None
    name = m.group("ename") or m.group("nick") or m.group("name")
    wrap = "emph" if m.group("emph") else "angle" if m.group("nick") else "bare"
    pos = m.end()
    stamped = _AFTER_STAMP.match(line, pos)
    if stamped:
        pos = stamped.end()
    rest = line[pos:]
    if wrap == "emph" and m.group("ecolon"):
        sep = "colon" if not rest or rest[0].isspace() else None
    elif wrap == "angle":
        sep = "angle" if _SPACE.match(rest) else None
    elif _COLON.match(rest):
        sep = "colon"
    elif _DASH.match(rest) and not stamped:
        sep = "dash"
    elif stamped and not rest.strip():
        sep = "alone"  # "Rahul Mehta  10:02 AM", "Zoë, [14.02.24 09:31]": the text follows
    else:
        sep = None
    if sep is None:
        return None
    alone = sep == "alone" or not rest.strip(" :：*_")
    shape = (*(kind for kind in ("quote", "list", "stamp") if kind in lead), wrap,
             *(("stamp-after",) if stamped else ()), "colon" if sep == "alone" else sep)
    said = rest.strip(" :：*_")
    if sep == "dash":
        said = said.lstrip("—–- ")
    return Label(name.strip(), shape, alone, said)


def speaker(text: str) -> str | None:
    """The speaker label a turn opens with ("Caroline" of "Caroline: …", "**Caroline:** …",
    "[10:02] Caroline: …"; the role of a transcript line), or None."""
    label = parse_label(text.split("\n", 1)[0])
    return label.name if label else None


# --- which label lines are turns -----------------------------------------------------------------
def _labelled_lines(lines: Sequence[str]) -> list[tuple[int, Label, int]]:
    """``(index, label, group)`` of every label line outside fences, tables and front matter; ``group``
    counts the headings above it (a record template repeats per heading)."""
    out: list[tuple[int, Label, int]] = []
    in_fence, group = False, 0
    front = 0
    first = next((i for i, ln in enumerate(lines) if ln.strip()), None)
    if first is not None and _FRONT_MATTER.match(lines[first]):
        close = next((j for j in range(first + 1, len(lines)) if _FRONT_MATTER.match(lines[j])), None)
        front = close + 1 if close is not None else 0
    for i, line in enumerate(lines):
        if i < front:
            continue
        if _FENCE.match(line):
            in_fence = not in_fence
            continue
        if in_fence or not line.strip():
            continue
        if _HEADING.match(line):
            group += 1
            continue
        label = parse_label(line)
        if label is not None:
            out.append((i, label, group))
    return out


def _is_template(names: list[str], lines: list[int], groups: list[int]) -> bool:
    """Labels that recur only as a record template: under each heading the same sequence of distinct
    keys, or a cycle of three or more distinct keys whose records are set apart (a blank or other line
    between records, never inside one: "Root cause / Fix / Owner / Status" per incident). A round of
    three people talking in turn is spaced evenly, and is no template."""
    runs: dict[int, list[str]] = {}
    for name, g in zip(names, groups, strict=True):
        runs.setdefault(g, []).append(name)
    seqs = list(runs.values())
    if len(seqs) >= 2 and all(len(s) == len(set(s)) for s in seqs) and all(s == seqs[0] for s in seqs):
        return True
    k = len(set(names))
    if k < 3 or len(names) < 2 * k or any(names[i] != names[i - k] for i in range(k, len(names))):
        return False
    gaps = {j % k for j in range(1, len(lines)) if lines[j] - lines[j - 1] > 1}
    return len(gaps) == 1


def _shape_is_conversation(shape: tuple[str, ...], rows: list[tuple[int, Label, int]], lines: Sequence[str]) -> bool:
    names = [label.name.casefold() for _, label, _ in rows]
    if shape == ("json",):
        return True  # a transcript's message lines are turns by their format, even one alone
    if len(names) < 2:
        return False
    distinct = set(names)
    if distinct <= ROLES:
        return True
    k = len(distinct)
    if k == 2 and len(names) == 2:
        if any(mark in shape for mark in _CHAT_MARKS):
            return True  # a timestamp, an IRC nick or a quoted line: a message's header, not a key
        if "list" in shape or "emph" in shape:
            # "- Heartbeat: …" / "- Cron: …", "**Fix:** …" / "**Lesson:** …": curated notes are full of
            # bulleted and bold keys once each; in those decorations two people need a recurring name
            return False
        paragraphs = all(i == 0 or not lines[i - 1].strip() or _HEADING.match(lines[i - 1]) for i, _, _ in rows)
        return paragraphs or all(_utterance(label) for _, label, _ in rows)
    index = [i for i, _, _ in rows]
    return (2 <= k <= MAX_SPEAKERS and len(names) >= 2 * k - 1
            and not _is_template(names, index, [g for _, _, g in rows]))


def _utterance(label: Label) -> bool:
    """Two people, one turn each: as two blank-line paragraphs (the classic transcript layout, and a child
    chunk cut from a conversation of long turns) that is a conversation; as two consecutive label lines
    only when both read as said — a few words, or an exclamation or a question (a session's goodbyes) —
    since two lines of a key/value note often hold a word or two ("Owner: dev agent", "Status: closed").
    A chat app's message header — name and time alone on a line — says it by its shape."""
    if label.alone and "stamp-after" in label.shape:
        return True
    return len(label.text.split()) >= UTTERANCE_WORDS or label.text.endswith(("!", "?"))


def detect(lines: Sequence[str]) -> dict[int, Label]:
    """The turn-opening lines of a chunk (index → label): empty when the chunk is not a conversation.

    Label lines are grouped by shape; a shape whose names pass the evidence test (module docstring)
    makes its lines turns, and so does any other label line naming one of its speakers."""
    labelled = _labelled_lines(lines)
    by_shape: dict[tuple[str, ...], list[tuple[int, Label, int]]] = {}
    for row in labelled:
        by_shape.setdefault(row[1].shape, []).append(row)
    speakers: set[str] = set()
    turns: dict[int, Label] = {}
    for shape, rows in by_shape.items():
        if _shape_is_conversation(shape, rows, lines):
            speakers.update(label.name.casefold() for _, label, _ in rows)
            turns.update((i, label) for i, label, _ in rows)
    if speakers:
        turns.update((i, label) for i, label, _ in labelled if label.name.casefold() in speakers)
    return dict(sorted(turns.items()))


def said_costs(lines: Sequence[str], count: Callable[[str], int]) -> dict[int, int]:
    """The token cost of a document's conversation lines (:func:`detect` over the whole text) in the plain
    form focus and the embedder read — turns as ``Speaker: words``, one a line — so a conversation is cut
    into the same children whatever its decoration (timestamps, bold, list markers, JSON, paragraphs or
    lines): a turn's label line costs ``Speaker: words`` and its line break; a label alone on its line costs
    what its turn's plain form costs beyond the lines of words under it (they keep their own cost); a blank
    line between the first and the last turn costs nothing (layout, not words)."""
    turns = detect(lines)
    said = Counter(label.name.casefold() for label in turns.values())
    if any(n < 2 for name, n in said.items() if name not in ROLES):
        # across a whole note, records with a varying set of keys ("What happened / Error / Fix / Lesson"
        # per incident) can pass for a conversation; people talking each speak more than once. Without
        # that evidence the lines keep their own cost (the chunks are cut as before).
        return {}
    costs = {i: count(f"{label.name}: {label.text}") + 1 for i, label in turns.items() if label.text}
    for i, label in turns.items():
        if not label.text:  # the words follow on the next lines, which keep their own cost
            j = i + 1
            while j < len(lines) and lines[j].strip() and j not in turns and not _HEADING.match(lines[j]):
                j += 1
            words = "\n".join(line.strip() for line in lines[i + 1:j])
            costs[i] = max(0, count(f"{label.name}: {words}") + 1 - sum(count(line) + 1 for line in lines[i + 1:j]))
    if turns:
        first, last = min(turns), max(turns)
        costs.update((i, 0) for i in range(first + 1, last) if not lines[i].strip())
    return costs


# --- blocks --------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Block:
    start_line: int
    end_line: int
    text: str
    heading: str | None = None  # the last heading line above it inside the chunk (None: the chunk's heading)
    speaker: str | None = None  # the speaker of a conversation turn (None: not a turn)
    said: str | None = None  # a turn as ``Speaker: words``, whatever the layout (None: not a turn; see :attr:`plain`)

    @property
    def plain(self) -> str:
        """What the block says, free of its layout: a turn as ``Speaker: words`` — no bold, list marker,
        quote mark, timestamp or JSON around it — and any other block as written. Focus's turn features
        and ingest's turn vectors read this, so a turn weighs the same in every layout."""
        return self.text if self.said is None else self.said


def split_blocks(text: str, start_line: int) -> list[Block]:
    """A chunk's blocks: in a conversation (:func:`detect`) each label line starts a turn; otherwise,
    and between turns, a blank line, a list item or a heading starts a new block. A fenced code block
    stays whole; a heading is context for the blocks under it, never a block of its own; the lines of
    a transcript that hold no message (metadata events) belong to no block."""
    return list(_split_blocks(text, start_line))


@functools.lru_cache(maxsize=1 << 13)
def _split_blocks(text: str, start_line: int) -> tuple[Block, ...]:
    """:func:`split_blocks`, cached: focus splits the same head chunks query after query."""
    lines = text.split("\n")
    turns = detect(lines)
    transcript = any(label.shape == ("json",) for label in turns.values())
    blocks: list[Block] = []
    current: list[tuple[int, str]] = []
    who: str | None = None
    opening = ""  # what the current turn's label line says after the label
    heading: str | None = None
    in_fence = False
    waiting = False  # the current block is a label alone on its line: its text follows a blank line

    def close() -> None:
        nonlocal who, waiting
        if current:
            said = None
            if who is not None:
                words = "\n".join(part for part in (opening, *(line.strip() for _, line in current[1:])) if part)
                said = f"{who}: {words}"
            blocks.append(Block(current[0][0], current[-1][0], "\n".join(line for _, line in current), heading, who,
                                said))
        current.clear()
        who, waiting = None, False

    for offset, line in enumerate(lines):
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
        label = turns.get(offset)
        if label is not None:
            close()
            current.append((number, line))
            who, waiting, opening = label.name, label.alone, label.text
        elif not line.strip():
            if not waiting:
                close()
        elif _HEADING.match(line):
            close()
            heading = line.lstrip("# ").strip()
        elif transcript and line.lstrip().startswith("{"):
            close()  # a transcript line without a message: skipped, its line number kept
        else:
            if _LIST_ITEM.match(line) and not waiting:
                close()
            current.append((number, line))
            waiting = False
    close()
    return tuple(blocks)


def is_conversation(blocks: list[Block]) -> bool:
    """Blocks (from :func:`split_blocks`) of a conversation chunk: at least two of them are turns, or a
    transcript's message (a chunk of one message and metadata lines narrows to the message)."""
    turns = [b for b in blocks if b.speaker is not None]
    return len(turns) >= 2 or any(b.text.startswith("{") for b in turns)


def conversation_turns(text: str, start_line: int) -> list[Block]:
    """The blocks of a conversation chunk (its turns and any context between them), none for any other chunk."""
    blocks = split_blocks(text, start_line)
    return blocks if is_conversation(blocks) else []


__all__ = ["Block", "Label", "conversation_turns", "detect", "is_conversation", "parse_label", "said_costs", "speaker",
           "split_blocks"]
