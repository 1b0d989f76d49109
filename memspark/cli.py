"""The ``memspark`` command.

Global flags: ``--root DIR``, ``--config FILE``, ``--data-dir DIR``. Errors print ``Error:`` and
``Hint:`` lines and exit with the error class's code (see :mod:`memspark.errors`).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from memspark.config import Config, config_reference_markdown, load_config, redacted
from memspark.errors import MemsparkError
from memspark.workspace import Workspace, require_root


def _quiet_prefect_env() -> None:
    """Defaults that keep the embedded setup offline and quiet; explicit env always wins."""
    os.environ.setdefault("DO_NOT_TRACK", "1")
    os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
    os.environ.setdefault("PREFECT_LOGGING_TO_API_WHEN_MISSING_FLOW", "ignore")
    # against a real server the run logs belong in the UI (plan, skips, retries); in the embedded
    # ephemeral mode only warnings reach the terminal
    os.environ.setdefault("PREFECT_LOGGING_LEVEL", "INFO" if os.environ.get("PREFECT_API_URL") else "WARNING")
    os.environ.setdefault("PREFECT_SERVER_LOGGING_LEVEL", "WARNING")


def _load(args: argparse.Namespace) -> Config:
    return load_config(root=args.root, config_file=args.config, data_dir=args.data_dir)


def _print_json(obj: Any) -> None:
    print(json.dumps(obj, ensure_ascii=False, default=str))


# ---- index / status ---------------------------------------------------------------------------
def cmd_index(args: argparse.Namespace) -> int:
    cfg = _load(args)  # validate config before paying Prefect's start-up
    require_root(cfg.root)  # a mistyped root is an error, not an empty index created there
    for agent in args.agent or ():
        Workspace(cfg.workspace, cfg.root).require_agent(agent)
    _quiet_prefect_env()
    import asyncio

    from flows.ingest import ingest

    summary = asyncio.run(ingest(root=str(cfg.root), agents=args.agent or None, paths=args.path or None,
                                 config_file=cfg.source_file or None, data_dir=str(cfg.data_dir)))
    if args.json:
        _print_json(summary)
        return 0
    print(f"indexed {cfg.root}")
    print(f"  files: {summary['added']} added, {summary['changed']} changed, {summary['unchanged']} unchanged, "
          f"{summary['deleted']} deleted, {summary['skipped']} skipped")
    for s in summary["skipped_files"]:
        print(f"  skipped {s['line']}")
    print(f"  chunks embedded: {summary['chunks_embedded']} (rows written {summary['chunks_written']}, "
          f"table rows {summary['table_rows']})")
    print(f"  seconds: {summary['seconds']:.2f} (embedding {summary['embed_seconds']:.2f})")
    return 0


def cmd_status(args: argparse.Namespace) -> int:
    cfg = _load(args)
    require_root(cfg.root)
    from memspark.storage import LanceStore

    store = LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None)
    st = store.status()
    paths = store.list_paths() if st.table_exists else []
    by_agent: dict[str, int] = {}
    for p in paths:
        by_agent[p.agent_id] = by_agent.get(p.agent_id, 0) + 1
    out = {
        "root": str(cfg.root), "dataDir": str(cfg.data_dir), "configFile": cfg.source_file or None,
        "backend": st.backend, "tableExists": st.table_exists, "ready": st.ready, "chunkCount": st.chunk_count,
        "model": st.model_id, "dims": st.dims, "schemaVersion": st.schema_version, "version": st.version,
        "indexes": list(st.indexes), "files": len(paths), "filesByAgent": by_agent,
        "configuredModel": f"{cfg.embed.provider}:{cfg.embed.model}", "error": st.error,
    }
    if args.json:
        _print_json(out)
        return 0
    for k, v in out.items():
        print(f"{k}: {v}")
    return 0


def cmd_config(args: argparse.Namespace) -> int:
    if args.markdown:
        print(config_reference_markdown())
        return 0
    _print_json(redacted(_load(args)))
    return 0


# ---- parser -------------------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    def global_flags(p: argparse.ArgumentParser, default: Any) -> None:
        p.add_argument("--root", default=default, help="workspace root (default: memspark.toml's workspace.root, else .)")
        p.add_argument("--config", default=default, help="config file (default: <root>/memspark.toml when present)")
        p.add_argument("--data-dir", dest="data_dir", default=default,
                       help="where tables live: a folder or s3://bucket/prefix (default: <root>/.memspark)")

    # the global flags work before or after the sub-command; SUPPRESS keeps a sub-command's
    # unset flag from overwriting one given before it
    common = argparse.ArgumentParser(add_help=False)
    global_flags(common, argparse.SUPPRESS)
    parser = argparse.ArgumentParser(prog="memspark", description="Persistent, searchable memory for AI agents.")
    global_flags(parser, None)
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("index", parents=[common], help="index the workspace (runs the Prefect ingest flow)")
    p.add_argument("--agent", action="append", help="only this agent (repeatable); shared pools are always included")
    p.add_argument("--path", action="append", help="only this file (repeatable; root-relative or absolute)")
    p.add_argument("--json", action="store_true", help="print the summary as one JSON object")
    p.set_defaults(func=cmd_index)

    p = sub.add_parser("status", parents=[common], help="table, model and file counts")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_status)

    p = sub.add_parser("config", parents=[common], help="print the effective config (or --markdown: the key reference)")
    p.add_argument("--markdown", action="store_true")
    p.set_defaults(func=cmd_config)

    for register in _EXTRA_COMMANDS:
        register(sub, common)
    return parser


_EXTRA_COMMANDS: list[Callable[[Any, argparse.ArgumentParser], None]] = []


def _register_recall_commands() -> None:
    try:
        from memspark.recall.cli import register
    except ImportError:  # recall surfaces not built yet
        return
    _EXTRA_COMMANDS.append(register)


_register_recall_commands()
_EXTRA_COMMANDS += [__import__(m, fromlist=["register"]).register for m in ("memspark.capture.cli", "memspark.toolset.cli")]
_EXTRA_COMMANDS.append(__import__("memspark.ops.cli", fromlist=["register"]).register)
_EXTRA_COMMANDS.append(__import__("memspark.eval.cli", fromlist=["register"]).register)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except MemsparkError as exc:
        print(f"Error: {exc.message}", file=sys.stderr)
        print(f"Hint: {exc.action}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("Error: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
