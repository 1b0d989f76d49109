"""The maintain flow (scheduled): compaction, old-version cleanup, FTS/scalar index upkeep, the ANN index.

- compaction + cleanup: ``optimize`` merges small fragments and folds new rows into the FTS and
  scalar indexes; versions older than ``ops.version_retention_s`` are removed, so a busy table
  (one version per ingest) stays bounded. Tagged versions (pre-reembed) are kept until untagged.
- index upkeep: missing BITMAP/FTS indexes are recreated; past ``tuning.ann_min_rows`` child rows an ANN
  index is built and kept only if its recall@10 against exact search (refined as searches refine,
  ``tuning.ann_refine_factor``) passes (memspark.storage.ann).
- recorded screening verdicts: child rows whose injection verdict is missing or stale (written before a
  detector change) are screened again from their stored text and vector, up to ``rescreen_rows`` a run
  (:mod:`memspark.ops.rescreen`), so recall reads verdicts instead of screening those rows itself.
- stale stages: the side tables a crashed large-file index left (:mod:`memspark.storage.stage`) are
  finished (published but not retired) or dropped (unwritten for ``stale_stage_s``, default
  :data:`~memspark.storage.stage.STALE_AFTER_S`); a stage still being written is left alone.
"""

from __future__ import annotations

import time
from dataclasses import asdict
from datetime import timedelta
from typing import Any

from prefect import flow, get_run_logger, task
from prefect.artifacts import acreate_table_artifact
from prefect.cache_policies import NO_CACHE

from flows.naming import run_name
from memspark.config import Config, load_config
from memspark.ops.rescreen import MAX_ROWS, rescreen_store
from memspark.progress import Tracker
from memspark.storage import LanceStore
from memspark.storage.admin import cleanup_versions
from memspark.storage.ann import ensure_ann_index
from memspark.storage.stage import STALE_AFTER_S, recover_staged


def _store(cfg: Config) -> LanceStore:
    return LanceStore.existing(cfg.data_dir, cfg.storage)


@task(name="clear-stale-stages", cache_policy=NO_CACHE)
def clear_stale_stages(cfg: Config, stale_after_s: float) -> int:
    """Finish or drop the stages crashed large-file runs left; returns how many (before the table check:
    a crash during the very first index leaves a stage and no table)."""
    store = _store(cfg)
    return recover_staged(store, stale_after_s=stale_after_s) if store.handle.reachable() else 0


@task(name="compact-and-cleanup", cache_policy=NO_CACHE, retries=2, retry_delay_seconds=5)
def compact_and_cleanup(cfg: Config, retention_s: float) -> dict[str, Any]:
    return asdict(cleanup_versions(_store(cfg), timedelta(seconds=retention_s),
                                   tag_ttl=timedelta(seconds=cfg.ops.tag_ttl_s)))


@task(name="index-upkeep", cache_policy=NO_CACHE, retries=1, retry_delay_seconds=5)
def index_upkeep(cfg: Config) -> dict[str, Any]:
    store = _store(cfg)
    store.ensure_indexes()
    ann = ensure_ann_index(store, min_rows=cfg.tuning.ann_min_rows, min_recall=cfg.tuning.ann_min_recall,
                           sample=cfg.tuning.ann_sample_queries, refine=cfg.tuning.ann_refine_factor)
    return {"ann": asdict(ann), "indexes": list(store.index_names())}


@task(name="rescreen-stale-verdicts", cache_policy=NO_CACHE, retries=1, retry_delay_seconds=5)
def rescreen(cfg: Config, max_rows: int) -> dict[str, Any]:
    return asdict(rescreen_store(_store(cfg), max_rows=max_rows))


@flow(name="memspark-maintain", flow_run_name=run_name("maintain"), log_prints=False)
async def maintain(root: str | None = None, config_file: str | None = None, data_dir: str | None = None,
                   retention_s: float | None = None,
                   overrides: dict[str, dict[str, Any]] | None = None,
                   stale_stage_s: float = STALE_AFTER_S, rescreen_rows: int = MAX_ROWS) -> dict[str, Any]:
    """Clear stale stages, re-screen stale verdicts, compact, clean up old versions, keep the indexes; returns
    what was done.

    ``stale_stage_s``: a stage nobody wrote to for this long belongs to a crashed run and is dropped
    (lower it only when no index is running: a running one would lose its stage and fail)."""
    started = time.perf_counter()
    log = get_run_logger()
    cfg = load_config(root=root, config_file=config_file, data_dir=data_dir, overrides=overrides)
    keep = cfg.ops.version_retention_s if retention_s is None else retention_s
    out: dict[str, Any] = {"retention_s": keep}
    out["stages_cleared"] = clear_stale_stages(cfg, stale_stage_s)
    if out["stages_cleared"]:
        log.info("cleared %d stage(s) left by interrupted large-file runs", out["stages_cleared"])
    if not _store(cfg).has_table():
        log.info("no table in %s: nothing to maintain", cfg.data_dir)
        return out | {"skipped": "no table"}
    out["rescreen"] = rescreen(cfg, rescreen_rows)  # before compaction: its commit is folded in too
    if out["rescreen"]["rows_screened"]:
        log.info("recorded the injection verdict of %d row(s)%s", out["rescreen"]["rows_screened"],
                 " (more next run)" if out["rescreen"]["more"] else "")
    tracker = Tracker("maintain", 2, "steps", log=log.info)  # compact + cleanup, then index upkeep
    out["cleanup"] = compact_and_cleanup.with_options(task_run_name=f"compact-keep-{keep:g}s")(cfg, keep)
    tracker.advance()
    out |= index_upkeep(cfg)
    tracker.finish()
    out["seconds"] = round(time.perf_counter() - started, 3)
    c, ann = out["cleanup"], out["ann"]
    log.info("versions %d -> %d (tags deleted: %s); ANN index: %s (%d rows, recall %s)", c["versions_before"],
             c["versions_after"], ", ".join(c["tags_deleted"]) or "none", ann["action"], ann["rows"], ann["recall"])
    await acreate_table_artifact(
        key="maintain-summary",
        table=[{"metric": "versions before", "value": c["versions_before"]},
               {"metric": "versions after", "value": c["versions_after"]},
               {"metric": "tags deleted", "value": ", ".join(c["tags_deleted"]) or "none"},
               {"metric": "ANN index", "value": ann["action"]},
               {"metric": "ANN recall@10", "value": ann["recall"]},
               {"metric": "rows", "value": ann["rows"]},
               {"metric": "verdicts recorded", "value": out["rescreen"]["rows_screened"]},
               {"metric": "indexes", "value": ", ".join(out["indexes"])}],
        description=f"memspark maintain of {cfg.data_dir}")
    return out
