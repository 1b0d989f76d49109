"""The hook's block: the sections that matched, each cut to windows around the lines that answer.

Hook stages 13 (``expand``: :func:`expand_sections`) and 16 (``budget``: :func:`fit_windows`). The hook
runs focus too (:mod:`memspark.recall.stages.focus`), so what reaches them is the head's best *turns*
(whole chunks where a chunk is not a conversation), best first:

1. **Sections.** Each turn or chunk brings its parent section (one batched ``get_by_ids``). The first
   ``hook_max_results`` distinct sections are kept, in the order of their best turn; every matched turn
   of a section becomes one of its :class:`~memspark.recall.candidate.Anchor` s (lines and rank), so
   a section that matched twice keeps both places, not only its best child's.
2. **Anchors first.** The anchors of all sections are admitted in the pipeline's order (focus's: many
   turns below the head share its floor score, so the order, not the score, says which is better) while
   their lines fit ``max_injected_chars`` as the block counts them (tags, attributes, indentation); one
   that does not fit is skipped, a section none of whose anchors fits is dropped (``budget``).
   Each anchor's **reply** — the lines after it up to the next one with text: in a conversation, the turn
   that answers it — is admitted among them as if it ranked ``REPLY_RANK × (rank + 1)``: the best turn's
   reply just before the fourth anchor, the second's before the seventh.
3. **Then context.** Every window grows a line at a time, alternately up and down, round-robin over
   all windows, while the block still fits; windows of one section that meet become one. Windows of a
   section that stay apart are joined by an elision line (:data:`ELISION`) in one ``<memory>``.

Why (``bench/abstention.py``; LoCoMo, 25 own questions per conversation, hook at threshold 0): the
block held an evidence turn for 83.2 % of questions on the development split (conversations 0–4) and
83.2 % held-out when it was the first five ranked chunks, merged into their parents, each trimmed to a
window around its one best child at an equal share of the budget. Of the 21 development misses, 11 had
the evidence inside an injected section but outside the window — a second matched child of the same
section, or a turn the section's best child did not hold — 3 in a chunk just below the fifth, 7 in no
chunk over minScore. Replayed through each design (development): windows around each ranked chunk's own
lines without focus 85.6 %, focus's turns over the first five chunks only 88.8 %, focus over the head
without widening 90.4 %, with widening 93.6 %. The bench with this module: 92.8 % / 89.6 % (development /
held-out) with no abstention, in the same 4,000 characters (docs/benchmarks.md, "Abstention").

Replies (``bench/abstention_windows.py``: the ≈ 870 *other* questions with evidence of the development
conversations, since the bench's 125 left too few misses to compare designs on; no abstention): of the
107 blocks without evidence, 52 had it inside an injected section, 47 of them in no matched turn, most
often in the turn right after one: where no matched turn covered it, the best turn's next turn held
evidence in 7 % of those questions — more than the anchor ranked fourth (5 %) — while the turn before
any anchor almost never did (under 1 %). Replies admitted at ``REPLY_RANK`` × (rank + 1) with
``REPLY_RANK`` 1 / 2 / 3 / 4 / 6: 87.7 % without → 88.9 / 88.9 / 89.1 / 88.8 / 88.4 % (at 3,000
characters 85.8 → 86.1–86.6 %); 3 was chosen. Context around the best turns before the other anchors,
choosing the five sections by their turns' summed rank value, or admitting by value per character
kept evidence for at most one question more than it, or up to four fewer. ``bench/abstention.py`` with
replies: development 93.6 → 92.8 %, held-out 91.2 → 92.0 % with no abstention; at the shipped threshold
92.8 → 92.0 % and 88.0 → 88.8 %.

Replayed again over every development question with evidence (997: the protocol's 125 and the others;
threshold 0; ``max_injected_chars`` 4,000 / 3,000) the block holds evidence for 893 / 868. Of the 104
misses 40 are in no section the turns reach, 22 in a section past the fifth and 42 in an injected
section but outside its windows, 39 of those in a turn focus did not rank at all. No change of
construction kept evidence for more than two questions more at 4,000 characters: 4, 6, 7 or 8
sections (at most 891); the turn *before* each anchor admitted at 2–8 × (rank + 1) beside the reply
(888–894 / 861–863 with five sections); extra anchors on each section's unmatched lines that share the
most query terms (890–895 / 863–869); extra anchors on each section's unmatched turns whose stored turn
vectors are nearest the query (868–895 / 835–872, and a second store read per query). By the rule
written before the replay (the most evidence; within two questions of it, the design closest to this
one) the block stays as it is; at the hook's threshold 0.44 the bench gives 92.8 % / 91.2 % evidence
(development / held-out; 92.8 / 92.0 % with no abstention).

When no anchor fits at all (one huge line), the block falls back to stage 16's old rule
(:func:`~memspark.recall.stages.budget.clamp_budget`: a window around the match, cut at a sentence end).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from memspark.recall.candidate import Anchor, Candidate
from memspark.recall.format import BLOCK_OVERHEAD, body_line_cost, memory_cost
from memspark.recall.stages.budget import clamp_budget
from memspark.recall.stages.contract import StageOutput
from memspark.recall.stages.expand import fetch_parents
from memspark.recall.stages.search import SearchStore
from memspark.recall.trace import Drop, DropReason, ExpandDetail

ELISION = "…"  # the line between two windows of one section: lines left out
# A matched turn's reply (the next line with text) is admitted as if it ranked REPLY_RANK × (rank + 1): the
# best turn's reply right before the fourth anchor (module docstring: chosen on the development split)
REPLY_RANK = 3


def expand_sections(candidates: Sequence[Candidate], store: SearchStore, max_sections: int) -> StageOutput:
    """The first ``max_sections`` sections of ``candidates`` (turns or chunks, best first), each its parent's
    full text (``parent_text``; a chunk without a parent stays itself) with its matched lines as anchors.
    A turn of a section already taken is merged into it (``parent-merged``); sections past
    ``max_sections`` are dropped (``max-results``). A failed parent fetch leaves the candidates' own text."""
    parent_ids, parents, error = fetch_parents(candidates, store)
    sections: dict[str, Candidate] = {}
    drops: list[Drop] = []
    for rank, c in enumerate(candidates):
        parent = parents.get(c.parent_id) if c.parent_id else None
        key = parent.id if parent is not None else f"{c.id}:{c.start_line}"
        anchor = Anchor(c.start_line, c.end_line, rank)
        if key in sections:
            kept = sections[key]
            sections[key] = kept.evolve(anchors=(*kept.anchors, anchor))
            drops.append(Drop(c.id, c.location, DropReason.PARENT_MERGED, f"same section as {kept.location}"))
        elif len(sections) >= max_sections:
            drops.append(Drop(c.id, c.location, DropReason.MAX_RESULTS, f"{max_sections} sections taken"))
        elif parent is None:
            sections[key] = c.evolve(anchors=(anchor,))
        else:
            sections[key] = c.evolve(parent_text=parent.text, parent_start_line=parent.start_line,
                                     parent_end_line=parent.end_line, anchors=(anchor,))
    return StageOutput(tuple(sections.values()), drops=tuple(drops),
                       detail=ExpandDetail(len(parent_ids), len(parents), error))


@dataclass
class _Section:
    """One section's working state while windows are fitted (local to :func:`fit_windows`)."""

    c: Candidate
    lines: list[str]
    first: int  # the line number of lines[0]
    costs: list[int]  # what each line adds to the block
    frame: int  # what the element adds around its lines
    windows: list[list[int]] = field(default_factory=list)  # [lo, hi] indices into lines, sorted, apart

    @classmethod
    def of(cls, c: Candidate) -> _Section:
        text = c.injected_text
        lines = text.split("\n")
        first = c.parent_start_line if c.parent_text is not None and c.parent_start_line is not None else c.start_line
        frame = memory_cost(_with_body(c, "")) - 1  # an empty body is one empty line
        return cls(c, lines, first, [body_line_cost(line) for line in lines], frame)

    def cost(self, windows: list[list[int]] | None = None) -> int:
        ws = self.windows if windows is None else windows
        if not ws:
            return 0
        return self.frame + sum(sum(self.costs[lo:hi + 1]) for lo, hi in ws) + _ELISION_COST * (len(ws) - 1)

    def span(self, a: Anchor) -> list[int]:
        last = len(self.lines) - 1
        lo = min(max(a.start_line - self.first, 0), last)
        return [lo, min(max(a.end_line - self.first, lo), last)]

    def reply(self, span: list[int]) -> list[int] | None:
        """The lines after ``span`` up to the next one with text (in a conversation: the turn that answers
        it), or None at the section's end."""
        line = span[1] + 1
        while line < len(self.lines) and not self.lines[line].strip():
            line += 1
        return [span[1] + 1, line] if line < len(self.lines) else None

    def text(self) -> str:
        parts = ["\n".join(self.lines[lo:hi + 1]) for lo, hi in self.windows]
        return f"\n{ELISION}\n".join(parts)

    def fitted(self) -> Candidate:
        lo, hi = self.windows[0][0] + self.first, self.windows[-1][1] + self.first
        if self.c.parent_text is not None:
            return self.c.evolve(parent_text=self.text(), parent_start_line=lo, parent_end_line=hi)
        return self.c.evolve(text=self.text(), start_line=lo, end_line=hi)


_ELISION_COST = body_line_cost(ELISION)


def _with_body(c: Candidate, body: str) -> Candidate:
    return c.evolve(parent_text=body) if c.parent_text is not None else c.evolve(text=body)


def _merged(windows: list[list[int]]) -> list[list[int]]:
    """Windows sorted, with those that overlap or touch joined."""
    out: list[list[int]] = []
    for lo, hi in sorted(windows):
        if out and lo <= out[-1][1] + 1:
            out[-1][1] = max(out[-1][1], hi)
        else:
            out.append([lo, hi])
    return out


def fit_windows(candidates: Sequence[Candidate], max_chars: int, overhead: int = BLOCK_OVERHEAD,
                reply_rank: float | None = REPLY_RANK) -> StageOutput:
    """The sections of ``candidates`` cut to windows that fit ``max_chars`` with the block's ``overhead``
    (see the module docstring): anchors best rank first, each matched turn's reply at ``reply_rank`` ×
    (its rank + 1) (None: no replies), then context round-robin. A candidate without anchors is anchored on
    its own lines at its own place in ``candidates``."""
    sections = [_Section.of(c) for c in candidates]
    used = overhead
    for _, _, i, span in _admission_order(sections, reply_rank):
        s = sections[i]
        wider = _merged([*([w[:] for w in s.windows]), span])
        grown = s.cost(wider) - s.cost()
        if used + grown <= max_chars:
            s.windows, used = wider, used + grown
    kept = [s for s in sections if s.windows]
    if not kept:  # not even the best anchor fits: the old rule cuts it at a sentence end
        return clamp_budget(tuple(candidates), max_chars, memory_cost, overhead)
    used = _widen(kept, used, max_chars)
    drops = tuple(Drop(s.c.id, s.c.location, DropReason.BUDGET, f"budget {max_chars} chars used")
                  for s in sections if not s.windows)
    out = tuple(s.fitted() for s in kept)
    matched = sum(len(s.windows) for s in kept)
    note = f"{len(kept)} section(s), {matched} window(s) around their best lines, {used} of {max_chars} chars"
    return StageOutput(out, drops=drops, notes=(note,))


def _admission_order(sections: Sequence[_Section],
                     reply_rank: float | None) -> list[tuple[float, int, int, list[int]]]:
    """What :func:`fit_windows` admits, in order: ``(place, rank, section index, [lo, hi])`` for every anchor
    (place = its rank) and, unless ``reply_rank`` is None, every anchor's reply — the lines up to the next
    one with text after it — at place ``reply_rank × (rank + 1)``."""
    units: list[tuple[float, int, int, list[int]]] = []
    for i, s in enumerate(sections):
        for a in s.c.anchors or (Anchor(s.c.start_line, s.c.end_line, i),):
            span = s.span(a)
            units.append((a.rank, a.rank, i, span))
            if reply_rank is not None and (reply := s.reply(span)) is not None:
                units.append((reply_rank * (a.rank + 1), a.rank, i, reply))
    return sorted(units, key=lambda u: (u[0], u[1], u[2]))


def _widen(sections: list[_Section], used: int, max_chars: int) -> int:
    """Grow every window a line at a time (up first, then down, alternating), round-robin, while the block
    fits; windows that meet are joined. Returns the characters used."""
    up = True
    grew = True
    while grew:
        grew = False
        for s in sections:
            i = 0
            while i < len(s.windows):
                for step_up in (up, not up):
                    lo, hi = s.windows[i]
                    line = lo - 1 if step_up else hi + 1
                    if line < 0 or line >= len(s.lines):
                        continue
                    before = s.windows[i - 1] if i > 0 else None
                    after = s.windows[i + 1] if i + 1 < len(s.windows) else None
                    joins = (step_up and before is not None and before[1] == line - 1) or \
                            (not step_up and after is not None and after[0] == line + 1)
                    delta = s.costs[line] - (_ELISION_COST if joins else 0)
                    if used + delta > max_chars:
                        continue
                    used += delta
                    s.windows[i] = [line, hi] if step_up else [lo, line]
                    s.windows = _merged(s.windows)
                    grew = True
                    break
                i += 1
        up = not up
    return used


__all__ = ["ELISION", "REPLY_RANK", "expand_sections", "fit_windows"]
