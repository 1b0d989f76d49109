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

from dataclasses import dataclass, field
from itertools import accumulate

from memspark.chunking.tokens import get_counter


def split_lines(text: str) -> list[str]:
    """The source's lines under memspark's line convention (see module docstring)."""
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if lines[-1] == "":
        lines.pop()
    return lines


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
    """

    lines: list[str]
    encoding: str
    costs: list[int] = field(init=False)
    prefix: list[int] = field(init=False)
    blank: list[bool] = field(init=False)
    atomic: list[bool] = field(init=False)  # inside a fence/table/html block/front matter
    atomic_ranges: list[tuple[int, int]] = field(init=False, default_factory=list)
    heading: list[str] = field(init=False)  # breadcrumb in effect at each line

    def __post_init__(self) -> None:
        count = get_counter(self.encoding).count
        self.blank = [not line.strip() for line in self.lines]
        self.costs = [1 if b else count(line) + 1 for line, b in zip(self.lines, self.blank, strict=True)]
        self.prefix = [0, *accumulate(self.costs)]
        self.atomic = [False] * len(self.lines)
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
        return "\n".join(self.lines[span.start:span.end])

    def tokens(self, span: Span) -> int:
        """Token count reported on a chunk (the last line has no newline)."""
        if span.cols is not None:
            return self.span_cost(span)
        return max(0, self.cost(span.start, span.end) - 1)

    def mark_atomic(self, start: int, end: int) -> None:
        self.atomic_ranges.append((start, end))
        for i in range(start, end):
            self.atomic[i] = True

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
