"""``memspark tool NAME --agent ID [--params JSON]`` runs one toolset tool and prints its JSON, and
``memspark mcp [--agent ID] [--transport stdio|http]`` serves every tool over MCP.

A tool's error shape is printed like any result and exits 1.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from typing import Any

from memspark.cli.common import add_command, load, print_json
from memspark.errors import ConfigError


class _ToolNames:
    """argparse ``choices`` that import the toolset only when asked (``memspark --help`` stays light)."""

    def _names(self) -> tuple[str, ...]:
        from memspark.toolset.tools import TOOL_NAMES

        return TOOL_NAMES

    def __contains__(self, name: object) -> bool:
        return name in self._names()

    def __iter__(self) -> Iterator[str]:
        return iter(self._names())


def cmd_tool(args: argparse.Namespace) -> int:
    from memspark.toolset.tools import Toolset

    try:
        params = json.loads(args.params) if args.params else {}
    except json.JSONDecodeError as exc:
        raise ConfigError(f"--params is not JSON: {exc}", action="Pass --params as a JSON object.") from exc
    tools = Toolset(load(args), args.agent)
    try:
        out = tools.call(args.name, params)
    finally:
        tools.close()
    print_json(out)
    return 1 if out.get("disabled") else 0


def cmd_mcp(args: argparse.Namespace) -> int:
    from memspark.mcp_server import serve

    serve(load(args), agent_id=args.agent, transport=args.transport, host=args.host, port=args.port)
    return 0


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = add_command(sub, common, "tool", "run one agent tool (memory_store, memory_forget, ...)", cmd_tool)
    p.add_argument("name", choices=_ToolNames(), metavar="NAME", help="the tool to run: %(choices)s")
    p.add_argument("--agent", required=True, help="the agent the tool acts for (required)")
    p.add_argument("--params", default="", help="the tool's parameters as a JSON object (default: {})")

    p = add_command(sub, common, "mcp", "serve the memory tools over MCP (stdio or streamable HTTP)", cmd_mcp)
    p.add_argument("--agent", default="main", help="the agent the tools act for (default: main)")
    p.add_argument("--transport", choices=("stdio", "http"), default="stdio", help="default: stdio")
    p.add_argument("--host", default="127.0.0.1", help="HTTP transport host (default: 127.0.0.1)")
    p.add_argument("--port", type=int, default=8765, help="HTTP transport port (default: 8765)")
