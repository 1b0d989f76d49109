"""Schema migrations: a named, ordered, idempotent registry, recorded after success.

Each :class:`Migration` says whether the table still ``needs`` it (by looking at the table, not at
the record) and how to ``apply`` it. A migration is pending when the table needs it or it was
never recorded; applying a pending migration the table no longer needs is a no-op that is only
recorded. So running ``memspark migrate`` twice changes nothing the second time, and a table
that a restore took back to an old schema is migrated again. A table created by this version is
new, not old: :func:`record_satisfied` records, at its creation, every migration it does not need.

The record is a small side table ``<table>_migrations`` (name, applied_at, schema_version) in the
same LanceDB database, like sqlite-utils' ``_sqlite_migrations``: LanceDB 0.40 cannot rewrite a
table's schema metadata in place, and a side table survives swaps of the chunks table.

The functions receive the database handle (:class:`memspark.storage.handle.LanceHandle`), never the
store: :meth:`memspark.storage.lance.LanceStore.migrate` holds the writer lock around
:func:`apply_pending` and reopens its table after. New migrations are appended to :data:`MIGRATIONS`, never
inserted or renamed: the name is the record's key.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pyarrow as pa

from memspark.storage.handle import LanceHandle
from memspark.storage.records import utc_now_iso
from memspark.storage.schema import SCHEMA_VERSION, VECTOR_COLUMN, chunk_schema, table_identity, vector_dims

logger = logging.getLogger(__name__)

_RECORD_SCHEMA = pa.schema([
    pa.field("name", pa.string(), nullable=False),
    pa.field("applied_at", pa.string()),
    pa.field("schema_version", pa.int32()),
])


@dataclass(frozen=True)
class Migration:
    """One step: ``needed(table)`` is checked before ``apply(handle, table)``; both see the live table."""

    name: str
    description: str
    needed: Callable[[Any], bool]
    apply: Callable[[LanceHandle, Any], None]


@dataclass(frozen=True)
class MigrationStatus:
    name: str
    description: str
    applied_at: str | None  # None: never recorded
    pending: bool


def missing_columns(schema: pa.Schema) -> list[pa.Field]:
    """The current schema's columns ``schema`` lacks, as nullable fields (the vector only when dims are known)."""
    dims = vector_dims(schema) or table_identity(schema).dims
    target = chunk_schema(dims or 1, "?")
    have = set(schema.names)
    out = []
    for f in target:
        if f.name in have or (f.name == VECTOR_COLUMN and not dims):
            continue
        out.append(f.with_nullable(True))
    return out


def _add_missing_columns(handle: LanceHandle, table: Any) -> None:
    fields = missing_columns(table.schema)
    if fields:
        handle.commit("add columns", lambda: table.add_columns(pa.schema(fields)))
        logger.info("added nullable column(s) %s to %s", ", ".join(f.name for f in fields), handle.table_path)


def _null_identity_rows(table: Any) -> bool:
    names = table.schema.names
    if "schema_version" in names and table.count_rows("schema_version IS NULL"):
        return True
    model = table_identity(table.schema).model_id
    return bool(model and "model_id" in names and table.count_rows("model_id IS NULL"))


def _backfill_identity(handle: LanceHandle, table: Any) -> None:
    """Rows written before the identity columns existed get the table's model and the schema version."""
    names = table.schema.names
    model = table_identity(table.schema).model_id
    if model and "model_id" in names:
        handle.commit("backfill model_id", lambda: table.update(where="model_id IS NULL", values={"model_id": model}))
    if "schema_version" in names:
        handle.commit("backfill schema_version", lambda: table.update(
            where="schema_version IS NULL", values={"schema_version": SCHEMA_VERSION}))


MIGRATIONS: tuple[Migration, ...] = (
    Migration("0001_add_missing_columns",
              "add the columns of the current schema an older table lacks, as nullable columns",
              lambda t: bool(missing_columns(t.schema)), _add_missing_columns),
    Migration("0002_backfill_identity",
              "fill model_id (from the table's metadata) and schema_version on rows written without them",
              _null_identity_rows, _backfill_identity),
)


def _record_name(handle: LanceHandle) -> str:
    return f"{handle.table}_migrations"


def _recorded(handle: LanceHandle) -> dict[str, str]:
    rec = handle.open(_record_name(handle))
    if rec is None:
        return {}
    with handle.errors("read migrations record"):
        rows = rec.to_arrow().to_pylist()
    return {r["name"]: r["applied_at"] or "" for r in rows}


def _needed(handle: LanceHandle, m: Migration, table: Any) -> bool:
    with handle.errors("check " + m.name):
        return bool(m.needed(table))


def migration_status(handle: LanceHandle, registry: tuple[Migration, ...] = MIGRATIONS) -> list[MigrationStatus]:
    """Every registered migration with its record and whether it is pending (none pending without a table)."""
    table = handle.open(handle.table)
    recorded = _recorded(handle) if table is not None else {}
    out = []
    for m in registry:
        pending = table is not None and (m.name not in recorded or _needed(handle, m, table))
        out.append(MigrationStatus(m.name, m.description, recorded.get(m.name), pending))
    return out


def apply_pending(handle: LanceHandle, *, dry_run: bool = False,
                  registry: tuple[Migration, ...] = MIGRATIONS) -> list[str]:
    """Apply the pending migrations in order; returns their names (what would run, with ``dry_run``).

    Each one is recorded right after it succeeds, so a failure leaves the earlier ones recorded and
    the next run resumes at the failed one. The caller holds the writer lock.
    """
    pending = [s.name for s in migration_status(handle, registry) if s.pending]
    if dry_run or not pending:
        return pending
    by_name = {m.name: m for m in registry}
    for name in pending:
        table = handle.open(handle.table)  # fresh each step: the previous one changed the schema
        m = by_name[name]
        if _needed(handle, m, table):
            logger.info("applying migration %s: %s", name, m.description)
            m.apply(handle, table)
        _record(handle, [name])
    return pending


def record_satisfied(handle: LanceHandle, registry: tuple[Migration, ...] = MIGRATIONS) -> list[str]:
    """Record the migrations a table just created with the current schema does not need; returns
    their names. Called when the chunks table is created, so a new table lists nothing pending
    (``memspark migrate --list``) and ``memspark migrate`` has nothing to do. The caller holds the
    writer lock."""
    table = handle.open(handle.table)
    if table is None:
        return []
    satisfied = [m.name for m in registry if not _needed(handle, m, table)]
    _record(handle, satisfied)
    return satisfied


def _record(handle: LanceHandle, names: list[str]) -> None:
    """Upsert one record row per name (applied now, at the current schema version)."""
    if not names:
        return
    record = handle.open(_record_name(handle)) or handle.create(_record_name(handle), _RECORD_SCHEMA)
    now = utc_now_iso()
    rows = pa.Table.from_pylist([{"name": n, "applied_at": now, "schema_version": SCHEMA_VERSION} for n in names],
                                schema=_RECORD_SCHEMA)
    handle.commit("record migration", lambda: record.merge_insert("name")
                  .when_matched_update_all().when_not_matched_insert_all().execute(rows))


__all__ = ["MIGRATIONS", "Migration", "MigrationStatus", "apply_pending", "migration_status", "missing_columns",
           "record_satisfied"]
