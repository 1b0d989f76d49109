"""The operations commands: ``migrate``, ``refresh``, ``reembed``, ``maintain``, ``watch``, ``serve``.

Registered by :mod:`memspark.cli` through :func:`register`. Commands that run a flow import Prefect
lazily (≈ 1 s) after the config has been validated.
"""

from __future__ import annotations

import argparse
import asyncio
import json
from typing import Any

from memspark.config import Config, load_config


def _load(args: argparse.Namespace) -> Config:
    return load_config(root=getattr(args, "root", None), config_file=getattr(args, "config", None),
                       data_dir=getattr(args, "data_dir", None))


def _print_json(obj: Any) -> None:
    print(json.dumps(obj, ensure_ascii=False, default=str))


def _flow_kwargs(cfg: Config) -> dict[str, Any]:
    return {"root": str(cfg.root), "config_file": cfg.source_file or None, "data_dir": str(cfg.data_dir)}


def _quiet_prefect() -> None:
    from memspark.cli import _quiet_prefect_env

    _quiet_prefect_env()


# ---- migrate --------------------------------------------------------------------------------------
def cmd_migrate(args: argparse.Namespace) -> int:
    cfg = _load(args)
    from memspark.storage import LanceStore
    from memspark.storage.migrations import apply_pending, migration_status

    store = LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None, create=False)
    if args.list:
        rows = [{"name": s.name, "description": s.description, "appliedAt": s.applied_at, "pending": s.pending}
                for s in migration_status(store)]
        if args.json:
            _print_json({"tableExists": store.table_handle() is not None, "migrations": rows})
            return 0
        if store.table_handle() is None:
            print(f"no table in {cfg.data_dir}: nothing to migrate")
        for r in rows:
            state = "pending" if r["pending"] else f"applied {r['appliedAt']}"
            print(f"{r['name']}  [{state}]  {r['description']}")
        return 0
    names = apply_pending(store, dry_run=args.dry_run)
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
    cfg = _load(args)
    _quiet_prefect()
    from flows.refresh import refresh

    out = asyncio.run(refresh(**_flow_kwargs(cfg), dry_run=args.dry_run))
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
    cfg = _load(args)
    _quiet_prefect()
    from flows.reembed import reembed

    out = asyncio.run(reembed(**_flow_kwargs(cfg), dry_run=args.dry_run))
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
def cmd_maintain(args: argparse.Namespace) -> int:
    cfg = _load(args)
    _quiet_prefect()
    from flows.maintain import maintain

    out = asyncio.run(maintain(**_flow_kwargs(cfg), retention_s=args.retention_s))
    if args.json or "cleanup" not in out:
        _print_json(out)
        return 0
    c, ann = out["cleanup"], out["ann"]
    print(f"versions: {c['versions_before']} -> {c['versions_after']}"
          + (f" (expired tags deleted: {', '.join(c['tags_deleted'])})" if c["tags_deleted"] else ""))
    print(f"ANN index: {ann['action']} ({ann['rows']} rows"
          + (f", recall@10 {ann['recall']:.3f})" if ann["recall"] is not None else ")"))
    print(f"indexes: {', '.join(out['indexes'])}")
    return 0


# ---- watch ----------------------------------------------------------------------------------------
def cmd_watch(args: argparse.Namespace) -> int:
    import dataclasses

    cfg = _load(args)
    changes: dict[str, Any] = {}
    if args.mode:
        changes["mode"] = args.mode
    if args.no_catch_up:
        changes["catch_up"] = False
    cfg = dataclasses.replace(cfg, watch=dataclasses.replace(cfg.watch, **changes))
    _quiet_prefect()
    from memspark.watch import Watcher

    def report(run: dict[str, Any]) -> None:
        what = "full scan" if run["paths"] is None else f"{len(run['paths'])} file(s)"
        if not run["ok"]:
            print(f"{what}: FAILED ({run['error']}); retrying with the next batch", flush=True)
        elif run["mode"] == "events":
            print(f"{what}: event {run['event_id']} emitted", flush=True)
        else:
            s = run["summary"]
            print(f"{what}: {s['added']} added, {s['changed']} changed, {s['deleted']} deleted "
                  f"in {run['seconds']:.2f} s", flush=True)

    watcher = Watcher(cfg, on_run=report)
    print(f"watching {cfg.root} ({watcher.mode} mode); Ctrl-C stops", flush=True)
    watcher.run()
    return 0


# ---- serve ----------------------------------------------------------------------------------------
def cmd_serve(args: argparse.Namespace) -> int:
    import dataclasses
    import os

    from memspark.ops.serve import Stack, check

    cfg = _load(args)
    if args.check:
        st = check(cfg)
        if args.json:
            _print_json(dataclasses.asdict(st) | {"ready": st.ready})
        else:
            print("\n".join(st.lines()))
        return 0 if st.ready else 1
    stack = Stack(cfg)
    try:
        stack.up()
        print(f"Prefect UI: {stack.env['PREFECT_API_URL'].removesuffix('/api')}  (work pool {cfg.ops.work_pool}, "
              f"logs in {stack.log_dir})", flush=True)
        if args.no_watch:
            import time

            print("serving without the watcher; Ctrl-C stops", flush=True)
            while True:
                time.sleep(3600)
        # this process emits the watcher's events to the server it just started
        os.environ.update({k: stack.env[k] for k in ("PREFECT_API_URL", "MEMSPARK_REPO")})
        from memspark.watch import Watcher

        cfg = dataclasses.replace(cfg, watch=dataclasses.replace(cfg.watch, mode="events", catch_up=False))
        watcher = Watcher(cfg, on_run=lambda r: print(
            f"{'full scan' if r['paths'] is None else str(len(r['paths'])) + ' file(s)'}: "
            + (f"event {r.get('event_id')}" if r["ok"] else f"FAILED {r.get('error')}"), flush=True))
        # catch up through the deployment too, so every ingest shows in the UI
        watcher.request_full_scan()
        watcher.run()
    except KeyboardInterrupt:
        pass
    finally:
        stack.close()
    return 0


def cmd_init(args: argparse.Namespace) -> int:
    from pathlib import Path

    from memspark.ops.init import init_workspace

    report = init_workspace(Path(args.dir or getattr(args, "root", None) or "."), tuple(args.agent or ["main"]))
    if args.json:
        print(json.dumps(report.to_dict()))
        return 0
    print(f"workspace {report.root}")
    for rel in report.created:
        print(f"  created {rel}")
    for rel in report.kept:
        print(f"  kept    {rel}")
    print(f"next: memspark --root {report.root} index && memspark --root {report.root} doctor")
    return 0


def cmd_doctor(args: argparse.Namespace) -> int:
    from memspark.ops.doctor import run_doctor

    report = run_doctor(_load(args))
    if args.json:
        print(json.dumps(report.to_dict()))
    else:
        for check in report.checks:
            print(check.line())
    return 0 if report.ok else 1


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    """Add the operations sub-commands to the ``memspark`` parser."""
    p = sub.add_parser("init", parents=[common], help="create a workspace skeleton and a commented memspark.toml")
    p.add_argument("dir", nargs="?", default=None, help="the workspace root to create (default: --root, else .)")
    p.add_argument("--agent", action="append", help="an agent workspace to create (repeatable; default: main)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_init)

    p = sub.add_parser("doctor", parents=[common],
                       help="check the model, data dir, table, Prefect server and HTTP providers (exit 1 on failure)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_doctor)

    p = sub.add_parser("migrate", parents=[common], help="apply pending schema migrations (ordered, idempotent)")
    p.add_argument("--list", action="store_true", help="list every migration and whether it is pending")
    p.add_argument("--dry-run", dest="dry_run", action="store_true", help="show what would run, change nothing")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_migrate)

    p = sub.add_parser("refresh", parents=[common],
                       help="recompute document dates and evergreen flags without re-embedding")
    p.add_argument("--dry-run", dest="dry_run", action="store_true", help="show what would change")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_refresh)

    p = sub.add_parser("reembed", parents=[common],
                       help="re-embed the table with the configured model (shadow table, atomic swap)")
    p.add_argument("--dry-run", dest="dry_run", action="store_true", help="show the plan and an estimated time")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_reembed)

    p = sub.add_parser("maintain", parents=[common],
                       help="compact, clean up old versions, keep FTS/ANN indexes")
    p.add_argument("--retention-s", dest="retention_s", type=float, default=None,
                   help="keep versions younger than this (default: ops.version_retention_s)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_maintain)

    p = sub.add_parser("watch", parents=[common], help="watch the workspace and ingest changes as they happen")
    p.add_argument("--mode", choices=["direct", "events"], default=None,
                   help="direct: ingest in this process; events: emit Prefect events for the ingest deployment")
    p.add_argument("--no-catch-up", dest="no_catch_up", action="store_true",
                   help="skip the full ingest run at start")
    p.set_defaults(func=cmd_watch)

    p = sub.add_parser("serve", parents=[common],
                       help="run the local Prefect server, a process worker, the deployments and the watcher")
    p.add_argument("--check", action="store_true", help="report what runs (exit 1 unless everything is up)")
    p.add_argument("--no-watch", dest="no_watch", action="store_true", help="do not start the watcher")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_serve)
