"""Small builders for recall stage tests (not a test module)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

from memspark.config import Config, load_config
from memspark.embed import EmbedQueue
from memspark.recall.candidate import Candidate
from memspark.storage import LanceStore
from memspark.storage.types import SearchHit
from memspark.toolset.indexer import index_paths
from memspark.workspace import Workspace


def cand(cid: str, score: float = 0.5, **kw: Any) -> Candidate:
    """A candidate whose cosine, relevance and score all equal ``score`` unless given."""
    base: dict[str, Any] = dict(
        id=cid, agent_id="meta", path=kw.pop("path", f"memory/{cid}.md"), start_line=1, end_line=5,
        text=kw.pop("text", f"text of {cid}"), pool=kw.pop("pool", "agent_memory"), source="memory",
        cosine=score, relevance=score, score=score,
    )
    base.update(kw)
    return Candidate(**base)


def hit(hid: str, score: float, **kw: Any) -> SearchHit:
    base: dict[str, Any] = dict(
        id=hid, agent_id="meta", path=f"memory/{hid}.md", start_line=1, end_line=3, text=f"text {hid}",
        pool="agent_memory", source="memory", content_type="markdown", category="", parent_id=None,
        is_parent=False, heading="", doc_date="2026-04-03", evergreen=False, updated_at="2026-04-03T10:00:00Z",
        token_count=10, score=score, raw_score=score, vector=None,
    )
    base.update(kw)
    return SearchHit(**base)


def unit_vec(*xs: float) -> np.ndarray:
    v = np.asarray(xs, dtype=np.float32)
    return v / np.linalg.norm(v)


def indexed_workspace(root: Path, queue: EmbedQueue, notes: Mapping[str, str]) -> Config:
    """A real workspace under ``root`` holding ``notes`` (relative path → text), indexed into a real
    LanceDB table with ``queue``'s model; its config."""
    for rel, text in notes.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    cfg = load_config(root=root, env={})
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
    try:
        index_paths(cfg, Workspace(cfg.workspace, cfg.root), store, queue, [root / rel for rel in notes])
    finally:
        store.close()
    return cfg
