"""The local Prefect API server process memspark supervises (started as ``python -m memspark.ops.prefect_server``).

One uvicorn server in-process (no grandchild), in its own session (a terminal's Ctrl-C reaches only the
command that started it: :mod:`memspark.ops.prefect_server`). A background server records itself in
``server.json`` and stops after ``--idle-s`` without a command; a temporary one (``--temporary``) exits
when its stdin — a pipe from its parent — closes, even after a ``kill -9`` of the parent, and deletes
its ``--home``.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import signal
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

from memspark.ops.prefect_state import idle_seconds, state_dir


def _serve(data_dir: Path, port: int, idle_s: float, home: Path, temporary: bool) -> int:
    import asyncio

    import uvicorn

    class Server(uvicorn.Server):
        @contextlib.contextmanager
        def capture_signals(self) -> Iterator[None]:
            # uvicorn re-raises a caught SIGTERM after shutdown, which would skip our cleanup below
            for sig in (signal.SIGTERM, signal.SIGINT):
                signal.signal(sig, lambda *_: setattr(self, "should_exit", True))
            yield

    config = uvicorn.Config("prefect.server.api.server:create_app", factory=True, host="127.0.0.1", port=port,
                            log_level="error", lifespan="on")
    server = Server(config)
    started = time.time()
    info_path = state_dir(data_dir) / "server.json"
    if temporary:
        def parent_gone() -> None:
            # the parent holds the other end of stdin: EOF means it exited (even by kill -9)
            sys.stdin.buffer.read()
            server.should_exit = True
            if not server.started:  # still starting up (≈ 10 s under load): nothing to shut down cleanly
                shutil.rmtree(home, ignore_errors=True)
                os._exit(0)

        threading.Thread(target=parent_gone, daemon=True).start()
    else:
        info = {"pid": os.getpid(), "port": port, "url": f"http://127.0.0.1:{port}/api", "started_at": started,
                "idle_s": idle_s}
        tmp = info_path.with_suffix(".tmp")
        tmp.write_text(json.dumps(info), encoding="utf-8")
        tmp.replace(info_path)

    async def idle_watch() -> None:
        # The idle clock starts when the server answers: loading the app takes seconds (10+ on a loaded
        # machine), and counting them stopped a short-idle server before its first request.
        while not server.started and not server.should_exit:
            await asyncio.sleep(0.2)
        serving_since = time.time()
        while not server.should_exit:
            await asyncio.sleep(2.0)
            if not temporary and idle_seconds(data_dir, serving_since) > idle_s:
                print(f"idle for {idle_s:.0f} s: stopping", flush=True)
                server.should_exit = True

    async def run() -> None:
        watcher = asyncio.create_task(idle_watch())
        try:
            await server.serve()
        finally:
            watcher.cancel()

    try:
        asyncio.run(run())
    finally:
        if temporary:
            shutil.rmtree(home, ignore_errors=True)
        else:
            with contextlib.suppress(OSError, ValueError):
                if json.loads(info_path.read_text(encoding="utf-8")).get("pid") == os.getpid():
                    info_path.unlink()
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m memspark.ops.prefect_server",
                                description="A Prefect API server supervised by memspark (started by the CLI).")
    p.add_argument("--data-dir", required=True, help="the memspark data dir whose prefect/ folder holds the state")
    p.add_argument("--port", type=int, required=True, help="port on 127.0.0.1")
    p.add_argument("--idle-s", type=float, required=True, help="stop after this long without a command")
    p.add_argument("--home", required=True, help="PREFECT_HOME (the run-history database)")
    p.add_argument("--temporary", action="store_true", help="exit when stdin closes; delete --home on exit")
    a = p.parse_args(argv)
    return _serve(Path(a.data_dir), a.port, a.idle_s, Path(a.home), a.temporary)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
