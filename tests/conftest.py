"""Session-wide test setup: Prefect in an isolated home, one shared prefect_test_harness."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator

_PREFECT_HOME = tempfile.mkdtemp(prefix="memspark-prefect-home-")
os.environ.setdefault("PREFECT_HOME", _PREFECT_HOME)
os.environ.setdefault("DO_NOT_TRACK", "1")
os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
os.environ.setdefault("PREFECT_LOGGING_TO_API_WHEN_MISSING_FLOW", "ignore")
os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING")
os.environ.setdefault("PREFECT_SERVER_LOGGING_LEVEL", "WARNING")
os.environ.pop("MEMSPARK_CONFIG", None)
os.environ.setdefault("XDG_STATE_HOME", tempfile.mkdtemp(prefix="memspark-state-"))  # Prefect state of bucket data dirs
os.environ.setdefault("MEMSPARK_OPS_PREFECT_SERVER", "ephemeral")  # CLI subprocesses: a temporary server each

import pytest  # noqa: E402


@pytest.hookimpl(tryfirst=True)  # before pytest's own -m filter reads the marks
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test that needs the Prefect harness is slow: the server start alone is ≈ 12 s, and each flow
    run costs a second or more. ``pytest -m "not slow"`` (the fast lane) never starts Prefect."""
    for item in items:
        if "prefect_harness" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session")
def prefect_harness() -> Iterator[None]:
    """One Prefect test server for the whole session (≈ 12 s once); request it only where a flow runs."""
    from prefect.testing.utilities import prefect_test_harness

    with prefect_test_harness(server_startup_timeout=120):
        yield


@pytest.fixture(scope="session")
def queue():  # noqa: ANN201 - the embedding queue type is imported lazily (conftest loads before any test)
    """The bundled MiniLM model behind an EmbedQueue, loaded once for every test module that asks."""
    from memspark.config import Config
    from memspark.embed import EmbedQueue, create_provider

    cfg = Config()
    return EmbedQueue(create_provider(cfg.embed), cfg.embed)
