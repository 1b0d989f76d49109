"""Near-duplicate removal (after source weighting, temporal decay and minScore): the same text (hash) or
cosine ≥ ``threshold`` between the candidates' stored vectors. Of a group of near-duplicates the
**newest dated copy** survives — it is the current one — then the best *final* score, then the best
fused score. A copy's date is the date in its deepest dated heading (``## 2026-03-28`` in a monthly
note, "Session 3 — 8 May 2023"), else its document date (a daily note's file name, else mtime); an
undated copy is the oldest. Identical text gets different scores from rank-fusion tie-breaks
(0.905 / 0.854 / 0.848 for three copies), a gap decay cannot undo and a date it cannot see when the
copies share one file: the date decides, not the score. The survivor takes the group's best score (the
same memory, found as well as its best copy was), so keeping the current copy costs it no rank. The
same chunk indexed twice (a file copied between agents) is injected once. It runs on what passed
minScore: a candidate dropped there anyway must not take a near-identical survivor with it (a shared
rule is kept down to a lower threshold than the memory it repeats), and at 10k chunks ≈ 15
candidates are compared instead of ≈ 200.

The grouping is greedy in rank order (a candidate is compared with the candidates already kept and
joins the group of the one it repeats); only then does each group pick its survivor, so which
candidates count as duplicates does not depend on their dates. The cosines come from one normalised
matrix product over all candidates: the pairwise Python loop cost 40 ms at ~250 candidates (114 ms
at 100k rows); the float32 matrix product takes well under 1 ms.
"""

from __future__ import annotations

import re
from datetime import date

import numpy as np

from memspark.recall.candidate import Candidate
from memspark.recall.stages.contract import StageOutput
from memspark.recall.trace import Drop, DropReason

MISMATCHED = -1.0  # cosine recorded between vectors of different dims (another model's rows)


def unit(vector: np.ndarray) -> np.ndarray:
    v = np.asarray(vector, dtype=np.float64)
    n = float(np.linalg.norm(v))
    return v / n if n > 0 else v


def cosine_matrix(vectors: list[np.ndarray | None]) -> np.ndarray:
    """(n, n) cosines of the unit vectors; rows/columns of missing vectors and pairs of different
    dims hold :data:`MISMATCHED` (never a duplicate)."""
    n = len(vectors)
    sim = np.full((n, n), MISMATCHED)
    by_dims: dict[tuple[int, ...], list[int]] = {}
    for i, v in enumerate(vectors):
        if v is not None:
            by_dims.setdefault(np.shape(v), []).append(i)
    for idx in by_dims.values():
        # float32 (the stored vectors' type): float64 doubles the work and, on busy cores, made the
        # product ≈ 9 ms instead of ≈ 0.2 ms at 220 candidates
        units = np.stack([np.asarray(vectors[i], dtype=np.float32).reshape(-1) for i in idx])
        norms = np.linalg.norm(units, axis=1, keepdims=True)
        units = np.divide(units, norms, out=units.copy(), where=norms > 0)  # a zero vector stays zero
        if len(idx) == n:  # the usual case: one model, every candidate has a vector
            return units @ units.T
        sim[np.ix_(idx, idx)] = units @ units.T
    return sim


_MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                "november", "december")
_MONTH = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_ISO_DATE = re.compile(r"\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b")
_DAY_MONTH_YEAR = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+{_MONTH},?\s+(\d{{4}})\b", re.I)
_MONTH_DAY_YEAR = re.compile(rf"\b{_MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b", re.I)


def _valid(year: int, month: int, day: int) -> str | None:
    try:
        return date(year, month, day).isoformat()
    except ValueError:
        return None


def heading_date(heading: str) -> str | None:
    """The date (ISO) of the deepest breadcrumb level of ``heading`` that holds a full date:
    ``2026-03 — monthly notes > 2026-03-28`` → ``2026-03-28``; "Session 3 — 8 May 2023" and
    "May 8, 2023" read too. A year-month alone ("2026-03") is not a section's date."""
    for level in reversed(heading.split(" > ")):
        if m := _ISO_DATE.search(level):
            found = _valid(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        elif m := _DAY_MONTH_YEAR.search(level):
            found = _valid(int(m.group(3)), _month(m.group(2)), int(m.group(1)))
        elif m := _MONTH_DAY_YEAR.search(level):
            found = _valid(int(m.group(3)), _month(m.group(1)), int(m.group(2)))
        else:
            continue
        if found:
            return found
    return None


def _month(name: str) -> int:
    prefix = name[:3].lower()
    return next(i for i, full in enumerate(_MONTH_NAMES, 1) if full.startswith(prefix))


def copy_date(c: Candidate) -> str:
    """The date of this copy of a memory (ISO; ``""`` when undated, which sorts oldest): its section's
    heading date, else its document date."""
    return heading_date(c.heading) or c.doc_date[:10]


def remove_near_duplicates(candidates: tuple[Candidate, ...], threshold: float) -> StageOutput:
    ranked = sorted(candidates, key=lambda c: (-c.score, -c.fused))
    n = len(ranked)
    sim = cosine_matrix([c.vector for c in ranked])
    has_vec = np.array([c.vector is not None for c in ranked], dtype=bool)
    # For every candidate: the best cosine to any kept candidate so far and which one. Updated with
    # a strict ">" so that the earliest kept candidate wins a tie (argmax's first-of-ties).
    best_sim = np.full(n, -np.inf)
    best_of = np.full(n, -1, dtype=np.int64)
    kept_idx: list[int] = []
    kept_hash: dict[str, int] = {}
    repeats: list[tuple[int, int, str]] = []  # (candidate, the kept candidate it repeats, why)
    for i, c in enumerate(ranked):
        digest = c.text_hash  # a property that hashes each time: read once
        twin = kept_hash.get(digest)
        if twin is not None:
            repeats.append((i, twin, f"same text as {ranked[twin].location}"))
            continue
        if has_vec[i] and best_of[i] >= 0 and best_sim[i] >= threshold:
            other = int(best_of[i])
            repeats.append((i, other, f"cosine {best_sim[i]:.3f} ≥ {threshold:g} with {ranked[other].location}"))
            continue
        kept_idx.append(i)
        kept_hash[digest] = i
        if has_vec[i]:
            row = sim[i]
            better = row > best_sim
            best_sim[better] = row[better]
            best_of[better] = i
    survivor = _newest_copies(ranked, kept_idx, repeats)
    drops: list[Drop] = []
    for i, rep, why in repeats:
        s = survivor[rep]
        note = "" if s in (rep, i) else f"; the newest copy {ranked[s].location} ({copy_date(ranked[s])}) stays"
        if s != i:
            drops.append(Drop(ranked[i].id, ranked[i].location, DropReason.DUPLICATE, why + note))
    for rep, s in survivor.items():
        if s != rep:  # the group's first-ranked candidate gives way to a newer copy
            r = ranked[rep]
            drops.append(Drop(r.id, r.location, DropReason.DUPLICATE,
                              f"older copy ({copy_date(r) or 'undated'}) of {ranked[s].location} "
                              f"({copy_date(ranked[s])}), the newest copy stays"))
    order = {c.id: i for i, c in enumerate(candidates)}
    # a newer copy takes its group's best score and its place in the fused order
    kept = [(order[ranked[rep].id], ranked[survivor[rep]].evolve(score=ranked[rep].score)
             if survivor[rep] != rep else ranked[rep]) for rep in kept_idx]
    kept.sort(key=lambda pair: pair[0])  # keep the fused order for the next stage
    return StageOutput(tuple(c for _, c in kept), drops=tuple(drops))


def _newest_copies(ranked: list[Candidate], kept_idx: list[int], repeats: list[tuple[int, int, str]]) -> dict[int, int]:
    """For each kept candidate (a group's first in rank order), the group member that survives: the
    newest copy, then the best final score, then the best fused score, then rank order."""
    survivor = {rep: rep for rep in kept_idx}
    if not repeats:
        return survivor
    dates: dict[int, str] = {}

    def key(j: int) -> tuple[str, float, float]:
        if j not in dates:
            dates[j] = copy_date(ranked[j])
        return dates[j], ranked[j].score, ranked[j].fused

    for i, rep, _ in repeats:
        if key(i) > key(survivor[rep]):  # strict: of full ties the earlier in rank order stays
            survivor[rep] = i
    return survivor
