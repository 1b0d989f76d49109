"""``memspark capture TEXT --agent ID --role user|assistant [--dry-run] [--json]``.

Runs the same gates and classifier as the hooks and prints the decision: stored / refreshed /
skipped (or would-store with ``--dry-run``, which stores nothing), the category, the confidence and
the gate or reason that decided.
"""

from __future__ import annotations

import argparse
from typing import Any

from memspark.cli.common import add_command, add_json, load, print_json


def cmd_capture(args: argparse.Namespace) -> int:
    from memspark.capture.hooks import CaptureService

    service = CaptureService.from_config(load(args))
    try:
        outcome = service.capture(args.text, role=args.role, agent_id=args.agent, dry_run=args.dry_run)
    finally:
        service.close()
    out = outcome.to_dict()
    if args.json:
        print_json(out)
        return 0
    line = f"{outcome.action}: {out['gate']} — {out['reason']}"
    print(line)
    if out.get("category"):
        print(f"  category: {out['category']}  confidence: {out['confidence']:.2f}  classifier: {out['classifier']}")
    if outcome.path:
        print(f"  path: {outcome.path}:{outcome.start_line}-{outcome.end_line}")
    if outcome.fallback:
        print(f"  stored without a vector: {outcome.fallback}")
    return 0


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = add_command(sub, common, "capture", "decide (and store) one message as an auto-capture would",
                    cmd_capture)
    p.add_argument("text", help="the message text")
    p.add_argument("--agent", required=True, help="agent id (workspace-<agent>/; required)")
    p.add_argument("--role", required=True, choices=("user", "assistant"), help="who wrote the message (required)")
    p.add_argument("--dry-run", action="store_true", help="decide only; store nothing (default: off)")
    add_json(p, "the decision")
