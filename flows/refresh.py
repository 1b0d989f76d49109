"""The refresh flow: recompute document dates and evergreen flags without re-embedding (daily).

One task plans and applies under the writer lock (:mod:`memspark.ops.refresh`); the run ends with
a table artifact of the files whose metadata changed.
"""

from __future__ import annotations

import time
from typing import Any

from prefect import flow, get_run_logger, task
from prefect.artifacts import acreate_table_artifact
from prefect.cache_policies import NO_CACHE

from flows.naming import run_name
from memspark.config import Config, load_config
from memspark.ops.refresh import refresh_store
from memspark.storage import LanceStore
from memspark.workspace import Workspace

ARTIFACT_ROWS = 100  # the UI table stays readable; the summary counts every file


@task(name="refresh-metadata", cache_policy=NO_CACHE, retries=2, retry_delay_seconds=2)
def refresh_metadata(cfg: Config, dry_run: bool) -> dict[str, Any]:
    store = LanceStore.existing(cfg.data_dir, cfg.storage)
    plan, rows = refresh_store(store, Workspace(cfg.workspace, cfg.root), dry_run=dry_run)
    return {"files": [{"agent": p.agent_id, "path": p.path, "doc_date": p.doc_date, "evergreen": p.evergreen,
                       "hash_rewritten": p.content_hash is not None, "why": "; ".join(p.reasons)} for p in plan],
            "rows_updated": rows}


@flow(name="memspark-refresh", flow_run_name=run_name("refresh", flag="dry_run"), log_prints=False)
async def refresh(
    root: str | None = None,
    config_file: str | None = None,
    data_dir: str | None = None,
    dry_run: bool = False,
    overrides: dict[str, dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """Refresh stored dates/evergreen flags from the workspace; returns {files, rows_updated, seconds}."""
    started = time.perf_counter()
    log = get_run_logger()
    cfg = load_config(root=root, config_file=config_file, data_dir=data_dir, overrides=overrides)
    out = refresh_metadata.with_options(task_run_name="refresh-dry-run" if dry_run else "refresh-apply")(cfg, dry_run)
    out["files_changed"] = len(out["files"])
    out["dry_run"] = dry_run
    out["seconds"] = round(time.perf_counter() - started, 3)
    log.info("refresh: %d file(s) with new metadata, %d row(s) updated%s", out["files_changed"], out["rows_updated"],
             " (dry run)" if dry_run else "")
    await acreate_table_artifact(
        key="refresh-summary",
        table=out["files"][:ARTIFACT_ROWS] or [{"agent": "-", "path": "-", "why": "nothing changed"}],
        description=f"memspark refresh of {cfg.root}: {out['files_changed']} file(s), {out['rows_updated']} row(s)",
    )
    return out
