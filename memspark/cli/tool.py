"""``memspark tool NAME --agent ID [--params JSON]`` runs one toolset tool and prints its JSON, and
``memspark mcp [--agent ID] [--transport stdio|http]`` serves every tool over MCP.

A tool's error shape is printed like any result and exits 1.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from memspark.cli.common import add_command, load, print_json, quiet_prefect_env
from memspark.errors import ConfigError

if TYPE_CHECKING:
    from memspark.config import Config
    from memspark.toolset.tools import Toolset

MCP_HTTP_PATH = "/mcp"
MCP_DEFAULT_PORT = 8765


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
    from memspark.workspace import Workspace

    cfg = load(args)
    Workspace(cfg.workspace, cfg.root).require_agent(args.agent)  # an unknown agent would write a new workspace
    tools = Toolset(cfg, args.agent)
    if not getattr(args, "debug", False):  # the JSON result carries the error: say it once
        logging.getLogger("memspark.toolset.tools").setLevel(logging.CRITICAL)
    try:
        out = _reindex(tools, cfg, params, debug=args.debug) if args.name == "memory_reindex" else \
            tools.call(args.name, params)
    finally:
        tools.close()
    print_json(out)
    return 1 if out.get("disabled") else 0


def _reindex(tools: Toolset, cfg: Config, params: dict[str, Any], *, debug: bool) -> dict[str, Any]:
    """``memory_reindex``, the tool that runs a flow, as ``index`` runs one: the Prefect API chosen before
    Prefect is imported, and the run's own lines (start, finish, plan) left in the run history, not on the
    terminal, unless ``--debug``; the JSON summary says what the run did."""
    from memspark.cli.flowrun import hide_prefect_console_lines
    from memspark.errors import MemsparkError
    from memspark.orchestration import library_flow_api
    from memspark.toolset.shapes import search_error

    quiet_prefect_env()
    with contextlib.ExitStack() as api:
        try:
            api.enter_context(library_flow_api(cfg))
        except MemsparkError as exc:  # no server to run on: the tool's error shape, as the tool itself says it
            return search_error(exc, writes=True)
        if not debug:
            hide_prefect_console_lines(run_warnings=False)  # skipped files are in the summary's skipped_files
        return tools.call("memory_reindex", params)


def cmd_mcp(args: argparse.Namespace) -> int:
    from memspark.mcp_server import serve

    serve(load(args), agent_id=args.agent, transport=args.transport, host=args.host, port=args.port,
          session_kind=args.session_kind)
    return 0


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = add_command(sub, common, "tool", "run one agent tool (memory_store, memory_forget, ...)", cmd_tool)
    p.add_argument("name", choices=_ToolNames(), metavar="NAME", help="the tool to run: %(choices)s")
    p.add_argument("--agent", required=True, help="the agent the tool acts for (required)")
    p.add_argument("--params", default="", help="the tool's parameters as a JSON object (default: {})")

    # memspark.mcp_server's HTTP_PATH and DEFAULT_PORT (importing it would load the whole toolset into
    # `memspark --help`); tests/test_cli_startup.py keeps the two equal
    p = add_command(sub, common, "mcp", "serve the memory tools over MCP (stdio or streamable HTTP)", cmd_mcp)
    p.description = ("Serve the memory tools over MCP. stdio (default) for clients that start the server themselves; "
                     f"--transport http serves streamable HTTP at http://HOST:PORT{MCP_HTTP_PATH} "
                     f"(default http://127.0.0.1:{MCP_DEFAULT_PORT}{MCP_HTTP_PATH}).")
    p.add_argument("--agent", default="main", help="the agent the tools act for (default: main)")
    p.add_argument("--transport", choices=("stdio", "http"), default="stdio",
                   help=f"stdio (default) or http: streamable HTTP at http://HOST:PORT{MCP_HTTP_PATH}")
    p.add_argument("--host", default="127.0.0.1", help="http only: address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=MCP_DEFAULT_PORT,
                   help=f"http only: port to listen on (default {MCP_DEFAULT_PORT}); the endpoint is {MCP_HTTP_PATH}")
    p.add_argument("--session-kind", dest="session_kind", choices=("direct", "group", "channel"), default="direct",
                   help="the kind of chat the client serves: with recall.citations = auto, memory_search cites "
                        "path:line in direct chats only (default direct; a call may pass sessionKind)")
