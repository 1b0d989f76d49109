"""Run a command that dies with its parent, even when the parent is killed with SIGKILL.

    python -m memspark.ops.lifeline -- COMMAND [ARGS …]

``memspark serve`` (and ``memspark watch --mode events``) start the Prefect server and a worker as
long-lived children in their own process group. A parent stopped normally signals that group
(:meth:`memspark.ops.serve.Stack.close`); a parent killed with ``kill -9`` cannot, and the server and worker
used to run on, holding the port and the database. The lifeline sits between them: the parent holds the
write end of its stdin (:func:`spawn_tied`), so end-of-file on stdin means the parent is gone; the lifeline
then sends SIGTERM to its process group — the command and everything it started — and SIGKILL after
``GRACE_S``. When the command exits by itself, the lifeline exits with its status. The same pattern keeps
the temporary Prefect server (:mod:`memspark.ops.prefect_server`) from outliving its command.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import IO

GRACE_S = 5.0  # SIGTERM → SIGKILL


def spawn_tied(command: Sequence[str], *, env: dict[str, str] | None = None, cwd: str | Path | None = None,
               stdout: IO[bytes] | int | None = None) -> subprocess.Popen[bytes]:
    """Start ``command`` under a lifeline in a new process group (signal it with ``os.killpg(proc.pid, …)``).
    Keep the returned process's ``stdin`` open for as long as the command should live."""
    return subprocess.Popen([sys.executable, "-m", "memspark.ops.lifeline", "--", *command], env=env,
                            cwd=None if cwd is None else str(cwd), stdin=subprocess.PIPE, stdout=stdout,
                            stderr=subprocess.STDOUT if stdout is not None else None, start_new_session=True)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["--"]:
        args = args[1:]
    if not args:
        print("usage: python -m memspark.ops.lifeline -- COMMAND [ARGS …]", file=sys.stderr)
        return 2
    child = subprocess.Popen(args, stdin=subprocess.DEVNULL)  # stays in this process group
    orphaned = threading.Event()

    def watch_stdin() -> None:
        try:
            while sys.stdin.buffer.read(4096):
                pass
        except OSError:
            pass
        orphaned.set()

    threading.Thread(target=watch_stdin, name="lifeline-stdin", daemon=True).start()
    # a SIGTERM to the group (Stack.close) reaches the command too: wait for it to finish, then exit with it
    signal.signal(signal.SIGTERM, lambda *_: None)
    while child.poll() is None:
        if orphaned.wait(0.2):  # the parent is gone: SIGTERM the group (this process ignores it), then SIGKILL
            os.killpg(os.getpgrp(), signal.SIGTERM)
            try:
                child.wait(GRACE_S)
            except subprocess.TimeoutExpired:
                os.killpg(os.getpgrp(), signal.SIGKILL)
            break
    return child.wait()


def exit_like(status: int) -> None:
    """Exit as the command did — with its code, or killed by its signal — without the interpreter's shutdown
    (the stdin thread is blocked in a read that shutdown would wait on)."""
    sys.stdout.flush()
    sys.stderr.flush()
    if status < 0:
        signal.signal(-status, signal.SIG_DFL)
        os.kill(os.getpid(), -status)
    os._exit(status if 0 <= status < 256 else 1)


if __name__ == "__main__":
    exit_like(main())
