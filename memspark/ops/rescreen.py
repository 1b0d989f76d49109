"""Screen again the rows whose recorded injection verdict is missing or stale (part of ``memspark maintain``).

Every writer records the injection screen's verdict on each child it writes (:mod:`memspark.safety.recorded`),
and recall reads it instead of screening again. A verdict goes stale when the detector changes (a new rule, a
refitted model: a new release) and is missing on rows an older version wrote; recall then screens those rows
itself, which is correct but costs it the time the record saved. This step screens up to ``max_rows`` such
rows from their stored text and vector — exactly what the writer would have recorded — and writes only the
``screened`` column (a partial update: nothing is re-embedded), under the writer lock so no ingest
interleaves. Later runs continue where this one stopped.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyarrow as pa

from memspark.safety.learned import vectors_fit
from memspark.safety.recorded import record_verdict, stale_filter
from memspark.storage import LanceStore
from memspark.storage.admin import scan_columns, update_columns
from memspark.storage.schema import table_identity

MAX_ROWS = 20_000  # ≈ 1 ms a row on two cores: a maintain run stays well under a minute


@dataclass(frozen=True)
class RescreenResult:
    rows_screened: int
    more: bool  # stale rows remain for the next run


def rescreen_store(store: LanceStore, *, max_rows: int = MAX_ROWS, dry_run: bool = False) -> RescreenResult:
    """Record the verdict of up to ``max_rows`` child rows whose verdict is missing or stale."""
    with store.writer():
        table = store.table_handle()
        if table is None or "screened" not in table.schema.names:
            return RescreenResult(0, False)  # no table, or one `memspark migrate` has not brought up to date
        fits = vectors_fit(table_identity(table.schema).model_id or "")  # the table's model, as recall reads it
        rows = scan_columns(store, ["id", "text", "vector"], where=stale_filter(fits), limit=max_rows + 1)
        if rows is None or rows.num_rows == 0:
            return RescreenResult(0, False)
        more = rows.num_rows > max_rows
        rows = rows.slice(0, max_rows)
        if dry_run:
            return RescreenResult(rows.num_rows, more)
        texts = rows.column("text").to_pylist()
        vectors = rows.column("vector").to_pylist()
        verdicts = [record_verdict(t or "", None if v is None else np.asarray(v, dtype=np.float32), fits)
                    for t, v in zip(texts, vectors, strict=True)]
        update_columns(store, pa.table({"id": rows.column("id"), "screened": pa.array(verdicts, pa.string())}))
        return RescreenResult(rows.num_rows, more)


__all__ = ["MAX_ROWS", "RescreenResult", "rescreen_store"]
