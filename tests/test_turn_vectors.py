"""Conversation turns embedded at ingest (column ``turn_embeds``): the indexing core writes them, the store
reads them back within an agent's scope, and recall's focus stage ranks turns with them — real files, real
LanceDB, the real MiniLM model."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import numpy as np
import pytest

from memspark.config import Config, load_config
from memspark.embed import EmbedQueue, create_provider
from memspark.ingest import prepare_files, snapshot_files, to_records
from memspark.recall.pipeline import PipelineRequest, RecallPipeline
from memspark.recall.pools import ALL_POOLS
from memspark.recall.scope import ScopedStore
from memspark.storage import LanceStore
from memspark.storage.schema import TURN_VECTORS_COLUMN
from memspark.workspace import Workspace
from memspark_eval.focus_fit import ranked
from memspark_eval.index import index_workspace

TURNS = ["Caroline: I went to the LGBTQ support group yesterday.",
         "Melanie: That sounds lovely! How did it go?",
         "Caroline: It was powerful, the transgender stories were so inspiring."]
CHAT = "# Session 1 — 8 May 2023\n\n" + "\n\n".join(TURNS) + "\n"
FILES = {"workspace-a/memory/2023-05-08.md": CHAT,
         "workspace-a/MEMORY.md": "# Memory\n\n- Caroline likes hiking\n- Melanie paints\n",
         "workspace-b/memory/2023-05-09.md": CHAT.replace("Caroline", "Dana")}


def _config(tmp_path: Path, *, embed_turns: bool = True) -> Config:
    for rel, text in FILES.items():
        p = tmp_path / "ws" / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text, encoding="utf-8")
    return load_config(root=tmp_path / "ws", data_dir=tmp_path / "data", env={},
                       overrides={"ingest": {"embed_turns": embed_turns}})


def test_prepared_files_list_the_turns_of_conversation_chunks_only(tmp_path: Path) -> None:
    cfg = _config(tmp_path)
    ws = Workspace(cfg.workspace, cfg.root)
    prepared, failed = prepare_files(snapshot_files(ws, ws.iter_files(["a"], include_shared=False)), cfg)
    assert not failed
    by_path = {pf.path: pf for pf in prepared}
    chat, notes = by_path["memory/2023-05-08.md"], by_path["MEMORY.md"]
    assert [text for _, text in chat.turns] == TURNS and notes.turns == ()
    children = [c for c in chat.chunks if not c.is_parent]
    assert chat.embed_texts == [c.embed_text for c in children] + TURNS  # one embedding call covers both
    dims = 4
    n = sum(len(pf.embed_texts) for pf in prepared)
    vectors = np.arange(n * dims, dtype=np.float32).reshape(n, dims)
    records = to_records(prepared, vectors, model_id="fake", dims=dims)
    cells = dict(zip(records.column("id").to_pylist(), records.column(TURN_VECTORS_COLUMN).to_pylist(), strict=True))
    offset = sum(len(pf.embed_texts) for pf in prepared[:prepared.index(chat)])
    turn_rows = vectors[offset + len(children): offset + len(children) + len(TURNS)]
    [child] = children
    np.testing.assert_array_equal(np.array(cells[child.id]), turn_rows)
    assert all(cells[c.id] is None for pf in prepared for c in pf.chunks if c.id != child.id)
    # off: nothing but the chunks is embedded
    off = prepare_files(snapshot_files(ws, ws.iter_files(["a"], include_shared=False)),
                        cfg.with_overrides(ingest={"embed_turns": False}))[0]
    assert all(pf.turns == () for pf in off)


@pytest.fixture(scope="module")
def indexed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Config, LanceStore, EmbedQueue]:
    cfg = _config(tmp_path_factory.mktemp("turns"))
    queue = EmbedQueue(create_provider(cfg.embed), cfg.embed)
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
    index_workspace(cfg, store, queue)
    store.optimize()
    return cfg, store, queue


def test_the_store_returns_each_turns_vector_within_the_readers_scope(indexed: tuple) -> None:
    _, store, queue = indexed
    rows = store.get_by_path("memory/2023-05-08.md", "a")
    [child] = [h for h in rows if not h.is_parent]
    [parent] = [h for h in rows if h.is_parent]
    got = store.turn_vectors([child.id, parent.id, "no-such-id"])
    assert list(got) == [child.id] and got[child.id].shape == (3, queue.dims)
    np.testing.assert_allclose(got[child.id], queue.embed_documents(TURNS), atol=1e-5)
    notes = [h.id for h in store.get_by_path("MEMORY.md", "a")]
    assert store.turn_vectors(notes) == {}  # curated notes are not split into turns
    assert list(ScopedStore(store, "a", ALL_POOLS).turn_vectors([child.id])) == [child.id]
    assert ScopedStore(store, "b", ALL_POOLS).turn_vectors([child.id]) == {}  # another agent's rows


def test_recall_ranks_turns_by_meaning_when_they_were_embedded(indexed: tuple, tmp_path: Path) -> None:
    cfg, store, queue = indexed
    req = PipelineRequest("How did the support group go for Caroline?", "a", mode="tool", min_score=0.0,
                          now=date(2023, 5, 9))
    res = RecallPipeline(ScopedStore(store, "a", ALL_POOLS), queue, cfg).run(req)
    focus = res.trace.entry("focus")
    assert focus is not None and "ranked by meaning" in " ".join(focus.notes)
    assert res.results[0].path == "memory/2023-05-08.md" and res.results[0].start_line > 1  # a turn, not the chunk
    # the ablation (tuning.focus_meaning_weight 0) ranks turns lexically and asks for no turn vectors
    off = RecallPipeline(store, queue, cfg.with_overrides(tuning={"focus_meaning_weight": 0.0})).run(req)
    assert "ranked by meaning" not in " ".join(off.trace.entry("focus").notes)
    # a table indexed without turn vectors (ingest.embed_turns off, or rows from before the column): lexical
    plain_cfg = _config(tmp_path, embed_turns=False)
    plain = LanceStore(plain_cfg.data_dir, plain_cfg.storage, model_id=queue.identity, dims=queue.dims)
    index_workspace(plain_cfg, plain, queue)
    plain.optimize()
    res = RecallPipeline(plain, queue, plain_cfg).run(req)
    focus = res.trace.entry("focus")
    assert focus is not None and focus.notes and "ranked by meaning" not in " ".join(focus.notes)


def test_ranked_is_what_focus_and_limit_act_on(indexed: tuple) -> None:
    """``memspark_eval.focus_fit.ranked`` (what bench/fit_focus.py fits the turn model on) is the run's order
    before focus: with focus off, the run's results are its first ``max_results``; it carries the query vector."""
    cfg, store, queue = indexed
    req = PipelineRequest("How did the support group go for Caroline?", "a", mode="tool", max_results=2,
                          min_score=0.0, now=date(2023, 5, 9))
    plain = RecallPipeline(store, queue, cfg.with_overrides(recall={"focus": False}))
    cands, vector = ranked(plain, req)
    assert [c.id for c in plain.run(req).results] == [c.id for c in cands[:2]] and len(cands) >= 2
    np.testing.assert_allclose(vector, queue.embed_query(req.query), atol=1e-5)
    assert ranked(plain, PipelineRequest("   ", "a")) == ((), None)


def test_a_turn_is_embedded_as_what_it_says_whatever_the_layout(tmp_path: Path) -> None:
    """The same turns as bold, timestamped list items and as a JSONL session transcript: ingest embeds each
    turn as ``Speaker: words`` — no label decoration, timestamp or JSON wrapper — so its stored vector (focus's
    meaning features) is the same in every layout."""
    import json

    bold = "# Chat\n\n" + "\n".join(f"- [2023-05-08 13:5{i}] **{t.split(': ', 1)[0]}:** {t.split(': ', 1)[1]}"
                                    for i, t in enumerate(TURNS)) + "\n"
    transcript = "\n".join([json.dumps({"type": "session", "timestamp": "2023-05-08T13:56:00"})] + [
        json.dumps({"role": t.split(": ", 1)[0], "content": t.split(": ", 1)[1], "timestamp": f"2023-05-08T13:5{i}:00"})
        for i, t in enumerate(TURNS)]) + "\n"
    for rel, text in {"ws/workspace-a/memory/2023-05-08.md": bold,
                      "ws/agents/a/sessions/2023-05-08.jsonl": transcript}.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text, encoding="utf-8")
    cfg = load_config(root=tmp_path / "ws", data_dir=tmp_path / "data", env={},
                      overrides={"workspace": {"index_sessions": True}})
    ws = Workspace(cfg.workspace, cfg.root)
    prepared, failed = prepare_files(snapshot_files(ws, ws.iter_files(["a"], include_shared=False)), cfg)
    assert not failed and len(prepared) == 2
    for pf in prepared:
        assert [text for _, text in pf.turns] == TURNS, pf.path
