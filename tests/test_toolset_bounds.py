"""One declaration per range: every advertised bound of every numeric tool parameter — its minimum, its
maximum and just beyond each — fed to every surface (the dict tools, MCP, the CLI, the ``Memory`` API)
and, where the parameter overrides a config key, to the config. Each surface must accept exactly what the
MCP schema advertises and refuse the rest with ``invalid_params`` naming the parameter and its range.

Real components throughout: a real indexed workspace, the real local embedding model, a real in-process
MCP client/server session, the real CLI entry point and the real ``Memory`` class.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from memspark import Memory
from memspark.bounds import SHARED
from memspark.cli import main
from memspark.config import Config, load_config
from memspark.config_parse import RANGES, env_name
from memspark.embed import EmbedQueue
from memspark.errors import ConfigError, InvalidToolParams
from memspark.recall.options import SPEC_KEYS, RerankOptions
from memspark.storage import LanceStore
from memspark.toolset import Toolset
from memspark.toolset.indexer import index_paths
from memspark.toolset.schema import build_specs
from memspark.toolset.search import memory_get, memory_search
from memspark.workspace import Workspace

FILES = {
    "workspace-meta/MEMORY.md": "# Memory\n\nKlein prefers concise answers and TypeScript.\n",
    "workspace-meta/memory/2026-01-10.md": "# Jan notes\n\nThe Mika LoRA training run used rank 16.\n",
    "shared/knowledge/infra.md": "# Infra\n\nThe embedding server listens on port 18091.\n",
}
# what each tool needs besides the parameter under test (a preview for memory_forget: nothing is removed)
BASE: dict[str, dict[str, Any]] = {
    "memory_get": {"path": "MEMORY.md"}, "memory_temporal": {"query": "Mika LoRA", "from": "2026-01-01"},
    "memory_related": {"path": "MEMORY.md"},
}
QUERY = {"query": "Mika LoRA training"}


@dataclass(frozen=True)
class Case:
    tool: str
    param: str
    kind: str  # integer | number
    lo: float
    hi: float

    @property
    def interval(self) -> str:
        return "[{}, {}]".format(*(int(b) if float(b).is_integer() else b for b in (self.lo, self.hi)))

    def values(self) -> list[tuple[Any, bool]]:
        """(value, accepted): both bounds, and one step beyond each."""
        step = 1 if self.kind == "integer" else 0.001
        return [(self.lo, True), (self.hi, True), (self.lo - step, False), (self.hi + step, False)]

    def params(self, value: Any) -> dict[str, Any]:
        return {**BASE.get(self.tool, QUERY), self.param: value}


def cases(cfg: Config) -> list[Case]:
    """Every numeric parameter of every tool, with the range its MCP schema advertises."""
    out = []
    for spec in build_specs(cfg).values():
        for name, prop in spec.input_schema()["properties"].items():
            if prop["type"] in ("integer", "number"):
                out.append(Case(spec.name, name, prop["type"], prop["minimum"], prop["maximum"]))
    return out


def refused_with_range(error: str, case: Case) -> bool:
    return error.startswith("invalid_params") and case.param in error and case.interval in error


@pytest.fixture(scope="module")
def cfg(tmp_path_factory: pytest.TempPathFactory, queue: EmbedQueue) -> Config:
    root = tmp_path_factory.mktemp("bounds")
    for rel, text in FILES.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    cfg = load_config(root=root, env={})
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.dims)
    index_paths(cfg, Workspace(cfg.workspace, cfg.root), store, queue, [root / rel for rel in FILES])
    return cfg


@pytest.fixture(scope="module")
def tools(cfg: Config) -> Iterator[Toolset]:
    t = Toolset(cfg, "meta")
    yield t
    t.close()


def check_surface(cfg: Config, call: Callable[[Case, Any], str | None], tools: set[str] | None = None) -> int:
    """Run ``call(case, value)`` (the error text, None when accepted) for every case; return how many ran."""
    ran = 0
    for case in cases(cfg):
        if tools is not None and case.tool not in tools:
            continue
        for value, accepted in case.values():
            error = call(case, value)
            if accepted:
                assert error is None or not error.startswith("invalid_params"), (case, value, error)
            else:
                assert error is not None and refused_with_range(error, case), (case, value, error)
            ran += 1
    return ran


def test_the_cases_cover_every_numeric_parameter(cfg: Config) -> None:
    found = {(c.tool, c.param) for c in cases(cfg)}
    assert {t for t, _ in found} >= {"memory_search", "memory_get", "memory_forget", "memory_mistakes_search",
                                     "memory_rules_search", "memory_reference_search", "memory_temporal",
                                     "memory_related", "memory_recall_debug"}
    assert {p for t, p in found if t == "memory_search"} == set(SHARED)  # all shared with a config key


def test_the_dict_tools_take_exactly_the_advertised_ranges(cfg: Config, tools: Toolset) -> None:
    def call(case: Case, value: Any) -> str | None:
        if case.tool == "memory_search":
            return memory_search(tools.manager, case.params(value)).get("error")
        if case.tool == "memory_get":
            return memory_get(tools.manager, case.params(value)).get("error")
        return tools.call(case.tool, case.params(value)).get("error")

    assert check_surface(cfg, call) >= 4 * 20


def test_mcp_takes_exactly_the_advertised_ranges(cfg: Config) -> None:
    from mcp.client.client import Client

    from memspark.mcp_server import build_server

    server = build_server(cfg, "meta")

    async def session() -> tuple[dict[str, Any], list[tuple[Case, Any, Any]]]:
        got = []
        async with Client(server) as client:
            listed = {t.name: t.input_schema for t in (await client.list_tools()).tools}
            for case in cases(cfg):
                for value, _ in case.values():
                    result = await client.call_tool(case.tool, case.params(value))
                    got.append((case, value, result))
        return listed, got

    try:
        listed, got = asyncio.run(asyncio.wait_for(session(), 600))
    finally:
        server._memspark_tools.close()
    # what the client is shown is what the cases were built from
    for case in cases(cfg):
        prop = listed[case.tool]["properties"][case.param]
        assert (prop["minimum"], prop["maximum"]) == (case.lo, case.hi), case
    answers = {(c.tool, c.param, v): r for c, v, r in got}
    assert check_surface(cfg, lambda c, v: (answers[(c.tool, c.param, v)].structured_content or {}).get("error")) \
        >= 4 * 20
    refused = [r for c, v, r in got if not c.lo <= v <= c.hi]
    assert refused and all(r.is_error for r in refused)


def _cli(argv: list[str]) -> str | None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(argv)
    answer = json.loads(out.getvalue())
    assert (code == 1) == bool(answer.get("disabled")), answer
    return answer.get("error")


@pytest.mark.slow
def test_the_cli_takes_exactly_the_advertised_ranges(cfg: Config) -> None:
    root = ["--root", str(cfg.root)]

    def call(case: Case, value: Any) -> str | None:
        if case.tool == "memory_search":
            flag = {"maxResults": "--max-results", "minScore": "--min-score"}.get(case.param)
            extra = [f"{flag}={value}"] if flag else ["--rerank-options", json.dumps({case.param: value})]
            return _cli([*root, "search", QUERY["query"], "--agent", "meta", "--json", *extra])
        if case.tool == "memory_get":
            flag = {"from": "--from", "lines": "--lines"}[case.param]
            return _cli([*root, "get", "MEMORY.md", "--agent", "meta", "--json", f"{flag}={value}"])
        return _cli([*root, "tool", case.tool, "--agent", "meta", "--params", json.dumps(case.params(value))])

    assert check_surface(cfg, call) >= 4 * 20


def test_the_memory_api_takes_exactly_the_advertised_ranges(cfg: Config) -> None:
    keyword = {"maxResults": "k", "minScore": "min_score", "from": "from_line", "lines": "lines"}

    with Memory(cfg.root, agent="meta") as mem:
        def call(case: Case, value: Any) -> str | None:
            try:
                if case.tool == "memory_get":
                    mem.get("MEMORY.md", **{keyword[case.param]: value})
                elif case.param in SPEC_KEYS:
                    mem.search(QUERY["query"], rerank=RerankOptions(**{SPEC_KEYS[case.param]: value}))
                else:
                    mem.search(QUERY["query"], **{keyword[case.param]: value})
            except InvalidToolParams as exc:
                return f"{exc.code}: {exc.message}"
            return None

        assert check_surface(cfg, call, {"memory_search", "memory_get"}) == 4 * (len(SHARED) + 2)


@pytest.mark.parametrize("param", sorted(SHARED))
def test_a_config_key_and_the_parameter_that_overrides_it_share_one_range(tmp_path: Path, param: str) -> None:
    """``tuning.rrf_k`` and ``rrfKOverride`` (…): the config refuses and accepts the same numbers as the
    call, and a config set to a bound is advertised as the parameter's default."""
    (section, key), bounds = SHARED[param]
    assert RANGES[(section, key)] is bounds
    advertised = next(p for spec in build_specs(Config()).values() for p in spec.params if p.name == param)
    assert (advertised.minimum, advertised.maximum) == (bounds.lo, bounds.hi)
    integer = advertised.type == "integer"
    step = 1 if integer else 0.001
    for value in (bounds.lo, bounds.hi):
        text = str(int(value)) if integer else repr(float(value))
        cfg = load_config(root=tmp_path, env={env_name(section, key): text})
        shown = next(p for p in build_specs(cfg)["memory_search"].params if p.name == param)
        assert shown.default == value
    for value in (bounds.lo - step, bounds.hi + step):
        text = str(int(value)) if integer else repr(float(value))
        with pytest.raises(ConfigError, match=rf"{section}\.{key}"):
            load_config(root=tmp_path, env={env_name(section, key): text})


def test_the_issue_cases_agree_everywhere(tmp_path: Path, tools: Toolset) -> None:
    """rrfKOverride=5000 is refused like the schema says; tuning.gate_threshold=1.5 is refused by the
    config as it is per call, and 1 (the bound) is accepted by both."""
    out = memory_search(tools.manager, {**QUERY, "rrfKOverride": 5000})
    assert out["error"].startswith("invalid_params") and "[1, 1000]" in out["error"]
    with pytest.raises(ConfigError, match="tuning.gate_threshold"):
        load_config(root=tmp_path, env={"MEMSPARK_TUNING_GATE_THRESHOLD": "1.5"})
    assert "[0, 1]" in memory_search(tools.manager, {**QUERY, "gateThresholdOverride": 1.5})["error"]
    assert load_config(root=tmp_path, env={"MEMSPARK_TUNING_GATE_THRESHOLD": "1"}).tuning.gate_threshold == 1
    assert "error" not in memory_search(tools.manager, {**QUERY, "gateThresholdOverride": 1})


def test_the_python_rerank_options_take_exactly_the_advertised_ranges(cfg: Config, tools: Toolset) -> None:
    """``RerankOptions`` (the manager's and ``Memory``'s per-call overrides) refuses at construction what
    memory_search refuses, with the same message, so ``manager.search(rerank=…)`` cannot take 5000 either."""
    ran = 0
    for case in cases(cfg):
        if case.tool != "memory_search" or case.param not in SPEC_KEYS:
            continue
        for value, accepted in case.values():
            if accepted:
                options = RerankOptions(**{SPEC_KEYS[case.param]: value})
                assert tools.manager.recall(QUERY["query"], mode="tool", min_score=0.0, overrides=options).results
            else:
                with pytest.raises(InvalidToolParams) as info:
                    RerankOptions(**{SPEC_KEYS[case.param]: value})
                assert refused_with_range(f"{info.value.code}: {info.value.message}", case), info.value.message
            ran += 1
    assert ran == 4 * 6
