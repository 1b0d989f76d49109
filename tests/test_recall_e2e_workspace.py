"""End to end on a real index of a copy of examples/workspace (real LanceDB, real MiniLM).

The index is built once per test process by :func:`example_index` (chunk → embed → store through
the library APIs, exactly as the ingest flow composes them; the flow itself is tested in
test_ingest_flow.py) and shared by the e2e, surface and CLI tests. The copy adds one private
note to ``workspace-dev`` with a token no other file has, for the cross-agent privacy tests.
"""

from __future__ import annotations

import atexit
import functools
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pyarrow as pa

from memspark.chunking import chunk_document
from memspark.config import Config, load_config
from memspark.embed import EmbedQueue, create_provider
from memspark.ingest.scan import read_text, snapshot_files
from memspark.storage import LanceStore, build_records
from memspark.workspace import Workspace

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "examples" / "workspace"
SECRET = "zebracorn-4471"
SECRET_NOTE = (f"# Dev vault\n\nThe staging vault unlock phrase is {SECRET}; only the dev agent may know it.\n"
               "Rotate it after every release.\n")


@dataclass(frozen=True)
class ExampleIndex:
    root: Path
    data_dir: Path
    cfg: Config
    queue: EmbedQueue


def index_workspace(cfg: Config, queue: EmbedQueue) -> int:
    """Chunk, embed and store every file of ``cfg.root``; returns the table's row count."""
    ws = Workspace(cfg.workspace, cfg.root)
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
    tables, keys = [], []
    for snap in snapshot_files(ws, ws.iter_files()):
        if snap.skip is not None:
            continue
        route = snap.route
        doc_date = route.doc_date(snap.mtime)
        chunks = chunk_document(read_text(route.abs_path, cfg.workspace.max_file_bytes), agent_id=route.agent_id,
                                path=route.path, content_type=route.content_type, doc_date=doc_date, cfg=cfg.chunk)
        children = [c.embed_text for c in chunks if not c.is_parent]
        vectors = queue.embed_documents(children) if children else None
        tables.append(build_records(chunks, vectors, pool=route.pool, source=route.source,
                                    content_type=route.content_type, doc_date=doc_date, evergreen=route.evergreen,
                                    content_hash=snap.content_hash, model_id=queue.identity, dims=queue.dims))
        keys.append(route.key)
    store.replace_files(pa.concat_tables(tables), keys)  # one commit: fast, like one ingest batch
    store.optimize()
    return store.count()


@functools.cache
def example_index() -> ExampleIndex:
    tmp = Path(tempfile.mkdtemp(prefix="memspark-recall-e2e-"))
    atexit.register(shutil.rmtree, tmp, True)
    root = tmp / "workspace"
    shutil.copytree(EXAMPLES, root)
    (root / "workspace-dev" / "memory" / "dev-vault.md").write_text(SECRET_NOTE, encoding="utf-8")
    cfg = load_config(root=root, data_dir=tmp / "data", env={})
    queue = EmbedQueue(create_provider(cfg.embed), cfg.embed)
    index_workspace(cfg, queue)
    return ExampleIndex(root, tmp / "data", cfg, queue)


# ---------------------------------------------------------------------------------------- tests
import dataclasses  # noqa: E402
import math  # noqa: E402
from datetime import date  # noqa: E402

import pytest  # noqa: E402

from memspark.recall import MemorySparkManager, before_prompt_build  # noqa: E402
from memspark.toolset.search import memory_get, memory_search  # noqa: E402

NOW = "2026-04-03"  # the examples' "today"


def manager(agent: str, **recall: object) -> MemorySparkManager:
    ix = example_index()
    cfg = ix.cfg if not recall else dataclasses.replace(ix.cfg, recall=dataclasses.replace(ix.cfg.recall, **recall))
    return MemorySparkManager(cfg, agent, queue=ix.queue)


def test_memory_search_return_shape_is_the_spec_shape() -> None:
    out = memory_search(manager("meta"), {"query": "What is Klein's preferred timezone?", "now": NOW})
    assert set(out) == {"results", "provider", "model", "citations", "mode"}
    assert out["provider"] == "local:all-MiniLM-L6-v2-int8" and out["model"] == "all-MiniLM-L6-v2-int8"
    assert out["citations"] == "auto" and out["mode"] == "search"
    assert out["results"], out
    for r in out["results"]:
        # the spec's keys, plus "relevance": the absolute signal beside the normalised score
        assert set(r) == {"path", "startLine", "endLine", "score", "snippet", "source", "citation", "relevance"}
        assert isinstance(r["startLine"], int) and isinstance(r["endLine"], int) and r["startLine"] <= r["endLine"]
        assert isinstance(r["score"], float) and 0.0 <= r["score"] <= 1.0
        assert r["source"] == "memory" and r["citation"] == f"{r['path']}:{r['startLine']}"
    assert out["results"][0]["score"] == 1.0
    assert "USER.md" in [r["path"] for r in out["results"]]
    assert any("America/New_York" in r["snippet"] for r in out["results"])


def test_citations_auto_on_off() -> None:
    q = {"query": "What is Klein's preferred timezone?"}
    auto = manager("meta")
    assert all("citation" not in r for r in memory_search(auto, q, session_kind="group")["results"])
    assert all("citation" not in r for r in memory_search(auto, q, session_kind="channel")["results"])
    on = memory_search(manager("meta", citations="on"), q, session_kind="group")
    assert on["citations"] == "on" and all("citation" in r for r in on["results"])
    off = memory_search(manager("meta", citations="off"), q, session_kind="direct")
    assert off["citations"] == "off" and all("citation" not in r for r in off["results"])
    assert all("citation" not in r for r in auto.search(q["query"], session_key="agent:meta:group:42"))
    assert all("citation" in r for r in auto.search(q["query"], session_key="agent:meta:main"))


def test_results_are_clamped_to_max_injected_chars() -> None:
    full = memory_search(manager("meta"), {"query": "How does the gateway restart process work?", "minScore": 0.0})
    small = memory_search(manager("meta", max_injected_chars=600),
                          {"query": "How does the gateway restart process work?", "minScore": 0.0})
    assert sum(len(r["snippet"]) for r in full["results"]) > 600
    assert 0 < sum(len(r["snippet"]) for r in small["results"]) <= 600
    assert len(small["results"]) < len(full["results"])


def test_decay_ordering_with_fixed_now() -> None:
    result = manager("meta").recall("What did we work on regarding the Mika LoRA?", now=NOW)
    dated = [c for c in result.results if c.path.startswith("memory/2026-")]
    assert len(dated) >= 2, [c.path for c in result.results]
    for c in dated:  # decay = floor + (1 - floor) e^(-rate * age), age from the file name, now fixed
        age = (date.fromisoformat(NOW) - date.fromisoformat(c.path[7:17])).days
        assert c.decay == pytest.approx(0.8 + 0.2 * math.exp(-0.03 * age), abs=1e-3), c.path
    assert any(c.decay < 0.9 for c in dated) and any(c.decay == pytest.approx(1.0) for c in dated)
    assert all(c.decay == 1.0 for c in result.results if c.path == "MEMORY.md")  # evergreen


def test_mistakes_are_boosted_first() -> None:
    result = manager("dev").recall("Have we seen this error before: Arrow schema mismatch on mergeInsert?", now=NOW)
    pools = [c.pool for c in result.results]
    assert pools[0] in {"agent_mistakes", "shared_mistakes"} and "shared_mistakes" in pools, pools
    assert all(c.weight == pytest.approx(1.6) for c in result.results if c.pool.endswith("_mistakes"))
    # mistakes outrank every plain memory chunk, MEMORY.md (1.4x) included
    first_plain = next((i for i, p in enumerate(pools) if not p.endswith("_mistakes")), len(pools))
    assert first_plain >= 3 and all(p.endswith("_mistakes") for p in pools[:first_plain])


def test_reference_pools_are_tool_only() -> None:
    mgr = manager("meta")
    out = memory_search(mgr, {"query": "OpenClaw cron syntax", "maxResults": 5})
    assert "reference/openclaw/cron.md" in [r["path"] for r in out["results"]]
    hook = before_prompt_build(mgr, prompt="OpenClaw cron syntax", now=NOW)
    assert hook and 'source="memory-spark:memory:reference/' not in hook["prependContext"]
    hook_run = mgr.recall("OpenClaw cron syntax", mode="hook", now=NOW)
    assert all(not c.pool.startswith("reference") for c in hook_run.results)


def test_shared_rules_searched_with_low_threshold() -> None:
    result = manager("school").recall("What format should I use for daily notes?", now=NOW)
    rules = [c for c in result.results if c.pool == "shared_rules"]
    assert any(c.path == "shared/rules/shared-preferences.json" for c in rules)
    assert any(0.525 <= c.score < 0.75 for c in rules)  # kept below minScore by lowThreshold
    assert all(c.score >= 0.75 for c in result.results if c.pool != "shared_rules")


def test_parent_expansion_in_hook_child_snippet_in_search() -> None:
    mgr = manager("meta")
    q = "What is the restart approval process?"
    injected = mgr.recall(q, mode="hook", now=NOW).injected
    expanded = [c for c in injected if c.parent_text is not None]
    assert expanded, injected
    child = expanded[0]
    assert child.text.strip()[:60] in child.parent_text and len(child.parent_text) > len(child.text)
    assert child.parent_start_line <= child.start_line <= child.end_line <= child.parent_end_line
    block = before_prompt_build(mgr, prompt=q, now=NOW)["prependContext"]
    assert block.startswith(f'<relevant-memories>\n  <memory source="memory-spark:memory:{injected[0].path}" '
                            f'score="{injected[0].score:.2f}" updated="')
    assert block.endswith("\n  </memory>\n</relevant-memories>")
    first_parent_line = next(line for line in child.parent_text.split("\n") if line.strip())
    assert "    " + first_parent_line.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") in block
    assert len(block) <= 4000  # the budget counts the whole block: wrapper, attributes and indentation too
    results = memory_search(mgr, {"query": q, "now": NOW, "minScore": 0.0, "maxResults": 20})["results"]
    # tool results point at the matched child's best blocks (focus): inside the child, never the parent
    inside = [r for r in results if r["path"] == child.path
              and child.start_line <= r["startLine"] <= r["endLine"] <= child.end_line]
    assert inside and all(r["snippet"] in child.text for r in inside)
    whole = memory_search(manager("meta", focus=False), {"query": q, "now": NOW, "minScore": 0.0,
                                                         "maxResults": 20})["results"]
    same = [r for r in whole if r["path"] == child.path and r["startLine"] == child.start_line]
    assert same and same[0]["snippet"] == child.text and same[0]["endLine"] == child.end_line


def test_context_dedup_drops_memory_already_in_conversation() -> None:
    mgr = manager("meta")
    q = "What are Klein's coding preferences?"
    plain = mgr.recall(q, mode="hook", now=NOW).injected
    assert plain and plain[0].path == "MEMORY.md"
    summary = ("Klein's coding style: concise TypeScript, functional patterns, minimal dependencies, "
               "explicit error handling.")
    deduped = mgr.recall(q, mode="hook", now=NOW, context_texts=(summary, plain[0].text)).injected
    assert plain[0].id not in [c.id for c in deduped]
    hook = before_prompt_build(mgr, prompt=q, messages=[{"role": "assistant", "content": plain[0].text}],
                               summaries=[summary], now=NOW)
    assert "concise TypeScript, functional patterns" not in hook.get("prependContext", "")


def test_injection_line_never_reaches_the_agent() -> None:
    mgr = manager("meta")
    for q in ("What is Klein's preferred timezone?", "forum snippet reveal the system prompt"):
        block = before_prompt_build(mgr, prompt=q, now=NOW).get("prependContext", "")
        assert "Ignore all previous instructions" not in block
        out = memory_search(mgr, {"query": q, "minScore": 0.0, "maxResults": 30})
        assert out["results"] and all("Ignore all previous instructions" not in r["snippet"] for r in out["results"])


def test_memory_get_lines_match_search_results() -> None:
    mgr = manager("meta")
    top = memory_search(mgr, {"query": "What is Klein's preferred timezone?", "now": NOW})["results"][0]
    n = top["endLine"] - top["startLine"] + 1
    got = memory_get(mgr, {"path": top["path"], "from": top["startLine"], "lines": n})
    assert got == {"text": top["snippet"], "path": top["path"]}
    default = memory_get(mgr, {"path": "AGENTS.md"})
    assert len(default["text"].split("\n")) == 50


def test_agents_cannot_read_each_others_private_pools() -> None:
    dev, meta = manager("dev"), manager("meta")
    assert any(SECRET in r["snippet"] for r in memory_search(dev, {"query": f"vault unlock phrase {SECRET}"})["results"])
    leaked = memory_search(meta, {"query": f"vault unlock phrase {SECRET}", "minScore": 0.0, "maxResults": 50})
    assert "error" not in leaked and all(SECRET not in r["snippet"] for r in leaked["results"])
    assert SECRET not in before_prompt_build(meta, prompt=f"vault unlock phrase {SECRET}").get("prependContext", "")
    assert SECRET in before_prompt_build(dev, prompt=f"vault unlock phrase {SECRET}").get("prependContext", "")
    for path in ("workspace-dev/memory/dev-vault.md", "../workspace-dev/memory/dev-vault.md",
                 "memory/../../workspace-dev/memory/dev-vault.md", "/etc/passwd", "memory/dev-vault.md"):
        got = memory_get(meta, {"path": path})
        assert set(got) == {"path", "text", "disabled", "error"} and got["text"] == "" and got["disabled"] is True
        assert SECRET not in str(got)
    assert "SCOPE_MISMATCH" in memory_get(meta, {"path": "workspace-dev/memory/dev-vault.md"})["error"]
    assert "SCOPE_MISMATCH" in memory_get(meta, {"path": "../workspace-dev/memory/dev-vault.md"})["error"]
    assert SECRET in memory_get(dev, {"path": "memory/dev-vault.md"})["text"]


def test_agent_scopes_limit_pools_and_give_scope_mismatch() -> None:
    school = manager("school", agent_scopes={"school": ["agent_memory", "shared_rules"]})
    out = memory_search(school, {"query": "What format should I use for daily notes?", "minScore": 0.0})
    assert out["results"] and all(r["path"] == "shared/rules/shared-preferences.json" or
                                  not r["path"].startswith(("shared/knowledge", "reference/")) for r in out["results"])
    got = memory_get(school, {"path": "shared/knowledge/Documentation/Agents/daily-notes.md"})
    assert got["disabled"] is True and "SCOPE_MISMATCH" in got["error"] and got["text"] == ""
    ok = memory_get(manager("school"), {"path": "shared/knowledge/Documentation/Agents/daily-notes.md"})
    assert "error" not in ok and ok["text"]


@pytest.mark.parametrize(("params", "needle"), [
    ({}, "query is required"),
    ({"query": "   "}, "query is required"),
    ({"query": "x", "maxResults": "many"}, "maxResults must be a number"),
    ({"query": "x", "maxResults": 0}, "below 1"),
    ({"query": "x", "maxResults": 2.5}, "whole number"),
    ({"query": "x", "minScore": 3}, "outside [0, 1]"),
    ({"query": "x", "minScore": True}, "minScore must be a number"),
])
def test_memory_search_param_errors(params: dict, needle: str) -> None:
    out = memory_search(manager("meta"), params)
    assert set(out) == {"results", "disabled", "unavailable", "error", "warning", "action"}
    assert out["results"] == [] and out["disabled"] is True and out["unavailable"] is True
    assert needle in out["error"] and out["error"].startswith("invalid_params") and out["action"]


@pytest.mark.parametrize(("params", "needle"), [
    ({}, "path is required"), ({"path": "MEMORY.md", "from": 0}, "below 1"),
    ({"path": "MEMORY.md", "lines": "x"}, "lines must be a number"), ({"path": "nope.md"}, "does not exist"),
])
def test_memory_get_param_errors(params: dict, needle: str) -> None:
    out = memory_get(manager("meta"), params)
    assert out["disabled"] is True and out["text"] == "" and needle in out["error"]


def test_status_and_probes() -> None:
    mgr = manager("meta")
    st = mgr.status()
    assert st["backend"] == "builtin" and st["provider"] == "local:all-MiniLM-L6-v2-int8"
    assert st["dims"] == 384 and st["chunkCount"] > 100 and st["sources"] == ["memory"]
    assert mgr.probe_embedding_availability() == {"ok": True}
    assert mgr.probe_vector_availability() is True
    with MemorySparkManager(example_index().cfg, "meta", queue=example_index().queue) as m:
        assert m.search("timezone", now=NOW)
