"""The reembed flow: move the chunks table to the configured embedding model (see memspark.ops.reembed).

plan → embed batches into the shadow table (one task per batch, retried; a progress artifact) →
under the writer lock: sync what changed meanwhile, swap in one commit, verify → summary artifact.
Killed or crashed, a rerun resumes from the shadow table. ``dry_run`` returns the plan with an
estimate from timing the embedding of a sample of the real rows to do.
"""

from __future__ import annotations

import time
from typing import Any

from prefect import flow, get_run_logger, task
from prefect.artifacts import acreate_progress_artifact, acreate_table_artifact, aupdate_progress_artifact
from prefect.cache_policies import NO_CACHE

from flows.ingest import embed_queue_for
from flows.naming import run_name
from memspark.config import Config, load_config
from memspark.ingest import build_batches
from memspark.ops.reembed import (
    ReembedPlan,
    embed_texts,
    open_shadow,
    plan_reembed,
    rebuild_rows,
    shadow_name,
    swap_shadow,
)
from memspark.progress import Tracker
from memspark.storage import LanceStore
from memspark.storage.side import drop_side_table

SAMPLE_ROWS = 48  # rows to do, spread over the table, embedded by a dry run to estimate the time


def _store(cfg: Config) -> LanceStore:
    return LanceStore.existing(cfg.data_dir, cfg.storage)


def _embed_into_shadow(cfg: Config, store: LanceStore, ids: list[str], model_id: str, dims: int) -> tuple[int, int]:
    rows = store.rows_by_id(ids)
    what = embed_texts(rows, turns=cfg.ingest.embed_turns)
    vectors = embed_queue_for(cfg).embed_documents(what.texts) if what.texts else None
    shadow = open_shadow(store, model_id, dims, create=True)
    shadow.upsert(rebuild_rows(rows, vectors, what, model_id, dims))
    return len(what.child_rows), what.mismatched


def _estimate_seconds(cfg: Config, store: LanceStore, queue: Any, plan: ReembedPlan) -> float:
    """Time the embedding of a sample of the rows to do — their real texts (turns included), spread
    evenly over the plan — after one warm-up call, and scale it to every row to do. Timing made-up short
    sentences instead under-estimated a real run tenfold (chunks are ≈ 200 tokens)."""
    todo = plan.todo_ids
    if not todo:
        return 0.0
    step = max(1, len(todo) // SAMPLE_ROWS)
    rows = store.rows_by_id(todo[::step][:SAMPLE_ROWS])
    what = embed_texts(rows, turns=cfg.ingest.embed_turns)
    if not what.texts:
        return 0.0
    queue.embed_documents(what.texts[:1])  # model load and first-call costs are not per row
    t0 = time.perf_counter()
    queue.embed_documents(what.texts)
    per_row = (time.perf_counter() - t0) / max(len(rows), 1)
    return round(per_row * len(todo), 1)


@task(name="plan-reembed", cache_policy=NO_CACHE)
def plan_task(cfg: Config, model_id: str, dims: int) -> ReembedPlan:
    return plan_reembed(_store(cfg), model_id, dims)


@task(name="reembed-batch", cache_policy=NO_CACHE)  # EmbedQueue retries (see flows/ingest.py)
def reembed_batch(cfg: Config, ids: list[str], model_id: str, dims: int) -> tuple[int, int]:
    return _embed_into_shadow(cfg, _store(cfg), ids, model_id, dims)


@task(name="sync-and-swap", cache_policy=NO_CACHE)
def sync_and_swap(cfg: Config, model_id: str, dims: int) -> dict[str, Any]:
    log = get_run_logger()
    store = _store(cfg)
    with store.writer():  # no ingest can write between the final sync and the swap
        plan = plan_reembed(store, model_id, dims)
        if plan.source_model == model_id:  # another run swapped already: never overwrite with a partial shadow
            return {"swapped": False, "synced_rows": 0}
        shadow = open_shadow(store, model_id, dims, create=True)
        if plan.stale_ids:
            shadow.delete_ids(plan.stale_ids)
        synced = 0
        for batch in build_batches(plan.todo_ids, cfg.tuning.reembed_batch_rows):
            synced += _embed_into_shadow(cfg, store, batch, model_id, dims)[0]
        if plan.todo_ids or plan.stale_ids:
            log.info("final sync: %d row(s) written by ingest meanwhile re-embedded, %d removed",
                     len(plan.todo_ids), len(plan.stale_ids))
        out = swap_shadow(store, shadow, model_id, dims, keep_tags=cfg.ops.keep_reembed_tags)
    out["synced_rows"] = len(plan.todo_ids)
    out["swapped"] = True
    return out


@flow(name="memspark-reembed", flow_run_name=run_name("reembed", flag="dry_run"), log_prints=False)
async def reembed(
    root: str | None = None,
    config_file: str | None = None,
    data_dir: str | None = None,
    dry_run: bool = False,
    overrides: dict[str, dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """Re-embed the table with the configured model; returns the plan plus what was done."""
    started = time.perf_counter()
    log = get_run_logger()
    cfg = load_config(root=root, config_file=config_file, data_dir=data_dir, overrides=overrides)
    queue = embed_queue_for(cfg)
    model_id, dims = queue.identity, queue.provider.dims
    plan = plan_task(cfg, model_id, dims)
    out: dict[str, Any] = plan.to_dict() | {"dry_run": dry_run, "embedded": 0, "text_mismatches": 0}
    store = _store(cfg)
    if not plan.needed:
        drop_side_table(store, shadow_name(store))  # a shadow left by a run killed after its swap
        log.info("the table already holds %s vectors: nothing to re-embed", model_id)
        out["seconds"] = round(time.perf_counter() - started, 3)
        return out
    if dry_run:
        out["estimated_seconds"] = _estimate_seconds(cfg, store, queue, plan)
        out["seconds"] = round(time.perf_counter() - started, 3)
        return out
    log.info("re-embedding %d of %d row(s) from %s to %s (%d already in the shadow table)", len(plan.todo_ids),
             plan.rows_total, plan.source_model, model_id, plan.rows_done)
    batches = build_batches(plan.todo_ids, cfg.tuning.reembed_batch_rows)
    progress = await acreate_progress_artifact(progress=100.0 * plan.rows_done / max(plan.rows_total, 1),
                                               key="reembed-progress", description=f"re-embed to {model_id}")
    done = plan.rows_done
    tracker = Tracker("re-embed", plan.rows_total, "rows", done=done, log=log.info)
    for i, batch in enumerate(batches, 1):
        embedded, mismatched = reembed_batch.with_options(
            task_run_name=f"reembed-{i}of{len(batches)}-{len(batch)}rows")(cfg, batch, model_id, dims)
        out["embedded"] += embedded
        out["text_mismatches"] += mismatched
        done += len(batch)
        await aupdate_progress_artifact(progress, progress=100.0 * done / max(plan.rows_total, 1))
        tracker.advance(len(batch))
    tracker.finish()
    swap = sync_and_swap(cfg, model_id, dims)
    out |= swap
    out["seconds"] = round(time.perf_counter() - started, 3)
    if out["text_mismatches"]:
        log.warning("%d chunk(s) had a stored embed-text hash that differs from the rebuilt text (dates refreshed "
                    "since they were embedded); they were embedded as a fresh ingest would today",
                    out["text_mismatches"])
    await acreate_table_artifact(key="reembed-summary",
                                 table=[{"metric": k, "value": v} for k, v in out.items()],
                                 description=f"memspark reembed {plan.source_model} → {model_id}")
    return out
