"""Retrying a LanceDB commit (spec: "Commit conflict → automatic retry (up to 3x)").

Writers are serialised by the writer lock, so a conflict is rare (another tool writing the table,
or a maintenance job); Lance retries conflicts internally as well. We retry RuntimeError only:
that is how Lance reports a failed commit, while ValueError means invalid input and OSError a
filesystem problem, neither of which a retry fixes.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from typing import TypeVar

logger = logging.getLogger(__name__)

T = TypeVar("T")

COMMIT_RETRIES = 3
RETRY_BASE_DELAY_S = 0.05  # 0.05, 0.1, 0.2 s (× 1–2 jitter): far below a lock timeout


def retry_commit(op: Callable[[], T], *, what: str, retries: int = COMMIT_RETRIES,
                 base_delay_s: float = RETRY_BASE_DELAY_S) -> T:
    """Run ``op``; on RuntimeError retry up to ``retries`` times with jittered exponential backoff.

    The last RuntimeError propagates; every other exception propagates at once.
    """
    for attempt in range(retries + 1):
        try:
            return op()
        except RuntimeError as exc:
            if attempt == retries:
                raise
            delay = base_delay_s * (2 ** attempt) * (1 + random.random())
            logger.warning("%s failed (attempt %d of %d), retrying in %.2f s: %s",
                           what, attempt + 1, retries + 1, delay, exc)
            time.sleep(delay)
    raise AssertionError("unreachable")  # pragma: no cover
