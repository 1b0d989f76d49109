"""The specialised searches (one recall pipeline, narrowed at the storage seam) and the operations tools:
``memory_mistakes_search``, ``memory_rules_search``, ``memory_reference_search``, ``memory_temporal``,
``memory_related``, ``memory_index_status``, ``memory_recall_debug``, ``memory_reindex``."""

from __future__ import annotations

import functools
from typing import Any

from memspark.errors import InvalidToolParams, ScopeMismatchError
from memspark.recall.format import hit_dict, source_fields
from memspark.recall.narrow import NarrowStore
from memspark.recall.pools import REFERENCE_POOLS
from memspark.recall.request import RecallHit
from memspark.recall.trace import render_trace
from memspark.safety import screen_rows
from memspark.storage import SearchOptions
from memspark.toolset.base import ToolBase, date_param, number, run_coroutine, text_param
from memspark.vocab import Pool
from memspark.workspace import CAPTURE_DIR, SHARED_AGENT

MISTAKE_POOLS = (Pool.AGENT_MISTAKES, Pool.SHARED_MISTAKES)
RULE_POOLS = (Pool.SHARED_RULES, Pool.AGENT_MEMORY)


class LookupTools(ToolBase):
    """Searches over a narrowed scope, related memories, status, the recall trace and re-indexing."""

    # ---- specialised searches (one pipeline, narrowed at the storage seam) -------------------------
    def memory_mistakes_search(self, p: dict[str, Any]) -> dict[str, Any]:
        """``{query, maxResults?, minScore?}`` over the agent's and shared mistakes."""
        return self._search(functools.partial(NarrowStore, pools=MISTAKE_POOLS), p)

    def memory_rules_search(self, p: dict[str, Any]) -> dict[str, Any]:
        """``{query, ...}`` over shared rules and the agent's rules file."""
        return self._search(functools.partial(NarrowStore, pools=RULE_POOLS, path_contains="rules"), p,
                            min_score=0.0)

    def memory_reference_search(self, p: dict[str, Any]) -> dict[str, Any]:
        """``{query, ...}`` over the reference pools only (never auto-injected)."""
        return self._search(functools.partial(NarrowStore, pools=REFERENCE_POOLS), p)

    def memory_temporal(self, p: dict[str, Any]) -> dict[str, Any]:
        """``{query, from?, to?, ...}``: only memories dated inside the window (filtered before ranking)."""
        start, end = date_param(p, "from"), date_param(p, "to")
        if start is None and end is None:
            raise InvalidToolParams("memory_temporal needs from and/or to", action="Pass from/to as YYYY-MM-DD.")
        if start and end and start > end:
            raise InvalidToolParams(f"from {start} is after to {end}", action="Pass from <= to.")
        out = self._search(functools.partial(NarrowStore, date_from=start, date_to=end), p, min_score=0.0)
        out["window"] = {"from": start, "to": end}
        return out

    def memory_related(self, p: dict[str, Any]) -> dict[str, Any]:
        """``{id}`` or ``{path}``: memories close to that chunk or file, within the agent's scope."""
        n = number(p, "maxResults", 5)
        scoped = self._scoped()
        self.manager.require_table()
        exclude: tuple[str | None, str]  # (agent, path) of the source itself: never its own relative
        if p.get("id"):
            hits = scoped.get_by_ids([text_param(p, "id")])
            if not hits or hits[0].vector is None or not hits[0].vector.any():
                raise ScopeMismatchError(f"no readable memory with id {p['id']!r} for agent {self.agent_id!r}",
                                         action="Pass an id memory_search returned for this agent.")
            vector, exclude = hits[0].vector, (hits[0].agent_id, hits[0].path)
        else:
            text = self.manager.read_file(text_param(p, "path"), 1, 200)["text"]  # scope-checked read
            if not text.strip():
                raise InvalidToolParams(f"{p['path']!r} is empty", action="Pass a file with content.")
            vector = self.manager.queue.embed_documents([text])[0]
            exclude = (None, self.manager.workspace.resolve(text_param(p, "path"), self.agent_id).path)
        seen: dict[str, Any] = {}
        for agent in (self.agent_id, SHARED_AGENT):
            for hit in scoped.vector_search(vector, SearchOptions(agent_id=agent, max_results=n * 3)):
                if hit.path == exclude[1] or hit.is_parent:
                    continue
                if hit.id not in seen or seen[hit.id].score < hit.score:
                    seen[hit.id] = hit
        ranked = sorted(seen.values(), key=lambda h: h.score, reverse=True)
        rows, withheld = screen_rows({"id": h.id, "path": h.path, "startLine": h.start_line, "endLine": h.end_line,
                                      "score": round(max(min(h.score, 1.0), 0.0), 4), "snippet": h.text,
                                      **source_fields(h.source), "pool": h.pool} for h in ranked)
        return {"results": rows[:n]} | ({"withheld": withheld} if withheld else {})

    # ---- operations ----------------------------------------------------------------------------------
    def memory_index_status(self, p: dict[str, Any]) -> dict[str, Any]:
        """The manager's status plus this agent's indexed files and capture count.

        Counts cover only what this agent may read — its own rows and the shared rows — never the whole
        table (``chunkCount`` = ``rows`` + ``sharedRows``): another agent's volume is not its business."""
        m = self.manager
        status = m.status()
        store = m.store
        paths = store.list_paths(self.agent_id) if hasattr(store, "list_paths") and status.get("tableExists") else []
        shared = store.list_paths(SHARED_AGENT) if hasattr(store, "list_paths") and status.get("tableExists") else []
        captures = [i for i in paths if i.path.startswith(CAPTURE_DIR + "/")]
        own_rows, shared_rows = sum(i.chunk_count for i in paths), sum(i.chunk_count for i in shared)
        return status | {"chunkCount": own_rows + shared_rows if status.get("tableExists") else status["chunkCount"],
                         "files": len(paths), "sharedFiles": len(shared), "rows": own_rows, "sharedRows": shared_rows,
                         "captureFiles": len(captures), "captures": sum(i.chunk_count for i in captures),
                         "lastUpdated": max((i.updated_at for i in paths), default=None)}

    def memory_recall_debug(self, p: dict[str, Any]) -> dict[str, Any]:
        """``{query, mode?: "tool"|"hook", maxResults?, minScore?}``: the real pipeline's trace."""
        mode = p.get("mode", "tool")  # one of DEBUG_MODES: checked by the tool's model
        ms = number(p, "minScore", None)
        result = self.manager.recall(text_param(p, "query"), mode=mode,
                                     max_results=number(p, "maxResults", self.cfg.recall.max_results),
                                     min_score=None if ms is None else float(ms), now=p.get("now"))
        # the hook-mode ``results`` are pre-filter candidates: screened here like every tool result
        results, withheld = screen_rows(hit_dict(RecallHit.from_candidate(c, citations=True)) for c in result.results)
        injected, withheld_injected = screen_rows(hit_dict(RecallHit.from_candidate(c, citations=True)) for c in result.injected)
        return {"query": result.query, "mode": mode, "trace": render_trace(result.trace),
                "stages": [{"stage": e.stage, "ms": round(e.ms, 3), "in": e.count_in, "out": e.count_out,
                            "drops": [{"id": d.id, "location": d.location, "reason": str(d.reason)} for d in e.drops],
                            "notes": list(e.notes)} for e in result.trace.entries],
                "results": results, "injected": injected, "fallback": result.fallback,
                "totalMs": round(result.trace.total_ms, 3)} | (
                    {"withheld": withheld + withheld_injected} if withheld + withheld_injected else {})

    def memory_reindex(self, p: dict[str, Any]) -> dict[str, Any]:
        """``{path?}``: re-index one file of the agent (or shared), or the agent's whole workspace."""
        from memspark.orchestration import call_flow, library_flow_api

        path = text_param(p, "path", required=False)
        kwargs: dict[str, Any] = {}
        if path:
            route = self.manager.workspace.resolve(path, self.agent_id)  # scope check
            kwargs["paths"] = [str(route.abs_path)]
        else:
            kwargs["agents"] = [self.agent_id]
        with library_flow_api(self.cfg):  # the server `memspark index` would use, never a temporary one
            report = run_coroutine(call_flow("ingest", self.cfg, **kwargs))
        return {"reindexed": path or f"workspace-{self.agent_id}", "summary": report.to_dict()}
