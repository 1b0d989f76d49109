"""`memspark mcp` driven by the official MCP SDK client, over stdio (started from the README's exact
client configuration) and over streamable HTTP (a real server process on 127.0.0.1)."""

from __future__ import annotations

import asyncio
import json
import os
import re
import shlex
import socket
import subprocess
import time
from importlib.metadata import version
from pathlib import Path
from typing import Any

import pytest
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client

from memspark.cli import build_parser

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
FACT = "The embedding server on the DGX Spark listens on port 18091."


def _block(marker: str) -> str:
    m = re.search(rf"<!-- mcp-config:{marker} -->\s*```\w*\n(.*?)```", README, re.DOTALL)
    assert m, f"README lacks the {marker} client configuration"
    return m.group(1)


def _readme_argvs() -> dict[str, list[str]]:
    desktop = json.loads(_block("claude-desktop"))["mcpServers"]["memspark"]
    openclaw = json.loads(_block("openclaw"))["mcp"]["servers"]["memspark"]
    code = shlex.split(_block("claude-code"))
    return {"claude-desktop": [desktop["command"], *desktop["args"]],
            "openclaw": [openclaw["command"], *openclaw["args"]],
            "claude-code": code[code.index("--") + 1:]}


def _localise(argv: list[str], root: Path) -> list[str]:
    """The README's placeholders, filled in: this checkout and a temporary workspace root."""
    return [a.replace("/path/to/memspark", str(ROOT)).replace("/path/to/agents", str(root)) for a in argv]


def _json(result: Any) -> dict[str, Any]:
    return result.structured_content if result.structured_content is not None else json.loads(result.content[0].text)


def _workspace(tmp_path: Path) -> Path:
    for agent in ("meta", "dev"):
        (tmp_path / f"workspace-{agent}").mkdir()
    (tmp_path / "workspace-dev" / "MEMORY.md").write_text("# Dev\n\nprivate\n")
    return tmp_path


def _env() -> dict[str, str]:
    return {"HOME": os.environ.get("HOME", "/tmp"), "PATH": os.environ.get("PATH", ""),
            "PREFECT_HOME": os.environ.get("PREFECT_HOME", "/tmp"), "DO_NOT_TRACK": "1"}


def test_readme_configs_name_one_command_line() -> None:
    argvs = _readme_argvs()
    assert argvs["claude-desktop"] == argvs["openclaw"] == argvs["claude-code"]
    assert argvs["claude-desktop"][1:] == ["--root", "/path/to/agents", "mcp", "--agent", "meta"]


def test_mcp_help_names_the_http_path_and_port() -> None:
    sub = next(a for a in build_parser()._actions if hasattr(a, "choices") and isinstance(a.choices, dict))
    text = sub.choices["mcp"].format_help()
    assert "/mcp" in text and "8765" in text and "http://HOST:PORT/mcp" in text


async def _stdio_session(argv: list[str], root: Path) -> dict[str, Any]:
    params = StdioServerParameters(command=argv[0], args=argv[1:], env=_env(), cwd=str(root))
    out: dict[str, Any] = {}
    with open(os.devnull, "w") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write), ClientSession(read, write) as session:
            out["init"] = await session.initialize()
            out["tools"] = (await session.list_tools()).tools
            out["store"] = _json(await session.call_tool("memory_store", {"text": FACT}))
            query = "which port does the embedding server listen on"
            out["search"] = _json(await session.call_tool("memory_search", {"query": query, "minScore": 0.1}))
            out["search_group"] = _json(await session.call_tool("memory_search", {
                "query": query, "minScore": 0.1, "sessionKind": "group", "gateOverride": "off"}))
            out["bad_override"] = await session.call_tool("memory_search", {"query": query, "gateOverride": "maybe"})
            line = out["store"]["startLine"]
            out["get_from"] = _json(await session.call_tool("memory_get", {
                "path": out["store"]["path"], "from": line, "lines": 1}))
            out["get_default"] = _json(await session.call_tool("memory_get", {"path": out["store"]["path"],
                                                                               "lines": 1}))
            out["get_start"] = await session.call_tool("memory_get", {"path": out["store"]["path"], "start": line})
            out["temporal"] = _json(await session.call_tool("memory_temporal", {
                "query": query, "from": "2000-01-01", "to": "2999-12-31"}))
            out["scope"] = await session.call_tool("memory_forget_by_path", {"path": "workspace-dev/MEMORY.md",
                                                                            "confirm": True})
            prompt = await session.get_prompt("auto_recall", {"prompt": "what port does the embedding server use?"})
            out["prompt"] = prompt.messages[0].content.text
            out["resources"] = (await session.list_resources()).resources
            out["status"] = (await session.read_resource("memspark://status")).contents[0]
    return out


@pytest.mark.slow
def test_stdio_server_from_the_readme_config(tmp_path: Path) -> None:
    root = _workspace(tmp_path)
    out = asyncio.run(asyncio.wait_for(_stdio_session(_localise(_readme_argvs()["claude-desktop"], root), root), 120))

    assert out["init"].server_info.name == "memspark"
    assert out["init"].server_info.version == version("memspark") != ""

    tools = {t.name: t for t in out["tools"]}
    assert len(tools) == 15
    for t in tools.values():
        assert t.title and t.title[0].isupper() and "the spec" not in (t.description or "").lower()
        a = t.annotations
        assert a is not None and None not in (a.read_only_hint, a.destructive_hint, a.idempotent_hint), t.name
        schema = t.input_schema
        assert schema["additionalProperties"] is False
        for name, prop in schema["properties"].items():
            text = prop["description"]
            assert any(k in text for k in ("Default:", "Required.", "Optional, no default.")), (t.name, name)
            assert "the spec" not in text.lower()
            if prop["type"] in ("integer", "number"):
                assert "minimum" in prop and "Range:" in text, (t.name, name)
    assert tools["memory_search"].annotations.read_only_hint is True
    assert tools["memory_forget_by_path"].annotations.destructive_hint is True
    assert tools["memory_store"].annotations.destructive_hint is False
    get_props = tools["memory_get"].input_schema["properties"]
    assert list(get_props) == ["path", "from", "lines"] and get_props["lines"]["default"] == 50
    assert set(tools["memory_temporal"].input_schema["properties"]) >= {"from", "to", "maxResults"}
    assert "gateOverride" in tools["memory_search"].input_schema["properties"]

    assert out["store"]["stored"] is True and out["store"]["startLine"] > 1
    top = out["search"]["results"][0]
    assert top["path"] == out["store"]["path"]
    assert (top["source"], top["origin"]) == ("memory", "capture")
    assert top["citation"] == f"{top['path']}:{top['startLine']}"  # recall.citations auto, direct chat
    assert out["search_group"]["results"] and "citation" not in out["search_group"]["results"][0]
    assert out["bad_override"].is_error and "gateOverride" in _json(out["bad_override"])["error"]

    assert out["get_from"]["text"] == FACT  # `from` honoured
    assert out["get_default"]["text"] != FACT  # without it, line 1 (the file's heading)
    assert out["get_start"].is_error
    error = _json(out["get_start"])["error"]
    assert "'start'" in error and "path, from, lines" in error
    assert out["temporal"]["window"] == {"from": "2000-01-01", "to": "2999-12-31"}

    assert out["scope"].is_error and "SCOPE_MISMATCH" in _json(out["scope"])["error"]
    assert "<relevant-memories>" in out["prompt"] and "18091" in out["prompt"]
    assert [(str(r.uri), r.mime_type) for r in out["resources"]] == [("memspark://status", "application/json")]
    assert out["status"].mime_type == "application/json" and json.loads(out["status"].text)["captures"] == 1


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _http_session(url: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    async with streamable_http_client(url) as (read, write), ClientSession(read, write) as session:
        out["init"] = await session.initialize()
        out["tools"] = [t.name for t in (await session.list_tools()).tools]
        out["store"] = _json(await session.call_tool("memory_store", {"text": FACT}))
        out["search"] = _json(await session.call_tool("memory_search", {
            "query": "which port does the embedding server listen on", "minScore": 0.1}))
        out["unknown"] = await session.call_tool("memory_search", {"query": "port", "limit": 3})
        out["get"] = _json(await session.call_tool("memory_get", {"path": out["store"]["path"],
                                                                   "from": out["store"]["startLine"], "lines": 1}))
    return out


@pytest.mark.slow
def test_http_server_with_a_declared_group_session(tmp_path: Path) -> None:
    root = _workspace(tmp_path)
    port = _free_port()
    argv = _localise(_readme_argvs()["claude-desktop"], root)
    proc = subprocess.Popen([*argv, "--transport", "http", "--port", str(port), "--session-kind", "group"],
                            env=_env(), cwd=str(root), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"the http server did not start: {proc.stderr.read().decode()[-2000:]}")
                time.sleep(0.2)
        out = asyncio.run(asyncio.wait_for(_http_session(f"http://127.0.0.1:{port}/mcp"), 120))
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    assert out["init"].server_info.version == version("memspark")
    assert len(out["tools"]) == 15
    top = out["search"]["results"][0]
    assert top["path"] == out["store"]["path"] and "citation" not in top  # group session: auto means off
    assert out["unknown"].is_error
    error = _json(out["unknown"])["error"]
    assert "'limit'" in error and "maxResults" in error
    assert out["get"]["text"] == FACT
