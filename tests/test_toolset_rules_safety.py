"""memory_rules_store keeps every byte of meaning already in the rules file, and concurrent stores
(real threads, real processes) all land through the file lock and an atomic replace."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from datetime import date
from pathlib import Path

import pytest

from memspark.capture import CaptureService
from memspark.config import WorkspaceConfig, load_config
from memspark.embed import EmbedQueue, create_provider
from memspark.errors import IngestError
from memspark.toolset import Toolset
from memspark.toolset.notes import RULES_JSON, append_rule
from memspark.workspace import Workspace

REPO = Path(__file__).resolve().parents[1]
TODAY = date(2026, 3, 2)


def _ws(root: Path) -> Workspace:
    (root / "workspace-a").mkdir(parents=True, exist_ok=True)
    return Workspace(WorkspaceConfig(), root)


def _rules_file(root: Path, data: object) -> Path:
    path = root / RULES_JSON
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path


@pytest.mark.slow
def test_global_store_keeps_unknown_keys_through_the_tool(tmp_path: Path) -> None:
    original = {"version": 3, "owner": "platform-team", "review_by": "2026-06-01",
                "preferences": {"tone": "direct", "units": "metric"},
                "rules": [{"rule": "Run the tests before pushing.", "category": "workflow", "ticket": "OPS-12"}]}
    path = _rules_file(tmp_path, original)
    (tmp_path / "workspace-a").mkdir()
    cfg = load_config(root=tmp_path, env={})
    cfg_q = EmbedQueue(create_provider(cfg.embed), cfg.embed)
    tools = Toolset(cfg, "a", capture=CaptureService.from_config(cfg, queue=cfg_q), today=lambda: TODAY)
    try:
        out = tools.call("memory_rules_store", {"rule": "Never commit secrets.", "scope": "global",
                                                "category": "security"})
        assert out["stored"] and out["rows"] >= 2
    finally:
        tools.close()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert {k: v for k, v in data.items() if k != "rules"} == {k: v for k, v in original.items() if k != "rules"}
    assert data["rules"][0] == original["rules"][0]  # untouched, unknown "ticket" key included
    assert data["rules"][1] | {"added": "", "by": ""} == {"rule": "Never commit secrets.", "category": "security",
                                                          "scope": "global", "added": "", "by": ""}


def test_a_flat_preferences_file_is_extended_not_replaced(tmp_path: Path) -> None:
    ws = _ws(tmp_path)
    path = _rules_file(tmp_path, {"timezone": "America/New_York", "daily_notes_format": "memory/YYYY-MM-DD.md"})
    append_rule(ws, "a", "Answer in British English.", scope="global", category="style", today=TODAY)
    append_rule(ws, "a", "Use metric units.", scope="global", category="style", today=TODAY)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data == {"timezone": "America/New_York", "daily_notes_format": "memory/YYYY-MM-DD.md",
                    "style rule": "Answer in British English.", "style rule 2": "Use metric units."}
    # the rules chunker reads every pair, old and new, as a rule
    from memspark.chunking.rules import parse_rules

    texts = [r.text for r in parse_rules(path.read_text(encoding="utf-8"))]
    assert texts[0] == "timezone: America/New_York" and texts[-1] == "style rule 2: Use metric units."


@pytest.mark.parametrize("content", ['{"rules": "be nice"}', '"just a string"', '{"rules": [1,', "[" * 2000])
def test_a_file_it_cannot_extend_is_refused_and_left_as_it_was(tmp_path: Path, content: str) -> None:
    ws = _ws(tmp_path)
    path = tmp_path / RULES_JSON
    path.parent.mkdir(parents=True)
    path.write_text(content, encoding="utf-8")
    with pytest.raises(IngestError) as info:
        append_rule(ws, "a", "New rule.", scope="global", category="general", today=TODAY)
    assert "not stored" in info.value.message and "nothing was changed" in info.value.action
    assert "remove" not in info.value.action.lower()
    assert path.read_text(encoding="utf-8") == content
    assert sorted(p.name for p in path.parent.iterdir()) == [".memspark-rules.json.lock", "memspark-rules.json"]


@pytest.mark.parametrize("scope", ["global", "agent"])
@pytest.mark.slow
def test_eight_threads_times_fifty_stores_all_land(tmp_path: Path, scope: str) -> None:
    ws = _ws(tmp_path)
    errors: list[BaseException] = []

    def worker(t: int) -> None:
        for i in range(50):
            try:
                append_rule(ws, "a", f"rule {t}-{i}", scope=scope, category="load", today=TODAY)
            except BaseException as exc:  # noqa: BLE001 - collected and asserted below
                errors.append(exc)

    threads = [threading.Thread(target=worker, args=(t,)) for t in range(8)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert errors == []
    if scope == "global":
        rules = json.loads((tmp_path / RULES_JSON).read_text(encoding="utf-8"))["rules"]
        got = sorted(r["rule"] for r in rules)
    else:
        lines = (tmp_path / "workspace-a/memory/rules.md").read_text(encoding="utf-8").splitlines()
        got = sorted(line.split("] ", 1)[1].split(" (added")[0] for line in lines if line.startswith("- ["))
    assert got == sorted(f"rule {t}-{i}" for t in range(8) for i in range(50))


@pytest.mark.slow
def test_concurrent_processes_all_land(tmp_path: Path) -> None:
    _ws(tmp_path)
    script = (
        "import sys; from datetime import date; from pathlib import Path\n"
        "from memspark.config import WorkspaceConfig\nfrom memspark.workspace import Workspace\n"
        "from memspark.toolset.notes import append_rule\n"
        "ws = Workspace(WorkspaceConfig(), Path(sys.argv[1]))\n"
        "for i in range(40):\n"
        "    append_rule(ws, 'a', f'proc {sys.argv[2]}-{i}', scope='global', category='load', today=date(2026, 3, 2))\n"
    )
    procs = [subprocess.Popen([sys.executable, "-c", script, str(tmp_path), str(n)], cwd=REPO) for n in range(4)]
    assert [p.wait(timeout=120) for p in procs] == [0, 0, 0, 0]
    rules = json.loads((tmp_path / RULES_JSON).read_text(encoding="utf-8"))["rules"]
    assert sorted(r["rule"] for r in rules) == sorted(f"proc {n}-{i}" for n in range(4) for i in range(40))


def test_tools_never_write_through_a_link_into_another_agents_tree(tmp_path: Path) -> None:
    for agent in ("a", "b"):
        (tmp_path / f"workspace-{agent}" / "mistakes").mkdir(parents=True)
        (tmp_path / f"workspace-{agent}" / "MEMORY.md").write_text(f"# {agent}\n\nNotes of {agent}.\n", encoding="utf-8")
    (tmp_path / "workspace-a" / "memory").mkdir()
    (tmp_path / "workspace-b" / "mistakes").rmdir()
    (tmp_path / "workspace-b" / "mistakes").symlink_to(tmp_path / "workspace-a" / "mistakes", target_is_directory=True)
    (tmp_path / "workspace-b" / "memory").symlink_to(tmp_path / "workspace-a" / "memory", target_is_directory=True)
    cfg = load_config(root=tmp_path, env={})
    queue = EmbedQueue(create_provider(cfg.embed), cfg.embed)
    tools = Toolset(cfg, "b", capture=CaptureService.from_config(cfg, queue=queue), today=lambda: TODAY)
    try:
        calls = [("memory_mistakes_store", {"description": "Deployed on a Friday without a rollback plan."}),
                 ("memory_rules_store", {"rule": "Answer b in Spanish.", "scope": "agent"}),
                 ("memory_store", {"text": "Agent b's favourite colour for dashboards is teal."})]
        for name, params in calls:
            out = tools.call(name, params)
            assert out.get("results") == [] and "SCOPE_MISMATCH" in out["error"], (name, out)
    finally:
        tools.close()
    assert list((tmp_path / "workspace-a" / "mistakes").iterdir()) == []
    assert list((tmp_path / "workspace-a" / "memory").iterdir()) == []
