"""prefect.yaml and deployments/*.yaml: the same deployments, importable entrypoints, the documented schedules."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import pytest
import yaml

REPO = Path(__file__).resolve().parents[1]


def load(path: Path) -> dict[str, Any]:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def test_root_file_holds_exactly_the_per_deployment_files() -> None:
    root = {d["name"]: d for d in load(REPO / "prefect.yaml")["deployments"]}
    single: dict[str, Any] = {}
    for f in sorted((REPO / "deployments").glob("*.yaml")):
        doc = load(f)
        assert doc["build"] is None and doc["push"] is None and doc["pull"] == load(REPO / "prefect.yaml")["pull"]
        for d in doc["deployments"]:
            single[d["name"]] = d
    assert root == single
    assert set(root) == {"ingest", "reembed", "refresh", "migrate", "maintain"}


@pytest.mark.parametrize("name", ["ingest", "reembed", "refresh", "migrate", "maintain"])
def test_entrypoints_are_flows(name: str) -> None:
    d = {d["name"]: d for d in load(REPO / "prefect.yaml")["deployments"]}[name]
    file, func = d["entrypoint"].split(":")
    module = file.removesuffix(".py").replace("/", ".")
    obj = getattr(importlib.import_module(module), func)
    assert obj.name.startswith("memspark-")


def test_triggers_and_schedules() -> None:
    deps = {d["name"]: d for d in load(REPO / "prefect.yaml")["deployments"]}
    trigger = deps["ingest"]["triggers"][0]
    assert trigger["expect"] == ["memspark.files.changed"]
    assert trigger["match"]["prefect.resource.id"] == "memspark.workspace.*"
    assert set(trigger["parameters"]) == {"root", "data_dir", "config_file", "paths"}
    # single-expression templates: Prefect 3.9 renders them with | tojson, so lists and null keep their type
    assert trigger["parameters"]["paths"] == "{{ event.payload.paths }}"
    assert deps["ingest"]["schedules"] and deps["refresh"]["schedules"] and deps["maintain"]["schedules"]
    assert deps["reembed"]["schedules"] and "schedules" not in deps["migrate"]  # migrate is manual


def test_the_watcher_event_matches_the_trigger(tmp_path: Path) -> None:
    from fnmatch import fnmatchcase

    from memspark.watch.watcher import EVENT_NAME, resource_id

    trigger = {d["name"]: d for d in load(REPO / "prefect.yaml")["deployments"]}["ingest"]["triggers"][0]
    assert EVENT_NAME in trigger["expect"]
    assert fnmatchcase(resource_id(tmp_path), trigger["match"]["prefect.resource.id"])
