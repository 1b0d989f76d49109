"""Re-embedding (model migration) without a moment where recall fails or mixes models.

The chunks table keeps serving the old model's vectors while every row is re-embedded into a
shadow table ``<table>_reembed`` whose schema records the new model. Shadow rows keep the source
row's ``updated_at``, so the difference between the two tables is exact: a rerun after a crash or
kill embeds only what the shadow lacks (resumable), and the final sync under the writer lock
catches rows an ingest wrote meanwhile. The swap is one overwrite commit of the chunks table (see
:func:`memspark.storage.admin.swap_in`); the version before it is tagged ``pre-reembed-<time>``.

What is embedded: a child's ``embed_text`` is never stored, only its hash; it is rebuilt with the
chunker's own formula (:func:`memspark.chunking.embedtext.child_embed_text`: the prefix, then the text —
a conversation's turns as ``Speaker: words``) and checked against ``embedded_text_hash``. A mismatch (e.g. a date refreshed since) still embeds the rebuilt text,
which is what a fresh ingest would embed today, and is counted.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal, overload

import numpy as np
import pyarrow as pa

from memspark.chunking.embedtext import child_embed_text
from memspark.chunking.turns import conversation_turns
from memspark.errors import StorageError
from memspark.storage import LanceStore
from memspark.storage.admin import delete_tag, list_tags, restore_version, scan_columns, swap_in
from memspark.storage.records import group_turn_vectors, text_hash, turn_vector_array
from memspark.storage.schema import (
    SCHEMA_VERSION,
    TURN_VECTORS_COLUMN,
    VECTOR_COLUMN,
    chunk_schema,
    table_identity,
)
from memspark.storage.side import SideTable, drop_side_table, open_side_table

logger = logging.getLogger(__name__)

TAG_PREFIX = "pre-reembed-"
VERSION_COLUMNS = ("id", "updated_at")


def shadow_name(store: LanceStore) -> str:
    return f"{store.cfg.table}_reembed"


@dataclass(frozen=True)
class ReembedPlan:
    source_model: str | None
    target_model: str
    target_dims: int
    rows_total: int
    children_total: int
    rows_done: int  # already in the shadow table from an earlier (interrupted) run
    todo_ids: list[str] = field(default_factory=list, repr=False)
    stale_ids: list[str] = field(default_factory=list, repr=False)  # in the shadow but gone/changed in the table

    @property
    def needed(self) -> bool:
        return self.rows_total > 0 and (self.source_model != self.target_model or bool(self.todo_ids))

    def to_dict(self) -> dict[str, Any]:
        return {"source_model": self.source_model, "target_model": self.target_model, "target_dims": self.target_dims,
                "rows_total": self.rows_total, "children_total": self.children_total, "rows_done": self.rows_done,
                "rows_todo": len(self.todo_ids), "needed": self.needed}


def row_versions(data: pa.Table | None) -> dict[str, str]:
    """id → updated_at of scanned rows (:data:`VERSION_COLUMNS`); {} for no table."""
    if data is None:
        return {}
    return dict(zip(data.column("id").to_pylist(), data.column("updated_at").to_pylist(), strict=True))


@overload
def open_shadow(store: LanceStore, model_id: str, dims: int, *, create: Literal[True]) -> SideTable: ...


@overload
def open_shadow(store: LanceStore, model_id: str, dims: int, *, create: bool) -> SideTable | None: ...


def open_shadow(store: LanceStore, model_id: str, dims: int, *, create: bool) -> SideTable | None:
    """The shadow table for ``model_id`` (None when there is none and ``create`` is false); one left by a
    run for another model is dropped first."""
    name = shadow_name(store)
    shadow = open_side_table(store, name)
    if shadow is not None:
        ident = shadow.identity
        if (ident.model_id, ident.dims) != (model_id, dims):
            logger.warning("dropping the shadow table of an earlier re-embed to %s", ident.model_id)
            drop_side_table(store, name)
            shadow = None
    if shadow is None and create:
        shadow = open_side_table(store, name, chunk_schema(dims, model_id))
    return shadow


def plan_reembed(store: LanceStore, model_id: str, dims: int) -> ReembedPlan:
    """Compare the chunks table with the shadow table for ``model_id`` (no writes)."""
    schema = store.schema()
    if schema is None:
        return ReembedPlan(None, model_id, dims, 0, 0, 0)
    ident = table_identity(schema)
    source = ident.model_id
    rows_total = store.count()
    children = store.count("is_parent = false")
    if source == model_id and ident.dims == dims:
        return ReembedPlan(source, model_id, dims, rows_total, children, rows_total)
    main = row_versions(scan_columns(store, VERSION_COLUMNS))
    shadow = open_shadow(store, model_id, dims, create=False)
    done = row_versions(shadow.scan(VERSION_COLUMNS)) if shadow is not None else {}
    todo = sorted(i for i, v in main.items() if done.get(i, "\0") != v)
    stale = sorted(i for i, v in done.items() if main.get(i, "\0") != v)
    return ReembedPlan(source, model_id, dims, rows_total, children, len(main) - len(todo), todo, stale)


@dataclass(frozen=True)
class ReembedTexts:
    """What to embed for a batch of rows: each child's rebuilt embed text (``child_rows``: their row
    indices), then the text of each conversation turn (``turn_rows``: the row each belongs to)."""

    child_rows: list[int]
    texts: list[str]
    mismatched: int  # children whose rebuilt text differs from the stored hash
    turn_rows: list[int] = field(default_factory=list)


def embed_texts(rows: pa.Table, *, turns: bool = True) -> ReembedTexts:
    """The children's rebuilt embed texts (and, with ``turns``, their conversation turns' texts)."""
    data = rows.select(["path", "heading", "doc_date", "text", "is_parent", "embedded_text_hash",
                        "start_line"]).to_pydict()
    idx, texts, mismatched = [], [], 0
    turn_rows: list[int] = []
    turn_texts: list[str] = []
    for i in range(rows.num_rows):
        if data["is_parent"][i] or not data["text"][i]:
            continue
        text = child_embed_text(data["path"][i] or "", data["heading"][i] or "", data["doc_date"][i], data["text"][i],
                                data["start_line"][i] or 1)
        if data["embedded_text_hash"][i] and text_hash(text) != data["embedded_text_hash"][i]:
            mismatched += 1
        idx.append(i)
        texts.append(text)
        if turns:
            for block in conversation_turns(data["text"][i], data["start_line"][i] or 1, data["heading"][i] or ""):
                turn_rows.append(i)
                turn_texts.append(block.plain)
    return ReembedTexts(idx, texts + turn_texts, mismatched, turn_rows)


def rebuild_rows(rows: pa.Table, vectors: np.ndarray | None, what: ReembedTexts, model_id: str, dims: int) -> pa.Table:
    """``rows`` with new vectors (zeros for parents) and turn vectors, ``model_id`` and schema version, in the
    target schema."""
    target = chunk_schema(dims, model_id)
    matrix = np.zeros((rows.num_rows, dims), dtype=np.float32)
    per_row: list[np.ndarray | None] = [None] * rows.num_rows
    if what.child_rows and vectors is not None:
        vecs = np.asarray(vectors, dtype=np.float32)
        n = len(what.child_rows)
        matrix[what.child_rows] = vecs[:n]
        for row, turns in group_turn_vectors(what.turn_rows, vecs[n:]).items():
            per_row[row] = turns
    flat = pa.array(matrix.reshape(-1), type=pa.float32())
    columns = []
    for f in target:
        if f.name == VECTOR_COLUMN:
            columns.append(pa.FixedSizeListArray.from_arrays(flat, type=f.type))
        elif f.name == TURN_VECTORS_COLUMN:
            columns.append(turn_vector_array(per_row, f.type))
        elif f.name == "model_id":
            columns.append(pa.array([model_id] * rows.num_rows, type=f.type))
        elif f.name == "schema_version":
            columns.append(pa.array([SCHEMA_VERSION] * rows.num_rows, type=f.type))
        elif f.name in rows.schema.names:
            columns.append(rows.column(f.name).cast(f.type))
        else:
            columns.append(pa.nulls(rows.num_rows, type=f.type))
    return pa.Table.from_arrays(columns, schema=target)


def swap_shadow(store: LanceStore, shadow: SideTable, model_id: str, dims: int, *, keep_tags: int) -> dict[str, Any]:
    """Make the shadow table the chunks table (caller holds the writer lock and has synced the shadow).

    Verifies the swapped table (row count and model); on a mismatch the tagged pre-swap version is
    restored and StorageError raised. Drops the shadow and all but ``keep_tags`` pre-reembed tags.
    """
    expected = shadow.count()
    data = shadow.scan()
    tag = TAG_PREFIX + datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    before = swap_in(store, data.replace_schema_metadata(chunk_schema(dims, model_id).metadata), tag=tag,
                     expected_rows=expected)
    ident = table_identity(store.schema())
    count = store.count()
    if count != expected or ident.model_id != model_id:
        restore_version(store, before)
        raise StorageError(f"re-embed swap verification failed ({count} rows of {ident.model_id!r}, expected "
                           f"{expected} of {model_id!r}); restored version {before}",
                           action="Run `memspark reembed` again; the shadow table is kept.")
    drop_side_table(store, shadow_name(store))
    tags = sorted(((v, n) for n, v in list_tags(store).items() if n.startswith(TAG_PREFIX)), reverse=True)
    for _, name in tags[max(0, keep_tags):]:
        delete_tag(store, name)
    return {"tag": tag, "pre_swap_version": before, "rows": count}


__all__ = ["TAG_PREFIX", "ReembedPlan", "ReembedTexts", "embed_texts", "open_shadow", "plan_reembed", "rebuild_rows", "row_versions",
           "shadow_name", "swap_shadow"]
