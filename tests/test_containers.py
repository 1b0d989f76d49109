"""The container artefacts, tested as far as a machine without Docker or a cluster allows.

- Dockerfile: its build context (every COPY source present and not docker-ignored), a non-root user,
  the bundled-model check it runs at build time (run here), the entry point.
- The image's entry point runs real flow runs the way a Docker/Kubernetes worker starts them
  (``prefect flow-run execute`` against a deployment whose pull step is the container file's), with
  the container's environment (Dockerfile ENV + the work pool's and the deployment's env), tables
  on a real S3 API (moto_server).
- deployments/container/: the Docker work-pool template rendered by prefect-docker's own job
  configuration, the build/push/pull steps bound to the real step functions, the Kubernetes worker
  manifest checked structurally. Building the image and running flows in it with a Docker worker:
  tests/test_e2e_containers.py (opt-in, needs a Docker daemon); pushing and applying the manifest
  stay untested here.
"""

from __future__ import annotations

import asyncio
import importlib.util
import inspect
import json
import os
import re
import shlex
import subprocess
import sys
from fnmatch import fnmatch
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.s3_server import MotoS3, moto_available

REPO = Path(__file__).resolve().parents[1]
CONTAINER = REPO / "deployments" / "container"
IMAGE_REPO = "/opt/memspark"  # where the Dockerfile puts this checkout


def dockerfile() -> list[tuple[str, str]]:
    """(instruction, arguments) pairs, continuation lines joined, comments dropped."""
    text = re.sub(r"\\\n", " ", (REPO / "Dockerfile").read_text(encoding="utf-8"))
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            op, _, args = line.partition(" ")
            out.append((op.upper(), args.strip()))
    return out


def dockerfile_env() -> dict[str, str]:
    env: dict[str, str] = {}
    for op, args in dockerfile():
        if op == "ENV":
            env.update(dict(tok.split("=", 1) for tok in shlex.split(args)))
    return env


def load_yaml(path: Path) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


# ---- Dockerfile -----------------------------------------------------------------------------------
def dockerfile_args() -> dict[str, str]:
    """The build arguments' defaults (``ARG NAME=default``)."""
    return dict(a.split("=", 1) for op, a in dockerfile() if op == "ARG" and "=" in a)


def stages() -> list[list[tuple[str, str]]]:
    """The steps of each build stage (a stage starts at its FROM)."""
    out: list[list[tuple[str, str]]] = []
    for op, args in dockerfile():
        if op == "FROM":
            out.append([])
        if out:
            out[-1].append((op, args))
    return out


def test_dockerfile_context_user_and_entry_point() -> None:
    steps = dockerfile()
    args = dockerfile_args()
    # the base is a build argument: python:3.11-slim by default, a Debian-built base for air-gapped builds
    assert steps[0] == ("ARG", "BASE_IMAGE=python:3.11-slim")
    assert [a.split()[0] for op, a in steps if op == "FROM"] == ["${BASE_IMAGE}"] * 3
    ignored = [p.strip() for p in (REPO / ".dockerignore").read_text().splitlines() if p.strip()]
    for op, a in steps:
        if op == "COPY" and not a.startswith("--from="):
            *sources, _ = a.split()
            for src in sources:
                src = re.sub(r"\$\{(\w+)\}", lambda m: args[m.group(1)], src)
                assert (REPO / src).exists(), src
                assert not any(fnmatch(src, pat) for pat in ignored), f"{src} is docker-ignored"
    _, _, final = stages()
    workdir = next(a for op, a in final if op == "WORKDIR")
    env = dockerfile_env()
    assert workdir == env["MEMSPARK_REPO"] == IMAGE_REPO
    user = next(a for op, a in final if op == "USER")
    uid = user.split(":")[0]
    assert uid not in ("0", "root") and f"--uid {uid}" in " ".join(a for op, a in final if op == "RUN")
    entry = json.loads(next(a for op, a in final if op == "ENTRYPOINT"))[0]
    local_entry = REPO / Path(entry).relative_to(IMAGE_REPO)
    assert local_entry.is_file() and os.access(local_entry, os.X_OK)
    assert env["PATH"].startswith("/opt/venv/bin:")


def test_dockerfile_installs_from_the_wheelhouse_and_leaves_it_out_of_the_image() -> None:
    source, build, final = stages()
    wheelhouse = dockerfile_args()["WHEELHOUSE"]
    assert (REPO / wheelhouse).is_dir() and not list((REPO / wheelhouse).glob("*.whl"))  # default: from the index
    assert ("COPY", "${WHEELHOUSE} /tmp/wheelhouse") in build
    runs = " ".join(a for op, a in build if op == "RUN")
    assert "--no-index --find-links /tmp/wheelhouse" in runs and re.search(r"pip install \"\$@\" \.", runs)
    assert f"rm -rf build ./*.egg-info {wheelhouse}" in runs  # the final stage copies /opt/memspark without it
    assert ("COPY", f"--from=source {IMAGE_REPO} {IMAGE_REPO}") in build
    assert all(a.split()[-1].startswith(IMAGE_REPO) for op, a in source if op == "COPY")
    # the image takes /opt (venv + code) from the build stage, never the wheelhouse, and checks the
    # model as the flow runs' user
    assert [a for op, a in final if op == "COPY"] == ["--from=build /opt /opt"]
    ops = [op for op, _ in final]
    assert ops.index("USER") < ops.index("COPY") < len(ops) - 1 and final[-1][0] == "RUN" and "python -c" in final[-1][1]


def test_the_build_time_model_check_passes_with_the_installed_package() -> None:
    run = next(a for op, a in dockerfile() if op == "RUN" and "python -c" in a)
    code = shlex.split(run.split("python -c", 1)[1].split("&&", 1)[0])[0]
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr


# ---- the entry point, as a worker runs it -----------------------------------------------------------
def container_env(tmp_path: Path, root: Path, s3: MotoS3, data_dir: str) -> dict[str, str]:
    """The env a flow-run container gets: Dockerfile ENV, the pool's env, the deployment's env, AWS_*.

    Paths that only exist inside the image are mapped to this machine: /opt/memspark → this checkout,
    /workspace (a mounted volume) → ``root``, the home folder → tmp.
    """
    from prefect.settings import PREFECT_API_URL

    pool_env = json.loads((CONTAINER / "docker-work-pool.json").read_text())["variables"]["properties"]["env"]
    job_env = load_yaml(CONTAINER / "prefect.yaml")["definitions"]["work_pools"]["container"]["job_variables"]["env"]
    env = {**dockerfile_env(), **pool_env["default"], **job_env, **s3.env}
    env.update({"MEMSPARK_REPO": str(REPO), "MEMSPARK_ROOT": str(root), "MEMSPARK_DATA_DIR": data_dir,
                "HOME": str(tmp_path), "PREFECT_HOME": str(tmp_path / ".prefect"),
                "PREFECT_API_URL": str(PREFECT_API_URL.value()), "PATH": f"{Path(sys.executable).parent}:/usr/bin:/bin",
                "PREFECT_LOGGING_LEVEL": "WARNING"})
    assert all("{{" not in v for v in env.values()), env  # every template was filled above
    return env


async def _flow_run_from_container_deployment(name: str) -> tuple[str, str]:
    """Register deployment ``name`` of the container prefect.yaml (pull step mapped to this checkout)
    on the test server and create a flow run of it; returns (flow_run_id, deployment_id)."""
    from prefect.client.orchestration import get_client

    doc = load_yaml(CONTAINER / "prefect.yaml")
    dep = next(d for d in doc["deployments"] if d["name"] == name)
    pull = json.loads(json.dumps(doc["pull"]).replace(IMAGE_REPO, str(REPO)))
    flow_name = {"ingest": "memspark-ingest", "maintain": "memspark-maintain"}[name]
    async with get_client() as client:
        flow_id = await client.create_flow_from_name(flow_name)
        dep_id = await client.create_deployment(flow_id=flow_id, name=f"container-{name}", entrypoint=dep["entrypoint"],
                                                pull_steps=pull, parameters=dep.get("parameters", {}))
        run = await client.create_flow_run_from_deployment(dep_id)
    return str(run.id), str(dep_id)


async def _read_run(run_id: str) -> Any:
    from prefect.client.orchestration import get_client

    async with get_client() as client:
        return await client.read_flow_run(run_id)


@pytest.mark.skipif(not moto_available(), reason="moto[server] (a test extra) is not installed")
@pytest.mark.usefixtures("prefect_harness")
def test_entry_point_executes_deployment_runs_with_the_container_env(tmp_path: Path) -> None:
    root = tmp_path / "workspace"
    (root / "workspace-meta" / "memory").mkdir(parents=True)
    (root / "workspace-meta" / "MEMORY.md").write_text("# Memory\n\nThe gateway restarts need approval.\n")
    (root / "workspace-meta" / "memory" / "2026-03-02.md").write_text("# 2026-03-02\n\nRotated the SSH keys.\n")
    elsewhere = tmp_path / "cwd"
    elsewhere.mkdir()  # the worker's cwd is not the code: the pull step must find it
    entry = CONTAINER / "entrypoint.sh"
    with MotoS3() as s3:
        s3.create_bucket("memspark-container")
        uri = "s3://memspark-container/agents"
        env = container_env(tmp_path, root, s3, uri)
        for name, expected in (("ingest", "ingest-all-scan"), ("maintain", f"maintain-workspace@{uri}")):
            run_id, _ = asyncio.run(_flow_run_from_container_deployment(name))
            res = subprocess.run([str(entry), "prefect", "flow-run", "execute", run_id], env=env, cwd=elsewhere,
                                 capture_output=True, text=True, timeout=240)
            assert res.returncode == 0, res.stdout[-2000:] + res.stderr[-3000:]
            run = asyncio.run(_read_run(run_id))
            assert run.state.is_completed() and run.name == expected, (run.state, run.name)
        status = subprocess.run([str(entry)], env=env, cwd=elsewhere, capture_output=True, text=True, timeout=120)
        assert status.returncode == 0, status.stderr[-2000:]
        st = json.loads(status.stdout)
        assert st["dataDir"] == uri and st["tableExists"] and st["files"] == 2
        assert any(k.startswith("agents/chunks.lance/") for k in s3.keys("memspark-container"))
    assert not (root / ".memspark").exists()  # the workspace volume may be read-only: nothing written there


# ---- work pool, build/push/pull steps, Kubernetes -----------------------------------------------------
@pytest.mark.slow
def test_docker_work_pool_template_renders_the_memspark_container() -> None:
    prefect_docker = pytest.importorskip("prefect_docker")
    from prefect_docker.worker import DockerWorker, DockerWorkerJobConfiguration

    template = json.loads((CONTAINER / "docker-work-pool.json").read_text())
    default = DockerWorker.get_default_base_job_template()
    assert template["job_configuration"] == default["job_configuration"]  # only defaults differ
    assert set(template["variables"]["properties"]) == set(default["variables"]["properties"])
    job_vars = load_yaml(CONTAINER / "prefect.yaml")["definitions"]["work_pools"]["container"]["job_variables"]
    assert set(job_vars) <= set(template["variables"]["properties"])
    values = {"image": "registry.example/memspark:2026.12", "env": {**job_vars["env"], "MEMSPARK_DATA_DIR": "s3://b/p"}}
    config = asyncio.run(DockerWorkerJobConfiguration.from_template_and_values(template, values))
    assert config.image == "registry.example/memspark:2026.12" and config.auto_remove
    assert config.env["MEMSPARK_DATA_DIR"] == "s3://b/p" and config.env["MEMSPARK_ROOT"] == "/workspace"
    assert config.volumes == ["memspark-workspace:/workspace:ro"] and not config.privileged
    defaults = asyncio.run(DockerWorkerJobConfiguration.from_template_and_values(template, {}))
    assert defaults.image == "memspark:latest" and defaults.env["DO_NOT_TRACK"] == "1"
    assert prefect_docker.__name__ == "prefect_docker"


def test_container_prefect_yaml_steps_and_deployments() -> None:
    doc = load_yaml(CONTAINER / "prefect.yaml")
    root = {d["name"]: d for d in load_yaml(REPO / "prefect.yaml")["deployments"]}
    here = {d["name"]: d for d in doc["deployments"]}
    assert set(here) == set(root)
    for name, dep in here.items():
        assert {k: v for k, v in dep.items() if k != "work_pool"} == {k: v for k, v in root[name].items()
                                                                       if k != "work_pool"}, name
        assert dep["work_pool"]["job_variables"]["image"] == "{{ build-image.image }}"
    assert doc["pull"] == [{"prefect.deployments.steps.set_working_directory": {"directory": IMAGE_REPO}}]
    from prefect.deployments.steps.core import _get_function_for_step

    pytest.importorskip("prefect_docker")
    from prefect_docker.deployments.steps import BuildDockerImageResult

    for section in ("build", "push"):
        [(fqn, kwargs)] = doc[section][0].items()
        fn = _get_function_for_step(fqn)
        inspect.signature(fn).bind(**{k: v for k, v in kwargs.items() if k not in ("id", "requires")})
    outputs = set(re.findall(r"build-image\.(\w+)", (CONTAINER / "prefect.yaml").read_text()))
    assert outputs and outputs <= set(BuildDockerImageResult.__annotations__)
    assert doc["build"][0]["prefect_docker.deployments.steps.build_docker_image"]["dockerfile"] == "Dockerfile"


def test_kubernetes_worker_manifest() -> None:
    import prefect

    docs = list(yaml.safe_load_all((CONTAINER / "k8s-worker.yaml").read_text()))
    by_kind = {d["kind"]: d for d in docs}
    assert set(by_kind) == {"Namespace", "ServiceAccount", "Role", "RoleBinding", "Deployment"}
    ns = by_kind["Namespace"]["metadata"]["name"]
    assert all(d["metadata"].get("namespace") == ns for d in docs if d["kind"] != "Namespace")
    assert all(d["apiVersion"] for d in docs)
    binding, role, sa = by_kind["RoleBinding"], by_kind["Role"], by_kind["ServiceAccount"]
    assert binding["roleRef"] == {"apiGroup": "rbac.authorization.k8s.io", "kind": "Role",
                                  "name": role["metadata"]["name"]}
    assert binding["subjects"] == [{"kind": "ServiceAccount", "name": sa["metadata"]["name"], "namespace": ns}]
    rules = {(g, r): set(rule["verbs"]) for rule in role["rules"] for g in rule["apiGroups"] for r in rule["resources"]}
    assert {"create", "delete", "watch"} <= rules[("batch", "jobs")] and {"get", "watch"} <= rules[("", "pods")]
    spec = by_kind["Deployment"]["spec"]
    pod = spec["template"]["spec"]
    assert spec["selector"]["matchLabels"].items() <= spec["template"]["metadata"]["labels"].items()
    assert pod["serviceAccountName"] == sa["metadata"]["name"]
    assert pod["securityContext"]["runAsNonRoot"] and pod["securityContext"]["runAsUser"] != 0
    [worker] = pod["containers"]
    assert worker["image"].startswith(f"prefecthq/prefect:{prefect.__version__}-")
    cmd = worker["command"]
    assert cmd[:3] == ["prefect", "worker", "start"] and cmd[cmd.index("--type") + 1] == "kubernetes"
    assert cmd[cmd.index("--pool") + 1] == "memspark-k8s"
    env = {e["name"]: e.get("value") for e in worker["env"]}
    assert env["PREFECT_API_URL"].endswith("/api")
    mounts = {m["mountPath"]: m["name"] for m in worker["volumeMounts"]}
    assert worker["securityContext"]["readOnlyRootFilesystem"] and env["PREFECT_HOME"].startswith("/tmp")
    assert mounts["/tmp"] in {v["name"] for v in pod["volumes"] if "emptyDir" in v}


@pytest.mark.usefixtures("prefect_harness")
def test_a_prefect_server_accepts_the_template_as_a_docker_pool() -> None:
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.actions import WorkPoolCreate

    template = json.loads((CONTAINER / "docker-work-pool.json").read_text())

    async def create() -> Any:
        async with get_client() as client:
            await client.create_work_pool(WorkPoolCreate(name="memspark-docker-test", type="docker",
                                                         base_job_template=template), overwrite=True)
            return await client.read_work_pool("memspark-docker-test")

    pool = asyncio.run(create())
    assert pool.type == "docker" and pool.base_job_template == template


# ---- Kubernetes, validated offline against the Kubernetes schema (no cluster here) ------------------------
K8S_VERSION = "1.37.0"  # the schemas kubernetes-validate ships; the manifests use only long-stable APIs


@pytest.mark.skipif(importlib.util.find_spec("kubernetes_validate") is None,
                    reason="kubernetes-validate is not installed (pip install kubernetes-validate)")
def test_kubernetes_worker_manifest_passes_the_kubernetes_schema() -> None:
    import kubernetes_validate

    for doc in yaml.safe_load_all((CONTAINER / "k8s-worker.yaml").read_text()):
        kubernetes_validate.validate(doc, K8S_VERSION, strict=True)  # raises on any unknown or mistyped field


@pytest.mark.usefixtures("prefect_harness")
@pytest.mark.skipif(importlib.util.find_spec("kubernetes_validate") is None
                    or importlib.util.find_spec("prefect_kubernetes") is None,
                    reason="kubernetes-validate and prefect-kubernetes are needed (pip install both)")
def test_kubernetes_pool_renders_a_valid_job_from_the_deployments_job_variables() -> None:
    """The Job a Kubernetes worker would create for a flow run of the container prefect.yaml: the
    memspark template rendered by prefect-kubernetes' own job configuration with the deployment's
    image/env, prepared for a flow run, and validated strictly (unknown fields fail) offline."""
    import uuid

    import kubernetes_validate
    from prefect.client.schemas.objects import Flow, FlowRun
    from prefect_kubernetes.worker import KubernetesWorker, KubernetesWorkerJobConfiguration

    template = json.loads((CONTAINER / "k8s-work-pool.json").read_text())
    default = KubernetesWorker.get_default_base_job_template()
    assert set(template["variables"]["properties"]) == set(default["variables"]["properties"]) | {"workspace_claim"}
    job_vars = load_yaml(CONTAINER / "prefect.yaml")["definitions"]["work_pools"]["container"]["job_variables"]
    values = {"image": "registry.example/memspark:2026.12", "env": {**job_vars["env"], "MEMSPARK_DATA_DIR": "s3://b/p"}}
    config = asyncio.run(KubernetesWorkerJobConfiguration.from_template_and_values(template, values))
    config.prepare_for_flow_run(FlowRun(flow_id=uuid.uuid4(), name="ingest-all-scan"), flow=Flow(name="memspark-ingest"))
    job = config.job_manifest
    kubernetes_validate.validate(job, K8S_VERSION, strict=True)
    pod = job["spec"]["template"]["spec"]
    [container] = pod["containers"]
    env = {e["name"]: e.get("value") for e in container["env"]}
    assert container["image"] == "registry.example/memspark:2026.12" and job["metadata"]["namespace"] == "memspark"
    assert env["MEMSPARK_DATA_DIR"] == "s3://b/p" and env["MEMSPARK_ROOT"] == "/workspace"
    assert container["args"][:3] == ["prefect", "flow-run", "execute"]
    assert pod["securityContext"]["runAsUser"] == 10001 and pod["securityContext"]["runAsNonRoot"]
    [volume] = pod["volumes"]
    assert volume["persistentVolumeClaim"] == {"claimName": "memspark-workspace", "readOnly": True}
    assert container["volumeMounts"] == [{"name": volume["name"], "mountPath": "/workspace", "readOnly": True}]
    ns = next(d for d in yaml.safe_load_all((CONTAINER / "k8s-worker.yaml").read_text()) if d["kind"] == "Namespace")
    assert ns["metadata"]["name"] == job["metadata"]["namespace"]  # the worker's Role covers this namespace
