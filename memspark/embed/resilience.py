"""Retry with exponential backoff + jitter, and a circuit breaker, for embedding calls.

This is the only place memspark retries an embedding request (providers make one attempt).
Only :class:`~memspark.errors.TransientEmbeddingError` is retried; auth and quota errors
surface at once. HTTP 429 waits for the server's Retry-After, else four times the usual delay.
"""

from __future__ import annotations

import logging
import random
import threading
import time
from collections.abc import Callable
from typing import TypeVar

from memspark.errors import EmbeddingRateLimitError, EmbeddingUnavailableError, TransientEmbeddingError

log = logging.getLogger(__name__)

T = TypeVar("T")

RATE_LIMIT_FACTOR = 4.0  # 429 means "slow down": back off harder than for a flaky server
MAX_RETRY_AFTER_S = 60.0  # never let a server park an ingest for longer than this per retry
_JITTER = 0.2  # +-20 %: spreads concurrent batches so their retries don't arrive in lockstep


def backoff_delay(attempt: int, base_s: float, error: TransientEmbeddingError) -> float:
    """Seconds to wait before retry number ``attempt`` (0-based) after ``error``."""
    if error.rate_limited and error.retry_after is not None:
        return min(error.retry_after, MAX_RETRY_AFTER_S)
    delay = base_s * (2 ** attempt) * random.uniform(1 - _JITTER, 1 + _JITTER)
    return delay * RATE_LIMIT_FACTOR if error.rate_limited else delay


class CircuitBreaker:
    """Opens after ``failures`` consecutive transient failures; half-opens after ``reset_s``.

    While open every call fails fast with EmbeddingUnavailableError saying when it retries. Half-open
    lets exactly one trial call through: success closes the breaker, failure re-opens it.
    """

    def __init__(self, failures: int, reset_s: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.failures = max(1, failures)
        self.reset_s = reset_s
        self._clock = clock
        self._lock = threading.Lock()
        self._consecutive = 0
        self._opened_at: float | None = None
        self._trial_in_flight = False
        self.opens = 0

    @property
    def state(self) -> str:
        with self._lock:
            if self._opened_at is None:
                return "closed"
            return "half-open" if self._clock() >= self._opened_at + self.reset_s else "open"

    def before_call(self) -> None:
        """Raise when open (or when another call is already the half-open trial)."""
        with self._lock:
            if self._opened_at is None:
                return
            wait = self._opened_at + self.reset_s - self._clock()
            if wait <= 0 and not self._trial_in_flight:
                self._trial_in_flight = True  # this caller is the half-open trial
                return
            failures = self._consecutive
        raise EmbeddingUnavailableError(
            f"memory search unavailable: embedding circuit breaker open after {failures} "
            f"consecutive failures; next try in {max(wait, 0.0):.1f} s")

    def record_success(self) -> None:
        """The server answered (even with a non-retryable error): close."""
        with self._lock:
            self._consecutive = 0
            self._opened_at = None
            self._trial_in_flight = False

    def record_failure(self) -> None:
        with self._lock:
            self._consecutive += 1
            if self._trial_in_flight or self._consecutive >= self.failures:
                if self._opened_at is None or self._trial_in_flight:
                    self.opens += 1
                    log.warning("embedding circuit breaker open after %d consecutive failures; "
                                "retrying in %.1f s", self._consecutive, self.reset_s)
                self._opened_at = self._clock()
            self._trial_in_flight = False


def call_with_retries(fn: Callable[[], T], *, retries: int, backoff_s: float, breaker: CircuitBreaker,
                      on_retry: Callable[[], None] | None = None,
                      sleep: Callable[[float], None] = time.sleep) -> T:
    """Run ``fn`` through the breaker, retrying transient failures ``retries`` times."""
    attempt = 0
    while True:
        breaker.before_call()
        try:
            result = fn()
        except TransientEmbeddingError as exc:
            if not exc.rate_limited:  # a 429 proves the server is up: it doesn't trip the breaker
                breaker.record_failure()
            else:
                breaker.record_success()
            if attempt >= retries:
                if exc.rate_limited:  # the hint must talk about the rate limit, not the endpoint or key
                    raise EmbeddingRateLimitError(f"{exc.message} (gave up after {attempt + 1} attempts)") from exc
                raise EmbeddingUnavailableError(
                    f"{exc.message} (gave up after {attempt + 1} attempts)", action=exc.action) from exc
            delay = backoff_delay(attempt, backoff_s, exc)
            log.warning("embedding request failed (%s); retry %d/%d in %.2f s", exc.message, attempt + 1,
                        retries, delay)
            attempt += 1
            if on_retry is not None:
                on_retry()
            sleep(delay)
            continue
        except Exception:
            breaker.record_success()  # answered, just not usefully (auth, quota, bad request)
            raise
        breaker.record_success()
        return result
