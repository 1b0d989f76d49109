"""What a new user trips on in the first hour (issue 22): a closed pipe, an error nobody translated,
an error printed twice, a Prefect mode reported wrongly, phantom migrations, lines printed twice.

Real subprocesses, real pipes, a real Prefect server (the session harness, or the background server
`memspark index` starts), the bundled local model and real LanceDB tables in temp dirs.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from memspark.cli import main, run_command

REPO = Path(__file__).resolve().parents[1]
CLOSED_PIPE_EXIT = 141  # 128 + SIGPIPE, what `yes | head -1` leaves for `yes`


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def workspace(root: Path, *, binary: bool = False) -> Path:
    """One agent with two notes (and a binary file the index skips); `memspark serve`'s port is one
    nobody listens on, so a server someone runs on this machine is never picked up."""
    mem = root / "workspace-meta" / "memory"
    mem.mkdir(parents=True)
    (root / "workspace-meta" / "MEMORY.md").write_text(
        "# Memory\n\n- Dana prefers green tea in the afternoon.\n", encoding="utf-8")
    (mem / "2026-03-01.md").write_text("# Standup\n\nDana moved the release to Friday.\n", encoding="utf-8")
    if binary:
        (mem / "blob.md").write_bytes(b"\x00\x01\x02 not text")
    (root / "memspark.toml").write_text(f"[ops]\nserver_port = {_closed_port()}\n", encoding="utf-8")
    return root


def env(**extra: str) -> dict[str, str]:
    out = {**os.environ, "PYTHONPATH": str(REPO), **extra}
    out.pop("MEMSPARK_CONFIG", None)
    if "PREFECT_API_URL" not in extra:
        out.pop("PREFECT_API_URL", None)
    return out


def cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "memspark.cli", *args]


@pytest.fixture
def api_url(prefect_harness: None) -> str:
    from prefect.settings import PREFECT_API_URL

    return str(PREFECT_API_URL.value())


# ---- a closed pipe ---------------------------------------------------------------------------------
@pytest.mark.parametrize("command", [["config", "--markdown"], ["status", "--json"]])
def test_a_reader_that_went_away_ends_the_command_quietly(tmp_path: Path, command: list[str]) -> None:
    """`memspark … | head -1`: the reader is gone before the command writes (its end is closed
    before the command starts), so every write fails with EPIPE — plain print and print_json alike."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        res = subprocess.run(cli("--root", str(tmp_path), "--data-dir", str(tmp_path / "data"), *command),
                             stdout=write_end, stderr=subprocess.PIPE, text=True, env=env(), timeout=120)
    finally:
        os.close(write_end)
    assert res.returncode == CLOSED_PIPE_EXIT, res.stderr[-3000:]
    assert res.stderr == ""  # no BrokenPipeError, no "Exception ignored"


# ---- the last resort ----------------------------------------------------------------------------------
def _starting(text: str, prefix: str) -> int:
    return sum(1 for line in text.splitlines() if line.startswith(prefix))


def _raises(exc: BaseException) -> Any:
    def command(args: argparse.Namespace) -> int:
        raise exc

    return command


def test_an_untranslated_error_is_one_error_line_with_the_debug_hint(capsys: pytest.CaptureFixture[str]) -> None:
    code = run_command(argparse.Namespace(func=_raises(LookupError("no such thing")), debug=False))
    err = capsys.readouterr().err
    assert code == 1
    assert _starting(err, "Error:") == 1 and "Error: LookupError: no such thing" in err
    assert "--debug" in err and "Traceback" not in err
    code = run_command(argparse.Namespace(func=_raises(LookupError("no such thing")), debug=True))
    err = capsys.readouterr().err
    assert code == 1 and "Traceback" in err and "Error: LookupError: no such thing" in err


def test_a_broken_pipe_to_another_process_is_an_error_not_a_quiet_exit(capsys: pytest.CaptureFixture[str]) -> None:
    # stdout is pytest's capture (no closed reader): the EPIPE came from somewhere else
    code = run_command(argparse.Namespace(func=_raises(BrokenPipeError(32, "Broken pipe")), debug=False))
    assert code == 1 and "Error: BrokenPipeError" in capsys.readouterr().err


@pytest.mark.parametrize("server", ["ephemeral", "background"])
def test_a_data_dir_that_is_a_file_is_a_storage_error_with_a_fix(tmp_path: Path, server: str) -> None:
    root = workspace(tmp_path / "ws")
    data = tmp_path / "not-a-folder"
    data.write_text("a file\n", encoding="utf-8")
    res = subprocess.run(cli("--root", str(root), "--data-dir", str(data), "index"), capture_output=True, text=True,
                         env=env(MEMSPARK_OPS_PREFECT_SERVER=server), timeout=180)
    assert res.returncode == 5, res.stderr[-3000:]  # StorageError: the same code as any other use of that data dir
    assert "Traceback" not in res.stderr and _starting(res.stderr, "Error:") == 1
    assert str(data) in res.stderr and "writable folder" in res.stderr
    assert data.read_text(encoding="utf-8") == "a file\n"


# ---- one error, once ----------------------------------------------------------------------------------
def test_a_blank_query_is_one_error_with_one_exit_code(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = workspace(tmp_path / "ws")
    base = ["--root", str(root), "--data-dir", str(tmp_path / "data")]
    codes = []
    for query in ("", "   "):
        codes.append(main([*base, "search", query, "--agent", "meta"]))
        err = capsys.readouterr().err
        assert _starting(err, "Error:") == 1 and _starting(err, "Hint:") == 1, err
        assert "failed" not in err  # the tool's log line of the same error
    assert codes == [7, 7]
    assert main([*base, "search", "   ", "--agent", "meta", "--json"]) == 1
    captured = capsys.readouterr()
    assert json.loads(captured.out)["disabled"] is True and captured.err == ""


def test_search_before_any_index_says_so_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = workspace(tmp_path / "ws")
    assert main(["--root", str(root), "--data-dir", str(tmp_path / "data"), "search", "Dana", "--agent", "meta"]) == 5
    err = capsys.readouterr().err
    assert _starting(err, "Error:") == 1 and "no memory index" in err and "memspark index" in err
    assert "memory_search failed" not in err


def test_status_and_memory_index_status_name_the_same_backend(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    root = workspace(tmp_path / "ws")
    base = ["--root", str(root), "--data-dir", str(tmp_path / "data")]
    assert main([*base, "status", "--json"]) == 0
    status = json.loads(capsys.readouterr().out)
    assert main([*base, "tool", "memory_index_status", "--agent", "meta"]) == 0
    tool = json.loads(capsys.readouterr().out)
    assert (status["backend"], status["storage"]) == (tool["backend"], tool["storage"]) == ("builtin", "lancedb")
    assert main([*base, "status"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(line.startswith("backend: builtin") and "memory_index_status" in line for line in lines)
    assert any(line.startswith("storage: lancedb") for line in lines)


# ---- doctor: the Prefect mode that will be used ---------------------------------------------------------
def _prefect_check(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, str]:
    main([*argv, "doctor", "--json"])
    return next(c for c in json.loads(capsys.readouterr().out)["checks"] if c["name"] == "prefect")


def test_doctor_names_the_prefect_mode_index_would_use(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch, api_url: str) -> None:
    root = workspace(tmp_path / "ws")
    base = ["--root", str(root), "--data-dir", str(tmp_path / "data")]
    monkeypatch.delenv("PREFECT_API_URL", raising=False)
    monkeypatch.setenv("MEMSPARK_OPS_PREFECT_SERVER", "background")  # the default (the test env sets ephemeral)
    check = _prefect_check(capsys, *base)
    assert check["status"] == "ok" and "background server" in check["detail"] and "not running" in check["detail"]
    assert "ephemeral" not in check["detail"]
    check = _prefect_check(capsys, *base, "--ephemeral")
    assert check["status"] == "ok" and "temporary server" in check["detail"]
    monkeypatch.setenv("MEMSPARK_OPS_PREFECT_SERVER", "ephemeral")
    assert "temporary server" in _prefect_check(capsys, *base)["detail"]
    monkeypatch.setenv("PREFECT_API_URL", api_url)
    check = _prefect_check(capsys, *base)
    assert check["status"] == "ok" and api_url in check["detail"] and "up" in check["detail"]
    assert not (tmp_path / "data").exists()  # doctor starts and creates nothing


@pytest.mark.timeout(600)  # two commands, each starting Prefect or indexing, on a loaded box
@pytest.mark.slow
def test_index_starts_the_background_server_doctor_reports_and_lists_each_skip_once(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    root, data = workspace(tmp_path / "ws", binary=True), tmp_path / "data"
    base = ["--root", str(root), "--data-dir", str(data)]
    background = env(MEMSPARK_OPS_PREFECT_SERVER="background")  # the default (the test env sets ephemeral)
    try:
        res = subprocess.run(cli(*base, "index"), capture_output=True, text=True, env=background, timeout=300)
        assert res.returncode == 0, res.stderr[-3000:]
        assert res.stdout.count("memory/blob.md") == 1 and "memory/blob.md" not in res.stderr
        monkeypatch.delenv("PREFECT_API_URL", raising=False)
        monkeypatch.setenv("MEMSPARK_OPS_PREFECT_SERVER", "background")
        check = _prefect_check(capsys, *base)
        url = json.loads((data / "prefect" / "server.json").read_text(encoding="utf-8"))["url"]
        assert check["status"] == "ok" and "background server" in check["detail"] and url in check["detail"]
        assert ": up" in check["detail"]

        assert main([*base, "migrate", "--list", "--json"]) == 0  # the table index just built
        listed = json.loads(capsys.readouterr().out)["migrations"]
        assert listed and not any(m["pending"] for m in listed)
    finally:
        subprocess.run(cli(*base, "server", "stop"), capture_output=True, env=background, timeout=60)


# ---- quiet runs -----------------------------------------------------------------------------------------
@pytest.mark.slow
def test_watch_prints_its_own_lines_not_prefects(tmp_path: Path, api_url: str) -> None:
    root = workspace(tmp_path / "ws")
    proc = subprocess.Popen(cli("--root", str(root), "--data-dir", str(tmp_path / "data"), "watch"),
                            env=env(PREFECT_API_URL=api_url), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    assert proc.stdout is not None and proc.stderr is not None
    err: list[str] = []
    reader = threading.Thread(target=lambda: err.extend(proc.stderr), daemon=True)  # type: ignore[arg-type]
    reader.start()
    lines = []
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line)
        if line.startswith("full scan:"):  # the catch-up ingest ran as a flow
            break
    proc.send_signal(signal.SIGTERM)
    rest, _ = proc.communicate(timeout=60)
    reader.join(10)
    assert any(x.startswith("full scan: 2 added") for x in lines), "".join(lines) + rest + "".join(err)[-3000:]
    assert not [x for x in err if re.search(r"\|\s*INFO\s*\|", x)], "".join(err)[-3000:]


@pytest.mark.timeout(600)  # two commands, each starting Prefect or indexing, on a loaded box
@pytest.mark.slow
def test_maintain_says_what_the_version_counts_mean(tmp_path: Path, api_url: str) -> None:
    root = workspace(tmp_path / "ws")
    base = ["--root", str(root), "--data-dir", str(tmp_path / "data")]
    res = subprocess.run(cli(*base, "index"), capture_output=True, text=True, env=env(PREFECT_API_URL=api_url),
                         timeout=300)
    assert res.returncode == 0, res.stderr[-3000:]
    res = subprocess.run(cli(*base, "maintain", "--retention-s", "3600"), capture_output=True, text=True,
                         env=env(PREFECT_API_URL=api_url), timeout=300)
    assert res.returncode == 0, res.stderr[-3000:]
    line = next(x for x in res.stdout.splitlines() if "versions" in x)
    assert re.search(r"table versions \(restore points\): \d+ before, \d+ after", line), line
    assert "older than 1 h" in line


@pytest.mark.timeout(600)  # two commands, each starting Prefect or indexing, on a loaded box
@pytest.mark.slow
def test_eval_examples_writes_a_file_only_when_asked(tmp_path: Path) -> None:
    root = workspace(tmp_path / "ws")
    labels = tmp_path / "labels.jsonl"
    labels.write_text(json.dumps({"query": "What tea does Dana like?", "agent": "meta",
                                  "relevant": [["MEMORY.md", "green tea"]]}) + "\n", encoding="utf-8")
    results = REPO / "bench" / "results"
    before = set(results.glob("examples_*.json"))
    args = ("--root", str(root), "eval", "examples", "--workspace", str(root), "--labels", str(labels))
    res = subprocess.run(cli(*args), capture_output=True, text=True, env=env(), timeout=300)
    assert res.returncode == 0, res.stderr[-3000:]
    assert set(results.glob("examples_*.json")) == before and "written to" not in res.stdout
    out = tmp_path / "report.json"
    res = subprocess.run(cli(*args, "--out", str(out), "--json"), capture_output=True, text=True, env=env(),
                         timeout=300)
    assert res.returncode == 0, res.stderr[-3000:]
    assert json.loads(out.read_text(encoding="utf-8")) == json.loads(res.stdout)
    assert set(results.glob("examples_*.json")) == before


@pytest.mark.slow
def test_watch_whose_reader_went_away_stops_quietly(tmp_path: Path, api_url: str) -> None:
    """`memspark watch | head -1` after head exited: the watcher stops (it would otherwise watch on
    with nobody reading, or its thread would die with a traceback) and the command exits 141."""
    root = workspace(tmp_path / "ws")
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        res = subprocess.run(cli("--root", str(root), "--data-dir", str(tmp_path / "data"), "watch"),
                             stdout=write_end, stderr=subprocess.PIPE, text=True, env=env(PREFECT_API_URL=api_url),
                             timeout=240)
    finally:
        os.close(write_end)
    assert res.returncode == CLOSED_PIPE_EXIT, res.stderr[-3000:]
    assert "Traceback" not in res.stderr and "BrokenPipe" not in res.stderr


def test_a_tool_error_is_said_once_in_its_json(tmp_path: Path) -> None:
    root = workspace(tmp_path / "ws")
    proc = subprocess.run(cli("--root", str(root), "--data-dir", str(tmp_path / "data"), "tool", "memory_store",
                              "--agent", "meta", "--params", '{"text": "x", "bogus": 1}'),
                          env=env(), capture_output=True, text=True, timeout=120)
    out = json.loads(proc.stdout)
    assert proc.returncode == 1 and out["disabled"] is True and "bogus" in out["error"]
    assert "failed" not in proc.stderr and "bogus" not in proc.stderr, proc.stderr
