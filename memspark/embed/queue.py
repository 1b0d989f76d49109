"""EmbedQueue: the one way the rest of memspark embeds text.

It wraps a provider with batching, bounded concurrency (HTTP only), retries with backoff, a
circuit breaker and the query cache. Two lanes: ``embed_query`` runs in the caller's thread and
never waits behind ``embed_documents`` batches (an HTTP provider gives queries their own client;
an onnxruntime session may be run from several threads at once), so recall stays fast while an
ingest is embedding thousands of chunks.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import FIRST_EXCEPTION, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from typing import TypeVar

import numpy as np

from memspark.config import EmbedConfig
from memspark.embed.base import EmbeddingProvider, empty_matrix, iter_batches
from memspark.embed.cache import QueryCache
from memspark.embed.resilience import CircuitBreaker, call_with_retries
from memspark.errors import (
    ConfigError,
    EmbeddingContractError,
    EmbeddingUnavailableError,
    PermanentProviderError,
)
from memspark.tuning import Tuning

log = logging.getLogger(__name__)

T = TypeVar("T")

# Embedded once when a batch fails, to tell a provider that is broken from one that refuses an input.
_KNOWN_GOOD_TEXT = "memory"

# A query is interactive: retry it at most once and let the breaker plus recall's BM25-only
# fallback handle a real outage, instead of holding the agent for retries x timeout.
QUERY_MAX_RETRIES = 1


@dataclass(frozen=True)
class EmbedStats:
    """Counters since the queue was created (a snapshot)."""

    batches: int = 0
    texts: int = 0
    retries: int = 0
    cache_hits: int = 0
    cache_misses: int = 0
    breaker_opens: int = 0
    breaker_state: str = "closed"


@dataclass(frozen=True)
class IsolatedEmbedding:
    """:meth:`EmbedQueue.embed_documents_isolated`'s result: one row per text in input order (zeros where
    it failed) and the error of each text that failed alone, by its index."""

    vectors: np.ndarray
    failures: Mapping[int, Exception]


def input_may_be_at_fault(exc: Exception) -> bool:
    """False for a failure of the provider itself — an outage that outlasted the retries, an open circuit
    breaker, a lasting HTTP 429, a refused key or exhausted quota, a config error: no text is to blame
    and the run must stop. True for the rest (a rejected request, a tokenizer or model error, any
    unexpected error), which one text of the batch may cause."""
    if isinstance(exc, ConfigError | PermanentProviderError):
        return False
    return not (isinstance(exc, EmbeddingUnavailableError) and not isinstance(exc, EmbeddingContractError))


class EmbedQueue:
    """Batched, retried, circuit-broken embedding with a cached, never-queued query lane."""

    def __init__(self, provider: EmbeddingProvider, cfg: EmbedConfig, *, cache: QueryCache | None = None,
                 tuning: Tuning | None = None) -> None:
        self.provider = provider
        self.cfg = cfg
        tuning = tuning or Tuning()  # the cache's size and the breaker's timings are research constants
        self.cache = cache if cache is not None else QueryCache.from_config(tuning)
        self.breaker = CircuitBreaker(tuning.breaker_failures, tuning.breaker_reset_s)
        self._lock = threading.Lock()
        self._counts = {"batches": 0, "texts": 0, "retries": 0, "cache_hits": 0, "cache_misses": 0}
        self._identity: str | None = None

    # -- bookkeeping ----------------------------------------------------------------------

    def _bump(self, name: str, by: int = 1) -> None:
        with self._lock:
            self._counts[name] += by

    @property
    def stats(self) -> EmbedStats:
        with self._lock:
            counts = dict(self._counts)
        return EmbedStats(**counts, breaker_opens=self.breaker.opens, breaker_state=self.breaker.state)

    def _call(self, fn: Callable[[], T], retries: int) -> T:
        return call_with_retries(fn, retries=retries, backoff_s=self.cfg.backoff_s, breaker=self.breaker,
                                 on_retry=lambda: self._bump("retries"))

    @property
    def identity(self) -> str:
        """The provider identity, resolved once (an HTTP provider may need a request to learn dims)."""
        if self._identity is None:
            self._identity = self._call(lambda: self.provider.identity, min(self.cfg.retries, QUERY_MAX_RETRIES))
        return self._identity

    @property
    def dims(self) -> int:
        self.identity  # noqa: B018 - resolves dims through the breaker and retries
        return self.provider.dims

    # -- query lane -----------------------------------------------------------------------

    def embed_query(self, text: str) -> np.ndarray:
        """(dims,) float32 unit vector of ``text`` with the model's query prefix; cached."""
        prefix = getattr(self.provider, "query_prefix", "")
        # An HTTP provider that has yet to learn its dims would spend a request on the identity;
        # then nothing of this provider can be cached yet, and the query itself teaches the dims.
        if self._identity is not None or not getattr(self.provider, "needs_discovery", False):
            hit = self.cache.get(self.identity, prefix, text)
            if hit is not None:
                self._bump("cache_hits")
                return hit.copy()
        self._bump("cache_misses")
        vector = self._call(lambda: self.provider.embed_query(text), min(self.cfg.retries, QUERY_MAX_RETRIES))
        return self.cache.put(self.identity, prefix, text, vector).copy()

    # -- document lane --------------------------------------------------------------------

    def embed_documents(self, texts: Sequence[str], *,
                        on_batch: Callable[[int, int], None] | None = None) -> np.ndarray:
        """(n, dims) float32 unit rows in input order.

        Texts are sorted by length into ``cfg.batch_size`` batches (similar lengths pad less, on
        our side or the server's), each retried on its own; an HTTP provider runs up to
        ``cfg.concurrency`` batches at once, a local one runs them in turn. ``on_batch(done, total)``
        is called in the caller's thread after each batch with texts done so far and the total.
        Any batch's final error is raised (see :meth:`embed_documents_isolated` to keep the rest).
        """
        return self._embed_documents(texts, on_batch, None)

    def embed_documents_isolated(self, texts: Sequence[str], *,
                                 on_batch: Callable[[int, int], None] | None = None) -> IsolatedEmbedding:
        """Like :meth:`embed_documents`, but one text the provider cannot embed fails alone.

        A batch that fails for a reason that may lie in its input (a rejected request, a tokenizer or
        model error: see :func:`input_may_be_at_fault`) is split in halves, and those again, until the
        failing texts stand alone; they are returned in ``failures`` (their rows are zero) and every
        other text keeps its vector. Before the first split the provider embeds a known-good text: if
        that fails too, the provider itself is broken and the batch's error is raised, as it is for an
        outage (retries exhausted, breaker open), a refused key or quota, or a config error — those
        stop the caller instead of failing every text one by one. Splitting costs about
        ``2 x log2(batch_size)`` extra calls per failing text."""
        failures: dict[int, Exception] = {}
        vectors = self._embed_documents(texts, on_batch, failures)
        return IsolatedEmbedding(vectors, failures)

    def _embed_documents(self, texts: Sequence[str], on_batch: Callable[[int, int], None] | None,
                         failures: dict[int, Exception] | None) -> np.ndarray:
        total = len(texts)
        if total == 0:
            return empty_matrix(self.dims)
        order = sorted(range(total), key=lambda i: len(texts[i]))
        batches = [[order[i] for i in batch] for batch in iter_batches(total, self.cfg.batch_size)]
        out: np.ndarray | None = None
        done = 0

        def run(rows: list[int]) -> np.ndarray:
            return self._call(lambda: self.provider.embed_documents([texts[r] for r in rows]), self.cfg.retries)

        def place(rows: list[int], vectors: np.ndarray) -> None:
            nonlocal out, done
            if out is None:
                out = np.empty((total, vectors.shape[1]), dtype=np.float32)
            out[rows] = vectors
            done += len(rows)
            self._bump("batches")
            self._bump("texts", len(rows))
            if on_batch is not None:
                on_batch(done, total)

        embed: Callable[[list[int]], np.ndarray] = run if failures is None else self._isolating(run, failures)
        workers = min(max(1, int(getattr(self.provider, "batch_concurrency", 1))), len(batches))
        if workers == 1:
            for rows in batches:
                place(rows, embed(rows))
        else:
            self._run_concurrently(batches, embed, place, workers)
        assert out is not None
        return out

    def _isolating(self, run: Callable[[list[int]], np.ndarray],
                   failures: dict[int, Exception]) -> Callable[[list[int]], np.ndarray]:
        """``run`` that bisects a batch failing for an input reason and records the texts that fail alone."""
        lock = threading.Lock()
        healthy: list[bool] = []  # the provider's answer on a known-good text, asked once per call

        def provider_healthy() -> bool:
            with lock:
                if not healthy:
                    try:
                        self._call(lambda: self.provider.embed_documents([_KNOWN_GOOD_TEXT]), self.cfg.retries)
                        healthy.append(True)
                    except Exception:  # noqa: BLE001 - any failure here means: not the input's fault
                        healthy.append(False)
                return healthy[0]

        def isolating(rows: list[int]) -> np.ndarray:
            try:
                return run(rows)
            except Exception as exc:  # noqa: BLE001 - classified below; the provider's own failures re-raise
                if not input_may_be_at_fault(exc) or not provider_healthy():
                    raise
                error = exc
            if len(rows) == 1:
                log.warning("embedding input %d failed alone: %s", rows[0], error)
                with lock:
                    failures[rows[0]] = error
                return np.zeros((1, self.dims), dtype=np.float32)
            mid = len(rows) // 2
            return np.concatenate([isolating(rows[:mid]), isolating(rows[mid:])], axis=0)

        return isolating

    @staticmethod
    def _run_concurrently(batches: list[list[int]], run: Callable[[list[int]], np.ndarray],
                          place: Callable[[list[int], np.ndarray], None], workers: int) -> None:
        pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="memspark-embed")
        try:
            pending: dict[Future[np.ndarray], list[int]] = {pool.submit(run, rows): rows for rows in batches}
            while pending:
                finished, _ = wait(pending, return_when=FIRST_EXCEPTION)
                for future in finished:
                    rows = pending.pop(future)
                    place(rows, future.result())  # re-raises a batch's final error
        finally:
            # On failure, batches not yet started are dropped; running ones finish first.
            pool.shutdown(wait=True, cancel_futures=True)

    # -- lifecycle ------------------------------------------------------------------------

    def probe(self) -> bool:
        return self.provider.probe()

    def close(self) -> None:
        close = getattr(self.provider, "close", None)
        if callable(close):
            close()

    def __enter__(self) -> EmbedQueue:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
