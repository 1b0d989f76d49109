"""A stop is fast by design: the deadline starts when the signal *arrives*, whatever Python handler
is installed and whatever the main thread is doing.

While a flow run is in flight Prefect's engine swaps in its own SIGTERM handler, and a Python handler
only runs between bytecodes of the main thread; the CI flake this guards against was a re-embed whose
stop took 5.99 s and ended in Prefect's "ValueError: Task run is not set" instead of the stop line.
"""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
import time

import pytest

CHILD = textwrap.dedent("""
    import signal, sys, time
    from memspark.cli.flowrun import stop_on_signals

    with stop_on_signals(lambda: "stop-line: kept what was committed"):
        signal.signal(signal.SIGTERM, lambda *a: None)  # a foreign handler that swallows the signal
        print("ready", flush=True)
        end = time.monotonic() + 60
        while time.monotonic() < end:
            time.sleep(0.05)
    print("ran to the end", flush=True)
""")


@pytest.mark.slow
def test_the_deadline_runs_even_when_another_handler_swallows_the_signal() -> None:
    proc = subprocess.Popen([sys.executable, "-c", CHILD], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "ready"
    t0 = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    try:
        rc = proc.wait(30)
    finally:
        if proc.poll() is None:
            proc.kill()
    took = time.monotonic() - t0
    err = proc.stderr.read() if proc.stderr else ""
    assert rc == 130, err
    assert "stop-line: kept what was committed" in err
    assert took < 25, f"the stop took {took:.1f} s: the deadline never started"


def test_a_clean_block_leaves_no_wakeup_fd_behind() -> None:
    from memspark.cli.flowrun import stop_on_signals

    before = signal.set_wakeup_fd(-1)
    signal.set_wakeup_fd(before)
    with stop_on_signals(lambda: "kept") as fired:
        assert not fired.is_set()
    after = signal.set_wakeup_fd(-1)
    signal.set_wakeup_fd(after)
    assert after == before
    assert signal.getsignal(signal.SIGTERM) is not None
