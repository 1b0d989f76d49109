"""Prefect server life-cycle and clean shutdown, on real processes.

- the background server is started by the first write command, reused by the next, stopped by
  `memspark server stop` and by itself after `ops.server_idle_s`;
- a temporary (`--ephemeral`) server dies with its command, even after `kill -9`;
- SIGTERM / SIGINT to `index`, `reembed` and `watch` stop them within 5 s with one line saying
  what was kept, and leave no child process behind.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from test_ops_reembed import make_table  # noqa: E402

from memspark.config import StorageConfig  # noqa: E402
from memspark.ops.reembed import shadow_name  # noqa: E402
from memspark.storage import LanceStore  # noqa: E402
from memspark.storage.side import open_side_table  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
STOP_LIMIT_S = 5.0


def env(**extra: str) -> dict[str, str]:
    out = {**os.environ, "PYTHONPATH": str(REPO), **extra}
    out.pop("PREFECT_API_URL", None)
    return out


def cli(root: Path, data: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "memspark.cli", "--root", str(root), "--data-dir", str(data), *args]


def server_pids(data: Path) -> list[int]:
    """Live memspark Prefect server processes serving ``data`` (from /proc)."""
    pids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmd = (entry / "cmdline").read_bytes().split(b"\0")
            state = next(line for line in (entry / "status").read_text().splitlines() if line.startswith("State:"))
        except (OSError, StopIteration):
            continue
        if b"memspark.ops.prefect_server" in cmd and str(data).encode() in cmd and "zombie" not in state:
            pids.append(int(entry.name))
    return pids


@contextlib.contextmanager
def spawned(cmd: list[str], data: Path, **popen: object) -> Iterator[subprocess.Popen[str]]:
    """``Popen(cmd)`` for the block; at its end — the test passed or failed, even before it signalled the
    child — the child, every process below it and every Prefect server serving ``data`` are stopped, so a
    failing test never leaves a ``memspark watch`` or a server running."""
    proc: subprocess.Popen[str] = subprocess.Popen(cmd, **popen)  # type: ignore[call-overload]
    try:
        yield proc
    finally:
        stop_all(proc, data)


def stop_all(proc: subprocess.Popen[str] | None, data: Path) -> None:
    """Stop ``proc`` and what it started (its descendants, the servers of ``data``): SIGTERM, then SIGKILL."""
    pids = set(server_pids(data))
    if proc is not None and proc.poll() is None:  # never the pid of a child already reaped: it may be reused
        pids |= descendants(proc.pid)  # before the child goes: its children are then re-parented away
        proc.kill()
    if proc is not None:
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(10)
    for sig in (signal.SIGTERM, signal.SIGKILL):
        left = alive(pids)
        for pid in left:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, sig)
        if not left or wait_for(lambda: not alive(pids), 5):
            break
    if proc is not None:
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                with contextlib.suppress(OSError, ValueError):
                    stream.close()


def wait_for(cond, timeout_s: float, step_s: float = 0.1) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if cond():
            return True
        time.sleep(step_s)
    return bool(cond())


def workspace(root: Path, files: int = 3) -> Path:
    for i in range(files):
        p = root / "workspace-meta" / "memory" / f"2026-01-{(i % 28) + 1:02d}-{i}.md"
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(f"# Note {i}\n\n" + " ".join(f"word{i}-{j}" for j in range(150)) + "\n", encoding="utf-8")
    return root


def test_a_test_that_fails_before_signalling_still_stops_its_child_and_what_it_started(tmp_path: Path) -> None:
    """``spawned``: the child and a process it started (as ``watch`` starts a server, in a session of its
    own) are stopped when the block fails before the test sends its signal."""
    grandchild = ("import subprocess, sys, time\n"
                  "p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(300)'], start_new_session=True)\n"
                  "print(p.pid, flush=True)\n"
                  "time.sleep(300)\n")
    started: list[int] = []
    with pytest.raises(AssertionError, match="fails before the signal"), \
            spawned([sys.executable, "-c", grandchild], tmp_path, stdout=subprocess.PIPE, text=True) as proc:
        assert proc.stdout is not None
        started += [proc.pid, int(proc.stdout.readline())]
        raise AssertionError("the test fails before the signal")
    assert proc.returncode is not None
    assert wait_for(lambda: not alive(set(started)), 10), alive(set(started))


@pytest.mark.slow
def test_background_server_is_reused_stopped_and_stops_when_idle(tmp_path: Path) -> None:
    root, data = workspace(tmp_path / "ws"), tmp_path / "data"
    try:
        _background_server_lifecycle(root, data)
    finally:
        stop_all(None, data)  # a failed step must not leave the background server running


def _background_server_lifecycle(root: Path, data: Path) -> None:
    e = env(MEMSPARK_OPS_PREFECT_SERVER="background", MEMSPARK_OPS_SERVER_IDLE_S="120")
    first = subprocess.run(cli(root, data, "index", "--json"), env=e, capture_output=True, text=True, timeout=300)
    assert first.returncode == 0, first.stderr[-3000:]
    info = json.loads((data / "prefect" / "server.json").read_text())
    assert server_pids(data) == [info["pid"]]
    second = subprocess.run(cli(root, data, "index", "--json"), env=e, capture_output=True, text=True, timeout=300)
    assert second.returncode == 0, second.stderr[-3000:]
    assert json.loads(second.stdout)["unchanged"] == 3
    assert server_pids(data) == [info["pid"]]  # reused, not a second one
    assert (data / "prefect" / "home" / "prefect.db").is_file()  # Prefect's state lives in the data dir
    status = json.loads(subprocess.run(cli(root, data, "server", "status", "--json"), env=e, capture_output=True,
                                       text=True, timeout=60).stdout)
    assert status["running"] and status["pid"] == info["pid"]
    stop = subprocess.run(cli(root, data, "server", "stop"), env=e, capture_output=True, text=True, timeout=60)
    assert stop.returncode == 0 and f"pid {info['pid']}" in stop.stdout
    assert wait_for(lambda: not server_pids(data), 10)
    assert not (data / "prefect" / "server.json").exists()

    idle = env(MEMSPARK_OPS_PREFECT_SERVER="background", MEMSPARK_OPS_SERVER_IDLE_S="3")
    start = subprocess.run(cli(root, data, "server", "start", "--json"), env=idle, capture_output=True, text=True,
                           timeout=300)
    assert start.returncode == 0, start.stderr[-3000:]
    assert len(server_pids(data)) == 1
    assert wait_for(lambda: not server_pids(data), 30, step_s=0.5)  # stopped itself after 3 s idle
    assert not (data / "prefect" / "server.json").exists()


@pytest.mark.slow
def test_kill_9_of_a_command_leaves_no_temporary_server(tmp_path: Path) -> None:
    root, data = workspace(tmp_path / "ws"), tmp_path / "data"
    with spawned(cli(root, data, "--ephemeral", "index"), data, env=env(), stdout=subprocess.DEVNULL,
                 stderr=subprocess.DEVNULL) as proc:
        try:
            assert wait_for(lambda: bool(server_pids(data)), 120), "the temporary server never started"
            time.sleep(1.0)
        finally:
            proc.kill()  # the command only: its server is in another session and gets no signal
            proc.wait(10)
        assert wait_for(lambda: not server_pids(data), 15), "the temporary server outlived its parent"
    assert not list((data / "prefect").glob("tmp-*"))  # and removed its database


class Output:
    """Collects a process's stderr lines in a thread (so a full pipe never blocks it)."""

    def __init__(self, proc: subprocess.Popen[str]) -> None:
        self.lines: list[str] = []
        assert proc.stderr is not None
        self._t = threading.Thread(target=lambda: self.lines.extend(proc.stderr), daemon=True)  # type: ignore[arg-type]
        self._t.start()

    def text(self) -> str:
        self._t.join(5)
        return "".join(self.lines)


def stop_and_time(proc: subprocess.Popen[str], sig: int) -> float:
    t0 = time.monotonic()
    proc.send_signal(sig)
    try:
        proc.wait(STOP_LIMIT_S + 5)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    return time.monotonic() - t0


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
@pytest.mark.slow
def test_signal_stops_index_within_5s_and_keeps_finished_batches(tmp_path: Path, sig: int) -> None:
    root, data = workspace(tmp_path / "ws", files=60), tmp_path / "data"
    (root / "memspark.toml").write_text("[tuning]\nfiles_per_batch = 2\n", encoding="utf-8")
    with spawned(cli(root, data, "--ephemeral", "index"), data, env=env(), stdout=subprocess.DEVNULL,
                 stderr=subprocess.PIPE, text=True) as proc:
        _stop_index_and_check(proc, data, sig)


def _stop_index_and_check(proc: subprocess.Popen[str], data: Path, sig: int) -> None:
    out = Output(proc)

    def files_indexed() -> int:
        try:
            return len(LanceStore(data, StorageConfig(), model_id=None, dims=None).list_paths())
        except Exception:
            return 0

    assert wait_for(lambda: files_indexed() >= 4 or proc.poll() is not None, 240, step_s=0.2)
    assert proc.poll() is None, "the index finished before it could be stopped: make the workspace larger"
    took = stop_and_time(proc, sig)
    text = out.text()
    assert took <= STOP_LIMIT_S, text[-3000:]
    assert proc.returncode == 130, text[-3000:]
    assert "index stopped after" in text and "of 60 files" in text and "memspark index" in text
    assert "Traceback" not in text
    assert wait_for(lambda: not server_pids(data), 5)
    assert files_indexed() >= 4


@pytest.mark.slow
def test_sigterm_stops_reembed_within_5s_with_rows_kept(tmp_path: Path) -> None:
    data = tmp_path / "data"
    make_table(data, files=40, children=15)
    (tmp_path / "memspark.toml").write_text("[tuning]\nreembed_batch_rows = 16\n", encoding="utf-8")
    with spawned(cli(tmp_path, data, "--ephemeral", "reembed"), data, env=env(), stdout=subprocess.DEVNULL,
                 stderr=subprocess.PIPE, text=True) as proc:
        _stop_reembed_and_check(proc, data)


def _stop_reembed_and_check(proc: subprocess.Popen[str], data: Path) -> None:
    out = Output(proc)
    store = LanceStore(data, StorageConfig(), model_id=None, dims=None)

    def shadow_rows() -> int:
        shadow = open_side_table(store, shadow_name(store))
        return shadow.count() if shadow is not None else 0

    assert wait_for(lambda: shadow_rows() >= 32 or proc.poll() is not None, 240, step_s=0.1)
    assert proc.poll() is None, "the re-embed finished before it could be stopped"
    took = stop_and_time(proc, signal.SIGTERM)
    text = out.text()
    assert took <= STOP_LIMIT_S, text[-3000:]
    assert "re-embed stopped after" in text and "rows" in text and "memspark reembed" in text
    assert wait_for(lambda: not server_pids(data), 5)


def test_a_signal_that_interrupts_an_import_still_leaves_as_the_stop() -> None:
    """The CI flake: SIGTERM landed while ``watchdog.observers`` was being imported, the handler's
    ``Stopped`` came out of a class body as "RuntimeError: Error calling __set_name__", and the watch
    printed a traceback instead of its stop line."""
    from memspark.cli.flowrun import Stopped, stop_on_signals

    class Interrupted:
        def __set_name__(self, owner: type, name: str) -> None:
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(1.0)  # the handler runs here and raises Stopped out of __set_name__

    with pytest.raises(Stopped) as caught, stop_on_signals(lambda: "kept"):
        type("Watch", (), {"callbacks": Interrupted()})
    assert isinstance(caught.value.__cause__, RuntimeError), caught.value.__cause__
    # without a signal, an error is the command's own and leaves unchanged
    with pytest.raises(RuntimeError), stop_on_signals(lambda: "kept"):
        raise RuntimeError("a real failure")


@pytest.mark.slow
def test_sigterm_stops_watch_within_5s_and_its_server(tmp_path: Path) -> None:
    root, data = workspace(tmp_path / "ws"), tmp_path / "data"
    with spawned(cli(root, data, "--ephemeral", "watch", "--no-catch-up"), data, env=env(),
                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True) as proc:
        assert proc.stdout is not None
        # "watching …" once the server is up and the observer runs; on a loaded box the server's first
        # start may time out and the command says it retries once (a line of its own) before that
        lines = [proc.stdout.readline()]
        while lines[-1].startswith("the local Prefect server did not answer"):
            lines.append(proc.stdout.readline())
        assert lines[-1].startswith("watching"), "".join(lines)
        assert len(server_pids(data)) == 1
        took = stop_and_time(proc, signal.SIGTERM)
        rest = proc.stdout.read()
        assert took <= STOP_LIMIT_S, rest[-3000:]
        assert "watch stopped" in rest
        assert wait_for(lambda: not server_pids(data), 5)


def descendants(pid: int) -> set[int]:
    """Every live process below ``pid`` (from /proc's parent links)."""
    parent: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            fields = stat[stat.rindex(")") + 2:].split()
            if fields[0] != "Z":
                parent[int(entry.name)] = int(fields[1])
    out: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {p for p, pp in parent.items() if pp in frontier} - out
        out |= frontier
    return out


def alive(pids: set[int]) -> set[int]:
    left = set()
    for p in pids:
        try:
            state = next(line for line in Path(f"/proc/{p}/status").read_text().splitlines()
                         if line.startswith("State:"))
        except (OSError, StopIteration):
            continue
        if "zombie" not in state:
            left.add(p)
    return left


@pytest.mark.timeout(300)
@pytest.mark.slow
def test_sigterm_stops_serve_and_every_child_within_5s(tmp_path: Path) -> None:
    import socket

    root, data = workspace(tmp_path / "ws"), tmp_path / "data"
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    (root / "memspark.toml").write_text(f"[ops]\nserver_port = {port}\n", encoding="utf-8")
    with spawned(cli(root, data, "serve", "--no-watch"), data, env=env(PREFECT_HOME=str(tmp_path / "prefect-home")),
                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True) as proc:
        _stop_serve_and_check(proc)


def _stop_serve_and_check(proc: subprocess.Popen[str]) -> None:
    assert proc.stdout is not None
    line = ""
    while proc.poll() is None and not line.startswith("Prefect UI:"):
        line = proc.stdout.readline()
    assert line.startswith("Prefect UI:"), line
    children = descendants(proc.pid)
    assert len(children) >= 2  # the server and the worker (and their own children)
    took = stop_and_time(proc, signal.SIGTERM)
    rest = proc.stdout.read()
    assert took <= STOP_LIMIT_S, rest[-3000:]
    assert "serve stopped" in rest
    assert wait_for(lambda: not alive(children), 3), alive(children)


def test_serve_keeps_prefect_state_in_the_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from memspark.config import load_config
    from memspark.ops.serve import stack_env

    monkeypatch.delenv("PREFECT_HOME", raising=False)
    cfg = load_config(root=tmp_path)
    assert stack_env(cfg)["PREFECT_HOME"] == str(cfg.state_dir / "prefect" / "serve-home")
    monkeypatch.setenv("PREFECT_HOME", str(tmp_path / "mine"))
    assert stack_env(cfg)["PREFECT_HOME"] == str(tmp_path / "mine")  # an explicit home wins
