"""The table operations: ``migrate``, ``refresh``, ``reembed``, ``maintain``.

Commands that run a flow import Prefect lazily (≈ 1 s) after the config has been validated, through
:func:`memspark.cli.flowrun.run_flow`.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from memspark.cli.common import add_command, add_json, load
from memspark.cli.common import print_json as _print_json

if TYPE_CHECKING:
    from memspark.orchestration import FlowName


def _run_ops_flow(args: argparse.Namespace, name: FlowName, *, task: str, kept: str, **params: Any) -> dict[str, Any]:
    """Run ``flows.<name>.<name>`` (:func:`memspark.orchestration.call_flow`) for the configured workspace; ``task``/``kept`` make the stop line."""
    from memspark.cli.flowrun import run_flow, stopped_line
    from memspark.orchestration import call_flow

    cfg = load(args)

    def flow() -> Any:
        return call_flow(name, cfg, **params)

    return run_flow(args, cfg, flow, kept=lambda: stopped_line(task, kept, f"memspark {name}"))


# ---- migrate --------------------------------------------------------------------------------------
def cmd_migrate(args: argparse.Namespace) -> int:
    cfg = load(args)
    from memspark.storage import LanceStore

    store = LanceStore.existing(cfg.data_dir, cfg.storage)
    if args.list:
        rows = [{"name": s.name, "description": s.description, "appliedAt": s.applied_at, "pending": s.pending}
                for s in store.migration_status()]
        if args.json:
            _print_json({"tableExists": store.has_table(), "migrations": rows})
            return 0
        if not store.has_table():  # nothing is pending or applied: a table created later records them all
            print(f"no table in {cfg.data_dir}: nothing to migrate (`memspark index` creates one, up to date)")
            return 0
        for r in rows:
            state = "pending" if r["pending"] else f"applied {r['appliedAt']}"
            print(f"{r['name']}  [{state}]  {r['description']}")
        return 0
    names = store.migrate(dry_run=args.dry_run)
    if args.json:
        _print_json({"dryRun": args.dry_run, "migrations": names})
        return 0
    if not names:
        print("schema is up to date")
    for name in names:
        print(f"{'would apply' if args.dry_run else 'applied'} {name}")
    return 0


# ---- refresh --------------------------------------------------------------------------------------
def cmd_refresh(args: argparse.Namespace) -> int:
    out = _run_ops_flow(args, "refresh", task="refresh", kept="rows updated before the stop are kept",
                        dry_run=args.dry_run)
    if args.json:
        _print_json(out)
        return 0
    verb = "would refresh" if args.dry_run else "refreshed"
    print(f"{verb} {out['files_changed']} file(s), {out['rows_updated']} row(s) updated (no re-embedding)")
    for f in out["files"]:
        print(f"  {f['agent']}:{f['path']}: {f['why']}")
    return 0


# ---- reembed --------------------------------------------------------------------------------------
def cmd_reembed(args: argparse.Namespace) -> int:
    out = _run_ops_flow(args, "reembed", task="re-embed", dry_run=args.dry_run,
                        kept="the rows already in the shadow table are kept and the live table is unchanged")
    if args.json:
        _print_json(out)
        return 0
    print(f"table model: {out['source_model']} -> configured: {out['target_model']} ({out['target_dims']} dims)")
    print(f"rows: {out['rows_total']} ({out['children_total']} embedded children), already in the shadow table: "
          f"{out['rows_done']}, to do: {out['rows_todo']}")
    if not out["needed"]:
        print("nothing to re-embed")
    elif args.dry_run:
        print(f"estimated time: {out['estimated_seconds']:.0f} s (run without --dry-run to re-embed)")
    else:
        print(f"re-embedded {out['embedded']} chunk(s) and swapped in {out['seconds']:.1f} s; "
              f"the old version is tagged {out.get('tag')} (version {out.get('pre_swap_version')})")
    return 0


# ---- maintain -------------------------------------------------------------------------------------
def _duration(seconds: float) -> str:
    """``90`` → ``1.5 min``, ``604800`` → ``7 d``: the retention window as a person reads it."""
    for unit, size in (("d", 86400.0), ("h", 3600.0), ("min", 60.0)):
        if seconds >= size:
            return f"{seconds / size:.3g} {unit}"
    return f"{seconds:.3g} s"


def cmd_maintain(args: argparse.Namespace) -> int:
    out = _run_ops_flow(args, "maintain", task="maintain", kept="the table is as the last finished step left it",
                        retention_s=args.retention_s)
    if args.json or "cleanup" not in out:
        _print_json(out)
        return 0
    c, ann = out["cleanup"], out["ann"]
    window = float(c.get("older_than_s") or out["retention_s"])
    widened = " (widened to keep a tagged version)" if window > float(out["retention_s"]) + 0.5 else ""
    print(f"table versions (restore points): {c['versions_before']} before, {c['versions_after']} after; versions older "
          f"than {_duration(window)}{widened} were removed, and compacting adds a few new ones"
          + (f"; expired tags deleted: {', '.join(c['tags_deleted'])}" if c["tags_deleted"] else ""))
    print(f"ANN index: {ann['action']} ({ann['rows']} rows"
          + (f", recall@10 {ann['recall']:.3f})" if ann["recall"] is not None else ")"))
    print(f"indexes: {', '.join(out['indexes'])}")
    if out.get("stages_cleared"):
        print(f"stages left by interrupted large-file runs: {out['stages_cleared']} finished or dropped")
    return 0


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    """Add the table operations to the ``memspark`` parser."""
    p = add_command(sub, common, "migrate", "apply pending schema migrations (ordered, idempotent)",
                    cmd_migrate)
    p.add_argument("--list", action="store_true",
                   help="list every migration and whether it is pending (default: apply them)")
    p.add_argument("--dry-run", dest="dry_run", action="store_true",
                   help="show what would run, change nothing (default: off)")
    add_json(p, "the migrations")

    p = add_command(sub, common, "refresh", "recompute document dates and evergreen flags without re-embedding",
                    cmd_refresh)
    p.add_argument("--dry-run", dest="dry_run", action="store_true", help="show what would change (default: off)")
    add_json(p, "the refresh report")

    p = add_command(sub, common, "reembed",
                    "re-embed the table with the configured model (shadow table, atomic swap)", cmd_reembed)
    p.add_argument("--dry-run", dest="dry_run", action="store_true",
                   help="show the plan and an estimated time (default: off)")
    add_json(p, "the re-embed report")

    p = add_command(sub, common, "maintain", "compact, clean up old versions, keep FTS/ANN indexes",
                    cmd_maintain)
    p.add_argument("--retention-s", dest="retention_s", type=float, default=None,
                   help="keep versions younger than this (default: ops.version_retention_s)")
    add_json(p, "the maintenance report")
