"""``memspark init`` (a workspace skeleton and a commented memspark.toml) and ``memspark doctor``
(checks with fixes); the work lives in :mod:`memspark.ops.init` and :mod:`memspark.ops.doctor`."""

from __future__ import annotations

import argparse
from typing import Any

from memspark.cli.common import add_command, add_json, load, print_json


def cmd_init(args: argparse.Namespace) -> int:
    from pathlib import Path

    from memspark.ops.init import init_workspace

    report = init_workspace(Path(args.dir or getattr(args, "root", None) or "."), tuple(args.agent or ["main"]))
    if args.json:
        print_json(report.to_dict())
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

    report = run_doctor(load(args), ephemeral=bool(getattr(args, "ephemeral", False)))
    if args.json:
        print_json(report.to_dict())
    else:
        for check in report.checks:
            print(check.line())
    return 0 if report.ok else 1


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    """Add ``init`` and ``doctor`` to the ``memspark`` parser."""
    p = add_command(sub, common, "init", "create a workspace skeleton and a commented memspark.toml", cmd_init)
    p.add_argument("dir", nargs="?", default=None, help="the workspace root to create (default: --root, else .)")
    p.add_argument("--agent", action="append", help="an agent workspace to create (repeatable; default: main)")
    add_json(p, "the report")

    p = add_command(sub, common, "doctor",
                    "check the model, data dir, table, Prefect server and HTTP providers (exit 1 on failure)",
                    cmd_doctor)
    add_json(p, "the checks")
