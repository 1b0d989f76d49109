"""Curated notes and session transcripts in one workspace: which one recall puts first.

An agent's session transcripts (``agents/<agent>/sessions/*.jsonl``, source ``sessions``) are where its
conversations live, so a fact said only there must be found; where a curated note (``MEMORY.md``, a topic
note under ``memory/``) says the same as a transcript, the note must rank first — it is the kept answer,
the transcript the chatter it was distilled from, and the transcript usually matches the question's words
better (it holds the question itself). ``recall.source_weights["sessions"]`` (0.7) decides it where the
weighted score decides the order — with ``recall.focus`` off, every case here holds at 0.7 and one breaks
at 0.85 (the Redis decision: a daily note against the session it sums up). With focus on (the default)
the turn model orders the results, and two of the four facts said in both places come from the transcript
first at every weight measured (0.5–1.2) until focus kept curated chunks in place. Real workspace, real ingest, real store,
real model, the shipped weights."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memspark.config import load_config
from memspark.recall import MemorySparkManager
from memspark.storage import LanceStore
from memspark.toolset.indexer import index_paths
from memspark.workspace import Workspace

NOW = "2026-03-14"


def _transcript(day: str, turns: list[tuple[str, str]]) -> str:
    meta = {"type": "session", "version": 3, "id": f"s-{day}", "cwd": "/home/agent/ops", "timestamp": f"{day}T09:00:00Z"}
    return "\n".join([json.dumps(meta)] + [
        json.dumps({"type": "message", "id": f"m{i:04d}", "timestamp": f"{day}T09:{i:02d}:00Z",
                    "message": {"role": role, "content": [{"type": "text", "text": text}]}})
        for i, (role, text) in enumerate(turns)]) + "\n"


MEMORY = """# MEMORY

## Infrastructure
- Staging Postgres listens on port 5433, not 5432; its password is in the vault under staging-db.
- The nightly backup of the main database runs at 02:30 UTC on backup-01 and keeps 14 days of dumps.

## People
- Lena prefers TypeScript in strict mode and no default exports in shared packages.
"""

DEPLOYS = """# Deploy rules

Deploys go out on Tuesdays and Thursdays after 14:00 UTC. A Friday deploy needs Mika's approval in
the #releases channel first, and no deploy is made during the monthly billing run.
"""

SESSION_A = _transcript("2026-03-11", [
    ("user", "Quick one: which port does the staging Postgres listen on again? My psql keeps timing out."),
    ("assistant", "Staging Postgres listens on port 5433, not 5432. The password is in the vault under staging-db."),
    ("user", "Right, 5433. And when does the nightly backup of the main database run?"),
    ("assistant", "The nightly backup runs at 02:30 UTC on backup-01 and keeps 14 days of dumps."),
    ("user", "Can we deploy the fix on Friday?"),
    ("assistant", "Deploys go out on Tuesdays and Thursdays after 14:00 UTC; a Friday deploy needs Mika's approval "
                  "in #releases first."),
    ("user", "OK, I'll ask Mika."),
])

SESSION_B = _transcript("2026-03-12", [
    ("user", "The queue consumer fell behind again this morning, where do I watch the lag?"),
    ("assistant", "The queue lag dashboard is in Grafana under Ops / Queue lag. The alert fires when more than "
                  "500 messages wait for five minutes."),
    ("user", "And who gets paged?"),
    ("assistant", "The on-call rotation in PagerDuty's ops-primary schedule; this week that is Jonas."),
    ("user", "Thanks, muting the channel for an hour."),
])

DAILY = """# 2026-03-13

## Decisions
- Redis cache cluster: eviction policy is now allkeys-lru with maxmemory 4gb, after Tuesday's out-of-memory crash.
- The search service moves to the new node pool next sprint.
"""

SESSION_C = _transcript("2026-03-13", [
    ("user", "The Redis cache ran out of memory again on Tuesday. What eviction policy should the cache use?"),
    ("assistant", "Use allkeys-lru for the cache cluster and cap it with maxmemory 4gb; volatile-lru only evicts keys "
                  "with a TTL, which is why it filled up."),
    ("user", "Done, allkeys-lru and 4gb it is."),
])

FILES = {
    "workspace-a/MEMORY.md": MEMORY,
    "workspace-a/memory/deploys.md": DEPLOYS,
    "agents/a/sessions/2026-03-11.jsonl": SESSION_A,
    "agents/a/sessions/2026-03-12.jsonl": SESSION_B,
    "workspace-a/memory/2026-03-13.md": DAILY,
    "agents/a/sessions/2026-03-13.jsonl": SESSION_C,
}

# (question, the file that must come first)
CASES = [
    ("which port does the staging postgres listen on", "MEMORY.md"),
    ("when does the nightly backup of the main database run", "MEMORY.md"),
    ("can we deploy on friday", "memory/deploys.md"),
    ("what eviction policy does the redis cache use", "memory/2026-03-13.md"),
    ("where do I watch the queue lag and when does the alert fire", "sessions/2026-03-12.jsonl"),
    ("who gets paged for the queue consumer", "sessions/2026-03-12.jsonl"),
]
# Focus orders the head's turns by its turn model, where a chunk's source weight reaches a turn only through
# the chunk's rank and score: a transcript turn that states the fact outright used to beat the curated note's
# chunk at any sessions weight (0.5 to 1.2 measured). A curated chunk now keeps its place above the turns of
# every conversation chunk the pipeline ranked below it (``focus.curated_in_place``).
WITH_FOCUS = list(CASES)


def _config(root: Path, overrides: dict):  # noqa: ANN202 - memspark.config.Config
    """The shipped configuration over ``root`` with transcripts indexed, plus ``overrides``."""
    return load_config(root=root, data_dir=root.parent / "data", env={},
                       overrides={"workspace": {"index_sessions": True}} | overrides)


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory, queue) -> Path:  # noqa: ANN001
    root = tmp_path_factory.mktemp("preference") / "ws"
    paths = [root / rel for rel in FILES]
    for path, text in zip(paths, FILES.values(), strict=True):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    cfg = _config(root, {})
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
    index_paths(cfg, Workspace(cfg.workspace, cfg.root), store, queue, paths)
    store.close()
    return root


def _first_paths(root: Path, queue, question: str, overrides: dict) -> list[str]:  # noqa: ANN001
    with MemorySparkManager(_config(root, overrides), "a", queue=queue) as manager:
        return [h["path"] for h in manager.search(question, min_score=0.0, max_results=5, now=NOW)]


@pytest.mark.parametrize(("question", "first"), WITH_FOCUS)
def test_the_curated_note_ranks_first_and_a_transcript_alone_is_found(workspace: Path, queue, question: str,  # noqa: ANN001
                                                                     first: str) -> None:
    paths = _first_paths(workspace, queue, question, {})
    assert paths[0] == first, paths


@pytest.mark.parametrize(("question", "first"), CASES)
def test_without_focus_the_source_weights_alone_put_the_curated_note_first(workspace: Path, queue, question: str,  # noqa: ANN001
                                                                          first: str) -> None:
    """With ``recall.focus`` off the order is the weighted score's: every curated note first, every
    transcript-only fact found first (the case focus gets wrong above passes here)."""
    paths = _first_paths(workspace, queue, question, {"recall": {"focus": False}})
    assert paths[0] == first, paths


def test_curated_in_place_keeps_a_curated_chunk_above_lower_ranked_turns() -> None:
    from memspark.chunking.turns import Block
    from memspark.recall.stages.focus import curated_in_place

    def row(value: float, rank: int, line: int) -> tuple[float, tuple[int, Block]]:
        return value, (rank, Block(line, line, f"line {line}"))

    # head: rank 0 a conversation chunk, rank 1 a curated note, rank 2 a transcript chunk
    scored = [row(0.9, 2, 40), row(0.8, 0, 1), row(0.5, 1, 20), row(0.3, 2, 41)]
    order = [(r[1][0], r[1][1].start_line) for r in curated_in_place(scored, (True, False, True))]
    # rank 2's turn may not precede the curated note ranked above its chunk; rank 0's turn may
    assert order == [(1, 20), (2, 40), (0, 1), (2, 41)]
    assert [r[1][0] for r in curated_in_place(scored, (True, True, True))] == [2, 0, 1, 2]
