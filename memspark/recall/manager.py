"""MemorySparkManager: the spec's programmatic API for one agent (search, read, status, probes).

It builds what it is not given from the config — the read side of the LanceDB store (opened
with the configured model's identity, so another model's table raises
:class:`~memspark.errors.ModelMismatchError` here, at construction), the embedding queue, the
reranker and, when enabled, the HyDE generator — and runs the one
:class:`~memspark.recall.pipeline.RecallPipeline` on a :class:`~memspark.recall.scope.ScopedStore`
limited to the agent's readable rows.

Degradation: an embedding outage (unreachable, 5xx, timeout, open breaker) makes the pipeline
search BM25-only and set ``fallback``; an exhausted quota or a refused API key
(:class:`~memspark.errors.PermanentProviderError`) is not an outage that heals by waiting, so the
pipeline does not degrade and :meth:`recall` raises it (the tools turn it into the spec's
``unavailable`` error shape). Every search surface — ``memory_search``, the specialised search
tools (through ``view``), the hook — runs :meth:`recall`, so they share that policy and the
re-embed swap recovery (:meth:`_run`). What the manager builds it owns on an
:class:`~contextlib.ExitStack`; which model serves queries is :func:`choose_serving_model`.
"""

from __future__ import annotations

import contextlib
import logging
import shlex
from collections.abc import Callable, Sequence
from datetime import date, datetime
from typing import Any

import numpy as np

from memspark.config import Config, WorkspaceConfig
from memspark.datadir import DataDir
from memspark.embed import EmbeddingIdentity, EmbedQueue, SparkProvider, create_provider
from memspark.errors import EmbeddingError, ModelMismatchError, RecallError, StorageError, WorkspaceError
from memspark.recall.format import citations_on, clamp_results, hit_dict, session_kind_from_key
from memspark.recall.hyde import HydeGenerator
from memspark.recall.options import RerankOptions
from memspark.recall.pipeline import PipelineRequest, PipelineRun, RecallPipeline
from memspark.recall.pools import RecallMode
from memspark.recall.reader import read_lines, readable_route
from memspark.recall.request import RecallHit
from memspark.recall.scope import ScopedStore, readable_pools
from memspark.recall.serving import choose_serving_model
from memspark.recall.stages.embedding import HypotheticalWriter
from memspark.recall.stages.rerank import RerankerLike
from memspark.recall.stages.search import SearchStore
from memspark.rerank import create_reranker
from memspark.rerank.http import HttpReranker
from memspark.safety import redact_text
from memspark.storage import LanceStore
from memspark.workspace import Workspace, is_agent_id

log = logging.getLogger(__name__)

# A narrower view of the agent's scoped store (the specialised search tools' pools, path or date window).
StoreView = Callable[[ScopedStore], SearchStore]


def _close_quietly(part: Any) -> None:
    try:
        part.close()
    except Exception as exc:  # noqa: BLE001 - closing one part must not skip the rest
        log.warning("closing %s failed: %s", type(part).__name__, exc)


def _owned(stack: contextlib.ExitStack, part: Any) -> Any:
    stack.callback(_close_quietly, part)
    return part


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


def index_command(cfg: Config) -> str:
    """The ``memspark index`` command that builds ``cfg``'s index: it names the data dir unless it is the default."""
    default = DataDir.parse(WorkspaceConfig().data_dir, base=cfg.root)
    data_dir = "" if cfg.data_dir.uri == default.uri else f" --data-dir {shlex.quote(cfg.data_dir.uri)}"
    return f"memspark index --root {shlex.quote(str(cfg.root))}{data_dir}"


class MemorySparkManager:
    """``MemorySparkManager(cfg, agent_id, *, store=None, queue=None, reranker=None, hyde=None)``."""

    def __init__(self, cfg: Config, agent_id: str, *, store: LanceStore | None = None,
                 queue: EmbedQueue | None = None, reranker: RerankerLike | None = None,
                 hyde: HypotheticalWriter | None = None) -> None:
        if not is_agent_id(agent_id):
            raise WorkspaceError(f"invalid agent id {agent_id!r}",
                                 action="Pass the agent id of a workspace-<agent>/ folder, e.g. --agent meta.")
        self.cfg = cfg
        self.agent_id = agent_id
        self.pools = readable_pools(cfg.recall, agent_id)  # validates recall.agent_scopes early
        self._resources = contextlib.ExitStack()  # what this manager built, closed by close()
        self._table_parts = contextlib.ExitStack()  # the store (and table-model queue) a swap replaces
        self._resources.callback(self._table_parts.close)
        with self._resources:  # a constructor that fails closes what it had built
            if queue is None:
                queue = _owned(self._resources, EmbedQueue(create_provider(cfg.embed), cfg.embed, tuning=cfg.tuning))
            self._configured_queue: EmbedQueue = queue
            self._own_store = store is None
            if reranker is None:
                reranker = create_reranker(cfg.rerank, cfg.embed)
                if isinstance(reranker, HttpReranker):  # the one reranker holding a connection pool
                    _owned(self._resources, reranker)
            self.reranker: RerankerLike = reranker
            if hyde is None and cfg.hyde.enabled:
                hyde = _owned(self._resources, HydeGenerator(cfg.hyde, tuning=cfg.tuning))
            self.hyde = hyde
            self._open_table(store)
            self._resources = self._resources.pop_all()
        self._workspace: Workspace | None = None

    def _open_table(self, store: LanceStore | None) -> None:
        """Open the table (unless given) and the pipeline over it, with the model that serves it."""
        self.queue = self._configured_queue
        self.pending_reembed: str | None = None
        self.store = store if store is not None else self._open_store()
        self.pipeline = RecallPipeline(ScopedStore(self.store, self.agent_id, self.pools), self.queue, self.cfg,
                                       self.reranker, self.hyde)
        self._table_parts.callback(self.pipeline.close)

    def _open_store(self) -> LanceStore:
        """The table checked against the configured model; while ``memspark reembed`` has not swapped a
        table to a newly configured model, the table's own model serves it (see ``recall.serving``)."""
        configured = self._configured_identity()
        try:
            return _owned(self._table_parts, self._lance(configured))
        except ModelMismatchError:
            with contextlib.closing(self._lance(None)) as unchecked:
                table = unchecked.identity()
            serving = choose_serving_model(self.cfg.embed, configured,
                                           EmbeddingIdentity.parse(table.model_id or "") if table else None)
            if serving is None or serving.pending_reembed is None:
                raise
        self.queue = _owned(self._table_parts, EmbedQueue(create_provider(serving.embed), serving.embed, tuning=self.cfg.tuning))
        self.pending_reembed = serving.pending_reembed
        log.warning("%s", self.pending_reembed)
        return _owned(self._table_parts, self._lance(EmbeddingIdentity.parse(self.queue.identity)))

    def _lance(self, identity: EmbeddingIdentity | None) -> LanceStore:
        if identity is None:
            return LanceStore.existing(self.cfg.data_dir, self.cfg.storage)
        return LanceStore(self.cfg.data_dir, self.cfg.storage, model_id=identity.key, dims=identity.dims, create=False,
                          tuning=self.cfg.tuning)

    def _configured_identity(self) -> EmbeddingIdentity | None:
        """The configured model's identity, checked against the table on open. An HTTP provider that
        cannot be reached now skips the check (the query vector's dims are still checked on every
        search) instead of making the manager unusable during an outage."""
        try:
            return EmbeddingIdentity.parse(str(self._configured_queue.identity))
        except EmbeddingError as exc:
            log.warning("cannot learn the embedding model's identity now (%s): opening the table unchecked", exc)
            return None

    def _run(self, request: PipelineRequest, view: StoreView | None) -> PipelineRun:
        """One pipeline run; the one place a re-embed swap is recovered from. The table changed model
        under a long-lived manager (``memspark reembed`` swapped it): open it again and embed queries
        with whatever model it holds now — never with the old one."""
        try:
            return self._pipeline(view).run(request)
        except ModelMismatchError:
            if not self._own_store:
                raise ModelMismatchError(
                    "the table's embedding model changed while this manager was open",
                    action="Build the manager again (the store was passed in by the caller).") from None
            log.warning("the table's embedding model changed (re-embed swap): reopening")
        self._table_parts.close()
        self._open_table(None)
        return self._pipeline(view).run(request)

    def _pipeline(self, view: StoreView | None) -> RecallPipeline:
        if view is None:
            return self.pipeline
        narrowed = view(ScopedStore(self.store, self.agent_id, self.pools))
        return RecallPipeline(narrowed, self.queue, self.cfg, self.reranker, self.hyde, executor=self.pipeline.executor)

    # ------------------------------------------------------------------ identity
    @property
    def provider_name(self) -> str:
        """``<provider id>:<model>``, e.g. ``local:all-MiniLM-L6-v2-int8``."""
        provider = self.queue.provider
        return f"{provider.id}:{provider.model}" if provider.model else provider.id

    @property
    def model(self) -> str:
        return self.queue.provider.model

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
        if self.store.identity() is None:
            raise StorageError(f"no memory index in {self.cfg.data_dir} (table {self.cfg.storage.table!r} is missing)",
                               action=f"Run `{index_command(self.cfg)}` to build it.")

    def recall(self, query: str, *, mode: RecallMode = "tool", max_results: int | None = None,
               min_score: float | None = None, now: date | datetime | str | None = None,
               context_texts: Sequence[str] = (), overrides: RerankOptions | None = None,
               view: StoreView | None = None) -> PipelineRun:
        """One pipeline run for this agent; raises a MemsparkError when search is unavailable.
        ``overrides``: the spec's per-call RerankOptions (None: the configured values); ``view``
        narrows the agent's scoped store further (a specialised search tool)."""
        self.require_table()
        request = PipelineRequest(query=query, agent_id=self.agent_id, mode=mode, max_results=max_results,
                                  min_score=min_score, now=as_date(now), context_texts=tuple(context_texts),
                                  overrides=overrides or RerankOptions())
        return self._run(request, view)

    def clamp(self, result: PipelineRun) -> tuple[Any, ...]:
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
        return [hit_dict(RecallHit.from_candidate(c, citations=cite)) for c in self.clamp(result)]

    def read_file(self, rel_path: str, from_line: int | None = None, lines: int | None = None) -> dict[str, Any]:
        """Spec ``readFile``: ``{"text", "path"}`` of a line range (1-indexed, default 50 lines), from
        the indexed chunks first, the file on disk second; lines the injection detector flags are replaced
        by a marker (``withheldLines`` counts them)."""
        route = readable_route(self.workspace, self.cfg, self.agent_id, rel_path)
        indexed = self.store.get_by_path(route.path, route.agent_id)
        piece = read_lines(self.workspace, self.cfg, self.agent_id, rel_path, from_line, lines, indexed)
        text, withheld = redact_text(piece.text)  # a tool result is prompt text: injected lines are withheld
        return {"text": text, "path": piece.path} | ({"withheldLines": withheld} if withheld else {})

    # ------------------------------------------------------------------ status & probes
    def status(self) -> dict[str, Any]:
        """Spec ``status()``: backend, provider, model, dims, chunk count, sources and health."""
        st = self.store.status()
        provider = self.queue.provider
        dims = None
        if not (isinstance(provider, SparkProvider) and provider.needs_discovery):
            try:
                dims = int(provider.dims)
            except Exception as exc:  # noqa: BLE001 - status reports, never raises
                log.warning("status: provider dims unavailable: %s", exc)
        sources = ["memory"] + (["sessions"] if self.cfg.workspace.index_sessions else [])
        return {
            "backend": "builtin",
            "provider": self.provider_name,
            "model": self.model,
            "dims": dims if dims is not None else st.dims,
            "chunkCount": st.chunk_count,
            "sources": sources,
            "agentId": self.agent_id,
            "pools": list(self.pools),
            "storage": st.backend,
            "tableExists": st.table_exists,
            "ready": st.ready,
            "tableModel": st.model_id,
            "workspaceDir": str(self.cfg.root),
            "dataDir": str(self.cfg.data_dir),
            "citations": self.cfg.recall.citations,
            "reranker": self.reranker.name,
            "hyde": self.hyde is not None,
            "error": st.error,
            "pendingReembed": self.pending_reembed,
        }

    def probe_embedding_availability(self) -> dict[str, Any]:
        """Spec ``probeEmbeddingAvailability``: ``{"ok": True}`` or ``{"ok": False, "error": ...}``."""
        try:
            vector = np.asarray(self.queue.provider.embed_query("ping"))
        except EmbeddingError as exc:
            return {"ok": False, "error": f"{exc.code}: {exc.message}"}
        except Exception as exc:  # noqa: BLE001 - a probe reports, never raises
            return {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
        if vector.size == 0 or not np.isfinite(vector).all():
            return {"ok": False, "error": "the provider returned an empty or non-finite vector"}
        return {"ok": True}

    def probe_vector_availability(self) -> bool:
        """Spec ``probeVectorAvailability``: the table exists, is readable and holds rows."""
        st = self.store.status()
        return bool(st.ready and st.chunk_count > 0)

    # ------------------------------------------------------------------ lifecycle
    def close(self) -> None:
        """Close what this manager built (the store handles, its own queue, reranker and HyDE client)."""
        self._resources.close()

    def __enter__(self) -> MemorySparkManager:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
