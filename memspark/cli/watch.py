"""``memspark watch`` and ``memspark serve``: the long-running commands.

Both stop on SIGTERM (systemd, Docker) as on Ctrl-C: every child they started is stopped and the
command exits within a few seconds with one line saying what was kept.
"""

from __future__ import annotations

import argparse
import threading
from collections.abc import Callable
from typing import Any

from memspark.cli.common import (
    EXIT_CLOSED_PIPE,
    add_command,
    add_json,
    end_on_closed_stdout,
    load,
    print_json,
    quiet_prefect_env,
    stdout_reader_gone,
)
from memspark.vocab import WatchMode

WATCH_KEPT = "watch stopped: every finished ingest is kept; changes made while it is down are caught up at the next start"


class _Lines:
    """The lines of a long-running command. Once the reader of stdout went away (``memspark watch |
    head -2``), nothing more is printed and the watcher stops — the run in flight finishes — so the
    command ends quietly with 141 instead of watching on for nobody. A run's line is printed from
    the watcher's own thread, which cannot join itself: another thread stops it."""

    def __init__(self) -> None:
        self.closed = threading.Event()
        self._watchers: list[Any] = []

    def say(self, line: str) -> None:
        if self.closed.is_set():
            return
        try:
            print(line, flush=True)
        except BrokenPipeError:
            if not stdout_reader_gone():
                raise
            self.closed.set()
            end_on_closed_stdout()
            for w in self._watchers:
                threading.Thread(target=w.stop, name="memspark-watch-stdout-closed", daemon=True).start()

    def run(self, watcher: Any, on_started: Callable[[], None] | None = None) -> None:
        """``watcher.run(on_started)`` until stopped, also by a closed stdout (not at all once it is closed)."""
        self._watchers.append(watcher)
        if not self.closed.is_set():
            watcher.run(on_started=on_started)

    @property
    def exit_code(self) -> int:
        return EXIT_CLOSED_PIPE if self.closed.is_set() else 0


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

    out = _Lines()
    say = out.say

    def report(run: dict[str, Any]) -> None:
        what = "full scan" if run["paths"] is None else f"{len(run['paths'])} file(s)"
        if not run["ok"]:
            say(f"{what}: FAILED ({run['error']}); retrying with the next batch")
        elif run["mode"] == WatchMode.EVENTS:
            say(f"{what}: event {run['event_id']} emitted")
        else:
            s = run["summary"]
            say(f"{what}: {s['added']} added, {s['changed']} changed, {s['deleted']} deleted in {run['seconds']:.2f} s")

    try:
        with stop_on_signals(lambda: WATCH_KEPT), prefect_api(cfg, ephemeral=args.ephemeral):
            from memspark.watch import Watcher

            if not args.debug:
                hide_prefect_console_lines()  # a run's INFO lines stay in the UI; skipped files still show
            watcher = Watcher(cfg, on_run=report)
            out.run(watcher, on_started=lambda: say(f"watching {cfg.root} ({watcher.mode} mode); Ctrl-C stops"))
            drain_prefect_clients(timeout_s=1.0)  # while the server is up (a temporary one stops next)
    except KeyboardInterrupt:  # SIGTERM too, also one that interrupted an import (stop_on_signals)
        pass
    say(WATCH_KEPT)
    return out.exit_code


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
    out = _Lines()
    try:
        with stop_on_signals(lambda: SERVE_KEPT):
            stack.up()
            out.say(f"Prefect UI: {stack.env['PREFECT_API_URL'].removesuffix('/api')}  (work pool "
                    f"{cfg.ops.work_pool}, logs in {stack.log_dir})")
            if args.no_watch:
                import time

                out.say("serving without the watcher; Ctrl-C stops")
                while not out.closed.is_set():
                    time.sleep(3600)
            # this process emits the watcher's events to the server it just started
            os.environ.update({k: stack.env[k] for k in ("PREFECT_API_URL", "MEMSPARK_REPO")})
            from memspark.watch import Watcher

            cfg = dataclasses.replace(cfg, watch=dataclasses.replace(cfg.watch, mode=WatchMode.EVENTS, catch_up=False))
            watcher = Watcher(cfg, on_run=lambda r: out.say(
                f"{'full scan' if r['paths'] is None else str(len(r['paths'])) + ' file(s)'}: "
                + (f"event {r.get('event_id')}" if r["ok"] else f"FAILED {r.get('error')}")))
            # catch up through the deployment too, so every ingest shows in the UI
            watcher.request_full_scan()
            out.run(watcher)
    except KeyboardInterrupt:  # SIGTERM too (stop_on_signals)
        pass
    finally:
        stack.close()
    out.say(SERVE_KEPT)
    return out.exit_code


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
