"""The ingest flow: workspace files → parent/child chunks → embeddings → LanceDB.

detect (scan + plan) → chunk → embed (batched) → upsert under the writer lock → delete removed
files → optimize → summary artifact. Tasks are coarse (one per file batch and stage, tens per run), the
flow is ``async`` (≈ 0.1 s exit cost instead of ≈ 1 s for a sync flow), and it runs in Prefect's
ephemeral mode (no server configured) or against a running server. The per-file work is
:mod:`memspark.ingest.prepare` (the same core the toolset and the capture writer use); the run's
summary is an :class:`~memspark.ingest.IngestReport` that the pure :func:`~memspark.ingest.tally`
computes from the plan and each batch's :class:`~memspark.ingest.BatchOutcome`.

Retries: the tasks have no Prefect retries. Embedding retries live in one place, :class:`EmbedQueue`
(per embedding batch, with the circuit breaker, and the same for every caller: this flow, the
watcher, the toolset, captures, recall); LanceDB commit conflicts are retried by the storage seam.
A Prefect retry on top re-ran a whole file batch after the queue had given up, multiplying the
attempts and re-embedding batches that had succeeded.

Crash safety: each upsert commit replaces whole files (at most ``tuning.chunks_per_upsert`` rows; a
bigger file alone) and records their content hashes, so a kill mid-run keeps every finished commit
and the next run re-plans only what is missing.

Large files (:data:`~memspark.ingest.stream.STREAM_MIN_BYTES` and up) leave their batch for a task of
their own (:func:`index_large_file`): chunked, embedded and written to a stage a piece at a time, with a
progress line inside the file, then published at once (:mod:`memspark.storage.stage`: readers see the
old rows until the new set is complete). A run first finishes or drops the stages a crashed run left.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import numpy as np
from prefect import flow, get_run_logger, task
from prefect.artifacts import acreate_table_artifact
from prefect.cache_policies import NO_CACHE

from memspark.config import Config, load_config
from memspark.embed import EmbedQueue, create_provider
from memspark.errors import IngestError
from memspark.ingest import (
    BatchOutcome,
    ChangeReport,
    FileFailure,
    FileSnapshot,
    IngestReport,
    PreparedFile,
    build_batches,
    group_by_rows,
    plan_changes,
    snapshot_files,
    tally,
    to_records,
)
from memspark.ingest.embedding import EmbeddedFiles, embed_files
from memspark.ingest.prepare import prepare_within, printable
from memspark.ingest.rowless import forget_rowless, record_rowless, stored_hashes
from memspark.ingest.stream import Progress, stream_file, streams
from memspark.progress import Tracker
from memspark.storage import LanceStore
from memspark.workspace import SHARED_AGENT, Workspace

_QUEUES: dict[str, EmbedQueue] = {}
_QUEUES_LOCK = threading.Lock()


def embed_queue_for(cfg: Config) -> EmbedQueue:
    """One embedding queue (and loaded model) per provider config and process: the watcher and repeated
    runs in one process must not reload the model each time."""
    key = repr((cfg.embed, cfg.tuning.breaker_failures, cfg.tuning.breaker_reset_s))
    with _QUEUES_LOCK:
        q = _QUEUES.get(key)
        if q is None:
            q = EmbedQueue(create_provider(cfg.embed), cfg.embed, tuning=cfg.tuning)
            _QUEUES[key] = q
        return q


@task(name="detect-changes", cache_policy=NO_CACHE)
def detect_changes(cfg: Config, agents: list[str] | None, paths: list[str] | None, full: bool = False) -> ChangeReport:
    ws = Workspace(cfg.workspace, cfg.root)
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None)
    store.recover_staged()  # before the hashes: a file published but not yet retired has two generations
    stored = stored_hashes(store)  # a file without rows counts by its record (memspark.ingest.rowless)
    if full:  # every indexed file counts as changed: chunked and embedded again with today's settings
        stored = dict.fromkeys(stored, "")
    if paths:
        files = [(Path(p) if Path(p).is_absolute() else ws.root / p) for p in paths]
        existing = [f for f in files if f.exists() or f.is_symlink()]
        snaps = snapshot_files(ws, existing)
        in_scope = {s.key for s in snaps}
        for f in files:
            if not (f.exists() or f.is_symlink()):
                route = ws.route(f)
                if route is not None:
                    in_scope.add(route.key)
        return plan_changes(snaps, stored, in_scope=in_scope)
    snaps = snapshot_files(ws, ws.iter_files(agents))
    scope = None if not agents else set(agents) | {SHARED_AGENT}
    return plan_changes(snaps, stored, scope_agents=scope)


@task(name="chunk-files", cache_policy=NO_CACHE)
def chunk_files(cfg: Config, batch: list[FileSnapshot]) -> tuple[list[PreparedFile], list[FileFailure], list[FileSnapshot]]:
    """Chunk the batch's files; once ``chunk.file_time_budget_s`` has passed no new file is started, and
    the files not started come back third (the flow puts them in the next batch)."""
    return prepare_within(batch, cfg, budget_s=cfg.chunk.file_time_budget_s)


@task(name="embed-chunks", cache_policy=NO_CACHE)
def embed_chunks(cfg: Config, prepared: list[PreparedFile]) -> EmbeddedFiles:
    """Embed the batch's files; a file whose text the provider rejects fails alone (a skip), the rest go on."""
    return embed_files(embed_queue_for(cfg), prepared)


@task(name="upsert-files", cache_policy=NO_CACHE)
def upsert_files(cfg: Config, prepared: list[PreparedFile], vectors: np.ndarray, model_id: str, dims: int) -> int:
    """Write the batch's files, one commit per ``tuning.chunks_per_upsert`` rows of whole files."""
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=model_id, dims=dims)
    written = offset = 0
    for group in group_by_rows(prepared, cfg.tuning.chunks_per_upsert):
        n = sum(len(pf.embed_texts) for pf in group)
        records = to_records(group, vectors[offset:offset + n], model_id=model_id, dims=dims)
        store.replace_files(records, [pf.key for pf in group])
        written += records.num_rows
        offset += n
    record_rowless(store, prepared)  # the files that gave no rows: the next run sees them unchanged
    return written


@task(name="index-large-file", cache_policy=NO_CACHE)
def index_large_file(cfg: Config, snap: FileSnapshot, model_id: str, dims: int,
                     on_progress: Progress | None = None) -> BatchOutcome:
    """Chunk, embed and stage one large file's rows a piece at a time, then publish them at once."""
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=model_id, dims=dims)
    try:
        streamed = stream_file(snap, cfg, embed_queue_for(cfg), store, model_id=model_id, dims=dims,
                               on_progress=on_progress)
    except IngestError as exc:  # unreadable, too slow to chunk, a text the provider rejects: its old rows stay
        failure = FileFailure(snap.route.agent_id, snap.route.path, exc.message, exc.action)
        get_run_logger().warning("skipped %s", failure.line)
        return BatchOutcome(0, (failure,), 0, 0, 0.0)
    turns = streamed.turns_embedded
    return BatchOutcome(1, (), streamed.texts_embedded - turns, streamed.rows_written, streamed.embed_seconds, turns)


@task(name="delete-removed", cache_policy=NO_CACHE)
def delete_removed(cfg: Config, keys: list[tuple[str, str]]) -> int:
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None)
    deleted = sum(store.delete_by_path(path, agent_id) for agent_id, path in keys)
    forget_rowless(store, keys)
    return deleted


@task(name="optimize-table", cache_policy=NO_CACHE)
def optimize_table(cfg: Config) -> int:
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None)
    store.optimize()
    return store.count()


def _run_name() -> str:
    from prefect.runtime import flow_run

    params = flow_run.parameters or {}
    agents = params.get("agents") or ["all"]
    paths = params.get("paths")
    what = f"{len(paths)} path(s)" if paths else "scan"
    return f"ingest-{'+'.join(agents)}-{what}"


@flow(name="memspark-ingest", flow_run_name=_run_name, log_prints=False)
async def ingest(
    root: str | None = None,
    agents: list[str] | None = None,
    paths: list[str] | None = None,
    config_file: str | None = None,
    data_dir: str | None = None,
    overrides: dict[str, dict[str, Any]] | None = None,
    full: bool = False,
) -> IngestReport:
    """Index the workspace (or only ``agents`` / ``paths``); returns the run's :class:`IngestReport`.

    ``full``: re-index unchanged files too (after a change of the chunking or ``ingest.embed_turns``
    settings, which the content hashes cannot see)."""
    started = time.perf_counter()
    log = get_run_logger()
    cfg = load_config(root=root, config_file=config_file, data_dir=data_dir, overrides=overrides)
    plan = detect_changes(cfg, agents, paths, full)
    for s in plan.skipped:
        log.warning("skipped %s", printable(s.skip_line()))
    log.info("plan: %d added, %d changed, %d unchanged, %d deleted, %d skipped", len(plan.added), len(plan.changed),
             len(plan.unchanged), len(plan.deleted), len(plan.skipped))

    outcomes: list[BatchOutcome] = []
    model_id = ""
    if plan.to_index:
        queue = embed_queue_for(cfg)
        model_id, dims = queue.identity, queue.provider.dims
        # fail fast on a model mismatch before any embedding work is spent
        store = LanceStore(cfg.data_dir, cfg.storage, model_id=model_id, dims=dims)
        batches = build_batches(sorted(plan.to_index, key=lambda s: s.key), cfg.tuning.files_per_batch)
        tracker = Tracker("index", len(plan.to_index), "files", log=log.info)
        i = 0
        while batches:  # a batch's chunking is time-bounded: the files it did not reach lead the next batch
            batch = batches.pop(0)
            for snap in [s for s in batch if streams(s)]:  # a large file: its own task, progress inside it
                outcomes.append(index_large_file.with_options(task_run_name=f"index-large-{snap.route.agent_id}")(
                    cfg, snap, model_id, dims, lambda done, total: tracker.within(done, total, "line")))
                tracker.advance(1)
            batch = [s for s in batch if not streams(s)]
            if not batch:
                continue
            i += 1
            outcome, rest = _index_batch(cfg, batch, f"{i}of{i + len(batches)}", model_id, dims)
            outcomes.append(outcome)
            tracker.advance(len(batch) - len(rest))
            if rest:
                batches.insert(0, rest)
        tracker.finish()
        store.ensure_table()  # files without a line to index (init's notes): still an index, with no results
    if plan.deleted:
        delete_removed.with_options(task_run_name=f"delete-{len(plan.deleted)}files")(cfg, list(plan.deleted))
    if (outcomes or plan.deleted) and cfg.storage.optimize_after_ingest:
        table_rows = optimize_table(cfg)
    else:  # nothing changed: still heal duplicate ids left by unguarded concurrent writers (optimize does too)
        store = LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None)
        store.remove_duplicates()
        table_rows = store.count()
    report = tally(plan, outcomes, model=model_id or _table_model(cfg), table_rows=table_rows,
                   seconds=time.perf_counter() - started)
    await acreate_table_artifact(
        key="ingest-summary",
        table=[{"metric": k, "value": v} for k, v in report.to_dict().items() if not isinstance(v, list)]
        + [{"metric": f"skipped: {s.agent}:{s.path}", "value": s.reason} for s in report.skipped_files],
        description=f"memspark ingest of {cfg.root}",
    )
    return report


def _table_model(cfg: Config) -> str:
    """The model a run that embedded nothing reports: the table's (no model is loaded for it), else the
    configured one (no table yet)."""
    ident = LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None).identity()
    if ident is not None and ident.model_id:
        return ident.model_id
    return f"{cfg.embed.provider}:{cfg.embed.model}"


def _index_batch(cfg: Config, batch: list[FileSnapshot], position: str, model_id: str,
                 dims: int) -> tuple[BatchOutcome, list[FileSnapshot]]:
    """Chunk, embed and upsert one file batch (three tasks); a file that cannot be chunked or embedded is a skip."""
    log = get_run_logger()
    label = f"{'+'.join(sorted({s.route.agent_id for s in batch}))}-{position}-{len(batch)}files"
    prepared, failed, rest = chunk_files.with_options(task_run_name=f"chunk-{label}")(cfg, batch)
    for f in failed:  # e.g. broken rules JSON: its old rows stay
        log.warning("skipped %s", f.line)
    texts = [t for pf in prepared for t in pf.embed_texts]
    t0 = time.perf_counter()
    if texts:  # a file the provider cannot embed is a skip too; the batch's other files are written
        embedded = embed_chunks.with_options(task_run_name=f"embed-{label}-{len(texts)}texts")(cfg, prepared)
        prepared, vectors = embedded.files, embedded.vectors
        for f in embedded.failed:
            log.warning("skipped %s", f.line)
        failed = [*failed, *embedded.failed]
        texts = [t for pf in prepared for t in pf.embed_texts]
    else:
        vectors = np.zeros((0, dims), dtype=np.float32)
    embed_seconds = time.perf_counter() - t0
    written = upsert_files.with_options(task_run_name=f"upsert-{label}")(cfg, prepared, vectors, model_id, dims)
    turns = sum(len(pf.turns) for pf in prepared)
    return BatchOutcome(len(prepared), tuple(failed), len(texts) - turns, written, embed_seconds, turns), rest
