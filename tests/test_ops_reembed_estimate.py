"""``reembed --dry-run`` estimates from the real rows' texts, so the estimate is of the order of the run.

It used to time 16 made-up sentences of ≈ 10 tokens and estimated 3 s for a 30 s run."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pytest

from memspark.chunking.assemble import embed_prefix
from memspark.chunking.model import Chunk
from memspark.config import StorageConfig
from memspark.storage import LanceStore, build_records

pytestmark = pytest.mark.usefixtures("prefect_harness")

OLD_MODEL = "local:multilingual-e5-small-q4:384"
DIMS = 384
SENTENCE = ("gateway restart approval needs Dana and a ticket; the LoRA run moved to the Hetzner box; backups "
            "rotate on Sunday at two; the Spark embedding server listens on port 18091 behind Tailscale;")
WORDS = SENTENCE.split(" ")


def _long_text(i: int, j: int) -> str:  # ≈ 180 tokens, like a real child chunk
    rng = np.random.default_rng(i * 1000 + j)
    return " ".join(rng.choice(WORDS, size=150))


def _table(data: Path, files: int, children: int) -> None:
    store = LanceStore(data, StorageConfig(), model_id=OLD_MODEL, dims=DIMS)
    tables = []
    for i in range(files):
        path, pid = f"memory/long-{i}.md", f"meta:memory/long-{i}.md:p"
        chunks = [Chunk(id=pid, agent_id="meta", path=path, start_line=1, end_line=children, text="parent",
                        embed_text="", heading="H", is_parent=True, parent_id=None, token_count=5)]
        for j in range(children):
            text = _long_text(i, j)
            chunks.append(Chunk(id=f"{pid[:-2]}:{j}", agent_id="meta", path=path, start_line=j + 1, end_line=j + 1,
                                text=text, embed_text=embed_prefix(path, "H", "2026-01-01") + text, heading="H",
                                is_parent=False, parent_id=pid, token_count=180))
        vecs = np.random.default_rng(i).normal(size=(children, DIMS)).astype(np.float32)
        tables.append(build_records(chunks, vecs / np.linalg.norm(vecs, axis=1, keepdims=True), pool="agent_memory",
                                    source="memory", content_type="markdown", doc_date="2026-01-01",
                                    evergreen=False, content_hash=f"h{i}", model_id=OLD_MODEL, dims=DIMS))
    store.replace_files(pa.concat_tables(tables), [("meta", f"memory/long-{i}.md") for i in range(files)])


def _reembed(root: Path, data: Path, **kw: Any) -> dict[str, Any]:
    from flows.reembed import reembed

    return asyncio.run(reembed(root=str(root), data_dir=str(data), **kw))


def test_dry_run_estimate_is_of_the_order_of_the_run(tmp_path: Path) -> None:
    data = tmp_path / "data"
    _table(data, files=12, children=10)
    plan = _reembed(tmp_path, data, dry_run=True)
    done = _reembed(tmp_path, data)
    assert done["swapped"] and done["embedded"] == 120
    ratio = plan["estimated_seconds"] / done["seconds"]
    # the run also writes, swaps and reports; the estimate times the embedding, which dominates here
    assert 0.25 <= ratio <= 3.0, (plan["estimated_seconds"], done["seconds"])
