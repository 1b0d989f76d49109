"""Sections of line blocks -> parent and child chunks with exact line ranges.

Steps: merge short sections into a neighbour; pack whole sections into parents of at most
``parent_tokens`` (a larger section is cut at block, then paragraph, then line boundaries); inside
each parent, pack each section's blocks into children of at most ``child_tokens`` with a few
trailing lines of the previous child repeated as overlap. A block (a fence, a table, a paragraph)
is only cut when it alone exceeds the budget; a single line that exceeds it is cut into token
windows (the only case where ``text`` is part of a line rather than whole lines).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator, Sequence

from memspark.chunking.budget import check
from memspark.chunking.embedtext import child_embed_text, embed_prefix
from memspark.chunking.ids import IdAllocator
from memspark.chunking.layout import Doc, Section, Span
from memspark.chunking.model import Chunk
from memspark.chunking.stamps import QUESTION_MARKS
from memspark.chunking.tokens import get_counter
from memspark.chunking.turns import is_conversation, split_blocks
from memspark.config import ChunkConfig

__all__ = ["asks", "assemble", "atomize", "dominant_heading", "embed_prefix", "iter_merge_short", "iter_parents", "merge_short",
           "pack", "question_start"]


def merge_short(doc: Doc, sections: Iterable[Section], min_tokens: int) -> list[Section]:
    """Merge each section under ``min_tokens`` into the next one (the last into the previous)."""
    return list(iter_merge_short(doc, sections, min_tokens))


def iter_merge_short(doc: Doc, sections: Iterable[Section], min_tokens: int) -> Iterator[Section]:
    """:func:`merge_short` one section at a time (each is held until the next is known: the last short
    section merges into the one before)."""
    last: Section | None = None
    pending: Section | None = None
    for sec in sections:
        if pending is not None:
            sec = Section(pending.blocks + sec.blocks, pending.heading)
            pending = None
        if doc.cost(sec.start, sec.end) < min_tokens:
            pending = sec
        else:
            if last is not None:
                yield last
            last = sec
    if pending is not None:
        last = pending if last is None else Section(last.blocks + pending.blocks, last.heading)
    if last is not None:
        yield last


def atomize(doc: Doc, span: Span, budget: int) -> list[Span]:
    """Cut ``span`` into pieces of at most ``budget`` tokens, as coarsely as possible.

    Order of preference: the whole span; paragraphs (blank-line separated, where an atomic range
    that fits counts as one unit even across its own blank lines); single lines or fitting atomic
    ranges; token windows of one line.
    """
    if doc.span_cost(span) <= budget:
        return [span]
    if span.cols is not None or span.end - span.start == 1:
        line = doc.lines[span.start]
        a0, b0 = span.cols or (0, len(line))
        wins = get_counter(doc.encoding).windows(line[a0:b0], budget)
        return [Span(span.start, span.start + 1, (a0 + a, a0 + b)) for a, b in wins]
    units = _units(doc, span, budget)
    out: list[Span] = []
    for para in _paragraphs(doc, units):
        p = Span(para[0][0], para[-1][1])
        if doc.span_cost(p) <= budget:
            out.append(p)
            continue
        for a, b in para:
            out.extend(atomize(doc, Span(a, b), budget))
    return out


def _units(doc: Doc, span: Span, budget: int) -> list[tuple[int, int]]:
    """Non-blank lines of ``span`` as units, fitting atomic ranges fused into one unit."""
    starts: dict[int, int] = {}  # unit start → end of the atomic range fused from it
    for a, b in doc.atomic_ranges:
        a, b = doc.trim(max(a, span.start), min(b, span.end))
        if a < b and doc.cost(a, b) <= budget:
            starts[a] = max(starts.get(a, a), b)
    units: list[tuple[int, int]] = []
    i = span.start
    while i < span.end:
        if i in starts:
            units.append((i, starts[i]))
            i = starts[i]
        else:
            if not doc.blank[i]:
                units.append((i, i + 1))
            i += 1
    return _held(doc, units) if doc.held else units


def _held(doc: Doc, units: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``units`` with a unit ending on a held line (a sender's name alone above the words) joined to the unit
    right under it: no chunk ends on the next sender's name."""
    out: list[tuple[int, int]] = []
    for a, b in units:
        if out and out[-1][1] == a and out[-1][1] - 1 in doc.held:
            out[-1] = (out[-1][0], b)
        else:
            out.append((a, b))
    return out


def _paragraphs(doc: Doc, units: list[tuple[int, int]]) -> list[list[tuple[int, int]]]:
    paras: list[list[tuple[int, int]]] = []
    for u in units:
        if paras and paras[-1][-1][1] == u[0]:  # adjacent: no blank line between
            paras[-1].append(u)
        else:
            paras.append([u])
    return paras


def pack(doc: Doc, pieces: list[Span], budget: int, overlap: int = 0) -> list[Span]:
    """Greedily join consecutive pieces into spans of at most ``budget`` tokens.

    With ``overlap``, a new span starts with the previous span's trailing whole lines (at most
    ``overlap`` tokens, never lines of an atomic block) when they still fit the budget — or, where the
    previous span is a conversation whose last turn asks, with that whole question turn
    (:func:`question_start`) when it and the new piece fit the budget.
    """
    out: list[Span] = []
    cur: Span | None = None
    for p in pieces:
        if p.cols is not None:
            if cur is not None:
                out.append(cur)
                cur = None
            out.append(p)
            continue
        if cur is not None and doc.cost(cur.start, p.end) <= budget:
            cur = Span(cur.start, p.end)
            continue
        if cur is not None:
            out.append(cur)
        start = p.start
        prev = out[-1] if out else None
        asked = question_start(doc, prev) if overlap > 0 and prev is not None and prev.cols is None else None
        if asked is not None and doc.cost(asked, p.end) <= budget:
            start = asked
        elif overlap > 0 and prev is not None and prev.cols is None:
            ov = _overlap_start(doc, prev, overlap)
            if ov is not None and doc.cost(ov, p.end) <= budget:
                start = ov
        cur = Span(start, p.end)
    if cur is not None:
        out.append(cur)
    return out


def question_start(doc: Doc, prev: Span) -> int | None:
    """The first line of ``prev``'s last turn when ``prev`` is a conversation and that turn asks a question
    (None otherwise): where the next child starts, so the question goes on with its answer.

    Why: an answer is the evidence a query looks for, but the query's words are usually the question's; a
    child that ends on the question ranks for the query while the answer opens the next child without those
    words, and the ordinary overlap (a few tokens) rarely carries a whole turn. "Asks" is read on the turn's
    plain form (:attr:`~memspark.chunking.turns.Block.plain`, as focus's ``question`` feature reads it), so
    bold labels, quote marks, JSON wrappers, trailing times and read receipts do not hide the ``?``; and only
    in a conversation (:func:`~memspark.chunking.turns.is_conversation`): a note's line ending in ``?`` awaits
    no answer in the next lines. The turn asks when any of its sentences does (:func:`asks`), not only its
    last: more words after the question, a photo's caption or a letter's sign-off under it still leave an answer
    to the reply. The turn starts at its label line, a sender's name held above it included.
    """
    text = doc.text(prev)
    if not any(mark in text for mark in QUESTION_MARKS):
        return None
    blocks = split_blocks(text, prev.start, dominant_heading(doc, prev))
    if not blocks or not is_conversation(blocks):
        return None
    last = blocks[-1]
    if last.speaker is None or not asks(last.plain):
        return None
    tail = prev.end
    while tail - 1 > last.end_line and doc.blank[tail - 1]:
        tail -= 1
    if tail - 1 != last.end_line:
        return None  # lines after the turn that no block holds (a transcript's metadata): not its end
    start = last.start_line
    while start > prev.start and start - 1 in doc.held:
        start -= 1
    return start if start > prev.start else None


# a question mark that ends a sentence: a full-width one anywhere (Chinese and Japanese put no space after it), any
# other before a space, a closing mark or the end — not a link's query (``?q=1``)
_ASKED = re.compile("|".join(re.escape(m) + ("" if unicodedata.east_asian_width(m) == "F" else r"(?![^\s\"'\u2019\u201d)\]}>»*_])")
                             for m in QUESTION_MARKS))


def asks(plain: str) -> bool:
    """A turn asks when one of its sentences ends on a question mark — its last, or one before more of its words
    ("How was it? You all look so happy!"), a photo's caption (``… that necklace? [shares a photo …]``) or a
    sign-off under the words (a letter's ``Love, Tom``): the reply answers it all the same."""
    return _ASKED.search(plain) is not None


def _overlap_start(doc: Doc, prev: Span, overlap: int) -> int | None:
    j = prev.end
    while j - 1 > prev.start and not doc.atomic[j - 1] and doc.cost(j - 1, prev.end) <= overlap:
        j -= 1
    while j < prev.end and doc.tail[j]:
        j += 1  # a conversation's overlap starts at a turn, never inside one (its speaker would be lost)
    while j < prev.end and doc.blank[j]:
        j += 1
    return j if j < prev.end else None


def dominant_heading(doc: Doc, span: Span) -> str:
    """The breadcrumb holding most of the span's tokens (first one on ties)."""
    if span.cols is not None:
        return doc.heading[span.start]
    tally: dict[str, int] = {}
    for i in range(span.start, span.end):
        if not doc.blank[i]:
            tally[doc.heading[i]] = tally.get(doc.heading[i], 0) + doc.costs[i]
    return max(tally, key=tally.__getitem__) if tally else doc.heading[span.start]


def _parent_groups(doc: Doc, sections: Iterable[Section], budget: int) -> Iterator[list[tuple[Section, Span]]]:
    """Parents as lists of (section, span): whole sections while they fit, else cut pieces."""
    cur: list[tuple[Section, Span]] = []
    for sec in sections:
        check()
        whole = Span(sec.start, sec.end)
        if doc.span_cost(whole) <= budget:
            units = [whole]
        else:
            pieces = [p for a, b in sec.blocks for p in atomize(doc, Span(a, b), budget)]
            units = pack(doc, pieces, budget)
        for u in units:
            if cur and (u.cols is not None or cur[-1][1].cols is not None
                        or doc.cost(cur[0][1].start, u.end) > budget):
                yield cur
                cur = []
            cur.append((sec, u))
    if cur:
        yield cur


def _child_spans(doc: Doc, sec: Section, unit: Span, cfg: ChunkConfig) -> list[Span]:
    if unit.cols is not None:
        return atomize(doc, unit, cfg.child_tokens)
    pieces: list[Span] = []
    for a, b in sec.blocks:
        a, b = max(a, unit.start), min(b, unit.end)
        if a < b:
            pieces.extend(atomize(doc, Span(a, b), cfg.child_tokens))
    return pack(doc, pieces, cfg.child_tokens, cfg.overlap_tokens)


def assemble(doc: Doc, sections: Iterable[Section], *, agent_id: str, path: str, doc_date: str | None,
             cfg: ChunkConfig, line_dates: Sequence[str | None] | None = None) -> list[Chunk]:
    """Parent and child chunks (each parent followed by its children) for ``sections``."""
    return [c for group in iter_parents(doc, sections, agent_id=agent_id, path=path, doc_date=doc_date, cfg=cfg,
                                        line_dates=line_dates) for c in group]


def iter_parents(doc: Doc, sections: Iterable[Section], *, agent_id: str, path: str, doc_date: str | None,
                 cfg: ChunkConfig, line_dates: Sequence[str | None] | None = None) -> Iterator[list[Chunk]]:
    """:func:`assemble`'s chunks one parent at a time: ``[parent, *its children]`` (``sections`` may be a
    lazy iterator: each is taken when needed). A child's embed text is
    :func:`~memspark.chunking.embedtext.child_embed_text`; its date is ``doc_date``, else (a transcript) the
    first date of its lines in ``line_dates``."""
    merged = iter_merge_short(doc, (s for s in sections if s.blocks), cfg.min_section_tokens)
    new_id = IdAllocator(agent_id, path)
    for group in _parent_groups(doc, merged, cfg.parent_tokens):
        chunks: list[Chunk] = []
        first, last = group[0][1], group[-1][1]
        pspan = first if first.cols is not None else Span(first.start, last.end)
        new_id.forget_before(pspan.start + 1)  # parents come in line order, each child inside its parent
        ptext = doc.text(pspan)
        pid = new_id(is_parent=True, start_line=pspan.start + 1, end_line=pspan.end, text=ptext)
        chunks.append(Chunk(id=pid, agent_id=agent_id, path=path, start_line=pspan.start + 1,
                            end_line=pspan.end, text=ptext, embed_text="",
                            heading=dominant_heading(doc, pspan), is_parent=True, parent_id=None,
                            token_count=doc.tokens(pspan)))
        for sec, unit in group:
            for cspan in _child_spans(doc, sec, unit, cfg):
                check()
                text = doc.text(cspan)
                heading = dominant_heading(doc, cspan)
                date = doc_date or _first_date(line_dates, cspan)
                chunks.append(Chunk(
                    id=new_id(is_parent=False, start_line=cspan.start + 1, end_line=cspan.end, text=text),
                    agent_id=agent_id, path=path, start_line=cspan.start + 1, end_line=cspan.end, text=text,
                    embed_text=child_embed_text(path, heading, date, text, cspan.start + 1), heading=heading,
                    is_parent=False, parent_id=pid, token_count=doc.tokens(cspan)))
        yield chunks


def _first_date(line_dates: Sequence[str | None] | None, span: Span) -> str | None:
    if not line_dates:
        return None
    return next((d for d in line_dates[span.start:span.end] if d), None)
