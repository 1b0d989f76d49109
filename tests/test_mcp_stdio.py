"""An MCP round trip with the official SDK's client over stdio against `memspark mcp`."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path
from typing import Any

from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

ROOT = Path(__file__).resolve().parents[1]


def _json(result: Any) -> dict[str, Any]:
    if getattr(result, "structured_content", None):
        return result.structured_content
    return json.loads(result.content[0].text)


async def _session(root: Path) -> dict[str, Any]:
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "memspark.cli", "mcp", "--agent", "meta", "--root", str(root)],
        env={"PYTHONPATH": str(ROOT), "HOME": os.environ.get("HOME", "/tmp")}, cwd=str(ROOT))
    out: dict[str, Any] = {}
    with open(os.devnull, "w") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            out["tools"] = sorted(t.name for t in (await session.list_tools()).tools)
            out["store"] = _json(await session.call_tool("memory_store", {
                "text": "The embedding server on the DGX Spark listens on port 18091."}))
            out["search"] = _json(await session.call_tool("memory_search", {
                "query": "which port does the embedding server listen on", "minScore": 0.1}))
            out["get"] = _json(await session.call_tool("memory_get", {
                "path": out["store"]["path"], "start": out["store"]["startLine"], "lines": 1}))
            out["scope"] = _json(await session.call_tool("memory_forget_by_path", {
                "path": "workspace-dev/MEMORY.md", "confirm": True}))
            prompt = await session.get_prompt("auto_recall", {"prompt": "what port does the embedding server use?"})
            out["prompt"] = prompt.messages[0].content.text
            res = await session.read_resource("memspark://status")
            out["status"] = json.loads(res.contents[0].text)
    return out


def test_mcp_round_trip_over_stdio(tmp_path: Path) -> None:
    for agent in ("meta", "dev"):
        (tmp_path / f"workspace-{agent}").mkdir()
    (tmp_path / "workspace-dev" / "MEMORY.md").write_text("# Dev\n\nprivate\n")
    out = asyncio.run(asyncio.wait_for(_session(tmp_path), timeout=90))
    assert {"memory_search", "memory_get", "memory_store", "memory_forget", "memory_temporal",
            "memory_recall_debug", "memory_reindex", "memory_mistakes_store", "memory_rules_search"} <= set(out["tools"])
    assert out["store"]["stored"] is True
    top = out["search"]["results"][0]
    assert top["path"] == out["store"]["path"] and top["source"] == "capture"
    assert out["get"]["text"] == "The embedding server on the DGX Spark listens on port 18091."
    assert out["scope"]["disabled"] is True and "SCOPE_MISMATCH" in out["scope"]["error"]
    assert "<relevant-memories>" in out["prompt"] and "18091" in out["prompt"]
    assert out["status"]["captures"] == 1
