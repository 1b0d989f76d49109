"""Known failures of `memspark index` print `Error:` and a fitting `Hint:`, no traceback unless
`--debug` — through a real subprocess, a real Prefect API (the session harness) and a real
OpenAI-compatible embeddings server on 127.0.0.1 that answers 401, quota or 429."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from embed_server import EmbedServer, Reply  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
QUOTA = {"error": {"message": "You exceeded your current quota", "type": "insufficient_quota",
                   "code": "insufficient_quota"}}


@pytest.fixture
def api_url(prefect_harness: None) -> str:
    from prefect.settings import PREFECT_API_URL

    return str(PREFECT_API_URL.value())


@pytest.fixture
def server() -> Iterator[EmbedServer]:
    with EmbedServer(dims=64) as srv:
        yield srv


def index(root: Path, server: EmbedServer, api_url: str, *flags: str) -> subprocess.CompletedProcess[str]:
    note = root / "workspace-meta" / "MEMORY.md"
    note.parent.mkdir(parents=True, exist_ok=True)
    note.write_text("# Memory\n\nKlein prefers the Europe/Berlin timezone for every meeting.\n", encoding="utf-8")
    (root / "memspark.toml").write_text(
        f'[embed]\nprovider = "spark"\nbase_url = "{server.base_url}"\nmodel = "test-embed"\napi_key = "k"\n'
        'dims = 64\nretries = 1\nbackoff_s = 0.01\n', encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(REPO), "PREFECT_API_URL": api_url}
    return subprocess.run([sys.executable, "-m", "memspark.cli", "--root", str(root), *flags, "index"],
                          capture_output=True, text=True, env=env, timeout=180)


def hint(res: subprocess.CompletedProcess[str]) -> str:
    return next(line for line in res.stderr.splitlines() if line.startswith("Hint:"))


@pytest.mark.parametrize(("reply", "exit_code", "says"), [
    (Reply(status=401, body={"error": {"message": "bad key"}}), 4, "API key"),
    (Reply(status=429, body=QUOTA), 4, "quota"),
    (Reply(status=429, headers={"Retry-After": "0"}), 4, "rate limit"),
])
def test_known_failures_print_error_and_hint_without_traceback(tmp_path: Path, server: EmbedServer, api_url: str,
                                                               reply: Reply, exit_code: int, says: str) -> None:
    server.default = reply
    res = index(tmp_path, server, api_url)
    assert res.returncode == exit_code, res.stderr[-3000:]
    assert "Traceback" not in res.stderr and "Error:" in res.stderr
    assert says in hint(res)
    if says == "rate limit":
        assert "API key" not in hint(res)  # a 429 is not a key problem


def test_debug_shows_the_traceback(tmp_path: Path, server: EmbedServer, api_url: str) -> None:
    server.default = Reply(status=401, body={"error": {"message": "bad key"}})
    res = index(tmp_path, server, api_url, "--debug")
    assert res.returncode == 4
    assert "Traceback" in res.stderr and "EmbeddingAuthError" in res.stderr and "Hint:" in res.stderr


def test_unreachable_prefect_api_is_a_clean_error(tmp_path: Path, server: EmbedServer) -> None:
    import socket

    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    res = index(tmp_path, server, f"http://127.0.0.1:{port}/api")
    assert res.returncode == 8, res.stderr[-3000:]
    assert "Traceback" not in res.stderr
    assert "Prefect API" in res.stderr and "PREFECT_API_URL" in res.stderr
