"""The full agent toolset beyond ``memory_search``/``memory_get`` — plain dicts in and out.

Every tool runs for one agent (the :class:`Toolset`'s ``agent_id``), never raises into the agent
and returns the spec's error shape on failure (``results: [], disabled, unavailable, error,
warning, action`` — :func:`memspark.recall.tools.search_error`). Scope rules:

- reads go through the agent's :class:`~memspark.recall.scope.ScopedStore` (its own rows, shared
  rows, only pools in ``recall.agent_scopes``); every search tool runs the one recall pipeline;
- writes and deletes touch only the agent's own files (a shared path or another agent's path is
  ``SCOPE_MISMATCH``); ``memory_forget`` and ``memory_forget_by_path`` show what they would remove
  and remove it only when called again with ``confirm: true``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import logging
from collections.abc import Callable, Mapping
from datetime import UTC, date, datetime
from typing import Any

from memspark.capture.decide import CaptureDecision
from memspark.capture.entries import Entry
from memspark.capture.gates import run_gates
from memspark.capture.hooks import CaptureService
from memspark.capture.writer import CaptureOutcome
from memspark.config import Config
from memspark.errors import MemsparkError, ScopeMismatchError
from memspark.recall.format import result_dict, source_fields
from memspark.recall.manager import MemorySparkManager, StoreView
from memspark.recall.pipeline import RecallResult
from memspark.recall.pools import REFERENCE_POOLS
from memspark.recall.scope import ScopedStore
from memspark.recall.tools import InvalidToolParams, search_error
from memspark.recall.trace import render_trace
from memspark.safety import redact_text, screen_rows
from memspark.storage import LanceStore, SearchOptions
from memspark.toolset.forget_notes import NoteForgetter, NoteUnit, is_note_id, refusal, search_notes
from memspark.toolset.indexer import index_paths
from memspark.toolset.narrow import NarrowStore
from memspark.toolset.notes import SEVERITIES, Mistake, append_rule, write_mistake
from memspark.toolset.schema import check_values, numeric_value, writes_memory
from memspark.vocab import Pool
from memspark.workspace import CAPTURE_DIR, CAPTURE_SOURCE, SHARED_AGENT

log = logging.getLogger(__name__)

MISTAKE_POOLS = (Pool.AGENT_MISTAKES, Pool.SHARED_MISTAKES)
RULE_POOLS = (Pool.SHARED_RULES, Pool.AGENT_MEMORY)
RULE_CATEGORIES_DEFAULT = "general"
TOOL_NAMES = ("memory_store", "memory_forget", "memory_forget_by_path", "memory_mistakes_store",
              "memory_mistakes_search", "memory_rules_store", "memory_rules_search", "memory_reference_search",
              "memory_index_status", "memory_recall_debug", "memory_temporal", "memory_related", "memory_reindex")


# ---- parameter helpers ---------------------------------------------------------------------------
def _text(p: Mapping[str, Any], key: str, *, required: bool = True) -> str:
    value = p.get(key)
    if value is None and not required:
        return ""
    if not isinstance(value, str) or (required and not value.strip()):
        raise InvalidToolParams(f"{key} is required and must be a non-empty string",
                                action=f"Pass {key} as a string.")
    return value.strip()


def _int(p: Mapping[str, Any], key: str, default: int) -> int:
    """A declared integer parameter (its range from the tool schema: :func:`numeric_value`), else ``default``."""
    return int(numeric_value(p, key, default))


def _date(p: Mapping[str, Any], key: str) -> str | None:
    value = p.get(key)
    if value in (None, ""):
        return None
    try:
        return date.fromisoformat(str(value)[:10]).isoformat()
    except ValueError:
        raise InvalidToolParams(f"{key} = {value!r} is not a date", action=f"Pass {key} as YYYY-MM-DD.") from None


def _bool(p: Mapping[str, Any], key: str) -> bool:
    value = p.get(key, False)
    if not isinstance(value, bool):
        raise InvalidToolParams(f"{key} must be true or false, got {value!r}", action=f"Pass {key} as a boolean.")
    return value


def _run_coroutine(coro: Any) -> Any:
    """Run a coroutine to completion from sync code, even when an event loop runs in this thread (MCP)."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coro).result()


class Toolset:
    """The tools for one agent. ``Toolset(cfg, agent_id, manager=None, capture=None)``."""

    def __init__(self, cfg: Config, agent_id: str, *, manager: MemorySparkManager | None = None,
                 capture: CaptureService | None = None, today: Callable[[], date] | None = None) -> None:
        self.cfg = cfg
        self.agent_id = agent_id
        self._manager = manager
        self._capture = capture
        self._today = today or (lambda: datetime.now(UTC).date())

    # ---- shared parts (built on first use, so an opening error becomes the tool's error shape)
    @property
    def manager(self) -> MemorySparkManager:
        if self._manager is None:
            queue = self._capture.writer.queue if self._capture is not None else None
            self._manager = MemorySparkManager(self.cfg, self.agent_id, queue=queue)
        return self._manager

    @property
    def capture(self) -> CaptureService:
        if self._capture is None:
            queue = self._manager.queue if self._manager is not None else None
            self._capture = CaptureService.from_config(self.cfg, queue=queue)  # type: ignore[arg-type]
        return self._capture

    @property
    def writer_store(self) -> LanceStore:
        return self.capture.writer.store

    def close(self) -> None:
        if self._manager is not None:
            self._manager.close()
        if self._capture is not None:
            self._capture.close()

    def _scoped(self) -> ScopedStore:
        return ScopedStore(self.manager.store, self.agent_id, self.manager.pools)

    def _search(self, view: StoreView, p: Mapping[str, Any], *, min_score: float | None = None) -> dict[str, Any]:
        """A specialised search: the manager's one recall path (same error policy and swap recovery as
        memory_search) over the agent's scope narrowed by ``view``."""
        query = _text(p, "query")
        max_results = _int(p, "maxResults", self.cfg.recall.max_results)
        ms = numeric_value(p, "minScore", min_score if min_score is not None else self.cfg.recall.min_score)
        return self._results(self.manager.recall(query, mode="tool", max_results=max_results, min_score=float(ms),
                                                 view=view))

    def _results(self, result: RecallResult) -> dict[str, Any]:
        out: dict[str, Any] = {"results": [result_dict(c, citations=True) | {"id": c.id, "pool": c.pool}
                                           for c in self.manager.clamp(result)],
                               "provider": self.manager.provider_name}
        if result.fallback is not None:
            out["fallback"] = {"from": self.manager.provider_name, "reason": result.fallback.get("reason", "")}
        return out

    # ---- dispatch -------------------------------------------------------------------------------
    def call(self, name: str, params: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Run tool ``name`` with ``params``; the spec's error shape on any failure."""
        try:
            if name not in TOOL_NAMES:
                raise InvalidToolParams(f"unknown tool {name!r}", action=f"Use one of: {', '.join(TOOL_NAMES)}.")
            if params is not None and not isinstance(params, Mapping):
                raise InvalidToolParams("parameters must be an object", action="Pass the parameters as a JSON object.")
            return getattr(self, name)(check_values(name, params or {}))
        except Exception as exc:  # noqa: BLE001 - a tool never raises into the agent
            if isinstance(exc, MemsparkError):
                log.warning("%s failed: %s", name, exc)
            else:
                log.exception("%s failed unexpectedly", name)
            return search_error(exc, writes=writes_memory(name))

    # ---- writing memories -------------------------------------------------------------------------
    def memory_store(self, p: dict[str, Any]) -> dict[str, Any]:
        """``{text, category?}``: store a memory the agent chose to keep (as a capture, weight 1.5).

        The injection, recalled-memory, noise and length gates still apply; the classifier does not
        (the agent decided), but it names the category when none is given."""
        text = _text(p, "text")
        cc = self.cfg.capture
        gate = run_gates(text, min_length=min(cc.min_message_length, 10), max_length=cc.max_message_length,
                         min_quality=0.0)
        if not gate.passed:
            raise InvalidToolParams(f"not stored: {gate.gate} gate — {gate.reason}",
                                    action="Store a plain statement of the fact, preference or decision.")
        category = p.get("category") or None
        if category is not None and category not in cc.categories:
            raise InvalidToolParams(f"category {category!r} is not one of {', '.join(cc.categories)}",
                                    action=f"Pass category as one of: {', '.join(cc.categories)}.")
        if category is None:
            got = self.capture.classifier.classify(text, "user", cc.categories)
            category = got.category if got.category in cc.categories else "fact"
        decision = CaptureDecision(True, "memory_store", "stored on request", text, "assistant", self.agent_id,
                                   category, 1.0, "agent")
        outcome: CaptureOutcome = self.capture.writer.store_decision(decision)
        return {"stored": outcome.action == "stored", "action": outcome.action, "path": outcome.path,
                "startLine": outcome.start_line, "endLine": outcome.end_line, "id": outcome.id,
                "category": category, **({"fallback": outcome.fallback} if outcome.fallback else {})}

    def memory_mistakes_store(self, p: dict[str, Any]) -> dict[str, Any]:
        """``{description, rootCause?, fix?, lessons?, severity?, shared?}`` → a mistake file, indexed now."""
        lessons = p.get("lessons", [])
        if isinstance(lessons, str):
            lessons = [lessons]
        if not isinstance(lessons, list) or not all(isinstance(x, str) for x in lessons):
            raise InvalidToolParams("lessons must be a string or a list of strings", action="Pass lessons as strings.")
        severity = p.get("severity", "medium")
        if severity not in SEVERITIES:
            raise InvalidToolParams(f"severity {severity!r} is not one of {', '.join(SEVERITIES)}",
                                    action=f"Pass severity as one of: {', '.join(SEVERITIES)}.")
        m = Mistake(_text(p, "description"), _text(p, "rootCause", required=False), _text(p, "fix", required=False),
                    tuple(lessons), severity, _bool(p, "shared"))
        path = write_mistake(self.capture.writer.workspace, self.agent_id, m, self._today())
        route = self.capture.writer.workspace.route(path)
        rows = index_paths(self.cfg, self.capture.writer.workspace, self.writer_store, self.capture.writer.queue, [path])
        return {"stored": True, "path": route.path if route else str(path), "pool": route.pool if route else "",
                "rows": rows}

    def memory_rules_store(self, p: dict[str, Any]) -> dict[str, Any]:
        """``{rule, scope: "global"|"agent", category?}`` → appended to the rules file, indexed now."""
        scope = p.get("scope", "agent")
        if scope not in ("global", "agent"):
            raise InvalidToolParams(f"scope {scope!r} is not global or agent", action="Pass scope as global or agent.")
        category = p.get("category") or RULE_CATEGORIES_DEFAULT
        if not isinstance(category, str):
            raise InvalidToolParams("category must be a string", action="Pass category as a short word.")
        ws = self.capture.writer.workspace
        path = append_rule(ws, self.agent_id, _text(p, "rule"), scope=scope, category=category, today=self._today(),
                           lock_timeout=self.cfg.storage.lock_timeout_s)
        route = ws.route(path)
        rows = index_paths(self.cfg, ws, self.writer_store, self.capture.writer.queue, [path])
        return {"stored": True, "path": route.path if route else str(path), "pool": route.pool if route else "",
                "scope": scope, "rows": rows}

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
        start, end = _date(p, "from"), _date(p, "to")
        if start is None and end is None:
            raise InvalidToolParams("memory_temporal needs from and/or to", action="Pass from/to as YYYY-MM-DD.")
        if start and end and start > end:
            raise InvalidToolParams(f"from {start} is after to {end}", action="Pass from <= to.")
        out = self._search(functools.partial(NarrowStore, date_from=start, date_to=end), p, min_score=0.0)
        out["window"] = {"from": start, "to": end}
        return out

    def memory_related(self, p: dict[str, Any]) -> dict[str, Any]:
        """``{id}`` or ``{path}``: memories close to that chunk or file, within the agent's scope."""
        n = _int(p, "maxResults", 5)
        scoped = self._scoped()
        self.manager.require_table()
        if p.get("id"):
            hits = scoped.get_by_ids([_text(p, "id")])
            if not hits or hits[0].vector is None or not hits[0].vector.any():
                raise ScopeMismatchError(f"no readable memory with id {p['id']!r} for agent {self.agent_id!r}",
                                         action="Pass an id memory_search returned for this agent.")
            vector, exclude = hits[0].vector, (hits[0].agent_id, hits[0].path)
        else:
            text = self.manager.read_file(_text(p, "path"), 1, 200)["text"]  # scope-checked read
            if not text.strip():
                raise InvalidToolParams(f"{p['path']!r} is empty", action="Pass a file with content.")
            vector = self.manager.queue.embed_documents([text])[0]
            exclude = (None, self.manager.workspace.resolve(_text(p, "path"), self.agent_id).path)
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

    # ---- forgetting --------------------------------------------------------------------------------
    def _notes(self) -> NoteForgetter:
        w = self.capture.writer
        return NoteForgetter(self.cfg, w.workspace, w.store, w.queue, self.agent_id)

    def memory_forget(self, p: dict[str, Any]) -> dict[str, Any]:
        """``{query}`` previews what matches, wherever the agent wrote it; ``{ids, confirm: true}`` removes
        exactly the previewed ids (``{query, confirm: true}`` removes the matching captures only).

        Captured memories: single capture entries read from the files, never chunk rows. A file whose
        rows a full re-index turned into multi-entry chunks is first re-rowed one row per entry (the
        file is not touched), so the search ranks single memories; each listed id is an entry's, and
        exactly the listed entries are removed on confirm.

        Curated notes (MEMORY.md, USER.md, TOOLS.md, memory/*.md, …): the matching list items,
        paragraphs or table rows, each with a ``note-`` id that names its text; confirm re-reads the
        file, removes exactly those lines and re-indexes the file (:mod:`memspark.toolset.forget_notes`).
        Matches in shared notes, or in a note that cannot be edited, are listed under ``notRemovable``
        with the reason, never removed."""
        confirm = _bool(p, "confirm")
        writer = self.capture.writer
        ids = p.get("ids")
        refused: list[dict[str, Any]] = []
        notes: list[NoteUnit] = []
        if ids is not None:
            if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids) or not ids:
                raise InvalidToolParams("ids must be a non-empty list of strings", action="Pass ids from the preview.")
            note_ids = [i for i in ids if is_note_id(i)]
            ids = [i for i in ids if not is_note_id(i)]
            notes = self._notes().find(note_ids) if note_ids else []  # every note id must match (or nothing runs)
        spans: list[tuple[str, int, int]] = []
        if ids:
            found = writer.find_entries(self.agent_id, ids)
            rest = [i for i in ids if i not in found]
            hits = self._scoped().get_by_ids(rest) if rest else []
            foreign = sorted(set(rest) - {h.id for h in hits if h.agent_id == self.agent_id})
            if foreign:
                raise ScopeMismatchError(f"SCOPE_MISMATCH: agent {self.agent_id!r} may not forget {foreign[:3]} "
                                         "(not its own memories, or unknown)",
                                         action="Forget only ids the preview listed for this agent.")
            spans = [(path, e.start_line, e.end_line) for path, e in found.values()]
            spans += [(h.path, h.start_line, h.end_line) for h in hits]
        elif ids is None:
            captures = functools.partial(NarrowStore, pools=(Pool.AGENT_MEMORY,), path_contains=CAPTURE_DIR + "/",
                                         source=CAPTURE_SOURCE, own_only=True)
            query = {"query": _text(p, "query"), "maxResults": _int(p, "maxResults", 5),
                     "minScore": p.get("minScore", 0.5)}
            results = self._search(captures, query)["results"]
            paths = dict.fromkeys(r["path"] for r in results if r["path"].startswith(CAPTURE_DIR + "/"))
            realigned = [writer.align_rows(self.agent_id, path) for path in paths]  # every path, no short cut
            if any(realigned):
                results = self._search(captures, query)["results"]  # now ranked entry by entry
            spans = [(r["path"], r["startLine"], r["endLine"]) for r in results]
            hits_notes = search_notes(self.manager, query["query"], query["maxResults"],
                                      float(numeric_value(query, "minScore", 0.5)))
            notes, refused = self._notes().match(query["query"], hits_notes)
            if confirm:  # a note's lines go only by the ids a preview listed
                refused += [refusal(n.path, n.unit.start_line, n.unit.end_line, n.pool,
                                    f"{n.path} is a curated note: its lines are removed only by the ids of a "
                                    "preview ({\"ids\": [...], \"confirm\": true})") for n in notes]
                notes = []
        not_capture = [s for s in spans if not s[0].startswith(CAPTURE_DIR + "/")]
        if not_capture:
            raise InvalidToolParams(f"{not_capture[0][0]} is not a capture, and the id is not a note line from a "
                                    "memory_forget preview", action="Pass the ids memory_forget's preview listed, "
                                    "or use memory_forget_by_path to forget a whole file.")
        targets: dict[str, tuple[str, Entry]] = {}  # entry id -> (path, entry), in ranking order
        for path, start, end in spans:
            for e in writer.covered(self.agent_id, path, start, end):
                targets.setdefault(writer.row_id(self.agent_id, path, e), (path, e))

        def item(i: str, path: str, e: Entry) -> dict[str, Any]:
            return {"id": i, "path": path, "startLine": e.start_line, "endLine": e.end_line,
                    "text": redact_text(e.text)[0]}

        extra = {"notRemovable": refused} if refused else {}
        if not confirm:
            return {"confirmed": False, "wouldRemove": [item(i, path, e) for i, (path, e) in targets.items()]
                    + [n.item() for n in notes],
                    "next": "Call memory_forget again with {\"ids\": [...], \"confirm\": true} to remove these."} | extra
        by_path: dict[str, list[str]] = {}
        for i, (path, _) in targets.items():
            by_path.setdefault(path, []).append(i)
        gone = {writer.row_id(self.agent_id, path, e)
                for path, wanted in by_path.items() for e in writer.remove_entries(self.agent_id, path, wanted)}
        items = [item(i, path, e) for i, (path, e) in targets.items() if i in gone]
        if notes:
            items += [n.item() for n in self._notes().remove([n.id for n in notes])]
        return {"confirmed": True, "removed": len(items), "items": items} | extra

    def memory_forget_by_path(self, p: dict[str, Any]) -> dict[str, Any]:
        """``{path}`` previews; ``{path, confirm: true}`` deletes the agent's own file and its rows."""
        ws = self.capture.writer.workspace
        route = ws.resolve(_text(p, "path"), self.agent_id)
        if route.agent_id != self.agent_id:
            raise ScopeMismatchError(f"SCOPE_MISMATCH: {route.path!r} belongs to {route.agent_id!r}, not to agent "
                                     f"{self.agent_id!r}", action="Agents forget only files of their own workspace.")
        info = next((i for i in self.writer_store.list_paths(self.agent_id) if i.path == route.path), None)
        preview = {"path": route.path, "onDisk": route.abs_path.is_file(), "rows": info.chunk_count if info else 0}
        if not _bool(p, "confirm"):
            return {"confirmed": False, "wouldRemove": preview,
                    "next": "Call memory_forget_by_path again with confirm: true to delete the file and its rows."}
        with self.writer_store.writer():
            route.abs_path.unlink(missing_ok=True)
            deleted = self.writer_store.delete_by_path(route.path, self.agent_id)
        return {"confirmed": True, "removed": preview | {"rows": deleted}}

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
        mode = p.get("mode", "tool")
        if mode not in ("tool", "hook"):
            raise InvalidToolParams(f"mode {mode!r} is not tool or hook", action="Pass mode as tool or hook.")
        ms = numeric_value(p, "minScore")
        result = self.manager.recall(_text(p, "query"), mode=mode,
                                     max_results=_int(p, "maxResults", self.cfg.recall.max_results),
                                     min_score=None if ms is None else float(ms), now=p.get("now"))
        # the hook-mode ``results`` are pre-filter candidates: screened here like every tool result
        results, withheld = screen_rows(result_dict(c, citations=True) for c in result.results)
        injected, withheld_injected = screen_rows(result_dict(c, citations=True) for c in result.injected)
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

        path = _text(p, "path", required=False)
        kwargs: dict[str, Any] = {}
        if path:
            route = self.manager.workspace.resolve(path, self.agent_id)  # scope check
            kwargs["paths"] = [str(route.abs_path)]
        else:
            kwargs["agents"] = [self.agent_id]
        with library_flow_api(self.cfg):  # the server `memspark index` would use, never a temporary one
            report = _run_coroutine(call_flow("ingest", self.cfg, **kwargs))
        return {"reindexed": path or f"workspace-{self.agent_id}", "summary": report.to_dict()}
