"""Near-duplicates: the newest dated copy survives (issue 20, item 7).

Three identical notes under their own date headings used to come back as whichever copy rank
fusion's tie-breaks put first (the 03-28 copy in the issue). The end-to-end tests index a real
workspace (real MiniLM, real LanceDB) in three layouts and ask through memory_search and the hook.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from memspark.config import Config, load_config
from memspark.embed import EmbedQueue, create_provider
from memspark.recall import MemorySparkManager
from memspark.recall.stages.dedup import copy_date, heading_date, remove_near_duplicates
from memspark.recall.trace import DropReason
from memspark.toolset.search import memory_search
from tests.recall_fixtures import cand, unit_vec
from tests.test_recall_e2e_workspace import index_workspace

# --- the date of a copy --------------------------------------------------------------------------

@pytest.mark.parametrize("heading,expected", [
    ("2026-03-28", "2026-03-28"),
    ("2026-03 — monthly notes > 2026-03-28 (Saturday)", "2026-03-28"),  # the deepest dated level
    ("2026-03-01 > Gateway", "2026-03-01"),  # a subsection of a dated day
    ("Conversation > Session 3 — 8 May 2023", "2023-05-08"),
    ("Log > May 8, 2023 standup", "2023-05-08"),
    ("Journal > 2026/04/03", "2026-04-03"),
    ("2026-03 — monthly notes > Spark setup", None),  # a month is not a section's date
    ("Release 2026-13-45", None),  # not a date
    ("", None),
])
def test_heading_date(heading: str, expected: str | None) -> None:
    assert heading_date(heading) == expected


def test_copy_date_prefers_the_section_heading_to_the_document_date() -> None:
    assert copy_date(cand("a", heading="March > 2026-03-28", doc_date="2026-03-01")) == "2026-03-28"
    assert copy_date(cand("b", heading="Gateway", doc_date="2026-04-03")) == "2026-04-03"
    assert copy_date(cand("c", heading="Gateway")) == ""


# --- the stage -----------------------------------------------------------------------------------

V = unit_vec(1.0, 0.2, 0.1)
TEXT = "Gateway restart: stop, wait for port 18789, start, check health."


def test_the_newest_copy_survives_with_the_groups_best_score() -> None:
    copies = (cand("mar28", 0.95, heading="2026-03-28", doc_date="2026-03-01", vector=V, text=TEXT, fused=0.03),
              cand("other", 0.90, vector=unit_vec(0.0, 1.0, 0.0), text="unrelated", fused=0.02),
              cand("mar01", 0.85, heading="2026-03-01", doc_date="2026-03-01", vector=V, text=TEXT + " ", fused=0.01),
              cand("apr03", 0.80, heading="2026-04-03", doc_date="2026-03-01", vector=V, text=TEXT + "!", fused=0.01))
    out = remove_near_duplicates(copies, 0.95)
    assert [c.id for c in out.candidates] == ["apr03", "other"]  # in the place of the group's best
    assert out.candidates[0].score == 0.95 and out.candidates[0].text == TEXT + "!"
    assert {d.id for d in out.drops} == {"mar28", "mar01"}
    assert all(d.reason is DropReason.DUPLICATE for d in out.drops)
    older = next(d for d in out.drops if d.id == "mar28")
    assert "2026-04-03" in older.detail and "newest" in older.detail


def test_exact_duplicates_in_separate_daily_files_keep_the_newest_file() -> None:
    copies = tuple(cand(d, s, path=f"memory/{d}.md", doc_date=d, text=TEXT, vector=V)
                   for d, s in (("2026-03-28", 0.905), ("2026-03-01", 0.854), ("2026-04-03", 0.848)))
    out = remove_near_duplicates(copies, 0.95)
    assert [(c.id, c.score) for c in out.candidates] == [("2026-04-03", 0.905)]
    assert any(d.detail.startswith("same text as") for d in out.drops)


def test_same_date_falls_back_to_the_best_final_score_and_undated_copies_lose() -> None:
    same_day = (cand("low", 0.7, doc_date="2026-04-03", vector=V, text=TEXT),
                cand("high", 0.9, doc_date="2026-04-03", vector=V, text=TEXT + "."))
    assert [c.id for c in remove_near_duplicates(same_day, 0.95).candidates] == ["high"]
    undated = (cand("undated", 0.9, vector=V, text=TEXT), cand("dated", 0.8, doc_date="2025-01-01", vector=V))
    out = remove_near_duplicates(undated, 0.95)
    assert [c.id for c in out.candidates] == ["dated"]


def test_grouping_does_not_depend_on_dates() -> None:
    """A newer copy takes its group's place; candidates that are not duplicates stay untouched."""
    a = cand("a", 0.9, doc_date="2026-01-01", vector=unit_vec(1.0, 0.0, 0.0))
    b = cand("b", 0.8, doc_date="2026-04-01", vector=unit_vec(0.0, 1.0, 0.0))
    out = remove_near_duplicates((a, b), 0.95)
    assert [c.id for c in out.candidates] == ["a", "b"] and out.drops == ()


# --- end to end: a real workspace, real model, real LanceDB ------------------------------------

NOTE = ("Gateway restart procedure: stop the gateway with `openclaw gateway stop`, wait until port 18789 "
        "is free, then start it again with `openclaw gateway start`. Check the health endpoint before "
        "announcing that it is back. If it crash-loops, read the unit's journal first.\n")
DAYS = ("2026-03-01", "2026-03-28", "2026-04-03")  # newest last
NEIGHBOURS = {
    "MEMORY.md": "# Memory\n\nKlein prefers short answers and America/New_York times.\n",
    "memory/infrastructure.md": ("# Infrastructure\n\nThe mini runs the gateway on port 18789 and Tailscale for "
                                 "remote access. Backups go to the NAS every night at 02:00.\n"),
    "memory/coding-standards.md": "# Coding standards\n\nUse ruff and type hints; tests with pytest.\n",
}
LAYOUTS = {
    # three daily notes, each under its own date heading
    "daily files": {f"memory/{d}.md": f"# {d}\n\n{NOTE}" for d in DAYS},
    # one file, three top-level date headings (the report)
    "one file, date headings": {"memory/notes.md": "".join(f"# {d}\n\n{NOTE}\n" for d in DAYS)},
    # a monthly note: day headings under the month's heading
    "monthly note": {"memory/2026-03.md": "# 2026-03 — monthly notes\n\n"
                     + "".join(f"## {d} (daily)\n\n{NOTE}\n" for d in DAYS)},
}
QUERIES = (
    ("How do I restart the gateway?", "2026-04-05"),
    ("How do I restart the gateway?", "2030-01-01"),  # years later: decay no longer separates the copies
    ("What was the gateway restart procedure in March 2026?", "2026-04-05"),  # time-anchored: decay off
    ("openclaw gateway stop", "2027-06-01"),
)


Index = tuple[Config, EmbedQueue]


@pytest.fixture(scope="module")
def indexes() -> Iterator[dict[str, Index]]:
    tmp = Path(tempfile.mkdtemp(prefix="memspark-dedup-newest-"))
    try:
        queue: EmbedQueue | None = None
        built: dict[str, Index] = {}
        for n, (layout, files) in enumerate(LAYOUTS.items()):
            root = tmp / f"ws{n}"
            for rel, text in {**NEIGHBOURS, **files}.items():
                path = root / "workspace-meta" / rel
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
            cfg = load_config(root=root, data_dir=tmp / f"data{n}", env={})
            queue = queue or EmbedQueue(create_provider(cfg.embed), cfg.embed)  # one model load
            index_workspace(cfg, queue)
            built[layout] = (cfg, queue)
        yield built
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _newest_copy(layout: str) -> tuple[str, int]:
    """Path and line of the newest copy's date heading."""
    for path, text in LAYOUTS[layout].items():
        for line_no, line in enumerate(text.splitlines(), 1):
            if line.startswith("#") and DAYS[-1] in line:
                return path, line_no
    raise AssertionError(layout)


@pytest.mark.parametrize("layout", list(LAYOUTS))
@pytest.mark.parametrize("query,now", QUERIES)
def test_memory_search_returns_the_newest_copy(indexes: dict[str, Index], layout: str, query: str, now: str) -> None:
    cfg, queue = indexes[layout]
    results = memory_search(MemorySparkManager(cfg, "meta", queue=queue),
                            {"query": query, "now": now, "minScore": 0.0})["results"]
    copies = [r for r in results if "openclaw gateway stop" in r["snippet"]]
    assert len(copies) == 1, copies  # one copy of the note, not three
    path, heading_line = _newest_copy(layout)
    assert copies[0]["path"] == path and copies[0]["startLine"] <= heading_line + 2 <= copies[0]["endLine"], copies
    assert results[0] is copies[0] and results[0]["score"] == 1.0  # ranked where the best copy was


@pytest.mark.parametrize("layout", list(LAYOUTS))
def test_the_hook_injects_the_newest_copy_and_the_trace_says_why(indexes: dict[str, Index], layout: str) -> None:
    cfg, queue = indexes[layout]
    result = MemorySparkManager(cfg, "meta", queue=queue).recall("How do I restart the gateway?", mode="hook",
                                                                 now="2030-01-01")
    path, heading_line = _newest_copy(layout)
    copies = [c for c in result.results if "openclaw gateway stop" in c.text]
    assert [(c.path, c.start_line <= heading_line + 2 <= c.end_line) for c in copies] == [(path, True)]
    assert any("openclaw gateway stop" in c.injected_text for c in result.injected)
    dedup = result.trace.entry("dedup")
    assert dedup is not None and len([d for d in dedup.drops if d.reason is DropReason.DUPLICATE]) == 2
