"""``Memory.search(..., pools=..., sources=...)``: a request's pool and source filters, on a real index.

The filters are :class:`~memspark.recall.request.RecallRequest` fields that :func:`memspark.recall.core.search`
turns into the same narrowed view the specialised tools search through (:mod:`memspark.recall.narrow`),
so a pool-filtered search finds what ``memory_mistakes_search`` finds, the filter applies before ranking
(a filtered top-k is never a cut of an unfiltered one), and a search without filters is unchanged.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from memspark import Memory, RerankOptions
from memspark.embed import EmbedQueue, create_provider
from memspark.errors import InvalidToolParams
from memspark.recall.request import RecallRequest
from memspark.storage import LanceStore
from memspark.toolset.indexer import index_paths
from memspark.toolset.search import memory_search
from memspark.vocab import Pool, Source
from memspark.workspace import Workspace

QUERY = "what went wrong with the staging database port"
NOTE = "The staging Postgres listens on port 5433 on db-stg-02; the database port is 5433."
MISTAKE = "Mistake: I pointed the staging database client at port 5432; it went wrong, staging uses 5433."
CAPTURED = "The staging database port went wrong once: the Postgres on db-stg-02 answers on port 5433."


@pytest.fixture(scope="module")
def mem(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memory]:
    root = tmp_path_factory.mktemp("ws")
    (root / "workspace-meta" / "memory").mkdir(parents=True)
    (root / "workspace-meta" / "mistakes").mkdir()
    (root / "workspace-meta" / "memory" / "infra.md").write_text(f"# Infra\n\n{NOTE}\n", encoding="utf-8")
    (root / "workspace-meta" / "mistakes" / "2026-03-02-port.md").write_text(f"# Port\n\n{MISTAKE}\n",
                                                                            encoding="utf-8")
    with Memory(root, agent="meta") as memory:
        cfg = memory.config
        queue = EmbedQueue(create_provider(cfg.embed), cfg.embed, tuning=cfg.tuning)
        store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
        index_paths(cfg, Workspace(cfg.workspace, cfg.root), store, queue,
                    [root / "workspace-meta" / "memory" / "infra.md",
                     root / "workspace-meta" / "mistakes" / "2026-03-02-port.md"])
        queue.close()
        assert memory.add(CAPTURED).stored
        yield memory


def _which(text: str) -> str:
    """The fact a hit's text holds (a snippet may carry its heading too)."""
    return next(fact for fact in (NOTE, MISTAKE, CAPTURED) if fact in text)


def _search(mem: Memory, k: int = 10, **filters: object) -> list[tuple[str, str]]:
    hits = mem.search(QUERY, k=k, min_score=0.0, rerank=RerankOptions(gate="off"), **filters)  # type: ignore[arg-type]
    return [(h.path, _which(h.text)) for h in hits]


def test_unfiltered_search_sees_every_pool_and_source(mem: Memory) -> None:
    texts = {text for _, text in _search(mem)}
    assert {NOTE, MISTAKE, CAPTURED} <= texts


def test_a_pool_filter_keeps_that_pool_and_matches_the_mistakes_tool(mem: Memory) -> None:
    mistakes = _search(mem, pools=[Pool.AGENT_MISTAKES, Pool.SHARED_MISTAKES])
    assert [text for _, text in mistakes] == [MISTAKE]
    tool = mem._tools(None).run("memory_mistakes_search", {"query": QUERY, "minScore": 0.0})
    assert [r["path"] for r in tool["results"]] == [path for path, _ in mistakes]
    memory_pool = {text for _, text in _search(mem, pools=["agent_memory"])}
    assert memory_pool == {NOTE, CAPTURED}  # captures live in the agent's memory pool


def test_a_source_filter_keeps_that_source(mem: Memory) -> None:
    assert [text for _, text in _search(mem, sources=["capture"])] == [CAPTURED]
    assert {text for _, text in _search(mem, sources=[Source.MEMORY])} == {NOTE, MISTAKE}
    both = _search(mem, pools="agent_memory", sources=["memory"])  # a bare string is one value
    assert [text for _, text in both] == [NOTE]
    assert _search(mem, pools=["reference_library"]) == []


def test_the_filter_applies_before_ranking(mem: Memory) -> None:
    """k=1 over one pool finds that pool's best row whatever ranks first overall (a post-filter of the
    unfiltered top 1 would come back empty for every pool but the winner's)."""
    for filters, text in (({"pools": ["agent_mistakes"]}, MISTAKE), ({"sources": ["capture"]}, CAPTURED),
                          ({"pools": ["agent_memory"], "sources": ["memory"]}, NOTE)):
        assert [fact for _, fact in _search(mem, k=1, **filters)] == [text], filters


def test_memory_search_without_filters_is_unchanged(mem: Memory) -> None:
    manager = mem._tools(None).manager
    params = {"query": QUERY, "minScore": 0.0, "gateOverride": "off"}
    out = memory_search(manager, params)
    again = mem.search(QUERY, min_score=0.0, rerank=RerankOptions(gate="off"), pools=None, sources=None)
    assert len(out["results"]) >= 3
    assert [(r["path"], r["snippet"], r["score"]) for r in out["results"]] == \
        [(h.path, h.text, h.score) for h in again]


@pytest.mark.parametrize(("field", "value", "message"), [
    ("pools", ["agent_memories"], "pools holds unknown value"),
    ("pools", [], "pools must be a non-empty list"),
    ("sources", ["notes"], "sources holds unknown value"),
    ("sources", "memory", "sources must be a non-empty list"),
])
def test_unknown_filters_are_refused_naming_the_allowed_values(field: str, value: object, message: str) -> None:
    with pytest.raises(InvalidToolParams, match=message) as caught:
        RecallRequest(query="q", **{field: value})  # type: ignore[arg-type]
    assert caught.value.action and ("agent_memory" in caught.value.action or "capture" in caught.value.action)
