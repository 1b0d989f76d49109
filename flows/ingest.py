"""The ingest flow: workspace files → parent/child chunks → embeddings → LanceDB.

detect (scan + plan) → chunk → embed (batched, retried) → upsert under the writer lock → delete removed
files → optimize → summary artifact. Tasks are coarse (one per file batch and stage, tens per run), the
flow is ``async`` (≈ 0.1 s exit cost instead of ≈ 1 s for a sync flow), and it runs in Prefect's
ephemeral mode (no server configured) or against a running server.

Crash safety: each batch's files are replaced in one LanceDB commit that also records their content
hashes, so a kill mid-run keeps every finished batch and the next run re-plans only what is missing.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from prefect import flow, get_run_logger, task
from prefect.artifacts import acreate_table_artifact
from prefect.cache_policies import NO_CACHE
from prefect.tasks import exponential_backoff

from memspark.chunking import chunk_document
from memspark.chunking.model import Chunk
from memspark.config import Config, load_config
from memspark.embed import EmbedQueue, create_provider
from memspark.errors import IngestError, ModelMismatchError, PermanentProviderError
from memspark.ingest import (
    ChangeReport,
    FileSkip,
    FileSnapshot,
    SkipReason,
    build_batches,
    plan_changes,
    read_file,
    snapshot_files,
)
from memspark.progress import Tracker
from memspark.storage import LanceStore, build_records
from memspark.workspace import SHARED_AGENT, Workspace

_QUEUES: dict[str, EmbedQueue] = {}
_QUEUES_LOCK = threading.Lock()


def embed_queue_for(cfg: Config) -> EmbedQueue:
    """One embedding queue (and loaded model) per provider config and process: the watcher and repeated
    runs in one process must not reload the model each time."""
    key = repr(cfg.embed)
    with _QUEUES_LOCK:
        q = _QUEUES.get(key)
        if q is None:
            q = EmbedQueue(create_provider(cfg.embed), cfg.embed)
            _QUEUES[key] = q
        return q


@dataclass
class IngestSummary:
    added: int = 0
    changed: int = 0
    unchanged: int = 0
    deleted: int = 0
    skipped: int = 0
    skipped_files: list[dict[str, str]] = field(default_factory=list)
    files_indexed: int = 0
    chunks_embedded: int = 0
    chunks_written: int = 0
    seconds: float = 0.0
    embed_seconds: float = 0.0
    model: str = ""
    table_rows: int = 0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class PreparedFile:
    snapshot: FileSnapshot
    chunks: list[Chunk]
    doc_date: str
    content_hash: str  # of the bytes these chunks came from (the file may have changed since the snapshot)


def _not_permanent(task: Any, task_run: Any, state: Any) -> bool:
    """Retry condition: auth and quota errors are permanent, everything else is worth a retry."""
    try:
        state.result()
    except (PermanentProviderError, ModelMismatchError):
        return False
    except Exception:
        return True
    return True


@task(name="detect-changes", cache_policy=NO_CACHE)
def detect_changes(cfg: Config, agents: list[str] | None, paths: list[str] | None) -> ChangeReport:
    ws = Workspace(cfg.workspace, cfg.root)
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None)
    stored = store.file_hashes()
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
def chunk_files(cfg: Config, batch: list[FileSnapshot]) -> tuple[list[PreparedFile], list[dict[str, str]]]:
    prepared: list[PreparedFile] = []
    failed: list[dict[str, str]] = []
    for snap in batch:
        route = snap.route
        try:
            content = read_file(route, cfg.workspace.max_file_bytes)  # one read: text and hash agree
            doc_date = route.doc_date(snap.mtime)
            chunks = chunk_document(content.text, agent_id=route.agent_id, path=route.path,
                                    content_type=route.content_type, doc_date=route.name_date or doc_date, cfg=cfg.chunk)
        except IngestError as exc:
            failed.append({"agent": route.agent_id, "path": route.path, "reason": exc.message, "action": exc.action})
            continue
        except Exception as exc:  # noqa: BLE001 - e.g. RecursionError on absurd nesting: one file, not the run
            skip = FileSkip(route.abs_path, SkipReason.FAILED, f"{type(exc).__name__}: {str(exc)[:160]}")
            failed.append({"agent": route.agent_id, "path": route.path, "reason": skip.message, "action": skip.action})
            continue
        prepared.append(PreparedFile(snap, chunks, doc_date, content.content_hash))
    return prepared, failed


@task(name="embed-chunks", cache_policy=NO_CACHE, retries=2, retry_delay_seconds=exponential_backoff(backoff_factor=2),
      retry_jitter_factor=0.5, retry_condition_fn=_not_permanent)
def embed_chunks(cfg: Config, texts: list[str]) -> np.ndarray:
    return embed_queue_for(cfg).embed_documents(texts)


@task(name="upsert-files", cache_policy=NO_CACHE, retries=2, retry_delay_seconds=exponential_backoff(backoff_factor=1),
      retry_condition_fn=_not_permanent)
def upsert_files(cfg: Config, prepared: list[PreparedFile], vectors: np.ndarray, model_id: str, dims: int) -> int:
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=model_id, dims=dims)
    tables = []
    offset = 0
    for pf in prepared:
        n_children = sum(1 for c in pf.chunks if not c.is_parent)
        route = pf.snapshot.route
        tables.append(build_records(pf.chunks, vectors[offset:offset + n_children], pool=route.pool, source=route.source,
                                    content_type=route.content_type, doc_date=pf.doc_date, evergreen=route.evergreen,
                                    content_hash=pf.content_hash, model_id=model_id, dims=dims))
        offset += n_children
    records = _concat(tables)
    store.replace_files(records, [pf.snapshot.key for pf in prepared])
    return len(records)


def _concat(tables: Sequence[Any]) -> Any:
    import pyarrow as pa

    if not tables:
        return []
    if isinstance(tables[0], pa.Table):
        return pa.concat_tables(tables)
    out: list[Any] = []
    for t in tables:
        out.extend(t)
    return out


@task(name="delete-removed", cache_policy=NO_CACHE)
def delete_removed(cfg: Config, keys: list[tuple[str, str]]) -> int:
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None)
    return sum(store.delete_by_path(path, agent_id) for agent_id, path in keys)


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
) -> dict[str, Any]:
    """Index the workspace (or only ``agents`` / ``paths``); returns the summary as a dict."""
    started = time.perf_counter()
    log = get_run_logger()
    cfg = load_config(root=root, config_file=config_file, data_dir=data_dir, overrides=overrides)
    summary = IngestSummary()
    report = detect_changes(cfg, agents, paths)
    summary.added, summary.changed, summary.unchanged = len(report.added), len(report.changed), len(report.unchanged)
    summary.skipped = len(report.skipped)
    summary.skipped_files = [{"agent": s.route.agent_id, "path": s.route.path, "reason": s.skip.value if s.skip else "",
                              "detail": s.detail, "line": s.skip_line()} for s in report.skipped]
    for s in report.skipped:
        log.warning("skipped %s", s.skip_line())
    log.info("plan: %d added, %d changed, %d unchanged, %d deleted, %d skipped", summary.added, summary.changed,
             summary.unchanged, len(report.deleted), summary.skipped)

    to_index = report.to_index
    wrote_anything = bool(report.deleted)
    if to_index:
        queue = embed_queue_for(cfg)
        model_id, dims = queue.identity, queue.provider.dims
        summary.model = model_id
        # fail fast on a model mismatch before any embedding work is spent
        LanceStore(cfg.data_dir, cfg.storage, model_id=model_id, dims=dims)
        batches = build_batches(sorted(to_index, key=lambda s: s.key), cfg.ingest.files_per_batch)
        tracker = Tracker("index", len(to_index), "files", log=log.info)
        for i, batch in enumerate(batches, 1):
            agents_in = sorted({s.route.agent_id for s in batch})
            label = f"{'+'.join(agents_in)}-{i}of{len(batches)}-{len(batch)}files"
            prepared, failed = chunk_files.with_options(task_run_name=f"chunk-{label}")(cfg, batch)
            added_keys = {s.key for s in report.added}
            for f in failed:
                # a file that cannot be chunked (e.g. broken rules JSON) is a skip: its old rows stay
                line = f"{f['agent']}:{f['path']}: {f['reason']} — {f['action']}"
                log.warning("skipped %s", line)
                summary.skipped += 1
                summary.skipped_files.append({"agent": f["agent"], "path": f["path"], "reason": f["reason"],
                                              "detail": "", "line": line})
                if (f["agent"], f["path"]) in added_keys:
                    summary.added -= 1
                else:
                    summary.changed -= 1
            texts = [c.embed_text for pf in prepared for c in pf.chunks if not c.is_parent]
            t0 = time.perf_counter()
            vectors = (embed_chunks.with_options(task_run_name=f"embed-{label}-{len(texts)}chunks")(cfg, texts)
                       if texts else np.zeros((0, dims), dtype=np.float32))
            summary.embed_seconds += time.perf_counter() - t0
            written = upsert_files.with_options(task_run_name=f"upsert-{label}")(cfg, prepared, vectors, model_id, dims)
            summary.chunks_embedded += len(texts)
            summary.chunks_written += written
            summary.files_indexed += len(prepared)
            wrote_anything = True
            tracker.advance(len(batch))
        tracker.finish()
    if report.deleted:
        delete_removed.with_options(task_run_name=f"delete-{len(report.deleted)}files")(cfg, list(report.deleted))
    summary.deleted = len(report.deleted)
    if wrote_anything and cfg.storage.optimize_after_ingest:
        summary.table_rows = optimize_table(cfg)
    else:
        summary.table_rows = LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None).count()
    summary.seconds = round(time.perf_counter() - started, 3)
    summary.embed_seconds = round(summary.embed_seconds, 3)
    await acreate_table_artifact(
        key="ingest-summary",
        table=[{"metric": k, "value": v} for k, v in summary.to_dict().items() if not isinstance(v, list)]
        + [{"metric": f"skipped: {s['agent']}:{s['path']}", "value": s["reason"]} for s in summary.skipped_files],
        description=f"memspark ingest of {cfg.root}",
    )
    return summary.to_dict()
