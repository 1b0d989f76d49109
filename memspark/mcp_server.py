"""``memspark mcp``: the memory tools and the auto-recall block over MCP (official ``mcp`` SDK).

One server acts for one agent (``--agent``); every tool is the same function the library exposes
(:mod:`memspark.recall.tools` for ``memory_search``/``memory_get``, :class:`memspark.toolset.Toolset`
for the rest) and returns the same dicts, error shapes included. The auto-recall block is offered
as the prompt ``auto_recall(prompt)`` and the status as the resource ``memspark://status``.
Transports: stdio (default) and streamable HTTP (``--transport http``).

The manager, embedding model and store are built on the first call, not at start-up, so the
client's handshake is fast and a broken index shows up as a tool's error shape, not a dead server.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from memspark.config import Config

log = logging.getLogger(__name__)

INSTRUCTIONS = ("Persistent memory for this agent. Use memory_search before answering questions about past work, "
                "preferences or decisions; memory_get to read the lines it cites; memory_store to keep a fact the "
                "user asked you to remember; memory_mistakes_* and memory_rules_* for lessons and standing rules.")


def build_server(cfg: Config, agent_id: str) -> Any:
    """The MCPServer with every tool registered for ``agent_id``."""
    from mcp.server.mcpserver import MCPServer

    from memspark.recall.hook import before_prompt_build
    from memspark.recall.tools import memory_get as _get
    from memspark.recall.tools import memory_search as _search
    from memspark.toolset.tools import Toolset

    tools = Toolset(cfg, agent_id)
    server = MCPServer(name="memspark", instructions=INSTRUCTIONS)

    def call(name: str, **params: Any) -> dict[str, Any]:
        return tools.call(name, {k: v for k, v in params.items() if v is not None})

    @server.tool(description="Search memory (MEMORY.md, memory/*.md, captures, shared and reference pools).")
    def memory_search(query: str, maxResults: int | None = None, minScore: float | None = None) -> dict[str, Any]:  # noqa: N803
        params = {"query": query, "maxResults": maxResults, "minScore": minScore}
        return _search(lambda: tools.manager, {k: v for k, v in params.items() if v is not None})

    @server.tool(description="Read lines of a memory file (a path memory_search returned); start is the spec's "
                             "'from' (1-indexed), lines defaults to 50.")
    def memory_get(path: str, start: int | None = None, lines: int | None = None) -> dict[str, Any]:
        params = {"path": path, "from": start, "lines": lines}
        return _get(lambda: tools.manager, {k: v for k, v in params.items() if v is not None})

    @server.tool(description="Store a memory the user asked to keep (fact, preference, decision, code-snippet).")
    def memory_store(text: str, category: str | None = None) -> dict[str, Any]:
        return call("memory_store", text=text, category=category)

    @server.tool(description="Preview (then, with confirm=true and ids, remove) captured memories matching a query.")
    def memory_forget(query: str | None = None, ids: list[str] | None = None, confirm: bool = False) -> dict[str, Any]:
        return call("memory_forget", query=query, ids=ids, confirm=confirm)

    @server.tool(description="Preview (then, with confirm=true, delete) one of this agent's memory files.")
    def memory_forget_by_path(path: str, confirm: bool = False) -> dict[str, Any]:
        return call("memory_forget_by_path", path=path, confirm=confirm)

    @server.tool(description="Record a mistake: what happened, root cause, fix, lessons, severity, shared.")
    def memory_mistakes_store(description: str, rootCause: str | None = None, fix: str | None = None,  # noqa: N803
                              lessons: list[str] | None = None, severity: str = "medium",
                              shared: bool = False) -> dict[str, Any]:
        return call("memory_mistakes_store", description=description, rootCause=rootCause, fix=fix,
                    lessons=lessons, severity=severity, shared=shared)

    @server.tool(description="Search this agent's and shared mistakes.")
    def memory_mistakes_search(query: str, maxResults: int | None = None) -> dict[str, Any]:  # noqa: N803
        return call("memory_mistakes_search", query=query, maxResults=maxResults)

    @server.tool(description="Store a rule (scope global or agent, with a category).")
    def memory_rules_store(rule: str, scope: str = "agent", category: str | None = None) -> dict[str, Any]:
        return call("memory_rules_store", rule=rule, scope=scope, category=category)

    @server.tool(description="Search shared rules and this agent's rules.")
    def memory_rules_search(query: str, maxResults: int | None = None) -> dict[str, Any]:  # noqa: N803
        return call("memory_rules_search", query=query, maxResults=maxResults)

    @server.tool(description="Search the reference library and reference code only.")
    def memory_reference_search(query: str, maxResults: int | None = None) -> dict[str, Any]:  # noqa: N803
        return call("memory_reference_search", query=query, maxResults=maxResults)

    @server.tool(description="Search memories dated within [start, end] (YYYY-MM-DD), filtered before ranking.")
    def memory_temporal(query: str, start: str | None = None, end: str | None = None,
                        maxResults: int | None = None) -> dict[str, Any]:  # noqa: N803
        return tools.call("memory_temporal", {k: v for k, v in {"query": query, "from": start, "to": end,
                                                                 "maxResults": maxResults}.items() if v is not None})

    @server.tool(description="Memories related to a chunk id or a file path (this agent's scope).")
    def memory_related(id: str | None = None, path: str | None = None,  # noqa: A002
                       maxResults: int | None = None) -> dict[str, Any]:  # noqa: N803
        return call("memory_related", id=id, path=path, maxResults=maxResults)

    @server.tool(description="Index status: backend, model, rows, this agent's files and captures.")
    def memory_index_status() -> dict[str, Any]:
        return call("memory_index_status")

    @server.tool(description="Run the recall pipeline with its per-stage trace (mode tool or hook).")
    def memory_recall_debug(query: str, mode: str = "tool", maxResults: int | None = None) -> dict[str, Any]:  # noqa: N803
        return call("memory_recall_debug", query=query, mode=mode, maxResults=maxResults)

    @server.tool(description="Re-index one file (path) or this agent's whole workspace.")
    def memory_reindex(path: str | None = None) -> dict[str, Any]:
        return call("memory_reindex", path=path)

    @server.prompt(description="The auto-recall <relevant-memories> block for a prompt (empty when nothing fits).")
    def auto_recall(prompt: str) -> str:
        return before_prompt_build(tools.manager, prompt=prompt).get("prependContext", "")

    @server.resource("memspark://status", description="memory_index_status as JSON")
    def status_resource() -> str:
        return json.dumps(call("memory_index_status"), default=str)

    server._memspark_tools = tools  # closed by serve()
    return server


def serve(cfg: Config, *, agent_id: str, transport: str = "stdio", host: str = "127.0.0.1", port: int = 8765) -> None:
    """Run the server until the client disconnects (stdio) or the process is stopped (http)."""
    server = build_server(cfg, agent_id)
    try:
        if transport == "http":
            server.run("streamable-http", host=host, port=port)
        else:
            server.run("stdio")
    finally:
        server._memspark_tools.close()
