"""Records checked and cast to a table's schema before a write (pure functions, no LanceDB call).

A record column the table lacks → :class:`SchemaMismatchError` (``memspark migrate`` adds the
current schema's columns); vectors of other dims or another model → :class:`ModelMismatchError`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeAlias

import pyarrow as pa
import pyarrow.compute as pc

from memspark.errors import ModelMismatchError, SchemaMismatchError
from memspark.storage.schema import table_identity, vector_dims

Records: TypeAlias = pa.Table | Sequence[Mapping[str, Any]]  # an Arrow table, or rows as mappings


def num_rows(records: Records) -> int:
    return records.num_rows if isinstance(records, pa.Table) else len(records)


def peek(records: Records) -> pa.Table | None:
    """Records as Arrow (for inferring dims/model when creating the table)."""
    if isinstance(records, pa.Table):
        return records
    return pa.Table.from_pylist(list(records)) if records else None


def conform(records: Records, target: pa.Schema, where: str, table_model: str | None) -> pa.Table:
    """Records cast to ``target`` (the schema of the table at ``where``); nullable columns they lack are null."""
    if isinstance(records, pa.Table):
        data: pa.Table | None = records
        names = set(records.schema.names)
    else:
        rows: list[Mapping[str, Any]] = list(records)
        names = set[str]().union(*(r.keys() for r in rows))
        data = None
    extra = sorted(names - set(target.names))
    if extra:
        raise SchemaMismatchError(
            f"the table {where} has no column(s) {', '.join(extra)} "
            f"(schema version {table_identity(target).schema_version})")
    if data is None:
        try:
            data = pa.Table.from_pylist(rows, schema=target)
        except (pa.ArrowInvalid, pa.ArrowTypeError) as exc:
            raise SchemaMismatchError(f"records do not fit the schema of {where}: {exc}") from exc
        names = set(target.names)
    rec_dims = vector_dims(data.schema)
    table_dims = vector_dims(target)
    if rec_dims is not None and table_dims is not None and rec_dims != table_dims:
        raise ModelMismatchError(
            f"records hold {rec_dims}-dim vectors but {where} holds {table_dims}-dim vectors",
            action="Run `memspark reembed` to re-embed the table with the configured model.")
    check_record_model(data, where, table_model)
    columns = []
    for field in target:
        if field.name in names:
            columns.append(data.column(field.name))
        elif field.nullable:
            columns.append(pa.nulls(data.num_rows, type=field.type))
        else:
            raise SchemaMismatchError(f"records lack the required column {field.name!r}")
    try:
        return pa.Table.from_arrays(columns, names=target.names).cast(target)
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError, pa.ArrowTypeError) as exc:
        raise SchemaMismatchError(f"records do not fit the schema of {where}: {exc}") from exc


def check_record_model(data: pa.Table, where: str, table_model: str | None) -> None:
    """Refuse rows embedded with another model than the table's (``table_model``; None: any)."""
    if "model_id" not in data.schema.names or data.num_rows == 0 or table_model is None:
        return
    models = {m for m in pc.unique(data.column("model_id")).to_pylist() if m is not None}
    foreign = sorted(m for m in models if m != table_model)
    if foreign:
        raise ModelMismatchError(
            f"records embedded with {', '.join(map(repr, foreign))} cannot go into {where}, "
            f"which holds vectors of {table_model!r}",
            action="Run `memspark reembed` to switch the table's model, or embed with the table's model.")


def check_rows_in_files(data: pa.Table, files: Sequence[tuple[str, str]]) -> None:
    """Every row must belong to one of the ``(agent_id, path)`` files a replace names."""
    if data.num_rows == 0:
        return
    allowed = set(files)
    pairs = set(zip(data.column("agent_id").to_pylist(), data.column("path").to_pylist(), strict=True))
    stray = sorted(pairs - allowed)
    if stray:
        raise ValueError(f"replace_files got rows of files not listed in `files`: {stray[:3]}")


__all__ = ["Records", "check_record_model", "check_rows_in_files", "conform", "num_rows", "peek"]
