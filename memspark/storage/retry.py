"""Retrying a LanceDB commit (spec: "Commit conflict → automatic retry (up to 3x)").

Writers are serialised by the writer lock (a file lock on disk, a lease object on a bucket), so a
conflict is rare (another tool writing the table, or a maintenance job); Lance retries conflicts
internally as well. We retry RuntimeError only: that is how LanceDB reports a failed commit
("Retryable commit conflict … Please retry" is a bare RuntimeError, with no finer type), while
ValueError means invalid input and OSError a filesystem or object-store problem, neither of which
a retry fixes. Every memspark commit is idempotent (an upsert or replace merged by id, a delete by
predicate, a compaction), so a retry after an unclear failure is safe. On a bucket the backoff is
longer (0.25, 0.5, 1 s × 1–2 jitter): a commit round trip there takes tens of milliseconds, and a
competing writer's commit as long.
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
REMOTE_RETRY_BASE_DELAY_S = 0.25  # on object storage: 0.25, 0.5, 1 s (× 1–2 jitter)


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
