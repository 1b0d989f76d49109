"""The capture writer: append a capture to the agent's dated file and index it at once.

Design (issue 5): a capture is stored *twice in one place*: as an entry of the real file
``workspace-<agent>/memory/captures/YYYY-MM-DD.md`` (see :mod:`memspark.capture.entries`), and as
one row per entry in the chunks table, written through the same :class:`LanceStore` as ingest (the
writer lock, the schema, ``replace_files``' one-commit swap). So a capture is searchable
immediately, ``memory_get`` reads it from the file, and a re-index leaves it alone: the rows carry
the file's content hash exactly as the ingest scanner computes it, so ingest sees the file as
unchanged. If a person edits the file, the next ingest re-chunks it like any Markdown file (the
workspace routes ``memory/captures/`` with source ``capture``, so the 1.5x weight survives).

Rows: pool ``agent_memory``, source ``capture``, category = the capture category, one child per
entry (no parent), ``embed_text`` = the entry text itself — embedded as a document, no contextual
prefix, so that the dedup cosine between two captures compares their words only. ``updated_at`` is
the entry's ``seen`` time.

Dedup: the candidate's vector is searched among the agent's capture rows; at cosine >=
``tuning.capture_dedup_threshold`` the existing entry's ``seen`` timestamp is refreshed instead of a
duplicate being written. Without embeddings (provider down) dedup falls back to an exact text match
and the rows are written BM25-only with an empty content hash, so the next ingest re-embeds them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pyarrow as pa

from memspark.capture.control import control_refusal
from memspark.capture.decide import CaptureDecision
from memspark.capture.entries import Entry, parse, render
from memspark.chunking import Chunk, count_tokens
from memspark.chunking.ids import chunk_id
from memspark.config import Config
from memspark.embed import EmbedQueue, create_provider
from memspark.errors import EmbeddingError, PermanentProviderError, WorkspaceError, after_write
from memspark.filewrite import read_own_text, remove_name, replace_text
from memspark.ingest import PreparedFile, snapshot_files, to_records
from memspark.safety import detect_injection
from memspark.storage import LanceStore, SearchOptions
from memspark.storage.records import text_hash
from memspark.vocab import ContentType, Pool
from memspark.workspace import CAPTURE_DIR, CAPTURE_SOURCE, Workspace

log = logging.getLogger(__name__)

CAPTURE_POOL = Pool.AGENT_MEMORY


def capture_path(day: str) -> str:
    """The agent-relative stored path of a day's capture file."""
    return f"{CAPTURE_DIR}/{day}.md"


def utc_iso(now: datetime) -> str:
    return now.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass(frozen=True)
class CaptureOutcome:
    """What happened to one capture: ``stored``, ``refreshed`` (a duplicate) or ``skipped``."""

    action: str
    decision: CaptureDecision
    path: str = ""
    start_line: int = 0
    end_line: int = 0
    id: str = ""
    similarity: float | None = None
    fallback: str | None = None  # why the row was written without a vector

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"action": self.action, **self.decision.to_dict()}
        if self.path:
            out.update({"path": self.path, "startLine": self.start_line, "endLine": self.end_line, "id": self.id})
        if self.similarity is not None:
            out["similarity"] = round(self.similarity, 4)
        if self.fallback:
            out["fallback"] = self.fallback
        return out


class CaptureWriter:
    """``CaptureWriter(cfg, queue=None, store=None)``; :meth:`store` writes one kept decision."""

    def __init__(self, cfg: Config, *, queue: EmbedQueue | None = None, store: LanceStore | None = None) -> None:
        self.cfg = cfg
        self._own_queue = queue is None
        if queue is None:
            queue = EmbedQueue(create_provider(cfg.embed), cfg.embed, tuning=cfg.tuning)
        self.queue = queue
        self._store = store
        self.workspace = Workspace(cfg.workspace, cfg.root)

    @property
    def store(self) -> LanceStore:
        if self._store is None:
            self._store = LanceStore(self.cfg.data_dir, self.cfg.storage, model_id=self.queue.identity,
                                     dims=self.queue.dims, tuning=self.cfg.tuning)
        return self._store

    def close(self) -> None:
        if self._own_queue:
            close = getattr(self.queue, "close", None)
            if callable(close):
                close()

    # ------------------------------------------------------------------ public
    def store_decision(self, decision: CaptureDecision, *, now: datetime | None = None) -> CaptureOutcome:
        """Write a kept decision (dedup first); a skipped decision is returned as ``skipped``.

        The writer is the last gate for every caller (hooks, ``memory_store``, CLI): text the injection
        detector flags, or an instruction that hands the assistant's control or the user's data away
        (:func:`~memspark.capture.control.control_refusal`), is never stored, whatever decided to keep it."""
        if not decision.keep:
            return CaptureOutcome("skipped", decision)
        hit = detect_injection(decision.text)
        if hit is not None:
            return CaptureOutcome("skipped", replace(decision, keep=False, gate="injection",
                                                     reason=f"prompt-injection text ({hit})"))
        handover = control_refusal(decision.text)
        if handover is not None:
            return CaptureOutcome("skipped", replace(decision, keep=False, gate="control", reason=handover))
        now = now or datetime.now(UTC)
        agent_dir = self.workspace.agent_dir(decision.agent_id)
        if not agent_dir.is_dir():
            raise WorkspaceError(f"no workspace for agent {decision.agent_id!r}: {agent_dir} does not exist",
                                 action=f"Create {agent_dir.name}/ under the root, or capture for an existing agent.")
        vector, fallback = self._embed(decision.text)
        with self.store.writer():
            dup = self._duplicate(decision.agent_id, decision.text, vector, now)
            if dup is not None:
                return replace(dup, decision=decision)
            day = now.astimezone(UTC).date().isoformat()
            rel = capture_path(day)
            entries = self._read(decision.agent_id, rel)
            stamp = utc_iso(now)
            entries.append(Entry(decision.text, decision.category, decision.confidence, decision.role, stamp, stamp))
            placed, fb = self._write_file(decision.agent_id, rel, day, entries, {text_hash(decision.text): vector})
            new = placed[-1]
            return CaptureOutcome("stored", decision, rel, new.start_line, new.end_line,
                                  self.row_id(decision.agent_id, rel, new), fallback=fallback or fb)

    def entries(self, agent_id: str, day: str | None = None) -> list[tuple[str, Entry]]:
        """``(path, entry)`` of the agent's captures (one day, or all days newest first)."""
        folder = self.workspace.agent_dir(agent_id) / CAPTURE_DIR
        files = [folder / f"{day}.md"] if day else sorted(folder.glob("*.md"), reverse=True)
        out = []
        for f in files:
            rel = f"{CAPTURE_DIR}/{f.name}"
            try:
                out += [(rel, e) for e in self._read(agent_id, rel)]
            except WorkspaceError as exc:  # a link or a non-file: not this agent's text to match against
                log.warning("capture: %s skipped: %s", rel, exc)
        return out

    def remove(self, agent_id: str, path: str, start_lines: Sequence[int]) -> int:
        """Remove the entries starting at ``start_lines`` from one capture file; returns the count."""
        lines = set(start_lines)
        return len(self._remove_where(agent_id, path, lambda e: e.start_line in lines))

    def remove_entries(self, agent_id: str, path: str, ids: Collection[str]) -> list[Entry]:
        """Remove the entries whose :meth:`row_id` is in ``ids`` from one capture file; returns them
        (as they were in the file). Ids, not line numbers: a removal that shifted lines cannot misdirect it."""
        return self._remove_where(agent_id, path, lambda e: self.row_id(agent_id, path, e) in ids)

    def _remove_where(self, agent_id: str, path: str, drop: Callable[[Entry], bool]) -> list[Entry]:
        with self.store.writer():
            entries = self._read(agent_id, path)
            gone = [e for e in entries if drop(e)]
            keep = [e for e in entries if not drop(e)]
            if gone:
                if keep:
                    self._write_file(agent_id, path, Path(path).stem, keep, {})
                else:
                    remove_name(self.workspace.check_writable(self.workspace.agent_dir(agent_id) / path))
                    with after_write(path):
                        self.store.delete_by_path(path, agent_id)
            return gone

    # ------------------------------------------------------------------ selecting entries (memory_forget)
    def covered(self, agent_id: str, path: str, start_line: int, end_line: int) -> list[Entry]:
        """The entries of capture file ``path`` whose body lines overlap ``start_line``–``end_line`` (a
        row's lines): the one entry of a capture row, every entry of a chunk a full re-index made."""
        return [e for e in self._read(agent_id, path) if e.start_line <= end_line and start_line <= e.end_line]

    def find_entries(self, agent_id: str, ids: Collection[str]) -> dict[str, tuple[str, Entry]]:
        """``id → (path, entry)`` for the agent's capture entries whose :meth:`row_id` is in ``ids``
        (read from the files, so an id stays valid whatever rows a re-index made of the file)."""
        wanted = set(ids)
        found: dict[str, tuple[str, Entry]] = {}
        for path, e in self.entries(agent_id):
            i = self.row_id(agent_id, path, e)
            if i in wanted:
                found[i] = (path, e)
        return found

    def align_rows(self, agent_id: str, path: str) -> bool:
        """Make the rows of capture file ``path`` one per entry again, as :meth:`store_decision` keeps
        them; the file itself is not touched. A full re-index chunks a capture file like any Markdown
        (several entries per row); search, dedup and forget need single entries. Returns whether the
        rows changed (False when they were aligned already, or the file has no entries)."""
        with self.store.writer():
            entries = self._read(agent_id, path)
            if not entries:
                return False
            ids = [self.row_id(agent_id, path, e) for e in entries]
            # every write replaces all rows of the file: when each entry's row is there, no other row is
            have = len(self.store.get_by_ids(ids)) if self.store.identity() is not None else 0
            if have == len(ids):
                return False
            abs_path = self.workspace.check_writable(self.workspace.agent_dir(agent_id) / path)
            self._sync_rows(agent_id, path, Path(path).stem, abs_path, entries, {})
            log.info("capture: %s re-rowed one row per entry (%d entries, %d had their row)", path, len(entries), have)
            return True

    # ------------------------------------------------------------------ internals
    def _embed(self, text: str) -> tuple[np.ndarray | None, str | None]:
        try:
            return np.asarray(self.queue.embed_documents([text])[0], dtype=np.float32), None
        except PermanentProviderError:
            raise  # not an outage: the user must act (the error's action says how)
        except EmbeddingError as exc:
            log.warning("capture: embedding failed (%s): storing BM25-only, dedup by exact text", exc)
            return None, f"{exc.code}: {exc.message}"

    def _nearest(self, agent_id: str, vector: np.ndarray | None) -> tuple[str, int, int, float] | None:
        """``(path, start, end, cosine)`` of the agent's closest capture row (None without a vector or rows)."""
        if vector is None or self.store.identity() is None:
            return None
        hits = self.store.vector_search(vector, SearchOptions(agent_id=agent_id, source=CAPTURE_SOURCE,
                                                              pool=CAPTURE_POOL, max_results=1))
        return (hits[0].path, hits[0].start_line, hits[0].end_line, hits[0].score) if hits else None

    def _duplicate(self, agent_id: str, text: str, vector: np.ndarray | None,
                   now: datetime) -> CaptureOutcome | None:
        target = self._nearest(agent_id, vector)
        if target is not None and not any((e.start_line, e.end_line) == target[1:3]
                                          for e in self._read(agent_id, target[0])):
            # a chunk of several entries (a full re-index made it), not an entry's row — its cosine is
            # diluted by its neighbours: put the file back to one row per entry and ask again
            target = self._nearest(agent_id, vector) if self.align_rows(agent_id, target[0]) else None
        if target is not None and target[3] < self.cfg.tuning.capture_dedup_threshold:
            target = None
        if target is None:
            norm = " ".join(text.split()).lower()
            for path, e in self.entries(agent_id):
                if " ".join(e.text.split()).lower() == norm:
                    target = (path, e.start_line, e.end_line, 1.0)
                    break
        if target is None:
            return None
        path, start, _, sim = target
        entries = self._read(agent_id, path)
        idx = next((i for i, e in enumerate(entries) if e.start_line == start), None)
        if idx is None:
            return None  # the row is stale (file edited): store a fresh capture instead
        entries[idx] = replace(entries[idx], seen=utc_iso(now))
        placed, fb = self._write_file(agent_id, path, Path(path).stem, entries, {})
        e = placed[idx]
        log.info("capture: duplicate of %s:%d (cosine %.3f): refreshed its timestamp", path, e.start_line, sim)
        dummy = CaptureDecision(True, "dedup", "", e.text, e.role, agent_id)
        return CaptureOutcome("refreshed", dummy, path, e.start_line, e.end_line, self.row_id(agent_id, path, e),
                              similarity=sim, fallback=fb)

    def _read(self, agent_id: str, rel: str) -> list[Entry]:
        """The file's entries; a link (symbolic or hard, the file or a folder on the way) is refused: its
        text may be another agent's, and what is read here is written back to this agent's file."""
        text = read_own_text(self.workspace.check_writable(self.workspace.agent_dir(agent_id) / rel))
        return parse(text) if text is not None else []

    @staticmethod
    def row_id(agent_id: str, rel: str, e: Entry) -> str:
        """The id of entry ``e``'s row (what ``memory_store`` returns and ``memory_forget`` lists)."""
        return chunk_id(agent_id, rel, is_parent=False, start_line=e.start_line, end_line=e.end_line, text=e.text)

    def _write_file(self, agent_id: str, rel: str, day: str, entries: list[Entry],
                    known: dict[str, np.ndarray | None]) -> tuple[list[Entry], str | None]:
        """Write the file and make its rows exactly its entries (one commit); reuse stored vectors. A failure
        after the file was written is a :class:`~memspark.errors.NotIndexedError` (the file changed, the index
        lags); one before it changed nothing."""
        old = self._read(agent_id, rel)
        old_ids = [self.row_id(agent_id, rel, e) for e in old]
        vectors: dict[str, np.ndarray] = {k: v for k, v in known.items() if v is not None}
        for hit in self.store.get_by_ids(old_ids) if self.store.identity() is not None else []:
            if hit.vector is not None and np.any(hit.vector):
                vectors.setdefault(text_hash(hit.text), hit.vector)
        abs_path = self.workspace.check_writable(self.workspace.agent_dir(agent_id) / rel)
        text, placed = render(day, entries)
        replace_text(abs_path, text)  # temp + fsync + rename: never cut, never through a link
        with after_write(rel):  # the file changed: a failure from here on leaves the index stale, not the file
            return placed, self._sync_rows(agent_id, rel, day, abs_path, placed, vectors)

    def _sync_rows(self, agent_id: str, rel: str, day: str, abs_path: Path, placed: list[Entry],
                   vectors: dict[str, np.ndarray]) -> str | None:
        """Make the file's rows exactly ``placed`` (one commit), embedding what ``vectors`` lacks;
        returns the embedding failure that left rows BM25-only, if any."""
        missing = [e.text for e in placed if text_hash(e.text) not in vectors]
        fallback = None
        if missing:
            try:
                for t, v in zip(missing, self.queue.embed_documents(missing), strict=True):
                    vectors[text_hash(t)] = np.asarray(v, dtype=np.float32)
            except EmbeddingError as exc:
                fallback = f"{exc.code}: {exc.message}"
        dims = self.queue.dims
        chunks = [Chunk(id=self.row_id(agent_id, rel, e), agent_id=agent_id, path=rel, start_line=e.start_line,
                        end_line=e.end_line, text=e.text, embed_text=e.text, heading="", is_parent=False,
                        parent_id=None, token_count=count_tokens(e.text, self.cfg.chunk.encoding), category=e.category)
                  for e in placed]
        matrix = np.stack([vectors.get(text_hash(e.text), np.zeros(dims, dtype=np.float32)) for e in placed])
        # an empty hash makes the next ingest re-index (and embed) a file written without vectors
        content_hash = "" if fallback else snapshot_files(self.workspace, [abs_path])[0].content_hash
        prepared = PreparedFile(agent_id, rel, tuple(chunks), pool=CAPTURE_POOL, source=CAPTURE_SOURCE,
                                content_type=ContentType.MARKDOWN, doc_date=day, evergreen=False, content_hash=content_hash)
        records = to_records([prepared], matrix, model_id=self.queue.identity, dims=dims)
        idx = records.schema.get_field_index("updated_at")
        records = records.set_column(idx, records.schema.field(idx), pa.array([e.seen for e in placed], pa.string()))
        self.store.replace_files(records, [prepared.key])
        return fallback
