"""The recall runner on a real LanceDB table (tmp dir). The embedding queue, HyDE generator and
reranker are small in-test fakes with hand-built vectors, so every expectation is exact; the
end-to-end tests with the real local model live with the hook/tool tests."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from pathlib import Path

import numpy as np
import pytest

from memspark.chunking.model import Chunk
from memspark.config import Config, HydeConfig, RecallConfig, StorageConfig
from memspark.errors import EmbeddingUnavailableError
from memspark.recall import PipelineRequest, RecallPipeline, RerankOptions, render_trace
from memspark.recall.stages.embedding import HYDE_FALLBACK_NOTE
from memspark.recall.trace import DropReason, GateDecision, SearchDetail
from memspark.storage import LanceStore, build_records

DIMS = 8
NOW = date(2026, 4, 3)


def vec(*xs: float) -> np.ndarray:
    v = np.zeros(DIMS, dtype=np.float32)
    v[: len(xs)] = xs
    return v / np.linalg.norm(v)


Q = vec(1.0)  # the query direction


def add_file(store: LanceStore, agent: str, path: str, texts: list[str], vectors: list[np.ndarray], *,
             pool: str, source: str = "memory", doc_date: str = "2026-04-03", evergreen: bool = False) -> None:
    pid = f"{agent}:{path}:p"
    chunks = [Chunk(pid, agent, path, 1, 40, "PARENT " + " ".join(texts), "", "H", True, None, 100)]
    chunks += [Chunk(f"{agent}:{path}:{i}", agent, path, 10 * i + 1, 10 * i + 9, t, t, "H", False, pid, 20)
               for i, t in enumerate(texts)]
    recs = build_records(chunks, np.stack(vectors), pool=pool, source=source, content_type="markdown",
                         doc_date=doc_date, evergreen=evergreen, content_hash=path, model_id="fake", dims=DIMS)
    store.replace_files(recs, [(agent, path)])


class Provider:
    id = "fake"


class FakeQueue:
    """In-test stand-in for EmbedQueue: fixed vectors per text, or an outage."""

    def __init__(self, vectors: dict[str, np.ndarray], down: bool = False) -> None:
        self.provider, self.vectors, self.down = Provider(), vectors, down
        self.document_calls: list[list[str]] = []

    def embed_query(self, text: str) -> np.ndarray:
        if self.down:
            raise EmbeddingUnavailableError("connection refused")
        return self.vectors.get(text, Q)

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        self.document_calls.append(list(texts))
        return np.stack([self.vectors.get(t, vec(0, 0, 0, 0, 0, 0, 0, 1)) for t in texts])


class FakeHyde:
    def __init__(self, text: str | None) -> None:
        self.text = text

    def generate(self, query: str) -> str | None:
        return self.text


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> LanceStore:
    s = LanceStore(Path(tmp_path_factory.mktemp("recall")) / "data", StorageConfig(lock_timeout_s=10.0),
                   model_id="fake", dims=DIMS)
    add_file(s, "meta", "MEMORY.md", ["gateway restart troubleshooting note", "unrelated cooking recipe"],
             [vec(1, 0.5), vec(0, 0, 0, 0, 0, 0, 0, 1)], pool="agent_memory", evergreen=True)
    add_file(s, "meta", "memory/2026-03-09.md", ["gateway restart incident report"], [vec(1, 0, 0.5)],
             pool="agent_memory", doc_date="2026-03-09")
    add_file(s, "meta", "MISTAKES.md", ["restarted the gateway without approval"], [vec(1, 0, 0, 0.7)],
             pool="agent_mistakes")
    add_file(s, "dev", "MEMORY.md", ["dev agent gateway restart secret"], [vec(1, 0, 0, 0, 0.2)], pool="agent_memory")
    add_file(s, "shared", "shared/rules/prefs.json", ["always ask before a gateway restart"], [vec(1, 0, 0, 0, 0, 0.9)],
             pool="shared_rules", evergreen=True)
    add_file(s, "shared", "reference/openclaw/gateway.md", ["openclaw gateway restart command reference"],
             [vec(1, 0, 0, 0, 0, 0, 0.4)], pool="reference_library")
    return s


def cfg(**recall: object) -> Config:
    return Config(recall=RecallConfig(**recall), hyde=HydeConfig(enabled=True))  # type: ignore[arg-type]


def run(store: LanceStore, queue: FakeQueue | None = None, *, config: Config | None = None, hyde: FakeHyde | None = None,
        **req: object):
    pipe = RecallPipeline(store, queue or FakeQueue({}), config or cfg(min_score=0.3), hyde=hyde)
    return pipe.run(PipelineRequest(query=str(req.pop("query", "gateway restart")), agent_id="meta", now=NOW,
                                    **req))  # type: ignore[arg-type]


def paths(result) -> list[str]:
    return [c.path for c in result.results]


def test_tool_mode_searches_reference_pools_and_only_the_agents_own_files(store: LanceStore) -> None:
    res = run(store, mode="tool", max_results=10)
    assert "reference/openclaw/gateway.md" in paths(res)
    assert all(c.agent_id in {"meta", "shared"} for c in res.results)  # never dev's files
    assert res.results[0].score == pytest.approx(1.0)
    assert res.fallback is None and res.provider == "fake"
    search = res.trace.entry("search")
    assert isinstance(search.detail, SearchDetail) and search.detail.depth == 40
    assert {pc.pool for pc in search.detail.counts} >= {"agent_memory", "agent_mistakes", "shared_rules",
                                                       "reference_library"}


def test_hook_mode_never_searches_reference_pools_and_keeps_rules(store: LanceStore) -> None:
    res = run(store, mode="hook", max_results=10)
    assert "reference/openclaw/gateway.md" not in paths(res)
    assert "shared/rules/prefs.json" in paths(res)
    assert res.injected, "the hook injects something"
    assert all(c.parent_text is not None and c.parent_text.startswith("PARENT") for c in res.injected)


def test_mistakes_boost_puts_the_mistake_first(store: LanceStore) -> None:
    res = run(store, mode="tool", max_results=10, overrides=RerankOptions(gate="off"))
    by_path = {c.path: c for c in res.results}
    assert not res.trace.drops or all(d.reason is not DropReason.DUPLICATE for d in res.trace.drops)
    # raw cosine: reference 0.93 > MEMORY.md 0.89 > MISTAKES.md 0.82; weights 1.0 / 1.4 / 1.6
    assert by_path["MISTAKES.md"].cosine < by_path["MEMORY.md"].cosine < by_path["reference/openclaw/gateway.md"].cosine
    assert paths(res)[:3] == ["MISTAKES.md", "MEMORY.md", "reference/openclaw/gateway.md"]
    assert res.results[0].weight == pytest.approx(1.6)
    assert by_path["memory/2026-03-09.md"].decay == pytest.approx(0.8 + 0.2 * np.exp(-0.03 * 25))


def test_shared_rules_survive_below_min_score_down_to_the_low_threshold(store: LanceStore) -> None:
    res = run(store, config=cfg(), mode="hook", max_results=10)  # default minScore 0.75 → lowThreshold 0.525
    rule = next(c for c in res.results if c.pool == "shared_rules")
    assert 0.525 <= rule.score < 0.75
    assert all(c.score >= 0.75 for c in res.results if c.pool != "shared_rules")


def test_embedding_outage_falls_back_to_bm25_only(store: LanceStore) -> None:
    res = run(store, FakeQueue({}, down=True), mode="tool", max_results=10)
    assert res.fallback == {"from": "fake", "reason": "memory search unavailable: connection refused"}
    assert res.results, "BM25 still finds the gateway notes"
    assert all(c.cosine is None for c in res.results)
    assert any("BM25-only" in n for n in res.trace.notes)


def test_hyde_fallback_uses_the_raw_query_and_says_so(store: LanceStore) -> None:
    queue = FakeQueue({})
    res = run(store, queue, hyde=FakeHyde(None), mode="tool")
    assert HYDE_FALLBACK_NOTE in res.trace.notes
    assert queue.document_calls == []
    assert res.results


def test_hyde_document_is_embedded_as_a_document(store: LanceStore) -> None:
    queue = FakeQueue({"The reference says: openclaw gateway restart": vec(0, 0, 0, 0, 0, 0, 1)})
    res = run(store, queue, hyde=FakeHyde("The reference says: openclaw gateway restart"), mode="tool",
              max_results=3, overrides=RerankOptions(gate="off"))
    assert queue.document_calls == [["The reference says: openclaw gateway restart"]]
    assert res.trace.entry("embed").detail.input == "hyde"
    assert res.results[0].path == "reference/openclaw/gateway.md"  # the HyDE vector points at it


def test_context_overlap_and_trace_rendering(store: LanceStore) -> None:
    res = run(store, mode="hook", max_results=10,
              context_texts=("the gateway restart troubleshooting note incident report was discussed",))
    dropped = {d.reason for d in res.trace.drops}
    assert DropReason.CONTEXT_OVERLAP in dropped
    assert isinstance(res.trace.entry("gate").detail, GateDecision)
    text = render_trace(res.trace)
    for needle in ("search", "agent_memory [vector]", "RRF k=60", "gate hard", "MMR: configured λ=0.9",
                   "context-overlap"):
        assert needle in text
    assert set(res.timings) >= {"clean", "embed", "search", "fuse", "mmr", "budget", "total"}


def test_gate_overrides_are_applied_per_call(store: LanceStore) -> None:
    res = run(store, mode="tool", overrides=RerankOptions(gate="soft", gate_threshold=0.5))
    gate = res.trace.entry("gate").detail
    assert isinstance(gate, GateDecision) and gate.mode == "soft" and gate.run


def test_empty_query_returns_nothing(store: LanceStore) -> None:
    res = run(store, query="   ", mode="hook")
    assert res.results == () and res.injected == ()


class FavouriteReranker:
    """In-test reranker that loves one path."""

    name = "favourite"

    def __init__(self, favourite: str) -> None:
        self.favourite, self.queries = favourite, []

    def rerank(self, query: str, documents: Sequence[str]) -> list[float] | None:
        self.queries.append(query)
        return [5.0 if self.favourite in d else -5.0 for d in documents]

    def probe(self) -> bool:
        return True


def test_soft_gate_runs_the_reranker_and_records_its_time(store: LanceStore) -> None:
    rr = FavouriteReranker("openclaw gateway restart command reference")
    pipe = RecallPipeline(store, FakeQueue({}), cfg(min_score=0.3), reranker=rr)
    res = pipe.run(PipelineRequest("Klein restarts the gateway.", "meta", mode="tool", now=NOW,
                                   overrides=RerankOptions(gate="soft", blend_mode="score", alpha=0.2)))
    assert rr.queries == ["Is it true that Klein restarts the gateway?"]
    assert res.results[0].path == "reference/openclaw/gateway.md"
    detail = res.trace.entry("rerank").detail
    assert detail.ran and detail.rerank_ms > 0 and detail.logit_spread == pytest.approx(10.0)


class BrokenStore:
    def vector_search(self, vector: np.ndarray, opts: object) -> list:
        raise ValueError("lance exploded")

    def vector_search_many(self, vector: np.ndarray, options: Sequence[object]) -> list:
        raise ValueError("lance exploded")

    def fts_search(self, query: str, opts: object) -> list:
        return []

    def fts_search_many(self, query: str, options: Sequence[object]) -> list:
        return [[] for _ in options]

    def get_by_ids(self, ids: Sequence[str]) -> list:
        return []


def test_a_foreign_error_in_a_stage_becomes_a_recall_error_naming_the_stage() -> None:
    from memspark.errors import RecallError, RecallStageError

    with pytest.raises(RecallError, match="'search'") as info:
        RecallPipeline(BrokenStore(), FakeQueue({}), cfg()).run(PipelineRequest("q", "meta"))
    assert info.value.action and isinstance(info.value.__cause__, ValueError)
    assert isinstance(info.value, RecallStageError)  # the search stage declares no fallback: the run fails


def test_a_near_duplicate_that_min_score_drops_does_not_suppress_a_shared_rule(tmp_path: Path) -> None:
    """Near-duplicate removal runs on what passes minScore: a memory below 0.75 — dropped anyway — must not
    take a near-identical shared rule (kept down to its lower 0.525 threshold) with it."""
    s = LanceStore(tmp_path / "data", StorageConfig(lock_timeout_s=10.0), model_id="fake", dims=DIMS)
    add_file(s, "meta", "memory/notes.md", ["gateway alpha"], [vec(1.0)], pool="agent_memory")
    add_file(s, "meta", "memory/other.md", ["zulu yankee"], [vec(0.75, 0.661)], pool="agent_memory")
    add_file(s, "shared", "shared/rules/r.md", ["xray whiskey"], [vec(0.74, 0.672)], pool="shared_rules")
    s.optimize()
    res = RecallPipeline(s, FakeQueue({}), Config()).run(PipelineRequest("gateway", "meta", now=NOW))
    assert [c.path for c in res.results] == ["memory/notes.md", "shared/rules/r.md"]
    drops = {d.location.split(":")[0]: d.reason for e in res.trace.entries for d in e.drops}
    assert drops == {"memory/other.md": DropReason.BELOW_MIN_SCORE}


# ---- the declared stage list, fallbacks in one place, ablations as "the list minus a stage" (issue 24) ----

TOOL_STAGES = ["clean", "hyde", "embed", "search", "fuse", "source-weight", "decay", "normalise", "dedup",
               "relevance", "gate", "rerank", "mmr", "focus", "limit", "injection-filter"]
# the hook focuses too; its expand stage takes the first hook_max_results sections (no limit stage)
HOOK_STAGES = [*TOOL_STAGES[:13], "focus", "abstain", "expand", "context-overlap", "injection-filter", "budget"]


def stage_names(result) -> list[str]:
    return [e.stage for e in result.trace.entries]


@pytest.mark.parametrize(("mode", "focus", "expected"), [
    ("tool", True, TOOL_STAGES),
    ("tool", False, [s for s in TOOL_STAGES if s != "focus"]),
    ("hook", True, HOOK_STAGES),
])
def test_the_pipeline_runs_the_declared_list_in_its_order(store: LanceStore, mode: str, focus: bool,
                                                         expected: list[str]) -> None:
    pipe = RecallPipeline(store, FakeQueue({}), cfg(min_score=0.3, focus=focus), hyde=FakeHyde(None))
    assert list(pipe.plan(mode).names) == expected  # type: ignore[arg-type]
    res = pipe.run(PipelineRequest("gateway restart", "meta", mode=mode, now=NOW))  # type: ignore[arg-type]
    assert stage_names(res) == expected
    assert res.results and (res.injected if mode == "hook" else True)


def test_an_empty_query_runs_only_the_clean_stage(store: LanceStore) -> None:
    res = RecallPipeline(store, FakeQueue({}), cfg()).run(PipelineRequest("  ", "meta", mode="hook"))
    assert stage_names(res) == ["clean"] and res.results == () and res.injected == ()


def _ranked(result) -> list[tuple[str, int, float]]:
    return [(c.path, c.start_line, round(c.score, 9)) for c in result.results]


def test_removing_a_stage_from_the_list_is_the_ablation(store: LanceStore) -> None:
    queue = FakeQueue({})
    req = PipelineRequest("gateway restart", "meta", mode="tool", max_results=10, now=NOW,
                          overrides=RerankOptions(gate="off"))
    full = RecallPipeline(store, queue, cfg(min_score=0.3)).run(req)
    assert [c.path for c in full.results][0] == "MISTAKES.md"  # the mistakes pool's weight puts it first

    no_weights = RecallPipeline(store, queue, cfg(min_score=0.3), without=("source-weight",)).run(req)
    assert stage_names(no_weights) == [s for s in TOOL_STAGES if s != "source-weight"]
    assert all(c.weight == 1.0 for c in no_weights.results)
    assert [c.path for c in no_weights.results][0] == "reference/openclaw/gateway.md"  # raw cosine order
    # the same answer as the config that weighs nothing: the stage was the only thing that weighed
    assert _ranked(no_weights) == _ranked(RecallPipeline(store, queue, cfg(min_score=0.3, source_weights={})).run(req))

    no_decay = RecallPipeline(store, queue, cfg(min_score=0.3), without=("decay",)).run(req)
    assert "decay" not in stage_names(no_decay)
    assert next(c for c in no_decay.results if c.path == "memory/2026-03-09.md").decay == 1.0
    assert next(c for c in full.results if c.path == "memory/2026-03-09.md").decay < 1.0

    no_focus = RecallPipeline(store, queue, cfg(min_score=0.3), without=("focus",)).run(req)
    focus_off = RecallPipeline(store, queue, cfg(min_score=0.3, focus=False)).run(req)
    assert stage_names(no_focus) == stage_names(focus_off) and _ranked(no_focus) == _ranked(focus_off)


def test_the_hook_without_focus_falls_back_to_the_limit_stage(store: LanceStore) -> None:
    req = PipelineRequest("gateway restart", "meta", mode="hook", now=NOW, overrides=RerankOptions(gate="off"))
    config = cfg(min_score=0.0, hook_max_results=2)
    no_focus = RecallPipeline(store, FakeQueue({}), config, without=("focus",))
    assert list(no_focus.plan("hook").names) == [s if s != "focus" else "limit" for s in HOOK_STAGES]
    res = no_focus.run(req)
    assert len(res.results) == 2 and 0 < len(res.injected) <= 2  # not every candidate
    focus_off = RecallPipeline(store, FakeQueue({}), cfg(min_score=0.0, hook_max_results=2, focus=False)).run(req)
    assert stage_names(res) == stage_names(focus_off) and _ranked(res) == _ranked(focus_off)


@pytest.mark.parametrize("names", [("nonsense",), ("search",), ("injection-filter",)])
def test_only_declared_removable_stages_can_be_left_out(store: LanceStore, names: tuple[str, ...]) -> None:
    from memspark.errors import ConfigError

    with pytest.raises(ConfigError, match=names[0]) as info:
        RecallPipeline(store, FakeQueue({}), cfg(), without=names)
    assert info.value.action and "decay" in info.value.action


class RaisingReranker:
    name = "raising"

    def rerank(self, query: str, documents: Sequence[str]) -> list[float] | None:
        raise RuntimeError("reranker bug")


class RaisingHyde:
    def __init__(self, error: Exception) -> None:
        self.error = error

    def generate(self, query: str) -> str | None:
        raise self.error


def _fallback_records(caplog: pytest.LogCaptureFixture, stage: str) -> list:
    return [r for r in caplog.records if r.name == "memspark.recall.pipeline" and f"'{stage}'" in r.getMessage()]


def test_a_failing_reranker_falls_back_in_the_runner_with_its_traceback(store: LanceStore,
                                                                       caplog: pytest.LogCaptureFixture) -> None:
    req = PipelineRequest("Klein restarts the gateway.", "meta", mode="tool", now=NOW,
                          overrides=RerankOptions(gate="soft", gate_threshold=0.5))
    plain = RecallPipeline(store, FakeQueue({}), cfg(min_score=0.3)).run(req)
    with caplog.at_level("WARNING", logger="memspark.recall.pipeline"):
        res = RecallPipeline(store, FakeQueue({}), cfg(min_score=0.3), reranker=RaisingReranker()).run(req)
    assert _ranked(res) == _ranked(plain)  # passthrough: the order without a reranker
    detail = res.trace.entry("rerank").detail
    assert not detail.ran and detail.fallback_reason == "reranker raised RuntimeError: reranker bug"
    assert any("passthrough" in n for n in res.trace.entry("rerank").notes)
    [record] = _fallback_records(caplog, "rerank")
    assert record.exc_info and isinstance(record.exc_info[1], RuntimeError)  # the traceback is logged


def test_a_failing_hyde_generator_falls_back_to_the_raw_query(store: LanceStore,
                                                              caplog: pytest.LogCaptureFixture) -> None:
    plain = run(store, hyde=FakeHyde(None), mode="tool")
    with caplog.at_level("WARNING", logger="memspark.recall.pipeline"):
        res = run(store, hyde=RaisingHyde(KeyError("generator bug")), mode="tool")
    assert _ranked(res) == _ranked(plain) and res.results
    assert HYDE_FALLBACK_NOTE in res.trace.notes
    assert res.trace.entry("hyde").detail.reason.startswith("error: KeyError")
    assert res.trace.entry("embed").detail.input == "query"
    [record] = _fallback_records(caplog, "hyde")
    assert record.exc_info and isinstance(record.exc_info[1], KeyError)


def test_a_memspark_error_in_a_fallback_stage_is_logged_by_its_message_only(store: LanceStore,
                                                                             caplog: pytest.LogCaptureFixture) -> None:
    from memspark.errors import LLMUnavailableError

    with caplog.at_level("WARNING", logger="memspark.recall.pipeline"):
        res = run(store, hyde=RaisingHyde(LLMUnavailableError("connection refused")), mode="tool")
    assert res.results and HYDE_FALLBACK_NOTE in res.trace.notes
    [record] = _fallback_records(caplog, "hyde")
    assert record.exc_info is None and "connection refused" in record.getMessage()


def test_a_stage_reaches_only_the_providers_it_declares(store: LanceStore) -> None:
    """The runner hides undeclared providers; focus declares the store it reads turn vectors from."""
    from memspark.errors import RecallError
    from memspark.recall.pipeline import StageRunner
    from memspark.recall.stages import StageIO, StageOutput
    from memspark.recall.stages.contract import PureStage
    from memspark.recall.stages.registry import FOCUS

    class Sneaky(PureStage):
        name = "sneaky"

        def run(self, ctx, candidates):  # type: ignore[no-untyped-def]
            ctx.store.get_by_ids(["x"])
            return StageOutput(candidates)

    class Declared(Sneaky):
        name = "declared"
        io = frozenset({StageIO.STORE})

    pipe = RecallPipeline(store, FakeQueue({}), cfg())
    ctx = pipe.context(PipelineRequest("gateway", "meta"))
    with pytest.raises(RecallError, match="'sneaky' used the store without declaring it"):
        StageRunner(ctx).run((Sneaky(),), ())
    runner = StageRunner(ctx)
    assert runner.run((Declared(),), ()) == () and [e.stage for e in runner.entries] == ["declared"]
    assert StageIO.STORE in FOCUS.io


def test_the_hook_logs_the_traceback_of_a_stage_bug(store: LanceStore, caplog: pytest.LogCaptureFixture) -> None:
    from memspark.recall import MemorySparkManager, before_prompt_build

    class BrokenQueue(FakeQueue):
        identity = "fake"

        def embed_query(self, text: str) -> np.ndarray:
            raise ZeroDivisionError("embedder bug")

    mgr = MemorySparkManager(Config(recall=RecallConfig(min_score=0.3)), "meta", store=store,  # type: ignore[arg-type]
                             queue=BrokenQueue({}), reranker=FavouriteReranker("none"))
    try:
        with caplog.at_level("WARNING", logger="memspark.recall.hook"):
            assert before_prompt_build(mgr, prompt="gateway restart", now=NOW) == {}
    finally:
        mgr.close()
    [record] = [r for r in caplog.records if r.name == "memspark.recall.hook"]
    assert "auto-recall skipped" in record.getMessage() and "'embed'" in record.getMessage()
    assert record.exc_info and isinstance(record.exc_info[1].__cause__, ZeroDivisionError)


def test_every_full_minus_one_ablation_names_a_removable_stage() -> None:
    from memspark.recall.stages.registry import all_stage_names, check_removable
    from memspark_eval.ablations import FULL_VARIANTS

    removed = [name for v in FULL_VARIANTS.values() for name in v.without]
    assert {"decay", "focus", "dedup", "mmr", "source-weight"} <= set(removed)
    assert check_removable(removed) == tuple(removed)
    assert set(removed) <= set(all_stage_names())
