"""Screen again the rows whose recorded injection verdict is missing or stale (part of ``memspark maintain``).

Every writer records the injection screen's verdict on each child it writes (:mod:`memspark.safety.recorded`),
and recall reads it instead of screening again. A verdict goes stale when the detector changes (a new rule, a
refitted model: a new release) and is missing on rows an older version wrote; recall then screens those rows
itself, which is correct but costs it the time the record saved. This step screens up to ``max_rows`` such
rows from their stored text and vector — what the writers record, plus the multilingual pass they defer
(:data:`memspark.safety.recorded.DEFERRED`) — and writes only the ``screened`` column (a partial update:
nothing is re-embedded). A run stops after ``max_rows`` rows or ``max_seconds``; later runs continue.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import pyarrow as pa

from memspark.safety.learned import vectors_fit
from memspark.safety.recorded import record_verdict, stale_filter
from memspark.storage import LanceStore
from memspark.storage.admin import scan_columns, update_columns
from memspark.storage.hits import vector_matrix
from memspark.storage.schema import table_identity

MAX_ROWS = 20_000  # rows one run reads at most
MAX_SECONDS = 300.0  # and the time it spends screening (≈ 1 ms an English row, ≈ 0.2 s one in another language)
BATCH = 256  # rows screened between two looks at the clock


@dataclass(frozen=True)
class RescreenResult:
    rows_screened: int
    more: bool  # stale rows remain for the next run


def rescreen_store(store: LanceStore, *, max_rows: int = MAX_ROWS, max_seconds: float = MAX_SECONDS,
                   batch: int = BATCH, dry_run: bool = False) -> RescreenResult:
    """Record the full verdict of up to ``max_rows`` child rows whose verdict is missing, deferred or stale,
    for at most about ``max_seconds`` (the clock is read every ``batch`` rows). Screening runs without the writer
    lock (ingest is not held up); the write takes it. A row an ingest rewrote meanwhile gets a verdict for its old text, which recall ignores
    (the text digest differs) until the next run."""
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
    texts, vectors = rows.column("text").to_pylist(), vector_matrix(rows)  # one float32 matrix, not Python lists
    verdicts: list[str] = []
    deadline = time.monotonic() + max_seconds
    while len(verdicts) < len(texts) and (not verdicts or time.monotonic() < deadline):
        for i in range(len(verdicts), min(len(verdicts) + batch, len(texts))):
            vec = None if vectors is None else vectors[i]
            verdicts.append(record_verdict(texts[i] or "", vec, fits, defer=False))
    done = len(verdicts)
    update_columns(store, pa.table({"id": rows.column("id").slice(0, done), "screened": pa.array(verdicts, pa.string())}))
    return RescreenResult(done, more or done < rows.num_rows)


__all__ = ["MAX_ROWS", "MAX_SECONDS", "RescreenResult", "rescreen_store"]
