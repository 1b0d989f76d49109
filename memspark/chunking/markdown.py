"""Markdown -> heading-aware sections of line blocks, from markdown-it-py's token ``.map`` ranges.

Blocks are top-level tokens (paragraphs, fences, tables, headings, quotes, ...) and, for lists, each
top-level list item, so a long list can be cut between items. Lines no token claims (link reference
definitions, stray text) become blocks of their own: no content line is ever lost. YAML (``---``) or
TOML (``+++``) front matter is one atomic block; it is blanked out before parsing so markdown-it
neither reads it as a setext heading nor shifts any line number.
"""

from __future__ import annotations

import functools

from markdown_it import MarkdownIt

from memspark.chunking.budget import check
from memspark.chunking.layout import Doc, Section

# Blocks never cut while they fit in a child, at any nesting depth.
_ATOMIC_TYPES = frozenset({"fence", "code_block", "table_open", "html_block"})
_LIST_TYPES = frozenset({"bullet_list_open", "ordered_list_open"})


@functools.cache
def _parser() -> MarkdownIt:
    # commonmark + GFM tables; html on so raw HTML blocks get their own token (and map). Only block
    # structure matters here: skipping inline parsing (heading titles keep their raw text) halves the cost.
    return MarkdownIt("commonmark", {"html": True}).enable("table").disable(["inline", "text_join"])


def front_matter_end(lines: list[str]) -> int:
    """Number of leading lines that are front matter (0 when there is none)."""
    if not lines or lines[0].rstrip() not in ("---", "+++"):
        return 0
    fence = lines[0].rstrip()
    closers = ("---", "...") if fence == "---" else ("+++",)
    for i in range(1, len(lines)):
        if lines[i].rstrip() in closers:
            return i + 1
    return 0


def markdown_sections(doc: Doc) -> list[Section]:
    """Sections of ``doc``; also fills ``doc.heading`` (breadcrumb per line) and its atomic ranges."""
    lines = doc.lines
    fm_end = front_matter_end(lines)
    body = "\n".join([""] * fm_end + lines[fm_end:])
    tokens = _parser().parse(body)

    blocks: list[tuple[int, int, str | None]] = []  # (start, end, heading title or None)
    levels: dict[int, int] = {}  # block start -> heading level
    for i, tok in enumerate(tokens):
        if not i & 4095:
            check()
        if tok.map is None or tok.nesting == -1:
            continue
        start, end = tok.map
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
    if fm_end:
        doc.mark_atomic(0, fm_end)
        blocks.append((0, fm_end, None))
    blocks = _cover(doc, blocks)

    sections: list[Section] = []
    stack: list[tuple[int, str]] = []
    for start, end, title in blocks:
        if title is not None:
            level = levels[start]
            while stack and stack[-1][0] >= level:
                stack.pop()
            stack.append((level, title))
            sections.append(Section([], " > ".join(t for _, t in stack if t)))
        elif not sections:
            sections.append(Section([], ""))
        sections[-1].blocks.append((start, end))
    for k, sec in enumerate(sections):
        stop = sections[k + 1].start if k + 1 < len(sections) else len(lines)
        for i in range(sec.start, stop):
            doc.heading[i] = sec.heading
    return sections


def _cover(doc: Doc, blocks: list[tuple[int, int, str | None]]) -> list[tuple[int, int, str | None]]:
    """Blocks trimmed of blank edges, sorted, non-overlapping, plus blocks for unclaimed lines."""
    claimed = [False] * len(doc.lines)
    out: list[tuple[int, int, str | None]] = []
    for start, end, title in sorted(blocks, key=lambda b: (b[0], b[1])):
        start = max(start, 0)
        while start < end and claimed[start]:  # defensive: never emit a line twice
            start += 1
        s, e = doc.trim(start, min(end, len(doc.lines)))
        if s >= e:
            continue
        for i in range(s, e):
            claimed[i] = True
        out.append((s, e, title))
    for s, e in doc.nonblank_runs():
        run_start: int | None = None
        for i in range(s, e + 1):
            if i < e and not claimed[i]:
                run_start = i if run_start is None else run_start
            elif run_start is not None:
                out.append((run_start, i, None))
                run_start = None
    out.sort(key=lambda b: b[0])
    return out
