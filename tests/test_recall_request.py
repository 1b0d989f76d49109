"""The typed core of search: ``RecallRequest`` → ``memspark.recall.core.search`` → ``RecallResult``, and the
adapters around it (``Memory.search`` with no dict on the way, ``memory_search``'s spec shape, the CLI),
on a real indexed workspace with the real local model."""

from __future__ import annotations

import ast
import dataclasses
import json
import sys
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from types import FrameType
from typing import Any

import pytest

from memspark import Memory
from memspark.bounds import MAX_RESULTS, MIN_SCORE
from memspark.cli import main
from memspark.config import Config, load_config
from memspark.embed import EmbedQueue
from memspark.errors import InvalidToolParams, RecallError
from memspark.recall import MemorySparkManager, RerankOptions
from memspark.recall.core import search
from memspark.recall.format import citations_on
from memspark.recall.request import RecallHit, RecallRequest, RecallResult
from memspark.storage import LanceStore
from memspark.toolset.indexer import index_paths
from memspark.toolset.models import TOOL_MODELS
from memspark.toolset.params import validate
from memspark.toolset.search import memory_search, rerank_options
from memspark.toolset.shapes import hit_dict, search_dict
from memspark.vocab import CitationMode, SessionKind, Source
from memspark.workspace import Workspace

REPO = Path(__file__).resolve().parents[1]
QUERY = "where did the staging database move"
NOW = "2026-03-20"
FILES = {
    "workspace-meta/MEMORY.md": "# Memory\n\nKlein prefers concise answers.\n\nThe staging database moved to "
                                "db-stg-02.internal on port 5433.\n",
    "workspace-meta/memory/2026-03-15.md": "# Ops\n\nBackups of the staging database run nightly at 02:00.\n\n"
                                           "The gateway restarts with oc-restart.\n",
    "workspace-meta/memory/captures/2026-03-16.md": "# Captures\n\n- The staging database password rotates "
                                                    "monthly.\n",
    "shared/knowledge/db.md": "# Databases\n\nProduction Postgres lives on db-prod-01; staging on db-stg-02.\n",
}


@pytest.fixture()
def cfg(tmp_path: Path, queue: EmbedQueue) -> Config:
    (tmp_path / "workspace-dev").mkdir()
    for rel, text in FILES.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text, encoding="utf-8")
    cfg = load_config(root=tmp_path, env={})
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
    index_paths(cfg, Workspace(cfg.workspace, cfg.root), store, queue, [tmp_path / rel for rel in FILES])
    store.close()
    return cfg


@pytest.fixture()
def manager(cfg: Config, queue: EmbedQueue) -> Iterator[MemorySparkManager]:
    with MemorySparkManager(cfg, "meta", queue=queue) as m:
        yield m


# ---- the request checks itself, as memory_search does --------------------------------------------------
def _tool_refusal(params: dict[str, Any]) -> str | None:
    try:
        validate(TOOL_MODELS["memory_search"], {"query": QUERY, **params})
    except InvalidToolParams as exc:
        return f"{exc.message} | {exc.action}"
    return None


def _request_refusal(**kwargs: Any) -> str | None:
    try:
        RecallRequest(QUERY, **kwargs)
    except InvalidToolParams as exc:
        return f"{exc.message} | {exc.action}"
    return None


def _around(lo: float, hi: float, step: float) -> list[float]:
    return [lo - step, lo, hi, hi + step, float("nan"), float("inf")]


def test_a_request_refuses_what_memory_search_refuses_with_the_same_words() -> None:
    assert MAX_RESULTS.lo is not None and MAX_RESULTS.hi is not None
    assert MIN_SCORE.lo is not None and MIN_SCORE.hi is not None
    cases = [("maxResults", "max_results", v) for v in (*_around(MAX_RESULTS.lo, MAX_RESULTS.hi, 1), 2.5, True)]
    cases += [("minScore", "min_score", v) for v in (*_around(MIN_SCORE.lo, MIN_SCORE.hi, 0.01), True)]
    refused = 0
    for param, field, value in cases:
        expected = _tool_refusal({param: value})
        assert _request_refusal(**{field: value}) == expected, (param, value)
        refused += expected is not None
    assert refused == len(cases) - 4  # each range's two bounds are accepted, everything else refused


def test_a_request_is_typed_and_frozen() -> None:
    req = RecallRequest(QUERY, max_results=5.0, min_score=1, session_kind="group",  # type: ignore[arg-type]
                        now=date(2026, 3, 20), rerank=RerankOptions(gate="off"))
    assert (req.max_results, type(req.max_results), req.min_score, type(req.min_score)) == (5, int, 1.0, float)
    assert req.session_kind is SessionKind.GROUP and req.agent is None
    with pytest.raises(dataclasses.FrozenInstanceError):
        req.query = "x"  # type: ignore[misc]
    for blank in ("", "   \n", None):
        with pytest.raises(InvalidToolParams, match="query is required"):
            RecallRequest(blank)  # type: ignore[arg-type]
    with pytest.raises(InvalidToolParams, match="session kind 'dm' is not one of direct, group, channel"):
        RecallRequest(QUERY, session_kind="dm")  # type: ignore[arg-type]
    with pytest.raises(InvalidToolParams, match="now must be a date"):
        RecallRequest(QUERY, now="2026-03-20")  # type: ignore[arg-type]
    with pytest.raises(InvalidToolParams, match="rerank must be RerankOptions"):
        RecallRequest(QUERY, rerank={"gateOverride": "off"})  # type: ignore[arg-type]


def test_rerank_options_refuse_names_that_are_not_rerank_options() -> None:
    assert rerank_options({"gateOverride": "off", "rrfKOverride": 60}) == RerankOptions(gate="off", rrf_k=60)
    with pytest.raises(InvalidToolParams, match="'maxResults' are not RerankOptions"):
        rerank_options({"maxResults": 5})
    with pytest.raises(InvalidToolParams, match="does not accept 'gate'"):
        rerank_options({"gate": "off"})


# ---- the core and its shapes ----------------------------------------------------------------------------
def test_the_core_answers_a_request_with_typed_hits(manager: MemorySparkManager) -> None:
    result = search(manager, RecallRequest(QUERY, min_score=0.0, now=date.fromisoformat(NOW)))
    assert isinstance(result, RecallResult) and result.hits and all(isinstance(h, RecallHit) for h in result.hits)
    assert "db-stg-02" in result.hits[0].snippet and result.hits[0].score == 1.0
    assert {type(h.source) for h in result.hits} == {Source} and result.citations is CitationMode.AUTO
    assert all(h.citation == f"{h.path}:{h.start_line}" for h in result.hits)  # auto: on in direct chats
    assert result.provider == manager.provider_name and result.fallback is None and result.warning is None
    assert result.run.trace.entries  # the pipeline run behind it, for --trace
    group = search(manager, RecallRequest(QUERY, min_score=0.0, session_kind=SessionKind.GROUP))
    assert group.hits and all(h.citation == "" for h in group.hits)
    assert len(search(manager, RecallRequest(QUERY, min_score=0.0, max_results=1)).hits) == 1
    with pytest.raises(RecallError, match="agent 'dev'"):
        search(manager, RecallRequest(QUERY, agent="dev"))


def test_memory_search_is_the_core_rendered_in_the_spec_shape(manager: MemorySparkManager) -> None:
    params = {"query": QUERY, "minScore": 0.0, "maxResults": 20, "now": NOW, "gateOverride": "off"}
    typed = search(manager, RecallRequest(QUERY, min_score=0.0, max_results=20, now=date.fromisoformat(NOW),
                                          rerank=RerankOptions(gate="off")))
    assert json.dumps(memory_search(manager, params)) == json.dumps(search_dict(typed))
    run = manager.recall(QUERY, min_score=0.0, max_results=20, now=NOW, overrides=RerankOptions(gate="off"))
    candidates = manager.clamp(run)
    captured = [dataclasses.replace(c, source=Source.CAPTURE, absolute=None) for c in candidates]
    assert candidates
    for c in (*candidates, *captured):
        for cite in (True, False):  # the typed hit renders in the spec's result shape, key order included
            row = hit_dict(RecallHit.from_candidate(c, citations=cite))
            spec = {"path": c.path, "startLine": c.start_line, "endLine": c.end_line,
                    "score": round(min(max(float(c.score), 0.0), 1.0), 4), "snippet": c.snippet}
            spec |= {"source": "memory", "origin": "capture"} if c.source == Source.CAPTURE else {"source": c.source}
            spec |= {} if c.absolute is None else {"relevance": round(float(c.absolute), 4)}
            spec |= {"citation": f"{c.path}:{c.start_line}"} if cite else {}
            assert json.dumps(row) == json.dumps(spec)
    # a source this version does not know (a newer version wrote the row) passes through as origin
    newer = dataclasses.replace(candidates[0], source="voice_note")
    assert hit_dict(RecallHit.from_candidate(newer, citations=False))["origin"] == "voice_note"
    # the manager's spec ``search`` renders through the same one renderer
    spec_search = manager.search(QUERY, min_score=0.0, max_results=20, now=NOW, rerank=RerankOptions(gate="off"))
    cite = citations_on(manager.cfg.recall.citations, SessionKind.DIRECT)
    assert json.dumps(spec_search) == json.dumps([hit_dict(RecallHit.from_candidate(c, citations=cite))
                                                  for c in candidates])
    with MemorySparkManager(manager.cfg, "nobody", queue=manager.queue) as nobody:
        unknown = search(nobody, RecallRequest(QUERY, min_score=0.0))
    assert unknown.warning is not None and "unknown agent 'nobody'" in search_dict(unknown)["warning"]


# ---- Memory.search: the core, no dict on the way --------------------------------------------------------
_DICT_PATH = {"run_search", "search_response", "memory_search", "request_from_params", "search_dict", "hit_dict",
              "validate", "from_result"}


def _calls_during(fn: Any) -> set[tuple[str, str]]:
    """(module file, function) of every Python call made on this thread while ``fn`` runs."""
    seen: set[tuple[str, str]] = set()

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event == "call":
            seen.add((Path(frame.f_code.co_filename).name, frame.f_code.co_name))

    sys.setprofile(profile)
    try:
        fn()
    finally:
        sys.setprofile(None)
    return seen


def test_memory_search_runs_the_core_and_no_dict_code_path(cfg: Config) -> None:
    with Memory(cfg.root, agent="meta") as mem:
        mem.search("warm up", min_score=0.0)  # loads the model and opens the table outside the profile
        hits: list[Any] = []
        calls = _calls_during(lambda: hits.extend(mem.search(QUERY, min_score=0.0, now=NOW)))
        tool = memory_search(mem._tools("meta").manager, {"query": QUERY, "minScore": 0.0, "now": NOW})
    assert ("core.py", "search") in calls and ("request.py", "from_candidate") in calls
    assert not {name for _, name in calls} & _DICT_PATH, sorted({n for _, n in calls} & _DICT_PATH)
    # and it answers what memory_search answers
    assert [(h.path, h.start_line, h.end_line, h.score, h.text, h.source, h.citation) for h in hits] == \
        [(r["path"], r["startLine"], r["endLine"], r["score"], r["snippet"], r["source"], r.get("citation", ""))
         for r in tool["results"]]


def test_the_memory_module_and_the_core_never_reach_for_the_dict_tools() -> None:
    """Statically too: memory.py's search, core.py and request.py name no dict tool and build no dict."""
    tree = ast.parse((REPO / "memspark/memory.py").read_text(encoding="utf-8"))
    method = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "search")
    for source in (method, ast.parse((REPO / "memspark/recall/core.py").read_text(encoding="utf-8")),
                   ast.parse((REPO / "memspark/recall/request.py").read_text(encoding="utf-8"))):
        names = {n.id for n in ast.walk(source) if isinstance(n, ast.Name)} | \
            {n.attr for n in ast.walk(source) if isinstance(n, ast.Attribute)} | \
            {a.name.rsplit(".", 1)[-1] for n in ast.walk(source) if isinstance(n, ast.ImportFrom) for a in n.names}
        modules = {n.module or "" for n in ast.walk(source) if isinstance(n, ast.ImportFrom)}
        assert not names & _DICT_PATH and not any(m.startswith("memspark.toolset") for m in modules)
        assert not any(isinstance(n, ast.Dict | ast.DictComp) for n in ast.walk(source))


# ---- the CLI builds the request from its arguments ------------------------------------------------------
def test_the_cli_search_answers_as_memory_search(cfg: Config, manager: MemorySparkManager,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    root = ["--root", str(cfg.root)]
    code = main([*root, "search", QUERY, "--agent", "meta", "--min-score", "0", "--now", NOW, "--json",
                 "--rerank-options", '{"gateOverride": "off"}'])
    printed = capsys.readouterr().out.strip()
    tool = memory_search(manager, {"query": QUERY, "minScore": 0.0, "now": NOW, "gateOverride": "off"})
    assert code == 0 and json.loads(printed) == json.loads(json.dumps(tool))
    code = main([*root, "search", QUERY, "--agent", "meta", "--json", "--rerank-options", '{"maxResults": 5}'])
    out = json.loads(capsys.readouterr().out)
    assert code == 1 and out["error"].startswith("invalid_params") and "not RerankOptions" in out["error"]
