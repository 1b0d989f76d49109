"""The forgetting tools: ``memory_forget`` (captures and note lines, previewed then confirmed by id) and
``memory_forget_by_path`` (a whole file of the agent's own)."""

from __future__ import annotations

import functools
from typing import Any

from memspark.capture.entries import Entry
from memspark.errors import InvalidToolParams, ScopeMismatchError, after_write
from memspark.recall.narrow import NarrowStore
from memspark.safety import redact_text
from memspark.toolset.base import ToolBase, flag, number, text_param
from memspark.toolset.forget_notes import NoteForgetter, NoteUnit, is_note_id, refusal, search_notes
from memspark.vocab import Pool
from memspark.workspace import CAPTURE_DIR, CAPTURE_SOURCE


class ForgetTools(ToolBase):
    """Preview, then remove exactly what the preview listed (``confirm: true``)."""

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
        confirm = flag(p, "confirm")
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
            query = {"query": text_param(p, "query"), "maxResults": number(p, "maxResults", 5),
                     "minScore": p.get("minScore", 0.5)}
            results = self._search(captures, query)["results"]
            paths = dict.fromkeys(r["path"] for r in results if r["path"].startswith(CAPTURE_DIR + "/"))
            realigned = [writer.align_rows(self.agent_id, path) for path in paths]  # every path, no short cut
            if any(realigned):
                results = self._search(captures, query)["results"]  # now ranked entry by entry
            spans = [(r["path"], r["startLine"], r["endLine"]) for r in results]
            hits_notes = search_notes(self.manager, query["query"], query["maxResults"],
                                      float(number(query, "minScore", 0.5)))
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
        route = ws.resolve(text_param(p, "path"), self.agent_id)
        if route.agent_id != self.agent_id:
            raise ScopeMismatchError(f"SCOPE_MISMATCH: {route.path!r} belongs to {route.agent_id!r}, not to agent "
                                     f"{self.agent_id!r}", action="Agents forget only files of their own workspace.")
        info = next((i for i in self.writer_store.list_paths(self.agent_id) if i.path == route.path), None)
        preview = {"path": route.path, "onDisk": route.abs_path.is_file(), "rows": info.chunk_count if info else 0}
        if not flag(p, "confirm"):
            return {"confirmed": False, "wouldRemove": preview,
                    "next": "Call memory_forget_by_path again with confirm: true to delete the file and its rows."}
        with self.writer_store.writer():
            route.abs_path.unlink(missing_ok=True)
            with after_write(route.path):
                deleted = self.writer_store.delete_by_path(route.path, self.agent_id)
        return {"confirmed": True, "removed": preview | {"rows": deleted}}
