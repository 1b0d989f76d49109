"""``memspark mcp``: the memory tools and the auto-recall block over MCP (official ``mcp`` SDK).

One server acts for one agent (``--agent``); every tool is the same function the library exposes
(:mod:`memspark.toolset.search` for ``memory_search``/``memory_get``, :class:`memspark.toolset.Toolset`
for the rest) and returns the same dicts, error shapes included (an error shape is also flagged
``isError``). What each tool accepts comes from its model (:mod:`memspark.toolset.models`): the input schema
describes every parameter with its default and range, and a parameter the tool does not know is
rejected with the list of those it accepts — the SDK's signature-derived schemas would ignore it,
and could not name the spec's ``from``. Each tool carries ``readOnlyHint``, ``destructiveHint``
and ``idempotentHint``.

The auto-recall block is the prompt ``auto_recall(prompt)``; the status is the JSON resource
``memspark://status``. Citations in ``memory_search`` follow ``recall.citations`` for the session
kind the client declares (``--session-kind``, or ``sessionKind`` per call). Transports: stdio
(default) and streamable HTTP (``--transport http``, served at ``http://HOST:PORT/mcp``).

The manager, embedding model and store are built on the first call, not at start-up, so the
client's handshake is fast and a broken index shows up as a tool's error shape, not a dead server.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from memspark.config import Config
from memspark.toolset.schema import ToolSpec, build_specs

log = logging.getLogger(__name__)

HTTP_PATH = "/mcp"
DEFAULT_PORT = 8765
INSTRUCTIONS = ("Persistent memory for this agent. Use memory_search before answering questions about past work, "
                "preferences or decisions; memory_get to read the lines it cites; memory_store to keep a fact the "
                "user asked you to remember; memory_mistakes_* and memory_rules_* for lessons and standing rules.")


def server_version() -> str:
    """The installed memspark package's version (what the server reports in its handshake)."""
    try:
        return version("memspark")
    except PackageNotFoundError:  # running from a source tree that was never installed
        return "0+unknown"


def _mcp_tool(spec: ToolSpec, handler: Callable[[dict[str, Any]], dict[str, Any]]) -> Any:
    """An SDK Tool for ``spec`` whose arguments reach ``handler`` as the client sent them."""
    from mcp.server.mcpserver.tools.base import Tool
    from mcp.server.mcpserver.utilities.func_metadata import ArgModelBase, FuncMetadata
    from mcp_types import CallToolResult, TextContent, ToolAnnotations
    from pydantic import ConfigDict

    class Arguments(ArgModelBase):
        """Every argument passes through untouched: the handler checks names, types and ranges."""

        model_config = ConfigDict(extra="allow")

        def model_dump_one_level(self) -> dict[str, Any]:
            return dict(self.model_extra or {})

    def run(**arguments: Any) -> Any:
        out = json.loads(json.dumps(handler(arguments), ensure_ascii=False, default=str))
        return CallToolResult(content=[TextContent(type="text", text=json.dumps(out, ensure_ascii=False))],
                              structured_content=out, is_error=bool(out.get("disabled")))

    hints = ToolAnnotations(title=spec.title, read_only_hint=spec.read_only, destructive_hint=spec.destructive,
                            idempotent_hint=spec.idempotent, open_world_hint=False)
    return Tool(fn=run, name=spec.name, title=spec.title, description=spec.description,
                parameters=spec.input_schema(), fn_metadata=FuncMetadata(arg_model=Arguments), is_async=False,
                context_kwarg=None, annotations=hints)


def build_server(cfg: Config, agent_id: str, *, session_kind: str = "direct") -> Any:
    """The MCPServer with every tool registered for ``agent_id``; ``session_kind`` (direct | group |
    channel) is the default kind of chat ``memory_search`` serves, for ``recall.citations = auto``."""
    from mcp.server.mcpserver import MCPServer

    from memspark.recall.hook import before_prompt_build
    from memspark.toolset.search import memory_get, search_response
    from memspark.toolset.tools import Toolset

    tools = Toolset(cfg, agent_id)

    def search(params: Mapping[str, Any]) -> dict[str, Any]:
        return search_response(lambda: tools.manager, params, session_kind=session_kind)[0]

    def handler(name: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
        if name == "memory_search":
            return search
        if name == "memory_get":
            return lambda params: memory_get(lambda: tools.manager, params)
        return lambda params: tools.call(name, params)

    class MemsparkServer(MCPServer):
        _memspark_tools: Toolset  # the toolset every tool calls; closed by serve()

    server = MemsparkServer(name="memspark", title="memspark memory", version=server_version(),
                            instructions=INSTRUCTIONS,
                            tools=[_mcp_tool(spec, handler(name)) for name, spec in build_specs(cfg).items()])

    @server.prompt(title="Auto-recall block",
                   description="The <relevant-memories> block the auto-recall hook would inject for a prompt "
                               "(empty when nothing relevant is stored).")
    def auto_recall(prompt: str) -> str:
        return before_prompt_build(tools.manager, prompt=prompt).get("prependContext", "")

    @server.resource("memspark://status", name="status", title="Memory index status", mime_type="application/json",
                     description="memory_index_status as a JSON object: backend, model, rows, files, captures.")
    def status_resource() -> str:
        return json.dumps(tools.call("memory_index_status", {}), default=str)

    server._memspark_tools = tools
    return server


def serve(cfg: Config, *, agent_id: str, transport: str = "stdio", host: str = "127.0.0.1", port: int = DEFAULT_PORT,
          session_kind: str = "direct") -> None:
    """Run the server until the client disconnects (stdio) or the process is stopped (http). An
    agent with no workspace is refused before serving (its tools would answer from shared pools only)."""
    from memspark.workspace import Workspace

    Workspace(cfg.workspace, cfg.root).require_agent(agent_id)
    server = build_server(cfg, agent_id, session_kind=session_kind)
    try:
        if transport == "http":
            server.run("streamable-http", host=host, port=port, streamable_http_path=HTTP_PATH)
        else:
            server.run("stdio")
    finally:
        server._memspark_tools.close()
