"""``memspark tool NAME --agent ID [--params JSON]`` runs one toolset tool and prints its JSON, and
``memspark mcp [--agent ID] [--transport stdio|http]`` serves every tool over MCP.

A tool's error shape is printed like any result and exits 1.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from memspark.config import load_config
from memspark.errors import ConfigError
from memspark.workspace import Workspace


def _cfg(args: argparse.Namespace) -> Any:
    return load_config(root=getattr(args, "root", None), config_file=getattr(args, "config", None),
                       data_dir=getattr(args, "data_dir", None))


def cmd_tool(args: argparse.Namespace) -> int:
    from memspark.toolset.tools import Toolset

    try:
        params = json.loads(args.params) if args.params else {}
    except json.JSONDecodeError as exc:
        raise ConfigError(f"--params is not JSON: {exc}", action="Pass --params as a JSON object.") from exc
    cfg = _cfg(args)
    Workspace(cfg.workspace, cfg.root).require_agent(args.agent)  # an unknown agent would write a new workspace
    tools = Toolset(cfg, args.agent)
    try:
        out = tools.call(args.name, params)
    finally:
        tools.close()
    print(json.dumps(out, ensure_ascii=False, default=str))
    return 1 if out.get("disabled") else 0


def cmd_mcp(args: argparse.Namespace) -> int:
    from memspark.mcp_server import serve

    serve(_cfg(args), agent_id=args.agent, transport=args.transport, host=args.host, port=args.port,
          session_kind=args.session_kind)
    return 0


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    from memspark.toolset.tools import TOOL_NAMES

    p = sub.add_parser("tool", parents=[common], help="run one agent tool (memory_store, memory_forget, ...)")
    p.add_argument("name", choices=TOOL_NAMES)
    p.add_argument("--agent", required=True)
    p.add_argument("--params", default="", help="the tool's parameters as a JSON object")
    p.set_defaults(func=cmd_tool)

    from memspark.mcp_server import DEFAULT_PORT, HTTP_PATH

    p = sub.add_parser("mcp", parents=[common], help="serve the memory tools over MCP (stdio or streamable HTTP)",
                       description="Serve the memory tools over MCP. stdio (default) for clients that start the "
                                   f"server themselves; --transport http serves streamable HTTP at "
                                   f"http://HOST:PORT{HTTP_PATH} (default http://127.0.0.1:{DEFAULT_PORT}{HTTP_PATH}).")
    p.add_argument("--agent", default="main", help="the agent the tools act for (default: main)")
    p.add_argument("--transport", choices=("stdio", "http"), default="stdio",
                   help=f"stdio (default) or http: streamable HTTP at http://HOST:PORT{HTTP_PATH}")
    p.add_argument("--host", default="127.0.0.1", help="http only: address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT,
                   help=f"http only: port to listen on (default {DEFAULT_PORT}); the endpoint is {HTTP_PATH}")
    p.add_argument("--session-kind", dest="session_kind", choices=("direct", "group", "channel"), default="direct",
                   help="the kind of chat the client serves: with recall.citations = auto, memory_search cites "
                        "path:line in direct chats only (default direct; a call may pass sessionKind)")
    p.set_defaults(func=cmd_mcp)
