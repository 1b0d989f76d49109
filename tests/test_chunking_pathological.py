"""Pathological but legal Markdown (issue 19, item 8): near-linear chunking with exact line ranges, a
per-file time budget that turns into a skip line, and a batch that stops taking files once its time is
spent, so one slow file never holds back the commit of the others."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import pytest
from chunking_checks import check_invariants

from memspark.chunking import chunk_document
from memspark.config import ChunkConfig, load_config
from memspark.errors import ChunkTimeoutError
from memspark.ingest import snapshot_files
from memspark.ingest.prepare import prepare_within
from memspark.ingest.scan import SkipReason
from memspark.workspace import Workspace

SIZE = 400_000  # bytes, as in the audit


def nested_emphasis(n: int = SIZE) -> str:
    k = n // 2
    return "*" * k + "a" + "*" * k + "\n"


def nested_emphasis_words(n: int = SIZE) -> str:
    return "".join(f"{'*' * (i % 7 + 1)}w{i % 10} " for i in range(n // 6)) + "\n"


def nested_links(n: int = SIZE) -> str:
    return "[" * (n - 10) + "a](b)\n"


def nested_links_lines(n: int = SIZE) -> str:
    return "".join("[" * (i % 40 + 1) + "x](y)\n" for i in range(n // 26))


def many_headings(n: int = SIZE) -> str:
    return "# h\n" * (n // 4)


def deep_json_block(n: int = SIZE) -> str:
    k = n // 2
    return "```json\n" + "[" * k + "]" * k + "\n```\n"


CASES = {f.__name__: f for f in (nested_emphasis, nested_emphasis_words, nested_links, nested_links_lines,
                                  many_headings, deep_json_block)}
CFG = ChunkConfig()


def md(text: str, cfg: ChunkConfig = CFG) -> list:
    return chunk_document(text, agent_id="main", path="memory/x.md", content_type="markdown", doc_date=None, cfg=cfg)


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_pathological_file_chunks_fast_with_exact_lines(case: str) -> None:
    src = CASES[case]()
    t0 = time.process_time()  # CPU, not wall: other processes on a loaded box do not count
    chunks = md(src, replace(CFG, file_time_budget_s=0))
    took = time.process_time() - t0
    # these took 100-200 s each before (0.2-3.3 CPU s now); a generous bound
    assert took < 30, f"{case}: {took:.1f} CPU s"
    check_invariants(src, chunks, path="memory/x.md", cfg=CFG)


def test_chunking_time_grows_near_linearly() -> None:
    def cost(n: int) -> float:
        src = nested_links(n)
        t0 = time.process_time()
        md(src)
        return time.process_time() - t0

    cost(20_000)
    small, big = min(cost(50_000) for _ in range(2)), min(cost(400_000) for _ in range(2))
    # 8x the size: linear is 8x, quadratic 64x (it was: the ids of identical windows were retried 0..k)
    assert big < 24 * max(small, 0.01), (small, big)


def test_a_file_past_its_budget_raises_a_chunk_timeout() -> None:
    with pytest.raises(ChunkTimeoutError) as err:
        md(many_headings(), replace(CFG, file_time_budget_s=0.01))
    assert "chunk.file_time_budget_s" in str(err.value) and "chunk.file_time_budget_s" in err.value.action


def _workspace(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    mem = root / "workspace-main" / "memory"
    mem.mkdir(parents=True)
    (mem / "2026-01-01-slow.md").write_text(many_headings(), encoding="utf-8")
    for i in range(4):
        (mem / f"2026-01-0{i + 2}.md").write_text(f"# Day {i}\n\nThe backup job {i} runs at 0{i}:00 on the NAS.\n",
                                                   encoding="utf-8")
    return root


def test_a_slow_file_is_a_skip_and_the_batch_stops_taking_files(tmp_path: Path) -> None:
    root = _workspace(tmp_path)
    cfg = load_config(root=str(root), data_dir=str(tmp_path / "data"), overrides={"chunk": {"file_time_budget_s": 0.2}})
    ws = Workspace(cfg.workspace, cfg.root)
    snaps = sorted(snapshot_files(ws, ws.iter_files(None)), key=lambda s: s.key)
    assert snaps[0].route.path == "memory/2026-01-01-slow.md"
    prepared, failed, rest = prepare_within(snaps, cfg, budget_s=0.2)
    assert [f.path for f in failed] == ["memory/2026-01-01-slow.md"]
    assert SkipReason.TOO_SLOW.value in failed[0].reason
    assert prepared == [] and [s.key for s in rest] == [s.key for s in snaps[1:]], "the rest waits for the next batch"
    prepared, failed, rest = prepare_within(rest, cfg, budget_s=0.2)
    assert len(prepared) == 4 and not failed and not rest


@pytest.mark.slow
@pytest.mark.usefixtures("prefect_harness")
def test_an_ingest_run_with_a_slow_file_indexes_the_others(tmp_path: Path) -> None:
    import asyncio

    from flows.ingest import ingest
    from memspark.config import StorageConfig
    from memspark.storage import LanceStore

    root = _workspace(tmp_path)
    data = tmp_path / "data"
    report = asyncio.run(ingest(root=str(root), data_dir=str(data),
                                overrides={"chunk": {"file_time_budget_s": 0.5}, "tuning": {"files_per_batch": 64}}))
    skipped = {s.path: s.reason for s in report.skipped_files}
    assert set(skipped) == {"memory/2026-01-01-slow.md"}
    assert SkipReason.TOO_SLOW.value in skipped["memory/2026-01-01-slow.md"]
    indexed = {path for _, path in LanceStore(data, StorageConfig(), model_id=None, dims=None).file_hashes()}
    assert indexed == {f"memory/2026-01-0{i + 2}.md" for i in range(4)}
