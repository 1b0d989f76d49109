"""``memspark watch`` and ``memspark serve``: the long-running commands.

Both stop on SIGTERM (systemd, Docker) as on Ctrl-C: every child they started is stopped and the
command exits within a few seconds with one line saying what was kept.
"""

from __future__ import annotations

import argparse
from typing import Any

from memspark.cli.common import add_command, add_json, load, print_json, quiet_prefect_env

WATCH_KEPT = "watch stopped: every finished ingest is kept; changes made while it is down are caught up at the next start"


def cmd_watch(args: argparse.Namespace) -> int:
    import dataclasses

    cfg = load(args)
    changes: dict[str, Any] = {}
    if args.mode:
        changes["mode"] = args.mode
    if args.no_catch_up:
        changes["catch_up"] = False
    cfg = dataclasses.replace(cfg, watch=dataclasses.replace(cfg.watch, **changes))
    quiet_prefect_env()
    from memspark.cli.flowrun import (
        drain_prefect_clients,
        hide_prefect_console_lines,
        prefect_api,
        stop_on_signals,
    )

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

    try:
        with stop_on_signals(lambda: WATCH_KEPT), prefect_api(cfg, ephemeral=args.ephemeral):
            from memspark.watch import Watcher

            if not args.debug:
                import prefect  # noqa: F401 - sets up Prefect's logging, which the filter goes on

                hide_prefect_console_lines()
            watcher = Watcher(cfg, on_run=report)
            watcher.run(on_started=lambda: print(f"watching {cfg.root} ({watcher.mode} mode); Ctrl-C stops",
                                                 flush=True))
            drain_prefect_clients(timeout_s=1.0)  # while the server is up (a temporary one stops next)
    except KeyboardInterrupt:  # SIGTERM too, also one that interrupted an import (stop_on_signals)
        pass
    print(WATCH_KEPT, flush=True)
    return 0


SERVE_KEPT = "serve stopped: the Prefect server, worker and watcher it started are stopped; the run history is kept"


def cmd_serve(args: argparse.Namespace) -> int:
    import dataclasses
    import os

    from memspark.cli.flowrun import stop_on_signals
    from memspark.ops.serve import Stack, check

    cfg = load(args)
    if args.check:
        st = check(cfg)
        if args.json:
            print_json(dataclasses.asdict(st) | {"ready": st.ready})
        else:
            print("\n".join(st.lines()))
        return 0 if st.ready else 1
    stack = Stack(cfg)
    try:
        with stop_on_signals(lambda: SERVE_KEPT):
            stack.up()
            print(f"Prefect UI: {stack.env['PREFECT_API_URL'].removesuffix('/api')}  (work pool "
                  f"{cfg.ops.work_pool}, logs in {stack.log_dir})", flush=True)
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
    except KeyboardInterrupt:  # SIGTERM too (stop_on_signals)
        pass
    finally:
        stack.close()
    print(SERVE_KEPT, flush=True)
    return 0


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    """Add ``watch`` and ``serve`` to the ``memspark`` parser."""
    p = add_command(sub, common, "watch", "watch the workspace and ingest changes as they happen", cmd_watch)
    p.add_argument("--mode", choices=["direct", "events"], default=None,
                   help="direct: ingest in this process; events: emit Prefect events for the ingest deployment "
                        "(default: watch.mode)")
    p.add_argument("--no-catch-up", dest="no_catch_up", action="store_true",
                   help="skip the full ingest run at start (default: watch.catch_up)")

    p = add_command(sub, common, "serve", "run the local Prefect server, a process worker, the deployments and the watcher",
                    cmd_serve)
    p.add_argument("--check", action="store_true",
                   help="report what runs, start nothing (exit 1 unless everything is up; default: off)")
    p.add_argument("--no-watch", dest="no_watch", action="store_true",
                   help="do not start the watcher (default: off)")
    add_json(p, "the --check report")
