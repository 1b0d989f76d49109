"""Source lines, per-line token costs, and the span/section values the packer works on.

Line convention (used for every ``start_line``/``end_line`` memspark reports): a leading U+FEFF
byte-order mark is dropped, ``\\r\\n`` and lone ``\\r`` become ``\\n``, the text is split on ``\\n``,
and one trailing empty line (the file's final newline) is dropped. This is ``str.splitlines()``
except that exotic separators (``\\v``, ``\\f``, ``\\x1c``-``\\x1e``, ``\\x85``, U+2028, U+2029) stay
inside their line, as in editors and markdown-it. For a chunk of Markdown/text/code/session,
``chunk.text == "\\n".join(split_lines(source)[start_line - 1:end_line])``, except for the token
windows of a single line too long for one chunk (``start_line == end_line``, ``text`` is a slice of it).
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Mapping, Sequence, Set
from dataclasses import dataclass, field
from itertools import accumulate
from typing import overload

from memspark.chunking.tokens import get_counter


def split_lines(text: str) -> list[str]:
    """The source's lines under memspark's line convention (see module docstring)."""
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if lines[-1] == "":
        lines.pop()
    return lines


class TextLines(Sequence[str]):
    """:func:`split_lines` of a text without a ``str`` per line: the normalised text and where each
    line starts (8 bytes a line). A line is sliced out when asked for. A large file's lines as a list
    cost ≈ 80 MB per 50 MB of ASCII text on top of the text, which is held anyway until the split is done."""

    def __init__(self, text: str) -> None:
        if text.startswith("\ufeff"):
            text = text[1:]
        if "\r" in text:
            text = text.replace("\r\n", "\n").replace("\r", "\n")
        starts = array("q", [0])
        find, at = text.find, text.find("\n")
        while at != -1:
            starts.append(at + 1)
            at = find("\n", at + 1)
        self._text = text
        self._starts = starts
        self._n = len(starts) - (1 if starts[-1] == len(text) else 0)  # the final newline ends no extra line

    def __len__(self) -> int:
        return self._n

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> list[str]: ...

    def __getitem__(self, index: int | slice) -> str | list[str]:
        if isinstance(index, slice):
            return [self._line(k) for k in range(*index.indices(self._n))]
        k = index + self._n if index < 0 else index
        if not 0 <= k < self._n:
            raise IndexError("line index out of range")
        return self._line(k)

    def __iter__(self) -> Iterator[str]:
        for k in range(self._n):
            yield self._line(k)

    def joined(self, start: int, end: int) -> str:
        """``"\n".join(self[start:end])`` in one slice of the text."""
        if start >= end:
            return ""
        return self._text[self._starts[start]:self._end(end - 1)]

    def _end(self, k: int) -> int:
        return self._starts[k + 1] - 1 if k + 1 < len(self._starts) else len(self._text)

    def _line(self, k: int) -> str:
        return self._text[self._starts[k]:self._end(k)]


@dataclass(frozen=True)
class Span:
    """Lines ``[start, end)`` (0-based), or, with ``cols``, characters ``[a, b)`` of the one line ``start``.

    ``cols`` only appears for a single line too long for a chunk: it is cut into token windows.
    """

    start: int
    end: int
    cols: tuple[int, int] | None = None


@dataclass
class Section:
    """A run of blocks under one heading breadcrumb (blocks are line ranges, in order)."""

    blocks: list[tuple[int, int]]
    heading: str = ""

    @property
    def start(self) -> int:
        return self.blocks[0][0]

    @property
    def end(self) -> int:
        return self.blocks[-1][1]


@dataclass
class Doc:
    """A document's lines with token costs counted once per line, then summed by prefix sums.

    A line costs its tokens plus one for its newline (blank lines cost 1). Summing per-line counts
    slightly over-counts compared with encoding the joined text (BPE merges across a newline are
    rare), which errs on the safe side for size budgets and avoids re-encoding sections.

    The per-line values are compact arrays (``array``/``bytearray``: 1–8 bytes a line instead of a
    pointer plus an int object): a 50 MB note has 565k lines, and lists of them cost ≈ 40 MB more.
    """

    lines: Sequence[str]  # a list, or :class:`TextLines` for a large file
    encoding: str
    # token costs that replace the counted ones, by line: a conversation's lines cost their plain form
    # (:func:`memspark.chunking.saidcost.said_costs`), so chunk boundaries do not depend on the layout; a negative
    # cost marks a turn's line that says nothing (its time line): it costs 0 and no overlap starts at it
    cost_as: Mapping[int, int] | None = None
    # lines held to the line under them: a sender's name alone above the words (no chunk ends on it;
    # :func:`memspark.chunking.saidcost.said_layout`)
    held: Set[int] = frozenset()
    costs: array[int] = field(init=False)
    prefix: array[int] = field(init=False)
    blank: bytearray = field(init=False)  # 1 for a blank line
    atomic: bytearray = field(init=False)  # 1 inside a fence/table/html block/front matter
    tail: bytearray = field(init=False)  # 1 on a line that goes on a turn begun above it (overlap never starts there)
    atomic_ranges: list[tuple[int, int]] = field(init=False, default_factory=list)
    heading: list[str] = field(init=False)  # breadcrumb in effect at each line

    def __post_init__(self) -> None:
        count = get_counter(self.encoding).count
        self.blank = bytearray(not line.strip() for line in self.lines)
        self.costs = array("l", (1 if b else count(line) + 1 for line, b in zip(self.lines, self.blank, strict=True)))
        self.tail = bytearray(len(self.lines))
        plain = self.cost_as or {}
        for i, cost in plain.items():
            self.costs[i] = max(cost, 0)  # negative: a turn's line that says nothing (UNSAID), on the turn
        for i in range(1, len(self.lines)) if plain else ():
            self.tail[i] = not self.blank[i] and plain.get(i, -1) < 0 and (i - 1 in plain and not self.blank[i - 1]
                                                                     or bool(self.tail[i - 1]))
        self.cost_as = None  # counted: not kept (a large file's turns)
        self.prefix = array("q", [0])
        self.prefix.extend(accumulate(self.costs))
        self.atomic = bytearray(len(self.lines))
        self.heading = [""] * len(self.lines)

    def cost(self, start: int, end: int) -> int:
        return self.prefix[end] - self.prefix[start]

    def span_cost(self, span: Span) -> int:
        if span.cols is not None:
            a, b = span.cols
            return get_counter(self.encoding).count(self.lines[span.start][a:b])
        return self.cost(span.start, span.end)

    def text(self, span: Span) -> str:
        if span.cols is not None:
            a, b = span.cols
            return self.lines[span.start][a:b]
        if isinstance(self.lines, TextLines):
            return self.lines.joined(span.start, span.end)
        return "\n".join(self.lines[span.start:span.end])

    def tokens(self, span: Span) -> int:
        """Token count reported on a chunk (the last line has no newline)."""
        if span.cols is not None:
            return self.span_cost(span)
        return max(0, self.cost(span.start, span.end) - 1)

    def mark_atomic(self, start: int, end: int) -> None:
        self.atomic_ranges.append((start, end))
        end = min(end, len(self.atomic))  # a slice assignment must never grow the array
        start = min(start, end)
        self.atomic[start:end] = b"\x01" * (end - start)

    def trim(self, start: int, end: int) -> tuple[int, int]:
        """``[start, end)`` without leading/trailing blank lines (empty when all blank)."""
        while start < end and self.blank[start]:
            start += 1
        while end > start and self.blank[end - 1]:
            end -= 1
        return start, end

    def nonblank_runs(self, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
        """Maximal runs of non-blank lines in ``[start, end)``: paragraphs."""
        end = len(self.lines) if end is None else end
        runs: list[tuple[int, int]] = []
        run_start: int | None = None
        for i in range(start, end):
            if self.blank[i]:
                if run_start is not None:
                    runs.append((run_start, i))
                    run_start = None
            elif run_start is None:
                run_start = i
        if run_start is not None:
            runs.append((run_start, end))
        return runs
