"""MemorySparkManager: the spec's programmatic API for one agent (search, read, status, probes).

It builds what it is not given from the config — the read side of the LanceDB store (opened
with the configured model's identity, so another model's table raises
:class:`~memspark.errors.ModelMismatchError` here, at construction), the embedding queue, the
reranker and, when enabled, the HyDE generator — and runs the one
:class:`~memspark.recall.pipeline.RecallPipeline` on a :class:`~memspark.recall.scope.ScopedStore`
limited to the agent's readable rows.

Degradation: an embedding outage (unreachable, 5xx, timeout, open breaker) makes the pipeline
search BM25-only and set ``fallback``; an exhausted quota or a refused API key is not an outage
that heals by waiting, so :meth:`recall` raises it (the tools turn it into the spec's
``unavailable`` error shape).
"""

from __future__ import annotations

import contextlib
import dataclasses
import logging
import threading
from collections.abc import Sequence
from datetime import date, datetime
from typing import Any

import numpy as np

from memspark.config import Config, EmbedConfig
from memspark.embed import EmbedQueue, create_provider
from memspark.errors import (
    EmbeddingAuthError,
    EmbeddingError,
    InsufficientQuotaError,
    ModelMismatchError,
    RecallError,
    StorageError,
    WorkspaceError,
)
from memspark.recall.format import citations_on, clamp_results, result_dict, session_kind_from_key
from memspark.recall.hyde import HydeGenerator
from memspark.recall.options import RerankOptions
from memspark.recall.pipeline import RecallPipeline, RecallRequest, RecallResult
from memspark.recall.pools import RecallMode
from memspark.recall.reader import read_lines, readable_route
from memspark.recall.scope import ScopedStore, readable_pools
from memspark.recall.stages.embedding import HypotheticalWriter, QueryEmbedder
from memspark.recall.stages.rerank import RerankerLike
from memspark.recall.stages.search import SearchStore
from memspark.rerank import create_reranker
from memspark.storage import LanceStore
from memspark.workspace import Workspace, is_agent_id

log = logging.getLogger(__name__)

# Embedding failures that waiting does not fix: the search is reported unavailable, not degraded.
HARD_EMBED_ERRORS: tuple[type[EmbeddingError], ...] = (InsufficientQuotaError, EmbeddingAuthError)


def as_date(value: date | datetime | str | None) -> date | None:
    """``now`` as a date: a date, a datetime, ``YYYY-MM-DD`` (or a full ISO timestamp), or None."""
    if value is None or value == "":
        return None
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    try:
        return datetime.fromisoformat(str(value).replace("Z", "+00:00")).date()
    except ValueError as exc:
        raise RecallError(f"now = {value!r} is not a date", action="Pass now as YYYY-MM-DD.") from exc


class _RecordingQueue:
    """The queue as the pipeline sees it, remembering the embedding error of the current thread's
    last call, so the manager can tell a quota/auth failure from an outage after the pipeline
    degraded to BM25-only."""

    def __init__(self, queue: QueryEmbedder) -> None:
        self.queue = queue
        self._local = threading.local()

    @property
    def provider(self) -> object:
        return self.queue.provider

    @property
    def last_error(self) -> EmbeddingError | None:
        return getattr(self._local, "error", None)

    def reset(self) -> None:
        self._local.error = None

    def embed_query(self, text: str) -> np.ndarray:
        try:
            return self.queue.embed_query(text)
        except EmbeddingError as exc:
            self._local.error = exc
            raise

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        try:
            return self.queue.embed_documents(texts)
        except EmbeddingError as exc:
            self._local.error = exc
            raise


class MemorySparkManager:
    """``MemorySparkManager(cfg, agent_id, *, store=None, queue=None, reranker=None, hyde=None)``."""

    def __init__(self, cfg: Config, agent_id: str, *, store: SearchStore | None = None,
                 queue: QueryEmbedder | None = None, reranker: RerankerLike | None = None,
                 hyde: HypotheticalWriter | None = None) -> None:
        if not is_agent_id(agent_id):
            raise WorkspaceError(f"invalid agent id {agent_id!r}",
                                 action="Pass the agent id of a workspace-<agent>/ folder, e.g. --agent meta.")
        self.cfg = cfg
        self.agent_id = agent_id
        self.pools = readable_pools(cfg.recall, agent_id)  # validates recall.agent_scopes early
        self._owned: list[Any] = []
        if queue is None:
            queue = EmbedQueue(create_provider(cfg.embed), cfg.embed)
            self._owned.append(queue)
        self.queue = queue
        self._configured_queue = queue
        self._own_store = store is None
        self.pending_reembed: str | None = None
        if store is None:
            store = self._open_store()
            self._owned.append(store)
        self.store = store
        self.reranker = reranker if reranker is not None else create_reranker(cfg.rerank, cfg.embed)
        if hyde is None and cfg.hyde.enabled:
            hyde = HydeGenerator(cfg.hyde)
            self._owned.append(hyde)
        self.hyde = hyde
        self._workspace: Workspace | None = None
        self._build_pipeline()

    def _build_pipeline(self) -> None:
        self._queue_view = _RecordingQueue(self.queue)
        self.pipeline = RecallPipeline(ScopedStore(self.store, self.agent_id, self.pools), self._queue_view, self.cfg,
                                       self.reranker, self.hyde)

    def _reopen_after_swap(self) -> None:
        """The table changed model under a long-lived manager (``memspark reembed`` swapped it): open it
        again and embed queries with whatever model it holds now — never with the old one."""
        if not self._own_store:
            raise ModelMismatchError("the table's embedding model changed while this manager was open",
                                     action="Build the manager again (the store was passed in by the caller).")
        old = self.store
        with contextlib.suppress(Exception):
            old.close()
        self._owned = [p for p in self._owned if p is not old]
        self.queue = self._configured_queue
        self.pending_reembed = None
        self.store = self._open_store()
        self._owned.append(self.store)
        self._build_pipeline()

    def _open_store(self) -> LanceStore:
        """Open the table checked against the configured model. When the config already names a new
        model but ``memspark reembed`` has not swapped the table yet, keep serving: embed queries with
        the model the table holds (never mixing models) and say so in ``status()``; only a table whose
        model cannot be rebuilt here (another ONNX dir, another server) fails with ModelMismatchError."""
        model_id, dims = self._configured_identity()
        try:
            return LanceStore(self.cfg.data_dir, self.cfg.storage, model_id=model_id, dims=dims, create=False)
        except ModelMismatchError:
            table_cfg = self._table_embed_config()
            if table_cfg is None:
                raise
        table_queue = EmbedQueue(create_provider(table_cfg), table_cfg)
        self._owned.append(table_queue)
        self.pending_reembed = (f"the table holds {table_queue.identity}, the config names {model_id}: "
                                "serving with the table's model until `memspark reembed` swaps it")
        log.warning("%s", self.pending_reembed)
        self.queue = table_queue
        return LanceStore(self.cfg.data_dir, self.cfg.storage, model_id=table_queue.identity,
                          dims=int(table_queue.dims), create=False)

    def _table_embed_config(self) -> EmbedConfig | None:
        """An [embed] config that rebuilds the table's model, when this machine can (same provider kind)."""
        identity = LanceStore(self.cfg.data_dir, self.cfg.storage, model_id=None, dims=None, create=False).identity()
        if identity is None or not identity.model_id:
            return None
        provider, _, rest = identity.model_id.partition(":")
        model = rest.rsplit(":", 1)[0]
        if provider not in {"local", self.cfg.embed.provider} or provider == "onnx" or not model:
            return None
        return dataclasses.replace(self.cfg.embed, provider=provider, model=model)

    def _configured_identity(self) -> tuple[str | None, int | None]:
        """The configured model's identity and dims, checked against the table on open. An HTTP
        provider that cannot be reached now skips the check (the query vector's dims are still
        checked on every search) instead of making the manager unusable during an outage."""
        try:
            return str(self._configured_queue.identity), int(self._configured_queue.dims)
        except EmbeddingError as exc:
            log.warning("cannot learn the embedding model's identity now (%s): opening the table unchecked", exc)
            return None, None

    # ------------------------------------------------------------------ identity
    @property
    def provider_name(self) -> str:
        """``<provider id>:<model>``, e.g. ``local:all-MiniLM-L6-v2-int8``."""
        provider = self.queue.provider
        pid = getattr(provider, "id", None) or type(provider).__name__
        model = getattr(provider, "model", None)
        return f"{pid}:{model}" if model else str(pid)

    @property
    def model(self) -> str:
        return str(getattr(self.queue.provider, "model", "") or "")

    @property
    def workspace(self) -> Workspace:
        if self._workspace is None:
            self._workspace = Workspace(self.cfg.workspace, self.cfg.root)
        return self._workspace

    @property
    def unknown_agent(self) -> str | None:
        """Why this agent is unknown (no ``workspace-<agent>/``: only shared pools can answer), else None."""
        try:
            self.workspace.require_agent(self.agent_id)
        except WorkspaceError as exc:
            return exc.message
        return None

    # ------------------------------------------------------------------ recall
    def require_table(self) -> None:
        identity = getattr(self.store, "identity", None)
        if callable(identity) and identity() is None:
            raise StorageError(f"no memory index in {self.cfg.data_dir} (table {self.cfg.storage.table!r} is missing)",
                               action=f"Run `memspark index --root {self.cfg.root}` to build it.")

    def recall(self, query: str, *, mode: RecallMode = "tool", max_results: int | None = None,
               min_score: float | None = None, now: date | datetime | str | None = None,
               context_texts: Sequence[str] = (), overrides: RerankOptions | None = None) -> RecallResult:
        """One pipeline run for this agent; raises a MemsparkError when search is unavailable.
        ``overrides``: the spec's per-call RerankOptions (None: the configured values)."""
        self.require_table()
        request = RecallRequest(query=query, agent_id=self.agent_id, mode=mode, max_results=max_results,
                                min_score=min_score, now=as_date(now), context_texts=tuple(context_texts),
                                overrides=overrides or RerankOptions())
        self._queue_view.reset()
        try:
            result = self.pipeline.run(request)
        except ModelMismatchError:
            log.warning("the table's embedding model changed (re-embed swap): reopening")
            self._reopen_after_swap()
            self._queue_view.reset()
            result = self.pipeline.run(request)
        error = self._queue_view.last_error
        if result.fallback is not None and isinstance(error, HARD_EMBED_ERRORS):
            raise error
        return result

    def clamp(self, result: RecallResult) -> tuple[Any, ...]:
        """memory_search's results: clamped to ``recall.max_injected_chars`` (spec behaviour note)."""
        return clamp_results(result.results, self.cfg.recall.max_injected_chars)

    def search(self, query: str, *, max_results: int | None = None, min_score: float | None = None,
               session_key: str | None = None, now: date | datetime | str | None = None,
               rerank: RerankOptions | None = None) -> list[dict[str, Any]]:
        """Spec ``search``: MemorySearchResult dicts (path, startLine, endLine, score, snippet, source,
        citation when citations apply to the session named by ``session_key``); ``rerank`` holds the
        spec's per-call RerankOptions."""
        result = self.recall(query, mode="tool", max_results=max_results, min_score=min_score, now=now,
                             overrides=rerank)
        cite = citations_on(self.cfg.recall.citations, session_kind_from_key(session_key))
        return [result_dict(c, citations=cite) for c in self.clamp(result)]

    def read_file(self, rel_path: str, from_line: int | None = None, lines: int | None = None) -> dict[str, str]:
        """Spec ``readFile``: ``{"text", "path"}`` of a line range (1-indexed, default 50 lines), from
        the indexed chunks first, the file on disk second."""
        route = readable_route(self.workspace, self.cfg, self.agent_id, rel_path)
        get_by_path = getattr(self.store, "get_by_path", None)
        indexed = get_by_path(route.path, route.agent_id) if callable(get_by_path) else []
        piece = read_lines(self.workspace, self.cfg, self.agent_id, rel_path, from_line, lines, indexed)
        return {"text": piece.text, "path": piece.path}

    # ------------------------------------------------------------------ status & probes
    def status(self) -> dict[str, Any]:
        """Spec ``status()``: backend, provider, model, dims, chunk count, sources and health."""
        st = self.store.status() if hasattr(self.store, "status") else None
        provider = self.queue.provider
        dims = None
        if not getattr(provider, "needs_discovery", False):
            try:
                dims = int(provider.dims)
            except Exception as exc:  # noqa: BLE001 - status reports, never raises
                log.warning("status: provider dims unavailable: %s", exc)
        sources = ["memory"] + (["sessions"] if self.cfg.workspace.index_sessions else [])
        return {
            "backend": "builtin",
            "provider": self.provider_name,
            "model": self.model,
            "dims": dims if dims is not None else (st.dims if st else None),
            "chunkCount": st.chunk_count if st else None,
            "sources": sources,
            "agentId": self.agent_id,
            "pools": list(self.pools),
            "storage": getattr(st, "backend", None),
            "tableExists": st.table_exists if st else None,
            "ready": st.ready if st else None,
            "tableModel": st.model_id if st else None,
            "workspaceDir": str(self.cfg.root),
            "dataDir": str(self.cfg.data_dir),
            "citations": self.cfg.recall.citations,
            "reranker": str(getattr(self.reranker, "name", type(self.reranker).__name__)),
            "hyde": self.hyde is not None,
            "error": st.error if st else None,
            "pendingReembed": self.pending_reembed,
        }

    def probe_embedding_availability(self) -> dict[str, Any]:
        """Spec ``probeEmbeddingAvailability``: ``{"ok": True}`` or ``{"ok": False, "error": ...}``."""
        try:
            vector = np.asarray(self.queue.provider.embed_query("ping"))  # type: ignore[attr-defined]
        except EmbeddingError as exc:
            return {"ok": False, "error": f"{exc.code}: {exc.message}"}
        except Exception as exc:  # noqa: BLE001 - a probe reports, never raises
            return {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
        if vector.size == 0 or not np.isfinite(vector).all():
            return {"ok": False, "error": "the provider returned an empty or non-finite vector"}
        return {"ok": True}

    def probe_vector_availability(self) -> bool:
        """Spec ``probeVectorAvailability``: the table exists, is readable and holds rows."""
        if not hasattr(self.store, "status"):
            return True
        st = self.store.status()
        return bool(st.ready and st.chunk_count > 0)

    # ------------------------------------------------------------------ lifecycle
    def close(self) -> None:
        """Close what this manager built (the store handles, its own queue, its HyDE client)."""
        for part in reversed(self._owned):
            try:
                part.close()
            except Exception as exc:  # noqa: BLE001 - closing one part must not skip the rest
                log.warning("closing %s failed: %s", type(part).__name__, exc)
        self._owned.clear()

    def __enter__(self) -> MemorySparkManager:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
