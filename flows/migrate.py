"""The migrate flow: apply pending schema migrations (manual deployment; also `memspark migrate`)."""

from __future__ import annotations

from typing import Any

from prefect import flow, get_run_logger, task
from prefect.artifacts import acreate_table_artifact
from prefect.cache_policies import NO_CACHE

from flows.naming import run_name
from memspark.config import Config, load_config
from memspark.storage import LanceStore


@task(name="apply-migrations", cache_policy=NO_CACHE)
def apply_migrations(cfg: Config, dry_run: bool) -> list[str]:
    store = LanceStore.existing(cfg.data_dir, cfg.storage)
    return store.migrate(dry_run=dry_run)


@flow(name="memspark-migrate", flow_run_name=run_name("migrate", flag="dry_run"), log_prints=False)
async def migrate(root: str | None = None, config_file: str | None = None, data_dir: str | None = None,
                  dry_run: bool = False) -> dict[str, Any]:
    """Apply (or with ``dry_run`` list) the pending migrations; returns {applied|pending, migrations}."""
    cfg = load_config(root=root, config_file=config_file, data_dir=data_dir)
    names = apply_migrations(cfg, dry_run)
    get_run_logger().info("%s: %s", "pending" if dry_run else "applied", ", ".join(names) or "nothing")
    status = LanceStore.existing(cfg.data_dir, cfg.storage).migration_status()
    await acreate_table_artifact(
        key="migrate-summary",
        table=[{"migration": s.name, "applied_at": s.applied_at or "", "pending": s.pending,
                "description": s.description} for s in status],
        description=f"memspark migrate of {cfg.data_dir}",
    )
    return {"dry_run": dry_run, "migrations": names}
