"""``memspark status`` and ``memspark config``: what is stored and what is configured."""

from __future__ import annotations

import argparse
from typing import Any

from memspark.cli.common import add_command, add_json, load, print_json

# The spec's two "backend" fields: the memory provider (memory_index_status, MemoryProviderStatus:
# "builtin") and the storage backend under it (BackendStatus: "lancedb"); status prints both, as the tool does
PROVIDER_BACKEND = "builtin"
_NOTES = {"backend": "the memory provider, as memory_index_status reports it",
          "storage": "the storage backend the provider keeps its tables in"}


def shown(value: Any) -> str:
    """A status value as a person reads it: yes/no, "none", comma-separated names, ``key: value`` pairs."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    if isinstance(value, list | tuple):
        return ", ".join(shown(v) for v in value) or "none"
    if isinstance(value, dict):
        return ", ".join(f"{k}: {shown(v)}" for k, v in value.items()) or "none"
    return str(value)


def cmd_status(args: argparse.Namespace) -> int:
    cfg = load(args)
    from memspark.storage import LanceStore
    from memspark.workspace import require_root

    require_root(cfg.root)

    store = LanceStore(cfg.data_dir, cfg.storage, model_id=None, dims=None)
    st = store.status()
    paths = store.list_paths() if st.table_exists else []
    by_agent: dict[str, int] = {}
    for p in paths:
        by_agent[p.agent_id] = by_agent.get(p.agent_id, 0) + 1
    out = {
        "root": str(cfg.root), "dataDir": str(cfg.data_dir), "configFile": cfg.source_file or None,
        "backend": PROVIDER_BACKEND, "storage": st.backend, "tableExists": st.table_exists, "ready": st.ready, "chunkCount": st.chunk_count,
        "duplicateRows": store.duplicate_rows() if st.ready else 0,  # extra copies of an id; `index` removes them
        "model": st.model_id, "dims": st.dims, "schemaVersion": st.schema_version, "version": st.version,
        "indexes": list(st.indexes), "files": len(paths), "filesByAgent": by_agent,
        "configuredModel": f"{cfg.embed.provider}:{cfg.embed.model}", "error": st.error,
    }
    if args.json:
        print_json(out)
        return 0
    for k, v in out.items():
        print(f"{k}: {shown(v)}" + (f"  ({_NOTES[k]})" if k in _NOTES else ""))
    return 0


def cmd_config(args: argparse.Namespace) -> int:
    from memspark.config import config_reference_markdown, tuning_reference_markdown

    if args.markdown:
        print(config_reference_markdown())
        print("\nResearch constants ([tuning], docs/configuration.md, 'Tuning'):\n")
        print(tuning_reference_markdown())
        return 0
    from memspark.config import redacted

    print_json(redacted(load(args)))
    return 0


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = add_command(sub, common, "status", "table, model and file counts", cmd_status)
    add_json(p, "the status")

    p = add_command(sub, common, "config", "print the effective config (or --markdown: the key reference)",
                    cmd_config)
    p.add_argument("--markdown", action="store_true",
                   help="print the tables (docs/configuration.md) of every key (and of the [tuning] research constants) with "
                        "their defaults instead (default: off)")
