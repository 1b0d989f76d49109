"""``memspark index``: run the Prefect ingest flow over the workspace."""

from __future__ import annotations

import argparse
from typing import Any

from memspark.cli.common import add_command, add_json, load, print_json


def cmd_index(args: argparse.Namespace) -> int:
    cfg = load(args)  # validate config before paying Prefect's start-up
    from memspark.workspace import Workspace, require_root

    require_root(cfg.root)  # a mistyped root is an error, not an empty index created there
    for agent in args.agent or ():
        Workspace(cfg.workspace, cfg.root).require_agent(agent)
    from memspark.cli.flowrun import run_flow, stopped_line
    from memspark.orchestration import call_flow

    def flow() -> Any:
        return call_flow("ingest", cfg, agents=args.agent or None, paths=args.path or None, full=args.full)

    report = run_flow(args, cfg, flow, run_warnings=False,  # the summary lists every skipped file
                      kept=lambda: stopped_line("index", "every file batch written before the stop is kept",
                                                "memspark index"))
    if args.json:
        print_json(report.to_dict())
        return 0
    print(f"indexed {cfg.root}")
    print(f"  files: {report.added} added, {report.changed} changed, {report.unchanged} unchanged, "
          f"{report.deleted} deleted, {report.skipped} skipped")
    for s in report.skipped_files:
        print(f"  skipped {s.line}")
    print(f"  chunks embedded: {report.chunks_embedded} (rows written {report.chunks_written}, "
          f"table rows {report.table_rows})" + (f"; conversation turns embedded: {report.turns_embedded}"
                                                 if report.turns_embedded else ""))
    print(f"  seconds: {report.seconds:.2f} (embedding {report.embed_seconds:.2f})")
    return 0


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = add_command(sub, common, "index", "index the workspace (runs the Prefect ingest flow)", cmd_index)
    p.add_argument("--agent", action="append",
                   help="only this agent (repeatable; default: every agent); shared pools are always included")
    p.add_argument("--path", action="append",
                   help="only this file (repeatable; root-relative or absolute; default: the whole workspace)")
    p.add_argument("--full", action="store_true",
                   help="re-index unchanged files too: after changing [chunk] settings or ingest.embed_turns, "
                        "which file hashes cannot see (default: only added and changed files)")
    add_json(p, "the summary")
