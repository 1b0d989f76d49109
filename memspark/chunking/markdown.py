"""Markdown -> heading-aware sections of line blocks, from markdown-it-py's token ``.map`` ranges.

Blocks are top-level tokens (paragraphs, fences, tables, headings, quotes, ...) and, for lists, each
top-level list item, so a long list can be cut between items. Lines no token claims (link reference
definitions, stray text) become blocks of their own: no content line is ever lost. YAML (``---``) or
TOML (``+++``) front matter is one atomic block; it is blanked out before parsing so markdown-it
neither reads it as a setext heading nor shifts any line number.

A large document is parsed a piece at a time (:func:`parsed_pieces`): markdown-it's token list costs
about 19 bytes per byte of source (≈ 1 GB for a 50 MB file; ≈ 5 MB for a piece). A piece ends before an ATX heading at
column 0 that follows a blank line. There, every block the lines before could leave open has ended
(a paragraph, table or HTML block of types 6-7 at the blank line, a list or quote at an unindented
line that is no paragraph continuation) except a fence or an HTML block of types 1-5 at the top
level, which the piece's own parse shows: such a block runs to the piece's end, blank line included.
When it does, the piece grows (doubling) to a later heading; so each piece parses to exactly the
tokens the whole document gives for its lines, however its fences and HTML are nested.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator, Sequence

from markdown_it import MarkdownIt
from markdown_it.token import Token

from memspark.chunking.budget import check
from memspark.chunking.layout import Doc, Section

# Blocks never cut while they fit in a child, at any nesting depth.
_ATOMIC_TYPES = frozenset({"fence", "code_block", "table_open", "html_block"})
_LIST_TYPES = frozenset({"bullet_list_open", "ordered_list_open"})

PIECE_CHARS = 1 << 18  # source characters parsed at once (≈ 5 MB of tokens); smaller documents parse whole
_ATX = re.compile(r"#{1,6}(?:[ \t]|$)")
_OPEN_TO_END = frozenset({"fence", "html_block"})  # blocks that run through blank lines until their closer


@functools.cache
def _parser() -> MarkdownIt:
    # commonmark + GFM tables; html on so raw HTML blocks get their own token (and map). Only block
    # structure matters here: skipping inline parsing (heading titles keep their raw text) halves the cost.
    return MarkdownIt("commonmark", {"html": True}).enable("table").disable(["inline", "text_join"])


def front_matter_end(lines: Sequence[str]) -> int:
    """Number of leading lines that are front matter (0 when there is none)."""
    if not lines or lines[0].rstrip() not in ("---", "+++"):
        return 0
    fence = lines[0].rstrip()
    closers = ("---", "...") if fence == "---" else ("+++",)
    for i in range(1, len(lines)):
        if lines[i].rstrip() in closers:
            return i + 1
    return 0


def markdown_sections(doc: Doc, *, piece_chars: int = PIECE_CHARS) -> list[Section]:
    """Sections of ``doc``; also fills ``doc.heading`` (breadcrumb per line) and its atomic ranges.
    ``piece_chars``: parse at most about this many characters at once (see the module docstring)."""
    return list(iter_markdown_sections(doc, piece_chars=piece_chars))


def iter_markdown_sections(doc: Doc, *, piece_chars: int = PIECE_CHARS) -> Iterator[Section]:
    """:func:`markdown_sections` one at a time, a piece of the document parsed when needed: a section is
    yielded once the next one starts, with ``doc.heading`` and the atomic ranges of its lines filled."""
    lines = doc.lines
    fm_end = front_matter_end(lines)
    stack: list[tuple[int, str]] = []
    current: Section | None = None
    for a, b, tokens in parsed_pieces(lines, fm_end, piece_chars):
        blocks: list[tuple[int, int, str | None]] = []  # (start, end, heading title or None)
        levels: dict[int, int] = {}  # block start -> heading level
        _collect(doc, tokens, a, blocks, levels)
        del tokens
        if a == 0 and fm_end:
            doc.mark_atomic(0, fm_end)
            blocks.append((0, fm_end, None))
        for start, end, title in _cover(doc, blocks, a, b):
            if title is not None:
                level = levels[start]
                while stack and stack[-1][0] >= level:
                    stack.pop()
                stack.append((level, title))
                if current is not None:
                    yield _headed(doc, current, start)
                current = Section([], " > ".join(t for _, t in stack if t))
            elif current is None:
                current = Section([], "")
            current.blocks.append((start, end))
    if current is not None:
        yield _headed(doc, current, len(lines))


def _headed(doc: Doc, sec: Section, stop: int) -> Section:
    """``sec`` after writing its breadcrumb on its lines up to ``stop`` (where the next section starts)."""
    for i in range(sec.start, stop):
        doc.heading[i] = sec.heading
    return sec


def _collect(doc: Doc, tokens: list[Token], offset: int, blocks: list[tuple[int, int, str | None]],
             levels: dict[int, int]) -> None:
    """Blocks (and atomic ranges, heading levels) of one parsed piece whose first line is ``offset``."""
    for i, tok in enumerate(tokens):
        if not i & 4095:
            check()
        if tok.map is None or tok.nesting == -1:
            continue
        start, end = tok.map[0] + offset, tok.map[1] + offset
        if tok.type in _ATOMIC_TYPES:
            s, e = doc.trim(start, end)
            if s < e:
                doc.mark_atomic(s, e)
        if tok.level == 0 and tok.type not in _LIST_TYPES:
            if tok.type == "heading_open":
                title = " ".join(tokens[i + 1].content.split()) if i + 1 < len(tokens) else ""
                blocks.append((start, end, title))
                levels[start] = int(tok.tag[1:])
            else:
                blocks.append((start, end, None))
        elif tok.level == 1 and tok.type == "list_item_open":
            blocks.append((start, end, None))


def parsed_pieces(lines: Sequence[str], fm_end: int, piece_chars: int = PIECE_CHARS) -> Iterator[tuple[int, int, list[Token]]]:
    """``(a, b, tokens)``: lines ``[a, b)`` covering the document in order and markdown-it's tokens for them,
    each piece about ``piece_chars`` characters or more (one piece for a small document; see the module
    docstring). The first piece holds the front matter, blanked."""
    total, start = len(lines), 0
    while start < total:
        want = piece_chars
        while True:
            end, size = _cut_after(lines, start, fm_end, want)
            body = lines[start:end] if start >= fm_end else [""] * fm_end + list(lines[fm_end:end])
            # the piece's last line is blank: its newline keeps it a line for markdown-it (an open block's map covers it)
            tokens = _parser().parse("\n".join(body) + ("\n" if end < total else ""))
            if end == total or not any(t.level == 0 and t.type in _OPEN_TO_END and t.map is not None
                                       and t.map[1] >= end - start for t in tokens):
                break
            want = 2 * size  # a fence or HTML block still open at the cut: try a later heading
        yield start, end, tokens
        start = end


def pieces(lines: Sequence[str], fm_end: int, piece_chars: int = PIECE_CHARS) -> list[tuple[int, int]]:
    """The line ranges of :func:`parsed_pieces`."""
    return [(a, b) for a, b, _ in parsed_pieces(lines, fm_end, piece_chars)]


def _cut_after(lines: Sequence[str], start: int, fm_end: int, want: int) -> tuple[int, int]:
    """The first line after ``start`` where a piece of at least ``want`` characters may end (else the
    end of the document), and the piece's size in characters."""
    size = 0
    for i in range(start, len(lines)):
        if not i & 4095:
            check()
        if size >= want and i > fm_end and _ATX.match(lines[i]) and not lines[i - 1].strip(" \t"):
            return i, size
        size += len(lines[i]) + 1
    return len(lines), size


def _cover(doc: Doc, blocks: list[tuple[int, int, str | None]], lo: int,
           hi: int) -> list[tuple[int, int, str | None]]:
    """Blocks of lines ``[lo, hi)`` trimmed of blank edges, sorted, non-overlapping, plus blocks for unclaimed lines."""
    claimed = [False] * (hi - lo)
    out: list[tuple[int, int, str | None]] = []
    for start, end, title in sorted(blocks, key=lambda b: (b[0], b[1])):
        start = max(start, lo)
        while start < end and claimed[start - lo]:  # defensive: never emit a line twice
            start += 1
        s, e = doc.trim(start, min(end, hi))
        if s >= e:
            continue
        for i in range(s, e):
            claimed[i - lo] = True
        out.append((s, e, title))
    for s, e in doc.nonblank_runs(lo, hi):
        run_start: int | None = None
        for i in range(s, e + 1):
            if i < e and not claimed[i - lo]:
                run_start = i if run_start is None else run_start
            elif run_start is not None:
                out.append((run_start, i, None))
                run_start = None
    out.sort(key=lambda b: b[0])
    return out
